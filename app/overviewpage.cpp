// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/overviewpage.h"

#include "app/flowrow.h"
#include "app/overviewcolumns.h"
#include "app/overviewtable.h"
#include "app/recordexport.h"
#include "app/richtext.h"
#include "lessons/grading.h"

#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSet>
#include <QStyle>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace app {
using namespace overview;

namespace {

QString when(const QDateTime& at) {
    return formatMoment(at, QDateTime::currentDateTime());
}

} // namespace

OverviewPage::OverviewPage(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("overviewPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    auto* heading = new QLabel(tr("<h2>Course overview</h2>"), this);
    layout->addWidget(heading);
    totals_ = new QLabel(this);
    totals_->setWordWrap(true);
    totals_->setAccessibleName(tr("Course totals"));
    layout->addWidget(totals_);

    auto* table = new OverviewTable(this);
    table_ = table;
    table_->setColumnCount(ColumnCount);
    // Short headings leave the lesson names their room at 800 px; the header's tooltip gives the
    // long form.
    table_->setHeaderLabels({tr("Lesson / question"), tr("Answered"), tr("Correct"), tr("Attempts"),
                             tr("Predicted"), tr("Explained"), tr("Time spent"),
                             tr("Last opened")});
    table_->headerItem()->setToolTip(Predictions, tr("Predictions that matched what happened"));
    // One column for two moments: a lesson's and a question's (kMomentKindRole).
    table_->headerItem()->setToolTip(
        LastOpened, tr("A lesson: when it was last opened. A question: when it was last answered "
                       "or predicted."));
    table_->setAccessibleName(tr("Your record per lesson"));
    table_->setAccessibleDescription(
        tr("One row per lesson with its questions below; press Enter on a question to open it"));
    table_->setAlternatingRowColors(true);
    // A lesson title that does not fit its column wraps rather than end in "…".
    table_->setWordWrap(true);
    connect(table_->header(), &QHeaderView::sectionResized, this, [this](int column) {
        if (column == Name || column == Answered || column == Predictions)
            QTimer::singleShot(0, this, &OverviewPage::fitTitleRows);
        placeFrozenNames();
    });
    table_->setRootIsDecorated(true);
    // Where the columns do not fit, the view scrolls sideways (fitColumns): at 800 px the last
    // three columns were left out and nothing said they existed (sp30).
    table_->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    // The questions stay in place while the figures scroll sideways (at 800 px they scrolled
    // away with them, and a row's figures could no longer be told apart, issue 19): a second
    // view of the same rows shows only their column over the table's left edge, as in Qt's
    // frozen-column example. It shares the table's selection, and the focus stays on the table.
    frozen_ = new FrozenNameView(table_);
    frozen_->setObjectName(QStringLiteral("frozenNames"));
    table->setFrozenNames(frozen_);
    frozen_->setModel(table_->model());
    frozen_->setSelectionModel(table_->selectionModel());
    for (int c = Name + 1; c < ColumnCount; ++c)
        frozen_->setColumnHidden(c, true);
    frozen_->setFocusPolicy(Qt::NoFocus);
    frozen_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    frozen_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    frozen_->setFrameShape(QFrame::NoFrame);
    frozen_->setWordWrap(true);
    frozen_->setAlternatingRowColors(true);
    frozen_->setRootIsDecorated(true);
    frozen_->setIndentation(table_->indentation());
    frozen_->setVerticalScrollMode(table_->verticalScrollMode());
    frozen_->header()->setSectionResizeMode(QHeaderView::Fixed);
    frozen_->header()->setStretchLastSection(true);
    frozen_->hide();
    table_->viewport()->stackUnder(frozen_);
    connect(table_->verticalScrollBar(), &QScrollBar::valueChanged, frozen_->verticalScrollBar(),
            &QScrollBar::setValue);
    connect(frozen_->verticalScrollBar(), &QScrollBar::valueChanged, table_->verticalScrollBar(),
            &QScrollBar::setValue);
    connect(table_, &QTreeView::expanded, frozen_, &QTreeView::expand);
    connect(table_, &QTreeView::collapsed, frozen_, &QTreeView::collapse);
    connect(frozen_, &QTreeView::expanded, table_, &QTreeView::expand);
    connect(frozen_, &QTreeView::collapsed, table_, &QTreeView::collapse);
    connect(frozen_, &QTreeView::pressed, table_,
            [this] { table_->setFocus(Qt::MouseFocusReason); });
    connect(frozen_, &QTreeView::activated, this, [this] { activated(table_->currentItem()); });
    for (QScrollBar* bar : {table_->horizontalScrollBar(), table_->verticalScrollBar()})
        connect(bar, &QScrollBar::rangeChanged, this, &OverviewPage::placeFrozenNames);
    connect(table_->header(), &QHeaderView::geometriesChanged, this,
            &OverviewPage::placeFrozenNames);
    // Widths are measured over every row, shown or not, with room for a scroll bar (fitColumns):
    // measured over the rows in view, opening a lesson widened its answers and the questions'
    // column shrank under the pointer, and again when the scroll bar came (a student pass).
    for (int c = Name; c < ColumnCount; ++c)
        table_->header()->setSectionResizeMode(c, QHeaderView::Interactive);
    table_->header()->setStretchLastSection(false);
    layout->addWidget(table_, 1);
    // As in a desktop list, a click selects and a double click or Enter opens (itemActivated;
    // a single click that left the page surprised a student), or the Open button below.
    connect(table_, &QTreeWidget::itemActivated, this, &OverviewPage::activated);
    table_->headerItem()->setToolTip(
        Explained, tr("Explanations written with at least %n word(s): a real attempt, not “ok”",
                      nullptr, lessons::kMinExplanationWords));

    // Its text follows the current row (showLesserFigures).
    lesserNote_ = new QLabel(this);
    lesserNote_->setObjectName(QStringLiteral("lesserColumnsNote"));
    lesserNote_->setWordWrap(true);
    lesserNote_->hide();
    layout->addWidget(lesserNote_);

    note_ = new QLabel(this);
    note_->setWordWrap(true);
    note_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    note_->setAccessibleName(tr("Backup note"));
    note_->hide();
    layout->addWidget(note_);

    // Two rows, the resets apart from the rest, each continuing on a next line when the page is
    // narrow: in one row the buttons made the window 932 px wide when it was asked for 800, and
    // the four of the first row still 1077 px in German at 12 pt.
    auto* buttons = new FlowRow;
    auto* resets = new FlowRow;
    review_ = new QPushButton(tr("Review missed questions"), this);
    openQuestion_ = new QPushButton(tr("Open question"), this);
    openQuestion_->setAccessibleDescription(tr("Opens the question selected above in its lesson"));
    openQuestion_->setEnabled(false);
    resetLesson_ = new QPushButton(tr("Reset this lesson…"), this);
    resetLesson_->setAccessibleDescription(
        tr("Empties the record of the lesson selected above; the old record is kept as a backup"));
    resetCourse_ = new QPushButton(tr("Reset the whole course…"), this);
    auto* exportButton = new QPushButton(tr("Export record…"), this);
    auto* importButton = new QPushButton(tr("Import record…"), this);
    buttons->addWidget(review_);
    buttons->addWidget(openQuestion_);
    buttons->addWidget(exportButton);
    buttons->addWidget(importButton);
    resets->addWidget(resetLesson_);
    resets->addWidget(resetCourse_);
    layout->addLayout(buttons);
    auto* resetsRight = new QHBoxLayout;
    resetsRight->addStretch(1);
    resetsRight->addLayout(resets);
    layout->addLayout(resetsRight);

    connect(review_, &QPushButton::clicked, this, &OverviewPage::reviewRequested);
    connect(resetCourse_, &QPushButton::clicked, this, &OverviewPage::resetCourseRequested);
    connect(exportButton, &QPushButton::clicked, this, &OverviewPage::exportRequested);
    connect(importButton, &QPushButton::clicked, this, &OverviewPage::importRequested);
    connect(resetLesson_, &QPushButton::clicked, this, [this] {
        const QString id = selectedLessonId();
        if (!id.isEmpty())
            emit resetLessonRequested(id);
    });
    connect(openQuestion_, &QPushButton::clicked, this, [this] {
        if (QTreeWidgetItem* item = table_->currentItem())
            activated(item);
    });
    connect(table_, &QTreeWidget::currentItemChanged, this, [this] {
        resetLesson_->setEnabled(!selectedLessonId().isEmpty());
        updateOpenButton();
        showLesserFigures();
    });
    resetLesson_->setEnabled(false);
}

QString OverviewPage::selectedLessonId() const {
    const QTreeWidgetItem* item = table_->currentItem();
    return item ? item->data(Name, kLessonRole).toString() : QString();
}

void OverviewPage::showPrediction(QTreeWidgetItem* row, const QString& predicted, bool matched,
                                  const QString& observed) {
    const QString mark = matched ? tr("✔") : tr("✘");
    row->setText(Predictions, mark + QLatin1Char(' ') + predicted); // wraps (fitTitleRows)
    row->setData(Predictions, Qt::AccessibleTextRole,
                 matched ? tr("right: %1").arg(predicted) : tr("wrong: %1").arg(predicted));
    // One word for a prediction that held, as the lesson row's "2 of 3 right" and the report
    // say it (sp34: the summary said "matched", the column "right").
    QString tip = matched ? tr("Predicted: %1 — right, it matched what happened").arg(predicted)
                          : tr("Predicted: %1 — wrong").arg(predicted);
    if (!matched && !observed.isEmpty())
        tip += QLatin1Char('\n') + tr("Observed or expected: %1").arg(observed);
    row->setToolTip(Predictions, tip);
}

void OverviewPage::showPractice(QTreeWidgetItem* row, const QString& predicted) {
    // `predicted` says "(practice, not counted)" already: a ✔ before it read as a match.
    row->setText(Predictions, predicted);
    row->setData(Predictions, Qt::AccessibleTextRole, predicted);
    row->setToolTip(Predictions,
                    tr("Predicted: %1 — practice: a result seen before cannot be predicted, so it "
                       "is neither right nor wrong")
                        .arg(predicted));
}

QString OverviewPage::predictionsCell(const lessons::LessonSummary& s) {
    // Out of the lesson's predictions, as the report counts them: "3 of 3 right" (right of those
    // made) stood beside the report's "3 of 5 made, 3 right" for the same lesson (sp35). Under
    // the header "Predicted", "3 of 5" is those made, as "4 of 5" under "Answered"; the words in
    // full are the cell's tooltip and accessible text. (The full words made the lesson rows'
    // cell 20 characters wide, and at 960 px the columns of attempts and time gave way.)
    if (s.predictionSlots == 0)
        return tr("—");
    return tr("%1 of %2, %3 right", "predictions made of the lesson's, and right")
        .arg(s.predictionsMade)
        .arg(s.predictionSlots)
        .arg(s.predictionsMatched);
}

void OverviewPage::setSummary(const lessons::CourseSummary& summary, int dueNow,
                              const QString& nextReview) {
    const QString selected = selectedLessonId();
    QSet<QString> expanded;
    for (int i = 0; i < table_->topLevelItemCount(); ++i) {
        if (table_->topLevelItem(i)->isExpanded())
            expanded.insert(table_->topLevelItem(i)->data(Name, kLessonRole).toString());
    }
    table_->clear();
    for (int i = 0; i < summary.lessons.size(); ++i) {
        const lessons::LessonSummary& s = summary.lessons.at(i);
        auto* lesson = new QTreeWidgetItem(table_);
        lesson->setText(Name, tr("%1. %2").arg(i + 1).arg(s.title));
        lesson->setText(Answered, tr("%1 of %2").arg(s.answered).arg(s.questions));
        lesson->setText(Correct, QString::number(s.correct));
        // The two cells are one count, said whole as the report says it.
        for (const Column column : {Answered, Correct}) {
            lesson->setToolTip(column, tr("Questions: %1").arg(questionsCountText(s)));
            lesson->setData(column, Qt::AccessibleTextRole, lesson->toolTip(column));
        }
        // The lesson's tries, summed over its questions (the cell was empty on lesson rows while
        // each question row had its count, a student pass).
        // Predictions are commitments, not graded questions: their one try is no attempt (sp19).
        int attempts = 0;
        for (const lessons::QuestionSummary& q : s.questionRows)
            attempts += q.predict ? 0 : q.attempts;
        lesson->setText(Attempts, attempts > 0 ? QString::number(attempts) : tr("—"));
        lesson->setText(Predictions, predictionsCell(s));
        if (s.predictionSlots > 0) {
            lesson->setToolTip(Predictions, tr("Predictions: %1").arg(predictionsCountText(s)));
            lesson->setData(Predictions, Qt::AccessibleTextRole, lesson->toolTip(Predictions));
        }
        lesson->setText(Explained, s.explains == 0
                                       ? tr("—")
                                       : tr("%1 of %2").arg(s.explainsWritten).arg(s.explains));
        lesson->setText(Time, formatDuration(s.secondsSpent)); // "—" for none, as on paper
        lesson->setText(LastOpened, s.lastOpened.isValid() ? when(s.lastOpened) : tr("never"));
        lesson->setToolTip(Name, tr("%1\nAttempts: %2 · time spent: %3 · last opened: %4")
                                     .arg(lesson->text(Name), lesson->text(Attempts),
                                          lesson->text(Time), lesson->text(LastOpened)));
        describeLesserFigures(lesson);
        lesson->setData(Name, kLessonRole, s.lessonId);
        QFont bold = lesson->font(Name);
        bold.setBold(true);
        lesson->setFont(Name, bold);
        for (const lessons::QuestionSummary& q : s.questionRows) {
            auto* row = new QTreeWidgetItem(lesson);
            const QString full = markdownToPlainText(q.prompt);
            // A prediction's row says what it is, and its choice stands only under Predictions:
            // listed with its choice under "Answered" it read as a graded question (sp19).
            const QString name = q.predict ? tr("Prediction: %1").arg(full) : full;
            // Whole: cut after a few lines, the questions read "... How does the…" at 800 and
            // 1440 px (sp32); a row is as tall as its question (fitTitleRows).
            row->setData(Name, kQuestionTextRole, name);
            row->setText(Name, name);
            row->setToolTip(Name, (q.predict ? tr("Prediction, not graded: %1 — double-click or "
                                                  "press Enter to open it")
                                             : tr("%1 — double-click or press Enter to open it"))
                                      .arg(full));
            // An answer naming an option the lesson no longer has counts as not answered.
            const QString answer = q.answered     ? q.lastAnswer
                                   : q.answerGone ? tr("answer again (option removed)")
                                                  : tr("not yet");
            if (!q.predict) {
                row->setText(Answered, answer); // wraps in its column (fitTitleRows)
                // Whole, also where the column is too narrow for the cell (fitColumns), with
                // the controls' values it was checked at.
                const QString checked = q.answered ? checkedWithText(q.checkedAtPlain) : QString();
                row->setToolTip(Answered,
                                checked.isEmpty() ? answer : answer + QLatin1Char('\n') + checked);
            }
            // A prediction is not marked right or wrong as a question (sp19): its cell in the
            // predictions column says what was predicted.
            if (!q.predict) {
                row->setText(Correct, !q.answered ? QString() : (q.correct ? tr("✔") : tr("✘")));
                row->setData(Correct, Qt::AccessibleTextRole,
                             !q.answered ? tr("not answered")
                                         : (q.correct ? tr("correct") : tr("not correct")));
            }
            // What was predicted, as the option reads (sp13 B12: the cell said "prediction"),
            // marked as matched or missed: the lesson row counted the right ones, and a student
            // could not tell which of theirs had missed (sp24).
            if (q.predict) {
                if (!q.answered) {
                    row->setText(Predictions, tr("not yet"));
                } else {
                    const auto made = std::find_if(
                        s.predictionRows.cbegin(), s.predictionRows.cend(),
                        [&q](const lessons::PredictionSummary& p) { return p.id == q.id; });
                    showPrediction(row, q.lastAnswer, q.correct,
                                   made != s.predictionRows.cend() ? made->observed : QString());
                }
            }
            if (!q.predict)
                row->setText(Attempts, q.attempts > 0 ? QString::number(q.attempts) : QString());
            // When it was answered or predicted, under the lessons' "Last opened" (its header's
            // tooltip says so): the rows' tooltips called it "last opened" too (issue 19).
            row->setText(LastOpened, when(q.at));
            row->setData(LastOpened, kMomentKindRole,
                         int(q.predict ? MomentKind::Predicted : MomentKind::Answered));
            // The figures of the columns that give way in a narrow window (kLesserColumns).
            const QString moment = q.at.isValid() ? when(q.at) : tr("not yet");
            row->setToolTip(
                Name,
                row->toolTip(Name) + QLatin1Char('\n') +
                    (q.predict
                         ? tr("Predicted: %1").arg(moment)
                         : tr("Attempts: %1 · last answered: %2").arg(q.attempts).arg(moment)));
            describeLesserFigures(row);
            row->setData(Name, kLessonRole, s.lessonId);
            row->setData(Name, kQuestionRole, q.id);
            // A question checked at the controls' values: its tries with theirs, in a line
            // under it ("Which dₖ?" read 11.3 ✔ after 64 with nothing saying the sliders had
            // moved between them, issue 19).
            // A prediction is committed once: its line gives the values it was checked at, which
            // no line gave (record36).
            const QString tries =
                !q.predict ? triesText(q)
                : q.answered && !q.checkedAtPlain.isEmpty()
                    ? tr("Prediction checked with %1", "the controls' values").arg(q.checkedAtPlain)
                    : QString();
            if (!tries.isEmpty())
                addNoteRow(lesson, tries, s.lessonId);
        }
        // A lab's prediction has no question row: it gets one of its own, so that it too shows
        // whether it matched (double-click opens the lesson).
        for (const lessons::PredictionSummary& p : s.predictionRows) {
            const bool isQuestion =
                std::any_of(s.questionRows.cbegin(), s.questionRows.cend(),
                            [&p](const lessons::QuestionSummary& q) { return q.id == p.id; });
            if (isQuestion)
                continue;
            auto* row = new QTreeWidgetItem(lesson);
            const QString full = markdownToPlainText(p.where);
            row->setData(Name, kQuestionTextRole, tr("Prediction: %1").arg(full));
            row->setText(Name, row->data(Name, kQuestionTextRole).toString());
            row->setToolTip(Name, tr("Prediction, not graded: %1 — double-click or press Enter "
                                     "to open its lesson")
                                      .arg(full));
            if (p.practice)
                showPractice(row, p.predicted);
            else
                showPrediction(row, p.predicted, p.correct, p.observed);
            row->setText(LastOpened, when(p.at));
            row->setData(LastOpened, kMomentKindRole, int(MomentKind::Predicted));
            row->setToolTip(Name, row->toolTip(Name) + QLatin1Char('\n') +
                                      tr("Predicted: %1").arg(when(p.at)));
            describeLesserFigures(row);
            row->setData(Name, kLessonRole, s.lessonId);
            // The lab's other attempts, in a line under the one that counts: only the last
            // showed, and three runs read as one right first time.
            if (const QString earlier = otherPredictionsText(p); !earlier.isEmpty())
                addNoteRow(lesson, earlier, s.lessonId);
        }
        lesson->setExpanded(expanded.contains(s.lessonId));
        if (s.lessonId == selected)
            table_->setCurrentItem(lesson);
    }
    // The course's summary as the report prints it (sp35; issue 19: the report left out the
    // explain-it-back count and the time).
    QStringList lines;
    for (const QString& line : courseSummaryLines(summary.totals))
        lines.append(line.toHtmlEscaped());
    QString totals = QStringLiteral("<b>%1:</b> %2")
                         .arg(tr("Course").toHtmlEscaped(), lines.join(QStringLiteral(" · ")));
    totals += QStringLiteral("<br>") + reviewOutlookHtml({dueNow, true, nextReview});
    totals_->setText(totals);
    review_->setEnabled(dueNow > 0);
    review_->setText(dueNow > 0 ? tr("Review %n missed question(s)", nullptr, dueNow)
                                : tr("Nothing to review now"));
    resetLesson_->setEnabled(!selectedLessonId().isEmpty());
    updateOpenButton();
    fitColumns();
}

void OverviewPage::addNoteRow(QTreeWidgetItem* lesson, const QString& note,
                              const QString& lessonId) {
    // In the questions' column, wrapped: across every column it ran under the questions' column
    // kept in place (frozenNames) and read cut in two.
    auto* row = new QTreeWidgetItem(lesson);
    row->setText(Name, note);
    row->setToolTip(Name, note);
    QFont italic = table_->font();
    italic.setItalic(true);
    row->setFont(Name, italic);
    row->setData(Name, kLessonRole, lessonId);
}

QString OverviewPage::lesserFigures(const QTreeWidgetItem* row) {
    QStringList parts;
    if (const QString attempts = row->text(Attempts); !attempts.isEmpty())
        parts.append(tr("attempts: %1").arg(attempts));
    if (const QString time = row->text(Time); !time.isEmpty())
        parts.append(tr("time spent: %1").arg(time));
    if (const QString at = row->text(LastOpened); !at.isEmpty()) {
        switch (MomentKind(row->data(LastOpened, kMomentKindRole).toInt())) {
        case MomentKind::Opened:
            parts.append(tr("last opened: %1").arg(at));
            break;
        case MomentKind::Answered:
            parts.append(tr("last answered: %1").arg(at));
            break;
        case MomentKind::Predicted:
            parts.append(tr("predicted: %1").arg(at));
            break;
        }
    }
    return parts.join(QStringLiteral(" · "));
}

void OverviewPage::describeLesserFigures(QTreeWidgetItem* row) {
    // Read with the row's name by a screen reader, whether the columns show or not.
    row->setData(Name, Qt::AccessibleDescriptionRole, lesserFigures(row));
}

void OverviewPage::showLesserFigures() {
    // Where the lesser columns gave way (fitColumns), their figures were in the rows' tooltips
    // alone, which only a pointer opens (review34): the line under the table gives the current
    // row's, so the arrow keys reach them.
    const QTreeWidgetItem* row = table_->currentItem();
    const QString figures = row ? lesserFigures(row) : QString();
    lesserNote_->setText(
        figures.isEmpty()
            ? tr("Select a row for its attempts, time spent and last opened: the window is too "
                 "narrow for their columns.")
            : tr("Selected row: %1 (the window is too narrow for these columns)").arg(figures));
}

void OverviewPage::updateOpenButton() {
    const QTreeWidgetItem* item = table_->currentItem();
    openQuestion_->setEnabled(item && !item->data(Name, kQuestionRole).toString().isEmpty());
}

void OverviewPage::setNote(const QString& note) {
    note_->setText(note);
    note_->setVisible(!note.isEmpty());
}

void OverviewPage::activated(QTreeWidgetItem* item) {
    if (!item)
        return;
    emit openQuestion(item->data(Name, kLessonRole).toString(),
                      item->data(Name, kQuestionRole).toString());
}

void OverviewPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitColumns();
}

