// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/math/mathtext.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMenu>
#include <QPaintEngine>
#include <QPainter>
#include <QRawFont>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace app::math {

qreal mathPixelSizeFor(const QFont& text, const MathFontData& data) {
    const qreal xHeight = QFontMetricsF(text).xHeight();
    return std::max<qreal>(4.0, xHeight / data.xHeight);
}

MathTextObject::MathTextObject(QObject* parent) : QObject(parent) {}

namespace {

// Pixels reserved above a formula taller than the text's letters (a root's bar, a fraction): as
// much as the font leaves between its ascent and its tallest letters, so the line above keeps
// the gap it keeps from plain words. Worked out once, where the format is made (formatFor).
constexpr int kRoomAboveProperty = QTextFormat::UserProperty + 12;

// Above a formula `ascent` pixels tall in `text`, the room that keeps it clear of the line above.
qreal roomAbove(const QFont& text, qreal ascent) {
    const QFontMetricsF metrics(text);
    const qreal letters = -metrics.tightBoundingRect(QStringLiteral("bdfhklAT")).top();
    // The gap plain letters keep under the line above: the font's ascent over their tops.
    const qreal gap = std::max<qreal>(0.0, metrics.ascent() - letters);
    // Within a pixel of the line's own ascent (dₖ's d): lines with and without it stay alike.
    if (ascent + gap <= metrics.ascent() + 1.0)
        return 0.0;
    return std::ceil(ascent + gap - std::ceil(ascent));
}

// The document's default font at the format's size step: Markdown headings enlarge their text by
// a size adjustment, and their formulas and trailing text follow.
QFont scaledDefaultFont(QTextDocument* document, const QTextFormat& format) {
    QFont font = document->defaultFont();
    static constexpr qreal kScale[] = {0.6, 0.8, 1.0, 1.2, 1.5, 2.0, 2.4};
    const qreal scale = kScale[std::clamp(format.intProperty(kSizeStepProperty) + 2, 0, 6)];
    if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * scale))));
    else
        font.setPointSizeF(font.pointSizeF() * scale);
    return font;
}

} // namespace

void paintTextLayer(QPainter* painter, const MathLayout& layout, QPointF origin, const QString& tex,
                    const QFont& font) {
    if (!painter->paintEngine() || painter->paintEngine()->type() != QPaintEngine::Pdf)
        return;
    const lessons::MathParse parse = lessons::parseMath(tex);
    // A script without a Unicode form reads run on, as a PDF reader extracts typeset math
    // ("xWQ", "dmodel"): the plain form's "W_Q" put TeX's underscore into the text.
    QString plain = parse.ok() ? lessons::mathToPlainText(parse.root) : tex;
    plain.remove(QLatin1Char('_'));
    if (plain.trimmed().isEmpty() || layout.width() <= 0)
        return;
    // The glyphs are drawn as outlines, which a PDF's text layer does not hold: "Two vectors of
    // the same width, and , are multiplied" was all pdftotext, a search or a screen reader found
    // of "$a$ and $b$" (sp23). The formula's plain form is written over it in the text's font,
    // fully transparent, squeezed or stretched to the formula's width so it reads in place.
    const qreal width = QFontMetricsF(font).horizontalAdvance(plain);
    if (width <= 0)
        return;
    painter->save();
    painter->setFont(font);
    painter->setPen(QColor(0, 0, 0, 0));
    painter->translate(origin);
    painter->scale(layout.width() / width, 1.0);
    painter->drawText(QPointF(0, 0), plain);
    painter->restore();
}

QFont MathTextObject::textFont(QTextDocument* document, const QTextFormat& format) {
    QFont font = scaledDefaultFont(document, format);
    if (format.hasProperty(kTrailWeightProperty))
        font.setWeight(QFont::Weight(format.intProperty(kTrailWeightProperty)));
    if (format.boolProperty(kTrailItalicProperty))
        font.setItalic(true);
    return font;
}

qreal MathTextObject::pixelSize(QTextDocument* document, const QTextFormat& format) const {
    return mathPixelSizeFor(scaledDefaultFont(document, format), *defaultMathFont());
}

std::shared_ptr<const MathLayout> MathTextObject::layoutAt(QTextDocument* document, int,
                                                           const QTextFormat& format) {
    return typesetter_.layout(format.stringProperty(kTexProperty), pixelSize(document, format),
                              MathStyle::Text);
}

