// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/launch.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QUrl>

namespace lessons {

namespace {

Diagnostic launchError(const QString& message) {
    return textError(message, QCoreApplication::translate(
                                  "lessons", "give a lesson folder or a NAME.lesson.md file, as a "
                                             "path or a file: URL"));
}

} // namespace

Result<LaunchTarget> launchTargetOf(const QString& argument, const QString& workingDir) {
    QString path = argument;
    // Only something that is spelled like a URL is read as one: a file name may hold a colon.
    const QUrl url(argument, QUrl::StrictMode);
    if (url.isValid() && url.scheme().size() > 1 && argument.contains(QLatin1String(":/"))) {
        if (!url.isLocalFile())
            return Result<LaunchTarget>::failure(launchError(
                QCoreApplication::translate("lessons", "%1: only lessons on this computer can be "
                                                       "opened, not %2: addresses")
                    .arg(argument, url.scheme())));
        path = url.toLocalFile();
    }
    const QFileInfo info(QDir(workingDir).absoluteFilePath(path));
    if (!info.exists())
        return Result<LaunchTarget>::failure(launchError(
            QCoreApplication::translate("lessons", "%1: no such file or folder").arg(argument)));
    LaunchTarget target;
    if (info.isDir()) {
        target.folder = info.absoluteFilePath();
        return target;
    }
    if (!info.isFile() || !info.fileName().endsWith(QLatin1String(".lesson.md")))
        return Result<LaunchTarget>::failure(launchError(
            QCoreApplication::translate("lessons", "%1: not a lesson file (lesson files are "
                                                   "named NAME.lesson.md)")
                .arg(argument)));
    target.folder = info.absolutePath();
    target.lessonFile = info.absoluteFilePath();
    return target;
}

bool mayOpenInEditor(const QString& file, const QString& folder) {
    if (file.startsWith(QLatin1Char(':')) || folder.startsWith(QLatin1Char(':')))
        return false;
    const QFileInfo info(QDir::current().absoluteFilePath(file));
    if (info.isSymLink() || !info.isFile() ||
        !info.fileName().endsWith(QLatin1String(".lesson.md")))
        return false;
    const QString root = QFileInfo(QDir::current().absoluteFilePath(folder)).canonicalFilePath();
    const QString canonical = info.canonicalFilePath();
    return !root.isEmpty() && canonical.startsWith(root + QLatin1Char('/'));
}

QString lessonIdOfArgument(const Course& course, const QString& idOrNumber) {
    if (course.find(idOrNumber))
        return idOrNumber; // an id of digits alone keeps its lesson
    bool isNumber = false;
    const int number = idOrNumber.toInt(&isNumber);
    if (!isNumber || number < 1 || number > course.lessons.size() ||
        idOrNumber.startsWith(QLatin1Char('+')))
        return {};
    return course.lessons.at(number - 1).id; // the sidebar counts in course order from 1
}

} // namespace lessons
