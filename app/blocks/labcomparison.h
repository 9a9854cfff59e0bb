// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/labsession.h"
#include "lessons/progress.h"

#include <QCoreApplication>

class QBoxLayout;
class QLabel;
class QWidget;

namespace app {

class MessageSlot;

// The line above a lab's run table: a notice (why a run was held or not scored) or the verdict
// on the committed prediction. It reads the lab's session and never changes it; the lab refits
// its message slots after each change (LabBlock::refitMessages).
class LabComparison {
    Q_DECLARE_TR_FUNCTIONS(app::LabComparison)
public:
    // The line, in a slot that keeps its room when the lab asks for a prediction, goes into
    // `layout` of `lab`.
    LabComparison(const lessons::LabSession& session, QWidget* lab, QBoxLayout* layout);

    QLabel* label() const { return label_; }
    MessageSlot* slot() const { return slot_; } // null without a prediction
    bool noticeShown() const { return noticeShown_; }

    // The notice for a run that ended in `outcome.status` (Held, RanUnscored, NothingChanged,
    // SeenBefore); `run` counts from 1.
    void showNotice(const lessons::LabOutcome& outcome, int run);
    // The verdict of a scored run; what the learner's record keeps of it (without its time).
    // `counts`: false for practice (lessons::LabSession::standing), which the record keeps as such
    // and never counts.
    lessons::PredictionRecord showVerdict(const lessons::LabOutcome& outcome, bool counts);
    // A verdict from an earlier session whose run is gone (a reset since, or an old record).
    void showLastTime(const lessons::PredictionRecord& record);
    void clear(); // no notice, no verdict
    // The slot keeps its line while a notice can come, and stays off paper while empty.
    void updateSlot();

private:
    QString runLabel() const;
    QString heldNotice() const;
    QString unscoredNotice(int run) const;
    QString unchangedNotice(int run) const;
    QString seenNotice(int run, const lessons::LabOutcome& outcome) const;
    QString logitsText(const QList<double>& logits) const;
    QString noticeDetail(lessons::LabRunStatus status) const;
    QString verdictHtml(bool matches) const;
    void show(const QString& text, const QString& detail);
    void boxed(bool box);
    static QString
    feedbackHtml(const QString& feedback); // framed as a verdict, or plain as a notice

    const lessons::LabSession& session_;
    QWidget* lab_;
    QLabel* label_ = nullptr;
    MessageSlot* slot_ = nullptr;
    bool noticeShown_ = false; // the line holds a notice, not a verdict
};

} // namespace app
