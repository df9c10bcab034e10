// The estimate view on its own: what it shows comes from the core's estimate, in the window's
// language.
#include "common/test_support.h"
#include "estimate_view.h"
#include "language.h"
#include "message_text.h"

#include <cmath>

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QScopeGuard>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>

using namespace gp;

namespace {

QStringList problemLines(const ui::EstimateView& view)
{
    auto* list = view.findChild<QListWidget*>(QStringLiteral("problemsList"));
    QStringList lines;
    for (int i = 0; i < list->count(); ++i)
        lines << list->item(i)->text();
    return lines;
}

// The figures table's rows: label (trimmed) -> {value, detail}.
QHash<QString, QStringList> figureRows(const ui::EstimateView& view)
{
    auto* tree = view.findChild<QTreeWidget*>(QStringLiteral("resultsTree"));
    QHash<QString, QStringList> rows;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = tree->topLevelItem(i);
        rows.insert(item->text(0).trimmed(), {item->text(1), item->text(2)});
    }
    return rows;
}

QString demoText(const char* name)
{
    QFile file(QStringLiteral(GP_SOURCE_DIR "/resources/demo/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", name);
    return QString::fromUtf8(file.readAll());
}

} // namespace

class TestEstimateView : public QObject
{
    Q_OBJECT

private slots:
    // Advice names the form's field as the form labels it, in both languages; no line carries a
    // file key such as "inference.memory_utilization".
    void adviceNamesTheFieldAsTheFormDoes_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("label");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Memory utilisation");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("显存利用率");
    }

    void adviceNamesTheFieldAsTheFormDoes()
    {
        QFETCH(QString, language);
        QFETCH(QString, label);
        QVERIFY(ui::applyLanguage(language));
        ui::EstimateView view;
        // The serving demo at 128 users with a 0.99 memory share: the whole does not fit the
        // card, and the advice says which field to change (the engine's memory share), and
        // tries changes to the whole section.
        auto document = nlohmann::json::parse(demoText("serve-llama-3.1-70b.json").toStdString());
        document["inference"]["peak_concurrency"] = 128;
        document["inference"]["memory_utilization"] = 0.99;
        view.showScenarioText(QString::fromStdString(document.dump()));
        const Estimate& e = *view.currentEstimate();
        const auto note = std::find_if(e.advice.begin(), e.advice.end(), [](const Note& n) {
            return n.path == "inference.memory_utilization";
        });
        QVERIFY(note != e.advice.end());
        const QStringList lines = problemLines(view);
        const QString message = sheet::messageText(*note);
        const auto line = std::find_if(lines.begin(), lines.end(),
                                       [&](const QString& text) { return text.contains(message); });
        QVERIFY(line != lines.end());
        QVERIFY2(line->contains(label
                                + (language == QLatin1String("en") ? QStringLiteral(": ")
                                                                   : QStringLiteral("："))),
                 qPrintable(*line));
        for (const QString& text : lines)
            QVERIFY2(!text.contains(QLatin1String("inference."))
                         && !text.contains(QLatin1String("inference:")),
                     qPrintable(text));
        QVERIFY(ui::applyLanguage(QStringLiteral("en")));
    }

    // The figures name the framework and the loss the core assumed, and show the three peaks the
    // core computed (device total, reserved, allocated), in both languages.
    void figuresShowTheFrameworkTheLossAndThreePeaks_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("labels"); // framework, loss, reserved, allocated
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringList{QStringLiteral("Framework"), QStringLiteral("Loss"),
                                           QStringLiteral("Reserved peak"),
                                           QStringLiteral("Allocated peak")};
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                               << QStringList{QStringLiteral("训练框架"), QStringLiteral("损失"),
                                              QStringLiteral("预留峰值"),
                                              QStringLiteral("已分配峰值")};
    }

    void figuresShowTheFrameworkTheLossAndThreePeaks()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, labels);
        QVERIFY(ui::applyLanguage(language));
        ui::EstimateView view;
        auto document = nlohmann::json::parse(demoText("lora-llama-3.1-8b.json").toStdString());
        document["training"]["framework"] = "unsloth";
        view.showScenarioText(QString::fromStdString(document.dump()));
        const Estimate& e = *view.currentEstimate();
        const TrainingMemory& m = e.training->first().memory;
        const QHash<QString, QStringList> rows = figureRows(view);
        QCOMPARE(rows.value(labels[0]).value(0), sheet::messageText("framework.unsloth", {}));
        QCOMPARE(rows.value(labels[1]).value(0), sheet::messageText("loss.fused-linear", {}));
        QCOMPARE(rows.value(labels[2]).value(0), ui::formatGib(m.reserved.expected));
        QCOMPARE(rows.value(labels[2]).value(1), ui::formatGibRange(m.reserved));
        QCOMPARE(rows.value(labels[3]).value(0), ui::formatGib(m.allocated.expected));
        QVERIFY(m.allocated.expected < m.reserved.expected
                && m.reserved.expected < m.total.expected);
        QVERIFY(ui::applyLanguage(QStringLiteral("en")));
    }

    // The key figures and the figures give the speeds of the fleet as entered, the one the line
    // above judges and the sheet reports: each replica at its share of the users, not one at
    // all of them.
    void keyFiguresGiveTheFleetsSpeeds()
    {
        QVERIFY(ui::applyLanguage(QStringLiteral("en")));
        ui::EstimateView view;
        view.showScenarioText(demoText("serve-llama-3.1-70b.json"));
        const InferenceEstimate& i = *view.currentEstimate()->inference;
        QVERIFY(i.fleet.replicas > 1);
        // The estimate's speeds are the fleet's, computed once: each replica at its share.
        QCOMPARE(i.speed.users, i.fleet.usersPerReplica);
        QCOMPARE(i.speed.sharedBy, i.fleet.replicas);
        QCOMPARE(i.speed.ttft.expected, i.fleet.ttft.expected);
        QCOMPARE(i.speed.tpot.expected, i.fleet.tpot.expected);
        const QHash<QString, QStringList> rows = figureRows(view);
        QCOMPARE(rows.value(QStringLiteral("Closed loop")).value(0),
                 QStringLiteral("%1 users per replica").arg(i.fleet.usersPerReplica));
        QCOMPARE(rows.value(QStringLiteral("Burst")).value(0),
                 QStringLiteral("%1 prompts at once per replica").arg(i.fleet.usersPerReplica));
        const QString text = view.findChild<QLabel*>(QStringLiteral("keyFigures"))->text();
        const QLocale locale;
        const QString fleetTtft
            = locale.toString(i.fleet.ttft.expected * 1000, 'f', 0) + QLatin1String(" (");
        QVERIFY2(text.contains(QStringLiteral("%1 users per replica").arg(i.fleet.usersPerReplica))
                     && text.contains(QStringLiteral("first token ") + fleetTtft)
                     && text.contains(locale.toString(i.fleet.throughput.expected, 'f', 0)
                                      + QLatin1String(" tokens/s in all")),
                 qPrintable(text));

        // SGLang on two L4 whose whole does not fit (its activations outside the static
        // share): the engine starts, but the fleet serves no one, so no replica is timed at a
        // share of it. One replica at its share of the users, said so, never "0 users".
        const auto document = nlohmann::json::parse(R"({
          "format": "gpu-planner.scenario/1", "name": "crowded", "workload": "inference",
          "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "l4", "gpus_per_node": 2},
          "inference": {"engine": "sglang", "weights": "bf16", "max_model_len": 8192,
                        "prompt_tokens": 2000, "output_tokens": 500, "peak_concurrency": 8,
                        "max_num_batched_tokens": 262144}})");
        view.showScenarioText(QString::fromStdString(document.dump()));
        const InferenceEstimate& crowded = *view.currentEstimate()->inference;
        QVERIFY(crowded.memory.startable && !crowded.memory.fits);
        QCOMPARE(crowded.fleet.usersPerReplica, 0);
        QCOMPARE(crowded.speed.users, 4);
        const QString one = view.findChild<QLabel*>(QStringLiteral("keyFigures"))->text();
        QVERIFY2(one.contains(QLatin1String("one replica at 4 users"))
                     && !one.contains(QLatin1String("0 users")),
                 qPrintable(one));
    }

    // One GPU on one server for one user reads in the singular, in English; Chinese has one
    // form.
    void aCountOfOneReadsInTheSingular()
    {
        const auto document = nlohmann::json::parse(R"({
          "format": "gpu-planner.scenario/1", "name": "one", "workload": "inference",
          "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "l40s", "gpus_per_node": 1},
          "inference": {"engine": "vllm", "weights": "bf16", "max_model_len": 4096,
                        "prompt_tokens": 1000, "output_tokens": 200, "peak_concurrency": 1,
                        "targets": {"ttft_ms": 2000, "tpot_ms": 50}}})");
        QVERIFY(ui::applyLanguage(QStringLiteral("en")));
        ui::EstimateView view;
        view.showScenarioText(QString::fromStdString(document.dump()));
        QCOMPARE(view.currentEstimate()->inference->sizing.gpus.expected, 1.0);
        const QString text = view.findChild<QLabel*>(QStringLiteral("keyFigures"))->text();
        QVERIFY2(text.contains(QLatin1String("1 (1 - 1) GPU for the targets"))
                     && text.contains(QLatin1String("1 replica,")),
                 qPrintable(text));
        QCOMPARE(figureRows(view).value(QStringLiteral("Hardware")).value(1),
                 QStringLiteral("1 x 1 node"));
        QVERIFY(ui::applyLanguage(QStringLiteral("zh_CN")));
        ui::EstimateView chinese;
        chinese.showScenarioText(QString::fromStdString(document.dump()));
        QCOMPARE(figureRows(chinese).value(QStringLiteral("硬件")).value(1),
                 QStringLiteral("1 机，每机 1 卡"));
        QVERIFY(ui::applyLanguage(QStringLiteral("en")));
    }

    // On CPUs each server is a replica and is called a server: in the key figures and the
    // figures table, for the closed loop, the throughput and the burst.
    void aCpuFleetSpeaksOfServers()
    {
        QVERIFY(ui::applyLanguage(QStringLiteral("en")));
        auto document = nlohmann::json::parse(demoText("cpu-qwen2.5-7b.json").toStdString());
        document["hardware"]["nodes"] = 2;
        document["inference"]["peak_concurrency"] = 4;
        document["pricing"] = {{"gpu_hour", 2.5},
                               {"api_input_per_million", 0.5},
                               {"api_output_per_million", 1.5}}; // a server's hour here
        ui::EstimateView view;
        view.showScenarioText(QString::fromStdString(document.dump()));
        QVERIFY(view.currentEstimate()->inference->onCpu);
        QCOMPARE(view.currentEstimate()->inference->fleet.usersPerReplica, 2);
        const QString key = view.findChild<QLabel*>(QStringLiteral("keyFigures"))->text();
        const QHash<QString, QStringList> rows = figureRows(view);
        QStringList shown{key};
        for (const QStringList& row : rows)
            shown << row;
        const QString all = shown.join(QLatin1Char('\n'));
        QVERIFY2(key.contains(QLatin1String("Closed loop, 2 users per server")), qPrintable(key));
        QCOMPARE(rows.value(QStringLiteral("Closed loop")).value(0),
                 QStringLiteral("2 users per server"));
        QVERIFY2(rows.value(QStringLiteral("Burst")).value(0).endsWith(QLatin1String("per server")),
                 qPrintable(rows.value(QStringLiteral("Burst")).join(QLatin1Char('|'))));
        QCOMPARE(rows.value(QStringLiteral("Smallest fleet (servers)")).value(1),
                 QStringLiteral("1 - 1 servers"));
        QVERIFY(rows.contains(QStringLiteral("Servers per month"))
                && !rows.contains(QStringLiteral("GPUs per month")));
        // The fleet as entered costs its two servers' month at the server-hour.
        QCOMPARE(rows.value(QStringLiteral("Per month, as entered")),
                 (QStringList{QStringLiteral("3,600 USD"), QStringLiteral("2 servers, 30 days")}));
        QVERIFY2(!all.contains(QLatin1String("replica")), qPrintable(all));
        // The memory chart and its tab name the server's memory.
        auto* charts = view.findChild<QTabWidget*>(QStringLiteral("chartTabs"));
        auto* memory = view.findChild<QChartView*>(QStringLiteral("memoryChart"));
        charts->setCurrentWidget(memory);
        QCOMPARE(charts->tabText(charts->currentIndex()), QStringLiteral("Server memory"));
        QVERIFY2(memory->chart()->title().startsWith(QLatin1String("Memory of each server")),
                 qPrintable(memory->chart()->title()));
        // A GPU plan next, or a file that does not parse: the tab is the GPU's memory again.
        view.showScenarioText(demoText("serve-llama-3.1-70b.json"));
        QCOMPARE(charts->tabText(charts->currentIndex()), QStringLiteral("Memory"));
        view.showScenarioText(QString::fromStdString(document.dump()));
        view.showScenarioText(QStringLiteral("{"));
        QCOMPARE(charts->tabText(charts->currentIndex()), QStringLiteral("Memory"));

        QVERIFY(ui::applyLanguage(QStringLiteral("zh_CN")));
        const auto english = qScopeGuard([] { ui::applyLanguage(QStringLiteral("en")); });
        ui::EstimateView chinese;
        chinese.showScenarioText(QString::fromStdString(document.dump()));
        auto* chineseCharts = chinese.findChild<QTabWidget*>(QStringLiteral("chartTabs"));
        auto* chineseMemory = chinese.findChild<QChartView*>(QStringLiteral("memoryChart"));
        chineseCharts->setCurrentWidget(chineseMemory);
        QCOMPARE(chineseCharts->tabText(chineseCharts->currentIndex()),
                 QStringLiteral("\u670d\u52a1\u5668\u5185\u5b58")); // 服务器内存
        QVERIFY2(chineseMemory->chart()->title().startsWith(
                     QStringLiteral("\u6bcf\u53f0\u670d\u52a1\u5668\u5185\u5b58")),
                 qPrintable(chineseMemory->chart()->title())); // 每台服务器内存
        QStringList chineseShown{chinese.findChild<QLabel*>(QStringLiteral("keyFigures"))->text()};
        for (const QStringList& row : figureRows(chinese))
            chineseShown << row;
        const QString chineseAll = chineseShown.join(QLatin1Char('\n'));
        QVERIFY2(chineseAll.contains(QStringLiteral("\u6bcf\u53f0\u670d\u52a1\u5668")) // 每台服务器
                     && !chineseAll.contains(QStringLiteral("\u526f\u672c")), // 副本
                 qPrintable(chineseAll));
    }

    // A plan whose engine cannot start shows that instead of zero speeds: in the figures, the
    // key figures and the speed chart's tab.
    void anEngineThatCannotStartShowsNoSpeed()
    {
        QVERIFY(ui::applyLanguage(QStringLiteral("en")));
        ui::EstimateView view;
        auto document = nlohmann::json::parse(demoText("serve-llama-3.1-70b.json").toStdString());
        document["hardware"]["gpu"] = "l4";
        document["hardware"]["gpus_per_node"] = 1;
        document["hardware"]["nodes"] = 1;
        document["inference"]["tp"] = 1;
        document["inference"]["pp"] = 1;
        view.showScenarioText(QString::fromStdString(document.dump()));
        QVERIFY(!view.currentEstimate()->inference->memory.startable);
        const QHash<QString, QStringList> rows = figureRows(view);
        QCOMPARE(rows.value(QStringLiteral("Speed")).value(0), QStringLiteral("cannot start"));
        QVERIFY(!rows.contains(QStringLiteral("Time to first token")));
        auto* keyFigures = view.findChild<QLabel*>(QStringLiteral("keyFigures"));
        QVERIFY2(keyFigures->text().contains(QLatin1String("the engine cannot start")),
                 qPrintable(keyFigures->text()));
        QVERIFY(!keyFigures->text().contains(QLatin1String("First token")));
        auto* charts = view.findChild<QTabWidget*>(QStringLiteral("chartTabs"));
        int speedTab = -1;
        for (int i = 0; i < charts->count(); ++i)
            if (charts->tabText(i) == QStringLiteral("Concurrency"))
                speedTab = i;
        QVERIFY(speedTab >= 0);
        QVERIFY(!charts->isTabEnabled(speedTab));
    }
};

QTEST_MAIN(TestEstimateView)
#include "test_estimate_view.moc"
