#include "compare_window.h"

#include "chart_view.h"
#include "memory_bars.h"
#include "message_text.h"
#include "sheet_preview.h"
#include "sizing_sheet.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QStackedBarSeries>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

namespace gp::ui {
namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

// A chart view the comparison owns; its bars are rebuilt when the baseline changes.
class ComparisonChart : public ChartView
{
public:
    explicit ComparisonChart(QWidget* parent)
        : ChartView(parent)
    {
        setObjectName(QStringLiteral("comparisonChart"));
        chart()->legend()->setAlignment(Qt::AlignRight);
    }
    void clear() { emptyChart(); }
};

QString partLabel(const std::string& id)
{
    if (id == "weights")
        return CompareWindow::tr("Weights");
    if (id == "gradients")
        return CompareWindow::tr("Gradients");
    if (id == "optimizer")
        return CompareWindow::tr("Optimizer states");
    if (id == "activations")
        return CompareWindow::tr("Activations");
    if (id == "kv_cache")
        return CompareWindow::tr("KV cache at peak");
    if (id == "companions")
        return CompareWindow::tr("Companions");
    return CompareWindow::tr("Overhead");
}

} // namespace

CompareWindow::CompareWindow(std::vector<ComparedScenario> scenarios, QWidget* parent)
    : QDialog(parent)
    , m_scenarios(std::move(scenarios))
    , m_baseline(new QComboBox(this))
    , m_table(new QTableWidget(this))
    , m_chart(new ComparisonChart(this))
{
    setObjectName(QStringLiteral("compareWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_baseline->setObjectName(QStringLiteral("compareBaseline"));
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    for (const ComparedScenario& s : m_scenarios)
        m_baseline->addItem(s.label);

    auto* top = new QHBoxLayout;
    m_baselineLabel = new QLabel(this);
    top->addWidget(m_baselineLabel);
    top->addWidget(m_baseline);
    top->addStretch(1);
    auto* copy = m_copy = new QPushButton(this);
    copy->setObjectName(QStringLiteral("compareCopy"));
    auto* save = m_export = new QPushButton(this);
    save->setObjectName(QStringLiteral("compareExport"));
    auto* print = m_print = new QPushButton(this);
    print->setObjectName(QStringLiteral("comparePrint"));
    top->addWidget(copy);
    top->addWidget(save);
    top->addWidget(print);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_baseline, &QComboBox::currentIndexChanged, this, &CompareWindow::rebuild);
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(clipboardText()); });
    connect(save, &QPushButton::clicked, this, &CompareWindow::chooseExport);
    connect(print, &QPushButton::clicked, this, &CompareWindow::printSheet);
    resize(1100, 720);
    retranslate();
    rebuild();
}

void CompareWindow::retranslate()
{
    setWindowTitle(tr("Compare scenarios"));
    m_baselineLabel->setText(tr("Deltas against"));
    m_copy->setText(tr("Copy table"));
    m_export->setText(tr("Export..."));
    m_print->setText(tr("Print sheet..."));
}

void CompareWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        rebuild(); // headings, row labels and the chart's legend
    }
    QDialog::changeEvent(event);
}

void CompareWindow::setBaseline(int index)
{
    m_baseline->setCurrentIndex(index);
}

void CompareWindow::rebuild()
{
    std::vector<CompareInput> inputs;
    for (const ComparedScenario& s : m_scenarios)
        inputs.push_back({s.label.toStdString(), &s.scenario, &s.estimate});
    m_comparison = compareScenarios(
        inputs, static_cast<std::size_t>(std::max(0, m_baseline->currentIndex())));
    fillTable();
    fillChart();
}

void CompareWindow::fillTable()
{
    const Comparison& c = m_comparison;
    m_table->clear();
    m_table->setRowCount(static_cast<int>(c.rows.size()));
    m_table->setColumnCount(static_cast<int>(c.labels.size()) + 1);
    QStringList headers{tr("Figure")};
    for (std::size_t i = 0; i < c.labels.size(); ++i) {
        QString header = QString::fromStdString(c.labels[i]);
        if (i == c.baseline)
            header = tr("%1 (baseline)").arg(header);
        if (c.recommended == i)
            header = tr("%1 (recommended)").arg(header);
        headers << header;
    }
    m_table->setHorizontalHeaderLabels(headers);
    const QLocale locale;
    const QColor differs(0xff, 0xf4, 0xd6);
    const QColor better(0x1a, 0x7f, 0x37);
    const QColor worse(0xb0, 0x20, 0x20);
    for (std::size_t r = 0; r < c.rows.size(); ++r) {
        const ComparisonRow& row = c.rows[r];
        auto* head = new QTableWidgetItem(sheet::comparisonRowLabel(row));
        QFont font = head->font();
        font.setBold(!row.input);
        head->setFont(font);
        m_table->setItem(static_cast<int>(r), 0, head);
        for (std::size_t i = 0; i < row.texts.size(); ++i) {
            QString text = sheet::comparisonCell(row, i);
            if (i != c.baseline && row.deltaPercents[i] && row.differs)
                text += QStringLiteral("  (%1%2%)")
                            .arg(*row.deltaPercents[i] >= 0 ? QStringLiteral("+") : QString(),
                                 locale.toString(*row.deltaPercents[i], 'f', 1));
            auto* item = new QTableWidgetItem(text);
            if (row.values[i])
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (row.differs)
                item->setBackground(differs);
            // Green where the delta is the good direction, red where it is not.
            if (i != c.baseline && row.deltas[i] && *row.deltas[i] != 0)
                item->setForeground((*row.deltas[i] < 0) == row.lowerIsBetter ? better : worse);
            m_table->setItem(static_cast<int>(r), static_cast<int>(i) + 1, item);
        }
    }
    m_table->resizeColumnsToContents();
}

