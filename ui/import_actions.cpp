#include "import_actions.h"

#include "active_catalog.h"
#include "common/json_document.h"
#include "message_text.h"
#include "project_tree.h"
#include "prompts.h"
#include "scenario_document.h"
#include "scenario_form.h"
#include "small_file.h"
#include "store/catalog_store.h"
#include "stored_catalog_dialog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

namespace gp::ui {
namespace {

// The translation context these texts had in the window.
class MainWindow
{
    Q_DECLARE_TR_FUNCTIONS(gp::ui::MainWindow)
};

} // namespace

ImportActions::ImportActions(QWidget* window, ProjectTree* tree, ScenarioDocument* document,
                             ScenarioForm* form, const Prompts* prompts, WindowCatalog* catalog)
    : QObject(window)
    , m_window(window)
    , m_tree(tree)
    , m_document(document)
    , m_form(form)
    , m_prompts(prompts)
    , m_catalog(catalog)
{ }

void ImportActions::setDatabase(store::Database* database)
{
    // The dialog lists the old database's entries and holds a reference to it.
    delete m_storedCatalogDialog;
    m_database = database;
    loadStoredCatalog();
}

void ImportActions::importConfigFile()
{
    const QString path
        = m_prompts->openFile(m_window, MainWindow::tr("Import a Hugging Face config.json"),
                              MainWindow::tr("config.json (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    const auto bytes = readSmallFile(path, error);
    if (!bytes) {
        QMessageBox::warning(m_window, MainWindow::tr("Import config.json"), error);
        return;
    }
    applyHfConfig(*bytes, QDir::toNativeSeparators(path));
}

void ImportActions::importConfigText()
{
    const auto text = m_prompts->multiline(m_window, MainWindow::tr("Import config.json"),
                                           MainWindow::tr("Paste the model's config.json:"));
    if (text && !text->trimmed().isEmpty())
        applyHfConfig(text->toUtf8(), MainWindow::tr("the pasted text"));
}

void ImportActions::applyHfConfig(const QByteArray& text, const QString& origin)
{
    Diagnostics diag;
    const auto config = parseJsonDocument(std::string_view(text.constData(), text.size()), diag);
    if (!config || !config->is_object()) {
        QMessageBox::warning(m_window, MainWindow::tr("Import config.json"),
                             MainWindow::tr("%1 is not a JSON object:\n%2")
                                 .arg(origin, QString::fromStdString(diag.summary())));
        return;
    }
    // The model becomes the config; what the parser finds wrong with it shows at the field.
    m_document->setJson(QStringLiteral("model"),
                        nlohmann::ordered_json{{"hf_config", nlohmann::ordered_json(*config)}},
                        MainWindow::tr("Import config.json"));
}

QString ImportActions::addScenarioFile(const QString& path)
{
    QString error;
    if (!readSmallFile(path, error))
        return error;
    m_tree->addFile(path, QFileInfo(path).fileName());
    return {};
}

bool ImportActions::openScenarioFile(const QString& path)
{
    const QString error = addScenarioFile(path);
    if (!error.isEmpty())
        QMessageBox::warning(m_window, MainWindow::tr("Open scenario"), error);
    return error.isEmpty();
}

void ImportActions::chooseScenarioFile()
{
    const QString path
        = m_prompts->openFile(m_window, MainWindow::tr("Open scenario"),
                              MainWindow::tr("Scenario files (*.json);;All files (*)"));
    if (!path.isEmpty())
        openScenarioFile(path);
}

void ImportActions::loadStoredCatalog()
{
    Diagnostics problems;
    m_catalog->set(m_database ? store::CatalogStore(*m_database).catalog(problems)
                              : builtinCatalog());
    m_form->refreshChoices();
    // A stored entry this version no longer accepts is left out; say which.
    if (const auto errors = problems.errors(); !errors.empty())
        emit message(MainWindow::tr("A stored catalog entry was left out: %1")
                         .arg(sheet::diagnosticText(errors.front())));
}

void ImportActions::importCatalogFile()
{
    if (!m_database)
        return;
    const QString path
        = m_prompts->openFile(m_window, MainWindow::tr("Import your hardware figures and prices"),
                              MainWindow::tr("Catalog files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    const auto bytes = readSmallFile(path, error);
    store::CatalogImport result;
    if (bytes)
        result = store::CatalogStore(*m_database).import(*bytes, QFileInfo(path).fileName());
    if (!bytes || !result.ok) {
        QStringList lines;
        if (!bytes)
            lines << error;
        for (const Diagnostic& item : result.diagnostics.errors())
            lines << sheet::diagnosticText(item);
        if (!result.error.isEmpty())
            lines << result.error;
        const QString text
            = MainWindow::tr("Nothing was stored from %1:").arg(QDir::toNativeSeparators(path))
            + QStringLiteral("\n") + lines.join(QLatin1Char('\n'));
        emit message(lines.value(0));
        if (m_prompts->inform)
            m_prompts->inform(m_window, MainWindow::tr("Import your hardware figures and prices"),
                              text);
        return;
    }
    loadStoredCatalog();
    if (m_storedCatalogDialog)
        m_storedCatalogDialog->refresh();
    // The open scenario may name what was just added or corrected: estimate it again.
    emit catalogChanged();
    emit message(MainWindow::tr("Stored %n catalog entries from %1", nullptr, result.stored)
                     .arg(QFileInfo(path).fileName()));
}

void ImportActions::showStoredCatalog()
{
    if (!m_database)
        return;
    if (!m_storedCatalogDialog) {
        // Not modal: the user can look at the estimate while removing an entry.
        m_storedCatalogDialog = new StoredCatalogDialog(*m_database, *m_prompts, m_window);
        connect(m_storedCatalogDialog, &StoredCatalogDialog::importRequested, this,
                &ImportActions::importCatalogFile);
        connect(m_storedCatalogDialog, &StoredCatalogDialog::changed, this, [this] {
            loadStoredCatalog();
            emit catalogChanged();
        });
    }
    m_storedCatalogDialog->refresh();
    m_storedCatalogDialog->show();
    m_storedCatalogDialog->raise();
    m_storedCatalogDialog->activateWindow();
}

} // namespace gp::ui
