// The field schema (core/scenario/field_schema.h) against everything that describes the same
// fields: the parser (its bounds, its choices, the keys it knows, probed field by field), the
// docs' tables and ranges (docs/scenario-format.md), and the published JSON Schema
// (docs/scenario.schema.json). The form builds its widgets from the schema and is checked in
// tests/ui/test_scenario_editor.cpp.
#include "common/messages.h"
#include "common/object_reader.h"
#include "common/test_support.h"
#include "scenario/field_schema.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <set>

using namespace gp;

namespace {

const std::set<std::string> kBoundIds
    = {"field.out_of_range", "field.not_positive", "field.negative",
       "field.too_large",    "field.not_whole",    "field.unknown_value",
       "field.wrong_type",   "field.not_finite",   "field.integer_or_auto"};

nlohmann::json base(const std::string& path)
{
    const bool serving = path.rfind("inference", 0) == 0;
    nlohmann::json d = {{"format", "gpu-planner.scenario/1"},
                        {"model", {{"preset", "llama-3.1-8b"}}},
                        {"hardware", {{"gpu", "h100-sxm"}, {"gpus_per_node", 8}}},
                        {"pricing", {{"gpu_hour", 2.5}}}};
    if (serving)
        d["inference"] = nlohmann::json::object();
    else
        d["training"] = {{"method", "lora"}};
    return d;
}

// The problems the parser reports at exactly this path.
std::vector<Diagnostic> problemsAt(const nlohmann::json& document, const std::string& path)
{
    const auto result = parseScenario(document.dump(), builtinCatalog());
    std::vector<Diagnostic> found;
    for (const Diagnostic& d : result.diagnostics.errors())
        if (d.path == path)
            found.push_back(d);
    return found;
}

bool refusedForItsValue(const nlohmann::json& document, const std::string& path)
{
    for (const Diagnostic& d : problemsAt(document, path))
        if (kBoundIds.count(d.id))
            return true;
    return false;
}

nlohmann::json with(const std::string& path, const nlohmann::json& value)
{
    nlohmann::json d = base(path);
    test::setPath(d, path, value);
    return d;
}

std::string parentOf(const std::string& path)
{
    const auto dot = path.rfind('.');
    return dot == std::string::npos ? std::string() : path.substr(0, dot);
}

QString readSource(const QString& relative)
{
    QFile file(QStringLiteral(GP_SOURCE_DIR "/") + relative);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(relative));
    return QString::fromUtf8(file.readAll());
}

// The docs' range table, as the schema gives it.
QString rangesTable()
{
    QString table = QStringLiteral("| Key | Accepted |\n|---|---|\n");
    for (const FieldSchema& f : scenarioFields()) {
        if (f.type != FieldType::Integer && f.type != FieldType::Number)
            continue;
        const QString low = QString::fromStdString(formatNumber(f.minimum));
        const QString high = QString::fromStdString(formatNumber(f.maximum));
        QString accepted;
        if (!f.choices.empty()) {
            QStringList values;
            for (const std::string& c : f.choices)
                values << QString::fromStdString(c);
            accepted = values.join(QStringLiteral(" or "));
        } else {
            accepted
                = (f.exclusiveMinimum ? QStringLiteral("above %1") : QStringLiteral("%1")).arg(low)
                + QStringLiteral(" to %1").arg(high)
                + (f.type == FieldType::Integer ? QStringLiteral(", whole") : QString())
                + (f.allowsAuto ? QStringLiteral(", or `\"auto\"`") : QString());
        }
        table += QStringLiteral("| `%1` | %2 |\n").arg(QString::fromStdString(f.path), accepted);
    }
    return table;
}

} // namespace

