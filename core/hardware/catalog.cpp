#include "hardware/catalog.h"

#include "common/json_document.h"
#include "common/messages.h"
#include "common/object_reader.h"
#include "embedded/embedded_data.h"
#include "scenario/scenario.h"
#include "scenario/sections.h"

#include <algorithm>
#include <map>
#include <regex>

namespace gp {
namespace {

const std::vector<std::string> kScopes = {"intra-node", "inter-node"};

void readProvenance(ObjectReader& r, Provenance& p)
{
    r.readInto("source", p.source);
    if (auto asOf = r.string("as_of")) {
        // Kept even when malformed so that "is required" is not reported on top.
        p.asOf = *asOf;
        if (!isIsoDate(*asOf))
            r.error("as_of", "field.bad_date", {*asOf});
    }
    r.readInto("note", p.note);
}

} // namespace

const std::vector<std::string>& gpuGenerationNames()
{
    static const std::vector<std::string> names
        = {"unknown", "volta", "turing", "ampere",          "ada",  "hopper", "blackwell", "cdna2",
           "cdna3",   "apple", "ascend", "blackwell-sm120", "cdna4"};
    return names;
}

GpuGeneration efficiencyGeneration(GpuGeneration generation)
{
    if (generation == GpuGeneration::BlackwellSm120)
        return GpuGeneration::Blackwell;
    if (generation == GpuGeneration::Cdna4)
        return GpuGeneration::Cdna3;
    return generation;
}

namespace {

void readGpuFields(ObjectReader& r, GpuSpec& g)
{
    r.readInto("name", g.name);
    r.readInto("vendor", g.vendor);
    r.readInto("memory_gib", g.memoryGib, Bound::Positive);
    r.readInto("usable_gib", g.usableGib, Bound::Positive);
    r.readInto("bandwidth_gbps", g.bandwidthGBps, Bound::Positive);
    r.readInto("bf16_tflops", g.bf16Tflops, Bound::Positive);
    r.readInto("fp16_tflops", g.fp16Tflops, Bound::NonNegative);
    r.readInto("fp8_tflops", g.fp8Tflops, Bound::NonNegative);
    r.readInto("int8_tops", g.int8Tops, Bound::NonNegative);
    r.readInto("tf32_tflops", g.tf32Tflops, Bound::NonNegative);
    r.readInto("fp32_tflops", g.fp32Tflops, Bound::NonNegative);
    r.readInto("tdp_w", g.tdpWatts, Bound::NonNegative);
    r.readInto("scale_up_link", g.scaleUpLink);
    r.readInto("default_network", g.defaultNetwork);
    if (auto perNode = r.integerIn("max_per_node", 1, 1024))
        g.maxPerNode = static_cast<int>(*perNode);
    if (auto unified = r.boolean("unified_memory"))
        g.unifiedMemory = *unified;
    if (auto generation = r.choice("generation", gpuGenerationNames()))
        g.generation = static_cast<GpuGeneration>(
            std::find(gpuGenerationNames().begin(), gpuGenerationNames().end(), *generation)
            - gpuGenerationNames().begin());
}

// Figures every GPU needs; checked after a merge so an override may name only what it changes.
void requireGpuFigures(const GpuSpec& g, const std::string& path, Diagnostics& diag)
{
    // A figure given but refused (0, negative) has its error already: not also "required".
    for (const auto& [key, value] : {std::pair{"memory_gib", g.memoryGib},
                                     {"bandwidth_gbps", g.bandwidthGBps},
                                     {"bf16_tflops", g.bf16Tflops}})
        if (value <= 0 && !diag.hasErrorAt(joinPath(path, key)))
            diag.error(joinPath(path, key), "field.required");
    if (g.usableGib > g.memoryGib && g.memoryGib > 0)
        diag.error(joinPath(path, "usable_gib"), "field.at_most",
                   {"memory_gib", formatNumber(g.memoryGib), formatNumber(g.usableGib)});
}

void requireProvenance(const Provenance& p, const std::string& path, Diagnostics& diag)
{
    if (p.source.empty())
        diag.error(joinPath(path, "source"), "field.required");
    if (p.asOf.empty())
        diag.error(joinPath(path, "as_of"), "field.required");
}

void completeGpu(GpuSpec& g)
{
    if (g.name.empty())
        g.name = g.id;
    if (g.fp16Tflops <= 0)
        g.fp16Tflops = g.bf16Tflops;
}

void readCpuFields(ObjectReader& r, CpuSpec& c)
{
    r.readInto("name", c.name);
    r.readInto("vendor", c.vendor);
    if (auto cores = r.integerIn("cores", 1, 100000))
        c.cores = static_cast<int>(*cores);
    r.readInto("memory_gib", c.memoryGib, Bound::Positive);
    r.readInto("bandwidth_gbps", c.bandwidthGBps, Bound::Positive);
    r.readInto("bf16_tflops", c.bf16Tflops, Bound::NonNegative);
}

void readLinkFields(ObjectReader& r, LinkSpec& l)
{
    r.readInto("name", l.name);
    if (auto scope = r.choice("scope", kScopes))
        l.scope = *scope == "inter-node" ? LinkScope::InterNode : LinkScope::IntraNode;
    r.readInto("gbps", l.bandwidthGBps, Bound::Positive);
    r.readInto("latency_us", l.latencyUs, Bound::NonNegative);
    r.readInto("per_server", l.perServer);
}

void readPriceFields(ObjectReader& r, PriceSpec& p)
{
    r.readInto("gpu_hour", p.gpuHour, Bound::Positive);
    if (auto currency = sections::readCurrency(r))
        p.currency = *currency;
    if (auto billing = sections::readBilling(r))
        p.billing = billingNames()[static_cast<std::size_t>(*billing)];
    r.readInto("minimum_hours", p.minimumHours, Bound::NonNegative);
    r.readInto("provider", p.provider);
}

template <typename Spec> Spec* findById(std::vector<Spec>& specs, std::string_view id)
{
    auto it = std::find_if(specs.begin(), specs.end(), [&](const Spec& s) { return s.id == id; });
    return it == specs.end() ? nullptr : &*it;
}

template <typename Spec> const Spec* findById(const std::vector<Spec>& specs, std::string_view id)
{
    auto it = std::find_if(specs.begin(), specs.end(), [&](const Spec& s) { return s.id == id; });
    return it == specs.end() ? nullptr : &*it;
}

template <typename Spec> std::vector<std::string> idsOf(const std::vector<Spec>& specs)
{
    std::vector<std::string> ids;
    ids.reserve(specs.size());
    for (const auto& spec : specs)
        ids.push_back(spec.id);
    return ids;
}

bool isValidId(const std::string& id)
{
    static const std::regex pattern(R"([a-z0-9][a-z0-9._-]{0,63})");
    return std::regex_match(id, pattern);
}

// Reads one list ("gpus", "cpus" or "links") of a catalog document into target.
template <typename Spec, typename ReadFields, typename Finish>
void mergeList(ObjectReader& document, std::string_view key, std::vector<Spec>& target,
               ReadFields readFields, Finish finishEntry)
{
    const nlohmann::json* list = document.value(key);
    if (!list)
        return;
    const std::string listPath = document.pathOf(key);
    Diagnostics& diag = document.diagnostics();
    if (!list->is_array()) {
        diag.error(listPath, "field.wrong_type",
                   {messageArg("word.json.array"), describeJsonType(*list)});
        return;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string path = indexPath(listPath, i);
        ObjectReader entry((*list)[i], path, diag);
        if (!entry.isObject())
            continue;
        auto id = entry.string("id");
        // Without a usable id the entry's other keys cannot be judged: report the id alone.
        if (!id) {
            if (!entry.has("id"))
                diag.error(joinPath(path, "id"), "field.required");
            continue;
        }
        if (!isValidId(*id)) {
            entry.error("id", "catalog.bad_id", {*id});
            continue;
        }
        Spec* existing = findById(target, *id);
        Spec spec = existing ? *existing : Spec{};
        spec.id = *id;
        readFields(entry, spec);
        readProvenance(entry, spec.provenance);
        entry.finish();
        finishEntry(spec, path, diag, existing == nullptr, entry);
        if (existing)
            *existing = spec;
        else
            target.push_back(spec);
    }
}

Catalog loadBuiltinCatalog()
{
    Catalog catalog;
    Diagnostics diag;
    for (auto text :
         {embedded::embeddedLinks(), embedded::embeddedGpus(), embedded::embeddedCpus()}) {
        auto document = parseJsonDocument(text, diag);
        if (document)
            catalog.merge(*document, "builtin", diag);
    }
    // The built-in files are tested; a broken one is a build defect, not a user error.
    if (diag.hasErrors())
        throw std::logic_error("built-in catalog is invalid: " + diag.summary());
    return catalog;
}

} // namespace

const GpuSpec* Catalog::gpu(std::string_view id) const
{
    return findById(m_gpus, id);
}

const CpuSpec* Catalog::cpu(std::string_view id) const
{
    return findById(m_cpus, id);
}

const LinkSpec* Catalog::link(std::string_view id) const
{
    return findById(m_links, id);
}

const PriceSpec* Catalog::price(std::string_view gpuId) const
{
    return findById(m_prices, gpuId);
}

std::vector<std::string> Catalog::gpuIds() const
{
    return idsOf(m_gpus);
}

std::vector<std::string> Catalog::cpuIds() const
{
    return idsOf(m_cpus);
}

std::vector<std::string> Catalog::linkIds() const
{
    return idsOf(m_links);
}

bool Catalog::merge(const nlohmann::json& document, const std::string& origin, Diagnostics& diag)
{
    Diagnostics local;
    Catalog merged = *this;
    std::map<std::string, std::string> gpuPaths; // where this document set each GPU
    std::map<std::string, std::string> pricePaths; // and each price
    ObjectReader top(document, "", local);
    if (top.isObject()) {
        if (auto format = top.string("format"); format && *format != "gpu-planner.catalog/1")
            top.error("format", "catalog.bad_format", {*format});
        top.accept("title");
        top.accept("comment");
        mergeList(top, "gpus", merged.m_gpus, readGpuFields,
                  [&](GpuSpec& g, const std::string& path, Diagnostics& d, bool, ObjectReader&) {
                      gpuPaths[g.id] = path;
                      completeGpu(g);
                      requireGpuFigures(g, path, d);
                      requireProvenance(g.provenance, path, d);
                  });
        mergeList(top, "cpus", merged.m_cpus, readCpuFields,
                  [](CpuSpec& c, const std::string& path, Diagnostics& d, bool, ObjectReader&) {
                      if (c.name.empty())
                          c.name = c.id;
                      if (c.bandwidthGBps <= 0)
                          d.error(joinPath(path, "bandwidth_gbps"), "field.required");
                      if (c.memoryGib <= 0)
                          d.error(joinPath(path, "memory_gib"), "field.required");
                      requireProvenance(c.provenance, path, d);
                  });
        mergeList(top, "links", merged.m_links, readLinkFields,
                  [](LinkSpec& l, const std::string& path, Diagnostics& d, bool isNew,
                     ObjectReader& entry) {
                      // Whether a link joins GPUs or servers cannot be guessed.
                      if (isNew && !entry.has("scope"))
                          d.error(joinPath(path, "scope"), "field.required");
                      if (l.name.empty())
                          l.name = l.id;
                      if (l.bandwidthGBps <= 0)
                          d.error(joinPath(path, "gbps"), "field.required");
                      requireProvenance(l.provenance, path, d);
                  });
        mergeList(
            top, "prices", merged.m_prices, readPriceFields,
            [&](PriceSpec& p, const std::string& path, Diagnostics& d, bool, ObjectReader& entry) {
                pricePaths[p.id] = path;
                // (A gpu_hour that is there but wrong has its own message.)
                if (p.gpuHour <= 0 && !entry.has("gpu_hour"))
                    d.error(joinPath(path, "gpu_hour"), "field.required");
                requireProvenance(p.provenance, path, d);
            });
        top.finish();
    }
    // A price is for a GPU the catalog knows, once everything is merged.
    for (const PriceSpec& p : merged.m_prices)
        if (!merged.gpu(p.id)) {
            const auto where = pricePaths.find(p.id);
            local.error(joinPath(where != pricePaths.end() ? where->second : "prices", "id"),
                        "catalog.price_unknown_gpu", {p.id, choicesArg(merged.gpuIds())});
        }
    // A link a GPU refers to must exist once everything is merged.
    for (const GpuSpec& g : merged.m_gpus) {
        auto where = gpuPaths.find(g.id);
        const std::string path = where != gpuPaths.end() ? where->second : "gpus." + g.id;
        auto check = [&](const std::string& id, const char* key, LinkScope scope) {
            if (id.empty())
                return;
            const LinkSpec* link = merged.link(id);
            if (!link)
                local.error(joinPath(path, key), "catalog.unknown_link", {id});
            else if (link->scope != scope)
                local.error(joinPath(path, key),
                            scope == LinkScope::IntraNode ? "hw.needs_intra_link"
                                                          : "hw.needs_inter_link",
                            {id});
        };
        check(g.scaleUpLink, "scale_up_link", LinkScope::IntraNode);
        check(g.defaultNetwork, "default_network", LinkScope::InterNode);
    }
    // Messages name the file the problem is in.
    for (const auto& item : local.items()) {
        const std::string where = item.path.empty() ? origin : origin + ": " + item.path;
        if (item.severity == Severity::Error)
            diag.error(where, item.id, item.args);
        else
            diag.warning(where, item.id, item.args);
    }
    if (local.hasErrors())
        return false;
    *this = std::move(merged);
    return true;
}

const Catalog& builtinCatalog()
{
    static const Catalog catalog = loadBuiltinCatalog();
    return catalog;
}

std::optional<GpuSpec> parseCustomGpu(const nlohmann::json& value, const std::string& path,
                                      Diagnostics& diag)
{
    Diagnostics local;
    ObjectReader r(value, path, local);
    if (!r.isObject()) {
        diag.append(local);
        return std::nullopt;
    }
    GpuSpec g;
    g.id = "custom";
    readGpuFields(r, g);
    r.finish();
    completeGpu(g);
    if (g.name == "custom")
        g.name = messageArg("word.custom_gpu"); // each view shows it in its language
    requireGpuFigures(g, path, local);
    // Without a generation the efficiency tables fall back to their median, silently for a chip
    // whose siblings have measured figures: say so once.
    if (!value.contains("generation") && !local.hasErrors()) {
        const std::vector<std::string> known(gpuGenerationNames().begin() + 1,
                                             gpuGenerationNames().end()); // all but "unknown"
        local.warning(joinPath(path, "generation"), "hw.generation_unset", {choicesArg(known)});
    }
    g.provenance.source = "scenario file";
    diag.append(local);
    if (local.hasErrors())
        return std::nullopt;
    return g;
}

std::optional<LinkSpec> parseCustomLink(const nlohmann::json& value, const std::string& path,
                                        LinkScope scope, Diagnostics& diag)
{
    Diagnostics local;
    ObjectReader r(value, path, local);
    if (!r.isObject()) {
        diag.append(local);
        return std::nullopt;
    }
    LinkSpec l;
    l.id = "custom";
    l.name = messageArg("word.custom_link");
    l.scope = scope;
    r.readInto("name", l.name);
    r.readInto("gbps", l.bandwidthGBps, Bound::Positive);
    r.readInto("latency_us", l.latencyUs, Bound::NonNegative);
    r.readInto("per_server", l.perServer);
    r.finish();
    if (!r.has("gbps"))
        local.error(joinPath(path, "gbps"), "field.required");
    l.provenance.source = "scenario file";
    diag.append(local);
    if (local.hasErrors())
        return std::nullopt;
    return l;
}

nlohmann::json gpuToJson(const GpuSpec& g)
{
    nlohmann::json j
        = {{"id", g.id},
           {"name", g.name},
           {"vendor", g.vendor},
           {"memory_gib", g.memoryGib},
           {"bandwidth_gbps", g.bandwidthGBps},
           {"bf16_tflops", g.bf16Tflops},
           {"fp16_tflops", g.fp16Tflops},
           {"fp8_tflops", g.fp8Tflops},
           {"int8_tops", g.int8Tops},
           {"tf32_tflops", g.tf32Tflops},
           {"fp32_tflops", g.fp32Tflops},
           {"tdp_w", g.tdpWatts},
           {"max_per_node", g.maxPerNode},
           {"unified_memory", g.unifiedMemory},
           {"generation", gpuGenerationNames()[static_cast<std::size_t>(g.generation)]},
           {"source", g.provenance.source},
           {"as_of", g.provenance.asOf}};
    if (g.usableGib > 0)
        j["usable_gib"] = g.usableGib;
    if (!g.scaleUpLink.empty())
        j["scale_up_link"] = g.scaleUpLink;
    if (!g.defaultNetwork.empty())
        j["default_network"] = g.defaultNetwork;
    if (!g.provenance.note.empty())
        j["note"] = g.provenance.note;
    return j;
}

nlohmann::json cpuToJson(const CpuSpec& c)
{
    nlohmann::json j = {{"id", c.id},
                        {"name", c.name},
                        {"vendor", c.vendor},
                        {"cores", c.cores},
                        {"memory_gib", c.memoryGib},
                        {"bandwidth_gbps", c.bandwidthGBps},
                        {"bf16_tflops", c.bf16Tflops},
                        {"source", c.provenance.source},
                        {"as_of", c.provenance.asOf}};
    if (!c.provenance.note.empty())
        j["note"] = c.provenance.note;
    return j;
}

nlohmann::json priceToJson(const PriceSpec& p)
{
    nlohmann::json j = {{"id", p.id},
                        {"gpu_hour", p.gpuHour},
                        {"currency", p.currency},
                        {"billing", p.billing},
                        {"minimum_hours", p.minimumHours},
                        {"source", p.provenance.source},
                        {"as_of", p.provenance.asOf}};
    if (!p.provider.empty())
        j["provider"] = p.provider;
    if (!p.provenance.note.empty())
        j["note"] = p.provenance.note;
    return j;
}

nlohmann::json linkToJson(const LinkSpec& l)
{
    nlohmann::json j = {{"id", l.id},
                        {"name", l.name},
                        {"scope", l.scope == LinkScope::InterNode ? "inter-node" : "intra-node"},
                        {"gbps", l.bandwidthGBps},
                        {"latency_us", l.latencyUs},
                        {"per_server", l.perServer},
                        {"source", l.provenance.source},
                        {"as_of", l.provenance.asOf}};
    if (!l.provenance.note.empty())
        j["note"] = l.provenance.note;
    return j;
}

} // namespace gp
