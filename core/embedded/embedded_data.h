#pragma once
// Data files compiled into the library (generated from resources/ by resources/embed.cmake).
#include <string_view>

namespace gp::embedded {
std::string_view embeddedGpus();
std::string_view embeddedCpus();
std::string_view embeddedLinks();
std::string_view embeddedPresets();
} // namespace gp::embedded
