#include "project_tree.h"

#include "demo_scenarios.h"
#include "message_text.h"
#include "store/project_store.h"

#include <QEvent>
#include <QFileInfo>
#include <QLocale>

namespace gp::ui {
namespace {

constexpr int kKindRole = Qt::UserRole + 1;
constexpr int kIdRole = Qt::UserRole + 2;
constexpr int kProjectRole = Qt::UserRole + 3;
constexpr int kPathRole = Qt::UserRole + 4;
constexpr int kFilesRootRole = Qt::UserRole + 5;
// A scenario's listing (workload, model, GPU, revision, saved at), kept to rebuild its tooltip
// in another language.
constexpr int kListingRole = Qt::UserRole + 6;

QString scenarioToolTip(const QVariantList& listing)
{
    // The workload as a word of the language; model and GPU ids are names.
    const QString workload = listing.value(0).toString();
    const QString workloadText
        = workload == QLatin1String("training") || workload == QLatin1String("inference")
        ? sheet::messageText("word." + workload.toStdString(), {})
        : workload;
    return ProjectTree::tr("%1, %2, %3; revision %4, saved %5")
        .arg(workloadText, listing.value(1).toString(), listing.value(2).toString())
        .arg(listing.value(3).toInt())
        .arg(QLocale().toString(listing.value(4).toDateTime().toLocalTime(), QLocale::ShortFormat));
}

QTreeWidgetItem* makeItem(EntryKind kind, qint64 id, qint64 projectId, const QString& name,
                          const QString& path = {})
{
    auto* item = new QTreeWidgetItem({name});
    item->setData(0, kKindRole, static_cast<int>(kind));
    item->setData(0, kIdRole, id);
    item->setData(0, kProjectRole, projectId);
    item->setData(0, kPathRole, path);
    return item;
}

} // namespace

TreeEntry entryOf(const QTreeWidgetItem* item)
{
    TreeEntry entry;
    if (!item || !item->data(0, kKindRole).isValid())
        return entry;
    entry.kind = static_cast<EntryKind>(item->data(0, kKindRole).toInt());
    entry.id = item->data(0, kIdRole).toLongLong();
    entry.projectId = item->data(0, kProjectRole).toLongLong();
    entry.path = item->data(0, kPathRole).toString();
    entry.name = item->text(0);
    return entry;
}

ProjectTree::ProjectTree(QWidget* parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("projectTree"));
    setHeaderHidden(true);
    // Ctrl+click selects several scenarios to compare; the current one is the one edited.
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(this, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* current) { emit entrySelected(entryOf(current)); });
}

void ProjectTree::reload(store::ProjectStore* projects)
{
    const TreeEntry selected = currentEntry();
    QList<QTreeWidgetItem*> files;
    if (QTreeWidgetItem* root = filesRoot())
        files = root->takeChildren();
    const QSignalBlocker block(this);
    clear();
    bool anyProject = false;
    if (projects) {
        // One connection for the whole listing, not one per project.
        const store::Database::Use use(projects->database());
        for (const store::ProjectInfo& project : projects->projects()) {
            anyProject = true;
            QTreeWidgetItem* projectItem
                = makeItem(EntryKind::Project, project.id, project.id, project.name);
            projectItem->setToolTip(0, project.description);
            addTopLevelItem(projectItem);
            for (const store::ScenarioInfo& scenario : projects->scenarios(project.id)) {
                QTreeWidgetItem* item
                    = makeItem(EntryKind::Scenario, scenario.id, project.id, scenario.name);
                const QVariantList listing{scenario.workload, scenario.model, scenario.gpu,
                                           scenario.revision, scenario.updated};
                item->setData(0, kListingRole, listing);
                item->setToolTip(0, scenarioToolTip(listing));
                projectItem->addChild(item);
            }
            projectItem->setExpanded(true);
        }
    }
    // Without a project (no database, or a new one of the user's) the demos are listed, so the
    // scenario on screen is never one the tree does not show.
    if (!anyProject) {
        auto* demos = makeItem(EntryKind::None, 0, 0, tr("Demos (not saved)"));
        addTopLevelItem(demos);
        for (const DemoScenario& demo : demoScenarios())
            demos->addChild(makeItem(EntryKind::Demo, 0, 0, demo.name, demo.resourcePath));
        demos->setExpanded(true);
    }
    if (!files.isEmpty()) {
        QTreeWidgetItem* root = makeItem(EntryKind::None, 0, 0, tr("Open files (not saved)"));
        root->setData(0, kFilesRootRole, true);
        addTopLevelItem(root);
        root->addChildren(files);
        root->setExpanded(true);
    }
    // The selection stays where it was, if it still exists.
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        const TreeEntry entry = entryOf(*it);
        if (entry.kind == selected.kind && entry.id == selected.id && entry.path == selected.path
            && selected.kind != EntryKind::None) {
            setCurrentItem(*it);
            break;
        }
    }
}

