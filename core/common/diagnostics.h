#pragma once
// Problems found in an input file, each tied to the JSON path of the field at fault so that the CLI
// can print "training.tp: must divide heads (32); got 5" and the editor can mark the field.
#include <string>
#include <vector>

namespace gp {

enum class Severity { Error, Warning };

struct Diagnostic
{
    Severity severity = Severity::Error;
    std::string path; // "training.tp", "" for the document itself
    std::string id; // stable message id, see messages.h
    std::vector<std::string> args; // positional arguments of the message
    std::string message; // English rendering of id + args

    // "path: message", or the message alone when there is no path.
    std::string toString() const;
};

class Diagnostics
{
public:
    void error(std::string path, std::string id, std::vector<std::string> args = {});
    void warning(std::string path, std::string id, std::vector<std::string> args = {});
    void append(const Diagnostics& other);

    bool hasErrors() const;
    bool hasErrorAt(const std::string& path) const;
    std::size_t errorCount() const;
    const std::vector<Diagnostic>& items() const { return m_items; }
    std::vector<Diagnostic> errors() const;
    std::vector<Diagnostic> warnings() const;

    // One line per diagnostic, errors first.
    std::string summary() const;

private:
    void add(Severity severity, std::string path, std::string id, std::vector<std::string> args);
    std::vector<Diagnostic> m_items;
};

// "training" + "tp" -> "training.tp"; "" + "name" -> "name"; array indices are written "[3]".
std::string joinPath(const std::string& parent, std::string_view key);
std::string indexPath(const std::string& parent, std::size_t index);

} // namespace gp
