// A child process for the kill test: saves scenarios in a loop and prints each committed count,
// so the test knows what must survive a SIGKILL at any moment.
#include "store/database.h"
#include "store/project_store.h"

#include <QCoreApplication>
#include <QThread>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2)
        return 2;
    auto opened = gp::store::Database::open(QString::fromLocal8Bit(argv[1]));
    if (!opened.database) {
        std::fprintf(stderr, "open: %s\n", qPrintable(opened.error));
        return 1;
    }
    gp::store::ProjectStore store(*opened.database);
    auto project = store.projectByName(QStringLiteral("kill test"));
    if (!project) {
        store.createProject(QStringLiteral("kill test")); // another writer may win the race
        project = store.projectByName(QStringLiteral("kill test"));
    }
    if (!project) {
        std::fprintf(stderr, "no project\n");
        return 1;
    }
    const qint64 id = project->id;
    const QString document
        = QStringLiteral("{\"format\": \"gpu-planner.scenario/1\", \"payload\": \"%1\"}")
              .arg(QString(4000, QLatin1Char('x')));
    // Names of this process's own: several writers may run at once.
    const QString prefix = QStringLiteral("p%1-").arg(QCoreApplication::applicationPid());
    for (int i = 0;; ++i) {
        const auto saved = store.createScenario(id, prefix + QString::number(i), document);
        if (!saved.ok) {
            std::fprintf(stderr, "save: %s\n", qPrintable(saved.error));
            return 1;
        }
        std::printf("%d\n", i + 1);
        std::fflush(stdout);
        // A breath between saves, as a person's edits have: SQLite's lock is not fair, and
        // writers that re-take it at once can starve another past its busy timeout.
        QThread::msleep(2);
    }
}
