#pragma once
// The user's own catalog entries kept in the open project database (GPUs, CPUs, links and GPU
// prices): what each sets, as of when and from where, with Import and Remove. The window re-reads
// the catalog and re-estimates when it changes.
#include "prompts.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gp::store {
class Database;
}

namespace gp::ui {

class StoredCatalogDialog : public QDialog
{
    Q_OBJECT

public:
    // `prompts` is the window's own (a later setPrompts() reaches the dialog too): it must outlive
    // the dialog, as the window that creates it does.
    StoredCatalogDialog(store::Database& database, const Prompts& prompts,
                        QWidget* parent = nullptr);

    // Lists the stored entries again (after an import from elsewhere).
    void refresh();

signals:
    // The user asked to import a catalog file: the window runs its import and calls refresh().
    void importRequested();
    // An entry was removed: the window re-reads the catalog.
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void removeSelected();
    void retranslate();
    void updateButtons();

    store::Database& m_database;
    const Prompts& m_prompts;
    QLabel* m_explanation;
    QTableWidget* m_table;
    QPushButton* m_import;
    QPushButton* m_remove;
    QPushButton* m_close;
};

} // namespace gp::ui
