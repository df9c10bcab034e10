// gpu-planner: the desktop app.
#include "language.h"
#include "main_window.h"
#include "store/database.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("GPU Planner"));
    QApplication::setOrganizationName(QStringLiteral("gpu-planner"));
    QApplication::setApplicationVersion(QStringLiteral(GP_VERSION));
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
    parser.setApplicationDescription(QApplication::translate(
        "main", "Sizes GPUs for training, fine-tuning and serving large language models."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window to <file> and quit."),
        QApplication::translate("main", "file"));
    parser.addOption(screenshot);
    const QCommandLineOption database(
        QStringLiteral("db"),
        QApplication::translate("main", "Use the project database <file> (default: %1).")
            .arg(gp::store::Database::defaultPath()),
        QApplication::translate("main", "file"));
    parser.addOption(database);
    parser.addPositionalArgument(QStringLiteral("scenario"),
                                 QApplication::translate("main", "Scenario files to open."),
                                 QStringLiteral("[scenario.json...]"));
    parser.process(app);

    gp::ui::MainWindow window;
    // The default database starts with the demo project; one named with --db is the user's.
    window.openDatabase(parser.isSet(database) ? parser.value(database)
                                               : gp::store::Database::defaultPath(),
                        !parser.isSet(database));
    for (const QString& path : parser.positionalArguments())
        window.openScenarioFile(path);
    window.show();
    if (parser.isSet(screenshot)) {
        // Once the event loop has laid the window out, grab it (works offscreen too).
        QTimer::singleShot(300, &window, [&window, path = parser.value(screenshot)] {
            const bool saved = window.grab().save(path);
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return QApplication::exec();
}
