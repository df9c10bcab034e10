// Engine budgets, each as the engine's code sizes it (docs/inference.md, "Engine budgets"):
// - vLLM V1: gpu_memory_utilization (0.9) x total memory, measured from a snapshot after the CUDA
//   context is up, holds the weights, the larger of a forward pass over max_num_batched_tokens
//   and the sampler's warm-up, and memory outside PyTorch allocated meanwhile; the rest is KV
//   cache in 16-token blocks. CUDA graphs are captured afterwards, outside the share.
// - vLLM V0: the share holds the weights, the larger of a whole max-length prompt's forward pass
//   (chunks of 2048 beyond 32k) and the sampler's warm-up, the CUDA context and NCCL.
// - SGLang: mem_fraction_static (by default from the GPU's memory, engine_defaults.cpp) x the
//   memory free at start-up holds the weights and the KV cache; the activations live in the
//   rest.
// - TensorRT-LLM: kv_cache_free_gpu_mem_fraction (0.9) of the memory still free after the engine
//   (weights, activation workspace; a built engine's decoder buffers) is loaded becomes KV cache
//   in 32-token blocks.
// - LMDeploy (TurboMind): cache_max_entry_count (0.8) of the memory free after the weights
//   becomes KV cache in 64-token blocks; the batch buffers are allocated after it, in the rest.
// - llama.cpp: no share; weights + the KV cache for the whole context + a compute buffer that
//   grows with the context must fit.
// - generic: like vLLM V0.
#include "inference/inference_memory.h"

#include "model/parameter_count.h"
#include "training/memory_internal.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
using training::num;

// FP32 copies of a [rows, vocabulary] tensor at the peak of vLLM V1's sampler warm-up, fitted to
// two logged profiles (Qwen2.5-7B-AWQ on an RTX 4080, vLLM 0.26: 1.04 GiB for 256 rows of
// 152,064, 7.0 copies; Qwen3-235B-FP8 on L40S, 0.10.2: 1.4 GiB for 256 rows of 151,936, 9.4);
// tests/data/reference/inference.json marks them. The code's two paths bound it: FlashInfer's
// top-k / top-p about 3.5 copies, PyTorch's sort about 9.5, which runs depending on the release
// (docs/inference.md).
constexpr double kVllmSamplerCopies = 7.0;

// Bytes of the activation peak of one forward pass over `tokens` tokens on one GPU: the MLP's
// gate and up outputs and the activated product (6 B per unit of width per token, 16-bit), the
// hidden state and the residual (2 x 2 B x h), and FP32 logits for the sequences sampled.
double activationPeak(const Architecture& a, double tokens, int tp, double sampledSequences)
{
    const double width = a.isMoe() ? static_cast<double>(a.expertsPerToken * a.moeFfn
                                                         + a.sharedExperts * a.sharedExpertWidth())
                                   : static_cast<double>(a.ffn);
    const double perToken = 6 * width / tp + 4 * static_cast<double>(a.hidden);
    return tokens * perToken + sampledSequences * static_cast<double>(a.vocab) * 4 / tp;
}

// SGLang's load beyond the weight bytes (see estimateInferenceMemory): the FP32 rotary cache,
// and 0.5-2 MiB (1 expected) of allocator rounding for each of 4 large tensors per layer and the
// embedding and head.
Range sglangLoadExtra(const Architecture& a, const InferenceSpec& s)
{
    constexpr double MiB = 1024.0 * 1024.0;
    const double rotaryDim = static_cast<double>(a.isMla() ? a.ropeHeadDim : a.headDim);
    const double rotary = a.position == PositionEmbedding::Rotary
        ? static_cast<double>(a.maxPosition) * rotaryDim * 4
        : 0.0;
    const double tensors = 4.0 * std::ceil(static_cast<double>(a.layers) / s.pp) + 2;
    return {rotary + 0.5 * MiB * tensors, rotary + MiB * tensors, rotary + 2 * MiB * tensors};
}

} // namespace

std::int64_t servedContext(const Scenario& scenario)
{
    const InferenceSpec& s = scenario.inference;
    if (s.maxModelLen > 0)
        return s.maxModelLen;
    const std::int64_t model = scenario.model.architecture.maxPosition;
    return model > 0 ? model : s.prompt() + s.outputTokens;
}

