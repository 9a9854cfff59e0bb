// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// The small grammars of the lesson format, one function each, shared by the parser, the lesson
// model, the grading of typed answers and the Markdown renderer so they can never disagree.

#include <QList>
#include <QString>

#include <optional>

namespace lessons::syntax {

// A number as written in a lesson file or typed by a learner: [+-]digits[.digits][e[+-]digits]
// (".5" and "1." are numbers; "inf", "nan", "0x10" and "1,5" are not). No surrounding space.
// OutOfRange: the grammar matches but the value is beyond what a double holds (1e400, 1e-400).
enum class NumberStatus { Ok, NotANumber, OutOfRange };
struct Number {
    NumberStatus status = NumberStatus::NotANumber;
    double value = 0.0; // finite when status is Ok
};
Number readNumber(const QString& text);

// true/false, on/off, yes/no in any letter case; surrounding space is ignored.
std::optional<bool> readBool(const QString& text);

// Markdown spans that are copied as written: a backslash escape, an inline code span and an
// HTML comment. A code span opened by a run of N backticks closes at the next run of exactly N
// backticks on the same line; without one the backticks are literal. A comment runs from `<!--`
// to the first `-->`, or to the end of the text when never closed; `<!--` inside it opens
// nothing (comments do not nest).
//
// Where the verbatim span starting at offset i ends (one past it), or -1 when none starts there.
// Only a backslash, a backtick or `<` can start one: the scanners of a lesson's text call this
// at every character (about 13 times a character in --check), so that test is inline and the rest
// out of line (verbatimEndAtMark). --check of a 511 KiB prose lesson spent 44 % of its
// instructions in these calls (callgrind, issue 24).
int verbatimEndAtMark(const QString& text, int i);
inline int verbatimEnd(const QString& text, int i) {
    if (i < 0 || i >= text.size())
        return -1;
    const char16_t c = text.at(i).unicode();
    if (c != u'\\' && c != u'`' && c != u'<')
        return -1;
    return verbatimEndAtMark(text, i);
}
bool startsHtmlComment(const QString& text, int i);

// The text with its HTML comments removed (Qt's Markdown importer would show the later lines of
// a comment that spans lines as text).
QString withoutHtmlComments(const QString& text);

// The same rules line by line, for scanners that see one line at a time: given whether the line
// starts inside a comment, whether it ends inside one.
bool endsInsideHtmlComment(const QString& line, bool startsInside);

// Raw HTML (docs/lesson-format.md, "HTML"): lessons are Markdown, and a tag left open (`<b>`,
// `<span>`, `<img ...>`) made Qt's importer hide the text after it. Where the HTML tag, closing
// tag, declaration or processing instruction starting at offset i ends (one past its `>`), or -1
// when none starts there. An autolink (`<https://...>`) is no tag.
int htmlTagEnd(const QString& text, int i);
// The offsets of the tags outside verbatim spans (code, comments, escapes), in order.
QList<int> htmlTagOffsets(const QString& text);
// The text with each such tag's `<` escaped (`\<`), so Markdown shows the tag as written.
QString withHtmlTagsAsText(const QString& text);

// An ATX heading line ("## Title"; space around the line is ignored): its level 1-6, with the
// title (closing #s and space removed) in *title; 0 for any other line.
int headingLevel(const QString& line, QString* title = nullptr);

} // namespace lessons::syntax
