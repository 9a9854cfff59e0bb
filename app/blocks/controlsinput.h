// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDoubleSpinBox>
#include <QList>

#include <functional>

namespace app {

// A lesson slider's spin box (app/blocks/controlsinput.cpp). With `values`, an arrow key or wheel
// step of 1 from a stop lands between stops and snaps back: step from stop to stop instead.
class StopSpinBox : public QDoubleSpinBox {
public:
    StopSpinBox(const QList<double>& stops, QWidget* parent)
        : QDoubleSpinBox(parent), stops_(stops) {}
    void stepBy(int steps) override;
    // The box writes a true minus sign, as every other number on the page (a hyphen showed in
    // "-2.0" beside the chart's "−2"); both are accepted when typed.
    QString textFromValue(double value) const override;
    double valueFromText(const QString& text) const override;
    QValidator::State validate(QString& text, int& position) const override;
    std::function<void(const QString&)> refused; // a number outside the range was typed

private:
    QString withLocaleMinus(QString text) const;

    QList<double> stops_;
};

} // namespace app
