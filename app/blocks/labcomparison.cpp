// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/labcomparison.h"

#include "app/blocks/messageslot.h"
#include "app/lessonprint.h"
#include "lessons/buttonroles.h"
#include "lessons/displaytext.h"
#include "lessons/predictions.h"
#include "lessons/typednumbers.h"

#include <QBoxLayout>
#include <QLabel>

namespace app {

LabComparison::LabComparison(const lessons::LabSession& session, QWidget* lab, QBoxLayout* layout)
    : session_(session), lab_(lab) {
    label_ = new QLabel(lab);
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::RichText);
    label_->setVisible(false);
    if (!session_.predictionAsked()) {
        layout->addWidget(label_);
        return;
    }
    // Notices and verdicts come and go above the run table: in a slot that keeps its room,
    // "Commit your prediction first" pushed the table 33 px down under the student's eyes
    // (issue 19). A lab without a prediction shows neither. The room is one line, as the
    // notices are at a wide window, and only while a notice can come (updateSlot): three lines
    // kept for them stood as a 60 px blank band under the buttons, on paper too (sp19), and so
    // did the notices' room measured wrapped in a narrow lab (45 px in German at 800 px, sp28
    // shot 78). A notice that wraps grows the slot once, at its width (MessageSlot::refit).
    slot_ = new MessageSlot(lab);
    slot_->addLabel(label_);
    slot_->reserveFor({}, 1);
    layout->addWidget(slot_);
}

void LabComparison::updateSlot() {
    if (!slot_)
        return;
    // A notice can come until the prediction is scored; then the slot holds the verdict. Room
    // is kept only above a run table: in a fresh or reset lab, with no table to push down, it
    // stood as a blank band under the buttons, three lines of German at 800 px (sp27 shot 91).
    const bool keeping = !session_.predictionScored() && !session_.runs().isEmpty();
    slot_->setKeeping(keeping);
    const bool empty = label_->isHidden() || label_->text().isEmpty();
    slot_->setVisible(keeping || !empty);
    // Kept room with nothing in it is for the screen: on paper it was a blank band.
    keepOffPaper(slot_, empty);
}

// The Run button's own label, so a notice names the button as it reads in every language (the
// English text said "Run" where the German button reads „Ausführen“).
QString LabComparison::runLabel() const {
    return lessons::buttonLabel(lessons::ButtonRole::Run);
}

// The notices are one line in the lab at a wide window (the room kept for them); what they
// mean at more length is their tooltip and what a screen reader hears (noticeDetail).
QString LabComparison::heldNotice() const {
    return tr("Commit your prediction first, or press %1 again to run it unscored.")
        .arg(runLabel());
}

QString LabComparison::unscoredNotice(int run) const {
    return tr("Run %1 is not scored: no prediction was committed.").arg(run);
}

QString LabComparison::unchangedNotice(int run) const {
    // The first run has none before it (sp23 read "the same logits as the compared run" there).
    if (run == 1)
        return tr("Run 1 is what your prediction will be compared with: edit the logits, then "
                  "press %1.")
            .arg(runLabel());
    // Every earlier run has these logits (or one would be the compared run): the one before
    // names them (sp30 item 6: "the compared run" said not which).
    return tr("Run %1 has the same logits as run %2: your prediction is about an edit of them. "
              "Edit the logits, then press %3.")
        .arg(run)
        .arg(run - 1)
        .arg(runLabel());
}

QString LabComparison::logitsText(const QList<double>& logits) const {
    // As the logits field and the run table write them.
    return lessons::numberListText(logits, lab_->locale());
}

QString LabComparison::seenNotice(int run, const lessons::LabOutcome& outcome) const {
    // Names the run and the number it showed: "these logits" was false after a tiny edit of
    // them, and "before you predicted" named a run from after it (sp29). A run a Reset cleared
    // refuses nothing (issue 22): the run that showed it is always in the table.
    if (session_.setup().predict == lessons::PredictKind::MaxWeight)
        return tr("Run %1 is not scored: run %2 showed %3 at dₖ = %4 before you predicted.")
            .arg(run)
            .arg(outcome.seenRun + 1)
            .arg(lessons::labOutcomeText(outcome.seenPct, lessons::PredictKind::MaxWeight,
                                         lab_->locale()))
            .arg(session_.setup().predictDim);
    return tr("Run %1 is not scored: run %2 showed the same largest weights before you "
              "predicted.")
        .arg(run)
        .arg(outcome.seenRun + 1);
}

