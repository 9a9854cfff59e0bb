// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/coursefolder.h"

#include "lessons/folderwatcher.h"
#include "lessons/launch.h"

#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QListWidget>
#include <QMainWindow>
#include <QUrl>

namespace app {

namespace {
constexpr int kFileRole = Qt::UserRole;
constexpr int kLineRole = Qt::UserRole + 1;
} // namespace

CourseFolder::CourseFolder(const QString& localeName, QMainWindow* window)
    : QObject(window), localeName_(localeName), watcher_(new lessons::FolderWatcher(this)),
      problemsDock_(new QDockWidget(tr("Problems"), window)),
      problems_(new QListWidget(problemsDock_)) {
    connect(watcher_, &lessons::FolderWatcher::lessonFileChanged, this, &CourseFolder::reloadFile);
    problemsDock_->setObjectName(QStringLiteral("problemsDock"));
    problems_->setAccessibleName(tr("Problems in the lesson files"));
    problems_->setAccessibleDescription(
        tr("One line per problem as file:line:column; press Enter to open the file"));
    problemsDock_->setWidget(problems_);
    window->addDockWidget(Qt::BottomDockWidgetArea, problemsDock_);
    problemsDock_->hide();
    connect(problems_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const QString file = item->data(kFileRole).toString();
        if (lessons::mayOpenInEditor(file, folder_)) {
            QDesktopServices::openUrl(QUrl::fromLocalFile(
                QFileInfo(QDir::current().absoluteFilePath(file)).canonicalFilePath()));
            return;
        }
        // A refused file (a FIFO, a device, a link out of the folder) is never handed to the
        // desktop: the problem is said where the student looks.
        emit statusMessage(item->text(), 8000);
    });
}

void CourseFolder::load(const QString& dir) {
    folder_ = dir;
    course_ = lessons::loadCourse(dir, localeName_.isEmpty() ? QLocale().name() : localeName_);
    fileProblems_.clear();
    showProblems();
    watcher_->watch(folder_);
}

QString CourseFolder::knownLessonIds() const {
    QStringList ids;
    for (const lessons::Lesson& lesson : course_.lessons)
        ids.append(lesson.id);
    return ids.join(QStringLiteral(", "));
}

int CourseFolder::lessonIndex(const QString& id) const {
    for (int i = 0; i < course_.lessons.size(); ++i) {
        if (course_.lessons.at(i).id == id)
            return i;
    }
    return -1;
}

QString CourseFolder::lessonTitle(const QString& id) const {
    const lessons::Lesson* lesson = course_.find(id);
    return lesson ? lesson->title : QString();
}

void CourseFolder::showProblems() {
    problems_->clear();
    QList<lessons::Diagnostic> all = course_.diagnostics;
    for (auto it = fileProblems_.cbegin(); it != fileProblems_.cend(); ++it)
        all += it.value();
    lessons::sortByPlace(&all); // as --check lists them: block text and prose of a file mixed
    for (const lessons::Diagnostic& diagnostic : all) {
        auto* item = new QListWidgetItem(diagnostic.toString(), problems_);
        item->setData(kFileRole, diagnostic.file);
        item->setData(kLineRole, diagnostic.line);
        item->setToolTip(QStringLiteral("<p>%1</p>")
                             .arg(tr("Press Enter or double-click to open %1")
                                      .arg(diagnostic.file)
                                      .toHtmlEscaped()));
    }
    problemsDock_->setWindowTitle(all.isEmpty() ? tr("Problems")
                                                : tr("Problems (%1)").arg(all.size()));
    if (!all.isEmpty())
        problemsDock_->show();
}

void CourseFolder::reloadFile(const QString& path) {
    if (!QFileInfo::exists(path))
        return; // removed, or mid-way through a replace; the folder's signal follows
    const lessons::ParseResult result = lessons::reloadLesson(path);
    fileProblems_.insert(path, result.diagnostics);
    QList<lessons::Diagnostic> others;
    for (const lessons::Diagnostic& diagnostic : std::as_const(course_.diagnostics)) {
        if (diagnostic.file != path && QFileInfo(diagnostic.file) != QFileInfo(path))
            others.append(diagnostic);
    }
    course_.diagnostics = others;
    showProblems();
    if (!result.lesson) {
        emit statusMessage(tr("%1 has errors; the last good version stays on screen.")
                               .arg(QFileInfo(path).fileName()),
                           8000);
        return; // the last good version stays on screen
    }
    const lessons::Lesson& fresh = *result.lesson;
    const lessons::Lesson* shown = course_.find(fresh.id);
    if (shown && QFileInfo(shown->filePath) != QFileInfo(path)) {
        // Another file with this id is in use: a translation saved while the application runs
        // in another language, or a copy. The course loader picks the file for the language.
        emit wholeFolderChanged();
        fileProblems_.insert(path, result.diagnostics);
        showProblems();
        emit statusMessage(tr("Checked %1; the lesson in your language stays on screen.")
                               .arg(QFileInfo(path).fileName()),
                           8000);
        return;
    }
    bool replaced = false;
    for (lessons::Lesson& lesson : course_.lessons) {
        if (lesson.id == fresh.id || QFileInfo(lesson.filePath) == QFileInfo(path)) {
            lesson = fresh;
            replaced = true;
            break;
        }
    }
    if (!replaced) {
        emit wholeFolderChanged(); // a new lesson: the course order may change
        return;
    }
    emit statusMessage(tr("Reloaded %1").arg(QFileInfo(path).fileName()), 4000);
    emit lessonReplaced(fresh.id);
}

} // namespace app
