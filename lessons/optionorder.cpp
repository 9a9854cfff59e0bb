// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/optionorder.h"

#include "lessons/blockspecs.h"
#include "lessons/lesson.h"
#include "lessons/schema.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QtEndian>

namespace lessons {
namespace {

// SplitMix64 (Steele, Lea, Flood 2014): small, and its output does not depend on the platform.
struct SplitMix {
    quint64 state;
    quint64 next() {
        quint64 z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n) by rejection, so no index is favoured however large n is.
    quint64 below(quint64 n) {
        const quint64 limit = ~quint64(0) - (~quint64(0) % n);
        quint64 x = next();
        while (x >= limit)
            x = next();
        return x % n;
    }
};

// A generator seeded from SHA-256 of learner, question and round, plus `salt` when it is not
// empty: one stream per use, so drawing a place does not disturb the shuffle that always was.
SplitMix seeded(const QString& learnerId, const QString& questionId, int round,
                QByteArrayView salt = {}) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(learnerId.toUtf8());
    hash.addData(QByteArrayView("\n", 1));
    hash.addData(questionId.toUtf8());
    hash.addData(QByteArrayView("\n", 1));
    hash.addData(QByteArray::number(round));
    if (!salt.isEmpty()) {
        hash.addData(QByteArrayView("\n", 1));
        hash.addData(salt);
    }
    const QByteArray digest = hash.result();
    return SplitMix{qFromLittleEndian<quint64>(digest.constData())};
}

QList<int> shuffled(const QString& learnerId, const QString& questionId, int round,
                    const QList<int>& movable) {
    SplitMix rng = seeded(learnerId, questionId, round);
    QList<int> out = movable;
    for (qsizetype i = out.size() - 1; i > 0; --i)
        std::swap(out[i], out[qsizetype(rng.below(quint64(i) + 1))]);
    return out;
}

} // namespace

QString newLearnerId() {
    QRandomGenerator generator = QRandomGenerator::securelySeeded();
    quint32 words[4];
    generator.fillRange(words);
    QByteArray bytes(reinterpret_cast<const char*>(words), sizeof(words));
    return QString::fromLatin1(bytes.toHex());
}

namespace {

QList<int> orderWith(const QString& learnerId, const QString& questionId,
                     const QStringList& optionIds, const QStringList& pinned, int round,
                     const QList<int>& avoid) {
    QList<int> order;
    QList<int> movable;
    for (int i = 0; i < optionIds.size(); ++i) {
        order.append(i);
        if (!pinned.contains(optionIds[i]))
            movable.append(i);
    }
    if (learnerId.isEmpty() || movable.size() < 2)
        return order;
    const QList<int> moved = shuffled(learnerId, questionId, round, movable);
    for (int i = 0; i < movable.size(); ++i)
        order[movable[i]] = moved[i];
    if (round > 0 && order == avoid) { // a review never repeats the lesson page's order
        QList<int> rotated = moved;
        rotated.append(rotated.takeFirst());
        for (int i = 0; i < movable.size(); ++i)
            order[movable[i]] = rotated[i];
    }
    return order;
}

void questionsOf(const QList<Block>& blocks, QList<const Block*>* out) {
    for (const Block& block : blocks) {
        if (blockType(block) == BlockType::Question)
            out->append(&block);
        questionsOf(block.children, out);
    }
}

// Where the first right option stands in `order`, or -1.
int rightPlace(const QuestionSpec& question, const QList<int>& order) {
    if (question.answer.isEmpty())
        return -1;
    const int written = int(question.optionIds().indexOf(question.answer.first()));
    return int(order.indexOf(written));
}

} // namespace

QList<int> optionOrder(const QString& learnerId, const QString& questionId,
                       const QStringList& optionIds, const QStringList& pinned, int round,
                       const QList<int>& lessonOrder) {
    const QList<int> avoid = round > 0 && lessonOrder.isEmpty()
                                 ? orderWith(learnerId, questionId, optionIds, pinned, 0, {})
                                 : lessonOrder;
    return orderWith(learnerId, questionId, optionIds, pinned, round, avoid);
}

QHash<QString, QList<int>> lessonOptionOrders(const QString& learnerId, const Lesson& lesson) {
    QHash<QString, QList<int>> orders;
    QList<const Block*> blocks;
    questionsOf(lesson.blocks, &blocks);
    QList<int> places; // of the right option, single-choice questions in reading order
    // How often each place held the right option so far, by kind (prediction or not) and number
    // of options: a place only questions of four options have would otherwise be favoured.
    QHash<std::pair<bool, qsizetype>, QList<int>> timesRight;
    for (const Block* block : std::as_const(blocks)) {
        const QuestionSpec* spec = block->specAs<QuestionSpec>();
        if (!spec || spec->kind == QuestionKind::Numeric)
            continue;
        const QuestionSpec& question = *spec;
        const QStringList ids = question.optionIds();
        QList<int> order = orderWith(learnerId, question.id, ids, question.pinned, 0, {});
        const int current = rightPlace(question, order);
        if (question.kind != QuestionKind::Single || learnerId.isEmpty() || current < 0 ||
            question.pinned.contains(question.answer.first())) {
            orders.insert(question.id, order);
            continue;
        }
        QList<int>& counts = timesRight[{question.predictStyle, ids.size()}];
        counts.resize(ids.size(), 0);
        // A run of kMaxSamePlace single-choice questions with the answer in one place is broken.
        auto extendsRun = [&](int place) {
            const qsizetype n = places.size();
            if (n < kMaxSamePlace - 1)
                return false;
            for (qsizetype i = n - (kMaxSamePlace - 1); i < n; ++i) {
                if (places.at(i) != place)
                    return false;
            }
            return true;
        };
        // Independent shuffles left a learner without the middle answer over a whole lesson (a
        // student pass: five predictions at places 3, 1, 3, 1, 3), and forbidding the previous
        // prediction's place told the student where the next answer was not. A place is drawn
        // with weight 1/(1 + times it held the answer)^3 instead, so an unused place is likely
        // and a used one still possible: five predictions of three options miss a place for
        // about 1 learner in 300 rather than 1 in 8 (tst_optionorder).
        QList<quint64> weights;
        quint64 total = 0;
        for (int place = 0; place < ids.size(); ++place) {
            const bool movable = !question.pinned.contains(ids.at(order.at(place)));
            const quint64 times = quint64(counts.at(place)) + 1;
            const quint64 weight =
                movable && !extendsRun(place) ? 3600 / (times * times * times) + 1 : 0;
            weights.append(weight);
            total += weight;
        }
        if (total > 0) {
            SplitMix rng = seeded(learnerId, question.id, 0, "place");
            quint64 x = rng.below(total);
            int place = 0;
            while (x >= weights.at(place))
                x -= weights.at(place++);
            std::swap(order[current], order[place]); // the others keep a uniform shuffle
        }
        places.append(rightPlace(question, order));
        ++counts[places.last()];
        orders.insert(question.id, order);
    }
    return orders;
}

QList<int> questionOptionOrder(const QString& learnerId, const QuestionSpec& question, int round,
                               const QList<int>& lessonOrder) {
    return optionOrder(learnerId, question.id, question.optionIds(), question.pinned, round,
                       lessonOrder);
}

} // namespace lessons
