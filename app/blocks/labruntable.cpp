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
#include <QScrollBar>
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
    : QTableWidget(0, kFirstKeyColumn, parent) {
    Q_UNUSED(dimColumns); // the head dimensions are rows now, one per run and dimension
    setHorizontalHeader(new RichTextHeader(Qt::Horizontal, this));
    verticalHeader()->setVisible(false);
    makeReadOnlyTable(this);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The table is as wide as its runs' text (fitTo); only runs with more keys than a narrow
    // lab has room for scroll sideways (fitTo).
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    horizontalHeader()->setMinimumSectionSize(1);
    setAccessibleName(tr("Runs so far: raw logits and the softmax weight of each key at each "
                         "head dimension"));
    setVisible(false);
}

QStringList LabRunTable::logitsOf(const lessons::LabRun& run) const {
    QStringList logits;
    for (qsizetype i = 0; i < run.scores.size(); ++i)
        logits.append(attn::charts::keyName(int(i)) + QChar(0x00a0) +
                      lessons::typedNumberText(run.scores.at(i), locale()));
    return logits;
}

QString LabRunTable::logitsOfRun(int run) const {
    const QTableWidgetItem* cell = item(firstRowOfRun(run), kLogitsColumn);
    return cell ? cell->data(kOneLineRole).toString() : QString();
}

namespace {
// A cell on one line, whatever it shows now.
QString oneLine(const QTableWidgetItem* cell) {
    const QString line = cell->data(LabRunTable::kOneLineRole).toString();
    return line.isEmpty() ? cell->text() : line;
}

QTableWidgetItem* readOnlyItem(const QString& text, Qt::Alignment alignment = Qt::AlignLeft) {
    auto* cell = new QTableWidgetItem(text);
    cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    cell->setTextAlignment(alignment | Qt::AlignTop);
    return cell;
}
} // namespace

void LabRunTable::appendRun(const lessons::LabRun& run, const QList<lessons::LabRun>& runs) {
    int keys = 0;
    int rows = 0;
    for (const lessons::LabRun& each : runs) {
        keys = std::max(keys, int(each.scores.size()));
        rows += std::max(1, int(each.dims.size()));
    }
    QStringList headers{tr("Run"), tr("Raw logits"), tr("dₖ")};
    for (int key = 0; key < keys; ++key)
        headers.append(attn::charts::keyName(key));
    clearSpans();
    clearContents();
    setColumnCount(int(headers.size()));
    setHorizontalHeaderLabels(headers);
    // As the prose sets d_k and k_1, where a header item shows plain text only ("dₖ" with its
    // tiny letter, issue 19).
    horizontalHeaderItem(kDimColumn)
        ->setData(RichTextHeader::kRichHeaderRole, QStringLiteral("<i>d</i><sub>k</sub>"));
    for (int key = 0; key < keys; ++key) {
        QTableWidgetItem* header = horizontalHeaderItem(kFirstKeyColumn + key);
        header->setData(RichTextHeader::kRichHeaderRole,
                        QStringLiteral("<i>k</i><sub>%1</sub>").arg(key + 1));
        header->setToolTip(tr("Softmax weight of key %1").arg(key + 1));
    }
    setRowCount(rows);
    firstRows_.clear();
    int row = 0;
    for (int index = 0; index < runs.size(); ++index) {
        const lessons::LabRun& each = runs.at(index);
        firstRows_.append(row);
        QTableWidgetItem* number = readOnlyItem(QString::number(index + 1), Qt::AlignRight);
        setItem(row, kRunColumn, number);
        // As the logits field writes them (numberListText), stacked with their keys' names
        // when the line does not fit.
        QTableWidgetItem* logits = readOnlyItem(lessons::numberListText(each.scores, locale()));
        logits->setData(kOneLineRole, logits->text());
        logits->setData(kStackedRole, logitsOf(each).join(QLatin1Char('\n')));
        // Heard as "key 1 = 0, ...", never as a mathematical letter (review32).
        logits->setData(Qt::AccessibleTextRole,
                        attn::charts::spokenText(logitsOf(each).join(QStringLiteral(", "))));
        setItem(row, kLogitsColumn, logits);
        // Ascending, as a reader scans a column of widths.
        QList<int> order;
        for (int d = 0; d < each.dims.size(); ++d)
            order.append(d);
        std::sort(order.begin(), order.end(),
                  [&](int a, int b) { return each.dims.at(a) < each.dims.at(b); });
        const int groupRows = std::max(1, int(order.size()));
        if (groupRows > 1) {
            setSpan(row, kRunColumn, groupRows, 1);
            setSpan(row, kLogitsColumn, groupRows, 1);
        }
        for (int i = 0; i < groupRows; ++i) {
            if (i > 0) {
                setItem(row + i, kRunColumn, readOnlyItem(QString()));
                setItem(row + i, kLogitsColumn, readOnlyItem(QString()));
            }
            if (order.isEmpty())
                continue;
            const int d = order.at(i);
            QTableWidgetItem* dim =
                readOnlyItem(QLocale().toString(each.dims.at(d)), Qt::AlignRight);
            dim->setData(Qt::AccessibleTextRole, tr("dₖ = %1").arg(each.dims.at(d)));
            setItem(row + i, kDimColumn, dim);
            // One run's weights at one width share their decimals ("9.0%", "66.5%", "24.5%",
            // never "9.00%" beside "66.5%"), the rule of the charts and tables.
            const QStringList weights = attn::charts::formatPercentSet(each.weightsPct.at(d), true);
            for (int key = 0; key < keys; ++key) {
                const bool has = key < weights.size();
                QTableWidgetItem* cell = readOnlyItem(
                    has ? QString(weights.at(key)).replace(QLatin1Char(' '), QChar(0x00a0))
                        : QString(),
                    Qt::AlignRight);
                if (has) {
                    const QString said = tr("key %1 at dₖ = %2: %3")
                                             .arg(key + 1)
                                             .arg(each.dims.at(d))
                                             .arg(weights.at(key));
                    cell->setData(Qt::AccessibleTextRole, said);
                    cell->setToolTip(said);
                }
                setItem(row + i, kFirstKeyColumn + key, cell);
            }
        }
        row += groupRows;
    }
    setAccessibleDescription(tr("Runs: %1; latest logits: %2")
                                 .arg(runs.size())
                                 .arg(lessons::numberListText(run.scores, locale())));
}

