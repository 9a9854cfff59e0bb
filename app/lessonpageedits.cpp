// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Undo and redo of the student's edits on a page: one entry per pointer gesture or key step.
#include "app/lessonpage.h"

#include "app/blocks/chartblock.h"
#include "app/blocks/labblock.h"
#include "lessons/displaytext.h"
#include "lessons/edithistory.h"
#include "lessons/parameters.h"
#include "lessons/schema.h"

#include <QApplication>
#include <QScopedValueRollback>

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

namespace app {

void LessonPage::pointerPressed(QWidget* on) {
    releaseHold(); // a new press: what it moves is the student's doing
    if (history_->inGesture())
        return; // the same press, passed on to a parent
    gestureOrigin_ = on;
    history_->beginGesture();
}

void LessonPage::pointerReleased() {
    // What the release sets off (a click: Check hands the focus to its verdict) runs after this
    // filter saw it; until then a focus change is the pointer's doing, not the keys'.
    if (!releasing_) {
        releasing_ = true;
        QMetaObject::invokeMethod(
            this, [this] { releasing_ = false; }, Qt::QueuedConnection);
    }
    if (gestureOrigin_ && widget() && widget()->isAncestorOf(gestureOrigin_)) {
        releasedOn_ = gestureOrigin_;
        releasedOnTop_ = gestureOrigin_->mapTo(viewport(), QPoint()).y();
    }
    if (!history_->inGesture())
        return;
    history_->endGesture();
    gestureOrigin_ = nullptr;
}

void LessonPage::noteChange(const QString& name) {
    const QVariant before = lastValues_.value(name);
    const QVariant after = params_->value(name);
    lastValues_.insert(name, after);
    // Blocks being built snap their values; undo and redo set values the history already has.
    if (building_ || applying_ || !before.isValid())
        return;
    history_->record(name, before, after, describeEdit(name));
}

QString LessonPage::describeEdit(const QString& name) const {
    // On a chart (dragged, or stepped with the keys while it has the focus): the chart's name
    // for what moved, "key 2".
    QWidget* origin = gestureOrigin_ ? gestureOrigin_.data() : QApplication::focusWidget();
    for (QWidget* w = origin; w && w != this; w = w->parentWidget()) {
        if (auto* chart = qobject_cast<ChartBlock*>(w)) {
            const QString what = chart->editedName(name);
            if (!what.isEmpty())
                return gestureOrigin_ ? tr("drag of %1").arg(what) : tr("change of %1").arg(what);
            break;
        }
    }
    const QString label = lessons::parameterName(lesson_, name).plain;
    const lessons::Block* control = lesson_.control(name);
    switch (control ? lessons::blockType(*control) : lessons::BlockType::Unknown) {
    case lessons::BlockType::Toggle:
        return tr("switch %1").arg(label);
    case lessons::BlockType::Choice:
        return tr("choice %1").arg(label);
    default:
        return tr("slider %1").arg(label);
    }
}

bool LessonPage::isLocked(const QString& key) const {
    // A control waiting for its prediction is disabled (lockUntilAnswered), and so is a lab
    // behind one.
    const QLatin1String labPrefix(LabBlock::kHistoryKeyPrefix);
    if (key.startsWith(labPrefix)) {
        const QWidget* lab = byId_.value(key.mid(labPrefix.size()));
        return lab && !lab->isEnabled();
    }
    for (auto it = controlParams_.cbegin(); it != controlParams_.cend(); ++it) {
        if (it.value() == key && !it.key()->isEnabled())
            return true;
    }
    return false;
}

void LessonPage::undo() {
    applyEdits(history_->undo());
}

void LessonPage::redo() {
    applyEdits(history_->redo());
}

void LessonPage::applyEdits(const QList<QPair<QString, QVariant>>& values) {
    const QScopedValueRollback<bool> applying(applying_, true);
    const QLatin1String labPrefix(LabBlock::kHistoryKeyPrefix);
    for (const auto& [key, value] : values) {
        if (key.startsWith(labPrefix)) {
            if (auto* lab = qobject_cast<LabBlock*>(byId_.value(key.mid(labPrefix.size()))))
                lab->setFields(value.toStringList());
        } else {
            params_->setValue(key, value); // the record follows (controlsWatch_)
        }
    }
}

} // namespace app
