// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// How an answer and an attempt are packed in their lesson's chunks (lessons/chunked.h): a
// million of them are the bulk of a large record's memory.

#include "lessons/progress.h"

#include <QTimeZone>

namespace lessons {

namespace {

using namespace pack;

// A time with its kind (its time spec) in `flags`' bits 2-4, so it comes back as it was given:
// the instant and the way it is shown (UTC, local time, an offset or a named zone).
enum class TimeKind : quint8 { None, Utc, Local, Offset, Zone };

quint8 putTimeKind(const QDateTime& at) {
    if (!at.isValid())
        return quint8(TimeKind::None);
    switch (at.timeSpec()) {
    case Qt::UTC:
        return quint8(TimeKind::Utc);
    case Qt::LocalTime:
        return quint8(TimeKind::Local);
    case Qt::OffsetFromUTC:
        return quint8(TimeKind::Offset);
    case Qt::TimeZone:
        return quint8(TimeKind::Zone);
    }
    return quint8(TimeKind::Utc);
}

void putTime(std::string& out, const QDateTime& at, quint8 kind) {
    if (TimeKind(kind) == TimeKind::None)
        return;
    putInt(out, at.toMSecsSinceEpoch());
    if (TimeKind(kind) == TimeKind::Offset)
        putInt(out, at.offsetFromUtc());
    else if (TimeKind(kind) == TimeKind::Zone)
        putString(out, QString::fromLatin1(at.timeZone().id()));
}

QDateTime getTime(const char*& p, quint8 kind) {
    if (TimeKind(kind) == TimeKind::None)
        return QDateTime();
    const qint64 msecs = getInt(p);
    switch (TimeKind(kind)) {
    case TimeKind::Local:
        return QDateTime::fromMSecsSinceEpoch(msecs, Qt::LocalTime);
    case TimeKind::Offset:
        return QDateTime::fromMSecsSinceEpoch(msecs, Qt::OffsetFromUTC, int(getInt(p)));
    case TimeKind::Zone:
        return QDateTime::fromMSecsSinceEpoch(msecs, QTimeZone(getString(p).toLatin1()));
    default:
        return QDateTime::fromMSecsSinceEpoch(msecs, Qt::UTC);
    }
}

void putNumbers(std::string& out, const QHash<QString, double>& numbers) {
    putVarint(out, quint64(numbers.size()));
    for (auto it = numbers.cbegin(); it != numbers.cend(); ++it) {
        putString(out, it.key());
        putRaw(out, it.value());
    }
}

QHash<QString, double> getNumbers(const char*& p) {
    QHash<QString, double> numbers;
    for (auto n = getVarint(p); n > 0; --n) {
        const QString key = getString(p);
        numbers.insert(key, getRaw<double>(p));
    }
    return numbers;
}

constexpr quint8 kCorrect = 1;
constexpr quint8 kReview = 2;
constexpr int kTimeShift = 2;

} // namespace

void Packing<AnswerRecord>::put(std::string& out, const AnswerRecord& v) {
    const quint8 kind = putTimeKind(v.at);
    out.push_back(char((v.correct ? kCorrect : 0) | (kind << kTimeShift)));
    putInt(out, v.attempts);
    putTime(out, v.at, kind);
    putStrings(out, v.choices);
    putString(out, v.typed);
    putNumbers(out, v.checkedAt);
}

AnswerRecord Packing<AnswerRecord>::get(const char*& p) {
    AnswerRecord v;
    const auto flags = quint8(*p++);
    v.correct = flags & kCorrect;
    v.attempts = int(getInt(p));
    v.at = getTime(p, quint8(flags >> kTimeShift));
    v.choices = getStrings(p);
    v.typed = getString(p);
    v.checkedAt = getNumbers(p);
    return v;
}

void Packing<Attempt>::put(std::string& out, const Attempt& v) {
    const quint8 kind = putTimeKind(v.at);
    out.push_back(
        char((v.correct ? kCorrect : 0) | (v.review ? kReview : 0) | (kind << kTimeShift)));
    putString(out, v.questionId);
    putTime(out, v.at, kind);
    putStrings(out, v.choices);
    putString(out, v.typed);
    putNumbers(out, v.checkedAt);
}

Attempt Packing<Attempt>::get(const char*& p) {
    Attempt v;
    const auto flags = quint8(*p++);
    v.correct = flags & kCorrect;
    v.review = flags & kReview;
    v.questionId = getString(p);
    v.at = getTime(p, quint8(flags >> kTimeShift));
    v.choices = getStrings(p);
    v.typed = getString(p);
    v.checkedAt = getNumbers(p);
    return v;
}

} // namespace lessons
