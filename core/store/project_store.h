#pragma once
// Projects and their scenarios in a project database: create, list, rename, move, delete; every
// save keeps a revision that can be restored; two writers on one file do not lose each other's
// work (the later save wins and is told it overwrote another). Every write is one transaction
// with bound parameters only.
#include "store/database.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace gp::store {

struct ProjectInfo
{
    qint64 id = 0;
    QString name;
    QString description;
    QDateTime created;
    QDateTime updated;
    int scenarioCount = 0;
};

struct ScenarioInfo
{
    qint64 id = 0;
    qint64 projectId = 0;
    QString name;
    QString notes;
    QString tags;
    QString workload; // listing copies of the document's fields
    QString model;
    QString gpu;
    int revision = 0;
    QDateTime created;
    QDateTime updated;
};

struct ScenarioRecord
{
    ScenarioInfo info;
    QString document; // the scenario JSON, exactly as saved
};

struct RevisionInfo
{
    int revision = 0;
    QDateTime saved;
};

// The outcome of a write: an id or revision, or an error naming what is wrong.
struct WriteResult
{
    bool ok = false;
    QString error;
    qint64 id = 0;
    int revision = 0;
    // The save replaced a revision someone else wrote after the one this save started from.
    bool overwroteOther = false;
    int otherRevision = 0;
};

class ProjectStore
{
public:
    explicit ProjectStore(Database& database);

    QList<ProjectInfo> projects();
    std::optional<ProjectInfo> project(qint64 id);
    std::optional<ProjectInfo> projectByName(const QString& name);
    WriteResult createProject(const QString& name, const QString& description = {});
    WriteResult renameProject(qint64 id, const QString& name);
    WriteResult deleteProject(qint64 id);

    QList<ScenarioInfo> scenarios(qint64 projectId);
    std::optional<ScenarioRecord> scenario(qint64 id);
    std::optional<ScenarioRecord> scenarioByName(qint64 projectId, const QString& name);
    WriteResult createScenario(qint64 projectId, const QString& name, const QString& document,
                               const QString& notes = {}, const QString& tags = {});
    // Documents are stored exactly, but for what SQLite cannot keep: a lone surrogate becomes
    // '?', U+FFFE and U+FFFF become U+FFFD.
    // Saves a new revision. `baseRevision` is the revision the editor started from: if the
    // stored one is newer, another writer saved in between; this save still wins (last writer
    // wins) and says so.
    WriteResult saveScenario(qint64 id, const QString& document, int baseRevision);
    WriteResult renameScenario(qint64 id, const QString& name);
    WriteResult moveScenario(qint64 id, qint64 projectId);
    WriteResult deleteScenario(qint64 id);
    QList<RevisionInfo> revisions(qint64 scenarioId);
    std::optional<QString> revisionDocument(qint64 scenarioId, int revision);
    // Saves revision `revision`'s document as the newest revision.
    WriteResult restoreRevision(qint64 scenarioId, int revision);

    Database& database() { return m_db; }

    // Groups several writes into one transaction (an import): the writes inside run without
    // their own; rollback() undoes them all.
    bool begin();
    bool commit();
    void rollback();
    // Why the last begin() or commit() failed.
    QString transactionError() const { return m_transactionError; }

private:
    struct Saved
    {
        qint64 id = 0;
        int revision = 0;
        QString document;
    };
    WriteResult confirmed(const WriteResult& written, const QString& document);
    // Why a fresh connection does not read these saves back as written; empty when it does.
    QString readBack(const std::vector<Saved>& saves);

    Database& m_db;
    int m_depth = 0;
    std::optional<Database::Use> m_transactionUse; // while begin() ... commit() runs
    QString m_transactionError;
    std::vector<Saved> m_unconfirmed; // saves inside begin() ... commit(), checked on commit
};

// The listing fields of a scenario document: workload, model (preset id or family) and GPU id.
struct ScenarioSummary
{
    QString workload;
    QString model;
    QString gpu;
};
ScenarioSummary summarize(const QString& document);

// Why a project or scenario name cannot be stored (empty, too long, a character that is not
// text), or empty when it can.
QString nameProblem(const QString& name);

} // namespace gp::store
