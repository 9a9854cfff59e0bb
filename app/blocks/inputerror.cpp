// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/inputerror.h"

#include "app/blocks/questionblock.h"

#include <QLabel>
#include <QVariant>

namespace app {

namespace {
const char* const kInputErrorProperty = "inputError";
}

void showAsInputError(QLabel* label) {
    // The colour is read from the parent's palette: the label's own is red already after a
    // first error, and a dark page's red differs from a light page's.
    const QPalette page =
        label->parentWidget() ? label->parentWidget()->palette() : label->palette();
    const QColor ink = verdictColor(false, page);
    QPalette red = label->palette();
    red.setColor(QPalette::WindowText, ink);
    red.setColor(QPalette::Text, ink);
    label->setPalette(red);
    label->setProperty(kInputErrorProperty, true);
}

void showAsPageText(QLabel* label) {
    label->setPalette(QPalette());
    label->setProperty(kInputErrorProperty, false);
}

bool shownAsInputError(const QLabel* label) {
    return label->property(kInputErrorProperty).toBool();
}

} // namespace app
