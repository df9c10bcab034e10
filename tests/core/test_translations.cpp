// Both languages are complete and consistent: the core's message list the translations are made
// from matches the core; every zh_CN entry is finished, non-empty and keeps its placeholders;
// the English catalogue has its plural forms; and the built-in catalogue translates a core
// message, arguments filled in.
#include "common/messages.h"
#include "message_text.h"
#include "sheet_html.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <map>

using namespace gp;

namespace {

struct TsMessage
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; // "unfinished", "vanished", "obsolete" or "" (finished)
    QStringList translations; // one, or the numerus forms
};

QList<TsMessage> readTs(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QXmlStreamReader xml(&file);
    QList<TsMessage> messages;
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = {};
            current.context = context;
            current.numerus
                = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            current.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.translations << xml.readElementText();
            } else {
                current.translations << xml.readElementText();
            }
            messages << current;
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral(R"(%\d+|%n|\{\d\})"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    return found;
}

const QString kTranslations = QStringLiteral(GP_SOURCE_DIR "/translations/");

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void coreMessageListMatchesTheCore()
    {
        // The build makes the list from the message tables: a difference is a stale build.
        const auto& core = messageTemplates();
        const auto& listed = sheet::coreMessageTexts();
        QCOMPARE(listed.size(), core.size());
        for (std::size_t i = 0; i < core.size(); ++i) {
            QCOMPARE(QString::fromUtf8(listed[i].id),
                     QString::fromUtf8(core[i].id.data(), core[i].id.size()));
            QCOMPARE(QString::fromUtf8(listed[i].text.source),
                     QString::fromUtf8(core[i].english.data(), core[i].english.size()));
        }
    }

    void chineseIsComplete()
    {
        const QList<TsMessage> messages
            = readTs(kTranslations + QStringLiteral("gpu_planner_zh_CN.ts"));
        QVERIFY(messages.size() > 800);
        int coreMessages = 0;
        for (const TsMessage& m : messages) {
            const QString where = m.context + QStringLiteral(": ") + m.source;
            QVERIFY2(m.type.isEmpty(), qPrintable(m.type + QStringLiteral(" ") + where));
            QVERIFY2(!m.translations.isEmpty() && !m.translations.front().trimmed().isEmpty(),
                     qPrintable(where));
            QStringList wanted = placeholders(m.source);
            if (m.numerus)
                wanted.removeAll(QStringLiteral("%n")); // one Chinese form may omit the count
            for (const QString& form : m.translations) {
                QStringList got = placeholders(form);
                if (m.numerus)
                    got.removeAll(QStringLiteral("%n"));
                QVERIFY2(got == wanted, qPrintable(where + QStringLiteral(" -> ") + form));
            }
            coreMessages += m.context == QLatin1String("CoreMessages");
        }
        // Every core message is in the catalogue (plus the "%1: %2" that joins a path to one).
        QCOMPARE(coreMessages, int(messageTemplates().size()) + 1);
    }

    void englishHasItsPluralForms()
    {
        for (const TsMessage& m : readTs(kTranslations + QStringLiteral("gpu_planner_en.ts")))
            if (m.numerus)
                QVERIFY2(m.type.isEmpty() && m.translations.size() == 2, qPrintable(m.source));
    }

    // A Chinese word joins Chinese neighbours without a space, before and after its slot and at
    // each place the slot appears; a Latin word, a number and other slots keep their spaces.
    void aChineseWordJoinsItsNeighbours()
    {
        const QString word = QStringLiteral("\u6574\u6570"); // 整数
        QCOMPARE(sheet::joinHanWord(QStringLiteral("\u5fc5\u987b {0} \u5417"), 0, word),
                 QStringLiteral("\u5fc5\u987b{0}\u5417")); // 必须 {0} 吗 -> 必须{0}吗
        QCOMPARE(sheet::joinHanWord(QStringLiteral("\u662f {1}\uff0c\u4e5f\u662f {1}"), 1, word),
                 QStringLiteral("\u662f{1}\uff0c\u4e5f\u662f{1}")); // 是 {1}，也是 {1}
        QCOMPARE(sheet::joinHanWord(QStringLiteral("\u662f {0}"), 0, QStringLiteral("GPU")),
                 QStringLiteral("\u662f {0}"));
        QCOMPARE(sheet::joinHanWord(QStringLiteral("\u662f {1} {0|a|b} \u7684"), 0, word),
                 QStringLiteral("\u662f {1} {0|a|b} \u7684"));
        // A word ending in Latin letters keeps the space after it: 自定义 GPU {0} 台.
        QCOMPARE(sheet::joinHanWord(QStringLiteral("\u7528 {0} \u53f0"), 0,
                                    QStringLiteral("\u81ea\u5b9a\u4e49 GPU")),
                 QStringLiteral("\u7528{0} \u53f0"));
    }

    void builtInCatalogueTranslatesCoreMessages()
    {
        QTranslator chinese;
        QVERIFY(chinese.load(QStringLiteral(":/i18n/gpu_planner_zh_CN.qm")));
        QCoreApplication::installTranslator(&chinese);
        const QString text = sheet::messageText("field.must_divide", {"heads", "32", "5"});
        // A message inside a message is translated too.
        const QString scaling = sheet::messageText(
            "decide.train.scaling.likely",
            {"40", "1", "2", messageArg("word.traffic.tensor_parallel"), "NVLink", "450"});
        const QString traffic = sheet::messageText("word.traffic.tensor_parallel", {});
        // A list of accepted values is joined the Chinese way, and the kind of catalog entry
        // is a Chinese word.
        const QString choices = sheet::messageText(
            "field.unknown_value", {choicesArg({"flash", "eager", "sdpa-math"}), "foo"});
        const QString unknownLink = sheet::messageText(
            "catalog.unknown_id",
            {messageArg("word.catalog.link"), "nvlink9", choicesArg({"nvlink4", "pcie5"})});
        // A Chinese word put where the template leaves a space for a Latin one joins its
        // neighbours without one.
        const QString wrongType = sheet::messageText(
            "field.wrong_type",
            {messageArg("word.json.whole_number"), messageArg("word.json.string")});
        // Hardware described without a name of its own gets a default one in the same language.
        const QString customGpu = sheet::text(messageArg("word.custom_gpu"));
        QCoreApplication::removeTranslator(&chinese);
        QCOMPARE(customGpu, QStringLiteral("\u81ea\u5b9a\u4e49 GPU")); // 自定义 GPU
        static const QRegularExpression hanSpace(QStringLiteral("\\p{Han} \\p{Han}"));
        QVERIFY2(!hanSpace.match(wrongType).hasMatch()
                     && wrongType.contains(QStringLiteral("\u6574\u6570")), // 整数
                 qPrintable(wrongType));
        QCOMPARE(sheet::text(messageArg("word.custom_gpu")), QStringLiteral("Custom GPU"));
        QCOMPARE(sheet::text("My GPU"), QStringLiteral("My GPU"));
        QVERIFY2(choices.contains(QStringLiteral("\"flash\"\u3001\"eager\" \u6216 \"sdpa-math\""))
                     && !choices.contains(QStringLiteral(" or ")),
                 qPrintable(choices)); // "flash"、"eager" 或 "sdpa-math"
        QVERIFY2(unknownLink.contains(QStringLiteral("\u4e92\u8fde")) // 互连
                     && !unknownLink.contains(QStringLiteral("link ")),
                 qPrintable(unknownLink));
        QVERIFY2(traffic != QStringLiteral("tensor parallel") && scaling.contains(traffic)
                     && !scaling.contains(QStringLiteral("tensor")),
                 qPrintable(scaling));
        // The numbers are filled in, and the text is no longer the English one.
        QVERIFY2(text.contains(QStringLiteral("32")) && text.contains(QStringLiteral("5")),
                 qPrintable(text));
        QVERIFY2(text != QStringLiteral("must divide heads (32); got 5"), qPrintable(text));
        static const QRegularExpression han(QStringLiteral("\\p{Han}"));
        QVERIFY2(han.match(text).hasMatch(), qPrintable(text));
        // Without the translator: English.
        QCOMPARE(sheet::messageText("field.must_divide", {"heads", "32", "5"}),
                 QStringLiteral("must divide heads (32); got 5"));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "test_translations.moc"
