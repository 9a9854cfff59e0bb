// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// LabBlock's construction: its parts laid out and wired, and its state brought back from the
// learner's record (the behaviour is in labblock.cpp).
#include "app/blocks/labblock.h"

#include "app/blocks/inputerror.h"

#include "app/blocks/labcomparison.h"
#include "app/blocks/labruntable.h"
#include "app/blocks/messageslot.h"
#include "app/blocks/questionblock.h"
#include "app/charts/logitbars.h"
#include "app/flowrow.h"
#include "app/lessonprint.h"
#include "app/progresskeeper.h"
#include "app/richtext.h"
#include "lessons/buttonroles.h"
#include "lessons/math.h"
#include "lessons/predictions.h"
#include "lessons/typednumbers.h"

#include <QButtonGroup>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace app {

namespace {

lessons::LabSetup labSetup(const lessons::LabSpec& spec, const QLocale& locale) {
    lessons::LabSetup setup;
    setup.locale = locale;
    setup.scores = spec.scores;
    setup.dims = spec.dims;
    setup.scale = spec.scale;
    setup.predict = spec.predict;
    setup.predictDim = spec.predictDim > 0 ? spec.predictDim : spec.dims.value(0, 1);
    setup.tolerancePct = spec.tolerance;
    return setup;
}

// A lab's entry field, as wide as the lists the lesson asks for rather than the column: 700 px
// for "0, 4, 2" left the eye to find the numbers at one end of a long empty box (issue 19).
class EntryField : public QLineEdit {
public:
    EntryField(const QString& text, int characters, QWidget* parent)
        : QLineEdit(text, parent), characters_(characters) {
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    }

    QSize sizeHint() const override {
        QSize hint = QLineEdit::sizeHint();
        // The frame and text margins around the text, as QLineEdit's own hint allows them.
        const int around = hint.width() - fontMetrics().horizontalAdvance(QLatin1Char('x')) * 17;
        hint.setWidth(fontMetrics().averageCharWidth() * characters_ + std::max(around, 0));
        return hint;
    }

private:
    int characters_;
};

} // namespace

LabBlock::LabBlock(const lessons::LabSpec& spec, const PageContext& context, QWidget* parent)
    : QFrame(parent), spec_(spec), context_(context), session_(labSetup(spec, locale())) {
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    addHeading(layout);
    addEntryFields(layout);
    if (session_.predictionAsked())
        addPrediction(layout);
    addButtons(layout);
    comparison_ = std::make_unique<LabComparison>(session_, this, layout);
    if (comparison_->slot())
        messageSlots_.append(comparison_->slot());
    addRunTable(layout);
    connectButtons();
    restoreFromRecord();
    connectFieldsToBars();
}

void LabBlock::addHeading(QVBoxLayout* layout) {
    const QString title = spec_.titleHtml.isEmpty() ? tr("Lab") : spec_.titleHtml;
    auto* heading = new MarkdownLabel(QStringLiteral("**%1**").arg(title), this);
    layout->addWidget(heading);
    setAccessibleName(tr("Lab: %1").arg(heading->accessibleName()));
    if (!spec_.instructionsHtml.isEmpty())
        layout->addWidget(new MarkdownLabel(spec_.instructionsHtml, this));
}

