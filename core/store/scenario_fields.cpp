// What a stored name may hold, and the listing fields read from a scenario document.
#include "store/project_store.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

namespace gp::store {

QString nameProblem(const QString& name)
{
    if (name.trimmed().isEmpty())
        return QCoreApplication::translate("gp::store::ProjectStore", "the name is empty");
    if (name.size() > 200)
        return QCoreApplication::translate("gp::store::ProjectStore",
                                           "the name is longer than 200 characters");
    // Noncharacters (U+FFFE, U+FFFF, U+FDD0..U+FDEF) are not text: converting them, as every
    // reader of a name does, yields U+FFFD, so a stored name could never be looked up again.
    for (const char32_t c : name.toStdU32String())
        if ((c & 0xFFFEu) == 0xFFFEu || (c >= 0xFDD0u && c <= 0xFDEFu))
            return QCoreApplication::translate("gp::store::ProjectStore",
                                               "the name holds U+%1, which is not a character")
                .arg(QString::number(static_cast<uint>(c), 16).toUpper().rightJustified(4, u'0'));
    return {};
}

ScenarioSummary summarize(const QString& document)
{
    ScenarioSummary s;
    const auto j = nlohmann::json::parse(document.toStdString(), nullptr, false);
    if (!j.is_object())
        return s;
    auto text = [](const nlohmann::json& v) {
        return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
    };
    if (auto it = j.find("workload"); it != j.end())
        s.workload = text(*it);
    if (auto it = j.find("model"); it != j.end() && it->is_object()) {
        if (auto p = it->find("preset"); p != it->end())
            s.model = text(*p);
        else if (auto h = it->find("hf_config"); h != it->end() && h->is_object())
            s.model = text(h->value("model_type", nlohmann::json()));
        else
            s.model = QStringLiteral("architecture");
    }
    if (auto it = j.find("hardware"); it != j.end() && it->is_object()) {
        if (auto g = it->find("gpu"); g != it->end())
            s.gpu = g->is_string() ? text(*g) : QStringLiteral("custom");
    }
    return s;
}

} // namespace gp::store
