// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/diagnostic.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace lessons {

// Caps on the shape of a lesson's text, so that any lesson --check passes builds and lays out in
// under a second (measured by tests/bench/page_bench.cpp on the worst lesson within them). Text
// layout is superlinear in the length of a paragraph and of an unbreakable word, Markdown parsing
// in the brackets of one paragraph, the check in the expressions of one readout, and the page in
// the number of formulas.
constexpr int kMaxLineLength = 2000;      // characters in one line of the file
constexpr int kMaxWordLength = 200;       // characters without a space, e.g. a long URL
constexpr int kMaxReadoutExpressions = 8; // `{...}` in one readout
constexpr int kMaxParagraphLength = 8000; // characters in a run of lines without a blank one
constexpr int kMaxMathSpans = 500;        // `$...$` formulas in one lesson
// Characters in a run of lines without a blank one inside a block with a type (a callout, a
// prompt, ...): block text is one label, laid out whole in one turn of the event loop. A callout
// of 8,000 characters kept the UI thread 74 ms of CPU, one of 4,000 about 35 (page bench, load
// 16, 2026-12-07; issue 24). The course's blocks hold at most 2,300 characters. Code samples are
// held to kMaxParagraphLength only.
constexpr int kMaxBlockParagraphLength = 4000;
// Characters of TeX inside `$...$` in one paragraph (or run of block text) and in one lesson.
// A formula is typeset whole when its paragraph is set: formulas cost about 7 us a character of
// TeX to build and lay out, 15 us in one stretch (64 formulas of 7,900 characters: 3.4 s of CPU,
// one stretch of 122 ms; page bench `math_long`, load 16, 2026-12-07; issue 24). The course holds
// at most 573 in a paragraph and 2,403 in a lesson. The lesson cap also keeps --check of 200 files
// at it near the plain-prose figure: at 20,000 it took 12.1 s of CPU against 9.4 (load 16).
constexpr int kMaxParagraphMath = 2000;
constexpr int kMaxLessonMath = 10000;
// Characters inside the blocks of one lesson, code samples included: block text is shown in
// labels, which lay out several times slower than prose.
constexpr int kMaxBlockText = 40000;
// What the cost of a page grows with besides characters (tests/bench/page_bench.cpp, measured
// on the 2-core machine, 2026-12-03): an inline mark (a code span's backticks, a run of `*` or
// `_`, a `[`) costs about 0.05 ms and is quadratic within one paragraph (text layout itemizes
// the paragraph for each format change: 2,000 code spans in one paragraph took 0.35 ms each);
// a heading about 0.4 ms (a section and an outline entry); a button `{{...}}` about 0.2 ms; a
// list item and each level of nesting one container more; a Markdown table cell about 0.2 ms.
// The real lessons stay far below: at most 13 headings, 31 marks in a paragraph, 170 in a
// lesson, 12 list items, depth 2, no Markdown table.
constexpr int kMaxHeadings = 100;                // headings (`#`, Setext) in one lesson
constexpr int kMaxInlineMarksPerParagraph = 200; // marks in one paragraph
constexpr int kMaxInlineMarks = 2000;            // marks in one lesson's prose
constexpr int kMaxTableCells = 1000;             // cells of Markdown tables in one lesson
constexpr int kMaxProseButtons = 200;            // `{{...}}` in one lesson's prose
constexpr int kMaxListItems = 1000;              // list items and quotes in one lesson
constexpr int kMaxNesting = 8;                   // list and quote levels at one line's start
// Monte Carlo charts (`histogram`, `sigma-vs-dk`) in one lesson. Each may draw its own bench:
// up to 100,000 pairs to d_k = 8192, seconds of background work and up to
// attn::kBenchCheckpointBudget of memory. 100 of them took the window past 1 GiB and 180 threads
// (issue 24); the built-in lessons use at most 5.
constexpr int kMaxMonteCarloCharts = 8;

// The inline marks of one line of prose (kMaxInlineMarks): each run of backticks, each run of
// one of `*`, `_` and `~`, each `[`, and each `<` or `&` before a letter or `#` (an autolink,
// a tag, an entity); an escaped character (`\*`) is no mark.
int inlineMarks(const QString& line);
// Whether a line of prose is a Markdown table's delimiter row (`|---|:--:|`).
bool isTableDelimiterRow(const QString& line);
// How a line of prose nests lists and quotes: `markers` counts the markers at its start (`- `,
// `* `, `+ `, `1. `, `1) `, `>`: the list items and quotes it opens), `depth` is those plus one
// level per two columns of indentation before them; both 0 for a line that starts with none.
struct Nesting {
    int markers = 0;
    int depth = 0;
};
Nesting nesting(const QString& line);

// Checks every line of a lesson file (already split, line 1 first) against the caps above.
// Returns one error per line at most, each with a position and what to do; empty when all fit.
QList<Diagnostic> checkLimits(const QStringList& lines, const QString& file);

// Lessons show no pictures (docs/lesson-format.md, "Safety") and no raw HTML: one warning per
// line of block text that holds an image (`![alt](path)`, `![alt][ref]` or `<img ...>`) or else
// an HTML tag (shown as written), at most kMaxReported and then one saying how many more; code
// samples are left alone and the parser warns about prose.
QList<Diagnostic> checkImages(const QStringList& lines, const QString& file);

// The HTML tags of a lesson text that are shown as written (syntax::htmlTagOffsets outside
// `$...$` math), as offsets; an `<img>` is left out (images have their own warning).
QList<int> shownHtmlTags(const QString& text);
// The warning for the tag at `offset` of `text`: what happens (naming the tag, at most 40
// characters of it), and what to write instead.
QString htmlTagMessage(const QString& text, int offset);
QString htmlTagHint();

} // namespace lessons
