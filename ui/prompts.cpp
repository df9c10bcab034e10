#include "prompts.h"

#include "new_scenario_wizard.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>

namespace gp::ui {

Prompts dialogPrompts()
{
    Prompts p;
    p.confirm = [](QWidget* parent, const QString& title, const QString& question) {
        return QMessageBox::question(parent, title, question, QMessageBox::Yes | QMessageBox::No,
                                     QMessageBox::No)
            == QMessageBox::Yes;
    };
    p.text = [](QWidget* parent, const QString& title, const QString& label,
                const QString& initial) -> std::optional<QString> {
        bool ok = false;
        const QString value
            = QInputDialog::getText(parent, title, label, QLineEdit::Normal, initial, &ok);
        return ok ? std::optional<QString>(value) : std::nullopt;
    };
    p.multiline = [](QWidget* parent, const QString& title,
                     const QString& label) -> std::optional<QString> {
        bool ok = false;
        const QString value = QInputDialog::getMultiLineText(parent, title, label, {}, &ok);
        return ok ? std::optional<QString>(value) : std::nullopt;
    };
    p.choose = [](QWidget* parent, const QString& title, const QString& label,
                  const QStringList& items) -> std::optional<int> {
        bool ok = false;
        const QString value = QInputDialog::getItem(parent, title, label, items, 0, false, &ok);
        return ok ? std::optional<int>(static_cast<int>(items.indexOf(value))) : std::nullopt;
    };
    p.newScenario = [](QWidget* parent, const Catalog& catalog) -> std::optional<QString> {
        NewScenarioWizard wizard(catalog, parent);
        if (wizard.exec() != QDialog::Accepted)
            return std::nullopt;
        return wizard.document();
    };
    p.openFile = [](QWidget* parent, const QString& title, const QString& filter) {
        return QFileDialog::getOpenFileName(parent, title, QString(), filter);
    };
    p.saveFile = [](QWidget* parent, const QString& title, const QString& suggested,
                    const QString& filter) {
        return QFileDialog::getSaveFileName(parent, title, suggested, filter);
    };
    p.inform = [](QWidget* parent, const QString& title, const QString& message) {
        QMessageBox::warning(parent, title, message);
    };
    return p;
}

} // namespace gp::ui
