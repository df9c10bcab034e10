// libFuzzer target: any bytes as a Hugging Face config.json, read as the import-hf command reads
// it (strict JSON, then the family mapping), then counted. A refused config says why; an accepted
// one must count without overflow (UBSan) and give sane totals.
#include "common/json_document.h"
#include "model/architecture_json.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    gp::Diagnostics diag;
    const auto json
        = gp::parseJsonDocument(std::string_view(reinterpret_cast<const char*>(data), size), diag);
    if (!json)
        return 0;
    const auto arch = gp::importHfConfig(*json, "model.hf_config", diag);
    if (!arch) {
        if (!diag.hasErrors()) // refused without saying why
            std::abort();
        return 0;
    }
    // As import-hf does: the mapped architecture is validated before anything counts it (a
    // mixtral config with 2 experts per token out of 1 is refused there, by name).
    gp::validateArchitecture(
        *arch, [](std::string_view key) { return gp::hfKeyFor(key); }, diag);
    if (diag.hasErrors())
        return 0;
    const gp::ParameterCount count = gp::countParameters(*arch);
    const std::int64_t total = count.total();
    const std::int64_t active = count.activePerToken();
    if (total <= 0 || active <= 0 || active > total)
        std::abort();
    (void)count.attention();
    (void)count.mlp();
    (void)count.norms();
    (void)gp::totalParameters(*arch);
    (void)gp::activeParameters(*arch);
    return 0;
}
