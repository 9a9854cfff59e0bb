// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/math/mathlayout.h"

#include <QGlyphRun>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace app::math {

using lessons::MathClass;
using lessons::MathNode;
using Kind = MathNode::Kind;
using Variant = MathNode::Variant;

namespace {

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
constexpr qreal kLimitGap = 0.2;

// Spaces between atom classes in mu (18 mu = 1 em), The TeXbook chapter 18: a negative entry is
// left out in script styles.
constexpr int kSpacing[8][8] = {
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
QString styled(const QString& text, Variant variant) {
    if (variant == Variant::Upright)
        return text;
    QString out;
    for (const QChar c : text) {
        char32_t mapped = c.unicode();
        const char16_t u = c.unicode();
        if (variant == Variant::Italic) {
            if (u == 'h')
                mapped = 0x210E;
            else if (u >= 'a' && u <= 'z')
                mapped = 0x1D44E + (u - 'a');
            else if (u >= 'A' && u <= 'Z')
                mapped = 0x1D434 + (u - 'A');
            else if (u >= 0x3B1 && u <= 0x3C9)
                mapped = 0x1D6FC + (u - 0x3B1);
            else if (u == 0x3F5)
                mapped = 0x1D716;
            else if (u == 0x3D5)
                mapped = 0x1D719;
        } else {
            if (u >= 'a' && u <= 'z')
                mapped = 0x1D41A + (u - 'a');
            else if (u >= 'A' && u <= 'Z')
                mapped = 0x1D400 + (u - 'A');
            else if (u >= '0' && u <= '9')
                mapped = 0x1D7CE + (u - '0');
        }
        out += QString::fromUcs4(&mapped, 1);
    }
    return out;
}

char32_t firstCodePoint(const QString& s) {
    if (s.isEmpty())
        return 0;
    return s.toUcs4().value(0);
}

} // namespace

QList<MathPart> MathLayout::parts(const QString& role) const {
    QList<MathPart> out;
    for (const MathPart& p : parts_) {
        if (p.role == role)
            out.append(p);
    }
    return out;
}

void MathLayout::paint(QPainter* painter, QPointF origin, const QColor& color) const {
    painter->save();
    painter->setPen(color);
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (const Item& item : items_) {
        if (!item.font.isValid()) {
            // Rules snap to whole pixels and stay at least one pixel thick, like TeX's.
            const QRectF r = item.rule.translated(origin);
            const qreal top = std::round(r.top());
            const qreal height = std::max<qreal>(1.0, std::round(r.height()));
            painter->fillRect(QRectF(r.left(), top, r.width(), height), color);
            continue;
        }
        QGlyphRun run;
        run.setRawFont(item.font);
        run.setGlyphIndexes(item.glyphs);
        if (item.scaleY != 1.0) {
            const QPointF anchor = origin + item.positions.first();
            painter->save();
            painter->translate(anchor);
            painter->scale(1.0, item.scaleY);
            run.setPositions({QPointF(0, 0)});
            painter->drawGlyphRun(QPointF(0, 0), run);
            painter->restore();
            continue;
        }
        run.setPositions(item.positions);
        painter->drawGlyphRun(origin, run);
    }
    painter->restore();
}

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
    qreal size(Style s) const {
        return px_ * (s.level <= 1   ? 1.0
                      : s.level == 2 ? data_.scriptScale
                                     : data_.scriptScriptScale);
    }

    QRawFont fontAt(Style s, bool fallback = false) const {
        // Keyed by the size in 1/64 pixels, negative for the fallback font.
        const int key = int(std::lround(size(s) * 64)) * (fallback ? -1 : 1);
        auto found = fonts_.find(key);
        if (found == fonts_.end()) {
            QRawFont f = fallback ? data_.fallback : data_.font;
            f.setPixelSize(size(s));
            found = fonts_.insert(key, f);
        }
        return found.value();
    }

