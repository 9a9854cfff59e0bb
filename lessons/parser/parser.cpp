// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/parser/parser.h"
#include "lessons/parser/giveaways.h"

#include "lessons/expression.h"
#include "lessons/grading.h"
#include "lessons/limits.h"
#include "lessons/math.h"
#include "lessons/safefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>

namespace lessons::parse {

bool Parser::stopNow() {
    if (!stopAsked_ && stopRequested_)
        stopAsked_ = stopRequested_();
    return stopAsked_;
}

ParseResult Parser::run() {
    ParseResult result;
    parse();
    if (stopAsked_)
        return result; // stopped: nobody will see it
    result.diagnostics = diags_;
    if (errorCount(diags_) == 0) {
        buildSpecs(lesson_.blocks); // the typed document (lessons/blockspecs.h), built on use
        result.lesson = lesson_;
    }
    return result;
}

// ---- diagnostics -------------------------------------------------------------------------
void Parser::add(Diagnostic::Severity severity, SourcePos pos, const QString& message,
                 const QString& hint) {
    Diagnostic d;
    d.severity = severity;
    d.file = file_;
    d.line = pos.line;
    d.column = pos.column;
    // One diagnostic, one output line: a quoted value may hold the line breaks of a continued
    // value.
    d.message = QString(message).replace(QLatin1Char('\n'), QLatin1Char(' '));
    d.hint = QString(hint).replace(QLatin1Char('\n'), QLatin1Char(' '));
    diags_.append(d);
}

void Parser::error(SourcePos pos, const QString& message, const QString& hint) {
    add(Diagnostic::Severity::Error, pos, message, hint);
}

void Parser::mathError(SourcePos pos, const QString& text) {
    const auto [message, hint] = splitHint(text, kMathHint);
    error(pos, message, hint);
}

void Parser::warning(SourcePos pos, const QString& message, const QString& hint) {
    add(Diagnostic::Severity::Warning, pos, message, hint);
}

// ---- top level ---------------------------------------------------------------------------
// A NUL byte showed as a replacement box, and U+202E in an option turned its text around on
// screen while the file read otherwise (an outside author's pass): the first one is an error.
void Parser::reportInvisibleControls() {
    for (int l = 0; l < lines_.size(); ++l) {
        const QString& line = lines_.at(l);
        for (qsizetype i = 0; i < line.size(); ++i) {
            const char16_t c = line.at(i).unicode();
            const bool control = (c < 0x20 && c != u'\t') || (c >= 0x7f && c < 0xa0);
            const bool bidi = (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
            if (!control && !bidi)
                continue;
            const QString code =
                QStringLiteral("%1").arg(int(c), 4, 16, QLatin1Char('0')).toUpper();
            error({l + 1, int(i) + 1},
                  bidi ? QCoreApplication::translate(
                             "lessons",
                             "invisible direction control U+%1: it reorders the text on screen")
                             .arg(code)
                       : QCoreApplication::translate("lessons", "invisible control character U+%1")
                             .arg(code),
                  QCoreApplication::translate(
                      "lessons", "delete it; your editor may show it only as a gap or a box"));
            return;
        }
    }
}

void Parser::parse() {
    if (bytes_.size() > kMaxFileBytes) {
        error(kWholeFile,
              QCoreApplication::translate("lessons", "file is %1 KiB, above the cap of %2 KiB")
                  .arg((bytes_.size() + 1023) / 1024)
                  .arg(kMaxFileBytes / 1024),
              QCoreApplication::translate("lessons", "split it into several lessons"));
        return;
    }
    QByteArray bytes = bytes_;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    const qsizetype bad = firstInvalidUtf8(bytes);
    if (bad >= 0) {
        const qsizetype lineStart = bytes.lastIndexOf('\n', bad - 1) + 1;
        int column = 1;
        for (qsizetype i = lineStart; i < bad; ++i) {
            if ((static_cast<unsigned char>(bytes.at(i)) & 0xC0) != 0x80)
                ++column;
        }
        const int line = int(bytes.left(bad).count('\n')) + 1;
        error({line, column},
              QCoreApplication::translate("lessons", "invalid UTF-8 (byte 0x%1)")
                  .arg(static_cast<unsigned char>(bytes.at(bad)), 2, 16, QLatin1Char('0')),
              QCoreApplication::translate("lessons", "save the file as UTF-8 in your editor"));
        return;
    }
    if (stopNow())
        return;
    const QString text = QString::fromUtf8(bytes);
    lines_ = text.split(QLatin1Char('\n'));
    for (QString& l : lines_) {
        if (l.endsWith(QLatin1Char('\r')))
            l.chop(1);
    }
    // Caps that keep the page fast to build (lessons/limits.h); past them, nothing else is
    // checked, since the checks themselves would take long.
    if (reportsAll()) {
        if (const QList<Diagnostic> over = checkLimits(lines_, file_); !over.isEmpty()) {
            diags_ += over;
            return;
        }
        if (stopNow())
            return;
        diags_ += checkImages(lines_, file_);
        reportInvisibleControls();
    }
    lesson_.filePath = file_;
    if (stopNow())
        return;
    const int bodyStart = parseHeader();
    if (bodyStart < 0)
        return;
    parseBody(bodyStart);
    if (stopNow())
        return;
    // The stop is asked between every two checks after the body: together the math cases'
    // checks took 19-24 ms of CPU in one step (issue 24), each alone is a few ms.
    const auto runUnlessStopped = [this](auto check) {
        if (!stopNow())
            check();
    };
    if (reportsAll()) {
        runUnlessStopped([this] { crossCheck(symbols_); });
        runUnlessStopped([this] { checkAnswersOnScreen(); });
        runUnlessStopped([this] { checkMonteCarloCharts(); });
        runUnlessStopped([this] { checkTakeawayPlacement(); });
        runUnlessStopped([this] { checkHolds(); });
        runUnlessStopped([this] { checkPercentOfFraction(); });
        runUnlessStopped([this] {
            warnAboutGiveaways(lesson_,
                               [this](SourcePos pos, const QString& message, const QString& hint) {
                                   warning(pos, message, hint);
                               });
        });
    }
    if (stopNow())
        return;
    if (errorCount(diags_) == 0 && checks_ == Checks::All) {
        runUnlessStopped([this] { checkFormulaDomains(); });
        runUnlessStopped([this] { checkAnswerTolerances(); });
        runUnlessStopped([this] { checkAnswerKeys(); });
        runUnlessStopped([this] { checkChoiceKeys(); });
        runUnlessStopped([this] { checkLiteralButtonWords(); });
    }
}

} // namespace lessons::parse

namespace lessons {

using parse::Parser;

ParseResult parseLesson(const QByteArray& bytes, const QString& fileName, Checks checks) {
    return Parser(bytes, fileName, checks).run();
}

ParseResult loadLessonFile(const QString& path, Checks checks) {
    // Regular files only, inside their folder, opened without blocking, read with the cap
    // (lessons/safefile.h).
    const SafeRead read = readLessonSource(path, kMaxFileBytes);
    if (!read.ok) {
        ParseResult result;
        Diagnostic d;
        d.file = path;
        d.line = kWholeFile.line;
        d.column = kWholeFile.column;
        d.message = read.problem.startsWith(QLatin1String("file is"))
                        ? read.problem
                        : QCoreApplication::translate("lessons", "cannot read the file: %1")
                              .arg(read.problem);
        d.hint = read.hint;
        result.diagnostics.append(d);
        return result;
    }
    return parseLesson(read.bytes, path, checks);
}

ParseResult loadLessonFileUntil(const QString& path, Checks checks,
                                const std::function<bool()>& stopRequested) {
    const SafeRead read = readLessonSource(path, kMaxFileBytes);
    if (!read.ok || !stopRequested)
        return loadLessonFile(path, checks); // reads again only to word the problem
    return Parser(read.bytes, path, checks, stopRequested).run();
}

} // namespace lessons
