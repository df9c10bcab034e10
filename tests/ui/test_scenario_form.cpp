// The scenario form against the field schema: every field it shows is a field of the file, with
// the file's range, choices and default, and every value a valid file holds is shown as it is
// (never clamped to a narrower range of the form's own).
#include "common/test_support.h"
#include "field_specs.h"
#include "new_scenario_wizard.h"
#include "scenario/field_schema.h"
#include "scenario_form.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace gp;
using namespace gp::ui;

namespace {

nlohmann::ordered_json baseFor(const FieldSpec& spec)
{
    nlohmann::ordered_json d = {{"format", "gpu-planner.scenario/1"},
                                {"model", {{"preset", "llama-3.1-8b"}}},
                                {"hardware", {{"gpu", "h100-sxm"}, {"gpus_per_node", 8}}}};
    if (spec.scope == FieldScope::Inference) {
        d["workload"] = "inference";
        d["inference"] = nlohmann::ordered_json::object();
    } else {
        d["workload"] = "training";
        // The method that shows adapter, QLoRA or freeze fields.
        const QString method
            = spec.onlyWhenValues.isEmpty() ? QStringLiteral("full") : spec.onlyWhenValues.front();
        d["training"] = {{"method", method.toStdString()}};
    }
    return d;
}

void setPath(nlohmann::ordered_json& d, const QString& path, const nlohmann::ordered_json& value)
{
    nlohmann::ordered_json* node = &d;
    const QStringList keys = path.split(QLatin1Char('.'));
    for (qsizetype i = 0; i + 1 < keys.size(); ++i)
        node = &(*node)[keys[i].toStdString()];
    (*node)[keys.back().toStdString()] = value;
}

double shownValue(QWidget* editor)
{
    if (auto* spin = qobject_cast<QSpinBox*>(editor))
        return spin->value();
    if (auto* number = qobject_cast<QDoubleSpinBox*>(editor))
        return number->value();
    return NAN;
}

} // namespace

class TestScenarioForm : public QObject
{
    Q_OBJECT

private slots:
    void everyFieldIsTheSchemas()
    {
        int numeric = 0;
        for (const FieldSpec& spec : scenarioFieldSpecs()) {
            const FieldSchema* field = findScenarioField(spec.path.toStdString());
            if (!field)
                QFAIL(qPrintable(spec.path + QStringLiteral(" is not in the schema")));
            if (spec.kind == FieldKind::Integer || spec.kind == FieldKind::Number) {
                ++numeric;
                QVERIFY2(field->type == FieldType::Integer || field->type == FieldType::Number,
                         qPrintable(spec.path));
                QCOMPARE(spec.maximum * spec.scale, field->maximum);
                QCOMPARE(spec.optional, field->defaultValue.is_null());
                if (!spec.optional)
                    QCOMPARE(spec.defaultValue * spec.scale, field->defaultValue.get<double>());
            }
            if (field->type == FieldType::Choice) {
                QStringList values;
                for (const std::string& value : field->choices)
                    values << QString::fromStdString(value);
                QCOMPARE(spec.choices, values);
            }
        }
        QVERIFY(numeric > 25);
    }

    // A fixed list shows people words ("BF16 mixed precision", "Automatic"), never the file's
    // identifiers ("bf16-mixed", "auto"); what it writes stays the identifier.
    void listsShowWordsAndWriteTheFilesValues()
    {
        int lists = 0;
        for (const FieldSpec& spec : scenarioFieldSpecs()) {
            const FieldSchema* field = findScenarioField(spec.path.toStdString());
            if (spec.kind != FieldKind::Choice || field->type != FieldType::Choice)
                continue;
            ++lists;
            QCOMPARE(spec.choiceLabels.size(), spec.choices.size());
            for (qsizetype i = 0; i < spec.choices.size(); ++i)
                // torchtune spells its own name in lower case.
                QVERIFY2(spec.choiceLabels[i] == QLatin1String("torchtune")
                             || spec.choiceLabels[i] != spec.choices[i],
                         qPrintable(spec.path + QStringLiteral(": ") + spec.choiceLabels[i]));
            ScenarioForm form;
            nlohmann::ordered_json document = baseFor(spec);
            setPath(document, spec.path, spec.choices.back().toStdString());
            form.showDocument(&document);
            auto* combo = qobject_cast<QComboBox*>(form.fieldEditor(spec.path));
            QVERIFY2(combo, qPrintable(spec.path));
            QCOMPARE(combo->currentText(), spec.choiceLabels.back());
            QCOMPARE(combo->currentData().toString(), spec.choices.back());
        }
        QVERIFY(lists >= 10);
    }

