// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/displaytext.h"

#include "lessons/blockspecs.h"
#include "lessons/math.h"
#include "lessons/parameters.h"

#include "core/localenumberformat.h"
#include "core/numbertext.h"

#include <QChar>
#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace lessons {
namespace {

// Each math placeholder replaced by what `form` makes of its TeX.
template <typename Form> QString replaceMath(const QString& markdown, Form form) {
    const QList<MathPlaceholder> found = mathPlaceholders(markdown);
    QString out;
    int copied = 0;
    for (const MathPlaceholder& p : found) {
        out += markdown.mid(copied, p.start - copied);
        out += form(parseMath(p.tex).root);
        copied = p.start + p.length;
    }
    out += markdown.mid(copied);
    return out;
}

QString fromUtf8(const std::string& text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace

DisplayText displayText(const QString& source) {
    DisplayText out;
    out.markdown = markdownWithMath(source);
    out.plain = plainTextWithMath(source).simplified();
    out.spoken = replaceMath(out.markdown, [](const MathNode& node) {
                     return mathToSpeech(node);
                 }).simplified();
    return out;
}

DisplayText parameterLabel(const Lesson& lesson, const QString& parameter) {
    const Block* control = lesson.control(parameter);
    if (const QString label = control ? controlLabel(*control) : QString(); !label.isEmpty())
        return displayText(label);
    // The name read as math: "d_k" is dₖ; a name that is no formula stays as it is.
    const MathParse math = parseMath(parameter);
    return math.ok() ? displayText(QLatin1Char('$') + parameter + QLatin1Char('$'))
                     : displayText(parameter);
}

namespace {

// "Score $z_1$ of key 1 (value (4, 0))" -> "Score $z_1$ of key 1": in a list of values the note
// in parentheses at the end of a control's label is what the control is for, not its name.
QString withoutTrailingNote(const QString& label) {
    const QString trimmed = label.trimmed();
    if (!trimmed.endsWith(QLatin1Char(')')))
        return label;
    int depth = 0;
    for (qsizetype i = trimmed.size() - 1; i >= 0; --i) {
        if (trimmed.at(i) == QLatin1Char(')'))
            ++depth;
        else if (trimmed.at(i) == QLatin1Char('(') && --depth == 0) {
            const QString name = trimmed.left(i).trimmed();
            const bool outsideMath = trimmed.left(i).count(QLatin1Char('$')) % 2 == 0;
            return outsideMath && !name.isEmpty() ? name : label;
        }
    }
    return label;
}

} // namespace

DisplayText parameterName(const Lesson& lesson, const QString& parameter) {
    const Block* control = lesson.control(parameter);
    const QString label = control ? controlLabel(*control) : QString();
    return label.isEmpty() ? parameterLabel(lesson, parameter)
                           : displayText(withoutTrailingNote(label));
}

namespace {

// "105" and "°" make "105°"; "4" and "dims" make "4 dims".
QString withUnit(const QString& number, const QString& unit) {
    if (unit.isEmpty())
        return number;
    const bool glued = unit == QStringLiteral("°") || unit == QStringLiteral("%");
    return number + (glued ? QString() : QStringLiteral("\u00a0")) + unit; // never broken
}

} // namespace

QStringList parameterNamesInPageOrder(const Lesson& lesson, const QHash<QString, double>& values) {
    QStringList names = lesson.parameterNames();
    names.erase(std::remove_if(names.begin(), names.end(),
                               [&](const QString& name) { return !values.contains(name); }),
                names.end());
    QStringList others = values.keys();
    others.sort();
    for (const QString& name : std::as_const(others)) {
        if (!names.contains(name))
            names.append(name);
    }
    return names;
}

DisplayText parameterValues(const Lesson& lesson, const QHash<QString, double>& values,
                            const QLocale& locale) {
    const QStringList names = parameterNamesInPageOrder(lesson, values);
    const QString separator = listSeparator(locale);
    DisplayText out;
    for (const QString& name : std::as_const(names)) {
        const Block* control = lesson.control(name);
        const DisplayText label = parameterName(lesson, name);
        // A check box reads "on" or "off", not "= 1".
        const bool toggle = control && control->specAs<ToggleSpec>();
        const SliderSpec* slider = control ? control->specAs<SliderSpec>() : nullptr;
        const QString unit = slider ? slider->unit : QString();
        // A slider's value as its number box writes it ("1.0" beside a box that shows "1.0"),
        // when it lies on the box's decimals; any other value as every number is written.
        const double raw = values.value(name);
        const int decimals = slider ? sliderDecimals(*slider) : -1;
        const QString value = attn::onDecimalGrid(raw, decimals)
                                  ? formatFixed(raw, decimals, locale)
                                  : formatNumber(raw, locale);
        const QString number =
            toggle ? (values.value(name) != 0.0 ? QCoreApplication::translate("lessons", "on")
                                                : QCoreApplication::translate("lessons", "off"))
                   : withUnit(value, unit);
        const QString sep = out.plain.isEmpty() ? QString() : separator;
        out.markdown += sep + label.markdown + QStringLiteral(" = ") + number;
        out.plain += sep + label.plain + QStringLiteral(" = ") + number;
        out.spoken += sep + label.spoken + QStringLiteral(" = ") + number;
    }
    return out;
}

QString optionText(const Lesson& lesson, const QString& questionId, const QString& optionId) {
    const Block* question = lesson.findById(questionId);
    const QuestionSpec* spec = question ? question->specAs<QuestionSpec>() : nullptr;
    if (!spec)
        return optionId;
    for (const ChoiceOption& option : spec->options) {
        // From the text as written, as the record's prompts are (kinds::askedAsPlainText): the
        // Markdown in option.html escapes tags and dollars with a backslash the reader would see.
        if (option.id == optionId)
            return plainTextWithMath(option.written).simplified();
    }
    // The lesson was edited since: the id is all the record has, and the reader must not take
    // it for one of the options on the page.
    return QCoreApplication::translate("lessons", "%1 (an option since removed)").arg(optionId);
}

QString answerText(const Lesson* lesson, const QString& questionId, const QStringList& choices,
                   const QString& typed) {
    if (choices.isEmpty())
        return typed;
    QStringList texts;
    for (const QString& id : choices)
        texts.append(lesson ? optionText(*lesson, questionId, id) : id);
    // Option texts may hold commas themselves.
    return texts.join(QStringLiteral("; "));
}

QString withPercentSignsKept(const QString& text) {
    if (!text.contains(QLatin1Char('%')) && !text.contains(QChar(u'‰')))
        return text;
    // Spaces, or one line break with the spaces around it (a paragraph break is two).
    static const QRegularExpression spaced(
        QStringLiteral("(?<=\\d)(?:[ \\t]+|[ \\t]*\\r?\\n[ \\t]*)(?=[%‰])"));
    QString out = text;
    out.replace(spaced, QStringLiteral("\u00a0"));
    return out;
}

attn::NumberFormat numberFormat(const QLocale& locale) {
    return attn::localeNumberFormat(locale.decimalPoint().toStdString(),
                                    locale.groupSeparator().toStdString(),
                                    QLocale::languageToCode(locale.language()).toStdString());
}

QString formatNumber(double value, const QLocale& locale, int significant) {
    return fromUtf8(attn::numberText(value, significant, numberFormat(locale)));
}

QString formatValue(double value, const QLocale& locale) {
    return fromUtf8(attn::valueText(value, numberFormat(locale)));
}

QString formatExactOrValue(double value, const QLocale& locale) {
    return fromUtf8(attn::exactOrValueText(value, numberFormat(locale)));
}

QString formatFixed(double value, int decimals, const QLocale& locale) {
    return fromUtf8(attn::fixedText(value, decimals, numberFormat(locale)));
}

QString formatPercent(double pct, const QLocale& locale) {
    const std::string text = attn::percentWeightText(pct, numberFormat(locale));
    return text.empty() ? QCoreApplication::translate("lessons", "not a number") : fromUtf8(text);
}

QString formatPoint(double x, double y, int decimals, const QLocale& locale) {
    return QLatin1Char('(') + formatFixed(x, decimals, locale) + listSeparator(locale) +
           formatFixed(y, decimals, locale) + QLatin1Char(')');
}

QString listSeparator(const QLocale& locale) {
    return locale.decimalPoint() == QStringLiteral(",") ? QStringLiteral("; ")
                                                        : QStringLiteral(", ");
}

QString spokenHeadline(const QString& spoken, int maxChars) {
    const QString text = spoken.simplified();
    if (text.isEmpty() || maxChars < 2)
        return {};
    // A sentence ends at . ! ? followed by a space; "e.g. this" or "0.5" is not cut there
    // when the end falls before the fourth word (a sentence that short is rare in lessons).
    for (qsizetype i = 0; i + 1 < text.size() && i < maxChars; ++i) {
        const QChar c = text.at(i);
        if ((c == u'.' || c == u'!' || c == u'?') && text.at(i + 1) == u' ' &&
            text.left(i).count(u' ') >= 3)
            return text.left(i + 1);
    }
    if (text.size() <= maxChars)
        return text;
    qsizetype cut = text.lastIndexOf(u' ', maxChars - 1);
    if (cut < maxChars / 2)
        cut = maxChars - 1; // one very long word: cut inside it
    return text.left(cut) + QStringLiteral("…");
}

} // namespace lessons
