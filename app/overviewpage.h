// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/record.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeView;
class QTreeWidget;
class QTreeWidgetItem;

namespace app {

// The course overview: per lesson questions answered and correct, predictions made and
// matched, explain-it-back written, time spent and last opened, with the course totals. A
// question row opens the question in its lesson. The actions (review, reset, export, import)
// are signals: the main window asks for confirmation and does the work.
class OverviewPage : public QWidget {
    Q_OBJECT
public:
    explicit OverviewPage(QWidget* parent = nullptr);
    ~OverviewPage() override;

    // dueNow: review items due today; note: where the last backup went (empty hides it).
    void setSummary(const lessons::CourseSummary& summary, int dueNow, const QString& nextReview);
    void setNote(const QString& note);

    QTreeWidget* table() const { return table_; }
    // The questions' column, kept in place over the table's left edge while the table scrolls
    // sideways; hidden while the table fits its view.
    QTreeView* frozenNames() const { return frozen_; }
    QLabel* totalsLine() const { return totals_; }
    QLabel* noteLine() const { return note_; }
    // Says where the figures of the columns that gave way in a narrow window went.
    QLabel* lesserColumnsNote() const { return lesserNote_; }
    QPushButton* reviewButton() const { return review_; }
    QPushButton* openQuestionButton() const { return openQuestion_; }
    QPushButton* resetLessonButton() const { return resetLesson_; }
    QPushButton* resetCourseButton() const { return resetCourse_; }
    QString selectedLessonId() const;

signals:
    void openQuestion(const QString& lessonId, const QString& questionId); // empty: the lesson
    void reviewRequested();
    void resetLessonRequested(const QString& lessonId);
    void resetCourseRequested();
    void exportRequested();
    void importRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitColumns();   // hides the figures of least use until the lesson names have room
    void fitTitleRows(); // a lesson row as tall as its wrapped name
    void placeFrozenNames();
    void activated(QTreeWidgetItem* item);
    void updateOpenButton(); // enabled while a question row is the current one
    // The figures of the columns that give way in a narrow window (kLesserColumns), in words.
    static QString lesserFigures(const QTreeWidgetItem* row);
    static void describeLesserFigures(QTreeWidgetItem* row); // as the row's description
    void showLesserFigures(); // the current row's, in the line under the table
    static QString predictionsCell(const lessons::LessonSummary& summary);
    static void showPrediction(QTreeWidgetItem* row, const QString& predicted, bool matched,
                               const QString& observed);
    // A line in italics under a question or a lab (its other attempts, its tries).
    void addNoteRow(QTreeWidgetItem* lesson, const QString& note, const QString& lessonId);
    // A lab only practised: its attempt neither matched nor missed (review33 #5).
    static void showPractice(QTreeWidgetItem* row, const QString& predicted);

    QLabel* totals_ = nullptr;
    QLabel* note_ = nullptr;
    QLabel* lesserNote_ = nullptr;
    QTreeWidget* table_ = nullptr;
    QTreeView* frozen_ = nullptr;
    QPushButton* review_ = nullptr;
    QPushButton* openQuestion_ = nullptr;
    QPushButton* resetLesson_ = nullptr;
    QPushButton* resetCourse_ = nullptr;
};

} // namespace app
