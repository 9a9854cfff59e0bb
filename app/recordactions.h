// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/course.h"

#include <QDateTime>
#include <QList>
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

    // Print, Export, Import and Restore record, in the Record menu beside the overview and the
    // resets, where a student looks for them (sp26 found them under File).
    void addMenuActions(QMenu* record);
    void printRecord(); // in a preview first: the report runs to several pages
    QAction* exportAction() const { return export_; }
    QAction* importAction() const { return import_; }

    // Reset, import and restore ask first and run on the record's worker thread
    // (ProgressKeeper::startReset): true when one was started; recordReplaced or message
    // follows, and succeeded() says how it went. While one runs, the record's actions are
    // disabled and a line in the status bar says what is going on; the page stays usable.
    bool resetLesson(const QString& lessonId);
    bool resetCourse();
    void exportRecordTo(const QString& path); // in the background; exported follows
    bool importRecordFrom(const QString& path);
    bool restoreRecordFrom(const QString& backupPath);
    bool succeeded() const { return succeeded_; } // the last reset, import or restore
    // Disabled with the record's own actions while a reset, import or restore runs.
    void addRecordAction(QAction* action) { recordActions_.append(action); }

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
    void busy(bool running); // a reset, import or restore starts or ends

private:
    QString lessonTitle(const QString& lessonId) const;
    // `brief` (empty: `what`) goes into the status bar, the whole note onto the window.
    void replaced(const QString& backup, const QString& what, const QString& brief = {});
    // Says `doing` in the status bar and disables the record's actions; false (and says so) when
    // another change still runs.
    bool begin(const QString& doing);
    void end(bool ok);

    ProgressKeeper* progress_;
    const lessons::Course* course_;
    std::function<QDateTime()> now_;
    QWidget* window_;
    QAction* export_ = nullptr;
    QAction* import_ = nullptr;
    std::function<bool(const QString&)> confirm_;
    QString lastBackup_;
    QList<QAction*> recordActions_;
    bool succeeded_ = false;
};

} // namespace app
