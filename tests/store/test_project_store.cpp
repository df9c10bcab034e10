// Projects and scenarios in the store: exact round trips of awkward text, revisions, two
// writers, bundle import atomicity, upgrading a version-1 file, damaged files and their backup,
// and a writer killed mid-save.
#include "common/store_test_support.h"
#include "store/database.h"
#include "store/exchange.h"
#include "store/migrations.h"
#include "store/project_store.h"

#include <QCryptographicHash>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace gp::store;
using gp::test::openOrFail;

namespace {

const QString kDocument = QStringLiteral(
    R"({"format": "gpu-planner.scenario/1", "name": "8B", "workload": "training",
 "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "a100-80gb"}})");

QByteArray fingerprint(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly)
        ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
        : QByteArray();
}

} // namespace

class TestProjectStore : public QObject
{
    Q_OBJECT

    gp::test::DatabaseFiles m_files;

    QString freshPath() { return m_files.fresh(); }

private slots:
    void awkwardTextRoundTripsExactly()
    {
        auto db = openOrFail(freshPath());
        ProjectStore store(*db);
        const QString name = QStringLiteral("Q3 \"fine-tune\" '); DROP TABLE projects;-- 你好 🚀");
        const QString notes = QStringLiteral("line 1\nline 2 \\ % _ 'quoted' 注释 😀");
        const WriteResult project = store.createProject(name, notes);
        QVERIFY2(project.ok, qPrintable(project.error));
        const QString document = kDocument + QStringLiteral(" ");
        const WriteResult scenario
            = store.createScenario(project.id, name, document, notes, QStringLiteral("a,b"));
        QVERIFY(scenario.ok);
        QCOMPARE(store.projectByName(name)->description, notes);
        const auto record = store.scenario(scenario.id);
        QCOMPARE(record->info.name, name);
        QCOMPARE(record->info.notes, notes);
        QCOMPARE(record->document, document); // byte for byte, trailing space included
        QCOMPARE(record->info.model, QStringLiteral("llama-3.1-8b"));
        QCOMPARE(record->info.gpu, QStringLiteral("a100-80gb"));
        // The tables are all still there.
        QCOMPARE(store.projects().size(), 1);
        // Names are unique where they must be, and empty names are refused.
        QVERIFY(!store.createProject(name).ok);
        QVERIFY(!store.createScenario(project.id, name, kDocument).ok);
        QCOMPARE(store.createProject(QStringLiteral("  ")).error,
                 QStringLiteral("the name is empty"));
    }

    void revisionsAreKeptAndRestored()
    {
        auto db = openOrFail(freshPath());
        ProjectStore store(*db);
        const qint64 project = store.createProject(QStringLiteral("p")).id;
        const WriteResult s
            = store.createScenario(project, QStringLiteral("s"), QStringLiteral("v1"));
        QCOMPARE(store.saveScenario(s.id, QStringLiteral("v2"), 1).revision, 2);
        QCOMPARE(store.saveScenario(s.id, QStringLiteral("v3"), 2).revision, 3);
        QCOMPARE(store.revisions(s.id).size(), 3);
        QCOMPARE(store.revisions(s.id).front().revision, 3);
        const WriteResult restored = store.restoreRevision(s.id, 1);
        QCOMPARE(restored.revision, 4);
        QVERIFY(!restored.overwroteOther);
        QCOMPARE(store.scenario(s.id)->document, QStringLiteral("v1"));
        QCOMPARE(*store.revisionDocument(s.id, 3), QStringLiteral("v3"));
        QVERIFY(!store.restoreRevision(s.id, 9).ok);
        // Deleting the project takes its scenarios and revisions with it.
        QVERIFY(store.deleteProject(project).ok);
        QVERIFY(!store.scenario(s.id));
        QVERIFY(store.revisions(s.id).isEmpty());
    }

