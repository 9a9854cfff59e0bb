// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Answer keys that contradict what the question says about them (an outside author's one-mistake
// files that passed `--check`, check26): a percentage asked for and a fraction graded, a slider
// "set anywhere" and a constant graded, an explanation that names another option right, a
// prediction that lost its `style`, options named by a place that shuffling changes.
#include "lessons/parser/grammar.h"
#include "lessons/parser/parser.h"

#include "lessons/blockspecs.h"
#include "lessons/expression.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace lessons::parse {

namespace {

constexpr auto kCaseless =
    QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

// A prompt that asks for the answer in percent (not one that merely quotes a percentage: "the
// top key takes 50%. What is T?" asks for a temperature).
bool asksForPercent(const QString& prompt) {
    static const QRegularExpression percent(
        QStringLiteral("\\b(?:what|which) percentage\\b|\\bhow many percent\\b|"
                       "\\bin (?:per ?cent|\\\\?%)|\\bhow many percentage points\\b|"
                       "\\bin percentage points\\b|\\bwie viele? Prozentpunkte\\b|"
                       "\\bin Prozentpunkten\\b|\\bas a percent(?:age)?\\b|\\(\\s*\\\\?%\\s*\\)|"
                       "\\bin Prozent\\b|\\bwie viele? Prozent\\b|\\bProzentsatz\\b|"
                       "\\bals Prozent(?:satz|wert|zahl)?\\b"),
        kCaseless);
    return percent.match(prompt).hasMatch();
}

bool asksForFraction(const QString& prompt) {
    static const QRegularExpression fraction(
        QStringLiteral("\\bas a (?:fraction|proportion)\\b|"
                       "\\bas a number (?:from|between) 0 (?:and|to) 1\\b|"
                       "\\bals (?:Bruch|Anteil|Dezimalzahl)\\b|\\bzwischen 0 und 1\\b"),
        kCaseless);
    return fraction.match(prompt).hasMatch();
}

// "Set the slider anywhere": the answer depends on where the student leaves a control.
bool asksAtAnyPosition(const QString& prompt) {
    // A verb of setting before "anywhere": "does it come anywhere near that?" sets nothing.
    static const QRegularExpression anywhere(
        QStringLiteral("\\b(?:set|move|put|leave|drag|place|choose|pick)\\b[^.?!]{0,60}"
                       "\\b(?:anywhere|wherever|to any value|at any value|to any position)\\b|"
                       "\\bthe value you (?:have )?(?:set|chose)\\b|"
                       "\\b(?:Regler|Schieberegler)\\b[^.?!]{0,40}\\b(?:beliebig|irgendwo)\\w*|"
                       "\\bbeliebigen? (?:Wert|Stelle|Position)\\b|\\beingestellten Wert\\b"),
        kCaseless);
    return anywhere.match(prompt).hasMatch();
}

// A prompt that asks for a prediction, as a sentence's opening imperative ("Predict ...",
// "Guess ...", "Before you move the slider, ..."): "What does the theory predict?" asks for a
// fact and is no prediction.
bool asksForPrediction(const QString& prompt) {
    static const QRegularExpression predict(
        QStringLiteral("(?:^|[.!?:]\\s+)(?:predict|guess|before you (?:move|run|reveal|look|see|"
                       "press|try))\\b|\\bmake a prediction\\b|\\byour prediction\\b|"
                       "\\bSagen Sie\\b[^.?!]*\\bvoraus\\b|(?:^|[.!?:]\\s+)(?:Schätzen|Vermuten|"
                       "Raten) Sie\\b|\\bIhre Vorhersage\\b"),
        kCaseless);
    return predict.match(prompt).hasMatch();
}

// An option named by its place ("the first option", "option B"): the options are shuffled
// per learner, so the place names another option for most students.
QRegularExpressionMatch optionByPlace(const QString& text) {
    static const QRegularExpression place(
        QStringLiteral("\\b(?i:the (?:first|second|third|fourth|last|top|bottom) "
                       "(?:option|answer|choice)|the (?:option|answer|choice) "
                       "(?:above|below)|(?:die|der) (?:erste|zweite|dritte|vierte|letzte|obere|"
                       "untere)n? (?:Option|Antwort|Auswahl))\\b|"
                       "\\b(?i:option|answer|choice|antwort) \\(?[A-D]\\b\\)?|"
                       // "a shift (d) changes nothing" (author27's case 041); not f(a)
                       "(?:^|(?<=\\s))\\([a-fA-F]\\)(?!\\w)"),
        QRegularExpression::UseUnicodePropertiesOption);
    return place.match(text);
}

double defaultOf(const Block& control) {
    if (const SliderSpec* slider = control.specAs<SliderSpec>())
        return slider->defaultValue;
    const ToggleSpec* toggle = control.specAs<ToggleSpec>();
    return toggle && toggle->defaultValue ? 1.0 : 0.0;
}

// The option an explanation calls right ("the right answer is `b`", "Sharp is correct",
// "Richtig ist b"), as an id of `options`; empty when it names none of them.
QString optionCalledRight(const QString& text, const QStringList& ids, const QStringList& texts) {
    static const QRegularExpression said(
        QStringLiteral(
            "\\b(?:the )?(?:right|correct) (?:answer|option|choice) is:?\\s+"
            "[`\"'“„«]?([^`\"'”“»,.;:!?()]{1,80}?)[`\"'”“»]?(?=[,.;:!?()]|$|\\s+(?:because|"
            "since|as)\\b)|"
            "\\b(?:die )?richtige (?:Antwort|Option) ist:?\\s+[`\"'“„«]?"
            "([^`\"'”“»,.;:!?()]{1,80}?)[`\"'”“»]?(?=[,.;:!?()]|$|\\s+(?:weil|da|denn)\\b)"),
        kCaseless);
    for (auto it = said.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString named = (m.captured(1).isEmpty() ? m.captured(2) : m.captured(1)).trimmed();
        static const QRegularExpression optionWord(QStringLiteral("^(?:option|Option)\\s+"));
        named.remove(optionWord);
        for (int i = 0; i < ids.size(); ++i) {
            if (named == ids.at(i) ||
                named.compare(texts.value(i).trimmed(), Qt::CaseInsensitive) == 0)
                return ids.at(i);
        }
    }
    return {};
}

// The numbers a text writes, in or out of math, with their decimals ("2.72" has 2; a decimal
// comma reads as a point when a digit follows it with no space, as in German "2,72").
struct WrittenNumber {
    double value = 0;
    int decimals = 0;
};
QList<WrittenNumber> numbersIn(const QString& text) {
    static const QRegularExpression number(QStringLiteral("(?<![\\w.,])-?\\d+(?:[.,](\\d+))?"));
    QList<WrittenNumber> numbers;
    for (auto it = number.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        numbers.append({m.captured().replace(QLatin1Char(','), QLatin1Char('.')).toDouble(),
                        int(m.captured(1).size())});
    }
    return numbers;
}

} // namespace

