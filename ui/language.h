#pragma once
// The language of the app, switchable at run time: the app's translation (built in at
// :/i18n), Qt's own for standard dialogs (qtbase_zh_CN), number and date formats, and for
// Chinese a Simplified Chinese font first in the application font (without it Qt may pick the
// Japanese glyphs of the shared CJK characters). Installing a translator makes Qt send every
// widget a LanguageChange event; each rebuilds its texts.
#include <QString>
#include <QStringList>

namespace gp::ui {

// "en" and "zh_CN" (never a bare "zh": Qt ships qtbase_zh_CN, not qtbase_zh).
QStringList availableLanguages();

// The saved choice, else the system's language when it is Chinese, else English.
QString initialLanguage();

// Switches to the language and remembers it; false when it is not one of the available ones.
bool applyLanguage(const QString& language);

QString currentLanguage();

} // namespace gp::ui
