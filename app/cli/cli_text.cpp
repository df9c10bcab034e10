#include "cli/cli_text.h"

#include "common/text_columns.h"

#include <ostream>

namespace gp::cli {

int usageError(const QString& message, Streams s)
{
    s.err << "gpu-planner-cli: " << u8(message) << "\n"
          << u8(CliText::tr("Run 'gpu-planner-cli --help' for usage.")) << "\n";
    return Usage;
}

std::string displayName(const std::string& path)
{
    return path == "-" ? u8(CliText::tr("standard input")) : path;
}

std::string wrapText(const QString& text, int indent)
{
    constexpr std::size_t kColumns = 80;
    const std::string margin(static_cast<std::size_t>(indent), ' ');
    // Pieces a line may break after: a word with its following spaces, or one wide character.
    std::vector<std::string> pieces;
    QString current;
    auto flush = [&] {
        if (!current.isEmpty())
            pieces.push_back(u8(current));
        current.clear();
    };
    for (const QChar ch : text) {
        const bool wide = displayWidth(u8(QString(ch))) == 2;
        // Chinese closing punctuation never starts a line: it stays with what it follows.
        static const QString closing = QStringLiteral("，。、；：）》」』！？％");
        if (wide && closing.contains(ch)) {
            if (!current.isEmpty())
                current += ch;
            else if (!pieces.empty())
                pieces.back() += u8(QString(ch));
            else
                current = ch;
            flush();
        } else if (wide) {
            // An opening bracket never ends a line: it waits for what follows it.
            static const QString opening = QStringLiteral("（《「『");
            const bool afterOpening = current.size() == 1 && opening.contains(current.front());
            if (!afterOpening)
                flush();
            current += ch;
            if (!opening.contains(ch))
                flush();
        } else if (ch == QLatin1Char(' ')) {
            current += ch;
            flush();
        } else {
            if (!current.isEmpty() && current.back() == QLatin1Char(' '))
                flush();
            current += ch;
        }
    }
    flush();
    std::string out;
    std::string line;
    for (const std::string& piece : pieces) {
        std::string trimmed = piece;
        while (!trimmed.empty() && trimmed.back() == ' ')
            trimmed.pop_back();
        if (!line.empty()
            && margin.size() + displayWidth(line) + displayWidth(trimmed) > kColumns) {
            while (!line.empty() && line.back() == ' ')
                line.pop_back();
            out += margin + line + "\n";
            line.clear();
        }
        line += piece;
    }
    while (!line.empty() && line.back() == ' ')
        line.pop_back();
    if (!line.empty())
        out += margin + line + "\n";
    return out;
}

std::string formatUsage(const std::vector<UsageEntry>& entries)
{
    std::string out;
    for (const UsageEntry& entry : entries)
        out += std::string(entry.syntax) + "\n" + wrapText(entry.description, 6);
    return out;
}

} // namespace gp::cli
