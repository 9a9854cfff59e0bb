// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/explainblock.h"

#include "app/elidingbutton.h"

#include "app/lessonprint.h"
#include "app/progresskeeper.h"
#include "app/richtext.h"
#include "lessons/buttonroles.h"
#include "lessons/grading.h"
#include "lessons/math.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTextCursor>
#include <QVBoxLayout>

#include <utility>

namespace app {

ExplainBlock::ExplainBlock(const lessons::ExplainSpec& spec, const PageContext& context,
                           QWidget* parent)
    : QFrame(parent), id_(spec.id), context_(context) {
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    badge_ = new QLabel(tr("Explain it back"), this);
    badge_->setFont(boldFont());
    badge_->setWordWrap(true); // at a large zoom a one-line badge widened the page
    layout->addWidget(badge_);
    auto* prompt = new MarkdownLabel(spec.promptHtml, this);
    layout->addWidget(prompt);
    editor_ = new QPlainTextEdit(this);
    editor_->setTabChangesFocus(true);
    editor_->setPlaceholderText(tr("Write your explanation here. It is saved as you type."));
    editor_->setAccessibleName(tr("Your explanation"));
    editor_->setAccessibleDescription(prompt->accessibleName());
    editor_->setMinimumHeight(90);
    editor_->setMaximumHeight(160);
    layout->addWidget(editor_);
    // A click on the prompt (its math view takes the click focus, read-only; plain, the block
    // itself took it) hands the keys to the box: the student clicked the question to answer it,
    // and what was typed went nowhere (sp23). A click that selects text is left alone.
    prompt_ = prompt;
    prompt->installEventFilter(this);
    if (prompt->mathView())
        prompt->mathView()->viewport()->installEventFilter(this);
    submit_ = new ElidingButton(lessons::buttonLabel(lessons::ButtonRole::Compare), this);
    submit_->setAccessibleDescription(tr("Saves your explanation and shows the model answer and "
                                         "the rubric"));
    // One line at the column's measure: its place is kept once it hides (updateSubmit), and two
    // lines kept empty left 50 px of blank under the button (issue 19).
    attemptNote_ = new QLabel(
        tr("Write at least %n words of your own first.", nullptr, lessons::kMinExplanationWords),
        this);
    attemptNote_->setWordWrap(true);
    attemptNote_->setForegroundRole(QPalette::PlaceholderText);
    keepOffPaper(attemptNote_); // tells what to do on screen; the button is off paper too
    // The note goes under the button, not beside it: side by side, the button's long label and
    // the note's longest word made the block wider than a narrow column.
    layout->addWidget(submit_, 0, Qt::AlignLeft);
    layout->addWidget(attemptNote_);

    modelPanel_ = new QWidget(this);
    auto* modelLayout = new QVBoxLayout(modelPanel_);
    modelLayout->setContentsMargins(0, 0, 0, 0);
    auto* modelHeading = new QLabel(tr("Model answer"), modelPanel_);
    modelHeading->setFont(boldFont());
    modelLayout->addWidget(modelHeading);
    modelLayout->addWidget(new MarkdownLabel(spec.modelHtml, modelPanel_));
    auto* rubricHeading = new QLabel(tr("Tick what your explanation covers:"), modelPanel_);
    modelLayout->addWidget(rubricHeading);
    auto* grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    const QStringList& items = spec.rubricHtml;
    for (int i = 0; i < items.size(); ++i) {
        auto* box = new QCheckBox(modelPanel_);
        auto* label = new MarkdownLabel(items.at(i), modelPanel_);
        box->setAccessibleName(label->accessibleName());
        box->setAccessibleDescription(tr("Rubric item %1 of %2").arg(i + 1).arg(items.size()));
        connect(label, &MarkdownLabel::clicked, box, &QCheckBox::toggle);
        connect(box, &QCheckBox::toggled, this, [this] { save(true); });
        grid->addLayout(besideFirstLine(box, label), i, 0);
        grid->addWidget(label, i, 1);
        rubric_.append(box);
    }
    modelLayout->addLayout(grid);
    layout->addWidget(modelPanel_);
    modelPanel_->setVisible(false);
    setAccessibleName(tr("Explain it back: %1").arg(prompt->accessibleName()));

    const lessons::LessonProgress* progress =
        context_.progress ? context_.progress->find(context_.lessonId) : nullptr;
    if (progress && progress->explains.contains(id_)) {
        const lessons::ExplainRecord saved = progress->explains.value(id_);
        editor_->setPlainText(saved.text);
        for (int index : saved.ticked) {
            if (index >= 0 && index < rubric_.size()) {
                const QSignalBlocker blocker(rubric_.at(index));
                rubric_.at(index)->setChecked(true);
            }
        }
        if (saved.modelShown)
            modelPanel_->setVisible(true);
        takeawaysShown_ = saved.takeawaysShown;
    }
    connect(editor_, &QPlainTextEdit::textChanged, this, [this] {
        save(false);
        updateSubmit();
    });
    updateSubmit();
    connect(submit_, &QPushButton::clicked, this, &ExplainBlock::showModel);
}

void ExplainBlock::updateSubmit() {
    // Reading the model answer before trying defeats the exercise.
    const bool attempted = lessons::isExplanationAttempt(editor_->toPlainText());
    // Used once: with the model answer on screen a second press did nothing (sp17).
    submit_->setEnabled(attempted && !modelShown());
    submit_->setToolTip(attempted || modelShown() ? QString() : attemptNote_->text());
    // Until the model answer shows, the note's place stays when the eighth word hides it: the
    // block keeps its height, so the page below (and, at the page's end, the Compare button
    // itself) does not jump as the student types (student pass sp15, item 7).
    QSizePolicy keepPlace = attemptNote_->sizePolicy();
    keepPlace.setRetainSizeWhenHidden(!modelShown());
    attemptNote_->setSizePolicy(keepPlace);
    attemptNote_->setVisible(!attempted && !modelShown());
}

QString ExplainBlock::shownTitle() const {
    return badge_->isHidden() ? QString() : badge_->text();
}

void ExplainBlock::omitTitle() {
    badge_->hide();
}

bool ExplainBlock::modelShown() const {
    return !modelPanel_->isHidden();
}

lessons::ExplainRecord ExplainBlock::record() const {
    lessons::ExplainRecord record;
    record.text = editor_->toPlainText();
    for (int i = 0; i < rubric_.size(); ++i) {
        if (rubric_.at(i)->isChecked())
            record.ticked.append(i);
    }
    record.modelShown = modelShown();
    record.takeawaysShown = takeawaysShown_;
    return record;
}

void ExplainBlock::keepTakeawaysShown() {
    if (std::exchange(takeawaysShown_, true))
        return;
    save(true);
}

void ExplainBlock::save(bool now) {
    if (context_.progress)
        context_.progress->recordExplain(context_.lessonId, id_, record(), now);
}

void ExplainBlock::showModel() {
    if (!lessons::isExplanationAttempt(editor_->toPlainText()) && !modelShown())
        return;
    modelPanel_->setVisible(true);
    // Laid out before the focus goes to the rubric: a rubric box not yet placed counted as in
    // sight where the panel's corner was, and the page scrolled 110-170 px to keep it in sight
    // once it was placed below the view (issue 19, in a real window). Placed, it is out of sight
    // and the view stays; keys bring it into sight (LessonPage::keyActed).
    for (int pass = 0; pass < 3; ++pass)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // The focus moves on before Compare is disabled: a disabled focused button hands the focus
    // down the chain, and the page would scroll to wherever it lands.
    if (!rubric_.isEmpty())
        rubric_.first()->setFocus();
    else if (submit_->hasFocus())
        editor_->setFocus();
    updateSubmit(); // the note's kept place goes with the model answer shown
    save(true);
    emit modelRevealed();
}

bool ExplainBlock::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::MouseButtonRelease)
        takeClickOnPrompt(static_cast<QMouseEvent*>(event));
    return QFrame::eventFilter(watched, event);
}

void ExplainBlock::mouseReleaseEvent(QMouseEvent* event) {
    // A plain prompt lets the press through to the block, which then gets the release.
    QFrame::mouseReleaseEvent(event);
    if (prompt_ && prompt_->geometry().contains(event->position().toPoint()))
        takeClickOnPrompt(event);
}

void ExplainBlock::takeClickOnPrompt(const QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !prompt_ || !editor_->isEnabled())
        return;
    const bool selected = prompt_->mathView() ? prompt_->mathView()->textCursor().hasSelection()
                                              : prompt_->hasSelectedText();
    if (!selected)
        editor_->setFocus(Qt::MouseFocusReason);
}

} // namespace app
