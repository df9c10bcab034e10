// gpu-planner-cli report --bom: the quote-request table of a scenario, in the chosen language,
// written whole (UTF-8 with a byte-order mark for spreadsheets), and a clear error when it
// cannot be written. Needs no display: the table is text.
#include "common/cli_support.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gp;
using namespace gp::test;

class TestReportBom : public QObject
{
    Q_OBJECT

private slots:
    void writesTheQuoteRequestTable()
    {
        QTemporaryDir dir;
        const std::string scenario = GP_SOURCE_DIR "/resources/demo/pretrain-llama-3.1-70b.json";
        const QString csv = dir.filePath(QStringLiteral("bom.csv"));
        const Run en = runCli({"report", scenario, "--bom", csv.toStdString(), "--lang", "en"});
        QVERIFY2(en.status == 0, qPrintable(en.err));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        const QStringList lines
            = QString::fromUtf8(bytes.mid(3)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QVERIFY2(lines.front().startsWith(QStringLiteral("Item,Quantity,Per server")),
                 qPrintable(lines.front()));
        // 8 servers of 8 H100: 64 GPUs and 64 compute ports, one leaf switch for 64 ports.
        QVERIFY(lines.contains(QStringLiteral("GPU,64,8,\"NVIDIA H100 SXM5 80GB, 80 GiB\",")));
        QVERIFY(lines.filter(QStringLiteral("Compute network adapter ports,64,8,")).size() == 1);
        QVERIFY(lines.filter(QStringLiteral("Leaf switch,1,,")).size() == 1);

        // Chinese: the same lines, in Chinese.
        const QString zhCsv = dir.filePath(QStringLiteral("bom-zh.csv"));
        const Run zh
            = runCli({"report", scenario, "--bom", zhCsv.toStdString(), "--lang", "zh_CN"});
        QVERIFY2(zh.status == 0, qPrintable(zh.err));
        QFile zhFile(zhCsv);
        QVERIFY(zhFile.open(QIODevice::ReadOnly));
        const QStringList zhLines = QString::fromUtf8(zhFile.readAll().mid(3))
                                        .split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(zhLines.size(), lines.size());
        QVERIFY2(zhLines.front().startsWith(QStringLiteral("\u7269\u6599,")), // 物料
                 qPrintable(zhLines.front()));

        // A folder that does not exist: exit 1, naming the path; nothing half-written.
        const std::string bad = dir.filePath(QStringLiteral("missing/bom.csv")).toStdString();
        const Run failed = runCli({"report", scenario, "--bom", bad, "--lang", "en"});
        QCOMPARE(failed.status, 1);
        QVERIFY2(failed.err.contains(QString::fromStdString(bad)), qPrintable(failed.err));
        // Neither --pdf nor --bom: a usage error.
        QCOMPARE(runCli({"report", scenario}).status, 2);
    }
};

QTEST_GUILESS_MAIN(TestReportBom)
#include "test_report_bom.moc"
