#include "lessons/grading.h"

#include "lessons/expression.h"
#include "lessons/syntax.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace lessons {
namespace {

QString formatNumber(double v) {
    return QString::number(v, 'g', 6);
}

QStringList answerIds(const Block& question) {
    QStringList ids;
    for (const QString& part : question.text(QStringLiteral("answer")).split(QLatin1Char(','))) {
        const QString id = part.trimmed();
        if (!id.isEmpty())
            ids.append(id);
    }
    return ids;
}

// One list item per option the student has to hear about, named by its text: every ticked box
// (right or not, with the author's feedback) and every correct box left unticked.
QString multipleFeedback(const Block& question, const QStringList& chosen,
                         const QStringList& answer) {
    QStringList items;
    for (const QString& id : question.args(QStringLiteral("option"))) {
        const bool ticked = chosen.contains(id);
        const bool right = answer.contains(id);
        if (!ticked && !right)
            continue;
        const QString name = question.html(QStringLiteral("option"), id).simplified();
        QString item;
        if (ticked && right)
            item = QStringLiteral("✔ You ticked *%1*: right to tick.").arg(name);
        else if (ticked)
            item = QStringLiteral("✘ You ticked *%1*: this one is not right.").arg(name);
        else
            item = QStringLiteral("✘ You missed *%1*: it is right too, tick it.").arg(name);
        if (ticked && question.has(QStringLiteral("feedback"), id))
            item += QLatin1Char(' ') + question.html(QStringLiteral("feedback"), id).simplified();
        items.append(QStringLiteral("- ") + item);
    }
    return items.join(QLatin1Char('\n'));
}

} // namespace

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

Result<double> parseNumber(const QString& typed) {
    QString t = typed.trimmed();
    if (t.isEmpty())
        return Result<double>::failure(
            textError(QCoreApplication::translate("lessons", "nothing typed"),
                      QCoreApplication::translate("lessons", "type a number such as 2.5")));
    if (!t.contains(QLatin1Char('.')) && t.count(QLatin1Char(',')) == 1)
        t.replace(QLatin1Char(','), QLatin1Char('.')); // a decimal comma, as in "2,5"
    const syntax::Number number = syntax::readNumber(t);
    switch (number.status) {
    case syntax::NumberStatus::Ok:
        return number.value;
    case syntax::NumberStatus::NotANumber:
        return Result<double>::failure(textError(
            QCoreApplication::translate("lessons", "“%1” is not a number").arg(typed.trimmed()),
            QCoreApplication::translate("lessons", "type digits, e.g. 2.5 or 1e-3")));
    case syntax::NumberStatus::OutOfRange:
        break;
    }
    return Result<double>::failure(
        textError(QCoreApplication::translate("lessons", "“%1” is too large to compute with")
                      .arg(typed.trimmed()),
                  QCoreApplication::translate("lessons", "use a smaller number")));
}

Result<QList<double>> parseNumberList(const QString& typed, int maxItems, double maxAbs) {
    using ListResult = Result<QList<double>>;
    if (typed.trimmed().isEmpty()) {
        return ListResult::failure(
            textError(QCoreApplication::translate("lessons", "no numbers given"),
                      QCoreApplication::translate("lessons",
                                                  "type numbers separated by commas, e.g. 4, 2, 0"),
                      0));
    }
    QList<double> values;
    int start = 0;
    int item = 0;
    while (start <= typed.size()) {
        int comma = int(typed.indexOf(QLatin1Char(','), start));
        if (comma < 0)
            comma = int(typed.size());
        const QString piece = typed.mid(start, comma - start).trimmed();
        int column = start;
        while (column < comma && typed.at(column).isSpace())
            ++column;
        ++item;
        if (piece.isEmpty()) {
            return ListResult::failure(
                textError(QCoreApplication::translate("lessons", "item %1 is empty").arg(item),
                          QCoreApplication::translate(
                              "lessons", "remove the extra comma or type a number there"),
                          column));
        }
        if (item > maxItems) {
            return ListResult::failure(
                textError(QCoreApplication::translate("lessons", "too many numbers: at most %1")
                              .arg(maxItems),
                          QCoreApplication::translate("lessons", "remove some"), column));
        }
        const syntax::Number number = syntax::readNumber(piece);
        if (number.status == syntax::NumberStatus::NotANumber) {
            return ListResult::failure(
                textError(QCoreApplication::translate("lessons", "“%1” is not a number").arg(piece),
                          QCoreApplication::translate(
                              "lessons", "type digits such as -2.5 or 1e-3, separated by commas"),
                          column));
        }
        if (number.status == syntax::NumberStatus::OutOfRange || std::fabs(number.value) > maxAbs) {
            return ListResult::failure(textError(
                QCoreApplication::translate("lessons",
                                            "“%1” is too large: each number must be at most %2 "
                                            "in size")
                    .arg(piece, formatNumber(maxAbs)),
                QCoreApplication::translate("lessons", "use a smaller number"), column));
        }
        values.append(number.value);
        start = comma + 1;
    }
    return values;
}

