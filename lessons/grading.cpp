// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/grading.h"
#include "lessons/displaytext.h"

#include "lessons/expression.h"
#include "lessons/syntax.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <limits>

namespace lessons {
namespace {

// The answer as every number around it is written (attn::valueText: "0.830", "17.0", "8.00",
// "9216"): the tolerance's decimals gave "3.000", "8.00" and "9216" under one lesson's readouts
// of three significant digits. Only a tolerance finer than the last digit shown asks for more
// digits, and only when the answer is not written exactly by the three ("12.346" within 0.001).
// An answer on a coarser decimal grid keeps only its own digits ("−0.062", "2.5").
QString answerText(double expected, double tolerance, const QLocale& locale,
                   bool fewestExact = true) {
    if (!std::isfinite(expected) || expected == 0.0)
        return formatValue(expected, locale);
    // A whole-number answer graded finer than a half is a count or an exact value: "9 is the
    // answer" for nine channels, never a padded "9.00" that reads like a measurement.
    if (std::fabs(expected) < 1e6 && expected == std::round(expected) &&
        !(std::isfinite(tolerance) && tolerance >= 0.5))
        return formatFixed(expected, 0, locale);
    const int exponent = int(std::floor(std::log10(std::fabs(expected))));
    const int shown = std::max(0, 2 - exponent);
    // An answer that fewer decimals write exactly is written with them: "−0.062 is the answer",
    // never "−0.0620", whose extra zero claims a digit the answer does not have (sp19).
    if (fewestExact && expected != std::round(expected) &&
        attn::decimalsOf(expected, shown) < shown)
        return formatExactOrValue(expected, locale);
    if (tolerance > 0 && std::isfinite(tolerance) && std::fabs(expected) >= 1e-3 &&
        std::fabs(expected) < 1e6) {
        const int asked = std::clamp(int(std::ceil(-std::log10(tolerance) - 1e-9)), 0, 6);
        if (asked > shown && !attn::onDecimalGrid(expected, shown))
            return formatFixed(expected, asked, locale);
    }
    return formatValue(expected, locale);
}

// The answer as answerText writes it, read back: the figure the student compares with. An
// answer in powers of ten, or one that does not read back, is the answer itself.
double shownAnswer(double expected, double tolerance, const QLocale& locale) {
    QString text = answerText(expected, tolerance, locale);
    text.replace(QChar(0x2212), QLatin1Char('-'));
    bool ok = false;
    const double shown = locale.toDouble(text, &ok);
    return ok && std::isfinite(shown) ? shown : expected;
}

// How many boxes a multi-select answer has wrong, ticked or not: what a first miss is told,
// without saying which.
int wrongBoxes(const QuestionSpec& question, const QStringList& chosen) {
    int wrong = 0;
    for (const ChoiceOption& option : question.options)
        wrong += chosen.contains(option.id) != question.answer.contains(option.id) ? 1 : 0;
    return wrong;
}

// A number as the student types it: the locale's form, a decimal point in any locale, and the
// decimal comma when there is no dot. Group separators are never read ("1.000" is not 1000).
// The minus sign U+2212 of every shown number reads as a minus, so a copied "−1000" works.
syntax::Number readTypedNumber(const QString& typed, const QLocale& locale) {
    QString piece = typed;
    piece.replace(QChar(0x2212), QLatin1Char('-'));
    QLocale strict = locale;
    strict.setNumberOptions(QLocale::RejectGroupSeparator);
    bool ok = false;
    const double value = strict.toDouble(piece, &ok);
    if (ok && std::isfinite(value))
        return {syntax::NumberStatus::Ok, value};
    QString t = piece;
    if (!t.contains(QLatin1Char('.')) && t.count(QLatin1Char(',')) == 1)
        t.replace(QLatin1Char(','), QLatin1Char('.')); // a decimal comma, as in "2,5"
    return syntax::readNumber(t);
}

bool decimalComma(const QLocale& locale) {
    return locale.decimalPoint() == QLatin1String(",");
}

struct Piece {
    QString text; // untrimmed
    int start = 0;
};

// Splits a typed list into items (see parseNumberList); false when the separators are ambiguous.
bool splitList(const QString& typed, const QLocale& locale, QList<Piece>* pieces) {
    auto splitAt = [&](auto isSeparator) {
        int start = 0;
        for (int i = 0; i <= typed.size(); ++i) {
            const int width = i < typed.size() ? isSeparator(i) : 1;
            if (width == 0)
                continue;
            pieces->append({typed.mid(start, i - start), start});
            start = i + width;
            i = start - 1;
        }
    };
    if (!decimalComma(locale) || typed.contains(QLatin1Char(';'))) {
        const QChar separator = decimalComma(locale) ? QLatin1Char(';') : QLatin1Char(',');
        splitAt([&](int i) { return typed.at(i) == separator ? 1 : 0; });
        return true;
    }
    const QString trimmed = typed.trimmed();
    const bool commaSpace = trimmed.contains(QRegularExpression(QStringLiteral(",\\s")));
    if (commaSpace) { // "0, 4, 2,5": a comma and spaces separate, a bare comma is decimal
        splitAt([&](int i) {
            if (typed.at(i) != QLatin1Char(','))
                return 0;
            int end = i + 1;
            while (end < typed.size() && typed.at(end).isSpace())
                ++end;
            return end > i + 1 || end == typed.size() ? end - i : 0;
        });
        return true;
    }
    if (trimmed.count(QLatin1Char(',')) > 1 ||
        (trimmed.count(QLatin1Char(',')) == 1 && trimmed.contains(QLatin1Char('.'))))
        return false; // "0,4,2": a list of three or the decimals 0,4 and 2?
    // "0 4 2,5" or a lone "2,5": runs of spaces separate, so leading and trailing ones make no
    // empty items.
    splitAt([&](int i) {
        if (!typed.at(i).isSpace() || (i > 0 && typed.at(i - 1).isSpace()))
            return 0;
        int end = i;
        while (end < typed.size() && typed.at(end).isSpace())
            ++end;
        return end - i;
    });
    pieces->removeIf([](const Piece& piece) { return piece.text.trimmed().isEmpty(); });
    return true;
}

// Whether `value` is within `tolerance` of `target`, with a little relative slack so that
// 0.1 + 0.2 style rounding never fails an exact answer (or misses an exact wrong one).
bool withinTolerance(double value, double target, double tolerance) {
    const double slack = 1e-9 * std::max(1.0, std::fabs(target));
    return std::fabs(value - target) <= tolerance + slack;
}

} // namespace

bool isNearMiss(double value, double expected, double tolerance) {
    if (!std::isfinite(value) || !std::isfinite(expected) || !(tolerance > 0))
        return false;
    // Written out although the relative bound below implies it: a lost sign is a wrong step.
    if ((value > 0) != (expected > 0) || (value < 0) != (expected < 0))
        return false;
    const double bound =
        std::min(kCloseMissTolerances * tolerance, kCloseMissRelative * std::fabs(expected));
    const double miss = std::fabs(value - expected);
    return miss > tolerance && miss <= bound;
}

bool isSignSlip(double value, double expected, double tolerance) {
    if (!std::isfinite(value) || !std::isfinite(expected) || value == 0.0 || expected == 0.0 ||
        !(tolerance >= 0))
        return false;
    return !withinTolerance(value, expected, tolerance) &&
           withinTolerance(-value, expected, tolerance);
}

QString typedNumberText(double value, const QLocale& locale) {
    QLocale plain = locale;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    return plain.toString(value, 'g', 6);
}

QString numberListInLocale(const QString& typed, const QLocale& locale) {
    const QLocale from[] = {locale, QLocale::c(), QLocale(QLocale::German, QLocale::Germany)};
    for (const QLocale& written : from) {
        const Result<QList<double>> values =
            parseNumberList(typed, 1 << 16, std::numeric_limits<double>::max(), written);
        if (!values)
            continue;
        QStringList parts;
        for (double value : values.value())
            parts.append(typedNumberText(value, locale));
        return parts.join(listSeparator(locale));
    }
    return typed;
}

namespace {
// Every digit needed to read the same double back, and no group separator.
QString exactNumberText(double value, const QLocale& locale) {
    QLocale plain = locale;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    return plain.toString(value, 'g', QLocale::FloatingPointShortest);
}
} // namespace

QString storedNumberList(const QString& typed, const QLocale& locale) {
    const Result<QList<double>> values =
        parseNumberList(typed, 1 << 16, std::numeric_limits<double>::max(), locale);
    if (!values)
        return typed;
    QStringList parts;
    for (double value : values.value())
        parts.append(exactNumberText(value, QLocale::c()));
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString numberListFromStore(const QString& stored, const QLocale& locale) {
    const QString t = stored.trimmed();
    if (!t.startsWith(QLatin1Char('[')) || !t.endsWith(QLatin1Char(']')))
        return numberListInLocale(stored, locale);
    const Result<QList<double>> values = parseNumberList(
        t.mid(1, t.size() - 2), 1 << 16, std::numeric_limits<double>::max(), QLocale::c());
    if (!values)
        return stored;
    QStringList parts;
    for (double value : values.value())
        parts.append(exactNumberText(value, locale));
    return parts.join(listSeparator(locale));
}

QString numberListExample(const QLocale& locale) {
    return decimalComma(locale) ? QStringLiteral("0; 4; 2,5") : QStringLiteral("0, 4, 2.5");
}

int countWords(const QString& text) {
    int words = 0;
    for (const QString& token :
         text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
        // "--" or "..." is not a word; "d_k" and "2.5" are.
        if (std::any_of(token.cbegin(), token.cend(), [](QChar c) { return c.isLetterOrNumber(); }))
            ++words;
    }
    return words;
}

bool isExplanationAttempt(const QString& text) {
    return countWords(text) >= kMinExplanationWords;
}

Result<double> parseNumber(const QString& typed, const QLocale& locale) {
    const QString t = typed.trimmed();
    const QString example = typedNumberText(2.5, locale);
    if (t.isEmpty())
        return Result<double>::failure(textError(
            QCoreApplication::translate("lessons", "nothing typed"),
            QCoreApplication::translate("lessons", "type a number such as %1").arg(example)));
    const syntax::Number number = readTypedNumber(t, locale);
    switch (number.status) {
    case syntax::NumberStatus::Ok:
        return number.value;
    case syntax::NumberStatus::NotANumber:
        return Result<double>::failure(textError(
            QCoreApplication::translate("lessons", "“%1” is not a number").arg(typed.trimmed()),
            QCoreApplication::translate("lessons", "type digits, e.g. %1 or %2")
                .arg(example, typedNumberText(1e-3, locale))));
    case syntax::NumberStatus::OutOfRange:
        break;
    }
    return Result<double>::failure(
        textError(QCoreApplication::translate("lessons", "“%1” is too large to compute with")
                      .arg(typed.trimmed()),
                  QCoreApplication::translate("lessons", "use a smaller number")));
}

Result<QList<double>> parseNumberList(const QString& typed, int maxItems, double maxAbs,
                                      const QLocale& locale, const QString& listExample) {
    using ListResult = Result<QList<double>>;
    const QString example = listExample.isEmpty() ? numberListExample(locale) : listExample;
    const QString separated =
        decimalComma(locale)
            ? QCoreApplication::translate("lessons", "type numbers separated by “;”, e.g. %1")
                  .arg(example)
            : QCoreApplication::translate("lessons", "type numbers separated by commas, e.g. %1")
                  .arg(example);
    if (typed.trimmed().isEmpty())
        return ListResult::failure(
            textError(QCoreApplication::translate("lessons", "no numbers given"), separated, 0));
    QList<Piece> pieces;
    if (!splitList(typed, locale, &pieces)) {
        return ListResult::failure(
            textError(QCoreApplication::translate(
                          "lessons", "“%1” is ambiguous: a comma here is a decimal comma")
                          .arg(typed.trimmed()),
                      separated, 0));
    }
    QList<double> values;
    int item = 0;
    for (const Piece& raw : pieces) {
        const QString piece = raw.text.trimmed();
        int column = raw.start;
        while (column < raw.start + raw.text.size() && typed.at(column).isSpace())
            ++column;
        ++item;
        if (piece.isEmpty()) {
            return ListResult::failure(
                textError(QCoreApplication::translate("lessons", "item %1 is empty").arg(item),
                          QCoreApplication::translate(
                              "lessons", "remove the extra separator or type a number there"),
                          column));
        }
        if (item > maxItems) {
            return ListResult::failure(
                textError(QCoreApplication::translate("lessons", "too many numbers: at most %1")
                              .arg(maxItems),
                          QCoreApplication::translate("lessons", "remove some"), column));
        }
        const syntax::Number number = readTypedNumber(piece, locale);
        if (number.status == syntax::NumberStatus::NotANumber) {
            return ListResult::failure(
                textError(QCoreApplication::translate("lessons", "“%1” is not a number").arg(piece),
                          separated, column));
        }
        if (number.status == syntax::NumberStatus::OutOfRange || std::fabs(number.value) > maxAbs) {
            return ListResult::failure(textError(
                QCoreApplication::translate("lessons",
                                            "“%1” is too large: each number must be at most %2 "
                                            "in size")
                    .arg(piece, formatNumber(maxAbs, locale)),
                QCoreApplication::translate("lessons", "use a smaller number"), column));
        }
        values.append(number.value);
    }
    return values;
}

QString choiceVerdicts(const QuestionSpec& question, const QStringList& chosen,
                       const QStringList& shownOrder) {
    QStringList order = shownOrder;
    for (const ChoiceOption& option : question.options) {
        if (!order.contains(option.id))
            order.append(option.id);
    }
    QStringList items;
    for (const QString& id : std::as_const(order)) {
        const auto option = std::find_if(question.options.cbegin(), question.options.cend(),
                                         [&](const ChoiceOption& o) { return o.id == id; });
        if (option == question.options.cend())
            continue;
        const bool ticked = chosen.contains(id);
        const bool right = question.answer.contains(id);
        // The verdict first and the option's own words last, so an option that ends in a full
        // stop does not meet a second one ("...by weight.: right to tick"). One mark and two or
        // three words each: a student pass read "Correct: every box..." and four long verdicts
        // as the same sentence over and over (D18).
        QString verdict;
        if (ticked && right)
            verdict = QCoreApplication::translate("lessons", "✔ Ticked, rightly:");
        else if (ticked)
            verdict = QCoreApplication::translate("lessons", "✘ Ticked, but wrong:");
        else if (right)
            verdict = QCoreApplication::translate("lessons", "✘ Not ticked, but right:");
        else
            verdict = QCoreApplication::translate("lessons", "✔ Not ticked, rightly:");
        QString item = QStringLiteral("- ") + verdict + QStringLiteral(" *") +
                       option->html.simplified() + QLatin1Char('*');
        if (question.feedbackHtml.contains(id))
            item += QStringLiteral(" — ") + question.feedbackHtml.value(id).simplified();
        items.append(item);
    }
    return items.join(QLatin1Char('\n'));
}

Grade gradeChoice(const QuestionSpec& question, const QStringList& chosenOptionIds,
                  AnswerShown shown) {
    Grade grade;
    if (chosenOptionIds.isEmpty()) {
        grade.feedback = QCoreApplication::translate("lessons", "Choose an option first.");
        return grade;
    }
    const QStringList options = question.optionIds();
    for (const QString& id : chosenOptionIds) {
        if (!options.contains(id)) {
            grade.feedback =
                QCoreApplication::translate("lessons", "“%1” is not an option of this question.")
                    .arg(id);
            return grade;
        }
    }
    grade.answered = true;
    const QStringList& answer = question.answer;
    if (question.kind == QuestionKind::Single) {
        grade.correct = chosenOptionIds.size() == 1 && !answer.isEmpty() &&
                        chosenOptionIds.first() == answer.first();
    } else {
        QStringList chosen = chosenOptionIds;
        chosen.removeDuplicates();
        QStringList expected = answer;
        expected.removeDuplicates();
        chosen.sort();
        expected.sort();
        grade.correct = chosen == expected;
    }
    if (question.kind != QuestionKind::Single) {
        // Which boxes are wrong waits with the explanation (choiceVerdicts): on a first miss
        // the verdict of every box gave the whole answer away.
        const int wrong = wrongBoxes(question, chosenOptionIds);
        grade.feedback =
            grade.correct ? QCoreApplication::translate("lessons", "Every box is set right.")
            : shown == AnswerShown::Yes
                ? QCoreApplication::translate("lessons", "Boxes set wrong: %1. The answer shown "
                                                         "marks each of them with ✘.")
                      .arg(wrong)
                : QCoreApplication::translate("lessons", "Boxes set wrong: %1 (ticked but not "
                                                         "right, or right but not ticked).")
                      .arg(wrong);
        return grade;
    }
    QStringList feedback;
    for (const QString& id : options) { // in the order of the question, not of the clicks
        if (chosenOptionIds.contains(id) && question.feedbackHtml.contains(id))
            feedback.append(question.feedbackHtml.value(id));
    }
    if (feedback.isEmpty())
        feedback.append(grade.correct ? QCoreApplication::translate("lessons", "Correct.")
                        : shown == AnswerShown::Yes
                            ? QCoreApplication::translate(
                                  "lessons", "Not the answer: compare your choice with the "
                                             "answer shown.")
                            : QCoreApplication::translate("lessons", "Not quite."));
    grade.feedback = feedback.join(QStringLiteral("\n\n"));
    return grade;
}

Grade gradeNumeric(const QuestionSpec& question, const QString& typed,
                   const QHash<QString, double>& params, const QLocale& locale, AnswerShown shown) {
    Grade grade;
    const Result<double> typedNumber = parseNumber(typed, locale);
    if (!typedNumber) {
        grade.feedback = typedNumber.error().text();
        return grade;
    }
    const double value = typedNumber.value();
    const Result<double> expectedResult = evaluate(question.expected, params);
    if (!expectedResult) {
        grade.feedback =
            QCoreApplication::translate(
                "lessons", "The expected value cannot be computed: %1 (tell the lesson's author)")
                .arg(expectedResult.error().text());
        return grade;
    }
    const double expected = expectedResult.value();
    const double tolerance = question.tolerance;
    grade.answered = true;
    grade.correct = withinTolerance(value, expected, tolerance);
    const QString& unit = question.unitHtml; // the feedback is Markdown
    const QString suffix = unit.isEmpty() ? QString() : QStringLiteral(" ") + unit;
    if (grade.correct) {
        // The verdict above already says "Correct". An answer accepted within the tolerance but
        // written otherwise than the answer (4.18 for 4.185) is not followed by a competing
        // figure, which read as a correction (sp13 B9): the student's own number is named.
        // Compared at the answer's three digits: 0.83 typed for 0.8295 is the figure shown.
        const QString answer = answerText(expected, tolerance, locale);
        if (answerText(value, tolerance, locale, false) ==
            answerText(expected, tolerance, locale, false))
            grade.feedback =
                QCoreApplication::translate("lessons", "%1%2 is the answer.").arg(answer, suffix);
        else
            grade.feedback =
                QCoreApplication::translate("lessons", "%1%2 is within %3 of the answer.")
                    .arg(formatNumber(value, locale), suffix, formatNumber(tolerance, locale));
    } else {
        // The author's hint for a usual wrong answer (a lost sign, d_k for sqrt(d_k), ...) comes
        // first: the first `mistake` the typed number matches within the tolerance, or within 1%
        // of the wrong value (a student rounds a wrong answer too: 0.64 for 0.6393 at 0.001).
        QString hint;
        for (const NumericMistake& mistake : question.mistakes) {
            const Result<double> wrong = evaluate(mistake.expected, params);
            if (!wrong || !std::isfinite(wrong.value()))
                continue;
            const double near = std::max(tolerance, 0.01 * std::fabs(wrong.value()));
            if (withinTolerance(value, wrong.value(), near) && !mistake.hintHtml.isEmpty()) {
                hint = mistake.hintHtml;
                grade.mistake = mistake.id;
                break;
            }
        }
        const QString typedText = formatNumber(value, locale) + suffix;
        // How far from the answer as it is shown: "5.5 is 0.348 from the answer shown" beside
        // "Answer: 5.85" read as two answers (sp20).
        const QString off =
            formatExactOrValue(std::fabs(value - shownAnswer(expected, tolerance, locale)),
                               locale) +
            suffix;
        const QString allowed = formatNumber(tolerance, locale);
        const bool answerShown = shown == AnswerShown::Yes;
        // With the answer shown, a gap small beside the answer ("3.05 is 0.05 from the answer
        // shown" under "Answer: 3.00") read as a rounding the grader was strict about (sp20):
        // the tolerance is named whenever the gap is within a tenth of the answer, in every
        // branch that gives the gap. A large gap is plainly another figure.
        const bool nameTolerance = tolerance > 0 && std::fabs(value - expected) <=
                                                        kCloseMissRelative * std::fabs(expected);
        const QString gapText =
            nameTolerance
                ? QCoreApplication::translate("lessons",
                                              "%1 is %2 from the answer shown, more than the %3 "
                                              "allowed.")
                      .arg(typedText, off, allowed)
                : QCoreApplication::translate("lessons", "%1 is %2 from the answer shown.")
                      .arg(typedText, off);
        if (!hint.isEmpty()) {
            grade.feedback =
                (answerShown ? gapText
                             : QCoreApplication::translate("lessons", "%1%2 is not the answer.")
                                   .arg(formatNumber(value, locale), suffix)) +
                QStringLiteral("\n\n") + hint;
        } else if (isSignSlip(value, expected, tolerance)) {
            // Lesson 1's author hint said so and lesson 3's question did not: a sign lost on the
            // way is told the same way in every numeric question (sp19).
            grade.feedback =
                answerShown
                    ? QCoreApplication::translate("lessons",
                                                  "%1 is the answer shown with the opposite "
                                                  "sign: one step turned the sign.")
                          .arg(typedText)
                    : QCoreApplication::translate("lessons",
                                                  "%1 is not the answer, but only its sign is "
                                                  "wrong: which step decides the sign?")
                          .arg(typedText);
        } else if (isNearMiss(value, expected, tolerance)) {
            // The tolerance is named only where it tells the student something: a near miss that
            // asks for more care with the digits. Named on every miss it read as three different
            // rules (0.001, 0.02, 0.05) in one lesson (sp17).
            grade.feedback =
                answerShown
                    ? QCoreApplication::translate("lessons",
                                                  "%1 is %2 from the answer shown, more than the "
                                                  "%3 allowed: a gap that small usually comes "
                                                  "from a figure rounded too early.")
                          .arg(typedText, off, allowed)
                    : QCoreApplication::translate("lessons",
                                                  "%1%2 is close, but more than %3 from the "
                                                  "answer: work it out with more digits.")
                          .arg(formatNumber(value, locale), suffix, allowed);
        } else {
            // A bare "not it" left a student pass with nothing to do but guess again (D19); with
            // the answer on screen, how far off it was is what there is to learn.
            grade.feedback =
                answerShown
                    ? gapText
                    : QCoreApplication::translate("lessons", "%1%2 is not the answer.")
                              .arg(formatNumber(value, locale), suffix) +
                          QStringLiteral(" ") +
                          QCoreApplication::translate(
                              "lessons", "Go through each step again: which rule applies here, "
                                         "and which numbers go into it?");
        }
    }
    return grade;
}

QString expectedAnswerText(const QuestionSpec& question, const QHash<QString, double>& params,
                           const QLocale& locale) {
    const Result<double> expected = evaluate(question.expected, params);
    return expected ? answerText(expected.value(), question.tolerance, locale) : QString();
}

QString rightOptionsText(const QuestionSpec& question) {
    QStringList right;
    for (const ChoiceOption& option : question.options) {
        if (question.answer.contains(option.id))
            right.append(option.html);
    }
    return right.join(QStringLiteral("; "));
}

Direction observedDirection(const QList<double>& previousMaxPct, const QList<double>& newMaxPct) {
    const qsizetype n = std::min(previousMaxPct.size(), newMaxPct.size());
    int sharper = 0, flatter = 0, unchanged = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const double diff = newMaxPct.at(i) - previousMaxPct.at(i);
        if (std::isnan(diff) || std::fabs(diff) < kUnchangedBelowPct - 1e-9) // 40.05 - 40 < 0.05
            ++unchanged;
        else if (diff > 0)
            ++sharper;
        else
            ++flatter;
    }
    if (sharper > flatter && sharper > unchanged)
        return Direction::Sharper;
    if (flatter > sharper && flatter > unchanged)
        return Direction::Flatter;
    return Direction::Unchanged;
}

QString directionName(Direction direction) {
    switch (direction) {
    case Direction::Sharper:
        return QStringLiteral("sharper");
    case Direction::Flatter:
        return QStringLiteral("flatter");
    case Direction::Unchanged:
        break;
    }
    return QStringLiteral("unchanged");
}

QString directionLabel(Direction direction) {
    switch (direction) {
    case Direction::Sharper:
        return QCoreApplication::translate("lessons", "sharper");
    case Direction::Flatter:
        return QCoreApplication::translate("lessons", "flatter");
    case Direction::Unchanged:
        break;
    }
    return QCoreApplication::translate("lessons", "unchanged");
}

bool parseDirection(const QString& name, Direction* out) {
    for (Direction d : {Direction::Sharper, Direction::Flatter, Direction::Unchanged}) {
        if (name.trimmed().compare(directionName(d), Qt::CaseInsensitive) == 0) {
            *out = d;
            return true;
        }
    }
    return false;
}

QString weightChangeText(const QList<int>& dims, const QList<double>& beforePct,
                         const QList<double>& afterPct, const QLocale& locale) {
    const qsizetype n = std::min({dims.size(), beforePct.size(), afterPct.size()});
    QStringList parts;
    for (qsizetype i = 0; i < n; ++i) {
        const double before = beforePct.at(i), after = afterPct.at(i);
        if (!std::isfinite(before) || !std::isfinite(after))
            continue;
        const QString from = formatPercent(before, locale), to = formatPercent(after, locale);
        // The same threshold as observedDirection, so the reason never contradicts the verdict.
        const QString change =
            std::fabs(after - before) < kUnchangedBelowPct - 1e-9
                ? QCoreApplication::translate("lessons", "stayed at %1").arg(to)
            : after > before
                ? QCoreApplication::translate("lessons", "rose from %1 to %2").arg(from, to)
                : QCoreApplication::translate("lessons", "fell from %1 to %2").arg(from, to);
        parts.append(n == 1 ? change
                            : QCoreApplication::translate("lessons", "%1 at dₖ = %2")
                                  .arg(change, formatNumber(dims.at(i), locale)));
    }
    if (parts.isEmpty())
        return {};
    return QCoreApplication::translate("lessons", "The largest weight %1.")
        .arg(parts.join(QStringLiteral("; ")));
}

QString predictionVerdictText(bool matches) {
    return matches ? QCoreApplication::translate("lessons", "Your prediction matches what happens.")
                   : QCoreApplication::translate("lessons",
                                                 "What happens differs from your prediction.");
}

QString youPredictedLabel() {
    return QCoreApplication::translate("lessons", "You predicted:");
}

QString whatHappensLabel() {
    return QCoreApplication::translate("lessons", "What happens:");
}

Grade gradeDirectionPrediction(Direction predicted, Direction observed, const QString& reason) {
    Grade grade;
    grade.answered = true;
    grade.correct = predicted == observed;
    // The lab's comparison line names both already ("You predicted: flatter | What happens:
    // sharper"); beside it the feedback says only why, when that is known (sp20 read the
    // prediction and the outcome twice in three lines).
    grade.feedback =
        !reason.isEmpty()
            ? reason
            : QCoreApplication::translate("lessons", "You predicted %1; the run came out %2.")
                  .arg(directionLabel(predicted), directionLabel(observed));
    return grade;
}

Grade gradeMaxWeightPrediction(double predictedPct, double observedPct, double tolerancePct,
                               const QLocale& locale, double beforePct) {
    Grade grade;
    if (!std::isfinite(predictedPct) || !std::isfinite(observedPct) ||
        !std::isfinite(tolerancePct) || tolerancePct < 0) {
        grade.feedback = QCoreApplication::translate(
            "lessons", "The prediction cannot be scored (type a percentage "
                       "between 0 and 100).");
        return grade;
    }
    grade.answered = true;
    const double off = std::fabs(predictedPct - observedPct);
    grade.correct = off <= tolerancePct + 1e-9;
    // Written as every table and chart writes a weight, so a readout of 99.99% is not 100.0% here.
    const QString predicted = formatPercent(predictedPct, locale);
    const QString observed = formatPercent(observedPct, locale);
    const QString tolerance = formatNumber(tolerancePct, locale);
    grade.feedback =
        grade.correct
            ? QCoreApplication::translate("lessons",
                                          "You predicted %1; the largest weight was %2 (within "
                                          "%3 percentage points).")
                  .arg(predicted, observed, tolerance)
            : QCoreApplication::translate("lessons",
                                          "You predicted %1; the largest weight was %2 (not "
                                          "within %3 percentage points).")
                  .arg(predicted, observed, tolerance);
    // A right prediction is told what moved as well: the verdict alone said nothing about why.
    if (grade.correct && std::isfinite(beforePct))
        grade.feedback +=
            QStringLiteral(" ") + weightChangeText({1}, {beforePct}, {observedPct}, locale);
    if (!grade.correct && std::isfinite(beforePct)) {
        const QString before = formatPercent(beforePct, locale);
        grade.feedback +=
            QStringLiteral(" ") +
            (withinTolerance(predictedPct, beforePct, tolerancePct)
                 ? QCoreApplication::translate(
                       "lessons", "That is about the largest weight before your edit (%1). The "
                                  "weights always add up to 1, so a changed score changes the "
                                  "total they share, and every other weight moves too.")
                       .arg(before)
                 : QCoreApplication::translate(
                       "lessons", "Before your edit it was %1. Which scores did the edit change, "
                                  "and how does that change the total the weights share?")
                       .arg(before));
    }
    return grade;
}

} // namespace lessons
