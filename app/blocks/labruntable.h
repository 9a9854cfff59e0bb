// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/labsession.h"

#include <QList>
#include <QTableWidget>

namespace app {

// A lab's runs so far: each row a run's raw logits and its softmax weights, one column per head
// dimension any run used.
class LabRunTable : public QTableWidget {
    Q_OBJECT
public:
    LabRunTable(int dimColumns, QWidget* parent);

    // Shows `runs`, `run` the latest of them and the last.
    void appendRun(const lessons::LabRun& run, const QList<lessons::LabRun>& runs);
    // Columns and height to the runs' text in the current font, in `room` pixels of width (0:
    // any width).
    void fitTo(int room);

    // A logits or weights cell's text on one line, and stacked: one key a line, each named
    // ("𝑘₁ −1000"), which the cell shows when the line does not fit its column. A list never
    // wraps in the middle ("−1000, 4," over "2": issue 22).
    static constexpr int kOneLineRole = Qt::UserRole + 1;
    static constexpr int kStackedRole = Qt::UserRole + 2;
    static inline const QString kWeightSeparator = QStringLiteral("\u00a0· ");

private:
    static QStringList weightsOf(const lessons::LabRun& run, int d);
    QStringList logitsOf(const lessons::LabRun& run) const;
};

} // namespace app
