// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/parser/grammar.h"
#include "lessons/parser/parser.h"

#include "lessons/blockspecs.h"
#include "lessons/expression.h"
#include "lessons/grading.h"
#include "lessons/limits.h"
#include "lessons/math.h"
#include "lessons/revealplan.h"
#include "lessons/schema.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>

namespace lessons::parse {

namespace {

// The first key on which a second slider for a parameter departs from the first one, or empty:
// both move one value, so they need the same stops and the same default.
QString sliderDifference(const Block& first, const Block& second) {
    const SliderSpec* firstSpec = first.specAs<SliderSpec>();
    const SliderSpec* secondSpec = second.specAs<SliderSpec>();
    if (!firstSpec || !secondSpec)
        return QString();
    const SliderSpec& a = *firstSpec;
    const SliderSpec& b = *secondSpec;
    if (a.stops != b.stops)
        return QStringLiteral("values");
    if (a.stops.isEmpty()) {
        if (a.min != b.min)
            return QStringLiteral("min");
        if (a.max != b.max)
            return QStringLiteral("max");
        if (a.step != b.step)
            return QStringLiteral("step");
        if (a.log != b.log)
            return QStringLiteral("log");
    }
    if (a.defaultValue != b.defaultValue)
        return QStringLiteral("default");
    return QString();
}

// Whether any block, inside groups too, passes `test`.
bool anyBlock(const QList<Block>& blocks, const std::function<bool(const Block&)>& test) {
    return std::any_of(blocks.begin(), blocks.end(),
                       [&](const Block& b) { return test(b) || anyBlock(b.children, test); });
}

} // namespace

void Parser::crossCheck(const SymbolTable& symbols) {
    QHash<QString, const Control*> byName;
    // "Did you mean" candidates in file order, so a tie always goes to the first defined (a
    // QHash's key order changes from run to run).
    QStringList names;
    for (const Control& c : symbols.controls) {
        const Control* first = byName.value(c.name);
        if (first && first->type == QLatin1String("slider") && c.type == QLatin1String("slider")) {
            // A second slider for one parameter (beside its question, say): both show and set
            // the one value, so they must agree on where it can go.
            if (const QString key = sliderDifference(first->block, c.block); !key.isEmpty()) {
                const Entry* here = c.block.entry(key);
                const Entry* there = first->block.entry(key);
                const QString notGiven = QCoreApplication::translate("lessons", "not given");
                error(here ? here->keyPos : c.pos,
                      QCoreApplication::translate(
                          "lessons", "the slider on line %1 also sets %2, but their `%3` differ "
                                     "(`%4` here, `%5` there)")
                          .arg(first->pos.line)
                          .arg(quoted(c.name), key, here ? here->value.trimmed() : notGiven,
                               there ? there->value.trimmed() : notGiven),
                      QCoreApplication::translate(
                          "lessons", "two sliders for one parameter move together: give them "
                                     "the same `values`, `min`, `max`, `step`, `log` and "
                                     "`default` (the label, unit and Play button may differ)"));
            }
            continue;
        }
        if (first) {
            error(c.pos,
                  QCoreApplication::translate("lessons",
                                              "parameter %1 is already set by the %2 on line %3")
                      .arg(quoted(c.name), first->type)
                      .arg(first->pos.line),
                  QCoreApplication::translate("lessons",
                                              "give each control its own `param` name (only a "
                                              "slider may have a second slider)"));
            continue;
        }
        byName.insert(c.name, &c);
        names.append(c.name);
    }
    QHash<QString, SourcePos> firstId;
    QStringList ids;
    for (const IdUse& id : symbols.ids) {
        if (id.id.isEmpty())
            continue;
        if (firstId.contains(id.id)) {
            error(id.pos,
                  QCoreApplication::translate("lessons", "duplicate id %1 (first used on line %2)")
                      .arg(quoted(id.id))
                      .arg(firstId.value(id.id).line),
                  QCoreApplication::translate("lessons", "give each block its own id"));
            continue;
        }
        firstId.insert(id.id, id.pos);
        ids.append(id.id);
    }
    QSet<QString> used;
    for (const Binding& bnd : symbols.bindings) {
        const Control* c = byName.value(bnd.name);
        if (!c && symbols.lostNames.contains(bnd.name))
            continue;
        if (!c) {
            if (const QString meant = closestMatch(bnd.name, names); !meant.isEmpty())
                used.insert(meant);
            error(bnd.pos,
                  QCoreApplication::translate("lessons", "`@%1` names no parameter").arg(bnd.name),
                  didYouMean(bnd.name, names,
                             QCoreApplication::translate("lessons", "add a %1 with `param: %2`")
                                 .arg(bnd.bindTo, bnd.name)));
            continue;
        }
        used.insert(bnd.name);
        if (c->type != bnd.bindTo) {
            error(bnd.pos,
                  QCoreApplication::translate("lessons", "%1 needs a %2, but `%3` is set by a %4")
                      .arg(quoted(bnd.key), bnd.bindTo, bnd.name, c->type),
                  QCoreApplication::translate("lessons", "bind %1 to a %2's parameter")
                      .arg(quoted(bnd.key), bnd.bindTo));
            continue;
        }
        if (bnd.hasRange && symbols.sliderRanges.contains(bnd.name)) {
            const auto [lo, hi] = symbols.sliderRanges.value(bnd.name);
            const bool low = bnd.minExclusive ? lo <= bnd.min : lo < bnd.min;
            const QString allowed =
                bnd.minExclusive
                    ? QCoreApplication::translate("lessons", "values above %1 up to %2")
                          .arg(bnd.min)
                          .arg(bnd.max)
                    : QStringLiteral("%1..%2").arg(bnd.min).arg(bnd.max);
            if (low || hi > bnd.max)
                error(bnd.pos,
                      QCoreApplication::translate("lessons",
                                                  "slider `%1` spans %2..%3, but %4 allows %5")
                          .arg(bnd.name)
                          .arg(lo)
                          .arg(hi)
                          .arg(quoted(bnd.key), allowed),
                      QCoreApplication::translate("lessons", "narrow the slider's range"));
        }
    }
    // In a formula `my-t` reads as `my` minus `t`: one message for the name, not one per part.
    QHash<QString, QString> dashedByPart;
    for (const Control& c : symbols.controls) {
        if (c.name.contains(QLatin1Char('-'))) {
            for (const QString& part : c.name.split(QLatin1Char('-'), Qt::SkipEmptyParts))
                dashedByPart.insert(part, c.name);
        }
    }
    QSet<QString> dashedReported;
    for (const VariableUse& v : symbols.variables) {
        const Control* c = byName.value(v.name);
        if (!c && dashedByPart.contains(v.name)) {
            const QString dashed = dashedByPart.value(v.name);
            used.insert(dashed);
            if (!dashedReported.contains(dashed)) {
                dashedReported.insert(dashed);
                QString underscored = dashed;
                underscored.replace(QLatin1Char('-'), QLatin1Char('_'));
                error(v.pos,
                      QCoreApplication::translate(
                          "lessons", "in a formula `-` means minus, so parameter %1 reads as `%2`")
                          .arg(quoted(dashed),
                               dashed.split(QLatin1Char('-')).join(QStringLiteral("` minus `"))),
                      QCoreApplication::translate(
                          "lessons", "rename the parameter to %1 in its control and wherever it "
                                     "is read")
                          .arg(quoted(underscored)));
            }
            continue;
        }
        if (!c && symbols.lostNames.contains(v.name))
            continue;
        if (!c) {
            // The control meant is not "bound to nothing": that would be reported first, above
            // the misspelling that causes it.
            if (const QString meant = closestMatch(v.name, names); !meant.isEmpty())
                used.insert(meant);
            error(
                v.pos,
                QCoreApplication::translate("lessons", "formula names %1, which no control defines")
                    .arg(quoted(v.name)),
                didYouMean(v.name, names,
                           QCoreApplication::translate("lessons",
                                                       "add a slider or toggle with `param: %1`")
                               .arg(v.name)));
            continue;
        }
        used.insert(v.name);
        if (c->type == QLatin1String("choice"))
            error(v.pos,
                  QCoreApplication::translate(
                      "lessons", "%1 is a choice; its value is an option id, not a number")
                      .arg(quoted(v.name)),
                  QCoreApplication::translate("lessons",
                                              "use a slider or toggle parameter in formulas"));
    }
    for (const QString& name : symbols.softUses) {
        if (byName.contains(name))
            used.insert(name);
    }
    for (const Query& q : symbols.queries) {
        const Control* c = byName.value(q.name);
        if (!c || c->type != QLatin1String("choice"))
            continue; // reported with the bindings
        for (const QString& option : symbols.choices.value(q.name)) {
            if (!q.sets.contains(option)) {
                error(q.pos,
                      QCoreApplication::translate("lessons",
                                                  "option %1 of choice `%2` has no score set here")
                          .arg(quoted(option), q.name),
                      QCoreApplication::translate("lessons", "add `scores %1: ...` to this block")
                          .arg(option));
                break;
            }
        }
    }
    for (const Control& c : symbols.controls) {
        if (!used.contains(c.name) && byName.value(c.name) == &c)
            error(c.pos,
                  QCoreApplication::translate("lessons", "control %1 is bound to nothing")
                      .arg(quoted(c.name)),
                  QCoreApplication::translate(
                      "lessons", "read it with `@%1` in a chart, table or lab key, or name it "
                                 "in a formula; otherwise remove the control")
                      .arg(c.name));
    }
    if (!symbols.playRoles.isEmpty()) {
        const bool anyPlay =
            std::any_of(symbols.controls.begin(), symbols.controls.end(), [](const Control& c) {
                return c.type == QLatin1String("slider") && c.block.boolean(QStringLiteral("play"));
            });
        if (!anyPlay)
            warning(symbols.playRoles.first(),
                    QCoreApplication::translate(
                        "lessons", "`{{play}}` names a Play button, but no slider has one"),
                    QCoreApplication::translate(
                        "lessons", "add `play: true` to the slider meant, or reword the text"));
    }
    // "Press {{compare}}" in a lesson without an explain-it-back named a button nowhere on the
    // page, without a word (author24's pass); `{{play}}` is checked above.
    QSet<QString> warnedRoles;
    for (const auto& [role, pos] : symbols.buttonRoles) {
        QString owner;
        bool present = true;
        if (role == QLatin1String("run") || role == QLatin1String("run-unchanged") ||
            role == QLatin1String("restore") || role == QLatin1String("reset")) {
            owner = QCoreApplication::translate("lessons", "a lab");
            present = anyBlock(lesson_.blocks,
                               [](const Block& b) { return b.type == QLatin1String("lab"); });
        } else if (role == QLatin1String("commit")) {
            owner = QCoreApplication::translate("lessons", "a lab with `predict`");
            present = anyBlock(lesson_.blocks, [](const Block& b) {
                return b.type == QLatin1String("lab") && b.has(QStringLiteral("predict"));
            });
        } else if (role == QLatin1String("check") || role == QLatin1String("retry")) {
            owner = QCoreApplication::translate("lessons", "a question");
            present = anyBlock(lesson_.blocks,
                               [](const Block& b) { return b.type == QLatin1String("question"); });
        } else if (role == QLatin1String("compare")) {
            owner = QCoreApplication::translate("lessons", "an explain-it-back");
            present = anyBlock(lesson_.blocks,
                               [](const Block& b) { return b.type == QLatin1String("explain"); });
        } else if (role == QLatin1String("next-step") || role == QLatin1String("previous-step")) {
            owner = QCoreApplication::translate("lessons", "a walkthrough");
            present = anyBlock(lesson_.blocks, [](const Block& b) {
                return b.type == QLatin1String("walkthrough");
            });
        }
        if (present || warnedRoles.contains(role))
            continue;
        warnedRoles.insert(role);
        warning(pos,
                QCoreApplication::translate("lessons",
                                            "%1 names a button of %2, but this lesson has none")
                    .arg(quoted(QStringLiteral("{{%1}}").arg(role)), owner),
                QCoreApplication::translate("lessons", "add the block, or reword the text"));
    }
    QHash<QString, SourcePos> revealedBy;
    for (const IdUse& r : symbols.reveals) {
        const Block* target = findTarget(lesson_.blocks, r.id);
        const BlockEntry* targetSpec = target ? findBlockSpec(target->type) : nullptr;
        if (target && targetSpec && targetSpec->revealable) {
            // The first prediction answered would show the block while the other still asks
            // for an answer "above" it.
            if (revealedBy.contains(r.id)) {
                error(r.pos,
                      QCoreApplication::translate(
                          "lessons", "%1 is already revealed by the question on line %2")
                          .arg(quoted(r.id))
                          .arg(revealedBy.value(r.id).line),
                      QCoreApplication::translate(
                          "lessons", "let one question reveal it; remove `reveal` here, or "
                                     "reveal a copy of the block with its own id"));
                continue;
            }
            revealedBy.insert(r.id, r.pos);
            // A hidden block says "answer the prediction above first".
            if (target->pos.line < r.pos.line) {
                error(r.pos,
                      QCoreApplication::translate(
                          "lessons", "`reveal` names %1 on line %2, above this question")
                          .arg(quoted(r.id))
                          .arg(target->pos.line),
                      QCoreApplication::translate("lessons",
                                                  "move the %1 below the question that reveals it")
                          .arg(target->type));
                continue;
            }
        }
        if (!target && symbols.lostNames.contains(r.id))
            continue;
        if (!target)
            error(r.pos,
                  QCoreApplication::translate("lessons",
                                              "`reveal` names %1, which is no block of this lesson")
                      .arg(quoted(r.id)),
                  didYouMean(
                      r.id, ids,
                      QCoreApplication::translate("lessons", "use the id of a chart or table")));
        else if (const BlockEntry* spec = findBlockSpec(target->type); !spec || !spec->revealable)
            error(r.pos,
                  QCoreApplication::translate(
                      "lessons", "`reveal` names the %1 %2; only charts and tables can be "
                                 "revealed")
                      .arg(target->type, quoted(r.id)),
                  QCoreApplication::translate("lessons", "use the id of a chart or table"));
    }
}

namespace {

void collect(const QList<Block>& blocks, const QString& type, QList<const Block*>* out) {
    for (const Block& b : blocks) {
        if (b.type == type)
            out->append(&b);
        collect(b.children, type, out);
    }
}

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

void Parser::checkAnswersOnScreen() {
    QList<const Block*> readouts, questions, controls;
    collect(lesson_.blocks, QStringLiteral("readout"), &readouts);
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
        // A readout that waits for this question shows the answer only once it is given.
        const QList<const Block*> printing = shown.value(normalFormula(expected->value));
        const auto visible = std::find_if(printing.begin(), printing.end(),
                                          [&](const Block* r) { return !waits(r); });
        if (visible == printing.end())
            continue;
        warning(expected->valuePos,
                QCoreApplication::translate(
                    "lessons", "the answer to %1 is printed by the readout on line %2, so it can "
                               "be copied")
                    .arg(quoted(q->id()))
                    .arg((*visible)->pos.line),
                QCoreApplication::translate(
                    "lessons", "ask for a value the page does not show, or take that formula out "
                               "of the readout"));
    }
}

const Block* Parser::findTarget(const QList<Block>& blocks, const QString& id) {
    for (const Block& b : blocks) {
        if (const Entry* e = b.entry(QStringLiteral("id")); e && e->value == id)
            return &b;
        if (const Block* inner = findTarget(b.children, id))
            return inner;
    }
    return nullptr;
}

void Parser::checkMonteCarloCharts() {
    QList<const Block*> charts;
    collect(lesson_.blocks, QStringLiteral("chart"), &charts);
    int count = 0;
    for (const Block* chart : std::as_const(charts)) {
        const QString kind = chart->kind();
        if (kind != QLatin1String("histogram") && kind != QLatin1String("sigma-vs-dk"))
            continue;
        if (++count == kMaxMonteCarloCharts + 1) {
            error(chart->pos,
                  QCoreApplication::translate("lessons",
                                              "more than %1 Monte Carlo charts (`histogram`, "
                                              "`sigma-vs-dk`) in one lesson")
                      .arg(kMaxMonteCarloCharts),
                  QCoreApplication::translate(
                      "lessons", "each draws up to 100,000 pairs of vectors in the background; "
                                 "bind several charts to one slider instead of repeating them, or "
                                 "move some to another lesson"));
        }
    }
}

// A takeaway right after an explain-it-back waits until the student has compared (RevealPlan);
// one anywhere above it is shown from the start and gives the model answer away (author24's
// pass: the takeaways closed the section before "## Explain it back").
void Parser::checkTakeawayPlacement() {
    // In reading order, the blocks of groups (a walkthrough's steps, a quick check) included:
    // a takeaway in a walkthrough step is shown when its step is (author25's pass).
    QList<const Block*> reading;
    const std::function<void(const QList<Block>&)> collect = [&](const QList<Block>& blocks) {
        for (const Block& b : blocks) {
            reading.append(&b);
            collect(b.children);
        }
    };
    collect(lesson_.blocks);
    const Block* takeaway = nullptr;
    for (const Block* block : std::as_const(reading)) {
        const Block& b = *block;
        if (b.type == QLatin1String("explain")) {
            if (takeaway)
                warning(takeaway->pos,
                        QCoreApplication::translate(
                            "lessons", "a takeaway above the explain-it-back on line %1 is shown "
                                       "from the start and may give its model answer away")
                            .arg(b.pos.line),
                        QCoreApplication::translate(
                            "lessons", "move it right after the `explain` block: there it waits "
                                       "until the student has compared their explanation"));
            takeaway = nullptr;
        } else if (b.type == QLatin1String("callout") && b.kind() == QLatin1String("takeaway")) {
            takeaway = &b;
        }
    }
}

namespace {

// `softmax(...)` as the whole formula: a weight, a fraction from 0 to 1.
bool isSoftmaxWeight(const QString& expr) {
    static const QRegularExpression call(QStringLiteral("^\\s*softmax\\s*\\("));
    const QRegularExpressionMatch m = call.match(expr);
    if (!m.hasMatch())
        return false;
    int depth = 1;
    qsizetype i = m.capturedEnd();
    for (; i < expr.size() && depth > 0; ++i) {
        if (expr.at(i) == QLatin1Char('('))
            ++depth;
        else if (expr.at(i) == QLatin1Char(')'))
            --depth;
    }
    return depth == 0 && expr.mid(i).trimmed().isEmpty();
}

} // namespace

// A softmax weight printed or graded as a percentage: an outside author's `{softmax(...)|2}%`
// read "0.73%" on the page, and a numeric question with `unit: %` and `expected: softmax(...)`
// graded the student's 73.1 wrong (author25's pass; each passed --check without a word).
void Parser::checkPercentOfFraction() {
    const std::function<void(const QList<Block>&)> visit = [&](const QList<Block>& blocks) {
        for (const Block& b : blocks) {
            visit(b.children);
            const QList<KeySpec> keys = keysFor(b.type, b.kind());
            for (const Entry& e : b.entries) {
                const KeySpec* spec = findKey(keys, e.key, !e.arg.isEmpty());
                if (!spec || spec->type != ValueType::Readout)
                    continue;
                for (const Placeholder& p : readoutPlaceholders(e.value).valueOr({})) {
                    if (!isSoftmaxWeight(p.expr) ||
                        !e.value.mid(p.offset + p.length).trimmed().startsWith(QLatin1Char('%')))
                        continue;
                    warning(valuePos(e, p.offset),
                            QCoreApplication::translate(
                                "lessons", "%1 prints a softmax weight, a fraction from 0 to 1, "
                                           "before `%`: the page reads e.g. 0.73% for 73%")
                                .arg(quoted(e.value.mid(p.offset, p.length))),
                            QCoreApplication::translate("lessons", "write `{100 * %1}`")
                                .arg(p.expr.trimmed() + (p.decimals >= 0
                                                             ? QStringLiteral("|%1").arg(p.decimals)
                                                             : QString())));
                }
            }
            const Entry* expected = b.entry(QStringLiteral("expected"));
            if (b.type == QLatin1String("question") && expected &&
                b.text(QStringLiteral("unit")).trimmed() == QLatin1String("%") &&
                isSoftmaxWeight(expected->value)) {
                warning(expected->valuePos,
                        QCoreApplication::translate(
                            "lessons", "`expected` is a softmax weight, a fraction from 0 to 1, "
                                       "but `unit` is `%`: a student who types the percentage "
                                       "is graded wrong"),
                        QCoreApplication::translate("lessons", "write `expected: 100 * %1`")
                            .arg(expected->value.trimmed()));
            }
        }
    };
    visit(lesson_.blocks);
}

} // namespace lessons::parse
