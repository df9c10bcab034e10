// Two users' journeys through the real window on an X server (CTest runs this under xvfb-run),
// with the command line run alongside and the window killed at the end:
//  - an ML engineer, in English: edits the LoRA fine-tune and the 70B serving plan, opens the
//    PDF dialog (which lists, and so opens and closes, the database's folder) and cancels it,
//    while gpu-planner-cli reads the same database; saves again;
//  - a procurement engineer, in Chinese: three serving fleets in the project (two duplicates on
//    other GPUs), compared side by side, the comparison and a sizing sheet printed to PDF.
// Then the window is killed with SIGKILL, and every save it reported must be in the file.
// A picture of each step goes to GP_JOURNEY_DIR (default: build/<tree>/journey), the PDFs'
// pages too (with pdftoppm), for a person to look at.
//
// The test is two processes of this executable: the test itself, and the window ("--window"),
// which runs one step per line it reads and answers one line per step.
#include "compare_window.h"
#include "language.h"
#include "main_window.h"
#include "memory_chart.h"
#include "project_tree.h"
#include "store/database.h"
#include "store/project_store.h"

#include <QAbstractBarSeries>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScreen>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTextStream>
#include <QTimer>
#include <QToolTip>
#include <QTreeWidgetItemIterator>

#include <cstdio>

using namespace gp;

namespace {

// ---- The window's side -------------------------------------------------------------------------

class WindowRole
{
public:
    WindowRole(const QString& database, const QString& pictures)
        : m_pictures(pictures)
    {
        m_window.resize(1280, 800);
        m_window.openDatabase(database, true);
        m_window.show();
        m_exposed = QTest::qWaitForWindowExposed(&m_window);
    }

    QString run(const QString& step)
    {
        if (step == QLatin1String("finetune")) {
            const QString answer
                = edit(QStringLiteral("LoRA"), QStringLiteral("training.micro_batch"),
                       QStringLiteral("8"), QStringLiteral("02-finetune-micro-batch-8"));
            resultTab(1, QStringLiteral("02b-finetune-decision-tables"));
            return answer;
        }
        if (step == QLatin1String("serving"))
            return edit(QStringLiteral("Serving"), QStringLiteral("inference.peak_concurrency"),
                        QStringLiteral("128"), QStringLiteral("03-serving-128-users"));
        if (step == QLatin1String("hover"))
            return hoverMemoryBar();
        if (step == QLatin1String("dialog"))
            return cancelledPdfDialog();
        if (step == QLatin1String("after-cli"))
            return edit(QStringLiteral("Serving"), QStringLiteral("inference.peak_concurrency"),
                        QStringLiteral("96"), QStringLiteral("05-serving-after-the-cli"));
        if (step == QLatin1String("chinese"))
            return chinese();
        if (step == QLatin1String("fleets"))
            return fleets();
        if (step == QLatin1String("compare"))
            return compare();
        return QStringLiteral("error unknown step ") + step;
    }

    // The whole screen: dialogs and the comparison window too.
    void picture(const QString& name)
    {
        QTest::qWait(150);
        QApplication::primaryScreen()->grabWindow(0).save(m_pictures + QLatin1Char('/') + name
                                                          + QStringLiteral(".png"));
    }

private:
    // The figures (0) or the decision tables (1) under the charts, pictured, then the figures.
    void resultTab(int index, const QString& pictureName)
    {
        auto* tabs = m_window.findChild<QTabWidget*>(QStringLiteral("resultTabs"));
        tabs->setCurrentIndex(index);
        picture(pictureName);
        tabs->setCurrentIndex(0);
    }

    void chartTabs(const QString& pictureName)
    {
        auto* tabs = m_window.findChild<QTabWidget*>(QStringLiteral("chartTabs"));
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->isTabEnabled(i)) {
                tabs->setCurrentIndex(i);
                picture(pictureName + QLatin1Char('-') + QString::number(i + 1));
            }
        tabs->setCurrentIndex(0);
    }

