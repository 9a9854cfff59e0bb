// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once
// The English plural forms ("1 file", "2 files") come from translations/attention-lab_en.ts, as in
// the application; suites that compare English texts with a count install it first.
#include <QCoreApplication>
#include <QTranslator>

// Suites linking attn_app find it embedded under :/i18n; the others get its path as ATTN_EN_QM.
#ifndef ATTN_EN_QM
#define ATTN_EN_QM ":/i18n/attention-lab_en.qm"
#endif

inline bool installEnglishPlurals(QTranslator* translator) {
    return translator->load(QStringLiteral(ATTN_EN_QM)) &&
           QCoreApplication::installTranslator(translator);
}
