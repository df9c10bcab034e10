#pragma once
// The scenario fields the form editor shows: where each lives in the document, how it is edited
// (kind, range, unit, choices) and what it means. One table, so the form, its tooltips and the
// tests agree on every field; the documented defaults come from docs/scenario-format.md.
#include "hardware/catalog.h"

#include <QString>
#include <QStringList>

#include <vector>

class QDoubleSpinBox;
class QSpinBox;

namespace gp::ui {

enum class FieldKind {
    Text, // a line of text
    Integer, // a spin box; "auto" when optional and unset
    Number, // a double spin box; "auto" when optional and unset
    Choice, // fixed choices (file names), shown with labels
    EditableChoice, // choices, or any name the parser accepts (GGUF types)
    Flag, // a check box
};

enum class FieldGroup {
    General,
    Model,
    Hardware,
    Method,
    Parallelism,
    Batch,
    Run,
    Serving,
    Targets,
    Pricing,
    Facility,
    Purchase,
    Request
};

// Which workload shows the field.
enum class FieldScope { Both, Training, Inference };

struct FieldSpec
{
    QString path; // "training.micro_batch": the document's keys joined by dots
    FieldGroup group = FieldGroup::General;
    FieldScope scope = FieldScope::Both;
    FieldKind kind = FieldKind::Integer;
    QString label;
    QString tooltip; // what the term means and how it moves memory or time
    QString unit; // shown as the spin box suffix
    double minimum = 0;
    double maximum = 0;
    double step = 1;
    int decimals = 0;
    double scale = 1; // stored value = shown value x scale (tokens in billions)
    bool optional = false; // unset means the documented default ("auto")
    // The slot below the lowest value writes the word "auto" into the file (inference.tp): the
    // planner chooses, which differs from the default an absent key means.
    bool autoWord = false;
    double defaultValue = 0; // shown when unset and not optional
    QStringList choices; // file values for Choice / EditableChoice
    QStringList choiceLabels; // what the user reads; same order
    QString defaultChoice;
    // Shown only when another field has one of these values ("training.method" = lora|qlora).
    QString onlyWhenPath;
    QStringList onlyWhenValues;
};

// Every field, in the order shown. Texts are translated at call time, so calling it again after
// a language change gives the new language.
std::vector<FieldSpec> scenarioFieldSpecs(const Catalog& catalog = builtinCatalog());

QString fieldGroupTitle(FieldGroup group);

// The wizard's boxes on the same ranges as the form's: the lowest valid value (not the "auto"
// slot below it) to the schema's maximum, in the form's unit.
void setFieldRange(QSpinBox* box, const QString& path);
void setFieldRange(QDoubleSpinBox* box, const QString& path);

} // namespace gp::ui
