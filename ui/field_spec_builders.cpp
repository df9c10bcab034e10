#include "field_spec_builders.h"

#include <QDoubleSpinBox>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace gp::ui {
namespace fields {
namespace {

// A spin box on the schema's range, shown in `decimals` (and divided by `scale`): the lowest
// value it shows is the schema's minimum rounded up to what it can show, and an unset optional
// field ("auto") sits one step below, so that every value a valid file holds can be shown and
// entered (a price of 0 too).
FieldSpec spinBox(QString path, FieldGroup group, FieldScope scope, QString label, QString tooltip,
                  int decimals, QString unit, double scale)
{
    const FieldSchema& field = schemaOf(path);
    FieldSpec spec;
    spec.path = std::move(path);
    spec.group = group;
    spec.scope = scope;
    spec.label = std::move(label);
    spec.tooltip = std::move(tooltip);
    spec.unit = std::move(unit);
    spec.scale = scale;
    spec.decimals = decimals;
    const double unitStep = std::pow(10.0, -decimals);
    double lowest = std::ceil(field.minimum / scale / unitStep) * unitStep;
    if (field.exclusiveMinimum && lowest * scale <= field.minimum)
        lowest += unitStep;
    spec.optional = field.defaultValue.is_null();
    // A field that takes the word "auto" (the planner chooses) shows it in the same slot.
    spec.autoWord = field.allowsAuto;
    spec.minimum = spec.optional || spec.autoWord ? lowest - unitStep : lowest;
    spec.maximum = field.maximum / scale;
    spec.defaultValue
        = field.defaultValue.is_number() ? field.defaultValue.get<double>() / scale : spec.minimum;
    // A QSpinBox holds an int: larger whole numbers (a global batch) go in a double box shown
    // without decimals, which the form writes back as a whole number.
    spec.kind = field.type == FieldType::Integer && field.maximum <= 2147483647.0
        ? FieldKind::Integer
        : FieldKind::Number;
    spec.step = decimals == 0 ? 1 : std::max(0.01, 1.0 / std::pow(10.0, decimals - 1));
    return spec;
}

} // namespace

const FieldSchema& schemaOf(const QString& path)
{
    const FieldSchema* field = findScenarioField(path.toStdString());
    // Every field of the form is a field of the file: test_scenario_editor walks them all.
    if (!field)
        qFatal("the form shows %s, which the scenario schema does not know", qPrintable(path));
    return *field;
}

FieldSpec integer(QString path, FieldGroup group, FieldScope scope, QString label, QString tooltip,
                  QString unit)
{
    return spinBox(std::move(path), group, scope, std::move(label), std::move(tooltip), 0,
                   std::move(unit), 1);
}

FieldSpec number(QString path, FieldGroup group, FieldScope scope, QString label, QString tooltip,
                 int decimals, QString unit, double scale)
{
    return spinBox(std::move(path), group, scope, std::move(label), std::move(tooltip), decimals,
                   std::move(unit), scale);
}

FieldSpec choice(QString path, FieldGroup group, FieldScope scope, QString label, QString tooltip,
                 QStringList choices, QStringList labels, QString defaultChoice)
{
    FieldSpec spec;
    spec.path = std::move(path);
    spec.group = group;
    spec.scope = scope;
    spec.kind = FieldKind::Choice;
    spec.label = std::move(label);
    spec.tooltip = std::move(tooltip);
    spec.choices = std::move(choices);
    spec.choiceLabels = labels.isEmpty() ? spec.choices : std::move(labels);
    spec.defaultChoice = std::move(defaultChoice);
    return spec;
}

FieldSpec schemaChoice(QString path, FieldGroup group, FieldScope scope, QString label,
                       QString tooltip, QStringList labels)
{
    const FieldSchema& field = schemaOf(path);
    QStringList values;
    for (const std::string& value : field.choices)
        values << QString::fromStdString(value);
    if (!labels.isEmpty() && labels.size() != values.size())
        qFatal("%s: %d labels for %d values", qPrintable(path), int(labels.size()),
               int(values.size()));
    return choice(std::move(path), group, scope, std::move(label), std::move(tooltip), values,
                  std::move(labels),
                  // No default (the workload, inferred from the sections): the first value.
                  field.defaultValue.is_string()
                      ? QString::fromStdString(field.defaultValue.get<std::string>())
                      : values.front());
}

FieldSpec text(QString path, FieldGroup group, FieldScope scope, QString label, QString tooltip)
{
    schemaOf(path);
    FieldSpec spec;
    spec.path = std::move(path);
    spec.group = group;
    spec.scope = scope;
    spec.kind = FieldKind::Text;
    spec.label = std::move(label);
    spec.tooltip = std::move(tooltip);
    return spec;
}

FieldSpec flag(QString path, FieldGroup group, FieldScope scope, QString label, QString tooltip)
{
    FieldSpec spec;
    spec.path = std::move(path);
    spec.group = group;
    spec.scope = scope;
    spec.kind = FieldKind::Flag;
    spec.label = std::move(label);
    spec.tooltip = std::move(tooltip);
    return spec;
}

FieldSpec onlyWhen(FieldSpec spec, QString path, QStringList values)
{
    spec.onlyWhenPath = std::move(path);
    spec.onlyWhenValues = std::move(values);
    return spec;
}

} // namespace fields

namespace {

FieldSpec specAt(const QString& path)
{
    for (FieldSpec& spec : scenarioFieldSpecs())
        if (spec.path == path)
            return spec;
    qFatal("the form has no field %s", qPrintable(path));
}

} // namespace

void setFieldRange(QSpinBox* box, const QString& path)
{
    const FieldSpec spec = specAt(path);
    box->setRange(static_cast<int>(spec.minimum) + (spec.optional ? 1 : 0),
                  static_cast<int>(spec.maximum));
}

void setFieldRange(QDoubleSpinBox* box, const QString& path)
{
    const FieldSpec spec = specAt(path);
    box->setDecimals(spec.decimals);
    box->setRange(spec.minimum + (spec.optional ? std::pow(10.0, -spec.decimals) : 0),
                  spec.maximum);
}

} // namespace gp::ui
