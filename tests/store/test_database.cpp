// Opening project databases: creation, upgrades, and refusing files that must not be touched.
#include "store/database.h"
#include "store/migrations.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using gp::store::Database;

namespace {

QByteArray fingerprint(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// Makes an SQLite file with the given user_version and one table, outside the store.
void makeSqliteFile(const QString& path, int userVersion, const QString& table)
{
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE %1 (x INTEGER)").arg(table)));
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = %1").arg(userVersion)));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

} // namespace

class TestDatabase : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void createsANewDatabaseAtTheLatestSchema()
    {
        const QString path = m_dir.filePath(QStringLiteral("nested/folder/projects.sqlite"));
        auto opened = Database::open(path);
        QVERIFY2(opened.database, qPrintable(opened.error));
        QCOMPARE(opened.database->schemaVersion(), gp::store::latestSchemaVersion());
        const Database::Use use(*opened.database);
        QSqlQuery query(opened.database->connection());
        QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
        QVERIFY(query.exec(QStringLiteral("PRAGMA foreign_keys")) && query.next());
        QCOMPARE(query.value(0).toInt(), 1);
        for (const char* table :
             {"projects", "scenarios", "scenario_revisions", "catalog_overrides"}) {
            QVERIFY(
                query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = '%1'")
                               .arg(QLatin1String(table))));
            QVERIFY(query.next());
            QVERIFY2(query.value(0).toInt() == 1, table);
        }
    }

    void reopeningKeepsTheData()
    {
        const QString path = m_dir.filePath(QStringLiteral("reopen.sqlite"));
        {
            auto opened = Database::open(path);
            QVERIFY(opened.database);
            const Database::Use use(*opened.database);
            QSqlQuery insert(opened.database->connection());
            QVERIFY(
                insert.exec(QStringLiteral("INSERT INTO projects (name, created_at, updated_at) "
                                           "VALUES ('Q3 fine-tune', 'now', 'now')")));
        }
        auto again = Database::open(path);
        QVERIFY2(again.database, qPrintable(again.error));
        const Database::Use use(*again.database);
        QSqlQuery query(again.database->connection());
        QVERIFY(query.exec(QStringLiteral("SELECT name FROM projects")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("Q3 fine-tune"));
    }

    // A truncated copy is refused as it was found: no -wal or -shm files appear beside it.
    void refusedFileGetsNoNewFilesBesideIt()
    {
        const QString good = m_dir.filePath(QStringLiteral("good.sqlite"));
        {
            auto opened = Database::open(good);
            QVERIFY(opened.database);
        }
        QFile source(good);
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QByteArray bytes = source.readAll();
        QVERIFY(bytes.size() > 8192);
        const QString cut = m_dir.filePath(QStringLiteral("cut.sqlite"));
        QFile target(cut);
        QVERIFY(target.open(QIODevice::WriteOnly));
        target.write(bytes.left(bytes.size() / 2));
        target.close();
        const auto refused = Database::open(cut);
        QVERIFY(!refused.database);
        QVERIFY2(refused.error.contains(QStringLiteral("not modified")), qPrintable(refused.error));
        QVERIFY(!QFile::exists(cut + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(cut + QStringLiteral("-shm")));
    }

    void refusesANewerSchemaWithoutTouchingIt()
    {
        const QString path = m_dir.filePath(QStringLiteral("newer.sqlite"));
        makeSqliteFile(path, gp::store::latestSchemaVersion() + 5, QStringLiteral("projects"));
        const QByteArray before = fingerprint(path);
        auto opened = Database::open(path);
        QVERIFY(!opened.database);
        QVERIFY2(opened.error.contains(QStringLiteral("newer GPU Planner"))
                     && opened.error.startsWith(path),
                 qPrintable(opened.error));
        QCOMPARE(fingerprint(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    void refusesAnotherProgramsDatabase()
    {
        const QString path = m_dir.filePath(QStringLiteral("foreign.sqlite"));
        makeSqliteFile(path, 0, QStringLiteral("bookmarks"));
        const QByteArray before = fingerprint(path);
        auto opened = Database::open(path);
        QVERIFY(!opened.database);
        QVERIFY2(opened.error.contains(QStringLiteral("another program")),
                 qPrintable(opened.error));
        QCOMPARE(fingerprint(path), before);
    }

    // Only GPU Planner's own tables at version 0: what a read-only look can catch while another
    // GPU Planner creates the file (two imports into one new database at once). Not refused as
    // another program's; the migration, under the write lock, decides.
    void ourTablesAtVersionZeroAreNotAnotherProgramsDatabase()
    {
        const QString path = m_dir.filePath(QStringLiteral("half-made.sqlite"));
        makeSqliteFile(path, 0, QStringLiteral("projects"));
        auto opened = Database::open(path);
        QVERIFY(!opened.error.contains(QStringLiteral("another program")));
        // The half-made table is not the schema's: creating it again fails, and says so.
        QVERIFY(!opened.database);
        QVERIFY2(opened.error.contains(QStringLiteral("cannot update the schema")),
                 qPrintable(opened.error));
    }

    void refusesAGarbageFileWithoutTouchingIt()
    {
        const QString path = m_dir.filePath(QStringLiteral("garbage.sqlite"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(8192, '\x5a'));
        file.close();
        const QByteArray before = fingerprint(path);
        auto opened = Database::open(path);
        QVERIFY(!opened.database);
        QVERIFY2(opened.error.startsWith(path) && opened.error.contains(QStringLiteral("damaged")),
                 qPrintable(opened.error));
        QCOMPARE(fingerprint(path), before);
    }

    void refusesADirectory()
    {
        auto opened = Database::open(m_dir.path());
        QVERIFY(!opened.database);
        QVERIFY(opened.error.contains(QStringLiteral("is not a file")));
    }
};

QTEST_GUILESS_MAIN(TestDatabase)
#include "test_database.moc"
