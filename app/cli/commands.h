#pragma once
// The subcommands of gpu-planner-cli. Each returns the process exit status.
#include <iosfwd>
#include <string>
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

} // namespace gp::cli
