#include "store/database.h"

#include "store/migrations.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

namespace gp::store {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("gp::store::Database", text);
}

std::optional<int> userVersion(QSqlDatabase& db, QString& error)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        error = query.lastError().text();
        return std::nullopt;
    }
    return query.value(0).toInt();
}

bool execAll(QSqlDatabase& db, const QStringList& statements, QString& error)
{
    for (const QString& statement : statements) {
        QSqlQuery query(db);
        if (!query.exec(statement)) {
            error = query.lastError().text();
            return false;
        }
    }
    return true;
}

bool migrate(QSqlDatabase& db, int from, QString& error)
{
    for (const Migration& migration : migrations()) {
        if (migration.version <= from)
            continue;
        if (!db.transaction()) {
            error = db.lastError().text();
            return false;
        }
        QStringList statements = migration.statements;
        statements << QStringLiteral("PRAGMA user_version = %1").arg(migration.version);
        if (!execAll(db, statements, error)) {
            db.rollback();
            return false;
        }
        if (!db.commit()) {
            error = db.lastError().text();
            db.rollback();
            return false;
        }
    }
    return true;
}

constexpr int kBackups = 3;

QString backupPath(const QString& path, int n)
{
    return path + QStringLiteral(".backup-%1").arg(n);
}

// The newest backup and when it was made, for messages about a damaged file.
QString backupOffer(const QString& path)
{
    const QFileInfo backup(backupPath(path, 1));
    if (!backup.exists())
        return tr(" No automatic backup exists yet.");
    return tr(" The last automatic backup is %1 (from %2): open it with --db, or copy it in "
              "place of the damaged file after keeping a copy of that.")
        .arg(backup.filePath(), backup.lastModified().toString(Qt::ISODate));
}

// A consistent copy (VACUUM INTO reads through the WAL), rotated: backup-1 is the newest.
bool makeBackup(QSqlDatabase& db, const QString& path, QString& error)
{
    const QString fresh = path + QStringLiteral(".backup-new");
    QFile::remove(fresh);
    QSqlQuery query(db);
    query.prepare(QStringLiteral("VACUUM INTO ?"));
    query.addBindValue(fresh);
    if (!query.exec()) {
        error = query.lastError().text();
        return false;
    }
    QFile::remove(backupPath(path, kBackups));
    for (int n = kBackups - 1; n >= 1; --n)
        QFile::rename(backupPath(path, n), backupPath(path, n + 1));
    if (!QFile::rename(fresh, backupPath(path, 1))) {
        error = tr("cannot rename %1").arg(fresh);
        return false;
    }
    return true;
}

} // namespace

Database::Database(QSqlDatabase db, QString connectionName, QString path)
    : m_db(std::move(db))
    , m_connectionName(std::move(connectionName))
    , m_path(std::move(path))
{ }

Database::~Database()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
}

QString Database::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/projects.sqlite");
}

int Database::schemaVersion() const
{
    QSqlDatabase db = m_db;
    QString error;
    return userVersion(db, error).value_or(-1);
}

Database::OpenResult Database::open(const QString& path)
{
    const QFileInfo info(path);
    if (!info.exists() && !QDir().mkpath(info.absolutePath()))
        return {nullptr, tr("%1: cannot create the folder %2").arg(path, info.absolutePath())};
    if (info.exists() && !info.isFile())
        return {nullptr, tr("%1: is not a file").arg(path)};

    const QString connection
        = QStringLiteral("gp-store-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(path);
    // Waits up to 5 s for another instance's write instead of failing at once.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    auto fail = [&](const QString& message) -> OpenResult {
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(connection);
        return {nullptr, message};
    };
    if (!db.open())
        return fail(tr("%1: cannot open: %2").arg(path, db.lastError().text()));

    // Read before anything writes: a damaged or foreign file, or one from a newer version, must
    // be left exactly as it is.
    QString error;
    const std::optional<int> version = userVersion(db, error);
    if (!version)
        return fail(tr("%1: is not a GPU Planner database or is damaged (%2); it was not modified.")
                        .arg(path, error)
                    + backupOffer(path));
    if (*version > latestSchemaVersion())
        return fail(tr("%1: was written by a newer GPU Planner (schema %2; this version reads up "
                       "to %3). It was not modified.")
                        .arg(path)
                        .arg(*version)
                        .arg(latestSchemaVersion()));
    if (*version == 0) {
        QSqlQuery tables(db);
        if (tables.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && tables.next()
            && tables.value(0).toInt() > 0)
            return fail(
                tr("%1: is an SQLite database of another program; it was not modified.").arg(path));
    }

    // A file that reads but whose pages are damaged (a truncated copy, a bad disk).
    if (*version > 0) {
        QSqlQuery check(db);
        if (!check.exec(QStringLiteral("PRAGMA quick_check")) || !check.next()
            || check.value(0).toString() != QStringLiteral("ok"))
            return fail(tr("%1: is damaged (%2); it was not modified.")
                            .arg(path,
                                 check.lastError().isValid() ? check.lastError().text()
                                                             : check.value(0).toString())
                        + backupOffer(path));
    }

    if (!execAll(db,
                 {QStringLiteral("PRAGMA journal_mode = WAL"),
                  // FULL: a committed save survives power loss too, not only a crash.
                  QStringLiteral("PRAGMA synchronous = FULL"),
                  QStringLiteral("PRAGMA foreign_keys = ON")},
                 error))
        return fail(tr("%1: cannot set up the connection: %2").arg(path, error));
    // Kept on every open of a healthy database, before anything changes it.
    if (*version > 0 && !makeBackup(db, path, error))
        return fail(tr("%1: cannot write the automatic backup: %2").arg(path, error));
    if (!migrate(db, *version, error))
        return fail(tr("%1: cannot update the schema: %2").arg(path, error));
    return {std::unique_ptr<Database>(new Database(db, connection, path)), {}, *version == 0};
}

} // namespace gp::store
