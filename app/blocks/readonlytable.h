// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractItemView>

namespace app {

// A table the student reads but cannot change (the softmax table, the lab's runs): no Tab stop
// and no cell selection. As a Tab stop it was a stop where no key did anything useful, and a
// clicked cell kept a blue selection that read as "chosen" (issues 19 and 26). A screen reader
// still finds it in the page's accessibility tree, by its accessible name and description.
inline void makeReadOnlyTable(QAbstractItemView* table) {
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setTabKeyNavigation(false);
    table->setFocusPolicy(Qt::NoFocus);
    table->setSelectionMode(QAbstractItemView::NoSelection);
}

} // namespace app
