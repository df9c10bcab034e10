#pragma once
// The fields of a scenario file (gpu-planner.scenario/1), once: where each lives, its type, its
// range or its choices, and its default. The parser reads its bounds from here, the window's
// form builds its widgets from here, the docs' tables and the published JSON Schema are tested
// against it (tests/core/test_field_schema.cpp): a field added in one place only fails that
// test.
//
// Sections whose keys are another format are typed Object and not described key by key: the
// model's architecture and overrides (docs/scenario-format.md, `model`), a GPU or link given
// inline (gpu-planner.catalog/1), a trial run and data preparation.
#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace gp {

enum class FieldType {
    Integer,
    Number,
    Boolean,
    String,
    Choice, // one of `choices`
    CatalogId, // a catalog id (a GPU, a link) or the same described inline
    Object,
    Array,
    NumberOrBand, // a number, or [low, expected, high]
};

// NOLINTNEXTLINE(bugprone-exception-escape): the implicit members copy a json, declared throwing
struct FieldSchema
{
    std::string path; // "training.micro_batch"
    FieldType type = FieldType::Integer;
    // Integer and Number: the accepted interval. `exclusiveMinimum`: the minimum itself is
    // refused (a price may be 0, a latency target may not).
    double minimum = 0;
    double maximum = 0;
    bool exclusiveMinimum = false;
    // Integer: the string "auto" is accepted too (the planner chooses; inference.tp).
    bool allowsAuto = false;
    std::vector<std::string> choices; // Choice
    // The default when the key is absent; null when it is worked out from other fields (the
    // docs say how).
    nlohmann::json defaultValue;
    std::string description; // one line, English (the JSON Schema's "description")
};

// Every field the parser reads, sections before their keys, in the docs' order.
const std::vector<FieldSchema>& scenarioFields();

// The field at a dotted path; nullptr for a path not in the schema.
const FieldSchema* findScenarioField(std::string_view path);

// The JSON Schema (draft 2020-12) of gpu-planner.scenario/1, for editors to validate and
// complete scenario files.
nlohmann::json scenarioJsonSchema();

} // namespace gp
