// The new-scenario wizard on its own: every goal's document parses, a pasted config replaces the
// preset, a serving plan starts with a split that fits, and the wizard refuses what the parser
// refuses.
#include "estimate/estimate.h"
#include "new_scenario_wizard.h"
#include "scenario/scenario_parser.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>

using namespace gp;

class TestNewScenarioWizard : public QObject
{
    Q_OBJECT

private slots:
    void wizardDocumentsParse()
    {
        // Every goal's defaults give a scenario the parser accepts, of the right kind.
        const std::pair<const char*, const char*> goals[] = {{"goalPreTraining", "full"},
                                                             {"goalFullFineTune", "full"},
                                                             {"goalLora", "lora"},
                                                             {"goalQlora", "qlora"},
                                                             {"goalServing", nullptr}};
        for (const auto& [button, method] : goals) {
            ui::NewScenarioWizard wizard;
            wizard.findChild<QRadioButton*>(QLatin1String(button))->setChecked(true);
            const ScenarioParseResult parsed
                = parseScenario(wizard.document().toStdString(), builtinCatalog());
            QVERIFY2(parsed.scenario, parsed.diagnostics.summary().c_str());
            if (method) {
                QCOMPARE(parsed.scenario->workload, Workload::Training);
                QCOMPARE(trainingMethodNames()[static_cast<int>(parsed.scenario->training.method)],
                         std::string(method));
            } else {
                QCOMPARE(parsed.scenario->workload, Workload::Inference);
                QCOMPARE(parsed.scenario->inference.peakConcurrency, 16);
            }
        }
        // A pasted config.json replaces the preset.
        ui::NewScenarioWizard wizard;
        QFile config(QStringLiteral(GP_TEST_DATA_DIR "/hf/qwen3-8b.json"));
        QVERIFY(config.open(QIODevice::ReadOnly));
        QVERIFY(wizard.useHfConfig(config.readAll()));
        QVERIFY(!wizard.useHfConfig("[1, 2]"));
        const ScenarioParseResult parsed
            = parseScenario(wizard.document().toStdString(), builtinCatalog());
        QVERIFY(parsed.scenario);
        QCOMPARE(parsed.scenario->model.kind, ModelSourceKind::HfConfig);
    }

    void servingA70bOnEightGpusStartsWithASplitThatFits()
    {
        ui::NewScenarioWizard wizard;
        wizard.findChild<QRadioButton*>(QStringLiteral("goalServing"))->setChecked(true);
        auto* model = wizard.findChild<QComboBox*>(QStringLiteral("wizardModel"));
        model->setCurrentIndex(model->findData(QStringLiteral("llama-3.1-70b")));
        auto* gpu = wizard.findChild<QComboBox*>(QStringLiteral("wizardGpu"));
        gpu->setCurrentIndex(gpu->findData(QStringLiteral("h100-sxm")));
        wizard.findChild<QSpinBox*>(QStringLiteral("wizardGpusPerNode"))->setValue(8);
        QVERIFY(wizard.document().contains(QStringLiteral("\"tp\": \"auto\"")));
        const ScenarioParseResult parsed
            = parseScenario(wizard.document().toStdString(), builtinCatalog());
        QVERIFY2(parsed.scenario, parsed.diagnostics.summary().c_str());
        QCOMPARE(parsed.scenario->model.presetId, std::string("llama-3.1-70b"));
        QVERIFY(parsed.scenario->inference.tp > 1);
        const Estimate e = estimate(*parsed.scenario);
        QVERIFY(e.verdict.fits());
    }

    void wizardRefusesWhatTheParserRefuses()
    {
        ui::NewScenarioWizard wizard;
        wizard.findChild<QSpinBox*>(QStringLiteral("wizardGpusPerNode"))->setValue(16);
        wizard.show();
        while (wizard.nextId() != -1)
            wizard.next();
        QVERIFY(!wizard.validateCurrentPage()); // an H100 server holds 8
        auto* problem = wizard.findChild<QLabel*>(QStringLiteral("wizardProblem"));
        QVERIFY2(problem->text().contains(QStringLiteral("hardware.gpus_per_node")),
                 qPrintable(problem->text()));
        wizard.findChild<QSpinBox*>(QStringLiteral("wizardGpusPerNode"))->setValue(8);
        QVERIFY(wizard.validateCurrentPage());
    }
};

QTEST_MAIN(TestNewScenarioWizard)
#include "test_new_scenario_wizard.moc"
