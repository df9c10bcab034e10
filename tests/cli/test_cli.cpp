// gpu-planner-cli: commands, output formats and exit codes, in-process and through the binary.
#include "cli/commands.h"
#include "common/test_support.h"

#include <QProcess>
#include <QTemporaryDir>

#include <sstream>

using namespace gp;
using gp::test::q;

namespace {

struct Run
{
    int status;
    QString out;
    QString err;
};

Run runCli(const std::vector<std::string>& args)
{
    std::ostringstream out;
    std::ostringstream err;
    const int status = cli::run(args, {out, err});
    return {status, q(out.str()), q(err.str())};
}

const char* kScenario
    = R"({"format": "gpu-planner.scenario/1", "name": "Serve 8B", "workload": "inference",
    "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "l40s"},
    "inference": {"engine": "vllm", "max_model_len": 8192}})";

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    std::string writeFile(const QString& name, const QByteArray& content)
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(file.fileName()));
        file.write(content);
        return file.fileName().toStdString();
    }

private slots:
    void estimatePrintsTheJsonDocument()
    {
        const std::string path = writeFile(QStringLiteral("ok.json"), kScenario);
        const Run r = runCli({"estimate", path, "--format", "json"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.err.isEmpty());
        const auto doc = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(doc["format"].get<std::string>(), std::string("gpu-planner.estimate/1"));
        QCOMPARE(doc["model"]["parameters"].get<std::int64_t>(), std::int64_t(8030261248));
        QCOMPARE(runCli({"estimate", path, "--format=json"}).out, r.out);
    }

    void estimatePrintsTextByDefault()
    {
        const std::string path = writeFile(QStringLiteral("ok.json"), kScenario);
        const Run r = runCli({"estimate", path});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Scenario: Serve 8B (inference)")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("8.03 B (8,030,261,248)")));
    }

    void invalidScenarioExitsOneNamingFileAndField()
    {
        nlohmann::json doc = nlohmann::json::parse(kScenario);
        doc["workload"] = "training";
        doc.erase("inference");
        doc["hardware"]["gpus_per_node"] = 8;
        doc["training"] = {{"tp", 5}};
        const std::string path
            = writeFile(QStringLiteral("bad.json"), QByteArray::fromStdString(doc.dump()));
        const Run r = runCli({"estimate", path});
        QCOMPARE(r.status, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(
            r.err.contains(q("error: " + path + ": training.tp: must divide heads (32); got 5")),
            qPrintable(r.err));
    }

    void unreadableFilesExitOne()
    {
        Run r = runCli({"estimate", m_dir.filePath(QStringLiteral("missing.json")).toStdString()});
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.contains(QStringLiteral("No such file or directory")));
        r = runCli({"estimate", m_dir.path().toStdString()});
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.contains(QStringLiteral("is a directory")));
        const std::string big
            = writeFile(QStringLiteral("big.json"), QByteArray(5 * 1024 * 1024, ' '));
        r = runCli({"estimate", big});
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.contains(QStringLiteral("refused")));
    }

    void wrongCommandLinesExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("nothing") << QStringList{} << QStringLiteral("no command given");
        QTest::newRow("unknown command")
            << QStringList{QStringLiteral("plan")} << QStringLiteral("unknown command \"plan\"");
        QTest::newRow("no file") << QStringList{QStringLiteral("estimate")}
                                 << QStringLiteral("expected exactly one scenario file");
        QTest::newRow("two files")
            << QStringList{QStringLiteral("estimate"), QStringLiteral("a"), QStringLiteral("b")}
            << QStringLiteral("expected exactly one scenario file");
        QTest::newRow("bad format")
            << QStringList{QStringLiteral("estimate"), QStringLiteral("a"),
                           QStringLiteral("--format"), QStringLiteral("xml")}
            << QStringLiteral("--format must be json or text");
        QTest::newRow("format without value")
            << QStringList{QStringLiteral("estimate"), QStringLiteral("a"),
                           QStringLiteral("--format")}
            << QStringLiteral("--format needs a value");
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("estimate"), QStringLiteral("--fast")}
            << QStringLiteral("unknown option --fast");
        QTest::newRow("unknown catalog")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("tpus")}
            << QStringLiteral("unknown catalog \"tpus\"");
    }

    void wrongCommandLinesExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        std::vector<std::string> argv;
        for (const auto& arg : args)
            argv.push_back(arg.toStdString());
        const Run r = runCli(argv);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void validateReportsWarnings()
    {
        nlohmann::json doc = nlohmann::json::parse(kScenario);
        doc["inference"]["max_model_len"] = 200000;
        const std::string path
            = writeFile(QStringLiteral("long.json"), QByteArray::fromStdString(doc.dump()));
        const Run r = runCli({"validate", path});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains(QStringLiteral(": valid")));
        QVERIFY2(
            r.err.contains(QStringLiteral("warning: "))
                && r.err.contains(QStringLiteral(
                    "inference.max_model_len: 200000 exceeds the model's max_position (131072)")),
            qPrintable(r.err));
    }

    void catalogListsEverything()
    {
        Run r = runCli({"catalog", "gpus"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains(QStringLiteral("h100-sxm")));
        QVERIFY(!r.out.contains(QStringLiteral("nvlink4")));
        r = runCli({"catalog", "--format", "json"});
        QCOMPARE(r.status, 0);
        const auto doc = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(doc["gpus"].size() >= 17);
        QVERIFY(doc["links"].size() >= 12);
        QVERIFY(doc["models"].size() >= 16);
        QCOMPARE(doc["models"][3]["parameters"].get<std::int64_t>(), std::int64_t(8030261248));
    }

    void userCatalogAddsAGpuAScenarioCanUse()
    {
        const std::string catalog
            = writeFile(QStringLiteral("mine.json"), R"({"gpus": [{"id": "lab-card",
            "memory_gib": 32, "bandwidth_gbps": 900, "bf16_tflops": 200, "source": "vendor", "as_of": "2026-09-01"}]})");
        nlohmann::json doc = nlohmann::json::parse(kScenario);
        doc["hardware"]["gpu"] = "lab-card";
        const std::string scenario
            = writeFile(QStringLiteral("lab.json"), QByteArray::fromStdString(doc.dump()));
        QCOMPARE(runCli({"estimate", scenario}).status, 1); // unknown without the catalog
        QCOMPARE(runCli({"estimate", scenario, "--catalog", catalog}).status, 0);
        const Run listed = runCli({"catalog", "gpus", "--catalog", catalog});
        QVERIFY(listed.out.contains(QStringLiteral("lab-card")));

        const std::string broken
            = writeFile(QStringLiteral("broken.json"), R"({"gpus": [{"id": "x"}]})");
        const Run bad = runCli({"catalog", "--catalog", broken});
        QCOMPARE(bad.status, 1);
        QVERIFY2(bad.err.contains(q(broken + ": gpus[0].memory_gib: is required")),
                 qPrintable(bad.err));
    }

    void importHfPrintsTheCount()
    {
        const std::string path = writeFile(QStringLiteral("config.json"),
                                           QByteArray::fromStdString(gp::test::readDataFile(
                                               QStringLiteral("hf/gemma-2-9b.json"))));
        const Run r = runCli({"import-hf", path, "--format", "json"});
        QCOMPARE(r.status, 0);
        QCOMPARE(nlohmann::json::parse(r.out.toStdString())["parameters"].get<std::int64_t>(),
                 std::int64_t(9241705984));
        const std::string bad
            = writeFile(QStringLiteral("bad-config.json"), R"({"model_type": "llama"})");
        QCOMPARE(runCli({"import-hf", bad}).status, 1);
    }

    void helpAndVersion()
    {
        Run r = runCli({"--help"});
        QCOMPARE(r.status, 0);
        for (const char* word : {"estimate", "validate", "catalog", "import-hf", "Exit status"})
            QVERIFY2(r.out.contains(QLatin1String(word)), word);
        QCOMPARE(runCli({"estimate", "--help"}).status, 0);
        r = runCli({"--version"});
        QCOMPARE(r.out.trimmed(), QStringLiteral("gpu-planner-cli " GP_VERSION));
    }

    void theBinaryUsesTheSameExitCodes()
    {
        const QString binary = QStringLiteral(GP_CLI_PATH);
        const std::string ok = writeFile(QStringLiteral("ok.json"), kScenario);
        const std::string bad = writeFile(QStringLiteral("broken.json"), "{\"format\": ");
        struct Case
        {
            QStringList args;
            int status;
        };
        for (const Case& c : {Case{{QStringLiteral("estimate"), q(ok), QStringLiteral("--format"),
                                    QStringLiteral("json")},
                                   0},
                              Case{{QStringLiteral("estimate"), q(bad)}, 1},
                              Case{{QStringLiteral("estimate")}, 2}}) {
            QProcess process;
            process.start(binary, c.args);
            QVERIFY(process.waitForFinished(30000));
            QCOMPARE(process.exitStatus(), QProcess::NormalExit);
            QCOMPARE(process.exitCode(), c.status);
        }
        // Standard input as "-".
        QProcess piped;
        piped.start(
            binary,
            {QStringLiteral("estimate"), QStringLiteral("-"), QStringLiteral("--format=json")});
        piped.write(kScenario);
        piped.closeWriteChannel();
        QVERIFY(piped.waitForFinished(30000));
        QCOMPARE(piped.exitCode(), 0);
        QVERIFY(piped.readAllStandardOutput().contains("\"parameters\": 8030261248"));

        QProcess broken;
        broken.start(binary, {QStringLiteral("validate"), QStringLiteral("-")});
        broken.write("{\"format\": ");
        broken.closeWriteChannel();
        QVERIFY(broken.waitForFinished(30000));
        QCOMPARE(broken.exitCode(), 1);
        QVERIFY(broken.readAllStandardError().startsWith(
            "error: standard input: invalid JSON at line 1"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
