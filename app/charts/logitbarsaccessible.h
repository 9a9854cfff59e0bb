// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

class QAccessibleInterface;
class QObject;
class QString;

namespace attn::charts {

// The accessibility factory of LogitBars (app/charts/logitbarsaccessible.cpp): the bars as a
// group of sliders, one per bar, while they are editable. LogitBars installs it once.
QAccessibleInterface* logitBarsAccessible(const QString& className, QObject* object);

} // namespace attn::charts
