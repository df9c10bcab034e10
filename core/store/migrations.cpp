#include "store/migrations.h"

namespace gp::store {

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
         // A version-1 file may hold duplicates: they are renamed "name (id)" first, so the
         // upgrade never loses a scenario.
         {QStringLiteral("UPDATE projects SET name = name || ' (' || id || ')' WHERE id NOT IN"
                         " (SELECT min(id) FROM projects GROUP BY name)"),
          QStringLiteral("UPDATE scenarios SET name = name || ' (' || id || ')' WHERE id NOT IN"
                         " (SELECT min(id) FROM scenarios GROUP BY project_id, name)"),
          QStringLiteral("CREATE UNIQUE INDEX projects_by_name ON projects(name)"),
          QStringLiteral("CREATE UNIQUE INDEX scenarios_by_name ON scenarios(project_id, name)")}},
    };
    return all;
}

int latestSchemaVersion()
{
    return migrations().last().version;
}

} // namespace gp::store
