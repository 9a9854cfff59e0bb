// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/course.h"

#include <QDateTime>
#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace app {

class ProgressKeeper;

// What the student does to the record as a whole: reset a lesson or the course, import a record,
// restore one from a backup, export it (JSON, CSV, PDF) and print it, with the dialogs and
// messages around them. The window reacts to the signals: it shows the messages and rebuilds the
// page from a replaced record.
class RecordActions : public QObject {
    Q_OBJECT
public:
    RecordActions(ProgressKeeper* progress, const lessons::Course* course,
                  std::function<QDateTime()> now, QWidget* window);

    // Export, Import, Restore and Print record, in the File menu.
    void addFileActions(QMenu* file);
    QAction* exportAction() const { return export_; }
    QAction* importAction() const { return import_; }

    bool resetLesson(const QString& lessonId); // asks first; false when declined or failed
    bool resetCourse();
    void exportRecordTo(const QString& path); // in the background; exported follows
    bool importRecordFrom(const QString& path);
    bool restoreRecordFrom(const QString& backupPath);

    // Yes / Cancel; tests replace the dialog with setConfirmation.
    bool confirm(const QString& text);
    void setConfirmation(const std::function<bool(const QString& text)>& confirm);
    QString lastBackupPath() const { return lastBackup_; }

signals:
    void message(const QString& text); // the window's message bar (wraps, stays until dismissed)
    void statusMessage(const QString& text, int timeoutMs);
    void aboutToExport(); // the time of the visit so far goes into the export
    void exported(const QString& path, const QString& error); // error empty: written
    // `brief` says in a few words what happened; `note` says it whole, with where the backup is.
    void recordReplaced(const QString& brief, const QString& note);

private:
    QString lessonTitle(const QString& lessonId) const;
    // `brief` (empty: `what`) goes into the status bar, the whole note onto the window.
    void replaced(const QString& backup, const QString& what, const QString& brief = {});

    ProgressKeeper* progress_;
    const lessons::Course* course_;
    std::function<QDateTime()> now_;
    QWidget* window_;
    QAction* export_ = nullptr;
    QAction* import_ = nullptr;
    std::function<bool(const QString&)> confirm_;
    QString lastBackup_;
};

} // namespace app