// Qt 6 places an inline object either with its bottom on the baseline (no depth) or, with
// AlignMiddle, centred in its line with a descent of (height - x-height/2) / 2, where the x-height
// is that of the object format's font. A formula's depth is reserved through that: the format's
// font is chosen so x-height/2 is close to (ascent - descent), and the height is padded so the
// reserved ascent and descent both cover the formula's.
QSizeF MathTextObject::intrinsicSize(QTextDocument* document, int position,
                                     const QTextFormat& format) {
    const auto layout = layoutAt(document, position, format);
    const qreal halfX = QFontMetrics(format.toCharFormat().font()).xHeight() / 2.0;
    const qreal a = std::ceil(layout->ascent()) + format.doubleProperty(kRoomAboveProperty);
    const qreal d = std::ceil(layout->descent());
    const qreal height = halfX <= a - d ? 2 * a - halfX : 2 * d + halfX;
    const QString trail = format.stringProperty(kTrailProperty);
    const qreal trailWidth =
        trail.isEmpty() ? 0.0 : QFontMetricsF(textFont(document, format)).horizontalAdvance(trail);
    return {layout->width() + trailWidth, height};
}

qreal MathTextObject::baselineInRect(QTextDocument* document, int position, const QRectF& rect) {
    const QTextBlock block = document->findBlock(position);
    const QTextLayout* layout = block.layout();
    const QTextLine line =
        layout ? layout->lineForTextPosition(position - block.position()) : QTextLine();
    if (!line.isValid())
        return rect.height();
    // The object is centred between the line's top and bottom; the text baseline is `ascent`
    // below the line's top.
    const qreal lineHeight = line.ascent() + line.descent();
    return (rect.height() - lineHeight) / 2 + line.ascent();
}

void MathTextObject::drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document,
                                int position, const QTextFormat& format) {
    const auto layout = layoutAt(document, position, format);
    const qreal baseline = rect.top() + baselineInRect(document, position, rect);
    layout->paint(painter, QPointF(rect.left(), baseline), painter->pen().color());
    paintTextLayer(painter, *layout, QPointF(rect.left(), baseline),
                   format.stringProperty(kTexProperty), scaledDefaultFont(document, format));
    if (const QString trail = format.stringProperty(kTrailProperty); !trail.isEmpty()) {
        painter->save();
        painter->setFont(textFont(document, format));
        painter->drawText(QPointF(rect.left() + layout->width(), baseline), trail);
        painter->restore();
    }
}

int largestPixelSizeWithXHeight(const QString& family, int xHeight) {
    constexpr int kMaxPixelSize = 2048;
    // The family is matched once: a QFont at each size went through Qt's font matching and
    // fontconfig again (0.9 M instructions a size, 33 M of the start over 37 sizes, perf28),
    // where the raw font resizes the face it has. Rounded as QFontMetrics::xHeight rounds.
    QRawFont font = QRawFont::fromFont(QFont(family));
    auto xHeightAt = [&font](int pixelSize) {
        font.setPixelSize(pixelSize);
        return qRound(font.xHeight());
    };
    // Each pixel size still costs a font engine, so start next to the answer: x-heights are about
    // half the pixel size in text faces and grow with it, and walk from there (2 or 3 sizes for
    // text, against 12 for a bisection of 1..2048 that loads huge sizes first).
    int size = std::clamp(int(std::lround(xHeight / 0.55)), 1, kMaxPixelSize);
    while (size > 1 && xHeightAt(size) > xHeight)
        --size;
    while (size < kMaxPixelSize && xHeightAt(size + 1) <= xHeight)
        ++size;
    return size;
}

int MathTextObject::tuningPixelSize(int xHeight) {
    if (const auto found = tuningSizes_.constFind(xHeight); found != tuningSizes_.constEnd())
        return found.value();
    const int size = largestPixelSizeWithXHeight(QStringLiteral("DejaVu Sans"), xHeight);
    tuningSizes_.insert(xHeight, size);
    return size;
}

