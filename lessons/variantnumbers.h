// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/diagnostic.h"
#include "lessons/lesson.h"

#include <QList>
#include <QPair>
#include <QString>

#include <optional>

// The numbers a translation must keep: in its block texts and in its prose
// (docs/authoring.md, "Translations").
namespace lessons {

// The numbers of a text outside its math, code spans and placeholders, each as written and as
// its digits ("2,5" and "2.5" are both "25").
struct TextNumber {
    QString written, digits;
    qsizetype offset = 0; // in the text, for the line a continued value writes it on
};
QList<TextNumber> textNumbers(const QString& text);

// A number of the plain text that the translation writes as another number, as the two write
// them ("8" and "4"; author29: "mit 4 Köpfen" where the English prompt and `expected` have 8);
// empty when none. A number only one side has is a translator's word ("unit variance" is
// "Varianz 1"), not a change. `offset` gets where the translation writes its number.
QPair<QString, QString> changedNumber(const QString& plain, const QString& variant,
                                      qsizetype* offset);

// A formula of a text as a translation must keep it: without its \text words and its TeX
// spacing, with German number forms (`0{,}5`, `(4; 0)`) read as the plain file's.
QString keptFormula(const QString& tex);

// A choice block's option whose translated text carries the numbers of another option of the
// plain file, while its own plain text has other numbers (author28's case 116: a translator
// swapped the texts of `option past` and `option all`, and a German student was graded against
// the other text). Options are compared by id; texts without numbers say nothing. Returns the
// translation's entry and the id whose plain text it matches.
struct MovedOptionText {
    const Entry* entry = nullptr;
    QString otherId;
};
std::optional<MovedOptionText> movedOptionText(const Block& plain, const Block& variant);

// The first prose stretch (the text between two typed blocks) whose numbers outside math differ
// from the plain file's stretch at the same place (author27's case 120: "0,2" for 0.25 in a
// German walkthrough passed). Stretches are compared whole, so a translator may split or join
// paragraphs and reorder a sentence's numbers.
std::optional<Diagnostic> proseNumberDifference(const Lesson& plain, const Lesson& variant);

} // namespace lessons
