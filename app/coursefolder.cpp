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
#include <QtConcurrent/QtConcurrentRun>

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

CourseFolder::~CourseFolder() {
    if (stopFolderRead_)
        stopFolderRead_->store(true);
}

void CourseFolder::load(const QString& dir, const QString& startFile) {
    folder_ = dir;
    const quint64 generation = ++generation_;
    // Every file read running now read what the folder's load reads again.
    for (auto it = fileReads_.cbegin(); it != fileReads_.cend(); ++it)
        it->second->disconnect(this);
    fileReads_.clear();
    reloadAfterLoad_.clear();
    if (folderRead_)
        folderRead_->disconnect(this);
    folderRead_ = nullptr;
    folderGeneration_ = 0;
    if (stopFolderRead_)
        stopFolderRead_->store(true);
    auto stop = std::make_shared<std::atomic<bool>>(false);
    stopFolderRead_ = stop;
    const QString locale = localeName_.isEmpty() ? QLocale().name() : localeName_;
    const auto read = [dir, locale, startFile, stop] {
        FolderLoad result;
        result.course = lessons::loadCourse(dir, locale, [&stop] { return stop->load(); });
        if (result.course.stopped || startFile.isEmpty())
            return result;
        const QFileInfo wanted(startFile);
        for (const lessons::Lesson& lesson : std::as_const(result.course.lessons)) {
            if (QFileInfo(lesson.filePath) == wanted) {
                result.startLessonId = lesson.id;
                return result;
            }
        }
        // Another language's file of a lesson (or one with errors): its id, when it has one.
        const lessons::ParseResult parsed = lessons::reloadLesson(startFile);
        if (parsed.lesson)
            result.startLessonId = parsed.lesson->id;
        return result;
    };
    watcher_->watch(folder_); // a file saved meanwhile is read again once the folder is in
    folderGeneration_ = generation;
    if (dir.startsWith(QLatin1Char(':'))) {
        folderLoaded(generation, read());
        return;
    }
    auto* watcher = new QFutureWatcher<FolderLoad>(this);
    folderRead_ = watcher;
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation] { folderLoaded(generation, watcher->result()); });
    // A watcher a newer load dropped (disconnected) still deletes itself when its read ends.
    connect(watcher, &QFutureWatcherBase::finished, watcher, &QObject::deleteLater);
    watcher->setFuture(QtConcurrent::run(read));
}

void CourseFolder::folderLoaded(quint64 generation, const FolderLoad& result) {
    if (generation != folderGeneration_)
        return; // a newer load() made it stale, or waitForLoad() applied it already
    folderRead_ = nullptr;
    folderGeneration_ = 0;
    course_ = result.course;
    startLessonId_ = result.startLessonId;
    fileProblems_ = std::exchange(keptThroughLoad_, {});
    showProblems();
    emit loaded();
    const QSet<QString> saved = std::exchange(reloadAfterLoad_, {});
    for (const QString& path : saved)
        reloadFile(path);
}

bool CourseFolder::isLoading() const {
    return folderRead_ || !fileReads_.isEmpty();
}

void CourseFolder::waitForLoad() {
    while (isLoading()) {
        if (QFutureWatcher<FolderLoad>* folder = folderRead_) {
            folder->waitForFinished();
            folderLoaded(folderGeneration_, folder->result());
            continue;
        }
        const QString path = fileReads_.cbegin().key();
        const auto [generation, file] = fileReads_.cbegin().value();
        file->waitForFinished();
        fileReloaded(path, generation, file->result());
    }
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
    if (folderRead_) {
        reloadAfterLoad_.insert(path);
        return;
    }
    if (auto running = fileReads_.constFind(path); running != fileReads_.cend())
        running->second->disconnect(this); // the newer save counts
    const quint64 generation = ++generation_;
    auto* watcher = new QFutureWatcher<lessons::ParseResult>(this);
    fileReads_.insert(path, {generation, watcher});
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path, generation] {
        fileReloaded(path, generation, watcher->result());
    });
    connect(watcher, &QFutureWatcherBase::finished, watcher, &QObject::deleteLater);
    watcher->setFuture(QtConcurrent::run([path] { return lessons::reloadLesson(path); }));
}

void CourseFolder::fileReloaded(const QString& path, quint64 generation,
                                const lessons::ParseResult& result) {
    const auto running = fileReads_.constFind(path);
    if (running == fileReads_.cend() || running->first != generation)
        return; // a newer save of the file, or a folder load, made this read stale
    fileReads_.erase(running);
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
        keptThroughLoad_.insert(path, result.diagnostics);
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
