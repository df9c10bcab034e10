// gpu-planner: the desktop app.
#include "language.h"
#include "main_window.h"
#include "store/database.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>

namespace {

struct Options
{
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save a picture of the window to <file> and quit."),
        QCoreApplication::translate("main", "file")};
    QCommandLineOption database{
        QStringLiteral("db"),
        QCoreApplication::translate("main", "Use the project database <file> (default: %1).")
            .arg(gp::store::Database::defaultPath()),
        QCoreApplication::translate("main", "file")};
};

void describe(QCommandLineParser& parser, const Options& options)
{
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Sizes GPUs for training, fine-tuning and serving large language models."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(options.screenshot);
    parser.addOption(options.database);
    parser.addPositionalArgument(QStringLiteral("scenario"),
                                 QCoreApplication::translate("main", "Scenario files to open."),
                                 QStringLiteral("[scenario.json...]"));
}

void nameTheApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("GPU Planner"));
    QCoreApplication::setOrganizationName(QStringLiteral("gpu-planner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GP_VERSION));
}

// --help and --version answer without a window system: a QApplication would need a display.
bool onlyAsksForText(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--help" || arg == "-h" || arg == "-?" || arg == "--help-all"
            || arg == "--version" || arg == "-v")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char** argv)
{
    if (onlyAsksForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameTheApplication();
        gp::ui::applyLanguage(gp::ui::initialLanguage());
        QCommandLineParser parser;
        const Options options;
        describe(parser, options);
        parser.process(app); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    nameTheApplication();
    // Desktops match the windows to the installed desktop entry, and so to its icon, by this name.
    QApplication::setDesktopFileName(QStringLiteral(GP_APP_ID));
    // The installed theme's icon when there is one, else the copy compiled in (app/CMakeLists.txt).
    QIcon builtInIcon;
    for (const int size : {16, 32, 48, 64, 128, 256})
        builtInIcon.addFile(QStringLiteral(":/icons/%1x%1/apps/" GP_APP_ID ".png").arg(size));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral(GP_APP_ID), builtInIcon));

    // The saved language, else the system's: before any text is made.
    gp::ui::applyLanguage(gp::ui::initialLanguage());

    QCommandLineParser parser;
    const Options options;
    describe(parser, options);
    parser.process(app);
    const QCommandLineOption& screenshot = options.screenshot;
    const QCommandLineOption& database = options.database;

    gp::ui::MainWindow window;
    // The default database starts with the demo project; one named with --db is the user's.
    window.openDatabase(parser.isSet(database) ? parser.value(database)
                                               : gp::store::Database::defaultPath(),
                        !parser.isSet(database));
    // Files that cannot be opened are said on standard error, and in the window once it shows:
    // a modal warning here would hold a scripted start (--screenshot) before its timer is armed.
    QStringList problems;
    for (const QString& path : parser.positionalArguments())
        if (const QString error = window.addScenarioFile(path); !error.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            problems << error;
        }
    window.show();
    if (parser.isSet(screenshot)) {
        // Once the event loop has laid the window out, grab it (works offscreen too). A file that
        // could not be opened makes the exit code 1, after the picture is saved.
        QTimer::singleShot(
            300, &window, [&window, path = parser.value(screenshot), failed = !problems.isEmpty()] {
                const bool saved = window.grab().save(path);
                QApplication::exit(saved && !failed ? 0 : 1);
            });
    } else if (!problems.isEmpty()) {
        QTimer::singleShot(0, &window, [&window, problems] {
            QMessageBox::warning(&window, QApplication::translate("main", "Open scenario"),
                                 problems.join(QLatin1Char('\n')));
        });
    }
    return QApplication::exec();
}