// A numeric key that its own explanation contradicts (author27's case 050: `exp(2)` graded
// while the explanation works out e^1 = 2.72): the explanation states a result (a number with
// decimals) and none of its numbers is the key's value at the controls' defaults, within the
// tolerance or the number's own rounding (a percentage key read as its fraction too).
void Parser::checkKeyAgainstExplanation(const Block& q, double key) {
    const Entry* explanation = q.entry(QStringLiteral("explanation"));
    const Entry* expected = q.entry(QStringLiteral("expected"));
    if (!explanation || !expected || !std::isfinite(key))
        return;
    const QList<WrittenNumber> numbers = numbersIn(explanation->value);
    const auto stated = std::find_if(numbers.begin(), numbers.end(),
                                     [](const WrittenNumber& n) { return n.decimals > 0; });
    if (stated == numbers.end())
        return;
    const double tolerance = q.text(QStringLiteral("tolerance")).toDouble();
    const auto matches = [&](const WrittenNumber& n) {
        const double slack = std::max(tolerance, 0.5 * std::pow(10.0, -n.decimals)) + 1e-9;
        return std::abs(n.value - key) <= slack || std::abs(n.value - 100 * key) <= slack ||
               std::abs(100 * n.value - key) <= 100 * slack;
    };
    if (std::any_of(numbers.begin(), numbers.end(), matches))
        return;
    warning(expected->valuePos,
            QCoreApplication::translate(
                "lessons", "`expected` is %1 at the controls' defaults, but the explanation of "
                           "%2 states %3 and none of its numbers is %1")
                .arg(QString::number(key, 'g', 6), quoted(q.id()),
                     QString::number(stated->value, 'f', stated->decimals)),
            QCoreApplication::translate(
                "lessons", "correct `expected` or the explanation, whichever is wrong"));
}

