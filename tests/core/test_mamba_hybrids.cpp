// Mamba-2 hybrids (Nemotron-H: Megatron's pattern of Mamba-2, attention and MLP blocks): the exact
// count derived from the config and transformers' NemotronH shapes; the KV cache of the attention
// blocks and the recurrent state of the Mamba blocks, as vLLM and llama.cpp allocate them; the
// training stages, work and activations of single blocks; and the checks of a pattern written by
// hand.
#include "common/test_support.h"
#include "inference/inference_estimate.h"
#include "inference/kv_cache.h"
#include "model/architecture_json.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"
#include "training/step_flops.h"
#include "training/training_memory.h"

using namespace gp;
using gp::test::parsedScenario;
using gp::test::partBytes;
using gp::test::readDataJson;
using gp::test::relativelyClose;

namespace {

nlohmann::json nemotronConfig()
{
    return readDataJson(QStringLiteral("hf/nemotron-h-8b.json"));
}

Architecture nemotronH(const nlohmann::json& config = nemotronConfig())
{
    return gp::test::importedHf(config);
}

nlohmann::json servingDocument(const std::string& engine, const nlohmann::json& config)
{
    nlohmann::json doc = gp::test::servingDocument("llama-3.1-8b", "h100-sxm");
    doc["model"] = {{"hf_config", config}};
    doc["inference"]["engine"] = engine;
    doc["inference"]["tp"] = 1;
    return doc;
}

nlohmann::json trainingDocument(const std::string& training)
{
    return gp::test::trainingDocument(training, {{"hf_config", nemotronConfig()}});
}

// Nemotron-H-8B's config values, as the tests below write its shapes out.
constexpr std::int64_t h = 4096, heads = 32, kv = 8, d = 128, ffn = 21504, vocab = 131072;
constexpr std::int64_t mambaHeads = 128, mambaHeadDim = 64, groups = 8, state = 128, kernel = 4;
constexpr std::int64_t inner = mambaHeads * mambaHeadDim; // 8,192: heads x head dim
constexpr std::int64_t convChannels = inner + 2 * groups * state; // x, B and C: 10,240

} // namespace

