// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/math/mathlayouter.h"

#include <QGlyphRun>

#include <algorithm>
#include <cmath>

namespace app::math {

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

qreal Layouter::size(Style s) const {
    return px_ * (s.level <= 1 ? 1.0 : s.level == 2 ? data_.scriptScale : data_.scriptScriptScale);
}

QRawFont Layouter::fontAt(Style s, bool fallback) const {
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

Layouter::Box Layouter::glyphs(const QString& text, Style s, Variant variant) const {
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

Layouter::Box Layouter::glyphById(quint32 glyph, Style s) const {
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
Layouter::Box Layouter::stretchy(const QString& text, qreal total, Style s) const {
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
Layouter::Box Layouter::assembled(char32_t c, qreal total, Style s) const {
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
        width = std::max(width, font.advancesForGlyphIndexes(QList<quint32>{glyph}).value(0).x());
        bottom -= chosen.at(i).fullAdvance * em - overlap - extra;
    }
    // Baseline at the assembly's bottom; fence() and radical() place it from there.
    box.width = width;
    box.height = std::max<qreal>(0, -ink.top());
    box.depth = std::max<qreal>(0, ink.bottom());
    box.items.append(std::move(item));
    return box;
}

Layouter::Box Layouter::kern(qreal width) const {
    Box b;
    b.width = width;
    return b;
}

// Delimiters around `body`, grown to cover it symmetrically about the math axis (rule 19).
Layouter::Box Layouter::fence(const Box& body, const QString& open, const QString& close, Style s) {
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

} // namespace app::math
