#pragma once
// The scenario being edited: its JSON text, the parsed object the form reads, and the undo
// history of every edit. The text is what gets saved, so keys the form does not know (and their
// order) survive a form edit untouched.
#include <QObject>
#include <QString>
#include <QUndoStack>
#include <QVariant>

#include <nlohmann/json.hpp>

#include <optional>

namespace gp::ui {

class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    explicit ScenarioDocument(QObject* parent = nullptr);

    QUndoStack* undoStack() { return &m_undo; }

    // Starts editing another scenario: no undo history, nothing unsaved.
    void load(const QString& text);
    const QString& text() const { return m_text; }
    // The document as a JSON object, or null while the text is not one.
    const nlohmann::ordered_json* object() const { return m_object ? &*m_object : nullptr; }

    // The value at "training.micro_batch", or null when absent.
    nlohmann::ordered_json value(const QString& path) const;

    // A form edit: sets the field (an invalid QVariant removes it) as one undo step. Quick
    // successive edits of the same field (typing digits, dragging) merge into one step. False
    // when the text is not a JSON object or a parent of the field is not an object.
    bool setValue(const QString& path, const QVariant& value, const QString& description);
    bool setJson(const QString& path, const nlohmann::ordered_json& value,
                 const QString& description);

    // An edit of the text itself (the JSON tab); successive typing merges into one step.
    void setText(const QString& text);

    // Compared by text, not by the undo stack: during a push the stack's index has not moved
    // yet when `changed` is emitted, and undoing back to the saved text is no change.
    bool isModified() const { return m_text != m_savedText; }
    void markSaved()
    {
        m_savedText = m_text;
        m_undo.setClean();
    }

signals:
    // The text changed: an edit, an undo or redo, or a load.
    void changed();

private:
    friend class DocumentEdit;
    void apply(const QString& text);

    QString m_text;
    QString m_savedText;
    std::optional<nlohmann::ordered_json> m_object;
    QUndoStack m_undo;
};

// The value at "training.micro_batch" in a document, or null when absent (or when a parent is
// not an object: a JSON pointer would throw there).
nlohmann::ordered_json jsonValueAt(const nlohmann::ordered_json& document, const QString& path);

// A form value as JSON: strings, integers, doubles and booleans.
nlohmann::ordered_json jsonFromVariant(const QVariant& value);

} // namespace gp::ui
