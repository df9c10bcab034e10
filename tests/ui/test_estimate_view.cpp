// The estimate view on its own: what it shows comes from the core's estimate, in the window's
// language.
#include "common/test_support.h"
#include "estimate_view.h"
#include "language.h"
#include "message_text.h"

#include <QLabel>
#include <QListWidget>
#include <QTest>

using namespace gp;

namespace {

QStringList problemLines(const ui::EstimateView& view)
{
    auto* list = view.findChild<QListWidget*>(QStringLiteral("problemsList"));
    QStringList lines;
    for (int i = 0; i < list->count(); ++i)
        lines << list->item(i)->text();
    return lines;
}

QString demoText(const char* name)
{
    QFile file(QStringLiteral(GP_SOURCE_DIR "/resources/demo/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", name);
    return QString::fromUtf8(file.readAll());
}

} // namespace

class TestEstimateView : public QObject
{
    Q_OBJECT

private slots:
    // Advice names the form's field as the form labels it, in both languages; no line carries a
    // file key such as "inference.memory_utilization".
    void adviceNamesTheFieldAsTheFormDoes_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("label");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Memory utilisation");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("显存利用率");
    }

    void adviceNamesTheFieldAsTheFormDoes()
    {
        QFETCH(QString, language);
        QFETCH(QString, label);
        QVERIFY(ui::applyLanguage(language));
        ui::EstimateView view;
        // The serving demo at 128 users: the peak does not fit, and the advice says which field
        // to change (the engine's memory share), and tries changes to the whole section.
        auto document = nlohmann::json::parse(demoText("serve-llama-3.1-70b.json").toStdString());
        document["inference"]["peak_concurrency"] = 128;
        view.showScenarioText(QString::fromStdString(document.dump()));
        const Estimate& e = *view.currentEstimate();
        const auto note = std::find_if(e.advice.begin(), e.advice.end(), [](const Note& n) {
            return n.path == "inference.memory_utilization";
        });
        QVERIFY(note != e.advice.end());
        const QStringList lines = problemLines(view);
        const QString message = sheet::messageText(*note);
        const auto line = std::find_if(lines.begin(), lines.end(),
                                       [&](const QString& text) { return text.contains(message); });
        QVERIFY(line != lines.end());
        QVERIFY2(line->contains(label
                                + (language == QLatin1String("en") ? QStringLiteral(": ")
                                                                   : QStringLiteral("："))),
                 qPrintable(*line));
        for (const QString& text : lines)
            QVERIFY2(!text.contains(QLatin1String("inference."))
                         && !text.contains(QLatin1String("inference:")),
                     qPrintable(text));
        QVERIFY(ui::applyLanguage(QStringLiteral("en")));
    }
};

QTEST_MAIN(TestEstimateView)
#include "test_estimate_view.moc"
