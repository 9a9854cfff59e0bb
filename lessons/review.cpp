// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/review.h"

#include "lessons/blockspecs.h"
#include "lessons/completion.h"
#include "lessons/course.h"
#include "lessons/expression.h"
#include "lessons/lesson.h"
#include "lessons/record.h"
#include "lessons/schema.h"

#include <algorithm>
#include <cmath>

namespace lessons {
namespace {

constexpr int kRedraws = 8; // a control with few stops may give the missed values again

quint64 splitmix64(quint64* state) {
    quint64 z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Lemire's multiply-shift: uniform in [0, n) up to a bias below n / 2^64.
qint64 below(quint64* state, qint64 n) {
    const unsigned __int128 product = (unsigned __int128)splitmix64(state) * quint64(n);
    return qint64(product >> 64);
}

quint64 fnv1a(const QString& text, quint64 hash) {
    for (const QChar c : text) {
        hash ^= c.unicode();
        hash *= 0x100000001B3ULL;
    }
    return hash;
}

QDate localDay(const QDateTime& at) {
    return at.toLocalTime().date();
}

// Graded questions only: a prediction missed is a commitment kept, not a gap to review (sp19).
void collectQuestions(const QList<Block>& blocks, QStringList* ids) {
    for (const Block* question : questionBlocks(blocks)) {
        if (isGradedQuestion(question))
            ids->append(question->id());
    }
}

} // namespace

ReviewState reviewState(const QList<Attempt>& attempts) {
    ReviewState state;
    for (const Attempt& a : attempts) {
        if (!a.at.isValid())
            continue;
        const QDate day = localDay(a.at);
        if (!a.correct) {
            state.scheduled = true;
            state.stage = 0;
            state.due = day.addDays(kReviewIntervalDays[0]);
            ++state.misses;
        } else if (state.scheduled && day >= state.due) {
            if (state.stage + 1 >= kReviewStages) {
                state.scheduled = false;
                state.due = QDate();
            } else {
                ++state.stage;
                state.due = day.addDays(kReviewIntervalDays[state.stage]);
            }
        }
    }
    return state;
}

QList<ReviewItem> scheduledReviews(const Course& course, const ProgressStore& store) {
    QList<ReviewItem> items;
    for (const Lesson& lesson : course.lessons) {
        const LessonProgress* progress = store.find(lesson.id);
        if (!progress)
            continue;
        QStringList questions;
        collectQuestions(lesson.blocks, &questions);
        for (const QString& id : std::as_const(questions)) {
            const ReviewState state = reviewState(attemptsOf(*progress, id));
            if (state.scheduled)
                items.append({lesson.id, id, state});
        }
    }
    std::stable_sort(items.begin(), items.end(), [](const ReviewItem& a, const ReviewItem& b) {
        return a.state.due < b.state.due;
    });
    return items;
}

QList<ReviewItem> dueReviews(const QList<ReviewItem>& scheduled, const QDate& today) {
    QList<ReviewItem> due;
    for (const ReviewItem& item : scheduled) {
        if (item.state.due <= today)
            due.append(item);
    }
    return due;
}

NextReview nextReview(const QList<ReviewItem>& scheduled, const QDate& today) {
    NextReview next;
    for (const ReviewItem& item : scheduled) {
        if (item.state.due <= today)
            continue;
        if (!next.day.isValid() || item.state.due < next.day) {
            next.day = item.state.due;
            next.count = 0;
        }
        next.count += item.state.due == next.day ? 1 : 0;
    }
    return next;
}

qint64 ControlRange::count() const {
    if (!stops.isEmpty())
        return stops.size();
    if (!(step > 0) || !(max >= min))
        return 1;
    return qint64(std::floor((max - min) / step + 1e-9)) + 1;
}

double ControlRange::at(qint64 index) const {
    if (!stops.isEmpty())
        return stops.value(index, min);
    return std::min(max, min + double(index) * step);
}

bool controlRange(const Lesson& lesson, const QString& parameter, ControlRange* range) {
    const Block* control = lesson.control(parameter);
    if (!control)
        return false;
    ControlRange r;
    if (blockType(*control) == BlockType::Toggle) {
        r.stops = {0.0, 1.0};
    } else if (const SliderSpec* slider = control->specAs<SliderSpec>()) {
        r.stops = slider->stops;
        r.min = slider->min;
        r.max = slider->max;
        r.step = slider->step > 0 ? slider->step : 1;
    } else {
        return false;
    }
    if (!r.stops.isEmpty()) {
        r.min = r.stops.first();
        r.max = r.stops.last();
    }
    *range = r;
    return true;
}

quint64 reviewSeed(quint64 sessionSeed, const QString& lessonId, const QString& questionId) {
    quint64 hash = 0xCBF29CE484222325ULL ^ sessionSeed;
    hash = fnv1a(lessonId, hash);
    hash = fnv1a(QStringLiteral("/"), hash);
    return fnv1a(questionId, hash);
}

QHash<QString, double> drawReviewValues(const Lesson& lesson, const QuestionSpec& question,
                                        quint64 seed, const QHash<QString, double>& previous) {
    QStringList names = expressionVariables(question.expected).valueOr({});
    names.sort(); // the draw must not depend on the order the formula names them in
    QList<QPair<QString, ControlRange>> ranges;
    for (const QString& name : std::as_const(names)) {
        ControlRange range;
        if (controlRange(lesson, name, &range))
            ranges.append({name, range});
    }
    if (ranges.isEmpty())
        return {};
    quint64 state = seed;
    QHash<QString, double> values;
    for (int attempt = 0; attempt < kRedraws; ++attempt) {
        values.clear();
        for (const auto& [name, range] : std::as_const(ranges))
            values.insert(name, range.at(below(&state, range.count())));
        bool same = !previous.isEmpty();
        for (auto it = values.cbegin(); it != values.cend() && same; ++it)
            same = previous.contains(it.key()) && previous.value(it.key()) == it.value();
        if (!same)
            break;
    }
    return values;
}

} // namespace lessons
