// The scenario editor: a field changed through the form re-estimates at once and the chart shows
// the estimator's own figures; undo and redo restore them; invalid input is explained next to
// the field with the parser's message; a Hugging Face config.json becomes the model; edits are
// saved to the store, and a save over another writer's shows the conflict notice.
#include "estimate/estimate.h"
#include "estimate_view.h"
#include "main_window.h"
#include "memory_chart.h"
#include "project_tree.h"
#include "scenario/scenario_parser.h"
#include "scenario_document.h"
#include "scenario_form.h"
#include "store/database.h"
#include "store/project_store.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QWheelEvent>

using namespace gp;
using gp::ui::MainWindow;

namespace {

constexpr double kTolerance = 1e-9; // the chart shows the estimator's numbers, not copies

// A window on a fresh database seeded with the demo project, showing the LoRA demo.
struct Fixture
{
    QTemporaryDir dir;
    MainWindow window;
    QString databasePath;

    Fixture()
    {
        databasePath = dir.filePath(QStringLiteral("projects.sqlite"));
        window.openDatabase(databasePath, true);
        for (QTreeWidgetItemIterator it(window.projectTree()); *it; ++it)
            if ((*it)->text(0).contains(QStringLiteral("LoRA")))
                window.projectTree()->setCurrentItem(*it);
    }

    template <class T> T* field(const QString& path)
    {
        return window.findChild<T*>(QStringLiteral("field:") + path);
    }

    QAction* action(const char* name) { return window.findChild<QAction*>(QLatin1String(name)); }
};

// The estimate of a document computed here, independently of the window.
Estimate estimateOf(const QString& text)
{
    const ScenarioParseResult parsed = parseScenario(text.toStdString(), builtinCatalog());
    if (!parsed.scenario)
        qFatal("the document does not parse: %s", parsed.diagnostics.summary().c_str());
    return estimate(*parsed.scenario, parsed.diagnostics);
}

void compareChartWith(ui::MemoryChart* chart, const Estimate& e)
{
    const auto& m = e.training->first().memory;
    const double expected[]
        = {m.weights.bytes.expected, m.gradients.bytes.expected, m.optimizer.bytes.expected,
           m.activations.bytes.expected, m.overhead.bytes.expected};
    QCOMPARE(chart->segments().size(), 5);
    for (int i = 0; i < 5; ++i)
        QVERIFY2(std::abs(chart->segments()[i].bytes.expected - expected[i])
                     <= kTolerance * std::max(1.0, expected[i]),
                 qPrintable(chart->segments()[i].label));
}

void typeInto(QSpinBox* spin, const QString& text)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
}

} // namespace

class TestScenarioEditor : public QObject
{
    Q_OBJECT

private slots:
    void formEditReestimatesAndUndoRestores()
    {
        Fixture f;
        auto* micro = f.field<QSpinBox>(QStringLiteral("training.micro_batch"));
        QVERIFY(micro);
        auto* chart = f.window.findChild<ui::MemoryChart*>(QStringLiteral("memoryChart"));
        const QString before = f.window.document()->text();
        const Estimate original = estimateOf(before);
        compareChartWith(chart, original);

        typeInto(micro, QStringLiteral("8"));
        QVERIFY(f.window.document()->value(QStringLiteral("training.micro_batch"))
                == nlohmann::ordered_json(8));
        const Estimate edited = estimateOf(f.window.document()->text());
        compareChartWith(chart, edited);
        // Activations grow with the micro-batch; the rest of the text is untouched.
        QVERIFY(edited.training->first().memory.activations.bytes.expected
                > 1.5 * original.training->first().memory.activations.bytes.expected);
        // The JSON tab shows the same text once looked at.
        auto* json = f.window.findChild<QPlainTextEdit*>(QStringLiteral("scenarioEditor"));
        f.window.findChild<QTabWidget*>(QStringLiteral("editorTabs"))->setCurrentWidget(json);
        QCOMPARE(json->toPlainText(), f.window.document()->text());
        f.window.findChild<QTabWidget*>(QStringLiteral("editorTabs"))->setCurrentIndex(0);

        f.action("undoAction")->trigger();
        QCOMPARE(f.window.document()->text(), before);
        compareChartWith(chart, original);
        QCOMPARE(micro->value(), 4); // the demo's own micro-batch

        f.action("redoAction")->trigger();
        compareChartWith(chart, edited);
        QCOMPARE(micro->value(), 8);
    }

