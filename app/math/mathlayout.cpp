// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/math/mathlayout.h"

#include "app/math/mathlayouter.h"

#include <QGlyphRun>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace app::math {

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
    const bool outlines =
        painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Pdf;
    for (const Item& item : items_) {
        if (!item.font.isValid()) {
            // Rules snap to whole pixels and stay at least one pixel thick, like TeX's.
            const QRectF r = item.rule.translated(origin);
            const qreal top = std::round(r.top());
            const qreal height = std::max<qreal>(1.0, std::round(r.height()));
            painter->fillRect(QRectF(r.left(), top, r.width(), height), color);
            continue;
        }
        if (outlines) {
            // On a PDF the glyphs go as outlines: as text, the math font's upright glyphs
            // reached the text layer and its italic letters did not ("such as −1000, behaves
            // like −∞: −1000 is far below" for "$e^{-1000}$"), and the plain form written over
            // each formula (paintTextLayer) is then the only text of a formula.
            QPainterPath glyphs;
            for (qsizetype g = 0; g < item.glyphs.size(); ++g) {
                const QPointF at = item.scaleY != 1.0 ? QPointF(0, 0) : item.positions.value(g);
                glyphs.addPath(item.font.pathForGlyph(item.glyphs.at(g)).translated(at));
            }
            painter->save();
            if (item.scaleY != 1.0) {
                painter->translate(origin + item.positions.first());
                painter->scale(1.0, item.scaleY);
            } else {
                painter->translate(origin);
            }
            painter->setRenderHint(QPainter::Antialiasing, true);
            painter->fillPath(glyphs, color);
            painter->restore();
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
