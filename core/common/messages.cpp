#include "common/messages.h"

#include "common/messages/message_tables.h"

#include <cmath>
#include <cstdio>
#include <optional>
#include <unordered_map>
#include <utility>

namespace gp {

const std::vector<MessageTemplate>& messageTemplates()
{
    // Ids are stable: the UI's translations and the tests refer to them.
    static const std::vector<MessageTemplate> templates = [] {
        std::vector<MessageTemplate> all;
        for (const auto* table : {&messages::inputMessages(), &messages::estimateMessages(),
                                  &messages::decisionMessages(), &messages::viewMessages(),
                                  &messages::procureMessages()})
            all.insert(all.end(), table->begin(), table->end());
        return all;
    }();
    return templates;
}

std::string_view englishTemplate(std::string_view id)
{
    // Every rendered note looks its template up, and an estimate renders hundreds: an index
    // built once, not a scan of the whole table per note. The views point into the tables'
    // static strings.
    static const std::unordered_map<std::string_view, std::string_view> index = [] {
        std::unordered_map<std::string_view, std::string_view> byId;
        byId.reserve(messageTemplates().size());
        for (const auto& entry : messageTemplates())
            byId.emplace(entry.id, entry.english);
        return byId;
    }();
    const auto found = index.find(id);
    return found == index.end() ? std::string_view() : found->second;
}

namespace {

// "{N|one|other}" at `at`: the word for argument N's count, and where the selector ends; nullopt
// when the text there is no selector.
std::optional<std::pair<std::string_view, std::size_t>> countedWord(
    std::string_view pattern, std::size_t at, const std::vector<std::string>& args)
{
    if (at + 3 >= pattern.size() || pattern[at + 2] != '|' || pattern[at + 1] < '0'
        || pattern[at + 1] > '9')
        return std::nullopt;
    const std::size_t bar = pattern.find('|', at + 3);
    const std::size_t end = pattern.find('}', at + 3);
    if (bar == std::string_view::npos || end == std::string_view::npos || bar > end
        || pattern.substr(bar + 1, end - bar - 1).find('|') != std::string_view::npos)
        return std::nullopt; // two words exactly
    const std::size_t index = static_cast<std::size_t>(pattern[at + 1] - '0');
    const bool one = index < args.size() && args[index] == "1";
    if (one)
        return std::pair{pattern.substr(at + 3, bar - at - 3), end};
    return std::pair{pattern.substr(bar + 1, end - bar - 1), end};
}

} // namespace

std::string substitute(std::string_view pattern, const std::vector<std::string>& args)
{
    std::string result;
    result.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}'
            && pattern[i + 1] >= '0' && pattern[i + 1] <= '9') {
            const std::size_t index = static_cast<std::size_t>(pattern[i + 1] - '0');
            if (index < args.size())
                result += args[index];
            i += 2;
            continue;
        }
        if (pattern[i] == '{') {
            if (const auto word = countedWord(pattern, i, args)) {
                result += word->first;
                i = word->second;
                continue;
            }
        }
        result += pattern[i];
    }
    return result;
}

std::string messageArg(std::string_view id)
{
    // Appended rather than "@" + string: GCC 12's -Wrestrict misreads that form in the
    // sanitizer build.
    std::string arg(1, '@');
    arg.append(id);
    return arg;
}

std::string_view argMessageId(std::string_view arg)
{
    if (arg.size() < 2 || arg.front() != '@')
        return {};
    const std::string_view id = arg.substr(1);
    return englishTemplate(id).empty() ? std::string_view() : id;
}

namespace {

// A list argument starts with a marker no value a person types begins with; the values follow,
// each after a unit separator (ids and choice names never hold one).
constexpr std::string_view kChoicesMarker = "@choices";
constexpr char kChoiceSeparator = '\x1f';

} // namespace

std::string choicesArg(const std::vector<std::string>& choices)
{
    if (choices.empty())
        return {}; // nothing to list: no marker for a renderer to show
    std::string arg(kChoicesMarker);
    for (const auto& choice : choices) {
        arg += kChoiceSeparator;
        arg += choice;
    }
    return arg;
}

std::vector<std::string> argChoices(std::string_view arg)
{
    std::vector<std::string> choices;
    if (arg.size() <= kChoicesMarker.size()
        || arg.substr(0, kChoicesMarker.size()) != kChoicesMarker
        || arg[kChoicesMarker.size()] != kChoiceSeparator)
        return choices;
    std::size_t start = kChoicesMarker.size() + 1;
    while (true) {
        const std::size_t end = arg.find(kChoiceSeparator, start);
        choices.emplace_back(
            arg.substr(start, end == std::string_view::npos ? arg.npos : end - start));
        if (end == std::string_view::npos)
            return choices;
        start = end + 1;
    }
}

std::string joinChoices(const std::vector<std::string>& choices, std::string_view separator,
                        std::string_view lastSeparator)
{
    std::string text;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (i > 0)
            text += (i + 1 == choices.size()) ? lastSeparator : separator;
        text += "\"" + choices[i] + "\"";
    }
    return text;
}

std::vector<std::string> printableArgs(const std::vector<std::string>& args)
{
    std::vector<std::string> printable = args;
    for (auto& arg : printable)
        if (const auto choices = argChoices(arg); !choices.empty())
            arg = joinChoices(choices, englishTemplate("word.choices.separator"),
                              englishTemplate("word.choices.last_separator"));
    return printable;
}

std::string_view defaultNameId(const std::string& name)
{
    // Only the default names: a name a person typed that happens to name another message
    // stays as typed.
    const std::string_view id = argMessageId(name);
    return id.rfind("word.custom_", 0) == 0 ? id : std::string_view();
}

std::string englishName(const std::string& name)
{
    const std::string_view id = defaultNameId(name);
    return id.empty() ? name : std::string(englishTemplate(id));
}

std::string renderEnglish(std::string_view id, const std::vector<std::string>& args)
{
    const std::string_view pattern = englishTemplate(id);
    if (pattern.empty()) {
        // Unknown id: show it with its arguments rather than nothing.
        std::string text(id);
        for (const auto& arg : printableArgs(args))
            text += " " + arg;
        return text;
    }
    std::vector<std::string> filled = printableArgs(args);
    for (auto& arg : filled)
        if (const std::string_view nested = argMessageId(arg); !nested.empty())
            arg = std::string(englishTemplate(nested));
    return substitute(pattern, filled);
}

const MessageRenderer& englishMessages()
{
    static const MessageRenderer render = renderEnglish;
    return render;
}

std::string formatFixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string formatNumber(double value)
{
    if (!std::isfinite(value))
        return std::isnan(value) ? "NaN" : (value > 0 ? "infinity" : "-infinity");
    if (std::floor(value) == value && std::fabs(value) < 1e15) {
        char text[32];
        std::snprintf(text, sizeof text, "%.0f", value);
        return text;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", value);
    return text;
}

} // namespace gp
