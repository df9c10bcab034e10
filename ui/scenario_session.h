#pragma once
// The scenario being edited, without widgets: which entry it is, the stored revision the edits
// started from, saving (by itself shortly after typing stops, or when asked), and what a save
// found (another copy of the app saved the same scenario meanwhile). The window shows what it
// reports; tests drive it without a window.
#include "tree_entry.h"

#include <QObject>
#include <QTime>

#include <optional>

class QTimer;

namespace gp::store {
class ProjectStore;
}

namespace gp::ui {

class ScenarioDocument;

// What the status bar says about saving, as data: the window words it in its language.
struct SaveStatus
{
    enum class Kind {
        None,
        Revision, // opened a stored scenario at `revision`
        Demo, // a demo: changes are kept only by adding it to a project
        File, // a file: the same
        Unsaved, // edited, the save is pending
        Saved, // saved at `time` as `revision`
        NotSaved, // the save failed: `error`
        NoDatabase, // the database could not be opened: `error`
    };
    Kind kind = Kind::None;
    int revision = 0;
    QTime time;
    QString error;

    bool isProblem() const { return kind == Kind::NotSaved || kind == Kind::NoDatabase; }
};

class ScenarioSession : public QObject
{
    Q_OBJECT

public:
    ScenarioSession(ScenarioDocument* document, QObject* parent = nullptr);

    // The database's projects, or none (null); forgets the open entry.
    void setStore(store::ProjectStore* store);
    store::ProjectStore* store() const { return m_store; }

    const TreeEntry& current() const { return m_current; }
    int baseRevision() const { return m_baseRevision; }
    const SaveStatus& status() const { return m_status; }
    void reportNoDatabase(const QString& error);

    enum class Opened { Yes, Gone, Unreadable };
    // Loads the entry into the document: a stored scenario at its latest revision, or a file or
    // demo from disk. `error` says why not.
    Opened open(const TreeEntry& entry, QString& error);
    // Nothing open any more (the scenario was deleted): the document empties, unsaved edits go.
    void close();
    // The entry was renamed or moved elsewhere; the session keeps editing it.
    void entryRenamed(const QString& name) { m_current.name = name; }
    void entryMoved(qint64 projectId) { m_current.projectId = projectId; }

    // A file or demo with edits: they are lost on leaving, as nothing saves them.
    bool hasUnsavedFileEdits() const;
    // Writes the stored scenario's edits now, if any; false (the status says why) on failure.
    bool save();
    // Asks for the text of a box still being typed in (before an export, say).
    void commitPendingEdit() { emit aboutToSave(); }
    // The other copy's revision the last save replaced, to show it.
    std::optional<QString> otherVersion(int revision) const;

signals:
    void statusChanged();
    // A box still being typed in must hand its text over before a save.
    void aboutToSave();
    // The save replaced a revision another copy of the app saved after this one opened it.
    void overwroteOther(int otherRevision);
    // The document's name was taken over by the stored entry, or could not be (`error`).
    void renamed(qint64 scenarioId, const QString& name);
    void renameRefused(const QString& kept, const QString& error);

private:
    void documentChanged();
    void followDocumentName();
    void setStatus(SaveStatus status);

    ScenarioDocument* m_document;
    store::ProjectStore* m_store = nullptr;
    QTimer* m_autosave;
    TreeEntry m_current;
    int m_baseRevision = 0;
    SaveStatus m_status;
};

} // namespace gp::ui
