// One verdict everywhere: for every reference case, reliability reproducer and demo, the window,
// the sizing sheet, the CLI's text, the JSON document and the comparison show the verdict the
// core computed (fits or not, why, and by how much), in English and in Chinese; the memory sweep
// judges the scenario's own value the same way; and that verdict agrees with the memory figures
// it judges.
#include "common/test_support.h"
#include "compare/comparison.h"
#include "estimate/estimate_json.h"
#include "estimate/estimate_text.h"
#include "estimate_view.h"
#include "language.h"
#include "message_text.h"
#include "plan/memory_sweep.h"
#include "sizing_sheet.h"

#include <QDir>
#include <QLabel>
#include <QTest>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

using namespace gp;

namespace {

using test::Case;
using test::scenarioCorpus;

// What the verdict must be, from the figures it judges, worked out here on its own.
void checkAgainstFigures(const QString& name, const Estimate& e)
{
    const Verdict& v = e.verdict;
    QVERIFY2(std::isfinite(v.marginBytes) && v.capacityBytes > 0, qPrintable(name));
    QCOMPARE(v.fits(), v.marginBytes >= 0);
    if (e.training) {
        double least = INFINITY;
        // A trial's measured peak scales every stage's model total alike.
        const double factor = e.trainingCalibration ? e.trainingCalibration->factor : 1.0;
        for (const TrainingStage& stage : e.training->stages)
            least = std::min(least,
                             stage.memory.capacityBytes - stage.memory.total.expected * factor);
        QVERIFY2(std::fabs(v.marginBytes - least) <= 1, qPrintable(name));
        QCOMPARE(v.reason, std::string("total"));
        QCOMPARE(v.stage.empty(), e.training->first().memory.layout.stages == 1);
        QVERIFY2(!v.targetsMet, qPrintable(name));
    } else {
        const InferenceMemory& m = e.inference->memory;
        QCOMPARE(v.fits(), m.fits);
        QCOMPARE(v.fit == Fit::CannotStart, !m.startable);
        if (v.fits())
            QVERIFY2(std::fabs(v.marginBytes - (m.capacityBytes - m.total.expected)) <= 1,
                     qPrintable(name));
        QCOMPARE(v.targetsMet, std::optional<bool>(e.inference->sizing.targetsMet));
    }
}

} // namespace

class TestVerdictViews : public QObject
{
    Q_OBJECT

private slots:
    void everyViewShowsTheCoresVerdict_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void everyViewShowsTheCoresVerdict()
    {
        QFETCH(QString, language);
        QVERIFY(ui::applyLanguage(language));
        const std::vector<Case> cases = scenarioCorpus();
        QVERIFY(cases.size() > 40);
        ui::EstimateView view;
        auto* label = view.findChild<QLabel*>(QStringLiteral("fitVerdict"));
        QVERIFY(label);
        int fitting = 0;
        int short_ = 0;
        int refused = 0;
        for (const Case& c : cases) {
            const auto parsed = parseScenario(c.text, builtinCatalog());
            view.showScenarioText(QString::fromStdString(c.text));
            if (!parsed.scenario) {
                // A refused file (the reproducers of extreme input) has no verdict to show.
                QVERIFY2(label->text().isEmpty(), qPrintable(c.name));
                ++refused;
                continue;
            }
            const Scenario& scenario = *parsed.scenario;
            const Estimate e = estimate(scenario, parsed.diagnostics);
            checkAgainstFigures(c.name, e);
            (e.verdict.fits() ? fitting : short_) += 1;
            const QString sentence = sheet::messageText(e.verdict.message);
            QVERIFY(!sentence.isEmpty());

            // The JSON document carries it, margin and all.
            const nlohmann::json document = estimateToJson(e, scenario);
            const nlohmann::json& j = document.at("verdict");
            QCOMPARE(j.at("fits").get<bool>(), e.verdict.fits());
            QCOMPARE(j.at("fit").get<std::string>(), std::string(fitName(e.verdict.fit)));
            QCOMPARE(j.at("margin_bytes").get<double>(), e.verdict.marginBytes);
            QCOMPARE(j.at("message").at("id").get<std::string>(), e.verdict.message.id);

            // The CLI's text, in this language.
            const std::string text = estimateToText(e, scenario, sheet::translatedMessages());
            QVERIFY2(QString::fromStdString(text).contains(sentence),
                     qPrintable(c.name + QStringLiteral(": ") + sentence));

            // The sizing sheet.
            const auto document2 = sheet::scenarioSheet(scenario, e, {});
            QVERIFY2(document2->toPlainText().contains(sentence), qPrintable(c.name));

            // The window, in the verdict's colour.
            QCOMPARE(label->text(), sentence);
            QCOMPARE(label->styleSheet().contains(QLatin1String("#1a7f37")), e.verdict.fits());

            // The sweep at the scenario's own value: the same judgement and the same total
            // (calibrated by a trial run as the verdict is).
            const SweepKnob knob = e.training ? SweepKnob::MicroBatch : SweepKnob::Concurrency;
            const double own = e.training ? static_cast<double>(scenario.training.microBatch)
                                          : static_cast<double>(scenario.inference.peakConcurrency);
            const MemorySweep sweep
                = sweepMemory(nlohmann::json::parse(c.text), knob, {own}, builtinCatalog());
            QVERIFY2(sweep.points.size() == 1 && sweep.points[0].valid, qPrintable(c.name));
            QVERIFY2(sweep.points[0].fits == e.verdict.fits(),
                     qPrintable(c.name
                                + QStringLiteral(": sweep total %1, verdict used %2 of %3")
                                      .arg(sweep.points[0].total)
                                      .arg(e.verdict.usedBytes)
                                      .arg(e.verdict.capacityBytes)));
            QVERIFY2(std::fabs(sweep.points[0].total - e.verdict.usedBytes)
                         <= 1e-9 * e.verdict.usedBytes,
                     qPrintable(c.name));
            QCOMPARE(sweep.calibrationFactor.has_value(), e.trainingCalibration.has_value());

            // The comparison: the same yes or no, and the same margin.
            const Comparison compared
                = compareScenarios({{"a", &scenario, &e}, {"b", &scenario, &e}}, 0);
            bool sawFits = false;
            bool sawMargin = false;
            for (const ComparisonRow& row : compared.rows) {
                if (row.id == "fits") {
                    sawFits = true;
                    QCOMPARE(row.textIds[1],
                             std::string(e.verdict.fits() ? "word.yes" : "word.no"));
                }
                // A server's margin has a row of its own (served on the CPU).
                if (row.id == "headroom_gib" || row.id == "headroom_server_gib") {
                    sawMargin = true;
                    QVERIFY(row.values[1]);
                    QCOMPARE(*row.values[1] * 1024 * 1024 * 1024, e.verdict.marginBytes);
                    QVERIFY(!row.deltaPercents[1]);
                }
            }
            QVERIFY2(sawFits && sawMargin, qPrintable(c.name));
        }
        // Both verdicts occur, or the walk proves little.
        QVERIFY(fitting > 5 && short_ > 2 && refused > 2);
        QVERIFY(ui::applyLanguage(QStringLiteral("en")));
    }
};

QTEST_MAIN(TestVerdictViews)
#include "test_verdict_views.moc"
