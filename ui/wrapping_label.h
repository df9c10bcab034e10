#pragma once
// A word-wrapped label that claims the height its lines need at its current width. A form layout
// inside a scroll area lays a wrapped label out for a wider field than it gets (or for its
// one-line hint), which clips a message of several lines; this label keeps its minimum height in
// step with its width and its text.
#include <QLabel>

namespace gp::ui {

class WrappingLabel : public QLabel
{
public:
    explicit WrappingLabel(QWidget* parent = nullptr);

    // Sets the text and the height it needs (QLabel::setText is not virtual).
    void setWrappedText(const QString& text);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void fitHeight();
};

} // namespace gp::ui