class TestMambaHybrids : public QObject
{
    Q_OBJECT

private slots:
    void nemotronHCountsEachBlock()
    {
        Diagnostics diag;
        const auto arch = importHfConfig(nemotronConfig(), "m", diag);
        QVERIFY2(arch, diag.summary().c_str());
        QVERIFY2(diag.warnings().empty(), diag.summary().c_str());
        QCOMPARE(arch->family, std::string("nemotron_h"));
        // transformers' NemotronH, written out. Every block: one RMSNorm and one mixer.
        // Mamba-2 (NemotronHMamba2Mixer): in_proj to z, x, B, C and one dt per head; a depthwise
        // conv with bias over x, B and C; dt_bias, A_log and D per head; a gated norm over the
        // inner width; out_proj. Attention without biases or norms; an MLP of up_proj and
        // down_proj (squared ReLU). Untied head. 24 M, 4 *, 24 - blocks.
        const std::int64_t mamba = h * (2 * inner + 2 * groups * state + mambaHeads)
            + convChannels * kernel + convChannels + 3 * mambaHeads + inner + inner * h;
        QCOMPARE(mamba, std::int64_t(109'635'968));
        const std::int64_t attention = 2 * h * heads * d + 2 * h * kv * d;
        const std::int64_t mlp = 2 * h * ffn;
        const std::int64_t total
            = 2 * vocab * h + h + 24 * (mamba + h) + 4 * (attention + h) + 24 * (mlp + h);
        const ParameterCount count = countParameters(*arch);
        QCOMPARE(count.total(), total);
        QCOMPARE(count.total(), std::int64_t(8'100'852'736));
        QCOMPARE(count.activePerToken(), total);
        QCOMPARE(count.attention() + count.linearMixers() + count.mlp() + count.norms()
                     + count.inputEmbedding + count.outputHead,
                 total);
        // The four attention blocks alone under attention, the 24 Mamba blocks apart.
        QCOMPARE(count.attention(), 4 * attention);
        QCOMPARE(count.linearMixers(), 24 * mamba);
        QCOMPARE(arch->layers, std::int64_t(52));
        QCOMPARE(arch->attentionLayers(), std::int64_t(4));
        QCOMPARE(arch->linearAttentionLayers(), std::int64_t(24));
        QVERIFY(arch->isLinearAttentionLayer(0) && !arch->hasMlp(0));
        QVERIFY(!arch->hasMixer(1) && arch->hasMlp(1));
        QCOMPARE(arch->mixerlessLayersIn(0, 13), std::int64_t(6)); // M-M-M-M*-M-M-
        // Each block is one tensor-parallel region, closed by one all-reduce.
        QCOMPARE(arch->parallelRegionsPerLayer(), 1.0);

        // The newer layers_block_type list reads the same (its "moe" blocks below).
        nlohmann::json listed = nemotronConfig();
        const auto pattern = listed["hybrid_override_pattern"].get<std::string>();
        listed.erase("hybrid_override_pattern");
        listed.erase("num_hidden_layers"); // deprecated: the list's length is the count
        for (const char c : pattern)
            listed["layers_block_type"].push_back(c == 'M'       ? "mamba"
                                                      : c == '*' ? "attention"
                                                                 : "mlp");
        QCOMPARE(countParameters(nemotronH(listed)).total(), total);
        // An empty or unknown layers_block_type is refused by name, never read as dense.
        listed["layers_block_type"] = nlohmann::json::array();
        listed["num_hidden_layers"] = 52;
        Diagnostics empty;
        QVERIFY(!importHfConfig(listed, "m", empty));
        QCOMPARE(empty.errors().front().path, std::string("m.layers_block_type"));
        listed["layers_block_type"] = {"mamba", "shortconv"};
        Diagnostics unknown;
        QVERIFY(!importHfConfig(listed, "m", unknown));
        QCOMPARE(unknown.errors().front().path, std::string("m.layers_block_type"));
    }

    void stateAsVllmAndLlamaCppAllocateIt()
    {
        // vLLM (mamba2_state_shape): a conv state of (kernel - 1) x (inner + 2 x groups x state)
        // in the model's dtype and an SSM state of heads x head dim x state, FP32 for Nemotron-H
        // (NemotronHForCausalLMConfig: mamba_ssm_cache_dtype, "float32" by default).
        const double conv = 3.0 * convChannels, ssm = 1.0 * mambaHeads * mambaHeadDim * state;
        const InferenceMemory vllm
            = estimateInferenceMemory(parsedScenario(servingDocument("vllm", nemotronConfig())));
        QCOMPARE(vllm.kv.bytesPerToken, 4.0 * 2 * kv * d * 2); // four attention blocks
        // The block grows until one attention layer's block holds a Mamba layer's state:
        // 16 x ceil(4,255,744 / (16 x 4,096)) = 1,040 tokens; the state padded to it.
        QCOMPARE(conv * 2 + ssm * 4, 4'255'744.0);
        QCOMPARE(vllm.blockTokens, 1040);
        QCOMPARE(vllm.kv.stateBytes, 24 * 1040.0 * 4096);
        // llama.cpp: both in FP32 (n_embd_r, n_embd_s), 103,612,416 bytes per sequence slot.
        const InferenceMemory cpp = estimateInferenceMemory(
            parsedScenario(servingDocument("llamacpp", nemotronConfig())));
        QCOMPARE(cpp.kv.stateBytes, 24 * (conv + ssm) * 4);
        QCOMPARE(cpp.kv.stateBytes, 103'612'416.0);
        // A config asking for a 16-bit SSM cache gets one in vLLM: 528-token blocks.
        nlohmann::json half = nemotronConfig();
        half["mamba_ssm_cache_dtype"] = "bfloat16";
        const InferenceMemory halfVllm
            = estimateInferenceMemory(parsedScenario(servingDocument("vllm", half)));
        QCOMPARE(halfVllm.blockTokens, 528);
        // The weights served are the model's, one copy.
        QCOMPARE(vllm.served.parameters, 8'100'852'736.0);
    }

    void trainingStagesHoldEachBlockOnce()
    {
        const Scenario s = parsedScenario(trainingDocument(R"({
            "method": "full", "precision": "bf16-mixed", "optimizer": "adamw", "zero_stage": 1,
            "tp": 1, "pp": 4, "micro_batch": 1, "global_batch": 64, "seq_len": 4096,
            "recompute": "none", "attention": "flash", "tokens": 1e9})"));
        const ParameterCount count = countParameters(s.model.architecture);
        double onStages = 0;
        for (int stage = 0; stage < 4; ++stage)
            onStages += estimateTrainingMemory(s, Detail::Full, stage).layout.parametersOnGpu;
        QVERIFY(relativelyClose(onStages, static_cast<double>(count.total())));
        // The first stage's 13 blocks: M-M-M-M*-M-M- holds 6 Mamba, 1 attention, 6 MLP blocks.
        const TrainingMemory first = estimateTrainingMemory(s, Detail::Full, 0);
        QCOMPARE(first.layout.linearLayersOnGpu, std::int64_t(6));
        QCOMPARE(first.layout.mixerlessLayersOnGpu, std::int64_t(6));
        QCOMPARE(first.layout.mlplessLayersOnGpu, std::int64_t(7));

        // Activations of those blocks, nothing recomputed, FlashAttention, s = 4,096: an
        // attention block saves its norm and QKV inputs, Q, K, V, the output projection's
        // input and the log-sum-exp; a Mamba block (mamba_split_conv1d_scan_combined) its norm
        // and in_proj inputs, in_proj's output and the gated norm's rstd per group; an MLP
        // block its norm and up_proj inputs and the activation's input and output; no dropout
        // masks (Nemotron-H trains without dropout). 1F1B holds 4 micro-batches on the first
        // stage.
        const double T = 4096, e = 2;
        const double attentionBlock
            = T * h * 2 * e + e * T * (heads * d + 2 * kv * d + heads * d) + 4 * T * heads;
        const double mambaBlock
            = T * h * 2 * e + e * T * (inner + convChannels + mambaHeads) + 4 * T * groups;
        const double mlpBlock = T * h * 2 * e + 4 * T * ffn;
        QVERIFY(relativelyClose(partBytes(first.activations, "activations.attention"),
                                4 * (attentionBlock + 6 * mambaBlock)));
        QVERIFY(relativelyClose(partBytes(first.activations, "activations.mlp"), 4 * 6 * mlpBlock));

        // A step's work: the Mamba blocks' state updates, the attention blocks' scores, the MLP
        // blocks neither.
        const StepFlops flops = trainingStepFlops(s);
        const double scores = 2.0 * heads * (d + d) * 4096;
        const double ssd = 4.0 * mambaHeads * mambaHeadDim * state;
        QVERIFY(relativelyClose(flops.attentionForwardPerToken, 4 * scores + 24 * ssd));
    }

    void loraReachesTheBlocksThatExist()
    {
        nlohmann::json doc = trainingDocument(R"({
            "method": "lora", "lora_rank": 16, "lora_targets": ["all-linear"],
            "precision": "bf16-mixed", "optimizer": "adamw", "tp": 1, "pp": 1, "micro_batch": 1,
            "global_batch": 8, "seq_len": 2048, "recompute": "full", "attention": "flash",
            "tokens": 1e8})");
        const double r = 16;
        // all-linear: q, k, v, o in 4 blocks; in_proj and out_proj in 24; up and down in 24.
        const double attention = r * (h + heads * d) + 2 * r * (h + kv * d) + r * (heads * d + h);
        const double mamba
            = r * (h + 2 * inner + 2 * groups * state + mambaHeads) + r * (inner + h);
        const double mlp = r * (h + ffn) + r * (ffn + h);
        const TrainingMemory all = estimateTrainingMemory(parsedScenario(doc));
        QVERIFY(relativelyClose(all.layout.trainableParametersOnGpu,
                                4 * attention + 24 * mamba + 24 * mlp));
    }

    // Nemotron 3 Nano (NVIDIA-Nemotron-3-Nano-30B-A3B): the pattern's E blocks are experts.
    void nemotron3CountsItsExpertBlocks()
    {
        const nlohmann::json config
            = readDataJson(QStringLiteral("hf/nemotron-3-nano-30b-a3b.json"));
        Diagnostics diag;
        const auto arch = importHfConfig(config, "m", diag);
        QVERIFY2(arch, diag.summary().c_str());
        QVERIFY2(diag.warnings().empty(), diag.summary().c_str());
        QCOMPARE(arch->moeLayers(), std::int64_t(23));
        QCOMPARE(arch->attentionLayers(), std::int64_t(6));
        QCOMPARE(arch->linearAttentionLayers(), std::int64_t(23));
        // transformers' NemotronH, written out: each block one RMSNorm and one part. Mamba-2 as
        // above (64 heads of 64, 8 groups of 128); attention of 32 heads and 2 KV heads of 128;
        // an E block (NemotronHMoE) of 128 experts, up_proj and down_proj 1,856 wide (squared
        // ReLU), one shared expert 3,712 wide, the router and its score-correction bias (in the
        // checkpoint as gate.e_score_correction_bias). Untied head.
        const std::int64_t nh = 2688, nVocab = 131072, nHeads = 64, nInner = nHeads * 64;
        const std::int64_t nGroupWidth = std::int64_t(8) * 128; // groups x state
        const std::int64_t nConv = nInner + 2 * nGroupWidth;
        const std::int64_t mamba = nh * (2 * nInner + 2 * nGroupWidth + nHeads)
            + nConv * (kernel + 1) + 3 * nHeads + nInner + nInner * nh + nh;
        const std::int64_t qWidth = std::int64_t(32) * 128, kvWidth = std::int64_t(2) * 128;
        const std::int64_t attention = 2 * nh * qWidth + 2 * nh * kvWidth + nh;
        const std::int64_t experts = 128, expert = 2 * nh * std::int64_t(1856);
        const std::int64_t block
            = nh * experts + experts + 2 * nh * std::int64_t(3712) + nh; // router, shared, norm
        QCOMPARE(block + experts * expert, std::int64_t(1'297'468'160));
        const std::int64_t rest = 2 * nVocab * nh + nh + 23 * mamba + 6 * attention + 23 * block;
        const ParameterCount count = countParameters(*arch);
        QCOMPARE(count.total(), rest + 23 * experts * expert);
        QCOMPARE(count.activePerToken(), rest + 23 * (6 * expert));
        // Written as layers_block_type, with "moe" for E: the same count.
        nlohmann::json listed = config;
        listed.erase("hybrid_override_pattern");
        for (const char c : config["hybrid_override_pattern"].get<std::string>())
            listed["layers_block_type"].push_back(c == 'M'       ? "mamba"
                                                      : c == '*' ? "attention"
                                                                 : "moe");
        QCOMPARE(countParameters(nemotronH(listed)).total(), count.total());
        // A latent MoE (Nemotron 3 Super's moe_latent_size) is a variant the count leaves out.
        nlohmann::json latent = config;
        latent["moe_latent_size"] = 1024;
        Diagnostics refused;
        QVERIFY(!importHfConfig(latent, "m", refused));
        QCOMPARE(refused.errors().front().path, std::string("m.moe_latent_size"));
        // vLLM: the SSM state in FP32 (mamba_ssm_cache_dtype), 3 x 6,144 x 2 + 64 x 64 x 128 x 4
        // = 2,134,016 bytes a block, so 16 x ceil(2,134,016 / (16 x 1,024)) = 2,096-token
        // attention blocks.
        nlohmann::json serving = gp::test::servingDocument("llama-3.1-8b", "h100-sxm");
        serving["model"] = {{"hf_config", config}};
        serving["inference"]["engine"] = "vllm";
        serving["inference"]["tp"] = 1;
        QCOMPARE(estimateInferenceMemory(parsedScenario(serving)).blockTokens, 2096);
    }

    void aPatternWrittenByHandIsChecked()
    {
        // The imported model, written out, reads back the same.
        const Architecture a = nemotronH();
        Diagnostics diag;
        nlohmann::json written = architectureToJson(a);
        QVERIFY(written["layer_pattern"] == a.layerPattern);
        QVERIFY(written["linear_mixer"] == "mamba2");
        auto read = [](const nlohmann::json& json, Diagnostics& d) {
            ObjectReader r(json, "a", d);
            Architecture out;
            readArchitectureFields(r, out);
            completeArchitectureDefaults(out);
            validateArchitecture(out, "a", d);
            return out;
        };
        QCOMPARE(countParameters(read(written, diag)).total(), countParameters(a).total());
        QVERIFY2(!diag.hasErrors(), diag.summary().c_str());

        // Unknown kinds, a wrong length, and the rules a pattern replaces are named.
        auto firstError = [&](auto change) {
            nlohmann::json json = written;
            change(json);
            Diagnostics d;
            read(json, d);
            return d.hasErrors() ? d.errors().front().path + " " + d.errors().front().id
                                 : std::string();
        };
        QCOMPARE(firstError([](nlohmann::json& j) {
                     j["layer_pattern"] = "M-X";
                     j["layers"] = 3;
                 }),
                 std::string("a.layer_pattern arch.pattern_character"));
        QCOMPARE(firstError([](nlohmann::json& j) { j["layers"] = 51; }),
                 std::string("a.layer_pattern arch.pattern_length"));
        QCOMPARE(firstError([](nlohmann::json& j) { j["full_attention_interval"] = 4; }),
                 std::string("a.full_attention_interval arch.pattern_places_layers"));
        QCOMPARE(firstError([](nlohmann::json& j) { j["layer_pattern"] = std::string(52, 'E'); }),
                 std::string("a.experts arch.pattern_needs_experts"));
        QCOMPARE(firstError([](nlohmann::json& j) { j.erase("linear_key_heads"); }),
                 std::string("a.linear_key_heads arch.linear_attention_needs"));
        // A pattern beyond the layer bound, and a Mamba-2 mixer without linear layers.
        QCOMPARE(firstError([](nlohmann::json& j) {
                     j["layer_pattern"] = std::string(5000, '-');
                     j.erase("layers");
                 }),
                 std::string("a.layer_pattern field.too_large"));
        // Without an M block the linear sizes are refused.
        QCOMPARE(firstError([](nlohmann::json& j) {
                     j["layer_pattern"] = "*-*-";
                     j["layers"] = 4;
                 }),
                 std::string("a.linear_key_heads arch.needs_linear_attention"));
    }
};

QTEST_GUILESS_MAIN(TestMambaHybrids)
#include "test_mamba_hybrids.moc"
