// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/chartblock.h"

#include "app/charts/chartpanel.h"
#include "app/lessondocument.h"
#include "app/richtext.h"
#include "lessons/displaytext.h"
#include "lessons/edithistory.h"
#include "lessons/lesson.h"
#include "lessons/math.h"
#include "lessons/parameters.h"

#include <QHBoxLayout>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextDocument>
#include <QVBoxLayout>

namespace app {

QString ChartBlock::tieShortLastWord(const QString& text) {
    // A caption's last word of three characters or less goes with the word before it: the
    // German "... ergeben zusammen 1." left "1." alone on the caption's last line (look24).
    static const QRegularExpression lastWord(QStringLiteral("[ \\t\\n]+(\\S{1,3})\\s*$"));
    QString tied = text;
    tied.replace(lastWord, QStringLiteral("\u00a0\\1"));
    return tied;
}

ChartBlock::ChartBlock(const lessons::ChartSpec& spec, const PageContext& context, QWidget* parent)
    : QFrame(parent), spec_(spec), context_(context) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    kind_ = makeChartKind(spec_.kind, context, this);
    attn::charts::ChartPanel* chart = panel();
    layout->addWidget(chart);
    if (!spec_.titleHtml.isEmpty()) {
        chart->setTitle(markdownToPlainText(spec_.titleHtml));
        // Its math typeset as the page's: "shadow of b on a" in plain letters stood beside
        // italic math in the prose around it (sp28 item 10).
        if (!lessons::mathPlaceholders(spec_.titleHtml).isEmpty())
            chart->setTitleLabel(new MarkdownLabel(spec_.titleHtml));
    }
    if (!spec_.captionHtml.isEmpty()) {
        // The caption line is rich text through the safe lesson document, its math as Unicode
        // (√dₖ).
        chart->setCaption(
            lessonRichText(tieShortLastWord(lessons::withPlainMath(spec_.captionHtml))));
    }
    setAccessibleName(chart->title());
    if (context.params && !kind_->parametersRead().isEmpty())
        connect(context.params, &lessons::ParameterSet::changed, this,
                &ChartBlock::parameterChanged);
    if (context.params && context.lesson && !kind_->editedParameters().isEmpty()) {
        // A plain push button as the lab's Run and Restore are, under the chart's right edge.
        reset_ = new QPushButton(tr("Reset to the lesson's values"), this);
        reset_->setAccessibleName(reset_->text());
        reset_->setAccessibleDescription(
            tr("Sets the values you changed on the chart %1 back to the lesson's")
                .arg(chart->title()));
        reset_->setToolTip(tr("Sets the values on this chart back to the lesson's (Ctrl+Z "
                              "takes it back)"));
        reset_->setFocusPolicy(Qt::StrongFocus);
        auto* row = new QHBoxLayout;
        row->addStretch(1);
        row->addWidget(reset_);
        layout->addLayout(row);
        connect(reset_, &QPushButton::clicked, this, &ChartBlock::resetToLesson);
        connect(context.params, &lessons::ParameterSet::changed, this, &ChartBlock::updateReset);
        updateReset();
    }
}

QString ChartBlock::editedName(const QString& param) const {
    return kind_ ? kind_->editedName(param) : QString();
}

QVariant ChartBlock::lessonValue(const QString& param) const {
    const lessons::Block* control = context_.lesson ? context_.lesson->control(param) : nullptr;
    if (!control)
        return {};
    if (const auto* toggle = control->specAs<lessons::ToggleSpec>())
        return toggle->defaultValue;
    if (const auto* slider = control->specAs<lessons::SliderSpec>())
        return lessons::fitSliderValue(*slider, slider->defaultValue);
    return {};
}

// Every slider and switch the chart draws from, not only the values dragged on it: a student
// pass reset lesson 3's scores with the mask still ticked, and the button went grey with the
// chart not as the lesson sets it.
QStringList ChartBlock::resetParameters() const {
    QStringList params = kind_->editedParameters();
    for (const QString& param : kind_->parametersRead()) {
        if (!params.contains(param))
            params.append(param);
    }
    return params;
}

void ChartBlock::updateReset() {
    bool edited = false;
    for (const QString& param : resetParameters()) {
        const QVariant lesson = lessonValue(param);
        edited = edited || (lesson.isValid() && context_.params->value(param) != lesson);
    }
    if (reset_->isEnabled() == edited)
        return;
    // Disabled, the button would drop the keyboard focus into nowhere: it moves to the chart.
    const bool hadFocus = reset_->hasFocus();
    reset_->setEnabled(edited);
    if (hadFocus && panel())
        panel()->setFocus(Qt::OtherFocusReason);
}

void ChartBlock::resetToLesson() {
    if (!context_.params || !kind_)
        return;
    if (context_.history) {
        const QString title = panel() ? panel()->title() : QString();
        context_.history->beginGesture(title.isEmpty() ? tr("reset of the chart")
                                                       : tr("reset of “%1”").arg(title));
    }
    for (const QString& param : resetParameters()) {
        if (const QVariant lesson = lessonValue(param); lesson.isValid())
            context_.params->setValue(param, lesson);
    }
    if (context_.history)
        context_.history->endGesture();
}

ChartBlock::~ChartBlock() = default;

attn::charts::ChartPanel* ChartBlock::panel() const {
    return kind_ ? kind_->panel() : nullptr;
}

bool ChartBlock::isSettled() const {
    if (!kind_)
        return true;
    return !kind_->panel()->isBusy() && kind_->hasFirstData();
}

QString ChartBlock::pictureCaption() const {
    QStringList parts = {QStringLiteral("Attention Lab")};
    if (context_.lesson)
        parts.append(lessons::plainTextWithMath(context_.lesson->title));
    if (context_.lesson && context_.params && kind_) {
        QHash<QString, double> values;
        for (const QString& param : kind_->parametersRead()) {
            bool ok = false;
            const double value = context_.params->value(param).toDouble(&ok);
            if (ok)
                values.insert(param, value);
        }
        if (const QString shown =
                lessons::parameterValues(*context_.lesson, values, locale()).plain;
            !shown.isEmpty())
            parts.append(shown);
    }
    return parts.join(QStringLiteral(" · "));
}

void ChartBlock::parameterChanged(const QString& name) {
    if (kind_ && kind_->parametersRead().contains(name))
        kind_->parameterChanged(name);
}

} // namespace app
