#include "compare/recommendation.h"

#include <algorithm>
#include <string_view>

namespace gp {

namespace {

bool qualifies(const Estimate& e)
{
    if (!e.verdict.fits())
        return false;
    // Serving: the fleet as entered, whose cost the rows carry, must meet the targets.
    if (e.inference)
        return e.inference->fleet.targetsMet;
    return e.trainingTime.has_value();
}

} // namespace

void recommend(Comparison& c, const std::vector<CompareInput>& inputs)
{
    std::vector<std::size_t> candidates;
    for (std::size_t i = 0; i < inputs.size(); ++i)
        if (qualifies(*inputs[i].estimate))
            candidates.push_back(i);
    if (candidates.empty())
        return;
    // The first figure every candidate has, in one row (one currency: the rows split by unit).
    for (const char* id : {"tco", "cost", "cost_per_month"}) {
        const auto row = std::find_if(c.rows.begin(), c.rows.end(),
                                      [&](const ComparisonRow& r) { return r.id == id; });
        if (row == c.rows.end()
            || std::any_of(candidates.begin(), candidates.end(),
                           [&](std::size_t i) { return !row->values[i].has_value(); }))
            continue;
        // Totals of ownership only when each is whole and over the same term.
        if (std::string_view(id) == "tco"
            && std::any_of(candidates.begin(), candidates.end(), [&](std::size_t i) {
                   const auto& bom = inputs[i].estimate->bom;
                   const auto& first = inputs[candidates.front()].estimate->bom;
                   return !bom->ownership.complete
                       || bom->ownership.years != first->ownership.years;
               }))
            continue;
        // The lowest; the first listed among equals.
        const std::size_t best = *std::min_element(
            candidates.begin(), candidates.end(),
            [&](std::size_t a, std::size_t b) { return *row->values[a] < *row->values[b]; });
        c.recommended = best;
        ComparisonRow recommended;
        recommended.id = "recommended";
        recommended.labelId = "compare.recommended";
        recommended.label = renderEnglish(recommended.labelId, {});
        recommended.texts.assign(inputs.size(), std::string());
        recommended.textIds.assign(inputs.size(), std::string());
        recommended.values.assign(inputs.size(), std::nullopt);
        recommended.textIds[best] = std::string("word.recommended.") + id;
        recommended.texts[best] = renderEnglish(recommended.textIds[best], {});
        c.rows.push_back(std::move(recommended));
        return;
    }
}

} // namespace gp