    Box glyphs(const QString& text, Style s, Variant variant) const {
        const QString shown = styled(text, variant);
        QRawFont font = fontAt(s);
        QList<quint32> ids = font.glyphIndexesForString(shown);
        if (ids.contains(0u) && data_.fallback.isValid()) {
            font = fontAt(s, true);
            ids = font.glyphIndexesForString(variant == Variant::Upright ? text : shown);
        }
        const QList<QPointF> advances = font.advancesForGlyphIndexes(ids);
        Box box;
        MathLayout::Item item;
        item.font = font;
        item.glyphs = ids;
        qreal x = 0;
        QRectF ink;
        for (qsizetype i = 0; i < ids.size(); ++i) {
            item.positions.append(QPointF(x, 0));
            const QRectF r = font.boundingRect(ids.at(i)).translated(x, 0);
            ink = ink.isNull() ? r : ink.united(r);
            x += advances.at(i).x();
            if (i + 1 == ids.size() && variant == Variant::Italic)
                box.italic = std::max<qreal>(0, r.right() - x);
        }
        box.width = x;
        box.height = std::max<qreal>(0, -ink.top());
        box.depth = std::max<qreal>(0, ink.bottom());
        box.character = ids.size() == 1;
        box.items.append(std::move(item));
        return box;
    }

    Box glyphById(quint32 glyph, Style s) const {
        Box box;
        MathLayout::Item item;
        item.font = fontAt(s);
        item.glyphs = {glyph};
        item.positions = {QPointF(0, 0)};
        const QRectF ink = item.font.boundingRect(glyph);
        box.width = item.font.advancesForGlyphIndexes(item.glyphs).value(0).x();
        box.height = std::max<qreal>(0, -ink.top());
        box.depth = std::max<qreal>(0, ink.bottom());
        box.character = true;
        box.items.append(std::move(item));
        return box;
    }

    // The smallest form of a stretchy character at least `total` tall (height plus depth); the
    // largest stretched when none is.
    Box stretchy(const QString& text, qreal total, Style s) const {
        const qreal em = size(s);
        const QList<MathFontData::Variant> variants = data_.variants.value(firstCodePoint(text));
        Box box = glyphs(text, s, Variant::Upright);
        for (const MathFontData::Variant& v : variants) {
            box = glyphById(v.glyph, s);
            if (v.size * em >= total)
                return box;
        }
        const qreal have = box.height + box.depth;
        if (have < total * 0.98) {
            Box built = assembled(firstCodePoint(text), total, s);
            if (!built.items.isEmpty())
                return built;
        }
        if (have > 0 && have < total * 0.98 && !box.items.isEmpty()) {
            // Taller than the font's biggest form: stretch it about its top.
            const qreal factor = total / have;
            MathLayout::Item& item = box.items.first();
            item.positions.first().ry() -= box.height * (factor - 1);
            item.scaleY = factor;
            box.height *= factor;
            box.depth *= factor;
        }
        return box;
    }

