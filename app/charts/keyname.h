// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace attn::charts {

// The name a key has on every chart, table and readout: 𝑘₁ … 𝑘ₙ, as the lessons' formulas write
// it ($k_1$). Five of them fit under five narrow bars at the body font; "key 1" stepped down to
// the floor font there (tst_zoom). Screen readers keep "key 1" (accessible names).
inline QString keyName(int index) {
    static constexpr char16_t kSubscriptDigits[] = u"₀₁₂₃₄₅₆₇₈₉";
    QString name = QStringLiteral("\U0001D458"); // mathematical italic small k
    for (const QChar digit : QString::number(index + 1))
        name.append(QChar(kSubscriptDigits[digit.digitValue()]));
    return name;
}

} // namespace attn::charts