void CompareWindow::fillChart()
{
    auto* view = static_cast<ComparisonChart*>(m_chart);
    view->clear();
    QChart* chart = view->chart();
    const ComparisonMemory& m = m_comparison.memory;
    const auto servers = std::count(m.ofServer.begin(), m.ofServer.end(), true);
    if (servers == 0)
        chart->setTitle(tr("Memory per GPU, GiB, on one scale (dashes: each GPU's capacity)"));
    else if (servers == static_cast<std::ptrdiff_t>(m.ofServer.size()))
        chart->setTitle(
            tr("Memory per server, GiB, on one scale (dashes: each server's capacity)"));
    else
        chart->setTitle(tr("Memory per GPU or server, GiB, on one scale (dashes: each one's "
                           "capacity)"));
    auto* stack = new QStackedBarSeries(chart);
    for (std::size_t p = 0; p < m.partIds.size(); ++p) {
        bool any = false;
        for (const auto& bytes : m.bytes)
            any = any || bytes[p] > 0;
        if (!any)
            continue;
        auto* set = new QBarSet(partLabel(m.partIds[p]), stack);
        // The part's colour on every chart and the sheet, whichever parts this comparison has.
        set->setColor(sheet::memoryPartColor(m.partIds[p]));
        for (const auto& bytes : m.bytes)
            *set << bytes[p] / GiB;
        stack->append(set);
    }
    stack->setBarWidth(0.5);
    chart->addSeries(stack);
    auto* categories = new QBarCategoryAxis(chart);
    double top = 1;
    for (std::size_t i = 0; i < m.bytes.size(); ++i) {
        categories->append(QString::fromStdString(m_comparison.labels[i]));
        double sum = 0;
        for (double b : m.bytes[i])
            sum += b;
        top = std::max({top, sum / GiB, m.capacityBytes[i] / GiB});
    }
    chart->addAxis(categories, Qt::AlignBottom);
    auto* values = new QValueAxis(chart);
    applyNiceAxis(values, top);
    values->setLabelFormat(QStringLiteral("%g"));
    chart->addAxis(values, Qt::AlignLeft);
    stack->attachAxis(categories);
    stack->attachAxis(values);
    // Each scenario's capacity as a short dashed line across its bar.
    QPen pen(QColor(0xb0, 0x20, 0x20));
    pen.setWidth(2);
    pen.setStyle(Qt::DashLine);
    for (std::size_t i = 0; i < m.capacityBytes.size(); ++i) {
        auto* line = new QLineSeries(chart);
        line->setName(i == 0 ? tr("Capacity") : QString());
        const double x = static_cast<double>(i);
        line->append(x - 0.35, m.capacityBytes[i] / GiB);
        line->append(x + 0.35, m.capacityBytes[i] / GiB);
        line->setPen(pen);
        chart->addSeries(line);
        line->attachAxis(categories);
        line->attachAxis(values);
    }
    // Only the first capacity line needs a legend entry.
    const auto markers = chart->legend()->markers();
    for (QLegendMarker* marker : markers)
        if (marker->label().isEmpty())
            marker->setVisible(false);
}

QString CompareWindow::csv() const
{
    return QString::fromStdString(comparisonToCsv(m_comparison));
}

QString CompareWindow::json() const
{
    return QString::fromStdString(comparisonToJson(m_comparison).dump(1)) + QLatin1Char('\n');
}

QString CompareWindow::clipboardText() const
{
    QString text;
    for (int column = 0; column < m_table->columnCount(); ++column)
        text += (column ? QStringLiteral("\t") : QString())
            + m_table->horizontalHeaderItem(column)->text();
    text += QLatin1Char('\n');
    for (int row = 0; row < m_table->rowCount(); ++row) {
        for (int column = 0; column < m_table->columnCount(); ++column)
            text
                += (column ? QStringLiteral("\t") : QString()) + m_table->item(row, column)->text();
        text += QLatin1Char('\n');
    }
    return text;
}

bool CompareWindow::exportTo(const QString& path, QString& error) const
{
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        auto document = sheet::comparisonSheet(
            m_comparison, {QString(), QString(), QDateTime::currentDateTime()});
        return sheet::writeSheetPdf(*document, path, sheet::defaultPaper(), error);
    }
    QSaveFile file(path);
    const bool asJson = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    QByteArray content = (asJson ? json() : csv()).toUtf8();
    // Spreadsheets (Excel above all) read a CSV file without a byte-order mark in the system's
    // legacy code page, which turns Chinese names into garbage. The CLI writes plain UTF-8 for
    // scripts; a file saved from the window is for people.
    if (!asJson)
        content.prepend("\xEF\xBB\xBF");
    if (!file.open(QIODevice::WriteOnly) || file.write(content) < 0 || !file.commit()) {
        error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void CompareWindow::chooseExport()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export comparison"), QStringLiteral("comparison.csv"),
        tr("CSV (*.csv);;JSON (*.json);;PDF sheet (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, error))
        QMessageBox::warning(this, tr("Export comparison"), error);
}

void CompareWindow::printSheet()
{
    auto document = sheet::comparisonSheet(m_comparison,
                                           {QString(), QString(), QDateTime::currentDateTime()});
    previewAndPrint(*document, this);
}

} // namespace gp::ui