QString LabComparison::noticeDetail(lessons::LabRunStatus status) const {
    switch (status) {
    case lessons::LabRunStatus::Held:
        return tr("This run shows the answer, so the lab scores it against your prediction. "
                  "Press %1 again to run it without a prediction; it will not be scored.")
            .arg(runLabel());
    case lessons::LabRunStatus::RanUnscored:
        return tr("Commit a prediction and run again to have it scored against the run before "
                  "your edit.");
    case lessons::LabRunStatus::NothingChanged:
        return tr("There is nothing to score yet: edit the logits as the steps say, then press "
                  "%1. Your prediction stays committed.")
            .arg(runLabel());
    case lessons::LabRunStatus::SeenBefore:
        // A number copied from the run table would count as a matched prediction (sp27), and
        // so would the same number after a tiny edit of the logits (sp29).
        return tr("A prediction is scored only on a result you had not seen when you "
                  "committed it: a largest weight that reads as one already shown gives the "
                  "answer away. Your prediction stays committed: edit the logits further, then "
                  "press %1.")
            .arg(runLabel());
    default:
        return {};
    }
}

void LabComparison::showNotice(const lessons::LabOutcome& outcome, int run) {
    const lessons::LabRunStatus status = outcome.status;
    switch (status) {
    case lessons::LabRunStatus::Held:
        show(heldNotice(), noticeDetail(status));
        return;
    case lessons::LabRunStatus::RanUnscored:
        show(unscoredNotice(run), noticeDetail(status));
        return;
    case lessons::LabRunStatus::NothingChanged:
        show(unchangedNotice(run), noticeDetail(status));
        return;
    case lessons::LabRunStatus::SeenBefore:
        show(seenNotice(run, outcome), noticeDetail(status));
        return;
    default:
        return;
    }
}

void LabComparison::show(const QString& text, const QString& detail) {
    boxed(false);
    label_->setText(text.toHtmlEscaped());
    label_->setAccessibleName(text);
    label_->setAccessibleDescription(detail);
    label_->setToolTip(detail);
    label_->setVisible(true);
    noticeShown_ = true;
}

void LabComparison::clear() {
    boxed(false);
    label_->clear();
    label_->setVisible(false);
    label_->setToolTip(QString());
    label_->setAccessibleDescription(QString());
    noticeShown_ = false;
}

// The score's line stays with the lines above; the reason after it is a paragraph.
QString LabComparison::feedbackHtml(const QString& feedback) {
    const qsizetype cut = feedback.indexOf(QLatin1Char('\n'));
    if (cut < 0)
        return feedback.toHtmlEscaped();
    return feedback.left(cut).toHtmlEscaped() + QStringLiteral("</p><p style=\"margin-top:6px\">") +
           feedback.mid(cut + 1).toHtmlEscaped();
}

void LabComparison::boxed(bool box) {
    // A frame and a margin only around a verdict: a notice is one line under the buttons.
    label_->setFrameShape(box ? QFrame::StyledPanel : QFrame::NoFrame);
    label_->setMargin(box ? 8 : 0);
}

// A prediction is compared with what happens, in the page's colour and the words a question's
// prediction uses: the lab's coloured "✘ Not quite." beside a question's "What happens differs
// from your prediction." read as two rules for one kind of thing (sp20).
QString LabComparison::verdictHtml(bool matches) const {
    return QStringLiteral("<b>%1</b>").arg(lessons::predictionVerdictText(matches).toHtmlEscaped());
}

