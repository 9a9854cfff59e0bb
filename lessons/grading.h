#pragma once

#include "lessons/lesson.h"
#include "lessons/result.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace lessons {

struct Grade {
    bool answered = false;
    bool correct = false;
    QString feedback; // Markdown: per-option feedback, or why the answer could not be graded
};

Grade gradeChoice(const Block& question, const QStringList& chosenOptionIds); // single/multi
Grade gradeNumeric(const Block& question, const QString& typed,
                   const QHash<QString, double>& params);

// Lab predictions; runs are max weights per head dim in percent, in the lab's dims order.
enum class Direction { Sharper, Flatter, Unchanged };
constexpr double kUnchangedBelowPct = 0.05;
Direction observedDirection(const QList<double>& previousMaxPct, const QList<double>& newMaxPct);
Grade gradeDirectionPrediction(Direction predicted, Direction observed);
Grade gradeMaxWeightPrediction(double predictedPct, double observedPct, double tolerancePct);
QString directionName(Direction direction); // "sharper", "flatter", "unchanged"
bool parseDirection(const QString& name, Direction* out);

// Numbers separated by commas. "4,,2", "abc", 1e400, "" fail with the 0-based offset of the
// bad item in error().offset().
Result<QList<double>> parseNumberList(const QString& typed, int maxItems, double maxAbs);

// One typed number ("3.5", "1e-3", " 2 "); accepts a decimal comma when there is no dot.
Result<double> parseNumber(const QString& typed);

// Explain-it-back: the model answer opens only after a real attempt, not after "ok".
constexpr int kMinExplanationWords = 8;
int countWords(const QString& text); // tokens holding at least one letter or digit
bool isExplanationAttempt(const QString& text);

} // namespace lessons