    // A stretchy character built from its parts to `total` (height plus depth): the fewest
    // extender repeats that reach it, the overlaps between parts grown evenly to land on it.
    Box assembled(char32_t c, qreal total, Style s) const {
        const QList<MathFontData::Part> parts = data_.assemblies.value(c);
        if (parts.isEmpty())
            return {};
        const qreal em = size(s);
        const qreal overlap = data_.minConnectorOverlap * em;
        QList<MathFontData::Part> chosen;
        // At most 64 repeats of each extender: far beyond any formula a lesson can hold.
        for (int repeats = 0; repeats <= 64; ++repeats) {
            chosen.clear();
            for (const MathFontData::Part& p : parts) {
                for (int i = 0; i < (p.extender ? repeats : 1); ++i)
                    chosen.append(p);
            }
            qreal length = 0;
            for (const MathFontData::Part& p : chosen)
                length += p.fullAdvance * em;
            length -= overlap * (chosen.size() - 1);
            if (length >= total || repeats == 64)
                break;
        }
        qreal natural = -overlap * (chosen.size() - 1);
        for (const MathFontData::Part& p : chosen)
            natural += p.fullAdvance * em;
        // Shrink to the target through the joints, never beyond what the connectors allow.
        qreal extra = chosen.size() > 1 ? (natural - total) / (chosen.size() - 1) : 0;
        for (int i = 1; i < chosen.size(); ++i) {
            const qreal room =
                std::min(chosen.at(i - 1).endConnector, chosen.at(i).startConnector) * em - overlap;
            extra = std::min(extra, std::max<qreal>(0, room));
        }
        const QRawFont font = fontAt(s);
        Box box;
        MathLayout::Item item;
        item.font = font;
        qreal bottom = 0; // y of the current part's bottom, growing upwards (negative)
        qreal width = 0;
        QRectF ink;
        for (int i = 0; i < chosen.size(); ++i) {
            const quint32 glyph = chosen.at(i).glyph;
            const QRectF r = font.boundingRect(glyph);
            // Each part stands on its ink bottom.
            const QPointF at(0, bottom - r.bottom());
            item.glyphs.append(glyph);
            item.positions.append(at);
            ink = ink.isNull() ? r.translated(at) : ink.united(r.translated(at));
            width =
                std::max(width, font.advancesForGlyphIndexes(QList<quint32>{glyph}).value(0).x());
            bottom -= chosen.at(i).fullAdvance * em - overlap - extra;
        }
        // Baseline at the assembly's bottom; fence() and radical() place it from there.
        box.width = width;
        box.height = std::max<qreal>(0, -ink.top());
        box.depth = std::max<qreal>(0, ink.bottom());
        box.items.append(std::move(item));
        return box;
    }

    Box kern(qreal width) const {
        Box b;
        b.width = width;
        return b;
    }

