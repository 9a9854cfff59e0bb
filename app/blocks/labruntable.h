// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/labsession.h"

#include <QList>
#include <QTableWidget>

namespace app {

// A lab's runs so far, one column per key: each run a group of rows, one row per head dimension
// it ran at, its number and raw logits beside the group and its softmax weights under the keys.
// Three keys stacked in one cell (lesson 2) and "k1 73.1 % · k2 26.9 % · k3 < 0.1 %" on one line
// (lesson 3) were two looks for one table, and neither let a key's weights be read down a column
// (sp37 #4).
class LabRunTable : public QTableWidget {
    Q_OBJECT
public:
    LabRunTable(int dimColumns, QWidget* parent);

    // Shows `runs`, `run` the latest of them and the last.
    void appendRun(const lessons::LabRun& run, const QList<lessons::LabRun>& runs);
    // Columns and height to the runs' text in the current font, in `room` pixels of width (0:
    // any width).
    void fitTo(int room);

    int runCount() const { return int(firstRows_.size()); }
    // The row that holds run `run`'s number and logits (counted from 0); the run's other head
    // dimensions follow it.
    int firstRowOfRun(int run) const { return firstRows_.value(run, -1); }
    // Run `run`'s logits as the logits field writes them.
    QString logitsOfRun(int run) const;

    static constexpr int kRunColumn = 0;
    static constexpr int kLogitsColumn = 1;
    static constexpr int kDimColumn = 2;
    static constexpr int kFirstKeyColumn = 3;

    // A logits cell's text on one line, and stacked: one key a line, each named ("𝑘₁ −1000"),
    // which the cell shows when the line does not fit its column. A list never wraps in the
    // middle ("−1000, 4," over "2": issue 22).
    static constexpr int kOneLineRole = Qt::UserRole + 1;
    static constexpr int kStackedRole = Qt::UserRole + 2;

private:
    QStringList logitsOf(const lessons::LabRun& run) const;

    QList<int> firstRows_; // per run, its first row
};

} // namespace app
