// A save the window reports is in the database file, even when something else in the window's
// process opened and closed the file (a file dialog sniffing its folder), another process used
// the database in between, and the window was then killed. On POSIX such a close drops every
// lock SQLite holds on the file; the other process then took the window for gone and deleted
// the write-ahead log the window went on writing to.
#include "common/store_test_support.h"
#include "store/database.h"
#include "store/project_store.h"

#include <QFile>
#include <QProcess>
#include <QTest>

using namespace gp::store;

class TestLostSave : public QObject
{
    Q_OBJECT

    gp::test::DatabaseFiles m_files;

    static QString ask(QProcess& window, const QByteArray& command)
    {
        if (!command.isEmpty())
            window.write(command + '\n');
        while (!window.canReadLine())
            if (!window.waitForReadyRead(20000))
                return QStringLiteral("no answer to ") + QString::fromUtf8(command);
        return QString::fromUtf8(window.readLine()).trimmed();
    }

    // The command line's own run on the database: opens it (backup, checks), reads, exits.
    static void runCli(const QString& path)
    {
        QProcess cli;
        cli.start(
            QStringLiteral(GP_CLI_PATH),
            {QStringLiteral("project"), QStringLiteral("list"), QStringLiteral("--db"), path});
        QVERIFY(cli.waitForFinished(30000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QVERIFY(cli.readAllStandardOutput().contains("lost save"));
    }

private slots:
    void everyReportedSaveSurvivesADroppedLockAndAKill()
    {
        const QString path = m_files.fresh();
        QProcess window;
        window.start(QStringLiteral(GP_STORE_WINDOW), {path});
        QVERIFY(window.waitForStarted());
        const QString ready = ask(window, {});
        QVERIFY2(ready.startsWith(QLatin1String("ready ")), qPrintable(ready));
        const qint64 id = ready.mid(6).toLongLong();

        QStringList saved; // the documents' payloads the window reported saved, in order
        for (int round = 1; round <= 4; ++round) {
            QCOMPARE(ask(window, "sniff"), QStringLiteral("sniffed"));
            runCli(path);
            const QString payload = QStringLiteral("edit %1").arg(round);
            QCOMPARE(ask(window, "save " + payload.toUtf8()),
                     QStringLiteral("saved %1").arg(round + 1));
            saved << payload;
        }
        // And once more after the last save, before the kill.
        QCOMPARE(ask(window, "sniff"), QStringLiteral("sniffed"));
        runCli(path);
        window.kill(); // SIGKILL: nothing is flushed or closed
        QVERIFY(window.waitForFinished());

        auto db = gp::test::openOrFail(path);
        ProjectStore store(*db);
        const auto record = store.scenario(id);
        QVERIFY(record);
        QCOMPARE(record->info.revision, saved.size() + 1);
        for (int i = 0; i < saved.size(); ++i) {
            const auto document = store.revisionDocument(id, i + 2);
            QVERIFY2(document && document->contains(saved[i]), qPrintable(saved[i]));
        }
    }

    // Between operations the store holds no connection, so no lock exists to be dropped.
    void noConnectionIsHeldBetweenOperations()
    {
        auto db = gp::test::openOrFail(m_files.fresh());
        QVERIFY(!db->isConnected());
        ProjectStore store(*db);
        const auto project = store.createProject(QStringLiteral("p"));
        QVERIFY(project.ok);
        QVERIFY(!db->isConnected());
        const auto created
            = store.createScenario(project.id, QStringLiteral("s"), QStringLiteral("{}"));
        QVERIFY(created.ok);
        QVERIFY(!db->isConnected());
        QVERIFY(store.begin());
        QVERIFY(db->isConnected());
        QVERIFY(store.renameScenario(created.id, QStringLiteral("t")).ok);
        QVERIFY(store.commit());
        QVERIFY(!db->isConnected());
        QCOMPARE(store.scenarios(project.id).size(), 1);
        QVERIFY(!db->isConnected());
    }

    // Text that UTF-8 cannot hold exactly (a lone surrogate) is stored as SQLite stores it: the
    // save is confirmed, not reported lost, and the next save follows it.
    void textStoredApproximatelyIsStillConfirmed()
    {
        auto db = gp::test::openOrFail(m_files.fresh());
        ProjectStore store(*db);
        const auto project = store.createProject(QStringLiteral("p"));
        QString odd = QStringLiteral("{\"notes\": \"x\"}");
        odd.insert(12, QChar(0xD800));
        odd.insert(12, QChar(0xFFFE));
        const auto created = store.createScenario(project.id, QStringLiteral("s"), odd);
        QVERIFY2(created.ok, qPrintable(created.error));
        const auto saved = store.saveScenario(created.id, odd, created.revision);
        QVERIFY2(saved.ok, qPrintable(saved.error));
        QVERIFY(!saved.overwroteOther);
        QString expected = odd;
        expected[12] = QChar(0xFFFD); // U+FFFE
        expected[13] = QLatin1Char('?'); // the lone surrogate, as Qt encodes it in UTF-8
        QCOMPARE(store.scenario(created.id)->document, expected);
    }

    // A database file moved away while the app runs is said to be gone, not recreated empty.
    void aDeletedFileIsNotRecreated()
    {
        const QString path = m_files.fresh();
        auto db = gp::test::openOrFail(path);
        ProjectStore store(*db);
        QVERIFY(store.createProject(QStringLiteral("p")).ok);
        QVERIFY(QFile::rename(path, path + QStringLiteral(".moved")));
        const auto write = store.createProject(QStringLiteral("q"));
        QVERIFY(!write.ok);
        QVERIFY2(write.error.contains(QStringLiteral("gone")), qPrintable(write.error));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestLostSave)
#include "test_lost_save.moc"
