#include "scenario_form.h"

#include "active_catalog.h"
#include "message_text.h"
#include "scenario/field_schema.h"
#include "scenario_document.h"
#include "wheel_guard.h"
#include "wrapping_label.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace gp::ui {
namespace {

const QString kUnsetChoice = ScenarioForm::unsetChoice();

QString editorName(const QString& path)
{
    return QStringLiteral("field:") + path;
}

bool isLoraOnly(const FieldSpec& spec)
{
    return !spec.onlyWhenPath.isEmpty();
}

// The workload the document plans: its "workload" key, else the section it has.
QString effectiveWorkload(const nlohmann::ordered_json& document)
{
    const auto workload = document.find("workload");
    if (workload != document.end() && workload->is_string())
        return QString::fromStdString(workload->get<std::string>());
    if (document.contains("inference") && !document.contains("training"))
        return QStringLiteral("inference");
    return QStringLiteral("training");
}

QString unsetText(const FieldSpec& spec)
{
    const bool noDefault = spec.group == FieldGroup::Targets || spec.group == FieldGroup::Pricing
        || spec.group == FieldGroup::Run || spec.group == FieldGroup::Facility
        || spec.group == FieldGroup::Purchase;
    return noDefault ? ScenarioForm::tr("not set") : ScenarioForm::tr("auto");
}

} // namespace

ScenarioForm::ScenarioForm(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("scenarioForm"));
    build();
}

