// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

class QWidget;

namespace app {

// A hidden widget that keeps (or gives up) its place in the layout, so nothing below it moves.
void keepRoomWhenHidden(QWidget* widget, bool keep);

} // namespace app
