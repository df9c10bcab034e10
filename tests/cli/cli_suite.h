#pragma once
// What the command-line suites share: two scenarios to run, and a folder of scratch files for
// the CLI to read, removed with the suite. Each suite reads text commands in English whatever the
// developer's locale (LC_ALL comes first), unless it sets the language itself.
#include <QByteArray>
#include <QFile>
#include <QObject>
#include <QString>
#include <QTemporaryDir>

#include <string>

namespace gp::test {

inline constexpr const char* kScenario
    = R"({"format": "gpu-planner.scenario/1", "name": "Serve 8B", "workload": "inference",
    "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "l40s"},
    "inference": {"engine": "vllm", "max_model_len": 8192}})";

inline constexpr const char* kTraining
    = R"({"format": "gpu-planner.scenario/1", "name": "Fine-tune 8B", "workload": "training",
    "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "a100-80gb", "gpus_per_node": 8},
    "training": {"method": "full", "micro_batch": 1, "global_batch": 64, "seq_len": 4096,
                 "tokens": 1e9},
    "pricing": {"gpu_hour": 2.0, "billing": "per-second"}})";

class CliSuite : public QObject
{
protected:
    // Text commands follow the environment's language: the suites expect English whatever the
    // developer's locale (LC_ALL comes first). Set before QTest runs the first test function.
    CliSuite() { qputenv("LC_ALL", "C.UTF-8"); }

    QTemporaryDir m_dir;

    std::string writeFile(const QString& name, const QByteArray& content)
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(file.fileName()));
        file.write(content);
        return file.fileName().toStdString();
    }
};

} // namespace gp::test
