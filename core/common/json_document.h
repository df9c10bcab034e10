#pragma once
// Strict JSON reading for files that come from users: refuses oversized or absurdly nested input,
// duplicate keys (which most parsers silently resolve to the last one), and reports syntax errors
// by line and column.
#include "common/diagnostics.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string_view>

namespace gp {

struct JsonLimits
{
    std::size_t maxBytes = std::size_t{4} * 1024 * 1024;
    int maxDepth = 64;
};

// Parses text into a JSON value, or records errors in diag and returns nothing.
std::optional<nlohmann::json> parseJsonDocument(std::string_view text, Diagnostics& diag,
                                                const JsonLimits& limits = {});

// The name a person would use for a JSON value's type, as a message argument each renderer puts
// in its own language ("a string", "a number", "an object", ...: word.json.*).
std::string describeJsonType(const nlohmann::json& value);

// A short rendering of a value for messages ("\"8\"", "4.5", "[...]").
std::string describeJsonValue(const nlohmann::json& value);

} // namespace gp
