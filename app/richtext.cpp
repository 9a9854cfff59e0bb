// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/richtext.h"

#include "app/markdownslices.h"

#include "app/lessondocument.h"
#include "app/math/mathtext.h"
#include "lessons/buttonroles.h"
#include "lessons/displaytext.h"
#include "lessons/limits.h"
#include "lessons/math.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextLayout>
#include <QTextList>
#include <QTextTable>
#include <QVBoxLayout>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace app {

namespace {

// Characters of a paragraph's spoken text in its accessible description; lesson prose stays far
// below (a block is capped by the lesson format), so this only bounds a hostile file.
constexpr qsizetype kSpokenDescriptionCap = 20000;

QString plainWithPlaceholders(const QString& markdown) {
    QTextDocument document;
    document.setMarkdown(lessons::markdownWithButtonLabels(markdown));
    return document.toPlainText();
}

// Where a block's first line starts, on its baseline, in document coordinates (the line's
// leading edge: the right one for right-to-left text); nothing before the block is laid out.
std::optional<QPointF> firstLineStart(const QTextBlock& block) {
    const QTextLayout* layout = block.isValid() ? block.layout() : nullptr;
    if (!layout || layout->lineCount() == 0)
        return std::nullopt;
    const QTextLine line = layout->lineAt(0);
    const QRectF text = line.naturalTextRect().translated(layout->position());
    const qreal edge = block.textDirection() == Qt::RightToLeft ? text.right() : text.left();
    return QPointF(edge, text.top() + line.ascent());
}

} // namespace

QString markdownToPlainText(const QString& markdown) {
    return lessons::withPlainMath(plainWithPlaceholders(markdown)).simplified();
}

QString markdownToSimpleHtml(const QString& markdown) {
    return lessons::withHtmlMath(plainWithPlaceholders(markdown).simplified());
}

// Here, beside the other reader of firstLineStart.
int MarkdownLabel::firstBaselineDrop() const {
    if (!mathView_ || mathView_->isHidden())
        return 0;
    const std::optional<QPointF> start = firstLineStart(mathView_->document()->firstBlock());
    if (!start)
        return 0;
    const qreal baseline = mathView_->y() + mathView_->frameWidth() + start->y();
    return std::max(0, qRound(baseline - QFontMetricsF(font()).ascent()));
}

MarkdownView::MarkdownView(QWidget* parent) : QTextBrowser(parent) {
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setOpenLinks(false);
    setOpenExternalLinks(false); // links go through the lesson link policy
    connect(this, &QTextBrowser::anchorClicked, this,
            [this](const QUrl& url) { activateLessonLink(this, url); });
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    viewport()->setAutoFillBackground(false);
    document()->setDocumentMargin(0); // the page column already has its margins
    setAutoFillBackground(false);
    // Keyboard users reach links with Tab; the prose itself does not take focus in the tab chain.
    setTextInteractionFlags(Qt::TextBrowserInteraction);
    setFocusPolicy(Qt::ClickFocus);
}

void MarkdownView::setLessonMarkdown(const QString& lessonMarkdown) {
    startLessonMarkdown(lessonMarkdown);
    while (appendPendingMarkdown()) {
    }
}

void MarkdownView::startLessonMarkdown(const QString& lessonMarkdown) {
    const QString markdown = lessons::markdownWithButtonLabels(lessonMarkdown);
    pending_ = markdownSlices(markdown, kSliceChars);
    setMarkdown(pending_.takeFirst());
    // Read-only: slices appended through a cursor need no undo steps.
    document()->setUndoRedoEnabled(false);
    LessonDocument::stripResources(document());
    math::installMath(document());
    markers_.clear();
    takeOverListMarkers(0);
    // Prose with links joins the tab chain so its links are reachable from the keyboard.
    setFocusPolicy(markdown.contains(QLatin1String("](")) ||
                           markdown.contains(QLatin1String("<http"))
                       ? Qt::StrongFocus
                       : Qt::ClickFocus);
    describe();
    fitHeightToContent();
}

bool MarkdownView::appendPendingMarkdown() {
    if (pending_.isEmpty())
        return false;
    const QString written = pending_.takeFirst();
    QTextTable* openTable = written.startsWith(QLatin1Char('|')) ? tableAtEnd(document()) : nullptr;
    QTextDocument slice;
    slice.setDefaultFont(document()->defaultFont());
    slice.setMarkdown(openTable ? standInHeader(openTable->columns()) + written : written);
    LessonDocument::stripResources(&slice);
    const QList<QTextFrame*> sliceFrames = slice.rootFrame()->childFrames();
    auto* rows = openTable && !sliceFrames.isEmpty()
                     ? qobject_cast<QTextTable*>(sliceFrames.first())
                     : nullptr;
    if (rows && rows->firstPosition() > 1)
        rows = nullptr;
    if (openTable && !rows) { // not rows after all: the slice as written
        openTable = nullptr;
        slice.setMarkdown(written);
        LessonDocument::stripResources(&slice);
    }
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    // One edit block: the layout hears of the slice once, not of each of its blocks.
    cursor.beginEditBlock();
    QTextCursor rest(&slice); // what follows the rows continued, to the end
    if (rows) {
        appendTableRows(openTable, rows);
        rest.setPosition(rows->lastPosition() + 1);
    }
    const QTextBlock restFirst = rest.block();
    rest.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
    const int firstBlock = openTable ? cursor.blockNumber() : cursor.blockNumber() + 1;
    if (rest.hasSelection() || !rows) {
        // A fragment's first block is merged into the block at the cursor, which keeps its own
        // format (a heading came out as a list item): a plain block to merge into, given the
        // slice's first block's format after. After a table the document's last block is empty
        // already: merged into, it keeps the table's end where the whole text has it.
        if (!rows)
            cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
        cursor.insertFragment(rows ? QTextDocumentFragment(rest) : QTextDocumentFragment(&slice));
        QTextCursor first(document()->findBlockByNumber(firstBlock));
        first.setBlockFormat(restFirst.blockFormat());
        first.setBlockCharFormat(restFirst.charFormat());
    }
    cursor.endEditBlock();
    math::installMath(document());
    takeOverListMarkers(firstBlock);
    // The description holds the text's start only: once that is there, no slice changes it.
    if (accessibleDescription().size() < kSpokenDescriptionCap)
        describe();
    fitHeightToContent();
    return !pending_.isEmpty();
}

