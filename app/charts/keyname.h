// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace attn::charts {

// The name a key has where it is seen (charts, tables, readout lines, tooltips): 𝑘₁ … 𝑘ₙ, as the
// lessons' formulas write it ($k_1$). Five of them fit under five narrow bars at the body font;
// "key 1" stepped down to the floor font there (tst_zoom). Never for the ear: a screen reader
// spells 𝑘₂ out as "mathematical italic small k subscript two". What it is given goes through
// spokenText, which says "key 2".
inline QString keyName(int index) {
    static constexpr char16_t kSubscriptDigits[] = u"₀₁₂₃₄₅₆₇₈₉";
    QString name = QStringLiteral("\U0001D458"); // mathematical italic small k
    for (const QChar digit : QString::number(index + 1))
        name.append(QChar(kSubscriptDigits[digit.digitValue()]));
    return name;
}

// The name of key `index` (from 0) for the ear: "key 2" ("Key 2" in German).
QString spokenKeyName(int index);

// `text` as an accessible name or description, a picture's description or anything else a
// screen reader speaks: each 𝑘ₙ becomes spokenKeyName, any other mathematical letter or digit
// (U+1D400-U+1D7FF) its plain one (𝑞 -> q) and a subscript digit its digit (a₁ -> a1).
QString spokenText(const QString& text);

} // namespace attn::charts
