// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/findbar.h"

#include "app/blocks/groupblocks.h"
#include "app/lessonpage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QScrollBar>
#include <QStyle>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QToolButton>

#include <algorithm>

namespace app {

namespace {

// The text a label shows, as the positions of QLabel::setSelection count it.
QString labelText(const QLabel* label) {
    const bool rich = label->textFormat() == Qt::RichText ||
                      (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
    return rich ? QTextDocumentFragment::fromHtml(label->text()).toPlainText() : label->text();
}

} // namespace

FindBar::FindBar(QWidget* parent) : QWidget(parent) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    edit_ = new QLineEdit(this);
    edit_->setPlaceholderText(tr("Find in the lesson"));
    edit_->setAccessibleName(tr("Find in the lesson"));
    edit_->installEventFilter(this);
    layout->addWidget(edit_, 1);
    previous_ = new QToolButton(this);
    previous_->setIcon(style()->standardIcon(QStyle::SP_ArrowUp));
    previous_->setToolTip(tr("Previous match (Shift+Enter)"));
    previous_->setAccessibleName(tr("Previous match"));
    layout->addWidget(previous_);
    next_ = new QToolButton(this);
    next_->setIcon(style()->standardIcon(QStyle::SP_ArrowDown));
    next_->setToolTip(tr("Next match (Enter)"));
    next_->setAccessibleName(tr("Next match"));
    layout->addWidget(next_);
    count_ = new QLabel(this);
    // Room for "12 of 345" without the line edit jumping as the count changes.
    count_->setMinimumWidth(
        count_->fontMetrics().horizontalAdvance(tr("%1 of %2").arg(888).arg(888)));
    layout->addWidget(count_);
    auto* closeButton = new QToolButton(this);
    closeButton->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    closeButton->setToolTip(tr("Close the find bar (Escape)"));
    closeButton->setAccessibleName(tr("Close the find bar"));
    closeButton->setAutoRaise(true);
    layout->addWidget(closeButton);

