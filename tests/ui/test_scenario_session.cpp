// The editing session without a window: opening stored scenarios and files, saving by itself
// after an edit or when asked, the status it reports, another writer's save, the document's name
// followed by the stored entry, and leaving a deleted scenario.
#include "scenario_document.h"
#include "scenario_session.h"
#include "store/database.h"
#include "store/project_store.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace gp;
using namespace gp::ui;

namespace {

const QString kDocument = QStringLiteral(
    R"({"format": "gpu-planner.scenario/1", "name": "Plan", "model": {"preset": "llama-3.1-8b"},
        "hardware": {"gpu": "h100-sxm"}, "training": {"micro_batch": 1}})");

} // namespace

class TestScenarioSession : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        auto opened = store::Database::open(m_dir->filePath(QStringLiteral("p.sqlite")));
        QVERIFY2(opened.database, qPrintable(opened.error));
        m_database = std::move(opened.database);
        m_store = std::make_unique<store::ProjectStore>(*m_database);
        const store::WriteResult project = m_store->createProject(QStringLiteral("P"));
        QVERIFY(project.ok);
        m_project = project.id;
        const store::WriteResult scenario
            = m_store->createScenario(m_project, QStringLiteral("Plan"), kDocument);
        QVERIFY(scenario.ok);
        m_scenario = scenario.id;
        m_document = std::make_unique<ScenarioDocument>();
        m_session = std::make_unique<ScenarioSession>(m_document.get());
        m_session->setStore(m_store.get());
    }

    void cleanup()
    {
        m_session.reset();
        m_document.reset();
        m_store.reset();
        m_database.reset();
        m_dir.reset();
    }

    void opensAStoredScenarioAtItsRevision()
    {
        QString error;
        QCOMPARE(m_session->open(entry(), error), ScenarioSession::Opened::Yes);
        QCOMPARE(m_document->text(), kDocument);
        QCOMPARE(m_session->status().kind, SaveStatus::Kind::Revision);
        QCOMPARE(m_session->status().revision, 1);
        QVERIFY(!m_document->isModified());
    }

    // An edit is pending, then saved by itself; the stored document is the edited one.
    void savesByItselfAfterAnEdit()
    {
        QString error;
        QCOMPARE(m_session->open(entry(), error), ScenarioSession::Opened::Yes);
        QVERIFY(
            m_document->setValue(QStringLiteral("training.micro_batch"), 4, QStringLiteral("x")));
        QCOMPARE(m_session->status().kind, SaveStatus::Kind::Unsaved);
        QTRY_COMPARE_WITH_TIMEOUT(m_session->status().kind, SaveStatus::Kind::Saved, 5000);
        QCOMPARE(m_session->status().revision, 2);
        QCOMPARE(m_session->baseRevision(), 2);
        const auto record = m_store->scenario(m_scenario);
        QVERIFY(record);
        QCOMPARE(record->document, m_document->text());
        QVERIFY(record->document.contains(QLatin1String("\"micro_batch\": 4")));
    }

    void saveAsksForPendingEditsFirst()
    {
        QString error;
        QCOMPARE(m_session->open(entry(), error), ScenarioSession::Opened::Yes);
        QSignalSpy asked(m_session.get(), &ScenarioSession::aboutToSave);
        QVERIFY(m_session->save()); // nothing to write, still asked
        QCOMPARE(asked.count(), 1);
    }

    // Another copy of the app saved meanwhile: this save replaces it, and says which revision.
    void reportsTheRevisionAnotherWriterSaved()
    {
        QString error;
        QCOMPARE(m_session->open(entry(), error), ScenarioSession::Opened::Yes);
        QVERIFY(m_store->saveScenario(m_scenario, kDocument + QStringLiteral(" "), 1).ok);
        QSignalSpy overwrote(m_session.get(), &ScenarioSession::overwroteOther);
        QVERIFY(
            m_document->setValue(QStringLiteral("training.micro_batch"), 2, QStringLiteral("x")));
        QVERIFY(m_session->save());
        QCOMPARE(overwrote.count(), 1);
        QCOMPARE(overwrote.front().front().toInt(), 2);
        QVERIFY(m_session->otherVersion(2).has_value());
        QCOMPARE(m_session->status().revision, 3);
    }

    // The name edited in the document renames the stored entry, unless another scenario of the
    // project has it.
    void storedNameFollowsTheDocument()
    {
        QVERIFY(m_store->createScenario(m_project, QStringLiteral("Taken"), kDocument).ok);
        QString error;
        QCOMPARE(m_session->open(entry(), error), ScenarioSession::Opened::Yes);
        QSignalSpy renamed(m_session.get(), &ScenarioSession::renamed);
        QSignalSpy refused(m_session.get(), &ScenarioSession::renameRefused);
        QVERIFY(m_document->setValue(QStringLiteral("name"), QStringLiteral("Bigger plan"),
                                     QStringLiteral("x")));
        QVERIFY(m_session->save());
        QCOMPARE(renamed.count(), 1);
        QCOMPARE(m_store->scenario(m_scenario)->info.name, QStringLiteral("Bigger plan"));
        QCOMPARE(m_session->current().name, QStringLiteral("Bigger plan"));
        QVERIFY(m_document->setValue(QStringLiteral("name"), QStringLiteral("Taken"),
                                     QStringLiteral("x")));
        QVERIFY(m_session->save());
        QCOMPARE(refused.count(), 1);
        QCOMPARE(m_store->scenario(m_scenario)->info.name, QStringLiteral("Bigger plan"));
    }

    void aFailedSaveIsAProblemAndKeepsTheEdits()
    {
        QString error;
        QCOMPARE(m_session->open(entry(), error), ScenarioSession::Opened::Yes);
        QVERIFY(m_store->deleteScenario(m_scenario).ok);
        QVERIFY(
            m_document->setValue(QStringLiteral("training.micro_batch"), 8, QStringLiteral("x")));
        QVERIFY(!m_session->save());
        QCOMPARE(m_session->status().kind, SaveStatus::Kind::NotSaved);
        QVERIFY(m_session->status().isProblem());
        QVERIFY(!m_session->status().error.isEmpty());
        QVERIFY(m_document->isModified());
    }

    void aDeletedScenarioIsGone()
    {
        QVERIFY(m_store->deleteScenario(m_scenario).ok);
        QString error;
        QCOMPARE(m_session->open(entry(), error), ScenarioSession::Opened::Gone);
        QCOMPARE(m_session->current().kind, EntryKind::None);
    }

    // Files are not saved by themselves: their edits are reported as unsaved file edits.
    void filesAreNeverSavedByThemselves()
    {
        const QString path = m_dir->filePath(QStringLiteral("plan.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kDocument.toUtf8());
        file.close();
        QString error;
        const TreeEntry fileEntry{EntryKind::File, 0, 0, path, QStringLiteral("plan.json")};
        QCOMPARE(m_session->open(fileEntry, error), ScenarioSession::Opened::Yes);
        QCOMPARE(m_session->status().kind, SaveStatus::Kind::File);
        QVERIFY(!m_session->hasUnsavedFileEdits());
        QVERIFY(
            m_document->setValue(QStringLiteral("training.micro_batch"), 2, QStringLiteral("x")));
        QVERIFY(m_session->hasUnsavedFileEdits());
        QCOMPARE(m_session->status().kind, SaveStatus::Kind::File);
        QVERIFY(m_session->save()); // nothing to write for a file
        QVERIFY(m_document->isModified());
        const TreeEntry missing{EntryKind::File, 0, 0, m_dir->filePath(QStringLiteral("none.json")),
                                QStringLiteral("none.json")};
        QCOMPARE(m_session->open(missing, error), ScenarioSession::Opened::Unreadable);
        QVERIFY(error.contains(QLatin1String("none.json")));
    }

    void closeForgetsTheEntryAndItsEdits()
    {
        QString error;
        QCOMPARE(m_session->open(entry(), error), ScenarioSession::Opened::Yes);
        QVERIFY(
            m_document->setValue(QStringLiteral("training.micro_batch"), 2, QStringLiteral("x")));
        m_session->close();
        QCOMPARE(m_session->current().kind, EntryKind::None);
        QVERIFY(m_document->text().isEmpty());
        QTest::qWait(900); // past the autosave delay: nothing is written
        QCOMPARE(m_store->scenario(m_scenario)->info.revision, 1);
    }

private:
    TreeEntry entry() const
    {
        return {EntryKind::Scenario, m_scenario, m_project, QString(), QStringLiteral("Plan")};
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<store::Database> m_database;
    std::unique_ptr<store::ProjectStore> m_store;
    std::unique_ptr<ScenarioDocument> m_document;
    std::unique_ptr<ScenarioSession> m_session;
    qint64 m_project = 0;
    qint64 m_scenario = 0;
};

QTEST_GUILESS_MAIN(TestScenarioSession)
#include "test_scenario_session.moc"
