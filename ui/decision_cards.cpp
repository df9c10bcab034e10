#include "decision_cards.h"

#include <QColor>
#include <QFrame>
#include <QLabel>
#include <QVBoxLayout>

namespace gp::ui {

DecisionCards::DecisionCards(QWidget* parent)
    : QScrollArea(parent)
    , m_content(new QWidget(this))
    , m_layout(new QVBoxLayout(m_content))
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    m_layout->setContentsMargins(4, 4, 4, 4);
    m_layout->setSpacing(6);
    m_layout->addStretch(1);
    setWidget(m_content);
}

void DecisionCards::setCards(const QList<Card>& cards)
{
    for (QLabel* label : std::as_const(m_labels))
        delete label->parentWidget(); // the card's frame
    m_labels.clear();
    for (const Card& card : cards) {
        auto* frame = new QFrame(m_content);
        frame->setFrameShape(QFrame::StyledPanel);
        auto* inner = new QVBoxLayout(frame);
        inner->setContentsMargins(6, 4, 6, 4);
        QString html = QStringLiteral("<b>%1</b>").arg(card.title.toHtmlEscaped());
        if (!card.verdict.isEmpty()) {
            const QString verdict = card.verdict.toHtmlEscaped();
            html += QStringLiteral(" &mdash; ")
                + (card.verdictColor.isValid() ? QStringLiteral("<b style=\"color:%1\">%2</b>")
                                                     .arg(card.verdictColor.name(), verdict)
                                               : QStringLiteral("<b>%1</b>").arg(verdict));
        }
        for (const QString& detail : card.details)
            if (!detail.isEmpty())
                html += QStringLiteral("<br>") + detail.toHtmlEscaped();
        auto* label = new QLabel(html, frame);
        label->setTextFormat(Qt::RichText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        inner->addWidget(label);
        m_layout->insertWidget(m_layout->count() - 1, frame); // above the stretch
        m_labels << label;
    }
}

} // namespace gp::ui