void LabBlock::addEntryFields(QVBoxLayout* layout) {
    const lessons::LabSetup& setup = session_.setup();
    auto* form = new QFormLayout;
    const QString example = lessons::numberListExample(locale());
    // Room for the lesson's own list and a few characters more, and never less than 24: six
    // numbers, one of them with a minus and four digits ("−1000, 4, 2, 1000, 7, 3").
    const QString lessonList = logitsText(setup.scores);
    const int characters = std::max<int>(24, int(lessonList.size()) + 8);
    logits_ = new EntryField(lessonList, characters, this);
    logits_->setAccessibleName(tr("Raw logits"));
    logits_->setPlaceholderText(tr("e.g. %1").arg(example));
    logits_->setAccessibleDescription(tr("Numbers, one per key, e.g. %1").arg(example));
    logitsError_ = new QLabel(this);
    dims_ = new EntryField(dimsText(setup.dims), characters, this);
    dims_->setAccessibleName(tr("Head dimensions"));
    dims_->setPlaceholderText(tr("e.g. %1").arg(dimsExample()));
    dims_->setAccessibleDescription(tr("Whole numbers from 1 to %1, e.g. %2; one result row each")
                                        .arg(lessons::kMaxDk)
                                        .arg(dimsExample()));
    dimsError_ = new QLabel(this);
    for (QLabel* error : {logitsError_, dimsError_}) {
        error->setVisible(false);
        showAsInputError(error);
    }
    // While the field holds text that was rejected, the bars show the logits last accepted;
    // this line, under the message, says so (they are not what the field says).
    staleNote_ = new QLabel(this);
    staleNote_->setVisible(false);
    staleNote_->setForegroundRole(QPalette::PlaceholderText);
    const auto entryRow = [this, form](const QString& labelText, QLineEdit* field,
                                       const QList<QLabel*>& messages) {
        auto* slot = new MessageSlot(this);
        for (QLabel* message : messages)
            slot->addLabel(message);
        messageSlots_.append(slot);
        auto* row = new QHBoxLayout;
        row->addWidget(field, 0, Qt::AlignTop);
        row->addWidget(slot, 1);
        auto* label = new QLabel(labelText, this);
        label->setBuddy(field); // the mnemonic reaches the field inside the row
        form->addRow(label, row);
    };
    entryRow(tr("Raw &logits:"), logits_, {logitsError_, staleNote_});
    // The same logits as bars to drag: the field stays for exact values, and each follows the
    // other.
    logitBars_ = new attn::charts::LogitBars(this);
    logitBars_->setLimit(kMaxAbsLogit);
    logitBars_->setLabelsAsTyped(true);                 // "2" beside a field that reads "2, 1, 0"
    logitBars_->setHomeValues(session_.setup().scores); // one range per state, restarts too
    logitBars_->setTitle(tr("Raw logits, one bar per key"));
    logitBars_->setAxisTitle(tr("raw logit"));
    form->addRow(logitBars_);
    // Tab reaches the bars right after the field they mirror (they are made after dims_).
    setTabOrder(logits_, logitBars_);
    setTabOrder(logitBars_, dims_);
    // d<sub>k</sub> as the prose sets it, not the Unicode "dₖ" with its tiny letter (issue 19);
    // rich text keeps the mnemonic: Qt reads the raw '&' before a word as an ampersand.
    entryRow(tr("Head &dimension <i>d</i><sub>k</sub>:"), dims_, {dimsError_});
    layout->addLayout(form);
    // Once a field is marked, each edit checks it again, so a fix clears the mark at once (and a
    // new mistake updates it); an unmarked field is checked only on Run, not mid-word.
    // Checked, not accepted: a prefix on the way to a rejected number is not taken up.
    connect(logits_, &QLineEdit::textEdited, this, [this] {
        if (!logits_->property("invalid").toBool())
            return;
        if (const lessons::Result<QList<double>> parsed = typedLogits()) {
            clearError(logits_, logitsError_);
            staleNote_->setVisible(false);
        } else {
            markError(logits_, logitsError_, parsed.error().text());
        }
    });
    connect(dims_, &QLineEdit::textEdited, this, [this] {
        QList<int> dims;
        if (dims_->property("invalid").toBool())
            parseDims(&dims);
    });
}

