// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace attn::charts {
class BenchShelf;
} // namespace attn::charts

namespace lessons {
class EditHistory;
class ParameterSet;
struct Lesson;
} // namespace lessons

namespace app {

class ProgressKeeper;

// What every block widget of one lesson page shares: the live parameters of the page's controls
// and the learner's record. Owned by the page; block widgets only borrow it.
struct PageContext {
    QString lessonId;
    const lessons::Lesson* lesson = nullptr; // for the ranges of the controls a block binds to
    lessons::ParameterSet* params = nullptr;
    ProgressKeeper* progress = nullptr;
    // The page's undo history: a block that edits values outside the parameters (the lab's
    // fields) or as one step (a Reset) records there.
    lessons::EditHistory* history = nullptr;
    // The order each choice question shows its options in (lessons::lessonOptionOrders), worked
    // out once for the page: each question looking up its own ordered the whole lesson again.
    QHash<QString, QList<int>> optionOrders;
    // Monte Carlo benches shared by the page's charts (one per seed, sample count, maxDk, sigma).
    std::shared_ptr<attn::charts::BenchShelf> benches;
};

} // namespace app