QTextCharFormat MathTextObject::formatFor(QTextDocument* document, const QString& tex,
                                          const QTextCharFormat& surrounding) {
    QTextCharFormat format;
    format.setObjectType(kMathObjectType);
    format.setProperty(kTexProperty, tex);
    format.setVerticalAlignment(QTextCharFormat::AlignMiddle);
    // A heading's size step, kept under a property of our own: as FontSizeAdjustment it made Qt
    // give the object's font the heading's point size, overriding the tuning size below, and the
    // line under a tall formula in a heading reserved its depth several times over (lesson 5's
    // title: 7 px of half x-height against the 20 px the formula needed).
    if (surrounding.hasProperty(QTextFormat::FontSizeAdjustment))
        format.setProperty(kSizeStepProperty,
                           surrounding.intProperty(QTextFormat::FontSizeAdjustment));
    else if (surrounding.hasProperty(kSizeStepProperty))
        format.setProperty(kSizeStepProperty, surrounding.intProperty(kSizeStepProperty));
    // What the object carries of the text after it (see kTrailProperty), kept through a refresh.
    for (int property : {kTrailProperty, kTrailWeightProperty, kTrailItalicProperty}) {
        if (surrounding.hasProperty(property) && surrounding.objectType() == kMathObjectType)
            format.setProperty(property, surrounding.property(property));
    }
    if (surrounding.isAnchor()) {
        format.setAnchor(true);
        format.setAnchorHref(surrounding.anchorHref());
    }
    const auto layout = layoutAt(document, 0, format);
    const qreal room = roomAbove(scaledDefaultFont(document, format), layout->ascent());
    if (room > 0)
        format.setProperty(kRoomAboveProperty, room);
    const int wanted = std::max(0, int(std::lround(2 * (std::ceil(layout->ascent()) + room -
                                                        std::ceil(layout->descent())))));
    QFont tuning(QStringLiteral("DejaVu Sans"));
    tuning.setPixelSize(tuningPixelSize(wanted));
    format.setFont(tuning, QTextCharFormat::FontPropertiesSpecifiedOnly);
    return format;
}

namespace {

MathTextObject* handlerOf(QTextDocument* document) {
    QAbstractTextDocumentLayout* layout = document->documentLayout();
    auto* handler = dynamic_cast<MathTextObject*>(layout->handlerForObject(kMathObjectType));
    if (!handler) {
        handler = new MathTextObject(layout);
        layout->registerHandler(kMathObjectType, handler);
    }
    return handler;
}

} // namespace

int installMath(QTextDocument* document) {
    const QString text = document->toPlainText();
    const QList<lessons::MathPlaceholder> found = lessons::mathPlaceholders(text);
    if (found.isEmpty())
        return 0;
    MathTextObject* handler = handlerOf(document);
    QTextCursor cursor(document);
    cursor.beginEditBlock();
    // From the end, so earlier positions stay valid.
    const auto gluesToFormula = [&text](qsizetype at) {
        return at >= 0 && at < text.size() && !text.at(at).isSpace() &&
               text.at(at) != QChar::ObjectReplacementCharacter;
    };
    // Punctuation that closes a phrase after a formula: drawn by the formula's object.
    static const QString kTrailing = QStringLiteral(".,;:!?)]\u2019\u201d");
    constexpr int kMaxTrail = 3;
    // A relation and its right side written after a formula ("$a_2 b_2$ = 0, since", "$d_k$ =
    // 64:", where the value is filled in): a line started "= 0, since" (look26). Drawn by the
    // formula's object too, up to the next space; a right side longer than a number is left.
    static const QRegularExpression kRelation(
        QStringLiteral(" ?[=<>\\x{2248}\\x{2264}\\x{2265}\\x{2260}] "
                       "?[^\\s\\x{2028}\\x{2029}\\x{2060}\\x{fffc}]{1,16}(?=\\s|$)"),
        QRegularExpression::UseUnicodePropertiesOption);
    qsizetype nextFormula = text.size();
    for (auto it = found.crbegin(); it != found.crend(); ++it) {
        cursor.setPosition(it->start);
        cursor.setPosition(it->start + 1, QTextCursor::KeepAnchor);
        const QTextCharFormat surrounding = cursor.charFormat();
        const qsizetype end = it->start + it->length;
        qsizetype trailEnd = end;
        const QRegularExpressionMatch relation =
            kRelation.match(text, end, QRegularExpression::NormalMatch,
                            QRegularExpression::AnchorAtOffsetMatchOption);
        if (relation.hasMatch() && relation.capturedEnd() <= nextFormula)
            trailEnd = relation.capturedEnd();
        while (trailEnd < text.size() && trailEnd - end < kMaxTrail &&
               kTrailing.contains(text.at(trailEnd)))
            ++trailEnd;
        nextFormula = it->start;
        const QString trail = text.mid(end, trailEnd - end);
        if (!trail.isEmpty()) {
            // Qt breaks a line after an inline object whatever the next character's line-break
            // class (a word joiner there is not enough): the object takes the punctuation along.
            cursor.setPosition(int(end));
            cursor.setPosition(int(trailEnd), QTextCursor::KeepAnchor);
            cursor.removeSelectedText();
        } else if (gluesToFormula(end)) {
            // An object character is a break opportunity on both sides (UAX #14 class CB); a
            // word joiner keeps what touches it (a letter, a hyphen) on its line where Qt allows.
            cursor.setPosition(int(end));
            cursor.insertText(QString(kWordJoiner), surrounding);
        }
        cursor.setPosition(it->start);
        cursor.setPosition(it->start + it->length, QTextCursor::KeepAnchor);
        QTextCharFormat object = handler->formatFor(document, it->tex, surrounding);
        if (!trail.isEmpty()) {
            object.setProperty(kTrailProperty, trail);
            if (surrounding.hasProperty(QTextFormat::FontWeight))
                object.setProperty(kTrailWeightProperty, surrounding.fontWeight());
            if (surrounding.fontItalic())
                object.setProperty(kTrailItalicProperty, true);
        }
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), object);
        if (gluesToFormula(it->start - 1)) {
            cursor.setPosition(it->start);
            cursor.insertText(QString(kWordJoiner), surrounding);
        }
    }
    cursor.endEditBlock();
    return int(found.size());
}