class TestFieldSchema : public QObject
{
    Q_OBJECT

private slots:
    void everyPathIsUniqueAndItsSectionComesFirst()
    {
        std::set<std::string> seen;
        for (const FieldSchema& f : scenarioFields()) {
            QVERIFY2(seen.insert(f.path).second, f.path.c_str());
            const std::string parent = parentOf(f.path);
            QVERIFY2(parent.empty() || seen.count(parent), f.path.c_str());
            QCOMPARE(findScenarioField(f.path), &f);
        }
        QVERIFY(!findScenarioField("training.no_such_key"));
    }

    // At the minimum and the maximum the parser accepts the value; just outside it refuses it,
    // naming the field.
    void parserBoundsAreTheSchemas()
    {
        int probed = 0;
        for (const FieldSchema& f : scenarioFields()) {
            if (f.type != FieldType::Integer && f.type != FieldType::Number)
                continue;
            const QByteArray name = QByteArray::fromStdString(f.path);
            if (!f.choices.empty()) {
                for (const std::string& c : f.choices)
                    QVERIFY2(!refusedForItsValue(with(f.path, std::stoll(c)), f.path), name);
                QVERIFY2(
                    refusedForItsValue(with(f.path, std::stoll(f.choices.front()) + 1), f.path),
                    name);
                continue;
            }
            const bool whole = f.type == FieldType::Integer;
            const double step = whole ? 1 : std::max(1e-3, f.maximum * 1e-6);
            const double lowest = f.exclusiveMinimum ? f.minimum + step : f.minimum;
            auto value = [&](double v) {
                return whole ? nlohmann::json(static_cast<std::int64_t>(v)) : nlohmann::json(v);
            };
            QVERIFY2(!refusedForItsValue(with(f.path, value(lowest)), f.path), name + " at min");
            QVERIFY2(!refusedForItsValue(with(f.path, value(f.maximum)), f.path), name + " at max");
            QVERIFY2(
                refusedForItsValue(
                    with(f.path, value(f.exclusiveMinimum ? f.minimum : f.minimum - step)), f.path),
                name + " below min");
            QVERIFY2(refusedForItsValue(with(f.path, value(f.maximum + step)), f.path),
                     name + " above max");
            // The word the planner resolves, and no other word.
            QCOMPARE(!refusedForItsValue(with(f.path, "auto"), f.path), f.allowsAuto);
            if (f.allowsAuto)
                QVERIFY2(refusedForItsValue(with(f.path, "automatic"), f.path), name);
            ++probed;
        }
        QVERIFY(probed > 30);
    }

    void parserChoicesAreTheSchemas()
    {
        for (const FieldSchema& f : scenarioFields()) {
            if (f.type != FieldType::Choice)
                continue;
            const QByteArray name = QByteArray::fromStdString(f.path);
            for (const std::string& c : f.choices)
                QVERIFY2(!refusedForItsValue(with(f.path, c), f.path), name + " " + c.c_str());
            const auto problems = problemsAt(with(f.path, "no-such-choice"), f.path);
            QVERIFY2(problems.size() == 1 && problems[0].id == "field.unknown_value", name);
            QCOMPARE(problems[0].args.at(0), choicesArg(f.choices));
        }
    }

    // The keys the parser knows in each section are the schema's: an unknown key lists them,
    // and every key of the schema is taken without an "unknown key" error.
    void parserKeysAreTheSchemas()
    {
        for (const std::string section :
             {"", "hardware", "training", "inference", "inference.targets", "pricing", "facility",
              "purchase", "purchase.server", "purchase.switch_transceiver", "request"}) {
            std::set<std::string> keys;
            for (const FieldSchema& f : scenarioFields())
                if (parentOf(f.path) == section)
                    keys.insert(f.path.substr(section.empty() ? 0 : section.size() + 1));
            const std::string probe = section.empty() ? "zz_probe" : section + ".zz_probe";
            const auto problems = problemsAt(with(probe, 1), probe);
            QVERIFY2(problems.size() == 1 && problems[0].id == "field.unknown_key", probe.c_str());
            const std::vector<std::string> listed = argChoices(problems[0].args.at(0));
            QVERIFY2(!listed.empty(), probe.c_str());
            for (const std::string& key : listed)
                QVERIFY2(keys.count(key), (key + " in " + section).c_str());
            for (const std::string& key : keys) {
                std::string path = section;
                if (!path.empty())
                    path += ".";
                path += key;
                for (const Diagnostic& d : problemsAt(with(path, 1), path))
                    QVERIFY2(d.id.rfind("field.unknown_key", 0) != 0, path.c_str());
            }
        }
    }

