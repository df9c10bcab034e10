#include "store/database.h"

#include "store/migrations.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QUuid>

namespace gp::store {
namespace {

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

// BEGIN IMMEDIATE takes the write lock at once (waiting out the busy timeout), so a
// transaction that reads before it writes cannot fail half-way on another writer's lock.
bool beginImmediate(QSqlDatabase& db, QString& error)
{
    QSqlQuery begin(db);
    if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        error = begin.lastError().text();
        return false;
    }
    return true;
}

bool migrate(QSqlDatabase& db, QString& error)
{
    // Up to date (every open but the first): no write lock at all. Taking it only to find
    // nothing to do made opening wait on, and under load time out behind, busy writers.
    const std::optional<int> before = userVersion(db, error);
    if (!before)
        return false;
    if (migrations().empty() || *before >= migrations().back().version)
        return true;
    for (const Migration& migration : migrations()) {
        if (!beginImmediate(db, error))
            return false;
        // Read again under the lock: another instance may have upgraded meanwhile.
        const std::optional<int> current = userVersion(db, error);
        if (!current) {
            db.rollback();
            return false;
        }
        if (*current >= migration.version) {
            db.rollback();
            continue;
        }
        QStringList statements = migration.statements;
        statements << QStringLiteral("PRAGMA user_version = %1").arg(migration.version);
        if ((migration.prepare && !migration.prepare(db, error))
            || !execAll(db, statements, error)) {
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

// SQLite answers "database is locked" without waiting out the busy timeout in a few cases: a
// connection that finds the file being created, or its WAL being recovered, by another process.
// Those end within milliseconds, so setting up is tried again until the timeout is spent.
constexpr int kBusyTimeoutMs = 5000;

// SQLITE_BUSY only: SQLITE_LOCKED ("database table is locked") is a conflict inside this
// connection, which waiting never clears.
bool isLocked(const QString& error)
{
    return error.contains(QStringLiteral("database is locked"), Qt::CaseInsensitive);
}

template <typename Step> bool retryWhileLocked(Step&& step, QString& error)
{
    QElapsedTimer clock;
    clock.start();
    for (int pause = 2;; pause = std::min(pause * 2, 50)) {
        error.clear();
        if (step(error))
            return true;
        if (!isLocked(error) || clock.elapsed() + pause > kBusyTimeoutMs)
            return false;
        QThread::msleep(static_cast<unsigned long>(pause));
    }
}

// What every connection sets for itself (WAL is a property of the file, set when opening).
const QStringList& connectionPragmas()
{
    static const QStringList pragmas{// FULL: a committed save survives power loss too.
                                     QStringLiteral("PRAGMA synchronous = FULL"),
                                     QStringLiteral("PRAGMA foreign_keys = ON")};
    return pragmas;
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
        return QCoreApplication::translate("gp::store::Database",
                                           " No automatic backup exists yet.");
    return QCoreApplication::translate(
               "gp::store::Database",
               " The last automatic backup is %1 (from %2): open it with --db, or copy it in "
               "place of the damaged file after keeping a copy of that.")
        .arg(backup.filePath(), backup.lastModified().toString(Qt::ISODate));
}

// A consistent copy (VACUUM INTO reads through the WAL), rotated: backup-1 is the newest.
bool makeBackup(QSqlDatabase& db, const QString& path, QString& error)
{
    // Unchanged since the newest backup (main file and WAL): rotating would only push older,
    // possibly precious, backups out.
    const QFileInfo newest(backupPath(path, 1));
    if (newest.exists()) {
        QDateTime changed = QFileInfo(path).lastModified();
        const QFileInfo wal(path + QStringLiteral("-wal"));
        if (wal.exists() && wal.size() > 0)
            changed = std::max(changed, wal.lastModified());
        if (changed <= newest.lastModified())
            return true;
    }
    // A name of its own: two instances opening at once must not share a temporary file.
    const QString fresh
        = path + QStringLiteral(".backup-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
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
        QFile::remove(fresh);
        error = QCoreApplication::translate("gp::store::Database", "cannot rename %1").arg(fresh);
        return false;
    }
    return true;
}

// "attempt to write a readonly database" and friends are about permissions, not damage.
bool isPermissionProblem(const QString& error)
{
    return error.contains(QStringLiteral("readonly"), Qt::CaseInsensitive)
        || error.contains(QStringLiteral("read-only"), Qt::CaseInsensitive)
        || error.contains(QStringLiteral("unable to open"), Qt::CaseInsensitive)
        || error.contains(QStringLiteral("permission"), Qt::CaseInsensitive);
}

} // namespace

// QSqlDatabase is a handle without a move constructor: taken by reference, copied once.
Database::Database(const QSqlDatabase& db, QString connectionName, QString path)
    : m_db(db)
    , m_connectionName(std::move(connectionName))
    , m_path(std::move(path))
{ }

Database::Use::Use(Database& database)
    : m_database(database)
{
    if (m_database.m_uses++ == 0)
        m_database.connect();
}

Database::Use::~Use()
{
    if (--m_database.m_uses == 0)
        m_database.m_db.close();
}

void Database::connect()
{
    m_connectionError.clear();
    // SQLite would create an empty database in place of one moved or deleted while the app runs,
    // and every listing would then come back empty as if the projects were gone.
    if (!QFileInfo::exists(m_path)) {
        m_connectionError = QCoreApplication::translate(
                                "gp::store::Database",
                                "%1: the database file is gone (moved or deleted?); reopen it")
                                .arg(m_path);
        return;
    }
    if (!m_db.open()) {
        m_connectionError = m_db.lastError().text();
        return;
    }
    QString error;
    if (!retryWhileLocked([&](QString& e) { return execAll(m_db, connectionPragmas(), e); },
                          error)) {
        m_connectionError = error;
        m_db.close();
    }
}

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

int Database::schemaVersion()
{
    const Use use(*this);
    QString error;
    return userVersion(m_db, error).value_or(-1);
}

namespace {

// The tables the migrations create.
const QSet<QString>& ourTables()
{
    static const QSet<QString> tables = [] {
        QSet<QString> names;
        static const QRegularExpression created(QStringLiteral("CREATE TABLE (\\w+)"));
        for (const Migration& migration : migrations())
            for (const QString& statement : migration.statements)
                for (const auto& match : created.globalMatch(statement))
                    names.insert(match.captured(1));
        return names;
    }();
    return tables;
}

// Whether the listed tables (a query over sqlite_master's names) include one of another program.
bool hasForeignTable(QSqlQuery& names)
{
    while (names.next()) {
        const QString name = names.value(0).toString();
        if (!name.startsWith(QStringLiteral("sqlite_")) && !ourTables().contains(name))
            return true;
    }
    return false;
}

// Everything that must hold before the file may be written, checked on a read-only connection:
// closing a read-write one would checkpoint the WAL into a file we are refusing.
// `damaged`: refused because its pages cannot be read as a database, so no program can be using
// it (a newer GPU Planner's file, or another program's database, may be in use right now).
QString probe(const QString& path, int& version, bool& damaged)
{
    damaged = false;
    const QString connection
        = QStringLiteral("gp-probe-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QString problem;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        QString error;
        std::optional<int> read;
        if (!db.open()) {
            error = db.lastError().text();
            problem = isPermissionProblem(error)
                ? QCoreApplication::translate("gp::store::Database", "%1: cannot be read (%2)")
                      .arg(path, error)
                : QCoreApplication::translate("gp::store::Database",
                                              "%1: cannot be opened (%2); it was not modified.")
                        .arg(path, error)
                    + backupOffer(path);
        } else if (!(read = userVersion(db, error)) && isPermissionProblem(error)) {
            // A WAL database needs its -shm beside it even to be read: a read-only folder.
            problem = QCoreApplication::translate(
                          "gp::store::Database",
                          "%1: cannot be opened: the file or its folder is read-only (%2); it was "
                          "not modified.")
                          .arg(path, error);
        } else if (!read) {
            damaged = true;
            problem = QCoreApplication::translate(
                          "gp::store::Database",
                          "%1: is not a GPU Planner database or is damaged (%2); it was not "
                          "modified.")
                          .arg(path, error)
                + backupOffer(path);
        } else if (*read > latestSchemaVersion()) {
            problem = QCoreApplication::translate(
                          "gp::store::Database",
                          "%1: was written by a newer GPU Planner (schema %2; this version reads "
                          "up to %3). It was not modified.")
                          .arg(path)
                          .arg(*read)
                          .arg(latestSchemaVersion());
        } else {
            version = *read;
            QSqlQuery q(db);
            if (version == 0) {
                // Tables none of ours: another program's. Only ours, at version 0: a database
                // another GPU Planner is creating this moment, as a read-only connection may see
                // it; the migration reads the version again under the write lock.
                if (q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"))
                    && hasForeignTable(q))
                    problem = QCoreApplication::translate(
                                  "gp::store::Database",
                                  "%1: is an SQLite database of another program; it was not "
                                  "modified.")
                                  .arg(path);
            } else if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()
                       || q.value(0).toString() != QStringLiteral("ok")) {
                // A file that reads but whose pages are damaged (a truncated copy, a bad disk).
                damaged = true;
                problem = QCoreApplication::translate("gp::store::Database",
                                                      "%1: is damaged (%2); it was not modified.")
                              .arg(path,
                                   q.lastError().isValid() ? q.lastError().text()
                                                           : q.value(0).toString())
                    + backupOffer(path);
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return problem;
}

} // namespace

Database::OpenResult Database::open(const QString& path)
{
    auto refuse = [](const QString& message) {
        OpenResult r;
        r.error = message;
        return r;
    };
    const QFileInfo info(path);
    if (!info.exists() && !QDir().mkpath(info.absolutePath()))
        return refuse(
            QCoreApplication::translate("gp::store::Database", "%1: cannot create the folder %2")
                .arg(path, info.absolutePath()));
    if (info.exists() && !info.isFile())
        return refuse(
            QCoreApplication::translate("gp::store::Database", "%1: is not a file").arg(path));
    // An empty file where backups exist is a truncated database, not a new one.
    if (info.exists() && info.size() == 0 && QFileInfo::exists(backupPath(path, 1)))
        return refuse(QCoreApplication::translate("gp::store::Database",
                                                  "%1: is empty (truncated?); it was not modified.")
                          .arg(path)
                      + backupOffer(path));

    int version = 0;
    const bool fresh = !info.exists() || info.size() == 0;
    if (!fresh) {
        // Reading makes SQLite create the -wal and -shm files beside the database: a damaged
        // file is left as it was found, without new files beside it. Only a damaged one, and
        // only an empty log: a newer version's file or another program's database may be open
        // in that program right now, and its log and shared memory are its own.
        const QString wal = path + QStringLiteral("-wal");
        const QString shm = path + QStringLiteral("-shm");
        const bool hadWal = QFileInfo::exists(wal);
        const bool hadShm = QFileInfo::exists(shm);
        bool damaged = false;
        const QString problem = probe(path, version, damaged);
        if (!problem.isEmpty()) {
            if (damaged && !hadWal && !hadShm && QFileInfo(wal).size() == 0) {
                QFile::remove(wal);
                QFile::remove(shm);
            }
            return refuse(problem);
        }
    }

    const QString connection
        = QStringLiteral("gp-store-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(path);
    // Waits up to 5 s for another instance's write instead of failing at once.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    auto fail = [&](const QString& message) -> OpenResult {
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(connection);
        return refuse(message);
    };
    auto failWrite = [&](const QString& what, const QString& error) {
        return fail(isPermissionProblem(error)
                        ? QCoreApplication::translate(
                              "gp::store::Database",
                              "%1: cannot be written (a read-only file or folder?): %2")
                              .arg(path, error)
                        : QCoreApplication::translate("gp::store::Database", "%1: %2: %3")
                              .arg(path, what, error));
    };
    if (!db.open())
        return failWrite(QCoreApplication::translate("gp::store::Database", "cannot open"),
                         db.lastError().text());
    QString error;
    if (!retryWhileLocked(
            [&](QString& e) {
                return execAll(db,
                               QStringList{QStringLiteral("PRAGMA journal_mode = WAL")}
                                   + connectionPragmas(),
                               e);
            },
            error))
        return failWrite(
            QCoreApplication::translate("gp::store::Database", "cannot set up the connection"),
            error);

    OpenResult result;
    // Kept on every open of a changed, healthy database, before anything changes it. A backup
    // that cannot be written is a warning: the database itself is fine.
    if (version > 0 && !makeBackup(db, path, error))
        result.warning
            = QCoreApplication::translate("gp::store::Database",
                                          "%1: the automatic backup could not be written: %2")
                  .arg(path, error);
    if (!retryWhileLocked([&](QString& e) { return migrate(db, e); }, error))
        return failWrite(
            QCoreApplication::translate("gp::store::Database", "cannot update the schema"), error);
    // Closed until the first operation: see Database::Use.
    db.close();
    result.database.reset(new Database(db, connection, path));
    result.created = fresh;
    return result;
}

} // namespace gp::store
