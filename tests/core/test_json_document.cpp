// Strict JSON reading: limits, duplicate keys and located syntax errors.
#include "common/json_document.h"
#include "common/messages.h"

#include <QTest>

using namespace gp;

class TestJsonDocument : public QObject
{
    Q_OBJECT

private slots:
    void parsesAValidDocument()
    {
        Diagnostics diag;
        auto value = parseJsonDocument(R"({"a": [1, 2, {"b": "c"}]})", diag);
        QVERIFY(value.has_value());
        QCOMPARE((*value)["a"][2]["b"].get<std::string>(), std::string("c"));
        QVERIFY(!diag.hasErrors());
    }

    void reportsSyntaxErrorsWithLineAndColumn()
    {
        Diagnostics diag;
        auto value = parseJsonDocument("{\n  \"a\": 1,\n  \"b\": ]\n}", diag);
        QVERIFY(!value);
        QCOMPARE(diag.errors().size(), std::size_t(1));
        const Diagnostic error = diag.errors().front();
        QCOMPARE(error.id, std::string("json.syntax"));
        QCOMPARE(error.args.at(0), std::string("3")); // line
        QCOMPARE(error.args.at(1), std::string("8")); // column of the ']'
    }

    void rejectsNanAndInfinityLiterals()
    {
        for (const char* text : {R"({"mfu": NaN})", R"({"mfu": Infinity})"}) {
            Diagnostics diag;
            QVERIFY(!parseJsonDocument(text, diag));
            QCOMPARE(diag.errors().front().id, std::string("json.syntax"));
        }
    }

    // Located like any syntax error: the path, line and column of the number.
    void rejectsNumbersThatOverflowNamingWhere()
    {
        Diagnostics diag;
        QVERIFY(!parseJsonDocument("{\"training\": {\"dp\": [1,\n  -1e400]}, \"x\": \"-1e400\"}",
                                   diag));
        QCOMPARE(diag.errors().size(), std::size_t(1));
        const Diagnostic error = diag.errors().front();
        QCOMPARE(error.id, std::string("json.syntax"));
        QCOMPARE(error.path, std::string("training.dp[1]"));
        QCOMPARE(error.args.at(0), std::string("2")); // line
        QCOMPARE(error.args.at(1), std::string("3")); // column of the '-'
        QVERIFY(error.args.at(2).find("-1e400") != std::string::npos);
        Diagnostics top;
        QVERIFY(!parseJsonDocument(R"({"tokens": 1e400})", top));
        QCOMPARE(top.errors().front().path, std::string("tokens"));
        QCOMPARE(top.errors().front().args.at(1), std::string("12"));
    }

    void rejectsDuplicateKeysNamingTheObject()
    {
        Diagnostics diag;
        QVERIFY(!parseJsonDocument(R"({"training": {"tp": 2, "pp": 1, "tp": 4}})", diag));
        const Diagnostic error = diag.errors().front();
        QCOMPARE(error.id, std::string("json.duplicate_key"));
        QCOMPARE(error.path, std::string("training"));
        QCOMPARE(error.args.front(), std::string("tp"));
    }

    void namesDuplicateKeysInsideArrays()
    {
        Diagnostics diag;
        QVERIFY(!parseJsonDocument(R"({"list": [{"a": 1}, {"b": 1, "b": 2}]})", diag));
        QCOMPARE(diag.errors().front().path, std::string("list[1]"));
    }

    void refusesDeepNesting()
    {
        std::string text(100000, '[');
        Diagnostics diag;
        QVERIFY(!parseJsonDocument(text, diag));
        QCOMPARE(diag.errors().front().id, std::string("json.too_deep"));

        // Brackets inside strings do not count.
        Diagnostics quoted;
        const std::string quotedText = "{\"a\": \"" + std::string(70, '[') + "\"}";
        QVERIFY(parseJsonDocument(quotedText, quoted));
    }

    void refusesOversizedInput()
    {
        const std::string text = "{\"a\": \"" + std::string(5 * 1024 * 1024, 'x') + "\"}";
        Diagnostics diag;
        QVERIFY(!parseJsonDocument(text, diag));
        QCOMPARE(diag.errors().front().id, std::string("json.too_large"));
    }

    void rejectsInvalidUtf8()
    {
        Diagnostics diag;
        QVERIFY(!parseJsonDocument("{\"name\": \"\xff\xfe\"}", diag));
        QVERIFY(diag.hasErrors());
    }

    void describesTypesForMessages()
    {
        // Words each renderer puts in its own language.
        auto english = [](const nlohmann::json& value) {
            return renderEnglish("field.wrong_type",
                                 {messageArg("word.json.object"), describeJsonType(value)});
        };
        QCOMPARE(english(nlohmann::json("x")), std::string("must be an object; got a string"));
        QCOMPARE(english(nlohmann::json(1.5)), std::string("must be an object; got a number"));
        QCOMPARE(english(nlohmann::json::array()), std::string("must be an object; got an array"));
        QCOMPARE(english(nlohmann::json()), std::string("must be an object; got null"));
        QCOMPARE(describeJsonValue(nlohmann::json(4.5)), std::string("4.5"));
    }
};

QTEST_GUILESS_MAIN(TestJsonDocument)
#include "test_json_document.moc"
