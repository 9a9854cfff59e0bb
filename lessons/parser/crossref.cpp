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

} // namespace

void collect(const QList<Block>& blocks, const QString& type, QList<const Block*>* out) {
    for (const Block& b : blocks) {
        if (b.type == type)
            out->append(&b);
        collect(b.children, type, out);
    }
}

bool anyBlock(const QList<Block>& blocks, const std::function<bool(const Block&)>& test) {
    return std::any_of(blocks.begin(), blocks.end(),
                       [&](const Block& b) { return test(b) || anyBlock(b.children, test); });
}

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
    QSet<QString> rangeReported; // "temp|temperature<": a slider's end reported for a key
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
            // At the slider's `min` or `max`, which is what has to change, once per key: a
            // `min: 0` was reported at each of three `temperature: @temp` lines instead
            // (author27's case 064).
            const Entry* end = c->block.entry(low ? QStringLiteral("min") : QStringLiteral("max"));
            const QString once = bnd.name + QLatin1Char('|') + bnd.key + (low ? u'<' : u'>');
            if ((low || hi > bnd.max) && !rangeReported.contains(once)) {
                rangeReported.insert(once);
                error(end ? end->valuePos : c->pos,
                      QCoreApplication::translate("lessons",
                                                  "slider `%1` spans %2..%3, but %4 (line %6) "
                                                  "allows %5")
                          .arg(bnd.name)
                          .arg(lo)
                          .arg(hi)
                          .arg(quoted(bnd.key), allowed)
                          .arg(bnd.pos.line),
                      QCoreApplication::translate("lessons", "narrow the slider's range"));
            }
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
    // A takeaway written as another kind of callout ("Takeaway", "In short", "Kurz gesagt"):
    // never held back, it gave the model answer away right beside the explain-it-back (check26).
    static const QRegularExpression takeawayTitle(
        QStringLiteral("^\\W*(?:(?:key )?takeaways?|in short|in a nutshell|the point|in summary|"
                       "summary|to sum up|bottom line|merke|kurz gesagt|das wichtigste|fazit|"
                       "zusammenfassung|kernaussage|auf den punkt)\\b"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    const auto disguised = [](const Block& b) {
        return b.type == QLatin1String("callout") && b.kind() != QLatin1String("takeaway") &&
               takeawayTitle.match(b.text(QStringLiteral("title"))).hasMatch();
    };
    const auto warnDisguised = [this](const Block& b, const QString& where) {
        const Entry* kind = b.entry(QStringLiteral("kind"));
        warning(kind ? kind->valuePos : b.pos,
                QCoreApplication::translate(
                    "lessons", "the callout %1 is a takeaway written as a `%2` %3: it is shown "
                               "from the start and may give the model answer away")
                    .arg(quoted(b.text(QStringLiteral("title"))), b.kind(), where),
                QCoreApplication::translate(
                    "lessons", "write `kind: takeaway` and place it right after the `explain` "
                               "block: there it waits until the student has compared their "
                               "explanation"));
    };
    const Block* takeaway = nullptr;
    QList<const Block*> disguisedAbove;
    bool afterExplain = false; // no callout since the last explain-it-back
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
            for (const Block* d : std::as_const(disguisedAbove))
                warnDisguised(*d, QCoreApplication::translate(
                                      "lessons", "above the explain-it-back on line %1")
                                      .arg(b.pos.line));
            disguisedAbove.clear();
            takeaway = nullptr;
            afterExplain = true;
        } else if (b.type == QLatin1String("callout")) {
            if (b.kind() == QLatin1String("takeaway"))
                takeaway = &b;
            else if (disguised(b) && afterExplain)
                warnDisguised(
                    b, QCoreApplication::translate("lessons", "right after an explain-it-back"));
            else if (disguised(b))
                disguisedAbove.append(&b);
            afterExplain = false;
        }
    }
}

// A softmax weight printed or graded as a percentage: an outside author's `{softmax(...)|2}%`
// read "0.73%" on the page, and a numeric question with `unit: %` and `expected: softmax(...)`
// graded the student's 73.1 wrong (author25's pass; each passed --check without a word).
void Parser::checkPercentOfFraction() {
    // Whether a formula is a weight or a probability: in [0, 1] at every control's ends and
    // default (3^n points for n <= 4 names; author27's `greedy + (1 - greedy) * softmax(...)`
    // read "0.6%" beside a table's 60.9 %). A formula with the factor 100, a choice's set or a
    // name no control sets is not judged, nor one that is 0 everywhere.
    const auto isFraction = [this](const QString& expr) {
        static const QRegularExpression hundred(QStringLiteral("(?<![\\d.])100(?![\\d.])"));
        const auto names = expressions_.of(expr);
        if (!names || names.value().size() > 4 || hundred.match(expr).hasMatch())
            return false;
        const QList<QList<double>> rows = controlEnds(names.value());
        if (rows.isEmpty())
            return false;
        const auto values = evaluateAt(expr, names.value(), rows);
        if (!values || values.value().isEmpty())
            return false;
        const QList<double>& v = values.value();
        return std::all_of(v.begin(), v.end(), [](double x) { return x >= 0 && x <= 1; }) &&
               std::any_of(v.begin(), v.end(), [](double x) { return x > 0; });
    };
    const std::function<void(const QList<Block>&)> visit = [&](const QList<Block>& blocks) {
        for (const Block& b : blocks) {
            visit(b.children);
            const QList<KeySpec> keys = keysFor(b.type, b.kind());
            for (const Entry& e : b.entries) {
                const KeySpec* spec = findKey(keys, e.key, !e.arg.isEmpty());
                if (!spec || spec->type != ValueType::Readout)
                    continue;
                for (const Placeholder& p : readoutPlaceholders(e.value).valueOr({})) {
                    if (!e.value.mid(p.offset + p.length).trimmed().startsWith(QLatin1Char('%')))
                        continue;
                    const bool softmax = isSoftmaxWeight(p.expr);
                    if (!softmax && !isFraction(p.expr))
                        continue;
                    warning(valuePos(e, p.offset),
                            (softmax ? QCoreApplication::translate(
                                           "lessons", "%1 prints a softmax weight, a fraction "
                                                      "from 0 to 1, before `%`: the page reads "
                                                      "e.g. 0.73% for 73%")
                                     : QCoreApplication::translate(
                                           "lessons", "%1 prints a fraction from 0 to 1 (its "
                                                      "value at every end and default of its "
                                                      "controls) before `%`: the page reads e.g. "
                                                      "0.73% for 73%"))
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
