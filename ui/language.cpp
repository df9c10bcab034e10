#include "language.h"

#include <QApplication>
#include <QFont>
#include <QFontDatabase>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace gp::ui {
namespace {

const QString kSettingsKey = QStringLiteral("language");

struct Installed
{
    QString language;
    std::unique_ptr<QTranslator> app;
    std::unique_ptr<QTranslator> qt;
    QFont defaultFont;
    bool haveDefaultFont = false;
};

Installed& installed()
{
    static Installed state;
    return state;
}

// The first installed Simplified Chinese font family, if any.
QString simplifiedChineseFamily()
{
    const QStringList families = QFontDatabase::families();
    for (const QString& wanted :
         {QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Source Han Sans SC"),
          QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("Noto Serif CJK SC")})
        if (families.contains(wanted))
            return wanted;
    return {};
}

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString initialLanguage()
{
    QString saved = QSettings().value(kSettingsKey).toString();
    if (availableLanguages().contains(saved))
        return saved;
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                            : QStringLiteral("en");
}

QString currentLanguage()
{
    return installed().language.isEmpty() ? QStringLiteral("en") : installed().language;
}

bool applyLanguage(const QString& language)
{
    if (!availableLanguages().contains(language))
        return false;
    Installed& state = installed();
    if (state.app)
        QCoreApplication::removeTranslator(state.app.get());
    if (state.qt)
        QCoreApplication::removeTranslator(state.qt.get());
    state.app = std::make_unique<QTranslator>();
    state.qt = std::make_unique<QTranslator>();
    // English has a catalogue too: it holds the plural forms ("1 GPU", "2 GPUs").
    if (state.app->load(QStringLiteral(":/i18n/gpu_planner_%1.qm").arg(language)))
        QCoreApplication::installTranslator(state.app.get());
    if (language != QLatin1String("en")
        && state.qt->load(QStringLiteral("qtbase_%1").arg(language),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(state.qt.get());
    // Numbers and dates: the system's conventions when it speaks this language (en_GB keeps its
    // day-first dates), else the language's own.
    const QLocale wanted(language);
    const QLocale system = QLocale::system();
    QLocale::setDefault(system.language() == wanted.language() ? system : wanted);

    if (qobject_cast<QApplication*>(QCoreApplication::instance())) {
        if (!state.haveDefaultFont) {
            state.defaultFont = QApplication::font();
            state.haveDefaultFont = true;
        }
        QFont font = state.defaultFont;
        const QString chinese = simplifiedChineseFamily();
        if (language == QLatin1String("zh_CN") && !chinese.isEmpty())
            font.setFamilies({chinese, state.defaultFont.family()});
        QApplication::setFont(font);
    }
    state.language = language;
    QSettings().setValue(kSettingsKey, language);
    return true;
}

} // namespace gp::ui
