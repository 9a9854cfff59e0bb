// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/optionorder.h"

#include "lessons/blockspecs.h"
#include "lessons/lesson.h"

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

// `redraw` > 0 asks for another order of the same question and round (the lesson's balancing
// below); 0 hashes exactly what it always did, so orders made before it stay as they were.
QList<int> shuffled(const QString& learnerId, const QString& questionId, int round,
                    const QList<int>& movable, int redraw = 0) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(learnerId.toUtf8());
    hash.addData(QByteArrayView("\n", 1));
    hash.addData(questionId.toUtf8());
    hash.addData(QByteArrayView("\n", 1));
    hash.addData(QByteArray::number(round));
    if (redraw > 0) {
        hash.addData(QByteArrayView("\n", 1));
        hash.addData(QByteArray::number(redraw));
    }
    const QByteArray digest = hash.result();
    SplitMix rng{qFromLittleEndian<quint64>(digest.constData())};
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
                     const QStringList& optionIds, const QStringList& pinned, int round, int redraw,
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
    const QList<int> moved = shuffled(learnerId, questionId, round, movable, redraw);
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
        if (block.type == QLatin1String("question"))
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
                                 ? orderWith(learnerId, questionId, optionIds, pinned, 0, 0, {})
                                 : lessonOrder;
    return orderWith(learnerId, questionId, optionIds, pinned, round, 0, avoid);
}

QHash<QString, QList<int>> lessonOptionOrders(const QString& learnerId, const Lesson& lesson) {
    QHash<QString, QList<int>> orders;
    QList<const Block*> blocks;
    questionsOf(lesson.blocks, &blocks);
    QList<int> places;            // of the right option, single-choice questions in reading order
    int lastPredictionPlace = -1; // of the previous prediction's right option
    for (const Block* block : std::as_const(blocks)) {
        const QuestionSpec* spec = block->specAs<QuestionSpec>();
        if (!spec || spec->kind == QuestionKind::Numeric)
            continue;
        const QuestionSpec& question = *spec;
        const QStringList ids = question.optionIds();
        QList<int> order = orderWith(learnerId, question.id, ids, question.pinned, 0, 0, {});
        if (question.kind == QuestionKind::Single) {
            // Independent shuffles put the right option in one place several questions running
            // for some learners (a student pass met the middle one five times in a row in
            // lesson 4). Another draw, from the same hash, breaks a run of kMaxSamePlace.
            const qsizetype n = places.size();
            const bool run = n >= kMaxSamePlace - 1;
            auto extendsRun = [&](int place) {
                if (!run || place < 0)
                    return false;
                for (qsizetype i = n - (kMaxSamePlace - 1); i < n; ++i) {
                    if (places.at(i) != place)
                        return false;
                }
                return true;
            };
            // Predictions are the moments a student commits before seeing: if their answers sat
            // where the previous prediction's did, the place would become a hint of its own.
            auto repeatsPrediction = [&](int place) {
                return question.predictStyle && place >= 0 && place == lastPredictionPlace;
            };
            auto mustRedraw = [&](int place) {
                return extendsRun(place) || repeatsPrediction(place);
            };
            for (int redraw = 1; redraw <= 32 && mustRedraw(rightPlace(question, order)); ++redraw)
                order = orderWith(learnerId, question.id, ids, question.pinned, 0, redraw, {});
            places.append(rightPlace(question, order));
            if (question.predictStyle)
                lastPredictionPlace = places.last();
        }
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
