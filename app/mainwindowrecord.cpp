// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The window and the learner's record: the record's load and save status, the course overview,
// the review, the review counts in the status bar, and what follows a reset or an import. Apart
// from mainwindow.cpp, which holds the lessons and the window's own state (issue 21).
#include "app/mainwindow.h"

#include "app/blocks/questionblock.h"
#include "app/courseoutline.h"
#include "app/lessonpage.h"
#include "app/overviewpage.h"
#include "app/pagefocus.h"
#include "app/progresskeeper.h"
#include "app/recordactions.h"
#include "app/recordexport.h"
#include "app/reviewpage.h"
#include "app/visitclock.h"
#include "lessons/record.h"
#include "lessons/review.h"

#include <QAction>
#include <QDate>
#include <QDockWidget>
#include <QFontMetrics>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionButton>

#include <algorithm>

namespace app {

void MainWindow::updateRecordStatus() {
    QString text;
    if (progress_->hasUnsavedChanges())
        text = tr("Not saved: your answers are kept in memory until the record can be written");
    else if (options_.keepRecord && progress_->isReadOnly())
        text = tr("Read-only record: nothing you do now is saved");
    recordStatus_->setText(text);
    recordStatus_->setAccessibleName(text);
    recordStatus_->setVisible(!text.isEmpty());
}

void MainWindow::reportRecordLoad(const lessons::ProgressStore::LoadReport& report) {
    updateRecordStatus();
    if (!report.ok || !report.message.isEmpty()) {
        QString text = report.message;
        if (!report.backupPath.isEmpty() && !text.contains(report.backupPath))
            text += QLatin1Char(' ') + tr("The old file is kept as %1.").arg(report.backupPath);
        showMessage(text);
    }
}

void MainWindow::recordLoaded(const lessons::ProgressStore::LoadReport& report) {
    statusBar()->clearMessage();
    reportRecordLoad(report);
    // The page was built before the record was in: build it again with the saved answers, on
    // the lesson where the student left off unless they have gone elsewhere meanwhile.
    const QString shown = std::exchange(shownBeforeRecord_, QString());
    QString lessonId = currentLessonId();
    int scroll = page_ ? page_->scrollPosition() : 0;
    const QString last = progress_->lastLessonIdAsLoaded();
    if (!shown.isEmpty() && lessonId == shown && course().find(last)) {
        lessonId = last;
        scroll = -1; // where the record says it was left
    }
    if (page_ && pageHost_->currentWidget() == page_ && !lessonId.isEmpty())
        showLesson(lessonId, scroll);
    else if (page_)
        pageStale_ = true; // rebuilt when the student goes back to it
    updateNavigation();
    updateRecordViews();
}

void MainWindow::showOverview() {
    endVisit();
    visits_->forget();
    progress_->flush();
    updateRecordViews();
    pageHost_->setCurrentWidget(overviewPage());
    setWindowTitle(tr("Course overview — Attention Lab"));
}

OverviewPage* MainWindow::overviewPage() {
    if (overview_)
        return overview_;
    // Built on first use: a page the start-up does not show costs it nothing.
    overview_ = new OverviewPage(pageHost_);
    pageHost_->addWidget(overview_);
    connect(overview_, &OverviewPage::openQuestion, this, &MainWindow::openQuestion);
    connect(overview_, &OverviewPage::reviewRequested, this, &MainWindow::showReview);
    connect(overview_, &OverviewPage::resetLessonRequested, records_, &RecordActions::resetLesson);
    connect(overview_, &OverviewPage::resetCourseRequested, records_, &RecordActions::resetCourse);
    connect(overview_, &OverviewPage::exportRequested, records_->exportAction(), &QAction::trigger);
    connect(overview_, &OverviewPage::importRequested, records_->importAction(), &QAction::trigger);
    updateRecordViews();
    return overview_;
}

void MainWindow::showReview() {
    endVisit();
    visits_->forget();
    review_->start(course(), options_.reviewSeed);
    pageHost_->setCurrentWidget(review_);
    setWindowTitle(tr("Review — Attention Lab"));
}

bool MainWindow::openQuestion(const QString& lessonId, const QString& questionId) {
    if (!course().find(lessonId))
        return false;
    if (lessonId != currentLessonId() || !page_) {
        // A question asked for is scrolled to below, not the place the lesson was left at.
        if (!showLesson(lessonId, questionId.isEmpty() ? -1 : 0))
            return false;
    } else if (pageHost_->currentWidget() != page_) {
        backToPage();
    }
    if (questionId.isEmpty())
        return true;
    for (QuestionBlock* question : page_->questions()) {
        if (question->questionId() == questionId) {
            page_->ensureWidgetVisible(question, 0, page_->viewport()->height() / 4);
            question->setFocus(Qt::OtherFocusReason);
            return true;
        }
    }
    return false;
}

bool MainWindow::openHeldSection(const QString& lessonId, const QString& questionId,
                                 const QString& section) {
    if (!openQuestion(lessonId, questionId))
        return false;
    for (QuestionBlock* question : page_->questions()) {
        if (question->questionId() != questionId)
            continue;
        page_->pointOutHold(question, section);
        page_->settleLayout();
        // The note above the question in sight with it, the note first: a question taller than
        // the view, shown by a second ensureWidgetVisible, was centred and the note went above
        // the view (review32 #12).
        QWidget* top = page_->holdNote() ? static_cast<QWidget*>(page_->holdNote()) : question;
        page_->ensureWidgetVisible(top, 0, page_->viewport()->height() / 4);
        QScrollBar* bar = page_->verticalScrollBar();
        const int from = top->mapTo(page_->widget(), QPoint()).y();
        const int to = question->mapTo(page_->widget(), QPoint()).y() + question->height();
        bar->setValue(std::clamp(
            PageFocus::scrollToShow(bar->value(), page_->viewport()->height(), from, to, 0),
            bar->minimum(), bar->maximum()));
        return true;
    }
    return false;
}

void MainWindow::reserveReviewStatusRoom() {
    // The review line keeps its place in the status bar, shown or not, as wide as its widest
    // text: it comes once a miss is scheduled and hides on the overview and the review page,
    // and the first start's card beside it, made narrower, moved "Open the guide" (review34).
    const QFontMetrics metrics(reviewStatus_->font());
    const QString lastDay = QLocale().toString(QDate(2026, 12, 28), QLocale::ShortFormat);
    int widest = 0;
    for (const QString& text :
         {tr("%n question(s) due for review", nullptr, 99),
          tr("Next review: %1 (%n question(s))", nullptr, 99).arg(tr("tomorrow")),
          tr("Next review: %1 (%n question(s))", nullptr, 99).arg(lastDay),
          tr("No missed questions to review.")})
        widest = std::max(widest, metrics.horizontalAdvance(text));
    QStyleOptionButton option;
    option.initFrom(reviewStatus_);
    option.features = QStyleOptionButton::Flat;
    reviewStatus_->setMinimumWidth(reviewStatus_->style()
                                       ->sizeFromContents(QStyle::CT_PushButton, &option,
                                                          QSize(widest, metrics.height()),
                                                          reviewStatus_)
                                       .width());
    QSizePolicy policy = reviewStatus_->sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    reviewStatus_->setSizePolicy(policy);
}

void MainWindow::updateRecordViews() {
    reserveReviewStatusRoom(); // in the language and font of now
    const QDate today = now().toLocalTime().date();
    // The one outlook the overview and the PDF report print too.
    const ReviewOutlook outlook = reviewOutlook(course(), progress_->store(), today);
    const int due = outlook.dueNow;
    const QString next = outlook.nextReview;
    if (due > 0) {
        reviewStatus_->setText(tr("%n question(s) due for review", nullptr, due));
        // Short on the button, whole in its tooltip and for a screen reader: the whole text
        // was cut in the sidebar, "Verpasste Fragen wiederholen (11 f…" (sp17).
        const QString whole = tr("Review missed questions (%1 due)").arg(due);
        reviewShortcut_->setText(tr("Review missed (%1)").arg(due));
        reviewShortcut_->setToolTip(whole);
        reviewShortcut_->setAccessibleName(whole);
    } else {
        reviewStatus_->setText(next);
        reviewShortcut_->setText(tr("Review missed questions"));
        reviewShortcut_->setToolTip(QString());
        reviewShortcut_->setAccessibleName(reviewShortcut_->text());
    }
    reviewStatus_->setAccessibleDescription(reviewStatus_->text());
    reviewsScheduled_ = outlook.anyScheduled;
    showReviewStatusWhereUseful();
    // The overview is built when first shown, and shows the summary of then.
    if (overview_)
        overview_->setSummary(lessons::summarizeCourse(course(), progress_->store()), due, next);
    outline_->updateMarks(course());
}

// The overview says the same in its summary, and the review page is the review itself: the
// status bar's line would repeat it on both.
void MainWindow::showReviewStatusWhereUseful() {
    if (!reviewStatus_)
        return;
    QWidget* shown = pageHost_->currentWidget();
    reviewStatus_->setVisible(reviewsScheduled_ && shown != overview_ && shown != review_);
}

void MainWindow::afterRecordReplaced(const QString& brief, const QString& note) {
    // Said whole and wrapped (the status bar cut a long one, sp13 B8): in the overview's note,
    // or in the message bar when the overview is not on screen.
    overviewPage()->setNote(note);
    if (pageHost_->currentWidget() != overview_)
        showMessage(note);
    statusBar()->showMessage(brief, 8000);
    // The sidebar keeps the width the student gave it while the outline is rebuilt (an import
    // widened it by its widest item at 800 px, sp15 B8).
    const int sidebar = outlineDock_->isVisible() ? outlineDock_->width() : 0;
    const auto keepSidebar = qScopeGuard([this, sidebar] {
        if (sidebar > 0 && outlineDock_->width() != sidebar)
            resizeDocks({outlineDock_}, {sidebar}, Qt::Horizontal);
    });
    // The page's widgets show what the record held when they were built.
    if (page_) {
        const bool onPage = pageHost_->currentWidget() == page_;
        const QString id = page_->lessonId();
        QWidget* shown = pageHost_->currentWidget();
        rebuildingHidden_ = !onPage;
        rebuildFromRecord_ = true; // controls and steps too: a reset puts them back
        // At the place the record holds: a reset lesson starts at its top (it kept the old
        // place, state15), an imported record's place is the one it brought.
        showLesson(id, -1);
        rebuildFromRecord_ = false;
        rebuildingHidden_ = false;
        if (!onPage)
            pageHost_->setCurrentWidget(shown);
    }
    updateRecordViews();
    updateProgressLine();
}

QString MainWindow::lastBackupPath() const {
    return records_->lastBackupPath();
}

namespace {
bool waitForChange(ProgressKeeper* progress, const RecordActions* records) {
    progress->waitForLoad();
    return records->succeeded();
}
} // namespace

// These wait for the change on the worker thread (tests, scripted use); the menus and the
// overview start it and go on.
bool MainWindow::resetLesson(const QString& lessonId) {
    return records_->resetLesson(lessonId) && waitForChange(progress_, records_);
}

bool MainWindow::resetCourse() {
    return records_->resetCourse() && waitForChange(progress_, records_);
}

void MainWindow::exportRecordTo(const QString& path) {
    records_->exportRecordTo(path);
}

bool MainWindow::importRecordFrom(const QString& path) {
    return records_->importRecordFrom(path) && waitForChange(progress_, records_);
}

bool MainWindow::restoreRecordFrom(const QString& backupPath) {
    return records_->restoreRecordFrom(backupPath) && waitForChange(progress_, records_);
}

void MainWindow::setConfirmation(const std::function<bool(const QString&)>& confirm) {
    records_->setConfirmation(confirm);
}

} // namespace app
