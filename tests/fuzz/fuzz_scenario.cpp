// libFuzzer target: any bytes as a scenario file. The parser must refuse what is wrong with
// diagnostics and never crash, hang or leak; what it accepts must estimate, and the estimate must
// render as the CLI's JSON and text (both walk every part of it).
#include "estimate/estimate.h"
#include "estimate/estimate_json.h"
#include "estimate/estimate_text.h"
#include "hardware/catalog.h"
#include "scenario/scenario_parser.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const gp::ScenarioParseResult parsed = gp::parseScenario(text, gp::builtinCatalog());
    // A scenario comes with no errors, and errors come without a scenario.
    if (parsed.scenario.has_value() == parsed.diagnostics.hasErrors())
        std::abort();
    if (!parsed.scenario)
        return 0;
    const gp::Estimate result = gp::estimate(*parsed.scenario, parsed.diagnostics);
    // dump() throws on invalid UTF-8, which a clipped name or message would produce.
    (void)gp::estimateToJson(result, *parsed.scenario).dump();
    (void)gp::estimateToText(result, *parsed.scenario);
    return 0;
}
