// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/labblock.h"

#include "app/blocks/inputerror.h"
#include "app/blocks/labcomparison.h"
#include "app/blocks/labruntable.h"
#include "app/blocks/messageslot.h"
#include "app/blocks/questionblock.h"
#include "app/charts/logitbars.h"
#include "app/progresskeeper.h"
#include "app/richtext.h"
#include "lessons/displaytext.h"
#include "lessons/edithistory.h"
#include "lessons/math.h"
#include "lessons/predictions.h"
#include "lessons/typednumbers.h"

#include <QButtonGroup>
#include <QDateTime>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>

namespace app {

LabBlock::~LabBlock() = default;

QTableWidget* LabBlock::historyTable() const {
    return history_;
}

QString LabBlock::pictureCaption() const {
    // The lab's own title too: the bars' title ("Raw logits, one bar per key") is the same in
    // every lab, and a lesson may hold more than one (sp29 item 10).
    QStringList parts = {QStringLiteral("Attention Lab")};
    if (context_.lesson)
        parts.append(lessons::plainTextWithMath(context_.lesson->title));
    if (const QString lab = markdownToPlainText(spec_.titleHtml); !lab.isEmpty())
        parts.append(lab);
    return parts.join(QStringLiteral(" · "));
}

QLabel* LabBlock::comparisonLabel() const {
    return comparison_->label();
}

// For the logits field, which the student edits and parseNumberList reads back ("0; 4; 2,5" in
// German).
QString LabBlock::logitsText(const QList<double>& values) const {
    return lessons::numberListText(values, locale());
}

QString LabBlock::dimsText(const QList<int>& values) const {
    QStringList parts;
    for (int value : values)
        parts.append(QString::number(value));
    return parts.join(lessons::listSeparator(locale()));
}

// The head dimensions' own example, in their placeholder and their error messages (a "0, x" in
// the field was told "e.g. 0, 4, 2.5", the logits' example, which the field refuses: sp17).
QString LabBlock::dimsExample() const {
    return dimsText({1, 64});
}

QStringList LabBlock::fields() const {
    return {logits_->text(), dims_->text()};
}

QStringList LabBlock::lessonFields() const {
    return {logitsText(session_.setup().scores), dimsText(session_.setup().dims)};
}

void LabBlock::setFields(const QStringList& fields) {
    if (fields.size() != 2)
        return;
    logits_->setText(fields.at(0));
    dims_->setText(fields.at(1));
    // An undo step back to text that was rejected shows why again; any other is clean.
    acceptTyped(Mark::Always);
    clearError(dims_, dimsError_);
    committed_ = this->fields();
    saveState(true);
}

void LabBlock::commitEdit(const QString& description, bool mergeBursts) {
    const QStringList now = fields();
    if (now == committed_)
        return;
    if (context_.history && !spec_.id.isEmpty())
        context_.history->record(
            QLatin1String(kHistoryKeyPrefix) + spec_.id, committed_, now, description,
            mergeBursts ? lessons::EditHistory::Merge::Burst : lessons::EditHistory::Merge::Never);
    committed_ = now;
}

void LabBlock::showLogitsAsBars() {
    // Half-typed text ("0, 4," or "0, 4,,") leaves the bars as they were, so they do not lose a
    // key mid-word; Run says what is wrong with it.
    const QString typed = logits_->text().trimmed();
    if (typed.endsWith(QLatin1Char(',')) || typed.endsWith(QLatin1Char(';')))
        return;
    const lessons::Result<QList<double>> parsed = typedLogits();
    // Text that does not parse ("0, abc", "0, 4, 1e400") shows the last accepted logits, not
    // the prefix typed on the way to it (a lone bar for "0", a bar of 10,000 for "1e4").
    if (parsed) {
        logitBars_->setValues(parsed.value());
        return;
    }
    logitBars_->setValues(accepted_);
    logitBars_->settleRange(); // an axis left at +-20,000 by such a prefix comes back
}

lessons::Result<QList<double>> LabBlock::typedLogits() const {
    return lessons::parseNumberList(logits_->text(), lessons::kMaxScores, kMaxAbsLogit, locale());
}

bool LabBlock::acceptTyped(Mark mark, QList<double>* out) {
    const lessons::Result<QList<double>> parsed = typedLogits();
    if (!parsed) {
        // An empty field (cleared to type afresh) is marked only when it is run.
        if (mark == Mark::Always || !logits_->text().trimmed().isEmpty())
            markError(logits_, logitsError_, parsed.error().text());
        // Rejected: the bars keep the logits last accepted, on a range that fits them, and
        // say so.
        logitBars_->setValues(accepted_);
        logitBars_->settleRange();
        // Short, so that it and the message share the two lines kept beside the field.
        staleNote_->setText(tr("The bars still show %1.").arg(logitsText(accepted_)));
        staleNote_->setVisible(true);
        refitMessages();
        return false;
    }
    clearError(logits_, logitsError_);
    staleNote_->setVisible(false);
    acceptLogits(parsed.value());
    if (out)
        *out = parsed.value();
    return true;
}

void LabBlock::acceptLogits(const QList<double>& values) {
    accepted_ = values;
    if (logitBars_->values() == values)
        logitBars_->settleRange();
}

void LabBlock::restoreState(const lessons::LabRecord& record) {
    session_.restore(record);
    if (!session_.runs().isEmpty())
        showHistory();
    // The fields in the list form of the language now on screen: a record made in English (or
    // imported) showed "0, 4, 2" under German steps that say "0; 4; 2". Kept in one canonical
    // form, read back exactly (a German "1,5" became [1, 5] after a switch to English).
    if (!record.logitsText.isEmpty())
        logits_->setText(lessons::numberListFromStore(record.logitsText, locale()));
    if (!record.dimsText.isEmpty())
        dims_->setText(lessons::numberListFromStore(record.dimsText, locale()));
    const QString predicted = session_.committedPrediction();
    if (predicted.isEmpty())
        return;
    for (QRadioButton* button : std::as_const(directionButtons_))
        button->setChecked(button->property("direction").toString() == predicted);
    // Kept in the C form ("86.7"): a German session shows it as "86,7", as its table does.
    if (predictedPct_)
        predictedPct_->setText(lessons::typedNumberInLocale(predicted, locale()));
    showPredictionState();
}

void LabBlock::saveState(bool now) {
    if (!context_.progress)
        return;
    lessons::LabRecord record = session_.record();
    record.logitsText = lessons::storedNumberList(logits_->text(), locale());
    record.dimsText = lessons::storedNumberList(dims_->text(), locale());
    context_.progress->recordLab(context_.lessonId, spec_.id, record, now);
}

bool LabBlock::typedDims(QList<int>* out, QString* error) const {
    const lessons::Result<QList<double>> parsed = lessons::parseNumberList(
        dims_->text(), lessons::kMaxLabDims, lessons::kMaxDk, locale(), dimsExample());
    if (!parsed) {
        if (error)
            *error = parsed.error().text();
        return false;
    }
    QList<int> dims;
    for (double value : parsed.value()) {
        if (value < 1 || value != std::floor(value)) {
            if (error)
                *error = tr("%1 is not a head dimension: use whole numbers from 1 to %2.")
                             .arg(value)
                             .arg(lessons::kMaxDk);
            return false;
        }
        dims.append(int(value));
    }
    *out = dims;
    return true;
}

bool LabBlock::parseDims(QList<int>* out) {
    QString error;
    if (!typedDims(out, &error)) {
        markError(dims_, dimsError_, error);
        return false;
    }
    clearError(dims_, dimsError_);
    return true;
}

void LabBlock::refitMessages() {
    comparison_->updateSlot();
    for (MessageSlot* slot : std::as_const(messageSlots_))
        slot->refit();
}

void LabBlock::markError(QLineEdit* field, QLabel* label, const QString& message) {
    // The label sits in its field's MessageSlot, which keeps its room whether it shows or not.
    label->setText(message);
    label->setAccessibleName(message);
    label->setVisible(true);
    refitMessages();
    if (!field->property("invalid").toBool())
        field->setProperty("usualDescription", field->accessibleDescription());
    field->setProperty("invalid", true);
    field->setStyleSheet(QStringLiteral("QLineEdit { border: 2px solid #c0392b; }"));
    field->setAccessibleDescription(message);
}

void LabBlock::clearError(QLineEdit* field, QLabel* label) {
    label->clear();
    label->setVisible(false);
    refitMessages();
    if (field->property("invalid").toBool())
        field->setAccessibleDescription(field->property("usualDescription").toString());
    field->setProperty("invalid", false);
    field->setStyleSheet(QString());
    field->setFont(QFont()); // the page's font again, zoomed with it
}

bool LabBlock::run() {
    QList<double> scores;
    QList<int> dims;
    const bool scoresOk = acceptTyped(Mark::Always, &scores);
    const bool dimsOk = parseDims(&dims); // both fields are checked so both get marked
    if (!scoresOk || !dimsOk)
        return false;
    commitEdit(tr("typed logits"), false);
    // "Nothing typed: ..." stood under a Run that had moved on (sp37 #8): what the note says
    // now is the session's next step, and a notice says why the run was held.
    dropPredictionError();
    return execute(scores, dims);
}

bool LabBlock::runUnchanged() {
    // The field shows what runs: it ran the lesson's logits beside an edit still in the field and
    // then told the student to edit the logits (sp17).
    logits_->setText(logitsText(session_.setup().scores));
    return run();
}

void LabBlock::restore() {
    logits_->setText(logitsText(session_.setup().scores));
    dims_->setText(dimsText(session_.setup().dims));
    acceptTyped(Mark::Always);
    logitBars_->refitRange(); // the lesson's values drawn on the range they opened with
    clearError(dims_, dimsError_);
    saveState(false);
    commitEdit(tr("reset of the logits"), false);
}

void LabBlock::reset() {
    session_.reset();
    history_->setRowCount(0);
    history_->setVisible(false);
    if (directionGroup_) {
        directionGroup_->setExclusive(false);
        for (QRadioButton* button : directionButtons_)
            button->setChecked(false);
        directionGroup_->setExclusive(true);
    }
    if (predictedPct_)
        predictedPct_->clear();
    showPredictionState();
    clearComparison();
    restore();
    updateButtons();
    saveState(true);
}

bool LabBlock::commitPrediction() {
    if (!session_.predictionAsked() || session_.predictionCommitted() ||
        session_.predictionScored())
        return false;
    if (session_.setup().predict == lessons::PredictKind::Direction) {
        QAbstractButton* chosen = directionGroup_->checkedButton();
        lessons::Direction direction = lessons::Direction::Unchanged;
        if (!chosen ||
            !lessons::parseDirection(chosen->property("direction").toString(), &direction)) {
            showPredictionError(chooseFirstText());
            return false;
        }
        session_.commitDirection(direction);
    } else {
        const lessons::Result<double> typed = lessons::parseNumber(predictedPct_->text(), locale());
        if (!typed || !session_.commitMaxWeight(typed.value())) {
            const QString why = percentEntryError(predictedPct_->text(), locale());
            showPredictionError(why.isEmpty() ? tr("Type a percentage from 0 to 100.") : why);
            return false;
        }
    }
    showPredictionState();
    if (comparison_->noticeShown()) {
        // "Commit your prediction first" is answered now.
        clearComparison();
    }
    refitMessages();
    updateButtons();
    saveState(true);
    run_->setFocus();
    return true;
}

void LabBlock::updateButtons() {
    const bool open = !session_.predictionCommitted() && !session_.predictionScored();
    for (QRadioButton* button : directionButtons_)
        button->setEnabled(open);
    if (predictedPct_)
        predictedPct_->setReadOnly(!open);
    if (commit_)
        commit_->setEnabled(open);
}

bool LabBlock::execute(const QList<double>& scores, const QList<int>& dims) {
    const lessons::LabOutcome outcome = session_.run(scores, dims);
    if (outcome.status != lessons::LabRunStatus::Failed)
        saveState(true);
    switch (outcome.status) {
    case lessons::LabRunStatus::Failed:
        markError(logits_, logitsError_, outcome.error);
        return false;
    case lessons::LabRunStatus::Held:
        showNotice(outcome);
        return false;
    case lessons::LabRunStatus::RanUnscored:
    case lessons::LabRunStatus::NothingChanged:
    case lessons::LabRunStatus::SeenBefore:
        showHistory();
        showNotice(outcome);
        showPredictionState();
        return true;
    case lessons::LabRunStatus::Scored:
        showHistory();
        showVerdict(outcome);
        return true;
    case lessons::LabRunStatus::Ran:
        showHistory();
        if (comparison_->noticeShown()) {
            clearComparison();
        }
        return true;
    }
    return false;
}

void LabBlock::showNotice(const lessons::LabOutcome& outcome) {
    comparison_->showNotice(outcome, int(session_.runs().size()));
    refitMessages();
}

void LabBlock::clearComparison() {
    comparison_->clear();
    refitMessages();
}

void LabBlock::showVerdict(const lessons::LabOutcome& outcome, bool record) {
    // The record's rule, asked before this verdict joins it (a fresh one) or of it (shown again).
    using Standing = lessons::LabSession::Standing;
    const bool counts =
        outcome.status == lessons::LabRunStatus::Scored &&
        session_.standing(keptPrediction(), record ? lessons::LabSession::Moment::Scoring
                                                   : lessons::LabSession::Moment::Now) ==
            Standing::Counts;
    lessons::PredictionRecord kept = comparison_->showVerdict(outcome, counts);
    // Practice is kept too, marked, so a lab only ever practised is not shown as never tried
    // (review32 #6); it never counts.
    if (record && context_.progress) {
        kept.at = QDateTime::currentDateTimeUtc();
        kept.practice = !counts;
        context_.progress->recordPrediction(context_.lessonId, spec_.id, kept);
    }
    refitMessages();
    showPredictionState();
    updateButtons();
}

void LabBlock::showHistory() {
    history_->appendRun(session_.runs().last(), session_.runs());
    fitHistory();
    history_->setVisible(true);
    refitMessages(); // the first run: the notices' room is kept from now on
}

void LabBlock::fitHistory() {
    fitQueued_ = false;
    // The lab's own width, not its layout's last geometry: that is set when the layout next
    // activates, and a fit right after a resize read the old, wider one (880 px for a 602 px
    // table: the columns ran past its frame).
    const QMargins margins = layout() ? layout()->contentsMargins() : QMargins();
    history_->fitTo(contentsRect().width() - margins.left() - margins.right());
}

void LabBlock::resizeEvent(QResizeEvent* event) {
    QFrame::resizeEvent(event);
    // A narrower or wider lab: the run table's columns fit it again (wrapped or at their width).
    if (event->size().width() != event->oldSize().width() && history_ && history_->rowCount() > 0 &&
        !fitQueued_) {
        fitQueued_ = true;
        QMetaObject::invokeMethod(this, &LabBlock::fitHistory, Qt::QueuedConnection);
    }
}

// Zoom (Ctrl++) or a larger system font: the columns were sized for the old font, so the logits
// came out elided ("2, 1, …").
void LabBlock::changeEvent(QEvent* event) {
    QFrame::changeEvent(event);
    // Queued: the table learns the new font after its parent does.
    if (event->type() == QEvent::FontChange && history_ && history_->rowCount() > 0)
        QMetaObject::invokeMethod(this, &LabBlock::fitHistory, Qt::QueuedConnection);
    // A field with a style sheet (the red frame of a rejected entry) does not follow its
    // parent's font: Qt hands a new font to a styled child only when the parent is styled too.
    // It kept the unzoomed font (student pass sp13 B2); it takes the one around it.
    if (event->type() == QEvent::FontChange) {
        QMetaObject::invokeMethod(
            this,
            [this] {
                for (QLineEdit* field : {logits_, dims_, predictedPct_}) {
                    if (field && field->property("invalid").toBool() && field->parentWidget())
                        field->setFont(field->parentWidget()->font());
                }
            },
            Qt::QueuedConnection);
    }
}

QString LabBlock::percentEntryError(const QString& typed, const QLocale& locale) {
    const QString t = typed.trimmed();
    if (t.isEmpty())
        return tr("Nothing typed: type the weight you expect, in percent, e.g. 60.");
    if (!lessons::parseNumber(t, locale))
        return tr("“%1” is not a number: type the weight you expect, in percent, e.g. 60.").arg(t);
    return {};
}

void LabBlock::showPredictionError(const QString& message) {
    lockedNote_->setText(message);
    // The fields' error look; showPredictionState gives the usual ink back.
    showAsInputError(lockedNote_);
    refitMessages();
}

bool LabBlock::predictionErrorShown() const {
    return lockedNote_ && shownAsInputError(lockedNote_);
}

void LabBlock::dropPredictionError() {
    if (!predictionErrorShown())
        return;
    showPredictionState();
    refitMessages();
}

} // namespace app