void LabComparison::showLastTime(const lessons::PredictionRecord& record) {
    const lessons::PredictKind predict = session_.setup().predict;
    const QLocale locale = lab_->locale();
    // Said as the past it is: after a reset the lab waits for a new prediction, and the
    // verdict alone read as the present one beside an empty choice (sp21).
    boxed(true);
    label_->setText(
        QStringLiteral("<i>%1</i> %2<br><b>%3</b> %4<br><b>%5</b> %6")
            .arg((record.practice ? tr("Last time, as practice:") : tr("Last time:"))
                     .toHtmlEscaped(),
                 verdictHtml(record.correct), lessons::youPredictedLabel().toHtmlEscaped(),
                 lessons::labPredictedText(record.predicted, predict, locale).toHtmlEscaped(),
                 lessons::whatHappensLabel().toHtmlEscaped(),
                 lessons::labOutcomeText(record.observed, predict, locale).toHtmlEscaped()));
    label_->setVisible(true);
}

lessons::PredictionRecord LabComparison::showVerdict(const lessons::LabOutcome& outcome,
                                                     bool counts) {
    const lessons::PredictKind predict = session_.setup().predict;
    const bool percentKind = predict == lessons::PredictKind::MaxWeight;
    const QString predictedShown =
        lessons::labPredictedText(outcome.predicted, predict, lab_->locale());
    const QString observedShown =
        lessons::labOutcomeText(outcome.observed, predict, lab_->locale());
    const int scoredRun = outcome.scoredRun + 1;
    QString against;
    if (!percentKind) {
        against = outcome.comparedWith >= 0
                      ? tr("run %1 against run %2").arg(scoredRun).arg(outcome.comparedWith + 1)
                      : tr("run %1 against the lesson's logits").arg(scoredRun);
    } else {
        // Which weight the prediction was about, so the verdict reads alone (issue 19).
        against = tr("the largest weight at dₖ = %1 in run %2")
                      .arg(session_.setup().predictDim)
                      .arg(scoredRun);
    }
    const QString verdict = lessons::predictionVerdictText(outcome.grade.correct);
    // Practice is worth its verdict, and says what the record makes of it (sp30 item 1). A
    // result seen before a Reset is practice whatever the record holds. Neither sends the
    // student to Reset again: that would be practice too (sp32 item 2).
    const QString practice = counts ? QString()
                             : outcome.seenBeforeReset
                                 ? tr("Practice: before the last Reset, the logits %1 showed "
                                      "this result, so it could not be predicted. Your record "
                                      "lists it as practice.")
                                       .arg(logitsText(outcome.seenScores))
                                 : tr("Practice: your record lists it as practice and keeps the "
                                      "earlier prediction that counts.");
    const QString headline =
        counts ? verdictHtml(outcome.grade.correct)
               : QStringLiteral("%1 <i>%2</i>")
                     .arg(verdictHtml(outcome.grade.correct), practice.toHtmlEscaped());
    // A verdict line, then one short line each for the prediction and the result, then the
    // reason in a paragraph of its own, in a box as a question's feedback stands in its
    // question's frame: one dense block at the lab's full width read as unfinished beside the
    // questions (sp36 #10, sp37 #4).
    boxed(true);
    label_->setText(
        QStringLiteral("<p style=\"margin:0\">%1<br><b>%2</b> %3<br><b>%4</b> %5 (%6)<br>%7</p>")
            .arg(headline, lessons::youPredictedLabel().toHtmlEscaped(),
                 predictedShown.toHtmlEscaped(), lessons::whatHappensLabel().toHtmlEscaped(),
                 observedShown.toHtmlEscaped(), against.toHtmlEscaped(),
                 feedbackHtml(outcome.grade.feedback)));
    label_->setToolTip(QString());
    // The reason (which weight moved) is heard as well as seen.
    label_->setAccessibleDescription(outcome.grade.feedback);
    label_->setAccessibleName(QStringLiteral("%1 %2 %3. %4 %5 (%6).")
                                  .arg(verdict, lessons::youPredictedLabel(), predictedShown,
                                       lessons::whatHappensLabel(), observedShown, against) +
                              (counts ? QString() : QLatin1Char(' ') + practice));
    label_->setVisible(true);
    noticeShown_ = false;
    lessons::PredictionRecord kept;
    kept.predicted = predictedShown;
    kept.observed = observedShown;
    kept.correct = outcome.grade.correct;
    return kept;
}

} // namespace app
