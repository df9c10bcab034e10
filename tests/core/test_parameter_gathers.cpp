// What ZeRO-3 and FSDP gather: the parameters as the GPU stores them (QLoRA's packed base, not
// 16-bit weights), the current and the prefetched layer, and under PyTorch FSDP as Accelerate
// wraps it the root unit, which stays gathered from the forward pass to the end of the backward
// pass.
#include "common/test_support.h"
#include "model/parameter_count.h"
#include "training/memory_internal.h"
#include "training/step_flops.h"
#include "training/step_time.h"
#include "training/training_memory.h"
#include "training/training_stages.h"

#include <QTest>

using namespace gp;
using gp::test::partBytes;

namespace {

// Four layers, a small vocabulary unless asked otherwise, two GPUs sharding everything.
nlohmann::json shardedRun(const char* method, const char* framework, int vocab = 1000)
{
    auto doc = nlohmann::json::parse(R"({
        "format": "gpu-planner.scenario/1", "workload": "training",
        "model": {"architecture": {"layers": 4, "hidden": 1024, "heads": 8, "ffn": 4096,
                  "max_position": 4096}},
        "hardware": {"gpu": "rtx-3090", "gpus_per_node": 2},
        "training": {"precision": "bf16-pure", "zero_stage": 3, "seq_len": 512,
                     "micro_batch": 1, "global_batch": 2, "recompute": "full",
                     "lora_rank": 16, "lora_targets": ["q_proj", "v_proj"],
                     "qlora_bits": 4, "qlora_double_quant": true}
    })");
    doc["model"]["architecture"]["vocab"] = vocab;
    doc["training"]["method"] = method;
    doc["training"]["framework"] = framework;
    return doc;
}

ParameterCount countOf(const nlohmann::json& doc)
{
    return countParameters(gp::test::parsedScenario(doc).model.architecture);
}

// NF4 with double quantisation: 4 bits, an 8-bit absmax per 64 weights, an FP32 constant per
// 256 blocks.
// What a gather moves of an NF4 base: the packed values; bitsandbytes keeps their constants on
// every GPU, outside the sharded parameters.
constexpr double kNf4Packed = 0.5;

double layerBytes(const ParameterCount& c, double linearBytes)
{
    const LayerParameters& layer = c.denseLayer;
    return static_cast<double>(layer.attention + layer.denseMlp) * linearBytes
        + static_cast<double>(layer.norms) * 2;
}

} // namespace

class TestParameterGathers : public QObject
{
    Q_OBJECT

private slots:
    void qloraGathersItsPackedLayers()
    {
        const auto qlora = shardedRun("qlora", "deepspeed");
        const ParameterCount c = countOf(qlora);
        const TrainingMemory packed = estimateTrainingMemory(gp::test::parsedScenario(qlora));
        QCOMPARE(partBytes(packed.overhead, "overhead.zero3_gather"),
                 2 * layerBytes(c, kNf4Packed));
        // LoRA over the same 16-bit base gathers 2 bytes a weight: about 4 times as much.
        const TrainingMemory plain
            = estimateTrainingMemory(gp::test::parsedScenario(shardedRun("lora", "deepspeed")));
        QCOMPARE(partBytes(plain.overhead, "overhead.zero3_gather"), 2 * layerBytes(c, 2));
    }

    void qloraGathersItsPackedBaseInTime()
    {
        // Every parameter, as stored, moves in each forward and backward pass: the packed layers,
        // the 16-bit embedding, head and norms, and the FP32 adapters.
        for (const char* method : {"qlora", "lora"}) {
            const Scenario s = gp::test::parsedScenario(shardedRun(method, "deepspeed"));
            const TrainingStages stages = estimateTrainingStages(s, Detail::Full);
            const TrainingLayout& layout = stages.first().memory.layout;
            const ParameterCount c = countOf(shardedRun(method, "deepspeed"));
            const double linear
                = 4.0 * static_cast<double>(c.denseLayer.attention + c.denseLayer.denseMlp);
            const double adapters = layout.trainableParametersOnGpu;
            const double rest = layout.parametersOnGpu - adapters - linear;
            const double linearBytes = std::string(method) == "qlora" ? kNf4Packed : 2.0;
            const double stored = linear * linearBytes + rest * 2 + adapters * 4;
            QCOMPARE(layout.parameterBytesOnGpu, stored);
            const TrainingTime time = estimateTrainingTime(s, trainingStepFlops(s), stages);
            const TimePart* traffic = nullptr;
            for (const TimePart& part : time.parts)
                if (part.id == "communication.data_parallel")
                    traffic = &part;
            QVERIFY(traffic);
            const std::string gathers = "parameter gathers of " + training::gib(stored);
            QVERIFY2(traffic->formula.find(gathers) != std::string::npos, traffic->formula.c_str());
        }
    }

