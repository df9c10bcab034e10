// libFuzzer target: any bytes as a project bundle, imported into a fresh SQLite project database.
// Besides no crash or leak, an import is all or nothing: a refused bundle leaves the database as
// it was and says why; an accepted one adds exactly one project with all its scenarios.
#include "store/database.h"
#include "store/exchange.h"
#include "store/project_store.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace gp::store;

namespace {

struct Snapshot
{
    QList<qint64> projects;
    int scenarios = 0;
};

struct Fixture
{
    QTemporaryDir dir;
    std::unique_ptr<Database> database;
    std::unique_ptr<Database::Use> use; // declared after the database: released before it
    std::unique_ptr<ProjectStore> store;
};

Fixture* fixture = nullptr;

Snapshot snapshot(ProjectStore& store)
{
    Snapshot s;
    for (const ProjectInfo& p : store.projects()) {
        s.projects << p.id;
        s.scenarios += p.scenarioCount;
    }
    return s;
}

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_bundle: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/)
{
    // Qt Sql needs an application object; Qt keeps a reference to argc, hence the statics.
    static int argc = 1;
    static char name[] = "fuzz_bundle";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    // One database per process (a fresh one per input would time migrations, not imports);
    // every accepted bundle is deleted again, so each input meets the same database.
    fixture = new Fixture;
    auto opened = Database::open(fixture->dir.filePath(QStringLiteral("fuzz.sqlite")));
    if (!opened.database)
        fail(qPrintable(opened.error));
    fixture->database = std::move(opened.database);
    // Durability is not under test here, and an fsync per import would halve the input rate:
    // the connection is kept open for the whole run, so the pragma holds.
    fixture->use = std::make_unique<Database::Use>(*fixture->database);
    QSqlQuery(fixture->database->connection()).exec(QStringLiteral("PRAGMA synchronous = OFF"));
    fixture->store = std::make_unique<ProjectStore>(*fixture->database);
    // The demo project gives bundles a name to collide with.
    if (!seedDemoProject(*fixture->store))
        fail("cannot seed the demo project");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    ProjectStore& store = *fixture->store;
    const Snapshot before = snapshot(store);
    const ImportResult result = importProject(
        store, QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    const Snapshot after = snapshot(store);
    if (!result.ok) {
        if (result.errors.isEmpty())
            fail("refused without an error");
        if (after.projects != before.projects || after.scenarios != before.scenarios)
            fail("a refused bundle changed the database");
        return 0;
    }
    const auto project = store.project(result.projectId);
    if (after.projects.size() != before.projects.size() + 1 || !project
        || after.scenarios != before.scenarios + result.scenarios
        || project->scenarioCount != result.scenarios)
        fail("an accepted bundle did not add exactly one whole project");
    if (!store.deleteProject(result.projectId).ok)
        fail("cannot delete the imported project");
    return 0;
}
