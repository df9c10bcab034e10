// gpu-planner-cli: commands, output formats and exit codes, in-process and through the binary.
#include "common/cli_support.h"
#include "common/test_support.h"
#include "common/text_columns.h"
#include "estimate/estimate.h"
#include "scenario/scenario_parser.h"

#include <nlohmann/json.hpp>

#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace gp;
using gp::test::q;
using gp::test::Run;
using gp::test::runCli;

namespace {

const char* kScenario
    = R"({"format": "gpu-planner.scenario/1", "name": "Serve 8B", "workload": "inference",
    "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "l40s"},
    "inference": {"engine": "vllm", "max_model_len": 8192}})";

const char* kTraining
    = R"({"format": "gpu-planner.scenario/1", "name": "Fine-tune 8B", "workload": "training",
    "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "a100-80gb", "gpus_per_node": 8},
    "training": {"method": "full", "micro_batch": 1, "global_batch": 64, "seq_len": 4096,
                 "tokens": 1e9},
    "pricing": {"gpu_hour": 2.0, "billing": "per-second"}})";

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
    void initTestCase()
    {
        // Text commands follow the environment's language: the in-process runs below expect
        // English whatever the developer's locale (LC_ALL comes first).
        qputenv("LC_ALL", "C.UTF-8");
    }

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

    void textCommandsSpeakTheChosenLanguage()
    {
        const std::string path = writeFile(QStringLiteral("lang.json"), kTraining);
        const Run en = runCli({"estimate", path, "--lang", "en"});
        const Run zh = runCli({"estimate", path, "--lang", "zh_CN"});
        QCOMPARE(zh.status, 0);
        QVERIFY(en.out.contains(QStringLiteral("Optimizer states:")));
        for (const QString& chinese :
             {QStringLiteral("\u65b9\u6848\uff1a"), // 方案：
              QStringLiteral("\u4f18\u5316\u5668\u72b6\u6001\uff1a"), // 优化器状态：
              QStringLiteral("\u5355\u6b65\u8017\u65f6\uff1a")}) // 单步耗时：
            QVERIFY2(zh.out.contains(chinese),
                     qPrintable(chinese + QStringLiteral(" in ") + zh.out));
        for (const QString& english : {QStringLiteral("Optimizer states"),
                                       QStringLiteral("Step time"), QStringLiteral("(training)")})
            QVERIFY2(!zh.out.contains(english), qPrintable(english));
        // The same figures in both languages (the Chinese text may order them differently).
        auto figures = [](const QString& text) {
            QStringList found;
            const QRegularExpression number(QStringLiteral("\\d+\\.\\d+"));
            for (auto it = number.globalMatch(text); it.hasNext();)
                found << it.next().captured();
            found.sort();
            return found;
        };
        QVERIFY(figures(en.out).size() > 20);
        QCOMPARE(figures(zh.out), figures(en.out));

        // The parser's messages too; "error:" stays for scripts that look for it.
        nlohmann::json bad = nlohmann::json::parse(kTraining);
        bad["training"]["tp"] = 5;
        const std::string badPath
            = writeFile(QStringLiteral("lang-bad.json"), QByteArray::fromStdString(bad.dump()));
        const Run error = runCli({"validate", badPath, "--lang", "zh_CN"});
        QCOMPARE(error.status, 1);
        QVERIFY2(error.err.contains(q("error: " + badPath + ": training.tp"))
                     && error.err.contains(QStringLiteral("\u5fc5\u987b\u80fd\u6574\u9664")),
                 qPrintable(error.err)); // 必须能整除: must divide

        // plan and compare.
        const Run plan = runCli({"plan", path, "--max-gpus", "16", "--lang", "zh_CN"});
        QCOMPARE(plan.status, 0);
        QVERIFY2(plan.out.contains(QStringLiteral("\u6700\u4f73\u5e03\u5c40")) // 最佳布局
                     && plan.out.contains(QStringLiteral("\u5361\u6570")), // 卡数
                 qPrintable(plan.out));
        const std::string serving = writeFile(QStringLiteral("lang-serve.json"), kScenario);
        const Run compare = runCli({"compare", path, serving, "--lang", "zh_CN"});
        QCOMPARE(compare.status, 0);
        QVERIFY2(compare.out.contains(QStringLiteral("\u8bad\u7ec3")) // 训练
                     && compare.out.contains(QStringLiteral("\u63a8\u7406")) // 推理
                     && compare.out.contains(QStringLiteral("* \u4e3a\u57fa\u51c6")), // * 为基准
                 qPrintable(compare.out));
        QVERIFY(!compare.out.contains(QStringLiteral("training")));

        const Run wrong = runCli({"estimate", path, "--lang", "fr"});
        QCOMPARE(wrong.status, 2);
        QVERIFY(wrong.err.contains(QStringLiteral("--lang must be en or zh_CN; got \"fr\"")));
    }

    void languageComesFromTheEnvironment()
    {
        const std::string path = writeFile(QStringLiteral("env.json"), kScenario);
        auto runWith = [&](const QList<QPair<QString, QString>>& variables) {
            QProcess cli;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
                environment.remove(QString::fromLatin1(name));
            for (const auto& [name, value] : variables)
                environment.insert(name, value);
            cli.setProcessEnvironment(environment);
            cli.start(QStringLiteral(GP_CLI_PATH), {QStringLiteral("estimate"), q(path)});
            cli.waitForFinished(30000);
            return QString::fromUtf8(cli.readAllStandardOutput());
        };
        const QString scenarioZh = QStringLiteral("\u65b9\u6848\uff1a"); // 方案：
        QVERIFY(runWith({{QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8")}})
                    .startsWith(scenarioZh));
        // LC_ALL wins over LANG, as in gettext.
        QVERIFY(runWith({{QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8")},
                         {QStringLiteral("LC_ALL"), QStringLiteral("en_US.UTF-8")}})
                    .startsWith(QStringLiteral("Scenario: ")));
        QVERIFY(runWith({}).startsWith(QStringLiteral("Scenario: ")));
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

    void storedCatalogEntriesThroughTheCommandLine()
    {
        const std::string db = m_dir.filePath(QStringLiteral("catalog.sqlite")).toStdString();
        const std::string mine = writeFile(QStringLiteral("mine.json"), R"({
          "format": "gpu-planner.catalog/1",
          "gpus": [{"id": "lab-card", "name": "Lab card", "memory_gib": 32,
                    "bandwidth_gbps": 900, "bf16_tflops": 200, "scale_up_link": "pcie5",
                    "source": "vendor sheet", "as_of": "2026-09-01"}]})");
        Run r = runCli({"catalog", "import", mine, "--db", db});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("stored 1 catalog entry")), qPrintable(r.out));
        r = runCli({"catalog", "stored", "--db", db, "--format", "json"});
        const auto listed = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(listed.size(), std::size_t(1));
        QCOMPARE(listed[0]["entry"]["memory_gib"].get<double>(), 32.0);
        // A scenario naming it: unknown without the database, sized on 32 GiB with it.
        QByteArray scenario(kScenario);
        scenario.replace("\"l40s\"", "\"lab-card\"");
        const std::string path = writeFile(QStringLiteral("lab-scenario.json"), scenario);
        QCOMPARE(runCli({"estimate", path}).status, 1);
        r = runCli({"estimate", path, "--db", db, "--format", "json"});
        QCOMPARE(r.status, 0);
        QCOMPARE(
            nlohmann::json::parse(r.out.toStdString())["memory"]["capacity_bytes"].get<double>(),
            32.0 * 1024 * 1024 * 1024);
        QCOMPARE(runCli({"validate", path, "--db", db}).status, 0);
        // A bad file stores nothing and names the field; remove works once.
        const std::string bad = writeFile(QStringLiteral("half.json"),
                                          R"({"format": "gpu-planner.catalog/1",
                                              "gpus": [{"id": "half", "name": "Half"}]})");
        r = runCli({"catalog", "import", bad, "--db", db});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(QStringLiteral("gpus[0].memory_gib: is required")),
                 qPrintable(r.err));
        QCOMPARE(
            nlohmann::json::parse(
                runCli({"catalog", "stored", "--db", db, "--format", "json"}).out.toStdString())
                .size(),
            std::size_t(1));
        QCOMPARE(runCli({"catalog", "remove", "gpu", "lab-card", "--db", db}).status, 0);
        QCOMPARE(runCli({"catalog", "remove", "gpu", "lab-card", "--db", db}).status, 1);
        QCOMPARE(runCli({"catalog", "remove", "tpu", "x", "--db", db}).status, 2);
        QCOMPARE(runCli({"estimate", path, "--db", db}).status, 1);
    }

    void projectsThroughTheCommandLine()
    {
        const std::string db = m_dir.filePath(QStringLiteral("projects.sqlite")).toStdString();
        // A bundle with one scenario, imported, listed, estimated from the store, exported.
        nlohmann::json bundle
            = {{"format", "gpu-planner.bundle/1"},
               {"project", {{"name", "Support bot"}, {"description", "serving"}}},
               {"scenarios",
                {{{"name", "8B on L40S"}, {"document", nlohmann::json::parse(kScenario)}}}}};
        const std::string file
            = writeFile(QStringLiteral("bundle.json"), QByteArray::fromStdString(bundle.dump()));
        const Run imported = runCli({"project", "import", file, "--db", db});
        QCOMPARE(imported.status, 0);
        QVERIFY(imported.out.contains(QStringLiteral("imported project \"Support bot\" with 1")));
        const Run list = runCli({"project", "list", "--db", db, "--format", "json"});
        QCOMPARE(list.status, 0);
        const auto projects = nlohmann::json::parse(list.out.toStdString());
        QCOMPARE(projects.size(), std::size_t(1));
        QCOMPARE(projects[0]["scenarios"].get<int>(), 1);
        const Run estimate = runCli({"estimate", "--project", "Support bot", "--scenario",
                                     "8B on L40S", "--db", db, "--format", "json"});
        QCOMPARE(estimate.status, 0);
        QCOMPARE(
            nlohmann::json::parse(estimate.out.toStdString())["inference"]["kv_bytes_per_token"]
                .get<double>(),
            131072.0);
        // validate takes a stored scenario too, and names it "project/scenario" (this crashed).
        const Run validated = runCli(
            {"validate", "--project", "Support bot", "--scenario", "8B on L40S", "--db", db});
        QCOMPARE(validated.status, 0);
        QCOMPARE(validated.out.trimmed(), QStringLiteral("Support bot/8B on L40S: valid"));
        const Run exported
            = runCli({"scenario", "export", "8B on L40S", "--project", "Support bot", "--db", db});
        QVERIFY(nlohmann::json::parse(exported.out.toStdString())
                == nlohmann::json::parse(kScenario));
        // Errors name what is missing and exit 1; a wrong command line exits 2.
        const Run missing
            = runCli({"scenario", "show", "nope", "--project", "Support bot", "--db", db});
        QCOMPARE(missing.status, 1);
        QVERIFY(missing.err.contains(
            QStringLiteral("no scenario \"nope\" in project \"Support bot\"")));
        QCOMPARE(runCli({"project", "show", "--db", db}).status, 2);
        QCOMPARE(runCli({"estimate", "--project", "Support bot", "--db", db}).status, 2);
        const Run deleted = runCli({"project", "delete", "Support bot", "--db", db});
        QCOMPARE(deleted.status, 0);
        QCOMPARE(runCli({"project", "show", "Support bot", "--db", db}).status, 1);
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

    // A price stored in the database prices every scenario of that GPU without its own
    // pricing.gpu_hour, and says so.
    void storedPricesPriceScenariosThatStateNone()
    {
        const std::string db = m_dir.filePath(QStringLiteral("prices.sqlite")).toStdString();
        QByteArray unpriced(kTraining);
        unpriced.replace(R"("pricing": {"gpu_hour": 2.0, "billing": "per-second"})",
                         R"("notes": "no price")");
        QVERIFY(!unpriced.contains("gpu_hour"));
        const std::string path = writeFile(QStringLiteral("unpriced.json"), unpriced);
        auto json = [](const Run& r) { return nlohmann::json::parse(r.out.toStdString()); };
        Run r = runCli({"estimate", path, "--format", "json", "--db", db});
        QCOMPARE(r.status, 0);
        QVERIFY(!json(r)["training"].contains("cost"));

        const std::string prices = writeFile(QStringLiteral("prices.json"), R"({
          "format": "gpu-planner.catalog/1",
          "prices": [{"id": "a100-80gb", "gpu_hour": 1.29, "billing": "per-second",
                      "provider": "our cloud contract", "source": "contract",
                      "as_of": "2026-11-01"}]})");
        QCOMPARE(runCli({"catalog", "import", prices, "--db", db}).status, 0);
        r = runCli({"catalog", "prices", "--db", db});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains(QStringLiteral("a100-80gb"))
                     && r.out.contains(QStringLiteral("1.29 USD"))
                     && r.out.contains(QStringLiteral("2026-11-01")),
                 qPrintable(r.out));
        r = runCli({"estimate", path, "--format", "json", "--db", db});
        QCOMPARE(r.status, 0);
        const auto priced = json(r);
        const auto& cost = priced["training"]["cost"];
        // Hand check: the billed hours of each GPU, times the GPUs, times the stored price.
        const double expected = cost["billed_hours_per_gpu"]["expected"].get<double>()
            * priced["training"]["gpus"].get<double>() * 1.29;
        QVERIFY(expected > 0);
        QCOMPARE(cost["expected"].get<double>(), expected);
        QCOMPARE(cost["billing"].get<std::string>(), std::string("per-second"));
        bool named = false;
        for (const auto& note : priced["assumptions"])
            named = named || note["id"] == "assume.catalog_price";
        QVERIFY(named);
        // The scenario's own price wins over the stored one.
        const std::string own = writeFile(QStringLiteral("own-price.json"), kTraining);
        r = runCli({"estimate", own, "--format", "json", "--db", db});
        QCOMPARE(json(r)["training"]["cost"]["expected"].get<double>(),
                 json(r)["training"]["cost"]["billed_hours_per_gpu"]["expected"].get<double>()
                     * json(r)["training"]["gpus"].get<double>() * 2.0);
        // Removed, the scenario is unpriced again.
        QCOMPARE(runCli({"catalog", "remove", "price", "a100-80gb", "--db", db}).status, 0);
        QVERIFY(
            !json(runCli({"estimate", path, "--format", "json", "--db", db}))["training"].contains(
                "cost"));
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

    // The CLI's own words follow --lang: help, usage errors, listings and what a command did. The
    // syntax of --help is the same in both languages, and its prose fits 80 columns without a
    // line that starts with closing punctuation.
    void ownTextsFollowTheLanguage()
    {
        const Run english = runCli({"--help", "--lang", "en"});
        const Run chinese = runCli({"--help", "--lang", "zh_CN"});
        QCOMPARE(english.status, 0);
        QCOMPARE(chinese.status, 0);
        QVERIFY(english.out.contains(QStringLiteral("\nUsage:\n")));
        // --lang may come first too.
        QCOMPARE(runCli({"--lang", "zh_CN", "--help"}).out, chinese.out);
        QCOMPARE(runCli({"--lang=zh_CN", "catalog", "gpus"}).out,
                 runCli({"catalog", "gpus", "--lang", "zh_CN"}).out);
        QVERIFY2(chinese.out.contains(QStringLiteral("\n\u7528\u6cd5\uff1a\n")), // 用法：
                 qPrintable(chinese.out));
        auto syntaxLines = [](const QString& help) {
            QStringList lines;
            for (const QString& line : help.split(QLatin1Char('\n')))
                if (line.startsWith(QStringLiteral("  gpu-planner-cli"))
                    || line.trimmed().startsWith(QLatin1Char('[')))
                    lines << line;
            return lines;
        };
        QVERIFY(syntaxLines(english.out).size() >= 12);
        QCOMPARE(syntaxLines(chinese.out), syntaxLines(english.out));
        for (const Run* help : {&english, &chinese})
            for (const QString& line : help->out.split(QLatin1Char('\n'))) {
                if (syntaxLines(line).size() == 1)
                    continue;
                QVERIFY2(displayWidth(line.toStdString()) <= 80, qPrintable(line));
                QVERIFY2(!line.trimmed().startsWith(QStringLiteral("\uff0c"))
                             && !line.trimmed().startsWith(QStringLiteral("\u3002"))
                             && !line.trimmed().startsWith(QStringLiteral("\u3001")),
                         qPrintable(line));
            }
        // A usage error, in each language; "gpu-planner-cli:" stays for scripts.
        Run r = runCli({"bogus", "--lang", "zh_CN"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("gpu-planner-cli: \u672a\u77e5\u547d\u4ee4")),
                 qPrintable(r.err)); // 未知命令
        r = runCli({"bogus"});
        QVERIFY(r.err.startsWith(QStringLiteral("gpu-planner-cli: unknown command \"bogus\"")));
        QCOMPARE(runCli({"estimate", "--lang", "fr"}).status, 2);
        // A listing's heads and a stored-entries line; the JSON never changes.
        r = runCli({"catalog", "gpus", "--lang", "zh_CN"});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains(QStringLiteral("\u540d\u79f0")), qPrintable(r.out)); // 名称
        QVERIFY(r.out.contains(QStringLiteral("h100-sxm")));
        QCOMPARE(runCli({"catalog", "--format", "json", "--lang", "zh_CN"}).out,
                 runCli({"catalog", "--format", "json"}).out);
        const std::string db = m_dir.filePath(QStringLiteral("lang.sqlite")).toStdString();
        const std::string prices = writeFile(QStringLiteral("lang-prices.json"), R"({
          "prices": [{"id": "l4", "gpu_hour": 0.7, "source": "s", "as_of": "2026-11-01"}]})");
        r = runCli({"catalog", "import", prices, "--db", db, "--lang", "zh_CN"});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains(QStringLiteral("\u4fdd\u5b58 1 \u4e2a")), qPrintable(r.out));
        // English counts its plurals.
        r = runCli({"catalog", "import", prices, "--db", db});
        QVERIFY2(r.out.startsWith(QStringLiteral("stored 1 catalog entry in")), qPrintable(r.out));
    }

    // Every option an estimating or listing command accepts is in its usage line, so --help (and
    // docs/cli.md, which tests/docs/check_doc_examples.py holds to --help) hides none of them.
    // (The store commands parse their own options; their usage lines are written by hand.)
    void helpShowsEveryAcceptedOption()
    {
        const QString help = QString::fromStdString(gp::cli::usageText());
        const auto table = gp::cli::commandOptions();
        QVERIFY(table.size() >= 7);
        for (const auto& [command, options] : table) {
            // The usage entry: from "gpu-planner-cli COMMAND " to the description below it
            // (the first line indented by six spaces that is not a continuation "[...").
            const QString start
                = QStringLiteral("  gpu-planner-cli %1 ").arg(QString::fromStdString(command));
            const qsizetype from = help.indexOf(start);
            QVERIFY2(from >= 0, command.c_str());
            const qsizetype to
                = help.indexOf(QRegularExpression(QStringLiteral("\n {6}[^ \\[]")), from);
            QVERIFY2(to > from, command.c_str());
            const QString entry = help.mid(from, to - from);
            for (const std::string& option : options)
                QVERIFY2(entry.contains(QString::fromStdString(option + " ")),
                         qPrintable(QStringLiteral("%1 accepts %2 but its usage line omits it")
                                        .arg(QString::fromStdString(command),
                                             QString::fromStdString(option))));
        }
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
