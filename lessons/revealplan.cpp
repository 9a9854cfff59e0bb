// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/revealplan.h"

#include "lessons/blockspecs.h"
#include "lessons/expression.h"
#include "lessons/schema.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <functional>
#include <optional>

namespace lessons {

namespace {

// Where a block sits: its siblings (the list its page layout shows in order), its place among
// them, its group and the top-level block that holds it.
struct Place {
    const QList<Block>* siblings = nullptr;
    int index = 0;
    const Block* group = nullptr; // null at the top level; a walkthrough's blocks: their step
    int topLevel = 0;
};

// Group ends and steps are structure only: no widget of theirs sits among the siblings.
bool shown(const Block& block) {
    switch (blockType(block)) {
    case BlockType::QuickCheckEnd:
    case BlockType::WalkthroughEnd:
    case BlockType::ConsoleEnd:
    case BlockType::Step:
    case BlockType::Unknown:
        return false;
    default:
        return true;
    }
}

void index(const QList<Block>& blocks, const Block* group, int topLevel,
           QHash<const Block*, Place>* places, QList<const Block*>* order) {
    for (int i = 0; i < blocks.size(); ++i) {
        const Block& block = blocks.at(i);
        const int top = group ? topLevel : i;
        places->insert(&block, {&blocks, i, group, top});
        order->append(&block);
        index(block.children, &block, top, places, order);
    }
}

// The parameters a block reads through `key: @param`.
QStringList boundParameters(const Block& block) {
    QStringList names;
    for (const Entry& entry : block.entries) {
        if (entry.value.startsWith(QLatin1Char('@')))
            names.append(entry.value.mid(1).trimmed());
    }
    return names;
}

bool isEditableChart(const Block& block) {
    const ChartSpec* chart = block.specAs<ChartSpec>();
    const ScoreBarsSpec* bars = chart ? std::get_if<ScoreBarsSpec>(&chart->kind) : nullptr;
    return bars && bars->editable;
}

bool isTakeaway(const Block& block) {
    const CalloutSpec* callout = block.specAs<CalloutSpec>();
    return callout && callout->kind == CalloutKind::Takeaway;
}

// Whether two charts (or tables) draw the same figure: the same kind, and every key a lesson
// writes as a literal the same on both (a default counts as written). A key bound to a control
// (`dk: @satdk`) may differ: the student can set it to the other's value. Titles and captions are
// words about the figure, not the figure.
bool drawsTheSame(const Block& a, const Block& b) {
    const BlockType type = blockType(a);
    if ((type != BlockType::Chart && type != BlockType::Table) || blockType(b) != type ||
        a.kind() != b.kind())
        return false;
    static const QStringList kWords = {QStringLiteral("id"), QStringLiteral("title"),
                                       QStringLiteral("caption")};
    const auto literal = [](const Block& block, const Entry& entry) {
        const Entry* own = block.entry(entry.key, entry.arg);
        const QString value = own ? own->value : block.text(entry.key, entry.arg);
        return value.startsWith(QLatin1Char('@')) ? std::optional<QString>()
                                                  : std::optional<QString>(value.simplified());
    };
    for (const Block* one : {&a, &b}) {
        const Block& other = one == &a ? b : a;
        for (const Entry& entry : one->entries) {
            if (kWords.contains(entry.key))
                continue;
            const auto mine = literal(*one, entry);
            const auto theirs = literal(other, entry);
            if (mine && theirs && *mine != *theirs)
                return false;
        }
    }
    return true;
}

// Whether `block` is a question without a reveal of its own whose right answer is computed from
// one of `parameters` (a numeric question's `expected`).
bool readsAny(const Block& block, const QStringList& parameters) {
    const QString expected = questionExpected(block);
    if (!questionReveal(block).isEmpty() || expected.isEmpty())
        return false;
    const auto names = expressionVariables(expected);
    return names.ok() &&
           std::any_of(names.value().begin(), names.value().end(),
                       [&](const QString& name) { return parameters.contains(name); });
}

} // namespace

QList<RevealPlan::Hold> holdsOf(const Lesson& lesson) {
    QList<RevealPlan::Hold> holds;
    QList<Section> sections; // made only for a lesson with a hold
    const std::function<void(const QList<Block>&, int)> visit = [&](const QList<Block>& blocks,
                                                                    int top) {
        for (int i = 0; i < blocks.size(); ++i) {
            const Block& block = blocks.at(i);
            const int topLevel = top < 0 ? i : top;
            const QString until = questionHold(block);
            if (!until.isEmpty()) {
                RevealPlan::Hold hold{&block, topLevel + 1, int(lesson.blocks.size())};
                if (until != kHoldToEnd) {
                    // The prose read again only for a hold up to a heading: the outline asks
                    // for every lesson's holds after each answer.
                    if (sections.isEmpty())
                        sections = lesson.sections();
                    const auto named =
                        std::find_if(sections.cbegin(), sections.cend(), [&](const Section& s) {
                            return s.blockIndex > topLevel && s.title.trimmed() == until;
                        });
                    hold.end = named == sections.cend() ? hold.first : named->blockIndex;
                }
                if (hold.end > hold.first)
                    holds.append(hold);
            }
            visit(block.children, topLevel);
        }
    };
    visit(lesson.blocks, -1);
    return holds;
}

QList<const Block*> holdersOf(const QList<RevealPlan::Hold>& holds, int blockIndex) {
    QList<const Block*> questions;
    for (const RevealPlan::Hold& hold : holds) {
        if (blockIndex >= hold.first && blockIndex < hold.end)
            questions.append(hold.question);
    }
    return questions;
}

bool followsAReveal(const Block& block) {
    if (block.opensSection())
        return false;
    switch (blockType(block)) {
    case BlockType::Prose:
    case BlockType::Code:
    case BlockType::Callout:
    case BlockType::Formula:
    case BlockType::Slider:
    case BlockType::Toggle:
    case BlockType::Choice:
    case BlockType::Chart:
    case BlockType::Table:
    case BlockType::Readout:
        return true;
    default: // a question, lab or explain-it-back is a step of its own; so is a group
        return false;
    }
}

bool RevealPlan::isRevealTarget(const Block* block) const {
    return std::any_of(reveals.begin(), reveals.end(),
                       [block](const Reveal& reveal) { return reveal.target == block; });
}

// A block a hold holds waits from the start too: a held section shown for a moment while the page
// builds would answer the question.
bool RevealPlan::waitsForAQuestion(const Block* block) const {
    return std::any_of(reveals.begin(), reveals.end(),
                       [block](const Reveal& reveal) {
                           return reveal.target == block || reveal.followers.contains(block);
                       }) ||
           held.contains(block);
}

RevealPlan RevealPlan::of(const Lesson& lesson) {
    QHash<const Block*, Place> places;
    QList<const Block*> order; // document order, groups before their blocks
    index(lesson.blocks, nullptr, 0, &places, &order);

    RevealPlan plan;
    // The plan is made in the order the page shows it: each reveal moves its followers into the
    // target's placeholder, so a later reveal no longer finds them beside its own blocks.
    QHash<const Block*, const Block*> adoptedBy; // follower -> the target it waits with
    QSet<const Block*> gated;                    // targets of the reveals made so far
    // The top-level block a block shows in now: a follower shows in its target's placeholder.
    const auto topLevelNow = [&](const Block* block) {
        while (adoptedBy.contains(block))
            block = adoptedBy.value(block);
        return places.value(block).topLevel;
    };

    QSet<const Block*> lockedByAny; // the controls some reveal made so far locks
    // Makes the reveal of `target` by `question`. An echo (below) locks only the controls that
    // drive it and are free: the controls between the question and it belong to other parts.
    const auto makeReveal = [&](const Block* question, const Block* target, bool echo) {
        Reveal reveal;
        reveal.question = question;
        reveal.target = target;
        const Place at = places.value(target);
        const bool inConsole = at.group && blockType(*at.group) == BlockType::Console;
        // Appends the followers from sibling `from` on; returns the sibling that ended them.
        const auto follow = [&](int from) {
            int i = from;
            for (; i < at.siblings->size(); ++i) {
                const Block* next = &at.siblings->at(i);
                if (!shown(*next))
                    continue;
                if (!followsAReveal(*next) || gated.contains(next))
                    break;
                reveal.followers.append(next);
            }
            return i;
        };
        int followersEnd = inConsole ? at.siblings->size() : follow(at.index + 1);
        // Between the question and its target, when both sit in the same column.
        QList<const Block*> locked;
        const Place asked = places.value(question);
        const bool sameColumn = !echo && !inConsole && asked.siblings == at.siblings;
        if (sameColumn && !adoptedBy.contains(target)) {
            for (int i = asked.index + 1; i < at.index; ++i) {
                const Block* between = &at.siblings->at(i);
                if (isControl(*between) && !adoptedBy.contains(between))
                    locked.append(between);
            }
        }
        const QStringList drives = boundParameters(*target);
        const int questionTop = asked.topLevel;
        for (const Block* control : std::as_const(order)) {
            if (!isControl(*control) || locked.contains(control) ||
                !drives.contains(controlParameter(*control)) ||
                topLevelNow(control) < questionTop || (echo && lockedByAny.contains(control)))
                continue;
            locked.append(control);
        }
        // An editable chart sets the sliders it is bound to, so it is a control too: it locks
        // between the question and its target, and with any slider it sets that locks.
        QStringList lockedParams;
        for (const Block* control : std::as_const(locked))
            lockedParams.append(controlParameter(*control));
        // A second slider for a locked parameter, below the question too (repeated beside
        // another question), would move what the lock holds still: it locks with the first.
        for (const Block* control : std::as_const(order)) {
            if (isControl(*control) && !locked.contains(control) &&
                lockedParams.contains(controlParameter(*control)) &&
                topLevelNow(control) >= questionTop && !(echo && lockedByAny.contains(control)))
                locked.append(control);
        }
        for (const Block* chart : std::as_const(order)) {
            if (chart == target || !isEditableChart(*chart) || locked.contains(chart) ||
                (echo && lockedByAny.contains(chart)))
                continue;
            const Place here = places.value(chart);
            const bool between = sameColumn && here.siblings == at.siblings &&
                                 here.index > asked.index && here.index < at.index;
            const QStringList sets = boundParameters(*chart);
            if (between || std::any_of(sets.begin(), sets.end(), [&](const QString& name) {
                    return lockedParams.contains(name);
                }))
                locked.append(chart);
        }
        std::sort(locked.begin(), locked.end(), [&](const Block* a, const Block* b) {
            return order.indexOf(a) < order.indexOf(b);
        });
        reveal.lockedControls = locked;
        // A question right after the followers whose answer is computed from a locked control
        // asks about what is still hidden (lesson 1's lab-dot reads the arrows' sliders): it
        // waits with the target, and so does what follows it.
        QStringList lockedNow;
        for (const Block* control : std::as_const(locked))
            lockedNow.append(isEditableChart(*control) ? boundParameters(*control)
                                                       : QStringList{controlParameter(*control)});
        while (followersEnd < at.siblings->size() &&
               readsAny(at.siblings->at(followersEnd), lockedNow)) {
            reveal.followers.append(&at.siblings->at(followersEnd));
            followersEnd = follow(followersEnd + 1);
        }
        for (const Block* follower : std::as_const(reveal.followers))
            adoptedBy.insert(follower, target);
        for (const Block* control : std::as_const(locked))
            lockedByAny.insert(control);
        gated.insert(target);
        plan.reveals.append(reveal);
    };

    for (const Block* question : std::as_const(order)) {
        if (blockType(*question) != BlockType::Question)
            continue;
        const QString targetId = questionReveal(*question);
        const Block* target = targetId.isEmpty() ? nullptr : lesson.findById(targetId);
        if (target && places.contains(target))
            makeReveal(question, target, false);
    }
    // A chart below the question that draws what its target draws (an echo) would show the
    // answer while the target waits, anywhere further down the page (lesson 5's "Watch it happen"
    // lab drew step 2's six keys at 1024): it waits too, in its own place, with what follows it.
    // One that a question of its own guards, or that already waits with a target, keeps that;
    // none in a console, one experiment on one screen whose controls its own prediction locks.
    const qsizetype authored = plan.reveals.size();
    for (qsizetype r = 0; r < authored; ++r) {
        const Block* question = plan.reveals.at(r).question;
        const Block* target = plan.reveals.at(r).target;
        for (qsizetype i = order.indexOf(question) + 1; i < order.size(); ++i) {
            const Block* echo = order.at(i);
            const Block* group = places.value(echo).group;
            if (!gated.contains(echo) && !adoptedBy.contains(echo) &&
                !(group && blockType(*group) == BlockType::Console) && drawsTheSame(*target, *echo))
                makeReveal(question, echo, true);
        }
    }
    std::stable_sort(plan.reveals.begin(), plan.reveals.end(),
                     [&](const Reveal& a, const Reveal& b) {
                         return order.indexOf(a.question) < order.indexOf(b.question);
                     });

    plan.holds = holdsOf(lesson);
    for (const Hold& hold : std::as_const(plan.holds)) {
        for (int i = hold.first; i < hold.end; ++i)
            plan.held.insert(&lesson.blocks.at(i));
    }

    const Block* explain = nullptr;
    for (const Block& block : lesson.blocks) {
        const BlockType type = blockType(block);
        if (type == BlockType::Prose)
            continue; // a heading between the two still counts as "right below"
        if (explain && isTakeaway(block) && !adoptedBy.contains(&block))
            plan.takeaways.append(TakeawayGate{explain, &block});
        explain = type == BlockType::Explain ? &block : nullptr;
    }
    return plan;
}

} // namespace lessons
