// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>
#include <QList>
#include <QMargins>
#include <QPair>
#include <QString>
#include <QTextBrowser>

class QVBoxLayout;

namespace app {

class MarkdownView;

// Lesson text values hold Markdown whose math is already HTML (lessons::Block::html). These
// helpers turn it into what plain Qt widgets accept.
QString markdownToPlainText(const QString& markdown); // for accessible names and tooltips
// The same text as HTML for rich text without typeset math (the PDF report): escaped, its math
// in Unicode with <sub>/<sup> where Unicode has no script letters.
QString markdownToSimpleHtml(const QString& markdown);

// Prose Markdown cut at top-level paragraph boundaries into slices of about `size` characters
// (a slice ends at the first such boundary past it), so that the documents of the slices,
// appended in order, make the document of the whole: never before a list item (it would start
// a new list), nor inside fenced code; link reference definitions are repeated in every slice.
// A slice starts at a table row only inside a top-level table (its header after a blank line, a
// delimiter row Qt's reader takes), and MarkdownView appends that slice's rows to the table the
// document ends with (app/markdownslices.h). Text of `size` characters or less is one slice.
// Defined in app/markdownslices.cpp.
// `size` counts characters of plain prose: a line's cost (markdownSliceCost) adds what its
// inline marks and table cells cost to set, so a slice of code spans or of a table is shorter
// (one slice of 4,000 characters of them kept the UI thread 50-58 ms, issue 24).
QStringList markdownSlices(const QString& markdown, qsizetype size);
qsizetype markdownSliceCost(const QString& line);

// A label that shows lesson Markdown (inline math included), wraps, and lets links open in the
// user's browser only when clicked. Defined in app/markdownlabel.cpp.
class MarkdownLabel : public QLabel {
    Q_OBJECT
public:
    explicit MarkdownLabel(const QString& markdown = {}, QWidget* parent = nullptr);
    void setMarkdown(const QString& markdown);

    // How far below a plain line's baseline the first line's baseline lies: a tall formula in the
    // first line pushes it down, and a check box beside the label should follow it.
    int firstBaselineDrop() const;

signals:
    void clicked(); // a click outside any link: lets a label stand in for its check box's text
    void firstLineMayHaveMoved(); // after a new text or width; connect queued, after the layout

public:
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    MarkdownView* mathView() const { return mathView_; }

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QString hoveredLink_;
    // QLabel lays its rich text out again on every heightForWidth() call and a page's layout
    // asks each label many times at the same few widths; what it answered, while the text and
    // what shapes it stay the same.
    struct HeightMemo {
        QString text;
        QFont font;
        QMargins contents;
        int margin = 0, indent = 0;
        Qt::TextFormat format = Qt::AutoText;
        bool wordWrap = false;
        QList<QPair<int, int>> heights; // width -> height, the latest few
    };
    mutable HeightMemo heightMemo_;
    // Text with math is shown by a document view (QLabel cannot hold inline formulas).
    MarkdownView* mathView_ = nullptr;
};

// A font that sets only the weight: its size resolves from the widget's parent, so a bold title
// keeps following the window's zoom and the desktop's font. A copy of font() made bold fixed the
// size it had then: built at 130 %, a "Predict" title stayed at 130 % after Ctrl+0 (look26).
QFont boldFont();
// Keeps `label` bold at `scale` times its parent's font size as that font changes (the zoom, the
// desktop's font): a size relative to the parent cannot be said by a QFont alone.
void keepScaledBold(QWidget* label, double scale);

// A column holding `box` (a check box) on `label`'s first text line, kept there as the label's
// text or width changes: aligned to the top, a box sat half a line above a first line holding a
// tall formula (sp24). Add the column beside the label.
QVBoxLayout* besideFirstLine(QWidget* box, MarkdownLabel* label);

// Prose of a lesson page: a read-only QTextBrowser that grows to its content so the page scrolls
// as one document (no inner scroll bar). Images and other resources are never loaded.
class MarkdownView : public QTextBrowser {
    Q_OBJECT
public:
    // Markdown is set in slices of about this many characters: Markdown import and text layout
    // cost about 1.3 us per character on the 2-core machine (measured), so a slice takes about
    // 5 ms of CPU.
    static constexpr qsizetype kSliceChars = 4000;

    explicit MarkdownView(QWidget* parent = nullptr);
    void setLessonMarkdown(const QString& markdown);
    // The first slice of `markdown` now, the rest by appendPendingMarkdown(): a whole lesson of
    // prose in one block set at once kept the UI thread busy for 0.5-0.7 s of CPU (issue 24).
    void startLessonMarkdown(const QString& markdown);
    bool hasPendingMarkdown() const { return !pending_.isEmpty(); }
    // Appends the next slice; false once nothing is left.
    bool appendPendingMarkdown();
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Where a list item's marker is drawn: its baseline is the baseline of the item's first line.
    struct ListMarker {
        int block = 0;         // block number in the document
        QString text;          // "3." for numbered lists, empty for a bullet
        QPointF baselineStart; // viewport coordinates: the marker ends here, on the baseline
    };
    QList<ListMarker> listMarkers() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    QMimeData* createMimeDataFromSelection() const override; // formulas as their TeX
    QVariant loadResource(int type, const QUrl& name) override;

private:
    void fitHeightToContent();
    void takeOverListMarkers(int fromBlock);
    void describe(); // the accessible name and description, from the text set so far

    QStringList pending_; // slices still to append

    // Qt draws list markers at a fixed distance below the top of the item's first line, so beside
    // a tall formula they float above the text; the view draws them itself, on the baseline.
    struct MarkerSource {
        int block = 0;
        QString text; // empty: a bullet
    };
    QList<MarkerSource> markers_;
};

} // namespace app
