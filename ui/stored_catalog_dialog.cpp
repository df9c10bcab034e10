#include "stored_catalog_dialog.h"

#include "store/catalog_store.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace gp::ui {
namespace {

enum Column { KindColumn, IdColumn, SetsColumn, AsOfColumn, SourceColumn, ColumnCount };

QString kindName(const QString& kind)
{
    if (kind == QLatin1String("gpu"))
        return StoredCatalogDialog::tr("GPU");
    if (kind == QLatin1String("cpu"))
        return StoredCatalogDialog::tr("CPU");
    if (kind == QLatin1String("link"))
        return StoredCatalogDialog::tr("Link");
    if (kind == QLatin1String("price"))
        return StoredCatalogDialog::tr("Price");
    return kind;
}

// What a stored entry sets, as the file's own keys and values ("bandwidth_gbps 3000"): a
// correction names only the figures it changes, and the keys are the ones the user wrote.
QString fieldsSet(const nlohmann::json& entry)
{
    QStringList parts;
    for (const auto& [key, value] : entry.items()) {
        if (key == "id" || key == "source" || key == "as_of" || key == "note")
            continue;
        const std::string shown = value.is_string() ? value.get<std::string>() : value.dump();
        parts << QStringLiteral("%1 %2").arg(QString::fromStdString(key),
                                             QString::fromStdString(shown));
    }
    return parts.join(QStringLiteral(", "));
}

QString stringField(const nlohmann::json& entry, const char* key)
{
    const auto found = entry.find(key);
    return found != entry.end() && found->is_string()
        ? QString::fromStdString(found->get<std::string>())
        : QString();
}

} // namespace

StoredCatalogDialog::StoredCatalogDialog(store::Database& database, const Prompts& prompts,
                                         QWidget* parent)
    : QDialog(parent)
    , m_database(database)
    , m_prompts(prompts)
    , m_explanation(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_import(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("storedCatalogDialog"));
    m_table->setObjectName(QStringLiteral("storedCatalogTable"));
    m_import->setObjectName(QStringLiteral("storedCatalogImport"));
    m_remove->setObjectName(QStringLiteral("storedCatalogRemove"));
    m_explanation->setWordWrap(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(SetsColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(SourceColumn, QHeaderView::Stretch);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_import);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    buttons->addWidget(m_close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_explanation);
    layout->addWidget(m_table);
    layout->addLayout(buttons);

    connect(m_import, &QPushButton::clicked, this, &StoredCatalogDialog::importRequested);
    connect(m_remove, &QPushButton::clicked, this, &StoredCatalogDialog::removeSelected);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            &StoredCatalogDialog::updateButtons);
    resize(820, 360);
    retranslate();
    refresh();
}

void StoredCatalogDialog::refresh()
{
    const QList<store::CatalogOverride> rows = store::CatalogStore(m_database).overrides();
    m_table->setRowCount(0);
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        const store::CatalogOverride& stored = rows[row];
        const auto entry = nlohmann::json::parse(stored.document.toStdString(), nullptr, false);
        const nlohmann::json object = entry.is_object() ? entry : nlohmann::json::object();
        auto* kind = new QTableWidgetItem(kindName(stored.kind));
        kind->setData(Qt::UserRole, stored.kind); // what remove() needs, in any language
        m_table->setItem(row, KindColumn, kind);
        m_table->setItem(row, IdColumn, new QTableWidgetItem(stored.id));
        auto* sets = new QTableWidgetItem(fieldsSet(object));
        sets->setToolTip(sets->text()); // a new GPU names many figures: all of them on hover
        m_table->setItem(row, SetsColumn, sets);
        m_table->setItem(row, AsOfColumn, new QTableWidgetItem(stored.asOf));
        m_table->setItem(row, SourceColumn, new QTableWidgetItem(stringField(object, "source")));
    }
    m_table->resizeColumnToContents(KindColumn);
    m_table->resizeColumnToContents(IdColumn);
    m_table->resizeColumnToContents(AsOfColumn);
    updateButtons();
}

void StoredCatalogDialog::removeSelected()
{
    const int row = m_table->currentRow();
    if (row < 0 || !m_table->item(row, KindColumn))
        return;
    const QString kind = m_table->item(row, KindColumn)->data(Qt::UserRole).toString();
    const QString id = m_table->item(row, IdColumn)->text();
    const QString shownKind = m_table->item(row, KindColumn)->text();
    if (m_prompts.confirm
        && !m_prompts.confirm(this, tr("Remove a stored entry"),
                              tr("Remove the stored %1 \"%2\" from this project database? "
                                 "Scenarios that use it are estimated without it.")
                                  .arg(shownKind, id)))
        return;
    const store::WriteResult removed = store::CatalogStore(m_database).remove(kind, id);
    if (!removed.ok) {
        if (m_prompts.inform)
            m_prompts.inform(this, tr("Remove a stored entry"), removed.error);
        return;
    }
    refresh();
    emit changed();
}

void StoredCatalogDialog::updateButtons()
{
    m_remove->setEnabled(m_table->currentRow() >= 0 && !m_table->selectedItems().isEmpty());
}

void StoredCatalogDialog::retranslate()
{
    setWindowTitle(tr("Your hardware and prices"));
    m_explanation->setText(
        tr("GPUs, CPUs, links and GPU prices of your own, kept in this project database. Every "
           "scenario estimated here uses them; a scenario without its own GPU-hour price uses "
           "the price of its GPU."));
    m_table->setHorizontalHeaderLabels(
        {tr("Kind"), tr("Id"), tr("What it sets"), tr("As of"), tr("Source")});
    m_import->setText(tr("&Import catalog file..."));
    m_remove->setText(tr("&Remove"));
    m_close->setText(tr("Close"));
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (QTableWidgetItem* kind = m_table->item(row, KindColumn))
            kind->setText(kindName(kind->data(Qt::UserRole).toString()));
}

void StoredCatalogDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace gp::ui
