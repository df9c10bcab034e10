// The message catalogue: every id the core can emit has an English template, and the
// templates are filled in correctly.
#include "common/messages.h"

#include <QDirIterator>
#include <QRegularExpression>
#include <QTest>

#include <regex>
#include <set>

using namespace gp;

class TestMessages : public QObject
{
    Q_OBJECT

private slots:
    void everyIdUsedInTheCoreHasATemplate()
    {
        // Message ids are string literals "namespace.name" (or "namespace.row.variant", as the
        // decision tables' reasons) in the core's sources.
        static const QRegularExpression idPattern(QStringLiteral(
            R"re("((?:json|field|arch|hf|catalog|hw|train|infer|scenario|assume|memory|pipeline|time|cost|plan|decide|compare|bom)(?:\.[a-z0-9_]+)+)")re"));
        std::set<std::string> used;
        QDirIterator it(QStringLiteral(GP_SOURCE_DIR "/core"), {QStringLiteral("*.cpp")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            auto matches = idPattern.globalMatch(text);
            while (matches.hasNext())
                used.insert(matches.next().captured(1).toStdString());
        }
        QVERIFY2(used.size() > 40, "the scan should find the parser's message ids");
        // ... and the decision tables' ids, which have three parts.
        QVERIFY2(used.count("decide.train.scaling.likely") == 1,
                 "the scan should find the decision tables' reason ids");
        for (const auto& id : used)
            QVERIFY2(!englishTemplate(id).empty(), ("no template for " + id).c_str());
    }

    void idsAreUnique()
    {
        std::set<std::string_view> seen;
        for (const auto& entry : messageTemplates())
            QVERIFY2(seen.insert(entry.id).second, std::string(entry.id).c_str());
    }

    void substitutesPositionalArguments()
    {
        QCOMPARE(renderEnglish("field.must_divide", {"heads", "32", "5"}),
                 std::string("must divide heads (32); got 5"));
        QCOMPARE(substitute("{1} before {0}, {0} again", {"a", "b"}),
                 std::string("b before a, a again"));
        // A missing argument leaves nothing rather than garbage.
        QCOMPARE(substitute("x{3}y", {"a"}), std::string("xy"));
    }

    void aCountChoosesItsWord()
    {
        const char* pattern = "{0} {0|user|users} on {1} {1|replica|replicas}";
        QCOMPARE(substitute(pattern, {"1", "2"}), std::string("1 user on 2 replicas"));
        QCOMPARE(substitute(pattern, {"0", "1"}), std::string("0 users on 1 replica"));
        QCOMPARE(substitute(pattern, {"1.5", "11"}), std::string("1.5 users on 11 replicas"));
        // An empty word is allowed; braces that are no selector stay as written.
        QCOMPARE(substitute("{0} slot{0||s}", {"1"}), std::string("1 slot"));
        QCOMPARE(substitute("{0} slot{0||s}", {"3"}), std::string("3 slots"));
        QCOMPARE(substitute("{x|y} {0|a}", {"1"}), std::string("{x|y} {0|a}"));
        QCOMPARE(substitute("{0|a|b|c}", {"1"}), std::string("{0|a|b|c}"));
        // A translation without the selector (Chinese has no plural forms) takes the number only.
        QCOMPARE(substitute("{0} 个用户", {"1"}), std::string("1 个用户"));
    }

    // Every selector in the catalogue has two words and counts an argument its template shows.
    void everySelectorIsWellFormed()
    {
        static const std::regex selector(R"(\{(\d)\|([^{}|]*)\|([^{}|]*)\})");
        static const std::regex loose(R"(\{\d\|)");
        int selectors = 0;
        for (const MessageTemplate& t : messageTemplates()) {
            const std::string english(t.english);
            const auto looseCount
                = std::distance(std::sregex_iterator(english.begin(), english.end(), loose),
                                std::sregex_iterator());
            long wellFormed = 0;
            for (auto it = std::sregex_iterator(english.begin(), english.end(), selector);
                 it != std::sregex_iterator(); ++it) {
                ++wellFormed;
                const std::string shown = "{" + (*it)[1].str() + "}";
                QVERIFY2(english.find(shown) != std::string::npos, english.c_str());
                QVERIFY2((*it)[2].length() > 0 && (*it)[3].length() > 0, english.c_str());
            }
            QVERIFY2(wellFormed == looseCount, english.c_str());
            selectors += static_cast<int>(wellFormed);
        }
        QVERIFY(selectors > 20); // the scan does see them
    }

    void anArgumentMayBeAMessage()
    {
        // The nested message is rendered in the same language as its host (here English).
        const std::string traffic = messageArg("word.traffic.tensor_parallel");
        QCOMPARE(argMessageId(traffic), std::string_view("word.traffic.tensor_parallel"));
        const std::string text = renderEnglish("decide.train.scaling.likely",
                                               {"40", "1", "2", traffic, "NVLink", "450"});
        QVERIFY2(text.find("mostly tensor parallel traffic") != std::string::npos, text.c_str());
        // A name that merely starts with "@" is no message: it stays as written.
        QVERIFY(argMessageId("@my-gpu").empty());
        QCOMPARE(renderEnglish("field.must_divide", {"@heads", "32", "5"}),
                 std::string("must divide @heads (32); got 5"));
    }

    void aListOfChoicesIsJoinedByItsRenderer()
    {
        const std::string list = choicesArg({"flash", "eager", "sdpa-math"});
        QCOMPARE(argChoices(list), (std::vector<std::string>{"flash", "eager", "sdpa-math"}));
        QCOMPARE(renderEnglish("field.unknown_value", {list, "foo"}),
                 std::string(R"(must be one of "flash", "eager" or "sdpa-math"; got "foo")"));
        QCOMPARE(renderEnglish("field.unknown_value", {choicesArg({"4"}), "3"}),
                 std::string(R"(must be one of "4"; got "3")"));
        // A document shows the English list, not the marker.
        QCOMPARE(printableArgs({list, "foo"}),
                 (std::vector<std::string>{R"("flash", "eager" or "sdpa-math")", "foo"}));
        // A value a person typed is never taken for a list.
        QVERIFY(argChoices("@choices").empty());
        QVERIFY(argChoices("@choices, flash").empty());
        QCOMPARE(renderEnglish("field.must_divide", {"@choices", "32", "5"}),
                 std::string("must divide @choices (32); got 5"));
    }

    void aDefaultNameIsShownInTheRenderersLanguage()
    {
        QCOMPARE(englishName(messageArg("word.custom_gpu")), std::string("Custom GPU"));
        QCOMPARE(englishName("My GPU"), std::string("My GPU"));
        // A typed name that happens to name another message stays as typed.
        QCOMPARE(englishName("@word.fits"), std::string("@word.fits"));
        QVERIFY(defaultNameId("@word.fits").empty());
        QVERIFY(choicesArg({}).empty());
    }

    void unknownIdsStillSaySomething()
    {
        QCOMPARE(renderEnglish("no.such_id", {"7"}), std::string("no.such_id 7"));
    }

    void formatsNumbersForPeople()
    {
        QCOMPARE(formatNumber(32), std::string("32"));
        QCOMPARE(formatNumber(-3), std::string("-3"));
        QCOMPARE(formatNumber(4.5), std::string("4.5"));
        QCOMPARE(formatNumber(7.5e9), std::string("7500000000"));
        QCOMPARE(formatNumber(0.333333333), std::string("0.333333"));
    }
};

QTEST_GUILESS_MAIN(TestMessages)
#include "test_messages.moc"
