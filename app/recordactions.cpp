// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/recordactions.h"

#include "app/progresskeeper.h"
#include "app/recordexport.h"
#include "lessons/record.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QRegularExpression>

#include <algorithm>

namespace app {

namespace {
// The application's own backup of a million answers is about 200 MB, read on the worker thread;
// a file far larger is no record.
constexpr qint64 kMaxImportBytes = qint64(1) << 30;
} // namespace

RecordActions::RecordActions(ProgressKeeper* progress, const lessons::Course* course,
                             std::function<QDateTime()> now, QWidget* window)
    : QObject(window), progress_(progress), course_(course), now_(std::move(now)), window_(window) {
}

void RecordActions::addMenuActions(QMenu* record) {
    QAction* printRecord = record->addAction(tr("&Print record…"));
    printRecord->setObjectName(QStringLiteral("printRecord"));
    addRecordAction(printRecord);
    connect(printRecord, &QAction::triggered, this, &RecordActions::printRecord);
    export_ = record->addAction(tr("&Export record…"));
    export_->setObjectName(QStringLiteral("exportRecord"));
    connect(export_, &QAction::triggered, this, [this] {
        QString filter;
        const QString path = QFileDialog::getSaveFileName(
            window_, tr("Export your record"),
            QDir::home().filePath(QStringLiteral("attention-lab-record.pdf")),
            tr("PDF report (*.pdf);;Record for import (*.json);;One row per attempt (*.csv)"),
            &filter);
        if (path.isEmpty())
            return;
        // A name typed without a suffix takes the one of the chosen file type.
        const QRegularExpressionMatch suffix =
            QRegularExpression(QStringLiteral("\\*(\\.[a-z]+)")).match(filter);
        exportRecordTo(QFileInfo(path).suffix().isEmpty() && suffix.hasMatch()
                           ? path + suffix.captured(1)
                           : path);
    });
    addRecordAction(export_);
    import_ = record->addAction(tr("&Import record…"));
    import_->setObjectName(QStringLiteral("importRecord"));
    addRecordAction(import_);
    connect(import_, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            window_, tr("Import a record"), QDir::homePath(), tr("Attention Lab record (*.json)"));
        if (!path.isEmpty())
            importRecordFrom(path);
    });
    QAction* restore = record->addAction(tr("Restore record from a &backup…"));
    restore->setObjectName(QStringLiteral("restoreRecord"));
    connect(restore, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            window_, tr("Restore your record from a backup"),
            QFileInfo(progress_->jsonPath()).absolutePath(),
            tr("Record backups (record-before-*.json progress.json.before-*);;All files (*)"));
        if (!path.isEmpty())
            restoreRecordFrom(path);
    });
    addRecordAction(restore);
}

void RecordActions::printRecord() {
    progress_->flush();
    const lessons::CourseSummary summary = lessons::summarizeCourse(*course_, progress_->store());
    const QDateTime made = now_();
    const ReviewOutlook reviews =
        reviewOutlook(*course_, progress_->store(), made.toLocalTime().date());
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(QCoreApplication::translate("app", "Attention Lab: learner's record"));
    QPrintPreviewDialog preview(&printer, window_);
    preview.resize(std::min(window_->width(), window_->height() * 3 / 4 + 120),
                   window_->height() * 9 / 10);
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
            [&summary, &made, &reviews](QPrinter* target) {
                printRecordReport(summary, made, target, reviews);
            });
    preview.exec();
}

QString RecordActions::lessonTitle(const QString& lessonId) const {
    const lessons::Lesson* lesson = course_->find(lessonId);
    return lesson ? lesson->title : QString();
}

void RecordActions::setConfirmation(const std::function<bool(const QString&)>& confirm) {
    confirm_ = confirm;
}

bool RecordActions::confirm(const QString& text) {
    if (confirm_)
        return confirm_(text);
    return QMessageBox::question(window_, tr("Attention Lab"), text,
                                 QMessageBox::Yes | QMessageBox::Cancel,
                                 QMessageBox::Cancel) == QMessageBox::Yes;
}

void RecordActions::replaced(const QString& backup, const QString& what, const QString& brief) {
    lastBackup_ = backup;
    const QString note =
        backup.isEmpty()
            ? what
            : tr("%1 Your record as it was before is kept in %2; to go back to it, use Record > "
                 "Restore record from a backup.")
                  .arg(what, QDir::toNativeSeparators(backup));
    emit recordReplaced(brief.isEmpty() ? what : brief, note);
}

bool RecordActions::resetLesson(const QString& lessonId) {
    const QString title = lessonTitle(lessonId);
    if (title.isEmpty())
        return false;
    if (!confirm(tr("Reset your record of “%1”? Your answers, predictions, explanations and time "
                    "for this lesson are cleared. The record as it is now is kept as a dated "
                    "backup beside it.")
                     .arg(title)))
        return false;
    if (!begin(tr("Resetting “%1”…").arg(title)))
        return false;
    progress_->startReset(
        {lessonId}, now_(), [self = QPointer(this), title](const ProgressKeeper::ChangeResult& r) {
            if (!self)
                return;
            self->end(r.ok);
            if (!r.ok)
                emit self->message(tr("The lesson was not reset: %1.").arg(r.error));
            else
                self->replaced(r.backupPath, tr("“%1” was reset.").arg(title));
        });
    return true;
}

