#pragma once
// Moving work in and out of the store: a scenario as its JSON file, a whole project as one
// bundle (gpu-planner.bundle/1), and the demo project a first run starts with. Imports are
// validated with the scenario parser's own messages and written in one transaction: an import
// with any error writes nothing.
#include "store/project_store.h"

#include <QByteArray>
#include <QStringList>

namespace gp::store {

inline constexpr const char* kBundleFormat = "gpu-planner.bundle/1";

// {"format", "project": {"name", "description"}, "scenarios": [{"name", "notes", "tags",
// "document": {...the scenario...}}]}
QByteArray exportProject(ProjectStore& store, qint64 projectId);

struct ImportResult
{
    bool ok = false;
    qint64 projectId = 0;
    int scenarios = 0;
    QStringList errors; // "scenarios[2].document.training.tp: must divide heads (32); got 5"
    // The bundle was valid but the database refused the write (a read-only file): about the
    // database, not the bundle, and named so.
    QString databaseError;
};

// `renameTo` imports under another project name (when the bundle's is taken).
ImportResult importProject(ProjectStore& store, const QByteArray& bundle,
                           const QString& renameTo = {});

// Validates a scenario file's text and adds it to a project under `name` (default: its own
// "name").
ImportResult importScenario(ProjectStore& store, qint64 projectId, const QByteArray& document,
                            const QString& name = {});

// On a store without projects: a demo project with the bundled demo scenarios. Returns whether
// it seeded.
bool seedDemoProject(ProjectStore& store);

} // namespace gp::store