    bool select(const QString& prefix)
    {
        for (QTreeWidgetItemIterator it(m_window.projectTree()); *it; ++it)
            if (ui::entryOf(*it).kind == ui::EntryKind::Scenario
                && (*it)->text(0).startsWith(prefix)) {
                m_window.projectTree()->setCurrentItem(*it);
                return true;
            }
        return false;
    }

    // What a person does: click into the field, select its text, type, and let autosave (here:
    // the save the window does on leaving) store it.
    QString edit(const QString& scenario, const QString& path, const QString& typed,
                 const QString& pictureName)
    {
        if (!select(scenario))
            return QStringLiteral("error no scenario ") + scenario;
        auto* spin = m_window.findChild<QSpinBox*>(QStringLiteral("field:") + path);
        if (!spin)
            return QStringLiteral("error no field ") + path;
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, typed);
        QTest::keyClick(spin, Qt::Key_Tab);
        return saved(pictureName);
    }

    QString saved(const QString& pictureName)
    {
        if (!m_window.saveNow())
            return QStringLiteral("error not saved");
        const ui::TreeEntry entry = m_window.projectTree()->currentEntry();
        const auto record = m_window.projectStore()->scenario(entry.id);
        picture(pictureName);
        return QStringLiteral("saved %1 %2").arg(entry.id).arg(record ? record->info.revision : 0);
    }

    // The pointer rests on the weights in the memory chart: the tooltip names the part and its
    // figures. Answers the tooltip's first line.
    QString hoverMemoryBar()
    {
        auto* chart = m_window.findChild<ui::MemoryChart*>();
        if (!chart)
            return QStringLiteral("error no memory chart");
        QAbstractBarSeries* bars = nullptr;
        for (QAbstractSeries* series : chart->chart()->series())
            if (auto* found = qobject_cast<QAbstractBarSeries*>(series))
                bars = found;
        if (!bars || bars->barSets().isEmpty())
            return QStringLiteral("error no bars");
        // Halfway up the first part of the first bar.
        const double half = bars->barSets().front()->at(0) / 2;
        const QPointF inChart = chart->chart()->mapToPosition(QPointF(0, half), bars);
        const QPoint inView = chart->mapFromScene(chart->chart()->mapToScene(inChart));
        QTest::mouseMove(chart->viewport(), inView - QPoint(3, 0));
        QTest::mouseMove(chart->viewport(), inView);
        for (int waited = 0; waited < 3000 && !QToolTip::isVisible(); waited += 50)
            QTest::qWait(50);
        if (!QToolTip::isVisible())
            return QStringLiteral("error no tooltip");
        picture(QStringLiteral("03b-memory-tooltip"));
        const QString first = QToolTip::text().section(QLatin1Char('\n'), 0, 0);
        QTest::mouseMove(m_window.projectTree()->viewport(), QPoint(5, 5));
        return first;
    }

    // File > Sizing sheet as PDF, cancelled: the dialog lists the database's folder. Qt's own
    // dialog (no desktop portal here) is closed by Escape once it shows.
    QString cancelledPdfDialog()
    {
        bool seen = false;
        QTimer::singleShot(700, [&] {
            if (QWidget* dialog = QApplication::activeModalWidget()) {
                seen = true;
                picture(QStringLiteral("04-pdf-dialog-on-the-database-folder"));
                QTest::keyClick(dialog, Qt::Key_Escape);
            }
        });
        m_window.findChild<QAction*>(QStringLiteral("sheetPdfAction"))->trigger();
        // And what a dialog sniffing the folder does, for certain: open and close the file.
        QFile file(m_window.projectStore()->database().path());
        const bool read = file.open(QIODevice::ReadOnly) && file.read(16).size() == 16;
        file.close();
        return seen && read ? QStringLiteral("dialog closed") : QStringLiteral("error no dialog");
    }

    QString chinese()
    {
        m_window.findChild<QAction*>(QStringLiteral("language_zh_CN"))->trigger();
        QCoreApplication::processEvents();
        picture(QStringLiteral("06-zh-window"));
        resultTab(1, QStringLiteral("06b-zh-decision-tables"));
        // Every chart in Chinese, on a training plan too: legends and axis titles are the
        // strings that grow most in translation.
        chartTabs(QStringLiteral("06c-zh-serving-chart"));
        if (select(QStringLiteral("Pre-training")))
            chartTabs(QStringLiteral("06d-zh-training-chart"));
        select(QStringLiteral("Serving"));
        return ui::currentLanguage() == QLatin1String("zh_CN") ? QStringLiteral("zh")
                                                               : QStringLiteral("error language");
    }

    // Two more fleets for the serving plan: duplicates on an H200 and on an A100.
    QString fleets()
    {
        QStringList answers;
        for (const QString& gpu : {QStringLiteral("h200"), QStringLiteral("a100-80gb")}) {
            if (!select(QStringLiteral("Serving")))
                return QStringLiteral("error no serving scenario");
            m_window.findChild<QAction*>(QStringLiteral("duplicateAction"))->trigger();
            auto* combo = m_window.findChild<QComboBox*>(QStringLiteral("field:hardware.gpu"));
            if (!combo || combo->findData(gpu) < 0)
                return QStringLiteral("error no GPU choice ") + gpu;
            combo->setFocus();
            combo->setCurrentIndex(combo->findData(gpu));
            answers << saved(QStringLiteral("07-fleet-") + gpu);
        }
        return answers.join(QLatin1Char(';'));
    }

    QString compare()
    {
        m_window.projectTree()->clearSelection();
        int picked = 0;
        for (QTreeWidgetItemIterator it(m_window.projectTree()); *it; ++it)
            if (ui::entryOf(*it).kind == ui::EntryKind::Scenario
                && (*it)->text(0).startsWith(QLatin1String("Serving"))) {
                (*it)->setSelected(true);
                ++picked;
            }
        ui::CompareWindow* window = m_window.compareSelected();
        if (picked != 3 || !window)
            return QStringLiteral("error cannot compare %1").arg(picked);
        if (!QTest::qWaitForWindowExposed(window))
            return QStringLiteral("error the comparison did not show");
        picture(QStringLiteral("08-zh-comparison"));
        QString error;
        const QString comparison = m_pictures + QStringLiteral("/09-zh-comparison.pdf");
        const QString sheet = m_pictures + QStringLiteral("/10-zh-sizing-sheet.pdf");
        if (!window->exportTo(comparison, error))
            return QStringLiteral("error ") + error;
        window->close();
        if (!m_window.exportSheetPdf(sheet, error))
            return QStringLiteral("error ") + error;
        return QStringLiteral("printed");
    }

    ui::MainWindow m_window;
    QString m_pictures;