    connect(previous_, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(next_, &QToolButton::clicked, this, &FindBar::findNext);
    connect(closeButton, &QToolButton::clicked, this, &FindBar::close);
    connect(edit_, &QLineEdit::textChanged, this, [this](const QString& text) {
        stale_ = true;
        if (text.isEmpty()) {
            clearHighlight();
            matches_.clear();
            current_ = -1;
            updateCount();
        } else {
            findNext(); // as the student types
        }
    });
    hide();
}

void FindBar::setPage(LessonPage* page) {
    if (page == page_)
        return;
    clearHighlight();
    page_ = page;
    matches_.clear();
    current_ = -1;
    stale_ = true;
    count_->clear();
}

void FindBar::open() {
    QWidget* focus = QApplication::focusWidget();
    if (page_ && focus && page_->isAncestorOf(focus))
        returnFocus_ = focus;
    show();
    edit_->setFocus(Qt::ShortcutFocusReason);
    edit_->selectAll();
}

void FindBar::close() {
    clearHighlight();
    hide();
    if (returnFocus_ && returnFocus_->isVisible())
        returnFocus_->setFocus(Qt::OtherFocusReason);
    else if (page_)
        page_->setFocus(Qt::OtherFocusReason);
    returnFocus_.clear();
}

void FindBar::findNext() {
    step(1);
}

void FindBar::findPrevious() {
    step(-1);
}

QWidget* FindBar::currentMatchWidget() const {
    return current_ >= 0 && current_ < matches_.size() ? matches_.at(current_).widget.data()
                                                       : nullptr;
}

void FindBar::collect() {
    matches_.clear();
    current_ = -1;
    stale_ = false;
    const QString needle = edit_->text();
    if (!page_ || !page_->widget() || needle.isEmpty())
        return;
    page_->ensureBuilt();  // blocks below the first screen are built late
    page_->settleLayout(); // their places, to sort and scroll by
    QWidget* column = page_->widget();
    auto place = [column](const QWidget* widget) { return widget->mapTo(column, QPoint(0, 0)); };
    // A walkthrough's other steps are searched too (a student looking for the step about the
    // Jacobian found only what the current step shows: sp24); a hidden step has no place of its
    // own, so its matches sort at the block's top (earlier steps) or bottom (later ones).
    struct Target {
        QWidget* widget;
        WalkthroughBlock* walkthrough;
        int step;
        int y, x;
    };
    QList<Target> targets;
    for (QWidget* widget : column->findChildren<QWidget*>()) {
        if (!qobject_cast<QTextEdit*>(widget) && !qobject_cast<QLabel*>(widget) &&
            !qobject_cast<QRadioButton*>(widget) && !qobject_cast<QCheckBox*>(widget))
            continue;
        WalkthroughBlock* walkthrough = nullptr;
        for (QWidget* up = widget->parentWidget(); up && !walkthrough; up = up->parentWidget())
            walkthrough = qobject_cast<WalkthroughBlock*>(up);
        if (widget->isVisibleTo(page_)) {
            // On the step shown now: a later match may open another step, and this one then
            // opens this step again.
            const QPoint at = place(widget);
            const int shownStep = walkthrough ? walkthrough->stepHolding(widget) : -1;
            targets.append(
                {widget, shownStep < 0 ? nullptr : walkthrough, shownStep, at.y(), at.x()});
            continue;
        }
        const int step = walkthrough && walkthrough->isVisibleTo(page_)
                             ? walkthrough->reachableHiddenStepShowing(widget)
                             : -1;
        if (step < 0)
            continue; // gated blocks the student has not reached yet
        const int top = place(walkthrough).y();
        const int y = step < walkthrough->currentStep() ? top : top + walkthrough->height() - 1;
        targets.append({widget, walkthrough, step, y, step});
    }
    // Page order: by the widgets' places on the page, not by when they were built (within a
    // hidden step, the order they were built in, which is the file's).
    std::stable_sort(targets.begin(), targets.end(), [](const Target& a, const Target& b) {
        return a.y != b.y ? a.y < b.y : a.x < b.x;
    });
    for (const Target& target : std::as_const(targets)) {
        QWidget* widget = target.widget;
        if (auto* text = qobject_cast<QTextEdit*>(widget)) {
            QTextCursor found = text->document()->find(needle, 0);
            while (!found.isNull()) {
                QTextCursor start = found;
                start.setPosition(found.selectionStart());
                const int y =
                    target.walkthrough
                        ? target.y
                        : text->viewport()->mapTo(column, text->cursorRect(start).topLeft()).y();
                matches_.append({widget, int(found.selectionStart()),
                                 int(found.selectionEnd() - found.selectionStart()), y,
                                 target.walkthrough, target.step});
                found = text->document()->find(needle, found);
            }
            continue;
        }
        QString shown;
        if (auto* label = qobject_cast<QLabel*>(widget))
            shown = labelText(label);
        else if (auto* button = qobject_cast<QAbstractButton*>(widget))
            shown = button->text();
        for (int at = shown.indexOf(needle, 0, Qt::CaseInsensitive); at >= 0;
             at = shown.indexOf(needle, at + int(needle.size()), Qt::CaseInsensitive))
            matches_.append(
                {widget, at, int(needle.size()), target.y, target.walkthrough, target.step});
    }
}

void FindBar::step(int direction) {
    if (stale_) {
        clearHighlight();
        collect();
        if (matches_.isEmpty() || !page_) {
            updateCount();
            return;
        }
        // The first search starts where the student reads: the first match on or below the
        // top of the view going down, the last one above its bottom going up.
        const int top = page_->verticalScrollBar()->value();
        const int bottom = top + page_->viewport()->height();
        int index = -1;
        if (direction > 0) {
            for (int i = 0; i < matches_.size() && index < 0; ++i) {
                if (matches_.at(i).y >= top)
                    index = i;
            }
            goTo(index < 0 ? 0 : index);
        } else {
            for (int i = int(matches_.size()) - 1; i >= 0 && index < 0; --i) {
                if (matches_.at(i).y < bottom)
                    index = i;
            }
            goTo(index < 0 ? int(matches_.size()) - 1 : index);
        }
        return;
    }
    if (matches_.isEmpty()) {
        updateCount();
        return;
    }
    const int n = int(matches_.size());
    goTo(current_ < 0 ? 0 : (current_ + direction + n) % n);
}

void FindBar::goTo(int index) {
    clearHighlight();
    current_ = index;
    updateCount();
    const Match& match = matches_.at(index);
    QWidget* widget = match.widget;
    if (!widget || !page_ || !page_->widget())
        return;
    QWidget* column = page_->widget();
    if (match.walkthrough && match.walkthrough->currentStep() != match.step) {
        match.walkthrough->setStep(match.step); // recorded like a turn, as the student sees it
        page_->settleLayout();                  // the step's places, to scroll to
    }
    QRect area(widget->mapTo(column, QPoint(0, 0)), widget->size());
    if (auto* text = qobject_cast<QTextEdit*>(widget)) {
        QTextCursor cursor(text->document());
        cursor.setPosition(match.position);
        cursor.setPosition(match.position + match.length, QTextCursor::KeepAnchor);
        QTextEdit::ExtraSelection selection;
        selection.cursor = cursor;
        selection.format.setBackground(palette().brush(QPalette::Highlight));
        selection.format.setForeground(palette().brush(QPalette::HighlightedText));
        text->setExtraSelections({selection});
        const QRect line = text->cursorRect(cursor);
        area = QRect(text->viewport()->mapTo(column, line.topLeft()), line.size());
    } else if (auto* label = qobject_cast<QLabel*>(widget)) {
        if (label->textInteractionFlags() & Qt::TextSelectableByMouse)
            label->setSelection(match.position, match.length);
    }
    highlighted_ = widget;
    // A margin of a quarter of the view keeps the match away from the edges, with the lines
    // around it in sight.
    const int margin = page_->viewport()->height() / 4;
    page_->ensureVisible(area.center().x(), area.center().y(), 0,
                         std::max(area.height() / 2, margin));
}

void FindBar::clearHighlight() {
    if (auto* text = qobject_cast<QTextEdit*>(highlighted_.data()))
        text->setExtraSelections({});
    else if (auto* label = qobject_cast<QLabel*>(highlighted_.data()))
        label->setSelection(0, 0);
    highlighted_.clear();
}

void FindBar::updateCount() {
    if (edit_->text().isEmpty())
        count_->clear();
    else if (matches_.isEmpty())
        count_->setText(tr("Not found"));
    else
        count_->setText(tr("%1 of %2").arg(current_ + 1).arg(matches_.size()));
    count_->setAccessibleName(count_->text());
}

bool FindBar::eventFilter(QObject* watched, QEvent* event) {
    if (watched == edit_ && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (key->modifiers() & Qt::ShiftModifier)
                findPrevious();
            else
                findNext();
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            close();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FindBar::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace app
