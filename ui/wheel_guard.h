#pragma once
// Spin boxes and drop-downs in a scrolling form take the mouse wheel only once they have focus:
// a wheel turned to scroll the form passes over them to the form instead of changing the field
// under the pointer (ZeRO 3 became 0 and was autosaved).
#include <QObject>

class QWidget;

namespace gp::ui {

// Guards `field` (a spin box or combo box) for the rest of its life: it no longer takes focus
// from the wheel, and ignores wheel turns until it has focus.
void takeWheelOnlyWithFocus(QWidget* field);

class WheelGuard : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace gp::ui
