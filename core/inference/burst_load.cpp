// The burst load model: N prompts at once. Closed forms over the prompts and the waves, so the
// cost does not grow with N.
#include "inference/inference_speed.h"
#include "model/parameter_count.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>

namespace gp {
namespace {

double pick(const Range& r, int band)
{
    return band == 0 ? r.low : (band == 1 ? r.expected : r.high);
}

// sum over i = 0 .. n - 1 of floor((a i + b) / m), for a, b >= 0 and m > 0, in O(log) steps
// (the Euclid-like reduction of AtCoder Library's floor_sum).
long double floorSum(std::int64_t n, std::int64_t m, std::int64_t a, std::int64_t b)
{
    long double sum = 0;
    while (true) {
        if (a >= m) {
            const std::int64_t quotient = a / m; // floor, as the sum needs
            sum += static_cast<long double>(n - 1) * static_cast<long double>(n) / 2
                * static_cast<long double>(quotient);
            a %= m;
        }
        if (b >= m) {
            const std::int64_t quotient = b / m;
            sum += static_cast<long double>(n) * static_cast<long double>(quotient);
            b %= m;
        }
        const std::int64_t yMax = a * n + b;
        if (yMax < m)
            break;
        n = yMax / m;
        b = yMax % m;
        std::swap(m, a);
    }
    return sum;
}

} // namespace

double ServingModel::chunkSeconds(double tokens, int band) const
{
    const InferenceSpec& s = m_scenario.inference;
    const double prompt = std::max(1.0, static_cast<double>(s.prompt()));
    // The chunk's share of the prompts' FLOPs (attention at the prompts' mean position), over
    // the GPUs of a stage; it streams the weights its tokens visit at least once.
    const double compute
        = tokens * m_prefillFlops / prompt / (s.tp * m_peak * pick(m_prefillEff, 2 - band));
    // weightsRead is one stage's: the chunk crosses every stage.
    const double read = s.pp * weightsRead(tokens) / (m_bandwidth * pick(m_bandwidthEff, 2 - band));
    return std::max(compute, read) + pick(m_tpPrefill, band) * tokens / prompt
        + pick(m_overhead, band);
}

// First come, first served in steps of B prompt tokens: prompt i has its first token at the end
// of step ceil(i P / B), the step that takes its last token. The first step takes the chunk
// through every stage; later ones follow a stage apart (pp steps in flight), and the last one
// holds only what is left. A prompt done early decodes one token per pipeline pass while the
// others are prefilled, then at the decode step of the whole wave.
ServingModel::Wave ServingModel::wave(int running, int band) const
{
    const InferenceSpec& s = m_scenario.inference;
    const std::int64_t m = running;
    const std::int64_t prompt = std::max<std::int64_t>(1, s.prompt());
    const std::int64_t chunk
        = m_memory.maxNumBatchedTokens > 0 ? m_memory.maxNumBatchedTokens : prompt;
    const std::int64_t tokens = m * prompt;
    const std::int64_t steps = (tokens - 1) / chunk + 1;
    const double first = chunkSeconds(static_cast<double>(std::min(chunk, tokens)), band);
    const double stream = chunkSeconds(static_cast<double>(chunk), band) / s.pp;
    Wave w;
    if (steps == 1) {
        w.ttft = first;
        w.lastTtft = first;
    } else {
        const double last = stream * static_cast<double>(tokens - (steps - 1) * chunk)
            / static_cast<double>(chunk);
        // Mean step index: sum of ceil(i P / B) over i = 1 .. m; the prompts done in the last
        // step wait only for its part.
        const double meanStep = static_cast<double>(floorSum(m, chunk, prompt, prompt + chunk - 1))
            / static_cast<double>(m);
        const std::int64_t beforeLast = (steps - 1) * chunk / prompt; // prompts done before it
        const double inLast = static_cast<double>(m - beforeLast);
        w.ttft
            = first + (meanStep - 1) * stream - inLast / static_cast<double>(m) * (stream - last);
        w.lastTtft = first + static_cast<double>(steps - 2) * stream + last;
    }
    const double step = stepSeconds(static_cast<double>(m), band);
    const double pass = stream * s.pp; // one decode token while chunks fill the pipeline
    const double decodeTokens = static_cast<double>(s.outputTokens) - 1;
    if (decodeTokens <= 0) {
        w.tpot = step;
    } else {
        const double duringPrefill = std::min(decodeTokens, (w.lastTtft - w.ttft) / pass);
        w.tpot = (duringPrefill * pass + (decodeTokens - duringPrefill) * step) / decodeTokens;
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
