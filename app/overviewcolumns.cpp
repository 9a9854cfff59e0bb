// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// OverviewPage's column widths: the questions' room, the figures' columns, and which give way in
// a narrow window.
#include "app/overviewcolumns.h"
#include "app/overviewpage.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTimer>
#include <QTreeWidget>

#include <algorithm>

namespace app {
using namespace overview;

namespace {
// A column header's width as QHeaderView::sectionSizeFromContents gives it, whether or not the
// column is hidden: sectionSizeHint() is 0 for a hidden column, so the lesser columns, once
// hidden, measured narrower and came back, to be hidden again on the next refresh (review34 #1).
int headerWidth(const QTreeWidget* table, int column) {
    const QHeaderView* header = table->header();
    QStyleOptionHeader option;
    option.initFrom(header);
    option.section = column;
    option.text = table->headerItem()->text(column);
    QFont font = header->font();
    font.setBold(true); // as Qt measures it, so a highlighted header fits too
    option.fontMetrics = QFontMetrics(font);
    return header->style()
        ->sizeFromContents(QStyle::CT_HeaderSection, &option, QSize(), header)
        .width();
}
} // namespace

void OverviewPage::fitColumns() {
    // At 800 px in German the figures' columns took all but 40 px, and the lesson names read
    // "1. Das Skalarprodukt als Ähnli…" with "Erklärt" at the edge. The names get the room of
    // their longest word and about 24 characters, or all they need if less; what does not fit
    // beside them is reached by scrolling sideways (leaving columns out hid them, sp30).
    const QFontMetrics metrics(table_->font());
    QFont bold = table_->font();
    bold.setBold(true);
    const QFontMetrics boldMetrics(bold);
    int wordWidth = 0, titleWidth = 0;
    for (int i = 0; i < table_->topLevelItemCount(); ++i) {
        const QString title = table_->topLevelItem(i)->text(Name);
        titleWidth = std::max(titleWidth, boldMetrics.horizontalAdvance(title));
        for (const QString& word : title.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            wordWidth = std::max(wordWidth, boldMetrics.horizontalAdvance(word));
    }
    // The branch indicator and the cell's margins beside the text.
    const int chrome =
        table_->indentation() +
        4 * table_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table_);
    const int nameWidth =
        chrome + std::max(wordWidth, std::min(titleWidth, 24 * metrics.averageCharWidth()));
    // The view's width whether or not the scroll bar shows.
    const int available = table_->contentsRect().width() -
                          table_->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, table_);
    const int cellMargins =
        4 * table_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table_) + 4;
    int widths[ColumnCount] = {};
    for (int c = Answered; c < ColumnCount; ++c)
        widths[c] = headerWidth(table_, c);
    const int answerCap = kAnswerColumnChars * metrics.averageCharWidth() + cellMargins;
    const auto measure = [&](const QTreeWidgetItem* item) {
        for (int c = Answered; c < ColumnCount; ++c) {
            const int width =
                QFontMetrics(item->font(c)).horizontalAdvance(item->text(c)) + cellMargins;
            // A lesson row's figures stay whole; a question's answer or prediction wraps past
            // the cap.
            const bool wraps = (c == Answered || c == Predictions) && item->parent();
            widths[c] = std::max(widths[c], wraps ? std::min(width, answerCap) : width);
        }
    };
    for (int i = 0; i < table_->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* lesson = table_->topLevelItem(i);
        measure(lesson);
        for (int k = 0; k < lesson->childCount(); ++k)
            measure(lesson->child(k));
    }
    const auto figuresWidth = [&widths] {
        int sum = 0;
        for (int c = Answered; c < ColumnCount; ++c)
            sum += widths[c];
        return sum;
    };
    // The questions are what a student reads here: at 1280 px they had 218 px of 930 and a
    // 90-character prompt wrapped to four lines and was cut, while the answers' and predictions'
    // columns took about 200 px each, the width of their longest cell, where most cells read
    // "0 of 4" or "not yet" (sp25, sp28). The names get up to half the view (two fifths cut
    // them after two lines at 1440 px, sp29; nothing is cut now, a row is as tall as its text).
    int promptWidth = 0;
    for (int i = 0; i < table_->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* lesson = table_->topLevelItem(i);
        for (int k = 0; k < lesson->childCount(); ++k) {
            const QTreeWidgetItem* row = lesson->child(k);
            if (!row->isFirstColumnSpanned())
                promptWidth = std::max(
                    promptWidth,
                    metrics.horizontalAdvance(row->data(Name, kQuestionTextRole).toString()));
        }
    }
    const int wantedName =
        std::max(nameWidth, std::min(chrome + table_->indentation() + promptWidth, available / 2));
    // Where everything fits beside the questions, they give up to a fifth of their room first
    // (down to two fifths of the view), then the answers and last the predictions theirs, down
    // to 12 characters each: at 1440 px the predictions' column had been squeezed first and a
    // prediction ran to eight lines beside a three-line question (sp32).
    const auto least = [&](Column column, int chars) {
        // A lesson row's cell ("1 of 3 right") stays whole: it is the lesson's summary.
        int narrowest =
            std::max(headerWidth(table_, column), chars * metrics.averageCharWidth() + cellMargins);
        for (int i = 0; i < table_->topLevelItemCount(); ++i) {
            const QTreeWidgetItem* lesson = table_->topLevelItem(i);
            narrowest = std::max(
                narrowest,
                QFontMetrics(lesson->font(column)).horizontalAdvance(lesson->text(column)) +
                    cellMargins);
        }
        return std::min(widths[column], narrowest);
    };
    const int answeredFloor = least(Answered, 12);
    const int predictionsFloor = least(Predictions, 12);
    const auto fitsSqueezed = [&](int floor) {
        return floor + figuresWidth() - (widths[Answered] - answeredFloor) -
                   (widths[Predictions] - predictionsFloor) <=
               available;
    };
    int nameFloor = std::min(wantedName, std::max(nameWidth, available * 2 / 5));
    // In an 800 px window the eight columns did not fit: the Predicted column was reached only
    // by scrolling sideways and the questions ran to nine lines (sp33 #5). The columns a student
    // looks at least (attempts, time spent, last opened) give way where that lets the rest show
    // whole, the questions keeping half the view; the line under the table says where their
    // figures went (each row's tooltip). Where even that does not fit, every column stays and the
    // view scrolls sideways as before.
    bool compact = false;
    if (!fitsSqueezed(nameFloor)) {
        int full[ColumnCount];
        std::copy(widths, widths + ColumnCount, full);
        for (const Column lesser : kLesserColumns)
            widths[lesser] = 0;
        const int compactFloor = std::min(wantedName, std::max(nameWidth, available / 2));
        compact = fitsSqueezed(compactFloor);
        if (compact)
            nameFloor = compactFloor;
        else
            std::copy(full, full + ColumnCount, widths);
    }
    for (const Column lesser : kLesserColumns) {
        if (table_->isColumnHidden(lesser) != compact)
            table_->setColumnHidden(lesser, compact);
    }
    lesserNote_->setVisible(compact);
    showLesserFigures();
    const bool fits = fitsSqueezed(nameFloor);
    int name = wantedName;
    if (fits) {
        int over = name + figuresWidth() - available;
        const int nameGives = std::clamp(over, 0, name - nameFloor);
        name -= nameGives;
        over -= nameGives;
        for (const auto& [column, floor] :
             {std::pair{Answered, answeredFloor}, std::pair{Predictions, predictionsFloor}}) {
            const int gives = std::clamp(over, 0, widths[column] - floor);
            widths[column] -= gives;
            over -= gives;
        }
        widths[Name] = std::max(name, available - figuresWidth());
    } else {
        // The view scrolls sideways under the questions' column kept in place (frozenNames):
        // squeezing the figures would only make them taller. The questions get half the view
        // (at 800 px a question cut after five lines of 170 px, sp32), less where the widest
        // figure column would not show whole beside them; never less than nameWidth (at 800 px
        // in German a question wrapped one word to a line in 85 px, a student pass).
        const int widestFigure = *std::max_element(widths + Answered, widths + ColumnCount);
        widths[Name] = std::max(nameWidth, std::min(wantedName, available - widestFigure));
    }
    for (int c = Name; c < ColumnCount; ++c) {
        if (!table_->isColumnHidden(c) && table_->columnWidth(c) != widths[c])
            table_->setColumnWidth(c, widths[c]);
    }
    // Row heights follow the wrapped names at the new width, once the header has given the
    // name column its stretch (the tree does not measure wrapped text at the column's width).
    QTimer::singleShot(0, this, &OverviewPage::fitTitleRows);
}

} // namespace app