    // The smallest and the largest value the parser accepts, written in a file, are what the
    // form shows: a form with ranges of its own would clamp a valid file's value.
    void showsEveryValidValueAsItIs()
    {
        ScenarioForm form;
        int checked = 0;
        for (const FieldSpec& spec : scenarioFieldSpecs()) {
            if (spec.kind != FieldKind::Integer && spec.kind != FieldKind::Number)
                continue;
            const FieldSchema& field = *findScenarioField(spec.path.toStdString());
            // The schema's ends, as the form can show them (its decimals, its unit).
            const double step = std::pow(10.0, -spec.decimals);
            double lowest = std::ceil(field.minimum / spec.scale / step) * step;
            if (field.exclusiveMinimum && lowest * spec.scale <= field.minimum)
                lowest += step;
            for (const double shown : {lowest, field.maximum / spec.scale}) {
                const double inFile = shown * spec.scale;
                nlohmann::ordered_json document = baseFor(spec);
                setPath(document, spec.path,
                        field.type == FieldType::Integer
                            ? nlohmann::ordered_json(static_cast<std::int64_t>(inFile))
                            : nlohmann::ordered_json(inFile));
                form.showDocument(&document);
                QWidget* editor = form.fieldEditor(spec.path);
                QVERIFY2(editor, qPrintable(spec.path));
                QVERIFY2(std::fabs(shownValue(editor) - shown) <= step / 2,
                         qPrintable(QStringLiteral("%1: file %2, form %3")
                                        .arg(spec.path)
                                        .arg(inFile)
                                        .arg(shownValue(editor))));
                ++checked;
            }
        }
        QVERIFY(checked > 50);
    }

    // "tp": "auto" shows as "auto" in the slot below 1, and choosing that slot writes the word.
    void theAutoSlotWritesTheWord()
    {
        ScenarioForm form;
        const std::vector<FieldSpec> specs = scenarioFieldSpecs();
        const auto spec = std::find_if(specs.begin(), specs.end(), [](const FieldSpec& f) {
            return f.path == QLatin1String("inference.tp");
        });
        QVERIFY(spec != specs.end());
        nlohmann::ordered_json document = baseFor(*spec);
        setPath(document, spec->path, "auto");
        form.showDocument(&document);
        auto* box = qobject_cast<QSpinBox*>(form.fieldEditor(spec->path));
        QVERIFY(box);
        QCOMPARE(box->value(), 0);
        QCOMPARE(box->text(), ScenarioForm::tr("auto"));
        QVariant written;
        connect(&form, &ScenarioForm::edited, this,
                [&](const QString&, const QVariant& value, const QString&) { written = value; });
        box->setValue(4);
        QCOMPARE(written.toLongLong(), 4LL);
        box->setValue(0);
        QCOMPARE(written.toString(), QStringLiteral("auto"));
    }

    // The new-scenario wizard's boxes take the same ranges.
    void wizardRangesAreTheSchemas()
    {
        NewScenarioWizard wizard;
        const QList<QPair<const char*, const char*>> boxes{
            {"wizardGpusPerNode", "hardware.gpus_per_node"},
            {"wizardNodes", "hardware.nodes"},
            {"wizardSeqLen", "training.seq_len"},
            {"wizardMicroBatch", "training.micro_batch"},
            {"wizardPrompt", "inference.prompt_tokens"},
            {"wizardOutput", "inference.output_tokens"},
            {"wizardConcurrency", "inference.peak_concurrency"}};
        for (const auto& [name, path] : boxes) {
            auto* box = wizard.findChild<QSpinBox*>(QLatin1String(name));
            QVERIFY2(box, name);
            const FieldSchema& field = *findScenarioField(path);
            QCOMPARE(double(box->minimum()), field.minimum);
            QCOMPARE(double(box->maximum()), field.maximum);
        }
        auto* tokens = wizard.findChild<QDoubleSpinBox*>(QStringLiteral("wizardTokens"));
        QVERIFY(tokens);
        QCOMPARE(tokens->maximum() * 1e9, findScenarioField("training.tokens")->maximum);
    }
};

QTEST_MAIN(TestScenarioForm)
#include "test_scenario_form.moc"
