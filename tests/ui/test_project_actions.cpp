// The project tree's actions through the window: a new project and a new scenario (from the
// wizard's document), rename, duplicate, move, and delete, which asks first and keeps
// everything when the answer is no.
#include "active_catalog.h"
#include "compare_window.h"
#include "estimate_view.h"
#include "main_window.h"
#include "memory_bars.h"
#include "memory_chart.h"
#include "new_scenario_wizard.h"
#include "project_tree.h"
#include "scenario/scenario_parser.h"
#include "scenario_document.h"
#include "store/catalog_store.h"
#include "store/project_store.h"

#include <QAction>
#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace gp;
using gp::ui::MainWindow;

namespace {

struct Fixture
{
    QTemporaryDir dir;
    MainWindow window;
    ui::Prompts prompts = ui::dialogPrompts();
    QStringList questions; // what the window asked before deleting
    bool answer = false;

    Fixture()
    {
        window.openDatabase(dir.filePath(QStringLiteral("projects.sqlite")), true);
        prompts.confirm = [this](QWidget*, const QString&, const QString& question) {
            questions << question;
            return answer;
        };
        window.setPrompts(prompts);
    }

    void trigger(const char* name)
    {
        auto* action = window.findChild<QAction*>(QLatin1String(name));
        QVERIFY2(action && action->isEnabled(), name);
        action->trigger();
    }

    store::ProjectStore& store() { return *window.projectStore(); }

    // A file in the test's folder; the window's "which file?" is answered with it, and what the
    // window tells the user is kept in `informed`.
    QStringList informed;
    QString offerFile(const QString& name, const QByteArray& content)
    {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(file.fileName()));
        const QString path = file.fileName();
        prompts.openFile = [path](QWidget*, const QString&, const QString&) { return path; };
        prompts.inform
            = [this](QWidget*, const QString&, const QString& message) { informed << message; };
        window.setPrompts(prompts);
        return path;
    }
};

} // namespace

class TestProjectActions : public QObject
{
    Q_OBJECT

private slots:
    void importedHardwareIsOfferedAndSized()
    {
        Fixture f;
        f.offerFile(QStringLiteral("lab.json"), R"({"format": "gpu-planner.catalog/1",
          "gpus": [{"id": "lab-card", "name": "Lab card", "memory_gib": 32, "bandwidth_gbps": 900,
                    "bf16_tflops": 200, "scale_up_link": "pcie5", "source": "vendor sheet",
                    "as_of": "2026-09-01"}]})");
        f.trigger("importCatalogAction");
        QVERIFY(f.informed.isEmpty());
        // The form offers it...
        auto* gpu = f.window.findChild<QComboBox*>(QStringLiteral("field:hardware.gpu"));
        QVERIFY(gpu);
        const int row = gpu->findData(QStringLiteral("lab-card"));
        QVERIFY(row >= 0);
        // ...and choosing it sizes the scenario on its 32 GiB.
        gpu->setCurrentIndex(row);
        QCoreApplication::processEvents();
        const auto& e = f.window.estimateView()->currentEstimate();
        QVERIFY(e.has_value());
        const double capacity = e->training ? e->training->first().memory.capacityBytes
                                            : e->inference->memory.capacityBytes;
        QCOMPARE(capacity, 32.0 * 1024 * 1024 * 1024);
        // Stored: a window opened on the same database offers it too.
        MainWindow other;
        other.openDatabase(f.dir.filePath(QStringLiteral("projects.sqlite")), false);
        QVERIFY(other.findChild<QComboBox*>(QStringLiteral("field:hardware.gpu"))
                    ->findData(QStringLiteral("lab-card"))
                >= 0);

