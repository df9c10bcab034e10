#include "store/demo_documents.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <nlohmann/json.hpp>

#include <array>

namespace gp::store {

namespace {

constexpr const char* kContext = "gp::store::DemoScenarios";

// The demo files' prose, listed so lupdate sees it. A demo text missing here stays English in
// every language, which test_demo_documents catches.
constexpr std::array kTexts{
    QT_TRANSLATE_NOOP("gp::store::DemoScenarios", "Qwen2.5 7B on a CPU server"),
    QT_TRANSLATE_NOOP("gp::store::DemoScenarios",
                      "Offline batch summarisation: latency does not matter, a 4-bit GGUF on "
                      "one EPYC socket."),
    QT_TRANSLATE_NOOP("gp::store::DemoScenarios", "LoRA fine-tune of Llama 3.1 8B on one A100"),
    QT_TRANSLATE_NOOP("gp::store::DemoScenarios",
                      "A typical instruction-tuning run: rank-16 adapters on all linear layers, "
                      "gradient checkpointing on."),
    QT_TRANSLATE_NOOP("gp::store::DemoScenarios", "Pre-training a 70B model on 64 H100s"),
    QT_TRANSLATE_NOOP("gp::store::DemoScenarios",
                      "Eight HGX H100 servers on InfiniBand NDR; Megatron-style 3D parallelism."),
    QT_TRANSLATE_NOOP("gp::store::DemoScenarios", "Serving Llama 3.1 70B at 64 concurrent users"),
    QT_TRANSLATE_NOOP("gp::store::DemoScenarios",
                      "FP8 weights on two H100s with tensor parallelism; an embedding model "
                      "shares the GPUs."),
    QT_TRANSLATE_NOOP("gp::store::DemoScenarios", "embedding model (bge-m3)"),
    QT_TRANSLATE_NOOP("gp::store::DemoScenarios", "Illustrative figure, not a quote"),
};

// Translates one string field in place; says whether it changed.
bool translateField(nlohmann::ordered_json& object, const char* key)
{
    if (!object.is_object() || !object.contains(key) || !object[key].is_string())
        return false;
    const std::string english = object[key].get<std::string>();
    const QString translated = QCoreApplication::translate(kContext, english.c_str());
    if (translated == QString::fromStdString(english))
        return false;
    object[key] = translated.toStdString();
    return true;
}

} // namespace

QStringList demoPaths()
{
    const QDir dir(QStringLiteral(":/demo"));
    QStringList paths;
    for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths << dir.filePath(file);
    return paths;
}

QByteArray demoDocument(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray bytes = file.readAll();
    auto document = nlohmann::ordered_json::parse(bytes.toStdString(), nullptr, false);
    if (!document.is_object())
        return bytes; // the parser names what is wrong with it
    bool changed = translateField(document, "name");
    changed = translateField(document, "notes") || changed;
    if (document.contains("inference") && document["inference"].is_object()) {
        auto& inference = document["inference"];
        if (inference.contains("companions") && inference["companions"].is_array())
            for (auto& companion : inference["companions"])
                changed = translateField(companion, "name") || changed;
    }
    if (document.contains("purchase") && document["purchase"].is_object())
        for (auto& [item, quote] : document["purchase"].items())
            changed = translateField(quote, "vendor") || changed;
    if (!changed)
        return bytes;
    return QByteArray::fromStdString(document.dump(2) + "\n");
}

QStringList demoSourceTexts()
{
    QStringList texts;
    for (const char* text : kTexts)
        texts << QString::fromUtf8(text);
    return texts;
}

} // namespace gp::store
