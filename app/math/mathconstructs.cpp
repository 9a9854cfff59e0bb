// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/math/mathlayouter.h"

#include <QGlyphRun>

#include <algorithm>
#include <cmath>

namespace app::math {

Layouter::Box Layouter::node(const MathNode& n, Style s) {
    const qreal em = size(s);
    switch (n.kind) {
    case Kind::Row:
        return row(n, s);
    case Kind::Symbol:
        return glyphs(n.text, s, n.variant);
    case Kind::Text: {
        // \text keeps its spaces; \mathrm and operator names drop them, as in TeX.
        const QString text = n.mu == 1 ? n.text : QString(n.text).remove(QLatin1Char(' '));
        Box b = glyphs(text, s, Variant::Upright);
        b.character = false;
        return b;
    }
    case Kind::Space:
        return kern(n.mu * em / 18.0);
    case Kind::Fraction:
        return fraction(n, s);
    case Kind::Radical:
        return radical(n, s);
    case Kind::Scripts:
        return scripts(n, s);
    case Kind::BigOp:
        return bigOperator(n, s);
    case Kind::Accent:
        return accent(n, s);
    case Kind::Fenced: {
        Box body = row(n.children.at(0), s);
        return fence(body, n.text, n.close, s);
    }
    case Kind::Matrix:
        return matrix(n, s);
    }
    return {};
}

MathClass Layouter::classOf(const MathNode& n) {
    if (n.kind == Kind::Row)
        return MathClass::Ord;
    if (n.kind == Kind::Scripts)
        return n.children.at(0).kind == Kind::BigOp ? MathClass::Op : n.cls;
    return n.cls;
}

Layouter::Box Layouter::row(const MathNode& n, Style s) {
    const qreal mu = size(s) / 18.0;
    // TeX's rules 5 and 6: a binary operator with nothing to combine on its left, or with a
    // relation, closing or punctuation on its right, is an ordinary symbol.
    QList<MathClass> classes;
    for (const MathNode& child : n.children)
        classes.append(classOf(child));
    int previous = -1;
    for (int i = 0; i < classes.size(); ++i) {
        if (n.children.at(i).kind == Kind::Space)
            continue;
        const MathClass c = classes.at(i);
        if (c == MathClass::Bin) {
            const MathClass p = previous < 0 ? MathClass::Bin : classes.at(previous);
            if (previous < 0 || p == MathClass::Bin || p == MathClass::Op || p == MathClass::Rel ||
                p == MathClass::Open || p == MathClass::Punct)
                classes[i] = MathClass::Ord;
        } else if (previous >= 0 && classes.at(previous) == MathClass::Bin &&
                   (c == MathClass::Rel || c == MathClass::Close || c == MathClass::Punct)) {
            classes[previous] = MathClass::Ord;
        }
        previous = i;
    }
    if (previous >= 0 && classes.at(previous) == MathClass::Bin)
        classes[previous] = MathClass::Ord;

    Box out;
    qreal x = 0;
    previous = -1;
    for (int i = 0; i < n.children.size(); ++i) {
        const MathNode& child = n.children.at(i);
        if (child.kind != Kind::Space) {
            if (previous >= 0) {
                const int space = kSpacing[int(classes.at(previous))][int(classes.at(i))];
                if (space > 0 || (space < 0 && !s.script()))
                    x += std::abs(space) * mu;
            }
            previous = i;
        }
        const Box b = node(child, s);
        out.add(b, x, 0);
        x += b.width;
        out.italic = b.italic;
    }
    out.width = x;
    out.character = n.children.size() == 1 && n.children.first().kind == Kind::Symbol;
    return out;
}

Layouter::Box Layouter::fraction(const MathNode& n, Style s) {
    const qreal em = size(s);
    const Box num = node(n.children.at(0), s.numerator());
    const Box den = node(n.children.at(1), s.denominator());
    const qreal t = data_.fractionRuleThickness * em;
    const qreal axis = data_.axisHeight * em;
    qreal u =
        (s.display() ? data_.fractionNumeratorDisplayShiftUp : data_.fractionNumeratorShiftUp) * em;
    qreal v = (s.display() ? data_.fractionDenominatorDisplayShiftDown
                           : data_.fractionDenominatorShiftDown) *
              em;
    const qreal numGap =
        (s.display() ? data_.fractionNumeratorDisplayGapMin : data_.fractionNumeratorGapMin) * em;
    const qreal denGap =
        (s.display() ? data_.fractionDenominatorDisplayGapMin : data_.fractionDenominatorGapMin) *
        em;
    // Rule 15d: keep the minimum gaps between each part and the rule on the math axis.
    const qreal aboveRule = (u - num.depth) - (axis + t / 2);
    if (aboveRule < numGap)
        u += numGap - aboveRule;
    const qreal belowRule = (axis - t / 2) - (den.height - v);
    if (belowRule < denGap)
        v += denGap - belowRule;
    const qreal pad = 0.12 * em; // TeX's \nulldelimiterspace on each side
    const qreal inner = std::max(num.width, den.width);
    Box out;
    out.add(num, pad + (inner - num.width) / 2, -u, QStringLiteral("numerator"));
    out.add(den, pad + (inner - den.width) / 2, v, QStringLiteral("denominator"));
    MathLayout::Item rule;
    rule.rule = QRectF(pad, -axis - t / 2, inner, t);
    out.items.append(rule);
    out.parts.append({QStringLiteral("rule"), rule.rule, rule.rule.bottom()});
    out.width = inner + 2 * pad;
    return out;
}

Layouter::Box Layouter::radical(const MathNode& n, Style s) {
    const qreal em = size(s);
    const Box body = node(n.children.at(0), s.crampedStyle());
    const qreal t = data_.radicalRuleThickness * em;
    qreal gap = (s.display() ? data_.radicalDisplayVerticalGap : data_.radicalVerticalGap) * em;
    const qreal needed = body.height + body.depth + gap + t;
    const Box sign = stretchy(QStringLiteral("√"), needed, s);
    const qreal signTotal = sign.height + sign.depth;
    if (signTotal > needed)
        gap += (signTotal - needed) / 2; // rule 11: centre the radicand in a bigger sign
    const qreal barTop = -(body.height + gap + t);
    Box out;
    // `\sqrt[4]{x}`: the degree in script-script size over the sign's left arm, its bottom at
    // radicalDegreeBottomRaise of the sign's height (OpenType MATH's radical degree constants).
    // The bottom, not the baseline: a degree with depth (`\sqrt[n_1]{x}`) stands on its
    // subscript's foot, where on its baseline the subscript hung into the sign (review33 #10).
    qreal signLeft = 0;
    if (n.children.size() >= 2) {
        const Box degree = node(n.children.at(1), Style{3, s.cramped});
        const qreal signBottom = barTop + signTotal;
        const qreal before = data_.radicalKernBeforeDegree * em;
        const qreal degreeBottom = signBottom - data_.radicalDegreeBottomRaise * signTotal;
        out.add(degree, before, degreeBottom - degree.depth, QStringLiteral("degree"));
        signLeft = std::max(0.0, before + degree.width + data_.radicalKernAfterDegree * em);
    }
    // The sign's top meets the bar: its ink top sits at the bar's top.
    out.add(sign, signLeft, barTop + sign.height, QStringLiteral("sign"));
    const qreal signRight = signLeft + sign.width;
    out.add(body, signRight, 0, QStringLiteral("radicand"));
    MathLayout::Item bar;
    bar.rule = QRectF(signRight - 0.02 * em, barTop, body.width + 0.06 * em, t);
    out.items.append(bar);
    out.parts.append({QStringLiteral("bar"), bar.rule, bar.rule.bottom()});
    out.height = std::max(out.height, -barTop + data_.radicalExtraAscender * em);
    out.width = signRight + body.width + 0.06 * em;
    return out;
}

Layouter::Box Layouter::bigOperatorGlyph(const MathNode& n, Style s) {
    const qreal em = size(s);
    if (n.text.size() > 1) { // max, min, lim: upright text, on the baseline
        Box b = glyphs(n.text, s, Variant::Upright);
        b.character = false;
        return b;
    }
    Box op = s.display() ? stretchy(n.text, data_.displayOperatorMinHeight * em, s)
                         : glyphs(n.text, s, Variant::Upright);
    // Rule 13: centred on the math axis.
    const qreal shift = (op.height - op.depth) / 2 - data_.axisHeight * em;
    Box out;
    out.add(op, 0, shift);
    out.width = op.width;
    out.italic = op.italic;
    return out;
}

Layouter::Box Layouter::bigOperator(const MathNode& n, Style s) {
    Box out;
    const Box op = bigOperatorGlyph(n, s);
    out.add(op, 0, 0, QStringLiteral("operator"));
    out.width = op.width;
    return out;
}

Layouter::Box Layouter::limits(const MathNode& n, Style s) {
    const qreal em = size(s);
    const Box op = bigOperatorGlyph(n.children.at(0), s);
    const Box upper = n.hasSup ? node(n.children.at(2), s.up()) : Box();
    const Box lower = n.hasSub ? node(n.children.at(1), s.down()) : Box();
    const qreal width = std::max({op.width, upper.width, lower.width});
    Box out;
    out.add(op, (width - op.width) / 2, 0, QStringLiteral("operator"));
    if (n.hasSup) {
        // The font's minimum gap (0.11 em here) left a limit's subscript touching the
        // operator ("d_k" over a Sigma): never under kLimitGap.
        const qreal gap = std::max({data_.upperLimitGapMin * em, kLimitGap * em,
                                    data_.upperLimitBaselineRiseMin * em - upper.depth});
        out.add(upper, (width - upper.width) / 2, -(op.height + gap + upper.depth),
                QStringLiteral("upper-limit"));
    }
    if (n.hasSub) {
        const qreal gap = std::max({data_.lowerLimitGapMin * em, kLimitGap * em,
                                    data_.lowerLimitBaselineDropMin * em - lower.height});
        out.add(lower, (width - lower.width) / 2, op.depth + gap + lower.height,
                QStringLiteral("lower-limit"));
    }
    out.width = width;
    return out;
}

Layouter::Box Layouter::scripts(const MathNode& n, Style s) {
    const MathNode& baseNode = n.children.at(0);
    if (baseNode.kind == Kind::BigOp && s.display())
        return limits(n, s);
    const qreal em = size(s);
    const Box base =
        baseNode.kind == Kind::BigOp ? bigOperatorGlyph(baseNode, s) : node(baseNode, s);
    const Box sup = n.hasSup ? node(n.children.at(2), s.up()) : Box();
    const Box sub = n.hasSub ? node(n.children.at(1), s.down()) : Box();
    // Rule 18a: scripts of a box (not a single glyph) hang from its top and bottom.
    const qreal scriptEm = size(s.up());
    qreal u = base.character ? 0 : base.height - data_.superscriptBaselineDropMax * scriptEm;
    qreal v = base.character ? 0 : base.depth + data_.subscriptBaselineDropMin * scriptEm;
    if (n.hasSup) {
        u = std::max({u,
                      (s.cramped ? data_.superscriptShiftUpCramped : data_.superscriptShiftUp) * em,
                      sup.depth + data_.superscriptBottomMin * em});
    }
    if (n.hasSub && !n.hasSup) {
        v = std::max({v, data_.subscriptShiftDown * em, sub.height - data_.subscriptTopMax * em});
    } else if (n.hasSub) {
        v = std::max(v, data_.subscriptShiftDown * em);
        const qreal gap = (u - sup.depth) - (sub.height - v);
        if (gap < data_.subSuperscriptGapMin * em)
            v += data_.subSuperscriptGapMin * em - gap;
        const qreal psi = data_.superscriptBottomMaxWithSubscript * em - (u - sup.depth);
        if (psi > 0) {
            u += psi;
            v -= psi;
        }
    }
    Box out;
    out.add(base, 0, 0, QStringLiteral("base"));
    qreal width = base.width;
    if (n.hasSup) {
        out.add(sup, base.width + base.italic, -u, QStringLiteral("superscript"));
        width = std::max(width, base.width + base.italic + sup.width);
    }
    if (n.hasSub) {
        out.add(sub, base.width, v, QStringLiteral("subscript"));
        width = std::max(width, base.width + sub.width);
    }
    out.width = width + data_.spaceAfterScript * em;
    return out;
}

Layouter::Box Layouter::accent(const MathNode& n, Style s) {
    const qreal em = size(s);
    const Box body = node(n.children.at(0), s.crampedStyle());
    const qreal bottom = std::max(body.height, data_.accentBaseHeight * em) + 0.06 * em;
    Box out;
    out.add(body, 0, 0, QString());
    // Italic bodies lean right; their accents follow the slant.
    const qreal skew =
        body.italic > 0 || n.children.at(0).children.value(0).variant == Variant::Italic ? 0.08 * em
                                                                                         : 0;
    if (n.text == QLatin1String("bar")) {
        MathLayout::Item rule;
        const qreal t = data_.fractionRuleThickness * em;
        rule.rule =
            QRectF(0.08 * em + skew, -bottom - t, std::max(body.width - 0.16 * em, 0.3 * em), t);
        out.items.append(rule);
        out.parts.append({QStringLiteral("accent"), rule.rule, rule.rule.bottom()});
        out.height = std::max(out.height, bottom + t);
    } else {
        const QString mark = n.text == QLatin1String("hat")     ? QStringLiteral("\u0302")
                             : n.text == QLatin1String("tilde") ? QStringLiteral("\u0303")
                                                                : QStringLiteral("\u20D7");
        Box glyph = glyphs(mark, s, Variant::Upright);
        // Place by ink: centred over the body, its lowest ink just above it.
        const QRectF ink =
            glyph.items.isEmpty()
                ? QRectF()
                : glyph.items.first().font.boundingRect(glyph.items.first().glyphs.value(0));
        const qreal dx = (body.width - ink.width()) / 2 - ink.left() + skew;
        const qreal dy = -bottom - ink.bottom();
        out.add(glyph, dx, dy, QString());
        out.parts.append({QStringLiteral("accent"), ink.translated(dx, dy), dy});
    }
    out.width = body.width;
    out.italic = body.italic;
    out.character = body.character;
    return out;
}

Layouter::Box Layouter::matrix(const MathNode& n, Style s) {
    const qreal em = size(s);
    const Style cellStyle{std::max(s.level, 1), s.cramped};
    QList<QList<Box>> cells;
    QList<qreal> columnWidths;
    for (const MathNode& r : n.children) {
        QList<Box> line;
        for (int c = 0; c < r.children.size(); ++c) {
            line.append(node(r.children.at(c), cellStyle));
            if (columnWidths.size() <= c)
                columnWidths.append(0);
            columnWidths[c] = std::max(columnWidths.at(c), line.last().width);
        }
        cells.append(line);
    }
    // Rows keep at least a strut's height and depth, as LaTeX arrays do.
    const qreal strutHeight = 0.84 * em;
    const qreal strutDepth = 0.36 * em;
    const qreal columnGap = 1.0 * em;
    Box grid;
    qreal y = 0;
    for (int r = 0; r < cells.size(); ++r) {
        qreal h = strutHeight;
        qreal d = strutDepth;
        for (const Box& b : cells.at(r)) {
            h = std::max(h, b.height);
            d = std::max(d, b.depth);
        }
        if (r > 0)
            y += h;
        qreal x = 0;
        for (int c = 0; c < cells.at(r).size(); ++c) {
            const Box& b = cells.at(r).at(c);
            grid.add(b, x + (columnWidths.at(c) - b.width) / 2, y, QStringLiteral("cell"));
            x += columnWidths.at(c) + columnGap;
        }
        grid.height = std::max(grid.height, h - (y - (r == 0 ? 0 : y)));
        y += d;
    }
    qreal width = 0;
    for (const qreal w : columnWidths)
        width += w;
    width += columnGap * std::max<qreal>(0, columnWidths.size() - 1);
    grid.width = width;
    // Centre the grid on the math axis.
    const qreal top = -grid.height;
    const qreal bottom = grid.depth;
    const qreal shift = -(top + bottom) / 2 - data_.axisHeight * em;
    Box centred;
    centred.add(grid, 0.2 * em, shift);
    centred.width = width + 0.4 * em;
    if (n.text.isEmpty())
        return centred;
    return fence(centred, n.text, n.close, s);
}

} // namespace app::math
