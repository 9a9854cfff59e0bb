// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/labblock.h"

#include "app/charts/logitbars.h"

#include "app/blocks/questionblock.h"
#include "app/blocks/readonlytable.h"
#include "app/charts/chartpanel.h"
#include "app/coreerrors.h"
#include "app/flowrow.h"
#include "app/lessonprint.h"
#include "app/progresskeeper.h"
#include "app/richtext.h"
#include "core/scale.h"
#include "lessons/buttonroles.h"
#include "lessons/displaytext.h"
#include "lessons/edithistory.h"
#include "lessons/predictions.h"
#include "lessons/typednumbers.h"

#include <QButtonGroup>
#include <QDateTime>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace app {

namespace {

constexpr double kMaxAbsLogit = 1e6; // the lesson format's cap for lab scores

using lessons::listSeparator; // "0; 4; 2,5" in German, which parseNumberList reads back

// For the logits field, which the student edits and parseNumberList reads back.
QString typedNumbers(const QList<double>& values, const QLocale& locale) {
    QStringList parts;
    for (double value : values)
        parts.append(lessons::typedNumberText(value, locale));
    return parts.join(listSeparator(locale));
}

QString joinNumbers(const QList<double>& values, const QLocale& locale) {
    QStringList parts;
    for (double value : values)
        parts.append(lessons::formatNumber(value, locale));
    return parts.join(listSeparator(locale));
}

QString joinInts(const QList<int>& values, const QLocale& locale) {
    QStringList parts;
    for (int value : values)
        parts.append(QString::number(value));
    return parts.join(listSeparator(locale));
}

// The head dimensions' own example, in their placeholder and their error messages (a "0, x" in
// the field was told "e.g. 0, 4, 2.5", the logits' example, which the field refuses: sp17).
QString dimsExample(const QLocale& locale) {
    return joinInts({1, 64}, locale);
}

QString percent(double value) {
    // The rule of the charts and tables, for weights of finite logits (never exactly 0 or 100).
    return attn::charts::formatSoftmaxPercent(value);
}

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

// Beside a lab's field, the place for what is wrong with its text: two lines are kept for it
// whether or not a message shows, so a message coming or going moves nothing below (a click
// meant for Restore landed in the prediction box, issue 19). Beside the field, not under it,
// the kept room is blank space next to a short field rather than a gap between rows.
class MessageSlot : public QWidget {
public:
    explicit MessageSlot(QWidget* parent) : QWidget(parent) {
        auto* layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(0);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }

    void addLabel(QLabel* label) {
        label->setWordWrap(true);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        static_cast<QVBoxLayout*>(layout())->addWidget(label);
        ++labels_;
    }

    QSize sizeHint() const override {
        return {fontMetrics().averageCharWidth() * 10, reservedHeight()};
    }
    QSize minimumSizeHint() const override { return sizeHint(); }
    // Its height is what it keeps (reservedHeight), not what the wrapped messages need now.
    bool hasHeightForWidth() const override { return false; }
    int heightForWidth(int) const override { return -1; }

    // Texts the slot keeps room for from the start, in bold (a verdict's words are): the lab's
    // notices, so the first one moves nothing below it; and the lines it keeps at least.
    void reserveFor(const QStringList& texts, int lines) {
        reserved_ = texts;
        lines_ = lines;
        updateGeometry();
    }

    // Whether the slot keeps its room: off, it is as tall as what it shows now (the lab's
    // verdict, once no notice can come), and nothing while it shows nothing.
    void setKeeping(bool keeping) {
        if (keeping == keeping_)
            return;
        keeping_ = keeping;
        tallest_.clear(); // the room kept for a verdict says nothing about the notices
        updateGeometry();
    }
    bool isEmpty() const { return shownHeight(std::max(1, width())) == 0; }

