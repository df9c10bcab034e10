#include "common/messages.h"
#include "scenario/field_schema.h"
#include "scenario/sections.h"

#include <algorithm>
#include <stdexcept>

namespace gp::sections {
namespace {

const FieldSchema& fieldOf(ObjectReader& r, std::string_view key)
{
    const std::string path = r.pathOf(key);
    const FieldSchema* field = findScenarioField(path);
    // A programming error, caught by every test that parses the field.
    if (!field)
        throw std::logic_error("no schema for " + path);
    return *field;
}

} // namespace

std::optional<std::int64_t> readSchemaInteger(ObjectReader& r, std::string_view key)
{
    const FieldSchema& field = fieldOf(r, key);
    if (field.choices.empty())
        return r.integerIn(key, static_cast<std::int64_t>(field.minimum),
                           static_cast<std::int64_t>(field.maximum));
    // A few allowed values (QLoRA's 4 or 8 bits): name them.
    auto value = r.integer(key, Bound::Any);
    if (value
        && std::find(field.choices.begin(), field.choices.end(), std::to_string(*value))
            == field.choices.end()) {
        r.error(key, "field.unknown_value", {choicesArg(field.choices), std::to_string(*value)});
        return std::nullopt;
    }
    return value;
}

std::optional<double> readSchemaNumber(ObjectReader& r, std::string_view key)
{
    const FieldSchema& field = fieldOf(r, key);
    if (!field.exclusiveMinimum)
        return r.numberIn(key, field.minimum, field.maximum);
    // Above zero (and at least 1e-9, below which figures underflow), at most the maximum.
    auto value = r.number(key, Bound::Positive);
    if (value && *value > field.maximum) {
        r.error(key, "field.out_of_range",
                {formatNumber(field.minimum), formatNumber(field.maximum), formatNumber(*value)});
        return std::nullopt;
    }
    return value;
}

} // namespace gp::sections