QTreeWidgetItem* ProjectTree::filesRoot()
{
    for (int i = 0; i < topLevelItemCount(); ++i)
        if (topLevelItem(i)->data(0, kFilesRootRole).toBool())
            return topLevelItem(i);
    return nullptr;
}

void ProjectTree::addFile(const QString& path, const QString& name)
{
    QTreeWidgetItem* root = filesRoot();
    if (!root) {
        root = makeItem(EntryKind::None, 0, 0, tr("Open files (not saved)"));
        root->setData(0, kFilesRootRole, true);
        addTopLevelItem(root);
    }
    QTreeWidgetItem* item = makeItem(EntryKind::File, 0, 0, name, path);
    item->setToolTip(0, path);
    root->addChild(item);
    root->setExpanded(true);
    setCurrentItem(item);
}

TreeEntry ProjectTree::currentEntry() const
{
    return entryOf(currentItem());
}

qint64 ProjectTree::currentProjectId() const
{
    const TreeEntry entry = currentEntry();
    return entry.kind == EntryKind::Project || entry.kind == EntryKind::Scenario ? entry.projectId
                                                                                 : 0;
}

bool ProjectTree::selectScenario(qint64 id)
{
    for (QTreeWidgetItemIterator it(this); *it; ++it)
        if (entryOf(*it).kind == EntryKind::Scenario && entryOf(*it).id == id) {
            setCurrentItem(*it);
            return true;
        }
    return false;
}

bool ProjectTree::selectProject(qint64 id)
{
    for (int i = 0; i < topLevelItemCount(); ++i)
        if (entryOf(topLevelItem(i)).kind == EntryKind::Project
            && entryOf(topLevelItem(i)).id == id) {
            setCurrentItem(topLevelItem(i));
            return true;
        }
    return false;
}

bool ProjectTree::selectEntry(const TreeEntry& wanted)
{
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        const TreeEntry entry = entryOf(*it);
        if (entry.kind == wanted.kind && entry.id == wanted.id && entry.path == wanted.path) {
            setCurrentItem(*it);
            return true;
        }
    }
    return false;
}

void ProjectTree::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTreeWidget::changeEvent(event);
}

void ProjectTree::retranslate()
{
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = topLevelItem(i);
        if (item->data(0, kFilesRootRole).toBool())
            item->setText(0, tr("Open files (not saved)"));
        else if (entryOf(item).kind == EntryKind::None)
            item->setText(0, tr("Demos (not saved)"));
    }
    // Scenario tooltips hold a date in the language's format.
    for (QTreeWidgetItemIterator it(this); *it; ++it)
        if (const QVariant listing = (*it)->data(0, kListingRole); listing.isValid())
            (*it)->setToolTip(0, scenarioToolTip(listing.toList()));
}

void ProjectTree::renameScenario(qint64 id, const QString& name)
{
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        const TreeEntry entry = entryOf(*it);
        if (entry.kind == EntryKind::Scenario && entry.id == id)
            (*it)->setText(0, name);
    }
}

} // namespace gp::ui
