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
    // A number outside the range was typed: what the student typed since the box last changed
    // ("99", where the box refused each 9 on its own).
    std::function<void(const QString&)> refused;

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    QString withLocaleMinus(QString text) const;
    // The refused keystrokes added up: a refused key leaves the box's text as it was, so the
    // next key is checked against that text alone.
    QString refusedTyping(const QString& attempted) const;

    QList<double> stops_;
    // The typing refused so far and the box's text it was typed over; validate() is const.
    mutable QString refusedSoFar_;
    mutable QString refusedOver_;
    // The box's text before the key being handled: while validate() runs, the line edit already
    // holds the text the key would make.
    QString beforeKey_;
    bool inKey_ = false;
};

} // namespace app
