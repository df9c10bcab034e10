// The gpu-planner executable as scripts start it: --help without a display, and --screenshot
// with scenario files it cannot open (which must still save the picture and exit).
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

class TestGuiApp : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QProcessEnvironment isolated() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_dir.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        return env;
    }

private slots:
    void helpNeedsNoDisplay()
    {
        QProcessEnvironment env = isolated();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        for (const char* option : {"--help", "--version"}) {
            QProcess app;
            app.setProcessEnvironment(env);
            app.start(QStringLiteral(GP_GUI_PATH), {QString::fromLatin1(option)});
            QVERIFY(app.waitForFinished(30000));
            QCOMPARE(app.exitStatus(), QProcess::NormalExit);
            QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
            const QByteArray out = app.readAllStandardOutput();
            QVERIFY2(out.contains(option == QByteArray("--help") ? "--screenshot" : "GPU Planner"),
                     out.constData());
        }
    }

    // A missing file and one over the size limit: said on standard error, exit code 1, and the
    // picture saved: no modal warning waits for a person who is not there.
    void screenshotWithUnopenableFilesExits()
    {
        const QString big = m_dir.filePath(QStringLiteral("big.json"));
        QFile file(big);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(QByteArray(5 * 1024 * 1024, ' ')) > 0);
        file.close();
        const QString picture = m_dir.filePath(QStringLiteral("shot.png"));
        QProcess app;
        app.setProcessEnvironment(isolated());
        app.start(QStringLiteral(GP_GUI_PATH),
                  {QStringLiteral("--db"), m_dir.filePath(QStringLiteral("db.sqlite")),
                   QStringLiteral("--screenshot"), picture,
                   m_dir.filePath(QStringLiteral("no-such-file.json")), big});
        const bool finished = app.waitForFinished(60000);
        if (!finished)
            app.kill();
        QVERIFY2(finished, "the app did not exit");
        QCOMPARE(app.exitCode(), 1);
        const QByteArray errors = app.readAllStandardError();
        QVERIFY2(errors.contains("no-such-file.json") && errors.contains("big.json"),
                 errors.constData());
        QVERIFY(QFile::exists(picture));
    }
};

QTEST_GUILESS_MAIN(TestGuiApp)
#include "test_gui_app.moc"
