// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The checks that a question's answer cannot be read off the page before it is given: a readout
// printing `expected`, or a prediction graded at a slider the prompt fixes.
#include "lessons/parser/grammar.h"
#include "lessons/parser/parser.h"

#include "lessons/blockspecs.h"
#include "lessons/expression.h"
#include "lessons/revealplan.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace lessons::parse {

namespace {

// Formulas compared as written, spaces aside: "a*b" and "a * b" are the same formula.
QString normalFormula(QString formula) {
    // Compiled once: a readout-heavy lesson normalises thousands of formulas (a regular
    // expression built per call was a third of `--check`'s time on such a folder).
    static const QRegularExpression space(QStringLiteral("\\s+"));
    formula.remove(space);
    return formula;
}

// Whether `value` is a value the slider can be set to: one of its stops, or in its range and,
// on a linear slider with a step, on its grid.
bool sliderCanTake(const SliderSpec& slider, double value) {
    const auto near = [](double a, double b) {
        return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
    };
    if (!slider.stops.isEmpty())
        return std::any_of(slider.stops.begin(), slider.stops.end(),
                           [&](double stop) { return near(stop, value); });
    if (value < slider.min - 1e-9 || value > slider.max + 1e-9)
        return false;
    if (slider.log || slider.step <= 0)
        return true;
    const double k = (value - slider.min) / slider.step;
    return near(k, std::round(k));
}

// The numbers a prompt gives as a quantity's value: written after `=`, in or out of math
// (`$d_k$ = 64`, `$d_k = 64$`), with the text before the `=` for the message. A prompt has no
// placeholders, so such a number is the only way it can fix a value for the student.
// A decimal comma ("0,5" in a German prompt) reads as a point; "1, 2" stays a list.
struct GivenValue {
    QString text; // "$d_k$ = 64", for the message
    QString name; // "$d_k$"
    double value = 0.0;
};
QList<GivenValue> valuesNamedIn(const QString& prompt) {
    static const QRegularExpression given(QStringLiteral(
        "([^\\s=]{1,40}(?:\\s*\\$)?)\\s*=\\s*\\$?\\s*(-?\\d+(?:[.,]\\d+)?)(?![\\d.,]*[\\w{^_])"));
    QList<GivenValue> named;
    auto it = given.globalMatch(prompt);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        named.append({m.captured(0).trimmed(), m.captured(1).trimmed(),
                      m.captured(2).replace(QLatin1Char(','), '.').toDouble()});
    }
    return named;
}

// A quantity's name as a prompt or a label writes it, without the marks around it: "$d_k$",
// "d_{k}" and "d_k" are one name.
QString bareName(QString name) {
    static const QRegularExpression marks(QStringLiteral("[\\s${}\\\\]"));
    return name.remove(marks);
}

// Whether `name` (before an `=` in a prompt) names the slider: its parameter, or a formula of
// its label ("Head dimension $d_k$"). "$s = 2$" beside a d_k slider is another quantity
// (review34 #6).
bool namesSlider(const QString& name, const SliderSpec& slider) {
    const QString bare = bareName(name);
    if (bare.isEmpty())
        return false;
    if (bare == slider.param)
        return true;
    static const QRegularExpression math(QStringLiteral("\\$([^$]+)\\$"));
    auto it = math.globalMatch(slider.label);
    while (it.hasNext()) {
        if (bareName(it.next().captured(1)) == bare)
            return true;
    }
    return false;
}

} // namespace

QList<QList<double>> Parser::controlEnds(const QStringList& names) const {
    QList<QList<double>> rows{{}};
    for (const QString& name : names) {
        const auto control = std::find_if(symbols_.controls.begin(), symbols_.controls.end(),
                                          [&](const Control& c) { return c.name == name; });
        if (control == symbols_.controls.end())
            return {};
        QList<double> at;
        if (const SliderSpec* slider = control->block.specAs<SliderSpec>())
            at = {slider->min, slider->defaultValue, slider->max};
        else if (control->block.specAs<ToggleSpec>())
            at = {0.0, 1.0};
        else
            return {};
        QList<QList<double>> grown;
        for (const QList<double>& row : std::as_const(rows)) {
            for (double v : std::as_const(at))
                grown.append(row + QList<double>{v});
        }
        rows = grown;
    }
    return rows;
}

