#pragma once
// How the comparison's rows are built: one scenario at a time, so that a row a scenario lacks
// stays empty, figures in different units never share a row, and a server's row (served on the
// CPU) sits beside the GPU row that says the same of a GPU.
#include "compare/comparison.h"

#include <string>
#include <vector>

namespace gp {

class RowBuilder
{
public:
    explicit RowBuilder(std::size_t count)
        : m_count(count)
    { }

    // The row of that id, made (with its English label) where none exists yet.
    ComparisonRow& row(const std::string& id, const std::string& labelId, const std::string& unit,
                       bool input, bool lowerIsBetter = true);
    void text(std::size_t i, const std::string& id, const std::string& labelId,
              const std::string& value);
    // A word, kept with its id so that it can be shown translated.
    void word(std::size_t i, const std::string& id, const std::string& labelId, bool input,
              const std::string& wordId);
    // The row written, or nothing for a figure that is not finite.
    ComparisonRow* number(std::size_t i, const std::string& id, const std::string& labelId,
                          const std::string& unit, double value, int decimals,
                          bool lowerIsBetter = true);

    std::vector<ComparisonRow> take() { return std::move(m_rows); }

private:
    std::size_t m_count;
    std::vector<ComparisonRow> m_rows;
};

} // namespace gp
