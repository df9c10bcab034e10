// QLoRA's dequantization time: bitsandbytes turns each 4-bit weight into a 16-bit one for every
// matmul it enters. Its cost per weight is refitted here from LitGPT's resource tables, the times
// of 1,000 iterations of LoRA and QLoRA (bnb.nf4) on one A100 40GB, and checked against what the
// step time adds.
#include "common/test_support.h"
#include "training/step_time.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace gp;
using gp::test::parsedScenario;

namespace {

struct LitgptRow
{
    const char* caseId; // the QLoRA case of tests/data/reference/sources/litgpt-resource-tables
    double loraMinutes; // "Time 1k iterations", quantization None, micro-batch 1
    double qloraMinutes; // ... bnb.nf4
};

// LitGPT tutorials/resource-tables.md (last updated 10/20/2023), "Finetuning with LoRA on 1 GPU".
const std::vector<LitgptRow> kRows = {
    {"litgpt-lora-phi-1.5-nf4-mb1", 1.62, 1.77},
    {"litgpt-lora-stablelm-alpha-3b-nf4-mb1", 1.24, 1.82},
    {"litgpt-lora-llama-2-7b-nf4-mb1", 2.36, 3.68},
    {"litgpt-lora-llama-2-13b-nf4-mb1", 3.19, 6.38},
};

nlohmann::json caseScenario(const char* id)
{
    const nlohmann::json source
        = gp::test::readDataJson(QStringLiteral("reference/sources/litgpt-resource-tables.json"));
    for (const auto& c : source["cases"])
        if (c["id"] == id)
            return c["scenario"];
    qFatal("no case %s", id);
}

Range dequantizePart(const TrainingTime& time)
{
    return gp::test::timePart(time, "compute.qlora_dequantize");
}

} // namespace

class TestQloraTime : public QObject
{
    Q_OBJECT

private slots:
    void dequantizationCostIsRefittedFromLitgpt()
    {
        // Each iteration is one micro-batch, dequantizing every quantized weight twice (forward,
        // backward; no recomputation): bytes of bandwidth per weight = extra seconds x bandwidth
        // / (2 x weights).
        std::vector<double> implied;
        std::vector<Range> used; // what the step time charges, in the same unit
        for (const LitgptRow& row : kRows) {
            const Scenario s = parsedScenario(caseScenario(row.caseId));
            const Estimate e = estimate(s);
            const double weights = e.training->first().memory.layout.quantizedOnGpu;
            QVERIFY(weights > 1e9);
            const double bandwidth = s.hardware.gpu.bandwidthGBps * 1e9;
            const double extra = (row.qloraMinutes - row.loraMinutes) * 60 / 1000;
            implied.push_back(extra * bandwidth / (2 * weights));
            const double perByte = static_cast<double>(s.training.globalBatch) * 2 * weights
                / bandwidth; // seconds per step for each byte per weight and pass
            const Range part = dequantizePart(*e.trainingTime);
            used.push_back({part.low / perByte, part.expected / perByte, part.high / perByte});
        }
        // The code's constant: the median of the implied figures, its band their spread.
        std::sort(implied.begin(), implied.end());
        const double median = (implied[1] + implied[2]) / 2;
        for (const Range& bytes : used) {
            QVERIFY2(std::abs(bytes.expected - median) < 0.05, qPrintable(QString::number(median)));
            QVERIFY2(std::abs(bytes.low - implied.front()) < 0.05,
                     qPrintable(QString::number(implied.front())));
            QVERIFY2(std::abs(bytes.high - implied.back()) < 0.05,
                     qPrintable(QString::number(implied.back())));
        }
    }

    void qloraIsSlowerThanLoraByItsDequantization()
    {
        // On one GPU the two runs differ in time by the dequantization, and by the optimizer
        // step's reading of the smaller 4-bit weights; recomputation dequantizes once more.
        nlohmann::json doc = caseScenario("litgpt-lora-llama-2-7b-nf4-mb1");
        const Estimate qlora = estimate(parsedScenario(doc));
        doc["training"]["method"] = "lora";
        for (const char* key :
             {"qlora_bits", "qlora_double_quant", "qlora_keeps_inputs", "qlora_upcast"})
            doc["training"].erase(key);
        const Estimate lora = estimate(parsedScenario(doc));
        QCOMPARE(dequantizePart(*lora.trainingTime).expected, -1.0);
        const Range part = dequantizePart(*qlora.trainingTime);
        auto seconds = [](const TrainingTime& t, const char* id) {
            for (const auto& p : t.parts)
                if (p.id == id)
                    return p.seconds.expected;
            return 0.0;
        };
        const double stepDifference = seconds(*lora.trainingTime, "compute.optimizer_step")
            - seconds(*qlora.trainingTime, "compute.optimizer_step");
        QVERIFY(gp::test::relativelyClose(qlora.trainingTime->stepTime.expected
                                              - lora.trainingTime->stepTime.expected,
                                          part.expected - stepDifference, 1e-9));
        QVERIFY(qlora.trainingTime->stepTime.expected > lora.trainingTime->stepTime.expected);
        doc = caseScenario("litgpt-lora-llama-2-7b-nf4-mb1");
        doc["training"]["recompute"] = "full";
        const Range recomputed = dequantizePart(*estimate(parsedScenario(doc)).trainingTime);
        QVERIFY(gp::test::relativelyClose(recomputed.expected, 1.5 * part.expected));
        // LLM.int8 runs another kernel, which the LitGPT rows do not measure: no charge.
        doc["training"]["qlora_bits"] = 8;
        QCOMPARE(dequantizePart(*estimate(parsedScenario(doc)).trainingTime).expected, -1.0);
    }
};

QTEST_GUILESS_MAIN(TestQloraTime)
#include "test_qlora_time.moc"
