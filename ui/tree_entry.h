#pragma once
// What the window edits or lists: a project, a stored scenario, a scenario file or a demo.
// Widget-free, so the session and the actions can name entries without the tree.
#include <QString>

namespace gp::ui {

enum class EntryKind { None, Project, Scenario, File, Demo };

struct TreeEntry
{
    EntryKind kind = EntryKind::None;
    qint64 id = 0; // project or scenario id
    qint64 projectId = 0; // the scenario's (or the project's own) id
    QString path; // file or resource path
    QString name;
};

} // namespace gp::ui
