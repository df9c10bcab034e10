#pragma once
// The main window: scenarios on the left, the scenario text in the middle (edits re-estimate at
// once), the estimate on the right.
#include <QMainWindow>

#include <memory>

class QListWidget;
class QPlainTextEdit;

namespace gp::store {
class Database;
}

namespace gp::ui {

class EstimateView;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    ~MainWindow() override;

    // Shows a scenario file (or a ":/demo/..." resource); false with a message if unreadable.
    bool openScenarioFile(const QString& path);

    // Lists the projects' scenarios of a project database instead of the bundled demos;
    // `seedDemo` gives a newly created database the demo project. On failure the demos stay
    // and the error is returned (and shown in the status bar).
    QString openDatabase(const QString& path, bool seedDemo);

private:
    void createActions();
    void showSelectedScenario();
    void chooseScenarioFile();
    void showAbout();

    std::unique_ptr<store::Database> m_database;
    QListWidget* m_scenarios;
    QPlainTextEdit* m_editor;
    EstimateView* m_estimate;
};

} // namespace gp::ui
