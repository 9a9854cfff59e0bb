// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/math/mathfont.h"
#include "lessons/math.h"

#include <QColor>
#include <QHash>
#include <QList>
#include <QRawFont>
#include <QRectF>
#include <QString>

#include <memory>

class QPainter;

namespace app::math {

// TeX's display style (formula blocks: big operators with limits above and below, full-size
// fractions) and text style (inline in prose).
enum class MathStyle { Display, Text };

// A named piece of a laid-out formula, in the formula's coordinates (baseline at y = 0, y down).
// Tests check the geometry through these; roles: numerator, denominator, rule, radicand, sign,
// bar, base, subscript, superscript, operator, upper-limit, lower-limit, open, close, accent.
struct MathPart {
    QString role;
    QRectF rect;
    qreal baseline = 0; // of the piece's own box
};

// A formula laid out in boxes per The TeXbook's Appendix G, ready to paint many times.
class MathLayout {
public:
    qreal width() const { return width_; }
    qreal ascent() const { return ascent_; }   // above the baseline
    qreal descent() const { return descent_; } // below the baseline
    const QList<MathPart>& parts() const { return parts_; }
    QList<MathPart> parts(const QString& role) const;
    // Paints with the baseline's left end at `origin`, in `color` (the palette's text colour).
    void paint(QPainter* painter, QPointF origin, const QColor& color) const;

private:
    friend class Layouter;
    struct Item {
        QRawFont font; // glyphs when valid, else a rule
        QList<quint32> glyphs;
        QList<QPointF> positions;
        QRectF rule;
        qreal scaleY = 1; // a delimiter stretched beyond its largest variant, about positions[0]
    };
    qreal width_ = 0;
    qreal ascent_ = 0;
    qreal descent_ = 0;
    QList<Item> items_;
    QList<MathPart> parts_;
};

// The math font's data, loaded on first use and never changed afterwards (shared by every
// typesetter, like the font files themselves).
std::shared_ptr<const MathFontData> defaultMathFont();

// Lays out formulas at a pixel size; keeps each layout for the next request with the same TeX,
// size and style (a page asks for the same few formulas many times).
class MathTypesetter {
public:
    explicit MathTypesetter(std::shared_ptr<const MathFontData> font = defaultMathFont());
    // Invalid TeX (the validator reports it) lays out as its source text.
    std::shared_ptr<const MathLayout> layout(const QString& tex, qreal pixelSize, MathStyle style);
    std::shared_ptr<const MathLayout> layout(const lessons::MathNode& root, qreal pixelSize,
                                             MathStyle style) const;
    int cachedCount() const { return int(cache_.size()); }

private:
    std::shared_ptr<const MathFontData> font_;
    QHash<QString, std::shared_ptr<const MathLayout>> cache_;
    mutable QHash<int, QRawFont> fonts_; // the math font at each size used so far
};

} // namespace app::math
