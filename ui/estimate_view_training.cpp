// The training part of the estimate view: memory per GPU stage by stage with its three peaks,
// the loss and the framework, the step time and its parts, and the whole run.
#include "estimate_view.h"
#include "message_text.h"
#include "training/framework_memory.h"

#include <QLocale>
#include <QTreeWidget>

namespace gp::ui {

void EstimateView::showTraining(const Scenario& scenario, const Estimate& estimate)
{
    const QLocale locale;
    if (const auto& stages = estimate.training) {
        const TrainingStage& first = stages->first();
        const TrainingMemory* memory = &first.memory;
        addRow(tr("Memory per GPU"), QString(),
               stages->stages.size() > 1 ? tr("first pipeline stage, expected (low - high)")
                                         : tr("expected (low - high)"));
        const std::pair<QString, const MemoryComponent*> parts[]
            = {{tr("Weights"), &memory->weights},
               {tr("Gradients"), &memory->gradients},
               {tr("Optimizer states"), &memory->optimizer},
               {tr("Activations"), &memory->activations},
               {tr("Overhead"), &memory->overhead}};
        for (const auto& [label, component] : parts)
            addComponentRow(label, *component);
        addRow(tr("    Total"), formatGib(memory->total.expected), formatGibRange(memory->total));
        // The total is the device's; the caching allocator reserves less, the tensors less still.
        addRow(tr("    Reserved peak"), formatGib(memory->reserved.expected),
               formatGibRange(memory->reserved));
        addRow(tr("    Allocated peak"), formatGib(memory->allocated.expected),
               formatGibRange(memory->allocated));
        // Blocks cached for earlier batch shapes are given back before an out-of-memory error:
        // the verdict judges the total without them.
        if (memory->shapeCache.high > 0)
            addRow(tr("    Needed (judged)"), formatGib(memory->needed.expected),
                   formatGibRange(memory->needed));
        // The verdict weighs a trial run's measured peak: show the total it judged.
        if (stages->calibrated())
            addRow(tr("    Scaled by the trial run's peak (x%1)")
                       .arg(locale.toString(stages->calibration, 'f', 2)),
                   formatGib(first.judgedTotal.expected), formatGibRange(first.judgedTotal));
        addRow(tr("    Capacity"), formatGib(memory->capacityBytes),
               first.fits ? tr("fits") : tr("does not fit"));
        addRow(tr("Loss"),
               sheet::messageText("loss." + lossName(resolvedLoss(scenario.training)), {}),
               scenario.training.loss == Loss::Auto ? tr("follows the framework") : QString());
        if (shardsGradients(scenario.training))
            addRow(tr("Gradient reduction"),
                   sheet::messageText(
                       "reduction."
                           + gradientReductionName(resolvedGradientReduction(scenario.training)),
                       {}),
                   scenario.training.gradientReduction == GradientReduction::Auto
                       ? tr("follows the framework")
                       : QString());
        for (std::size_t i = 1; i < stages->stages.size(); ++i) {
            const TrainingStage& stage = stages->stages[i];
            const TrainingLayout& layout = stage.memory.layout;
            addRow(layout.isMiddleStage()
                       ? tr("    Pipeline stage %1 of %2").arg(layout.stage + 1).arg(layout.stages)
                       : tr("    Last pipeline stage"),
                   formatGib(stage.judgedTotal.expected),
                   formatGibRange(stage.judgedTotal) + QStringLiteral("; ")
                       + (stage.fits ? tr("fits") : tr("does not fit")));
        }
        if (const auto& fit = estimate.trainingFit) {
            addRow(tr("Largest micro-batch that fits"), QString::number(fit->maxMicroBatch));
            addRow(tr("Longest sequence that fits"),
                   locale.toString(static_cast<qlonglong>(fit->maxSeqLen)));
            addRow(tr("Smallest GPU count for this layout"),
                   fit->minGpus > 0 ? QString::number(fit->minGpus)
                                    : tr("none up to data parallel 4096"));
            // What a buyer can run: whole servers, the global batch split evenly (core decides).
            if (fit->minGpus > 0)
                addRow(tr("Smallest runnable fleet"),
                       fit->minServers > 0
                           ? tr("%n server(s), %1 GPUs (data parallel %2)", nullptr,
                                static_cast<int>(fit->minServers))
                                 .arg(fit->minServersGpus)
                                 .arg(fit->minServersDp)
                           : tr("none: no data-parallel size from %1 up splits the global batch "
                                "of %2 on whole servers")
                                 .arg(fit->minDp)
                                 .arg(scenario.training.globalBatch));
        }
    }
    if (const auto& time = estimate.trainingTime) {
        addRow(
            tr("Framework"),
            sheet::messageText("framework." + frameworkName(resolvedFramework(scenario.training)),
                               {}),
            scenario.training.framework == Framework::Auto ? tr("follows the method") : QString());
        auto seconds = [&](const Range& r) {
            return tr("%1 - %2 s")
                .arg(locale.toString(r.low, 'f', 2), locale.toString(r.high, 'f', 2));
        };
        addRow(tr("Step time"), tr("%1 s").arg(locale.toString(time->stepTime.expected, 'f', 2)),
               seconds(time->stepTime));
        const std::pair<QString, const Range*> parts[]
            = {{tr("    Compute"), &time->compute},
               {tr("    Communication"), &time->communication},
               {tr("    Pipeline bubble"), &time->bubble}};
        for (const auto& [label, range] : parts)
            addRow(label, tr("%1 s").arg(locale.toString(range->expected, 'f', 2)),
                   seconds(*range));
        addRow(tr("MFU"), tr("%1%").arg(locale.toString(time->mfu.expected * 100, 'f', 1)),
               tr("%1 - %2%")
                   .arg(locale.toString(time->mfu.low * 100, 'f', 1),
                        locale.toString(time->mfu.high * 100, 'f', 1)));
        addRow(tr("Tokens per second per GPU"),
               locale.toString(time->tokensPerSecondPerGpu.expected, 'f', 0));
        if (time->totalTime) {
            addRow(tr("Calendar time"),
                   tr("%1 days").arg(locale.toString(time->totalTime->expected / 86400, 'f', 1)),
                   tr("%1 - %2 days on %n GPU(s)", nullptr, time->gpus)
                       .arg(locale.toString(time->totalTime->low / 86400, 'f', 1),
                            locale.toString(time->totalTime->high / 86400, 'f', 1)));
            addRow(tr("GPU-hours"), locale.toString(time->gpuHours->expected, 'f', 0),
                   tr("%1 - %2").arg(locale.toString(time->gpuHours->low, 'f', 0),
                                     locale.toString(time->gpuHours->high, 'f', 0)));
        }
        if (const auto& cost = estimate.trainingCost)
            addRow(tr("Cost"),
                   tr("%1 %2").arg(locale.toString(cost->amount.expected, 'f', 0),
                                   QString::fromStdString(cost->currency)),
                   tr("%1 - %2").arg(locale.toString(cost->amount.low, 'f', 0),
                                     locale.toString(cost->amount.high, 'f', 0)));
    }
}

} // namespace gp::ui
