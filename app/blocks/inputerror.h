// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

class QLabel;

namespace app {

// One look for every message that says typed input was not taken (a lab's logits, head
// dimensions and prediction, a question's typed answer): the red of a wrong verdict, on a light
// and a dark page. Track 8's "'two' is not a number" stood in body colour beside the lab's red
// messages (sp37 #8). A palette, not a style sheet: a style sheet stops the label following the
// page's zoom. Text as well as WindowText: on the page's Base background a label draws with Text.
void showAsInputError(QLabel* label);
// The page's own ink again, once the input is taken.
void showAsPageText(QLabel* label);
bool shownAsInputError(const QLabel* label);

} // namespace app
