#include "message_text.h"

#include "common/diagnostics.h"
#include "common/messages.h"
#include "compare/comparison.h"
#include "estimate/note.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gp::sheet {
namespace {

// Chinese sets no space between two Han characters. A template that holds a space for a Latin
// word or a number ("必须是 {0}") loses it where the word filled in is Chinese ("必须是整数").
QString joinHanWord(QString pattern, std::size_t index, const QString& word)
{
    static const QRegularExpression hanStart(QStringLiteral("^\\p{Han}"));
    static const QRegularExpression hanEnd(QStringLiteral("\\p{Han}$"));
    const QString slot = QRegularExpression::escape(QStringLiteral("{%1}").arg(index));
    if (hanStart.match(word).hasMatch())
        pattern.replace(QRegularExpression(QStringLiteral("(\\p{Han}) (?=%1)").arg(slot)),
                        QStringLiteral("\\1"));
    if (hanEnd.match(word).hasMatch())
        pattern.replace(QRegularExpression(QStringLiteral("(%1) (?=\\p{Han})").arg(slot)),
                        QStringLiteral("\\1"));
    return pattern;
}

} // namespace

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
