// The CLI's one argument parser, as every command uses it.
#include "cli/arguments.h"

#include <QTest>

using namespace gp::cli;

class TestArguments : public QObject
{
    Q_OBJECT

private slots:
    void valuesPositionalsAndRepeats()
    {
        const Arguments a = parseArguments({"estimate", "plan.json", "--catalog", "a.json",
                                            "--catalog=b.json", "--format", "json", "--lang=en"},
                                           1, {"--catalog", "--format"});
        QVERIFY(a.error.empty());
        QCOMPARE(a.positional, std::vector<std::string>{"plan.json"});
        QCOMPARE(a.all("--catalog"), (std::vector<std::string>{"a.json", "b.json"}));
        QCOMPARE(a.value("--format"), std::string("json"));
        QCOMPARE(a.value("--lang"), std::string("en")); // every command's
        QCOMPARE(a.value("--db", "default"), std::string("default"));
        QVERIFY(!a.has("--db"));
    }

    // A value is never the next option, unless written with "=": "--db --project" would
    // otherwise create a file named "--project".
    void aValueIsNeverAnOption()
    {
        const Arguments a = parseArguments({"--db", "--project", "x"}, 0, {"--db", "--project"});
        QVERIFY(a.error.find("--db=--project") != std::string::npos);
        const Arguments b = parseArguments({"--db=--project"}, 0, {"--db"});
        QVERIFY(b.error.empty());
        QCOMPARE(b.value("--db"), std::string("--project"));
    }

    void doubleDashEndsTheOptions()
    {
        const Arguments a = parseArguments({"show", "--", "--db", "-"}, 1, {"--db"});
        QVERIFY(a.error.empty());
        QCOMPARE(a.positional, (std::vector<std::string>{"--db", "-"}));
        QVERIFY(!a.has("--db"));
    }

    void unknownAndValuelessOptionsAreErrors()
    {
        // A single dash is an option too (not a file named "-q"); "-" alone is standard input.
        QVERIFY(parseArguments({"-q"}, 0, {"--db"}).error.find("-q") != std::string::npos);
        QCOMPARE(parseArguments({"-"}, 0, {"--db"}).positional, std::vector<std::string>{"-"});
        QVERIFY(parseArguments({"--pdf", "x"}, 0, {"--db"}).error.find("--pdf")
                != std::string::npos);
        QVERIFY(parseArguments({"--db"}, 0, {"--db"}).error.find("needs a value")
                != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestArguments)
#include "test_arguments.moc"
