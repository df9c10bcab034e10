// How quickly the window answers an edit: the micro-batch changed 200 times through its spin
// box, each time until the events are processed (re-estimate, form, charts, results repainted),
// reported as p50 / p95 / max; and the cold start from nothing to a shown, estimated window.
// Timings are reported, never asserted (docs/benchmarks.md records them).
#include "main_window.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <vector>

using gp::ui::MainWindow;

namespace {

void report(const char* what, std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) {
        return ms[std::min(ms.size() - 1, std::size_t(q * static_cast<double>(ms.size())))];
    };
    qInfo("%s: n=%zu p50 %.2f ms, p95 %.2f ms, max %.2f ms", what, ms.size(), at(0.5), at(0.95),
          ms.back());
}

} // namespace

class BenchEditor : public QObject
{
    Q_OBJECT

private slots:
    void coldStart()
    {
        QTemporaryDir dir;
        QElapsedTimer timer;
        timer.start();
        MainWindow window;
        window.openDatabase(dir.filePath(QStringLiteral("projects.sqlite")), true);
        window.show();
        QCoreApplication::processEvents();
        qInfo("cold start to a shown, estimated window: %.1f ms",
              static_cast<double>(timer.nsecsElapsed()) / 1e6);
        QVERIFY(window.isVisible());
    }

    void editToChart_data()
    {
        QTest::addColumn<QString>("tab");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("base"); // the values set are base x 1, 2, ..., 16
        const QString micro = QStringLiteral("field:training.micro_batch");
        const QString seq = QStringLiteral("field:training.seq_len");
        QTest::newRow("memory chart") << QStringLiteral("Memory") << micro << 1;
        // Editing the swept knob (micro-batch) moves the marker and, past the range, the range.
        QTest::newRow("sweep chart") << QStringLiteral("Sweep") << micro << 1;
        // Editing another knob moves every stacked area.
        QTest::newRow("sweep chart, sequence length") << QStringLiteral("Sweep") << seq << 256;
    }

    void editToChart()
    {
        QFETCH(QString, tab);
        QFETCH(QString, field);
        QFETCH(int, base);
        QTemporaryDir dir;
        MainWindow window;
        window.openDatabase(dir.filePath(QStringLiteral("projects.sqlite")), true);
        window.resize(1280, 800);
        window.show();
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("chartTabs"));
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->tabText(i) == tab)
                tabs->setCurrentIndex(i);
        QCoreApplication::processEvents();
        auto* knob = window.findChild<QSpinBox*>(field);
        QVERIFY(knob && knob->isVisibleTo(&window));
        std::vector<double> ms;
        QElapsedTimer timer;
        for (int i = 0; i < 200; ++i) {
            timer.start();
            knob->setValue(base * (1 + i % 16));
            QCoreApplication::processEvents(); // the repaint of the charts and tables
            ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        }
        report(qPrintable(QStringLiteral("edit of %1 to %2 updated").arg(field, tab)), ms);
        QCOMPARE(knob->value(), base * (1 + 199 % 16));
    }
};

QTEST_MAIN(BenchEditor)
#include "bench_editor.moc"
