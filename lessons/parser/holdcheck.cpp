// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A question's `hold` (docs/lesson-format.md): it names `end` or a heading below the question.
#include "lessons/parser/grammar.h"
#include "lessons/parser/parser.h"

#include "lessons/blockspecs.h"
#include "lessons/revealplan.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>

namespace lessons::parse {

void Parser::checkHolds() {
    QList<Section> sections; // made only for a lesson with a hold
    bool anyHold = false;
    const std::function<void(const QList<Block>&, int)> visit = [&](const QList<Block>& blocks,
                                                                    int top) {
        for (int i = 0; i < blocks.size(); ++i) {
            const Block& block = blocks.at(i);
            const int topLevel = top < 0 ? i : top;
            visit(block.children, topLevel);
            const Entry* hold = block.entry(QStringLiteral("hold"));
            if (!hold || blockType(block) != BlockType::Question)
                continue;
            anyHold = true;
            const QString until = hold->value.trimmed();
            if (until == kHoldToEnd) {
                if (topLevel + 1 >= lesson_.blocks.size())
                    warning(hold->valuePos,
                            QCoreApplication::translate(
                                "lessons", "`hold: end` holds nothing: nothing follows this "
                                           "question"),
                            QCoreApplication::translate("lessons", "remove `hold`"));
                continue;
            }
            if (sections.isEmpty())
                sections = lesson_.sections();
            const auto named =
                std::find_if(sections.cbegin(), sections.cend(), [&](const Section& section) {
                    return section.blockIndex > topLevel && section.title.trimmed() == until;
                });
            if (named == sections.cend()) {
                error(hold->valuePos,
                      QCoreApplication::translate(
                          "lessons", "`hold` names the heading %1, which is not below this "
                                     "question")
                          .arg(quoted(until)),
                      QCoreApplication::translate(
                          "lessons", "write `end` to hold the rest of the lesson, or a `#` or `##` "
                                     "heading below the question, as it stands after its #s, to "
                                     "hold everything up to it"));
            } else if (named->blockIndex == topLevel + 1) {
                warning(hold->valuePos,
                        QCoreApplication::translate(
                            "lessons", "`hold` holds nothing: the heading %1 comes right after "
                                       "this question")
                            .arg(quoted(until)),
                        QCoreApplication::translate(
                            "lessons", "name a later heading, or `end`, or remove `hold`"));
            }
        }
    };
    visit(lesson_.blocks, -1);
    if (!anyHold)
        return;
    // A question that waits with a revealed block (RevealPlan::Reveal::followers) keeps what it
    // holds hidden once answered (tst_holds), except the blocks that wait with that reveal too:
    // they stand in its placeholder and show with the other question's answer.
    const RevealPlan plan = RevealPlan::of(lesson_);
    for (const RevealPlan::Reveal& reveal : plan.reveals) {
        for (int i = 0; i + 1 < reveal.followers.size(); ++i) {
            const Block* follower = reveal.followers.at(i);
            const Entry* hold = follower->entry(QStringLiteral("hold"));
            if (!hold || blockType(*follower) != BlockType::Question)
                continue;
            const QString held = quoted(follower->id());
            const QString asker = quoted(reveal.question->id());
            error(hold->valuePos,
                  QCoreApplication::translate(
                      "lessons", "%1 cannot hold the blocks right below it: they wait with %2, "
                                 "which %3 on line %4 reveals, and show once %3 is answered")
                      .arg(held, quoted(reveal.target->id()), asker)
                      .arg(reveal.question->pos.line),
                  QCoreApplication::translate(
                      "lessons", "put a heading right below %1, so that what it holds is a "
                                 "section of its own, or move `hold` to %2")
                      .arg(held, asker));
        }
    }
}

} // namespace lessons::parse