        // A file with a mistake stores nothing and says what is wrong, by field.
        f.offerFile(
            QStringLiteral("lab.json"),
            R"({"format": "gpu-planner.catalog/1", "gpus": [{"id": "half", "name": "H"}]})");
        f.trigger("importCatalogAction");
        QCOMPARE(f.informed.size(), 1);
        QVERIFY2(f.informed.front().contains(QStringLiteral("gpus[0].memory_gib")),
                 qPrintable(f.informed.front()));
        QCOMPARE(store::CatalogStore(f.window.projectStore()->database()).overrides().size(), 1);
    }

    // File > Your hardware and prices: the stored entries listed, imported from the dialog, and
    // removed after a question; the GPU a price is for cannot go before its price.
    void storedEntriesAreListedAndRemovable()
    {
        Fixture f;
        f.offerFile(QStringLiteral("mine.json"), R"({"format": "gpu-planner.catalog/1",
          "gpus": [{"id": "lab-card", "name": "Lab card", "memory_gib": 32, "bandwidth_gbps": 900,
                    "bf16_tflops": 200, "source": "vendor sheet", "as_of": "2026-09-01"}],
          "prices": [{"id": "lab-card", "gpu_hour": 0.8, "source": "charge-back rate",
                      "as_of": "2026-11-01"}]})");
        f.trigger("storedCatalogAction");
        auto* dialog = f.window.findChild<QDialog*>(QStringLiteral("storedCatalogDialog"));
        QVERIFY(dialog && dialog->isVisible());
        auto* table = dialog->findChild<QTableWidget*>(QStringLiteral("storedCatalogTable"));
        auto* remove = dialog->findChild<QPushButton*>(QStringLiteral("storedCatalogRemove"));
        QVERIFY(table && remove);
        QCOMPARE(table->rowCount(), 0);
        QVERIFY(!remove->isEnabled());

        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("storedCatalogImport")),
                          Qt::LeftButton);
        QVERIFY2(f.informed.isEmpty(), qPrintable(f.informed.join(QLatin1Char('\n'))));
        QCOMPARE(table->rowCount(), 2);
        QVERIFY(f.window.catalog().price("lab-card"));
        auto rowOf = [&](const QString& kind) {
            for (int row = 0; row < table->rowCount(); ++row)
                if (table->item(row, 0)->text() == kind)
                    return row;
            return -1;
        };
        const int priceRow = rowOf(QStringLiteral("Price"));
        QVERIFY(priceRow >= 0);
        QCOMPARE(table->item(priceRow, 1)->text(), QStringLiteral("lab-card"));
        QVERIFY2(table->item(priceRow, 2)->text().contains(QStringLiteral("gpu_hour 0.8")),
                 qPrintable(table->item(priceRow, 2)->text()));
        QCOMPARE(table->item(priceRow, 3)->text(), QStringLiteral("2026-11-01"));
        QCOMPARE(table->item(priceRow, 4)->text(), QStringLiteral("charge-back rate"));

        // The GPU first: refused, and told why.
        table->selectRow(rowOf(QStringLiteral("GPU")));
        QVERIFY(remove->isEnabled());
        f.answer = true;
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(f.informed.size(), 1);
        QVERIFY2(f.informed.front().contains(QStringLiteral("price")),
                 qPrintable(f.informed.front()));
        QCOMPARE(table->rowCount(), 2);
        // The price: "no" keeps it, "yes" removes it from the database and the window's catalog.
        table->selectRow(rowOf(QStringLiteral("Price")));
        f.answer = false;
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(table->rowCount(), 2);
        QVERIFY(f.questions.last().contains(QStringLiteral("lab-card")));
        f.answer = true;
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(table->rowCount(), 1);
        QVERIFY(!f.window.catalog().price("lab-card"));
        QCOMPARE(store::CatalogStore(f.window.projectStore()->database()).overrides().size(), 1);
        // Now the GPU can go, and the form no longer offers it.
        table->selectRow(0);
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(table->rowCount(), 0);
        QVERIFY(f.window.findChild<QComboBox*>(QStringLiteral("field:hardware.gpu"))
                    ->findData(QStringLiteral("lab-card"))
                < 0);
    }

    void createsAProjectAndAScenario()
    {
        Fixture f;
        f.prompts.text = [](QWidget*, const QString&, const QString&, const QString&) {
            return std::optional<QString>(QStringLiteral("Support bot \"v2\" 客服"));
        };
        QString wizardDocument;
        f.prompts.newScenario = [&](QWidget*, const Catalog&) {
            ui::NewScenarioWizard wizard;
            wizard.findChild<QRadioButton*>(QStringLiteral("goalServing"))->setChecked(true);
            wizard.findChild<QSpinBox*>(QStringLiteral("wizardConcurrency"))->setValue(64);
            wizardDocument = wizard.document();
            return std::optional<QString>(wizardDocument);
        };
        f.window.setPrompts(f.prompts);
        f.trigger("newProjectAction");
        const auto project = f.store().projectByName(QStringLiteral("Support bot \"v2\" 客服"));
        QVERIFY(project);
        QCOMPARE(f.window.projectTree()->currentEntry().id, project->id);

        f.trigger("newScenarioAction");
        const auto scenarios = f.store().scenarios(project->id);
        QCOMPARE(scenarios.size(), 1);
        QCOMPARE(scenarios.front().name, QStringLiteral("Serving plan"));
        // The new scenario is open, estimated, and stored exactly as the wizard wrote it.
        QCOMPARE(f.window.projectTree()->currentEntry().id, scenarios.front().id);
        QCOMPARE(f.window.document()->text(), wizardDocument);
        QCOMPARE(f.window.estimateView()->currentEstimate()->workload, Workload::Inference);
        // A second one gets a free name.
        f.window.projectTree()->selectProject(project->id);
        f.trigger("newScenarioAction");
        QCOMPARE(f.store().scenarios(project->id).size(), 2);
        QVERIFY(f.store().scenarioByName(project->id, QStringLiteral("Serving plan (2)")));
    }

    void renamesDuplicatesAndMoves()
    {
        Fixture f;
        const ui::TreeEntry first = f.window.projectTree()->currentEntry();
        QCOMPARE(first.kind, ui::EntryKind::Scenario);
        f.prompts.text = [](QWidget*, const QString&, const QString&, const QString&) {
            return std::optional<QString>(QStringLiteral("Renamed 'plan'; --"));
        };
        f.window.setPrompts(f.prompts);
        f.trigger("renameAction");
        QCOMPARE(f.store().scenario(first.id)->info.name, QStringLiteral("Renamed 'plan'; --"));
        // The document's own name follows (lists, comparisons and sheets agree).
        QVERIFY(f.window.document()->value(QStringLiteral("name"))
                == nlohmann::ordered_json("Renamed 'plan'; --"));

        f.trigger("duplicateAction");
        const ui::TreeEntry copy = f.window.projectTree()->currentEntry();
        QVERIFY(copy.id != first.id);
        QCOMPARE(f.store().scenario(copy.id)->info.name, QStringLiteral("Renamed 'plan'; -- copy"));
        // The same document, but for the name, which the copy's document carries.
        auto copied = nlohmann::json::parse(f.store().scenario(copy.id)->document.toStdString());
        auto original = nlohmann::json::parse(f.store().scenario(first.id)->document.toStdString());
        QCOMPARE(copied["name"].get<std::string>(), std::string("Renamed 'plan'; -- copy"));
        copied.erase("name");
        original.erase("name");
        QVERIFY(copied == original);

        const qint64 other = f.store().createProject(QStringLiteral("Other")).id;
        f.window.projectTree()->reload(&f.store());
        f.window.projectTree()->selectScenario(copy.id);
        f.prompts.choose = [](QWidget*, const QString&, const QString&, const QStringList& items) {
            return std::optional<int>(static_cast<int>(items.indexOf(QStringLiteral("Other"))));
        };
        f.window.setPrompts(f.prompts);
        f.trigger("moveAction");
        QCOMPARE(f.store().scenario(copy.id)->info.projectId, other);
        QCOMPARE(f.window.projectTree()->currentEntry().projectId, other);
    }

    // A name edited in the form renames the tree's entry and the stored scenario with the save;
    // a name another scenario of the project has leaves both as they were, and says so.
    void theTreeFollowsTheNameField()
    {
        Fixture f;
        const ui::TreeEntry first = f.window.projectTree()->currentEntry();
        QCOMPARE(first.kind, ui::EntryKind::Scenario);
        auto* name = f.window.findChild<QLineEdit*>(QStringLiteral("field:name"));
        QVERIFY(name);
        auto typeName = [&](const QString& text) {
            name->setFocus();
            name->selectAll();
            QTest::keyClicks(name, text);
            QVERIFY(f.window.saveNow());
        };
        typeName(QStringLiteral("Renamed in the form"));
        QCOMPARE(f.store().scenario(first.id)->info.name, QStringLiteral("Renamed in the form"));
        QCOMPARE(f.window.projectTree()->currentEntry().id, first.id);
        QCOMPARE(f.window.projectTree()->currentItem()->text(0),
                 QStringLiteral("Renamed in the form"));
        const auto others = f.store().scenarios(first.projectId);
        QVERIFY(others.size() > 1);
        const QString taken = others[0].id == first.id ? others[1].name : others[0].name;
        typeName(taken);
        QCOMPARE(f.store().scenario(first.id)->info.name, QStringLiteral("Renamed in the form"));
        QVERIFY(f.window.statusBar()->currentMessage().contains(QStringLiteral("already used")));
    }

    // A memory part has one colour everywhere: the window's chart, the comparison and the sheet
    // (KV cache was green in one and orange in the other, as each chart coloured by position).
    void everyChartColoursAPartAlike()
    {
        Fixture f;
        ui::ProjectTree* tree = f.window.projectTree();
        QList<QTreeWidgetItem*> picked;
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            if (ui::entryOf(*it).kind == ui::EntryKind::Scenario
                && ((*it)->text(0).startsWith(QLatin1String("LoRA"))
                    || (*it)->text(0).startsWith(QLatin1String("Serving"))))
                picked << *it;
        QCOMPARE(picked.size(), 2);
        tree->clearSelection();
        for (QTreeWidgetItem* item : picked)
            item->setSelected(true);
        ui::CompareWindow* compare = f.window.compareSelected();
        QVERIFY(compare);
        auto* view = compare->findChild<QChartView*>(QStringLiteral("comparisonChart"));
        QVERIFY(view);
        QStackedBarSeries* stack = nullptr;
        for (QAbstractSeries* series : view->chart()->series())
            if (!stack)
                stack = qobject_cast<QStackedBarSeries*>(series);
        QVERIFY(stack);
        const ComparisonMemory& m = compare->comparison().memory;
        QList<QColor> expected;
        for (std::size_t p = 0; p < m.partIds.size(); ++p)
            for (const auto& bytes : m.bytes)
                if (bytes[p] > 0) {
                    expected << sheet::memoryPartColor(m.partIds[p]);
                    break;
                }
        QCOMPARE(stack->count(), int(expected.size()));
        for (int i = 0; i < stack->count(); ++i)
            QCOMPARE(stack->barSets()[i]->color(), expected[i]);
        QVERIFY(expected.contains(sheet::memoryPartColor("kv_cache")));
        compare->close();
        // The serving scenario's own chart in the window: its KV cache has that colour too.
        tree->setCurrentItem(picked[0]->text(0).startsWith(QLatin1String("Serving")) ? picked[0]
                                                                                     : picked[1]);
        auto* chart = f.window.findChild<ui::MemoryChart*>(QStringLiteral("memoryChart"));
        QVERIFY(chart);
        auto* own = qobject_cast<QStackedBarSeries*>(chart->chart()->series().front());
        QVERIFY(own);
        bool kv = false;
        for (QBarSet* set : own->barSets())
            if (set->label() == chart->segments()[1].label) {
                kv = true;
                QCOMPARE(set->color(), sheet::memoryPartColor("kv_cache"));
            }
        QVERIFY(kv);
    }

    void comparesSelectedScenariosAndExports()
    {
        Fixture f;
        ui::ProjectTree* tree = f.window.projectTree();
        // Too few selected: nothing opens, the status bar says why.
        QVERIFY(!f.window.compareSelected());
        QList<QTreeWidgetItem*> scenarios;
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            if (ui::entryOf(*it).kind == ui::EntryKind::Scenario)
                scenarios << *it;
        QVERIFY(scenarios.size() >= 2);
        tree->clearSelection();
        scenarios[0]->setSelected(true);
        scenarios[1]->setSelected(true);
        ui::CompareWindow* compare = f.window.compareSelected();
        QVERIFY(compare);
        QCOMPARE(compare->comparison().labels.size(), std::size_t(2));
        QCOMPARE(compare->comparison().baseline, std::size_t(0));
        compare->setBaseline(1);
        QCOMPARE(compare->comparison().baseline, std::size_t(1));
        auto* table = compare->findChild<QTableWidget*>(QStringLiteral("compareTable"));
        QVERIFY(table->horizontalHeaderItem(2)->text().contains(QStringLiteral("baseline")));
        QCOMPARE(table->rowCount(), int(compare->comparison().rows.size()));
        QVERIFY(compare->clipboardText().startsWith(QStringLiteral("Figure\t")));
        // CSV and JSON files hold the same table the CLI writes.
        QTemporaryDir out;
        QString error;
        const QString csvPath = out.filePath(QStringLiteral("c.csv"));
        QVERIFY2(compare->exportTo(csvPath, error), qPrintable(error));
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        // With a UTF-8 byte-order mark, so that spreadsheets read Chinese names right.
        const QByteArray bytes = csv.readAll();
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        QCOMPARE(QString::fromUtf8(bytes.mid(3)),
                 QString::fromStdString(comparisonToCsv(compare->comparison())));
        const QString pdfPath = out.filePath(QStringLiteral("c.pdf"));
        QVERIFY2(compare->exportTo(pdfPath, error), qPrintable(error));
        QFile pdf(pdfPath);
        QVERIFY(pdf.open(QIODevice::ReadOnly) && pdf.read(5) == "%PDF-");
        compare->close();

        // The open scenario's sizing sheet.
        tree->setCurrentItem(scenarios[0]);
        const QString sheet = out.filePath(QStringLiteral("sheet.pdf"));
        QVERIFY2(f.window.exportSheetPdf(sheet, error), qPrintable(error));
        QFile sheetFile(sheet);
        QVERIFY(sheetFile.open(QIODevice::ReadOnly) && sheetFile.read(5) == "%PDF-");
        QVERIFY(sheetFile.size() > 10000);
    }

    void movedScenarioKeepsItsEditsWhenTheOldProjectGoes()
    {
        Fixture f;
        const ui::TreeEntry open = f.window.projectTree()->currentEntry();
        const qint64 other = f.store().createProject(QStringLiteral("Other")).id;
        f.window.projectTree()->reload(&f.store());
        f.window.projectTree()->selectScenario(open.id);
        f.prompts.choose = [](QWidget*, const QString&, const QString&, const QStringList& items) {
            return std::optional<int>(static_cast<int>(items.indexOf(QStringLiteral("Other"))));
        };
        f.answer = true;
        f.window.setPrompts(f.prompts);
        f.trigger("moveAction");
        // An edit not yet autosaved, then the old project is deleted.
        auto* micro = f.window.findChild<QSpinBox*>(QStringLiteral("field:training.micro_batch"));
        micro->setValue(7);
        f.window.projectTree()->selectProject(
            f.store().projectByName(QStringLiteral("Demo project"))->id);
        f.trigger("deleteAction");
        const auto kept = f.store().scenario(open.id);
        QVERIFY(kept);
        QCOMPARE(kept->info.projectId, other);
        QVERIFY(kept->document.contains(QStringLiteral("\"micro_batch\": 7")));
        QCOMPARE(f.window.document()->text(), kept->document);
    }

    void deleteAsksFirst()
    {
        Fixture f;
        const ui::TreeEntry entry = f.window.projectTree()->currentEntry();
        f.answer = false;
        f.trigger("deleteAction");
        QCOMPARE(f.questions.size(), 1);
        QVERIFY2(f.questions.front().contains(entry.name), qPrintable(f.questions.front()));
        QVERIFY(f.store().scenario(entry.id)); // "no" keeps it

        f.answer = true;
        f.trigger("deleteAction");
        QVERIFY(!f.store().scenario(entry.id));
        QCOMPARE(f.window.projectTree()->currentEntry().id == entry.id, false);

        // A whole project: the question counts its scenarios.
        const auto demo = f.store().projectByName(QStringLiteral("Demo project"));
        f.window.projectTree()->selectProject(demo->id);
        f.trigger("deleteAction");
        QVERIFY2(f.questions.back().contains(QStringLiteral("3 scenario")),
                 qPrintable(f.questions.back()));
        QVERIFY(f.store().projects().isEmpty());
    }
};

QTEST_MAIN(TestProjectActions)
#include "test_project_actions.moc"
