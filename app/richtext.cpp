// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/richtext.h"

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

qsizetype markdownSliceCost(const QString& line) {
    // Measured with attention-lab-page-bench on the 2-core machine (lessons/limits.h): plain
    // prose costs about 1.3 us a character to import and lay out, an inline mark about 0.05 ms
    // (40 characters) and a Markdown table cell about 0.2 ms (150 characters).
    constexpr qsizetype kMarkCost = 40;
    constexpr qsizetype kTableCellCost = 150;
    qsizetype cost = line.size() + 1 + kMarkCost * lessons::inlineMarks(line);
    if (const qsizetype pipes = line.count(QLatin1Char('|')); pipes > 0)
        cost += kTableCellCost * (pipes + 1);
    return cost;
}

QStringList markdownSlices(const QString& markdown, qsizetype size) {
    if (markdown.size() <= size && markdownSliceCost(markdown) <= size)
        return {markdown};
    static const QRegularExpression listItem(QStringLiteral("^(?:[-*+]|\\d{1,9}[.)])(?:[ \\t]|$)"));
    static const QRegularExpression definition(QStringLiteral("^ {0,3}\\[[^\\]]+\\]:"));
    static const QRegularExpression delimiterRow(
        QStringLiteral("^\\|? *:?-{3,}:? *(?:\\| *:?-{3,}:? *)*\\|? *$"));
    QStringList slices;
    QString current;
    qsizetype currentCost = 0; // in characters of plain prose (markdownSliceCost)
    QString definitions;
    bool fenced = false;
    bool afterBlank = true; // or at the start, or after a definition
    // A top-level table (its header after a blank line, both rows at the line start, three
    // dashes or more in each delimiter cell, as Qt's reader wants them) whose rows so far all
    // started with '|': a slice may start at its next such row, and the view appends that
    // slice's rows to the table (one table of 1,000 cells in one slice kept the UI thread 69 ms,
    // issue 24).
    bool headerCandidate = false;
    bool inTable = false;
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        const QString trimmed = line.trimmed();
        const bool blank = trimmed.isEmpty();
        const bool tableRow = !fenced && line.startsWith(QLatin1Char('|'));
        if (currentCost >= size && !fenced && afterBlank && !blank && !line.at(0).isSpace() &&
            !line.contains(QLatin1Char('|')) && !listItem.match(line).hasMatch() &&
            !definition.match(line).hasMatch()) {
            slices.append(current);
            current.clear();
            currentCost = 0;
        } else if (currentCost >= size && inTable && tableRow) {
            slices.append(current);
            current.clear();
            currentCost = 0;
        }
        const bool defines = !fenced && afterBlank && definition.match(line).hasMatch();
        if (defines)
            definitions += line + QLatin1Char('\n');
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~")))
            fenced = !fenced;
        inTable = tableRow && (inTable || (headerCandidate && delimiterRow.match(line).hasMatch()));
        headerCandidate = tableRow && afterBlank;
        current += line + QLatin1Char('\n');
        currentCost += markdownSliceCost(line);
        afterBlank = blank || defines;
    }
    slices.append(current);
    if (!definitions.isEmpty() && slices.size() > 1) {
        for (QString& slice : slices)
            slice += QLatin1Char('\n') + definitions;
    }
    return slices;
}

QString markdownToPlainText(const QString& markdown) {
    return lessons::withPlainMath(plainWithPlaceholders(markdown)).simplified();
}

QString markdownToSimpleHtml(const QString& markdown) {
    return lessons::withHtmlMath(plainWithPlaceholders(markdown).simplified());
}

MarkdownLabel::MarkdownLabel(const QString& markdown, QWidget* parent) : QLabel(parent) {
    setTextFormat(Qt::MarkdownText);
    setWordWrap(true);
    setOpenExternalLinks(false); // links go through the lesson link policy
    connect(this, &QLabel::linkActivated, this,
            [this](const QString& link) { activateLessonLink(this, QUrl(link)); });
    setTextInteractionFlags(Qt::TextBrowserInteraction);
    setFocusPolicy(Qt::NoFocus); // the text itself is read by the screen reader via the name
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    setMarkdown(markdown);
    connect(this, &QLabel::linkHovered, this, [this](const QString& link) { hoveredLink_ = link; });
}

void MarkdownLabel::mouseReleaseEvent(QMouseEvent* event) {
    QLabel::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton && hoveredLink_.isEmpty())
        emit clicked();
}

