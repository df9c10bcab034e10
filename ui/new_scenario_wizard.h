#pragma once
// The new-scenario flow, in the order the domain estimates: the goal (pre-training, full
// fine-tune, LoRA, QLoRA, serving), the model (a preset, or a Hugging Face config.json from a
// file or pasted), the hardware, then the workload details, each with a default a beginner can
// accept. The result is a scenario document the editor then refines.
#include "hardware/catalog.h"

#include <QWizard>

#include <nlohmann/json.hpp>

class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gp::ui {

enum class Goal { PreTraining, FullFineTune, Lora, Qlora, Serving };

class NewScenarioWizard : public QWizard
{
    Q_OBJECT

public:
    // Its GPU list and the check of the scenario it makes use `catalog`.
    explicit NewScenarioWizard(const Catalog& catalog = builtinCatalog(),
                               QWidget* parent = nullptr);

    Goal goal() const;
    // The scenario document the answers describe (gpu-planner.scenario/1).
    QString document() const;

    // The model from a config.json text; false (with the reason shown on the page) when the
    // text is not a JSON object.
    bool useHfConfig(const QByteArray& text);

    // On the last page: the scenario must parse; else the parser's first message is shown there
    // (16 GPUs in an 8-GPU server, a prompt longer than the model's context) and Finish waits.
    bool validateCurrentPage() override;

private:
    QWizardPage* createGoalPage();
    QWizardPage* createModelPage();
    QWizardPage* createHardwarePage();
    QWizardPage* createDetailsPage();
    void importFile();
    void importText();
    void goalChanged();

    const Catalog& m_catalog; // the window's, which outlives the dialog
    QButtonGroup* m_goal;
    QComboBox* m_model;
    QLabel* m_configStatus;
    nlohmann::json m_hfConfig; // when imported, it replaces the preset
    QComboBox* m_gpu;
    QSpinBox* m_gpusPerNode;
    QSpinBox* m_nodes;
    QLineEdit* m_name;
    QSpinBox* m_seqLen;
    QSpinBox* m_microBatch;
    QDoubleSpinBox* m_tokens;
    QSpinBox* m_prompt;
    QSpinBox* m_output;
    QSpinBox* m_concurrency;
    QComboBox* m_weights;
    QWidget* m_trainingDetails;
    QWidget* m_servingDetails;
    QLabel* m_problem;
};

} // namespace gp::ui
