// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The layouter behind MathTypesetter, shared by its source files (mathglyphs.cpp: glyphs,
// stretchy delimiters and fences; mathconstructs.cpp: the tree's rows, fractions, radicals,
// operators, scripts, accents and matrices). Internal to attn_math.
#pragma once

#include "app/math/mathlayout.h"

#include <QHash>
#include <QRawFont>
#include <QString>

#include <algorithm>
#include <memory>

namespace app::math {

using lessons::MathClass;
using lessons::MathNode;
using Kind = MathNode::Kind;
using Variant = MathNode::Variant;

// TeX's styles D, T, S, SS; a cramped style raises superscripts less (Appendix G).
struct Style {
    int level = 1;
    bool cramped = false;
    bool display() const { return level == 0; }
    bool script() const { return level >= 2; }
    Style up() const { return {level <= 1 ? 2 : 3, cramped}; } // superscripts
    Style down() const { return {level <= 1 ? 2 : 3, true}; }  // subscripts
    Style numerator() const { return {level == 0 ? 1 : std::min(level + 1, 3), cramped}; }
    Style denominator() const { return {level == 0 ? 1 : std::min(level + 1, 3), true}; }
    Style crampedStyle() const { return {level, true}; }
};

// The least gap between a big operator and its limits, in ems of the operator's style: the
// font's own minimum (0.11 em in TeX Gyre DejaVu Math) looked like touching.
inline constexpr qreal kLimitGap = 0.2;

// Spaces between atom classes in mu (18 mu = 1 em), The TeXbook chapter 18: a negative entry is
// left out in script styles.
inline constexpr int kSpacing[8][8] = {
    // Ord Op  Bin Rel Open Close Punct Inner
    {0, 3, -4, -5, 0, 0, 0, -3},     // Ord
    {3, 3, 0, -5, 0, 0, 0, -3},      // Op
    {-4, -4, 0, 0, -4, 0, 0, -4},    // Bin
    {-5, -5, 0, 0, -5, 0, 0, -5},    // Rel
    {0, 0, 0, 0, 0, 0, 0, 0},        // Open
    {0, 3, -4, -5, 0, 0, 0, -3},     // Close
    {-3, -3, 0, -3, -3, -3, -3, -3}, // Punct
    {-3, 3, -4, -5, -3, 0, -3, -3},  // Inner
};

// Mathematical alphanumeric symbols: italic and bold letters are their own code points in a
// math font (U+1D400 block); h has its historic place U+210E.
QString styled(const QString& text, Variant variant);

char32_t firstCodePoint(const QString& s);

// One formula's layout: boxes with width, height (above the baseline) and depth, combined from
// the leaves up. Recursion follows the tree, whose depth lessons::parseMath caps.
class Layouter {
public:
    // Fonts at a size are kept in `fonts` (resizing a QRawFont clones its font engine: costly).
    Layouter(const MathFontData& font, qreal pixelSize, QHash<int, QRawFont>& fonts)
        : data_(font), px_(pixelSize), fonts_(fonts) {}

    struct Box {
        qreal width = 0;
        qreal height = 0;
        qreal depth = 0;
        qreal italic = 0;
        bool character = false; // a single glyph: scripts attach without a baseline drop
        QList<MathLayout::Item> items;
        QList<MathPart> parts;

        // Places `b` with its baseline's left end at (dx, dy) of this box.
        void add(const Box& b, qreal dx, qreal dy, const QString& role = {}) {
            for (MathLayout::Item item : b.items) {
                for (QPointF& p : item.positions)
                    p += QPointF(dx, dy);
                item.rule.translate(dx, dy);
                items.append(std::move(item));
            }
            for (MathPart part : b.parts) {
                part.rect.translate(dx, dy);
                part.baseline += dy;
                parts.append(std::move(part));
            }
            if (!role.isEmpty())
                parts.append({role, QRectF(dx, dy - b.height, b.width, b.height + b.depth), dy});
            height = std::max(height, b.height - dy);
            depth = std::max(depth, b.depth + dy);
        }
    };

    std::shared_ptr<const MathLayout> run(const MathNode& root, MathStyle style) {
        const Box box = node(root, Style{style == MathStyle::Display ? 0 : 1, false});
        auto out = std::make_shared<MathLayout>();
        out->width_ = box.width;
        out->ascent_ = box.height;
        out->descent_ = box.depth;
        out->items_ = box.items;
        out->parts_ = box.parts;
        return out;
    }

    static std::shared_ptr<const MathLayout> plain(const MathFontData& data, const QString& text,
                                                   qreal px) {
        QHash<int, QRawFont> fonts;
        Layouter l(data, px, fonts);
        const Box box = l.glyphs(text, Style{}, Variant::Upright);
        auto out = std::make_shared<MathLayout>();
        out->width_ = box.width;
        out->ascent_ = box.height;
        out->descent_ = box.depth;
        out->items_ = box.items;
        return out;
    }

private:
    qreal size(Style s) const;
    QRawFont fontAt(Style s, bool fallback = false) const;
    Box glyphs(const QString& text, Style s, Variant variant) const;
    Box glyphById(quint32 glyph, Style s) const;
    // The smallest form of a stretchy character at least `total` tall (height plus depth); the
    // largest stretched when none is.
    Box stretchy(const QString& text, qreal total, Style s) const;
    // A stretchy character built from its parts to `total` (height plus depth): the fewest
    // extender repeats that reach it, the overlaps between parts grown evenly to land on it.
    Box assembled(char32_t c, qreal total, Style s) const;
    Box kern(qreal width) const;
    Box node(const MathNode& n, Style s);
    static MathClass classOf(const MathNode& n);
    Box row(const MathNode& n, Style s);
    Box fraction(const MathNode& n, Style s);
    Box radical(const MathNode& n, Style s);
    Box bigOperatorGlyph(const MathNode& n, Style s);
    Box bigOperator(const MathNode& n, Style s);
    Box limits(const MathNode& n, Style s);
    Box scripts(const MathNode& n, Style s);
    Box accent(const MathNode& n, Style s);
    // Delimiters around `body`, grown to cover it symmetrically about the math axis (rule 19).
    Box fence(const Box& body, const QString& open, const QString& close, Style s);
    Box matrix(const MathNode& n, Style s);

    const MathFontData& data_;
    qreal px_;
    QHash<int, QRawFont>& fonts_;
};

} // namespace app::math