    Box node(const MathNode& n, Style s) {
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

    static MathClass classOf(const MathNode& n) {
        if (n.kind == Kind::Row)
            return MathClass::Ord;
        if (n.kind == Kind::Scripts)
            return n.children.at(0).kind == Kind::BigOp ? MathClass::Op : n.cls;
        return n.cls;
    }

    Box row(const MathNode& n, Style s) {
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
                if (previous < 0 || p == MathClass::Bin || p == MathClass::Op ||
                    p == MathClass::Rel || p == MathClass::Open || p == MathClass::Punct)
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

    Box fraction(const MathNode& n, Style s) {
        const qreal em = size(s);
        const Box num = node(n.children.at(0), s.numerator());
        const Box den = node(n.children.at(1), s.denominator());
        const qreal t = data_.fractionRuleThickness * em;
        const qreal axis = data_.axisHeight * em;
        qreal u =
            (s.display() ? data_.fractionNumeratorDisplayShiftUp : data_.fractionNumeratorShiftUp) *
            em;
        qreal v = (s.display() ? data_.fractionDenominatorDisplayShiftDown
                               : data_.fractionDenominatorShiftDown) *
                  em;
        const qreal numGap =
            (s.display() ? data_.fractionNumeratorDisplayGapMin : data_.fractionNumeratorGapMin) *
            em;
        const qreal denGap = (s.display() ? data_.fractionDenominatorDisplayGapMin
                                          : data_.fractionDenominatorGapMin) *
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

    Box radical(const MathNode& n, Style s) {
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
        // The sign's top meets the bar: its ink top sits at the bar's top.
        out.add(sign, 0, barTop + sign.height, QStringLiteral("sign"));
        const qreal signRight = sign.width;
        out.add(body, signRight, 0, QStringLiteral("radicand"));
        MathLayout::Item bar;
        bar.rule = QRectF(signRight - 0.02 * em, barTop, body.width + 0.06 * em, t);
        out.items.append(bar);
        out.parts.append({QStringLiteral("bar"), bar.rule, bar.rule.bottom()});
        out.height = std::max(out.height, -barTop + data_.radicalExtraAscender * em);
        out.width = signRight + body.width + 0.06 * em;
        return out;
    }

    Box bigOperatorGlyph(const MathNode& n, Style s) {
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

    Box bigOperator(const MathNode& n, Style s) {
        Box out;
        const Box op = bigOperatorGlyph(n, s);
        out.add(op, 0, 0, QStringLiteral("operator"));
        out.width = op.width;
        return out;
    }

    Box limits(const MathNode& n, Style s) {
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

    Box scripts(const MathNode& n, Style s) {
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
            u = std::max(
                {u, (s.cramped ? data_.superscriptShiftUpCramped : data_.superscriptShiftUp) * em,
                 sup.depth + data_.superscriptBottomMin * em});
        }
        if (n.hasSub && !n.hasSup) {
            v = std::max(
                {v, data_.subscriptShiftDown * em, sub.height - data_.subscriptTopMax * em});
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

    Box accent(const MathNode& n, Style s) {
        const qreal em = size(s);
        const Box body = node(n.children.at(0), s.crampedStyle());
        const qreal bottom = std::max(body.height, data_.accentBaseHeight * em) + 0.06 * em;
        Box out;
        out.add(body, 0, 0, QString());
        // Italic bodies lean right; their accents follow the slant.
        const qreal skew =
            body.italic > 0 || n.children.at(0).children.value(0).variant == Variant::Italic
                ? 0.08 * em
                : 0;
        if (n.text == QLatin1String("bar")) {
            MathLayout::Item rule;
            const qreal t = data_.fractionRuleThickness * em;
            rule.rule = QRectF(0.08 * em + skew, -bottom - t,
                               std::max(body.width - 0.16 * em, 0.3 * em), t);
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

    // Delimiters around `body`, grown to cover it symmetrically about the math axis (rule 19).
    Box fence(const Box& body, const QString& open, const QString& close, Style s) {
        const qreal em = size(s);
        const qreal axis = data_.axisHeight * em;
        const qreal delta = std::max(body.height - axis, body.depth + axis);
        const qreal total = std::max(2 * delta * 0.901, 2 * delta - 0.3 * em);
        Box out;
        qreal x = 0;
        auto place = [&](const QString& glyph, const QString& role) {
            if (glyph.isEmpty()) {
                x += 0.12 * em;
                return;
            }
            const Box d = stretchy(glyph, total, s);
            const qreal shift = (d.height - d.depth) / 2 - axis;
            out.add(d, x, shift, role);
            x += d.width;
        };
        place(open, QStringLiteral("open"));
        out.add(body, x, 0, QStringLiteral("body"));
        x += body.width;
        place(close, QStringLiteral("close"));
        out.width = x;
        return out;
    }

    Box matrix(const MathNode& n, Style s) {
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

    const MathFontData& data_;
    qreal px_;
    QHash<int, QRawFont>& fonts_;
};

std::shared_ptr<const MathFontData> defaultMathFont() {
    // Immutable once loaded: the font on disk does not change while the program runs. Never
    // deleted (and reachable through this pointer to the end, so no leak checker minds): its
    // QRawFonts must not outlive the application object that owns the font engines.
    static const MathFontData* const font = new MathFontData(loadMathFont());
    return std::shared_ptr<const MathFontData>(font, [](const MathFontData*) {});
}

MathTypesetter::MathTypesetter(std::shared_ptr<const MathFontData> font) : font_(std::move(font)) {}

std::shared_ptr<const MathLayout> MathTypesetter::layout(const QString& tex, qreal pixelSize,
                                                         MathStyle style) {
    const QString key = QStringLiteral("%1|%2|%3")
                            .arg(style == MathStyle::Display ? 'D' : 'T')
                            .arg(pixelSize, 0, 'f', 2)
                            .arg(tex);
    if (const auto found = cache_.constFind(key); found != cache_.constEnd())
        return found.value();
    const lessons::MathParse parse = lessons::parseMath(tex);
    auto result =
        parse.ok() ? layout(parse.root, pixelSize, style) : Layouter::plain(*font_, tex, pixelSize);
    // A page holds a few dozen distinct formulas; the bound only stops unbounded growth while
    // a lesson is edited live with many sizes.
    if (cache_.size() > 2000)
        cache_.clear();
    cache_.insert(key, result);
    return result;
}

std::shared_ptr<const MathLayout> MathTypesetter::layout(const lessons::MathNode& root,
                                                         qreal pixelSize, MathStyle style) const {
    Layouter layouter(*font_, pixelSize, fonts_);
    return layouter.run(root, style);
}

} // namespace app::math
