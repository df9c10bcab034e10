#pragma once
// Plain-text tables and aligned labels that stay aligned in Chinese: a CJK character takes two
// terminal columns, so widths are counted in columns, not bytes.
#include <cstddef>
#include <string>
#include <string_view>

namespace gp {

// Terminal columns of UTF-8 text: 2 for East Asian wide characters, 1 for the rest.
std::size_t displayWidth(std::string_view utf8);

// The text followed by spaces up to `width` columns (never cut).
std::string padRight(std::string text, std::size_t width);
// Spaces up to `width` columns, then the text (never cut).
std::string padLeft(const std::string& text, std::size_t width);

} // namespace gp
