#pragma once
// The decision tables evaluated on the scenario, one card per row: the row's name and verdict
// (coloured), then the reason in the scenario's numbers and the two advice columns, each as
// wrapped text. A table of five columns truncated almost every cell at 1280 x 800 and left the
// text to tooltips; cards read whole, in either language, without hovering.
#include <QList>
#include <QScrollArea>
#include <QString>
#include <QStringList>

class QLabel;
class QVBoxLayout;

namespace gp::ui {

class DecisionCards : public QScrollArea
{
    Q_OBJECT

public:
    struct Card
    {
        QString title; // the symptom (training) or the part (serving)
        QString verdict;
        QColor verdictColor; // invalid: the text's colour
        QStringList details; // "Why: ...", "Likely cause: ...", ...
    };

    explicit DecisionCards(QWidget* parent = nullptr);

    void setCards(const QList<Card>& cards);
    void clear() { setCards({}); }
    // The cards' labels, for tests: one per card, its whole text.
    QList<QLabel*> cardLabels() const { return m_labels; }

private:
    QWidget* m_content;
    QVBoxLayout* m_layout;
    QList<QLabel*> m_labels;
};

} // namespace gp::ui
