// gpu-planner-cli: the headless twin of the desktop app (see cli/commands.cpp).
#include "cli/commands.h"

#include <QCoreApplication>

#include <exception>
#include <iostream>

int main(int argc, char** argv)
{
    // Qt for the project database (its default place follows the application's name).
    QCoreApplication app(argc, argv);
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
