// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once
// The English plural forms ("1 file", "2 files") come from translations/attention-lab_en.ts, as in
// the application; suites that compare English texts with a count install it first.
#include "tests/common/testpaths.h"

#include <QCoreApplication>
#include <QFile>
#include <QTranslator>

// Suites linking attn_app find it embedded under :/i18n; the others read the build's copy (their
// CMake target depends on attn_app_lrelease).
inline bool installEnglishPlurals(QTranslator* translator) {
    const QString embedded = QStringLiteral(":/i18n/attention-lab_en.qm");
    const QString file =
        QFile::exists(embedded) ? embedded : testpaths::build(u"app/attention-lab_en.qm");
    return translator->load(file) && QCoreApplication::installTranslator(translator);
}
