// Vision-language models: the vision encoder and projector of Gemma 3, Llama 4, Qwen2.5-VL and
// Qwen3-VL, each derived from its config and transformers' shapes, written out; image tokens in
// the prompt; the encoder's weights and work in serving; and the checks of a tower written by
// hand.
#include "common/test_support.h"
#include "inference/inference_estimate.h"
#include "inference/weight_format.h"
#include "model/architecture_json.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"
#include "scenario/scenario_parser.h"

using namespace gp;
using gp::test::parsedScenario;
using gp::test::readDataJson;

namespace {

Architecture imported(const char* file)
{
    Diagnostics diag;
    const auto arch = importHfConfig(readDataJson(QStringLiteral("hf/") + QString::fromUtf8(file)),
                                     "model.hf_config", diag);
    if (!arch)
        qFatal("%s: %s", file, diag.summary().c_str());
    if (!diag.warnings().empty())
        qFatal("%s: %s", file, diag.summary().c_str());
    return *arch;
}

// A linear layer with its bias.
constexpr std::int64_t linear(std::int64_t in, std::int64_t out)
{
    return in * out + out;
}

nlohmann::json servingDocument(const char* file, int images)
{
    nlohmann::json doc = gp::test::servingDocument("llama-3.1-8b", "h100-sxm");
    doc["model"] = {{"hf_config", readDataJson(QStringLiteral("hf/") + QString::fromUtf8(file))}};
    doc["inference"]["images_per_request"] = images;
    return doc;
}

} // namespace

class TestVisionModels : public QObject
{
    Q_OBJECT

private slots:
    void gemma3CountsItsSiglipTower()
    {
        // SiglipVisionModel without its pooling head (vision_use_head false): a 14 x 14 patch
        // Conv2d with bias over 3 channels, 64 x 64 positions, 27 layers of q/k/v/out and
        // fc1/fc2 with biases and two LayerNorms, a post-LayerNorm. Gemma3MultiModalProjector:
        // an RMSNorm of 1152 and a 1152 x 2560 matrix. 256 embeddings per image between
        // begin- and end-of-image and two blank lines.
        const Architecture a = imported("gemma-3-4b.json");
        const std::int64_t h = 1152, f = 4304;
        const std::int64_t layer = 4 * linear(h, h) + linear(h, f) + linear(f, h) + 4 * h;
        const std::int64_t tower
            = std::int64_t(3 * 14 * 14) * h + h + 4096 * h + 27 * layer + 2 * h;
        QCOMPARE(a.visionParameters, tower + h + h * 2560);
        QCOMPARE(a.visionParameters, std::int64_t(419'816'304));
        QCOMPARE(a.imageTokens, std::int64_t(260));
        QCOMPARE(a.visionPatches, std::int64_t(4096));
        // Part of the total, not of what a text token passes through.
        const ParameterCount count = countParameters(a);
        QCOMPARE(count.total() - count.activePerToken(), a.visionParameters);
        // Without vision_use_head, transformers adds SigLIP's pooling head.
        nlohmann::json config = readDataJson(QStringLiteral("hf/gemma-3-4b.json"));
        config["vision_config"].erase("vision_use_head");
        Diagnostics diag;
        const auto withHead = importHfConfig(config, "m", diag);
        QVERIFY2(withHead, diag.summary().c_str());
        const std::int64_t head
            = h + linear(h, 3 * h) + linear(h, h) + 2 * h + linear(h, f) + linear(f, h);
        QCOMPARE(withHead->visionParameters - a.visionParameters, head);
    }

    void llama4CountsItsVisionModel()
    {
        // Llama4VisionModel: an unfolded 14 x 14 x 3 patch linear without bias, a class
        // embedding and 577 positions, pre- and post-LayerNorms, 34 layers of q/k/v/o and
        // fc1/fc2 with biases and two LayerNorms, the pixel-shuffle adapter (5632 -> 4096 ->
        // 4096, no biases); the projector 4096 -> 5120. One 336-pixel tile: 144 embeddings and
        // 3 markers; the encoder runs its 576 patches and the class token.
        const Architecture a = imported("llama-4-scout.json");
        const std::int64_t h = 1408, f = 5632;
        const std::int64_t layer = 4 * linear(h, h) + linear(h, f) + linear(f, h) + 4 * h;
        const std::int64_t model
            = 588 * h + h + 577 * h + 4 * h + 34 * layer + f * 4096 + std::int64_t(4096) * 4096;
        QCOMPARE(a.visionParameters, model + std::int64_t(4096) * 5120);
        QCOMPARE(a.visionParameters, std::int64_t(871'932'416));
        QCOMPARE(a.imageTokens, std::int64_t(147));
        QCOMPARE(a.visionPatches, std::int64_t(577));
    }

