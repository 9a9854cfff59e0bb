// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// The typed view of the `scores` chart kind (lessons/kinds/charts.cpp), beside the others of
// lessons/blockspecs.h but in a header of its own, read only where the kind is.

#include "lessons/blockspecs.h"

#include <QList>

namespace lessons {

// Bars of a `scores` chart: each has its own key (score1 .. score8), usually bound to a slider.
constexpr int kMaxScoreBars = 8;

struct ScoreBarsSpec {
    QList<Bindable<double>> scores; // one per bar: `score1` .. up to the highest given
    QList<Bindable<bool>> masked;   // parallel to scores: `mask1` ..; a masked key's score is -inf
    bool editable = false;          // the student drags the bars; every score is bound
    double step = 0.1;              // what one key press (Up/Down) moves a bar by
    QStringList keyNames;           // `keys`: one name per bar; empty: key 1, key 2, ...
    static ScoreBarsSpec from(const Block& block);
};

} // namespace lessons
