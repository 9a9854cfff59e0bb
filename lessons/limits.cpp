// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/limits.h"

#include "lessons/math.h"
#include "lessons/schema.h"
#include "lessons/syntax.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <utility>

namespace lessons {
namespace {

// `{{` outside the line's $...$ math: `${{{x}}}$` holds braces, not buttons (an outside author's
// formula was refused as "more than 200 buttons").
int proseButtons(const QString& line) {
    int count = 0;
    bool inMath = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('\\')) {
            ++i; // an escaped character: `\$` is no math, `\{` no brace
        } else if (c == QLatin1Char('$')) {
            inMath = !inMath;
        } else if (!inMath && c == QLatin1Char('{') && i + 1 < line.size() &&
                   line.at(i + 1) == QLatin1Char('{')) {
            ++count;
            ++i;
        }
    }
    return count;
}

// One error per line is enough to find the spot; a file full of over-long lines gets this many
// and a count of the rest.
constexpr int kMaxReported = 20;

Diagnostic overCap(const QString& file, int line, int column, const QString& message,
                   const QString& hint) {
    Diagnostic d;
    d.severity = Diagnostic::Severity::Error;
    d.file = file;
    d.line = line;
    d.column = column;
    d.message = message;
    d.hint = hint;
    return d;
}

// "```readout": the fence characters ("```") and the info string ("readout"); an empty fence
// when the line (trimmed) opens no block.
QString openingFence(const QString& t, QString* info) {
    if (!t.startsWith(QLatin1String("```")) && !t.startsWith(QLatin1String("~~~")))
        return {};
    int n = 0;
    while (n < t.size() && t.at(n) == t.at(0))
        ++n;
    *info = t.mid(n).trimmed();
    return t.left(n);
}

// Whether the line (trimmed) closes a block opened with `fence`.
bool closesFence(const QString& t, const QString& fence) {
    if (!t.startsWith(fence))
        return false;
    for (const QChar c : t) {
        if (c != fence.at(0))
            return false;
    }
    return true;
}

} // namespace

int inlineMarks(const QString& line) {
    int marks = 0;
    QChar run; // the mark character of the run we are in, or null
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('\\')) {
            ++i; // the escaped character is text
            run = QChar();
            continue;
        }
        const bool runMark = c == QLatin1Char('`') || c == QLatin1Char('*') ||
                             c == QLatin1Char('_') || c == QLatin1Char('~');
        if (runMark && c != run)
            ++marks;
        else if (c == QLatin1Char('[') ||
                 ((c == QLatin1Char('<') || c == QLatin1Char('&')) && i + 1 < line.size() &&
                  (line.at(i + 1).isLetter() || line.at(i + 1) == QLatin1Char('#'))))
            ++marks; // a link, an autolink or HTML tag, an entity (&amp;)
        run = runMark ? c : QChar();
    }
    return marks;
}

bool isTableDelimiterRow(const QString& line) {
    bool pipe = false;
    bool dash = false;
    for (const QChar c : line) {
        if (c == QLatin1Char('|'))
            pipe = true;
        else if (c == QLatin1Char('-'))
            dash = true;
        else if (c != QLatin1Char(':') && c != QLatin1Char(' ') && c != QLatin1Char('\t'))
            return false;
    }
    return pipe && dash;
}

Nesting nesting(const QString& line) {
    qsizetype i = 0;
    int columns = 0;
    for (; i < line.size() && (line.at(i) == QLatin1Char(' ') || line.at(i) == QLatin1Char('\t'));
         ++i)
        columns += line.at(i) == QLatin1Char('\t') ? 4 : 1;
    auto spaceOrEnd = [&](qsizetype at) {
        return at >= line.size() || line.at(at) == QLatin1Char(' ') ||
               line.at(at) == QLatin1Char('\t');
    };
    int markers = 0;
    while (i < line.size()) {
        const QChar c = line.at(i);
        qsizetype next = -1;
        if (c == QLatin1Char('>')) {
            next = i + 1;
        } else if ((c == QLatin1Char('-') || c == QLatin1Char('*') || c == QLatin1Char('+')) &&
                   spaceOrEnd(i + 1)) {
            next = i + 1;
        } else if (c.isDigit()) {
            qsizetype d = i;
            while (d < line.size() && d - i < 9 && line.at(d).isDigit())
                ++d;
            if (d < line.size() &&
                (line.at(d) == QLatin1Char('.') || line.at(d) == QLatin1Char(')')) &&
                spaceOrEnd(d + 1))
                next = d + 1;
        }
        if (next < 0)
            break;
        ++markers;
        i = next;
        while (i < line.size() &&
               (line.at(i) == QLatin1Char(' ') || line.at(i) == QLatin1Char('\t')))
            ++i;
    }
    if (markers == 0)
        return {};
    return {markers, markers + columns / 2};
}

