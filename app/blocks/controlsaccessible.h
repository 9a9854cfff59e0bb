// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

class QAccessibleInterface;
class QObject;
class QString;

namespace app {

// The accessibility factory of SliderControl (app/blocks/controlsaccessible.cpp): a lesson
// slider read by the value its box shows, with the unit. SliderControl installs it once.
QAccessibleInterface* sliderAccessible(const QString& className, QObject* object);

} // namespace app
