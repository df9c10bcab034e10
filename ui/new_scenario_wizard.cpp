#include "new_scenario_wizard.h"

#include "common/json_document.h"
#include "field_specs.h"
#include "hardware/catalog.h"
#include "message_text.h"
#include "model/presets.h"
#include "scenario/scenario.h"
#include "scenario/scenario_parser.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace gp::ui {
namespace {

constexpr qint64 kMaxConfigBytes = qint64{4} * 1024 * 1024;

} // namespace

NewScenarioWizard::NewScenarioWizard(const Catalog& catalog, QWidget* parent)
    : QWizard(parent)
    , m_catalog(catalog)
    , m_goal(new QButtonGroup(this))
{
    setObjectName(QStringLiteral("newScenarioWizard"));
    setWindowTitle(tr("New scenario"));
    addPage(createGoalPage());
    addPage(createModelPage());
    addPage(createHardwarePage());
    addPage(createDetailsPage());
    goalChanged();
}

QWizardPage* NewScenarioWizard::createGoalPage()
{
    auto* page = new QWizardPage(this);
    page->setTitle(tr("What do you plan?"));
    page->setSubTitle(tr("The goal decides which memory parts exist: gradients and optimizer "
                         "states for every weight, only for adapters, or none when serving."));
    auto* layout = new QVBoxLayout(page);
    const std::pair<Goal, QString> goals[] = {
        {Goal::PreTraining, tr("Pre-training or continued pre-training")},
        {Goal::FullFineTune, tr("Full fine-tune (every weight trained)")},
        {Goal::Lora, tr("LoRA fine-tune (small adapters)")},
        {Goal::Qlora, tr("QLoRA fine-tune (adapters on 4-bit weights)")},
        {Goal::Serving, tr("Serving (inference)")},
    };
    const char* names[]
        = {"goalPreTraining", "goalFullFineTune", "goalLora", "goalQlora", "goalServing"};
    int index = 0;
    for (const auto& [goal, label] : goals) {
        auto* button = new QRadioButton(label, page);
        button->setObjectName(QLatin1String(names[index++]));
        m_goal->addButton(button, static_cast<int>(goal));
        layout->addWidget(button);
    }
    m_goal->button(static_cast<int>(Goal::Lora))->setChecked(true);
    connect(m_goal, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (on)
            goalChanged();
    });
    return page;
}

QWizardPage* NewScenarioWizard::createModelPage()
{
    auto* page = new QWizardPage(this);
    page->setTitle(tr("Which model?"));
    page->setSubTitle(tr("A published model, or any model's Hugging Face config.json."));
    m_model = new QComboBox(page);
    m_model->setObjectName(QStringLiteral("wizardModel"));
    for (const ModelPreset& preset : builtinPresets())
        m_model->addItem(QString::fromStdString(preset.name), QString::fromStdString(preset.id));
    const int llama8b = m_model->findData(QStringLiteral("llama-3.1-8b"));
    m_model->setCurrentIndex(llama8b >= 0 ? llama8b : 0);
    connect(m_model, &QComboBox::activated, this, [this] {
        m_hfConfig = nullptr; // choosing a preset drops an imported config
        m_configStatus->clear();
    });
    auto* fromFile = new QPushButton(tr("Import config.json..."), page);
    fromFile->setObjectName(QStringLiteral("wizardImportFile"));
    auto* fromText = new QPushButton(tr("Paste config.json..."), page);
    fromText->setObjectName(QStringLiteral("wizardImportText"));
    connect(fromFile, &QPushButton::clicked, this, &NewScenarioWizard::importFile);
    connect(fromText, &QPushButton::clicked, this, &NewScenarioWizard::importText);
    m_configStatus = new QLabel(page);
    m_configStatus->setObjectName(QStringLiteral("wizardConfigStatus"));
    m_configStatus->setWordWrap(true);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(fromFile);
    buttons->addWidget(fromText);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_model);
    layout->addLayout(buttons);
    layout->addWidget(m_configStatus);
    layout->addStretch(1);
    return page;
}

