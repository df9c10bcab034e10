#include "common/object_reader.h"

#include "common/json_document.h"
#include "common/messages.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <regex>

namespace gp {

ObjectReader::ObjectReader(const nlohmann::json& value, std::string path, Diagnostics& diag)
    : m_path(std::move(path))
    , m_diag(diag)
{
    if (value.is_object())
        m_object = &value;
    else
        m_diag.error(m_path, "field.wrong_type",
                     {messageArg("word.json.object"), describeJsonType(value)});
}

bool ObjectReader::has(std::string_view key) const
{
    if (!m_object)
        return false;
    auto it = m_object->find(key);
    return it != m_object->end() && !(m_nullIsAbsent && it->is_null());
}

const nlohmann::json* ObjectReader::find(std::string_view key)
{
    m_known.insert(std::string(key));
    if (!m_object)
        return nullptr;
    auto it = m_object->find(key);
    if (it == m_object->end() || (m_nullIsAbsent && it->is_null()))
        return nullptr;
    return &*it;
}

void ObjectReader::accept(std::string_view key)
{
    m_known.insert(std::string(key));
}

const nlohmann::json* ObjectReader::value(std::string_view key)
{
    return find(key);
}

void ObjectReader::error(std::string_view key, std::string id, std::vector<std::string> args)
{
    m_diag.error(pathOf(key), std::move(id), std::move(args));
}

void ObjectReader::warning(std::string_view key, std::string id, std::vector<std::string> args)
{
    m_diag.warning(pathOf(key), std::move(id), std::move(args));
}

bool ObjectReader::checkBound(std::string_view key, double value, Bound bound)
{
    if (!std::isfinite(value)) {
        error(key, "field.not_finite");
        return false;
    }
    if (bound == Bound::Positive && value <= 0) {
        error(key, "field.not_positive", {formatNumber(value)});
        return false;
    }
    if (bound == Bound::NonNegative && value < 0) {
        error(key, "field.negative", {formatNumber(value)});
        return false;
    }
    return true;
}

std::optional<std::int64_t> ObjectReader::integer(std::string_view key, Bound bound)
{
    const nlohmann::json* item = find(key);
    if (!item)
        return std::nullopt;
    if (item->is_number_integer() || item->is_number_unsigned()) {
        if (item->is_number_unsigned()
            && item->get<std::uint64_t>()
                > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
            error(key, "field.too_large", {describeJsonValue(*item)});
            return std::nullopt;
        }
        const auto result = item->get<std::int64_t>();
        if (!checkBound(key, static_cast<double>(result), bound))
            return std::nullopt;
        // The same limit as for 9e15 written as a float: beyond it a double loses whole numbers.
        if (result > 9'000'000'000'000'000 || result < -9'000'000'000'000'000) {
            error(key, "field.too_large", {describeJsonValue(*item)});
            return std::nullopt;
        }
        return result;
    }
    if (item->is_number_float()) {
        // 2e12 is a fine way to write a whole number; 4.5 is not one.
        const double number = item->get<double>();
        if (!checkBound(key, number, bound))
            return std::nullopt;
        if (std::floor(number) != number) {
            error(key, "field.not_whole", {formatNumber(number)});
            return std::nullopt;
        }
        if (std::fabs(number) > 9.0e15) {
            error(key, "field.too_large", {formatNumber(number)});
            return std::nullopt;
        }
        return static_cast<std::int64_t>(number);
    }
    error(key, "field.wrong_type", {messageArg("word.json.whole_number"), describeJsonType(*item)});
    return std::nullopt;
}

std::optional<std::int64_t> ObjectReader::integerIn(std::string_view key, std::int64_t min,
                                                    std::int64_t max)
{
    auto result = integer(key, Bound::Any);
    if (result && (*result < min || *result > max)) {
        error(key, "field.out_of_range",
              {std::to_string(min), std::to_string(max), std::to_string(*result)});
        return std::nullopt;
    }
    return result;
}

std::optional<double> ObjectReader::number(std::string_view key, Bound bound)
{
    const nlohmann::json* item = find(key);
    if (!item)
        return std::nullopt;
    if (!item->is_number()) {
        error(key, "field.wrong_type", {messageArg("word.json.number"), describeJsonType(*item)});
        return std::nullopt;
    }
    const double result = item->get<double>();
    if (!checkBound(key, result, bound))
        return std::nullopt;
    // No figure a scenario or catalog holds comes near these (the largest are parameter and
    // token counts, about 1e13); beyond them products and quotients of a few figures overflow
    // to infinity or underflow to zero, and an estimate would print inf or NaN. Fields with a
    // range of their own (numberIn, Bound::Any) check that instead.
    constexpr double kSmallest = 1e-9;
    constexpr double kLargest = 1e18;
    if (bound != Bound::Any && result != 0
        && (std::fabs(result) < kSmallest || std::fabs(result) > kLargest)) {
        error(key, "field.out_of_range",
              {formatNumber(kSmallest), formatNumber(kLargest), formatNumber(result)});
        return std::nullopt;
    }
    return result;
}

std::optional<double> ObjectReader::numberIn(std::string_view key, double min, double max)
{
    auto result = number(key, Bound::Any);
    if (result && (*result < min || *result > max)) {
        error(key, "field.out_of_range",
              {formatNumber(min), formatNumber(max), formatNumber(*result)});
        return std::nullopt;
    }
    return result;
}

std::optional<bool> ObjectReader::boolean(std::string_view key)
{
    const nlohmann::json* item = find(key);
    if (!item)
        return std::nullopt;
    if (!item->is_boolean()) {
        error(key, "field.wrong_type",
              {messageArg("word.json.true_or_false"), describeJsonType(*item)});
        return std::nullopt;
    }
    return item->get<bool>();
}

std::optional<std::string> ObjectReader::string(std::string_view key)
{
    const nlohmann::json* item = find(key);
    if (!item)
        return std::nullopt;
    if (!item->is_string()) {
        error(key, "field.wrong_type", {messageArg("word.json.string"), describeJsonType(*item)});
        return std::nullopt;
    }
    return item->get<std::string>();
}

std::optional<std::string> ObjectReader::choice(std::string_view key,
                                                const std::vector<std::string>& allowed)
{
    auto result = string(key);
    if (!result)
        return std::nullopt;
    if (std::find(allowed.begin(), allowed.end(), *result) == allowed.end()) {
        error(key, "field.unknown_value", {choicesArg(allowed), *result});
        return std::nullopt;
    }
    return result;
}

void ObjectReader::readInto(std::string_view key, std::int64_t& field, Bound bound)
{
    if (auto result = integer(key, bound))
        field = *result;
}

void ObjectReader::readInto(std::string_view key, double& field, Bound bound)
{
    if (auto result = number(key, bound))
        field = *result;
}

void ObjectReader::readInto(std::string_view key, bool& field)
{
    if (auto result = boolean(key))
        field = *result;
}

void ObjectReader::readInto(std::string_view key, std::string& field)
{
    if (auto result = string(key))
        field = *result;
}

void ObjectReader::finish()
{
    if (!m_object)
        return;
    for (const auto& [key, item] : m_object->items()) {
        (void)item;
        if (m_known.contains(key))
            continue;
        std::string best;
        std::size_t bestDistance = 3; // suggest only close matches
        for (const auto& known : m_known) {
            // Cheap guards first: hostile files may carry many long keys.
            if (key.size() > 64
                || (key.size() > known.size() ? key.size() - known.size()
                                              : known.size() - key.size())
                    >= bestDistance)
                continue;
            const std::size_t distance = editDistance(key, known);
            if (distance < bestDistance) {
                bestDistance = distance;
                best = known;
            }
        }
        if (!best.empty()) {
            m_diag.error(pathOf(key), "field.unknown_key_suggest", {best});
        } else {
            std::vector<std::string> known(m_known.begin(), m_known.end());
            m_diag.error(pathOf(key), "field.unknown_key", {choicesArg(known)});
        }
    }
}

bool isIsoDate(const std::string& text)
{
    static const std::regex pattern(R"((\d{4})-(\d{2})-(\d{2}))");
    std::smatch parts;
    if (!std::regex_match(text, parts, pattern))
        return false;
    const int year = std::stoi(parts[1].str());
    const int month = std::stoi(parts[2].str());
    const int day = std::stoi(parts[3].str());
    if (month < 1 || month > 12 || day < 1)
        return false;
    static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return day <= (month == 2 && !leap ? 28 : kDays[month - 1]);
}

std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::size_t> previous(b.size() + 1);
    std::vector<std::size_t> current(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        previous[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

} // namespace gp
