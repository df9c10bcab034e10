#pragma once
// The scenario editor as a form: every field of the scenario grouped (model, hardware,
// parallelism, batch, precision, serving, pricing) with units, enforced ranges, a tooltip saying
// what the term means, and the parser's message shown inline under the field at fault.
// Each field's editor is named "field:<path>" and its message "error:<path>" for tests.
#include "common/diagnostics.h"
#include "field_specs.h"

#include <QVariant>
#include <QWidget>

#include <nlohmann/json.hpp>

#include <map>
#include <vector>

class QGroupBox;
class QLabel;
class QPushButton;

namespace gp::ui {

class WindowCatalog;
class WrappingLabel;

class ScenarioForm : public QWidget
{
    Q_OBJECT

public:
    explicit ScenarioForm(QWidget* parent = nullptr);

    // The data of a list entry that names what the file holds without being a choice (an
    // imported model, a GPU or CPU described inline): choosing it writes nothing.
    static QString unsetChoice() { return QStringLiteral("\x01unset"); }

    // Shows the document's values (the documented default where a key is absent) without
    // emitting edits. A null document (text that is not a JSON object) disables the form.
    void showDocument(const nlohmann::ordered_json* document);
    // Rebuilds the lists of GPUs, CPUs and links from the active catalog (after the user stored
    // entries of their own); the caller shows the document again.
    void refreshChoices();
    // The catalog its GPU, link and CPU lists come from (the built-in one until set).
    void setCatalog(const WindowCatalog* catalog);
    // Each problem under the field it concerns; returns how many found a field.
    int showDiagnostics(const Diagnostics& diagnostics);

    QWidget* fieldEditor(const QString& path) const;

signals:
    // The user changed a field; an invalid value means "back to the default" (remove the key).
    void edited(const QString& path, const QVariant& value, const QString& label);
    // The model becomes a preset: the whole model object is replaced.
    void presetChosen(const QString& presetId);
    void importConfigFileRequested();
    void importConfigTextRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Field
    {
        FieldSpec spec;
        QWidget* editor = nullptr;
        QLabel* label = nullptr;
        WrappingLabel* message = nullptr;
        QWidget* row = nullptr;
    };

    void build();
    QWidget* createEditor(Field& field);
    void connectEditor(const Field& field);
    void setEditorValue(const Field& field, const nlohmann::ordered_json& value);
    void showModel(const Field& field, const nlohmann::ordered_json& model);
    // A catalog field holding an object described in the file: named, not chosen.
    void showCustomEntry(const Field& field, const QString& text);
    void showGpu(const Field& field, const nlohmann::ordered_json& gpu);
    void updateVisibility(const nlohmann::ordered_json& document);
    void retranslate();
    Field* fieldForDiagnostic(const std::string& path);

    std::vector<Field> m_fields;
    std::map<FieldGroup, QGroupBox*> m_groups;
    QPushButton* m_importButton = nullptr;
    const WindowCatalog* m_catalog = nullptr;
    bool m_showing = false; // programmatic updates emit no edits
};

} // namespace gp::ui
