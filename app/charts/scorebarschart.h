// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/charts/chartpanel.h"

#include <QList>
#include <QStringList>

namespace attn::charts {

class LogitBars;

// Lesson chart kind `scores`: the raw scores of the keys as bars from the zero line, drawn by
// LogitBars (the lab's logits widget), with the scores in the readout. The chart only shows the
// scores it is given; an editable one lets the student drag the bars or step them with the keys
// and reports each edit through bars() (LogitBars::valuesEdited), so its owner sets whatever the
// scores are bound to and hands the result back through setScores.
//
//   ScoreBarsChart chart;
//   chart.setScores({1, 0, 0});
//   chart.setEditable(true, 0.5, 3.0); // drag in steps of 0.5 within -3..3
class ScoreBarsChart : public ChartPanel {
    Q_OBJECT
public:
    double measureShare() const override { return 1.0; } // a few bars: the text's width
    explicit ScoreBarsChart(QWidget* parent = nullptr);

    void setScores(const QList<double>& scores);
    const QList<double>& scores() const;
    void setMasked(const QList<bool>& masked); // LogitBars::setMasked
    // The lesson's `keys`: under the bars, in the readout and what screen readers hear.
    void setKeyNames(const QStringList& names);
    // `step`: one key press; `range` > 0: the bars are drawn on +-range and reach no further
    // (the bound sliders' range); otherwise the drawing fits the scores.
    void setEditable(bool editable, double step, double range);
    LogitBars* bars() const { return bars_; }

protected:
    void titleChanged() override;

private:
    void updateReading();

    LogitBars* bars_;
};

} // namespace attn::charts