OverviewPage::~OverviewPage() {
    // ~QWidget hides the children after this class is gone; their signals (a header's
    // geometriesChanged, a scroll bar's rangeChanged) must not reach its slots then (UBSan:
    // "downcast of address ... which does not point to an object of type 'OverviewPage'").
    for (QObject* sender : std::initializer_list<QObject*>{table_, frozen_, table_->header(),
                                                           table_->horizontalScrollBar(),
                                                           table_->verticalScrollBar()})
        sender->disconnect(this);
}

void OverviewPage::fitTitleRows() {
    const int margins =
        2 * table_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table_) + 4;
    const auto fit = [this, margins](QTreeWidgetItem* item, int room) {
        if (room <= 0)
            return;
        const auto wrappedHeight = [item](int column, int width) {
            return wrappedCellHeight(item->font(column), item->text(column), width);
        };
        int height = wrappedHeight(Name, room);
        // A question's answer and prediction wrap in their columns too (kAnswerColumnChars).
        if (item->parent() && !item->isFirstColumnSpanned()) {
            for (const Column column : {Answered, Predictions}) {
                if (const int cellRoom = table_->columnWidth(column) - margins; cellRoom > 0)
                    height = std::max(height, wrappedHeight(column, cellRoom));
            }
        }
        height += 4;
        // Every cell of the row says the row's height, so the questions' column kept in place
        // (frozenNames), which shows that cell alone, has the table's rows (a figure's "✔" in a
        // taller fallback font made its row taller than the question's cell asked for).
        for (int column = Name; column < ColumnCount; ++column) {
            if (item->sizeHint(column).height() != height)
                item->setSizeHint(column, QSize(column == Name ? room : table_->columnWidth(column),
                                                height)); // a width of -1 would clear it
        }
    };
    // Lesson rows sit one indent in (their branch mark), question rows two.
    const int lessonRoom = table_->columnWidth(Name) - table_->indentation() - margins;
    for (int i = 0; i < table_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* lesson = table_->topLevelItem(i);
        fit(lesson, lessonRoom);
        for (int k = 0; k < lesson->childCount(); ++k) {
            QTreeWidgetItem* row = lesson->child(k);
            fit(row, lessonRoom - table_->indentation());
        }
    }
    placeFrozenNames();
}

void OverviewPage::placeFrozenNames() {
    const bool scrolls = table_->horizontalScrollBar()->maximum() > 0;
    frozen_->setVisible(scrolls);
    if (!scrolls)
        return;
    // The same rows open, as the table may open them all at once (expandAll sends no signal).
    for (int i = 0; i < table_->topLevelItemCount(); ++i) {
        const QModelIndex index = table_->model()->index(i, Name);
        if (frozen_->isExpanded(index) != table_->isExpanded(index))
            frozen_->setExpanded(index, table_->isExpanded(index));
    }
    const int frame = table_->frameWidth();
    frozen_->header()->setFixedHeight(table_->header()->height());
    frozen_->setColumnWidth(Name, table_->columnWidth(Name));
    frozen_->setGeometry(frame, frame, table_->columnWidth(Name),
                         table_->header()->height() + table_->viewport()->height());
    frozen_->verticalScrollBar()->setValue(table_->verticalScrollBar()->value());
}

} // namespace app
