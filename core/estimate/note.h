#pragma once
// A message of the estimate: a stable id, its arguments, and the English rendering. Advice,
// assumptions and the decision tables' reasons are all notes, so the UI translates them by id.
#include <string>
#include <vector>

namespace gp {

struct Note
{
    std::string id;
    std::vector<std::string> args;
    std::string message; // English rendering
    std::string path; // the scenario field it concerns, if any
    std::string level; // advice: "info" | "warning" | "critical"; empty for assumptions
};

// A note with its English rendering (messages.cpp).
Note makeNote(std::string id, std::vector<std::string> args, std::string level = {},
              std::string path = {});

} // namespace gp
