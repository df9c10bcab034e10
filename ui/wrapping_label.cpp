#include "wrapping_label.h"

#include <QEvent>

#include <algorithm>

namespace gp::ui {

WrappingLabel::WrappingLabel(QWidget* parent)
    : QLabel(parent)
{
    setWordWrap(true);
    // Messages are plain text: a "<" in one must not turn it into rich text, and plain text is
    // what fitHeight() measures.
    setTextFormat(Qt::PlainText);
}

void WrappingLabel::setWrappedText(const QString& text)
{
    setText(text);
    fitHeight();
}

void WrappingLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    fitHeight();
}

void WrappingLabel::changeEvent(QEvent* event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitHeight();
}

void WrappingLabel::fitHeight()
{
    // Measured directly: QLabel::heightForWidth() never answers less than the minimum height,
    // so asking it would only ever let the label grow. Only the height follows the width, never
    // the other way, so this settles after a step or two (a scroll bar appearing narrows it once).
    int needed = 0;
    if (!text().isEmpty()) {
        const QRect lines
            = fontMetrics().boundingRect(QRect(0, 0, std::max(1, contentsRect().width()), 1 << 20),
                                         static_cast<int>(alignment()) | Qt::TextWordWrap, text());
        needed = lines.height() + height() - contentsRect().height();
    }
    if (needed != minimumHeight())
        setMinimumHeight(needed);
}

} // namespace gp::ui
