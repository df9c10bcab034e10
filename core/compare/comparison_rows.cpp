#include "compare/comparison_rows.h"

#include "common/messages.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace gp {
namespace {

// Rows of a server (served on the CPU) and of a GPU that say the same of each: a row made after
// the first scenario's rows sits beside its twin.
const std::map<std::string, std::string> kTwins{
    {"servers", "cpu_servers"},
    {"cpu_servers", "servers"},
    {"price", "price_server"},
    {"price_server", "price"},
    {"memory_per_gpu_gib", "memory_per_server_gib"},
    {"memory_per_server_gib", "memory_per_gpu_gib"},
    {"memory_high_gib", "memory_high_server_gib"},
    {"memory_high_server_gib", "memory_high_gib"},
    {"capacity_gib", "capacity_server_gib"},
    {"capacity_server_gib", "capacity_gib"},
    {"headroom_gib", "headroom_server_gib"},
    {"headroom_server_gib", "headroom_gib"},
    {"gpus", "smallest_servers"},
    {"replicas", "gpus"},
    {"smallest_servers", "replicas"},
    // A GPU's split has no server twin: it follows the concurrency, as when it comes first.
    {"serving_split", "peak_concurrency"}};

} // namespace

ComparisonRow& RowBuilder::row(const std::string& id, const std::string& labelId,
                               const std::string& unit, bool input, bool lowerIsBetter)
{
    for (ComparisonRow& existing : m_rows)
        if (existing.id == id)
            return existing;
    // A server's row sits beside its GPU twin, whichever scenario came first.
    auto at = m_rows.end();
    if (const auto twin = kTwins.find(id); twin != kTwins.end())
        at = std::find_if(m_rows.begin(), m_rows.end(),
                          [&](const ComparisonRow& r) { return r.id == twin->second; });
    if (at != m_rows.end())
        ++at;
    ComparisonRow made;
    made.id = id;
    made.labelId = labelId;
    made.label = renderEnglish(labelId, {});
    made.unit = unit;
    made.input = input;
    made.lowerIsBetter = lowerIsBetter;
    made.texts.assign(m_count, std::string());
    made.textIds.assign(m_count, std::string());
    made.values.assign(m_count, std::nullopt);
    return *m_rows.insert(at, std::move(made));
}

void RowBuilder::text(std::size_t i, const std::string& id, const std::string& labelId,
                      const std::string& value)
{
    row(id, labelId, "", true).texts[i] = value;
}

void RowBuilder::word(std::size_t i, const std::string& id, const std::string& labelId, bool input,
                      const std::string& wordId)
{
    ComparisonRow& r = row(id, labelId, "", input);
    r.texts[i] = renderEnglish(wordId, {});
    r.textIds[i] = wordId;
}

ComparisonRow* RowBuilder::number(std::size_t i, const std::string& id, const std::string& labelId,
                                  const std::string& unit, double value, int decimals,
                                  bool lowerIsBetter)
{
    if (!std::isfinite(value))
        return nullptr;
    // Figures in different units (USD and CNY) are never compared: each gets its own row.
    const bool otherUnit
        = std::any_of(m_rows.begin(), m_rows.end(), [&](const ComparisonRow& existing) {
              return existing.id == id && existing.unit != unit;
          });
    const std::string rowId = otherUnit ? id + "_" + unit : id;
    ComparisonRow& r = row(rowId, labelId, unit, false, lowerIsBetter);
    r.values[i] = value;
    r.texts[i] = formatFixed(value, decimals);
    return &r;
}

} // namespace gp