void MarkdownLabel::setMarkdown(const QString& lessonMarkdown) {
    // `{{run}}` -> **Run** in the interface language (docs/lesson-format.md, "Button names").
    const QString markdown = lessons::markdownWithButtonLabels(lessonMarkdown);
    if (!lessons::mathPlaceholders(markdown).isEmpty()) {
        if (!mathView_) {
            mathView_ = new MarkdownView(this);
            auto* layout = new QVBoxLayout(this);
            layout->setContentsMargins(0, 0, 0, 0);
            // At the top: centred in a label that a layout pass had left taller (its text wrapped
            // at an earlier width), the view's offset became the first line's baseline drop, the
            // button column beside it dropped as far, and the row kept that height until some later
            // pass.
            layout->addWidget(mathView_, 0, Qt::AlignTop);
            mathView_->viewport()->installEventFilter(this);
            mathView_->installEventFilter(this);
        }
        mathView_->setLessonMarkdown(markdown);
        mathView_->document()->setDefaultTextOption(QTextOption(alignment()));
        mathView_->show();
        setTextFormat(Qt::PlainText);
        setText(QString());
        // Screen readers hear the math spoken ("d sub k"), not its Unicode look.
        setAccessibleName(math::spokenText(mathView_->document()).simplified());
        mathView_->setAccessibleName(accessibleName());
        updateGeometry();
        emit firstLineMayHaveMoved();
        return;
    }
    if (mathView_) {
        // Gone, with its layout, not hidden: a label that had shown math (a hint with $q$ and
        // $k$) and then got plain text (the right answer's feedback) kept the height of the math
        // and showed its text centred between two blank bands of 35 px (student pass sp13 B4).
        QWidget* view = std::exchange(mathView_, nullptr);
        delete layout();
        view->hide();
        view->deleteLater(); // it may be handling the event that brought the new text
        updateGeometry();
        emit firstLineMayHaveMoved();
    }
    // Most labels (options, prompts) are plain sentences; a plain-text label lays out far faster
    // than a Markdown document, which matters at startup with dozens of them on a page.
    static const QRegularExpression markup(
        QStringLiteral("[*_`\\[\\]<>&#|\\\\~]|^\\s*[-+]\\s|^\\s*\\d+[.)]\\s"),
        QRegularExpression::MultilineOption);
    const bool plain = !markdown.contains(markup) && !markdown.contains(QLatin1Char('\n'));
    // Rich text goes in as HTML made by a LessonDocument: QLabel's own document would load images.
    setTextFormat(plain ? Qt::PlainText : Qt::RichText);
    setText(plain ? markdown : lessonRichText(markdown));
    setAccessibleName(plain ? markdown.simplified() : markdownToPlainText(markdown));
}

QSize MarkdownLabel::sizeHint() const {
    if (mathView_ && !mathView_->isHidden()) {
        int width = mathView_->sizeHint().width(); // a scroll area's hint, not the text's
        // A label kept on one line (its view not wrapping) is as wide as its text: at the
        // scroll area's width "Largest weight at d_k = 4:" stood 60 px before its field (sp35).
        if (mathView_->lineWrapMode() == QTextEdit::NoWrap)
            width =
                int(std::ceil(mathView_->document()->idealWidth())) + 2 * mathView_->frameWidth();
        return {width, mathView_->height()};
    }
    return QLabel::sizeHint();
}

QSize MarkdownLabel::minimumSizeHint() const {
    if (mathView_ && !mathView_->isHidden())
        return {100, mathView_->height()};
    return QLabel::minimumSizeHint();
}

bool MarkdownLabel::hasHeightForWidth() const {
    // With math, the view fits its own height to the width it gets; the label follows it.
    return (!mathView_ || mathView_->isHidden()) && QLabel::hasHeightForWidth();
}

int MarkdownLabel::heightForWidth(int width) const {
    if (mathView_ && !mathView_->isHidden())
        return mathView_->height();
    constexpr qsizetype kWidthsKept = 4;
    HeightMemo& memo = heightMemo_;
    if (memo.text != text() || memo.font != font() || memo.contents != contentsMargins() ||
        memo.margin != margin() || memo.indent != indent() || memo.format != textFormat() ||
        memo.wordWrap != wordWrap()) {
        memo = {text(),   font(),       contentsMargins(), margin(),
                indent(), textFormat(), wordWrap(),        {}};
    }
    for (const auto& [knownWidth, height] : std::as_const(memo.heights)) {
        if (knownWidth == width)
            return height;
    }
    const int height = QLabel::heightForWidth(width);
    if (memo.heights.size() == kWidthsKept)
        memo.heights.removeFirst();
    memo.heights.append({width, height});
    return height;
}

int MarkdownLabel::firstBaselineDrop() const {
    if (!mathView_ || mathView_->isHidden())
        return 0;
    const std::optional<QPointF> start = firstLineStart(mathView_->document()->firstBlock());
    if (!start)
        return 0;
    const qreal baseline = mathView_->y() + mathView_->frameWidth() + start->y();
    return std::max(0, qRound(baseline - QFontMetricsF(font()).ascent()));
}

