#include "common/text_columns.h"

namespace gp {
namespace {

// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth W/F, the ranges text here uses).
bool isWide(char32_t c)
{
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E)
        || (c >= 0x3041 && c <= 0x33FF) || (c >= 0x3400 && c <= 0x4DBF)
        || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF)
        || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF)
        || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
        || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

} // namespace

std::size_t displayWidth(std::string_view utf8)
{
    std::size_t width = 0;
    for (std::size_t i = 0; i < utf8.size();) {
        const auto lead = static_cast<unsigned char>(utf8[i]);
        // Sequence length from the lead byte; a stray continuation byte counts as one column.
        const std::size_t length = lead < 0x80 ? 1
            : lead >= 0xF0                     ? 4
            : lead >= 0xE0                     ? 3
            : lead >= 0xC0                     ? 2
                                               : 1;
        char32_t c = length == 1 ? lead : lead & (0x3F >> (length - 1));
        for (std::size_t k = 1; k < length && i + k < utf8.size(); ++k)
            c = (c << 6) | (static_cast<unsigned char>(utf8[i + k]) & 0x3F);
        width += isWide(c) ? 2 : 1;
        i += length;
    }
    return width;
}

std::string padRight(std::string text, std::size_t width)
{
    const std::size_t used = displayWidth(text);
    if (used < width)
        text.append(width - used, ' ');
    return text;
}

std::string padLeft(const std::string& text, std::size_t width)
{
    const std::size_t used = displayWidth(text);
    return used < width ? std::string(width - used, ' ') + text : text;
}

} // namespace gp
