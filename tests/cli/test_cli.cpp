// gpu-planner-cli: commands, output formats and exit codes, in-process and through the binary.
#include "cli_suite.h"
#include "common/cli_support.h"
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "scenario/scenario_parser.h"

#include <nlohmann/json.hpp>

#include <QLocale>
#include <QProcess>
#include <QStandardPaths>

using namespace gp;
using gp::test::kScenario;
using gp::test::kTraining;
using gp::test::q;
using gp::test::Run;
using gp::test::runCli;

class TestCli : public gp::test::CliSuite
{
    Q_OBJECT

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
        QTest::newRow("unknown command") << QStringList{QStringLiteral("simulate")}
                                         << QStringLiteral("unknown command \"simulate\"");
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
        QTest::newRow("bad objective")
            << QStringList{QStringLiteral("plan"), QStringLiteral("a"),
                           QStringLiteral("--objective"), QStringLiteral("fastest")}
            << QStringLiteral("--objective must be min-gpus, min-cost or min-time");
        QTest::newRow("zero max GPUs")
            << QStringList{QStringLiteral("plan"), QStringLiteral("a"),
                           QStringLiteral("--max-gpus=0")}
            << QStringLiteral("--max-gpus must be a whole number from 1 to 1048576; got \"0\"");
        QTest::newRow("fractional top")
            << QStringList{QStringLiteral("plan"), QStringLiteral("a"), QStringLiteral("--top"),
                           QStringLiteral("2.5")}
            << QStringLiteral("--top must be a whole number");
        QTest::newRow("negative deadline")
            << QStringList{QStringLiteral("plan"), QStringLiteral("a"),
                           QStringLiteral("--deadline-days"), QStringLiteral("-3")}
            << QStringLiteral("--deadline-days must be a number of days above 0");
        QTest::newRow("deadline not a number")
            << QStringList{QStringLiteral("plan"), QStringLiteral("a"),
                           QStringLiteral("--deadline-days"), QStringLiteral("nan")}
            << QStringLiteral("--deadline-days must be a number of days above 0");
        QTest::newRow("plan option on estimate")
            << QStringList{QStringLiteral("estimate"), QStringLiteral("a"), QStringLiteral("--top"),
                           QStringLiteral("3")}
            << QStringLiteral("unknown option --top");
        QTest::newRow("compare one file")
            << QStringList{QStringLiteral("compare"), QStringLiteral("a")}
            << QStringLiteral("compare takes 2 to 6 scenario files; got 1");
        QTest::newRow("csv outside compare")
            << QStringList{QStringLiteral("estimate"), QStringLiteral("a"),
                           QStringLiteral("--format=csv")}
            << QStringLiteral("--format must be json or text; got \"csv\"");
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

    void compareScenariosSideBySide()
    {
        const std::string training = writeFile(QStringLiteral("train.json"), kTraining);
        QByteArray bigger(kTraining);
        bigger.replace("\"micro_batch\": 1", "\"micro_batch\": 2");
        bigger.replace("Fine-tune 8B", "Fine-tune 8B, mb 2");
        const std::string other = writeFile(QStringLiteral("train-mb2.json"), bigger);
        const Run json = runCli(
            {"compare", training, other, "--format", "json", "--baseline", "Fine-tune 8B, mb 2"});
        QCOMPARE(json.status, 0);
        // A file's warnings reach standard error (the table has no room for them).
        QByteArray odd(kTraining);
        odd.replace("\"method\": \"full\"", "\"method\": \"full\", \"lora_rank\": 8");
        const std::string warned = writeFile(QStringLiteral("train-odd.json"), odd);
        const Run withWarning = runCli({"compare", training, warned, "--format", "csv"});
        QCOMPARE(withWarning.status, 0);
        QVERIFY2(withWarning.err.contains(
                     QStringLiteral("warning: %1: training.lora_rank: is ignored").arg(q(warned))),
                 qPrintable(withWarning.err));
        const auto document = nlohmann::json::parse(json.out.toStdString());
        QVERIFY(document["format"] == "gpu-planner.comparison/1");
        QVERIFY(document["baseline"] == "Fine-tune 8B, mb 2");
        // The deltas are the estimates' own differences, against the second file.
        const auto estimateOf = [](const char* text) {
            const auto parsed = parseScenario(text, builtinCatalog());
            return estimate(*parsed.scenario);
        };
        const Estimate one = estimateOf(kTraining);
        const Estimate two = estimateOf(bigger.constData());
        for (const auto& row : document["rows"])
            if (row["id"] == "memory_per_gpu_gib") {
                const double expected = (one.training->first().memory.total.expected
                                         - two.training->first().memory.total.expected)
                    / (1024.0 * 1024 * 1024);
                QVERIFY(std::abs(row["values"][0]["delta"].get<double>() - expected) < 1e-9);
                QVERIFY(row["values"][1]["delta"].get<double>() == 0);
                QVERIFY(row["differs"] == true);
            }
        // CSV quotes the name with a comma; text marks the baseline.
        const Run csv = runCli({"compare", training, other, "--format=csv"});
        QCOMPARE(csv.status, 0);
        QVERIFY(csv.out.startsWith(
            QStringLiteral("id,label,unit,Fine-tune 8B,\"Fine-tune 8B, mb 2\"")));
        const Run text = runCli({"compare", training, other, "--baseline", "train-mb2.json"});
        QVERIFY2(text.out.contains(QStringLiteral("*Fine-tune 8B, mb 2")), qPrintable(text.out));
        // A bad baseline or a bad file: nothing is compared.
        QCOMPARE(runCli({"compare", training, other, "--baseline", "nope"}).status, 2);
        const std::string broken = writeFile(QStringLiteral("broken.json"), "{");
        const Run bad = runCli({"compare", training, broken});
        QCOMPARE(bad.status, 1);
        QVERIFY(bad.out.isEmpty());
    }