QFont boldFont() {
    QFont bold;
    bold.setBold(true);
    return bold;
}

namespace {
// Watches the parent: a label whose own size is set hears nothing when its parent's font
// changes, since its own resolved font stays the same.
class ScaledBold : public QObject {
public:
    ScaledBold(QWidget* label, double scale) : QObject(label), label_(label), scale_(scale) {
        label->parentWidget()->installEventFilter(this);
        apply();
    }
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::FontChange && watched == label_->parentWidget())
            apply();
        return false;
    }

private:
    void apply() {
        QFont font = label_->parentWidget()->font();
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * scale_);
        else
            font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * scale_))));
        font.setBold(true);
        label_->setFont(font);
    }
    QWidget* label_;
    double scale_;
};
} // namespace

void keepScaledBold(QWidget* label, double scale) {
    new ScaledBold(label, scale);
}

QVBoxLayout* besideFirstLine(QWidget* box, MarkdownLabel* label) {
    auto* cell = new QVBoxLayout;
    cell->setContentsMargins(0, 0, 0, 0);
    cell->addWidget(box);
    cell->addStretch(1);
    const auto align = [cell, label] {
        const int drop = label->firstBaselineDrop();
        if (cell->contentsMargins().top() != drop)
            cell->setContentsMargins(0, drop, 0, 0);
    };
    // Queued: the label's text is laid out at its new width only after its resize is handled.
    QObject::connect(label, &MarkdownLabel::firstLineMayHaveMoved, box, align,
                     Qt::QueuedConnection);
    align();
    return cell;
}

void MarkdownLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    if (mathView_ && !mathView_->isHidden())
        emit firstLineMayHaveMoved();
    if (mathView_ && mathView_->document()->defaultTextOption().alignment() != alignment())
        mathView_->document()->setDefaultTextOption(QTextOption(alignment()));
}

bool MarkdownLabel::eventFilter(QObject* watched, QEvent* event) {
    if (mathView_ && watched == mathView_ && event->type() == QEvent::Resize)
        updateGeometry();
    if (mathView_ && watched == mathView_->viewport() &&
        event->type() == QEvent::MouseButtonRelease) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton && mathView_->anchorAt(mouse->pos()).isEmpty() &&
            !mathView_->textCursor().hasSelection())
            emit clicked();
    }
    return QLabel::eventFilter(watched, event);
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

namespace {

// The table the document ends with, if nothing but its trailing empty block follows it: the
// table a slice starting with a row continues (markdownSlices).
QTextTable* tableAtEnd(QTextDocument* document) {
    const QList<QTextFrame*> frames = document->rootFrame()->childFrames();
    auto* table = frames.isEmpty() ? nullptr : qobject_cast<QTextTable*>(frames.last());
    const QTextBlock last = document->lastBlock();
    if (!table || last.length() != 1 || last.position() != table->lastPosition() + 1)
        return nullptr;
    return table;
}

// A header and delimiter row of `columns` cells, so that rows alone import as a table (Qt's
// Markdown reader takes no delimiter cell of fewer than three dashes: "|-|" gave no table).
QString standInHeader(int columns) {
    return QStringLiteral("|  ").repeated(columns) + QStringLiteral("|\n") +
           QStringLiteral("|---").repeated(columns) + QStringLiteral("|\n");
}

// Appends the rows of `from` but its stand-in header to `to`, each cell's text and formats as
// imported, aligned as the cell above.
void appendTableRows(QTextTable* to, QTextTable* from) {
    const int added = from->rows() - 1;
    if (added <= 0)
        return;
    const int firstRow = to->rows();
    to->appendRows(added);
    const int columns = std::min(to->columns(), from->columns());
    for (int row = 0; row < added; ++row) {
        for (int column = 0; column < columns; ++column) {
            const QTextTableCell source = from->cellAt(row + 1, column);
            QTextCursor text = source.firstCursorPosition();
            QTextBlockFormat blockFormat = text.blockFormat();
            // The column's alignment is in the table's own delimiter row, not in the stand-in.
            blockFormat.setAlignment(
                to->cellAt(firstRow - 1, column).firstCursorPosition().blockFormat().alignment());
            const QTextCharFormat blockCharFormat = text.blockCharFormat();
            text.setPosition(source.lastCursorPosition().position(), QTextCursor::KeepAnchor);
            QTextTableCell target = to->cellAt(firstRow + row, column);
            target.setFormat(source.format());
            QTextCursor into = target.firstCursorPosition();
            into.setBlockFormat(blockFormat);
            into.setBlockCharFormat(blockCharFormat);
            if (text.hasSelection())
                into.insertFragment(QTextDocumentFragment(text));
        }
    }
}

} // namespace

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
