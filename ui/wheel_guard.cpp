#include "wheel_guard.h"

#include <QEvent>
#include <QWidget>

namespace gp::ui {

void takeWheelOnlyWithFocus(QWidget* field)
{
    field->setFocusPolicy(Qt::StrongFocus);
    field->installEventFilter(new WheelGuard(field));
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Wheel) {
        auto* field = qobject_cast<QWidget*>(watched);
        if (field && !field->hasFocus()) {
            // Handled here but left unaccepted: Qt then offers the turn to the parents, so the
            // scroll area around the form scrolls.
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gp::ui
