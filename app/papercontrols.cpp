// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/papercontrols.h"

#include "app/blocks/controls.h"
#include "app/lessonpage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>

namespace app {
namespace {

constexpr char kPaperControlProperty[] = "attnPaperControl";

// A number, unit or option text set into lesson Markdown as it reads: a `*`, `_` or `$` in it
// would start emphasis or math.
QString literal(const QString& text) {
    static const QString marks = QStringLiteral("\\`*_[]<>$");
    QString escaped;
    escaped.reserve(text.size());
    for (const QChar c : text) {
        if (marks.contains(c))
            escaped += QLatin1Char('\\');
        escaped += c;
    }
    return escaped;
}

// "Label: rest", or "Label rest" after a label that ends in its own punctuation ("Which token
// is asking?").
QString labelled(const QString& labelMarkdown, const QString& rest) {
    const QString label = labelMarkdown.trimmed();
    if (label.endsWith(QLatin1Char('?')) || label.endsWith(QLatin1Char(':')))
        return label + QLatin1Char(' ') + rest;
    return LessonPage::tr("%1: %2", "a control's label and its value on paper").arg(label, rest);
}

QString sliderOnPaper(const SliderControl& slider, const QString& labelMarkdown) {
    const QDoubleSpinBox* spin = slider.spinBox();
    QString low = spin->textFromValue(slider.minimum());
    QString high = spin->textFromValue(slider.maximum());
    // An angle's ends carry their degree sign, as its value does.
    if (slider.valueText().endsWith(QChar(0x00B0))) {
        low += QChar(0x00B0);
        high += QChar(0x00B0);
    }
    QString line =
        labelled(labelMarkdown, LessonPage::tr("**%1** (slider from %2 to %3)")
                                    .arg(literal(slider.valueText()), literal(low), literal(high)));
    if (slider.isMasked())
        line += QLatin1Char(' ') + literal(slider.maskedNote());
    return line;
}

} // namespace

void printAsControl(QWidget* control, const QString& labelMarkdown) {
    control->setProperty(kPaperControlProperty, labelMarkdown);
}

QString controlOnPaper(const QWidget* control) {
    const QVariant label = control->property(kPaperControlProperty);
    if (!label.isValid())
        return {};
    const QString labelMarkdown = label.toString();
    if (const auto* slider = qobject_cast<const SliderControl*>(control))
        return sliderOnPaper(*slider, labelMarkdown);
    if (const auto* toggle = qobject_cast<const ToggleControl*>(control)) {
        return labelled(labelMarkdown, toggle->checkBox()->isChecked()
                                           ? LessonPage::tr("**switched on**")
                                           : LessonPage::tr("**switched off**"));
    }
    if (const auto* choice = qobject_cast<const ChoiceControl*>(control)) {
        const QComboBox* combo = choice->comboBox();
        QStringList others;
        for (int index = 0; index < combo->count(); ++index) {
            if (index != combo->currentIndex())
                others.append(literal(combo->itemText(index)));
        }
        const QString chosen = literal(combo->currentText());
        return labelled(labelMarkdown,
                        others.isEmpty()
                            ? QStringLiteral("**%1**").arg(chosen)
                            : LessonPage::tr("**%1** (chosen from a list; the others: %2)")
                                  .arg(chosen, others.join(QStringLiteral("; "))));
    }
    return {};
}

} // namespace app
