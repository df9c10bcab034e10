// The burst load model: N prompts at once. Closed forms over the prompts and the waves, so the
// cost does not grow with N.
#include "inference/inference_speed.h"
#include "model/parameter_count.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

double pick(const Range& r, int band)
{
    return band == 0 ? r.low : (band == 1 ? r.expected : r.high);
}

} // namespace

double ServingModel::chunkSeconds(double tokens, int band) const
{
    const InferenceSpec& s = m_scenario.inference;
    const double prompt = std::max(1.0, static_cast<double>(s.promptTokens));
    // The chunk's share of the prompts' FLOPs (attention at the prompts' mean position), over
    // the GPUs of a stage; it streams the weights its tokens visit at least once.
    const double compute
        = tokens * m_prefillFlops / prompt / (s.tp * m_peak * pick(m_prefillEff, 2 - band));
    const double read = weightsRead(tokens) / (m_bandwidth * pick(m_bandwidthEff, 2 - band));
    return std::max(compute, read) + pick(m_tpPrefill, band) * tokens / prompt
        + pick(m_overhead, band);
}

// First come, first served: the first step prefills min(B, M x P) tokens, and each later token of
// the wave's prompts takes the streaming rate, B tokens a step, pp steps in flight. Prompt i has
// its first token when its last prompt token is done; the ones done early decode one token per
// prefill step until the last prompt is in, then at the wave's decode step.
ServingModel::Wave ServingModel::wave(int running, int band) const
{
    const InferenceSpec& s = m_scenario.inference;
    const double m = running;
    const double prompt = std::max<double>(1, static_cast<double>(s.promptTokens));
    const double chunk = m_memory.maxNumBatchedTokens > 0
        ? static_cast<double>(m_memory.maxNumBatchedTokens)
        : prompt;
    const double stream = chunkSeconds(chunk, band) / s.pp; // one step while chunks stream
    const double perToken = stream / chunk;
    const double first = chunkSeconds(std::min(chunk, m * prompt), band);
    // Prompts done within the first step; the others wait sum(i P - B) tokens beyond it.
    const double early = std::min(m, std::floor(chunk / prompt));
    const double beyond
        = m > early ? prompt * (m * (m + 1) - early * (early + 1)) / 2 - chunk * (m - early) : 0.0;
    Wave w;
    w.ttft = first + perToken * beyond / m;
    w.lastTtft = first + perToken * std::max(0.0, m * prompt - chunk);
    const double step = stepSeconds(m, band);
    const double decodeTokens = static_cast<double>(s.outputTokens) - 1;
    if (decodeTokens <= 0) {
        w.tpot = step;
    } else {
        const double duringPrefill = std::min(decodeTokens, (w.lastTtft - w.ttft) / stream);
        w.tpot = (duringPrefill * stream + (decodeTokens - duringPrefill) * step) / decodeTokens;
    }
    w.seconds = w.lastTtft + std::max(0.0, decodeTokens) * step;
    return w;
}

BurstPoint ServingModel::burst(int prompts) const
{
    BurstPoint point;
    point.prompts = prompts;
    if (m_maxBatch < 1 || prompts < 1)
        return point;
    const int running = std::min(prompts, m_maxBatch);
    const int waves = (prompts - 1) / running + 1;
    const int last = prompts - (waves - 1) * running;
    point.running = running;
    point.waves = waves;
    const double n = prompts;
    const double m = running;
    const double before = waves - 1; // full waves ahead of the last one
    const double output = static_cast<double>(m_scenario.inference.outputTokens);
    double values[3][5];
    for (int band = 0; band < 3; ++band) {
        const Wave full = wave(running, band);
        const Wave tail = last == running ? full : wave(last, band);
        const double wait = before * full.seconds; // the last wave starts after the others
        values[band][0] = (m * before * full.ttft + m * full.seconds * before * (before - 1) / 2
                           + last * (wait + tail.ttft))
            / n;
        values[band][1] = wait + tail.lastTtft;
        values[band][2] = (m * before * full.tpot + last * tail.tpot) / n;
        values[band][3] = wait + tail.seconds;
        values[band][4] = n * output / values[band][3];
    }
    point.ttft = {values[0][0], values[1][0], values[2][0]};
    point.lastTtft = {values[0][1], values[1][1], values[2][1]};
    point.tpot = {values[0][2], values[1][2], values[2][2]};
    point.seconds = {values[0][3], values[1][3], values[2][3]};
    point.throughput = {values[2][4], values[1][4], values[0][4]};
    return point;
}

} // namespace gp
