#include "common/diagnostics.h"

#include "common/messages.h"

#include <algorithm>

namespace gp {

std::string Diagnostic::toString() const
{
    return path.empty() ? message : path + ": " + message;
}

void Diagnostics::add(Severity severity, std::string path, std::string id,
                      std::vector<std::string> args)
{
    std::string message = renderEnglish(id, args);
    m_items.push_back(
        {severity, std::move(path), std::move(id), std::move(args), std::move(message)});
}

void Diagnostics::error(std::string path, std::string id, std::vector<std::string> args)
{
    add(Severity::Error, std::move(path), std::move(id), std::move(args));
}

void Diagnostics::warning(std::string path, std::string id, std::vector<std::string> args)
{
    add(Severity::Warning, std::move(path), std::move(id), std::move(args));
}

void Diagnostics::append(const Diagnostics& other)
{
    m_items.insert(m_items.end(), other.m_items.begin(), other.m_items.end());
}

bool Diagnostics::hasErrors() const
{
    return errorCount() > 0;
}

bool Diagnostics::hasErrorAt(const std::string& path) const
{
    return std::any_of(m_items.begin(), m_items.end(), [&](const Diagnostic& d) {
        return d.severity == Severity::Error && d.path == path;
    });
}

std::size_t Diagnostics::errorCount() const
{
    std::size_t count = 0;
    for (const auto& item : m_items)
        count += item.severity == Severity::Error ? 1 : 0;
    return count;
}

std::vector<Diagnostic> Diagnostics::errors() const
{
    std::vector<Diagnostic> result;
    for (const auto& item : m_items)
        if (item.severity == Severity::Error)
            result.push_back(item);
    return result;
}

std::vector<Diagnostic> Diagnostics::warnings() const
{
    std::vector<Diagnostic> result;
    for (const auto& item : m_items)
        if (item.severity == Severity::Warning)
            result.push_back(item);
    return result;
}

std::string Diagnostics::summary() const
{
    std::string text;
    for (const auto& item : errors())
        text += "error: " + item.toString() + "\n";
    for (const auto& item : warnings())
        text += "warning: " + item.toString() + "\n";
    return text;
}

std::string joinPath(const std::string& parent, std::string_view key)
{
    if (parent.empty())
        return std::string(key);
    return parent + "." + std::string(key);
}

std::string indexPath(const std::string& parent, std::size_t index)
{
    return parent + "[" + std::to_string(index) + "]";
}

} // namespace gp