    void twoWritersLastWinsAndIsTold()
    {
        const QString path = freshPath();
        auto first = openOrFail(path);
        auto second = openOrFail(path);
        ProjectStore a(*first);
        ProjectStore b(*second);
        const qint64 project = a.createProject(QStringLiteral("shared")).id;
        const qint64 id = a.createScenario(project, QStringLiteral("s"), QStringLiteral("base")).id;
        // Both start from revision 1; B saves first.
        const WriteResult fromB = b.saveScenario(id, QStringLiteral("B"), 1);
        QVERIFY(fromB.ok && !fromB.overwroteOther);
        const WriteResult fromA = a.saveScenario(id, QStringLiteral("A"), 1);
        QVERIFY(fromA.ok);
        QVERIFY(fromA.overwroteOther);
        QCOMPARE(fromA.otherRevision, 2);
        QCOMPARE(b.scenario(id)->document, QStringLiteral("A"));
        // Nothing is lost: B's save is a revision.
        QCOMPARE(*a.revisionDocument(id, 2), QStringLiteral("B"));
    }

    void bundleImportIsAllOrNothing()
    {
        auto db = openOrFail(freshPath());
        ProjectStore store(*db);
        nlohmann::json good = nlohmann::json::parse(kDocument.toStdString());
        nlohmann::json bad = good;
        bad["training"] = {{"tp", 5}}; // 32 heads
        const nlohmann::json bundle = {{"format", kBundleFormat},
                                       {"project", {{"name", "imported"}, {"description", "d"}}},
                                       {"scenarios",
                                        {{{"name", "one"}, {"document", good}},
                                         {{"name", "two"}, {"document", good}},
                                         {{"name", "three"}, {"document", bad}}}}};
        const ImportResult failed = importProject(store, QByteArray::fromStdString(bundle.dump()));
        QVERIFY(!failed.ok);
        QVERIFY2(
            failed.errors.join(QLatin1Char('\n'))
                .contains(QStringLiteral("scenarios[2].document.training.tp: must divide heads")),
            qPrintable(failed.errors.join(QLatin1Char('\n'))));
        QVERIFY(store.projects().isEmpty()); // nothing written

        nlohmann::json fixed = bundle;
        fixed["scenarios"][2]["document"] = good;
        const ImportResult ok = importProject(store, QByteArray::fromStdString(fixed.dump()));
        QVERIFY2(ok.ok, qPrintable(ok.errors.join(QLatin1Char('\n'))));
        QCOMPARE(ok.scenarios, 3);
        // Export and import under another name: the same scenarios, the same documents.
        const QByteArray exported = exportProject(store, ok.projectId);
        const ImportResult again = importProject(store, exported, QStringLiteral("copy"));
        QVERIFY(again.ok);
        const auto original = store.scenarios(ok.projectId);
        const auto copy = store.scenarios(again.projectId);
        QCOMPARE(copy.size(), original.size());
        for (int i = 0; i < copy.size(); ++i)
            QVERIFY(
                nlohmann::json::parse(store.scenario(copy[i].id)->document.toStdString())
                == nlohmann::json::parse(store.scenario(original[i].id)->document.toStdString()));
        // Taken names and broken files are refused with the field named.
        QVERIFY(importProject(store, exported)
                    .errors.join(QString())
                    .contains(QStringLiteral("project.name")));
        QVERIFY(!importProject(store, QByteArrayLiteral("{\"format\": \"x\"}")).ok);
    }

