// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The registry entries, rules and typed views of what a student does: lab, question, explain.

#include "lessons/kinds/entries.h"

#include "lessons/math.h"
#include "lessons/parser/giveaways.h"
#include "lessons/parser/grammar.h"
#include "lessons/revealplan.h"
#include "lessons/typednumbers.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace lessons {

using kinds::K;
using kinds::optionalHtml;
using parse::didYouMean;
using parse::numberOf;
using parse::quoted;
using parse::valuePos;
using VT = ValueType;

namespace {

void labRules(const Block& b, RuleSink& sink) {
    const Entry* dims = b.entry(QStringLiteral("dims"));
    QList<double> dimValues;
    if (dims) {
        const Result<QList<double>> parsed = parseNumberList(dims->value, kMaxLabDims, kMaxDk);
        if (parsed) {
            int offset = 0;
            const QStringList parts = dims->value.split(QLatin1Char(','));
            for (int i = 0; i < parsed.value().size(); ++i) {
                const double v = parsed.value().at(i);
                const QString part = parts.value(i);
                const int at =
                    offset +
                    int(part.size() - part.trimmed().size() > 0 ? part.indexOf(part.trimmed()) : 0);
                if (v != std::floor(v) || v < 1) {
                    sink.error(
                        valuePos(*dims, at),
                        QCoreApplication::translate(
                            "lessons", "head dimension %1 is not a whole number from 1 to %2")
                            .arg(part.trimmed())
                            .arg(kMaxDk),
                        QCoreApplication::translate("lessons",
                                                    "use whole numbers such as 1, 64, 512"));
                    return;
                }
                // Two equal columns of the results table, one of them meant as another width.
                if (parsed.value().mid(0, i).contains(v)) {
                    sink.error(valuePos(*dims, at),
                               QCoreApplication::translate(
                                   "lessons", "head dimension %1 is listed twice in `dims`")
                                   .arg(part.trimmed()),
                               QCoreApplication::translate(
                                   "lessons", "each dimension is a column of the results table: "
                                              "list it once, or write the width you meant"));
                    return;
                }
                offset += int(part.size()) + 1;
            }
            dimValues = parsed.value();
        }
    }
    const Entry* predict = b.entry(QStringLiteral("predict"));
    if (predict && !b.has(QStringLiteral("predict-prompt")))
        sink.error(predict->keyPos, QStringLiteral("`predict` without `predict-prompt`"),
                   QCoreApplication::translate(
                       "lessons", "add `predict-prompt: ...` saying what the student predicts"));
    if (!predict) {
        for (const char* key : {"predict-prompt", "predict-dim"}) {
            if (const Entry* e = b.entry(QString::fromLatin1(key)))
                sink.warning(
                    e->keyPos,
                    QCoreApplication::translate("lessons", "%1 is unused without `predict`")
                        .arg(quoted(e->key)),
                    QCoreApplication::translate(
                        "lessons", "add `predict: direction` or `predict: max-weight`, or "
                                   "remove it"));
        }
    }
    // A weight predicted to the percent point is rounded: a finer tolerance grades it wrong.
    double tolerance = 0;
    const Entry* tol = b.entry(QStringLiteral("tolerance"));
    if (predict && predict->value == QLatin1String("max-weight") && tol &&
        numberOf(b, QStringLiteral("tolerance"), &tolerance) && tolerance < 0.5)
        sink.warning(tol->valuePos,
                     QCoreApplication::translate(
                         "lessons", "`tolerance` %1 is in percentage points: a predicted weight "
                                    "rounded to a whole percent is graded wrong")
                         .arg(tol->value),
                     QCoreApplication::translate("lessons",
                                                 "write the points a prediction may be off by, "
                                                 "such as `tolerance: 5`"));
    // One key takes all the weight whatever its logit, so the lab has nothing to show.
    const Entry* scores = b.entry(QStringLiteral("scores"));
    if (scores && parseNumberList(scores->value, kMaxScores, 1e300).valueOr({}).size() == 1)
        sink.warning(scores->valuePos,
                     QCoreApplication::translate(
                         "lessons", "the lab has one key, whose weight is 100 % whatever its "
                                    "logit"),
                     QCoreApplication::translate("lessons", "give `scores` two or more logits, "
                                                            "such as `scores: 2, 1, 0`"));
    double dim = 0;
    const Entry* pd = b.entry(QStringLiteral("predict-dim"));
    if (pd && numberOf(b, QStringLiteral("predict-dim"), &dim) && !dimValues.isEmpty() &&
        !dimValues.contains(dim))
        sink.error(pd->valuePos,
                   QCoreApplication::translate("lessons", "`predict-dim` %1 is not one of `dims`")
                       .arg(pd->value),
                   QCoreApplication::translate("lessons", "use one of: %1").arg(dims->value));
}

// `mistake ID: formula` and `hint ID: text` come in pairs (a key given twice is reported where
// every key is).
void numericMistakeRules(const Block& b, RuleSink& sink) {
    const QStringList mistakes = b.args(QStringLiteral("mistake"));
    const QStringList hints = b.args(QStringLiteral("hint"));
    for (const Entry& e : b.entries) {
        const bool mistake = e.key == QLatin1String("mistake");
        if ((!mistake && e.key != QLatin1String("hint")) || e.arg.isEmpty())
            continue;
        const SourcePos argPos{e.keyPos.line, e.keyPos.column + int(e.key.size()) + 1};
        if (mistake && !hints.contains(e.arg))
            sink.error(
                argPos,
                QCoreApplication::translate("lessons", "mistake %1 has no hint").arg(quoted(e.arg)),
                QCoreApplication::translate("lessons", "add `hint %1: ...`, what to tell a student "
                                                       "whose answer matches this formula")
                    .arg(e.arg));
        else if (!mistake && !mistakes.contains(e.arg))
            sink.error(argPos,
                       QCoreApplication::translate("lessons", "hint for %1, which is not a mistake")
                           .arg(quoted(e.arg)),
                       didYouMean(e.arg, mistakes,
                                  QCoreApplication::translate(
                                      "lessons", "use the id of a `mistake` line, or add "
                                                 "`mistake %1: formula`")
                                      .arg(e.arg)));
    }
}

// A student who knows nothing picks the one long, careful option and is right (issue 25). The
// floor of 20 characters keeps `Yes, always` beside `No` quiet; the length is the written text's.
void answerLengthRule(const Block& b, const QString& answerId, RuleSink& sink) {
    constexpr int kMinTelling = 20;
    const Entry* right = nullptr;
    qsizetype longestOther = 0;
    for (const Entry& e : b.entries) {
        if (e.key != QLatin1String("option"))
            continue;
        if (e.arg == answerId && !right)
            right = &e;
        else
            longestOther = std::max(longestOther, e.value.trimmed().size());
    }
    if (!right)
        return;
    const qsizetype length = right->value.trimmed().size();
    if (length < kMinTelling || length <= 2 * longestOther)
        return;
    sink.warning(right->valuePos,
                 QCoreApplication::translate("lessons",
                                             "%1, the right answer, is %2 characters long, more "
                                             "than twice any other option (at most %3): its "
                                             "length gives the answer away")
                     .arg(quoted(QStringLiteral("option ") + answerId))
                     .arg(length)
                     .arg(longestOther),
                 QCoreApplication::translate("lessons", "shorten it, or write the wrong options "
                                                        "as fully"));
}

void questionRules(const Block& b, RuleSink& sink) {
    const QString kind = b.text(QStringLiteral("kind"));
    const QStringList options = b.args(QStringLiteral("option"));
    const Entry* answer = b.entry(QStringLiteral("answer"));
    if (kind == QLatin1String("numeric")) {
        for (const Entry& e : b.entries) {
            if (e.key == QLatin1String("option") || e.key == QLatin1String("feedback") ||
                e.key == QLatin1String("answer") || e.key == QLatin1String("pin")) {
                sink.error(e.keyPos,
                           QCoreApplication::translate("lessons",
                                                       "%1 does not apply to a numeric question")
                               .arg(quoted(e.key)),
                           QCoreApplication::translate(
                               "lessons", "numeric questions are graded by `expected` and "
                                          "`tolerance`; remove it or use `kind: single`"));
                break;
            }
        }
        if (!b.has(QStringLiteral("expected")))
            sink.error(b.pos,
                       QCoreApplication::translate("lessons",
                                                   "the numeric question has no `expected` value"),
                       QCoreApplication::translate(
                           "lessons", "add `expected: ...`, a number or a formula such as "
                                      "`sqrt(dk)`"));
        numericMistakeRules(b, sink);
        return;
    }
    if (kind != QLatin1String("single") && kind != QLatin1String("multi"))
        return;
    for (const char* key : {"expected", "tolerance", "unit", "review-prompt", "review-explanation",
                            "mistake", "hint"}) {
        const QString name = QString::fromLatin1(key);
        const auto found = std::find_if(b.entries.cbegin(), b.entries.cend(),
                                        [&](const Entry& e) { return e.key == name; });
        if (const Entry* e = found == b.entries.cend() ? nullptr : &*found)
            sink.error(
                e->keyPos,
                QCoreApplication::translate("lessons", "%1 applies only to numeric questions")
                    .arg(quoted(e->key)),
                QCoreApplication::translate("lessons", "remove it, or use `kind: numeric`"));
    }
    if (options.size() < 2)
        sink.error(b.pos,
                   QCoreApplication::translate(
                       "lessons", "the question has %n option(s); it needs at least two", nullptr,
                       int(options.size())),
                   QCoreApplication::translate(
                       "lessons", "add lines like `option a: ...` and `option b: ...`"));
    // An option id written twice is most likely the option this feedback is for (an outside
    // author's `option k4: Key 5`, then `feedback k5`: "did you mean `k1`?").
    const Entry* repeated = nullptr;
    QStringList seen;
    for (const Entry& e : b.entries) {
        if (e.key != QLatin1String("option"))
            continue;
        if (!repeated && seen.contains(e.arg))
            repeated = &e;
        seen.append(e.arg);
    }
    for (const Entry& e : b.entries) {
        if (e.key == QLatin1String("feedback") && !e.arg.isEmpty() && !options.contains(e.arg))
            sink.error(
                {e.keyPos.line, e.keyPos.column + int(e.key.size()) + 1},
                QCoreApplication::translate("lessons", "feedback for %1, which is not an option")
                    .arg(quoted(e.arg)),
                repeated
                    ? QCoreApplication::translate("lessons",
                                                  "is the second `option %1` on line %2 meant as "
                                                  "`option %3`?")
                          .arg(repeated->arg)
                          .arg(repeated->keyPos.line)
                          .arg(e.arg)
                    : didYouMean(e.arg, options,
                                 QCoreApplication::translate("lessons",
                                                             "use the id of an `option` line")));
    }
    // `pin: none` keeps an option where it is written while the others are shuffled.
    if (const Entry* pin = b.entry(QStringLiteral("pin"))) {
        int offset = 0;
        for (const QString& part : pin->value.split(QLatin1Char(','))) {
            const QString id = part.trimmed();
            const int at = offset + int(part.indexOf(id.isEmpty() ? part : id));
            offset += int(part.size()) + 1;
            if (id.isEmpty() || options.contains(id))
                continue;
            sink.error(valuePos(*pin, at),
                       QCoreApplication::translate("lessons", "pinned %1 is not among the options")
                           .arg(quoted(id)),
                       didYouMean(id, options,
                                  QCoreApplication::translate(
                                      "lessons", "name the option to keep in place: %1")
                                      .arg(options.join(QStringLiteral(", ")))));
            break;
        }
    }
    if (!answer) {
        sink.error(b.pos,
                   QCoreApplication::translate("lessons", "the question has no correct answer"),
                   kind == QLatin1String("single")
                       ? QCoreApplication::translate("lessons",
                                                     "add `answer: ID` naming the correct option")
                       : QCoreApplication::translate(
                             "lessons", "add `answer: a, c` naming every correct option"));
        return;
    }
    if (answer->value.isEmpty())
        return; // reported as an empty value
    QStringList ids;
    int offset = 0;
    for (const QString& part : answer->value.split(QLatin1Char(','))) {
        const QString id = part.trimmed();
        const int at = offset + int(part.indexOf(id.isEmpty() ? part : id));
        offset += int(part.size()) + 1;
        if (id.isEmpty()) {
            sink.error(valuePos(*answer, at),
                       QCoreApplication::translate("lessons", "empty item in `answer`"),
                       QCoreApplication::translate("lessons", "remove the extra comma"));
            return;
        }
        if (!options.contains(id)) {
            sink.error(valuePos(*answer, at),
                       QCoreApplication::translate("lessons", "answer %1 is not among the options")
                           .arg(quoted(id)),
                       didYouMean(id, options,
                                  QCoreApplication::translate("lessons", "name an option: %1")
                                      .arg(options.join(QStringLiteral(", ")))));
            return;
        }
        // `answer: renorm, ratios, renorm` for `renorm, ratios, last-row`: the option the slip
        // left out was graded as wrong to tick (author25's pass).
        if (ids.contains(id)) {
            sink.error(
                valuePos(*answer, at),
                QCoreApplication::translate("lessons", "answer %1 is named twice").arg(quoted(id)),
                QCoreApplication::translate(
                    "lessons", "name each correct option once; check which one you meant"));
            return;
        }
        ids.append(id);
    }
    if (kind == QLatin1String("single") && ids.size() == 1)
        answerLengthRule(b, ids.first(), sink);
    if (kind == QLatin1String("single") && ids.size() != 1)
        sink.error(
            answer->valuePos,
            QCoreApplication::translate("lessons", "a single-choice question has one answer"),
            QCoreApplication::translate("lessons", "name one option, or use `kind: multi`"));
}

} // namespace

