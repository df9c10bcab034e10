#pragma once
// The core's messages in the current language. The core gives each message an id and
// arguments with an English template; here the template is translated (context
// "CoreMessages", the id telling apart equal English texts) and the arguments filled in, so the
// window, the CLI and the sheet all speak the language of the installed translator.
#include "common/messages.h"

#include <QString>

#include <string>
#include <string_view>
#include <vector>

namespace gp {
struct ComparisonRow;
struct Diagnostic;
struct Note;
} // namespace gp

namespace gp::sheet {

struct CoreMessageText
{
    const char* id;
    struct
    {
        const char* source; // the English template, as lupdate saw it
        const char* comment; // the id again (QT_TRANSLATE_NOOP3)
    } text;
};

// Every core template, generated from the tables in core/common/messages/.
const std::vector<CoreMessageText>& coreMessageTexts();

QString messageText(std::string_view id, const std::vector<std::string>& args);
// Chinese sets no space between two Han characters. A translated template that holds a space
// beside slot {index} for a Latin word or a number ("必须是 {0}") loses it where the word filled
// in begins (or, for a space after the slot, ends) with a Han character ("必须是整数").
QString joinHanWord(QString pattern, std::size_t index, const QString& word);
// messageText as the core's renderer, for its text output (the CLI's --lang, comparison cells).
const MessageRenderer& translatedMessages();
QString messageText(const Note& note);
// "training.tp: must divide heads (32); got 5", translated.
QString diagnosticText(const Diagnostic& diagnostic);

// A comparison row's heading with its unit ("Step time (s)"), and one scenario's cell ("-" when
// it does not apply), translated: the window, the sheet and the CLI show the same words.
QString comparisonRowLabel(const ComparisonRow& row);
QString comparisonCell(const ComparisonRow& row, std::size_t scenario);

} // namespace gp::sheet
