// gpu-planner-cli catalog: the GPUs, CPUs, links, prices and model presets the estimates use.
#include "cli/command_context.h"

#include "cli/cli_text.h"
#include "common/text_columns.h"
#include "estimate/estimate_json.h"
#include "model/architecture_json.h"
#include "model/parameter_count.h"
#include "model/presets.h"

#include <iomanip>
#include <sstream>

namespace gp::cli {

namespace {

std::string fixed(double value, int decimals)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(decimals) << value;
    return text.str();
}

// A listing's column heads, translated: padded in display columns so that Chinese heads line
// up with the rows below them.
std::string left(const QString& head, std::size_t width)
{
    return padRight(u8(head), width);
}

std::string right(const QString& head, std::size_t width)
{
    return padLeft(u8(head), width);
}

void printGpus(const Catalog& catalog, std::ostream& out)
{
    out << left(QStringLiteral("id"), 16) << left(CliText::tr("name"), 34)
        << right(CliText::tr("mem GiB"), 9) << right(QStringLiteral("GB/s"), 9)
        << right(QStringLiteral("BF16 TF"), 10) << right(QStringLiteral("FP8 TF"), 9) << "  "
        << u8(CliText::tr("as of")) << "\n";
    const std::string seeNote = "  " + u8(CliText::tr("(see note)"));
    for (const auto& g : catalog.gpus())
        out << std::left << std::setw(16) << g.id << std::setw(34) << g.name << std::right
            << std::setw(9) << fixed(g.memoryGib, 1) << std::setw(9) << fixed(g.bandwidthGBps, 0)
            << std::setw(10) << fixed(g.bf16Tflops, 1) << std::setw(9)
            << (g.fp8Tflops > 0 ? fixed(g.fp8Tflops, 1) : "-") << "  " << g.provenance.asOf
            << (g.provenance.note.empty() ? "" : seeNote) << "\n";
}

void printCpus(const Catalog& catalog, std::ostream& out)
{
    out << left(QStringLiteral("id"), 16) << left(CliText::tr("name"), 50)
        << right(CliText::tr("cores"), 7) << right(QStringLiteral("GB/s"), 9) << "  "
        << u8(CliText::tr("as of")) << "\n";
    for (const auto& c : catalog.cpus())
        out << std::left << std::setw(16) << c.id << std::setw(50) << c.name << std::right
            << std::setw(7) << c.cores << std::setw(9) << fixed(c.bandwidthGBps, 1) << "  "
            << c.provenance.asOf << "\n";
}

void printLinks(const Catalog& catalog, std::ostream& out)
{
    out << left(QStringLiteral("id"), 18) << left(CliText::tr("name"), 44)
        << left(CliText::tr("scope"), 12) << right(QStringLiteral("GB/s"), 9)
        << right(CliText::tr("latency us"), 12) << "\n";
    for (const auto& l : catalog.links())
        out << std::left << std::setw(18) << l.id << std::setw(44) << l.name << std::setw(12)
            << (l.scope == LinkScope::InterNode ? "inter-node" : "intra-node") << std::right
            << std::setw(9) << fixed(l.bandwidthGBps, 3) << std::setw(12) << fixed(l.latencyUs, 0)
            << "\n";
}

void printPrices(const Catalog& catalog, std::ostream& out)
{
    if (catalog.prices().empty()) {
        out << u8(CliText::tr("none: add your own with --catalog FILE or catalog import FILE "
                              "(docs/catalogs.md)"))
            << "\n";
        return;
    }
    out << left(QStringLiteral("gpu"), 18) << right(CliText::tr("per GPU-hour"), 14) << "  "
        << left(CliText::tr("billing"), 12) << left(CliText::tr("as of"), 12)
        << u8(CliText::tr("from")) << "\n";
    for (const auto& p : catalog.prices())
        out << std::left << std::setw(18) << p.id << std::right << std::setw(10)
            << fixed(p.gpuHour, 2) << " " << p.currency << "  " << std::left << std::setw(12)
            << p.billing << std::setw(12) << p.provenance.asOf
            << (p.provider.empty() ? p.provenance.source : p.provider) << "\n";
}

void printModels(std::ostream& out)
{
    out << left(QStringLiteral("id"), 16) << left(CliText::tr("name"), 26)
        << right(CliText::tr("parameters"), 12) << right(CliText::tr("active"), 12) << "\n";
    for (const auto& p : builtinPresets())
        out << std::left << std::setw(16) << p.id << std::setw(26) << p.name << std::right
            << std::setw(12) << humanCount(totalParameters(p.architecture)) << std::setw(12)
            << humanCount(activeParameters(p.architecture)) << "\n";
}

nlohmann::json presetsToJson()
{
    nlohmann::json list = nlohmann::json::array();
    for (const auto& p : builtinPresets()) {
        const ParameterCount count = countParameters(p.architecture);
        list.push_back({{"id", p.id},
                        {"name", p.name},
                        {"source", p.source},
                        {"parameters", count.total()},
                        {"active_parameters", count.activePerToken()},
                        {"architecture", architectureToJson(p.architecture)}});
    }
    return list;
}

} // namespace

int commandCatalog(const Options& options, Streams s)
{
    if (options.positional.size() > 1)
        return usageError(
            CliText::tr("catalog takes at most one of gpus, cpus, links, prices, models"), s);
    const std::string which = options.positional.empty() ? "all" : options.positional.front();
    if (which != "all" && which != "gpus" && which != "cpus" && which != "links"
        && which != "prices" && which != "models")
        return usageError(
            CliText::tr("unknown catalog \"%1\"; use gpus, cpus, links, prices or models")
                .arg(qs(which)),
            s);
    auto catalog = loadCatalog(options, s);
    if (!catalog)
        return InvalidInput;
    const bool all = which == "all";
    if (options.format == "json") {
        nlohmann::json document = {{"format", "gpu-planner.catalog/1"}};
        if (all || which == "gpus") {
            document["gpus"] = nlohmann::json::array();
            for (const auto& g : catalog->gpus())
                document["gpus"].push_back(gpuToJson(g));
        }
        if (all || which == "cpus") {
            document["cpus"] = nlohmann::json::array();
            for (const auto& c : catalog->cpus())
                document["cpus"].push_back(cpuToJson(c));
        }
        if (all || which == "links") {
            document["links"] = nlohmann::json::array();
            for (const auto& l : catalog->links())
                document["links"].push_back(linkToJson(l));
        }
        if (all || which == "prices") {
            document["prices"] = nlohmann::json::array();
            for (const auto& price : catalog->prices())
                document["prices"].push_back(priceToJson(price));
        }
        if (all || which == "models")
            document["models"] = presetsToJson();
        s.out << document.dump(1) << "\n";
        return Ok;
    }
    const char* separator = "";
    auto section = [&](const QString& title) {
        s.out << separator << u8(title) << "\n";
        separator = "\n";
    };
    if (all || which == "gpus") {
        section(CliText::tr("GPUs (dense tensor-core figures):"));
        printGpus(*catalog, s.out);
    }
    if (all || which == "cpus") {
        section(CliText::tr("CPUs:"));
        printCpus(*catalog, s.out);
    }
    if (all || which == "links") {
        section(CliText::tr("Links (bandwidth per GPU per direction):"));
        printLinks(*catalog, s.out);
    }
    if (all || which == "prices") {
        section(CliText::tr("Your GPU prices (used where a scenario states no pricing.gpu_hour):"));
        printPrices(*catalog, s.out);
    }
    if (all || which == "models") {
        section(CliText::tr("Model presets:"));
        printModels(s.out);
    }
    return Ok;
}

} // namespace gp::cli
