#pragma once
// An open project database. Opening checks that the file is a GPU Planner database this version
// can read, brings an older schema up to date (one transaction per migration), and sets the
// connection up for safe concurrent use (WAL, busy timeout, foreign keys).
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

    QString path() const { return m_path; }
    int schemaVersion() const;
    QSqlDatabase& connection() { return m_db; }

private:
    Database(const QSqlDatabase& db, QString connectionName, QString path);

    QSqlDatabase m_db;
    QString m_connectionName;
    QString m_path;
};

} // namespace gp::store
