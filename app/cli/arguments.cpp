#include "cli/arguments.h"

#include "cli/cli_text.h"

#include <algorithm>
#include <cctype>

namespace gp::cli {
namespace {

// "--name" and "-x" are options; "-" alone is standard input, "--" ends the options, and "-3"
// is a (negative) number, for the option before it to refuse with its own message.
bool isOption(const std::string& arg)
{
    return arg.size() >= 2 && arg[0] == '-' && arg != "--"
        && std::isdigit(static_cast<unsigned char>(arg[1])) == 0 && arg[1] != '.';
}

} // namespace

std::string Arguments::value(const std::string& name, const std::string& fallback) const
{
    const auto found = values.find(name);
    return found == values.end() ? fallback : found->second.back();
}

const std::vector<std::string>& Arguments::all(const std::string& name) const
{
    static const std::vector<std::string> none;
    const auto found = values.find(name);
    return found == values.end() ? none : found->second;
}

Arguments parseArguments(const std::vector<std::string>& args, std::size_t first,
                         const std::vector<std::string>& allowed)
{
    Arguments parsed;
    bool onlyPositional = false; // after "--": a name that starts with "--" is a name
    for (std::size_t i = first; i < args.size() && parsed.error.empty(); ++i) {
        const std::string& arg = args[i];
        if (!onlyPositional && arg == "--") {
            onlyPositional = true;
            continue;
        }
        if (onlyPositional || !isOption(arg)) {
            parsed.positional.push_back(arg);
            continue;
        }
        const std::size_t equals = arg.find('=');
        const std::string name = arg.substr(0, equals);
        const bool known
            = name == "--lang" || std::find(allowed.begin(), allowed.end(), name) != allowed.end();
        if (!known) {
            parsed.error = u8(CliText::tr("unknown option %1 for this command").arg(qs(name)));
        } else if (equals != std::string::npos) {
            parsed.values[name].push_back(arg.substr(equals + 1));
        } else if (i + 1 < args.size() && !isOption(args[i + 1])) {
            parsed.values[name].push_back(args[++i]);
        } else if (i + 1 < args.size()) {
            parsed.error = u8(CliText::tr("%1 needs a value; got the option %2 (write %1=%2 for a "
                                          "value that starts with --, and put names that do after "
                                          "--)")
                                  .arg(qs(name), qs(args[i + 1])));
        } else {
            parsed.error = u8(CliText::tr("%1 needs a value").arg(qs(name)));
        }
    }
    return parsed;
}

} // namespace gp::cli
