#pragma once

#include <QString>

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
};

} // namespace app