// A table or score chart that prints `expected`: one of its keys' shown values (a weight, or
// that weight in percent; a gradient chart's s(1 - s)) equals the key at every control's ends
// and default (author27's own lesson: the table above `q-weight` printed the asked 22.4 %; a
// softmax chart's bar labels print the same weights). `dk`, `scale`, `growth` and `temperature`
// are followed, literal or bound to a control the key reads; a block moved by a control the key
// does not read, or by a choice of named score sets, is not judged.
const Block* Parser::valuesPrinting(const Entry& expected, const QList<const Block*>& blocks,
                                    const std::function<bool(const Block*)>& waits) {
    const auto names = expressions_.of(expected.value);
    if (!names || names.value().size() > 4)
        return nullptr;
    const QList<QList<double>> rows = controlEnds(names.value());
    if (rows.isEmpty())
        return nullptr;
    const auto keys = evaluateAt(expected.value, names.value(), rows);
    if (!keys || keys.value().size() != rows.size())
        return nullptr;
    for (const Block* block : blocks) {
        if (const ChartSpec* chart = block->specAs<ChartSpec>()) {
            if (const auto* mixture = std::get_if<MixtureSpec>(&chart->kind)) {
                if (!waits(block) && mixturePrints(*mixture, names.value(), rows, keys.value()))
                    return block;
                continue;
            }
        }
        const ScoreSpec* spec = nullptr;
        bool gradient = false;
        if (const TableSpec* table = block->specAs<TableSpec>();
            table && block->kind() == QLatin1String("softmax"))
            spec = &table->scores;
        else if (const ChartSpec* chart = block->specAs<ChartSpec>()) {
            if (const auto* softmax = std::get_if<SoftmaxChartSpec>(&chart->kind))
                spec = softmax;
            else if (const auto* temperature = std::get_if<TemperatureChartSpec>(&chart->kind))
                spec = temperature;
            else if (const auto* slopes = std::get_if<GradientChartSpec>(&chart->kind)) {
                spec = slopes;
                gradient = true;
            }
        }
        if (!spec || waits(block) || spec->query.size() > 0 || spec->scores.size() < 2 ||
            (spec->scale.literal == attn::ScaleRule::Explicit && !spec->scale.isBound()))
            continue;
        // Where each bound key reads its value in a row of `rows`; -1: literal.
        const auto column = [&](const QString& param) {
            return param.isEmpty() ? qsizetype(-1) : names.value().indexOf(param);
        };
        const qsizetype dkAt = column(spec->dk.param), scaleAt = column(spec->scale.param),
                        temperatureAt = column(spec->temperature.param);
        if ((spec->dk.isBound() && dkAt < 0) || (spec->scale.isBound() && scaleAt < 0) ||
            (spec->temperature.isBound() && temperatureAt < 0))
            continue; // the block moves with a control the key does not read
        const QList<double>& scores = spec->scores;
        // rowMatches[i]: key i's shown value is the key at every point so far.
        QList<bool> rowMatches(scores.size(), true);
        for (qsizetype p = 0; p < rows.size(); ++p) {
            const QList<double>& at = rows.at(p);
            const double dk = dkAt >= 0 ? at.at(dkAt) : spec->dk.literal;
            const double t = temperatureAt >= 0 ? at.at(temperatureAt) : spec->temperature.literal;
            // A bound toggle means on = sqrt, off = none (lesson-format.md, score keys).
            const attn::ScaleRule rule =
                scaleAt >= 0
                    ? (at.at(scaleAt) != 0 ? attn::ScaleRule::InvSqrtDk : attn::ScaleRule::None)
                    : spec->scale.literal;
            const double divisor = rule == attn::ScaleRule::InvSqrtDk ? std::sqrt(dk)
                                   : rule == attn::ScaleRule::InvDk   ? dk
                                                                      : 1.0;
            const double growth = spec->sqrtGrowth ? std::sqrt(dk) : 1.0;
            const double key = keys.value().at(p);
            const double factor = growth / divisor / t;
            if (!(t > 0) || !(dk > 0) || !std::isfinite(factor) || !std::isfinite(key)) {
                rowMatches.fill(false);
                break;
            }
            double top = scores.first() * factor;
            for (double score : scores)
                top = std::max(top, score * factor);
            double sum = 0;
            for (double score : scores)
                sum += std::exp(score * factor - top);
            for (qsizetype i = 0; i < scores.size(); ++i) {
                const double w = std::exp(scores.at(i) * factor - top) / sum;
                const double shown = gradient ? w * (1 - w) : w;
                const auto same = [](double a, double b) {
                    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
                };
                rowMatches[i] = rowMatches[i] && (same(key, shown) || same(key, 100 * shown));
            }
        }
        if (rowMatches.contains(true))
            return block;
    }
    return nullptr;
}

