#include "lessons/limits.h"

#include "lessons/math.h"
#include "lessons/syntax.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace lessons {
namespace {

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
// when the line opens no block.
QString openingFence(const QString& line, QString* info) {
    const QString t = line.trimmed();
    if (!t.startsWith(QLatin1String("```")) && !t.startsWith(QLatin1String("~~~")))
        return {};
    int n = 0;
    while (n < t.size() && t.at(n) == t.at(0))
        ++n;
    *info = t.mid(n).trimmed();
    return t.left(n);
}

bool closesFence(const QString& line, const QString& fence) {
    const QString t = line.trimmed();
    if (!t.startsWith(fence))
        return false;
    for (const QChar c : t) {
        if (c != fence.at(0))
            return false;
    }
    return true;
}

} // namespace

QList<Diagnostic> checkLimits(const QStringList& lines, const QString& file) {
    QList<Diagnostic> out;
    int overLines = 0;
    auto report = [&](Diagnostic d) {
        ++overLines;
        if (out.size() < kMaxReported)
            out.append(d);
    };
    int paragraphLine = 0;   // where the current run of non-blank lines starts
    qsizetype paragraph = 0; // its characters so far
    bool paragraphReported = false;
    qsizetype dollars = 0; // unescaped `$` so far: two per formula
    bool mathReported = false;
    QString fence; // of the block we are in, if any
    bool inReadout = false;
    qsizetype blockText = 0; // characters inside blocks so far
    bool blockTextReported = false;
    int readoutLine = 0; // where it starts
    int expressions = 0; // `{` so far in it
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines.at(i);
        const int lineNo = i + 1;
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
        const QString trimmed = line.trimmed();
        // A fence starts or ends a block: its body is measured on its own.
        if (trimmed.isEmpty() || trimmed.startsWith(QLatin1String("```")) ||
            trimmed.startsWith(QLatin1String("~~~"))) {
            paragraph = 0;
            paragraphReported = false;
        } else {
            if (paragraph == 0)
                paragraphLine = lineNo;
            paragraph += line.size() + 1;
            if (paragraph > kMaxParagraphLength && !paragraphReported) {
                paragraphReported = true;
                report(overCap(file, paragraphLine, 1,
                               QCoreApplication::translate(
                                   "lessons", "the lines from here to line %1 hold more than %2 "
                                              "characters without a blank line or a fence")
                                   .arg(lineNo)
                                   .arg(kMaxParagraphLength),
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
            QString info;
            fence = openingFence(line, &info);
            inReadout = info == QLatin1String("readout");
            readoutLine = lineNo;
            expressions = 0;
        } else if (closesFence(line, fence)) {
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
        if (fence.isEmpty()) {
            QString info;
            fence = openingFence(line, &info);
            code = !fence.isEmpty() && info.isEmpty();
            continue; // prose: the parser warns about images and HTML there
        }
        if (closesFence(line, fence)) {
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
