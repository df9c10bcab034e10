#include "common/json_document.h"

#include "common/messages.h"

#include <cctype>
#include <set>
#include <string>
#include <vector>

namespace gp {
namespace {

struct DuplicateKey
{
    std::string path;
    std::string key;
};

// Deepest nesting of objects and arrays, found without recursion so hostile input cannot exhaust
// the stack before the limit is checked.
int nestingDepth(std::string_view text)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    bool escaped = false;
    for (char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{' || c == '[')
            deepest = std::max(deepest, ++depth);
        else if (c == '}' || c == ']')
            --depth;
    }
    return deepest;
}

// Line and column (both from 1) of a byte offset.
std::pair<std::size_t, std::size_t> lineAndColumn(std::string_view text, std::size_t offset)
{
    std::size_t line = 1;
    std::size_t column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

// "[3]". Appended piece by piece: GCC 12 at -O3 warns (-Wrestrict, a known false positive) on
// "[" + std::to_string(i) + "]".
std::string indexSegment(std::size_t index)
{
    std::string segment(1, '[');
    segment += std::to_string(index);
    segment += ']';
    return segment;
}

// Tracks where the parser is, to name the object that holds a duplicate key.
class DuplicateKeyCheck
{
public:
    bool operator()(int, nlohmann::json::parse_event_t event, nlohmann::json& parsed)
    {
        using Event = nlohmann::json::parse_event_t;
        switch (event) {
        case Event::object_start:
            enterElement();
            m_frames.push_back({false, {}, {}, 0, pendingSegment()});
            break;
        case Event::array_start:
            enterElement();
            m_frames.push_back({true, {}, {}, 0, pendingSegment()});
            break;
        case Event::key: {
            Frame& frame = m_frames.back();
            const std::string& key = parsed.get_ref<const std::string&>();
            if (!frame.keys.insert(key).second)
                throw DuplicateKey{currentPath(), key};
            frame.currentKey = key;
            break;
        }
        case Event::value:
            enterElement();
            break;
        case Event::object_end:
        case Event::array_end:
            m_frames.pop_back();
            break;
        }
        return true;
    }

    // The path of the value the parser is reading now (a number too large for a double is
    // refused before its value event, so the path must come from the container).
    std::string pathOfNextValue() const
    {
        if (m_frames.empty())
            return {};
        const Frame& frame = m_frames.back();
        const std::string path = currentPath();
        return frame.isArray ? path + indexSegment(frame.nextIndex)
                             : joinPath(path, frame.currentKey);
    }

private:
    struct Frame
    {
        bool isArray;
        std::set<std::string> keys;
        std::string currentKey;
        std::size_t nextIndex;
        std::string segment; // how the parent reaches this container
    };

    void enterElement()
    {
        if (!m_frames.empty() && m_frames.back().isArray)
            m_lastIndex = m_frames.back().nextIndex++;
    }

    std::string pendingSegment() const
    {
        if (m_frames.empty())
            return {};
        const Frame& parent = m_frames.back();
        return parent.isArray ? indexSegment(m_lastIndex) : parent.currentKey;
    }

    std::string currentPath() const
    {
        std::string path;
        for (std::size_t i = 1; i < m_frames.size(); ++i) {
            const std::string& segment = m_frames[i].segment;
            if (!segment.empty() && segment.front() == '[')
                path += segment;
            else
                path = joinPath(path, segment);
        }
        return path;
    }

    std::vector<Frame> m_frames;
    std::size_t m_lastIndex = 0;
};

} // namespace

std::optional<nlohmann::json> parseJsonDocument(std::string_view text, Diagnostics& diag,
                                                const JsonLimits& limits)
{
    if (text.size() > limits.maxBytes) {
        diag.error("", "json.too_large",
                   {std::to_string(text.size()), std::to_string(limits.maxBytes)});
        return std::nullopt;
    }
    if (nestingDepth(text) > limits.maxDepth) {
        diag.error("", "json.too_deep", {std::to_string(limits.maxDepth)});
        return std::nullopt;
    }
    DuplicateKeyCheck check;
    try {
        return nlohmann::json::parse(text.begin(), text.end(), std::ref(check));
    } catch (const DuplicateKey& duplicate) {
        diag.error(duplicate.path, "json.duplicate_key", {duplicate.key});
    } catch (const nlohmann::json::parse_error& error) {
        const std::size_t offset = error.byte > 0 ? error.byte - 1 : 0;
        auto [line, column] = lineAndColumn(text, offset);
        std::string what = error.what();
        // nlohmann prefixes "[json.exception.parse_error.101] parse error at line 1, column 2: ".
        if (auto colon = what.find(": "); colon != std::string::npos)
            what = what.substr(colon + 2);
        diag.error("", "json.syntax", {std::to_string(line), std::to_string(column), what});
    } catch (const nlohmann::json::out_of_range& error) {
        // "number overflow parsing '-1e400'": nlohmann gives no position, so the number is found
        // where a value may start, and named by the key it belongs to.
        std::string what = error.what();
        if (auto bracket = what.find("] "); bracket != std::string::npos)
            what = what.substr(bracket + 2);
        const std::size_t open = what.find('\'');
        const std::size_t close = what.rfind('\'');
        const std::string token = open != std::string::npos && close > open
            ? what.substr(open + 1, close - open - 1)
            : "";
        std::size_t offset = token.empty() ? std::string_view::npos : text.find(token);
        while (offset != std::string_view::npos) {
            std::size_t before = offset;
            while (before > 0 && std::isspace(static_cast<unsigned char>(text[before - 1])))
                --before;
            if (before == 0 || text[before - 1] == ':' || text[before - 1] == '['
                || text[before - 1] == ',')
                break;
            offset = text.find(token, offset + 1);
        }
        if (offset == std::string_view::npos) {
            diag.error(check.pathOfNextValue(), "json.invalid", {what});
        } else {
            auto [line, column] = lineAndColumn(text, offset);
            diag.error(check.pathOfNextValue(), "json.syntax",
                       {std::to_string(line), std::to_string(column), what});
        }
    } catch (const nlohmann::json::exception& error) {
        std::string what = error.what();
        if (auto bracket = what.find("] "); bracket != std::string::npos)
            what = what.substr(bracket + 2);
        diag.error("", "json.invalid", {what});
    }
    return std::nullopt;
}

std::string describeJsonType(const nlohmann::json& value)
{
    switch (value.type()) {
    case nlohmann::json::value_t::null:
        return messageArg("word.json.null");
    case nlohmann::json::value_t::boolean:
        return messageArg("word.json.boolean");
    case nlohmann::json::value_t::string:
        return messageArg("word.json.string");
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
    case nlohmann::json::value_t::number_float:
        return messageArg("word.json.number");
    case nlohmann::json::value_t::object:
        return messageArg("word.json.object");
    case nlohmann::json::value_t::array:
        return messageArg("word.json.array");
    default:
        return messageArg("word.json.unsupported");
    }
}

std::string describeJsonValue(const nlohmann::json& value)
{
    if (value.is_object())
        return "{...}";
    if (value.is_array())
        return "[...]";
    if (value.is_number())
        return formatNumber(value.get<double>());
    std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (text.size() > 60)
        text = text.substr(0, 57) + "...";
    return text;
}

} // namespace gp
