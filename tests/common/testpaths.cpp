// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "tests/common/testpaths.h"

namespace testpaths {

namespace {
QString under(QStringView root, QStringView relative) {
    QString path = root.toString();
    if (relative.isEmpty())
        return path;
    if (!relative.startsWith(u'/'))
        path += u'/';
    return path.append(relative);
}
} // namespace

QString source(QStringView relative) {
    return under(QStringLiteral(ATTN_PROJECT_SOURCE_DIR), relative);
}

QString build(QStringView relative) {
    return under(QStringLiteral(ATTN_PROJECT_BINARY_DIR), relative);
}

} // namespace testpaths