    void fsdpHoldsItsRootUnitGathered()
    {
        // A vocabulary large enough that the embedding outweighs a layer: DeepSpeed gathers the
        // embedding like a layer, twice at most; FSDP gathers two layers and keeps the whole
        // root unit (embedding, head, final norm) from the forward to the end of the backward.
        const auto fsdp = shardedRun("lora", "fsdp", 32000);
        const ParameterCount c = countOf(fsdp);
        const double embedding = static_cast<double>(c.inputEmbedding) * 2;
        const double root = static_cast<double>(c.inputEmbedding + c.outputHead + c.finalNorm) * 2;
        QVERIFY(embedding > layerBytes(c, 2));
        const TrainingMemory heldRoot = estimateTrainingMemory(gp::test::parsedScenario(fsdp));
        const Range gather = [&] {
            for (const auto& part : heldRoot.overhead.parts)
                if (part.id == "overhead.zero3_gather")
                    return part.bytes;
            return Range::exactly(-1);
        }();
        QCOMPARE(gather.expected, 2 * layerBytes(c, 2) + root);
        // Without the prefetch only the current layer is gathered; the root stays.
        QCOMPARE(gather.low, layerBytes(c, 2) + root);
        const TrainingMemory deepspeed = estimateTrainingMemory(
            gp::test::parsedScenario(shardedRun("lora", "deepspeed", 32000)));
        QCOMPARE(partBytes(deepspeed.overhead, "overhead.zero3_gather"), 2 * embedding);
        // torchtitan wraps the embedding and the head as units of their own.
        const TrainingMemory fsdp2 = estimateTrainingMemory(
            gp::test::parsedScenario(shardedRun("lora", "torchtitan", 32000)));
        QCOMPARE(partBytes(fsdp2.overhead, "overhead.zero3_gather"), 2 * embedding);
    }

    void hybridsGatherTheirLargestBlock()
    {
        // The largest layer ZeRO-3 and FSDP gather whole, by the kinds of layers a model has.
        // Qwen3-Next: Gated DeltaNet mixers, larger than its attention, in three layers of four,
        // each beside the MoE block. Nemotron-H: every layer a single block (a Mamba-2 mixer,
        // attention, or an MLP alone), so no layer holds a mixer and an MLP together.
        for (const char* config : {"hf/qwen3-next-80b-a3b.json", "hf/nemotron-h-8b.json"}) {
            auto doc = shardedRun("full", "fsdp");
            doc["model"] = {{"hf_config", gp::test::readDataJson(QString::fromLatin1(config))}};
            doc["hardware"]["gpus_per_node"] = 8;
            doc["training"]["global_batch"] = 8;
            const Scenario s = gp::test::parsedScenario(doc);
            const ParameterCount c = countParameters(s.model.architecture);
            const LayerParameters& layer = c.moeLayers > 0 ? c.moeLayer : c.denseLayer;
            const double mlp
                = static_cast<double>(layer.denseMlp + layer.sharedExperts + layer.routedExperts);
            const double small = static_cast<double>(layer.norms + layer.router);
            const double attention = static_cast<double>(layer.attention);
            const double mixer = static_cast<double>(c.linearMixer);
            QVERIFY2(mixer > attention, config);
            const bool singleBlocks = c.mixerlessLayers > 0;
            const double largest = singleBlocks ? std::max(mlp, mixer) : mixer + mlp;
            const TrainingMemory m = estimateTrainingMemory(s);
            // FSDP: two layers, and the root unit beside them (Nemotron-H's embedding outweighs
            // its blocks).
            const double root
                = static_cast<double>(c.inputEmbedding + c.outputHead + c.finalNorm) * 2;
            QCOMPARE(partBytes(m.overhead, "overhead.zero3_gather"),
                     2 * (largest + small) * 2 + root);
        }
    }

