#include "small_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace gp::ui {
namespace {

constexpr qint64 kMaxFileBytes = qint64{4} * 1024 * 1024; // the same limit the core applies

// The translation context the messages had in the window.
class MainWindow
{
    Q_DECLARE_TR_FUNCTIONS(gp::ui::MainWindow)
};

} // namespace

std::optional<QByteArray> readSmallFile(const QString& path, QString& error)
{
    QFile file(path);
    if (file.size() > kMaxFileBytes) {
        error = MainWindow::tr("%1 is larger than 4 MiB; a scenario or config.json is a few "
                               "kilobytes.")
                    .arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        error = MainWindow::tr("Cannot read %1: %2")
                    .arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    return file.read(kMaxFileBytes);
}

} // namespace gp::ui