    // Scrolling the form over a field leaves it alone (and scrolls the form); a field with
    // focus takes the wheel.
    void theWheelChangesOnlyAFocusedField()
    {
        Fixture f;
        f.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.window));
        auto* micro = f.field<QSpinBox>(QStringLiteral("training.micro_batch"));
        auto* method = f.field<QComboBox>(QStringLiteral("training.method"));
        QVERIFY(micro && method);
        const QString before = f.window.document()->text();
        auto turn = [](QWidget* field) {
            const QPointF centre(field->width() / 2.0, field->height() / 2.0);
            QWheelEvent wheel(centre, field->mapToGlobal(centre), {}, {0, 120}, Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(field, &wheel);
        };
        f.window.setFocus();
        turn(micro);
        turn(method);
        QCOMPARE(micro->value(), 4);
        QCOMPARE(f.window.document()->text(), before);
        micro->setFocus();
        QTRY_VERIFY(micro->hasFocus());
        turn(micro);
        QCOMPARE(micro->value(), 5);
    }

    void typingIntoOneFieldIsOneUndoStep()
    {
        Fixture f;
        auto* seq = f.field<QSpinBox>(QStringLiteral("training.seq_len"));
        QUndoStack* undo = f.window.document()->undoStack();
        const int steps = undo->count();
        typeInto(seq, QStringLiteral("8192")); // 8, 81, 819, 8192: four edits, one step
        QVERIFY(f.window.document()->value(QStringLiteral("training.seq_len"))
                == nlohmann::ordered_json(8192));
        QCOMPARE(undo->count(), steps + 1);
        // Another field is another step.
        typeInto(f.field<QSpinBox>(QStringLiteral("training.micro_batch")), QStringLiteral("2"));
        QCOMPARE(undo->count(), steps + 2);
    }

    void invalidInputIsExplainedAtTheField()
    {
        Fixture f;
        auto* tp = f.field<QSpinBox>(QStringLiteral("training.tp"));
        auto* message = f.window.findChild<QLabel*>(QStringLiteral("error:training.tp"));
        QVERIFY(tp && message);
        QVERIFY(message->isHidden());
        typeInto(tp, QStringLiteral("5")); // Llama 3.1 8B has 32 heads
        // The same message the CLI prints, next to the field.
        const ScenarioParseResult parsed
            = parseScenario(f.window.document()->text().toStdString(), builtinCatalog());
        QVERIFY(parsed.diagnostics.hasErrors());
        QString expected;
        for (const Diagnostic& d : parsed.diagnostics.items())
            if (d.path == "training.tp")
                expected = QString::fromStdString(d.message);
        QVERIFY(!expected.isEmpty());
        QVERIFY(!message->isHidden());
        QVERIFY2(message->text().contains(expected), qPrintable(message->text()));
        QVERIFY(!f.window.estimateView()->currentEstimate());
        // Fixing it clears the message (one GPU: tensor parallel 1).
        typeInto(tp, QStringLiteral("1"));
        QVERIFY(message->isHidden());
        QVERIFY(f.window.estimateView()->currentEstimate());
    }

    // A message of several lines gets the height its lines need, no less (a form layout inside
    // a scroll area lays a wrapped label out for a wider field) and not much more.
    void aLongInlineMessageIsShownWhole()
    {
        Fixture f;
        f.window.resize(1280, 800);
        f.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.window));
        auto* message = f.window.findChild<QLabel*>(QStringLiteral("error:training.pp"));
        QVERIFY(message);
        typeInto(f.field<QSpinBox>(QStringLiteral("training.pp")), QStringLiteral("3"));
        QVERIFY(!message->isHidden());
        auto checkHeight = [&] {
            QTest::qWait(20);
            // What the text needs at the label's width, from a label no layout has touched.
            QLabel plain(message->text());
            plain.setWordWrap(true);
            plain.setFont(message->font());
            const int needed = plain.heightForWidth(message->width());
            const QString why = QStringLiteral("%1 px high, its text needs %2 at %3 px wide: %4")
                                    .arg(message->height())
                                    .arg(needed)
                                    .arg(message->width())
                                    .arg(message->text());
            QVERIFY2(message->height() >= needed, qPrintable(why));
            QVERIFY2(message->height() < needed + message->fontMetrics().lineSpacing(),
                     qPrintable(why));
        };
        checkHeight();
        if (QTest::currentTestFailed())
            return;
        // Narrower, it wraps onto more lines and grows with them; wider again, it shrinks back.
        auto* splitter = f.window.findChild<QSplitter*>(QStringLiteral("mainSplitter"));
        QVERIFY(splitter);
        const QList<int> wide = splitter->sizes();
        QList<int> narrow = wide;
        narrow[1] -= 120;
        narrow[2] += 120;
        splitter->setSizes(narrow);
        checkHeight();
        if (QTest::currentTestFailed())
            return;
        splitter->setSizes(wide);
        checkHeight();
    }

    void loraFieldsFollowTheMethod()
    {
        Fixture f;
        auto* rank = f.field<QSpinBox>(QStringLiteral("training.lora_rank"));
        auto* method = f.field<QComboBox>(QStringLiteral("training.method"));
        QVERIFY(rank->isVisibleTo(&f.window));
        method->setCurrentIndex(method->findData(QStringLiteral("full")));
        QVERIFY(f.window.document()->value(QStringLiteral("training.method"))
                == nlohmann::ordered_json("full"));
        QVERIFY(!rank->isVisibleTo(&f.window));
        // Full training keeps gradients for every weight: the chart's gradients jump.
        const Estimate full = estimateOf(f.window.document()->text());
        QVERIFY(full.training->first().memory.gradients.bytes.expected > 10e9);
        // Switching the goal to serving shows the serving fields instead.
        auto* goal = f.field<QComboBox>(QStringLiteral("workload"));
        goal->setCurrentIndex(goal->findData(QStringLiteral("inference")));
        QVERIFY(f.field<QSpinBox>(QStringLiteral("inference.peak_concurrency"))
                    ->isVisibleTo(&f.window));
        QVERIFY(!f.field<QSpinBox>(QStringLiteral("training.micro_batch"))->isVisibleTo(&f.window));
        QVERIFY(f.window.estimateView()->currentEstimate()->inference.has_value());
    }

    void importsAHuggingFaceConfig()
    {
        Fixture f;
        QFile config(QStringLiteral(GP_TEST_DATA_DIR "/hf/llama-2-13b.json"));
        QVERIFY(config.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(config.readAll());
        ui::Prompts prompts = ui::dialogPrompts();
        prompts.multiline = [&](QWidget*, const QString&, const QString&) {
            return std::optional<QString>(text);
        };
        f.window.setPrompts(prompts);
        emit f.window.form()->importConfigTextRequested();
        // Published total of Llama-2-13b (safetensors index): 13,015,864,320.
        QCOMPARE(f.window.estimateView()->currentEstimate()->model.parameters, 13015864320.0);
        auto* model = f.field<QComboBox>(QStringLiteral("model.preset"));
        QVERIFY2(model->currentText().contains(QStringLiteral("llama")),
                 qPrintable(model->currentText()));
        // Undo brings the preset back.
        f.action("undoAction")->trigger();
        QVERIFY(f.window.estimateView()->currentEstimate()->model.parameters < 9e9);

        // Text that is not JSON changes nothing.
        prompts.multiline = [](QWidget*, const QString&, const QString&) {
            return std::optional<QString>(QStringLiteral("{not json"));
        };
        f.window.setPrompts(prompts);
        const QString before = f.window.document()->text();
        QTimer::singleShot(0, [] {
            // The warning box is modal: close it.
            for (QWidget* w : QApplication::topLevelWidgets())
                if (w->inherits("QMessageBox"))
                    w->close();
        });
        emit f.window.form()->importConfigTextRequested();
        QCOMPARE(f.window.document()->text(), before);
    }

    void editsAreSavedToTheStore()
    {
        Fixture f;
        const ui::TreeEntry entry = f.window.projectTree()->currentEntry();
        QCOMPARE(entry.kind, ui::EntryKind::Scenario);
        const int revision = f.window.projectStore()->scenario(entry.id)->info.revision;
        typeInto(f.field<QSpinBox>(QStringLiteral("training.micro_batch")), QStringLiteral("2"));
        auto* status = f.window.findChild<QLabel*>(QStringLiteral("saveStatus"));
        QCOMPARE(status->text(), QStringLiteral("Unsaved changes"));
        // Autosave a moment after typing stops.
        QTRY_COMPARE_WITH_TIMEOUT(f.window.projectStore()->scenario(entry.id)->info.revision,
                                  revision + 1, 5000);
        QCOMPARE(f.window.projectStore()->scenario(entry.id)->document,
                 f.window.document()->text());
        QVERIFY2(status->text().startsWith(QStringLiteral("Saved")), qPrintable(status->text()));

        // Reopened in a new window, the edit is there.
        MainWindow again;
        again.openDatabase(f.databasePath, false);
        again.projectTree()->selectScenario(entry.id);
        QVERIFY(again.document()->value(QStringLiteral("training.micro_batch"))
                == nlohmann::ordered_json(2));
    }

    void decimalsAreTypedAsWritten()
    {
        Fixture f;
        // Typing needs focus, and focus a shown, active window.
        f.window.show();
        QApplication::setActiveWindow(&f.window);
        QVERIFY(QTest::qWaitForWindowActive(&f.window));
        auto* tokens = f.field<QDoubleSpinBox>(QStringLiteral("training.tokens"));
        QVERIFY(tokens);
        tokens->setFocus();
        tokens->selectAll();
        QTest::keyClicks(tokens, QStringLiteral("2.5"));
        QVERIFY(f.window.document()->value(QStringLiteral("training.tokens"))
                == nlohmann::ordered_json(2500000000));
        // Small runs are not "not set": 3 million tokens is 0.003 B.
        tokens->selectAll();
        QTest::keyClicks(tokens, QStringLiteral("0.003"));
        QVERIFY(f.window.document()->value(QStringLiteral("training.tokens"))
                == nlohmann::ordered_json(3000000));
        auto* price = f.field<QDoubleSpinBox>(QStringLiteral("pricing.gpu_hour"));
        price->setFocus();
        price->selectAll();
        QTest::keyClicks(price, QStringLiteral("0.85"));
        QVERIFY(f.window.document()->value(QStringLiteral("pricing.gpu_hour"))
                == nlohmann::ordered_json(0.85));
    }

    void aValueTheListLacksIsShownAsItIs()
    {
        Fixture f;
        auto* optimizer = f.field<QComboBox>(QStringLiteral("training.optimizer"));
        optimizer->setCurrentIndex(optimizer->findData(QStringLiteral("sgd")));
        QString text = f.window.document()->text();
        text.replace(QStringLiteral("\"optimizer\": \"sgd\""),
                     QStringLiteral("\"optimizer\": \"adam\""));
        f.window.document()->setText(text);
        QVERIFY2(optimizer->currentText().startsWith(QStringLiteral("adam")),
                 qPrintable(optimizer->currentText()));
        QVERIFY(
            !f.window.findChild<QLabel*>(QStringLiteral("error:training.optimizer"))->isHidden());
    }

    void ctrlZInTheJsonTabUndoes()
    {
        Fixture f;
        auto* json = f.window.findChild<QPlainTextEdit*>(QStringLiteral("scenarioEditor"));
        f.window.findChild<QTabWidget*>(QStringLiteral("editorTabs"))->setCurrentWidget(json);
        f.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.window));
        const QString before = f.window.document()->text();
        json->setFocus();
        json->moveCursor(QTextCursor::End);
        QTest::keyClicks(json, QStringLiteral(" "));
        QVERIFY(f.window.document()->text() != before);
        QTest::keySequence(json, QKeySequence::Undo);
        QCOMPARE(f.window.document()->text(), before);
    }

    void aBoxStillBeingTypedInIsSaved()
    {
        Fixture f;
        for (QTreeWidgetItemIterator it(f.window.projectTree()); *it; ++it)
            if ((*it)->text(0).startsWith(QStringLiteral("Serving")))
                f.window.projectTree()->setCurrentItem(*it);
        const qint64 id = f.window.projectTree()->currentEntry().id;
        f.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.window));
        auto* weights = f.field<QComboBox>(QStringLiteral("inference.weights"));
        weights->setFocus();
        weights->lineEdit()->selectAll();
        QTest::keyClicks(weights->lineEdit(), QStringLiteral("int8")); // no Enter
        QVERIFY(f.window.saveNow());
        QVERIFY(f.window.projectStore()->scenario(id)->document.contains(
            QStringLiteral("\"weights\": \"int8\"")));
    }

    void fileEditsAreNotDroppedSilently()
    {
        Fixture f;
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("mine.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QFile demo(QStringLiteral(GP_SOURCE_DIR "/resources/demo/lora-llama-3.1-8b.json"));
        QVERIFY(demo.open(QIODevice::ReadOnly));
        file.write(demo.readAll());
        file.close();
        int asked = 0;
        bool answer = false;
        ui::Prompts prompts = ui::dialogPrompts();
        prompts.confirm = [&](QWidget*, const QString&, const QString&) {
            ++asked;
            return answer;
        };
        f.window.setPrompts(prompts);
        QVERIFY(f.window.openScenarioFile(file.fileName()));
        QCOMPARE(f.window.projectTree()->currentEntry().kind, ui::EntryKind::File);
        typeInto(f.field<QSpinBox>(QStringLiteral("training.micro_batch")), QStringLiteral("9"));
        // Leaving it asks; "no" stays on the file with the edit.
        QTreeWidgetItem* stored = nullptr;
        for (QTreeWidgetItemIterator it(f.window.projectTree()); *it; ++it)
            if (ui::entryOf(*it).kind == ui::EntryKind::Scenario)
                stored = *it;
        f.window.projectTree()->setCurrentItem(stored);
        QCOMPARE(asked, 1);
        QCOMPARE(f.window.projectTree()->currentEntry().kind, ui::EntryKind::File);
        QVERIFY(f.window.document()->value(QStringLiteral("training.micro_batch"))
                == nlohmann::ordered_json(9));
        answer = true;
        f.window.projectTree()->setCurrentItem(stored);
        QCOMPARE(asked, 2);
        QCOMPARE(f.window.projectTree()->currentEntry().kind, ui::EntryKind::Scenario);
    }

    void saveOverAnotherWriterShowsTheNotice()
    {
        Fixture f;
        const qint64 id = f.window.projectTree()->currentEntry().id;
        // A second copy of the app saves the same scenario after this window opened it.
        auto other = store::Database::open(f.databasePath);
        QVERIFY(other.database);
        store::ProjectStore theirs(*other.database);
        const auto record = theirs.scenario(id);
        QString theirText = record->document;
        theirText.replace(QStringLiteral("\"micro_batch\": 4"),
                          QStringLiteral("\"micro_batch\": 3"));
        QVERIFY(theirs.saveScenario(id, theirText, record->info.revision).ok);

        auto* notice = f.window.findChild<QWidget*>(QStringLiteral("conflictNotice"));
        QVERIFY(notice->isHidden());
        typeInto(f.field<QSpinBox>(QStringLiteral("training.seq_len")), QStringLiteral("1024"));
        QVERIFY(f.window.saveNow());
        QVERIFY(!notice->isHidden());
        // Nothing is lost: theirs is in the history, and one click brings it into the editor.
        f.window.findChild<QPushButton*>(QStringLiteral("conflictOpenOther"))->click();
        QCOMPARE(f.window.document()->text(), theirText);
        QVERIFY(notice->isHidden());
    }
};

QTEST_MAIN(TestScenarioEditor)
#include "test_scenario_editor.moc"