    // A message changed: a longer one than the slot holds at this width grows it, once.
    void refit() {
        const int width = std::max(1, this->width());
        const int needed = shownHeight(width);
        if (!keeping_) {
            updateGeometry();
            return;
        }
        if (tallest_.size() > 512)
            tallest_.clear(); // a long drag of the window's edge
        int& kept = tallest_[width];
        if (needed > kept) {
            kept = needed;
            updateGeometry();
        }
    }

protected:
    void resizeEvent(QResizeEvent* event) override {
        QWidget::resizeEvent(event);
        if (event->size().width() != event->oldSize().width()) {
            // The room for the notices is measured at the slot's width: at the width it had
            // before its first layout they wrapped to seven lines, a 98 px band.
            if (!reserved_.isEmpty() || !keeping_)
                updateGeometry();
            refit();
        }
    }
    void changeEvent(QEvent* event) override {
        if (event->type() == QEvent::FontChange) {
            tallest_.clear(); // heights in the old font say nothing about the new one
            updateGeometry();
        }
        QWidget::changeEvent(event);
    }

private:
    int shownHeight(int width) const {
        int shown = 0;
        for (QLabel* label : findChildren<QLabel*>(Qt::FindDirectChildrenOnly)) {
            if (!label->isHidden() && !label->text().isEmpty())
                shown += label->heightForWidth(width);
        }
        return shown;
    }

    int reservedHeight() const {
        const int width = std::max(1, this->width());
        if (!keeping_)
            return shownHeight(width);
        // Two lines for a message, three for a message and its note (the logits' slot: in the
        // text column's lab an error and "the bars show ..." took three), unless told.
        const int lines = lines_ >= 0 ? lines_ : std::max<int>(2, int(labels_) + 1);
        int height = std::max(lines * fontMetrics().lineSpacing(), tallest_.value(width));
        QFont bold = font();
        bold.setBold(true);
        const QFontMetrics metrics(bold);
        for (const QString& text : reserved_)
            height = std::max(
                height,
                metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text).height());
        return height;
    }

    QStringList reserved_;
    int lines_ = -1; // the lines kept at least; -1: one per message and one more
    bool keeping_ = true;
    qsizetype labels_ = 0;
    mutable QHash<int, int> tallest_; // height of the tallest messages shown at a width
};

