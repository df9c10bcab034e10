#include "store/project_store.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace gp::store {
namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QDateTime timeOf(const QVariant& value)
{
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

// BEGIN IMMEDIATE takes the write lock first (waiting out the busy timeout for another
// instance): a save that reads its revision and then writes cannot fail half-way.
bool beginImmediate(Database& database, QString& error)
{
    QSqlQuery begin(database.connection());
    if (begin.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return true;
    // A connection that could not be opened has no error of its own to tell.
    const QString reason
        = database.connection().isOpen() ? begin.lastError().text() : database.connectionError();
    error = QCoreApplication::translate("gp::store::ProjectStore", "cannot start a transaction: %1")
                .arg(reason);
    return false;
}

// A document as it is stored and so read back: SQLite keeps text as UTF-8, pairs a lone UTF-16
// surrogate with whatever follows it, and reads U+FFFE and U+FFFF back as U+FFFD. Replacing
// those first keeps every other character exactly and lets a save be compared
// with what a fresh connection reads.
QString asStored(const QString& text)
{
    QString clean = QString::fromUtf8(text.toUtf8()); // Qt writes a lone surrogate as '?'
    for (QChar& c : clean)
        if (c.unicode() == 0xFFFE || c.unicode() == 0xFFFF)
            c = QChar(0xFFFD);
    return clean;
}

// Runs `work` in one transaction; rolls back when it reports an error or a statement fails.
// Inside a transaction the caller opened (ProjectStore::begin), it only runs: the caller
// commits or rolls back the whole.
template <typename Work> WriteResult transaction(Database& database, int depth, Work&& work)
{
    if (depth > 0)
        return work();
    QSqlDatabase& db = database.connection();
    WriteResult result;
    if (!beginImmediate(database, result.error))
        return result;
    result = work();
    if (!result.ok) {
        db.rollback();
        return result;
    }
    if (!db.commit()) {
        result.ok = false;
        result.error = QCoreApplication::translate("gp::store::ProjectStore", "cannot commit: %1")
                           .arg(db.lastError().text());
        db.rollback();
    }
    return result;
}

// Text columns are NOT NULL: a null QString binds as NULL, so bind "" for it.
QVariant text(const QString& value)
{
    return value.isNull() ? QVariant(QStringLiteral("")) : QVariant(value);
}

WriteResult failure(const QString& message)
{
    WriteResult r;
    r.error = message;
    return r;
}

WriteResult queryFailure(const QSqlQuery& query)
{
    const QString text = query.lastError().text();
    if (text.contains(QStringLiteral("UNIQUE"), Qt::CaseInsensitive))
        return failure(
            QCoreApplication::translate("gp::store::ProjectStore", "the name is already used"));
    return failure(text);
}

QString checkedName(const QString& name)
{
    return nameProblem(name);
}

QDateTime millis(const QVariant& value)
{
    return QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

// One statement that must change exactly the row `id`, in its own transaction.
WriteResult changeOne(Database& database, int depth, const QString& sql, const QVariantList& values,
                      qint64 id, const QString& missing)
{
    return transaction(database, depth, [&] {
        QSqlQuery q(database.connection());
        q.prepare(sql);
        for (const QVariant& value : values)
            q.addBindValue(value);
        if (!q.exec())
            return queryFailure(q);
        if (q.numRowsAffected() != 1)
            return failure(missing);
        WriteResult r;
        r.ok = true;
        r.id = id;
        return r;
    });
}

// Every saved document is also a revision, so it can be restored later.
WriteResult keepRevision(QSqlDatabase& db, qint64 scenarioId, int revision, const QString& document,
                         const QString& time)
{
    QSqlQuery rev(db);
    rev.prepare(QStringLiteral("INSERT INTO scenario_revisions (scenario_id, revision, document,"
                               " saved_at) VALUES (?, ?, ?, ?)"));
    rev.addBindValue(scenarioId);
    rev.addBindValue(revision);
    rev.addBindValue(text(document));
    rev.addBindValue(time);
    if (!rev.exec())
        return queryFailure(rev);
    WriteResult ok;
    ok.ok = true;
    return ok;
}

ScenarioInfo scenarioFrom(const QSqlQuery& q)
{
    ScenarioInfo s;
    s.id = q.value(0).toLongLong();
    s.projectId = q.value(1).toLongLong();
    s.name = q.value(2).toString();
    s.notes = q.value(3).toString();
    s.tags = q.value(4).toString();
    s.workload = q.value(5).toString();
    s.model = q.value(6).toString();
    s.gpu = q.value(7).toString();
    s.revision = q.value(8).toInt();
    s.created = millis(q.value(9));
    s.updated = millis(q.value(10));
    return s;
}

// Times come out of SQLite as milliseconds since the epoch: parsing 20,000 ISO strings in Qt
// would take most of the time of listing a large project.
const char* kScenarioColumns
    = "id, project_id, name, notes, tags, workload, model, gpu, revision,"
      " CAST(round((julianday(created_at) - 2440587.5) * 86400000) AS INTEGER),"
      " CAST(round((julianday(updated_at) - 2440587.5) * 86400000) AS INTEGER)";

} // namespace

ProjectStore::ProjectStore(Database& database)
    : m_db(database)
{ }

bool ProjectStore::begin()
{
    if (m_depth == 0) {
        // The connection stays open until the transaction ends.
        m_transactionUse.emplace(m_db);
        m_transactionError.clear();
        if (!beginImmediate(m_db, m_transactionError)) {
            m_transactionUse.reset();
            return false;
        }
    }
    ++m_depth;
    return true;
}

bool ProjectStore::commit()
{
    if (m_depth == 0)
        return false;
    if (--m_depth > 0)
        return true;
    const bool committed = m_db.connection().commit();
    if (!committed) {
        m_transactionError = m_db.connection().lastError().text();
        m_db.connection().rollback();
    }
    m_transactionUse.reset();
    std::vector<Saved> saves;
    saves.swap(m_unconfirmed);
    // Read back once the connection is closed (see confirmed()).
    if (committed && !saves.empty() && !m_db.isConnected())
        if (const QString problem = readBack(saves); !problem.isEmpty()) {
            m_transactionError = problem;
            return false;
        }
    return committed;
}

void ProjectStore::rollback()
{
    if (m_depth == 0)
        return;
    m_depth = 0;
    m_db.connection().rollback();
    m_transactionUse.reset();
    m_unconfirmed.clear();
}

QList<ProjectInfo> ProjectStore::projects()
{
    const Database::Use use(m_db);
    QList<ProjectInfo> list;
    QSqlQuery q(m_db.connection());
    q.exec(QStringLiteral("SELECT p.id, p.name, p.description, p.created_at, p.updated_at,"
                          " (SELECT count(*) FROM scenarios s WHERE s.project_id = p.id)"
                          " FROM projects p ORDER BY p.name COLLATE NOCASE, p.id"));
    while (q.next())
        list.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                        timeOf(q.value(3)), timeOf(q.value(4)), q.value(5).toInt()});
    return list;
}

