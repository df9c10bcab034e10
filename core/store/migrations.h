#pragma once
// The schema's history: migration n turns a version n-1 database into version n. Each runs in
// one transaction, so a database is always at a whole version.
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace gp::store {

struct Migration
{
    int version;
    QString description;
    QStringList statements;
    // Work SQL alone cannot express, run before the statements in the same transaction.
    bool (*prepare)(QSqlDatabase& db, QString& error) = nullptr;
};

const QList<Migration>& migrations();
int latestSchemaVersion();

} // namespace gp::store
