// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/labsession.h"

#include <QList>
#include <QTableWidget>

namespace app {

// A lab's runs so far: each row a run's raw logits and its softmax weights at every head
// dimension, headed by the latest run's dimensions.
class LabRunTable : public QTableWidget {
    Q_OBJECT
public:
    LabRunTable(int dimColumns, QWidget* parent);

    // Adds `run` as row `number`; `runs` are all of them, this one last (earlier rows say their
    // own dimensions where they differ from the new headings).
    void appendRun(const lessons::LabRun& run, int number, const QList<lessons::LabRun>& runs);
    // Columns and height to the runs' text in the current font, in `room` pixels of width (0:
    // any width).
    void fitTo(int room);

private:
    QString weightsCellText(const lessons::LabRun& run, int d, int headingDim) const;
};

} // namespace app