// ---- lab -----------------------------------------------------------------------------------
BlockEntry kinds::labEntry() {
    return {QStringLiteral("lab"),
            &kinds::blockSpecOf<LabSpec>,
            {K("id", VT::Id).req(),
             K("title", VT::Text).def(QT_TRANSLATE_NOOP("lessons::Registry", "Lab")),
             K("scores", VT::List).req().items(1, kMaxScores),
             K("dims", VT::List).req().items(1, kMaxLabDims, kMaxDk),
             K("scale", VT::Enum).choicesOf(kinds::kScaleNames).def("sqrt"),
             K("predict", VT::Enum).choices({"direction", "max-weight"}),
             K("predict-prompt", VT::Text), K("predict-dim", VT::Int).range(1, kMaxDk),
             K("tolerance", VT::Number).range(0, 100).def("5"), K("instructions", VT::Text)},
            {},
            &labRules};
}

LabSpec LabSpec::from(const Block& block) {
    LabSpec spec;
    spec.id = block.id();
    spec.titleHtml = optionalHtml(block, QStringLiteral("title"));
    spec.instructionsHtml = optionalHtml(block, QStringLiteral("instructions"));
    static constexpr std::pair<const char*, PredictKind> predictNames[] = {
        {"direction", PredictKind::Direction}, {"max-weight", PredictKind::MaxWeight}};
    spec.predict =
        kinds::enumOf(block.text(QStringLiteral("predict")), predictNames, PredictKind::None);
    spec.predictPromptHtml = block.html(QStringLiteral("predict-prompt"));
    spec.scores = block.list(QStringLiteral("scores"));
    for (double dim : block.list(QStringLiteral("dims")))
        spec.dims.append(int(dim));
    spec.predictDim = block.has(QStringLiteral("predict-dim"))
                          ? block.integer(QStringLiteral("predict-dim"))
                          : spec.dims.value(0, 1);
    spec.tolerance = block.number(QStringLiteral("tolerance"));
    spec.scale =
        kinds::scaleRuleOf(block.text(QStringLiteral("scale")), attn::ScaleRule::InvSqrtDk);
    return spec;
}