void refreshMath(QTextDocument* document) {
    auto* handler = dynamic_cast<MathTextObject*>(
        document->documentLayout()->handlerForObject(kMathObjectType));
    if (!handler)
        return;
    QTextCursor cursor(document);
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            if (format.objectType() != kMathObjectType)
                continue;
            for (int i = 0; i < fragment.length(); ++i) {
                cursor.setPosition(fragment.position() + i);
                cursor.setPosition(fragment.position() + i + 1, QTextCursor::KeepAnchor);
                cursor.setCharFormat(
                    handler->formatFor(document, format.stringProperty(kTexProperty), format));
            }
        }
    }
}

QString textWithTex(const QTextCursor& selection) {
    QString out;
    const int start = selection.selectionStart();
    const int end = selection.selectionEnd();
    const QTextDocument* document = selection.document();
    for (QTextBlock block = document->findBlock(start); block.isValid() && block.position() <= end;
         block = block.next()) {
        if (block.position() > start && !out.isEmpty())
            out += QLatin1Char('\n');
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const int from = std::max(start, fragment.position());
            const int to = std::min(end, fragment.position() + fragment.length());
            if (from >= to)
                continue;
            const QTextCharFormat format = fragment.charFormat();
            if (format.objectType() == kMathObjectType) {
                for (int i = from; i < to; ++i)
                    out += QLatin1Char('$') + format.stringProperty(kTexProperty) +
                           QLatin1Char('$') + format.stringProperty(kTrailProperty);
            } else {
                out +=
                    fragment.text().mid(from - fragment.position(), to - from).remove(kWordJoiner);
            }
        }
    }
    out.replace(QChar::LineSeparator, QLatin1Char('\n'));
    out.replace(QChar::Nbsp, QLatin1Char(' '));
    return out;
}

QString spokenText(const QTextDocument* document) {
    QString out;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (!out.isEmpty())
            out += QLatin1Char('\n');
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            if (format.objectType() == kMathObjectType) {
                const lessons::MathParse math =
                    lessons::parseMath(format.stringProperty(kTexProperty));
                for (int i = 0; i < fragment.length(); ++i)
                    out += lessons::mathToSpeech(math.root) + format.stringProperty(kTrailProperty);
            } else {
                out += fragment.text().remove(kWordJoiner);
            }
        }
    }
    return out;
}

namespace {
constexpr int kFormulaMargin = 6;
} // namespace

FormulaView::FormulaView(const QString& tex, QWidget* parent) : QWidget(parent), tex_(tex) {
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setFocusPolicy(Qt::ClickFocus);
    const lessons::MathParse math = lessons::parseMath(tex);
    setAccessibleName(math.ok() ? lessons::mathToSpeech(math.root) : tex);
    setToolTip(math.ok() ? lessons::mathToPlainText(math.root) : tex);
    // Without a description of its own a screen reader is given the tool tip, whose Unicode
    // math ("q₁k₁") it spells out symbol by symbol: it hears the spoken form twice instead.
    setAccessibleDescription(accessibleName());
    scrollBar_ = new QScrollBar(Qt::Horizontal, this);
    scrollBar_->setVisible(false);
    scrollBar_->setAccessibleName(tr("Scroll the formula sideways"));
    connect(scrollBar_, &QScrollBar::valueChanged, this, qOverload<>(&QWidget::update));
}

qreal FormulaView::displayPixelSize() const {
    // Display formulas a little larger than the prose, as books set them apart.
    return 1.25 * mathPixelSizeFor(font(), *defaultMathFont());
}

std::shared_ptr<const MathLayout> FormulaView::naturalLayout() {
    return typesetter_.layout(tex_, displayPixelSize(), MathStyle::Display);
}