void ScenarioForm::build()
{
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* content = new QWidget(scroll);
    auto* column = new QVBoxLayout(content);
    for (const FieldSpec& spec : scenarioFieldSpecs(catalogOf(m_catalog))) {
        QGroupBox*& group = m_groups[spec.group];
        if (!group) {
            group = new QGroupBox(fieldGroupTitle(spec.group), content);
            new QFormLayout(group);
            column->addWidget(group);
        }
        Field field;
        field.spec = spec;
        field.row = new QWidget(group);
        auto* rowLayout = new QVBoxLayout(field.row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        rowLayout->setSpacing(2);
        field.editor = createEditor(field);
        if (qobject_cast<QAbstractSpinBox*>(field.editor) || qobject_cast<QComboBox*>(field.editor))
            takeWheelOnlyWithFocus(field.editor);
        field.editor->setObjectName(editorName(spec.path));
        field.editor->setToolTip(spec.tooltip);
        if (spec.path == QLatin1String("model.preset")) {
            auto* line = new QHBoxLayout;
            line->addWidget(field.editor, 1);
            m_importButton = new QPushButton(tr("Import config.json"), field.row);
            m_importButton->setObjectName(QStringLiteral("importConfigButton"));
            auto* menu = new QMenu(m_importButton);
            menu->addAction(tr("From a file..."), this, &ScenarioForm::importConfigFileRequested);
            menu->addAction(tr("Paste the text..."), this,
                            &ScenarioForm::importConfigTextRequested);
            m_importButton->setMenu(menu);
            line->addWidget(m_importButton);
            rowLayout->addLayout(line);
        } else {
            rowLayout->addWidget(field.editor);
        }
        field.message = new WrappingLabel(field.row);
        field.message->setObjectName(QStringLiteral("error:") + spec.path);
        field.message->hide();
        rowLayout->addWidget(field.message);
        field.label = new QLabel(spec.label, group);
        field.label->setToolTip(spec.tooltip);
        field.label->setBuddy(field.editor);
        static_cast<QFormLayout*>(group->layout())->addRow(field.label, field.row);
        m_fields.push_back(field);
    }
    column->addStretch(1);
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    for (const Field& field : m_fields)
        connectEditor(field);
}

QWidget* ScenarioForm::createEditor(Field& field)
{
    const FieldSpec& spec = field.spec;
    switch (spec.kind) {
    case FieldKind::Text:
        return new QLineEdit(field.row);
    case FieldKind::Integer: {
        auto* spin = new QSpinBox(field.row);
        spin->setRange(static_cast<int>(spec.minimum), static_cast<int>(spec.maximum));
        spin->setSuffix(spec.unit);
        spin->setAccelerated(true);
        if (spec.optional || spec.autoWord)
            spin->setSpecialValueText(spec.autoWord ? tr("auto") : unsetText(spec));
        return spin;
    }
    case FieldKind::Number: {
        auto* spin = new QDoubleSpinBox(field.row);
        spin->setDecimals(spec.decimals);
        spin->setRange(spec.minimum, spec.maximum);
        spin->setSingleStep(spec.step);
        spin->setSuffix(spec.unit);
        spin->setAccelerated(true);
        if (spec.optional)
            spin->setSpecialValueText(unsetText(spec));
        return spin;
    }
    case FieldKind::Choice:
    case FieldKind::EditableChoice: {
        auto* combo = new QComboBox(field.row);
        combo->setEditable(spec.kind == FieldKind::EditableChoice);
        combo->setInsertPolicy(QComboBox::NoInsert);
        // Long model and GPU names must not widen the form past its pane.
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(14);
        for (qsizetype i = 0; i < spec.choices.size(); ++i)
            combo->addItem(spec.choiceLabels.value(i, spec.choices[i]), spec.choices[i]);
        return combo;
    }
    case FieldKind::Flag:
        return new QCheckBox(field.row);
    }
    return new QWidget(field.row);
}

void ScenarioForm::connectEditor(const Field& field)
{
    const QString path = field.spec.path;
    const FieldSpec spec = field.spec;
    auto emitEdit = [this, path](const QVariant& value) {
        if (m_showing)
            return;
        const auto it = std::find_if(m_fields.begin(), m_fields.end(),
                                     [&](const Field& f) { return f.spec.path == path; });
        emit edited(path, value, it == m_fields.end() ? path : it->spec.label);
    };
    if (auto* line = qobject_cast<QLineEdit*>(field.editor)) {
        connect(line, &QLineEdit::textChanged, this,
                // Emptied: the key goes, and its default (or "not given") applies.
                [emitEdit](const QString& text) {
                    emitEdit(text.isEmpty() ? QVariant() : QVariant(text));
                });
    } else if (auto* spin = qobject_cast<QSpinBox*>(field.editor)) {
        connect(spin, &QSpinBox::valueChanged, this, [emitEdit, spec](int value) {
            if (spec.autoWord && value == spec.minimum)
                emitEdit(QVariant(QStringLiteral("auto")));
            else
                emitEdit(spec.optional && value == spec.minimum ? QVariant()
                                                                : QVariant(qlonglong(value)));
        });
    } else if (auto* number = qobject_cast<QDoubleSpinBox*>(field.editor)) {
        connect(number, &QDoubleSpinBox::valueChanged, this, [emitEdit, spec](double value) {
            if (spec.optional && value <= spec.minimum) {
                emitEdit(QVariant());
                return;
            }
            // What the box shows, exactly: 2.01 B tokens is 2010000000, not 2009999999.9999998.
            const double decimals = std::pow(10.0, spec.decimals);
            const double stored = std::round(value * decimals) / decimals * spec.scale;
            // Whole numbers stay integers in the file ("tokens": 2000000000000, not 2e12).
            if (std::abs(stored) < 9e15 && stored == std::floor(stored))
                emitEdit(QVariant(qlonglong(stored)));
            else
                emitEdit(QVariant(stored));
        });
    } else if (auto* combo = qobject_cast<QComboBox*>(field.editor)) {
        if (path == QLatin1String("model.preset")) {
            connect(combo, &QComboBox::currentIndexChanged, this, [this, combo] {
                const QString id = combo->currentData().toString();
                if (!m_showing && id != kUnsetChoice)
                    emit presetChosen(id);
            });
        } else if (combo->isEditable()) {
            connect(combo, &QComboBox::textActivated, this,
                    // Emptied: the key goes, and its default (or "not given") applies.
                    [emitEdit](const QString& text) {
                        emitEdit(text.isEmpty() ? QVariant() : QVariant(text));
                    });
            connect(combo->lineEdit(), &QLineEdit::editingFinished, this,
                    [emitEdit, combo] { emitEdit(combo->currentText().trimmed()); });
        } else {
            connect(combo, &QComboBox::currentIndexChanged, this, [emitEdit, combo] {
                const QString value = combo->currentData().toString();
                if (value == kUnsetChoice)
                    return;
                emitEdit(value.isEmpty() ? QVariant() : QVariant(value));
            });
        }
    } else if (auto* check = qobject_cast<QCheckBox*>(field.editor)) {
        connect(check, &QCheckBox::toggled, this, [emitEdit](bool on) { emitEdit(on); });
    }
}

void ScenarioForm::showDocument(const nlohmann::ordered_json* document)
{
    setEnabled(document != nullptr);
    if (!document)
        return;
    m_showing = true;
    for (const Field& field : m_fields) {
        const nlohmann::ordered_json value = jsonValueAt(*document, field.spec.path);
        if (field.spec.path == QLatin1String("model.preset"))
            showModel(field, jsonValueAt(*document, QStringLiteral("model")));
        else if (field.spec.path == QLatin1String("hardware.gpu"))
            showGpu(field, value);
        else if (field.spec.path == QLatin1String("hardware.cpu") && value.is_object())
            showCustomEntry(field, tr("custom CPU server (edit it in the JSON tab)"));
        else
            setEditorValue(field, value);
    }
    updateVisibility(*document);
    m_showing = false;
}

void ScenarioForm::setEditorValue(const Field& field, const nlohmann::ordered_json& value)
{
    const FieldSpec& spec = field.spec;
    if (auto* line = qobject_cast<QLineEdit*>(field.editor)) {
        const QString text
            = value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
        if (line->text() != text)
            line->setText(text);
    } else if (auto* spin = qobject_cast<QSpinBox*>(field.editor)) {
        const bool autoValue
            = spec.autoWord && value.is_string() && value.get<std::string>() == "auto";
        const double shown = value.is_number()
            ? value.get<double>()
            : (spec.optional || autoValue ? spec.minimum : spec.defaultValue);
        // The box being typed in already shows what it sent: setting it again would move the
        // cursor under the user's fingers.
        if (spin->hasFocus() && spin->value() == static_cast<int>(shown))
            return;
        spin->setValue(static_cast<int>(std::clamp(shown, spec.minimum, spec.maximum)));
    } else if (auto* number = qobject_cast<QDoubleSpinBox*>(field.editor)) {
        const double shown = value.is_number() ? value.get<double>() / spec.scale
                                               : (spec.optional ? spec.minimum : spec.defaultValue);
        // Typing "2.5" passes through "2" and "2.": re-setting the box on each would turn the
        // text into "2.00" and lose the digits still to come.
        const double resolution = 0.5 * std::pow(10.0, -spec.decimals);
        if (number->hasFocus() && std::abs(number->value() - shown) <= resolution)
            return;
        number->setValue(shown);
    } else if (auto* combo = qobject_cast<QComboBox*>(field.editor)) {
        const QString text = value.is_string() ? QString::fromStdString(value.get<std::string>())
                                               : spec.defaultChoice;
        const int placeholder = combo->findData(kUnsetChoice);
        if (placeholder >= 0)
            combo->removeItem(placeholder);
        const int index = combo->findData(text);
        if (index >= 0) {
            combo->setCurrentIndex(index);
        } else if (combo->isEditable()) {
            combo->setEditText(text);
        } else {
            // A value the list does not have (the parser explains it under the field): shown
            // as it is, never as whatever the box showed before.
            combo->insertItem(0, tr("%1 (not valid)").arg(text), kUnsetChoice);
            combo->setCurrentIndex(0);
        }
    } else if (auto* check = qobject_cast<QCheckBox*>(field.editor)) {
        check->setChecked(value.is_boolean() && value.get<bool>());
    }
}

void ScenarioForm::updateVisibility(const nlohmann::ordered_json& document)
{
    const QString workload = effectiveWorkload(document);
    std::map<FieldGroup, bool> groupVisible;
    for (const Field& field : m_fields) {
        const FieldSpec& spec = field.spec;
        bool visible = spec.scope == FieldScope::Both
            || (spec.scope == FieldScope::Training) == (workload == QLatin1String("training"));
        if (visible && isLoraOnly(spec)) {
            const nlohmann::ordered_json other = jsonValueAt(document, spec.onlyWhenPath);
            // Absent: the field's default ("full" for the method, "vllm" for the engine).
            const FieldSchema* controlling = findScenarioField(spec.onlyWhenPath.toStdString());
            const nlohmann::json fallback
                = controlling ? controlling->defaultValue : nlohmann::json();
            const QString value = other.is_string()
                ? QString::fromStdString(other.get<std::string>())
                : (fallback.is_string() ? QString::fromStdString(fallback.get<std::string>())
                                        : QString());
            visible = spec.onlyWhenValues.contains(value);
        }
        auto* form = static_cast<QFormLayout*>(m_groups[spec.group]->layout());
        form->setRowVisible(field.row, visible);
        groupVisible[spec.group] = groupVisible[spec.group] || visible;
    }
    for (const auto& [group, box] : m_groups)
        box->setVisible(groupVisible[group]);
}

ScenarioForm::Field* ScenarioForm::fieldForDiagnostic(const std::string& path)
{
    const QString target = QString::fromStdString(path);
    Field* best = nullptr;
    qsizetype bestLength = -1;
    for (Field& field : m_fields) {
        // Problems anywhere in the model (an imported config's keys) belong to the model field.
        const QString key = field.spec.path == QLatin1String("model.preset")
            ? QStringLiteral("model")
            : field.spec.path;
        const bool matches = target == key || target.startsWith(key + QLatin1Char('.'))
            || target.startsWith(key + QLatin1Char('['));
        if (matches && key.size() > bestLength) {
            best = &field;
            bestLength = key.size();
        }
    }
    return best;
}

int ScenarioForm::showDiagnostics(const Diagnostics& diagnostics)
{
    for (Field& field : m_fields) {
        field.message->setWrappedText(QString());
        field.message->hide();
    }
    int placed = 0;
    for (const Diagnostic& item : diagnostics.items()) {
        Field* field = fieldForDiagnostic(item.path);
        if (!field)
            continue;
        ++placed;
        const bool error = item.severity == Severity::Error;
        QString text = field->message->text();
        if (!text.isEmpty())
            text += QLatin1Char('\n');
        field->message->setWrappedText(text + sheet::messageText(item.id, item.args));
        // One colour per label: an error outranks a warning.
        if (error || field->message->isHidden())
            field->message->setStyleSheet(error ? QStringLiteral("color: #b02020;")
                                                : QStringLiteral("color: #9a6000;"));
        field->message->show();
    }
    return placed;
}

QWidget* ScenarioForm::fieldEditor(const QString& path) const
{
    for (const Field& field : m_fields)
        if (field.spec.path == path)
            return field.editor;
    return nullptr;
}

void ScenarioForm::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ScenarioForm::setCatalog(const WindowCatalog* catalog)
{
    m_catalog = catalog;
    refreshChoices();
}

void ScenarioForm::refreshChoices()
{
    const std::vector<FieldSpec> specs = scenarioFieldSpecs(catalogOf(m_catalog));
    for (std::size_t i = 0; i < specs.size() && i < m_fields.size(); ++i) {
        Field& field = m_fields[i];
        auto* combo = qobject_cast<QComboBox*>(field.editor);
        if (!combo || specs[i].choices == field.spec.choices)
            continue;
        field.spec.choices = specs[i].choices;
        field.spec.choiceLabels = specs[i].choiceLabels;
        const QSignalBlocker block(combo);
        combo->clear();
        for (qsizetype c = 0; c < field.spec.choices.size(); ++c)
            combo->addItem(field.spec.choiceLabels.value(c, field.spec.choices[c]),
                           field.spec.choices[c]);
    }
}

void ScenarioForm::retranslate()
{
    const std::vector<FieldSpec> specs = scenarioFieldSpecs(catalogOf(m_catalog));
    const bool showing = m_showing;
    m_showing = true;
    for (std::size_t i = 0; i < specs.size() && i < m_fields.size(); ++i) {
        Field& field = m_fields[i];
        field.spec.label = specs[i].label;
        field.spec.tooltip = specs[i].tooltip;
        field.spec.unit = specs[i].unit;
        field.spec.choiceLabels = specs[i].choiceLabels;
        field.label->setText(field.spec.label);
        field.label->setToolTip(field.spec.tooltip);
        field.editor->setToolTip(field.spec.tooltip);
        if (auto* spin = qobject_cast<QSpinBox*>(field.editor)) {
            spin->setSuffix(field.spec.unit);
            if (field.spec.optional)
                spin->setSpecialValueText(unsetText(field.spec));
        } else if (auto* number = qobject_cast<QDoubleSpinBox*>(field.editor)) {
            number->setSuffix(field.spec.unit);
            if (field.spec.optional)
                number->setSpecialValueText(unsetText(field.spec));
        } else if (auto* combo = qobject_cast<QComboBox*>(field.editor)) {
            for (int row = 0; row < combo->count(); ++row) {
                const qsizetype choice
                    = field.spec.choices.indexOf(combo->itemData(row).toString());
                if (choice >= 0)
                    combo->setItemText(row, field.spec.choiceLabels.value(choice));
            }
        }
    }
    for (auto& [group, box] : m_groups)
        box->setTitle(fieldGroupTitle(group));
    if (m_importButton)
        m_importButton->setText(tr("Import config.json"));
    m_showing = showing;
}

} // namespace gp::ui
