#pragma once
// The CLI run in-process, for the command-line test suites: its exit status and what it wrote.
#include "cli/commands.h"
#include "common/test_support.h"

#include <QString>

#include <sstream>
#include <string>
#include <vector>

namespace gp::test {

struct Run
{
    int status;
    QString out;
    QString err;
};

inline Run runCli(const std::vector<std::string>& args)
{
    std::ostringstream out;
    std::ostringstream err;
    const int status = cli::run(args, {out, err});
    return {status, q(out.str()), q(err.str())};
}

} // namespace gp::test
