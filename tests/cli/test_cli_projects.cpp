// gpu-planner-cli's project commands on awkward input: names that look like options or hold
// noncharacters, a name too long (named by its JSON path), and databases that cannot be
// written (a read-only folder is not damage; a read-only file is named, not the bundle).
#include "common/cli_support.h"
#include "common/test_support.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <unistd.h>

using gp::test::q;
using gp::test::Run;
using gp::test::runCli;

namespace {

std::string bundle(const char* name)
{
    return GP_TEST_DATA_DIR "/reliability/" + std::string(name);
}

// The CLI binary as another user when this test runs as root (root writes anywhere).
Run runAsUser(const QStringList& args)
{
    QProcess cli;
    if (geteuid() == 0)
        cli.start(QStringLiteral("setpriv"),
                  QStringList{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                              QStringLiteral("--clear-groups"), QStringLiteral(GP_CLI_PATH)}
                      + args);
    else
        cli.start(QStringLiteral(GP_CLI_PATH), args);
    if (!cli.waitForFinished(30000))
        qFatal("the CLI did not finish");
    return {cli.exitCode(), QString::fromUtf8(cli.readAllStandardOutput()),
            QString::fromUtf8(cli.readAllStandardError())};
}

} // namespace

class TestCliProjects : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    std::string path(const char* name) const { return m_dir.filePath(q(name)).toStdString(); }

    // A folder holding a database with one project, all of it owned by the user runAsUser runs
    // as (when this test is root); the database's path, or empty when it could not be made.
    QString databaseOfAnotherUser(const QString& folder)
    {
        const QString db = folder + QStringLiteral("/db.sqlite");
        if (!QDir().mkpath(folder)
            || runCli({"project", "import", bundle("bundle-small.json"), "--db", db.toStdString()})
                    .status
                != 0)
            return {};
        for (const QString& file : QDir(folder).entryList(QDir::Files))
            if (file != QLatin1String("db.sqlite"))
                QFile::remove(folder + QLatin1Char('/') + file);
        if (geteuid() == 0
            && QProcess::execute(QStringLiteral("chown"),
                                 {QStringLiteral("-R"), QStringLiteral("65534:65534"), folder})
                != 0)
            return {};
        return db;
    }

private slots:
    void initTestCase()
    {
        // Readable by the unprivileged user of runAsUser.
        QFile::setPermissions(m_dir.path(),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                  | QFileDevice::ExeOwner | QFileDevice::ReadOther
                                  | QFileDevice::ExeOther | QFileDevice::ReadGroup
                                  | QFileDevice::ExeGroup);
    }

    void optionLikeNamesNeedTheEndOfOptions()
    {
        const std::string db = path("options.sqlite");
        QCOMPARE(runCli({"project", "import", bundle("bundle-option-like-name.json"), "--db", db})
                     .status,
                 0);
        // "--db --db x": the second --db is not the first one's value, and no file "--db" appears.
        const QString before = QDir::currentPath();
        QDir::setCurrent(m_dir.path());
        const Run wrong = runCli({"project", "show", "--db", "--db", db});
        QDir::setCurrent(before);
        QCOMPARE(wrong.status, 2);
        QVERIFY2(wrong.err.contains(QStringLiteral("--db needs a value")), qPrintable(wrong.err));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("--db"))));
        // After "--" it is a name.
        const Run shown = runCli({"project", "show", "--db", db, "--", "--db"});
        QVERIFY2(shown.status == 0, qPrintable(shown.err));
        QVERIFY(shown.out.contains(QStringLiteral("--db")));
    }

    void noncharactersAreRefusedNamingTheField()
    {
        const Run r = runCli({"project", "import", bundle("bundle-noncharacter-name.json"), "--db",
                              path("nonchar.sqlite")});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(QStringLiteral("project.name: the name holds U+FFFF")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("scenarios[0].name: the name holds U+FFFF")),
                 qPrintable(r.err));
    }

    void aNameTooLongIsNamedByItsPath()
    {
        const Run r = runCli({"project", "import", bundle("bundle-long-scenario-name.json"), "--db",
                              path("long.sqlite")});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(
                     QStringLiteral("scenarios[0].name: the name is longer than 200 characters")),
                 qPrintable(r.err));
    }

    void aReadOnlyFolderIsNotDamage()
    {
        const QString folder = m_dir.filePath(QStringLiteral("rofolder"));
        const QString db = databaseOfAnotherUser(folder);
        QVERIFY(!db.isEmpty());
        QVERIFY(QFile::setPermissions(folder,
                                      QFileDevice::ReadOwner | QFileDevice::ExeOwner
                                          | QFileDevice::ReadOther | QFileDevice::ExeOther));
        const Run r = runAsUser(
            {QStringLiteral("project"), QStringLiteral("list"), QStringLiteral("--db"), db});
        QFile::setPermissions(
            folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(QStringLiteral("read-only")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("damaged")), qPrintable(r.err));
    }

    void aReadOnlyFileIsNamedNotTheBundle()
    {
        // The folder is the user's and writable; only the file is read-only.
        const QString db = databaseOfAnotherUser(m_dir.filePath(QStringLiteral("rofile")));
        QVERIFY(!db.isEmpty());
        QVERIFY(QFile::setPermissions(db, QFileDevice::ReadOwner | QFileDevice::ReadOther));
        const Run r = runAsUser({QStringLiteral("project"), QStringLiteral("import"),
                                 q(bundle("bundle-small.json")), QStringLiteral("--as"),
                                 QStringLiteral("again"), QStringLiteral("--db"), db});
        QVERIFY(r.status != 0);
        QVERIFY2(r.err.contains(db), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("bundle-small.json")), qPrintable(r.err));
    }

    // Two processes importing into a database file that does not exist yet: both land. SQLite
    // answers "locked" at once, without its busy timeout, to a connection that finds the file
    // being created; that is tried again.
    void twoImportsCreatingOneFileBothLand()
    {
        QFile small(q(bundle("bundle-small.json")));
        QVERIFY(small.open(QIODevice::ReadOnly));
        nlohmann::json big = nlohmann::json::parse(small.readAll().toStdString());
        const nlohmann::json scenarios = big["scenarios"];
        big["scenarios"] = nlohmann::json::array();
        for (int i = 0; i < 300; ++i) {
            nlohmann::json scenario = scenarios[std::size_t(i) % scenarios.size()];
            scenario["name"] = "scenario " + std::to_string(i);
            big["scenarios"].push_back(scenario);
        }
        const QString bundlePath = m_dir.filePath(QStringLiteral("big-bundle.json"));
        QFile out(bundlePath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray::fromStdString(big.dump()));
        out.close();
        for (int round = 0; round < 10; ++round) {
            const QString db = m_dir.filePath(QStringLiteral("race%1.sqlite").arg(round));
            QProcess a;
            QProcess b;
            for (auto [process, name] : {std::pair{&a, "A"}, std::pair{&b, "B"}})
                process->start(QStringLiteral(GP_CLI_PATH),
                               {QStringLiteral("project"), QStringLiteral("import"), bundlePath,
                                QStringLiteral("--as"), QLatin1String(name), QStringLiteral("--db"),
                                db});
            for (QProcess* process : {&a, &b}) {
                QVERIFY(process->waitForFinished(60000));
                QVERIFY2(process->exitCode() == 0, process->readAllStandardError().constData());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCliProjects)
#include "test_cli_projects.moc"
