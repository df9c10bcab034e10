#pragma once
// An open project database. Opening checks that the file is a GPU Planner database this version
// can read, brings an older schema up to date (one transaction per migration), and sets the
// connection up for safe concurrent use (WAL, busy timeout, foreign keys).
//
// The SQLite connection itself is open only while an operation runs (a Database::Use lives):
// SQLite's locks on POSIX are fcntl locks, which the kernel drops when *any* descriptor of this
// process on the file is closed (a file dialog sniffing the folder, a file watcher). Another
// process then takes this one for gone and deletes the write-ahead log it still writes to.
// Holding no connection between operations leaves no lock to drop; docs/projects.md says more.
#include <QSqlDatabase>
#include <QString>

#include <memory>
#include <optional>

namespace gp::store {

class Database
{
public:
    struct OpenResult
    {
        std::unique_ptr<Database> database; // null on failure
        QString error; // names the file and what is wrong
        bool created = false; // the file did not exist before (or was empty)
        QString warning; // opened, but something is worth saying (the backup failed)
    };

    // Creates the file (and its folder) when it does not exist. A healthy existing file is
    // backed up first (PATH.backup-1, rotated up to 3); a damaged one is refused, untouched,
    // with the newest backup named in the error.
    static OpenResult open(const QString& path);

    // Where projects live by default: the user's application data folder.
    static QString defaultPath();

    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    // Keeps the connection open while it lives: the first Use opens it, the last one closes it.
    // Every store operation holds one, so nesting operations share one connection.
    class Use
    {
    public:
        explicit Use(Database& database);
        ~Use();
        Use(const Use&) = delete;
        Use& operator=(const Use&) = delete;

    private:
        Database& m_database;
    };

    QString path() const { return m_path; }
    int schemaVersion();
    // The connection, open while a Use lives (closed otherwise: queries on it fail).
    QSqlDatabase& connection() { return m_db; }
    bool isConnected() const { return m_uses > 0; }
    // Why the last Use could not open the connection (empty when it could).
    QString connectionError() const { return m_connectionError; }

private:
    Database(const QSqlDatabase& db, QString connectionName, QString path);
    void connect();

    QSqlDatabase m_db;
    QString m_connectionName;
    QString m_path;
    int m_uses = 0;
    QString m_connectionError;
};

} // namespace gp::store
