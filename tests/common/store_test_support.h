#pragma once
// Helpers shared by the store's test suites: fresh database files in a temporary folder.
#include "store/database.h"

#include <QString>
#include <QTemporaryDir>
#include <QtGlobal>

#include <memory>

namespace gp::test {

inline std::unique_ptr<store::Database> openOrFail(const QString& path)
{
    auto opened = store::Database::open(path);
    if (!opened.database)
        qFatal("cannot open %s: %s", qPrintable(path), qPrintable(opened.error));
    return std::move(opened.database);
}

// A new database file name for each call, in one temporary folder.
class DatabaseFiles
{
public:
    QString fresh() { return m_dir.filePath(QStringLiteral("db%1.sqlite").arg(++m_count)); }
    QString last() const { return m_dir.filePath(QStringLiteral("db%1.sqlite").arg(m_count)); }
    QString path(const QString& name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
    int m_count = 0;
};

} // namespace gp::test