// A `mixture` chart labels every value with its weight in percent ("the: 50.6%"; author28's
// case 135 asked for that weight right below it). Scores and masks bound to a control the key
// reads follow it; bound to another control they stand at its default, where the page opens.
bool Parser::mixturePrints(const MixtureSpec& mixture, const QStringList& names,
                           const QList<QList<double>>& rows, const QList<double>& keys) const {
    const auto valueOf = [&](const QString& param,
                             const QList<double>& at) -> std::optional<double> {
        if (const qsizetype column = names.indexOf(param); column >= 0)
            return at.at(column);
        const auto control = std::find_if(symbols_.controls.begin(), symbols_.controls.end(),
                                          [&](const Control& c) { return c.name == param; });
        if (control == symbols_.controls.end())
            return std::nullopt;
        if (const SliderSpec* slider = control->block.specAs<SliderSpec>())
            return slider->defaultValue;
        if (const ToggleSpec* toggle = control->block.specAs<ToggleSpec>())
            return toggle->defaultValue ? 1.0 : 0.0;
        return std::nullopt; // a choice: not judged
    };
    const qsizetype count = mixture.scores.size();
    if (count < 2 || mixture.masked.size() != count)
        return false;
    QList<bool> rowMatches(count, true);
    for (qsizetype p = 0; p < rows.size(); ++p) {
        QList<double> scores;
        QList<bool> masked;
        for (qsizetype i = 0; i < count; ++i) {
            const Bindable<double>& score = mixture.scores.at(i);
            const Bindable<bool>& mask = mixture.masked.at(i);
            const std::optional<double> s =
                score.isBound() ? valueOf(score.param, rows.at(p)) : score.literal;
            const std::optional<double> m =
                mask.isBound() ? valueOf(mask.param, rows.at(p)) : double(mask.literal);
            if (!s || !m || !std::isfinite(*s))
                return false;
            scores.append(*s);
            masked.append(*m != 0);
        }
        double top = -std::numeric_limits<double>::infinity();
        for (qsizetype i = 0; i < count; ++i) {
            if (!masked.at(i))
                top = std::max(top, scores.at(i));
        }
        if (!std::isfinite(top))
            return false; // every value masked: nothing is labelled with a weight
        double sum = 0;
        for (qsizetype i = 0; i < count; ++i)
            sum += masked.at(i) ? 0.0 : std::exp(scores.at(i) - top);
        const double key = keys.at(p);
        for (qsizetype i = 0; i < count; ++i) {
            const double w = masked.at(i) ? 0.0 : std::exp(scores.at(i) - top) / sum;
            const auto same = [](double a, double b) {
                return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
            };
            // A masked value's 0 % says nothing a student needs to work out.
            rowMatches[i] = rowMatches[i] && !masked.at(i) && (same(key, w) || same(key, 100 * w));
        }
    }
    return rowMatches.contains(true);
}

