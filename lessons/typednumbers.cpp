// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/typednumbers.h"
#include "lessons/displaytext.h"

#include "lessons/syntax.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>
#include <limits>

namespace lessons {
namespace {

// A number as the student types it: the locale's form, a decimal point in any locale, and the
// decimal comma when there is no dot. Group separators are never read ("1.000" is not 1000).
// The minus sign U+2212 of every shown number reads as a minus, so a copied "−1000" works.
syntax::Number readTypedNumber(const QString& typed, const QLocale& locale) {
    QString piece = typed;
    piece.replace(QChar(0x2212), QLatin1Char('-'));
    QLocale strict = locale;
    strict.setNumberOptions(QLocale::RejectGroupSeparator);
    bool ok = false;
    const double value = strict.toDouble(piece, &ok);
    if (ok && std::isfinite(value))
        return {syntax::NumberStatus::Ok, value};
    QString t = piece;
    if (!t.contains(QLatin1Char('.')) && t.count(QLatin1Char(',')) == 1)
        t.replace(QLatin1Char(','), QLatin1Char('.')); // a decimal comma, as in "2,5"
    return syntax::readNumber(t);
}

bool decimalComma(const QLocale& locale) {
    return locale.decimalPoint() == QLatin1String(",");
}

struct Piece {
    QString text; // untrimmed
    int start = 0;
};

// Splits a typed list into items (see parseNumberList); false when the separators are ambiguous.
bool splitList(const QString& typed, const QLocale& locale, QList<Piece>* pieces) {
    auto splitAt = [&](auto isSeparator) {
        int start = 0;
        for (int i = 0; i <= typed.size(); ++i) {
            const int width = i < typed.size() ? isSeparator(i) : 1;
            if (width == 0)
                continue;
            pieces->append({typed.mid(start, i - start), start});
            start = i + width;
            i = start - 1;
        }
    };
    if (!decimalComma(locale) || typed.contains(QLatin1Char(';'))) {
        const QChar separator = decimalComma(locale) ? QLatin1Char(';') : QLatin1Char(',');
        splitAt([&](int i) { return typed.at(i) == separator ? 1 : 0; });
        return true;
    }
    const QString trimmed = typed.trimmed();
    const bool commaSpace = trimmed.contains(QRegularExpression(QStringLiteral(",\\s")));
    if (commaSpace) { // "0, 4, 2,5": a comma and spaces separate, a bare comma is decimal
        splitAt([&](int i) {
            if (typed.at(i) != QLatin1Char(','))
                return 0;
            int end = i + 1;
            while (end < typed.size() && typed.at(end).isSpace())
                ++end;
            return end > i + 1 || end == typed.size() ? end - i : 0;
        });
        return true;
    }
    if (trimmed.count(QLatin1Char(',')) > 1 ||
        (trimmed.count(QLatin1Char(',')) == 1 && trimmed.contains(QLatin1Char('.'))))
        return false; // "0,4,2": a list of three or the decimals 0,4 and 2?
    // "0 4 2,5" or a lone "2,5": runs of spaces separate, so leading and trailing ones make no
    // empty items.
    splitAt([&](int i) {
        if (!typed.at(i).isSpace() || (i > 0 && typed.at(i - 1).isSpace()))
            return 0;
        int end = i;
        while (end < typed.size() && typed.at(end).isSpace())
            ++end;
        return end - i;
    });
    pieces->removeIf([](const Piece& piece) { return piece.text.trimmed().isEmpty(); });
    return true;
}

} // namespace

// The minus sign U+2212 where the app writes a number into a field, as every table and chart
// writes it: a German "-1000" in the logits field stood beside the run table's "−1000". What the
// student types stays as typed; both read back (readTypedNumber).
namespace {
QString withMinusSign(QString text) {
    if (text.startsWith(QLatin1Char('-')))
        text.replace(0, 1, QChar(0x2212));
    return text;
}
} // namespace

QString formatTypedPercent(double pct, const QLocale& locale) {
    if (!std::isfinite(pct))
        return QCoreApplication::translate("lessons", "not a number");
    const attn::NumberFormat format = numberFormat(locale);
    return QString::fromUtf8(attn::exactOrValueText(pct, format) + format.percentSign);
}

QString typedNumberText(double value, const QLocale& locale) {
    QLocale plain = locale;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    return withMinusSign(plain.toString(value, 'g', 6));
}

QString numberListText(const QList<double>& values, const QLocale& locale) {
    QStringList parts;
    for (double value : values)
        parts.append(typedNumberText(value, locale));
    return parts.join(listSeparator(locale));
}

QString typedNumberInLocale(const QString& kept, const QLocale& locale) {
    const Result<double> value = parseNumber(kept, locale);
    const QString point = locale.decimalPoint();
    if (!value || point.size() != 1)
        return kept;
    const QChar other = point.at(0) == QLatin1Char('.') ? QLatin1Char(',') : QLatin1Char('.');
    if (kept.count(other) != 1 || kept.contains(point))
        return kept;
    QString shown = kept;
    shown.replace(other, point.at(0));
    // Only a separator that reads back as the same number is swapped.
    return parseNumber(shown, locale).valueOr(qQNaN()) == value.value() ? shown : kept;
}

QString numberListInLocale(const QString& typed, const QLocale& locale) {
    const QLocale from[] = {locale, QLocale::c(), QLocale(QLocale::German, QLocale::Germany)};
    for (const QLocale& written : from) {
        const Result<QList<double>> values =
            parseNumberList(typed, 1 << 16, std::numeric_limits<double>::max(), written);
        if (values)
            return numberListText(values.value(), locale);
    }
    return typed;
}

namespace {
// Every digit needed to read the same double back, and no group separator.
QString exactNumberText(double value, const QLocale& locale) {
    QLocale plain = locale;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    return plain.toString(value, 'g', QLocale::FloatingPointShortest);
}
} // namespace

QString storedNumberList(const QString& typed, const QLocale& locale) {
    const Result<QList<double>> values =
        parseNumberList(typed, 1 << 16, std::numeric_limits<double>::max(), locale);
    if (!values)
        return typed;
    QStringList parts;
    for (double value : values.value())
        parts.append(exactNumberText(value, QLocale::c()));
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString numberListFromStore(const QString& stored, const QLocale& locale) {
    const QString t = stored.trimmed();
    if (!t.startsWith(QLatin1Char('[')) || !t.endsWith(QLatin1Char(']')))
        return numberListInLocale(stored, locale);
    const Result<QList<double>> values = parseNumberList(
        t.mid(1, t.size() - 2), 1 << 16, std::numeric_limits<double>::max(), QLocale::c());
    if (!values)
        return stored;
    QStringList parts;
    for (double value : values.value())
        parts.append(withMinusSign(exactNumberText(value, locale)));
    return parts.join(listSeparator(locale));
}

QString numberListExample(const QLocale& locale) {
    return decimalComma(locale) ? QStringLiteral("0; 4; 2,5") : QStringLiteral("0, 4, 2.5");
}

Result<double> parseNumber(const QString& typed, const QLocale& locale) {
    const QString t = typed.trimmed();
    const QString example = typedNumberText(2.5, locale);
    if (t.isEmpty())
        return Result<double>::failure(textError(
            QCoreApplication::translate("lessons", "nothing typed"),
            QCoreApplication::translate("lessons", "type a number such as %1").arg(example)));
    const syntax::Number number = readTypedNumber(t, locale);
    switch (number.status) {
    case syntax::NumberStatus::Ok:
        return number.value;
    case syntax::NumberStatus::NotANumber:
        return Result<double>::failure(textError(
            QCoreApplication::translate("lessons", "“%1” is not a number").arg(typed.trimmed()),
            QCoreApplication::translate("lessons", "type digits, e.g. %1 or %2")
                .arg(example, typedNumberText(1e-3, locale))));
    case syntax::NumberStatus::OutOfRange:
        break;
    }
    return Result<double>::failure(
        textError(QCoreApplication::translate("lessons", "“%1” is too large to compute with")
                      .arg(typed.trimmed()),
                  QCoreApplication::translate("lessons", "use a smaller number")));
}

Result<QList<double>> parseNumberList(const QString& typed, int maxItems, double maxAbs,
                                      const QLocale& locale, const QString& listExample) {
    using ListResult = Result<QList<double>>;
    const QString example = listExample.isEmpty() ? numberListExample(locale) : listExample;
    const QString separated =
        decimalComma(locale)
            ? QCoreApplication::translate("lessons", "type numbers separated by “;”, e.g. %1")
                  .arg(example)
            : QCoreApplication::translate("lessons", "type numbers separated by commas, e.g. %1")
                  .arg(example);
    if (typed.trimmed().isEmpty())
        return ListResult::failure(
            textError(QCoreApplication::translate("lessons", "no numbers given"), separated, 0));
    QList<Piece> pieces;
    if (!splitList(typed, locale, &pieces)) {
        return ListResult::failure(
            textError(QCoreApplication::translate(
                          "lessons", "“%1” is ambiguous: a comma here is a decimal comma")
                          .arg(typed.trimmed()),
                      separated, 0));
    }
    QList<double> values;
    int item = 0;
    for (const Piece& raw : pieces) {
        const QString piece = raw.text.trimmed();
        int column = raw.start;
        while (column < raw.start + raw.text.size() && typed.at(column).isSpace())
            ++column;
        ++item;
        if (piece.isEmpty()) {
            return ListResult::failure(
                textError(QCoreApplication::translate("lessons", "item %1 is empty").arg(item),
                          QCoreApplication::translate(
                              "lessons", "remove the extra separator or type a number there"),
                          column));
        }
        if (item > maxItems) {
            return ListResult::failure(
                textError(QCoreApplication::translate("lessons", "too many numbers: at most %1")
                              .arg(maxItems),
                          QCoreApplication::translate("lessons", "remove some"), column));
        }
        const syntax::Number number = readTypedNumber(piece, locale);
        if (number.status == syntax::NumberStatus::NotANumber) {
            return ListResult::failure(
                textError(QCoreApplication::translate("lessons", "“%1” is not a number").arg(piece),
                          separated, column));
        }
        if (number.status == syntax::NumberStatus::OutOfRange || std::fabs(number.value) > maxAbs) {
            return ListResult::failure(textError(
                QCoreApplication::translate("lessons",
                                            "“%1” is too large: each number must be at most %2 "
                                            "in size")
                    .arg(piece, formatNumber(maxAbs, locale)),
                QCoreApplication::translate("lessons", "use a smaller number"), column));
        }
        values.append(number.value);
    }
    return values;
}

} // namespace lessons
