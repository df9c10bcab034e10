// The sizing sheet's memory table: its cells are the estimate's parts, and with pipeline
// parallelism it shows the first, a fuller middle and the last stage side by side.
#include "common/test_support.h"
#include "compare/comparison.h"
#include "sheet_html.h"
#include "sizing_sheet.h"

#include <QFile>
#include <QLocale>
#include <QPageRanges>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QTranslator>

using namespace gp;

namespace {

constexpr double kGiB = 1024.0 * 1024 * 1024;

std::string demo(const char* name)
{
    QFile file(QStringLiteral(GP_SOURCE_DIR "/resources/demo/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    return file.readAll().toStdString();
}

QString cellText(QTextTable* table, int row, int column)
{
    if (!table) // the caller's QVERIFY has failed already
        return {};
    const QTextTableCell cell = table->cellAt(row, column);
    QTextCursor cursor = cell.firstCursorPosition();
    cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
    return cursor.selectedText();
}

// The table whose first header cell is `head`: "Part" for the memory table.
QTextTable* tableHeaded(QTextDocument& document, const QString& head)
{
    for (QTextFrame* frame : document.rootFrame()->childFrames())
        if (auto* table = qobject_cast<QTextTable*>(frame))
            if (table->rows() > 0 && cellText(table, 0, 0) == head)
                return table;
    return nullptr;
}

QTextTable* memoryTable(QTextDocument& document)
{
    return tableHeaded(document, QStringLiteral("Part"));
}

QString gib(double bytes)
{
    return QStringLiteral("%1 GiB").arg(QLocale().toString(bytes / kGiB, 'f', 2));
}

} // namespace

class TestSizingSheet : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void onePipelineStageHasOneColumnOfParts()
    {
        const auto planned = test::estimatedScenario(demo("lora-llama-3.1-8b.json"));
        const auto document = sheet::scenarioSheet(planned.scenario, planned.estimate, {});
        QTextTable* table = memoryTable(*document);
        QVERIFY(table);
        QCOMPARE(table->columns(), 3);
        const TrainingMemory& m = planned.estimate.training->first().memory;
        QCOMPARE(cellText(table, 4, 0), QStringLiteral("Activations"));
        QCOMPARE(cellText(table, 4, 1), gib(m.activations.bytes.expected));
        QCOMPARE(cellText(table, 6, 0), QStringLiteral("Total"));
        QCOMPARE(cellText(table, 6, 1), gib(m.total.expected));
    }

    // The bill of materials prints the core's lines as they are, then power, racks and energy,
    // and the sheet ends with the request and approval block.
    void billOfMaterialsIsTheCores()
    {
        const auto planned = test::estimatedScenario(demo("pretrain-llama-3.1-70b.json"));
        const auto document = sheet::scenarioSheet(planned.scenario, planned.estimate, {});
        QTextTable* table = tableHeaded(*document, QStringLiteral("Item"));
        QVERIFY(table);
        const auto& lines = planned.estimate.bom->lines;
        QCOMPARE(table->rows(), int(lines.size()) + 1);
        for (int i = 0; i < int(lines.size()); ++i)
            QCOMPARE(
                cellText(table, i + 1, 1),
                QLocale().toString(static_cast<double>(lines[std::size_t(i)].quantity), 'f', 0));
        QCOMPARE(cellText(table, 1, 0), QStringLiteral("Server"));
        QCOMPARE(cellText(table, 1, 1), QStringLiteral("8"));
        const QString text = document->toPlainText();
        QVERIFY(text.contains(QStringLiteral("Racks: 3, each with up to 3 servers under 40 kW")));
        // The demo's electricity price, at the bill's yearly energy.
        QVERIFY(text.contains(
            QStringLiteral("Energy cost per year: %1 USD")
                .arg(QLocale().toString(*planned.estimate.bom->power.yearlyEnergyCost, 'f', 0))));
        const int approvalAt = int(text.indexOf(QStringLiteral("Request and approval")));
        QVERIFY(approvalAt > int(text.indexOf(QStringLiteral("Bill of materials"))));
        QVERIFY(text.indexOf(QStringLiteral("Signature and date")) > approvalAt);
    }

    void pipelineStagesSideBySide()
    {
        const auto planned = test::estimatedScenario(demo("pretrain-llama-3.1-70b.json"));
        QVERIFY(planned.scenario.training.pp > 1);
        const auto document = sheet::scenarioSheet(planned.scenario, planned.estimate, {});
        QTextTable* table = memoryTable(*document);
        QVERIFY(table);
        QCOMPARE(table->columns(), 5);
        // Its heads repeat when the table runs onto another page.
        QCOMPARE(table->format().headerRowCount(), 1);
        QCOMPARE(cellText(table, 0, 1), QStringLiteral("First pipeline stage"));
        QCOMPARE(cellText(table, 0, 3), QStringLiteral("Last pipeline stage"));
        const TrainingMemory& first = planned.estimate.training->first().memory;
        const TrainingMemory& last = planned.estimate.training->last()->memory;
        // The stages differ where the model does: the last holds the output head and the logits.
        QVERIFY(first.weights.bytes.expected != last.weights.bytes.expected);
        const std::pair<int, const MemoryComponent TrainingMemory::*> rows[]
            = {{1, &TrainingMemory::weights},
               {2, &TrainingMemory::gradients},
               {3, &TrainingMemory::optimizer},
               {4, &TrainingMemory::activations},
               {5, &TrainingMemory::overhead}};
        for (const auto& [row, part] : rows) {
            QCOMPARE(cellText(table, row, 1), gib((first.*part).bytes.expected));
            QCOMPARE(cellText(table, row, 3), gib((last.*part).bytes.expected));
            QCOMPARE(cellText(table, row, 4),
                     QStringLiteral("%1 - %2").arg(gib((last.*part).bytes.low),
                                                   gib((last.*part).bytes.high)));
        }
        QCOMPARE(cellText(table, 6, 1), gib(first.total.expected));
        QCOMPARE(cellText(table, 6, 3), gib(last.total.expected));
    }

    // DeepSeek-V3 over 16 stages with little expert parallelism: stage 2 holds four MoE layers
    // to the first stage's one and gets its own pair of columns, between the first and the last.
    void aFullerMiddleStageGetsItsColumns()
    {
        const auto planned = test::estimatedScenario(
            gp::test::readDataFile(QStringLiteral("scenarios/deepseek-v3-pp16-ep2.json")));
        QVERIFY(planned.estimate.training->middle());
        const auto document = sheet::scenarioSheet(planned.scenario, planned.estimate, {});
        QTextTable* table = memoryTable(*document);
        QVERIFY(table);
        QCOMPARE(table->columns(), 7);
        QCOMPARE(cellText(table, 0, 1), QStringLiteral("First pipeline stage"));
        QCOMPARE(cellText(table, 0, 3), QStringLiteral("Pipeline stage 2 of 16"));
        QCOMPARE(cellText(table, 0, 5), QStringLiteral("Last pipeline stage"));
        const TrainingMemory& middle = planned.estimate.training->middle()->memory;
        QCOMPARE(cellText(table, 1, 3), gib(middle.weights.bytes.expected));
        QCOMPARE(cellText(table, 6, 3), gib(middle.total.expected));
        QCOMPARE(cellText(table, 6, 5),
                 gib(planned.estimate.training->last()->memory.total.expected));
        // The verdict is the middle stage's: it does not fit.
        QVERIFY(document->toPlainText().contains(QStringLiteral("Does not fit")));
    }

    // The cost of ownership prints the core's figures; without quotes it names what is missing
    // and prints no amount; the approval block carries the request's names.
    void ownershipIsTheCoresAndNamesWhatIsMissing()
    {
        nlohmann::json bare = nlohmann::json::parse(demo("serve-llama-3.1-70b.json"));
        bare.erase("purchase");
        const auto unpriced = test::estimatedScenario(bare.dump());
        const QString none
            = sheet::scenarioSheet(unpriced.scenario, unpriced.estimate, {})->toPlainText();
        QVERIFY(none.contains(QStringLiteral("No purchase price is given")));
        QVERIFY(none.contains(QStringLiteral("(purchase.server.unit_price)")));
        QVERIFY(!none.contains(QStringLiteral("Capital cost")));

        nlohmann::json doc = nlohmann::json::parse(demo("serve-llama-3.1-70b.json"));
        doc["purchase"]
            = {{"currency", "CNY"},
               {"exchange_rate", 7.1},
               {"exchange_rate_date", "2026-11-30"},
               {"server",
                {{"unit_price", 2100000}, {"vendor", "Example Systems"}, {"date", "2026-11-20"}}}};
        doc["request"] = {{"requester", "Lin Wei"}, {"approver", "Zhang San"}};
        const auto planned = test::estimatedScenario(doc.dump());
        const auto document = sheet::scenarioSheet(planned.scenario, planned.estimate, {});
        QTextTable* quotes = nullptr;
        for (QTextFrame* frame : document->rootFrame()->childFrames())
            if (auto* table = qobject_cast<QTextTable*>(frame))
                if (table->columns() == 6 && cellText(table, 0, 2) == QStringLiteral("Unit price"))
                    quotes = table;
        QVERIFY(quotes);
        const procure::Ownership& o = planned.estimate.bom->ownership;
        QCOMPARE(cellText(quotes, 1, 1), QLocale().toString(qlonglong(o.priced[0].quantity)));
        QCOMPARE(cellText(quotes, 1, 3),
                 QLocale().toString(o.priced[0].amount, 'f', 0) + QStringLiteral(" CNY"));
        QCOMPARE(cellText(quotes, 1, 4), QStringLiteral("Example Systems"));
        QCOMPARE(cellText(quotes, 1, 5), QStringLiteral("2026-11-20"));
        const QString text = document->toPlainText();
        QVERIFY(text.contains(QStringLiteral("1 USD = 7.1 CNY, as of 2026-11-30")));
        // Support is not given: the total is a lower bound, and says so.
        QVERIFY(!o.complete);
        QVERIFY(text.contains(QStringLiteral("Cost of ownership over 3 years: at least ")
                              + QLocale().toString(*o.tco, 'f', 0) + QStringLiteral(" CNY")));
        QVERIFY(text.contains(QLocale().toString(*o.rentTerm, 'f', 0) + QStringLiteral(" CNY")));
        QVERIFY(text.contains(QStringLiteral("Not given: purchase.support_per_year")));
        for (const QString& name : {QStringLiteral("Lin Wei"), QStringLiteral("Zhang San")})
            QVERIFY(text.contains(name));
    }

    // A GPU the scenario describes itself is sourced to the scenario file, in the sheet's
    // language: the Chinese sheet has no English words in its catalog table.
    void anInlineGpuIsSourcedToTheScenarioFileInTheSheetsLanguage()
    {
        nlohmann::json doc = nlohmann::json::parse(demo("serve-llama-3.1-70b.json"));
        doc["hardware"]["gpu"] = {{"name", "Lab accelerator"},
                                  {"memory_gib", 96},
                                  {"bandwidth_gbps", 4000},
                                  {"bf16_tflops", 900},
                                  {"generation", "hopper"}};
        const auto planned = test::estimatedScenario(doc.dump());
        QCOMPARE(planned.scenario.hardware.gpuId, std::string("custom"));
        auto sourceCell = [&] {
            const auto document = sheet::scenarioSheet(planned.scenario, planned.estimate, {});
            // The catalog table: its third head is "Source" (the bill of materials also
            // starts with "Item").
            for (QTextFrame* frame : document->rootFrame()->childFrames()) {
                auto* table = qobject_cast<QTextTable*>(frame);
                if (!table || table->columns() != 4
                    || cellText(table, 0, 2) != sheet::SizingSheet::tr("Source"))
                    continue;
                for (int row = 1; row < table->rows(); ++row)
                    if (cellText(table, row, 0) == QStringLiteral("Lab accelerator"))
                        return cellText(table, row, 2);
            }
            return QStringLiteral("(no row for the GPU)");
        };
        QCOMPARE(sourceCell(), QStringLiteral("the scenario file"));

        QTranslator chinese;
        QVERIFY(chinese.load(QStringLiteral(":/i18n/gpu_planner_zh_CN.qm")));
        QCoreApplication::installTranslator(&chinese);
        const QString zh = sourceCell();
        QCoreApplication::removeTranslator(&chinese);
        QVERIFY2(!zh.isEmpty() && !zh.contains(QStringLiteral("scenario")), qPrintable(zh));
        QCOMPARE(zh, QStringLiteral("方案文件"));
    }

    // Serving short of its targets: the bill shows the fleet as entered beside the one the
    // targets need, with that fleet's cost.
    void servingBillShowsTheFleetForTheTargets()
    {
        nlohmann::json doc = nlohmann::json::parse(demo("serve-llama-3.1-70b.json"));
        doc["inference"]["peak_concurrency"] = 512;
        doc["inference"]["targets"]["requests_per_s"] = 40;
        const auto planned = test::estimatedScenario(doc.dump());
        QVERIFY(planned.estimate.fleetBom);
        const auto document = sheet::scenarioSheet(planned.scenario, planned.estimate, {});
        QTextTable* table = tableHeaded(*document, QStringLiteral("Item"));
        QVERIFY(table);
        QCOMPARE(cellText(table, 0, 1), QStringLiteral("As entered"));
        QCOMPARE(cellText(table, 0, 2), QStringLiteral("For the targets"));
        QCOMPARE(cellText(table, 1, 0), QStringLiteral("Server"));
        QCOMPARE(cellText(table, 1, 1), QStringLiteral("1"));
        QCOMPARE(cellText(table, 1, 2),
                 QLocale().toString(qlonglong(planned.estimate.fleetBom->servers)));
        QVERIFY(document->toPlainText().contains(
            QStringLiteral("The fleet for the targets (%1 servers): capital cost %2 USD")
                .arg(planned.estimate.fleetBom->servers)
                .arg(QLocale().toString(*planned.estimate.fleetBom->ownership.capex, 'f', 0))));
    }

    // A CPU deployment's sheet speaks of servers and their memory, never of GPU memory or
    // replicas, and buys no network between servers that each serve on their own.
    void aCpuSheetSpeaksOfServers()
    {
        nlohmann::json doc = nlohmann::json::parse(demo("cpu-qwen2.5-7b.json"));
        doc["hardware"]["nodes"] = 2;
        doc["inference"]["peak_concurrency"] = 4;
        doc["pricing"] = {{"gpu_hour", 2.5}, {"currency", "USD"}}; // a server's hour here
        const auto planned = test::estimatedScenario(doc.dump());
        QTranslator english; // its plural forms, as the app installs them
        QVERIFY(english.load(QStringLiteral(":/i18n/gpu_planner_en.qm")));
        QCoreApplication::installTranslator(&english);
        const QString text
            = sheet::scenarioSheet(planned.scenario, planned.estimate, {})->toPlainText();
        QCoreApplication::removeTranslator(&english);
        QVERIFY2(text.startsWith(QStringLiteral("Server sizing sheet"))
                     && text.contains(QStringLiteral("Memory of each server"))
                     && text.contains(QStringLiteral("Smallest fleet for the targets: 1 (1 - 1) "
                                                     "server\n"))
                     && text.contains(QStringLiteral("each server holds whole replicas"))
                     && text.contains(QStringLiteral("2.50 USD per server-hour")),
                 qPrintable(text));
        for (const char* word : {"Memory per GPU", "Busiest GPU", "replica at", "add replicas",
                                 "Leaf switch", "server(s)", "GPU-hour", "GPU sizing"})
            QVERIFY2(!text.contains(QLatin1String(word)), word);
    }

    void servingRecommendationNamesTheEngineAndTheWeights()
    {
        // A purchase request says what the figures are for: another engine, or another
        // checkpoint of the same model, holds and serves it differently.
        nlohmann::json doc = nlohmann::json::parse(demo("serve-llama-3.1-70b.json"));
        doc["inference"]["engine"] = "sglang";
        doc["inference"]["weights"] = "awq-int4";
        const auto planned = test::estimatedScenario(doc.dump());
        const double bits = planned.estimate.inference->memory.served.bitsPerWeight;
        QVERIFY(bits > 4 && bits < 6); // the 16-bit embedding, head and norms raise the mean
        const auto document = sheet::scenarioSheet(planned.scenario, planned.estimate, {});
        const QString expected = QStringLiteral("Sized for SGLang serving awq-int4 weights (%1 "
                                                "bits per weight)")
                                     .arg(QLocale().toString(bits, 'f', 2));
        QVERIFY2(document->toPlainText().contains(expected), qPrintable(expected));
    }

    // No heading ends a page: as the text before it grows line by line, a heading that would
    // fall at a page's foot starts the next page instead (some do, or the test proves nothing).
    void headingsAreNeverLeftAtAPageFoot()
    {
        QTemporaryDir dir;
        QPdfWriter writer(dir.filePath(QStringLiteral("probe.pdf")));
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter));
        writer.setResolution(300);
        nlohmann::json doc = nlohmann::json::parse(demo("pretrain-llama-3.1-70b.json"));
        int moved = 0;
        doc["purchase"]["server"]["unit_price"] = 289000;
        for (int words = 0; words < 240; words += 20) {
            doc["purchase"]["server"]["vendor"]
                = QStringLiteral("Example ").repeated(words).toStdString();
            const auto planned = test::estimatedScenario(doc.dump());
            const auto pages = sheet::paginated(
                *sheet::scenarioSheet(planned.scenario, planned.estimate, {}), writer);
            for (QTextBlock block = pages->begin(); block.next().isValid(); block = block.next()) {
                if (block.blockFormat().headingLevel() == 0)
                    continue;
                QVERIFY2(sheet::pageOf(*pages, block) == sheet::pageOf(*pages, block.next()),
                         qPrintable(block.text()));
                if (block.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
                    ++moved;
            }
        }
        QVERIFY(moved > 0);
    }