namespace {

// The number an ordinal word in front of a thing with a place stands for ("the second token",
// "des dritten Kandidaten"), or 0 where the prompt names none or several.
int ordinalAskedIn(const QString& prompt) {
    static const QStringList english = {QStringLiteral("first"),   QStringLiteral("second"),
                                        QStringLiteral("third"),   QStringLiteral("fourth"),
                                        QStringLiteral("fifth"),   QStringLiteral("sixth"),
                                        QStringLiteral("seventh"), QStringLiteral("eighth"),
                                        QStringLiteral("ninth"),   QStringLiteral("tenth")};
    static const QStringList german = {QStringLiteral("erst"),  QStringLiteral("zweit"),
                                       QStringLiteral("dritt"), QStringLiteral("viert"),
                                       QStringLiteral("fünft"), QStringLiteral("sechst"),
                                       QStringLiteral("siebt"), QStringLiteral("acht"),
                                       QStringLiteral("neunt"), QStringLiteral("zehnt")};
    // At most one word (a quoted token such as "a") between the ordinal and the thing.
    static const QRegularExpression ordinal(
        QStringLiteral("\\b(?:(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)|"
                       "(erst|zweit|dritt|viert|fünft|sechst|siebt|acht|neunt|zehnt)e[nmrs]?)"
                       "\\s+(?:\\S+\\s+)?(token|key|score|logit|entry|weight|candidate|option|"
                       "bar|Token|Schlüssel|Score|Logit|Eintrag|Gewicht|Kandidat|Balken)"),
        QRegularExpression::CaseInsensitiveOption);
    int asked = 0;
    for (auto it = ordinal.globalMatch(prompt); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const qsizetype at = m.capturedLength(1) > 0 ? english.indexOf(m.captured(1).toLower())
                                                     : german.indexOf(m.captured(2).toLower());
        if (asked != 0 && asked != at + 1)
            return 0; // two places named: which one is graded cannot be told
        asked = int(at + 1);
    }
    return asked;
}

} // namespace

// author27's 054: the prompt asks for the second token's share while `expected` takes
// `softmax(1, ...)`, the first: the student who answers the question asked is graded wrong.
// Only literal entries are read; a prompt naming no single place says nothing.
void Parser::checkSoftmaxEntryAsked(const Block& question, const Entry& expected) {
    const int asked = ordinalAskedIn(question.text(QStringLiteral("prompt")));
    if (asked == 0)
        return;
    static const QRegularExpression entry(QStringLiteral("\\bsoftmax\\s*\\(\\s*(\\d+)\\s*,"));
    QList<int> taken;
    for (auto it = entry.globalMatch(expected.value); it.hasNext();)
        taken.append(it.next().captured(1).toInt());
    if (taken.isEmpty() || taken.contains(asked))
        return;
    warning(expected.valuePos,
            QCoreApplication::translate("lessons", "the prompt of %1 asks about entry %2, but "
                                                   "`expected` takes entry %3 of `softmax`")
                .arg(quoted(question.id()))
                .arg(asked)
                .arg(taken.first()),
            QCoreApplication::translate("lessons", "softmax's first argument is the entry it "
                                                   "returns, counted from 1: write %1 there, or "
                                                   "correct the prompt")
                .arg(asked));
}

