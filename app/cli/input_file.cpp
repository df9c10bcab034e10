#include "cli/input_file.h"

#include "cli/cli_text.h"

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
            result.error = u8(
                CliText::tr("%1: larger than %2 bytes; refused (a scenario is a few kilobytes)")
                    .arg(qs(name), QString::number(maxBytes)));
            return result;
        }
    }
    if (in.bad()) {
        result.error = u8(CliText::tr("%1: read error").arg(qs(name)));
        return result;
    }
    result.text = std::move(text);
    return result;
}

} // namespace

InputFile readInputFile(const std::string& path, std::size_t maxBytes)
{
    if (path == "-")
        return readStream(std::cin, displayName(path), maxBytes);
    struct stat info
    {
    };
    if (::stat(path.c_str(), &info) != 0)
        return {std::nullopt, path + ": " + std::strerror(errno)};
    if (S_ISDIR(info.st_mode))
        return {std::nullopt, u8(CliText::tr("%1: is a directory").arg(qs(path)))};
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return {std::nullopt, path + ": " + std::strerror(errno)};
    return readStream(file, path, maxBytes);
}

} // namespace gp::cli