std::optional<ProjectInfo> ProjectStore::project(qint64 id)
{
    for (const auto& p : projects())
        if (p.id == id)
            return p;
    return std::nullopt;
}

std::optional<ProjectInfo> ProjectStore::projectByName(const QString& name)
{
    for (const auto& p : projects())
        if (p.name == name)
            return p;
    return std::nullopt;
}

WriteResult ProjectStore::createProject(const QString& name, const QString& description)
{
    const Database::Use use(m_db);
    if (const QString problem = checkedName(name); !problem.isEmpty())
        return failure(problem);
    QSqlDatabase& db = m_db.connection();
    return transaction(m_db, m_depth, [&] {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT INTO projects (name, description, created_at, updated_at)"
                                 " VALUES (?, ?, ?, ?)"));
        const QString time = now();
        q.addBindValue(text(name));
        q.addBindValue(text(description));
        q.addBindValue(time);
        q.addBindValue(time);
        if (!q.exec())
            return queryFailure(q);
        WriteResult r;
        r.ok = true;
        r.id = q.lastInsertId().toLongLong();
        return r;
    });
}

WriteResult ProjectStore::renameProject(qint64 id, const QString& name)
{
    const Database::Use use(m_db);
    if (const QString problem = checkedName(name); !problem.isEmpty())
        return failure(problem);
    return changeOne(
        m_db, m_depth, QStringLiteral("UPDATE projects SET name = ?, updated_at = ? WHERE id = ?"),
        {text(name), now(), id}, id,
        QCoreApplication::translate("gp::store::ProjectStore", "no project %1").arg(id));
}

