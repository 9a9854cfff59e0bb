// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A stand-alone `--check` for lesson authors and the fuzz corpus, without the application.
#include "lessons/course.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QStringList paths = app.arguments();
    paths.removeFirst();
    QTextStream out(stdout);
    return lessons::runCheck(paths, out);
}
