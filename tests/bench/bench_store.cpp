// How long the project database takes for what the window does: list a large project, save one
// scenario (a transaction with its revision, synchronous = FULL). Figures in docs/benchmarks.md.
#include "store/database.h"
#include "store/project_store.h"

#include <QTemporaryDir>
#include <QTest>

using namespace gp::store;

class BenchStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    qint64 m_project = 0;
    qint64 m_scenario = 0;
    QString m_document;

private slots:
    void initTestCase()
    {
        auto opened = Database::open(m_dir.filePath(QStringLiteral("bench.sqlite")));
        QVERIFY(opened.database);
        m_db = std::move(opened.database);
        ProjectStore store(*m_db);
        m_project = store.createProject(QStringLiteral("large")).id;
        m_document = QStringLiteral("{\"format\": \"gpu-planner.scenario/1\", \"workload\": "
                                    "\"training\", \"model\": {\"preset\": \"llama-3.1-8b\"}, "
                                    "\"hardware\": {\"gpu\": \"h100-sxm\"}, \"pad\": \"%1\"}")
                         .arg(QString(1500, QLatin1Char('x')));
        QVERIFY(store.begin());
        for (int i = 0; i < 10000; ++i)
            store.createScenario(m_project, QStringLiteral("scenario %1").arg(i), m_document);
        QVERIFY(store.commit());
        m_scenario = store.scenarios(m_project).front().id;
    }

    void list10000Scenarios()
    {
        ProjectStore store(*m_db);
        qsizetype count = 0;
        QBENCHMARK
        {
            count = store.scenarios(m_project).size();
        }
        QCOMPARE(count, qsizetype(10000));
    }

    void saveOneScenario()
    {
        ProjectStore store(*m_db);
        int revision = store.scenario(m_scenario)->info.revision;
        QBENCHMARK
        {
            revision = store.saveScenario(m_scenario, m_document, revision).revision;
        }
        QVERIFY(revision > 1);
    }
};

QTEST_GUILESS_MAIN(BenchStore)
#include "bench_store.moc"
