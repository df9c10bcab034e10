#include "cli/input_file.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sys/stat.h>

namespace gp::cli {
namespace {

InputFile readStream(std::istream& in, const std::string& name, std::size_t maxBytes)
{
    InputFile result;
    std::string text;
    char buffer[65536];
    while (in) {
        in.read(buffer, sizeof buffer);
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > maxBytes) {
            result.error = name + ": larger than " + std::to_string(maxBytes)
                + " bytes; refused (a scenario is a few kilobytes)";
            return result;
        }
    }
    if (in.bad()) {
        result.error = name + ": read error";
        return result;
    }
    result.text = std::move(text);
    return result;
}

} // namespace

InputFile readInputFile(const std::string& path, std::size_t maxBytes)
{
    if (path == "-")
        return readStream(std::cin, "standard input", maxBytes);
    struct stat info
    {
    };
    if (::stat(path.c_str(), &info) != 0)
        return {std::nullopt, path + ": " + std::strerror(errno)};
    if (S_ISDIR(info.st_mode))
        return {std::nullopt, path + ": is a directory"};
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return {std::nullopt, path + ": " + std::strerror(errno)};
    return readStream(file, path, maxBytes);
}

} // namespace gp::cli