    void fsdpGathersItsRootOncePerMicroBatch()
    {
        // The root unit is gathered for the forward pass and kept for the backward: of the two
        // gathers per micro-batch, the second lacks it.
        const Scenario s = gp::test::parsedScenario(shardedRun("lora", "fsdp", 32000));
        const ParameterCount c = countOf(shardedRun("lora", "fsdp", 32000));
        const TrainingStages stages = estimateTrainingStages(s, Detail::Full);
        const TrainingLayout& layout = stages.first().memory.layout;
        const double root = static_cast<double>(c.inputEmbedding + c.outputHead + c.finalNorm) * 2;
        QCOMPARE(layout.rootUnitBytes, root);
        const TrainingTime time = estimateTrainingTime(s, trainingStepFlops(s), stages);
        for (const TimePart& part : time.parts)
            if (part.id == "communication.data_parallel") {
                const std::string gathers = "parameter gathers of "
                    + training::gib(layout.parameterBytesOnGpu - root / 2);
                QVERIFY2(part.formula.find(gathers) != std::string::npos, part.formula.c_str());
                return;
            }
        QFAIL("no data-parallel traffic");
    }

    void theFullestStageSetsTheGatherTraffic()
    {
        // Three stages of 2, 8 and 2 layers: the middle one gathers the most, and holds no root
        // unit to keep between its passes.
        auto doc = shardedRun("lora", "fsdp", 32000);
        doc["model"]["architecture"]["layers"] = 12;
        doc["hardware"]["gpus_per_node"] = 6;
        doc["training"]["pp"] = 3;
        doc["training"]["first_stage_layers"] = 2;
        doc["training"]["last_stage_layers"] = 2;
        doc["training"]["global_batch"] = 4;
        const Scenario s = gp::test::parsedScenario(doc);
        const TrainingStages stages = estimateTrainingStages(s, Detail::Full);
        const TrainingLayout& middle = stages.stages.at(1).memory.layout;
        QCOMPARE(middle.rootUnitBytes, 0.0);
        for (const TrainingStage& stage : stages.stages)
            QVERIFY(stage.memory.layout.parameterBytesOnGpu - stage.memory.layout.rootUnitBytes / 2
                    <= middle.parameterBytesOnGpu);
        const TrainingTime time = estimateTrainingTime(s, trainingStepFlops(s), stages);
        for (const TimePart& part : time.parts)
            if (part.id == "communication.data_parallel") {
                const std::string gathers
                    = "parameter gathers of " + training::gib(middle.parameterBytesOnGpu);
                QVERIFY2(part.formula.find(gathers) != std::string::npos, part.formula.c_str());
                return;
            }
        QFAIL("no data-parallel traffic");
    }

    void oneGpuGathersNothing()
    {
        // FSDP on a single GPU switches to NO_SHARD: every parameter is whole, none gathered.
        auto single = shardedRun("lora", "fsdp", 32000);
        single["hardware"]["gpus_per_node"] = 1;
        single["training"]["global_batch"] = 1;
        const TrainingMemory m = estimateTrainingMemory(gp::test::parsedScenario(single));
        QCOMPARE(partBytes(m.overhead, "overhead.zero3_gather"), -1.0);
        // DeepSpeed's ZeRO-3 with one partition makes each parameter a view of its shard.
        single["training"]["framework"] = "deepspeed";
        QCOMPARE(partBytes(estimateTrainingMemory(gp::test::parsedScenario(single)).overhead,
                           "overhead.zero3_gather"),
                 -1.0);
        // Offloaded, the parameters come back from host memory: the gather buffer stays.
        single["training"]["offload_params"] = true;
        const ParameterCount c = countOf(single);
        const TrainingMemory offloaded = estimateTrainingMemory(gp::test::parsedScenario(single));
        QCOMPARE(partBytes(offloaded.overhead, "overhead.zero3_gather"),
                 2 * static_cast<double>(c.inputEmbedding) * 2);
    }

    void pipelineStagesHoldTheirOwnPartOfTheRoot()
    {
        // Two stages: the first holds the embedding, the last the head and the final norm.
        auto doc = shardedRun("lora", "fsdp", 32000);
        doc["hardware"]["gpus_per_node"] = 4;
        doc["training"]["pp"] = 2;
        doc["training"]["global_batch"] = 4;
        const ParameterCount c = countOf(doc);
        const Scenario s = gp::test::parsedScenario(doc);
        const TrainingMemory first = estimateTrainingMemory(s, Detail::Full, 0);
        const TrainingMemory last = estimateTrainingMemory(s, Detail::Full, 1);
        QCOMPARE(partBytes(first.overhead, "overhead.zero3_gather"),
                 2 * layerBytes(c, 2) + static_cast<double>(c.inputEmbedding) * 2);
        QCOMPARE(partBytes(last.overhead, "overhead.zero3_gather"),
                 2 * layerBytes(c, 2) + static_cast<double>(c.outputHead + c.finalNorm) * 2);
    }
};

QTEST_APPLESS_MAIN(TestParameterGathers)
#include "test_parameter_gathers.moc"
