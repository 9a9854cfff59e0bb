// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>
#include <QVariant>

#include <functional>

namespace lessons {

// The undo history of the edits a student makes on one page: drags, slider moves, typed logits.
// Values only: answers, predictions and verdicts never enter it, so undo cannot take a committed
// prediction or a checked answer back.
//
// One entry per edit as the student sees it: every change between beginGesture() and
// endGesture() (a press to a release) joins one entry, and changes outside a gesture that carry
// the entry's description within burstMs of its last change (a burst of key steps on one control)
// join it too. A key changed twice in one entry keeps its first `before` and last `after`; an
// entry whose changes all end where they began (dragged there and back) is dropped.
class EditHistory : public QObject {
    Q_OBJECT
public:
    struct Change {
        QString key;
        QVariant before;
        QVariant after;
    };
    struct Entry {
        QString description; // what the menu names: "drag of key 2"
        QList<Change> changes;
    };
    enum class Merge { Burst, Never };

    // 100 entries: more than a student steps back through, and it keeps a long session of slider
    // play (a held arrow key is one burst, a Play sweep one more) at a few kilobytes.
    static constexpr int kDefaultMaxEntries = 100;
    // Key repeat runs at ~30 steps a second; a pause this long ends a burst.
    static constexpr qint64 kBurstMs = 700;

    explicit EditHistory(int maxEntries = kDefaultMaxEntries, QObject* parent = nullptr);

    // A key that is locked now (a control waiting for its prediction) cannot change through undo
    // or redo: an entry that changes one is not offered.
    void setLockedCheck(std::function<bool(const QString& key)> isLocked);

    // An empty description takes the first change's.
    void beginGesture(const QString& description = {});
    void endGesture();
    bool inGesture() const { return gesture_; }

    void record(const QString& key, const QVariant& before, const QVariant& after,
                const QString& description, qint64 nowMs, Merge merge = Merge::Burst);
    // The same at the history's own clock.
    void record(const QString& key, const QVariant& before, const QVariant& after,
                const QString& description, Merge merge = Merge::Burst);
    // A lock opened or closed: what can be undone may have changed.
    void refresh() { emit changed(); }

    bool canUndo() const;
    bool canRedo() const;
    QString undoDescription() const; // empty when there is nothing to undo
    QString redoDescription() const;
    int undoCount() const { return int(done_.size()); }
    int redoCount() const { return int(undone_.size()); }
    int maxEntries() const { return max_; }

    // The changes to apply, in order: (key, value) pairs. Empty when not possible. Undo gives the
    // `before` values last change first; redo the `after` values first change first.
    QList<QPair<QString, QVariant>> undo();
    QList<QPair<QString, QVariant>> redo();
    void clear();

signals:
    void changed(); // what can be undone or redone, or its description, changed

private:
    bool available(const Entry& entry) const;
    void closeOpen(); // the entry being built is finished: dropped if it changed nothing

    int max_;
    std::function<bool(const QString&)> locked_;
    QList<Entry> done_;
    QList<Entry> undone_;
    bool gesture_ = false;
    QString gestureDescription_;
    bool open_ = false; // done_.last() still takes changes (a gesture, or a burst)
    qint64 lastMs_ = 0;
    QElapsedTimer clock_;
};

} // namespace lessons
