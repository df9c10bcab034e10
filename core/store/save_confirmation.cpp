// How the store makes sure a save it reports is in the database file: each saved revision is
// read back through a connection opened afresh (ProjectStore::confirmed, ProjectStore::readBack).
#include "store/project_store.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace gp::store {

// A save is reported only when a connection opened afresh reads it back from the file: the bytes
// are then where any later reader, this process after a crash included, will find them. Inside a
// caller's transaction the check waits for its commit(); while a caller keeps the connection open
// it is skipped (a fresh connection in this process would share its state and prove nothing).
WriteResult ProjectStore::confirmed(const WriteResult& written, const QString& document)
{
    if (!written.ok)
        return written;
    const Saved saved{written.id, written.revision, document};
    if (m_depth > 0) {
        m_unconfirmed.push_back(saved);
        return written;
    }
    if (m_db.isConnected())
        return written;
    const QString problem = readBack({saved});
    if (problem.isEmpty())
        return written;
    WriteResult lost;
    lost.error = problem;
    return lost;
}

QString ProjectStore::readBack(const std::vector<Saved>& saves)
{
    const Database::Use use(m_db);
    if (!m_db.connection().isOpen())
        return QCoreApplication::translate("gp::store::ProjectStore",
                                           "the save could not be checked: %1")
            .arg(m_db.connectionError());
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT document FROM scenario_revisions"
                             " WHERE scenario_id = ? AND revision = ?"));
    for (const Saved& saved : saves) {
        q.addBindValue(saved.id);
        q.addBindValue(saved.revision);
        if (!q.exec())
            return QCoreApplication::translate("gp::store::ProjectStore",
                                               "the save could not be checked: %1")
                .arg(q.lastError().text());
        if (!q.next() || q.value(0).toString() != saved.document)
            return QCoreApplication::translate(
                       "gp::store::ProjectStore",
                       "revision %1 was written but is not in %2 when read back (another program "
                       "may have removed the database's journal); save again")
                .arg(saved.revision)
                .arg(m_db.path());
    }
    return {};
}

} // namespace gp::store
