#pragma once

#include <QString>

namespace lessons {
class ParameterSet;
}

namespace app {

class ProgressKeeper;

// What every block widget of one lesson page shares: the live parameters of the page's controls
// and the learner's record. Owned by the page; block widgets only borrow it.
struct PageContext {
    QString lessonId;
    lessons::ParameterSet* params = nullptr;
    ProgressKeeper* progress = nullptr;
};

} // namespace app
