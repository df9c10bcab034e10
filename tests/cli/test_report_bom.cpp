// gpu-planner-cli report --bom: the quote-request table of a scenario, in the chosen language,
// written whole (UTF-8 with a byte-order mark for spreadsheets), and a clear error when it
// cannot be written. Needs no display: the table is text.
#include "common/cli_support.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
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
        QVERIFY2(lines.front().endsWith(QStringLiteral("Unit price,Currency,Vendor,Quote date")),
                 qPrintable(lines.front()));
        // What the server's price includes has no price columns of its own.
        QVERIFY(lines.contains(QStringLiteral("GPU,64,8,\"NVIDIA H100 SXM5 80GB, 80 GiB\",,,,")));
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

        // Quoted prices fill their lines: the server's, and every switch line the switch's.
        QFile demo(QString::fromStdString(scenario));
        QVERIFY(demo.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(demo.readAll()).object();
        root[QStringLiteral("purchase")] = QJsonDocument::fromJson(R"({"currency": "CNY",
            "server": {"unit_price": 2100000.5, "vendor": "Example, Inc.", "date": "2026-11-20"},
            "switch": {"unit_price": 210000, "date": "2026-11-21"}})")
                                               .object();
        const QByteArray quoted = QJsonDocument(root).toJson();
        const QString quotedPath = dir.filePath(QStringLiteral("quoted.json"));
        QFile quotedFile(quotedPath);
        QVERIFY(quotedFile.open(QIODevice::WriteOnly));
        quotedFile.write(quoted);
        quotedFile.close();
        const QString quotedCsv = dir.filePath(QStringLiteral("quoted.csv"));
        const Run priced = runCli(
            {"report", quotedPath.toStdString(), "--bom", quotedCsv.toStdString(), "--lang", "en"});
        QVERIFY2(priced.status == 0, qPrintable(priced.err));
        QFile pricedFile(quotedCsv);
        QVERIFY(pricedFile.open(QIODevice::ReadOnly));
        const QStringList pricedLines = QString::fromUtf8(pricedFile.readAll().mid(3))
                                            .split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QVERIFY(pricedLines.filter(QStringLiteral("Server,8,1,"))
                    .front()
                    .endsWith(QStringLiteral(",2100000.5,CNY,\"Example, Inc.\",2026-11-20")));
        QVERIFY(pricedLines.filter(QStringLiteral("Leaf switch,1,,"))
                    .front()
                    .endsWith(QStringLiteral(",210000,CNY,,2026-11-21")));
        QVERIFY(
            pricedLines.filter(QStringLiteral("Cable,")).front().endsWith(QStringLiteral(",,,,")));

        // An Excel workbook for .xlsx: the same table, quantities and prices as numbers, in the
        // language asked for, and no temporary file left beside it.
        const QString xlsx = dir.filePath(QStringLiteral("quoted.xlsx"));
        const Run workbook = runCli(
            {"report", quotedPath.toStdString(), "--bom", xlsx.toStdString(), "--lang", "zh_CN"});
        QVERIFY2(workbook.status == 0, qPrintable(workbook.err));
        QFile book(xlsx);
        QVERIFY(book.open(QIODevice::ReadOnly));
        QVERIFY(book.read(4) == QByteArray("PK\x03\x04", 4)); // a zip, as every .xlsx
        QCOMPARE(
            QDir(dir.path()).entryList({QStringLiteral(".quote-*")}, QDir::Hidden | QDir::Files),
            QStringList());
        if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QSKIP("python3 is needed to read the workbook back");
        QProcess unzip;
        unzip.start(QStringLiteral("python3"),
                    {QStringLiteral("-c"),
                     QStringLiteral("import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); "
                                    "sys.stdout.write(z.read('xl/sharedStrings.xml').decode() + "
                                    "z.read('xl/worksheets/sheet1.xml').decode() + "
                                    "z.read('xl/workbook.xml').decode())"),
                     xlsx});
        QVERIFY(unzip.waitForFinished(30000));
        const QString xml = QString::fromUtf8(unzip.readAllStandardOutput());
        for (const QString& expected :
             {QStringLiteral("<t>\u7269\u6599</t>"), // 物料, the first heading
              QStringLiteral("<t>Example, Inc.</t>"), QStringLiteral("<t>2026-11-20</t>"),
              QStringLiteral("<v>2100000.5</v>"), // the unit price, a number
              QStringLiteral("<c r=\"B2\"><v>8</v></c>"), // 8 servers, a number
              QStringLiteral("name=\"\u8be2\u4ef7\u8868\"")}) // the sheet: 询价表
            QVERIFY2(xml.contains(expected), qPrintable(expected));

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
