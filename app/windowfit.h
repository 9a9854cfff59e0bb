// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QRect>
#include <QSize>

namespace app {

// A window restored at `saved` on a screen whose available geometry is `available`: unchanged
// where it fits; else moved onto it, or, when wider or taller than it, shrunk to `shrunk` (the
// first window's size there, with room for the frame) and centred. Qt 6.4's restoreGeometry moves a
// window back onto a screen but keeps its size (sp29: 1440x880 on a 1366x768 screen).
QRect fitSavedWindow(const QRect& saved, const QRect& available, const QSize& shrunk);

} // namespace app
