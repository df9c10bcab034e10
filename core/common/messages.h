#pragma once
// Every message the core shows a person has a stable id and positional arguments. The English text
// lives here; the UI and CLI translate by id, so both languages come from one catalogue and the
// core stays free of Qt.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

struct MessageTemplate
{
    std::string_view id;
    std::string_view english; // "{0}", "{1}", ... are replaced by the arguments
};

// All templates, for translators and for the test that every id used has a text.
const std::vector<MessageTemplate>& messageTemplates();

// The English template of an id, or an empty view when the id is unknown.
std::string_view englishTemplate(std::string_view id);

// Replaces {0}..{9} in a template by the arguments, and "{N|one|other}" by the word for argument
// N's count: `one` when it is exactly "1", `other` else ("{0} {0|user|users}"). A language
// without plural forms leaves the selector out of its translation.
std::string substitute(std::string_view pattern, const std::vector<std::string>& args);

// An argument that is itself a message ("@word.traffic.tensor_parallel"): each renderer puts
// that message's text in its place, in its own language. An argument naming no known message
// stays as it is.
std::string messageArg(std::string_view id);
// The id such an argument names, or an empty view.
std::string_view argMessageId(std::string_view arg);

// An argument that lists the values a field accepts. Each renderer joins them in its own language
// ("a", "b" or "c"; "a"、"b" 或 "c"), so no English conjunction ends up inside a translation.
std::string choicesArg(const std::vector<std::string>& choices);
// The values such an argument lists; empty when the argument is not such a list.
std::vector<std::string> argChoices(std::string_view arg);
// The values quoted and joined: `separator` between two, `lastSeparator` before the last.
std::string joinChoices(const std::vector<std::string>& choices, std::string_view separator,
                        std::string_view lastSeparator);
// The arguments as a document shows them: a list of values joined in English, others as they are.
std::vector<std::string> printableArgs(const std::vector<std::string>& args);

// A name as English text: a name that is a message argument (the default name of hardware a
// scenario describes without one, "@word.custom_gpu") becomes that message's English text.
std::string englishName(const std::string& name);
// The message id of such a default name ("word.custom_gpu"), or an empty view for any other name.
std::string_view defaultNameId(const std::string& name);

// English text of a message: the template with its arguments filled in.
std::string renderEnglish(std::string_view id, const std::vector<std::string>& args);

// Turns an id and its arguments into text: English in the core, the chosen language in the UI and
// the CLI (which translate by id). The text renderers (estimate, plan, comparison) take one.
using MessageRenderer
    = std::function<std::string(std::string_view id, const std::vector<std::string>& args)>;
// renderEnglish as a MessageRenderer.
const MessageRenderer& englishMessages();

// Numbers in messages: integers without a decimal point, others with up to 6 significant digits.
std::string formatNumber(double value);
// A figure with exactly `decimals` decimals, never in exponent form ("1000000.00", "0.5").
std::string formatFixed(double value, int decimals);

} // namespace gp
