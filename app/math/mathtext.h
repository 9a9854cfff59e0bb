// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/math/mathlayout.h"

#include <QFont>
#include <QHash>
#include <QObject>
#include <QScrollBar>
#include <QTextObjectInterface>
#include <QWidget>

class QTextCursor;
class QTextDocument;

namespace app::math {

// Inline formulas inside a QTextDocument: lessons::markdownWithMath leaves a placeholder for each
// $...$ span; installMath() turns each into one object character drawn by MathTextObject, so
// formulas flow with the words, wrap as a unit and sit on the text baseline.
constexpr int kMathObjectType = QTextFormat::UserObject + 7;
// Kept beside a formula where punctuation touches it, so no line starts or ends between them.
constexpr QChar kWordJoiner = QChar(0x2060);
constexpr int kTexProperty = QTextFormat::UserProperty + 7;
// Punctuation right after a formula (".", ",", ")" ...), drawn by the formula's object in the
// text's font: Qt lets a line break after any inline object whatever follows it, so a line could
// start with the lone "." after a formula. Kept with the weight and slant of the text around it.
constexpr int kTrailProperty = QTextFormat::UserProperty + 8;
constexpr int kTrailWeightProperty = QTextFormat::UserProperty + 9;
constexpr int kTrailItalicProperty = QTextFormat::UserProperty + 10;
// The Markdown heading's size step (QTextFormat::FontSizeAdjustment) of the text around a formula.
constexpr int kSizeStepProperty = QTextFormat::UserProperty + 11;

class MathTextObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    explicit MathTextObject(QObject* parent = nullptr);
    QSizeF intrinsicSize(QTextDocument* document, int position, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document, int position,
                    const QTextFormat& format) override;

    // The formula at `position`, laid out for the document's font, and where its baseline is
    // inside the object's rectangle once laid out (for tests and hit-testing).
    std::shared_ptr<const MathLayout> layoutAt(QTextDocument* document, int position,
                                               const QTextFormat& format);
    static qreal baselineInRect(QTextDocument* document, int position, const QRectF& rect);

    // The object format for `tex` in `document` (its height reserves the formula's depth).
    QTextCharFormat formatFor(QTextDocument* document, const QString& tex,
                              const QTextCharFormat& surrounding);

private:
    qreal pixelSize(QTextDocument* document, const QTextFormat& format) const;
    // The document's font as the text around the formula has it (heading size, weight, slant).
    static QFont textFont(QTextDocument* document, const QTextFormat& format);
    int tuningPixelSize(int xHeight);

    MathTypesetter typesetter_;
    QHash<int, int> tuningSizes_;
    QHash<QString, qreal> scaleForFont_;
};

// On a PDF (a lesson's export or print), writes the formula `tex`'s plain Unicode form at
// `origin` (its baseline's left end) in `font`, transparent and as wide as `layout`: the PDF's text
// layer then holds the math a search, a copy or a screen reader looks for. Elsewhere it does
// nothing.
void paintTextLayer(QPainter* painter, const MathLayout& layout, QPointF origin, const QString& tex,
                    const QFont& font);

// The largest pixel size (1..2048) at which `family`'s x-height is at most `xHeight` pixels
// (1 when even that one is taller).
int largestPixelSizeWithXHeight(const QString& family, int xHeight);

// Replaces the placeholders of `document` with math objects (registering the handler once).
// Returns how many formulas it placed.
int installMath(QTextDocument* document);
// Recomputes the objects' reserved height after the document's font changed (zoom).
void refreshMath(QTextDocument* document);

// The document's text with each formula as its TeX between dollars (what copying gives), or as
// the words a screen reader says.
QString textWithTex(const QTextCursor& selection);
QString spokenText(const QTextDocument* document);

// A displayed formula (a `formula` block): centred, in display style, following the widget's
// font (zoom) and palette (dark mode). Copying (Ctrl+C, context menu) gives the TeX source.
// A formula wider than the column is set smaller to fit, down to the prose's own size
// (kShrinkFloor of the display size); narrower still, it scrolls sideways under a scroll bar
// of its own. It never asks the column for more than a few pixels of width, so neither the
// page nor the window grows to make room for it.
class FormulaView : public QWidget {
    Q_OBJECT
public:
    static constexpr qreal kShrinkFloor = 0.8;

    explicit FormulaView(const QString& tex, QWidget* parent = nullptr);
    QString tex() const { return tex_; }
    // The layout at the widget's present width (shrunk when the formula is wider).
    std::shared_ptr<const MathLayout> currentLayout();
    // The layout at full display size, whatever the width.
    std::shared_ptr<const MathLayout> naturalLayout();
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    // The sideways scroll bar, shown only when even the smallest size is wider than the widget.
    QScrollBar* scrollBar() const { return scrollBar_; }
    void copy() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    qreal displayPixelSize() const;
    qreal pixelSizeForWidth(int width) const;
    std::shared_ptr<const MathLayout> layoutForWidth(int width) const;
    void placeScrollBar();
    QString tex_;
    mutable MathTypesetter typesetter_;
    QScrollBar* scrollBar_ = nullptr;
};

// The pixel size of a math font whose x-height matches `text`'s, so formulas and prose agree.
qreal mathPixelSizeFor(const QFont& text, const MathFontData& data);

} // namespace app::math
