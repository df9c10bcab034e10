#include "demo_scenarios.h"

#include "store/demo_documents.h"

#include <QFileInfo>

#include <nlohmann/json.hpp>

namespace gp::ui {

QList<DemoScenario> demoScenarios()
{
    QList<DemoScenario> result;
    for (const QString& path : store::demoPaths()) {
        const QByteArray text = store::demoDocument(path);
        if (text.isEmpty())
            continue;
        const auto document = nlohmann::json::parse(text.toStdString(), nullptr, false);
        const QString name
            = document.is_object() && document.contains("name") && document["name"].is_string()
            ? QString::fromStdString(document["name"].get<std::string>())
            : QFileInfo(path).completeBaseName();
        result.push_back({path, name});
    }
    return result;
}

} // namespace gp::ui
