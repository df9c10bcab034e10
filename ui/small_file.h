#pragma once
// Reading a scenario, config.json or catalog file the user chose: at most 4 MiB, the limit the
// core applies, with a message naming the file when it is larger or unreadable.
#include <QByteArray>
#include <QString>

#include <optional>

namespace gp::ui {

std::optional<QByteArray> readSmallFile(const QString& path, QString& error);

} // namespace gp::ui
