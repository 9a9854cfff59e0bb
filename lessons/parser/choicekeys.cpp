// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A choice question's `answer` against what its own texts say is right (author27: a wrong
// `single` key with neutral feedback and wrong `multi` keys passed `--check`, and every student
// who knew the material was graded wrong and sent to review). The texts tell through a feedback
// that opens with a verdict ("Right: ...", "Not quite: ..."). Explanations were read too (the
// words of one option only; an "only ..." clause), but on the built-in course that called 13 of
// its right keys wrong ("moves only the sharpness" explains a wrong option): where no feedback
// tells, the key cannot be held to anything: a warning asks for one verdict (author27's 113,
// 030, 031; the built-in course opens its keys' feedback with "Right:").
#include "lessons/parser/giveaways.h"
#include "lessons/parser/grammar.h"
#include "lessons/parser/parser.h"

#include <QCoreApplication>
#include <algorithm>

namespace lessons::parse {

void Parser::checkChoiceKeys() {
    QList<const Block*> questions;
    collect(lesson_.blocks, QStringLiteral("question"), &questions);
    for (const Block* q : std::as_const(questions)) {
        const Entry* answer = q->entry(QStringLiteral("answer"));
        const QString kind = q->kind();
        if (!answer || (kind != QLatin1String("single") && kind != QLatin1String("multi")) ||
            q->text(QStringLiteral("style")) == QLatin1String("predict"))
            continue; // a prediction is graded against the live figure, not a verdict
        const QStringList options = q->args(QStringLiteral("option"));
        QStringList key;
        for (const QString& id : answer->value.split(QLatin1Char(',')))
            key.append(id.trimmed());
        if (!std::all_of(key.begin(), key.end(),
                         [&](const QString& id) { return options.contains(id); }))
            continue; // reported as an answer that names no option
        QStringList feedbackRight, feedbackWrong;
        int feedbackCount = 0;
        for (const Entry& e : q->entries) {
            if (e.key != QLatin1String("feedback"))
                continue;
            ++feedbackCount;
            if (saysRight(e.value))
                feedbackRight.append(e.arg);
            else if (saysWrong(e.value))
                feedbackWrong.append(e.arg);
        }
        if (feedbackCount > 0 && feedbackRight.isEmpty() && feedbackWrong.isEmpty()) {
            // author27 (cases 113, 030, 031): a wrong key beside feedback that only discusses
            // the options passed silently, and every student who knew the answer was graded
            // wrong. One verdict (the key's "Right: ...") is enough to hold the key to it.
            warning(answer->valuePos,
                    QCoreApplication::translate(
                        "lessons", "the key of %1 cannot be checked: no feedback of its options "
                                   "says whether that option is right")
                        .arg(quoted(q->id())),
                    QCoreApplication::translate(
                        "lessons", "open the feedback of each option in `answer` with a verdict "
                                   "such as \"Right:\", and of the others with one such as "
                                   "\"Not quite:\""));
            continue;
        }
        const QString said = key.join(QStringLiteral(", "));
        const auto report = [&](const QString& message, const QString& hint) {
            error(answer->valuePos, message, hint);
        };
        const QString fixHint = QCoreApplication::translate(
            "lessons", "correct `answer`, or the text if it stands under the wrong option's id");
        if (kind == QLatin1String("single")) {
            // One other option whose feedback says it is right, the key's own not saying so.
            if (!feedbackRight.contains(key.first()) && feedbackRight.size() == 1)
                report(QCoreApplication::translate(
                           "lessons", "`answer` is %1, but the feedback for %2 says it is right")
                           .arg(quoted(key.first()), quoted(feedbackRight.first())),
                       fixHint);
            continue;
        }
        // multi: every option whose feedback says right is ticked, none that says wrong.
        QStringList left, extra;
        for (const QString& id : std::as_const(feedbackRight)) {
            if (!key.contains(id))
                left.append(id);
        }
        for (const QString& id : std::as_const(feedbackWrong)) {
            if (key.contains(id))
                extra.append(id);
        }
        if (!left.isEmpty())
            report(QCoreApplication::translate(
                       "lessons", "`answer` is %1 and leaves out %2, whose feedback says right")
                       .arg(quoted(said), quoted(left.join(QStringLiteral(", ")))),
                   fixHint);
        else if (!extra.isEmpty())
            report(QCoreApplication::translate(
                       "lessons", "`answer` is %1 and includes %2, whose feedback says wrong")
                       .arg(quoted(said), quoted(extra.join(QStringLiteral(", ")))),
                   fixHint);
        // author28's case 021: one option's feedback reworded without a verdict, the others
        // keeping theirs: the key went unchecked for that option, and its wrong tick passed.
        else if (const auto silent = std::find_if(q->entries.begin(), q->entries.end(),
                                                  [&](const Entry& e) {
                                                      return e.key == QLatin1String("feedback") &&
                                                             !feedbackRight.contains(e.arg) &&
                                                             !feedbackWrong.contains(e.arg);
                                                  });
                 silent != q->entries.end() &&
                 feedbackRight.size() + feedbackWrong.size() + 1 == feedbackCount)
            warning(silent->valuePos,
                    QCoreApplication::translate(
                        "lessons", "the key of %1 cannot be checked for %2: its feedback says "
                                   "neither right nor wrong, while the others' do")
                        .arg(quoted(q->id()), quoted(silent->arg)),
                    QCoreApplication::translate(
                        "lessons", "open this feedback with a verdict, such as \"Right:\" if "
                                   "%1 belongs in `answer` or \"Not quite:\" if not")
                        .arg(quoted(silent->arg)));
    }
}

} // namespace lessons::parse
