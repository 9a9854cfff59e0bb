// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/math/mathfont.h"

#include <QFont>

#include <hb-ot.h>
#include <hb.h>

namespace app::math {
namespace {

// HarfBuzz reads the font through Qt (QRawFont knows the file fontconfig picked), one table at a
// time; each blob owns a copy of its table.
hb_blob_t* tableFromRawFont(hb_face_t*, hb_tag_t tag, void* userData) {
    const auto* raw = static_cast<const QRawFont*>(userData);
    char name[5] = {char(tag >> 24), char(tag >> 16), char(tag >> 8), char(tag), 0};
    auto* table = new QByteArray(raw->fontTable(name));
    if (table->isEmpty()) {
        delete table;
        return nullptr;
    }
    return hb_blob_create(table->constData(), static_cast<unsigned>(table->size()),
                          HB_MEMORY_MODE_READONLY, table,
                          [](void* p) { delete static_cast<QByteArray*>(p); });
}

} // namespace

MathFontData loadMathFont(const QString& family) {
    MathFontData data;
    QFont wanted(family);
    wanted.setStyleStrategy(QFont::NoFontMerging);
    data.font = QRawFont::fromFont(wanted);
    data.fallback = QRawFont::fromFont(QFont(QStringLiteral("DejaVu Sans")));
    if (!data.font.isValid())
        data.font = data.fallback;
    if (data.font.isValid()) {
        QRawFont sized = data.font;
        sized.setPixelSize(1000);
        if (sized.xHeight() > 0)
            data.xHeight = sized.xHeight() / 1000;
    }
    if (!data.font.isValid() || data.font.fontTable("MATH").isEmpty())
        return data; // the documented TeX-like defaults above stay

    hb_face_t* face = hb_face_create_for_tables(tableFromRawFont, new QRawFont(data.font),
                                                [](void* p) { delete static_cast<QRawFont*>(p); });
    hb_font_t* font = hb_font_create(face);
    const qreal upem = hb_face_get_upem(face);
    hb_font_set_scale(font, int(upem), int(upem));
    data.hasMathTable = hb_ot_math_has_data(face);
    if (data.hasMathTable) {
        auto em = [&](hb_ot_math_constant_t c) { return hb_ot_math_get_constant(font, c) / upem; };
        data.scriptScale =
            hb_ot_math_get_constant(font, HB_OT_MATH_CONSTANT_SCRIPT_PERCENT_SCALE_DOWN) / 100.0;
        data.scriptScriptScale =
            hb_ot_math_get_constant(font, HB_OT_MATH_CONSTANT_SCRIPT_SCRIPT_PERCENT_SCALE_DOWN) /
            100.0;
        data.axisHeight = em(HB_OT_MATH_CONSTANT_AXIS_HEIGHT);
        data.accentBaseHeight = em(HB_OT_MATH_CONSTANT_ACCENT_BASE_HEIGHT);
        data.delimitedSubFormulaMinHeight =
            em(HB_OT_MATH_CONSTANT_DELIMITED_SUB_FORMULA_MIN_HEIGHT);
        data.displayOperatorMinHeight = em(HB_OT_MATH_CONSTANT_DISPLAY_OPERATOR_MIN_HEIGHT);
        data.subscriptShiftDown = em(HB_OT_MATH_CONSTANT_SUBSCRIPT_SHIFT_DOWN);
        data.subscriptTopMax = em(HB_OT_MATH_CONSTANT_SUBSCRIPT_TOP_MAX);
        data.subscriptBaselineDropMin = em(HB_OT_MATH_CONSTANT_SUBSCRIPT_BASELINE_DROP_MIN);
        data.superscriptShiftUp = em(HB_OT_MATH_CONSTANT_SUPERSCRIPT_SHIFT_UP);
        data.superscriptShiftUpCramped = em(HB_OT_MATH_CONSTANT_SUPERSCRIPT_SHIFT_UP_CRAMPED);
        data.superscriptBottomMin = em(HB_OT_MATH_CONSTANT_SUPERSCRIPT_BOTTOM_MIN);
        data.superscriptBaselineDropMax = em(HB_OT_MATH_CONSTANT_SUPERSCRIPT_BASELINE_DROP_MAX);
        data.subSuperscriptGapMin = em(HB_OT_MATH_CONSTANT_SUB_SUPERSCRIPT_GAP_MIN);
        data.superscriptBottomMaxWithSubscript =
            em(HB_OT_MATH_CONSTANT_SUPERSCRIPT_BOTTOM_MAX_WITH_SUBSCRIPT);
        data.spaceAfterScript = em(HB_OT_MATH_CONSTANT_SPACE_AFTER_SCRIPT);
        data.upperLimitGapMin = em(HB_OT_MATH_CONSTANT_UPPER_LIMIT_GAP_MIN);
        data.upperLimitBaselineRiseMin = em(HB_OT_MATH_CONSTANT_UPPER_LIMIT_BASELINE_RISE_MIN);
        data.lowerLimitGapMin = em(HB_OT_MATH_CONSTANT_LOWER_LIMIT_GAP_MIN);
        data.lowerLimitBaselineDropMin = em(HB_OT_MATH_CONSTANT_LOWER_LIMIT_BASELINE_DROP_MIN);
        data.fractionNumeratorShiftUp = em(HB_OT_MATH_CONSTANT_FRACTION_NUMERATOR_SHIFT_UP);
        data.fractionNumeratorDisplayShiftUp =
            em(HB_OT_MATH_CONSTANT_FRACTION_NUMERATOR_DISPLAY_STYLE_SHIFT_UP);
        data.fractionDenominatorShiftDown = em(HB_OT_MATH_CONSTANT_FRACTION_DENOMINATOR_SHIFT_DOWN);
        data.fractionDenominatorDisplayShiftDown =
            em(HB_OT_MATH_CONSTANT_FRACTION_DENOMINATOR_DISPLAY_STYLE_SHIFT_DOWN);
        data.fractionNumeratorGapMin = em(HB_OT_MATH_CONSTANT_FRACTION_NUMERATOR_GAP_MIN);
        data.fractionNumeratorDisplayGapMin =
            em(HB_OT_MATH_CONSTANT_FRACTION_NUM_DISPLAY_STYLE_GAP_MIN);
        data.fractionRuleThickness = em(HB_OT_MATH_CONSTANT_FRACTION_RULE_THICKNESS);
        data.fractionDenominatorGapMin = em(HB_OT_MATH_CONSTANT_FRACTION_DENOMINATOR_GAP_MIN);
        data.fractionDenominatorDisplayGapMin =
            em(HB_OT_MATH_CONSTANT_FRACTION_DENOM_DISPLAY_STYLE_GAP_MIN);
        data.radicalVerticalGap = em(HB_OT_MATH_CONSTANT_RADICAL_VERTICAL_GAP);
        data.radicalDisplayVerticalGap = em(HB_OT_MATH_CONSTANT_RADICAL_DISPLAY_STYLE_VERTICAL_GAP);
        data.radicalRuleThickness = em(HB_OT_MATH_CONSTANT_RADICAL_RULE_THICKNESS);
        data.radicalExtraAscender = em(HB_OT_MATH_CONSTANT_RADICAL_EXTRA_ASCENDER);
        data.radicalKernBeforeDegree = em(HB_OT_MATH_CONSTANT_RADICAL_KERN_BEFORE_DEGREE);
        data.radicalKernAfterDegree = em(HB_OT_MATH_CONSTANT_RADICAL_KERN_AFTER_DEGREE);
        data.radicalDegreeBottomRaise =
            hb_ot_math_get_constant(font, HB_OT_MATH_CONSTANT_RADICAL_DEGREE_BOTTOM_RAISE_PERCENT) /
            100.0;

        const char32_t stretchy[] = {U'√', U'(', U')', U'[', U']', U'{', U'}', U'|', U'‖',
                                     U'⟨', U'⟩', U'⌊', U'⌋', U'⌈', U'⌉', U'∑', U'∏'};
        for (const char32_t c : stretchy) {
            hb_codepoint_t glyph = 0;
            if (!hb_font_get_nominal_glyph(font, c, &glyph))
                continue;
            hb_ot_math_glyph_variant_t found[16];
            unsigned count = 16;
            hb_ot_math_get_glyph_variants(font, glyph, HB_DIRECTION_BTT, 0, &count, found);
            QList<MathFontData::Variant> list;
            for (unsigned i = 0; i < count; ++i)
                list.append({found[i].glyph, found[i].advance / upem});
            data.variants.insert(c, list);
            hb_ot_math_glyph_part_t parts[16];
            unsigned partCount = 16;
            hb_ot_math_get_glyph_assembly(font, glyph, HB_DIRECTION_BTT, 0, &partCount, parts,
                                          nullptr);
            QList<MathFontData::Part> assembly;
            for (unsigned i = 0; i < partCount && partCount <= 16; ++i)
                assembly.append({parts[i].glyph, parts[i].start_connector_length / upem,
                                 parts[i].end_connector_length / upem, parts[i].full_advance / upem,
                                 (parts[i].flags & HB_OT_MATH_GLYPH_PART_FLAG_EXTENDER) != 0});
            if (!assembly.isEmpty())
                data.assemblies.insert(c, assembly);
        }
        data.minConnectorOverlap =
            hb_ot_math_get_min_connector_overlap(font, HB_DIRECTION_BTT) / upem;
    }
    hb_font_destroy(font);
    hb_face_destroy(face);
    return data;
}

} // namespace app::math
