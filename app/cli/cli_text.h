#pragma once
// The CLI's own words (usage, listings, usage errors, what a command did) go through Qt's
// translation like the window's, in context CliText, in the language run() installs
// (--lang, else the environment). JSON and CSV output, option names and the "error:" and
// "warning:" prefixes never translate: scripts read them.
#include "cli/commands.h"

#include <QCoreApplication>
#include <QString>

#include <string>
#include <vector>

namespace gp::cli {

class CliText
{
    Q_DECLARE_TR_FUNCTIONS(CliText)
};

inline std::string u8(const QString& text)
{
    return text.toStdString();
}

inline QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

// Prints "gpu-planner-cli: MESSAGE" and where to find the usage; returns the usage exit status.
int usageError(const QString& message, Streams s);

// How a file is named in messages: "-" is standard input.
std::string displayName(const std::string& path);

// One command of --help: its syntax (the same in every language, indented, possibly over
// several lines) and what it does (translated).
struct UsageEntry
{
    const char* syntax;
    QString description;
};

// The entries as --help prints them: each syntax, then its description wrapped under it.
std::string formatUsage(const std::vector<UsageEntry>& entries);

// The text wrapped to 80 terminal columns after `indent` spaces: at spaces, and between Chinese
// characters (which take two columns each). Every line ends with a newline.
std::string wrapText(const QString& text, int indent);

} // namespace gp::cli
