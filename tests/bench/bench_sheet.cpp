// How long a sizing sheet takes: build the document (estimate included) and write the PDF, for
// the 70B pre-training demo (target: under 2 s). Figures in docs/benchmarks.md.
#include "estimate/estimate.h"
#include "scenario/scenario_parser.h"
#include "sizing_sheet.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

using namespace gp;

class BenchSheet : public QObject
{
    Q_OBJECT

private slots:
    void scenarioSheetToPdf()
    {
        QFile file(QStringLiteral(GP_SOURCE_DIR "/resources/demo/pretrain-llama-3.1-70b.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::string text = file.readAll().toStdString();
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        QBENCHMARK
        {
            const ScenarioParseResult parsed = parseScenario(text, builtinCatalog());
            const Estimate e = estimate(*parsed.scenario);
            auto document = sheet::scenarioSheet(
                *parsed.scenario, e,
                {QString(), QStringLiteral("70B"), QDateTime::currentDateTime()});
            QString error;
            QVERIFY(sheet::writeSheetPdf(*document, pdf, QPageSize::A4, error));
        }
        QVERIFY(QFileInfo(pdf).size() > 10000);
    }
};

QTEST_MAIN(BenchSheet)
#include "bench_sheet.moc"