void LabRunTable::fitTo(int room) {
    QHeaderView* header = horizontalHeader();
    const int columns = columnCount();
    const QFontMetrics metrics(font());
    // A short number a cell: a little room each side, so eight keys fit a lab at 1440 px.
    const int margin = metrics.averageCharWidth() / 2 + 2;
    const int runs = runCount();
    // Each column as wide as its widest cell or heading on one line, and the table as wide as
    // its columns, as the softmax tables are (tableblock.cpp): stretched over the page it ran
    // ~840 px with the numbers far apart (issue 19). A weight is one short number and never
    // breaks; when the runs are wider than the lab, the logits give way first, one key a line,
    // the longest run first, so the runs that fit keep their line (issue 22).
    QList<bool> stacked(runs, false);
    QList<int> natural(columns, 0);
    int width = 0;
    const auto cellWidth = [&](const QTableWidgetItem* cell, bool stack) {
        if (!cell)
            return 0;
        const QString stackedText = cell->data(kStackedRole).toString();
        int widest = 0;
        const QString text = stack && !stackedText.isEmpty() ? stackedText : oneLine(cell);
        for (const QString& piece : text.split(QLatin1Char('\n')))
            widest = std::max(widest, metrics.horizontalAdvance(piece));
        return widest + 2 * margin;
    };
    const auto measure = [&] {
        width = 2 * frameWidth();
        for (int column = 0; column < columns; ++column) {
            int widest = header->sectionSizeHint(column);
            for (int row = 0; row < rowCount(); ++row) {
                const int run = int(std::upper_bound(firstRows_.begin(), firstRows_.end(), row) -
                                    firstRows_.begin()) -
                                1;
                widest =
                    std::max(widest, cellWidth(item(row, column), run >= 0 && stacked.at(run)));
            }
            natural[column] = widest;
            width += widest;
        }
    };
    measure();
    while (room > 0 && width > room) {
        int longest = -1, longestWidth = 0;
        for (int run = 0; run < runs; ++run) {
            const int w = cellWidth(item(firstRowOfRun(run), kLogitsColumn), false);
            if (!stacked.at(run) && w > longestWidth) {
                longest = run;
                longestWidth = w;
            }
        }
        if (longest < 0)
            break;
        stacked[longest] = true;
        measure();
    }
    const bool fits = room <= 0 || width <= room;
    for (int column = 0; column < columns; ++column) {
        header->setSectionResizeMode(column, QHeaderView::Fixed);
        setColumnWidth(column, natural.at(column));
    }
    // More keys than a narrow lab has room for (a weight never breaks): the table scrolls
    // sideways inside the lab rather than running past its frame.
    setHorizontalScrollBarPolicy(fits ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAlwaysOn);
    setMaximumWidth(fits ? width : QWIDGETSIZE_MAX);
    for (int run = 0; run < runs; ++run) {
        QTableWidgetItem* logits = item(firstRowOfRun(run), kLogitsColumn);
        if (logits)
            logits->setText(stacked.at(run) ? logits->data(kStackedRole).toString()
                                            : oneLine(logits));
    }
    resizeRowsToContents();
    // A run's stacked logits span its rows: a run with more keys than head dimensions needs
    // more height than its rows' own text.
    const int padding = 2 * (style()->pixelMetric(QStyle::PM_FocusFrameVMargin, nullptr, this) + 1);
    for (int run = 0; run < runs; ++run) {
        const int first = firstRowOfRun(run);
        const int last = run + 1 < runs ? firstRowOfRun(run + 1) : rowCount();
        const QTableWidgetItem* logits = item(first, kLogitsColumn);
        if (!logits)
            continue;
        const int needed =
            int(logits->text().count(QLatin1Char('\n')) + 1) * metrics.lineSpacing() + padding;
        int have = 0;
        for (int row = first; row < last; ++row)
            have += rowHeight(row);
        if (have < needed)
            setRowHeight(last - 1, rowHeight(last - 1) + needed - have);
    }
    int height = header->sizeHint().height() + 2 * frameWidth();
    for (int r = 0; r < rowCount(); ++r)
        height += rowHeight(r);
    if (!fits)
        height += horizontalScrollBar()->sizeHint().height();
    setFixedHeight(height);
}

} // namespace app