Grade gradeChoice(const Block& question, const QStringList& chosenOptionIds) {
    Grade grade;
    if (chosenOptionIds.isEmpty()) {
        grade.feedback = QCoreApplication::translate("lessons", "Choose an option first.");
        return grade;
    }
    const QStringList options = question.args(QStringLiteral("option"));
    for (const QString& id : chosenOptionIds) {
        if (!options.contains(id)) {
            grade.feedback =
                QCoreApplication::translate("lessons", "“%1” is not an option of this question.")
                    .arg(id);
            return grade;
        }
    }
    grade.answered = true;
    const QStringList answer = answerIds(question);
    if (question.kind() == QLatin1String("single")) {
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
    if (question.kind() != QLatin1String("single")) {
        grade.feedback = multipleFeedback(question, chosenOptionIds, answer);
        return grade;
    }
    QStringList feedback;
    for (const QString& id : options) { // in the order of the question, not of the clicks
        if (chosenOptionIds.contains(id) && question.has(QStringLiteral("feedback"), id))
            feedback.append(question.html(QStringLiteral("feedback"), id));
    }
    if (feedback.isEmpty())
        feedback.append(grade.correct ? QStringLiteral("Correct.")
                                      : QCoreApplication::translate("lessons", "Not quite."));
    grade.feedback = feedback.join(QStringLiteral("\n\n"));
    return grade;
}

Grade gradeNumeric(const Block& question, const QString& typed,
                   const QHash<QString, double>& params) {
    Grade grade;
    const Result<double> typedNumber = parseNumber(typed);
    if (!typedNumber) {
        grade.feedback = typedNumber.error().text();
        return grade;
    }
    const double value = typedNumber.value();
    const Result<double> expectedResult =
        evaluate(question.text(QStringLiteral("expected")), params);
    if (!expectedResult) {
        grade.feedback =
            QCoreApplication::translate(
                "lessons", "The expected value cannot be computed: %1 (tell the lesson's author)")
                .arg(expectedResult.error().text());
        return grade;
    }
    const double expected = expectedResult.value();
    const double tolerance = question.number(QStringLiteral("tolerance"));
    // A little relative slack so that 0.1 + 0.2 style rounding never fails an exact answer.
    const double slack = 1e-9 * std::max(1.0, std::fabs(expected));
    grade.answered = true;
    grade.correct = std::fabs(value - expected) <= tolerance + slack;
    const QString unit = question.text(QStringLiteral("unit"));
    const QString suffix = unit.isEmpty() ? QString() : QStringLiteral(" ") + unit;
    if (grade.correct)
        grade.feedback = QStringLiteral("Correct: %1%2.").arg(formatNumber(expected), suffix);
    else if (tolerance > 0)
        grade.feedback = QCoreApplication::translate(
                             "lessons", "Not quite: %1%2 is more than %3 away from the answer.")
                             .arg(formatNumber(value), suffix, formatNumber(tolerance));
    else
        grade.feedback =
            QCoreApplication::translate("lessons", "Not quite: %1%2 is not the answer.")
                .arg(formatNumber(value), suffix);
    return grade;
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

bool parseDirection(const QString& name, Direction* out) {
    for (Direction d : {Direction::Sharper, Direction::Flatter, Direction::Unchanged}) {
        if (name.trimmed().compare(directionName(d), Qt::CaseInsensitive) == 0) {
            *out = d;
            return true;
        }
    }
    return false;
}

Grade gradeDirectionPrediction(Direction predicted, Direction observed) {
    Grade grade;
    grade.answered = true;
    grade.correct = predicted == observed;
    grade.feedback =
        QCoreApplication::translate("lessons", "You predicted %1; the run came out %2.")
            .arg(directionName(predicted), directionName(observed));
    return grade;
}

Grade gradeMaxWeightPrediction(double predictedPct, double observedPct, double tolerancePct) {
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
    grade.feedback =
        QCoreApplication::translate("lessons",
                                    "You predicted %1%; the largest weight was %2% (%3 within "
                                    "%4 percentage points).")
            .arg(QString::number(predictedPct, 'f', 1), QString::number(observedPct, 'f', 1),
                 grade.correct ? QStringLiteral("") : QStringLiteral("not"),
                 formatNumber(tolerancePct))
            .replace(QLatin1String("( within"), QLatin1String("(within"));
    return grade;
}

} // namespace lessons
