// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/reportpages.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <QRegularExpression>

#include <algorithm>
#include <numeric>

namespace app {
namespace {

// A lesson moves to a fresh page only from a page at least this full: from an emptier one the
// move would leave that page near empty.
constexpr double kMinPageFill = 0.4;
// Less than this share of a page alone on the last page is worth taking from the page before
// (at 0.15 the record's last page held only lesson 5's explain-it-back, a fifth of a page, sp30).
constexpr double kMinLastPage = 0.25;
// A header row taller than this share of a page is not repeated (it would crowd out the rows).
constexpr double kMaxHeaderShare = 0.25;
// A paragraph this long may break between lines, keeping two on each side.
constexpr int kBreakableLines = 4;
// The least distance of text from the paper's edge, in centimetres (QTextDocument::print's).
constexpr double kMarginCm = 2.0;

} // namespace

QList<PaperPage> breakIntoPages(const QList<PaperPiece>& input, const QList<TableHeader>& headers,
                                double pageHeight) {
    QList<PaperPage> pages;
    if (input.isEmpty() || pageHeight <= 0)
        return pages;
    const auto repeated = [&](int table) {
        if (table < 0 || table >= headers.size())
            return 0.0;
        const double height = headers.at(table).bottom - headers.at(table).top;
        return height <= pageHeight * kMaxHeaderShare ? height : 0.0;
    };
    double tallestHeader = 0;
    for (int table = 0; table < headers.size(); ++table)
        tallestHeader = std::max(tallestHeader, repeated(table));
    // A piece taller than a page (a table row holding a page of text) is cut where the page
    // ends: better than losing its foot.
    const double room = pageHeight - tallestHeader;
    QList<PaperPiece> pieces;
    for (const PaperPiece& piece : input) {
        double top = piece.top;
        while (piece.bottom - top > room) {
            PaperPiece part = piece;
            part.top = top;
            part.bottom = top + room;
            part.keepWithNext = false;
            part.startsChapter = piece.startsChapter && top == piece.top;
            pieces.append(part);
            top += room;
        }
        PaperPiece last = piece;
        last.startsChapter = piece.startsChapter && top == piece.top;
        last.top = top;
        pieces.append(last);
    }
    const int n = int(pieces.size());
    const double end = pieces.last().bottom;
    const auto cut = [&](int k) { return k < n ? pieces.at(k).top : end; };
    const auto allowed = [&](int k) { return k >= n || !pieces.at(k - 1).keepWithNext; };
    const auto headerAt = [&](int k) {
        if (k <= 0 || k >= n)
            return -1;
        const int table = pieces.at(k).table;
        return table >= 0 && pieces.at(k - 1).table == table && repeated(table) > 0 ? table : -1;
    };
    const auto capacity = [&](int k) { return pageHeight - repeated(headerAt(k)); };

    for (int i = 0; i < n;) {
        const double top = cut(i);
        const double fits = capacity(i);
        if (end - top <= fits) {
            pages.append({top, end, headerAt(i)});
            break;
        }
        int best = -1;
        int furthest = i + 1;
        for (int k = i + 1; k < n && cut(k) - top <= fits; ++k) {
            furthest = k;
            if (allowed(k))
                best = k;
        }
        if (best < 0) // every piece that fits keeps with the next: a page of them, cut at the end
            best = furthest;
        // The lesson this page would cut: onto a page of its own, if it fits one.
        int chapter = -1;
        for (int k = i + 1; k < best; ++k) {
            if (pieces.at(k).startsChapter)
                chapter = k;
        }
        if (chapter > 0 && allowed(chapter) && cut(chapter) - top >= kMinPageFill * pageHeight) {
            int chapterEnd = chapter + 1;
            while (chapterEnd < n && !pieces.at(chapterEnd).startsChapter)
                ++chapterEnd;
            if (chapterEnd > best && cut(chapterEnd) - cut(chapter) <= pageHeight)
                best = chapter;
        }
        // A few lines alone on the last page: the page before gives some of its own.
        const double rest = end - cut(best);
        if (rest <= capacity(best) && rest < kMinLastPage * pageHeight) {
            for (int k = best - 1; k > i && cut(k) - top >= kMinPageFill * pageHeight; --k) {
                if (!allowed(k) || end - cut(k) < kMinLastPage * pageHeight)
                    continue;
                if (end - cut(k) <= capacity(k))
                    best = k;
                break;
            }
        }
        pages.append({top, cut(best), headerAt(i)});
        i = best;
    }
    return pages;
}

namespace {

struct Span {
    double top;
    double bottom;
};

// A cell's text from its first line to its last.
Span cellSpan(const QAbstractTextDocumentLayout* layout, const QTextTableCell& cell) {
    const QRectF first = layout->blockBoundingRect(cell.firstCursorPosition().block());
    const QRectF last = layout->blockBoundingRect(cell.lastCursorPosition().block());
    return {first.top(), std::max(first.bottom(), last.bottom())};
}

// Where `table` is drawn. QTextDocumentLayout::frameBoundingRect (Qt 6.4) adds to a table's
// position the offset of its first cell's text (border and padding: 13 device pixels at 300 dpi
// here), so a header repeated from there lost the top border of its cells and printed a rule
// 13 px right of the table (sp30). The report's tables start at the text's left edge (the root
// frame has no margin), which gives that offset, the same across and down.
QRectF tableBox(const QAbstractTextDocumentLayout* layout, QTextTable* table) {
    const QRectF shifted = layout->frameBoundingRect(table);
    const double inset = std::max(0.0, shifted.left());
    return shifted.translated(-inset, -inset);
}

void addTable(const QAbstractTextDocumentLayout* layout, QTextTable* table,
              QList<PaperPiece>* pieces, QList<TableHeader>* headers) {
    const QRectF box = tableBox(layout, table);
    const int rows = table->rows();
    const int headerRows = std::clamp(table->format().headerRowCount(), 0, rows - 1);
    QList<Span> spans;
    for (int row = 0; row < rows; ++row) {
        Span span{box.bottom(), box.top()};
        for (int column = 0; column < table->columns(); ++column) {
            const QTextTableCell cell = table->cellAt(row, column);
            if (!cell.isValid() || cell.row() != row || cell.rowSpan() > 1)
                continue;
            const Span text = cellSpan(layout, cell);
            span.top = std::min(span.top, text.top);
            span.bottom = std::max(span.bottom, text.bottom);
        }
        spans.append(span);
    }
    // Between two rows' text lie the padding and borders of both: halfway parts them.
    QList<double> bounds{box.top()};
    for (int row = 1; row < rows; ++row)
        bounds.append((spans.at(row - 1).bottom + spans.at(row).top) / 2);
    bounds.append(box.bottom());
    const int index = headerRows > 0 ? int(headers->size()) : -1;
    if (headerRows > 0)
        headers->append({bounds.at(0), bounds.at(headerRows)});
    for (int row = 0; row < rows; ++row) {
        // A row spanning into the next keeps with it.
        bool spansOn = row < headerRows;
        for (int column = 0; column < table->columns() && !spansOn; ++column) {
            const QTextTableCell cell = table->cellAt(row, column);
            spansOn = cell.isValid() && cell.row() + cell.rowSpan() - 1 > row;
        }
        pieces->append({bounds.at(row), bounds.at(row + 1), spansOn, false, index});
    }
}

void addBlock(const QAbstractTextDocumentLayout* layout, const QTextBlock& block,
              QList<PaperPiece>* pieces) {
    const QTextLayout* lines = block.layout();
    if (!block.isVisible() || !lines || lines->lineCount() == 0)
        return;
    const QRectF box = layout->blockBoundingRect(block);
    const int level = block.blockFormat().headingLevel();
    const int count = lines->lineCount();
    if (level > 0 || count < kBreakableLines) {
        pieces->append({box.top(), box.bottom(), level > 0, level == 1, -1});
        return;
    }
    const double first = lines->lineAt(0).y();
    for (int index = 0; index < count; ++index) {
        const QTextLine line = lines->lineAt(index);
        const double top = index == 0 ? box.top() : box.top() + line.y() - first;
        const double bottom =
            index + 1 == count ? box.bottom() : box.top() + line.y() + line.height() - first;
        pieces->append({top, bottom, index == 0 || index == count - 2, false, -1});
    }
}

} // namespace

QList<PaperPiece> paperPieces(QTextDocument* document, QList<TableHeader>* headers) {
    const QAbstractTextDocumentLayout* layout = document->documentLayout();
    QList<PaperPiece> pieces;
    // A heading keeps with the short paragraphs under it (a lesson's score and times) and with
    // the first piece after them: the report printed a lesson's heading, score and times at a
    // page's foot and its questions on the next (sp26). The run stops before a lesson's heading,
    // so one lesson's last lines never keep with the next lesson.
    bool underHeading = false;
    for (auto it = document->rootFrame()->begin(); !it.atEnd(); ++it) {
        const qsizetype first = pieces.size();
        bool heading = false;
        bool shortParagraph = false;
        if (QTextFrame* frame = it.currentFrame()) {
            if (auto* table = qobject_cast<QTextTable*>(frame)) {
                addTable(layout, table, &pieces, headers);
            } else {
                const QRectF box = layout->frameBoundingRect(frame);
                pieces.append({box.top(), box.bottom(), false, false, -1});
            }
        } else {
            addBlock(layout, it.currentBlock(), &pieces);
            heading = it.currentBlock().blockFormat().headingLevel() > 0;
            shortParagraph = !heading && pieces.size() == first + 1;
        }
        if (pieces.size() == first)
            continue;
        if (underHeading && first > 0 && !pieces.at(first).startsChapter)
            pieces[first - 1].keepWithNext = true;
        underHeading = heading || (underHeading && shortParagraph);
    }
    // The first level-1 heading is the document's title, no chapter.
    for (PaperPiece& piece : pieces) {
        if (piece.startsChapter) {
            piece.startsChapter = false;
            break;
        }
    }
    // The gaps between pieces (margins) are shared halfway, so the pieces tile the document.
    // A piece reported as starting above the one before ends (the paragraph under a table: at
    // 1200 dpi its box began 195 px above the table's last row, and the page ending there cut that
    // row through its letters, sp31) starts where the one before ends.
    for (int k = 1; k < pieces.size(); ++k) {
        PaperPiece& before = pieces[k - 1];
        PaperPiece& after = pieces[k];
        if (after.top > before.bottom) {
            const double middle = (before.bottom + after.top) / 2;
            before.bottom = middle;
            after.top = middle;
        } else if (after.top < before.bottom) {
            after.top = before.bottom;
            after.bottom = std::max(after.bottom, after.top);
        }
    }
    return pieces;
}

namespace {

// Gives each column of each table of `document` a share of `width` from its content, as a web
// page lays out a table: no narrower than its longest word, the rest shared by how much more
// room its cells would take on one line. QTextDocument's own widths for a table without any
// broke the report's "Matched" heading inside the word (sp29). Lengths in device pixels.
void fitColumnsToContent(QTextDocument* document, const QPaintDevice* device, double width) {
    static const QRegularExpression space(QStringLiteral("\\s+"));
    // Table borders and padding are set in pixels at the screen's 96 dpi and scaled to the device.
    const double toDevice = device->logicalDpiX() / 96.0;
    for (QTextFrame* frame : document->rootFrame()->childFrames()) {
        auto* table = qobject_cast<QTextTable*>(frame);
        if (!table || table->columns() == 0)
            continue;
        QTextTableFormat format = table->format();
        const int columns = table->columns();
        // A cell's room besides its text; a little more than the borders and padding take, so
        // rounding never costs a word its line.
        const double cellRoom =
            (2 * format.cellPadding() + 2 * format.border() + format.cellSpacing() + 2) * toDevice;
        const double tableWidth =
            width - 2 * (format.border() + format.margin() + format.padding()) * toDevice;
        QList<double> least(columns, 0.0), most(columns, 0.0);
        for (int row = 0; row < table->rows(); ++row) {
            for (int column = 0; column < columns; ++column) {
                const QTextTableCell cell = table->cellAt(row, column);
                if (cell.row() != row || cell.column() != column || cell.columnSpan() > 1)
                    continue;
                for (auto it = cell.begin(); !it.atEnd(); ++it) {
                    double line = 0;
                    for (auto part = it.currentBlock().begin(); !part.atEnd(); ++part) {
                        const QTextFragment fragment = part.fragment();
                        const QFontMetricsF metrics(
                            fragment.charFormat().font().resolve(document->defaultFont()),
                            const_cast<QPaintDevice*>(device));
                        line += metrics.horizontalAdvance(fragment.text());
                        for (const QString& word : fragment.text().split(space, Qt::SkipEmptyParts))
                            least[column] =
                                std::max(least[column], metrics.horizontalAdvance(word));
                    }
                    most[column] = std::max(most[column], line);
                }
            }
        }
        const double room = tableWidth - columns * cellRoom;
        const double leastSum = std::accumulate(least.cbegin(), least.cend(), 0.0);
        const double mostSum = std::accumulate(most.cbegin(), most.cend(), 0.0);
        if (room <= 0 || leastSum > room)
            continue; // nothing fits whole: QTextDocument's own layout cuts where it must
        QList<QTextLength> widths;
        for (int column = 0; column < columns; ++column) {
            const double text =
                mostSum <= room
                    ? most[column] + (room - mostSum) * most[column] / std::max(1.0, mostSum)
                : mostSum > leastSum
                    ? least[column] +
                          (room - leastSum) * (most[column] - least[column]) / (mostSum - leastSum)
                    : least[column];
            widths.append(
                QTextLength(QTextLength::PercentageLength, 100.0 * (text + cellRoom) / tableWidth));
        }
        format.setColumnWidthConstraints(widths);
        table->setFormat(format);
    }
}

} // namespace

QMarginsF layOutOnPaper(QTextDocument* document, QPagedPaintDevice* device) {
    // The paint rectangle inside the printer's own margins, from its top left corner.
    const QPageLayout page = device->pageLayout();
    const double dpi = device->logicalDpiY();
    const double least = kMarginCm / 2.54 * dpi;
    const QMarginsF margins = page.marginsPixels(int(dpi));
    const QMarginsF inside(
        std::max(0.0, least - margins.left()), std::max(0.0, least - margins.top()),
        std::max(0.0, least - margins.right()), std::max(0.0, least - margins.bottom()));
    document->documentLayout()->setPaintDevice(device);
    QTextFrameFormat root = document->rootFrame()->frameFormat();
    root.setMargin(0);
    document->rootFrame()->setFrameFormat(root);
    const double width = device->width() - inside.left() - inside.right();
    // Before the layout: widths set after it left the blocks below a table where they were, and
    // the page breaks, read from them, dropped the heading between two tables.
    fitColumnsToContent(document, device, width);
    document->setTextWidth(width);
    return inside;
}

PaperPlan planPages(QTextDocument* document, QPagedPaintDevice* device) {
    PaperPlan plan;
    plan.inside = layOutOnPaper(document, device);
    const QFontMetricsF metrics(QFont(document->defaultFont(), device));
    // The page number's line under the text, inside the printer's margin where it has room.
    plan.foot = std::max(plan.inside.bottom(), 2 * metrics.height());
    plan.pageHeight = device->height() - plan.inside.top() - plan.foot;
    plan.pages =
        breakIntoPages(paperPieces(document, &plan.headers), plan.headers, plan.pageHeight);
    return plan;
}

int printInPages(QTextDocument* document, QPagedPaintDevice* device) {
    const PaperPlan plan = planPages(document, device);
    const QList<PaperPage>& pages = plan.pages;
    const QList<TableHeader>& headers = plan.headers;
    const double left = plan.inside.left();
    const double right = plan.inside.right();
    const double top = plan.inside.top();
    const double foot = plan.foot;
    const QSizeF body(device->width(), device->height());
    const double width = document->textWidth();
    const QFont numberFont(document->defaultFont(), device);
    const QFontMetricsF metrics(numberFont);
    QPainter painter;
    if (pages.isEmpty() || !painter.begin(device))
        return 0;
    // Half a device pixel in from each cut: a line that ends at a cut is not drawn again (and
    // its text not written twice) on the next page.
    constexpr double kInside = 0.5;
    const auto paint = [&](double y, double from, double to) {
        painter.save();
        painter.translate(left, y - from);
        document->drawContents(&painter, QRectF(0, from + kInside, width, to - from - 2 * kInside));
        painter.restore();
        return y + to - from;
    };
    for (int index = 0; index < pages.size(); ++index) {
        if (index > 0)
            device->newPage();
        const PaperPage& sheet = pages.at(index);
        double y = top;
        if (sheet.repeatedHeader >= 0) {
            const TableHeader& header = headers.at(sheet.repeatedHeader);
            y = paint(y, header.top, header.bottom);
        }
        paint(y, sheet.top, sheet.bottom);
        if (pages.size() > 1) {
            painter.setFont(numberFont);
            const QString number = QString::number(index + 1);
            painter.drawText(QPointF(body.width() - right - metrics.horizontalAdvance(number),
                                     body.height() - foot / 2 + metrics.ascent() / 2),
                             number);
        }
    }
    return int(pages.size());
}

} // namespace app