    // A page range chosen in the print dialog prints those pages only, as QTextDocument::print
    // does: here page 2 of the pre-training sheet, one page.
    void printsTheChosenPagesOnly()
    {
        QTemporaryDir dir;
        const auto planned = test::estimatedScenario(demo("pretrain-llama-3.1-70b.json"));
        const auto document = sheet::scenarioSheet(planned.scenario, planned.estimate, {});
        auto pagesOf = [&](const QString& name, bool onlySecond) {
            const QString path = dir.filePath(name);
            {
                QPdfWriter writer(path);
                writer.setResolution(300);
                if (onlySecond) {
                    QPageRanges second;
                    second.addPage(2);
                    writer.setPageRanges(second);
                }
                sheet::printSheet(*document, writer);
            }
            QFile pdf(path);
            if (!pdf.open(QIODevice::ReadOnly))
                return -1;
            const QByteArray bytes = pdf.readAll();
            return int(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r"));
        };
        const int all = pagesOf(QStringLiteral("all.pdf"), false);
        QVERIFY2(all >= 3, qPrintable(QString::number(all)));
        QCOMPARE(pagesOf(QStringLiteral("second.pdf"), true), 1);
    }

    // A comparison's header names the scenarios compared (it used to print the window's title
    // as if it were a scenario).
    void comparisonHeaderNamesTheScenarios()
    {
        const auto lora = test::estimatedScenario(demo("lora-llama-3.1-8b.json"));
        const auto serve = test::estimatedScenario(demo("serve-llama-3.1-70b.json"));
        const Comparison c
            = compareScenarios({{lora.scenario.name, &lora.scenario, &lora.estimate},
                                {serve.scenario.name, &serve.scenario, &serve.estimate}},
                               0);
        const auto document = sheet::comparisonSheet(c, {});
        QTextTable* header = nullptr;
        for (QTextFrame* frame : document->rootFrame()->childFrames())
            if ((header = qobject_cast<QTextTable*>(frame)))
                break;
        QVERIFY(header);
        QCOMPARE(cellText(header, 0, 0), QStringLiteral("Scenarios"));
        QCOMPARE(cellText(header, 0, 1),
                 QString::fromStdString(lora.scenario.name + "; " + serve.scenario.name));
    }
};

QTEST_MAIN(TestSizingSheet)
#include "test_sizing_sheet.moc"
