// gpu-planner-cli's language: text commands in the chosen language (--lang, else the
// environment), its own words and help in both languages, and a usage line for every option.
#include "cli_suite.h"
#include "common/cli_support.h"
#include "common/test_support.h"
#include "common/text_columns.h"

#include <nlohmann/json.hpp>

#include <QProcess>
#include <QRegularExpression>

using namespace gp;
using gp::test::kScenario;
using gp::test::kTraining;
using gp::test::q;
using gp::test::Run;
using gp::test::runCli;

class TestCliLanguage : public gp::test::CliSuite
{
    Q_OBJECT

private slots:
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
};

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "test_cli_language.moc"