void MarkdownView::describe() {
    const QString plain = math::spokenText(document()).simplified();
    // Named by its first sentence, so a screen reader's list of the page tells paragraphs apart
    // (all were "Lesson text"); the description holds the whole, up to a bound a lesson's caps
    // keep prose under anyway (it was cut at 400 characters, issue 26).
    setAccessibleName(lessons::spokenHeadline(plain));
    setAccessibleDescription(plain.left(kSpokenDescriptionCap));
    fitHeightToContent();
}

QSize MarkdownView::sizeHint() const {
    return {QTextBrowser::sizeHint().width(), height()};
}

QSize MarkdownView::minimumSizeHint() const {
    return {100, height()};
}

void MarkdownView::resizeEvent(QResizeEvent* event) {
    QTextBrowser::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        fitHeightToContent();
}

void MarkdownView::changeEvent(QEvent* event) {
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        math::refreshMath(document());
        fitHeightToContent();
    }
}

void MarkdownView::takeOverListMarkers(int fromBlock) {
    QList<QTextList*> lists;
    for (QTextBlock block = document()->findBlockByNumber(fromBlock); block.isValid();
         block = block.next()) {
        QTextList* list = block.textList();
        if (!list)
            continue;
        QString text;
        switch (list->format().style()) {
        case QTextListFormat::ListDisc:
        case QTextListFormat::ListCircle:
        case QTextListFormat::ListSquare:
            break;
        case QTextListFormat::ListStyleUndefined:
            continue;
        default:
            text = list->itemText(block);
        }
        markers_.append({block.blockNumber(), text});
        if (!lists.contains(list))
            lists.append(list);
    }
    // Numbers are taken before the style goes: without a style a list has no item text.
    for (QTextList* list : std::as_const(lists)) {
        QTextListFormat format = list->format();
        format.setStyle(QTextListFormat::ListStyleUndefined);
        list->setFormat(format);
    }
}

QList<MarkdownView::ListMarker> MarkdownView::listMarkers() const {
    QList<ListMarker> found;
    const QPointF scrolled(horizontalScrollBar()->value(), verticalScrollBar()->value());
    for (const MarkerSource& source : markers_) {
        if (const auto start = firstLineStart(document()->findBlockByNumber(source.block)))
            found.append({source.block, source.text, *start - scrolled});
    }
    return found;
}

void MarkdownView::paintEvent(QPaintEvent* event) {
    QTextBrowser::paintEvent(event);
    if (markers_.isEmpty())
        return;
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor ink = palette().color(QPalette::Text);
    for (const ListMarker& marker : listMarkers()) {
        const QTextBlock block = document()->findBlockByNumber(marker.block);
        const QFont font = block.charFormat().font().resolve(document()->defaultFont());
        const QFontMetricsF metrics(font, viewport());
        const qreal gap = metrics.horizontalAdvance(QLatin1Char(' '));
        const bool rightToLeft = block.textDirection() == Qt::RightToLeft;
        if (marker.text.isEmpty()) {
            // As large as Qt's own bullet, centred on the x-height like a bullet glyph.
            const qreal radius = metrics.height() / 6.0;
            const qreal centreX = rightToLeft ? marker.baselineStart.x() + gap + radius
                                              : marker.baselineStart.x() - gap - radius;
            painter.setPen(Qt::NoPen);
            painter.setBrush(ink);
            painter.drawEllipse(QPointF(centreX, marker.baselineStart.y() - metrics.xHeight() / 2),
                                radius, radius);
        } else {
            const qreal width = metrics.horizontalAdvance(marker.text);
            const qreal left = rightToLeft ? marker.baselineStart.x() + gap
                                           : marker.baselineStart.x() - gap - width;
            painter.setPen(ink);
            painter.setFont(font);
            painter.drawText(QPointF(left, marker.baselineStart.y()), marker.text);
        }
    }
}

QMimeData* MarkdownView::createMimeDataFromSelection() const {
    auto* data = new QMimeData;
    data->setText(math::textWithTex(textCursor()));
    return data;
}

QVariant MarkdownView::loadResource(int type, const QUrl&) {
    return LessonDocument::refusedResource(type); // lesson format, "Safety"
}

void MarkdownView::fitHeightToContent() {
    // A new text width lays the whole document out again, even the same width: the text
    // appended since is laid out already, and a long text set in slices was laid out anew for
    // each of them (quadratic).
    if (document()->textWidth() != viewport()->width())
        document()->setTextWidth(viewport()->width());
    const int contentHeight = qCeil(document()->size().height());
    const int wanted = contentHeight + 2 * frameWidth() + 2;
    if (wanted != height())
        setFixedHeight(wanted);
}

} // namespace app
