// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/parser/giveaways.h"
#include "lessons/parser/parser.h"
#include "lessons/parser/prose.h"

#include "lessons/buttonroles.h"
#include "lessons/expression.h"
#include "lessons/math.h"
#include "lessons/syntax.h"
#include "lessons/typednumbers.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>

namespace lessons::parse {

void Parser::checkValue(const Block& b, const Entry& e, const KeySpec& spec) {
    const QString& v = e.value;
    if (v.isEmpty()) {
        error(e.valuePos,
              QCoreApplication::translate("lessons", "%1 has no value").arg(quoted(e.key)),
              QCoreApplication::translate("lessons",
                                          "write a value after the colon, or remove the line"));
        return;
    }
    if (v.startsWith(QLatin1Char('@'))) {
        if (spec.bindTo.isEmpty()) {
            error(e.valuePos,
                  QCoreApplication::translate("lessons", "%1 cannot be bound to a parameter")
                      .arg(quoted(e.key)),
                  QCoreApplication::translate("lessons", "write a fixed value"));
            return;
        }
        const QString name = v.mid(1).trimmed();
        if (!paramPattern().match(name).hasMatch()) {
            error(
                e.valuePos,
                QCoreApplication::translate("lessons", "%1 is not a parameter name").arg(quoted(v)),
                QCoreApplication::translate("lessons",
                                            "write `@name`, where name is the `param` of a %1")
                    .arg(spec.bindTo));
            // `@S` for `s`: the control is meant, not unused.
            symbols_.softUses.insert(name.toLower());
            return;
        }
        symbols_.bindings.append({name, e.key, b.type, spec.bindTo,
                                  SourcePos{e.valuePos.line, e.valuePos.column + 1}, spec.hasRange,
                                  spec.min, spec.max, spec.minExclusive});
        return;
    }
    switch (spec.type) {
    case ValueType::Text:
        checkTextValue(e);
        break;
    case ValueType::Math: {
        const MathParse m = parseMath(v);
        if (!m.ok())
            mathError(valuePos(e, m.errorColumn), m.error);
        break;
    }
    case ValueType::Id:
    case ValueType::BlockRef:
        checkId(v, e.valuePos, quoted(e.key));
        if (spec.type == ValueType::BlockRef)
            symbols_.reveals.append({v, e.valuePos});
        break;
    case ValueType::LessonRef:
        checkId(v, e.valuePos, QCoreApplication::translate("lessons", "lesson id"));
        break;
    case ValueType::Param:
        if (v.size() > kMaxIdLength || !paramPattern().match(v).hasMatch())
            error(e.valuePos,
                  QCoreApplication::translate("lessons", "%1 is not a valid parameter name")
                      .arg(quoted(v)),
                  QCoreApplication::translate(
                      "lessons", "use lowercase letters, digits and '_', starting with a letter"
                                 ", at most %1 characters")
                      .arg(kMaxIdLength));
        break;
    case ValueType::Int:
    case ValueType::Number:
        checkNumber(e, spec);
        break;
    case ValueType::Bool: {
        // `mask3: causal` meant the toggle `causal` (an outside author's pass): say how to bind.
        if (!syntax::readBool(v))
            error(e.valuePos,
                  QCoreApplication::translate("lessons", "%1 is not true or false").arg(quoted(v)),
                  spec.bindTo.isEmpty()
                      ? QCoreApplication::translate("lessons",
                                                    "write `true` or `false` (or on/off, yes/no)")
                      : QCoreApplication::translate("lessons",
                                                    "write `true` or `false` (or on/off, yes/no), "
                                                    "or `@%1` to follow the %2 of that name")
                            .arg(v, spec.bindTo));
        break;
    }
    case ValueType::List:
        checkList(e, spec);
        break;
    case ValueType::Expr:
        checkExpression(e, v, 0);
        if (e.key == QLatin1String("expected")) {
            double tolerance = 0;
            const Entry* given = b.entry(QStringLiteral("tolerance"));
            // A tolerance that cannot be read is reported with its own key.
            if (!given || numberOf(b, QStringLiteral("tolerance"), &tolerance))
                symbols_.gradedAnswers.append(
                    {v, e.valuePos, tolerance, given ? given->valuePos : e.valuePos});
        }
        break;
    case ValueType::Enum:
        if (!spec.choices.contains(v)) {
            const QString all = spec.choices.join(QStringLiteral("`, `"));
            error(e.valuePos,
                  QCoreApplication::translate("lessons", "%1 is not a valid %2")
                      .arg(quoted(v), quoted(e.key)),
                  didYouMean(v, spec.choices,
                             QCoreApplication::translate("lessons", "write one of `%1`").arg(all)));
        }
        break;
    case ValueType::OptionRef:
        if (!b.args(QStringLiteral("option")).contains(v))
            error(e.valuePos,
                  QCoreApplication::translate("lessons", "%1 is not one of the options")
                      .arg(quoted(v)),
                  didYouMean(
                      v, b.args(QStringLiteral("option")),
                      QCoreApplication::translate("lessons", "write the id of an `option` line")));
        break;
    case ValueType::OptionIds:
        break; // checked with the question
    case ValueType::Readout:
        checkReadout(e);
        break;
    }
}

void Parser::checkTextValue(const Entry& e) {
    const MathCheck m = checkMath(e.value);
    if (!m.error.isEmpty())
        mathError(valuePos(e, m.offset), m.error);
    for (const ButtonRoleProblem& p : checkButtonRoles(e.value))
        error(valuePos(e, p.offset), p.message, p.hint);
    warnAboutText(
        e.value, [&](int offset) { return valuePos(e, offset); },
        !e.value.isEmpty() && isReadoutEntry_);
    if (isReadoutEntry_ || !e.value.contains(QLatin1Char('|')))
        return;
    // `{temp|1}` in a caption or a label is shown as written, braces and all (an outside
    // author's chart caption); only the keys of the readout kind compute it.
    static const QRegularExpression placeholder(
        QStringLiteral("(?<![{\\\\])\\{[^{}$\\n]*\\|[0-9]*\\}"));
    if (const QRegularExpressionMatch m = placeholder.match(withCodeAndMathBlanked(e.value));
        m.hasMatch())
        warning(valuePos(e, m.capturedStart()),
                QCoreApplication::translate("lessons", "%1 in %2 is shown as written: "
                                                       "placeholders are computed only in a "
                                                       "readout's `text` and a question's "
                                                       "`review-prompt` and `review-explanation`")
                    .arg(quoted(m.captured()), quoted(e.key)),
                QCoreApplication::translate("lessons", "show the live number in a `readout` "
                                                       "block beside it, or write a fixed number"));
}

namespace {
// `{temp}` in a readout's math: a TeX group the student reads as "temp". A group that belongs to
// what stands before it (`\sqrt{dk}`, `e^{x}`, `d_{k}`, `\frac{1}{n}`) is math.
QRegularExpressionMatch bareNameInMath(const QString& math) {
    static const QRegularExpression group(QStringLiteral("\\{\\s*[A-Za-z_][A-Za-z0-9_]*\\s*\\}"));
    for (auto it = group.globalMatch(math); it.hasNext();) {
        QRegularExpressionMatch m = it.next();
        qsizetype before = m.capturedStart() - 1;
        while (before >= 0 && math.at(before).isSpace())
            --before;
        if (before < 0)
            return m;
        const QChar c = math.at(before);
        if (c == u'^' || c == u'_' || c == u'}' || c == u']')
            continue;
        qsizetype word = before;
        while (word >= 0 && math.at(word).isLetter())
            --word;
        if (word < before && word >= 0 && math.at(word) == u'\\')
            continue; // a command's argument
        return m;
    }
    return {};
}
} // namespace

void Parser::warnAboutText(const QString& text, const std::function<SourcePos(int)>& posOf,
                           bool isReadout) {
    // Roles in inline code and math are shown as written (lessons/buttonroles.h): blank them.
    const QString roles = withCodeAndMathBlanked(text);
    static const QRegularExpression role(QStringLiteral("(?<!\\\\)\\{\\{([a-z-]+)\\}\\}"));
    for (auto it = role.globalMatch(roles); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const SourcePos pos = posOf(int(m.capturedStart()));
        if (m.captured(1) == QLatin1String("play"))
            symbols_.playRoles.append(pos);
        else
            symbols_.buttonRoles.append({m.captured(1), pos});
    }
    // A button named by its English label in bold ("Press **Run**"): the German edition's
    // button reads "Ausführen" while the text keeps "Run" (author27's cases 096, 131).
    static const QRegularExpression bold(QStringLiteral("\\*\\*([^*\\n]{2,40})\\*\\*"));
    for (auto it = bold.globalMatch(roles); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const auto role = findButtonRoleByEnglishLabel(m.captured(1));
        if (!role) {
            if (namesAButton(roles.left(m.capturedStart())))
                symbols_.literalButtons.append({m.captured(1), posOf(int(m.capturedStart()))});
            continue;
        }
        warning(posOf(int(m.capturedStart())),
                QCoreApplication::translate("lessons",
                                            "%1 names a button by its English label: a "
                                            "translated edition shows the button's own label")
                    .arg(quoted(m.captured())),
                QCoreApplication::translate("lessons",
                                            "write %1, which shows the label the button carries "
                                            "in the student's language")
                    .arg(QStringLiteral("`{{%1}}`").arg(buttonRoleId(*role))));
    }
    // A decimal comma inside a list of numbers that commas separate ("2, 1, 0,5 und -1"): the
    // student cannot tell how many numbers there are (author27's 130: four logits read as
    // five). Three digits after the comma are a thousands group ("1,000, 2,000"), not matched.
    static const QRegularExpression commaList(
        QStringLiteral("\\d,\\s+-?\\d+,\\d{1,2}(?!\\d)|\\d,\\d{1,2},\\s+-?\\d"));
    if (const QRegularExpressionMatch m = commaList.match(roles); m.hasMatch())
        warning(posOf(int(m.capturedStart())),
                QCoreApplication::translate("lessons", "%1 mixes a decimal comma with the commas "
                                                       "between numbers: the student cannot tell "
                                                       "how many numbers the list holds")
                    .arg(quoted(m.captured())),
                QCoreApplication::translate("lessons", "separate the numbers with `;`, as in "
                                                       "`2; 1; 0,5`, or write decimal points"));
    static const QRegularExpression placeholder(QStringLiteral("\\{[^{}$]*\\|[0-9]*\\}"));
    for (const auto& [open, close] : mathSpans(text)) {
        // Markdown readers (Pandoc) do not end math at a `$` followed by a digit: `$5 and $10`
        // is two prices, but here it is typeset as math.
        if (close + 1 < text.size() && text.at(close + 1).isDigit()) {
            warning(posOf(open),
                    QCoreApplication::translate(
                        "lessons", "the text from this `$` to the `$` before a digit is typeset "
                                   "as math"),
                    QCoreApplication::translate("lessons",
                                                "write `\\$` for a dollar sign, as in `\\$5`"));
            continue;
        }
        if (!isReadout)
            continue;
        QRegularExpressionMatch m = placeholder.match(text.mid(open + 1, close - open - 1));
        if (!m.hasMatch())
            m = bareNameInMath(text.mid(open + 1, close - open - 1));
        if (m.hasMatch())
            warning(
                posOf(open + 1 + int(m.capturedStart())),
                QCoreApplication::translate("lessons", "%1 inside `$...$` is shown as written, not "
                                                       "computed")
                    .arg(quoted(m.captured())),
                QCoreApplication::translate("lessons",
                                            "put the placeholder outside the math, e.g. `$T =$ %1`")
                    .arg(m.captured()));
    }
}

bool Parser::checkNumber(const Entry& e, const KeySpec& spec) {
    const syntax::Number number = syntax::readNumber(e.value);
    const double value = number.value;
    if (number.status != syntax::NumberStatus::Ok) {
        // `tolerance: 0,1` in a German edition: say it is the comma, not just "write digits".
        static const QRegularExpression decimalComma(QStringLiteral("^[-+]?\\d+,\\d+$"));
        if (decimalComma.match(e.value.trimmed()).hasMatch()) {
            error(e.valuePos,
                  QCoreApplication::translate("lessons", "%1 holds %2, a decimal comma")
                      .arg(quoted(e.key), quoted(e.value.trimmed())),
                  QCoreApplication::translate("lessons",
                                              "write a decimal point: %1; a lesson file writes "
                                              "numbers with a point in every language")
                      .arg(quoted(e.value.trimmed().replace(QLatin1Char(','), QLatin1Char('.')))));
            return false;
        }
        // `−3` copied from a readout: the typeset minus U+2212 looks like the right one.
        QString hyphen = e.value;
        hyphen.replace(QChar(0x2212), QLatin1Char('-'));
        error(e.valuePos,
              QCoreApplication::translate("lessons", "%1 must be a number, not %2")
                  .arg(quoted(e.key), quoted(e.value)),
              hyphen != e.value && syntax::readNumber(hyphen).status == syntax::NumberStatus::Ok
                  ? QCoreApplication::translate("lessons",
                                                "`−` is a typeset minus sign: write %1 with the "
                                                "hyphen-minus `-`")
                        .arg(quoted(hyphen))
              : spec.bindTo.isEmpty()
                  ? QCoreApplication::translate("lessons", "write digits, e.g. `16` or `0.5`")
                  : QCoreApplication::translate(
                        "lessons", "write digits, e.g. `16`, or `@name` to follow a %1")
                        .arg(spec.bindTo));
        return false;
    }
    if (spec.type == ValueType::Int && value != std::floor(value)) {
        error(e.valuePos,
              QCoreApplication::translate("lessons", "%1 must be a whole number, not %2")
                  .arg(quoted(e.key), e.value),
              QCoreApplication::translate("lessons", "remove the fraction"));
        return false;
    }
    return checkRange(e.valuePos, e.key, value, spec);
}

bool Parser::checkRange(SourcePos pos, const QString& key, double value, const KeySpec& spec) {
    if (!spec.hasRange)
        return true;
    const bool low = spec.minExclusive ? value <= spec.min : value < spec.min;
    if (!low && value <= spec.max)
        return true;
    const QString v = QString::number(value, 'g', 10);
    const bool isCap = !low && (key == QLatin1String("samples") || key == QLatin1String("dk") ||
                                key == QLatin1String("bins") || key == QLatin1String("max-dk"));
    if (isCap) {
        error(pos,
              QCoreApplication::translate("lessons", "%1 is %2, above the cap of %3")
                  .arg(quoted(key), v)
                  .arg(spec.max),
              QCoreApplication::translate(
                  "lessons", "use at most %1: larger values would make the application "
                             "freeze")
                  .arg(spec.max));
    } else if (!low && spec.max >= 1e9) {
        const QString most = spec.max == 2147483647.0 ? QStringLiteral("2147483647 (2^31 - 1)")
                                                      : QString::number(spec.max, 'g', 12);
        error(pos,
              QCoreApplication::translate("lessons", "%1 is %2, but it must be at most %3")
                  .arg(quoted(key), v, most),
              QCoreApplication::translate("lessons", "use a smaller value"));
    } else if (spec.minExclusive && spec.max >= 1e9) {
        error(pos,
              QCoreApplication::translate("lessons", "%1 is %2, but it must be greater than %3")
                  .arg(quoted(key), v)
                  .arg(spec.min),
              QCoreApplication::translate("lessons", "use a positive value"));
    } else if (spec.max >= 1e9) {
        error(pos,
              QCoreApplication::translate("lessons", "%1 is %2, but it must be at least %3")
                  .arg(quoted(key), v)
                  .arg(spec.min),
              QCoreApplication::translate("lessons", "use a value of at least %1").arg(spec.min));
    } else if (spec.minExclusive) {
        error(pos,
              QCoreApplication::translate("lessons",
                                          "%1 is %2, but it must be greater than %3 and at most %4")
                  .arg(quoted(key), v)
                  .arg(spec.min)
                  .arg(spec.max),
              QCoreApplication::translate("lessons", "use a value in that range"));
    } else {
        error(pos,
              QCoreApplication::translate("lessons", "%1 is %2, outside %3..%4")
                  .arg(quoted(key), v)
                  .arg(spec.min)
                  .arg(spec.max),
              QCoreApplication::translate("lessons", "use a value from %1 to %2")
                  .arg(spec.min)
                  .arg(spec.max));
    }
    return false;
}

bool Parser::checkList(const Entry& e, const KeySpec& spec) {
    // Items written `5, 2, 1,5`: where a comma and a space separate, a bare comma between digits
    // is a decimal comma, which would split one number into two.
    static const QRegularExpression spaced(QStringLiteral(",\\s"));
    static const QRegularExpression bare(QStringLiteral("(\\d+),(\\d+)"));
    if (e.value.contains(spaced)) {
        if (const QRegularExpressionMatch m = bare.match(e.value); m.hasMatch()) {
            QString point = m.captured();
            point.replace(QLatin1Char(','), QLatin1Char('.'));
            error(valuePos(e, m.capturedStart()),
                  QCoreApplication::translate(
                      "lessons", "%1 holds %2, a decimal comma: it would be read as two numbers")
                      .arg(quoted(e.key), quoted(m.captured())),
                  QCoreApplication::translate(
                      "lessons", "write a decimal point (%1) and separate the numbers with `, `")
                      .arg(quoted(point)));
            return false;
        }
    }
    const Result<QList<double>> parsed = parseNumberList(e.value, spec.maxItems, spec.maxAbs);
    if (!parsed) {
        const Diagnostic& problem = parsed.error();
        error(valuePos(e, problem.offset()),
              QStringLiteral("in %1: %2").arg(quoted(e.key), problem.message), problem.hint);
        return false;
    }
    if (parsed.value().size() < spec.minItems) {
        error(e.valuePos,
              QCoreApplication::translate("lessons", "%1 needs at least %2 numbers, got %3")
                  .arg(quoted(e.key))
                  .arg(spec.minItems)
                  .arg(parsed.value().size()),
              QCoreApplication::translate("lessons", "add numbers separated by commas"));
        return false;
    }
    if (spec.maxItems == 2 && spec.minItems == 2 && parsed.value().size() != 2) {
        error(e.valuePos,
              QCoreApplication::translate("lessons", "%1 needs exactly two numbers")
                  .arg(quoted(e.key)),
              QStringLiteral("write `lo, hi`"));
        return false;
    }
    return true;
}

void Parser::checkExpression(const Entry& e, const QString& expr, qsizetype offset) {
    const Result<QStringList> parsed = expressions_.of(expr);
    if (!parsed) {
        const Diagnostic& problem = parsed.error();
        const QString hint = !problem.hint.isEmpty()
                                 ? problem.hint
                                 : QCoreApplication::translate(
                                       "lessons", "write numbers, parameter names, + - * / ^ and "
                                                  "functions such as sqrt(dk)");
        error(valuePos(e, offset + std::clamp(problem.offset(), 0, int(expr.size()))),
              QCoreApplication::translate("lessons", "formula %1 does not parse: %2")
                  .arg(quoted(expr), problem.message),
              hint);
        // Names in a broken formula still count as read, so the control it meant to read
        // is not reported as bound to nothing as well.
        static const QRegularExpression anyWord(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*"));
        for (auto it = anyWord.globalMatch(expr); it.hasNext();)
            symbols_.softUses.insert(it.next().captured());
        return;
    }
    const QStringList& names = parsed.value();
    symbols_.formulas.append({expr, valuePos(e, offset), names});
    for (const QString& name : names) {
        static const QRegularExpression word(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*"));
        qsizetype at = -1;
        for (auto it = word.globalMatch(expr); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            if (m.captured() == name) {
                at = m.capturedStart();
                break;
            }
        }
        symbols_.variables.append({name, valuePos(e, offset + std::max<qsizetype>(0, at))});
    }
}

void Parser::checkReadout(const Entry& e) {
    if (const int role = firstButtonRoleOffset(e.value); role >= 0) {
        error(valuePos(e, role),
              QCoreApplication::translate(
                  "lessons", "a readout cannot name a button: its braces hold formulas"),
              QCoreApplication::translate(
                  "lessons", "name the button in the prose or a callout beside the readout"));
        return;
    }
    isReadoutEntry_ = true;
    checkTextValue(e);
    isReadoutEntry_ = false;
    const Result<QList<Placeholder>> parsed = readoutPlaceholders(e.value);
    if (!parsed) {
        error(valuePos(e, parsed.error().offset()), parsed.error().message, parsed.error().hint);
        return;
    }
    const QList<Placeholder>& holders = parsed.value();
    if (holders.isEmpty() && e.key == QLatin1String("text"))
        warning(e.valuePos,
                QCoreApplication::translate("lessons", "the readout holds no `{formula}`"),
                QCoreApplication::translate("lessons",
                                            "add e.g. `{sqrt(dk)|2}`, or use plain prose instead"));
    for (const Placeholder& p : holders)
        checkExpression(e, p.expr, p.exprOffset);
}

} // namespace lessons::parse
