#pragma once
// The demo scenarios bundled with the program (resources/demo), for a first look.
#include <QList>
#include <QString>

namespace gp::ui {

struct DemoScenario
{
    QString resourcePath; // ":/demo/<file>.json"
    QString name; // the scenario's own "name"
};

QList<DemoScenario> demoScenarios();

} // namespace gp::ui
