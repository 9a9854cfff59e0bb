// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QRawFont>

namespace app::math {

// The math font and its OpenType MATH parameters, read once through HarfBuzz. Lengths are in ems
// of the font, so they scale with any size; variants list bigger forms of a stretchy glyph.
struct MathFontData {
    QRawFont font;     // pixel size irrelevant: copies are resized per style
    QRawFont fallback; // for characters the math font lacks
    bool hasMathTable = false;

    qreal xHeight = 0.45; // matched to the prose font's x-height
    qreal scriptScale = 0.8;
    qreal scriptScriptScale = 0.65;
    qreal axisHeight = 0.25;
    qreal accentBaseHeight = 0.45;
    qreal delimitedSubFormulaMinHeight = 1.3;
    qreal displayOperatorMinHeight = 1.3;
    qreal subscriptShiftDown = 0.25;
    qreal subscriptTopMax = 0.4;
    qreal subscriptBaselineDropMin = 0.05;
    qreal superscriptShiftUp = 0.36;
    qreal superscriptShiftUpCramped = 0.29;
    qreal superscriptBottomMin = 0.11;
    qreal superscriptBaselineDropMax = 0.39;
    qreal subSuperscriptGapMin = 0.26;
    qreal superscriptBottomMaxWithSubscript = 0.36;
    qreal spaceAfterScript = 0.05;
    qreal upperLimitGapMin = 0.2;
    qreal upperLimitBaselineRiseMin = 0.11;
    qreal lowerLimitGapMin = 0.17;
    qreal lowerLimitBaselineDropMin = 0.6;
    qreal fractionNumeratorShiftUp = 0.39;
    qreal fractionNumeratorDisplayShiftUp = 0.68;
    qreal fractionDenominatorShiftDown = 0.69;
    qreal fractionDenominatorDisplayShiftDown = 0.69;
    qreal fractionNumeratorGapMin = 0.04;
    qreal fractionNumeratorDisplayGapMin = 0.12;
    qreal fractionRuleThickness = 0.04;
    qreal fractionDenominatorGapMin = 0.04;
    qreal fractionDenominatorDisplayGapMin = 0.12;
    qreal radicalVerticalGap = 0.05;
    qreal radicalDisplayVerticalGap = 0.15;
    qreal radicalRuleThickness = 0.04;
    qreal radicalExtraAscender = 0.04;
    // A root's degree (`\\sqrt[4]{x}`): the space before it, after it (negative: the sign tucks
    // under it) and how high its bottom sits, as a share of the sign's height.
    qreal radicalKernBeforeDegree = 0.278;
    qreal radicalKernAfterDegree = -0.556;
    qreal radicalDegreeBottomRaise = 0.6;

    struct Variant {
        quint32 glyph = 0;
        qreal size = 0; // vertical advance in ems
    };
    // Vertical variants (smallest first) of the stretchy characters, keyed by code point.
    QHash<char32_t, QList<Variant>> variants;

    // Beyond the largest variant a stretchy character is built from parts, bottom to top, the
    // extenders repeated as often as needed; neighbours overlap by at least minConnectorOverlap.
    struct Part {
        quint32 glyph = 0;
        qreal startConnector = 0; // ems, at the part's bottom
        qreal endConnector = 0;   // ems, at its top
        qreal fullAdvance = 0;    // ems
        bool extender = false;
    };
    QHash<char32_t, QList<Part>> assemblies;
    qreal minConnectorOverlap = 0.02;
};

// Loads the font named `family` through fontconfig. Immutable afterwards; share it.
MathFontData loadMathFont(const QString& family = QStringLiteral("DejaVu Math TeX Gyre"));

} // namespace app::math
