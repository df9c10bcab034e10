#pragma once
// The subcommands of gpu-planner-cli. Each returns the process exit status.
#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

namespace gp::cli {

enum ExitCode { Ok = 0, InvalidInput = 1, Usage = 2 };

struct Streams
{
    std::ostream& out;
    std::ostream& err;
};

int run(const std::vector<std::string>& args, Streams streams);

std::string usageText();

// The estimating and listing commands with the options each accepts (the store's commands parse
// their own).
std::vector<std::pair<std::string, std::vector<std::string>>> commandOptions();

} // namespace gp::cli
