// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/edithistory.h"

#include <algorithm>

namespace lessons {

EditHistory::EditHistory(int maxEntries, QObject* parent)
    : QObject(parent), max_(std::max(1, maxEntries)) {
    clock_.start();
}

void EditHistory::record(const QString& key, const QVariant& before, const QVariant& after,
                         const QString& description, Merge merge) {
    record(key, before, after, description, clock_.elapsed(), merge);
}

void EditHistory::setLockedCheck(std::function<bool(const QString&)> isLocked) {
    locked_ = std::move(isLocked);
    emit changed();
}

void EditHistory::beginGesture(const QString& description) {
    closeOpen();
    gesture_ = true;
    gestureDescription_ = description;
}

void EditHistory::endGesture() {
    if (!gesture_)
        return;
    gesture_ = false;
    closeOpen();
}

void EditHistory::closeOpen() {
    if (!open_)
        return;
    open_ = false;
    if (!done_.isEmpty() && done_.last().changes.isEmpty())
        done_.removeLast();
    emit changed();
}

void EditHistory::record(const QString& key, const QVariant& before, const QVariant& after,
                         const QString& description, qint64 nowMs, Merge merge) {
    if (before == after)
        return;
    const bool joins =
        open_ && !done_.isEmpty() &&
        (gesture_ || (merge == Merge::Burst && done_.last().description == description &&
                      nowMs - lastMs_ <= kBurstMs));
    if (!joins) {
        closeOpen();
        done_.append(
            {gesture_ && !gestureDescription_.isEmpty() ? gestureDescription_ : description, {}});
        // Bounded: the oldest entry goes.
        while (done_.size() > max_)
            done_.removeFirst();
        open_ = gesture_ || merge == Merge::Burst;
    }
    lastMs_ = nowMs;
    undone_.clear(); // a new edit after undo: the redo tail is gone
    QList<Change>& changes = done_.last().changes;
    const auto same = std::find_if(changes.begin(), changes.end(),
                                   [&key](const Change& change) { return change.key == key; });
    if (same == changes.end()) {
        changes.append({key, before, after});
    } else {
        same->after = after;
        if (same->after == same->before)
            changes.erase(same);
    }
    if (!open_ && changes.isEmpty())
        done_.removeLast();
    emit changed();
}

bool EditHistory::available(const Entry& entry) const {
    if (!locked_)
        return true;
    return std::none_of(entry.changes.begin(), entry.changes.end(),
                        [this](const Change& change) { return locked_(change.key); });
}

bool EditHistory::canUndo() const {
    return !done_.isEmpty() && !done_.last().changes.isEmpty() && available(done_.last());
}

bool EditHistory::canRedo() const {
    return !undone_.isEmpty() && available(undone_.last());
}

QString EditHistory::undoDescription() const {
    return canUndo() ? done_.last().description : QString();
}

QString EditHistory::redoDescription() const {
    return canRedo() ? undone_.last().description : QString();
}

QList<QPair<QString, QVariant>> EditHistory::undo() {
    closeOpen();
    gesture_ = false;
    if (!canUndo())
        return {};
    const Entry entry = done_.takeLast();
    QList<QPair<QString, QVariant>> values;
    for (auto it = entry.changes.crbegin(); it != entry.changes.crend(); ++it)
        values.append({it->key, it->before});
    undone_.append(entry);
    emit changed();
    return values;
}

QList<QPair<QString, QVariant>> EditHistory::redo() {
    closeOpen();
    gesture_ = false;
    if (!canRedo())
        return {};
    const Entry entry = undone_.takeLast();
    QList<QPair<QString, QVariant>> values;
    for (const Change& change : entry.changes)
        values.append({change.key, change.after});
    done_.append(entry);
    emit changed();
    return values;
}

void EditHistory::clear() {
    done_.clear();
    undone_.clear();
    gesture_ = false;
    open_ = false;
    emit changed();
}

} // namespace lessons
