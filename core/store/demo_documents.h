#pragma once
// The demo scenarios bundled with the program (resources/demo), in the user's language. The files
// are written in English; their names, notes and companion names are translated when they are
// read, so a first start under a Chinese locale seeds and lists a Chinese demo project while the
// values the parser reads stay the file format's own.
#include <QByteArray>
#include <QString>
#include <QStringList>

namespace gp::store {

// ":/demo/<file>.json", sorted by file name.
QStringList demoPaths();

// The demo's JSON text with its prose in the installed language; empty when the resource is
// missing. Unchanged bytes in English.
QByteArray demoDocument(const QString& path);

// Every English text of the demos that is translated, for the test that keeps the list and the
// files in step.
QStringList demoSourceTexts();

} // namespace gp::store
