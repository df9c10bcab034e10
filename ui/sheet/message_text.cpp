#include "message_text.h"

#include "common/diagnostics.h"
#include "common/messages.h"
#include "compare/comparison.h"
#include "estimate/note.h"

#include <QCoreApplication>

namespace gp::sheet {
namespace {

bool isHan(QChar c)
{
    return c.script() == QChar::Script_Han;
}

} // namespace

QString joinHanWord(QString pattern, std::size_t index, const QString& word)
{
    if (word.isEmpty())
        return pattern;
    const bool startsHan = isHan(word.front());
    const bool endsHan = isHan(word.back());
    if (!startsHan && !endsHan)
        return pattern;
    const QString slot = QStringLiteral("{%1}").arg(index);
    qsizetype at = pattern.indexOf(slot);
    while (at >= 0) {
        const qsizetype after = at + slot.size();
        if (endsHan && after + 1 < pattern.size() && pattern[after] == QLatin1Char(' ')
            && isHan(pattern[after + 1]))
            pattern.remove(after, 1);
        if (startsHan && at >= 2 && pattern[at - 1] == QLatin1Char(' ') && isHan(pattern[at - 2])) {
            pattern.remove(at - 1, 1);
            --at;
        }
        at = pattern.indexOf(slot, at + slot.size());
    }
    return pattern;
}

QString messageText(std::string_view id, const std::vector<std::string>& args)
{
    const std::string_view english = englishTemplate(id);
    if (english.empty())
        return QString::fromStdString(renderEnglish(id, args)); // says the id is unknown
    const std::string source(english);
    const std::string disambiguation(id);
    QString translated
        = QCoreApplication::translate("CoreMessages", source.c_str(), disambiguation.c_str());
    std::vector<std::string> filled = args;
    for (std::size_t i = 0; i < filled.size(); ++i) {
        std::string& arg = filled[i];
        if (const std::string_view nested = argMessageId(arg); !nested.empty()) {
            const QString word = messageText(nested, {}); // a word, in the same language
            translated = joinHanWord(translated, i, word);
            arg = word.toStdString();
        } else if (const auto choices = argChoices(arg); !choices.empty()) {
            arg = joinChoices(choices, messageText("word.choices.separator", {}).toStdString(),
                              messageText("word.choices.last_separator", {}).toStdString());
        }
    }
    return QString::fromStdString(substitute(translated.toStdString(), filled));
}

const MessageRenderer& translatedMessages()
{
    static const MessageRenderer render
        = [](std::string_view id, const std::vector<std::string>& args) {
              return messageText(id, args).toStdString();
          };
    return render;
}

QString messageText(const Note& note)
{
    return messageText(note.id, note.args);
}

QString diagnosticText(const Diagnostic& diagnostic)
{
    const QString message = messageText(diagnostic.id, diagnostic.args);
    return diagnostic.path.empty() ? message
                                   : QCoreApplication::translate("CoreMessages", "%1: %2")
                                         .arg(QString::fromStdString(diagnostic.path), message);
}

QString comparisonRowLabel(const ComparisonRow& row)
{
    const std::string unit = comparisonUnitText(row.unit, translatedMessages());
    const QString label = messageText(row.labelId, {});
    return unit.empty() ? label : messageText("compare.label_unit", {label.toStdString(), unit});
}

QString comparisonCell(const ComparisonRow& row, std::size_t scenario)
{
    return row.texts[scenario].empty()
        ? QStringLiteral("-")
        : QString::fromStdString(comparisonCellText(row, scenario, translatedMessages()));
}

} // namespace gp::sheet
