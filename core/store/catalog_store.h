#pragma once
// The user's own catalog entries in the project database: GPUs, CPUs and links that correct a
// built-in figure (a measured bandwidth, a cluster's network) or add hardware the program does not
// know, and the prices the user pays per GPU-hour, each with the date it was checked. They are stored as gpu-planner.catalog/1 entries and
// merged over the built-in catalog wherever this database is used: the window, and the CLI with
// --db or --project. Every write is one transaction; an invalid file stores nothing.
#include "common/diagnostics.h"
#include "hardware/catalog.h"
#include "store/database.h"
#include "store/project_store.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace gp::store {

struct CatalogOverride
{
    QString kind; // "gpu", "cpu", "link" or "price"
    QString id;
    QString document; // the entry's JSON object, as merged over the built-in one
    QString asOf; // the entry's as_of date (YYYY-MM-DD)
};

struct CatalogImport
{
    bool ok = false;
    Diagnostics
        diagnostics; // what is wrong with the file, by field (shown in the caller's language)
    QString error; // or what went wrong writing it
    int stored = 0; // entries written
};

class CatalogStore
{
public:
    explicit CatalogStore(Database& database);

    QList<CatalogOverride> overrides();
    // Validates a gpu-planner.catalog/1 document over the built-in catalog and the stored entries,
    // then stores each of its entries; an entry for a stored id keeps the fields it does not name.
    CatalogImport import(const QByteArray& json, const QString& origin);
    WriteResult remove(const QString& kind, const QString& id);
    // The built-in catalog with the stored entries merged in. Stored entries that no longer
    // validate (a program that reads fewer fields) are left out and reported in `diag`.
    Catalog catalog(Diagnostics& diag);

private:
    Database& m_db;
};

} // namespace gp::store