    void qwenVisionTransformersAndTheirMergers()
    {
        // Qwen2.5-VL-7B: a Conv3d over 2 frames without bias, 32 blocks of two RMSNorms, fused
        // qkv and proj with biases and a gated SiLU MLP with biases; the merger's RMSNorm and
        // two linears over 4 merged patches into 3584. The language model is Qwen2's.
        const Architecture q25 = imported("qwen2.5-vl-7b.json");
        QCOMPARE(q25.family, std::string("qwen2_5_vl"));
        std::int64_t h = 1280, f = 3420, merged = 4 * h;
        const std::int64_t q25Block
            = 2 * h + linear(h, 3 * h) + linear(h, h) + 2 * linear(h, f) + linear(f, h);
        QCOMPARE(q25.visionParameters,
                 3 * h * 2 * 14 * 14 + 32 * q25Block + h + linear(merged, merged)
                     + linear(merged, 3584));
        QCOMPARE(q25.visionParameters, std::int64_t(676'550'144));
        const std::int64_t H = 3584, kv = 512, ffn = 18944, vocab = 152064;
        const std::int64_t language = 2 * vocab * H + H
            + 28 * (linear(H, H) + 2 * linear(H, kv) + H * H + 3 * H * ffn + 2 * H);
        QCOMPARE(countParameters(q25).total(), language + q25.visionParameters);
        // A 1,024 x 1,024 image resizes to 37 x 37 merged patches of 28 pixels, between
        // vision_start and vision_end.
        QCOMPARE(q25.imageTokens, std::int64_t(37 * 37 + 2));
        QCOMPARE(q25.visionPatches, std::int64_t(37 * 37 * 4));

        // Qwen3-VL-8B: the Conv3d with bias, 2,304 learned positions, LayerNorms and a plain
        // MLP, the merger's LayerNorm before the merge, and three deepstack mergers normed
        // after it. The language model is Qwen3's, its head untied at the top level.
        const Architecture q3 = imported("qwen3-vl-8b.json");
        h = 1152;
        f = 4304;
        merged = 4 * h;
        const std::int64_t block
            = 4 * h + linear(h, 3 * h) + linear(h, h) + linear(h, f) + linear(f, h);
        const std::int64_t merger = linear(merged, merged) + linear(merged, 4096);
        QCOMPARE(q3.visionParameters,
                 3 * h * 2 * 16 * 16 + h + 2304 * h + 27 * block + 2 * h + merger
                     + 3 * (2 * merged + merger));
        QCOMPARE(q3.visionParameters, std::int64_t(576'388'336));
        QVERIFY(!q3.tiedEmbeddings);
        QCOMPARE(q3.imageTokens, std::int64_t(32 * 32 + 2)); // 32-pixel merged patches
        // A missing size is named, not taken from another model's defaults.
        nlohmann::json config = readDataJson(QStringLiteral("hf/qwen3-vl-8b.json"));
        config["vision_config"].erase("depth");
        Diagnostics missing;
        QVERIFY(!importHfConfig(config, "m", missing));
        QCOMPARE(missing.errors().size(), std::size_t(1));
        QCOMPARE(missing.errors().front().path, std::string("m.vision_config.depth"));
        QCOMPARE(missing.errors().front().id, std::string("hf.missing_key"));
    }

    void imagesJoinThePromptAndTheEncoderRunsInPrefill()
    {
        const InferenceEstimate text
            = estimateInference(parsedScenario(servingDocument("qwen2.5-vl-7b.json", 0)));
        const Scenario withImages = parsedScenario(servingDocument("qwen2.5-vl-7b.json", 2));
        QCOMPARE(withImages.inference.prompt(),
                 withImages.inference.promptTokens + std::int64_t(2) * 1371);
        const InferenceEstimate images = estimateInference(withImages);
        // The encoder's weights are served in 16 bits beside the language model, and not
        // streamed per output token.
        const Architecture a = withImages.model.architecture;
        const ServedWeights awq
            = servedWeights(a, WeightFormat::AwqInt4, 1, 1, EmbeddingSplit::Replicated);
        bool found = false;
        for (const auto& group : awq.groups)
            if (group.id == "weights.vision") {
                found = true;
                QCOMPARE(group.bytes, static_cast<double>(a.visionParameters) * 2);
            }
        QVERIFY(found);
        QVERIFY(awq.notReadPerToken >= static_cast<double>(a.visionParameters) * 2);
        // Two images take longer to the first token than the text alone.
        QVERIFY(images.speed.ttft.expected > text.speed.ttft.expected);

        // A model without a vision encoder takes no images.
        nlohmann::json doc = gp::test::servingDocument("llama-3.1-8b", "h100-sxm");
        doc["inference"]["images_per_request"] = 1;
        const ScenarioParseResult refused = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!refused.scenario);
        QCOMPARE(refused.diagnostics.errors().front().path,
                 std::string("inference.images_per_request"));
    }

    void aTowerWrittenByHandIsChecked()
    {
        const Architecture a = imported("qwen3-vl-8b.json");
        const nlohmann::json written = architectureToJson(a);
        QVERIFY(written["vision_parameters"] == a.visionParameters);
        auto errorsOf = [](const nlohmann::json& json) {
            Diagnostics d;
            ObjectReader r(json, "a", d);
            Architecture out;
            readArchitectureFields(r, out);
            completeArchitectureDefaults(out);
            validateArchitecture(out, "a", d);
            return d.hasErrors() ? d.errors().front().path + " " + d.errors().front().id
                                 : std::string();
        };
        QCOMPARE(errorsOf(written), std::string());
        nlohmann::json noTokens = written;
        noTokens.erase("image_tokens");
        QCOMPARE(errorsOf(noTokens), std::string("a.image_tokens arch.vision_needs"));
        nlohmann::json noTower = written;
        noTower.erase("vision_parameters");
        QCOMPARE(errorsOf(noTower), std::string("a.image_tokens arch.needs_vision"));
    }
};

QTEST_GUILESS_MAIN(TestVisionModels)
#include "test_vision_models.moc"
