#pragma once
// The questions the window and its dialogs ask the user; tests replace them (KeePassXC-style) to
// answer without dialogs.
#include "hardware/catalog.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class QWidget;

namespace gp::ui {

struct Prompts
{
    // Yes/no before something is lost.
    std::function<bool(QWidget* parent, const QString& title, const QString& question)> confirm;
    // A line of text (a name); nothing when cancelled.
    std::function<std::optional<QString>(QWidget* parent, const QString& title,
                                         const QString& label, const QString& initial)>
        text;
    // Several lines (a pasted config.json).
    std::function<std::optional<QString>(QWidget* parent, const QString& title,
                                         const QString& label)>
        multiline;
    // One of several items (the project to move to); its index.
    std::function<std::optional<int>(QWidget* parent, const QString& title, const QString& label,
                                     const QStringList& items)>
        choose;
    // A scenario document for a new scenario (the wizard); nothing when cancelled.
    std::function<std::optional<QString>(QWidget* parent, const Catalog& catalog)> newScenario;
    // A file to read or write.
    std::function<QString(QWidget* parent, const QString& title, const QString& filter)> openFile;
    std::function<QString(QWidget* parent, const QString& title, const QString& suggested,
                          const QString& filter)>
        saveFile;
    // A problem the user must read (a refused catalog file); nothing to answer.
    std::function<void(QWidget* parent, const QString& title, const QString& message)> inform;
};

// Dialog-backed answers.
Prompts dialogPrompts();

} // namespace gp::ui
