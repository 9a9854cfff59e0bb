// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/lesson.h"

#include <QList>
#include <QSet>

namespace lessons {

// The teaching rules of a lesson's order, computed from its blocks alone (their order, the
// groups they sit in, their bindings and sections); the page applies the plan to its widgets.
// Every pointer points into the Lesson the plan was made from, which must outlive it.
struct RevealPlan {
    // A question's `reveal`: its target stays hidden until the question is answered. A chart
    // below the question that draws the same figure as that target (an echo: same kind, the same
    // literal keys) gets a Reveal of its own with the same question, so it waits in its place.
    struct Reveal {
        const Block* question = nullptr;
        const Block* target = nullptr;
        // The blocks right after the target that talk about it (a readout of its figures, prose
        // explaining it, its controls) wait with it, up to the next heading, question, lab,
        // explain-it-back or group; none in a console, whose cells are a grid. A question met
        // there whose right answer reads a locked control waits too, and the blocks after it
        // go on following: it asks about what is still hidden.
        QList<const Block*> followers;
        // The controls that stay disabled until the question is answered: those between the
        // question and its target (moving them first would show the answer in a neighbouring
        // readout), and those from the question's top-level block on that drive the target
        // (`@param`), wherever they sit (below the chart, beside it in a console).
        QList<const Block*> lockedControls;
    };
    // A takeaway callout right after explain-it-back (prose between them aside) states the model
    // answer: it waits until the student has compared their explanation.
    struct TakeawayGate {
        const Block* explain = nullptr;
        const Block* takeaway = nullptr;
    };

    // A question's `hold`: everything below it waits until it is answered, so that no later
    // section answers it first (lesson 2's divisor question and "The whole layer" under it).
    // What is held is whole top-level blocks, from the one after the question's top-level block
    // up to the heading `hold` names, or to the lesson's end.
    struct Hold {
        const Block* question = nullptr;
        int first = 0; // index into Lesson::blocks of the first block held
        int end = 0;   // one past the last
    };

    QList<Reveal> reveals; // in document order of the questions, a target before its echoes
    QList<TakeawayGate> takeaways;
    QList<Hold> holds;       // in document order of the questions
    QSet<const Block*> held; // the top-level blocks some hold holds

    // The blocks any question reveals: hidden from the moment they are built.
    bool isRevealTarget(const Block* block) const;
    // A reveal's target or one of its followers: hidden from the moment it is built, since the
    // page builds in batches and only puts the gates in once every block is there.
    bool waitsForAQuestion(const Block* block) const;

    static RevealPlan of(const Lesson& lesson);
};

// The holds of a lesson alone (RevealPlan::holds), cheap enough for the outline to ask at every
// mark update. A `hold` naming no heading below its question holds nothing (--check reports it).
QList<RevealPlan::Hold> holdsOf(const Lesson& lesson);
// The questions that hold the top-level block `blockIndex`, in document order.
QList<const Block*> holdersOf(const QList<RevealPlan::Hold>& holds, int blockIndex);
// A question's `hold`, trimmed: `end` or the heading it holds the page to; empty for any other
// block (read without building the question's spec, as questionReveal).
QString questionHold(const Block& block);
// The value of `hold` that holds to the end of the lesson rather than to a heading.
inline constexpr QLatin1String kHoldToEnd("end");

// Whether a block of this type waits with a revealed block right above it (see
// RevealPlan::Reveal::followers); a block that opens a section never does.
bool followsAReveal(const Block& block);

} // namespace lessons
