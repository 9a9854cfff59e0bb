// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace app {

// What a lesson page asks of any block widget, whatever its Qt base class. Widgets that do
// background work override it; the page never casts to a concrete block type to ask.
class BlockWidget {
public:
    virtual ~BlockWidget() = default;
    // True once the block shows its final content (a chart's Monte Carlo bench has drawn).
    virtual bool isSettled() const { return true; }
    // The heading the block shows above its content, in plain text; empty if it shows none.
    virtual QString shownTitle() const { return {}; }
    // The heading right above the block says the same: show it once (accessible names keep it).
    virtual void omitTitle() {}
};

} // namespace app
