// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/labruntable.h"

#include "app/blocks/readonlytable.h"
#include "app/charts/chartpanel.h"
#include "lessons/displaytext.h"
#include "lessons/typednumbers.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QLocale>
#include <QStyle>

#include <algorithm>

namespace app {

namespace {

QString joinNumbers(const QList<double>& values, const QLocale& locale) {
    QStringList parts;
    for (double value : values)
        parts.append(lessons::formatNumber(value, locale));
    return parts.join(lessons::listSeparator(locale));
}

} // namespace

LabRunTable::LabRunTable(int dimColumns, QWidget* parent)
    : QTableWidget(0, 2 + dimColumns, parent) {
    verticalHeader()->setVisible(false);
    makeReadOnlyTable(this);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The table is as wide as its runs' text (fitTo); in a lab narrower than that the
    // columns share its width and a long list of logits or weights wraps inside its cell
    // instead of running past the frame.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    horizontalHeader()->setMinimumSectionSize(1);
    setAccessibleName(tr("Runs so far: raw logits and the softmax weights at each head "
                         "dimension"));
    setVisible(false);
}

QString LabRunTable::weightsCellText(const lessons::LabRun& run, int d, int headingDim) const {
    // One run's weights share their decimals ("9.0% · 66.5% · 24.5%", never "9.00%" beside
    // "66.5%"), as a table's column does.
    QStringList weights = attn::charts::formatPercentSet(run.weightsPct.at(d), true);
    // A cell wraps between weights, never inside one ("<" on one line, "0.1%" on the next).
    for (QString& weight : weights)
        weight.replace(QLatin1Char(' '), QChar(0x00a0));
    const QString text = weights.join(QStringLiteral("\u00a0· "));
    if (run.dims.at(d) == headingDim)
        return text;
    return tr("dₖ = %1:").arg(run.dims.at(d)).replace(QLatin1Char(' '), QChar(0x00a0)) +
           QLatin1Char(' ') + text;
}

void LabRunTable::appendRun(const lessons::LabRun& run, int number,
                            const QList<lessons::LabRun>& runs) {
    // Headed by the latest run's dims.
    QStringList headers{tr("Run"), tr("Raw logits")};
    for (int dim : run.dims)
        headers.append(tr("dₖ = %1").arg(dim));
    if (columnCount() < headers.size())
        setColumnCount(int(headers.size()));
    setHorizontalHeaderLabels(headers);
    const int row = rowCount();
    insertRow(row);
    auto item = [](const QString& text) {
        auto* cell = new QTableWidgetItem(text);
        cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        return cell;
    };
    setItem(row, 0, item(QString::number(number)));
    setItem(row, 1, item(joinNumbers(run.scores, locale())));
    for (int d = 0; d < run.dims.size(); ++d) {
        QTableWidgetItem* cell = item(QString());
        // The rule of the charts and tables, for weights of finite logits (never exactly 0 or
        // 100).
        cell->setToolTip(tr("dₖ = %1: largest weight %2")
                             .arg(run.dims.at(d))
                             .arg(attn::charts::formatSoftmaxPercent(run.maxPct.at(d))));
        setItem(row, 2 + d, cell);
    }
    // The headings are the latest run's dims: an earlier row run at other dims says its own in
    // each cell (sp21: rows computed at dₖ = 4 stood under a "dₖ = 9" heading).
    for (int r = 0; r < rowCount() && r < runs.size(); ++r) {
        for (int d = 0; d < runs.at(r).dims.size(); ++d) {
            if (QTableWidgetItem* cell = this->item(r, 2 + d))
                cell->setText(weightsCellText(runs.at(r), d, run.dims.value(d, -1)));
        }
    }
    setAccessibleDescription(
        tr("Runs: %1; latest logits: %2").arg(runs.size()).arg(joinNumbers(run.scores, locale())));
}

void LabRunTable::fitTo(int room) {
    QHeaderView* header = horizontalHeader();
    const int columns = columnCount();
    if (columns > 0) {
        // The run number's column: its header or the widest number, whichever is wider.
        header->setSectionResizeMode(0, QHeaderView::Fixed);
        const QFontMetrics metrics(font());
        const int margin =
            2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1) +
            metrics.averageCharWidth();
        const int numberWidth =
            metrics.horizontalAdvance(QString::number(std::max<qsizetype>(9, rowCount())));
        const int headerWidth =
            QFontMetrics(header->font())
                .horizontalAdvance(horizontalHeaderItem(0) ? horizontalHeaderItem(0)->text()
                                                           : QString());
        setColumnWidth(0, std::max(numberWidth, headerWidth) + 2 * margin);
        // Every other column as wide as its widest cell or heading on one line, and the table as
        // wide as its columns, as the softmax tables are (tableblock.cpp): stretched over the
        // page it ran ~840 px, four equal columns with the numbers far apart (issue 19). Only
        // when that is wider than the lab do the columns share its width and wrap their cells.
        QList<int> natural;
        int width = columnWidth(0) + 2 * frameWidth();
        for (int column = 1; column < columns; ++column) {
            int widest = header->sectionSizeHint(column);
            for (int row = 0; row < rowCount(); ++row) {
                if (const QTableWidgetItem* cell = item(row, column))
                    widest = std::max(widest, metrics.horizontalAdvance(cell->text()) + 2 * margin);
            }
            natural.append(widest);
            width += widest;
        }
        const bool fits = room <= 0 || width <= room;
        for (int column = 1; column < columns; ++column) {
            header->setSectionResizeMode(column, fits ? QHeaderView::Fixed : QHeaderView::Stretch);
            if (fits)
                setColumnWidth(column, natural.at(column - 1));
        }
        setMaximumWidth(fits ? width : QWIDGETSIZE_MAX);
    }
    resizeRowsToContents();
    int height = header->sizeHint().height() + 2 * frameWidth();
    for (int r = 0; r < rowCount(); ++r)
        height += rowHeight(r);
    setFixedHeight(height);
}

} // namespace app
