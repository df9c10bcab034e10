#include "scenario_session.h"

#include "scenario_document.h"
#include "small_file.h"
#include "store/demo_documents.h"
#include "store/project_store.h"

#include <QCoreApplication>
#include <QTimer>

namespace gp::ui {
namespace {

constexpr int kAutosaveDelayMs = 700; // after the last edit: typing never waits on the disk

} // namespace

ScenarioSession::ScenarioSession(ScenarioDocument* document, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_autosave(new QTimer(this))
{
    m_autosave->setSingleShot(true);
    m_autosave->setInterval(kAutosaveDelayMs);
    connect(m_autosave, &QTimer::timeout, this, &ScenarioSession::save);
    connect(m_document, &ScenarioDocument::changed, this, &ScenarioSession::documentChanged);
}

void ScenarioSession::setStore(store::ProjectStore* store)
{
    m_store = store;
    m_current = {};
}

void ScenarioSession::reportNoDatabase(const QString& error)
{
    setStatus({SaveStatus::Kind::NoDatabase, 0, {}, error});
}

ScenarioSession::Opened ScenarioSession::open(const TreeEntry& entry, QString& error)
{
    QString text;
    SaveStatus status;
    if (entry.kind == EntryKind::Scenario) {
        const auto record = m_store ? m_store->scenario(entry.id) : std::nullopt;
        if (!record)
            return Opened::Gone;
        text = record->document;
        m_baseRevision = record->info.revision;
        status = {SaveStatus::Kind::Revision, m_baseRevision, {}, {}};
    } else {
        // A demo in the user's language; a file as it is on disk.
        std::optional<QByteArray> bytes;
        if (entry.kind == EntryKind::Demo) {
            bytes = store::demoDocument(entry.path);
            if (bytes->isEmpty()) {
                error = QCoreApplication::translate("gp::ui::MainWindow", "Cannot read %1: %2")
                            .arg(entry.path,
                                 QCoreApplication::translate("gp::ui::MainWindow",
                                                             "not in this build"));
                return Opened::Unreadable;
            }
        } else {
            bytes = readSmallFile(entry.path, error);
        }
        if (!bytes)
            return Opened::Unreadable;
        text = QString::fromUtf8(*bytes);
        m_baseRevision = 0;
        status.kind
            = entry.kind == EntryKind::Demo ? SaveStatus::Kind::Demo : SaveStatus::Kind::File;
    }
    m_current = entry;
    m_document->load(text);
    setStatus(status);
    return Opened::Yes;
}

void ScenarioSession::close()
{
    m_autosave->stop();
    m_document->markSaved();
    m_current = {};
    m_document->load(QString());
}

bool ScenarioSession::hasUnsavedFileEdits() const
{
    return (m_current.kind == EntryKind::File || m_current.kind == EntryKind::Demo)
        && m_document->isModified();
}

void ScenarioSession::documentChanged()
{
    if (m_current.kind == EntryKind::Scenario && m_document->isModified()) {
        setStatus({SaveStatus::Kind::Unsaved, 0, {}, {}});
        m_autosave->start();
    }
}

bool ScenarioSession::save()
{
    emit aboutToSave();
    m_autosave->stop();
    if (!m_store || m_current.kind != EntryKind::Scenario || !m_document->isModified())
        return true;
    const store::WriteResult saved
        = m_store->saveScenario(m_current.id, m_document->text(), m_baseRevision);
    if (!saved.ok) {
        setStatus({SaveStatus::Kind::NotSaved, 0, {}, saved.error});
        return false;
    }
    m_baseRevision = saved.revision;
    m_document->markSaved();
    setStatus({SaveStatus::Kind::Saved, saved.revision, QTime::currentTime(), {}});
    if (saved.overwroteOther)
        emit overwroteOther(saved.otherRevision);
    followDocumentName();
    return true;
}

std::optional<QString> ScenarioSession::otherVersion(int revision) const
{
    if (!m_store || m_current.kind != EntryKind::Scenario)
        return std::nullopt;
    return m_store->revisionDocument(m_current.id, revision);
}

// The tree and the project list name a scenario as its document does: a name edited in the
// form renames the stored entry with the save (unless another scenario of the project has it).
void ScenarioSession::followDocumentName()
{
    const auto name = m_document->value(QStringLiteral("name"));
    if (!name.is_string())
        return;
    const QString wanted = QString::fromStdString(name.get<std::string>()).trimmed();
    if (wanted.isEmpty() || wanted == m_current.name)
        return;
    const store::WriteResult result = m_store->renameScenario(m_current.id, wanted);
    if (!result.ok) {
        emit renameRefused(m_current.name, result.error);
        return;
    }
    m_current.name = wanted;
    emit renamed(m_current.id, wanted);
}

void ScenarioSession::setStatus(SaveStatus status)
{
    m_status = std::move(status);
    emit statusChanged();
}

} // namespace gp::ui