namespace {

// A cap on a count over one lesson's prose, reported once, on the line that passes it.
struct LessonCap {
    int cap;
    const char* message; // "lessons" context; %1 is the cap
    const char* hint;
    int count = 0;
    bool reported = false;
};

} // namespace

QList<Diagnostic> checkLimits(const QStringList& lines, const QString& file) {
    QList<Diagnostic> out;
    int overLines = 0;
    auto report = [&](Diagnostic d) {
        ++overLines;
        if (out.size() < kMaxReported)
            out.append(d);
    };
    LessonCap headings{kMaxHeadings,
                       QT_TRANSLATE_NOOP("lessons", "more than %1 headings in one lesson"),
                       QT_TRANSLATE_NOOP("lessons", "split the lesson into several")};
    LessonCap marks{kMaxInlineMarks,
                    QT_TRANSLATE_NOOP("lessons", "more than %1 marks of code, emphasis, links and "
                                                 "HTML (`, *, _, ~, [, and < or & before a "
                                                 "letter) in one lesson"),
                    QT_TRANSLATE_NOOP("lessons", "split the lesson into several")};
    LessonCap buttons{kMaxProseButtons,
                      QT_TRANSLATE_NOOP("lessons", "more than %1 `{{...}}` buttons in one "
                                                   "lesson's text"),
                      QT_TRANSLATE_NOOP("lessons", "split the lesson into several")};
    LessonCap listItems{kMaxListItems,
                        QT_TRANSLATE_NOOP("lessons", "more than %1 list items and quotes in one "
                                                     "lesson"),
                        QT_TRANSLATE_NOOP("lessons", "split the lesson into several")};
    LessonCap tableCells{kMaxTableCells,
                         QT_TRANSLATE_NOOP("lessons", "more than %1 table cells in one lesson"),
                         QT_TRANSLATE_NOOP("lessons", "use a `table` block, or split the lesson "
                                                      "into several")};
    LessonCap* const lessonCaps[] = {&tableCells, &headings, &marks, &buttons, &listItems};
    int paragraphLine = 0;   // where the current run of non-blank lines starts
    qsizetype paragraph = 0; // its characters so far
    bool paragraphReported = false;
    qsizetype dollars = 0; // unescaped `$` so far: two per formula
    bool mathReported = false;
    QString fence; // of the block we are in, if any
    bool inReadout = false;
    bool inTypedBlock = false; // a block with a type, not a code sample
    qsizetype blockText = 0;   // characters inside blocks so far
    bool blockTextReported = false;
    int readoutLine = 0; // where it starts
    int expressions = 0; // `{` so far in it
    int paragraphMarks = 0;
    bool paragraphMarksReported = false;
    bool inHeader = false;
    bool headerEnd = false; // this line closes the header
    int previousCells = 0;  // of the paragraph's line before: a table's header row
    bool inTable = false;   // the paragraph is a table: its delimiter row is behind
    QString paragraphText;  // of prose or a typed block's text, for its math
    qsizetype lessonMath = 0;
    bool lessonMathReported = false;
    // At a paragraph's end (`lastLine` its last line): its math against the caps.
    auto endParagraph = [&](int lastLine) {
        // Most paragraphs hold no math: not scanned again (--check of 200 prose files at the
        // file cap took 13 % longer with every paragraph scanned).
        if (!paragraphText.contains(QLatin1Char('$'))) {
            paragraphText.clear();
            return;
        }
        qsizetype math = 0;
        for (const auto& [open, close] : mathSpans(paragraphText))
            math += close - open - 1;
        paragraphText.clear();
        lessonMath += math;
        if (math > kMaxParagraphMath)
            report(overCap(file, paragraphLine, 1,
                           QCoreApplication::translate(
                               "lessons", "the lines from here to line %1 hold %2 characters of "
                                          "`$...$` math, above the cap of %3")
                               .arg(lastLine)
                               .arg(math)
                               .arg(kMaxParagraphMath),
                           QCoreApplication::translate(
                               "lessons", "split the paragraph with blank lines, or shorten "
                                          "its formulas")));
        if (lessonMath > kMaxLessonMath && !lessonMathReported) {
            lessonMathReported = true;
            report(overCap(
                file, paragraphLine, 1,
                QCoreApplication::translate("lessons", "more than %1 characters of `$...$` math "
                                                       "in one lesson")
                    .arg(kMaxLessonMath),
                QCoreApplication::translate("lessons", "split the lesson into several")));
        }
    };
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines.at(i);
        const QString trimmed = line.trimmed();
        const int lineNo = i + 1;
        QString info;
        // The header between `---` lines is no prose (its closing `---` is no Setext heading).
        if (i == 0 && trimmed == QLatin1String("---")) {
            inHeader = true;
        } else if (inHeader && trimmed == QLatin1String("---")) {
            inHeader = false;
            headerEnd = true;
        }
        const bool prose = !inHeader && !std::exchange(headerEnd, false) && fence.isEmpty() &&
                           openingFence(trimmed, &info).isEmpty();
        if (prose) {
            const int cells = int(line.count(QLatin1Char('|'))) + 1;
            if (isTableDelimiterRow(line)) {
                tableCells.count += previousCells; // the header row counts from here on
                inTable = true;
            } else if (inTable && !trimmed.isEmpty()) {
                tableCells.count += cells;
            }
            previousCells = cells; // the next line may make this one a header row
            // An ATX heading (`## h`), or a Setext one: a line of `=` or `-` under a paragraph.
            // Compared only when the line starts like one (two strings were built for every line
            // of prose, issue 24).
            const QChar first = trimmed.isEmpty() ? QChar() : trimmed.at(0);
            const bool setext = paragraph > 0 &&
                                (first == QLatin1Char('=') || first == QLatin1Char('-')) &&
                                trimmed.count(first) == trimmed.size();
            if (syntax::headingLevel(line) > 0 || setext)
                ++headings.count;
            const int lineMarks = inlineMarks(line);
            paragraphMarks += lineMarks;
            if (paragraphMarks > kMaxInlineMarksPerParagraph && !paragraphMarksReported) {
                paragraphMarksReported = true;
                report(overCap(file, paragraphLine > 0 && paragraph > 0 ? paragraphLine : lineNo, 1,
                               QCoreApplication::translate(
                                   "lessons", "the paragraph holds more than %1 marks of code, "
                                              "emphasis, links and HTML (`, *, _, ~, [, and < "
                                              "or & before a letter)")
                                   .arg(kMaxInlineMarksPerParagraph),
                               QCoreApplication::translate(
                                   "lessons", "split it with blank lines, or write a code "
                                              "sample in a fence")));
            }
            marks.count += lineMarks;
            buttons.count += proseButtons(line);
            const Nesting nested = nesting(line);
            if (nested.depth > kMaxNesting)
                report(overCap(
                    file, lineNo, 1,
                    QCoreApplication::translate("lessons",
                                                "the line nests %1 lists or quotes, above the cap "
                                                "of %2")
                        .arg(nested.depth)
                        .arg(kMaxNesting),
                    QCoreApplication::translate("lessons", "flatten the list; indent less")));
            listItems.count += nested.markers;
            for (LessonCap* cap : lessonCaps) {
                if (cap->count <= cap->cap || cap->reported)
                    continue;
                cap->reported = true;
                report(overCap(file, lineNo, 1,
                               QCoreApplication::translate("lessons", cap->message).arg(cap->cap),
                               QCoreApplication::translate("lessons", cap->hint)));
            }
        }
        if (line.size() > kMaxLineLength) {
            report(overCap(file, lineNo, kMaxLineLength + 1,
                           QCoreApplication::translate(
                               "lessons", "the line is %1 characters long, above the cap of %2")
                               .arg(line.size())
                               .arg(kMaxLineLength),
                           QCoreApplication::translate(
                               "lessons", "break it into several lines (a paragraph may span "
                                          "many)")));
        } else {
            int start = -1;
            for (int c = 0; c <= line.size(); ++c) {
                const bool space = c == line.size() || line.at(c).isSpace();
                if (!space && start < 0)
                    start = c;
                if (space && start >= 0) {
                    if (c - start > kMaxWordLength) {
                        report(overCap(
                            file, lineNo, start + 1,
                            QCoreApplication::translate(
                                "lessons", "%1 characters without a space, above the cap of %2")
                                .arg(c - start)
                                .arg(kMaxWordLength),
                            QCoreApplication::translate(
                                "lessons", "break the text with spaces; for a long web address "
                                           "use a shorter one")));
                        break;
                    }
                    start = -1;
                }
            }
        }
        // A fence starts or ends a block: its body is measured on its own.
        if (trimmed.isEmpty() || trimmed.startsWith(QLatin1String("```")) ||
            trimmed.startsWith(QLatin1String("~~~"))) {
            endParagraph(lineNo - 1);
            paragraph = 0;
            paragraphReported = false;
            paragraphMarks = 0;
            paragraphMarksReported = false;
            inTable = false;
            previousCells = 0;
        } else {
            if (paragraph == 0)
                paragraphLine = lineNo;
            if (prose || (!fence.isEmpty() && inTypedBlock))
                paragraphText += line + QLatin1Char('\n'); // code samples typeset no math
            paragraph += line.size() + 1;
            const int paragraphCap =
                !fence.isEmpty() && inTypedBlock ? kMaxBlockParagraphLength : kMaxParagraphLength;
            if (paragraph > paragraphCap && !paragraphReported) {
                paragraphReported = true;
                report(overCap(file, paragraphLine, 1,
                               QCoreApplication::translate(
                                   "lessons", "the lines from here to line %1 hold more than %2 "
                                              "characters without a blank line or a fence")
                                   .arg(lineNo)
                                   .arg(paragraphCap),
                               QCoreApplication::translate(
                                   "lessons", "split the paragraph (or block) with blank lines, "
                                              "or split the block into several")));
            }
        }
        dollars += line.count(QLatin1Char('$')) - line.count(QLatin1String("\\$"));
        if (dollars / 2 > kMaxMathSpans && !mathReported) {
            mathReported = true;
            report(
                overCap(file, lineNo, 1,
                        QCoreApplication::translate("lessons",
                                                    "more than %1 `$...$` formulas in one lesson")
                            .arg(kMaxMathSpans),
                        QCoreApplication::translate("lessons", "split the lesson into several")));
        }
        if (fence.isEmpty()) {
            fence = openingFence(trimmed, &info);
            inReadout = info == QLatin1String("readout");
            inTypedBlock = findBlockSpec(info.toLower()) != nullptr;
            readoutLine = lineNo;
            expressions = 0;
        } else if (closesFence(trimmed, fence)) {
            if (inReadout && expressions > kMaxReadoutExpressions)
                report(overCap(
                    file, readoutLine, 1,
                    QCoreApplication::translate("lessons",
                                                "the readout holds %1 `{...}` expressions, above "
                                                "the cap of %2")
                        .arg(expressions)
                        .arg(kMaxReadoutExpressions),
                    QCoreApplication::translate("lessons", "split it into several readouts")));
            fence.clear();
        } else {
            if (inReadout)
                expressions += int(line.count(QLatin1Char('{')) - line.count(QLatin1String("\\{")));
            blockText += line.size() + 1;
            if (blockText > kMaxBlockText && !blockTextReported) {
                blockTextReported = true;
                report(overCap(file, lineNo, 1,
                               QCoreApplication::translate(
                                   "lessons", "the blocks of this lesson hold more than %1 "
                                              "characters")
                                   .arg(kMaxBlockText),
                               QCoreApplication::translate(
                                   "lessons", "move text into prose, or split the lesson")));
            }
        }
    }
    endParagraph(int(lines.size()));
    if (overLines > out.size())
        out.append(overCap(file, out.last().line, 1,
                           QCoreApplication::translate(
                               "lessons", "%1 more places are above the caps on lines, words and "
                                          "readouts")
                               .arg(overLines - out.size()),
                           QCoreApplication::translate("lessons", "fix the ones above first")));
    return out;
}