// ---- question ------------------------------------------------------------------------------
BlockEntry kinds::questionEntry() {
    return {
        QStringLiteral("question"),
        &kinds::blockSpecOf<QuestionSpec>,
        {K("id", VT::Id).req(), K("kind", VT::Enum).req().choices({"single", "multi", "numeric"}),
         K("prompt", VT::Text).req(), K("option", VT::Text).arg().rep(),
         K("feedback", VT::Text).arg().rep(), K("answer", VT::OptionIds), K("pin", VT::OptionIds),
         K("expected", VT::Expr), K("tolerance", VT::Number).range(0, 1e300).def("0"),
         K("unit", VT::Text), K("explanation", VT::Text), K("review-prompt", VT::Readout),
         K("review-explanation", VT::Readout), K("mistake", VT::Expr).arg().rep(),
         K("hint", VT::Text).arg().rep(),
         K("style", VT::Enum).choices({"check", "predict"}).def("check"), K("reveal", VT::BlockRef),
         K("hold", VT::Text)},
        {},
        &questionRules};
}

namespace {
QStringList idList(const QString& value) {
    QStringList ids;
    for (const QString& part : value.split(QLatin1Char(','))) {
        const QString id = part.trimmed();
        if (!id.isEmpty())
            ids.append(id);
    }
    return ids;
}
} // namespace