WriteResult ProjectStore::deleteProject(qint64 id)
{
    const Database::Use use(m_db);
    return changeOne(
        m_db, m_depth, QStringLiteral("DELETE FROM projects WHERE id = ?"), {id}, id,
        QCoreApplication::translate("gp::store::ProjectStore", "no project %1").arg(id));
}

QList<ScenarioInfo> ProjectStore::scenarios(qint64 projectId)
{
    const Database::Use use(m_db);
    QList<ScenarioInfo> list;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1 FROM scenarios WHERE project_id = ?"
                             " ORDER BY name COLLATE NOCASE, id")
                  .arg(QLatin1String(kScenarioColumns)));
    q.addBindValue(projectId);
    q.exec();
    while (q.next())
        list.push_back(scenarioFrom(q));
    return list;
}

std::optional<ScenarioRecord> ProjectStore::scenario(qint64 id)
{
    const Database::Use use(m_db);
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT %1, document FROM scenarios WHERE id = ?")
                  .arg(QLatin1String(kScenarioColumns)));
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return ScenarioRecord{scenarioFrom(q), q.value(11).toString()};
}

std::optional<ScenarioRecord> ProjectStore::scenarioByName(qint64 projectId, const QString& name)
{
    const Database::Use use(m_db);
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT %1, document FROM scenarios WHERE project_id = ? AND name = ?")
                  .arg(QLatin1String(kScenarioColumns)));
    q.addBindValue(projectId);
    q.addBindValue(name);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return ScenarioRecord{scenarioFrom(q), q.value(11).toString()};
}

WriteResult ProjectStore::createScenario(qint64 projectId, const QString& name,
                                         const QString& given, const QString& notes,
                                         const QString& tags)
{
    const QString document = asStored(given);
    if (const QString problem = checkedName(name); !problem.isEmpty())
        return failure(problem);
    WriteResult written;
    {
        const Database::Use use(m_db);
        QSqlDatabase& db = m_db.connection();
        written = transaction(m_db, m_depth, [&] {
            const ScenarioSummary summary = summarize(document);
            const QString time = now();
            QSqlQuery q(db);
            q.prepare(QStringLiteral(
                "INSERT INTO scenarios (project_id, name, notes, tags, workload, model, gpu, "
                "document,"
                " revision, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)"));
            for (const QVariant& v :
                 {QVariant(projectId), text(name), text(notes), text(tags), text(summary.workload),
                  text(summary.model), text(summary.gpu), text(document), QVariant(time),
                  QVariant(time)})
                q.addBindValue(v);
            if (!q.exec())
                return queryFailure(q);
            const qint64 id = q.lastInsertId().toLongLong();
            if (WriteResult kept = keepRevision(db, id, 1, document, time); !kept.ok)
                return kept;
            QSqlQuery touch(db);
            touch.prepare(QStringLiteral("UPDATE projects SET updated_at = ? WHERE id = ?"));
            touch.addBindValue(time);
            touch.addBindValue(projectId);
            touch.exec();
            WriteResult r;
            r.ok = true;
            r.id = id;
            r.revision = 1;
            return r;
        });
    }
    return confirmed(written, document);
}

