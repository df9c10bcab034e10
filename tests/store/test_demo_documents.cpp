// The demo project speaks the user's language: under a Chinese translator every demo's name,
// notes and companion names are Chinese, the values the parser reads are untouched, and a first
// start seeds a Chinese demo project. In English the files are served byte for byte, and every
// English text of the demos is in the translated list (else it would stay English silently).
#include "common/store_test_support.h"
#include "store/demo_documents.h"
#include "store/exchange.h"
#include "store/project_store.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include <nlohmann/json.hpp>

using namespace gp;
using namespace gp::store;

namespace {

using Json = nlohmann::ordered_json;

Json parse(const QByteArray& bytes)
{
    return Json::parse(bytes.toStdString(), nullptr, false);
}

QByteArray resource(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The demo texts of one document: its name, its notes, its companions' names and its quotes'
// vendors.
QStringList prose(const Json& document)
{
    QStringList texts;
    for (const char* key : {"name", "notes"})
        if (document.contains(key))
            texts << QString::fromStdString(document[key].get<std::string>());
    if (document.contains("inference") && document["inference"].contains("companions"))
        for (const auto& companion : document["inference"]["companions"])
            texts << QString::fromStdString(companion["name"].get<std::string>());
    if (document.contains("purchase"))
        for (const auto& [item, quote] : document["purchase"].items())
            if (quote.is_object() && quote.contains("vendor"))
                texts << QString::fromStdString(quote["vendor"].get<std::string>());
    return texts;
}

// The document without its prose: what the estimate is made from.
Json values(Json document)
{
    document.erase("name");
    document.erase("notes");
    if (document.contains("inference") && document["inference"].contains("companions"))
        for (auto& companion : document["inference"]["companions"])
            companion.erase("name");
    if (document.contains("purchase"))
        for (auto& [item, quote] : document["purchase"].items())
            if (quote.is_object())
                quote.erase("vendor");
    return document;
}

bool isChinese(const QString& text)
{
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    return han.match(text).hasMatch();
}

} // namespace

class TestDemoDocuments : public QObject
{
    Q_OBJECT

private slots:
    void englishIsTheFileAndEveryTextIsListed()
    {
        const QStringList paths = demoPaths();
        QVERIFY(paths.size() >= 4);
        QStringList listed = demoSourceTexts();
        QStringList said;
        for (const QString& path : paths) {
            const QByteArray original = resource(path);
            QCOMPARE(demoDocument(path), original);
            for (const QString& text : prose(parse(original))) {
                QVERIFY2(listed.contains(text) || said.contains(text),
                         qPrintable(path + QStringLiteral(": ") + text));
                said << text;
                listed.removeOne(text);
            }
        }
        // Nothing listed that no demo says.
        QVERIFY2(listed.isEmpty(), qPrintable(listed.join(QStringLiteral(" | "))));
    }

    void chineseTranslatesTheProseAndKeepsTheValues()
    {
        QTranslator chinese;
        QVERIFY(chinese.load(QStringLiteral(":/i18n/gpu_planner_zh_CN.qm")));
        QCoreApplication::installTranslator(&chinese);
        for (const QString& path : demoPaths()) {
            const Json translated = parse(demoDocument(path));
            const Json original = parse(resource(path));
            QVERIFY2(translated.is_object(), qPrintable(path));
            for (const QString& text : prose(translated))
                QVERIFY2(isChinese(text), qPrintable(path + QStringLiteral(": ") + text));
            QVERIFY2(values(translated) == values(original), qPrintable(path));
        }

        // A first start under a Chinese locale: the demo project and its scenarios are Chinese.
        test::DatabaseFiles files;
        auto db = test::openOrFail(files.fresh());
        ProjectStore store(*db);
        QVERIFY(seedDemoProject(store));
        QCoreApplication::removeTranslator(&chinese);
        const auto projects = store.projects();
        QCOMPARE(projects.size(), 1);
        QVERIFY2(isChinese(projects.front().name), qPrintable(projects.front().name));
        const auto scenarios = store.scenarios(projects.front().id);
        QCOMPARE(scenarios.size(), demoPaths().size());
        for (const auto& scenario : scenarios) {
            QVERIFY2(isChinese(scenario.name), qPrintable(scenario.name));
            const auto record = store.scenario(scenario.id);
            QVERIFY(record.has_value());
            const Json stored = parse(record->document.toUtf8());
            QCOMPARE(QString::fromStdString(stored["name"].get<std::string>()), scenario.name);
        }
    }
};

QTEST_GUILESS_MAIN(TestDemoDocuments)
#include "test_demo_documents.moc"