public:
    bool m_exposed = false;
};

int windowRole(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("GPU Planner journey"));
    ui::applyLanguage(QStringLiteral("en"));
    WindowRole window(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    window.picture(QStringLiteral("01-start"));
    std::printf(window.m_exposed ? "ready\n" : "error the window did not show\n");
    std::fflush(stdout);
    QTextStream in(stdin);
    QString step;
    while (in.readLineInto(&step)) {
        std::printf("%s\n", qPrintable(window.run(step)));
        std::fflush(stdout);
    }
    return 0;
}

} // namespace

// ---- The test's side ---------------------------------------------------------------------------

class TestJourney : public QObject
{
    Q_OBJECT

    QProcess m_window;

    QString step(const QByteArray& name)
    {
        if (!name.isEmpty())
            m_window.write(name + '\n');
        while (!m_window.canReadLine())
            if (!m_window.waitForReadyRead(60000))
                return QStringLiteral("no answer to ") + QString::fromUtf8(name);
        return QString::fromUtf8(m_window.readLine()).trimmed();
    }

    static QString cli(const QStringList& args)
    {
        QProcess process;
        process.start(QStringLiteral(GP_CLI_PATH), args);
        process.waitForFinished(60000);
        return process.exitCode() == 0
            ? QString::fromUtf8(process.readAllStandardOutput())
            : QStringLiteral("error ") + QString::fromUtf8(process.readAllStandardError());
    }

private slots:
    void twoUsersSaveCompareAndPrintThenTheWindowIsKilled()
    {
        QVERIFY2(!qEnvironmentVariableIsEmpty("DISPLAY"),
                 "needs an X server: CTest runs it under xvfb-run");
        const QString pictures = qEnvironmentVariableIsEmpty("GP_JOURNEY_DIR")
            ? QStringLiteral(GP_JOURNEY_DIR)
            : qEnvironmentVariable("GP_JOURNEY_DIR");
        QDir(pictures).removeRecursively();
        QVERIFY(QDir().mkpath(pictures));
        QTemporaryDir home;
        const QString database = home.filePath(QStringLiteral("projects.sqlite"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        m_window.setProcessEnvironment(env);
        m_window.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        // The file dialogs start in the working folder: the database's, as when a user keeps
        // projects beside the sheets they print.
        m_window.setWorkingDirectory(home.path());
        m_window.start(QCoreApplication::applicationFilePath(),
                       {QStringLiteral("--window"), database, pictures});
        QVERIFY(m_window.waitForStarted());
        QCOMPARE(step({}), QStringLiteral("ready"));

        // Every save the window reports: scenario id -> the revisions it said it saved.
        QMap<qint64, QList<int>> reported;
        auto expectSaved = [&](const QString& answer) {
            for (const QString& part : answer.split(QLatin1Char(';'))) {
                const QStringList words = part.split(QLatin1Char(' '));
                QVERIFY2(words.size() == 3 && words[0] == QLatin1String("saved"),
                         qPrintable(answer));
                reported[words[1].toLongLong()] << words[2].toInt();
            }
        };
        // The ML engineer.
        expectSaved(step("finetune"));
        expectSaved(step("serving"));
        const QString tooltip = step("hover");
        QVERIFY2(tooltip.startsWith(QLatin1String("Weights: "))
                     && tooltip.contains(QLatin1String("GiB")),
                 qPrintable(tooltip));
        QCOMPARE(step("dialog"), QStringLiteral("dialog closed"));
        QVERIFY(cli({QStringLiteral("project"), QStringLiteral("list"), QStringLiteral("--db"),
                     database})
                    .contains(QStringLiteral("Demo project")));
        expectSaved(step("after-cli"));
        // The procurement engineer, in Chinese, with the CLI reading alongside.
        QCOMPARE(step("chinese"), QStringLiteral("zh"));
        expectSaved(step("fleets"));
        QVERIFY(!cli({QStringLiteral("project"), QStringLiteral("show"),
                      QStringLiteral("Demo project"), QStringLiteral("--db"), database})
                     .startsWith(QLatin1String("error")));
        QCOMPARE(step("compare"), QStringLiteral("printed"));
        for (const char* pdf : {"09-zh-comparison", "10-zh-sizing-sheet"}) {
            const QString path = pictures + QLatin1Char('/') + QLatin1String(pdf);
            QFile file(path + QStringLiteral(".pdf"));
            QVERIFY2(file.open(QIODevice::ReadOnly) && file.read(5) == "%PDF-", pdf);
            // Pages as pictures for a person to look at (poppler-utils is a test dependency).
            QCOMPARE(QProcess::execute(QStringLiteral("pdftoppm"),
                                       {QStringLiteral("-png"), QStringLiteral("-r"),
                                        QStringLiteral("60"), path + QStringLiteral(".pdf"), path}),
                     0);
        }
        // And then the window dies.
        m_window.kill();
        QVERIFY(m_window.waitForFinished());

        auto opened = store::Database::open(database);
        QVERIFY2(opened.database, qPrintable(opened.error));
        store::ProjectStore store(*opened.database);
        QCOMPARE(reported.size(), 4); // LoRA, serving, two fleets
        for (auto it = reported.cbegin(); it != reported.cend(); ++it) {
            const auto record = store.scenario(it.key());
            QVERIFY(record);
            QCOMPARE(record->info.revision, it.value().back());
            for (const int revision : it.value())
                QVERIFY(store.revisionDocument(it.key(), revision));
        }
    }
};

int main(int argc, char** argv)
{
    if (argc == 4 && QByteArray(argv[1]) == "--window")
        return windowRole(argc, argv);
    QCoreApplication app(argc, argv);
    TestJourney test;
    return QTest::qExec(&test, argc, argv);
}

#include "journey.moc"
