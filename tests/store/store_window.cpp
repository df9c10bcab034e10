// A child process that uses the project store the way the window does, driven one command per
// line on standard input, for the lost-save test:
//   sniff       opens and closes the database file through a descriptor of its own, as a file
//               dialog sniffing a folder's files does (which drops every POSIX lock the process
//               holds on the file)
//   save TEXT   saves a new revision of the test scenario; prints "saved N" or "error ..."
// It prints "ready ID" once the test scenario exists, and answers every command on one line.
#include "store/database.h"
#include "store/project_store.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <cstdio>

namespace {

QString document(const QString& text)
{
    return QStringLiteral("{\"format\": \"gpu-planner.scenario/1\", \"payload\": \"%1\"}")
        .arg(text);
}

void answer(const QString& line)
{
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2)
        return 2;
    const QString path = QString::fromLocal8Bit(argv[1]);
    auto opened = gp::store::Database::open(path);
    if (!opened.database) {
        answer(QStringLiteral("error ") + opened.error);
        return 1;
    }
    gp::store::ProjectStore store(*opened.database);
    const auto project = store.createProject(QStringLiteral("lost save"));
    const auto created
        = store.createScenario(project.id, QStringLiteral("edited"), document(QStringLiteral("0")));
    if (!project.ok || !created.ok) {
        answer(QStringLiteral("error ") + project.error + created.error);
        return 1;
    }
    int revision = created.revision;
    answer(QStringLiteral("ready %1").arg(created.id));
    QTextStream in(stdin);
    QString line;
    while (in.readLineInto(&line)) {
        if (line == QLatin1String("sniff")) {
            QFile file(path);
            const bool read = file.open(QIODevice::ReadOnly) && file.read(16).size() == 16;
            file.close();
            answer(read ? QStringLiteral("sniffed") : QStringLiteral("error cannot read"));
        } else if (line.startsWith(QLatin1String("save "))) {
            const auto saved = store.saveScenario(created.id, document(line.mid(5)), revision);
            if (saved.ok)
                revision = saved.revision;
            answer(saved.ok ? QStringLiteral("saved %1").arg(saved.revision)
                            : QStringLiteral("error ") + saved.error);
        } else {
            answer(QStringLiteral("error unknown command"));
        }
    }
    return 0;
}
