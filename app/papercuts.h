// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>

class QPagedPaintDevice;
class QWidget;

namespace app {

class LessonPage;
class QuestionBlock;

struct PaperRows {
    int top = 0;
    int bottom = 0; // one past the last row
};

// Where a printed page of a lesson's text column may end. Not inside a shown widget with nothing
// shown inside it (a label, a field, an option, a chart's viewport): a page ending there cut a
// spin box's "64" in half (sp28). Not inside a frame (a question box, a lab, an explanation)
// between its top edge and the end of the first widget in it, nor between the start of its last
// widget and its bottom edge: only leaf widgets counted, and a page of lesson 4 ended with a
// sliver of a question box's top border, the box going on over the page (sp28). A frame may be
// cut between the widgets inside it, so one taller than a page can still be printed. Not between
// a heading inside a block (a chart's or a lab's title) and the widget under it, nor inside a
// question up to half a page tall above its explanation (questionKeptUntil; sp29: a chart's title
// at a page's foot, its chart over the page; a question's stem on one page, its options on the
// next).
class PaperCuts {
public:
    // `pageHeight` in the column's rows.
    PaperCuts(const QWidget* column, int pageHeight);
    // No page may end in (top, bottom).
    void keepTogether(int top, int bottom) { whole_.append({top, bottom}); }
    // Whether a page ending at row y (in the column) would cut something.
    bool parts(int y) const;
    // The lowest row in (least, bottom] that parts nothing; `bottom` when every row in between
    // parts something (a widget nearly a page tall).
    int cleanCut(int least, int bottom) const;

private:
    QList<PaperRows> whole_; // widgets and frames' end strips, rows no page may end inside
};

// The row down to which a question up to half a page tall stays on one page: its stem, answer,
// verdict and feedback. Its explanation may go on over the page (`bottom`, the question's own,
// when none is shown): a committed prediction of lesson 5 half a page tall ran 7 rows past page
// 1's foot, and kept whole it left page 1 64 % empty.
int questionKeptUntil(const QuestionBlock* question, const QWidget* column, int bottom);

// Whether `widget` reads as a heading of what follows it inside its block: a label in bold.
bool isPaperHeading(const QWidget* widget);

// The pages of a column `height` rows tall, each at most `pageHeight` rows. A page ends at the
// lowest of `blockEnds` that leaves it at least `leastFill` of a page and parts nothing, else at
// the lowest row that parts nothing: a block that does not fit is cut between its widgets rather
// than pushed whole to the next page, leaving more than 1 - `leastFill` of a page empty. A last
// page that would hold a line or two takes a larger share of the one before.
QList<PaperRows> paperPages(const PaperCuts& cuts, QList<int> blockEnds, int height, int pageHeight,
                            double leastFill);

// How printLessonPage lays a lesson page's text column on `device`'s pages, while a PaperLook
// lives.
struct PaperLayout {
    int width = 1;          // of the text column
    double scale = 1.0;     // device pixels per column pixel
    QList<PaperRows> pages; // in the column's rows
};
PaperLayout paperLayout(LessonPage* page, const QPagedPaintDevice* device);

} // namespace app
