#include "lessons/optionorder.h"

#include "lessons/blockspecs.h"

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

QList<int> shuffled(const QString& learnerId, const QString& questionId, int round,
                    const QList<int>& movable) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(learnerId.toUtf8());
    hash.addData(QByteArrayView("\n", 1));
    hash.addData(questionId.toUtf8());
    hash.addData(QByteArrayView("\n", 1));
    hash.addData(QByteArray::number(round));
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

QList<int> optionOrder(const QString& learnerId, const QString& questionId,
                       const QStringList& optionIds, const QStringList& pinned, int round) {
    QList<int> order;
    QList<int> movable;
    for (int i = 0; i < optionIds.size(); ++i) {
        order.append(i);
        if (!pinned.contains(optionIds[i]))
            movable.append(i);
    }
    if (learnerId.isEmpty() || movable.size() < 2)
        return order;
    QList<int> moved = shuffled(learnerId, questionId, round, movable);
    if (round > 0 && moved == shuffled(learnerId, questionId, 0, movable))
        moved.append(moved.takeFirst()); // a review never repeats the lesson page's order
    for (int i = 0; i < movable.size(); ++i)
        order[movable[i]] = moved[i];
    return order;
}

QList<int> questionOptionOrder(const QString& learnerId, const QuestionSpec& question, int round) {
    return optionOrder(learnerId, question.id, question.optionIds(), question.pinned, round);
}

} // namespace lessons