QWizardPage* NewScenarioWizard::createHardwarePage()
{
    auto* page = new QWizardPage(this);
    page->setTitle(tr("On what hardware?"));
    page->setSubTitle(tr("The GPU's memory is the capacity everything is measured against. "
                         "Start with one server; the plan search tells you when more pay."));
    m_gpu = new QComboBox(page);
    m_gpu->setObjectName(QStringLiteral("wizardGpu"));
    for (const GpuSpec& gpu : m_catalog.gpus())
        m_gpu->addItem(tr("%1 (%2 GiB)").arg(QString::fromStdString(gpu.name)).arg(gpu.memoryGib),
                       QString::fromStdString(gpu.id));
    const int h100 = m_gpu->findData(QStringLiteral("h100-sxm"));
    m_gpu->setCurrentIndex(h100 >= 0 ? h100 : 0);
    m_gpusPerNode = new QSpinBox(page);
    m_gpusPerNode->setObjectName(QStringLiteral("wizardGpusPerNode"));
    setFieldRange(m_gpusPerNode, QStringLiteral("hardware.gpus_per_node"));
    m_gpusPerNode->setValue(1);
    m_nodes = new QSpinBox(page);
    m_nodes->setObjectName(QStringLiteral("wizardNodes"));
    setFieldRange(m_nodes, QStringLiteral("hardware.nodes"));
    auto* form = new QFormLayout(page);
    form->addRow(tr("GPU"), m_gpu);
    form->addRow(tr("GPUs per server"), m_gpusPerNode);
    form->addRow(tr("Servers"), m_nodes);
    return page;
}

QWizardPage* NewScenarioWizard::createDetailsPage()
{
    auto* page = new QWizardPage(this);
    page->setTitle(tr("The workload"));
    page->setSubTitle(tr("Typical values are filled in; every one can be changed later."));
    m_name = new QLineEdit(page);
    m_name->setObjectName(QStringLiteral("wizardName"));
    m_trainingDetails = new QWidget(page);
    auto* training = new QFormLayout(m_trainingDetails);
    m_seqLen = new QSpinBox(m_trainingDetails);
    m_seqLen->setObjectName(QStringLiteral("wizardSeqLen"));
    setFieldRange(m_seqLen, QStringLiteral("training.seq_len"));
    m_seqLen->setValue(4096);
    m_seqLen->setSuffix(tr(" tokens"));
    m_microBatch = new QSpinBox(m_trainingDetails);
    m_microBatch->setObjectName(QStringLiteral("wizardMicroBatch"));
    setFieldRange(m_microBatch, QStringLiteral("training.micro_batch"));
    m_tokens = new QDoubleSpinBox(m_trainingDetails);
    m_tokens->setObjectName(QStringLiteral("wizardTokens"));
    setFieldRange(m_tokens, QStringLiteral("training.tokens"));
    m_tokens->setSuffix(tr(" B tokens"));
    training->addRow(tr("Sequence length"), m_seqLen);
    training->addRow(tr("Micro-batch"), m_microBatch);
    training->addRow(tr("Training tokens"), m_tokens);
    m_servingDetails = new QWidget(page);
    auto* serving = new QFormLayout(m_servingDetails);
    m_prompt = new QSpinBox(m_servingDetails);
    m_prompt->setObjectName(QStringLiteral("wizardPrompt"));
    setFieldRange(m_prompt, QStringLiteral("inference.prompt_tokens"));
    m_prompt->setValue(1024);
    m_prompt->setSuffix(tr(" tokens"));
    m_output = new QSpinBox(m_servingDetails);
    m_output->setObjectName(QStringLiteral("wizardOutput"));
    setFieldRange(m_output, QStringLiteral("inference.output_tokens"));
    m_output->setValue(256);
    m_output->setSuffix(tr(" tokens"));
    m_concurrency = new QSpinBox(m_servingDetails);
    m_concurrency->setObjectName(QStringLiteral("wizardConcurrency"));
    setFieldRange(m_concurrency, QStringLiteral("inference.peak_concurrency"));
    m_concurrency->setValue(16);
    m_concurrency->setToolTip(tr("Requests in flight in the busiest minutes, not the daily "
                                 "average."));
    m_weights = new QComboBox(m_servingDetails);
    m_weights->setObjectName(QStringLiteral("wizardWeights"));
    for (const std::string& format : weightFormatNames())
        m_weights->addItem(QString::fromStdString(format), QString::fromStdString(format));
    serving->addRow(tr("Prompt length"), m_prompt);
    serving->addRow(tr("Output length"), m_output);
    serving->addRow(tr("Peak concurrent users"), m_concurrency);
    serving->addRow(tr("Weights"), m_weights);
    m_problem = new QLabel(page);
    m_problem->setObjectName(QStringLiteral("wizardProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b02020;"));
    auto* layout = new QFormLayout(page);
    layout->addRow(tr("Scenario name"), m_name);
    layout->addRow(m_trainingDetails);
    layout->addRow(m_servingDetails);
    layout->addRow(m_problem);
    return page;
}