    // docs/scenario-format.md lists the keys of each section in its tables, and its range
    // table is the schema's.
    void docsListTheSchemasKeysAndRanges()
    {
        const QString docs = readSource(QStringLiteral("docs/scenario-format.md"));
        const QList<QPair<QString, std::string>> sections{
            {QStringLiteral("## Top level"), ""},
            {QStringLiteral("## `hardware`"), "hardware"},
            {QStringLiteral("## `training`"), "training"},
            {QStringLiteral("## `inference`"), "inference"},
            {QStringLiteral("## `pricing`"), "pricing"},
            {QStringLiteral("## `facility`"), "facility"},
            {QStringLiteral("## `purchase`"), "purchase"},
            {QStringLiteral("## `request`"), "request"}};
        for (const auto& [heading, section] : sections) {
            const qsizetype start = docs.indexOf(heading);
            QVERIFY2(start >= 0, qPrintable(heading));
            const qsizetype end = docs.indexOf(QStringLiteral("\n## "), start + 1);
            std::set<std::string> documented;
            static const QRegularExpression row(QStringLiteral("^\\| ([^|]+) \\|"),
                                                QRegularExpression::MultilineOption);
            static const QRegularExpression key(QStringLiteral("`([a-z_0-9]+)`"));
            for (const auto& line : row.globalMatch(docs.mid(start, end - start)))
                for (const auto& name : key.globalMatch(line.captured(1)))
                    documented.insert(name.captured(1).toStdString());
            std::set<std::string> keys;
            for (const FieldSchema& f : scenarioFields())
                if (parentOf(f.path) == section)
                    keys.insert(f.path.substr(section.empty() ? 0 : section.size() + 1));
            QCOMPARE(documented, keys);
        }
        const QString begin = QStringLiteral("<!-- ranges: generated from the field schema -->\n");
        const qsizetype at = docs.indexOf(begin);
        QVERIFY2(at >= 0, "docs/scenario-format.md has no range table");
        const qsizetype tableEnd = docs.indexOf(QStringLiteral("\n\n"), at + begin.size());
        if (docs.mid(at + begin.size(), tableEnd + 1 - at - begin.size()) != rangesTable()) {
            QFile out(QStringLiteral("scenario-ranges.md"));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(rangesTable().toUtf8());
            QFAIL("the range table in docs/scenario-format.md differs from the schema: the new "
                  "one is scenario-ranges.md in the test's folder");
        }
    }

    void publishedJsonSchemaIsTheSchemas()
    {
        const std::string generated = scenarioJsonSchema().dump(1) + "\n";
        const QString published = readSource(QStringLiteral("docs/scenario.schema.json"));
        if (published.toStdString() != generated) {
            QFile out(QStringLiteral("scenario.schema.json"));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(generated.data(), static_cast<qint64>(generated.size()));
            QFAIL("docs/scenario.schema.json differs from the schema: the new one is "
                  "scenario.schema.json in the test's folder; copy it over");
        }
        // A bound as the parser applies it.
        const nlohmann::json schema = scenarioJsonSchema();
        QCOMPARE(schema.at("properties")
                     .at("training")
                     .at("properties")
                     .at("micro_batch")
                     .at("maximum")
                     .get<double>(),
                 findScenarioField("training.micro_batch")->maximum);
    }
};

QTEST_MAIN(TestFieldSchema)
#include "test_field_schema.moc"