    void upgradesAVersionOneFile()
    {
        const QString path = freshPath();
        {
            QSqlDatabase raw
                = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            for (const QString& statement : migrations().front().statements)
                QVERIFY2(q.exec(statement), qPrintable(statement));
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 1")));
            // Version 1 allowed duplicate names, and a name the renaming would pick.
            for (const char* name : {"same", "same", "same (2)"})
                QVERIFY(q.exec(QStringLiteral("INSERT INTO projects (name, created_at, updated_at)"
                                              " VALUES ('%1', 't', 't')")
                                   .arg(QLatin1String(name))));
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v1"));
        auto db = openOrFail(path);
        QCOMPARE(db->schemaVersion(), latestSchemaVersion());
        ProjectStore store(*db);
        // All kept: the duplicate takes the first free "same (n)".
        QCOMPARE(store.projects().size(), 3);
        for (const char* name : {"same", "same (2)", "same (3)"})
            QVERIFY(store.projectByName(QLatin1String(name)));
        QVERIFY(QFile::exists(path + QStringLiteral(".backup-1"))); // taken before the upgrade
    }

    void damagedFileIsRefusedAndTheBackupOffered()
    {
        const QString path = freshPath();
        {
            auto db = openOrFail(path);
            ProjectStore store(*db);
            const qint64 p = store.createProject(QStringLiteral("keep me")).id;
            for (int i = 0; i < 50; ++i)
                store.createScenario(p, QStringLiteral("s%1").arg(i),
                                     kDocument + QString(2000, QLatin1Char(' ')));
        }
        openOrFail(path); // a healthy open keeps a backup
        QVERIFY(QFile::exists(path + QStringLiteral(".backup-1")));
        // Truncate the file to half.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.resize(file.size() / 2));
        file.close();
        const QByteArray before = fingerprint(path);
        const auto opened = Database::open(path);
        QVERIFY(!opened.database);
        QVERIFY2(opened.error.contains(path) && opened.error.contains(QStringLiteral(".backup-1")),
                 qPrintable(opened.error));
        QCOMPARE(fingerprint(path), before); // never touched
        // The backup opens and holds the data.
        auto backup = openOrFail(path + QStringLiteral(".backup-1"));
        ProjectStore restored(*backup);
        QCOMPARE(restored.projectByName(QStringLiteral("keep me"))->scenarioCount, 50);
    }

    void killedWriterLosesAtMostTheSaveInFlight()
    {
        const QString path = freshPath();
        int before = 0; // rows from earlier rounds
        for (int round = 0; round < 5; ++round) {
            QProcess writer;
            writer.start(QStringLiteral(GP_STORE_WRITER), {path});
            QVERIFY(writer.waitForStarted());
            // Kill at a random moment after the first save: on a loaded machine starting the
            // process and opening the file can take longer than any fixed delay.
            QVERIFY(writer.waitForReadyRead(20000));
            QTest::qWait(static_cast<int>(QRandomGenerator::global()->bounded(250)));
            writer.kill(); // SIGKILL
            QVERIFY(writer.waitForFinished());
            const QList<QByteArray> lines = writer.readAllStandardOutput().trimmed().split('\n');
            const int committed
                = lines.isEmpty() || lines.back().isEmpty() ? 0 : lines.back().toInt();
            QVERIFY2(committed > 0, "the writer must have saved before it was killed");
            auto db = openOrFail(path); // opens: integrity checked, backed up
            const Database::Use use(*db);
            QSqlQuery q(db->connection());
            QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM scenarios")) && q.next());
            const int rows = q.value(0).toInt() - before;
            before += rows;
            // Every reported save survived; at most the one in flight also landed.
            QVERIFY2(rows == committed || rows == committed + 1,
                     qPrintable(QStringLiteral("round %1: %2 rows, %3 reported")
                                    .arg(round)
                                    .arg(rows)
                                    .arg(committed)));
        }
    }

    void mutatedBundlesNeverWritePartly()
    {
        // A randomized loop in place of a fuzzer (no clang here): byte flips, truncations and
        // splices of a valid bundle. Each import either writes the whole project or nothing,
        // and never crashes.
        auto db = openOrFail(freshPath());
        ProjectStore store(*db);
        nlohmann::json good = nlohmann::json::parse(kDocument.toStdString());
        const nlohmann::json bundle
            = {{"format", kBundleFormat},
               {"project", {{"name", "fuzz"}, {"description", "d"}}},
               {"scenarios",
                {{{"name", "a"}, {"document", good}}, {{"name", "b"}, {"document", good}}}}};
        const QByteArray seed = QByteArray::fromStdString(bundle.dump());
        QRandomGenerator random(20261130);
        int imported = 0;
        for (int i = 0; i < 400; ++i) {
            QByteArray input = seed;
            const int edits = 1 + static_cast<int>(random.bounded(4));
            for (int e = 0; e < edits; ++e) {
                const int at = static_cast<int>(random.bounded(input.size()));
                switch (random.bounded(4)) {
                case 0:
                    input[at] = static_cast<char>(random.bounded(256));
                    break;
                case 1:
                    input.truncate(at);
                    break;
                case 2:
                    input.insert(at, seed.mid(static_cast<int>(random.bounded(seed.size())), 20));
                    break;
                default:
                    input.remove(at, static_cast<int>(random.bounded(10)));
                }
                if (input.isEmpty())
                    input = "{";
            }
            const int before = static_cast<int>(store.projects().size());
            const ImportResult r = importProject(store, input, QStringLiteral("fuzz %1").arg(i));
            const auto projects = store.projects();
            if (r.ok) {
                ++imported;
                QCOMPARE(projects.size(), before + 1);
                QCOMPARE(store.project(r.projectId)->scenarioCount, r.scenarios);
            } else {
                QCOMPARE(projects.size(), before);
                QVERIFY(!r.errors.isEmpty());
            }
        }
        QVERIFY(imported < 400); // the mutations did break bundles
    }

    void concurrentWritersAllLand()
    {
        // Three processes saving at once: each waits for the others' write lock instead of
        // failing, so every save they report is in the file.
        const QString path = freshPath();
        openOrFail(path); // created before the race
        QList<QProcess*> writers;
        for (int i = 0; i < 3; ++i) {
            auto* writer = new QProcess(this);
            writer->start(QStringLiteral(GP_STORE_WRITER), {path});
            QVERIFY(writer->waitForStarted());
            writers << writer;
        }
        QTest::qWait(600);
        int reported = 0;
        for (QProcess* writer : writers) {
            // Each must have saved at least once, however slow the machine.
            if (writer->bytesAvailable() == 0)
                QVERIFY2(writer->waitForReadyRead(20000),
                         writer->readAllStandardError().constData());
            writer->kill();
            QVERIFY(writer->waitForFinished());
            QVERIFY2(writer->exitStatus() == QProcess::CrashExit,
                     "a writer stopped on its own: a save failed");
            const QList<QByteArray> lines = writer->readAllStandardOutput().trimmed().split('\n');
            reported += lines.back().isEmpty() ? 0 : lines.back().toInt();
        }
        QVERIFY(reported > 3);
        auto db = openOrFail(path);
        const Database::Use use(*db);
        QSqlQuery q(db->connection());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM scenarios")) && q.next());
        QVERIFY(q.value(0).toInt() >= reported && q.value(0).toInt() <= reported + 3);
    }

    void refusingDoesNotTouchTheFileOrItsJournal()
    {
        // A newer version's file with unwritten WAL frames: refusing it must not checkpoint.
        const QString path = freshPath();
        auto db = openOrFail(path);
        const Database::Use keep(*db); // the connection stays open: its WAL is not checkpointed
        ProjectStore store(*db);
        store.createProject(QStringLiteral("in the journal"));
        {
            QSqlDatabase raw
                = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery(raw).exec(QStringLiteral("PRAGMA user_version = 99"));
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        const QByteArray main = fingerprint(path);
        const QByteArray wal = fingerprint(path + QStringLiteral("-wal"));
        QVERIFY(!wal.isEmpty());
        const auto refused = Database::open(path);
        QVERIFY(!refused.database);
        QVERIFY(refused.error.contains(QStringLiteral("newer GPU Planner")));
        QCOMPARE(fingerprint(path), main);
        QCOMPARE(fingerprint(path + QStringLiteral("-wal")), wal);
        // An empty file where a backup exists is a truncated database, not a new one.
        const QString empty = freshPath();
        openOrFail(empty);
        QFile(empty + QStringLiteral(".backup-1")).open(QIODevice::WriteOnly);
        QFile(empty).resize(0);
        QVERIFY(Database::open(empty).error.contains(QStringLiteral("is empty")));
    }

    void demoProjectIsSeededOnce()
    {
        auto db = openOrFail(freshPath());
        ProjectStore store(*db);
        QVERIFY(seedDemoProject(store));
        QVERIFY(!seedDemoProject(store));
        const auto projects = store.projects();
        QCOMPARE(projects.size(), 1);
        QCOMPARE(projects.front().scenarioCount, 4);
        QStringList workloads;
        for (const auto& s : store.scenarios(projects.front().id))
            workloads << s.workload;
        QCOMPARE(workloads.count(QStringLiteral("inference")), 2);
        QCOMPARE(workloads.count(QStringLiteral("training")), 2);
    }
};

QTEST_GUILESS_MAIN(TestProjectStore)
#include "test_project_store.moc"
