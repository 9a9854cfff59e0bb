// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The prose stage: checks on the Markdown between blocks (math, button roles, images, slips).
#include "lessons/parser/prose.h"
#include "lessons/parser/parser.h"

#include "lessons/buttonroles.h"
#include "lessons/limits.h"
#include "lessons/math.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>

namespace lessons::parse {

namespace {

struct RefusedLink {
    int offset = 0;
    QString address;
    bool webButNoAddress = false; // http(s), but QUrl reads no valid address with a host
};

// Each Markdown link in `shown` whose address the page refuses (app/lessondocument.cpp
// judgeLink: only valid http and https addresses with a host are opened).
QList<RefusedLink> linksNotOpened(const QString& shown, const QString& line) {
    static const QRegularExpression link(QStringLiteral("\\]\\(\\s*<?([^)\\s>]*)"));
    static const QRegularExpression web(QStringLiteral("^https?://[^/]"),
                                        QRegularExpression::CaseInsensitiveOption);
    QList<RefusedLink> refused;
    for (auto it = link.globalMatch(shown); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString address = line.mid(m.capturedStart(1), m.capturedLength(1));
        if (!web.match(m.captured(1)).hasMatch()) {
            refused.append({int(m.capturedStart(1)), address, false});
            continue;
        }
        const QUrl url(address);
        if (!url.isValid() || url.host().isEmpty())
            refused.append({int(m.capturedStart(1)), address, true});
    }
    return refused;
}

// The line index and offset of a `**` left open at the end of a paragraph, or {-1, -1}: the
// student then sees two stars and no bold.
QPair<int, int> unclosedBold(const QStringList& lines, int from, int to) {
    QPair<int, int> open{-1, -1};
    for (int i = from; i < to; ++i) {
        if (lines.at(i).startsWith(QStringLiteral("    ")) || lines.at(i).startsWith(u'\t'))
            continue;
        // Blanking code and math only takes characters away: a line without `**` has none.
        if (!lines.at(i).contains(QLatin1String("**")))
            continue;
        const QString shown = withCodeAndMathBlanked(lines.at(i));
        for (qsizetype at = shown.indexOf(QStringLiteral("**")); at >= 0;
             at = shown.indexOf(QStringLiteral("**"), at + 2))
            open = open.first < 0 ? QPair<int, int>{i, int(at)} : QPair<int, int>{-1, -1};
    }
    return open;
}

// When `$` at `unclosed` has no partner, the opening `$` of an earlier span that holds a run of
// plain words, or -1: `$d_{model} does not run ... $h$` pairs the wrong dollars, and the one left
// over is not the one the author forgot.
int mathOverWords(const QString& source, int unclosed) {
    if (unclosed < 0 || source.indexOf(QLatin1Char('$'), unclosed + 1) >= 0)
        return -1;
    static const QRegularExpression words(
        QStringLiteral("(?:^|\\s)(?:[A-Za-z]{2,}[,.;]?\\s+){3}[A-Za-z]{2,}"));
    for (const auto& [open, close] : mathSpans(source.left(unclosed))) {
        const QString inside = source.mid(open + 1, close - open - 1);
        if (!inside.contains(QLatin1Char('\\') + QStringLiteral("text")) &&
            words.match(inside).hasMatch())
            return open;
    }
    return -1;
}

} // namespace

QString withCodeAndMathBlanked(const QString& text) {
    static const QRegularExpression codeSpan(QStringLiteral("`[^`]*`"));
    QString shown = text;
    // Called for every line of prose: a line without a backtick is not matched (the regular
    // expression was 14 % of --check's instructions on a 511 KiB prose lesson, issue 24).
    if (text.contains(QLatin1Char('`'))) {
        for (auto it = codeSpan.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            shown.replace(m.capturedStart(), m.capturedLength(), QString(m.capturedLength(), u' '));
        }
    }
    for (const auto& [open, close] : mathSpans(shown))
        shown.replace(open, close - open + 1, QString(close - open + 1, u' '));
    return shown;
}

void Parser::checkProse(const QString& source, const QStringList& lines, int startIndex,
                        const std::function<SourcePos(int)>& posOf) {
    const MathCheck m = checkMath(source);
    if (const int opened = mathOverWords(source, m.offset); opened >= 0)
        error(posOf(opened),
              QCoreApplication::translate("lessons", "the math opened here runs over plain "
                                                     "words up to the `$` on line %1: its closing "
                                                     "`$` is missing")
                  .arg(posOf(m.offset).line),
              QCoreApplication::translate("lessons", "add the closing `$` where the formula ends"));
    else if (!m.error.isEmpty())
        mathError(posOf(m.offset), m.error);
    for (const ButtonRoleProblem& p : checkButtonRoles(source))
        error(posOf(p.offset), p.message, p.hint);
    if (m.error.isEmpty())
        warnAboutText(source, posOf, false);
    warnAboutImages(lines, startIndex);
    warnAboutMarkdownSlips(lines, startIndex);
    warnAboutUnreadTables(lines, startIndex);
    for (int from = 0; from < lines.size();) {
        int to = from;
        while (to < lines.size() && !lines.at(to).trimmed().isEmpty())
            ++to;
        if (const auto [line, offset] = unclosedBold(lines, from, to); line >= 0)
            warning({startIndex + line + 1, columnOf(lines.at(line), offset)},
                    QCoreApplication::translate("lessons", "`**` is never closed in this "
                                                           "paragraph: the student sees the stars"),
                    QCoreApplication::translate("lessons", "close the bold text with `**`, or "
                                                           "write `\\*\\*` for two stars"));
        from = to + 1;
    }
    // One warning a line, as for images; the lines are counted once (posOf counts from the
    // start, and a 512 KiB prose block may hold tens of thousands of tags).
    int lineIndex = 0;
    int lineStart = 0;
    int scanned = 0;
    int lastWarned = -1;
    for (const int at : shownHtmlTags(source)) {
        for (; scanned < at; ++scanned) {
            if (source.at(scanned) == QLatin1Char('\n')) {
                ++lineIndex;
                lineStart = scanned + 1;
            }
        }
        if (lineIndex == lastWarned)
            continue;
        lastWarned = lineIndex;
        warning({startIndex + lineIndex + 1, columnOf(lines.at(lineIndex), at - lineStart)},
                htmlTagMessage(source, at), htmlTagHint());
    }
}

// Lessons load no files (docs/lesson-format.md, "Safety"): an image would show as nothing.
void Parser::warnAboutImages(const QStringList& lines, int startIndex) {
    static const QRegularExpression image(QStringLiteral("!\\[[^\\]]*\\][\\[(]|<img\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
    for (int i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch m = image.match(lines.at(i));
        if (m.hasMatch())
            warning({startIndex + i + 1, columnOf(lines.at(i), m.capturedStart())},
                    QCoreApplication::translate("lessons",
                                                "images are not shown: lessons load no files"),
                    QCoreApplication::translate(
                        "lessons", "describe the picture in words, or use a chart block"));
    }
}

void Parser::warnAboutUnreadTables(const QStringList& lines, int startIndex) {
    // A delimiter row: cells of dashes with an optional colon at either end, between pipes.
    static const QRegularExpression delimiterRow(
        QStringLiteral("^ {0,3}\\|?(?: *:?-+:? *\\|)+(?: *:?-+:? *)? *$"));
    bool inTable = false; // rows of a table Qt reads: `| - | - |` there is a row of dashes
    for (int i = 1; i < lines.size(); ++i) {
        const QString& line = lines.at(i);
        if (!line.contains(QLatin1Char('|'))) {
            inTable = false;
            continue;
        }
        if (inTable || !line.contains(QLatin1Char('-')) ||
            !lines.at(i - 1).contains(QLatin1Char('|')) || !delimiterRow.match(line).hasMatch())
            continue;
        // Measured on Qt 6.4: `---`, `:--`, `:-:` make a table; `-`, `--`, `:-` make none.
        qsizetype shortCell = -1;
        QString shortText;
        for (qsizetype from = 0; from < line.size() && shortCell < 0;) {
            qsizetype to = line.indexOf(QLatin1Char('|'), from);
            if (to < 0)
                to = line.size();
            const QString cell = line.mid(from, to - from).trimmed();
            if (!cell.isEmpty() && cell.size() < 3) {
                shortCell = line.indexOf(cell, from);
                shortText = cell;
            }
            from = to + 1;
        }
        inTable = shortCell < 0;
        if (inTable)
            continue;
        warning({startIndex + i + 1, columnOf(line, shortCell)},
                QCoreApplication::translate("lessons",
                                            "this table is shown as plain text: a cell of its "
                                            "dividing line has fewer than three characters (%1)")
                    .arg(quoted(shortText)),
                QCoreApplication::translate("lessons",
                                            "write at least three in every cell: `---`, `:--`, "
                                            "`--:` or `:-:`"));
    }
}

void Parser::warnAboutMarkdownSlips(const QStringList& lines, int startIndex) {
    static const QRegularExpression glued(QStringLiteral("^ {0,3}(#{1,6})([^#\\s].*)$"));
    static const QRegularExpression underline(QStringLiteral("^ {0,3}(?:=+|-{2,})\\s*$"));
    // Lines above an underline that stay what they are: a heading, list item, quote or table row.
    static const QRegularExpression notParagraph(
        QStringLiteral("^ {0,3}(?:#|>|[-*+]\\s|\\d+[.)]\\s|\\||<!--|[-=*_]{3,}\\s*$)"));
    static const QRegularExpression placeholder(
        QStringLiteral("(?<![{\\\\])\\{[^{}$\\n]*\\|[0-9]*\\}"));
    bool inComment = false;
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines.at(i);
        const bool wasInComment = inComment;
        const qsizetype opened = line.lastIndexOf(QStringLiteral("<!--"));
        if (opened >= 0)
            inComment = line.indexOf(QStringLiteral("-->"), opened) < 0;
        else if (inComment && line.contains(QStringLiteral("-->")))
            inComment = false;
        if (wasInComment || line.startsWith(QStringLiteral("    ")) ||
            line.startsWith(QLatin1Char('\t')))
            continue;
        const SourcePos at{startIndex + i + 1, 1};
        // The regular expressions run only on a line that holds what they look for: most
        // lines hold none of it (these checks were 19 % of --check's instructions on a 511 KiB
        // lesson of prose and formulas, callgrind, issue 24).
        if (const QRegularExpressionMatch m =
                line.contains(QLatin1Char('#')) ? glued.match(line) : QRegularExpressionMatch();
            m.hasMatch()) {
            warning(at,
                    QCoreApplication::translate("lessons", "%1 is not a heading: Markdown needs a "
                                                           "space after %2")
                        .arg(quoted(line.trimmed().left(40)), quoted(m.captured(1))),
                    QCoreApplication::translate("lessons", "write `%1 %2`")
                        .arg(m.captured(1), m.captured(2).trimmed().left(40)));
            continue;
        }
        if (i > 0 && (line.contains(QLatin1Char('=')) || line.contains(QLatin1String("--"))) &&
            underline.match(line).hasMatch() && !lines.at(i - 1).trimmed().isEmpty() &&
            !notParagraph.match(lines.at(i - 1)).hasMatch()) {
            warning(at,
                    QCoreApplication::translate("lessons", "%1 right under text makes that "
                                                           "paragraph a heading")
                        .arg(quoted(line.trimmed())),
                    QCoreApplication::translate(
                        "lessons", "for a line across the page leave a blank line above it; for "
                                   "a heading write `## Title` on one line"));
            continue;
        }
        // Blanking code and math only takes characters away: a line without `](` has no link
        // and one without `|` no placeholder.
        if (!line.contains(QLatin1String("](")) && !line.contains(QLatin1Char('|')))
            continue;
        const QString shown = withCodeAndMathBlanked(line);
        for (const RefusedLink& refused : linksNotOpened(shown, line)) {
            const QString target = quoted(refused.address);
            if (refused.webButNoAddress)
                warning({at.line, columnOf(line, refused.offset)},
                        QCoreApplication::translate("lessons", "the link to %1 is never opened: "
                                                               "it is not a valid web address")
                            .arg(target),
                        QCoreApplication::translate(
                            "lessons", "copy the address from the browser's address bar; a name "
                                       "between dots holds at most 63 characters"));
            else
                warning({at.line, columnOf(line, refused.offset)},
                        QCoreApplication::translate("lessons", "the link to %1 is never opened: a "
                                                               "lesson opens only http and https "
                                                               "addresses")
                            .arg(target),
                        QCoreApplication::translate(
                            "lessons", "link to a web page, or name the source in words"));
        }
        if (!line.contains(QLatin1Char('|')))
            continue;
        if (const QRegularExpressionMatch m = placeholder.match(shown); m.hasMatch())
            warning(
                {at.line, columnOf(line, m.capturedStart())},
                QCoreApplication::translate("lessons", "%1 in prose is shown as written: only "
                                                       "a readout computes it")
                    .arg(quoted(m.captured())),
                QCoreApplication::translate("lessons", "put the sentence in a `readout` block"));
    }
}

} // namespace lessons::parse
