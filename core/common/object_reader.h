#pragma once
// Reads the fields of one JSON object with their rules, records a field-named error for every
// problem, and finally reports the keys nobody asked for (a typo must not be silently ignored).
#include "common/diagnostics.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

enum class Bound {
    Any, // any finite number
    NonNegative, // >= 0
    Positive, // > 0
};

class ObjectReader
{
public:
    // Records an error if value is not an object; the reader then yields nothing.
    ObjectReader(const nlohmann::json& value, std::string path, Diagnostics& diag);

    bool isObject() const { return m_object != nullptr; }
    // Hugging Face configs write "sliding_window": null for "no window": read null as absent.
    void treatNullAsAbsent() { m_nullIsAbsent = true; }
    bool has(std::string_view key) const;
    const std::string& path() const { return m_path; }
    std::string pathOf(std::string_view key) const { return joinPath(m_path, key); }
    Diagnostics& diagnostics() { return m_diag; }

    // Each accessor marks the key as known; it returns nothing when the key is absent or invalid
    // (the latter with an error recorded).
    std::optional<std::int64_t> integer(std::string_view key, Bound bound = Bound::Positive);
    std::optional<std::int64_t> integerIn(std::string_view key, std::int64_t min, std::int64_t max);
    std::optional<double> number(std::string_view key, Bound bound = Bound::Positive);
    std::optional<double> numberIn(std::string_view key, double min, double max);
    std::optional<bool> boolean(std::string_view key);
    std::optional<std::string> string(std::string_view key);
    std::optional<std::string> choice(std::string_view key,
                                      const std::vector<std::string>& allowed);
    const nlohmann::json* value(std::string_view key); // any type; marks the key known

    // Store a present, valid value in field; leave field unchanged otherwise.
    void readInto(std::string_view key, std::int64_t& field, Bound bound);
    void readInto(std::string_view key, double& field, Bound bound);
    void readInto(std::string_view key, bool& field);
    void readInto(std::string_view key, std::string& field);

    // Marks keys as known without reading them (fields handled elsewhere).
    void accept(std::string_view key);

    // Records "unknown key" for every key not read or accepted, suggesting the closest known one.
    void finish();

    void error(std::string_view key, std::string id, std::vector<std::string> args = {});
    void warning(std::string_view key, std::string id, std::vector<std::string> args = {});

private:
    const nlohmann::json* find(std::string_view key);
    bool checkBound(std::string_view key, double value, Bound bound);

    const nlohmann::json* m_object = nullptr;
    std::string m_path;
    Diagnostics& m_diag;
    std::set<std::string, std::less<>> m_known;
    bool m_nullIsAbsent = false;
};

// A calendar date written YYYY-MM-DD (a catalog's as_of, a quote's date).
bool isIsoDate(const std::string& text);

// Edit distance, for "did you mean" suggestions.
std::size_t editDistance(std::string_view a, std::string_view b);

} // namespace gp