qreal FormulaView::pixelSizeForWidth(int width) const {
    const qreal full = displayPixelSize();
    const qreal natural = typesetter_.layout(tex_, full, MathStyle::Display)->width();
    const qreal room = width - 2 * kFormulaMargin;
    if (natural <= room || natural <= 0)
        return full;
    // Quarter-pixel steps: a window dragged wider does not fill the typesetter's cache with a
    // layout per pixel. Rounded down, so the shrunk formula fits.
    const qreal wanted = std::floor(4 * full * std::max<qreal>(room, 0) / natural) / 4;
    return std::max(wanted, kShrinkFloor * full);
}

std::shared_ptr<const MathLayout> FormulaView::layoutForWidth(int width) const {
    return typesetter_.layout(tex_, pixelSizeForWidth(width), MathStyle::Display);
}

std::shared_ptr<const MathLayout> FormulaView::currentLayout() {
    return layoutForWidth(width());
}

QSize FormulaView::sizeHint() const {
    auto layout = typesetter_.layout(tex_, displayPixelSize(), MathStyle::Display);
    return {int(std::ceil(layout->width())) + 2 * kFormulaMargin,
            int(std::ceil(layout->ascent() + layout->descent())) + 2 * kFormulaMargin};
}

int FormulaView::heightForWidth(int width) const {
    auto layout = layoutForWidth(width);
    int height = int(std::ceil(layout->ascent() + layout->descent())) + 2 * kFormulaMargin;
    if (layout->width() > width - 2 * kFormulaMargin)
        height += scrollBar_->sizeHint().height();
    return height;
}

QSize FormulaView::minimumSizeHint() const {
    // Any width will do (the formula shrinks, then scrolls); the height is the one it takes at
    // the smallest size, with the scroll bar.
    auto layout = typesetter_.layout(tex_, kShrinkFloor * displayPixelSize(), MathStyle::Display);
    return {2 * kFormulaMargin + scrollBar_->minimumSizeHint().width(),
            int(std::ceil(layout->ascent() + layout->descent())) + 2 * kFormulaMargin};
}

void FormulaView::placeScrollBar() {
    const auto layout = currentLayout();
    const int overflow = int(std::ceil(layout->width())) - (width() - 2 * kFormulaMargin);
    const bool scrolls = overflow > 0;
    if (scrolls) {
        const int h = scrollBar_->sizeHint().height();
        scrollBar_->setGeometry(0, height() - h, width(), h);
        scrollBar_->setRange(0, overflow);
        scrollBar_->setPageStep(std::max(1, width() - 2 * kFormulaMargin));
        scrollBar_->setSingleStep(std::max(1, fontMetrics().averageCharWidth() * 2));
    } else {
        scrollBar_->setValue(0);
    }
    scrollBar_->setVisible(scrolls);
}

void FormulaView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    placeScrollBar();
}

void FormulaView::paintEvent(QPaintEvent*) {
    const auto layout = currentLayout();
    QPainter painter(this);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const int barHeight = scrollBar_->isVisible() ? scrollBar_->height() : 0;
    const qreal x = scrollBar_->isVisible() ? kFormulaMargin - scrollBar_->value()
                                            : std::max<qreal>(0, (width() - layout->width()) / 2);
    const qreal top = (height() - barHeight - layout->ascent() - layout->descent()) / 2;
    layout->paint(&painter, QPointF(x, top + layout->ascent()), palette().color(QPalette::Text));
    paintTextLayer(&painter, *layout, QPointF(x, top + layout->ascent()), tex_, font());
    if (hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DotLine));
        painter.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

void FormulaView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        placeScrollBar();
        update();
    }
}

void FormulaView::copy() const {
    if (QClipboard* clipboard = QApplication::clipboard())
        clipboard->setText(tex_);
}

void FormulaView::keyPressEvent(QKeyEvent* event) {
    if (event->matches(QKeySequence::Copy)) {
        copy();
        return;
    }
    if (scrollBar_->isVisible() &&
        (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right)) {
        scrollBar_->triggerAction(event->key() == Qt::Key_Left
                                      ? QAbstractSlider::SliderSingleStepSub
                                      : QAbstractSlider::SliderSingleStepAdd);
        return;
    }
    QWidget::keyPressEvent(event);
}

void FormulaView::contextMenuEvent(QContextMenuEvent* event) {
    QMenu menu(this);
    menu.addAction(tr("Copy TeX source"), this, [this] { copy(); });
    menu.exec(event->globalPos());
}

} // namespace app::math
