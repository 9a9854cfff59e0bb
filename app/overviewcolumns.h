// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// The overview table's columns and item roles, shared by overviewpage.cpp (rows) and
// overviewcolumns.cpp (column widths). Internal to OverviewPage.

#include <Qt>

namespace app::overview {

inline constexpr int kLessonRole = Qt::UserRole;
inline constexpr int kQuestionRole = Qt::UserRole + 1;
inline constexpr int kQuestionTextRole = Qt::UserRole + 2; // the question's text, on question rows
// What the moment in a row's LastOpened cell is (MomentKind): the column holds a lesson's last
// opening and a question's last answer, and the line of lesser figures named both "last opened"
// (issue 19).
inline constexpr int kMomentKindRole = Qt::UserRole + 3;
enum class MomentKind { Opened, Answered, Predicted };
enum Column {
    Name,
    Answered,
    Correct,
    Attempts,
    Predictions,
    Explained,
    Time,
    LastOpened,
    ColumnCount
};
// An answer's or a prediction's column is at most this many average characters wide; a longer
// one wraps in it (cut at 30 characters, "None at all: a score of 0 giv…" stood over a column of
// "not yet", sp29; a prediction so cut read "✔ About 10 times: the square…", sp30).
inline constexpr int kAnswerColumnChars = 24;
// The columns that give way first in a narrow window (fitColumns); each row's tooltip keeps them.
inline constexpr Column kLesserColumns[] = {Attempts, Time, LastOpened};

} // namespace app::overview
