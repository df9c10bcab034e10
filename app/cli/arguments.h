#pragma once
// The one command-line parser of gpu-planner-cli: "--name value" and "--name=value" for the
// options a command takes (a repeated option keeps every value, in order), positional words
// otherwise, and "--" before words that start with "--" themselves. A value never is an option:
// "--db --project" is an error that says how to write such a value ("--db=--project").
// --lang is every command's (run() reads it first).
#include <map>
#include <string>
#include <vector>

namespace gp::cli {

struct Arguments
{
    std::vector<std::string> positional;
    std::map<std::string, std::vector<std::string>> values;
    std::string error; // the command line is wrong: the message

    bool has(const std::string& name) const { return values.count(name) > 0; }
    // The option's last value, or `fallback` when it is absent.
    std::string value(const std::string& name, const std::string& fallback = {}) const;
    const std::vector<std::string>& all(const std::string& name) const;
};

// Parses args[first...] for a command taking the `allowed` options.
Arguments parseArguments(const std::vector<std::string>& args, std::size_t first,
                         const std::vector<std::string>& allowed);

} // namespace gp::cli