QuestionSpec QuestionSpec::from(const Block& block) {
    static constexpr std::pair<const char*, QuestionKind> kindNames[] = {
        {"single", QuestionKind::Single},
        {"multi", QuestionKind::Multi},
        {"numeric", QuestionKind::Numeric}};
    QuestionSpec spec;
    spec.id = block.id();
    spec.kind = kinds::enumOf(block.kind(), kindNames, QuestionKind::Single);
    spec.predictStyle = block.text(QStringLiteral("style")) == QLatin1String("predict");
    spec.promptHtml = block.html(QStringLiteral("prompt"));
    spec.options = kinds::optionsOf(block, QStringLiteral("option"));
    spec.answer = idList(block.text(QStringLiteral("answer")));
    spec.pinned = idList(block.text(QStringLiteral("pin")));
    const QString feedback = QStringLiteral("feedback");
    for (const ChoiceOption& option : std::as_const(spec.options)) {
        if (block.has(feedback, option.id))
            spec.feedbackHtml.insert(option.id,
                                     parse::withoutOpeningVerdict(block.html(feedback, option.id)));
    }
    spec.expected = block.text(QStringLiteral("expected"));
    spec.tolerance = block.number(QStringLiteral("tolerance"));
    spec.unitHtml = optionalHtml(block, QStringLiteral("unit"));
    spec.explanationHtml = optionalHtml(block, QStringLiteral("explanation"));
    spec.reviewPrompt = block.text(QStringLiteral("review-prompt"));
    spec.reviewExplanation = block.text(QStringLiteral("review-explanation"));
    for (const Entry& e : block.entries) {
        if (e.key == QLatin1String("mistake") && !e.arg.isEmpty())
            spec.mistakes.append({e.arg, e.value, block.html(QStringLiteral("hint"), e.arg)});
    }
    spec.reveal = block.text(QStringLiteral("reveal"));
    return spec;
}

