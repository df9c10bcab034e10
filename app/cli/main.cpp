// gpu-planner-cli: the headless twin of the desktop app (see cli/commands.cpp).
#include "cli/commands.h"

#include <exception>
#include <iostream>

int main(int argc, char** argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    try {
        return gp::cli::run(args, {std::cout, std::cerr});
    } catch (const std::exception& error) {
        // Never a crash: an unexpected failure is reported and exits like a bad input.
        std::cerr << "gpu-planner-cli: internal error: " << error.what() << "\n";
        return gp::cli::InvalidInput;
    }
}
