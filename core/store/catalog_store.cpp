#include "store/catalog_store.h"

#include "common/json_document.h"

#include <QCoreApplication>
#include <QDate>
#include <QSqlError>
#include <QSqlQuery>

#include <nlohmann/json.hpp>

namespace gp::store {
namespace {

// The catalog document's arrays and the kinds the table stores them as.
struct Section
{
    const char* array;
    const char* kind;
};
constexpr Section kSections[]
    = {{"gpus", "gpu"}, {"cpus", "cpu"}, {"links", "link"}, {"prices", "price"}};

// The stored entries as one catalog document.
nlohmann::json storedDocument(const QList<CatalogOverride>& rows)
{
    nlohmann::json document = {{"format", "gpu-planner.catalog/1"}};
    for (const Section& section : kSections)
        document[section.array] = nlohmann::json::array();
    for (const CatalogOverride& row : rows)
        for (const Section& section : kSections)
            if (row.kind == QLatin1String(section.kind)) {
                // Written by import() from validated JSON; a row edited by hand that no longer
                // parses is skipped here and reported by the merge as a missing entry.
                const auto entry
                    = nlohmann::json::parse(row.document.toStdString(), nullptr, false);
                if (entry.is_object())
                    document[section.array].push_back(entry);
            }
    return document;
}

} // namespace

CatalogStore::CatalogStore(Database& database)
    : m_db(database)
{ }

QList<CatalogOverride> CatalogStore::overrides()
{
    const Database::Use use(m_db);
    QList<CatalogOverride> list;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT kind, entry_id, document, as_of FROM catalog_overrides"
                          " WHERE kind IN ('gpu', 'cpu', 'link', 'price')"
                          " ORDER BY kind, entry_id"));
    while (q.next())
        list.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                        q.value(3).toString()});
    return list;
}

Catalog CatalogStore::catalog(Diagnostics& diag)
{
    const Database::Use use(m_db);
    Catalog catalog = builtinCatalog();
    const QList<CatalogOverride> rows = overrides();
    if (rows.isEmpty())
        return catalog;
    // All at once: entries may refer to each other (a new GPU naming a new link).
    if (catalog.merge(storedDocument(rows), "project database", diag))
        return catalog;
    // One at a time, so one entry the program no longer accepts does not hide the others.
    Diagnostics ignored;
    Catalog partial = builtinCatalog();
    for (const CatalogOverride& row : rows) {
        Catalog attempt = partial;
        if (attempt.merge(storedDocument({row}), "project database", ignored))
            partial = std::move(attempt);
    }
    return partial;
}

CatalogImport CatalogStore::import(const QByteArray& json, const QString& origin)
{
    const Database::Use use(m_db);
    CatalogImport result;
    const std::string name = origin.toStdString();
    const auto document = parseJsonDocument(json.toStdString(), result.diagnostics);
    if (!document)
        return result;
    // Valid over what the user already stored: a file may correct one field of a stored GPU.
    Diagnostics storedProblems;
    Catalog check = catalog(storedProblems);
    if (!check.merge(*document, name, result.diagnostics))
        return result;
    const QList<CatalogOverride> existing = overrides();

    QSqlDatabase& db = m_db.connection();
    QSqlQuery begin(db);
    if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        result.error = QCoreApplication::translate("gp::store::CatalogStore",
                                                   "cannot start a transaction: %1")
                           .arg(begin.lastError().text());
        return result;
    }
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    for (const Section& section : kSections) {
        if (!document->contains(section.array))
            continue;
        for (const nlohmann::json& entry : (*document)[section.array]) {
            const QString id = QString::fromStdString(entry.at("id").get<std::string>());
            // An entry for a stored id names only what it changes: keep the rest.
            nlohmann::json merged = entry;
            for (const CatalogOverride& row : existing)
                if (row.kind == QLatin1String(section.kind) && row.id == id) {
                    merged = nlohmann::json::parse(row.document.toStdString(), nullptr, false);
                    if (!merged.is_object())
                        merged = nlohmann::json::object();
                    merged.update(entry);
                }
            const QString asOf = merged.contains("as_of") && merged["as_of"].is_string()
                ? QString::fromStdString(merged["as_of"].get<std::string>())
                : today;
            QSqlQuery q(db);
            q.prepare(QStringLiteral("INSERT OR REPLACE INTO catalog_overrides"
                                     " (kind, entry_id, document, as_of) VALUES (?, ?, ?, ?)"));
            q.addBindValue(QString::fromLatin1(section.kind));
            q.addBindValue(id);
            q.addBindValue(QString::fromStdString(merged.dump()));
            q.addBindValue(asOf);
            if (!q.exec()) {
                result.error = q.lastError().text();
                db.rollback();
                return result;
            }
            ++result.stored;
        }
    }
    if (!db.commit()) {
        result.error = QCoreApplication::translate("gp::store::CatalogStore", "cannot commit: %1")
                           .arg(db.lastError().text());
        db.rollback();
        result.stored = 0;
        return result;
    }
    result.ok = true;
    return result;
}

WriteResult CatalogStore::remove(const QString& kind, const QString& id)
{
    const Database::Use use(m_db);
    WriteResult result;
    // A GPU of the user's own keeps its stored price valid only while it exists: removing the GPU
    // first would leave a price for nothing, which every later merge would refuse. The check is
    // part of the one DELETE statement (SQLite runs it as its own transaction), so a price stored
    // by another process in between cannot slip past it.
    const bool ownGpu = kind == QLatin1String("gpu") && !builtinCatalog().gpu(id.toStdString());
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("DELETE FROM catalog_overrides WHERE kind = ? AND entry_id = ?"
                             " AND NOT (? AND EXISTS (SELECT 1 FROM catalog_overrides"
                             " WHERE kind = 'price' AND entry_id = ?))"));
    q.addBindValue(kind);
    q.addBindValue(id);
    q.addBindValue(ownGpu ? 1 : 0);
    q.addBindValue(id);
    if (!q.exec()) {
        result.error = q.lastError().text();
        return result;
    }
    if (q.numRowsAffected() == 0) {
        bool priced = false;
        if (ownGpu)
            for (const CatalogOverride& row : overrides())
                priced = priced || (row.kind == QLatin1String("price") && row.id == id);
        result.error = priced
            ? QCoreApplication::translate(
                  "gp::store::CatalogStore",
                  "the price of \"%1\" is stored too: remove it first (price %1)")
                  .arg(id)
            : QCoreApplication::translate("gp::store::CatalogStore", "no stored %1 \"%2\"")
                  .arg(kind, id);
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace gp::store
