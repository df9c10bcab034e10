#pragma once
// RFC 4180 CSV: one field, quoted when it holds a comma, a quote or a line break. Shared by the
// comparison's export and the quote-request table.
#include <string>

namespace gp {

std::string csvField(const std::string& text);

} // namespace gp
