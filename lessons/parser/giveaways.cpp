// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/parser/giveaways.h"

#include "lessons/parser/grammar.h"
#include "lessons/syntax.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace lessons::parse {

// English and German openings of a verdict; a feedback opens with one more often than not.
bool saysRight(const QString& feedback) {
    static const QRegularExpression right(
        QStringLiteral(
            "^\\W*(?:right|correct|yes|exactly|well done|that['\u2019]?s (?:it|right|correct)|"
            "that is (?:right|correct)|richtig|genau|stimmt|korrekt|ja|sehr gut|"
            "das stimmt(?! nicht))\\b"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return right.match(feedback).hasMatch();
}

bool saysWrong(const QString& feedback) {
    static const QRegularExpression wrong(
        QStringLiteral("^\\W*(?:wrong|incorrect|not quite|not "
                       "right|no(?=\\s*[,.:;!\u2013\u2014-])|nope|that['\u2019]?s (?:wrong|not "
                       "(?:it|right))|that is (?:wrong|not right)|falsch|nicht ganz|leider|nein|"
                       "das stimmt nicht)\\b"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return wrong.match(feedback).hasMatch();
}

QString withoutOpeningVerdict(const QString& feedback) {
    if (!saysRight(feedback) && !saysWrong(feedback))
        return feedback;
    // The verdict's words, then the mark that ends them; the words are saysRight's/saysWrong's.
    static const QRegularExpression opening(
        QStringLiteral("^\\s*[\\w\\s'\u2019]{1,20}?\\s*[:,;!\u2013\u2014]\\s+"),
        QRegularExpression::UseUnicodePropertiesOption);
    const QRegularExpressionMatch m = opening.match(feedback);
    if (!m.hasMatch())
        return feedback;
    QString rest = feedback.mid(m.capturedLength());
    if (rest.trimmed().isEmpty() || (!saysRight(m.captured()) && !saysWrong(m.captured())))
        return feedback;
    if (rest.at(0).isLower())
        rest[0] = rest.at(0).toUpper();
    return rest;
}

namespace {

QString normalFormula(QString formula) {
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return formula.remove(space);
}

void checkQuestion(const Block& q, const WarningSink& warn) {
    QSet<QString> answers;
    for (const QString& id : q.text(QStringLiteral("answer")).split(QLatin1Char(',')))
        answers.insert(id.trimmed());
    const QStringList options = q.args(QStringLiteral("option"));
    const bool answersAreOptions = std::all_of(
        answers.begin(), answers.end(), [&](const QString& id) { return options.contains(id); });
    for (const Entry& e : q.entries) {
        if (e.key != QLatin1String("feedback") || q.kind() == QLatin1String("numeric") ||
            !answersAreOptions) // an answer that is no option is an error of its own
            continue;
        const bool isAnswer = answers.contains(e.arg);
        if (!isAnswer && saysRight(e.value))
            warn(e.valuePos,
                 QCoreApplication::translate(
                     "lessons", "the feedback for %1 says it is right, but the answer is %2")
                     .arg(quoted(e.arg), quoted(q.text(QStringLiteral("answer")))),
                 QCoreApplication::translate(
                     "lessons",
                     "check that the feedback stands under the id of its option, in every "
                     "edition of the lesson"));
        else if (isAnswer && saysWrong(e.value))
            warn(e.valuePos,
                 QCoreApplication::translate(
                     "lessons", "the feedback for %1, the right answer, says it is wrong")
                     .arg(quoted(e.arg)),
                 QCoreApplication::translate(
                     "lessons",
                     "check that the feedback stands under the id of its option, in every "
                     "edition of the lesson"));
    }
    const Entry* expected = q.entry(QStringLiteral("expected"));
    for (const Entry& e : q.entries) {
        if (expected && e.key == QLatin1String("mistake") &&
            normalFormula(e.value) == normalFormula(expected->value))
            warn(e.valuePos,
                 QCoreApplication::translate(
                     "lessons",
                     "`mistake %1` is the `expected` formula itself: a right answer would be "
                     "told it is this mistake")
                     .arg(e.arg),
                 QCoreApplication::translate(
                     "lessons",
                     "write the formula a student gets by making the mistake, e.g. with the "
                     "divisor left out"));
    }
}

// The head dimensions a lab's `predict-prompt` fixes ("at $d_k$ = 16", "$d_k = 16$"), with
// where each number starts in the value.
QList<std::pair<int, qsizetype>> dimsNamedIn(const QString& prompt) {
    static const QRegularExpression named(QStringLiteral(
        "(?:\\bd_\\{?k\\}?|\\bdk\\b)\\s*\\$?\\s*=\\s*\\$?\\s*(\\d+)(?![\\d.,]*\\d)"));
    QList<std::pair<int, qsizetype>> dims;
    auto it = named.globalMatch(prompt);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        dims.append({m.captured(1).toInt(), m.capturedStart(1)});
    }
    return dims;
}

// A max-weight prediction is scored at `predict-dim` (the first of `dims` without it): a prompt
// that asks about another head dimension grades the exact answer to its own question as off
// (author28's case 046), as a `style: predict` question's prompt is checked against its key.
void checkLabPromptDim(const Block& lab, const WarningSink& warn) {
    const Entry* prompt = lab.entry(QStringLiteral("predict-prompt"));
    if (!prompt || lab.text(QStringLiteral("predict")) != QLatin1String("max-weight"))
        return;
    bool ok = false;
    const int graded =
        lab.has(QStringLiteral("predict-dim"))
            ? lab.text(QStringLiteral("predict-dim")).toInt(&ok)
            : lab.text(QStringLiteral("dims")).section(QLatin1Char(','), 0, 0).trimmed().toInt(&ok);
    const QList<std::pair<int, qsizetype>> named = dimsNamedIn(prompt->value);
    if (!ok || named.isEmpty() ||
        std::any_of(named.begin(), named.end(), [&](const auto& d) { return d.first == graded; }))
        return;
    warn(valuePos(*prompt, named.first().second),
         QCoreApplication::translate(
             "lessons", "`predict-prompt` asks about d_k = %1, but the prediction is scored "
                        "at d_k = %2 (`predict-dim`): the exact answer to the prompt is graded "
                        "as off")
             .arg(named.first().first)
             .arg(graded),
         QCoreApplication::translate("lessons",
                                     "make `predict-dim` %1, or ask about d_k = %2 in the prompt")
             .arg(named.first().first)
             .arg(graded));
}

// A lab's `tolerance` is in percentage points on a 0-100 scale; past 10 points a prediction
// 20 points wide is a match (author28's case 042: 50 made nearly every guess right). The
// docs advise 5; too fine a tolerance is warned in the lab's own rules.
void checkLabTolerance(const Block& lab, const WarningSink& warn) {
    constexpr double kWidestLabTolerance = 10.0;
    const Entry* tol = lab.entry(QStringLiteral("tolerance"));
    bool ok = false;
    const double tolerance = tol ? tol->value.trimmed().toDouble(&ok) : 0.0;
    if (!ok || lab.text(QStringLiteral("predict")) != QLatin1String("max-weight") ||
        tolerance <= kWidestLabTolerance)
        return;
    warn(tol->valuePos,
         QCoreApplication::translate(
             "lessons", "`tolerance` %1 is in percentage points: every prediction within %1 "
                        "points of the weight, %2 points of the 0-100 scale, is a match")
             .arg(tol->value.trimmed())
             .arg(2 * tolerance),
         QCoreApplication::translate("lessons", "write the points a prediction may be off by, "
                                                "such as `tolerance: 5`"));
}

void checkLab(const Block& lab, const WarningSink& warn) {
    checkLabPromptDim(lab, warn);
    checkLabTolerance(lab, warn);
    const Entry* dim = lab.entry(QStringLiteral("predict-dim"));
    if (dim && lab.text(QStringLiteral("predict")) == QLatin1String("direction"))
        warn(
            dim->keyPos,
            QCoreApplication::translate(
                "lessons",
                "`predict-dim` is unused with `predict: direction`, which compares every head "
                "dimension"),
            QCoreApplication::translate(
                "lessons", "remove `predict-dim`, or predict a number with `predict: max-weight`"));
}

bool isFigure(const Block& b) {
    return b.type == QLatin1String("chart") || b.type == QLatin1String("table");
}

// The written figure of a chart or table: kind and scores, which a copy above shows as well.
QString figureOf(const Block& b) {
    return b.type + QLatin1Char('|') + b.kind() + QLatin1Char('|') +
           normalFormula(b.text(QStringLiteral("scores")));
}

void collectBlocks(const QList<Block>& blocks, QList<const Block*>* out) {
    for (const Block& b : blocks) {
        out->append(&b);
        collectBlocks(b.children, out);
    }
}

void checkReveals(const QList<Block>& top, const WarningSink& warn) {
    QList<const Block*> all;
    collectBlocks(top, &all);
    QHash<QString, const Block*> revealer; // revealed id -> its question
    for (const Block* b : std::as_const(all)) {
        if (b->type == QLatin1String("question") && b->has(QStringLiteral("reveal")))
            revealer.insert(b->text(QStringLiteral("reveal")), b);
    }
    for (qsizetype i = 0; i < all.size(); ++i) {
        const Block& b = *all.at(i);
        if (b.type != QLatin1String("question"))
            continue;
        const Entry* style = b.entry(QStringLiteral("style"));
        // The figure right below a prediction (prose between them that opens no section aside)
        // shows its answer unless something hides it: no `reveal`, or a `reveal` of another
        // block (an outside author's prediction that revealed the wrong chart, check26).
        qsizetype below = i + 1;
        while (below < all.size() && all.at(below)->type == QLatin1String("prose") &&
               !all.at(below)->opensSection())
            ++below;
        const Block* next = below < all.size() ? all.at(below) : nullptr;
        if (style && style->value == QLatin1String("predict") && next && isFigure(*next) &&
            !next->id().isEmpty() && !revealer.contains(next->id())) {
            const QString revealed = b.text(QStringLiteral("reveal"));
            if (revealed.isEmpty())
                warn(style->valuePos,
                     QCoreApplication::translate(
                         "lessons", "the prediction %1 has no `reveal`: the %2 %3 right below it "
                                    "shows the answer before the student predicts")
                         .arg(quoted(b.id()), next->type, quoted(next->id())),
                     QCoreApplication::translate("lessons", "add `reveal: %1` to the question")
                         .arg(next->id()));
            else
                warn(b.entry(QStringLiteral("reveal"))->valuePos,
                     QCoreApplication::translate(
                         "lessons", "the prediction %1 reveals %2, but the %3 %4 right below it "
                                    "is shown from the start and may show the answer before the "
                                    "student predicts")
                         .arg(quoted(b.id()), quoted(revealed), next->type, quoted(next->id())),
                     QCoreApplication::translate(
                         "lessons", "reveal %1 if it answers the prediction (`reveal: %2`), or "
                                    "move it away from the question")
                         .arg(quoted(next->id()), next->id()));
        }
        if (!b.has(QStringLiteral("reveal")))
            continue;
        const Block* target = nullptr;
        for (const Block* t : std::as_const(all)) {
            if (t->id() == b.text(QStringLiteral("reveal")) && isFigure(*t))
                target = t;
        }
        if (!target)
            continue;
        for (qsizetype j = 0; j < i; ++j) {
            const Block& above = *all.at(j);
            if (isFigure(above) && !revealer.contains(above.id()) &&
                figureOf(above) == figureOf(*target))
                warn(above.pos,
                     QCoreApplication::translate(
                         "lessons",
                         "this %1 draws the same figure as %2, which %3 hides until it is "
                         "answered: the student sees the answer above the question")
                         .arg(above.type, quoted(target->id()), quoted(b.id())),
                     QCoreApplication::translate(
                         "lessons", "move it below the question, or change what it shows"));
        }
    }
}

void checkHeadingLevels(const QList<Block>& blocks, const WarningSink& warn) {
    static const QRegularExpression heading(QStringLiteral("^ {0,3}(#{1,6})\\s"));
    int previous = 1; // the lesson's title counts as the `#` above the first heading
    for (const Block& b : blocks) {
        if (b.type != QLatin1String("prose"))
            continue;
        const QStringList lines = b.source.split(QLatin1Char('\n'));
        int first = 0;
        while (first < lines.size() && lines.at(first).trimmed().isEmpty())
            ++first;
        bool inComment = false;
        for (int i = first; i < lines.size(); ++i) {
            const bool commented = inComment; // a heading commented out is no heading
            inComment = syntax::endsInsideHtmlComment(lines.at(i), inComment);
            if (commented)
                continue;
            const QRegularExpressionMatch m = heading.match(lines.at(i));
            if (!m.hasMatch())
                continue;
            const int level = int(m.capturedLength(1));
            if (level > previous + 1)
                warn({b.pos.line + i - first, 1},
                     QCoreApplication::translate(
                         "lessons", "this %1 heading skips a level: the heading above it is %2")
                         .arg(quoted(m.captured(1)), quoted(QString(previous, u'#'))),
                     QCoreApplication::translate("lessons",
                                                 "write %1, one `#` more than the heading above")
                         .arg(quoted(QString(previous + 1, u'#'))));
            previous = level;
        }
    }
}

} // namespace

void warnAboutGiveaways(const Lesson& lesson, const WarningSink& warn) {
    QList<const Block*> all;
    collectBlocks(lesson.blocks, &all);
    for (const Block* b : std::as_const(all)) {
        if (b->type == QLatin1String("question"))
            checkQuestion(*b, warn);
        else if (b->type == QLatin1String("lab"))
            checkLab(*b, warn);
    }
    checkReveals(lesson.blocks, warn);
    checkHeadingLevels(lesson.blocks, warn);
}

} // namespace lessons::parse