bool NewScenarioWizard::validateCurrentPage()
{
    if (nextId() != -1)
        return true; // only the finished answers make a scenario
    const ScenarioParseResult parsed = parseScenario(document().toStdString(), m_catalog);
    const auto errors = parsed.diagnostics.errors();
    m_problem->setText(errors.empty() ? QString() : sheet::diagnosticText(errors.front()));
    return errors.empty();
}

Goal NewScenarioWizard::goal() const
{
    return static_cast<Goal>(m_goal->checkedId());
}

void NewScenarioWizard::goalChanged()
{
    const Goal g = goal();
    const bool serving = g == Goal::Serving;
    m_trainingDetails->setVisible(!serving);
    m_servingDetails->setVisible(serving);
    // Fine-tunes see far fewer tokens than pre-training runs.
    m_tokens->setValue(g == Goal::PreTraining ? 100 : 0.1);
    m_name->setPlaceholderText(serving ? tr("Serving plan") : tr("Training plan"));
}

bool NewScenarioWizard::useHfConfig(const QByteArray& text)
{
    Diagnostics diag;
    const auto config = parseJsonDocument(std::string_view(text.constData(), text.size()), diag);
    if (!config || !config->is_object()) {
        m_configStatus->setText(
            tr("Not a JSON object: %1").arg(QString::fromStdString(diag.summary())));
        return false;
    }
    m_hfConfig = *config;
    const QString type = m_hfConfig.contains("model_type") && m_hfConfig["model_type"].is_string()
        ? QString::fromStdString(m_hfConfig["model_type"].get<std::string>())
        : tr("unknown type");
    m_configStatus->setText(
        tr("Using the imported config.json (%1) instead of the list.").arg(type));
    return true;
}

void NewScenarioWizard::importFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import config.json"), QString(),
                                                      tr("config.json (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (file.size() > kMaxConfigBytes || !file.open(QIODevice::ReadOnly)) {
        m_configStatus->setText(tr("Cannot read %1").arg(path));
        return;
    }
    useHfConfig(file.read(kMaxConfigBytes));
}

void NewScenarioWizard::importText()
{
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(
        this, tr("Import config.json"), tr("Paste the model's config.json:"), {}, &ok);
    if (ok && !text.trimmed().isEmpty())
        useHfConfig(text.toUtf8());
}

QString NewScenarioWizard::document() const
{
    const Goal g = goal();
    nlohmann::ordered_json doc;
    doc["format"] = kScenarioFormat;
    const QString name
        = m_name->text().trimmed().isEmpty() ? m_name->placeholderText() : m_name->text().trimmed();
    doc["name"] = name.toStdString();
    doc["workload"] = g == Goal::Serving ? "inference" : "training";
    if (m_hfConfig.is_object())
        doc["model"] = {{"hf_config", nlohmann::ordered_json(m_hfConfig)}};
    else
        doc["model"] = {{"preset", m_model->currentData().toString().toStdString()}};
    doc["hardware"] = {{"gpu", m_gpu->currentData().toString().toStdString()},
                       {"gpus_per_node", m_gpusPerNode->value()},
                       {"nodes", m_nodes->value()}};
    if (g == Goal::Serving) {
        doc["inference"] = {{"engine", "vllm"},
                            {"weights", m_weights->currentData().toString().toStdString()},
                            {"prompt_tokens", m_prompt->value()},
                            {"output_tokens", m_output->value()},
                            {"peak_concurrency", m_concurrency->value()},
                            // The smallest split that fits and meets the targets: a 70B model
                            // on 8 GPUs does not start at tp 1.
                            {"tp", "auto"}};
    } else {
        nlohmann::ordered_json training;
        switch (g) {
        case Goal::PreTraining:
            training["method"] = "full";
            training["zero_stage"] = 1; // the usual starting point of a data-parallel run
            training["recompute"] = "selective";
            break;
        case Goal::FullFineTune:
            training["method"] = "full";
            training["zero_stage"] = 3; // fine-tunes shard everything to fit on fewer GPUs
            break;
        case Goal::Lora:
            training["method"] = "lora";
            training["lora_rank"] = 16;
            break;
        case Goal::Qlora:
            training["method"] = "qlora";
            training["lora_rank"] = 16;
            break;
        case Goal::Serving:
            break;
        }
        training["micro_batch"] = m_microBatch->value();
        training["seq_len"] = m_seqLen->value();
        training["tokens"] = static_cast<std::int64_t>(std::llround(m_tokens->value() * 1e9));
        doc["training"] = training;
    }
    return QString::fromStdString(doc.dump(2)) + QLatin1Char('\n');
}

} // namespace gp::ui
