#pragma once
// Reads a user's file (or standard input for "-") without ever loading more than the limit.
#include <cstddef>
#include <optional>
#include <string>

namespace gp::cli {

struct InputFile
{
    std::optional<std::string> text; // empty when the file could not be read
    std::string error; // why, naming the file
};

InputFile readInputFile(const std::string& path, std::size_t maxBytes);

} // namespace gp::cli