    void reportWritesTheSizingSheet()
    {
        const std::string path = writeFile(QStringLiteral("train-report.json"), kTraining);
        const QString pdf = m_dir.filePath(QStringLiteral("sheet.pdf"));
        // Through the real binary: it must start Qt's GUI library without a display.
        QProcess cli;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
        environment.remove(QStringLiteral("DISPLAY"));
        environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
        cli.setProcessEnvironment(environment);
        cli.start(QStringLiteral(GP_CLI_PATH),
                  {QStringLiteral("report"), q(path), QStringLiteral("--pdf"), pdf,
                   QStringLiteral("--paper"), QStringLiteral("letter")});
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is needed to read the sheet back");
        auto run = [](const QString& program, const QStringList& args) {
            QProcess process;
            process.start(program, args);
            process.waitForFinished(30000);
            return QString::fromUtf8(process.readAllStandardOutput());
        };
        const QString info = run(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY2(info.contains(QStringLiteral("612 x 792 pts (letter)")), qPrintable(info));
        const int pages = info.section(QStringLiteral("Pages:"), 1)
                              .trimmed()
                              .section(QLatin1Char('\n'), 0, 0)
                              .toInt();
        QVERIFY2(pages >= 2 && pages <= 4, qPrintable(info)); // one scenario: a few pages
        // The key figures in the text equal the estimate's.
        const QString text = run(QStringLiteral("pdftotext"),
                                 {QStringLiteral("-layout"), pdf, QStringLiteral("-")})
                                 .simplified();
        const auto parsed = parseScenario(kTraining, builtinCatalog());
        const Estimate e = estimate(*parsed.scenario);
        const QLocale locale;
        const QString hours = locale.toString(e.trainingTime->gpuHours->expected, 'f', 0);
        const QString memory = QStringLiteral("%1 GiB").arg(locale.toString(
            e.training->first().memory.total.expected / (1024.0 * 1024 * 1024), 'f', 2));
        for (const QString& expected :
             {QStringLiteral("GPU sizing sheet"), QStringLiteral("Fine-tune 8B"), hours, memory,
              QStringLiteral("Before buying: validate"), QStringLiteral("8 x NVIDIA A100")})
            QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" in ") + text));
        // In Chinese: the same figures, in the Chinese locale's number format.
        const QString chinesePdf = m_dir.filePath(QStringLiteral("sheet-zh.pdf"));
        cli.start(QStringLiteral(GP_CLI_PATH),
                  {QStringLiteral("report"), q(path), QStringLiteral("--pdf"), chinesePdf,
                   QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        const QString chinese = run(QStringLiteral("pdftotext"),
                                    {QStringLiteral("-layout"), chinesePdf, QStringLiteral("-")})
                                    .simplified();
        const QLocale zh(QStringLiteral("zh_CN"));
        for (const QString& expected :
             {QStringLiteral("GPU \u9009\u578b\u6d4b\u7b97\u62a5\u544a"), // the sheet's title
              zh.toString(e.trainingTime->gpuHours->expected, 'f', 0),
              QStringLiteral("%1 GiB").arg(zh.toString(
                  e.training->first().memory.total.expected / (1024.0 * 1024 * 1024), 'f', 2))})
            QVERIFY2(chinese.contains(expected),
                     qPrintable(expected + QStringLiteral(" in ") + chinese));
        // Without --pdf: a usage error; an unwritable path: exit 1, naming it.
        QCOMPARE(runCli({"report", path}).status, 2);
        cli.setProcessEnvironment(environment);
        cli.start(QStringLiteral(GP_CLI_PATH),
                  {QStringLiteral("report"), q(path), QStringLiteral("--pdf"),
                   QStringLiteral("/nonexistent-dir/x.pdf")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY(cli.readAllStandardError().contains("/nonexistent-dir/x.pdf"));
    }

    void planRanksLayoutsAndShowsTheCurve()
    {
        const std::string path = writeFile(QStringLiteral("train.json"), kTraining);
        const Run text = runCli({"plan", path, "--top", "3", "--max-gpus", "16"});
        QCOMPARE(text.status, 0);
        QVERIFY2(text.out.contains(QStringLiteral("Best layouts")), qPrintable(text.out));
        QVERIFY(
            text.out.contains(QStringLiteral("Scaling (the fastest layout at each GPU count)")));
        QVERIFY(text.out.contains(QStringLiteral("layouts evaluated")));

        const Run json
            = runCli({"plan", path, "--format=json", "--objective", "min-cost", "--top", "3"});
        QCOMPARE(json.status, 0);
        const auto doc = nlohmann::json::parse(json.out.toStdString());
        QCOMPARE(doc["format"].get<std::string>(), std::string("gpu-planner.plan/1"));
        QCOMPARE(doc["objective"].get<std::string>(), std::string("min-cost"));
        QCOMPARE(doc["max_gpus"].get<int>(), 8); // the scenario's own count by default
        QCOMPARE(doc["layouts"].size(), std::size_t(3));
        // No deadline asked: the key is absent, never null.
        QVERIFY(!doc.contains("deadline_days"));
        const auto& first = doc["layouts"][0];
        QCOMPARE(first["rank"].get<int>(), 1);
        QVERIFY(first["training"]["cost"]["expected"].get<double>()
                <= doc["layouts"][1]["training"]["cost"]["expected"].get<double>());
        QCOMPARE(first["tp"].get<int>() * first["pp"].get<int>() * first["cp"].get<int>()
                     * first["dp"].get<int>(),
                 first["gpus"].get<int>());
        QVERIFY(doc["scaling"].size() >= 4); // 1, 2, 4, 8
        QVERIFY(doc["search"]["candidates"].get<std::uint64_t>() > 0);
        QVERIFY(doc["errors"].empty());
    }

    void planErrorsNameTheFieldAndExitOne()
    {
        nlohmann::json doc = nlohmann::json::parse(kTraining);
        doc.erase("pricing");
        const std::string path
            = writeFile(QStringLiteral("noprice.json"), QByteArray::fromStdString(doc.dump()));
        const Run noPrice = runCli({"plan", path, "--objective", "min-cost"});
        QCOMPARE(noPrice.status, 1);
        QVERIFY2(noPrice.err.contains(QStringLiteral("pricing.gpu_hour: is needed to rank "
                                                     "layouts by cost")),
                 qPrintable(noPrice.err));
        QVERIFY(noPrice.out.isEmpty());

        const std::string ok = writeFile(QStringLiteral("train.json"), kTraining);
        const Run late = runCli({"plan", ok, "--deadline-days", "0.0001"});
        QCOMPARE(late.status, 1);
        QVERIFY2(late.err.contains(QStringLiteral("--deadline-days: no layout finishes within")),
                 qPrintable(late.err));
        // The curve still shows how fast it can go.
        QVERIFY(late.out.contains(QStringLiteral("Scaling")));
        QVERIFY(!late.out.contains(QStringLiteral("nan")));

        const std::string serving = writeFile(QStringLiteral("serve.json"), kScenario);
        const Run inference = runCli({"plan", serving});
        QCOMPARE(inference.status, 1);
        QVERIFY(inference.err.contains(QStringLiteral("workload: the plan search lays out")));
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
