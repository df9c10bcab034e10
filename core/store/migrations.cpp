#include "store/migrations.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <tuple>

namespace gp::store {

namespace {

// A version-1 file may hold duplicate names: all but the first get "name (n)" with the first n
// that is free, so the upgrade never loses a project or a scenario.
bool renameIn(QSqlDatabase& db, const QString& table, const QString& scope, QString& error)
{
    QSqlQuery dups(db);
    if (!dups.exec(QStringLiteral("SELECT id, %1, name FROM %2 WHERE id NOT IN (SELECT min(id)"
                                  " FROM %2 GROUP BY %1, name) ORDER BY id")
                       .arg(scope, table))) {
        error = dups.lastError().text();
        return false;
    }
    QList<std::tuple<qint64, QVariant, QString>> rows;
    while (dups.next())
        rows.push_back({dups.value(0).toLongLong(), dups.value(1), dups.value(2).toString()});
    for (const auto& [id, group, name] : rows) {
        for (int n = 2;; ++n) {
            const QString candidate = QStringLiteral("%1 (%2)").arg(name).arg(n);
            QSqlQuery taken(db);
            taken.prepare(QStringLiteral("SELECT count(*) FROM %1 WHERE %2 = ? AND name = ?")
                              .arg(table, scope));
            taken.addBindValue(group);
            taken.addBindValue(candidate);
            if (!taken.exec() || !taken.next()) {
                error = taken.lastError().text();
                return false;
            }
            if (taken.value(0).toInt() > 0)
                continue;
            QSqlQuery rename(db);
            rename.prepare(QStringLiteral("UPDATE %1 SET name = ? WHERE id = ?").arg(table));
            rename.addBindValue(candidate);
            rename.addBindValue(id);
            if (!rename.exec()) {
                error = rename.lastError().text();
                return false;
            }
            break;
        }
    }
    return true;
}

bool renameDuplicates(QSqlDatabase& db, QString& error)
{
    // Projects have no scope column: group them by a constant ('', not 1: a number in GROUP BY
    // is a column position).
    return renameIn(db, QStringLiteral("projects"), QStringLiteral("''"), error)
        && renameIn(db, QStringLiteral("scenarios"), QStringLiteral("project_id"), error);
}

} // namespace

const QList<Migration>& migrations()
{
    static const QList<Migration> all = {
        {1,
         QStringLiteral("projects, scenarios with their revisions, catalog overrides"),
         {QStringLiteral("CREATE TABLE projects ("
                         " id INTEGER PRIMARY KEY,"
                         " name TEXT NOT NULL,"
                         " description TEXT NOT NULL DEFAULT '',"
                         " created_at TEXT NOT NULL,"
                         " updated_at TEXT NOT NULL)"),
          // Listing columns (workload, model, gpu) are copies of the document's fields so the
          // project tree does not parse every scenario.
          QStringLiteral("CREATE TABLE scenarios ("
                         " id INTEGER PRIMARY KEY,"
                         " project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,"
                         " name TEXT NOT NULL,"
                         " notes TEXT NOT NULL DEFAULT '',"
                         " tags TEXT NOT NULL DEFAULT '',"
                         " workload TEXT NOT NULL,"
                         " model TEXT NOT NULL DEFAULT '',"
                         " gpu TEXT NOT NULL DEFAULT '',"
                         " document TEXT NOT NULL,"
                         " revision INTEGER NOT NULL DEFAULT 1,"
                         " created_at TEXT NOT NULL,"
                         " updated_at TEXT NOT NULL)"),
          QStringLiteral("CREATE INDEX scenarios_by_project ON scenarios(project_id)"),
          QStringLiteral("CREATE TABLE scenario_revisions ("
                         " scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE,"
                         " revision INTEGER NOT NULL,"
                         " document TEXT NOT NULL,"
                         " saved_at TEXT NOT NULL,"
                         " PRIMARY KEY (scenario_id, revision))"),
          QStringLiteral("CREATE TABLE catalog_overrides ("
                         " kind TEXT NOT NULL CHECK (kind IN ('gpu', 'cpu', 'link', 'price')),"
                         " entry_id TEXT NOT NULL,"
                         " document TEXT NOT NULL,"
                         " as_of TEXT NOT NULL,"
                         " PRIMARY KEY (kind, entry_id))")}},
        {2,
         QStringLiteral("unique project names, and unique scenario names within a project"),
         {QStringLiteral("CREATE UNIQUE INDEX projects_by_name ON projects(name)"),
          QStringLiteral("CREATE UNIQUE INDEX scenarios_by_name ON scenarios(project_id, name)")},
         renameDuplicates},
    };
    return all;
}

int latestSchemaVersion()
{
    return migrations().last().version;
}

} // namespace gp::store
