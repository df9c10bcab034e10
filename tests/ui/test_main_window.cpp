// The main window: demo scenarios load, the estimate follows edits, errors name their field.
#include "concurrency_chart.h"
#include "main_window.h"
#include "memory_chart.h"

#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using gp::ui::MainWindow;

namespace {

QString valueOf(QTreeWidget* tree, const QString& label)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->text(0) == label)
            return tree->topLevelItem(i)->text(2).isEmpty() ? tree->topLevelItem(i)->text(1)
                                                            : tree->topLevelItem(i)->text(2);
    return {};
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void showsTheBundledDemos()
    {
        MainWindow window;
        auto* list = window.findChild<QListWidget*>(QStringLiteral("scenarioList"));
        QVERIFY(list);
        QCOMPARE(list->count(), 4);
        auto* tree = window.findChild<QTreeWidget*>(QStringLiteral("resultsTree"));
        for (int row = 0; row < list->count(); ++row) {
            list->setCurrentRow(row);
            QVERIFY2(tree->topLevelItemCount() > 5, qPrintable(list->item(row)->text()));
        }
    }

    void listsTheProjectDatabase()
    {
        // A new database seeded with the demo project: its four scenarios, named by project.
        QTemporaryDir dir;
        MainWindow window;
        const QString path = dir.filePath(QStringLiteral("projects.sqlite"));
        QCOMPARE(window.openDatabase(path, true), QString());
        auto* list = window.findChild<QListWidget*>(QStringLiteral("scenarioList"));
        QCOMPARE(list->count(), 4);
        QVERIFY(list->item(0)->text().startsWith(QStringLiteral("Demo project / ")));
        auto* editor = window.findChild<QPlainTextEdit*>(QStringLiteral("scenarioEditor"));
        list->setCurrentRow(2);
        QVERIFY(editor->toPlainText().contains(QStringLiteral("gpu-planner.scenario/1")));
        // A file that is not a database: the demos stay and the error names the file.
        const QString bad = dir.filePath(QStringLiteral("bad.sqlite"));
        QFile garbage(bad);
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write(QByteArray(4096, 'x'));
        garbage.close();
        MainWindow other;
        QVERIFY(other.openDatabase(bad, true).contains(bad));
        QCOMPARE(other.findChild<QListWidget*>(QStringLiteral("scenarioList"))->count(), 4);
    }

    void memoryChartStacksTheEstimate()
    {
        // Every demo draws its memory as a stacked bar whose parts add up to the estimate's
        // total, under the GPU's capacity line.
        MainWindow window;
        auto* list = window.findChild<QListWidget*>(QStringLiteral("scenarioList"));
        auto* chart = window.findChild<gp::ui::MemoryChart*>(QStringLiteral("memoryChart"));
        QVERIFY(chart);
        bool sawTraining = false;
        bool sawServing = false;
        for (int row = 0; row < list->count(); ++row) {
            list->setCurrentRow(row);
            const auto& segments = chart->segments();
            QVERIFY(segments.size() >= 4);
            QStringList labels;
            for (const auto& segment : segments)
                labels << segment.label;
            sawTraining = sawTraining || labels.contains(QStringLiteral("Optimizer states"));
            sawServing = sawServing || labels.contains(QStringLiteral("KV cache at peak"));
            QVERIFY(chart->capacityGib() > 0);
            QVERIFY(!chart->chart()->series().isEmpty());
        }
        QVERIFY(sawTraining && sawServing);
    }

    void concurrencyChartFollowsServingPlans()
    {
        MainWindow window;
        window.resize(1280, 800);
        auto* list = window.findChild<QListWidget*>(QStringLiteral("scenarioList"));
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("chartTabs"));
        auto* speed
            = window.findChild<gp::ui::ConcurrencyChart*>(QStringLiteral("concurrencyChart"));
        QVERIFY(tabs && speed);
        for (int row = 0; row < list->count(); ++row) {
            list->setCurrentRow(row);
            const bool serving = list->item(row)->text().contains(QStringLiteral("Serving"));
            QCOMPARE(tabs->isTabEnabled(1), serving || speed->pointCount() > 0);
            if (!serving)
                continue;
            // Powers of two up to twice the knee: the curve shows where queueing starts.
            QVERIFY(speed->pointCount() >= 6);
            QVERIFY(speed->knee() > 1);
            QCOMPARE(speed->chart()->series().size(), 3);
            // GP_SCREENSHOT_DIR: save the chart for a look (not part of the check).
            if (const QByteArray dir = qgetenv("GP_SCREENSHOT_DIR"); !dir.isEmpty()) {
                window.show();
                tabs->setCurrentIndex(1);
                QTest::qWait(50);
                window.grab().save(QString::fromLocal8Bit(dir)
                                   + QStringLiteral("/concurrency.png"));
            }
        }
    }

    void trainingScenariosShowTheirMemory()
    {
        MainWindow window;
        auto* list = window.findChild<QListWidget*>(QStringLiteral("scenarioList"));
        auto* tree = window.findChild<QTreeWidget*>(QStringLiteral("resultsTree"));
        const auto lora = list->findItems(QStringLiteral("LoRA"), Qt::MatchContains);
        QCOMPARE(lora.size(), 1);
        list->setCurrentItem(lora.front());
        QList<QTreeWidgetItem*> total = tree->findItems(QStringLiteral("Total"), Qt::MatchContains);
        QCOMPARE(total.size(), 1);
        QVERIFY2(total.front()->text(1).endsWith(QStringLiteral("GiB")),
                 qPrintable(total.front()->text(1)));
        const auto micro
            = tree->findItems(QStringLiteral("Largest micro-batch"), Qt::MatchStartsWith);
        QCOMPARE(micro.size(), 1);
        QVERIFY(micro.front()->text(1).toInt() >= 4); // the demo's own micro-batch fits
        // Time and cost of the planned tokens follow the memory.
        QCOMPARE(tree->findItems(QStringLiteral("GPU-hours"), Qt::MatchExactly).size(), 1);
        QVERIFY(tree->findItems(QStringLiteral("Cost"), Qt::MatchExactly)
                    .front()
                    ->text(1)
                    .endsWith(QStringLiteral("USD")));
        // Hovering a part shows the formula behind it.
        const auto weights = tree->findItems(QStringLiteral("Weights"), Qt::MatchContains);
        QVERIFY(weights.front()->toolTip(2).contains(QStringLiteral("adapter")));
    }

    void estimateFollowsEdits()
    {
        MainWindow window;
        auto* editor = window.findChild<QPlainTextEdit*>(QStringLiteral("scenarioEditor"));
        auto* tree = window.findChild<QTreeWidget*>(QStringLiteral("resultsTree"));
        auto* problems = window.findChild<QListWidget*>(QStringLiteral("problemsList"));
        editor->setPlainText(
            QStringLiteral(R"({"format": "gpu-planner.scenario/1", "workload": "inference",
            "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "l4"}, "inference": {"max_model_len": 4096}})"));
        QCOMPARE(valueOf(tree, QStringLiteral("Parameters")),
                 QLocale().toString(qlonglong(8030261248)));

        editor->setPlainText(
            QStringLiteral(R"({"format": "gpu-planner.scenario/1", "workload": "inference",
            "model": {"preset": "llama-3.1-8b", "layers": -1}, "hardware": {"gpu": "l4"}})"));
        QCOMPARE(tree->topLevelItemCount(), 0);
        QVERIFY(problems->count() >= 1);
        QVERIFY2(problems->item(0)->text().contains(
                     QStringLiteral("model.layers: must be between 1 and 4096; got -1")),
                 qPrintable(problems->item(0)->text()));
    }

    void opensAFileFromDisk()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("mine.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "gpu-planner.scenario/1", "name": "Mine", "workload": "inference",
            "model": {"preset": "qwen3-8b"}, "hardware": {"gpu": "l4"}, "inference": {"max_model_len": 4096}})");
        file.close();
        MainWindow window;
        QVERIFY(window.openScenarioFile(file.fileName()));
        auto* title = window.findChild<QLabel*>(QStringLiteral("estimateTitle"));
        QVERIFY2(title->text().startsWith(QStringLiteral("Mine")), qPrintable(title->text()));
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
