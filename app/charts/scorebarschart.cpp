// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/scorebarschart.h"

#include "app/charts/logitbars.h"

#include <QBoxLayout>

namespace attn::charts {

namespace {

// Between the numbers of a list: ", ", or "; " where the decimal sign is a comma.
QString listSeparator() {
    return QLocale().decimalPoint() == QLatin1String(",") ? QStringLiteral("; ")
                                                          : QStringLiteral(", ");
}

} // namespace

ScoreBarsChart::ScoreBarsChart(QWidget* parent) : ChartPanel(parent), bars_(new LogitBars(this)) {
    bars_->setEditable(false);
    bars_->setAccessibleName(tr("Raw scores"));
    bars_->setAxisTitle(tr("raw score"));
    // The bars take the place of the Qt Charts view, between the title and the readout
    // (ChartPanel's column: title, the views' row, readout, caption).
    chartView()->hide();
    if (auto* column = qobject_cast<QBoxLayout*>(layout()))
        column->insertWidget(2, bars_, 1);
    setSummary(tr("One bar per key: its raw score, from the zero line."));
    connect(bars_, &LogitBars::valuesEdited, this, [this] { updateReading(); });
    updateReading();
}

void ScoreBarsChart::setScores(const QList<double>& scores) {
    bars_->setValues(scores);
    updateReading();
}

void ScoreBarsChart::setMasked(const QList<bool>& masked) {
    if (masked == bars_->masked())
        return; // called on every drag step; the reading only changes with the mask
    bars_->setMasked(masked);
    updateReading();
}

void ScoreBarsChart::setKeyNames(const QStringList& names) {
    bars_->setKeyNames(names);
    updateReading();
}

const QList<double>& ScoreBarsChart::scores() const {
    return bars_->values();
}

void ScoreBarsChart::setEditable(bool editable, double step, double range) {
    bars_->setStep(step);
    if (range > 0) {
        bars_->setLimit(range);
        bars_->setFixedRange(range);
    }
    bars_->setEditable(editable);
    setSummary(editable ? tr("One bar per key: its raw score, from the zero line. Drag the top of "
                             "a bar, or tab to the bars and use the arrow keys, to change a "
                             "score.")
                        : tr("One bar per key: its raw score, from the zero line."));
}

void ScoreBarsChart::titleChanged() {
    // The bars are what a screen reader lands on: they carry the chart's title.
    if (!title().isEmpty())
        bars_->setAccessibleName(title());
}

void ScoreBarsChart::updateReading() {
    QStringList parts;
    for (int i = 0; i < bars_->values().size(); ++i)
        parts.append(bars_->hasKeyNames() ? tr("%1 %2", "a key's name, then its score")
                                                .arg(bars_->keyLabel(i), bars_->barValueText(i))
                                          : bars_->barValueText(i));
    setReadout(tr("Scores: %1").arg(parts.join(listSeparator())));
}

} // namespace attn::charts
