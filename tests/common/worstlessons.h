// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// The worst lessons --check lets through (issue 11 item 9, issue 24): each fills a lesson up to
// the caps of lessons/limits.h and the file cap in one way (longest words, brackets, code spans
// and headings at their caps, ...). Shared by the page bench (tests/bench/page_bench.cpp), the
// UI-thread test (tests/app/tst_pageturns.cpp) and the --check timing.

#include "lessons/limits.h"

#include <QByteArray>
#include <QList>

#include <algorithm>
#include <functional>

namespace worstlessons {

inline QByteArray header() {
    return "---\nid: worst\ntitle: Worst\nsummary: The worst legal lesson.\nminutes: 1\norder: 1\n"
           "---\n\n# Worst\n\n";
}

// The same header with another id, so that many worst lessons can share one folder.
inline QByteArray withId(QByteArray lesson, const QByteArray& id) {
    return lesson.replace("id: worst\n", "id: " + id + '\n');
}

// Fills the body with `unit` until the file holds `bytes`, with a blank line whenever a
// paragraph would pass its cap.
inline QByteArray fill(const QByteArray& unit, qsizetype bytes) {
    QByteArray out = header();
    qsizetype paragraph = 0;
    while (out.size() + unit.size() + 1 <= bytes) {
        if (paragraph + unit.size() > lessons::kMaxParagraphLength) {
            out += '\n';
            paragraph = 0;
        }
        out += unit;
        paragraph += unit.endsWith("\n\n") ? 0 : unit.size();
    }
    return out;
}

inline QByteArray word(int length, char c = 'w') {
    return QByteArray(length, c);
}

inline QByteArray moreProse(qsizetype bytes) {
    return fill("More words about attention and its scaling rule.\n", bytes).mid(header().size());
}

// `unit` `times` over, then prose up to `bytes`: a construct at its cap in a full lesson.
inline QByteArray atCap(const QByteArray& unit, int times, qsizetype bytes) {
    const QByteArray start = header() + unit.repeated(times);
    return start + moreProse(bytes).left(std::max<qsizetype>(0, bytes - start.size() - 1));
}

inline QByteArray nestedEmphasis() {
    QByteArray open, close;
    for (int i = 0; i < 49; ++i) {
        open += i % 2 ? "_" : "*";
        close.prepend(i % 2 ? "_" : "*");
    }
    return open + "deep" + close;
}

struct Case {
    const char* name;
    // Legal: --check passes it at the file cap. The others are the shapes issue 24 found, which
    // the caps now refuse (kept to show that they are refused).
    bool legal;
    std::function<QByteArray(qsizetype bytes)> make;
};

// Every case at `bytes` (the file cap, or less to see how a case's cost grows).
inline QList<Case> cases() {
    using namespace lessons;
    const int lineWords = kMaxLineLength / (kMaxWordLength + 1);
    QByteArray longLine;
    for (int i = 0; i < lineWords; ++i)
        longLine += word(kMaxWordLength) + ' ';
    longLine += '\n';
    QByteArray brackets;
    for (int i = 0; i < lineWords; ++i)
        brackets += word(kMaxWordLength, '[') + ' ';
    brackets += '\n';
    QByteArray readout = "```readout\ntext:";
    for (int i = 0; i < kMaxReadoutExpressions; ++i)
        readout += " {sqrt(dk)*" + QByteArray::number(i) + "|2}";
    readout += "\n```\n\n";
    return {
        {"prose_words", true,
         [](qsizetype bytes) {
             return fill("Attention divides the scores by the root of d k, so the weights stay "
                         "soft.\n",
                         bytes);
         }},
        {"longest_words_one_paragraph", true,
         [longLine](qsizetype bytes) { return fill(longLine, bytes); }},
        {"longest_words_paragraphs", true,
         [longLine](qsizetype bytes) { return fill(longLine + '\n', bytes); }},
        {"brackets_one_paragraph", false,
         [brackets](qsizetype bytes) { return fill(brackets, bytes); }},
        {"brackets_paragraphs", false,
         [brackets](qsizetype bytes) { return fill(brackets + '\n', bytes); }},
        {"readouts_full", true,
         [readout](qsizetype bytes) {
             QByteArray out =
                 header() + "```slider\nparam: dk\nlabel: d\nmin: 1\nmax: 64\ndefault: 4\n```\n\n";
             for (int i = 0; i + 2 < kMaxBlocksPerLesson && out.size() + readout.size() <= bytes &&
                             (i + 1) * readout.size() <= kMaxBlockText;
                  ++i)
                 out += readout;
             return out;
         }},
        {"callouts_full", true,
         [](qsizetype bytes) {
             // Block text up to the block paragraph cap in each block, blocks up to their cap,
             // then prose.
             QByteArray callout = "```callout\ntext: Attention divides the scores.\n";
             while (callout.size() + 60 < kMaxBlockParagraphLength)
                 callout += "  The weights stay soft and the gradients keep flowing.\n";
             callout += "```\n\n";
             QByteArray out = header();
             qsizetype inBlocks = 0;
             while (inBlocks + callout.size() <= kMaxBlockText &&
                    out.size() + callout.size() < bytes) {
                 out += callout;
                 inBlocks += callout.size();
             }
             return out + moreProse(bytes).left(std::max<qsizetype>(0, bytes - out.size() - 1));
         }},
        {"math_heavy", true,
         [](qsizetype bytes) {
             // Formulas up to their cap, then plain prose up to the file cap.
             QByteArray out = header();
             for (int i = 0; i < kMaxMathSpans / 2; ++i)
                 out += "Ratio $\\frac{q \\cdot k}{\\sqrt{d_k}}$ and $x^2_i$.\n\n";
             return out + moreProse(bytes).left(std::max<qsizetype>(0, bytes - out.size() - 1));
         }},
        {"readouts_distinct", true,
         [readout](qsizetype bytes) {
             // readouts_full with every formula of the file different (nothing for the check's
             // per-text memo to share): the slowest shape for --check (issue 24).
             QByteArray out =
                 header() + "```slider\nparam: dk\nlabel: d\nmin: 1\nmax: 64\ndefault: 4\n```\n\n";
             int n = 1000000;
             for (int i = 0;
                  i + 2 < kMaxBlocksPerLesson && out.size() + readout.size() + 64 <= bytes &&
                  (i + 1) * (readout.size() + 64) <= kMaxBlockText;
                  ++i) {
                 QByteArray one = "```readout\ntext:";
                 for (int e = 0; e < kMaxReadoutExpressions; ++e)
                     one += " {sqrt(dk)*" + QByteArray::number(++n) + "|2}";
                 out += one + "\n```\n\n";
             }
             return out;
         }},
        {"math_distinct", true,
         [](qsizetype bytes) {
             // Formulas up to their cap, each different (the typesetter's memo shares none).
             QByteArray out = header();
             qsizetype math = 0; // characters of TeX so far (kMaxLessonMath)
             for (int i = 0; i < kMaxMathSpans / 2; ++i) {
                 const QByteArray n = QByteArray::number(i);
                 const QByteArray ratio = "\\frac{q_{" + n + "} \\cdot k}{\\sqrt{d_{" + n + "}}}";
                 const QByteArray power = "x^{" + n + "}_i";
                 math += ratio.size() + power.size();
                 if (math > kMaxLessonMath)
                     break;
                 out += "Ratio $" + ratio + "$ and $" + power + "$.\n\n";
             }
             return out + moreProse(bytes).left(std::max<qsizetype>(0, bytes - out.size() - 1));
         }},
        {"math_long", false,
         [](qsizetype bytes) {
             // Each paragraph one formula as long as a paragraph may be, lines of short terms
             // (3.4 s of CPU before the caps on math characters).
             QByteArray line;
             while (line.size() + 20 < 100)
                 line += "x^{" + QByteArray::number(line.size()) + "} + ";
             line += "y\n";
             QByteArray formula = "$";
             while (formula.size() + line.size() + 4 < kMaxParagraphLength)
                 formula += line;
             formula += "z$\n\n";
             QByteArray out = header();
             for (int i = 0; i < kMaxMathSpans && out.size() + formula.size() + 1 <= bytes; ++i)
                 out += formula;
             return out;
         }},
        {"math_long_at_cap", true,
         [](qsizetype bytes) {
             // Formulas of kMaxParagraphMath characters, one a paragraph, up to kMaxLessonMath;
             // then prose.
             QByteArray tex;
             while (tex.size() < kMaxParagraphMath)
                 tex += tex.size() % 97 == 96 ? "\n" : "x^2 + ";
             tex = tex.left(kMaxParagraphMath - 1) + 'y';
             const QByteArray paragraph = "Sum $" + tex + "$.\n\n";
             return atCap(paragraph, kMaxLessonMath / kMaxParagraphMath, bytes);
         }},
        // The shapes that froze the window in issue 24, each at the file cap.
        {"code_spans", false,
         [](qsizetype bytes) { return fill(QByteArray("`a` ").repeated(490) + '\n', bytes); }},
        {"code_spans_paragraphs", false,
         [](qsizetype bytes) { return fill(QByteArray("`a` ").repeated(100) + "\n\n", bytes); }},
        {"headings", false, [](qsizetype bytes) { return fill("## h\n\n", bytes); }},
        {"emphasis", false,
         [](qsizetype bytes) {
             return fill(QByteArray("*a* _b_ **c** ").repeated(140) + '\n', bytes);
         }},
        {"nested_emphasis", false,
         [](qsizetype bytes) { return fill(nestedEmphasis() + '\n', bytes); }},
        {"run_buttons", false,
         [](qsizetype bytes) { return fill(QByteArray("{{run}} ").repeated(240) + '\n', bytes); }},
        {"nested_list", false,
         [](qsizetype bytes) { return fill(QByteArray("- ").repeated(990) + "x\n\n", bytes); }},
        {"numbered_list", false,
         [](qsizetype bytes) { return fill(QByteArray("1. ").repeated(660) + "x\n\n", bytes); }},
        {"quote_list", false,
         [](qsizetype bytes) { return fill(QByteArray("> - ").repeated(490) + "x\n\n", bytes); }},
        // Shapes the caps might miss: Setext headings, autolinks, HTML entities.
        {"setext_headings", false, [](qsizetype bytes) { return fill("h\n=\n\n", bytes); }},
        {"autolinks", false,
         [](qsizetype bytes) {
             return fill(QByteArray("<https://a.b> ").repeated(100) + "\n\n", bytes);
         }},
        {"entities", false,
         [](qsizetype bytes) { return fill(QByteArray("&amp; ").repeated(300) + "\n\n", bytes); }},
        // ... and each at its cap (lessons/limits.h) in a lesson filled up with prose.
        {"code_spans_at_cap", true,
         [](qsizetype bytes) {
             return atCap(QByteArray("`a` ").repeated(kMaxInlineMarksPerParagraph / 2) + "\n\n",
                          kMaxInlineMarks / kMaxInlineMarksPerParagraph, bytes);
         }},
        {"emphasis_at_cap", true,
         [](qsizetype bytes) {
             return atCap(QByteArray("*a* _b_ **c** ").repeated(kMaxInlineMarksPerParagraph / 6) +
                              "\n\n",
                          kMaxInlineMarks / kMaxInlineMarksPerParagraph, bytes);
         }},
        {"nested_emphasis_at_cap", true,
         [](qsizetype bytes) {
             return atCap((nestedEmphasis() + ' ').repeated(2) + "\n\n", kMaxInlineMarks / 196,
                          bytes);
         }},
        {"headings_at_cap", true,
         [](qsizetype bytes) { return atCap("## h\n\nA line.\n\n", kMaxHeadings - 1, bytes); }},
        {"run_buttons_at_cap", true,
         [](qsizetype bytes) {
             return atCap(QByteArray("{{run}} ").repeated(40) + "\n\n", kMaxProseButtons / 40,
                          bytes);
         }},
        {"nested_list_at_cap", true,
         [](qsizetype bytes) {
             return atCap(QByteArray("- ").repeated(kMaxNesting) + "x\n\n",
                          kMaxListItems / kMaxNesting, bytes);
         }},
        {"quote_list_at_cap", true,
         [](qsizetype bytes) {
             return atCap(QByteArray("> - ").repeated(kMaxNesting / 2) + "x\n\n",
                          kMaxListItems / kMaxNesting, bytes);
         }},
        {"pipe_tables_full", false,
         [](qsizetype bytes) {
             QByteArray table = "| a | b | c |\n|---|---|---|\n";
             while (table.size() + 40 < kMaxParagraphLength)
                 table += "| " + QByteArray::number(table.size()) + " | x | y |\n";
             return fill(table + '\n', bytes);
         }},
        {"pipe_tables_at_cap", true,
         [](qsizetype bytes) {
             // Each row "| n | x | y |" counts 5 cells (one more than its pipes).
             QByteArray table = "| a | b | c |\n|---|---|---|\n";
             for (int i = 1; i < kMaxTableCells / 5; ++i)
                 table += "| " + QByteArray::number(i) + " | x | y |\n";
             return atCap(table + '\n', 1, bytes);
         }},
        {"pipe_tables", false,
         [](qsizetype bytes) {
             QByteArray table = "| a | b | c |\n|---|---|---|\n";
             for (int i = 0; i < 700; ++i)
                 table += "| " + QByteArray::number(i) + " | x | y |\n";
             return fill(table + '\n', bytes);
         }},
    };
}

} // namespace worstlessons
