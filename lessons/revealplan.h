// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/lesson.h"

#include <QList>

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

    QList<Reveal> reveals; // in document order of the questions, a target before its echoes
    QList<TakeawayGate> takeaways;

    // The blocks any question reveals: hidden from the moment they are built.
    bool isRevealTarget(const Block* block) const;
    // A reveal's target or one of its followers: hidden from the moment it is built, since the
    // page builds in batches and only puts the gates in once every block is there.
    bool waitsForAQuestion(const Block* block) const;

    static RevealPlan of(const Lesson& lesson);
};

// Whether a block of this type waits with a revealed block right above it (see
// RevealPlan::Reveal::followers); a block that opens a section never does.
bool followsAReveal(const Block& block);

} // namespace lessons
