// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QWidget;

namespace app {

// Paper shows a slider, toggle or choice as one line: `labelMarkdown` (its label as lesson
// Markdown), then what it was set to.
void printAsControl(QWidget* control, const QString& labelMarkdown);
// That line, in lesson Markdown ("Head dimension $d_k$: **64** (slider from 1 to 1024)"): a slider
// printed as a lone number at the far right of the column, its label on the line above (sp28).
// Empty for a widget not marked by printAsControl.
QString controlOnPaper(const QWidget* control);

} // namespace app
