// gpu-planner-cli: the headless twin of the desktop app (see cli/commands.cpp).
#include "cli/commands.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <memory>

int main(int argc, char** argv)
{
    // Qt for the project database (its default place follows the application's name), and its
    // GUI library for the PDF sheet: without a display, on the offscreen platform.
    std::unique_ptr<QCoreApplication> app;
    if (argc > 1 && std::strcmp(argv[1], "report") == 0) {
        // Offscreen unless asked otherwise: a PDF needs no display, and a DISPLAY that points
        // nowhere would abort the platform plugin.
        if (!std::getenv("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("GPU Planner"));
    QCoreApplication::setOrganizationName(QStringLiteral("gpu-planner"));
    std::vector<std::string> args(argv + 1, argv + argc);
    try {
        return gp::cli::run(args, {std::cout, std::cerr});
    } catch (const std::exception& error) {
        // Never a crash: an unexpected failure is reported and exits like a bad input.
        std::cerr << "gpu-planner-cli: internal error: " << error.what() << "\n";
        return gp::cli::InvalidInput;
    }
}
