// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/result.h"

#include <QList>
#include <QLocale>
#include <QString>

// What a student types into a number field or a list of numbers, read in their locale, and the
// forms the record keeps it in.
namespace lessons {

// Numbers separated by commas. "4,,2", "abc", 1e400, "" fail with the 0-based offset of the
// bad item in error().offset(). Lesson files always use this C form.
// In a locale whose decimal separator is a comma (German), a student separates numbers with ";"
// ("0; 4; 2,5"), or with a comma followed by a space ("0, 4, 2,5"), or with spaces alone
// ("0 4 2,5"); a comma between digits is a decimal comma. Commas with no space and no ";"
// ("0,4,2") are ambiguous and fail with a message that shows the ";" form.
// `example` is the list the error messages show; empty: numberListExample.
Result<QList<double>> parseNumberList(const QString& typed, int maxItems, double maxAbs,
                                      const QLocale& locale = QLocale::c(),
                                      const QString& example = QString());
// A number list kept from another session, written in `locale`'s list form ("0, 4, 2" reads
// "0; 4; 2" in German, "0; 4; 2,5" reads "0, 4, 2.5" in English): read in `locale`, else in
// English, else in German. A text none of them reads is returned as it is. Only for records
// written before storedNumberList: a German "1,5" read in English was the list [1, 5].
QString numberListInLocale(const QString& typed, const QLocale& locale);
// A field of numbers as the record keeps it: a list `typed` in `locale` is written in one
// canonical form, "[0, 4, 2.5]" (C locale, shortest exact digits, in brackets, which no list a
// student types has); anything else is kept as typed.
QString storedNumberList(const QString& typed, const QLocale& locale);
// The field again from storedNumberList's text, in `locale`'s list form (a minus as U+2212, as
// typedNumberText writes it): the canonical form is
// read exactly; a text without brackets (typed wrong, or from an older record) goes through
// numberListInLocale.
QString numberListFromStore(const QString& stored, const QLocale& locale);
// The example a student sees in a number list's placeholder and in its error messages.
QString numberListExample(const QLocale& locale);

// One typed number ("3.5", "1e-3", " 2 "); accepts a decimal comma when there is no dot, and a
// decimal point in any locale; never a group separator ("1.000" is one, not a thousand).
Result<double> parseNumber(const QString& typed, const QLocale& locale = QLocale::c());
// A number as the student would type it, which parseNumber reads back ("2,5", "−1" with the
// minus sign U+2212 the tables write): for input fields and examples of what to type. Text to read
// goes through lessons/displaytext.h.
QString typedNumberText(double value, const QLocale& locale);
// A percentage the student typed (a lab's prediction), written as typed: the fewest digits that
// write it ("60%", "62.5%"), never a computed weight's three digits ("60.0%" for a typed 60:
// sp37 #3). A weight beside it keeps formatPercent's rule (displaytext.h).
QString formatTypedPercent(double pct, const QLocale& locale);
// A list of them, joined by listSeparator ("0, 8, 4"; "0; 8; 4,5" in German): the one form of a
// lab's logits, in its field, its run table and its notices alike.
QString numberListText(const QList<double>& values, const QLocale& locale);
// One number kept as the student typed it, shown in `locale`: the decimal point or comma it was
// typed with becomes `locale`'s ("86.7" typed in English reads "86,7" in German), every digit as
// typed. Text that is not one number is returned as it is.
QString typedNumberInLocale(const QString& kept, const QLocale& locale);

} // namespace lessons