void Parser::checkAnswerKeys() {
    QList<const Block*> questions;
    collect(lesson_.blocks, QStringLiteral("question"), &questions);
    const bool hasControls =
        std::any_of(symbols_.controls.begin(), symbols_.controls.end(),
                    [](const Control& c) { return c.type != QLatin1String("choice"); });
    for (const Block* q : std::as_const(questions)) {
        const QString prompt = q->text(QStringLiteral("prompt"));
        const Entry* promptEntry = q->entry(QStringLiteral("prompt"));
        // A prediction that lost its `style` is graded as a quick check: counted right or wrong
        // against the student's guess, and its guess kept out of the predictions.
        if (promptEntry && !q->has(QStringLiteral("style")) && asksForPrediction(prompt))
            warning(promptEntry->keyPos,
                    QCoreApplication::translate(
                        "lessons", "the prompt of %1 asks for a prediction, but the question has "
                                   "no `style: predict`: it is graded as a quick check")
                        .arg(quoted(q->id())),
                    QCoreApplication::translate(
                        "lessons", "add `style: predict`, or ask a question with one right "
                                   "answer"));
        // Options are shuffled unless every one is pinned.
        const QStringList options = q->args(QStringLiteral("option"));
        QStringList pinned;
        for (const QString& id : q->text(QStringLiteral("pin")).split(QLatin1Char(',')))
            pinned.append(id.trimmed());
        const bool shuffled = options.size() > 1 &&
                              !std::all_of(options.begin(), options.end(),
                                           [&](const QString& id) { return pinned.contains(id); });
        if (shuffled) {
            for (const Entry& e : q->entries) {
                if (e.key != QLatin1String("prompt") && e.key != QLatin1String("explanation") &&
                    e.key != QLatin1String("feedback"))
                    continue;
                const QRegularExpressionMatch m = optionByPlace(e.value);
                if (!m.hasMatch())
                    continue;
                warning(valuePos(e, m.capturedStart()),
                        QCoreApplication::translate(
                            "lessons", "%1 names an option by its place, but the options are "
                                       "shown in an order shuffled per learner")
                            .arg(quoted(m.captured().trimmed())),
                        QCoreApplication::translate(
                            "lessons", "name the option by what it says, or pin the options "
                                       "with `pin` so they keep their written places"));
                break;
            }
        }
        // An explanation that calls an option right that is not the key: the student is graded
        // against one and told the other.
        if (!options.isEmpty() && q->has(QStringLiteral("answer"))) {
            QStringList texts;
            for (const QString& id : options)
                texts.append(q->text(QStringLiteral("option"), id));
            QStringList answers;
            for (const QString& id : q->text(QStringLiteral("answer")).split(QLatin1Char(',')))
                answers.append(id.trimmed());
            const Entry* explanation = q->entry(QStringLiteral("explanation"));
            const QString named =
                explanation ? optionCalledRight(explanation->value, options, texts) : QString();
            if (!named.isEmpty() && !answers.contains(named))
                error(explanation->valuePos,
                      QCoreApplication::translate(
                          "lessons", "the explanation of %1 calls %2 right, but `answer` is %3")
                          .arg(quoted(q->id()), quoted(named),
                               quoted(answers.join(QStringLiteral(", ")))),
                      QCoreApplication::translate(
                          "lessons", "correct `answer` or the explanation, whichever is wrong"));
        }
        const Entry* expected = q->entry(QStringLiteral("expected"));
        if (q->kind() != QLatin1String("numeric") || !expected || !promptEntry)
            continue;
        const auto names = expressions_.of(expected->value);
        if (!names)
            continue;
        // Warnings, not errors: an answer the same at every position (the scaled variance) and
        // a percentage under 1 can be meant (review35: both refused right lessons).
        if (names.value().isEmpty() && hasControls && asksAtAnyPosition(prompt)) {
            warning(expected->valuePos,
                    QCoreApplication::translate(
                        "lessons", "the prompt of %1 lets the student set a control where they "
                                   "like, but `expected` is the constant %2: every other position "
                                   "is graded wrong")
                        .arg(quoted(q->id()), quoted(expected->value.trimmed())),
                    QCoreApplication::translate(
                        "lessons", "write `expected` as a formula of the control's parameter, or "
                                   "give the value in the prompt"));
            continue;
        }
        // The answer at the controls' defaults: a percentage or a fraction, as the prompt asks.
        QList<double> defaults;
        bool known = true;
        for (const QString& name : names.value()) {
            const auto control = std::find_if(symbols_.controls.begin(), symbols_.controls.end(),
                                              [&](const Control& c) { return c.name == name; });
            if (control == symbols_.controls.end() || control->type == QLatin1String("choice")) {
                known = false;
                break;
            }
            defaults.append(defaultOf(control->block));
        }
        if (!known)
            continue;
        const auto values =
            evaluateAt(expected->value, names.value(), QList<QList<double>>{defaults});
        if (!values || values.value().isEmpty() || !std::isfinite(values.value().first()))
            continue;
        const double v = values.value().first();
        const QString unit = q->text(QStringLiteral("unit")).trimmed();
        checkKeyAgainstExplanation(*q, v);
        const bool percentUnit = unit == QLatin1String("%");
        // A percentage under 1 can be meant (a bottom key's 0.42 %), so below 0.01 nothing is
        // said, and a formula with the factor 100 in it is taken as a percentage.
        static const QRegularExpression hundred(QStringLiteral("(?<![\\d.])100(?![\\d.])"));
        if ((asksForPercent(prompt) || percentUnit) && std::abs(v) >= 0.01 && std::abs(v) < 1 &&
            !hundred.match(expected->value).hasMatch() &&
            !(percentUnit && isSoftmaxWeight(expected->value))) // said in crossref
            warning(
                expected->valuePos,
                QCoreApplication::translate(
                    "lessons", "%1 asks for a percentage, but `expected` is %2, a fraction: "
                               "a student who types %3 is graded wrong")
                    .arg(percentUnit ? QCoreApplication::translate("lessons", "`unit: %`")
                                     : QCoreApplication::translate("lessons", "the prompt"),
                         QString::number(v, 'g', 6), QString::number(100 * v, 'g', 6)),
                QCoreApplication::translate("lessons", "write `expected: 100 * (%1)` and `unit: %`")
                    .arg(expected->value.trimmed()));
        else if (asksForFraction(prompt) &&
                 (percentUnit || (std::abs(v) > 1 && std::abs(v) <= 100)))
            warning(expected->valuePos,
                    QCoreApplication::translate(
                        "lessons", "the prompt asks for a fraction, but `expected` is %1%2: a "
                                   "student who types %3 is graded wrong")
                        .arg(QString::number(v, 'g', 6),
                             percentUnit ? QCoreApplication::translate("lessons", " with `unit: %`")
                                         : QString(),
                             QString::number(v / 100, 'g', 6)),
                    QCoreApplication::translate("lessons", "write `expected: (%1) / 100` without "
                                                           "`unit: %`, or ask for a percentage")
                        .arg(expected->value.trimmed()));
    }
}

} // namespace lessons::parse
