#include "scenario_document.h"

#include <QDateTime>
#include <QUndoCommand>

namespace gp::ui {
namespace {

constexpr int kMergeWindowMs = 1500; // edits of one field closer than this are one undo step
constexpr int kDocumentEditId = 0x67706564; // QUndoCommand::id() for merging

QString dump(const nlohmann::ordered_json& object)
{
    return QString::fromStdString(object.dump(2)) + QLatin1Char('\n');
}

} // namespace

// One step of the undo history: the whole text before and after. Scenarios are a few kilobytes,
// so keeping both texts is simpler and safer than diffing.
class DocumentEdit : public QUndoCommand
{
public:
    DocumentEdit(ScenarioDocument* document, QString before, QString after, QString mergeKey,
                 const QString& description)
        : QUndoCommand(description)
        , m_document(document)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_mergeKey(std::move(mergeKey))
        , m_time(QDateTime::currentMSecsSinceEpoch())
    { }

    int id() const override { return kDocumentEditId; }

    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* edit = static_cast<const DocumentEdit*>(other);
        if (m_mergeKey.isEmpty() || edit->m_mergeKey != m_mergeKey
            || edit->m_time - m_time > kMergeWindowMs)
            return false;
        m_after = edit->m_after;
        m_time = edit->m_time;
        // Back where it started (2 -> 3 -> 2): the step does nothing and leaves the history.
        setObsolete(m_after == m_before);
        return true;
    }

    void redo() override { m_document->apply(m_after); }
    void undo() override { m_document->apply(m_before); }

private:
    ScenarioDocument* m_document;
    QString m_before;
    QString m_after;
    QString m_mergeKey;
    qint64 m_time;
};

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent)
{ }

void ScenarioDocument::load(const QString& text)
{
    m_undo.clear();
    m_savedText = text;
    apply(text);
    m_undo.setClean();
}

void ScenarioDocument::apply(const QString& text)
{
    m_text = text;
    m_object.reset();
    // The form needs an object; the strict checks (duplicate keys, limits) are the parser's,
    // which the estimate runs on the same text.
    auto parsed = nlohmann::ordered_json::parse(text.toStdString(), nullptr, false);
    if (!parsed.is_discarded() && parsed.is_object())
        m_object = std::move(parsed);
    emit changed();
}

nlohmann::ordered_json ScenarioDocument::value(const QString& path) const
{
    return m_object ? jsonValueAt(*m_object, path) : nlohmann::ordered_json(nullptr);
}

nlohmann::ordered_json jsonValueAt(const nlohmann::ordered_json& document, const QString& path)
{
    const nlohmann::ordered_json* node = &document;
    for (const QString& key : path.split(QLatin1Char('.'))) {
        if (!node->is_object())
            return nullptr;
        const auto it = node->find(key.toStdString());
        if (it == node->end())
            return nullptr;
        node = &*it;
    }
    return *node;
}

bool ScenarioDocument::setValue(const QString& path, const QVariant& value,
                                const QString& description)
{
    return setJson(path, jsonFromVariant(value), description);
}

bool ScenarioDocument::setJson(const QString& path, const nlohmann::ordered_json& value,
                               const QString& description)
{
    if (!m_object)
        return false;
    nlohmann::ordered_json edited = *m_object;
    const QStringList keys = path.split(QLatin1Char('.'));
    nlohmann::ordered_json* node = &edited;
    for (qsizetype i = 0; i + 1 < keys.size(); ++i) {
        if (!node->is_object())
            return false;
        const std::string key = keys[i].toStdString();
        if (!node->contains(key)) {
            if (value.is_null())
                return true; // removing a field whose section is absent: nothing to do
            (*node)[key] = nlohmann::ordered_json::object();
        }
        node = &(*node)[key];
    }
    if (!node->is_object())
        return false;
    const std::string leaf = keys.back().toStdString();
    if (value.is_null()) {
        if (!node->contains(leaf))
            return true;
        node->erase(leaf);
    } else {
        if (node->contains(leaf) && (*node)[leaf] == value)
            return true;
        (*node)[leaf] = value;
    }
    const QString after = dump(edited);
    if (after == m_text)
        return true;
    m_undo.push(new DocumentEdit(this, m_text, after, path, description));
    return true;
}

void ScenarioDocument::setText(const QString& text)
{
    if (text == m_text)
        return;
    m_undo.push(new DocumentEdit(this, m_text, text, QStringLiteral("#text"), tr("Edit JSON")));
}

nlohmann::ordered_json jsonFromVariant(const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::Bool:
        return value.toBool();
    case QMetaType::Int:
    case QMetaType::LongLong:
        return value.toLongLong();
    case QMetaType::Double:
        return value.toDouble();
    case QMetaType::QString:
        return value.toString().toStdString();
    default:
        return nullptr;
    }
}

} // namespace gp::ui
