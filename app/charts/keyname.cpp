// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/keyname.h"

#include <QCoreApplication>

namespace attn::charts {

namespace {

constexpr char32_t kMathItalicSmallK = 0x1D458;
constexpr char32_t kFirstMathAlphanumeric = 0x1D400;
constexpr char32_t kLastMathAlphanumeric = 0x1D7FF;
constexpr char16_t kSubscriptZero = 0x2080;
constexpr char16_t kSubscriptNine = 0x2089;

bool isSubscriptDigit(QChar c) {
    return c.unicode() >= kSubscriptZero && c.unicode() <= kSubscriptNine;
}

} // namespace

QString spokenKeyName(int index) {
    return QCoreApplication::translate("attn::charts::KeyName", "key %1", "spoken for 𝑘₁, 𝑘₂, …")
        .arg(index + 1);
}

QString spokenText(const QString& text) {
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size();) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            const char32_t point = QChar::surrogateToUcs4(c, text.at(i + 1));
            i += 2;
            if (point == kMathItalicSmallK && i < text.size() && isSubscriptDigit(text.at(i))) {
                int number = 0;
                for (; i < text.size() && isSubscriptDigit(text.at(i)); ++i)
                    number = 10 * number + (text.at(i).unicode() - kSubscriptZero);
                out += spokenKeyName(number - 1);
            } else if (point >= kFirstMathAlphanumeric && point <= kLastMathAlphanumeric) {
                // Their compatibility decomposition is the plain letter or digit.
                out += QString::fromUcs4(&point, 1).normalized(QString::NormalizationForm_KD);
            } else {
                out += QString::fromUcs4(&point, 1);
            }
            continue;
        }
        if (isSubscriptDigit(c))
            out += QChar(u'0' + (c.unicode() - kSubscriptZero));
        else
            out += c;
        ++i;
    }
    return out;
}

} // namespace attn::charts
