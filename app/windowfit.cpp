// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/windowfit.h"

#include <algorithm>

namespace app {

QRect fitSavedWindow(const QRect& saved, const QRect& available, const QSize& shrunk) {
    if (available.contains(saved))
        return saved;
    const bool tooLarge = saved.width() > available.width() || saved.height() > available.height();
    if (tooLarge) {
        // Centred: the room `shrunk` leaves is the frame's, which is not known before the window
        // shows, so it goes on every side.
        const QSize size = saved.size().boundedTo(shrunk);
        return {available.topLeft() + QPoint((available.width() - size.width()) / 2,
                                             (available.height() - size.height()) / 2),
                size};
    }
    const QSize size = saved.size();
    const int x = std::clamp(saved.x(), available.left(),
                             std::max(available.left(), available.right() + 1 - size.width()));
    const int y = std::clamp(saved.y(), available.top(),
                             std::max(available.top(), available.bottom() + 1 - size.height()));
    return {QPoint(x, y), size};
}

} // namespace app