LabBlock::LabBlock(const lessons::LabSpec& spec, const PageContext& context, QWidget* parent)
    : QFrame(parent), spec_(spec), context_(context), session_(labSetup(spec, locale())) {
    setFrameShape(QFrame::StyledPanel);
    const lessons::LabSetup& setup = session_.setup();

    auto* layout = new QVBoxLayout(this);
    const QString title = spec.titleHtml.isEmpty() ? tr("Lab") : spec.titleHtml;
    auto* heading = new MarkdownLabel(QStringLiteral("**%1**").arg(title), this);
    layout->addWidget(heading);
    setAccessibleName(tr("Lab: %1").arg(heading->accessibleName()));
    if (!spec.instructionsHtml.isEmpty())
        layout->addWidget(new MarkdownLabel(spec.instructionsHtml, this));

    auto* form = new QFormLayout;
    const QString example = lessons::numberListExample(locale());
    // Room for the lesson's own list and a few characters more, and never less than 24: six
    // numbers, one of them with a minus and four digits ("−1000, 4, 2, 1000, 7, 3").
    const QString lessonList = typedNumbers(setup.scores, locale());
    const int characters = std::max<int>(24, int(lessonList.size()) + 8);
    logits_ = new EntryField(lessonList, characters, this);
    logits_->setAccessibleName(tr("Raw logits"));
    logits_->setPlaceholderText(tr("e.g. %1").arg(example));
    logits_->setAccessibleDescription(tr("Numbers, one per key, e.g. %1").arg(example));
    logitsError_ = new QLabel(this);
    dims_ = new EntryField(joinInts(setup.dims, locale()), characters, this);
    dims_->setAccessibleName(tr("Head dimensions"));
    dims_->setPlaceholderText(tr("e.g. %1").arg(dimsExample(locale())));
    dims_->setAccessibleDescription(tr("Whole numbers from 1 to %1, e.g. %2; one result row each")
                                        .arg(lessons::kMaxDk)
                                        .arg(dimsExample(locale())));
    dimsError_ = new QLabel(this);
    for (QLabel* error : {logitsError_, dimsError_}) {
        error->setVisible(false);
        // A palette, not a style sheet: a style sheet stops the label following the page's zoom.
        // Text as well as WindowText: on the page's Base background a label draws with Text,
        // and the message came out black (or white) beside the field's red frame. The verdicts'
        // red reads on a light and a dark page alike.
        QPalette red = error->palette();
        const QColor ink = verdictColor(false, palette());
        red.setColor(QPalette::WindowText, ink);
        red.setColor(QPalette::Text, ink);
        error->setPalette(red);
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
    logitBars_->setLabelsAsTyped(true); // "2" beside a field that reads "2, 1, 0"
    form->addRow(logitBars_);
    // Tab reaches the bars right after the field they mirror (they are made after dims_).
    setTabOrder(logits_, logitBars_);
    setTabOrder(logitBars_, dims_);
    entryRow(tr("Head &dimensions dₖ:"), dims_, {dimsError_});
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

    if (session_.predictionAsked()) {
        predictBox_ = new QGroupBox(tr("Your prediction"), this);
        auto* predictLayout = new QVBoxLayout(predictBox_);
        predictLayout->addWidget(new MarkdownLabel(spec.predictPromptHtml, predictBox_));
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
            predictedPct_->setAccessibleName(
                tr("Predicted largest weight in percent at dₖ = %1").arg(setup.predictDim));
            row->addWidget(
                new QLabel(tr("Largest weight at dₖ = %1:").arg(setup.predictDim), predictBox_));
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
        lockedNote_->setWordWrap(true);
        // What to do next on screen ("Scored. Reset the lab to predict again."), not a record.
        keepOffPaper(lockedNote_);
        commitRow->addWidget(commit_);
        commitRow->addWidget(lockedNote_, 1);
        predictLayout->addLayout(commitRow);
        layout->addWidget(predictBox_);
        connect(commit_, &QPushButton::clicked, this, &LabBlock::commitPrediction);
    }

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

    comparison_ = new QLabel(this);
    comparison_->setWordWrap(true);
    comparison_->setTextFormat(Qt::RichText);
    comparison_->setVisible(false);
    if (session_.predictionAsked()) {
        // Notices and verdicts come and go above the run table: in a slot that keeps its room,
        // "Commit your prediction first" pushed the table 33 px down under the student's eyes
        // (issue 19). A lab without a prediction shows neither. The room is one line, as the
        // notices are, and only while a notice can come (updateNoticeSlot): three lines kept
        // for them stood as a 60 px blank band under the buttons, on paper too (sp19).
        noticeSlot_ = new MessageSlot(this);
        noticeSlot_->addLabel(comparison_);
        noticeSlot_->reserveFor({heldNotice(), unscoredNotice(99), unchangedNotice(99)}, 1);
        messageSlots_.append(noticeSlot_);
        layout->addWidget(noticeSlot_);
    } else {
        layout->addWidget(comparison_);
    }

    history_ = new QTableWidget(0, 2 + int(setup.dims.size()), this);
    history_->verticalHeader()->setVisible(false);
    makeReadOnlyTable(history_);
    history_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The table is as wide as its runs' text (fitHistory); in a lab narrower than that the
    // columns share its width and a long list of logits or weights wraps inside its cell
    // instead of running past the frame.
    history_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    history_->setWordWrap(true);
    history_->setTextElideMode(Qt::ElideNone);
    history_->horizontalHeader()->setMinimumSectionSize(1);
    // Row heights follow the columns' widths (a resize of the page rewraps the cells).
    connect(history_->horizontalHeader(), &QHeaderView::sectionResized, this, [this] {
        if (!fitQueued_) {
            fitQueued_ = true;
            QMetaObject::invokeMethod(this, &LabBlock::fitHistory, Qt::QueuedConnection);
        }
    });
    history_->setAccessibleName(tr("Runs so far: raw logits and the softmax weights at each head "
                                   "dimension"));
    history_->setVisible(false);
    layout->addWidget(history_);

    connect(run_, &QPushButton::clicked, this, &LabBlock::run);
    connect(runUnchanged_, &QPushButton::clicked, this, &LabBlock::runUnchanged);
    connect(restore_, &QPushButton::clicked, this, &LabBlock::restore);
    connect(reset_, &QPushButton::clicked, this, &LabBlock::askToReset);
    connect(logits_, &QLineEdit::returnPressed, this, &LabBlock::run);
    connect(dims_, &QLineEdit::returnPressed, this, &LabBlock::run);

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
    } else if (progress && progress->predictions.contains(spec_.id)) {
        const lessons::PredictionRecord record = progress->predictions.value(spec_.id);
        // Said as the past it is: after a reset the lab waits for a new prediction, and the
        // verdict alone read as the present one beside an empty choice (sp21).
        comparison_->setText(
            QStringLiteral("<i>%1</i> %2<br><b>%3</b> %4 &nbsp; | &nbsp; <b>%5</b> %6")
                .arg(tr("Last time:").toHtmlEscaped(), verdictHtml(record.correct),
                     lessons::youPredictedLabel().toHtmlEscaped(),
                     lessons::labOutcomeText(record.predicted, setup.predict, locale())
                         .toHtmlEscaped(),
                     lessons::whatHappensLabel().toHtmlEscaped(),
                     lessons::labOutcomeText(record.observed, setup.predict, locale())
                         .toHtmlEscaped()));
        comparison_->setVisible(true);
        refitMessages();
    }
    connect(logits_, &QLineEdit::textEdited, this, [this] { saveState(false); });
    connect(dims_, &QLineEdit::textEdited, this, [this] { saveState(false); });
    accepted_ = setup.scores;
    // A field brought back from the record with text that was rejected (the student quit before
    // fixing it) says so again, as it did then, rather than sit unmarked beside other bars.
    acceptTyped(Mark::UnlessEmpty);
    showLogitsAsBars();
    connect(logits_, &QLineEdit::textChanged, this, &LabBlock::showLogitsAsBars);
    connect(logitBars_, &attn::charts::LogitBars::valuesEdited, this,
            [this](const QList<double>& values) {
                logits_->setText(typedNumbers(values, locale()));
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

QStringList LabBlock::fields() const {
    return {logits_->text(), dims_->text()};
}

QStringList LabBlock::lessonFields() const {
    return {typedNumbers(session_.setup().scores, locale()),
            joinInts(session_.setup().dims, locale())};
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
        staleNote_->setText(tr("The bars still show %1.").arg(typedNumbers(accepted_, locale())));
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
    for (int i = 0; i < session_.runs().size(); ++i)
        appendHistory(session_.runs().at(i), i + 1);
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
    if (predictedPct_)
        predictedPct_->setText(predicted);
    if (lockedNote_) {
        lockedNote_->setText(session_.predictionScored()
                                 ? tr("Scored. Reset the lab to predict again.")
                                 : tr("Locked. Now edit the logits if the lab asks you to, "
                                      "and press %1.")
                                       .arg(lessons::buttonLabel(lessons::ButtonRole::Run)));
    }
}

void LabBlock::saveState(bool now) {
    if (!context_.progress)
        return;
    lessons::LabRecord record = session_.record();
    record.logitsText = lessons::storedNumberList(logits_->text(), locale());
    record.dimsText = lessons::storedNumberList(dims_->text(), locale());
    context_.progress->recordLab(context_.lessonId, spec_.id, record, now);
}

bool LabBlock::parseDims(QList<int>* out) {
    const lessons::Result<QList<double>> parsed = lessons::parseNumberList(
        dims_->text(), lessons::kMaxLabDims, lessons::kMaxDk, locale(), dimsExample(locale()));
    if (!parsed) {
        markError(dims_, dimsError_, parsed.error().text());
        return false;
    }
    QList<int> dims;
    for (double value : parsed.value()) {
        if (value < 1 || value != std::floor(value)) {
            markError(dims_, dimsError_,
                      tr("%1 is not a head dimension: use whole numbers from 1 to %2.")
                          .arg(value)
                          .arg(lessons::kMaxDk));
            return false;
        }
        dims.append(int(value));
    }
    clearError(dims_, dimsError_);
    *out = dims;
    return true;
}

void LabBlock::refitMessages() {
    updateNoticeSlot();
    for (MessageSlot* slot : std::as_const(messageSlots_))
        slot->refit();
}

void LabBlock::updateNoticeSlot() {
    if (!noticeSlot_)
        return;
    // A notice can come until the prediction is scored; then the slot holds the verdict.
    noticeSlot_->setKeeping(!session_.predictionScored());
    const bool empty = comparison_->isHidden() || comparison_->text().isEmpty();
    noticeSlot_->setVisible(!session_.predictionScored() || !empty);
    // Kept room with nothing in it is for the screen: on paper it was a blank band.
    keepOffPaper(noticeSlot_, empty);
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
    return execute(scores, dims);
}

bool LabBlock::runUnchanged() {
    // The field shows what runs: it ran the lesson's logits beside an edit still in the field and
    // then told the student to edit the logits (sp17).
    logits_->setText(typedNumbers(session_.setup().scores, locale()));
    return run();
}

void LabBlock::restore() {
    logits_->setText(typedNumbers(session_.setup().scores, locale()));
    dims_->setText(joinInts(session_.setup().dims, locale()));
    acceptTyped(Mark::Always);
    logitBars_->refitRange(); // the lesson's values drawn on the range they opened with
    clearError(dims_, dimsError_);
    saveState(false);
    commitEdit(tr("reset of the logits"), false);
}

void LabBlock::reset() {
    session_.reset();
    noticeShown_ = false;
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
    if (lockedNote_)
        lockedNote_->clear();
    clearComparison();
    restore();
    updateButtons();
    saveState(true);
}

bool LabBlock::askToReset() {
    // The runs are the student's work, and Reset sits beside Restore: one click took them all
    // without a word (issue 19).
    if (!session_.runs().isEmpty()) {
        QMessageBox box(QMessageBox::Question, tr("Reset the lab?"),
                        tr("Reset clears the %n run(s) in the table and your prediction.", "",
                           int(session_.runs().size())),
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

bool LabBlock::commitPrediction() {
    if (!session_.predictionAsked() || session_.predictionCommitted() ||
        session_.predictionScored())
        return false;
    if (session_.setup().predict == lessons::PredictKind::Direction) {
        QAbstractButton* chosen = directionGroup_->checkedButton();
        lessons::Direction direction = lessons::Direction::Unchanged;
        if (!chosen ||
            !lessons::parseDirection(chosen->property("direction").toString(), &direction)) {
            lockedNote_->setText(tr("Choose sharper, flatter or unchanged first."));
            return false;
        }
        session_.commitDirection(direction);
    } else {
        const lessons::Result<double> typed = lessons::parseNumber(predictedPct_->text(), locale());
        if (!typed || !session_.commitMaxWeight(typed.value())) {
            lockedNote_->setText(typed ? tr("Type a percentage from 0 to 100.")
                                       : typed.error().text());
            return false;
        }
    }
    lockedNote_->setText(tr("Locked. Now edit the logits if the lab asks you to, and press %1.")
                             .arg(lessons::buttonLabel(lessons::ButtonRole::Run)));
    if (noticeShown_) {
        // "Commit your prediction first" is answered now.
        clearComparison();
    }
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
        showNotice(heldNotice(), noticeDetail(outcome.status));
        return false;
    case lessons::LabRunStatus::RanUnscored:
        appendHistory(session_.runs().last(), int(session_.runs().size()));
        showNotice(unscoredNotice(int(session_.runs().size())), noticeDetail(outcome.status));
        return true;
    case lessons::LabRunStatus::NothingChanged:
        appendHistory(session_.runs().last(), int(session_.runs().size()));
        showNotice(unchangedNotice(int(session_.runs().size())), noticeDetail(outcome.status));
        return true;
    case lessons::LabRunStatus::Scored:
        appendHistory(session_.runs().last(), int(session_.runs().size()));
        showVerdict(outcome);
        return true;
    case lessons::LabRunStatus::Ran:
        appendHistory(session_.runs().last(), int(session_.runs().size()));
        if (noticeShown_) {
            clearComparison();
        }
        return true;
    }
    return false;
}

// The Run button's own label, so a notice names the button as it reads in every language (the
// English text said "Run" where the German button reads „Ausführen“).
QString LabBlock::runLabel() const {
    return lessons::buttonLabel(lessons::ButtonRole::Run);
}

// The notices are one line in the lab at a wide window (the room kept for them); what they
// mean at more length is their tooltip and what a screen reader hears (noticeDetail).
QString LabBlock::heldNotice() const {
    return tr("Commit your prediction first, or press %1 again to run it unscored.")
        .arg(runLabel());
}

QString LabBlock::unscoredNotice(int run) const {
    return tr("Run %1 is not scored: no prediction was committed.").arg(run);
}

QString LabBlock::unchangedNotice(int run) const {
    return tr("Run %1 has the same logits as the compared run: edit the logits, then press %2.")
        .arg(run)
        .arg(runLabel());
}

QString LabBlock::noticeDetail(lessons::LabRunStatus status) const {
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
    default:
        return {};
    }
}

void LabBlock::showNotice(const QString& text, const QString& detail) {
    comparison_->setText(text.toHtmlEscaped());
    comparison_->setAccessibleName(text);
    comparison_->setAccessibleDescription(detail);
    comparison_->setToolTip(detail);
    comparison_->setVisible(true);
    noticeShown_ = true;
    refitMessages();
}

void LabBlock::clearComparison() {
    comparison_->clear();
    comparison_->setVisible(false);
    comparison_->setToolTip(QString());
    comparison_->setAccessibleDescription(QString());
    noticeShown_ = false;
    refitMessages();
}

// A prediction is compared with what happens, in the page's colour and the words a question's
// prediction uses: the lab's coloured "✘ Not quite." beside a question's "What happens differs
// from your prediction." read as two rules for one kind of thing (sp20).
QString LabBlock::verdictHtml(bool matches) const {
    return QStringLiteral("<b>%1</b>").arg(lessons::predictionVerdictText(matches).toHtmlEscaped());
}

void LabBlock::showVerdict(const lessons::LabOutcome& outcome, bool record) {
    const bool percentKind = session_.setup().predict == lessons::PredictKind::MaxWeight;
    const QString predictedShown =
        lessons::labOutcomeText(outcome.predicted, session_.setup().predict, locale());
    const QString observedShown =
        lessons::labOutcomeText(outcome.observed, session_.setup().predict, locale());
    const int scoredRun = outcome.scoredRun + 1;
    QString against;
    if (!percentKind) {
        against = outcome.comparedWith >= 0
                      ? tr("run %1 against run %2").arg(scoredRun).arg(outcome.comparedWith + 1)
                      : tr("run %1 against the lesson's logits").arg(scoredRun);
    } else {
        against = tr("run %1").arg(scoredRun);
    }
    const QString verdict = lessons::predictionVerdictText(outcome.grade.correct);
    comparison_->setText(
        QStringLiteral("%1<br><b>%2</b> %3 &nbsp; | &nbsp; <b>%4</b> %5 (%6)<br>%7")
            .arg(verdictHtml(outcome.grade.correct), lessons::youPredictedLabel().toHtmlEscaped(),
                 predictedShown.toHtmlEscaped(), lessons::whatHappensLabel().toHtmlEscaped(),
                 observedShown.toHtmlEscaped(), against.toHtmlEscaped(),
                 outcome.grade.feedback.toHtmlEscaped()));
    comparison_->setToolTip(QString());
    // The reason (which weight moved) is heard as well as seen.
    comparison_->setAccessibleDescription(outcome.grade.feedback);
    comparison_->setAccessibleName(QStringLiteral("%1 %2 %3. %4 %5 (%6).")
                                       .arg(verdict, lessons::youPredictedLabel(), predictedShown,
                                            lessons::whatHappensLabel(), observedShown, against));
    comparison_->setVisible(true);
    refitMessages();
    noticeShown_ = false;
    lockedNote_->setText(tr("Scored. Reset the lab to predict again."));
    updateButtons();
    if (!record || !context_.progress)
        return;
    lessons::PredictionRecord kept;
    kept.predicted = predictedShown;
    kept.observed = observedShown;
    kept.correct = outcome.grade.correct;
    kept.at = QDateTime::currentDateTimeUtc();
    context_.progress->recordPrediction(context_.lessonId, spec_.id, kept);
}

QString LabBlock::weightsCellText(const Run& run, int d, int headingDim) const {
    // One run's weights share their decimals ("9.0% · 66.5% · 24.5%", never "9.00%" beside
    // "66.5%"), as a table's column does.
    QStringList weights = attn::charts::formatPercentSet(run.weightsPct.at(d), true);
    // A cell wraps between weights, never inside one ("<" on one line, "0.1%" on the next).
    for (QString& weight : weights)
        weight.replace(QLatin1Char(' '), QChar(0x00a0));
    const QString text = weights.join(QStringLiteral("\u00a0· "));
    if (run.dims.at(d) == headingDim)
        return text;
    return tr("dₖ = %1:").arg(run.dims.at(d)).replace(QLatin1Char(' '), QChar(0x00a0)) +
           QLatin1Char(' ') + text;
}

void LabBlock::appendHistory(const Run& run, int number) {
    // Headed by the latest run's dims.
    QStringList headers{tr("Run"), tr("Raw logits")};
    for (int dim : run.dims)
        headers.append(tr("dₖ = %1").arg(dim));
    if (history_->columnCount() < headers.size())
        history_->setColumnCount(int(headers.size()));
    history_->setHorizontalHeaderLabels(headers);
    const int row = history_->rowCount();
    history_->insertRow(row);
    auto item = [](const QString& text) {
        auto* cell = new QTableWidgetItem(text);
        cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        return cell;
    };
    history_->setItem(row, 0, item(QString::number(number)));
    history_->setItem(row, 1, item(joinNumbers(run.scores, locale())));
    for (int d = 0; d < run.dims.size(); ++d) {
        QTableWidgetItem* cell = item(QString());
        cell->setToolTip(
            tr("dₖ = %1: largest weight %2").arg(run.dims.at(d)).arg(percent(run.maxPct.at(d))));
        history_->setItem(row, 2 + d, cell);
    }
    // The headings are the latest run's dims: an earlier row run at other dims says its own in
    // each cell (sp21: rows computed at dₖ = 4 stood under a "dₖ = 9" heading).
    const QList<Run>& runs = session_.runs();
    for (int r = 0; r < history_->rowCount() && r < runs.size(); ++r) {
        for (int d = 0; d < runs.at(r).dims.size(); ++d) {
            if (QTableWidgetItem* cell = history_->item(r, 2 + d))
                cell->setText(weightsCellText(runs.at(r), d, run.dims.value(d, -1)));
        }
    }
    fitHistory();
    history_->setVisible(true);
    history_->setAccessibleDescription(tr("Runs: %1; latest logits: %2")
                                           .arg(session_.runs().size())
                                           .arg(joinNumbers(run.scores, locale())));
}

void LabBlock::fitHistory() {
    fitQueued_ = false;
    QHeaderView* header = history_->horizontalHeader();
    const int columns = history_->columnCount();
    if (columns > 0) {
        // The run number's column: its header or the widest number, whichever is wider.
        header->setSectionResizeMode(0, QHeaderView::Fixed);
        const QFontMetrics metrics(history_->font());
        const int margin =
            2 * (history_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, history_) +
                 1) +
            metrics.averageCharWidth();
        const int numberWidth = metrics.horizontalAdvance(
            QString::number(std::max<qsizetype>(9, history_->rowCount())));
        const int headerWidth =
            QFontMetrics(header->font())
                .horizontalAdvance(history_->horizontalHeaderItem(0)
                                       ? history_->horizontalHeaderItem(0)->text()
                                       : QString());
        history_->setColumnWidth(0, std::max(numberWidth, headerWidth) + 2 * margin);
        // Every other column as wide as its widest cell or heading on one line, and the table as
        // wide as its columns, as the softmax tables are (tableblock.cpp): stretched over the
        // page it ran ~840 px, four equal columns with the numbers far apart (issue 19). Only
        // when that is wider than the lab do the columns share its width and wrap their cells.
        QList<int> natural;
        int width = history_->columnWidth(0) + 2 * history_->frameWidth();
        for (int column = 1; column < columns; ++column) {
            int widest = header->sectionSizeHint(column);
            for (int row = 0; row < history_->rowCount(); ++row) {
                if (const QTableWidgetItem* cell = history_->item(row, column))
                    widest = std::max(widest, metrics.horizontalAdvance(cell->text()) + 2 * margin);
            }
            natural.append(widest);
            width += widest;
        }
        const int room = layout() ? layout()->contentsRect().width() : this->width();
        const bool fits = room <= 0 || width <= room;
        for (int column = 1; column < columns; ++column) {
            header->setSectionResizeMode(column, fits ? QHeaderView::Fixed : QHeaderView::Stretch);
            if (fits)
                history_->setColumnWidth(column, natural.at(column - 1));
        }
        history_->setMaximumWidth(fits ? width : QWIDGETSIZE_MAX);
    }
    history_->resizeRowsToContents();
    int height = header->sizeHint().height() + 2 * history_->frameWidth();
    for (int r = 0; r < history_->rowCount(); ++r)
        height += history_->rowHeight(r);
    history_->setFixedHeight(height);
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

} // namespace app
