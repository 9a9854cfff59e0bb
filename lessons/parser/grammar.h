// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// The small grammars of the lesson format that more than one parser stage reads.

#include "lessons/lesson.h"

#include <QPair>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace lessons::parse {

constexpr int kMaxIdLength = 40;
// A slider's spin box shows 6 decimals, and its track maps positions linearly: beyond these a
// value would be shown rounded, or the knob would sit at one end.
constexpr int kSliderDecimals = 6;
constexpr double kMaxSliderMagnitude = 1e9;
inline const QString kMathHint = QStringLiteral("see the math subset in docs/lesson-format.md");

const QRegularExpression& idPattern();    // [a-z][a-z0-9-]*
const QRegularExpression& paramPattern(); // [a-z][a-z0-9_-]*
// Code blocks whose info string is one of these are samples, never a misspelt block type.
const QStringList& codeLanguages();
// First invalid byte of a UTF-8 text, or -1.
qsizetype firstInvalidUtf8(const QByteArray& bytes);
// 1-based column of a UTF-16 index, counting code points.
int columnOf(const QString& line, qsizetype index);
QString quoted(const QString& s); // `s`
// Library messages end with "(what to do)"; a diagnostic keeps the two apart.
QPair<QString, QString> splitHint(const QString& text, const QString& fallbackHint);

// A code fence line: ``` or ~~~ (three or more), at most three spaces in, and its info string.
struct Fence {
    bool ok = false;
    QChar ch;
    int count = 0;
    QString info;
    int infoColumn = 0; // 1-based
    int indent = 0;
};
Fence matchFence(const QString& line);
bool isClosingFence(const QString& line, const Fence& open);
QString firstWord(const QString& info);
// True if value written with `decimals` decimals is value itself (up to rounding noise).
bool hasAtMostDecimals(double value,
                       int decimals); // the block type of an info string such as `chart {x}`

// `softmax(...)` as the whole formula: a weight, a fraction from 0 to 1.
bool isSoftmaxWeight(const QString& expr);
// Position of a character offset inside an entry's (possibly continued) value.
SourcePos valuePos(const Entry& e, qsizetype offset);
// "did you mean `best`?" for the closest candidate, else `otherwise`.
QString didYouMean(const QString& word, const QStringList& candidates,
                   const QString& otherwise = {});
// The entry of `key` when it holds a literal (not empty, not `@param`), else null.
const Entry* literal(const Block& b, const QString& key);
// The literal number of `key` in *out; false when absent, bound or not a number.
bool numberOf(const Block& b, const QString& key, double* out);

} // namespace lessons::parse
