// The serving part of the estimate view: memory per GPU with the KV cache at the peak, what the
// cache holds, speed at the peak concurrency, the deployment, the CPU path and the cost
// comparison.
#include "estimate_view.h"
#include "sheet/message_text.h"
#include "sheet/sheet_html.h"

#include <QLocale>

#include <QTreeWidget>
#include <cmath>

namespace gp::ui {

void EstimateView::showInference(const Scenario& scenario, const InferenceEstimate& e)
{
    const QLocale locale;
    const InferenceMemory& m = e.memory;
    const InferenceSpec& s = scenario.inference;
    addRow(e.onCpu ? tr("Memory (CPU)") : tr("Memory per GPU"), QString(),
           tr("expected (low - high)"));
    const std::pair<QString, const MemoryComponent*> parts[]
        = {{tr("Weights"), &m.weights},
           {tr("KV cache at peak"), &m.kvCache},
           {tr("Activations"), &m.activations},
           {tr("Overhead"), &m.overhead},
           {e.onCpu ? tr("Other services on the server") : tr("Companions"), &m.companions}};
    for (const auto& [label, component] : parts)
        if (!component->parts.empty())
            addComponentRow(label, *component);
    addRow(tr("    Total"), formatGib(m.total.expected), formatGibRange(m.total));
    addRow(tr("    Capacity"), formatGib(m.capacityBytes),
           m.fits ? tr("fits")
                  : (m.startable ? tr("the peak does not fit") : tr("the engine cannot start")));
    addRow(tr("KV cache per token"),
           tr("%1 bytes").arg(locale.toString(m.kv.bytesPerToken, 'f', 0)),
           tr("%1 bits per weight (%2)")
               .arg(locale.toString(m.served.bitsPerWeight, 'f', 2),
                    QString::fromStdString(weightFormatName(s.weights))));
    if (m.kv.stateBytes > 0)
        addRow(tr("Recurrent state per sequence"),
               tr("%1 MiB").arg(locale.toString(m.kv.stateBytes / (1024.0 * 1024.0), 'f', 1)),
               tr("%n linear-attention layer(s), whatever the context", nullptr,
                  static_cast<int>(std::lround(m.kv.recurrentLayers))));
    addRow(tr("KV cache capacity"),
           tr("%1 tokens").arg(locale.toString(m.kvCapacityTokens.expected, 'f', 0)),
           tr("%1 - %2").arg(locale.toString(m.kvCapacityTokens.low, 'f', 0),
                             locale.toString(m.kvCapacityTokens.high, 'f', 0)));
    addRow(tr("Concurrent sequences at max length"),
           locale.toString(m.maxConcurrency.expected, 'f', 2),
           tr("of %1 tokens").arg(locale.toString(static_cast<qlonglong>(m.maxModelLen))));
    addRow(tr("Longest context at peak"),
           tr("%1 tokens").arg(locale.toString(m.longestContext.expected, 'f', 0)),
           tr("for %n concurrent request(s)", nullptr, e.speed.users));
    const InferenceSpeed& sp = e.speed;
    // An engine that cannot start has no speed: the verdict says why, no zeros stand in.
    if (!m.startable)
        addRow(tr("Speed"), tr("cannot start"), tr("no first token until the engine starts"));
    auto ms = [&](const Range& r) {
        return tr("%1 - %2 ms")
            .arg(locale.toString(r.low * 1000, 'f', 1), locale.toString(r.high * 1000, 'f', 1));
    };
    if (m.startable) {
        // Each replica of the fleet as entered serves its share of the peak.
        // On CPUs each server is a replica, and is called one.
        if (sp.sharedBy > 1 && e.onCpu)
            addRow(tr("Closed loop"), tr("%n user(s) per server", nullptr, sp.users),
                   tr("%1 servers share %2 users; each sends the next request when the last "
                      "is answered")
                       .arg(locale.toString(sp.sharedBy), locale.toString(s.peakConcurrency)));
        else if (sp.sharedBy > 1)
            addRow(tr("Closed loop"), tr("%n user(s) per replica", nullptr, sp.users),
                   tr("%1 replicas share %2 users; each sends the next request when the last "
                      "is answered")
                       .arg(locale.toString(sp.sharedBy), locale.toString(s.peakConcurrency)));
        else
            addRow(tr("Closed loop"), tr("%n user(s)", nullptr, sp.users),
                   tr("each sends the next request when the last is answered"));
        addRow(tr("Time to first token"),
               tr("%1 ms").arg(locale.toString(sp.ttft.expected * 1000, 'f', 0)), ms(sp.ttft));
        addRow(tr("Time per output token"),
               tr("%1 ms").arg(locale.toString(sp.tpot.expected * 1000, 'f', 1)), ms(sp.tpot));
        addRow(tr("Throughput"),
               tr("%1 tokens/s").arg(locale.toString(sp.throughput.expected, 'f', 0)),
               e.onCpu ? tr("output tokens per server at %n concurrent", nullptr, sp.users)
                       : tr("output tokens per replica at %n concurrent", nullptr, sp.users));
        addRow(tr("Decoding at once"), locale.toString(sp.maxBatch),
               tr("sequences; beyond this requests queue"));
    }
    // The other load: every prompt at once (a launch, a batch job, a benchmark of fixed lengths).
    const BurstPoint& b = sp.burst;
    if (m.startable && b.waves > 0) {
        auto seconds = [&](double value) { return locale.toString(value, 'f', 2); };
        addRow(tr("Burst"),
               sp.sharedBy <= 1 ? tr("%n prompt(s) at once", nullptr, b.prompts)
                   : e.onCpu    ? tr("%n prompt(s) at once per server", nullptr, b.prompts)
                                : tr("%n prompt(s) at once per replica", nullptr, b.prompts),
               tr("%n at a time", nullptr, b.running));
        addRow(tr("    First token"), tr("%1 s").arg(seconds(b.ttft.expected)),
               tr("on average (%1 - %2 s); the last prompt's after %3 s")
                   .arg(seconds(b.ttft.low), seconds(b.ttft.high), seconds(b.lastTtft.expected)));
        addRow(tr("    Time per output token"),
               tr("%1 ms").arg(locale.toString(b.tpot.expected * 1000, 'f', 1)), ms(b.tpot));
        addRow(tr("    All answered"), tr("%1 s").arg(seconds(b.seconds.expected)),
               tr("%1 - %2 s; %3 tokens/s")
                   .arg(seconds(b.seconds.low), seconds(b.seconds.high),
                        locale.toString(b.throughput.expected, 'f', 0)));
    }
    // The fleet as entered, judged by the core; then the smallest fleet for the targets.
    const InferenceFleet& f = e.fleet;
    addRow(tr("Fleet as entered"),
           e.onCpu ? tr("%n server(s)", nullptr, static_cast<int>(f.gpus))
                   : tr("%1, %2").arg(tr("%n GPU(s)", nullptr, static_cast<int>(f.gpus)),
                                      tr("%n replica(s)", nullptr, static_cast<int>(f.replicas))),
           sheet::messageText(f.messageId, f.args));
    if (f.monthlyCost)
        addRow(tr("Per month, as entered"),
               tr("%1 %2").arg(locale.toString(*f.monthlyCost, 'f', 0),
                               QString::fromStdString(f.currency)),
               e.onCpu ? tr("%n server(s), 30 days", nullptr, static_cast<int>(f.gpus))
                       : tr("%n GPU(s), 30 days", nullptr, static_cast<int>(f.gpus)));
    const InferenceSizing& z = e.sizing;
    if (z.gpus.expected > 0)
        addRow(e.onCpu ? tr("Smallest fleet (servers)") : tr("Smallest fleet (GPUs)"),
               locale.toString(z.gpus.expected, 'f', 0),
               e.onCpu ? tr("%1 - %2 servers")
                             .arg(locale.toString(z.gpus.low, 'f', 0),
                                  locale.toString(z.gpus.high, 'f', 0))
                       : tr("%n replica(s) of tp %1 x pp %2; %3 - %4 GPUs", nullptr,
                            static_cast<int>(z.replicas.expected))
                             .arg(s.tp)
                             .arg(s.pp)
                             .arg(locale.toString(z.gpus.low, 'f', 0),
                                  locale.toString(z.gpus.high, 'f', 0)));
    if (e.cpu)
        addRow(tr("CPU decode"),
               tr("%1 tokens/s").arg(locale.toString(e.cpu->tokensPerSecond.expected, 'f', 1)),
               sheet::text(e.cpu->cpuName));
    if (e.rent)
        addRow(e.onCpu ? tr("Servers per month") : tr("GPUs per month"),
               tr("%1 %2").arg(locale.toString(e.rent->gpuMonthly.expected, 'f', 0),
                               QString::fromStdString(e.rent->currency)),
               tr("API: %1 %2 a month; break-even %3 requests/s")
                   .arg(locale.toString(e.rent->apiMonthly, 'f', 0),
                        QString::fromStdString(e.rent->currency),
                        locale.toString(e.rent->breakEvenRequestsPerSecond, 'f', 2)));
    if (!e.command.empty())
        addRow(tr("Launch command"), QString(), QString::fromStdString(e.command));
}

} // namespace gp::ui