QString questionReveal(const Block& block) {
    return blockType(block) == BlockType::Question ? block.text(QStringLiteral("reveal"))
                                                   : QString();
}

QString questionHold(const Block& block) {
    return blockType(block) == BlockType::Question ? block.text(QStringLiteral("hold")).trimmed()
                                                   : QString();
}

QString questionExpected(const Block& block) {
    return blockType(block) == BlockType::Question ? block.text(QStringLiteral("expected"))
                                                   : QString();
}

QStringList QuestionSpec::optionIds() const {
    QStringList ids;
    for (const ChoiceOption& option : options)
        ids.append(option.id);
    return ids;
}

// ---- explain -------------------------------------------------------------------------------
BlockEntry kinds::explainEntry() {
    return {QStringLiteral("explain"),
            &kinds::blockSpecOf<ExplainSpec>,
            {K("id", VT::Id).req(), K("prompt", VT::Text).req(), K("model", VT::Text).req(),
             K("rubric", VT::Text).req().rep()}};
}

ExplainSpec ExplainSpec::from(const Block& block) {
    ExplainSpec spec;
    spec.id = block.id();
    spec.promptHtml = block.html(QStringLiteral("prompt"));
    spec.modelHtml = block.html(QStringLiteral("model"));
    for (const QString& item : block.values(QStringLiteral("rubric")))
        spec.rubricHtml.append(markdownWithMath(item));
    return spec;
}

} // namespace lessons
