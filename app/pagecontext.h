#pragma once

#include <QString>

#include <memory>

namespace attn::charts {
class BenchShelf;
} // namespace attn::charts

namespace lessons {
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
    // Monte Carlo benches shared by the page's charts (one per seed, sample count, maxDk, sigma).
    std::shared_ptr<attn::charts::BenchShelf> benches;
};

} // namespace app
