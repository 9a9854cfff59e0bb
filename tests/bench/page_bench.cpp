// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// attention-lab-page-bench: the worst lesson --check lets through, built and laid out (issue 11,
// item 9). Each case fills a lesson up to the caps of lessons/limits.h and the file cap in one
// way (longest words, longest lines, brackets, readout expressions, ...); the figure is the time
// from the file's bytes to a page whose every block is built and laid out at 1000 px wide. The
// caps are right when every case stays under a second.
//   attention-lab-page-bench [CASE [KIB]]   (QT_QPA_PLATFORM=offscreen works; KIB fills the
//   file only that far, to see how a case's cost grows)

#include "app/lessonpage.h"
#include "app/progresskeeper.h"
#include "lessons/lesson.h"
#include "lessons/limits.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>

namespace {

QByteArray header() {
    return "---\nid: worst\ntitle: Worst\nsummary: The worst legal lesson.\nminutes: 1\norder: 1\n"
           "---\n\n# Worst\n\n";
}

// The file size the cases fill to: the file cap, or less (the second argument, in KiB) to see
// how a case's cost grows with its size.
qsizetype fillBytes = lessons::kMaxFileBytes;

// Fills the body with `unit` until the file is at fillBytes, with a blank line whenever a
// paragraph would pass its cap.
QByteArray fill(const QByteArray& unit) {
    QByteArray out = header();
    qsizetype paragraph = 0;
    while (out.size() + unit.size() + 1 <= fillBytes) {
        if (paragraph + unit.size() > lessons::kMaxParagraphLength) {
            out += '\n';
            paragraph = 0;
        }
        out += unit;
        paragraph += unit.endsWith("\n\n") ? 0 : unit.size();
    }
    return out;
}

QByteArray word(int length, char c = 'w') {
    return QByteArray(length, c);
}

// `unit` `times` over, then prose up to fillBytes: a construct at its cap in a full lesson.
QByteArray atCap(const QByteArray& unit, int times) {
    const QByteArray start = header() + unit.repeated(times);
    const QByteArray rest = fill("More words about attention and its scaling rule.\n");
    return start + rest.mid(header().size(), std::max<qsizetype>(0, fillBytes - start.size() - 1));
}

struct Case {
    const char* name;
    std::function<QByteArray()> make;
};

QList<Case> cases() {
    using namespace lessons;
    const int lineWords = kMaxLineLength / (kMaxWordLength + 1);
    QByteArray longLine;
    for (int i = 0; i < lineWords; ++i)
        longLine += word(kMaxWordLength) + ' ';
    longLine += '\n';
    QByteArray brackets;
    for (int i = 0; i < kMaxLineLength / (kMaxWordLength + 1); ++i)
        brackets += word(kMaxWordLength, '[') + ' ';
    brackets += '\n';
    QByteArray readout = "```readout\ntext:";
    for (int i = 0; i < kMaxReadoutExpressions; ++i)
        readout += " {sqrt(dk)*" + QByteArray::number(i) + "|2}";
    readout += "\n```\n\n";
    return {
        {"prose_words",
         [] {
             return fill("Attention divides the scores by the root of d k, so the weights stay "
                         "soft.\n");
         }},
        {"longest_words_one_paragraph", [longLine] { return fill(longLine); }},
        {"longest_words_paragraphs", [longLine] { return fill(longLine + '\n'); }},
        {"brackets_one_paragraph", [brackets] { return fill(brackets); }},
        {"brackets_paragraphs", [brackets] { return fill(brackets + '\n'); }},
        {"readouts_full",
         [readout] {
             QByteArray out =
                 header() + "```slider\nparam: dk\nlabel: d\nmin: 1\nmax: 64\ndefault: 4\n```\n\n";
             for (int i = 0;
                  i + 2 < kMaxBlocksPerLesson && out.size() + readout.size() <= kMaxFileBytes &&
                  (i + 1) * readout.size() <= kMaxBlockText;
                  ++i)
                 out += readout;
             return out;
         }},
        {"callouts_full",
         [] {
             // Block text up to the paragraph cap in each block, blocks up to their cap, then
             // prose.
             QByteArray callout = "```callout\ntext: Attention divides the scores.\n";
             while (callout.size() + 60 < kMaxParagraphLength)
                 callout += "  The weights stay soft and the gradients keep flowing.\n";
             callout += "```\n\n";
             QByteArray out = header();
             qsizetype inBlocks = 0;
             while (inBlocks + callout.size() <= kMaxBlockText) {
                 out += callout;
                 inBlocks += callout.size();
             }
             const QByteArray rest = fill("More words about attention and its scaling rule.\n");
             return out + rest.mid(header().size(), kMaxFileBytes - out.size() - 1);
         }},
        {"math_heavy",
         [] {
             // Formulas up to their cap, then plain prose up to the file cap.
             QByteArray out = header();
             for (int i = 0; i < kMaxMathSpans / 2; ++i)
                 out += "Ratio $\\frac{q \\cdot k}{\\sqrt{d_k}}$ and $x^2_i$.\n\n";
             const QByteArray rest = fill("More words about attention and its scaling rule.\n");
             return out + rest.mid(header().size(), kMaxFileBytes - out.size() - 1);
         }},
        // The shapes that froze the window in issue 24, each at the file cap.
        {"code_spans", [] { return fill(QByteArray("`a` ").repeated(490) + '\n'); }},
        {"code_spans_paragraphs", [] { return fill(QByteArray("`a` ").repeated(100) + "\n\n"); }},
        {"headings", [] { return fill("## h\n\n"); }},
        {"emphasis", [] { return fill(QByteArray("*a* _b_ **c** ").repeated(140) + '\n'); }},
        {"nested_emphasis",
         [] {
             QByteArray open, close;
             for (int i = 0; i < 49; ++i) {
                 open += i % 2 ? "_" : "*";
                 close.prepend(i % 2 ? "_" : "*");
             }
             return fill(open + "deep" + close + "\n");
         }},
        {"run_buttons", [] { return fill(QByteArray("{{run}} ").repeated(240) + '\n'); }},
        {"nested_list", [] { return fill(QByteArray("- ").repeated(990) + "x\n\n"); }},
        {"numbered_list", [] { return fill(QByteArray("1. ").repeated(660) + "x\n\n"); }},
        {"quote_list", [] { return fill(QByteArray("> - ").repeated(490) + "x\n\n"); }},
        // Shapes the caps might miss: Setext headings, autolinks, HTML entities.
        {"setext_headings", [] { return fill("h\n=\n\n"); }},
        {"autolinks", [] { return fill(QByteArray("<https://a.b> ").repeated(100) + "\n\n"); }},
        {"entities", [] { return fill(QByteArray("&amp; ").repeated(300) + "\n\n"); }},
        // ... and each at its cap (lessons/limits.h) in a lesson filled up with prose.
        {"code_spans_at_cap",
         [] {
             return atCap(QByteArray("`a` ").repeated(kMaxInlineMarksPerParagraph / 2) + "\n\n",
                          kMaxInlineMarks / kMaxInlineMarksPerParagraph);
         }},
        {"emphasis_at_cap",
         [] {
             return atCap(QByteArray("*a* _b_ **c** ").repeated(kMaxInlineMarksPerParagraph / 6) +
                              "\n\n",
                          kMaxInlineMarks / kMaxInlineMarksPerParagraph);
         }},
        {"nested_emphasis_at_cap",
         [] {
             QByteArray open, close;
             for (int i = 0; i < 49; ++i) {
                 open += i % 2 ? "_" : "*";
                 close.prepend(i % 2 ? "_" : "*");
             }
             return atCap((open + "deep" + close + ' ').repeated(2) + "\n\n",
                          kMaxInlineMarks / 196);
         }},
        {"headings_at_cap", [] { return atCap("## h\n\nA line.\n\n", kMaxHeadings - 1); }},
        {"run_buttons_at_cap",
         [] { return atCap(QByteArray("{{run}} ").repeated(40) + "\n\n", kMaxProseButtons / 40); }},
        {"nested_list_at_cap",
         [] {
             return atCap(QByteArray("- ").repeated(kMaxNesting) + "x\n\n",
                          kMaxListItems / kMaxNesting);
         }},
        {"quote_list_at_cap",
         [] {
             return atCap(QByteArray("> - ").repeated(kMaxNesting / 2) + "x\n\n",
                          kMaxListItems / kMaxNesting);
         }},
        {"pipe_tables_full",
         [] {
             QByteArray table = "| a | b | c |\n|---|---|---|\n";
             while (table.size() + 40 < kMaxParagraphLength)
                 table += "| " + QByteArray::number(table.size()) + " | x | y |\n";
             return fill(table + '\n');
         }},
        {"pipe_tables_at_cap",
         [] {
             // Each row "| n | x | y |" counts 5 cells (one more than its pipes).
             QByteArray table = "| a | b | c |\n|---|---|---|\n";
             for (int i = 1; i < kMaxTableCells / 5; ++i)
                 table += "| " + QByteArray::number(i) + " | x | y |\n";
             return atCap(table + '\n', 1);
         }},
        {"pipe_tables",
         [] {
             QByteArray table = "| a | b | c |\n|---|---|---|\n";
             for (int i = 0; i < 700; ++i)
                 table += "| " + QByteArray::number(i) + " | x | y |\n";
             return fill(table + '\n');
         }},
    };
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const QString only = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (argc > 2)
        fillBytes = std::clamp<qsizetype>(std::atoll(argv[2]) * 1024, 1024, fillBytes);
    QTemporaryDir dir;
    app::ProgressKeeper keeper(dir.filePath(QStringLiteral("progress.json")));
    keeper.load();
    std::printf("caps: line %d chars, word %d chars, paragraph %d chars, readout %d "
                "expressions, %d formulas, %d characters in blocks, file %lld KiB\n",
                lessons::kMaxLineLength, lessons::kMaxWordLength, lessons::kMaxParagraphLength,
                lessons::kMaxReadoutExpressions, lessons::kMaxMathSpans, lessons::kMaxBlockText,
                lessons::kMaxFileBytes / 1024);
    for (const Case& c : cases()) {
        if (!only.isEmpty() && only != QLatin1String(c.name))
            continue;
        const QByteArray bytes = c.make();
        QElapsedTimer timer;
        timer.start();
        const std::clock_t cpu = std::clock();
        const lessons::ParseResult parsed =
            lessons::parseLesson(bytes, QStringLiteral("w.lesson.md"));
        const double parseMs = double(timer.nsecsElapsed()) / 1e6;
        if (!parsed.lesson) {
            std::printf("%s: refused by --check (%s)\n", c.name,
                        qPrintable(parsed.diagnostics.value(0).toString()));
            continue;
        }
        {
            app::LessonPage page(*parsed.lesson, &keeper, [](const QString&) { return QString(); });
            page.resize(1000, 800);
            page.show();
            page.ensureBuilt();
            page.settleLayout();
            QCoreApplication::processEvents();
            const double totalMs = double(timer.nsecsElapsed()) / 1e6;
            // CPU time too: wall time swings with the other work on the machine.
            std::printf("%s_ms: %.0f ms (cpu %.0f ms; check %.0f ms; %lld KiB)\n", c.name, totalMs,
                        1000.0 * double(std::clock() - cpu) / CLOCKS_PER_SEC, parseMs,
                        qint64(bytes.size() / 1024));
        }
    }
    return 0;
}
