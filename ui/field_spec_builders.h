#pragma once
// Building one form field from the scenario schema (core/scenario/field_schema.h): the range,
// the unset "auto" slot, the choices and the default come from there; the table of fields
// (field_specs.cpp) adds the label, the tooltip and the group.
#include "field_specs.h"
#include "scenario/field_schema.h"

namespace gp::ui::fields {

const FieldSchema& schemaOf(const QString& path);
FieldSpec integer(QString path, FieldGroup group, FieldScope scope, QString label, QString tooltip,
                  QString unit = {});
// `decimals` shown, in units of `scale` (tokens in billions: 1e9).
FieldSpec number(QString path, FieldGroup group, FieldScope scope, QString label, QString tooltip,
                 int decimals, QString unit = {}, double scale = 1);
// Choices that are not the schema's own (catalog ids): listed by the caller.
FieldSpec choice(QString path, FieldGroup group, FieldScope scope, QString label, QString tooltip,
                 QStringList choices, QStringList labels, QString defaultChoice);
// The file format's values, as the schema lists them, with its default; `labels` name them
// for people, in the same order (the values themselves when empty).
FieldSpec schemaChoice(QString path, FieldGroup group, FieldScope scope, QString label,
                       QString tooltip, QStringList labels = {});
// A line of text (a vendor, a date, a name).
FieldSpec text(QString path, FieldGroup group, FieldScope scope, QString label, QString tooltip);
FieldSpec flag(QString path, FieldGroup group, FieldScope scope, QString label, QString tooltip);
FieldSpec onlyWhen(FieldSpec spec, QString path, QStringList values);

// The serving fields and their targets (field_specs_serving.cpp).
void addServing(std::vector<FieldSpec>& specs);
// The purchase quotes and the request's names (field_specs_purchase.cpp).
void addPurchase(std::vector<FieldSpec>& specs);
void addRequest(std::vector<FieldSpec>& specs);

} // namespace gp::ui::fields
