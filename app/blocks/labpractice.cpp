// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// What a lab says about which prediction counts: the line beside Commit, its texts and the
// Reset dialog, all read from LabSession::standing (the rule in LabSession's class comment).
#include "app/blocks/labblock.h"

#include "app/blocks/inputerror.h"
#include "app/blocks/messageslot.h"
#include "app/progresskeeper.h"
#include "lessons/buttonroles.h"
#include "lessons/labsession.h"

#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

namespace app {

// What to do next in this lab: "edit the logits if the lab asks you to" left the student to
// guess whether it did (sp30 item 6).
QString LabBlock::lockedText(bool practice, int predictDim) {
    // Only the predicted width's column is compared (lessons::LabSession): "already shows its
    // result" alone let a student who runs other widths think any column counted (course37).
    const QString text =
        tr("Prediction committed. Change the logits as the steps say, then press %1: the "
           "first run with other logits is scored, unless a run in the table "
           "already shows its result at dₖ = %2.")
            .arg(lessons::buttonLabel(lessons::ButtonRole::Run))
            .arg(predictDim);
    // Said before the student types, not only in the verdict (issue 22).
    return practice ? text + QLatin1Char(' ') + practiceNowText() : text;
}

QString LabBlock::practiceNowText() {
    return tr("It is practice: your record already keeps the prediction that counts.");
}

// The logits in the field as Run would take them now: "is scored unless its result was shown
// before" left the student to find out which (issue 22).
QString LabBlock::lockedEditedText(const lessons::LabOutcome& preview, int nextRun, bool practice) {
    const QString run = lessons::buttonLabel(lessons::ButtonRole::Run);
    if (preview.status == lessons::LabRunStatus::SeenBefore)
        return tr("Prediction committed. Run %1 with the logits in the field would not be scored: "
                  "run %2 "
                  "showed its result before you predicted. Edit them further.")
            .arg(nextRun)
            .arg(preview.seenRun + 1);
    // Practice, said before Run is pressed, and why; it gets its verdict all the same.
    if (preview.seenBeforeReset)
        return tr("Prediction committed. Press %1: run %2, with the logits in the field, is "
                  "practice: you "
                  "saw its result before the last %3, so it cannot count.")
            .arg(run)
            .arg(nextRun)
            .arg(lessons::buttonLabel(lessons::ButtonRole::Reset));
    if (practice)
        return tr("Prediction committed. Press %1: run %2, with the logits in the field, is "
                  "practice: your "
                  "record already keeps the prediction that counts.")
            .arg(run)
            .arg(nextRun);
    return tr("Prediction committed. Press %1: run %2, with the logits in the field, is scored.")
        .arg(run)
        .arg(nextRun);
}

// None of these sends the student to Reset: a score is what they would go for, and after a
// Reset the result they saw is practice again ("Reset the lab to predict again" looped, sp32
// item 2; LabSession's rule).
QString LabBlock::scoredText() {
    return tr("Scored and kept in your record. This prediction is the one that counts; "
              "any later one is practice.");
}

// The lab said "Scored" for a prediction the record lists as "not counted" (sp30 item 1).
QString LabBlock::practiceText() {
    return tr("Practice: your record lists it as practice and keeps the earlier prediction "
              "that counts.");
}

// Scored on a result shown before a Reset (issue 22).
QString LabBlock::seenPracticeText() {
    return tr("Practice: you saw this result before the last Reset, so it could not be "
              "predicted. Your record lists it as practice.");
}

// Before the student types: a result run before the Reset is practice, others count.
QString LabBlock::seenBeforeResetText() {
    return tr("A prediction on a result you saw before the last Reset is practice; one on a "
              "result you have not seen counts.");
}

// Before the student types: the next prediction is practice, whatever its logits.
QString LabBlock::practiceNextText() {
    return tr("Your next prediction is practice: your record already keeps the one that "
              "counts.");
}

const lessons::PredictionRecord* LabBlock::keptPrediction() const {
    const lessons::LessonProgress* progress =
        context_.progress ? context_.progress->find(context_.lessonId) : nullptr;
    if (!progress)
        return nullptr;
    const auto it = progress->predictions.constFind(spec_.id);
    return it != progress->predictions.cend() ? &*it : nullptr;
}

// The notice above the table says why the run was not scored; this line only what to do (two
// stacked "not scored" paragraphs said it twice: issue 22).
// Not "or press Reset to predict afresh": after a Reset that result is still seen (sp32 item 2).
QString LabBlock::seenText() {
    return tr("Still locked: edit the logits to ones whose result you have not seen, then "
              "press %1.")
        .arg(lessons::buttonLabel(lessons::ButtonRole::Run));
}

// What to do next, read from the session: after a run it refused, "Now ... press Run" told the
// student to do what they had just done (sp28).
void LabBlock::showPredictionState() {
    if (!lockedNote_)
        return;
    if (shownAsInputError(lockedNote_))
        showAsPageText(lockedNote_); // the page's ink again, after an input error
    // The session's one answer to "does it count?" (its hand copy here ignored runs of the
    // lesson's own logits: review33 #7).
    using Standing = lessons::LabSession::Standing;
    const Standing standing = session_.standing(keptPrediction());
    if (session_.predictionScored()) {
        lockedNote_->setText(standing == Standing::SeenPractice ? seenPracticeText()
                             : standing == Standing::Practice   ? practiceText()
                                                                : scoredText());
    } else if (!session_.predictionCommitted()) {
        // Said before the student types (the verdict alone came as a surprise: sp32 item 2).
        if (session_.predictionAsked() && standing == Standing::Practice)
            lockedNote_->setText(practiceNextText());
        else if (session_.predictionAsked() && standing == Standing::CountsUnlessSeen)
            lockedNote_->setText(seenBeforeResetText());
        else
            lockedNote_->clear();
    } else {
        const bool practice = standing == Standing::Practice;
        const lessons::Result<QList<double>> typed = typedLogits();
        const QList<double>& last =
            session_.runs().isEmpty() ? session_.setup().scores : session_.runs().last().scores;
        QList<int> dims;
        const bool edited = typed && typed.value() != last && typedDims(&dims);
        const lessons::LabOutcome preview =
            edited ? session_.preview(typed.value(), dims) : lessons::LabOutcome{};
        if (edited && (preview.status == lessons::LabRunStatus::Scored ||
                       preview.status == lessons::LabRunStatus::SeenBefore))
            lockedNote_->setText(
                lockedEditedText(preview, int(session_.runs().size()) + 1, practice));
        else if (session_.lastStatus() == lessons::LabRunStatus::SeenBefore)
            lockedNote_->setText(seenText());
        else
            lockedNote_->setText(lockedText(practice, session_.setup().predictDim));
    }
    refitMessages();
}

QString LabBlock::chooseFirstText() {
    return tr("Choose sharper, flatter or unchanged first.");
}

bool LabBlock::askToReset() {
    // The runs are the student's work, and Reset sits beside Restore: one click took them all
    // without a word (issue 19).
    if (!session_.runs().isEmpty()) {
        // What Reset does, in short sentences: the logits it puts back and which prediction
        // the record keeps went unsaid (sp30 items 1 and 11).
        QStringList says = {tr("Reset puts the lesson's logits back and clears the %n run(s) in "
                               "the table.",
                               "", int(session_.runs().size()))};
        if (session_.predictionCommitted())
            says.append(tr("It clears your prediction too."));
        // What a prediction after the Reset will be, as LabSession rules it: the dialog
        // promised "it is scored" and the verdict then called it practice (sp32 item 2).
        // The runs in the table are seen after the Reset, so "it counts" is never promised here.
        using Standing = lessons::LabSession::Standing;
        const Standing after =
            session_.standing(keptPrediction(), lessons::LabSession::Moment::AfterReset);
        if (session_.predictionAsked() && after == Standing::Practice) {
            says.append(tr("Your record already keeps the prediction that counts. After the "
                           "Reset you can follow the steps again as practice: you see how your "
                           "new prediction compares, and your record lists it as practice."));
        } else if (session_.predictionAsked()) {
            says.append(tr("Results you have seen stay seen, whatever logits show them again: "
                           "after the Reset, a prediction on one of them is practice. You see "
                           "how it compares, and your record lists it as practice. A prediction "
                           "on a result you have not seen counts."));
        }
        QMessageBox box(QMessageBox::Question, tr("Reset the lab?"), says.join(QLatin1Char(' ')),
                        QMessageBox::NoButton, window());
        QPushButton* clear = box.addButton(tr("Clear the runs"), QMessageBox::DestructiveRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != clear)
            return false;
    }
    reset();
    return true;
}

} // namespace app
