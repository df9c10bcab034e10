#pragma once
// The project tree: projects and their scenarios from the store, scenario files opened from
// disk, and (without a database) the bundled demos. It lists and selects; the main window's
// actions change the store and then reload it.
#include "tree_entry.h"

#include <QTreeWidget>

namespace gp::store {
class ProjectStore;
}

namespace gp::ui {

class ProjectTree : public QTreeWidget
{
    Q_OBJECT

public:
    explicit ProjectTree(QWidget* parent = nullptr);

    // Lists the store's projects and scenarios (none: the bundled demos), keeping the files and
    // the selection where they still exist.
    void reload(store::ProjectStore* projects);
    void addFile(const QString& path, const QString& name);

    TreeEntry currentEntry() const;
    // The project of the selection (a project, or a scenario's project); 0 when none.
    qint64 currentProjectId() const;
    bool selectScenario(qint64 id);
    // Renames a scenario's entry in place: safe while the tree reports a selection (a reload
    // would delete the items it is reporting).
    void renameScenario(qint64 id, const QString& name);
    bool selectProject(qint64 id);
    bool selectEntry(const TreeEntry& entry);

signals:
    void entrySelected(const TreeEntry& entry);

protected:
    void changeEvent(QEvent* event) override;

private:
    QTreeWidgetItem* filesRoot();
    void retranslate();
};

TreeEntry entryOf(const QTreeWidgetItem* item);

} // namespace gp::ui