WriteResult ProjectStore::saveScenario(qint64 id, const QString& given, int baseRevision)
{
    const QString document = asStored(given);
    WriteResult written;
    {
        const Database::Use use(m_db);
        QSqlDatabase& db = m_db.connection();
        written = transaction(m_db, m_depth, [&] {
            // Inside the transaction: the revision read here is the one this save follows.
            QSqlQuery current(db);
            current.prepare(QStringLiteral("SELECT revision FROM scenarios WHERE id = ?"));
            current.addBindValue(id);
            if (!current.exec() || !current.next())
                return failure(
                    QCoreApplication::translate("gp::store::ProjectStore", "no scenario %1")
                        .arg(id));
            const int stored = current.value(0).toInt();
            const int next = stored + 1;
            const ScenarioSummary summary = summarize(document);
            const QString time = now();
            QSqlQuery q(db);
            q.prepare(QStringLiteral("UPDATE scenarios SET document = ?, workload = ?, model = ?,"
                                     " gpu = ?, revision = ?, updated_at = ? WHERE id = ?"));
            for (const QVariant& v :
                 {text(document), text(summary.workload), text(summary.model), text(summary.gpu),
                  QVariant(next), QVariant(time), QVariant(id)})
                q.addBindValue(v);
            if (!q.exec())
                return queryFailure(q);
            if (WriteResult kept = keepRevision(db, id, next, document, time); !kept.ok)
                return kept;
            WriteResult r;
            r.ok = true;
            r.id = id;
            r.revision = next;
            r.overwroteOther = stored > baseRevision;
            r.otherRevision = r.overwroteOther ? stored : 0;
            return r;
        });
    }
    return confirmed(written, document);
}

WriteResult ProjectStore::renameScenario(qint64 id, const QString& name)
{
    const Database::Use use(m_db);
    if (const QString problem = checkedName(name); !problem.isEmpty())
        return failure(problem);
    return changeOne(
        m_db, m_depth, QStringLiteral("UPDATE scenarios SET name = ?, updated_at = ? WHERE id = ?"),
        {text(name), now(), id}, id,
        QCoreApplication::translate("gp::store::ProjectStore", "no scenario %1").arg(id));
}

WriteResult ProjectStore::moveScenario(qint64 id, qint64 projectId)
{
    const Database::Use use(m_db);
    return changeOne(
        m_db, m_depth,
        QStringLiteral("UPDATE scenarios SET project_id = ?, updated_at = ? WHERE id = ?"),
        {projectId, now(), id}, id,
        QCoreApplication::translate("gp::store::ProjectStore", "no scenario %1").arg(id));
}

WriteResult ProjectStore::deleteScenario(qint64 id)
{
    const Database::Use use(m_db);
    return changeOne(
        m_db, m_depth, QStringLiteral("DELETE FROM scenarios WHERE id = ?"), {id}, id,
        QCoreApplication::translate("gp::store::ProjectStore", "no scenario %1").arg(id));
}

QList<RevisionInfo> ProjectStore::revisions(qint64 scenarioId)
{
    const Database::Use use(m_db);
    QList<RevisionInfo> list;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT revision, saved_at FROM scenario_revisions"
                             " WHERE scenario_id = ? ORDER BY revision DESC"));
    q.addBindValue(scenarioId);
    q.exec();
    while (q.next())
        list.push_back({q.value(0).toInt(), timeOf(q.value(1))});
    return list;
}

std::optional<QString> ProjectStore::revisionDocument(qint64 scenarioId, int revision)
{
    const Database::Use use(m_db);
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT document FROM scenario_revisions"
                             " WHERE scenario_id = ? AND revision = ?"));
    q.addBindValue(scenarioId);
    q.addBindValue(revision);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return q.value(0).toString();
}

WriteResult ProjectStore::restoreRevision(qint64 scenarioId, int revision)
{
    const auto document = revisionDocument(scenarioId, revision);
    if (!document)
        return failure(
            QCoreApplication::translate("gp::store::ProjectStore", "scenario %1 has no revision %2")
                .arg(scenarioId)
                .arg(revision));
    const auto record = scenario(scenarioId);
    if (!record)
        return failure(QCoreApplication::translate("gp::store::ProjectStore", "no scenario %1")
                           .arg(scenarioId));
    return saveScenario(scenarioId, *document, record->info.revision);
}

} // namespace gp::store
