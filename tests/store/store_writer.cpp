// A child process for the kill test: saves scenarios in a loop and prints each committed count,
// so the test knows what must survive a SIGKILL at any moment.
#include "store/database.h"
#include "store/project_store.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2)
        return 2;
    auto opened = gp::store::Database::open(QString::fromLocal8Bit(argv[1]));
    if (!opened.database)
        return 1;
    gp::store::ProjectStore store(*opened.database);
    auto project = store.projectByName(QStringLiteral("kill test"));
    const qint64 id = project ? project->id : store.createProject(QStringLiteral("kill test")).id;
    const QString document = QStringLiteral("{\"format\": \"gpu-planner.scenario/1\", \"payload\": \"%1\"}")
                                 .arg(QString(4000, QLatin1Char('x')));
    for (int i = static_cast<int>(store.scenarios(id).size());; ++i) {
        if (!store.createScenario(id, QStringLiteral("s%1").arg(i), document).ok)
            return 1;
        std::printf("%d\n", i + 1);
        std::fflush(stdout);
    }
}
