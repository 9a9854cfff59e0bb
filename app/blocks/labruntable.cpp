// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/labruntable.h"

#include "app/blocks/readonlytable.h"
#include "app/charts/chartpanel.h"
#include "app/charts/keyname.h"
#include "lessons/displaytext.h"
#include "lessons/typednumbers.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLocale>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTextDocument>

#include <algorithm>

namespace app {

namespace {

// A header whose sections may carry rich text (kRichHeaderRole): "<i>d</i><sub>k</sub> = 4" as
// the prose sets d_k, where a header item shows plain text only ("dₖ = 4" with its tiny
// letter, issue 19). The item's plain text stays what screen readers and copies get; the section
// is sized by it (the rich text is about as wide).
class RichTextHeader : public QHeaderView {
public:
    static constexpr int kRichHeaderRole = Qt::UserRole + 3;
    using QHeaderView::QHeaderView;

protected:
    void paintSection(QPainter* painter, const QRect& rect, int logicalIndex) const override {
        const QString html =
            model() ? model()->headerData(logicalIndex, orientation(), kRichHeaderRole).toString()
                    : QString();
        if (html.isEmpty()) {
            QHeaderView::paintSection(painter, rect, logicalIndex);
            return;
        }
        QStyleOptionHeader option;
        initStyleOptionForIndex(&option, logicalIndex);
        option.rect = rect;
        option.text.clear();
        painter->save();
        style()->drawControl(QStyle::CE_Header, &option, painter, this);
        QTextDocument document;
        document.setDocumentMargin(0);
        document.setDefaultFont(font());
        document.setHtml(html);
        const QSizeF size = document.size();
        const QRect inside =
            style()->subElementRect(QStyle::SE_HeaderLabel, &option, this).intersected(rect);
        const double left = option.textAlignment & Qt::AlignHCenter
                                ? inside.center().x() - size.width() / 2
                                : inside.left();
        painter->translate(left, inside.center().y() - size.height() / 2);
        painter->setClipRect(QRectF(QPointF(0, 0), size));
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette = palette();
        context.palette.setColor(QPalette::Text, palette().color(QPalette::ButtonText));
        document.documentLayout()->draw(painter, context);
        painter->restore();
    }
};

} // namespace

LabRunTable::LabRunTable(int dimColumns, QWidget* parent)
    : QTableWidget(0, 2 + dimColumns, parent) {
    setHorizontalHeader(new RichTextHeader(Qt::Horizontal, this));
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

QStringList LabRunTable::weightsOf(const lessons::LabRun& run, int d) {
    // One run's weights share their decimals ("9.0% · 66.5% · 24.5%", never "9.00%" beside
    // "66.5%"), as a table's column does.
    QStringList weights = attn::charts::formatPercentSet(run.weightsPct.at(d), true);
    for (qsizetype i = 0; i < weights.size(); ++i) {
        // Never broken inside a weight ("<" on one line, "0.1%" on the next), and named by its
        // key as the bars above name it: a list of percentages left the student to count
        // (issue 22).
        weights[i] = attn::charts::keyName(int(i)) + QChar(0x00a0) +
                     QString(weights.at(i)).replace(QLatin1Char(' '), QChar(0x00a0));
    }
    return weights;
}

QStringList LabRunTable::logitsOf(const lessons::LabRun& run) const {
    QStringList logits;
    for (qsizetype i = 0; i < run.scores.size(); ++i)
        logits.append(attn::charts::keyName(int(i)) + QChar(0x00a0) +
                      lessons::typedNumberText(run.scores.at(i), locale()));
    return logits;
}

namespace {
// A cell on one line, whatever it shows now.
QString oneLine(const QTableWidgetItem* cell) {
    const QString line = cell->data(LabRunTable::kOneLineRole).toString();
    return line.isEmpty() ? cell->text() : line;
}
} // namespace

void LabRunTable::appendRun(const lessons::LabRun& run, const QList<lessons::LabRun>& runs) {
    // One column per head dimension any run used, in ascending order, so every heading is true
    // of every cell under it: headed by the latest run's dims, an earlier run at dₖ = 4 stood
    // under "dₖ = 8192" and a dropped dimension kept its stale heading (sp25).
    QList<int> dims;
    for (const lessons::LabRun& each : runs)
        for (int dim : each.dims)
            if (!dims.contains(dim))
                dims.append(dim);
    std::sort(dims.begin(), dims.end());
    QStringList headers{tr("Run"), tr("Raw logits")};
    for (int dim : dims)
        headers.append(tr("dₖ = %1").arg(dim));
    setColumnCount(int(headers.size()));
    setHorizontalHeaderLabels(headers);
    for (int column = 0; column < dims.size(); ++column)
        horizontalHeaderItem(2 + column)
            ->setData(RichTextHeader::kRichHeaderRole,
                      tr("<i>d</i><sub>k</sub> = %1").arg(dims.at(column)));
    setRowCount(int(runs.size()));
    auto item = [](const QString& text) {
        auto* cell = new QTableWidgetItem(text);
        cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        return cell;
    };
    for (int row = 0; row < runs.size(); ++row) {
        const lessons::LabRun& each = runs.at(row);
        setItem(row, 0, item(QString::number(row + 1)));
        // As the logits field writes them (numberListText), stacked with their keys' names
        // when the line does not fit.
        QTableWidgetItem* logits = item(lessons::numberListText(each.scores, locale()));
        logits->setData(kOneLineRole, logits->text());
        logits->setData(kStackedRole, logitsOf(each).join(QLatin1Char('\n')));
        // Heard as "key 1 = 0, ...", never as a mathematical letter (review32).
        logits->setData(Qt::AccessibleTextRole,
                        attn::charts::spokenText(logitsOf(each).join(kWeightSeparator)));
        setItem(row, 1, logits);
        for (int column = 0; column < dims.size(); ++column) {
            const int d = int(each.dims.indexOf(dims.at(column)));
            if (d < 0) {
                QTableWidgetItem* cell = item(QStringLiteral("–"));
                cell->setData(Qt::AccessibleTextRole,
                              tr("not run at dₖ = %1").arg(dims.at(column)));
                setItem(row, 2 + column, cell);
                continue;
            }
            const QStringList weights = weightsOf(each, d);
            QTableWidgetItem* cell = item(weights.join(kWeightSeparator));
            cell->setData(kOneLineRole, cell->text());
            cell->setData(kStackedRole, weights.join(QLatin1Char('\n')));
            cell->setData(Qt::AccessibleTextRole, attn::charts::spokenText(cell->text()));
            // The rule of the charts and tables, for weights of finite logits (never exactly 0
            // or 100).
            cell->setToolTip(tr("dₖ = %1: largest weight %2")
                                 .arg(each.dims.at(d))
                                 .arg(attn::charts::formatSoftmaxPercent(each.maxPct.at(d))));
            setItem(row, 2 + column, cell);
        }
    }
    setAccessibleDescription(tr("Runs: %1; latest logits: %2")
                                 .arg(runs.size())
                                 .arg(lessons::numberListText(run.scores, locale())));
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
        // Each column's least width is its heading or its widest piece that may not break (a
        // weight, a logit and its comma): shared out equally, a column narrower than "66.5%"
        // broke the number in two (issue 19, six logits at 800 px).
        // Each cell's width on one line and stacked (its widest line: a key's entry, which
        // never breaks).
        const int rows = rowCount();
        QList<QList<int>> lineWidth(rows), stackWidth(rows);
        for (int row = 0; row < rows; ++row) {
            for (int column = 1; column < columns; ++column) {
                const QTableWidgetItem* cell = item(row, column);
                int line = 0, stack = 0;
                if (cell) {
                    line = metrics.horizontalAdvance(oneLine(cell)) + 2 * margin;
                    const QString stacked = cell->data(kStackedRole).toString();
                    for (const QString& piece :
                         (stacked.isEmpty() ? cell->text() : stacked).split(QLatin1Char('\n')))
                        stack = std::max(stack, metrics.horizontalAdvance(piece) + 2 * margin);
                }
                lineWidth[row].append(line);
                stackWidth[row].append(std::min(stack, line));
            }
        }
        QList<bool> stackedRows(rows, false);
        QList<int> natural, least;
        int width = 0;
        const auto measure = [&] {
            natural.clear();
            least.clear();
            width = columnWidth(0) + 2 * frameWidth();
            for (int column = 1; column < columns; ++column) {
                int widest = header->sectionSizeHint(column);
                int unbroken = widest;
                for (int row = 0; row < rows; ++row) {
                    const int i = column - 1;
                    widest = std::max(widest, stackedRows.at(row) ? stackWidth[row].at(i)
                                                                  : lineWidth[row].at(i));
                    unbroken = std::max(unbroken, stackWidth[row].at(i));
                }
                natural.append(widest);
                least.append(std::min(unbroken, widest));
                width += widest;
            }
        };
        measure();
        // A run too long for the room stands one key a line, the longest run first, so the runs
        // that fit keep their line and the columns their width: "−1000, 4, 2" widened the logits
        // column, squeezed the others and re-wrapped every row (issue 22).
        while (room > 0 && width > room) {
            int longest = -1, longestWidth = 0;
            for (int row = 0; row < rows; ++row) {
                int rowWidth = 0;
                for (int w : std::as_const(lineWidth[row]))
                    rowWidth += w;
                if (!stackedRows.at(row) && rowWidth > longestWidth) {
                    longest = row;
                    longestWidth = rowWidth;
                }
            }
            if (longest < 0)
                break;
            stackedRows[longest] = true;
            measure();
        }
        const bool fits = room <= 0 || width <= room;
        if (!fits) {
            // The logits give way first: their cell wraps to a second line, while the weights,
            // squeezed with it, wrapped every row to three lines ("0, 4, 2.001" made the table
            // three times taller, sp30 shot 24). Only when the weights do not fit beside the
            // logits' least width do all columns share the room past their least widths.
            const int fixed = columnWidth(0) + 2 * frameWidth();
            int results = 0;
            for (int i = 1; i < natural.size(); ++i)
                results += natural.at(i);
            const int logitsRoom = room - fixed - results;
            if (!natural.isEmpty() && logitsRoom >= least.at(0)) {
                natural[0] = logitsRoom;
            } else {
                int spare = room - fixed;
                int wanting = 0;
                for (int i = 0; i < least.size(); ++i) {
                    spare -= least.at(i);
                    wanting += natural.at(i) - least.at(i);
                }
                spare = std::max(0, spare);
                for (int i = 0; i < least.size(); ++i) {
                    const int share =
                        wanting > 0 ? int(qint64(spare) * (natural.at(i) - least.at(i)) / wanting)
                                    : 0;
                    natural[i] = least.at(i) + share;
                }
            }
        }
        for (int column = 1; column < columns; ++column) {
            header->setSectionResizeMode(column, QHeaderView::Fixed);
            setColumnWidth(column, natural.at(column - 1));
        }
        setMaximumWidth(fits ? width : QWIDGETSIZE_MAX);
        // Logits or weights that do not fit their column's line stand one key under another,
        // each named, with no separator: wrapped, a line ended in a dangling "·" (sp26, German
        // at 800 px) and a list of logits broke anywhere in the middle (issue 22). A row whose
        // logits stand so has its weights so too, each line one key across the row.
        const auto fitsItsLine = [&](const QTableWidgetItem* cell, int column) {
            return metrics.horizontalAdvance(oneLine(cell)) + 2 * margin <= columnWidth(column);
        };
        for (int row = 0; row < rowCount(); ++row) {
            const QTableWidgetItem* logits = item(row, 1);
            const bool stackRow = stackedRows.at(row) || (logits && !fitsItsLine(logits, 1));
            for (int column = 1; column < columns; ++column) {
                QTableWidgetItem* cell = item(row, column);
                if (!cell || cell->data(kStackedRole).toString().isEmpty())
                    continue;
                const bool stack = column == 1 ? stackRow : stackRow || !fitsItsLine(cell, column);
                cell->setText(stack ? cell->data(kStackedRole).toString() : oneLine(cell));
            }
        }
    }
    resizeRowsToContents();
    int height = header->sizeHint().height() + 2 * frameWidth();
    for (int r = 0; r < rowCount(); ++r)
        height += rowHeight(r);
    setFixedHeight(height);
}

} // namespace app
