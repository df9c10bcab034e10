#pragma once
// The main window: scenarios on the left, the scenario text in the middle (edits re-estimate at
// once), the estimate on the right.
#include <QMainWindow>

class QListWidget;
class QPlainTextEdit;

namespace gp::ui {

class EstimateView;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Shows a scenario file (or a ":/demo/..." resource); false with a message if unreadable.
    bool openScenarioFile(const QString& path);

private:
    void createActions();
    void showSelectedScenario();
    void chooseScenarioFile();
    void showAbout();

    QListWidget* m_scenarios;
    QPlainTextEdit* m_editor;
    EstimateView* m_estimate;
};

} // namespace gp::ui
