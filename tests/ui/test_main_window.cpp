// The main window: demo scenarios load, the estimate follows edits, errors name their field.
#include "common/test_support.h"
#include "concurrency_chart.h"
#include "decision_cards.h"
#include "estimate_view.h"
#include "language.h"
#include "main_window.h"
#include "memory_chart.h"
#include "message_text.h"
#include "project_tree.h"
#include "scenario_document.h"
#include "sizing_sheet.h"
#include "store/catalog_store.h"
#include "store/project_store.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QFontDatabase>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTreeWidget>

using gp::ui::EntryKind;
using gp::ui::MainWindow;

namespace {

// The tree's scenario rows (stored scenarios, or the demos without a database), in order.
QList<QTreeWidgetItem*> scenarioItems(MainWindow& window)
{
    QList<QTreeWidgetItem*> items;
    auto* tree = window.findChild<QTreeWidget*>(QStringLiteral("projectTree"));
    for (QTreeWidgetItemIterator it(tree); *it; ++it) {
        const EntryKind kind = gp::ui::entryOf(*it).kind;
        if (kind == EntryKind::Scenario || kind == EntryKind::Demo || kind == EntryKind::File)
            items << *it;
    }
    return items;
}

void select(MainWindow& window, QTreeWidgetItem* item)
{
    window.findChild<QTreeWidget*>(QStringLiteral("projectTree"))->setCurrentItem(item);
}

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
        const auto demos = scenarioItems(window);
        QCOMPARE(demos.size(), 4);
        auto* tree = window.findChild<QTreeWidget*>(QStringLiteral("resultsTree"));
        for (QTreeWidgetItem* demo : demos) {
            select(window, demo);
            QVERIFY2(tree->topLevelItemCount() > 5, qPrintable(demo->text(0)));
        }
    }

    void listsTheProjectDatabase()
    {
        // A new database seeded with the demo project: its four scenarios under the project.
        QTemporaryDir dir;
        MainWindow window;
        const QString path = dir.filePath(QStringLiteral("projects.sqlite"));
        QCOMPARE(window.openDatabase(path, true), QString());
        const auto scenarios = scenarioItems(window);
        QCOMPARE(scenarios.size(), 4);
        QCOMPARE(scenarios[0]->parent()->text(0), QStringLiteral("Demo project"));
        QCOMPARE(gp::ui::entryOf(scenarios[0]).kind, EntryKind::Scenario);
        auto* editor = window.findChild<QPlainTextEdit*>(QStringLiteral("scenarioEditor"));
        select(window, scenarios[2]);
        window.findChild<QTabWidget*>(QStringLiteral("editorTabs"))->setCurrentWidget(editor);
        QVERIFY(editor->toPlainText().contains(QStringLiteral("gpu-planner.scenario/1")));
        // A file that is not a database: the demos stay and the error names the file.
        const QString bad = dir.filePath(QStringLiteral("bad.sqlite"));
        QFile garbage(bad);
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write(QByteArray(4096, 'x'));
        garbage.close();
        MainWindow other;
        QVERIFY(other.openDatabase(bad, true).contains(bad));
        QCOMPARE(scenarioItems(other).size(), 4);
        QCOMPARE(gp::ui::entryOf(scenarioItems(other)[0]).kind, EntryKind::Demo);
    }

    // A new database of the user's own (--db) has no project: the tree lists the demos and the
    // one on screen is selected in it, never a scenario the tree does not show.
    void anEmptyDatabaseListsTheDemoOnScreen()
    {
        QTemporaryDir dir;
        MainWindow window;
        QCOMPARE(window.openDatabase(dir.filePath(QStringLiteral("mine.sqlite")), false),
                 QString());
        QVERIFY(window.projectStore()->projects().isEmpty());
        QCOMPARE(scenarioItems(window).size(), 4);
        const gp::ui::TreeEntry current = window.projectTree()->currentEntry();
        QCOMPARE(current.kind, EntryKind::Demo);
        QVERIFY(
            window.document()->value(QStringLiteral("name"))
            == nlohmann::ordered_json(window.projectTree()->currentItem()->text(0).toStdString()));
    }

    void memoryChartStacksTheEstimate()
    {
        // Every demo draws its memory as a stacked bar whose parts add up to the estimate's
        // total, under the GPU's capacity line.
        MainWindow window;
        auto* chart = window.findChild<gp::ui::MemoryChart*>(QStringLiteral("memoryChart"));
        QVERIFY(chart);
        bool sawTraining = false;
        bool sawServing = false;
        for (QTreeWidgetItem* demo : scenarioItems(window)) {
            select(window, demo);
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
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("chartTabs"));
        auto* speed
            = window.findChild<gp::ui::ConcurrencyChart*>(QStringLiteral("concurrencyChart"));
        QVERIFY(tabs && speed);
        const int speedTab = tabs->indexOf(speed);
        for (QTreeWidgetItem* demo : scenarioItems(window)) {
            select(window, demo);
            // Serving plans, on a GPU or on the CPU, have a concurrency curve.
            const bool serving = window.estimateView()->currentEstimate()->inference.has_value();
            QCOMPARE(tabs->isTabEnabled(speedTab), serving);
            if (!serving)
                continue;
            tabs->setCurrentIndex(speedTab); // only the chart in view is drawn
            QVERIFY(speed->pointCount() > 0);
            if (window.estimateView()->currentEstimate()->inference->onCpu)
                continue;
            // Powers of two up to twice the knee: the curve shows where queueing starts.
            QVERIFY(speed->pointCount() >= 6);
            QVERIFY(speed->knee() > 1);
            QCOMPARE(speed->chart()->series().size(), 3);
        }
    }

    void trainingScenariosShowTheirMemory()
    {
        MainWindow window;
        auto* tree = window.findChild<QTreeWidget*>(QStringLiteral("resultsTree"));
        QTreeWidgetItem* lora = nullptr;
        for (QTreeWidgetItem* demo : scenarioItems(window))
            if (demo->text(0).contains(QStringLiteral("LoRA")))
                lora = demo;
        QVERIFY(lora);
        select(window, lora);
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
        // The key figures up top say whether it fits and by how much.
        auto* verdict = window.findChild<QLabel*>(QStringLiteral("fitVerdict"));
        QVERIFY2(verdict->text().startsWith(QStringLiteral("Fits")), qPrintable(verdict->text()));
        auto* keys = window.findChild<QLabel*>(QStringLiteral("keyFigures"));
        QVERIFY2(keys->text().contains(QStringLiteral("GPU-hours")), qPrintable(keys->text()));
        // The troubleshooting table, evaluated on this scenario: one GPU cannot show the
        // multi-server symptom, and the memory row says why it is unlikely.
        // One card a row, its whole text shown (wrapped, not elided into tooltips), the reason
        // with the scenario's numbers among it.
        auto* decisions = window.findChild<gp::ui::DecisionCards*>(QStringLiteral("decisionTable"));
        QVERIFY(decisions);
        const auto& rows = window.estimateView()->currentEstimate()->decisions;
        QCOMPARE(decisions->cardLabels().size(), int(rows.size()));
        QVERIFY(rows.size() >= 4);
        for (int i = 0; i < decisions->cardLabels().size(); ++i) {
            const QLabel* card = decisions->cardLabels()[i];
            QVERIFY(card->wordWrap());
            QVERIFY2(card->text().contains(
                         gp::sheet::messageText(rows[std::size_t(i)].reason).toHtmlEscaped()),
                     qPrintable(card->text()));
        }
    }

    void switchesLanguageAtRunTime()
    {
        QVERIFY(gp::ui::applyLanguage(QStringLiteral("en"))); // as the app starts
        QTemporaryDir data;
        MainWindow window;
        QVERIFY(window.openDatabase(data.filePath(QStringLiteral("p.sqlite")), true).isEmpty());
        for (QTreeWidgetItem* item : scenarioItems(window))
            if (item->text(0).contains(QStringLiteral("LoRA")))
                select(window, item);
        QWidget* micro = window.findChild<QWidget*>(QStringLiteral("field:training.micro_batch"));
        QLabel* microLabel = nullptr;
        for (QLabel* label : window.findChildren<QLabel*>())
            if (label->buddy() == micro)
                microLabel = label;
        QVERIFY(microLabel);
        auto* chart = window.findChild<gp::ui::MemoryChart*>(QStringLiteral("memoryChart"));
        auto* problems = window.findChild<QListWidget*>(QStringLiteral("problemsList"));
        auto* saveStatus = window.findChild<QLabel*>(QStringLiteral("saveStatus"));
        auto* tree = window.findChild<QTreeWidget*>(QStringLiteral("projectTree"));
        auto texts = [&] {
            return QStringList{window.menuBar()->actions().front()->text(),
                               microLabel->text(),
                               chart->chart()->title(),
                               problems->item(0)->text(),
                               saveStatus->text(),
                               tree->currentItem()->toolTip(0)};
        };
        const QStringList english = texts();
        QCOMPARE(english[0], QStringLiteral("&File"));
        QCOMPARE(english[1], QStringLiteral("Micro-batch"));
        QCOMPARE(english[4], QStringLiteral("Revision 1"));
        QVERIFY2(english[5].startsWith(QStringLiteral("training, ")), qPrintable(english[5]));

        QVERIFY(gp::ui::applyLanguage(QStringLiteral("zh_CN")));
        QCoreApplication::processEvents();
        const QStringList chinese = texts();
        static const QRegularExpression han(QStringLiteral("\\p{Han}"));
        for (int i = 0; i < chinese.size(); ++i) {
            QVERIFY2(chinese[i] != english[i], qPrintable(chinese[i]));
            QVERIFY2(han.match(chinese[i]).hasMatch(), qPrintable(chinese[i]));
        }
        // Chinese glyphs come from a Simplified Chinese font, when one is installed.
        if (QFontDatabase::families().contains(QStringLiteral("Noto Sans CJK SC")))
            QCOMPARE(QApplication::font().families().front(), QStringLiteral("Noto Sans CJK SC"));

        QVERIFY(gp::ui::applyLanguage(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QCOMPARE(texts(), english);
        QVERIFY(!gp::ui::applyLanguage(QStringLiteral("zh"))); // only zh_CN, never a bare zh
    }

    void screenshots()
    {
        // The pictures in README.md and docs/: GP_SCREENSHOT_DIR=docs/images test_main_window
        // (scripts/screenshots.sh). Without it they go to a folder that is removed afterwards,
        // after the same checks: every step found its scenario and tab, every picture was made.
        QTemporaryDir scratch;
        const QByteArray dir = qgetenv("GP_SCREENSHOT_DIR");
        const QString out
            = (dir.isEmpty() ? scratch.path() : QString::fromLocal8Bit(dir)) + QLatin1Char('/');
        QStringList written;
        QTemporaryDir data;
        MainWindow window;
        QVERIFY(window.openDatabase(data.filePath(QStringLiteral("p.sqlite")), true).isEmpty());
        window.resize(1280, 800);
        window.show();
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("chartTabs"));
        auto shoot = [&](const QString& scenario, const QString& tab, const QString& file) {
            bool scenarioFound = false;
            for (QTreeWidgetItem* item : scenarioItems(window))
                if (item->text(0).contains(scenario)) {
                    select(window, item);
                    scenarioFound = true;
                }
            QVERIFY2(scenarioFound, qPrintable(scenario));
            bool tabFound = false;
            for (int i = 0; i < tabs->count(); ++i)
                if (tabs->tabText(i) == tab) {
                    tabs->setCurrentIndex(i);
                    tabFound = true;
                }
            QVERIFY2(tabFound, qPrintable(tab));
            QTest::qWait(100);
            if (!file.isEmpty()) {
                QVERIFY(window.grab().save(out + file));
                written << file;
            }
        };
        shoot(QStringLiteral("LoRA"), QStringLiteral("Memory"), QStringLiteral("main-window.png"));
        shoot(QStringLiteral("LoRA"), QStringLiteral("Sweep"), QStringLiteral("sweep.png"));
        shoot(QStringLiteral("Pre-training"), QStringLiteral("Memory"),
              QStringLiteral("pipeline-memory.png"));
        shoot(QStringLiteral("Pre-training"), QStringLiteral("Scaling"),
              QStringLiteral("scaling.png"));
        shoot(QStringLiteral("Pre-training"), QStringLiteral("Step time"),
              QStringLiteral("step-time.png"));
        shoot(QStringLiteral("Serving"), QStringLiteral("Memory"), QStringLiteral("serving.png"));
        shoot(QStringLiteral("Serving"), QStringLiteral("Concurrency"),
              QStringLiteral("concurrency.png"));
        // DeepSeek-V3 over 16 stages: the second stage, with four MoE layers, is a third bar.
        shoot(QStringLiteral("Pre-training"), QStringLiteral("Memory"), QString());
        window.findChild<QPlainTextEdit*>(QStringLiteral("scenarioEditor"))
            ->setPlainText(QString::fromStdString(
                gp::test::readDataFile(QStringLiteral("scenarios/deepseek-v3-pp16-ep2.json"))));
        QTest::qWait(100);
        QVERIFY(window.grab().save(out + QStringLiteral("middle-stage-memory.png")));
        // Undone, so that leaving the scenario does not save DeepSeek's document (and name) in
        // place of the pre-training demo's.
        window.findChild<QAction*>(QStringLiteral("undoAction"))->trigger();
        // The stored hardware and prices, with the docs' examples imported.
        const QByteArray stored = R"({"format": "gpu-planner.catalog/1",
          "gpus": [{"id": "h100-sxm", "bandwidth_gbps": 3000, "source": "our STREAM-like test",
                    "as_of": "2026-10-01"},
                   {"id": "lab-card", "name": "Lab card", "memory_gib": 32, "bandwidth_gbps": 900,
                    "bf16_tflops": 200, "scale_up_link": "pcie5", "source": "vendor sheet",
                    "as_of": "2026-09-01"}],
          "prices": [{"id": "h100-sxm", "gpu_hour": 2.49, "billing": "per-second",
                      "provider": "our cloud contract", "source": "contract 2026-Q4",
                      "as_of": "2026-11-01"}]})";
        QVERIFY(gp::store::CatalogStore(window.projectStore()->database())
                    .import(stored, QStringLiteral("mine.json"))
                    .ok);
        window.findChild<QAction*>(QStringLiteral("storedCatalogAction"))->trigger();
        auto* storedDialog = window.findChild<QDialog*>(QStringLiteral("storedCatalogDialog"));
        QVERIFY(storedDialog);
        QTest::qWait(100);
        QVERIFY(storedDialog->grab().save(out + QStringLiteral("stored-catalog.png")));
        storedDialog->close();
        // The same window in Chinese.
        QVERIFY(gp::ui::applyLanguage(QStringLiteral("zh_CN")));
        QCoreApplication::processEvents();
        shoot(QStringLiteral("LoRA"), tabs->tabText(0), QStringLiteral("main-window-zh_CN.png"));
        tabs->setCurrentIndex(tabs->count() - 1);
        shoot(QStringLiteral("Serving"), tabs->tabText(tabs->count() - 1),
              QStringLiteral("serving-zh_CN.png"));
        QVERIFY(gp::ui::applyLanguage(QStringLiteral("en")));
        QCOMPARE(written.size(), 9);
        for (const QString& file : written)
            QCOMPARE(QImage(out + file).size(), window.grab().size());
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

    // A quote typed into the form is saved in the project database, is there after a restart,
    // and the sheet prints it with its vendor and date.
    void pricesEnteredInTheWindowSurviveARestart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("projects.sqlite"));
        auto pretraining = [](MainWindow& window) {
            for (QTreeWidgetItem* item : scenarioItems(window))
                if (item->text(0).startsWith(QStringLiteral("Pre-training")))
                    return item;
            return static_cast<QTreeWidgetItem*>(nullptr);
        };
        {
            MainWindow window;
            QCOMPARE(window.openDatabase(path, true), QString());
            select(window, pretraining(window));
            auto* price = window.findChild<QDoubleSpinBox*>(
                QStringLiteral("field:purchase.server.unit_price"));
            auto* vendor
                = window.findChild<QLineEdit*>(QStringLiteral("field:purchase.server.vendor"));
            auto* date = window.findChild<QLineEdit*>(QStringLiteral("field:purchase.server.date"));
            QVERIFY(price && vendor && date);
            price->setValue(289000.5);
            vendor->setText(QStringLiteral("Example Systems"));
            date->setText(QStringLiteral("2026-11-20"));
            window.findChild<QAction*>(QStringLiteral("saveAction"))->trigger();
            QVERIFY(!window.document()->isModified());
        }
        MainWindow window;
        QCOMPARE(window.openDatabase(path, true), QString());
        select(window, pretraining(window));
        QVERIFY(window.document()->value(QStringLiteral("purchase.server.unit_price"))
                == nlohmann::ordered_json(289000.5));
        const auto planned = gp::test::estimatedScenario(window.document()->text().toStdString());
        const auto sheet = gp::sheet::scenarioSheet(planned.scenario, planned.estimate, {});
        const QString text = sheet->toPlainText();
        for (const QString& shown :
             {QStringLiteral("Example Systems"), QStringLiteral("2026-11-20"),
              QLocale().toString(289000.5, 'f', 2) + QStringLiteral(" USD"),
              QLocale().toString(289000.5 * 8, 'f', 0) + QStringLiteral(" USD")})
            QVERIFY2(text.contains(shown), qPrintable(shown));
        // File > Quote request: the quoted line carries its price, vendor and date.
        QString error;
        const QString csv = dir.filePath(QStringLiteral("quote.csv"));
        QVERIFY2(window.exportQuoteRequest(csv, error), qPrintable(error));
        QFile table(csv);
        QVERIFY(table.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(table.readAll())
                    .contains(QStringLiteral(",289000.5,USD,Example Systems,2026-11-20\r\n")));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("quoteRequestAction"))->isEnabled());
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