bool RecordActions::resetCourse() {
    if (!confirm(tr("Reset your whole record? Every answer, prediction, explanation and time of "
                    "every lesson is cleared. The record as it is now is kept as a dated backup "
                    "beside it.")))
        return false;
    if (!begin(tr("Resetting your record…")))
        return false;
    progress_->startReset(
        {}, now_(), [self = QPointer(this)](const ProgressKeeper::ChangeResult& r) {
            if (!self)
                return;
            self->end(r.ok);
            if (!r.ok)
                emit self->message(tr("The record was not reset: %1.").arg(r.error));
            else
                self->replaced(r.backupPath, tr("The whole course was reset."));
        });
    return true;
}

void RecordActions::exportRecordTo(const QString& path) {
    emit aboutToExport();
    progress_->flush();
    if (recordFormatFor(path) == RecordFormat::Unknown) {
        const QString error = tr("Name the file .pdf (a report), .json (the whole record, "
                                 "importable again) or .csv (one row per attempt).");
        emit message(error);
        emit exported(path, error);
        return;
    }
    emit statusMessage(tr("Exporting your record to %1…").arg(QDir::toNativeSeparators(path)), 0);
    exportRecordInBackground(
        path, *course_, progress_->store(), now_(), this, [this, path](const QString& error) {
            if (error.isEmpty())
                emit statusMessage(
                    tr("Your record was exported to %1.").arg(QDir::toNativeSeparators(path)),
                    8000);
            else
                emit message(tr("The record was not exported: %1.").arg(error));
            emit exported(path, error);
        });
}

bool RecordActions::importRecordFrom(const QString& path) {
    const QFileInfo info(path);
    // A FIFO or a device would block the window on open; a huge file is no record.
    if (!info.isFile() || info.size() > kMaxImportBytes) {
        emit message(tr("%1 is not a record file Attention Lab can import: choose a .json file "
                        "exported by Attention Lab.")
                         .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    if (!begin(tr("Importing %1…").arg(QDir::toNativeSeparators(path))))
        return false;
    progress_->startImport(
        path, now_(), [self = QPointer(this), path](const ProgressKeeper::ChangeResult& r) {
            if (!self)
                return;
            self->end(r.ok);
            if (!r.ok) {
                emit self->message(tr("%1 was not imported: %2. Your record is unchanged.")
                                       .arg(QDir::toNativeSeparators(path), r.error));
                return;
            }
            QString what =
                tr("The record in %1 was merged into yours.").arg(QDir::toNativeSeparators(path));
            if (!r.unreadable.isEmpty()) {
                constexpr int kListed = 5; // then counted
                QString parts = r.unreadable.mid(0, kListed).join(QStringLiteral("; "));
                if (r.unreadable.size() > kListed)
                    parts += QCoreApplication::translate("lessons", "; and %1 more")
                                 .arg(r.unreadable.size() - kListed);
                what += QLatin1Char(' ') +
                        tr("%n part(s) of it could not be read (%1): they are kept as they were, "
                           "exported again with your record, and do not count as answered.",
                           nullptr, int(r.unreadable.size()))
                            .arg(parts);
            }
            // The path and the parts make a long line: the status bar says it briefly, the note
            // whole.
            self->replaced(r.backupPath, what, tr("Your record was imported."));
        });
    return true;
}

bool RecordActions::restoreRecordFrom(const QString& backupPath) {
    const QFileInfo info(backupPath);
    if (!info.isFile() || info.size() > kMaxImportBytes) {
        emit message(tr("%1 is not a record backup: choose a record-before-….json file.")
                         .arg(QDir::toNativeSeparators(backupPath)));
        return false;
    }
    if (!confirm(tr("Replace your record with %1? The record as it is now is kept as a dated "
                    "backup first.")
                     .arg(QDir::toNativeSeparators(backupPath))))
        return false;
    if (!begin(tr("Restoring your record from %1…").arg(QDir::toNativeSeparators(backupPath))))
        return false;
    progress_->startRestore(
        backupPath, now_(),
        [self = QPointer(this), backupPath](const ProgressKeeper::ChangeResult& r) {
            if (!self)
                return;
            self->end(r.ok);
            if (!r.ok) {
                emit self->message(tr("%1 was not restored: %2. Your record is unchanged.")
                                       .arg(QDir::toNativeSeparators(backupPath), r.error));
                return;
            }
            self->replaced(
                r.backupPath,
                tr("Your record was restored from %1.").arg(QDir::toNativeSeparators(backupPath)),
                tr("Your record was restored."));
        });
    return true;
}

bool RecordActions::begin(const QString& doing) {
    if (progress_->isChanging()) {
        emit statusMessage(tr("Wait until the change to your record now running is done."), 8000);
        return false;
    }
    succeeded_ = false;
    for (QAction* action : std::as_const(recordActions_))
        action->setEnabled(false);
    emit statusMessage(doing, 0); // until end()
    emit busy(true);
    return true;
}

void RecordActions::end(bool ok) {
    succeeded_ = ok;
    for (QAction* action : std::as_const(recordActions_))
        action->setEnabled(true);
    emit statusMessage(QString(), 0);
    emit busy(false);
}

} // namespace app