void LabBlock::addPrediction(QVBoxLayout* layout) {
    const lessons::LabSetup& setup = session_.setup();
    predictBox_ = new QGroupBox(tr("Your prediction"), this);
    auto* predictLayout = new QVBoxLayout(predictBox_);
    predictLayout->addWidget(new MarkdownLabel(spec_.predictPromptHtml, predictBox_));
    if (setup.predict == lessons::PredictKind::Direction) {
        directionGroup_ = new QButtonGroup(this);
        auto* row = new QHBoxLayout;
        for (lessons::Direction direction :
             {lessons::Direction::Sharper, lessons::Direction::Flatter,
              lessons::Direction::Unchanged}) {
            const QString name = lessons::directionName(direction);
            QString label = direction == lessons::Direction::Sharper   ? tr("Sharper")
                            : direction == lessons::Direction::Flatter ? tr("Flatter")
                                                                       : tr("Unchanged");
            auto* button = new QRadioButton(label, predictBox_);
            button->setProperty("direction", name);
            button->setAccessibleName(tr("Predict: %1").arg(label));
            directionGroup_->addButton(button);
            directionButtons_.append(button);
            row->addWidget(button);
        }
        row->addStretch(1);
        predictLayout->addLayout(row);
    } else {
        auto* row = new QHBoxLayout;
        predictedPct_ = new QLineEdit(predictBox_);
        predictedPct_->setPlaceholderText(tr("e.g. 60"));
        predictedPct_->setMaximumWidth(120);
        // An error under the field goes once the field holds a percentage (sp37 #8: it stayed
        // after the student had put the entry right).
        connect(predictedPct_, &QLineEdit::textEdited, this, [this](const QString& typed) {
            const lessons::Result<double> value = lessons::parseNumber(typed, locale());
            if (value && value.value() >= 0 && value.value() <= 100)
                dropPredictionError();
        });
        predictedPct_->setAccessibleName(
            tr("Predicted largest weight in percent at dₖ = %1").arg(setup.predictDim));
        // The lesson's math, typeset as in the prose beside it (issue 19).
        auto* predictLabel = new MarkdownLabel(
            lessons::markdownWithMath(tr("Largest weight at $d_k$ = %1:").arg(setup.predictDim)),
            predictBox_);
        predictLabel->setWordWrap(false);
        // On one line as wide as its text, the field right after it (MarkdownLabel::sizeHint).
        if (MarkdownView* view = predictLabel->mathView())
            view->setLineWrapMode(QTextEdit::NoWrap);
        row->addWidget(predictLabel);
        row->addWidget(predictedPct_);
        row->addWidget(new QLabel(QStringLiteral("%"), predictBox_));
        row->addStretch(1);
        predictLayout->addLayout(row);
    }
    auto* commitRow = new QHBoxLayout;
    commit_ = new QPushButton(lessons::buttonLabel(lessons::ButtonRole::Commit), predictBox_);
    commit_->setAccessibleDescription(tr("Locks your prediction; the next Run is scored "
                                         "against it"));
    lockedNote_ = new QLabel(predictBox_);
    // What to do next on screen ("Scored. Reset the lab to predict again."), not a record.
    keepOffPaper(lockedNote_);
    // Room kept for the longest of its lines from the start: the German "Gesperrt. …" took
    // three lines at 800 px when it came, and the buttons under the box moved down under the
    // pointer that had pressed Commit (issue 19).
    auto* noteSlot = new MessageSlot(predictBox_);
    noteSlot->addLabel(lockedNote_);
    lessons::LabOutcome refused, afterReset, scored;
    refused.status = lessons::LabRunStatus::SeenBefore;
    refused.seenRun = 98;
    afterReset.status = scored.status = lessons::LabRunStatus::Scored;
    afterReset.seenBeforeReset = true;
    noteSlot->reserveFor({lockedText(false, setup.predictDim), lockedText(true, setup.predictDim),
                          lockedEditedText(refused, 99, true),
                          lockedEditedText(afterReset, 99, true),
                          lockedEditedText(scored, 99, true), scoredText(), practiceText(),
                          seenPracticeText(), chooseFirstText(), seenText(),
                          tr("Type a percentage "
                             "from 0 to 100."),
                          percentEntryError(QString(), locale()),
                          percentEntryError(QStringLiteral("sixty"), locale())},
                         1);
    messageSlots_.append(noteSlot);
    commitRow->addWidget(commit_, 0, Qt::AlignTop);
    commitRow->addWidget(noteSlot, 1);
    predictLayout->addLayout(commitRow);
    layout->addWidget(predictBox_);
    connect(commit_, &QPushButton::clicked, this, &LabBlock::commitPrediction);
}

void LabBlock::addButtons(QVBoxLayout* layout) {
    // On as many lines as the column needs (four buttons are wider than a narrow column).
    auto* buttons = new FlowRow;
    const int gap = style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing);
    buttons->setSpacing(gap >= 0 ? gap : 6);
    run_ = new QPushButton(lessons::buttonLabel(lessons::ButtonRole::Run), this);
    run_->setAccessibleDescription(tr("Runs the logits in the field at every head dimension"));
    restore_ = new QPushButton(lessons::buttonLabel(lessons::ButtonRole::Restore), this);
    restore_->setAccessibleDescription(tr("Puts the lesson's logits and head dimensions back "
                                          "into the fields"));
    reset_ = new QPushButton(lessons::buttonLabel(lessons::ButtonRole::Reset), this);
    reset_->setAccessibleDescription(tr("Starts the lab over: clears the runs and the "
                                        "prediction"));
    // Last, out of the way of the main path (commit, then Run): Tab from Run goes on to Restore.
    runUnchanged_ = new QPushButton(lessons::buttonLabel(lessons::ButtonRole::RunUnchanged), this);
    runUnchanged_->setAccessibleDescription(tr("Puts the lesson's own logits back into the field "
                                               "and runs them"));
    for (QPushButton* button : {run_, restore_, reset_, runUnchanged_})
        buttons->addWidget(button);
    layout->addLayout(buttons);
}