void Parser::checkAnswersOnScreen() {
    QList<const Block*> readouts, questions, controls, tables;
    collect(lesson_.blocks, QStringLiteral("readout"), &readouts);
    collect(lesson_.blocks, QStringLiteral("table"), &tables);
    collect(lesson_.blocks, QStringLiteral("chart"), &tables); // bar labels print values too
    collect(lesson_.blocks, QStringLiteral("question"), &questions);
    for (const QString& type : {QStringLiteral("slider"), QStringLiteral("toggle")})
        collect(lesson_.blocks, type, &controls);
    // normalised formula -> the readouts printing it, in file order
    QHash<QString, QList<const Block*>> shown;
    for (const Block* r : std::as_const(readouts)) {
        const auto placeholders = readoutPlaceholders(r->text(QStringLiteral("text")));
        if (!placeholders)
            continue; // reported with the readout
        for (const Placeholder& p : placeholders.value()) {
            QList<const Block*>& printing = shown[normalFormula(p.expr)];
            if (!printing.contains(r))
                printing.append(r);
        }
    }
    // What waits for which question is the page's own plan; it is made only from a lesson
    // without errors, as the page makes it.
    const bool planned = errorCount(diags_) == 0;
    const RevealPlan plan = planned ? RevealPlan::of(lesson_) : RevealPlan();
    for (const Block* q : std::as_const(questions)) {
        const Entry* expected = q->entry(QStringLiteral("expected"));
        if (q->kind() != QLatin1String("numeric") || !expected)
            continue;
        checkSoftmaxEntryAsked(*q, *expected);
        const RevealPlan::Reveal* own = nullptr;
        for (const RevealPlan::Reveal& reveal : plan.reveals) {
            if (reveal.question == q && !own)
                own = &reveal;
        }
        const auto waits = [own](const Block* block) {
            return own && (own->target == block || own->followers.contains(block));
        };
        // A prediction that asked to move a slider placed right after the chart it reveals was
        // graded at the slider's default, which the student could neither see nor set
        // (author24's pass).
        const auto names = expressions_.of(expected->value);
        if (own && names.ok()) {
            for (const QString& name : names.value()) {
                QList<const Block*> setting;
                for (const Block* c : std::as_const(controls)) {
                    if (controlParameter(*c) == name)
                        setting.append(c);
                }
                if (setting.isEmpty() || !std::all_of(setting.begin(), setting.end(), waits))
                    continue;
                warning(
                    expected->valuePos,
                    QCoreApplication::translate(
                        "lessons", "`expected` reads %1, but its %2 on line %3 is hidden "
                                   "until %4 is answered: the answer is worked out at "
                                   "%5, which the student can neither see nor set")
                        .arg(quoted(name), quoted(setting.first()->type))
                        .arg(setting.first()->pos.line)
                        .arg(quoted(q->id()), name + QStringLiteral(" = ") +
                                                  setting.first()->text(QStringLiteral("default"))),
                    QCoreApplication::translate(
                        "lessons", "place a control for %1 above the question, or write the "
                                   "number into `expected`")
                        .arg(quoted(name)));
            }
        }
        // A prediction whose prompt fixes a value (`$d_k$ = 64`) while `expected` reads that
        // parameter from a control the student can move before answering is graded at wherever
        // the control stands, not at the prompt's value (sp33: the right 2 marked wrong against
        // 8 after the head dimension moved to 1024). Controls this question's own reveal hides
        // or locks, or its own hold holds, cannot move before the answer; without the plan (a
        // lesson with errors) that cannot be told, so nothing is said.
        if (planned && q->text(QStringLiteral("style")) == QLatin1String("predict") && names.ok()) {
            const auto topLevelIndex = [this](const Block* block) {
                for (int i = 0; i < lesson_.blocks.size(); ++i) {
                    const Block& top = lesson_.blocks.at(i);
                    if (&top == block ||
                        anyBlock(top.children, [block](const Block& b) { return &b == block; }))
                        return i;
                }
                return -1;
            };
            const auto gated = [&](const Block* control) {
                if (waits(control) || (own && own->lockedControls.contains(control)))
                    return true;
                const int index = topLevelIndex(control);
                return std::any_of(
                    plan.holds.begin(), plan.holds.end(), [&](const RevealPlan::Hold& hold) {
                        return hold.question == q && index >= hold.first && index < hold.end;
                    });
            };
            const QList<GivenValue> given = valuesNamedIn(q->text(QStringLiteral("prompt")));
            bool warned = false;
            for (const QString& name : names.value()) {
                for (const Block* c : std::as_const(controls)) {
                    const SliderSpec* slider = c->specAs<SliderSpec>();
                    if (warned || !slider || controlParameter(*c) != name || gated(c))
                        continue;
                    const auto fixed =
                        std::find_if(given.begin(), given.end(), [&](const auto& value) {
                            return namesSlider(value.name, *slider) &&
                                   sliderCanTake(*slider, value.value);
                        });
                    if (fixed == given.end())
                        continue;
                    warned = true;
                    warning(expected->valuePos,
                            QCoreApplication::translate(
                                "lessons",
                                "the prompt of %1 gives %2, but `expected` reads %3 from the "
                                "slider on line %4, which the student can move before "
                                "answering: the answer is graded at the slider's value")
                                .arg(quoted(q->id()), quoted(fixed->text), quoted(name))
                                .arg(c->pos.line),
                            QCoreApplication::translate(
                                "lessons", "write the prompt's number into `expected`, ask about "
                                           "the value the slider is set to, or place the slider "
                                           "between the question and the block it reveals, "
                                           "where it stays locked until the answer"));
                }
            }
        }
        // What this question's `reveal` or `hold` hides is known only from the plan: without
        // it (a lesson with an error elsewhere) a revealed chart would be taken for one shown
        // from the start (author28: a false warning in 45 of 137 one-mistake files).
        if (!planned && (q->has(QStringLiteral("reveal")) || q->has(QStringLiteral("hold"))))
            continue;
        // A readout that waits for this question shows the answer only once it is given.
        const QList<const Block*> printing = shown.value(normalFormula(expected->value));
        const auto visible = std::find_if(printing.begin(), printing.end(),
                                          [&](const Block* r) { return !waits(r); });
        if (visible == printing.end()) {
            const Block* block = valuesPrinting(*expected, tables, waits);
            if (block && block->type == QLatin1String("table"))
                warning(expected->valuePos,
                        QCoreApplication::translate(
                            "lessons", "the answer to %1 is printed by the table on line %2, "
                                       "so it can be copied")
                            .arg(quoted(q->id()))
                            .arg(block->pos.line),
                        QCoreApplication::translate(
                            "lessons", "ask for a value the page does not show, or reveal "
                                       "the table with the question's `reveal`"));
            else if (block && block->text(QStringLiteral("kind")) == QLatin1String("mixture"))
                warning(expected->valuePos,
                        QCoreApplication::translate(
                            "lessons", "the answer to %1 is printed as a weight on a point of "
                                       "the mixture chart on line %2, so it can be copied")
                            .arg(quoted(q->id()))
                            .arg(block->pos.line),
                        QCoreApplication::translate(
                            "lessons", "ask for a value the page does not show, or reveal "
                                       "the chart with the question's `reveal`"));
            else if (block)
                warning(expected->valuePos,
                        QCoreApplication::translate(
                            "lessons", "the answer to %1 is printed on a bar of the chart on "
                                       "line %2, so it can be copied")
                            .arg(quoted(q->id()))
                            .arg(block->pos.line),
                        QCoreApplication::translate(
                            "lessons", "ask for a value the page does not show, or reveal "
                                       "the chart with the question's `reveal`"));
            continue;
        }
        warning(expected->valuePos,
                QCoreApplication::translate(
                    "lessons", "the answer to %1 is printed by the readout on line %2, so it can "
                               "be copied")
                    .arg(quoted(q->id()))
                    .arg((*visible)->pos.line),
                QCoreApplication::translate(
                    "lessons", "ask for a value the page does not show, or take that formula out "
                               "of the readout; if the readout shows another value than the "
                               "prompt asks for, `expected` is the mistake"));
    }
}

} // namespace lessons::parse