InferenceMemory estimateInferenceMemory(const Scenario& scenario, Detail detail)
{
    const InferenceSpec& s = scenario.inference;
    const Architecture& a = scenario.model.architecture;
    const GpuSpec& gpu = scenario.hardware.gpu;
    InferenceMemory m;
    for (MemoryComponent* c : {&m.weights, &m.kvCache, &m.activations, &m.overhead, &m.companions})
        c->recordParts = detail == Detail::Full;
    // vLLM and SGLang split the embedding by vocabulary, TurboMind by hidden size: the same
    // bytes per GPU.
    const bool vocabParallel
        = s.engine == Engine::Vllm || s.engine == Engine::Sglang || s.engine == Engine::LmDeploy;
    m.served
        = servedWeights(a, weightScheme(s), s.tp, s.pp,
                        vocabParallel ? EmbeddingSplit::VocabParallel : EmbeddingSplit::Replicated);
    // llama.cpp's row split keeps the KV cache on the main GPU. A hybrid model's recurrent state
    // is FP32 in llama.cpp (llama_memory_hybrid's recurrent types), its matrix FP32 in SGLang
    // (mamba_ssm_dtype), and both in the model's dtype in vLLM (mamba_ssm_cache_dtype "auto").
    const bool llamaCpp = s.engine == Engine::LlamaCpp;
    const double modelDtype = s.weights == WeightFormat::Fp32 ? 4.0 : 2.0;
    // Nemotron-H asks vLLM for an FP32 matrix (linearStateFp32).
    const StateElementBytes state{
        llamaCpp ? 4.0 : modelDtype,
        llamaCpp || s.engine == Engine::Sglang || a.linearStateFp32 ? 4.0 : modelDtype};
    m.kv = kvCache(a, s.kvCacheDtype, s.weights, llamaCpp ? 1 : s.tp, s.pp, state);
    m.maxModelLen = servedContext(scenario);
    m.maxNumBatchedTokens = defaultBatchedTokens(scenario, m.maxModelLen);
    // KV block sizes: TensorRT-LLM's tokens_per_block 32, LMDeploy's cache_block_seq_len 64,
    // SGLang's page_size 1 (server_args.py), llama.cpp's cells one token each.
    m.blockTokens = s.engine == Engine::TrtLlm
        ? 32
        : (s.engine == Engine::LmDeploy ? 64 : (llamaCpp || s.engine == Engine::Sglang ? 1 : 16));
    // vLLM grows a hybrid model's attention blocks until one holds a layer's recurrent state.
    if (s.engine == Engine::Vllm && a.isHybrid()) {
        alignBlocksToState(m.kv, m.blockTokens);
        if (m.kv.blockTokens > 0)
            m.blockTokens = static_cast<int>(m.kv.blockTokens);
    }
    m.capacityBytes = (gpu.usableGib > 0 ? gpu.usableGib : gpu.memoryGib) * GiB;

    const double fileShare = m.served.bytes > 0 ? m.served.highBytes / m.served.bytes : 1.0;
    for (const auto& group : m.served.groups)
        m.weights.add(
            group.id.c_str(), Range{group.bytes, group.bytes, group.bytes * fileShare}, [&] {
                return num(std::round(group.parameters)) + " parameters at "
                    + num(std::round(group.bytes * 8 / std::max(1.0, group.parameters) * 1000)
                          / 1000)
                    + " bits (" + weightFormatName(s.weights) + ")";
            });

    // Reservations of the engine.
    const double tokens = static_cast<double>(m.maxNumBatchedTokens);
    const bool v1 = vllmV1(s);
    // Logits rows of the activation peak: llama.cpp's batch, LMDeploy's max_batch_size (its
    // batch buffers), 256 sequences otherwise.
    const double sampled = s.engine == Engine::LlamaCpp
        ? 512.0
        : (s.engine == Engine::LmDeploy ? static_cast<double>(engineSequenceLimit(scenario))
                                        : 256.0);
    const double act = v1 ? 0.0 : activationPeak(a, tokens, s.tp, sampled);
    if (v1) {
        // V1's profile (gpu_model_runner.py, profile_run): a forward pass over
        // max_num_batched_tokens with logits for each dummy request's last token only, then the
        // sampler on min(max_num_seqs, tokens) rows of the full vocabulary. The forward pass's
        // intermediates are freed before the sampler runs, so the peak is the larger of the two.
        // The sampler's FP32 copies (logits, probabilities, the sort's values and indices):
        // kVllmSamplerCopies, fitted to two logged activation peaks (docs/inference.md).
        const double forward = activationPeak(a, tokens, s.tp, 0);
        const double rows = std::min(tokens, static_cast<double>(engineSequenceLimit(scenario)));
        const double sampler = kVllmSamplerCopies * rows * static_cast<double>(a.vocab) * 4;
        const double peak = std::max(forward, sampler);
        m.activations.add("activations.profile_peak", Range{peak * 0.8, peak, peak * 1.25}, [&] {
            return "vLLM V1 profile: the larger of a " + num(tokens) + "-token forward pass ("
                + num(std::round(forward / GiB * 100) / 100) + " GiB) and the sampler on "
                + num(rows) + " rows of the vocabulary ("
                + num(std::round(sampler / GiB * 100) / 100) + " GiB)";
        });
    } else if (s.engine == Engine::LlamaCpp) {
        // The compute buffer: logits and FP32 intermediates of a 512-token micro-batch; without
        // FlashAttention also the attention scores over the whole context.
        const double scores
            = 512.0 * static_cast<double>(m.maxModelLen) * static_cast<double>(a.heads) * 4 / s.tp;
        m.activations.add("activations.compute_buffer", Range{act * 0.8, act, act + scores}, [&] {
            return "llama.cpp compute buffer for a 512-token batch at "
                + num(static_cast<double>(m.maxModelLen))
                + " tokens of context (high: without FlashAttention)";
        });
    } else if (s.engine == Engine::Vllm) {
        // V0 profiles the same way (worker/model_runner.py, profile_run): one pass over
        // max_num_batched_tokens split among max_num_seqs dummy sequences, sampled with the same
        // top-k / top-p warm-up as V1, so its peak is the larger of the forward pass and that
        // sampler on max_num_seqs rows.
        const double rows = std::min(tokens, static_cast<double>(engineSequenceLimit(scenario)));
        const double sampler = kVllmSamplerCopies * rows * static_cast<double>(a.vocab) * 4;
        const double peak = std::max(act, sampler);
        m.activations.add("activations.profile_peak", Range{peak * 0.8, peak, peak * 1.25}, [&] {
            return "vLLM V0 profile: the larger of a " + num(tokens) + "-token forward pass ("
                + num(std::round(act / GiB * 100) / 100) + " GiB) and the sampler on " + num(rows)
                + " rows of the vocabulary (" + num(std::round(sampler / GiB * 100) / 100)
                + " GiB)";
        });
    } else {
        m.activations.add("activations.profile_peak", Range{act * 0.8, act, act * 1.25}, [&] {
            return "activation peak of a " + num(tokens)
                + "-token forward pass: MLP and residual "
                  "stream, FP32 logits of "
                + num(sampled) + " sequences";
        });
    }
    // A built TensorRT engine's C++ runtime allocates its decoder for max_batch_size sequences
    // before it sizes the KV cache: FP32 logits and the sampling and penalty layers' workspaces,
    // about 20 B per vocabulary entry; output ids and their copies, 40 B per position of
    // max_seq_len; 64 KiB of fixed state (runtimeBuffers.cpp, decodingLayerWorkspace.cpp,
    // samplingTopKKernels.h, penaltyLayer.cpp, decoderState.cpp; TensorRT-LLM 0.19). With
    // pipeline stages only the last one decodes, for max_batch_size x pp sequences
    // (trtGptModel.h), and the KV cache is sized by that most constrained rank.
    if (s.engine == Engine::TrtLlm && s.trtllmBackend == TrtllmBackend::Tensorrt) {
        const double batch = static_cast<double>(engineSequenceLimit(scenario)) * s.pp;
        const double buffers = batch
            * (20 * static_cast<double>(a.vocab) + 40 * static_cast<double>(m.maxModelLen) + 65536);
        m.activations.add("activations.decoder_buffers",
                          Range{buffers * 0.85, buffers, buffers * 1.15}, [&] {
                              return "TensorRT engine runtime: decoder buffers on the last stage "
                                     "for max_batch_size x pp = "
                                  + num(batch) + " sequences of "
                                  + num(static_cast<double>(a.vocab)) + " vocabulary entries and "
                                  + num(static_cast<double>(m.maxModelLen)) + " positions";
                          });
    }
    const Range contextBytes{0.3 * GiB, 0.5 * GiB, 1.0 * GiB};
    m.overhead.add("overhead.cuda_context", contextBytes, [] {
        return "CUDA context, cuBLAS workspaces, memory outside PyTorch: 0.3-1 GiB";
    });
    // V1 measures its share from a snapshot taken after the CUDA context (and, from 0.11, NCCL)
    // is up: those lie outside it, and only what PyTorch does not allocate afterwards counts
    // (cuBLAS and attention workspaces; logged as 0.06 GiB on one GPU). With tensor or pipeline
    // parallelism the communication buffers below stand for it.
    const bool separateContext = v1;
    const Range nonTorch
        = v1 && s.tp * s.pp == 1 ? Range{0.03 * GiB, 0.06 * GiB, 0.15 * GiB} : Range::exactly(0);
    if (nonTorch.high > 0)
        m.overhead.add("overhead.non_torch", nonTorch, [] {
            return "memory outside PyTorch allocated during vLLM's profile: 0.03-0.15 GiB";
        });
    // CUDA graphs are captured after the KV cache is allocated: they take memory beyond the
    // engine's share rather than from the cache.
    const bool graphs
        = s.engine == Engine::Vllm || s.engine == Engine::Sglang || s.engine == Engine::Generic;
    const Range graphBytes = graphs ? Range{0.1 * GiB, 0.3 * GiB, 0.75 * GiB} : Range::exactly(0);
    if (graphs)
        m.overhead.add("overhead.cuda_graphs", graphBytes, [] {
            return "captured CUDA graphs for decode batch sizes, outside the engine's share: "
                   "0.1-0.75 GiB";
        });
    // SGLang measures the weights as the device memory they take (model_runner.py: free memory
    // before and after loading): that includes the rotary cos/sin cache, kept in FP32 for every
    // position the model supports (rotary_embedding.py), and the caching allocator's rounding
    // of each large tensor up to 2 MiB (CUDACachingAllocator's kRoundLarge), about 1 MiB for
    // each of a layer's ~4 fused matrices (qkv, o, gate_up, down).
    const Range loadExtra = s.engine == Engine::Sglang ? sglangLoadExtra(a, s) : Range::exactly(0);
    if (loadExtra.high > 0)
        m.overhead.add("overhead.weight_segments", loadExtra, [&] {
            const std::string rotary = a.position == PositionEmbedding::Rotary
                ? "the FP32 rotary cache (" + num(static_cast<double>(a.maxPosition))
                    + " positions) and "
                : std::string();
            return "what SGLang's load takes beyond the weights: " + rotary
                + "the allocator's rounding of each large tensor to 2 MiB";
        });
    const Range commBytes
        = s.tp * s.pp > 1 ? Range{0.1 * GiB, 0.25 * GiB, 0.5 * GiB} : Range::exactly(0);
    if (s.tp * s.pp > 1)
        m.overhead.add("overhead.communication_buffers", commBytes,
                       [] { return "NCCL / custom all-reduce buffers: 0.1-0.5 GiB"; });
    double companionBytes = 0;
    for (const auto& c : s.companions) {
        companionBytes += c.memoryGib * GiB;
        m.companions.add("companions.service", Range::exactly(c.memoryGib * GiB),
                         [&] { return c.name + ": " + num(c.memoryGib) + " GiB"; });
    }

    // The engine's budget. Co-located services must fit beside it: an engine that takes a
    // share of the whole GPU starts only if that share is still free.
    m.utilization = s.memoryUtilization.value_or(defaultUtilization(scenario));
    double budget = m.utilization * m.capacityBytes;
    // SGLang's static share is of the memory free once the CUDA context and the communicators
    // are up (model_runner's profile_max_num_token: free after the weights less (1 - share) x
    // free before them), so co-located services shrink it rather than refuse it.
    const double freeAtStart
        = m.capacityBytes - companionBytes - contextBytes.expected - commBytes.expected;
    if (s.engine == Engine::Sglang)
        budget = std::max(0.0, m.utilization * freeAtStart);
    else if (s.engine == Engine::LmDeploy)
        budget = m.weights.bytes.expected
            + std::max(0.0, m.utilization * (freeAtStart - m.weights.bytes.expected));
    else if (s.engine != Engine::LlamaCpp && s.engine != Engine::TrtLlm
             && budget > m.capacityBytes - companionBytes) {
        // Negative when the companions alone take more than the card: the shortfall below
        // counts that too, where the budget shown stops at nothing.
        budget = m.capacityBytes - companionBytes;
        m.utilizationReduced = true;
    }
    m.engineBudgetBytes = std::max(0.0, budget);
    const Range weights = m.weights.bytes;
    // The CUDA graphs (and, for V1, the context) are in the overhead but outside the engine's
    // share: take them out end by end, each end of the overhead holding the same end of them.
    const Range outside = graphBytes + (separateContext ? contextBytes : Range::exactly(0));
    const Range withGraphs = m.activations.bytes + m.overhead.bytes;
    const Range reserved{withGraphs.low - outside.low, withGraphs.expected - outside.expected,
                         withGraphs.high - outside.high};
    // KV budget: low = pessimistic reservations. SGLang's activations live outside its static
    // share; the share itself moves with what the context and communicators took before it.
    const Range startup = contextBytes + commBytes;
    auto kvBudget = [&](double reservedBytes, double startupBytes, double loadBytes) {
        switch (s.engine) {
        case Engine::Sglang:
            return m.utilization * (m.capacityBytes - companionBytes - startupBytes)
                - weights.expected - loadBytes;
        case Engine::TrtLlm:
            return m.utilization
                * (m.capacityBytes - companionBytes - weights.expected - reservedBytes);
        case Engine::LmDeploy:
            // cache_max_entry_count of the memory free once the weights are in (the smallest
            // over the TP ranks); its batch buffers come afterwards, in the rest.
            return m.utilization
                * (m.capacityBytes - companionBytes - startupBytes - weights.expected);
        case Engine::LlamaCpp:
            return m.capacityBytes - companionBytes - weights.expected - reservedBytes;
        case Engine::Vllm:
        case Engine::Generic:
            break;
        }
        return budget - weights.expected - reservedBytes;
    };
    // From vLLM 0.21 an estimate of the CUDA graphs comes out of V1's share unless the share is
    // left at its default (0.92, raised to make up for it) or the estimate is turned off: logs of
    // 0.24 and 0.26 differ on it, so the budget's low end takes the graphs out and the expected
    // value does not.
    const double graphsInShare = v1 ? graphBytes.high : 0.0;
    // The budget below nothing (weights or companions over the engine's share) is part of what
    // a plan that cannot start lacks.
    const double kvBudgetExpected
        = kvBudget(reserved.expected, startup.expected, loadExtra.expected);
    m.kvBudgetDeficit = std::max(0.0, -kvBudgetExpected);
    m.kvBudgetBytes
        = {std::max(0.0, kvBudget(reserved.high, startup.high, loadExtra.high) - graphsInShare),
           std::max(0.0, kvBudgetExpected),
           std::max(0.0, kvBudget(reserved.low, startup.low, loadExtra.low))};
    auto tokensIn = [&](double bytes) {
        if (m.kv.bytesPerToken <= 0)
            return 0.0;
        const double t = std::floor(bytes / m.kv.bytesPerToken);
        return std::floor(t / m.blockTokens) * m.blockTokens;
    };
    m.kvCapacityTokens = {tokensIn(m.kvBudgetBytes.low), tokensIn(m.kvBudgetBytes.expected),
                          tokensIn(m.kvBudgetBytes.high)};
    const double perMaxSequence = m.kv.allocatedForSequence(static_cast<double>(m.maxModelLen));
    auto concurrency
        = [&](double bytes) { return perMaxSequence > 0 ? bytes / perMaxSequence : 0; };
    m.maxConcurrency = {concurrency(m.kvBudgetBytes.low), concurrency(m.kvBudgetBytes.expected),
                        concurrency(m.kvBudgetBytes.high)};
    // Longest context each of peak_concurrency sequences can have: invert bytesForSequence.
    auto longest = [&](double bytes) {
        const KvCache& kv = m.kv;
        const double perSequence = bytes / s.peakConcurrency - kv.stateBytes;
        if (perSequence <= 0)
            return 0.0;
        double length = 0;
        const double bothRate = kv.fullLayerBytes + kv.windowedLayerBytes;
        if (kv.window > 0 && perSequence > bothRate * static_cast<double>(kv.window)) {
            length = kv.fullLayerBytes > 0 ? static_cast<double>(kv.window)
                    + (perSequence - bothRate * static_cast<double>(kv.window)) / kv.fullLayerBytes
                                           : 1e18;
        } else {
            // Without attention layers a sequence's cache does not grow with its length.
            length = bothRate > 0 ? perSequence / bothRate : 1e18;
        }
        const double limit = static_cast<double>(m.maxModelLen);
        return std::floor(std::min(length, limit));
    };
    m.longestContext = {longest(m.kvBudgetBytes.low), longest(m.kvBudgetBytes.expected),
                        longest(m.kvBudgetBytes.high)};

    // What the peak holds in its cache. A paged engine admits the requests whose cache fits (up
    // to its sequence limit) and queues the rest, which hold nothing until they run: the cache
    // is charged for the running ones only, and the queue shows in the latency.
    const double sequence = static_cast<double>(s.prompt() + s.outputTokens);
    const double perRequest = m.kv.allocatedForSequence(sequence);
    const double slots = perRequest > 0 ? std::floor(m.kvBudgetBytes.expected / perRequest) : 0;
    const int llamaSlots = llamaCppSlots(s);
    if (s.engine == Engine::LlamaCpp)
        m.llamaCppSlots = llamaSlots;
    m.runningAtPeak = s.engine == Engine::LlamaCpp
        ? llamaSlots
        : static_cast<int>(std::min<double>({static_cast<double>(s.peakConcurrency), slots,
                                             static_cast<double>(engineSequenceLimit(scenario))}));
    m.queuedAtPeak = s.peakConcurrency - m.runningAtPeak;
    const double peakKv = m.runningAtPeak * perRequest;
    auto stateText = [&] {
        if (m.kv.stateBytes <= 0)
            return std::string();
        return " + " + num(std::round(m.kv.stateBytes)) + " B of recurrent state"
            + (m.kv.blockTokens > 0
                   ? ", in blocks of " + num(static_cast<double>(m.kv.blockTokens)) + " tokens"
                   : std::string());
    };
    if (s.engine != Engine::LlamaCpp)
        m.kvCache.add("kv_cache.peak", Range::exactly(peakKv), [&] {
            return num(m.runningAtPeak) + " running sequences x (" + num(sequence) + " tokens x "
                + num(m.kv.bytesPerToken) + " B per token" + stateText() + ")";
        });

    // llama.cpp allocates its whole context up front: one slot per concurrent request it is
    // started for.
    const double needed = s.engine == Engine::LlamaCpp ? llamaSlots * perMaxSequence
                                                       : std::max(peakKv, perMaxSequence);
    m.neededKvBytes = needed;
    // Engines refuse to start when one max_model_len sequence does not fit their cache; llama.cpp
    // allocates every slot's context at start and stops when they do not fit.
    m.startable
        = m.kvBudgetBytes.expected >= (s.engine == Engine::LlamaCpp ? needed : perMaxSequence);
    m.headroom = {m.kvBudgetBytes.low - needed, m.kvBudgetBytes.expected - needed,
                  m.kvBudgetBytes.high - needed};
    if (s.engine == Engine::LlamaCpp)
        m.kvCache.add("kv_cache.context", Range::exactly(needed), [&] {
            return num(llamaSlots) + " slots x (" + num(static_cast<double>(m.maxModelLen))
                + " tokens of context x " + num(m.kv.bytesPerToken) + " B per token" + stateText()
                + ")";
        });
    m.total = m.weights.bytes + m.kvCache.bytes + m.activations.bytes + m.overhead.bytes
        + m.companions.bytes;
    m.totalFits = m.total.expected <= m.capacityBytes;
    // TurboMind allocates its whole cache share at start: its batch buffers must fit the rest.
    if (s.engine == Engine::LmDeploy)
        m.totalFits = m.totalFits
            && m.weights.bytes.expected + m.kvBudgetBytes.expected + m.activations.bytes.expected
                    + m.overhead.bytes.expected + companionBytes
                <= m.capacityBytes;
    // Once started, the cache never decides: a paged engine admits only what its budget holds
    // and queues the rest, and llama.cpp that starts holds every slot's context.
    m.fits = m.startable && m.totalFits;
    if (!m.startable) {
        m.failing = "engine_start";
        m.tooManySlots = s.engine == Engine::LlamaCpp && llamaSlots > 1
            && m.kvBudgetBytes.expected >= perMaxSequence;
        // The memory each GPU lacks: every byte more turns into `perByte` of KV budget (the
        // engine's share of it; all of it for llama.cpp, once companions cap the share, or with
        // SGLang's default share, which leaves a fixed reserve whatever the card).
        // llama.cpp allocates every slot's context at start, the others one sequence's.
        const bool wholeByte = s.engine == Engine::LlamaCpp || m.utilizationReduced
            || (s.engine == Engine::Sglang && !s.memoryUtilization);
        const double perByte = wholeByte ? 1.0 : std::max(0.01, m.utilization);
        m.shortBytes = ((s.engine == Engine::LlamaCpp ? needed : perMaxSequence) - kvBudgetExpected)
            / perByte;
    } else if (!m.totalFits) {
        m.failing = "total";
        m.shortBytes = m.total.expected - m.capacityBytes;
    } else {
        m.freeBytes = m.capacityBytes - m.total.expected;
    }
    return m;
}

} // namespace gp
