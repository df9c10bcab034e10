#include "demo_scenarios.h"

#include <QDir>
#include <QFile>

#include <nlohmann/json.hpp>

namespace gp::ui {

QList<DemoScenario> demoScenarios()
{
    QList<DemoScenario> result;
    const QDir dir(QStringLiteral(":/demo"));
    for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile resource(dir.filePath(file));
        if (!resource.open(QIODevice::ReadOnly))
            continue;
        const auto document
            = nlohmann::json::parse(resource.readAll().toStdString(), nullptr, false);
        const QString name
            = document.is_object() && document.contains("name") && document["name"].is_string()
            ? QString::fromStdString(document["name"].get<std::string>())
            : file;
        result.push_back({dir.filePath(file), name});
    }
    return result;
}

} // namespace gp::ui