void LabBlock::addRunTable(QVBoxLayout* layout) {
    history_ = new LabRunTable(int(session_.setup().dims.size()), this);
    // Row heights follow the columns' widths (a resize of the page rewraps the cells).
    connect(history_->horizontalHeader(), &QHeaderView::sectionResized, this, [this] {
        if (!fitQueued_) {
            fitQueued_ = true;
            QMetaObject::invokeMethod(this, &LabBlock::fitHistory, Qt::QueuedConnection);
        }
    });
    layout->addWidget(history_);
}

void LabBlock::connectButtons() {
    connect(run_, &QPushButton::clicked, this, &LabBlock::run);
    connect(runUnchanged_, &QPushButton::clicked, this, &LabBlock::runUnchanged);
    connect(restore_, &QPushButton::clicked, this, &LabBlock::restore);
    connect(reset_, &QPushButton::clicked, this, &LabBlock::askToReset);
    connect(logits_, &QLineEdit::returnPressed, this, &LabBlock::run);
    connect(dims_, &QLineEdit::returnPressed, this, &LabBlock::run);
}

void LabBlock::restoreFromRecord() {
    const lessons::LessonProgress* progress =
        context_.progress ? context_.progress->find(context_.lessonId) : nullptr;
    if (progress && progress->labs.contains(spec_.id))
        restoreState(progress->labs.value(spec_.id));
    // A scored prediction shows its verdict as it did when it was scored, hint included (the
    // student pass: only "Last time you predicted ..." came back, the hint was lost). A record
    // that does not say which run scored it, or a lab reset since, gets the short line.
    if (const lessons::LabOutcome scored = session_.scoredOutcome();
        scored.status == lessons::LabRunStatus::Scored) {
        showVerdict(scored, false);
    } else if (const lessons::LabOutcome waiting = session_.waitingOutcome();
               waiting.status != lessons::LabRunStatus::Ran) {
        // The refusal the box speaks of comes back with it: the box said "Still locked, not
        // scored" (or, before, "Locked. Now edit ...") over an empty notice line (sp29).
        showNotice(waiting);
    } else if (progress && progress->predictions.contains(spec_.id)) {
        comparison_->showLastTime(progress->predictions.value(spec_.id));
        refitMessages();
    }
}

// The logits field and its bars follow each other; either edit is kept in the record and the
// page's undo history, and Restore is of use once the fields differ from the lesson's.
void LabBlock::connectFieldsToBars() {
    connect(logits_, &QLineEdit::textEdited, this, [this] { saveState(false); });
    connect(dims_, &QLineEdit::textEdited, this, [this] { saveState(false); });
    accepted_ = session_.setup().scores;
    // A field brought back from the record with text that was rejected (the student quit before
    // fixing it) says so again, as it did then, rather than sit unmarked beside other bars.
    acceptTyped(Mark::UnlessEmpty);
    showLogitsAsBars();
    connect(logits_, &QLineEdit::textChanged, this, &LabBlock::showLogitsAsBars);
    // The box beside Commit says whether the logits in the field are the ones Run scores.
    for (QLineEdit* field : {logits_, dims_})
        connect(field, &QLineEdit::textChanged, this, [this] {
            if (session_.predictionCommitted())
                showPredictionState();
        });
    connect(logitBars_, &attn::charts::LogitBars::valuesEdited, this,
            [this](const QList<double>& values) {
                logits_->setText(logitsText(values));
                acceptTyped(Mark::Always); // drawn where the student put them
                saveState(false);
            });
    connect(logitBars_, &attn::charts::LogitBars::editFinished, this,
            [this](attn::charts::LogitBars::Edit how) {
                using Edit = attn::charts::LogitBars::Edit;
                saveState(true);
                // A held key is one burst to undo; two drags (or a drag and a typed number) in
                // quick succession are two edits, which a burst would join.
                commitEdit(how == Edit::Drag ? tr("drag of the logits")
                                             : tr("change of the logits"),
                           how == Edit::KeyStep);
            });
    committed_ = fields();
    // Restore is the lab's reset to the lesson's values: of use only once the fields differ.
    for (QLineEdit* field : {logits_, dims_})
        connect(field, &QLineEdit::textChanged, this,
                [this] { restore_->setEnabled(fields() != lessonFields()); });
    restore_->setEnabled(fields() != lessonFields());
    updateButtons();
}

} // namespace app