QList<int> shownHtmlTags(const QString& text) {
    static const QRegularExpression image(QStringLiteral("<img\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
    const QList<QPair<int, int>> math = mathSpans(text);
    QList<int> shown;
    qsizetype span = 0;
    for (const int at : syntax::htmlTagOffsets(text)) {
        while (span < math.size() && math.at(span).second < at)
            ++span;
        const bool inMath = span < math.size() && math.at(span).first < at;
        if (!inMath && !image
                            .match(text, at, QRegularExpression::NormalMatch,
                                   QRegularExpression::AnchorAtOffsetMatchOption)
                            .hasMatch())
            shown.append(at);
    }
    return shown;
}

QString htmlTagMessage(const QString& text, int offset) {
    const QString tag = text.mid(offset, syntax::htmlTagEnd(text, offset) - offset).left(40);
    return QCoreApplication::translate("lessons",
                                       "HTML is not read in lessons: %1 is shown as written")
        .arg(QLatin1Char('`') + tag + QLatin1Char('`'));
}

QString htmlTagHint() {
    return QCoreApplication::translate(
        "lessons", "write Markdown instead: **bold**, *italic*, `code`; a blank "
                   "line starts a new paragraph");
}

QList<Diagnostic> checkImages(const QStringList& lines, const QString& file) {
    static const QRegularExpression image(QStringLiteral("!\\[[^\\]]*\\][\\[(]|<img\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
    QList<Diagnostic> out;
    int notReported = 0;
    int lastLine = 0;
    QString fence;
    bool code = false; // inside a fence without a type: a code sample, shown as written
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines.at(i);
        const QString trimmed = line.trimmed();
        if (fence.isEmpty()) {
            QString info;
            fence = openingFence(trimmed, &info);
            code = !fence.isEmpty() && info.isEmpty();
            continue; // prose: the parser warns about images and HTML there
        }
        if (closesFence(trimmed, fence)) {
            fence.clear();
            continue;
        }
        if (code)
            continue;
        int column = -1;
        QString message;
        QString hint;
        const QRegularExpressionMatch m = image.match(line);
        if (m.hasMatch()) {
            column = int(m.capturedStart());
            message = QCoreApplication::translate("lessons",
                                                  "images are not shown: lessons load no files");
            hint = QCoreApplication::translate("lessons",
                                               "describe the picture in words, or draw it with a "
                                               "chart block");
        } else if (const QList<int> tags = shownHtmlTags(line); !tags.isEmpty()) {
            column = tags.first();
            message = htmlTagMessage(line, column);
            hint = htmlTagHint();
        } else {
            continue;
        }
        if (out.size() >= kMaxReported) {
            ++notReported;
            lastLine = i + 1;
            continue;
        }
        Diagnostic d = overCap(file, i + 1, column + 1, message, hint);
        d.severity = Diagnostic::Severity::Warning;
        out.append(d);
    }
    if (notReported > 0) {
        Diagnostic d = overCap(file, lastLine, 1,
                               QCoreApplication::translate(
                                   "lessons", "%n more lines of block text hold an image or HTML",
                                   nullptr, notReported),
                               QCoreApplication::translate("lessons", "fix the ones above first"));
        d.severity = Diagnostic::Severity::Warning;
        out.append(d);
    }
    return out;
}

} // namespace lessons
