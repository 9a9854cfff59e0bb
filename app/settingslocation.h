// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace app {

// Where the window's settings (geometry, zoom, outline, recent folders) are kept.
// - A data folder chosen for this run (MainWindowOptions::dataDir, ATTN_DATA_DIR: tests,
//   instructors' scripts) keeps them beside its record: no such run touches the learner's own.
// - Otherwise QSettings' place on this platform, configDir (~/.config/AttentionLab on Linux).
//   Versions up to 0.1 kept them in the data folder: when configDir has none yet and mayWrite,
//   that file is copied there once (and left where it was).
QString windowSettingsPath(const QString& dataDir, bool dataDirChosen, const QString& configDir,
                           bool mayWrite);

// configDir for windowSettingsPath(): QStandardPaths::AppConfigLocation.
QString defaultConfigDirectory();
// windowSettingsPath() for a window given `chosenDataDir` (empty: the default data folder,
// ATTN_DATA_DIR counting as a chosen one): one answer for main(), which reads the interface
// language before any window exists, and for the window itself.
QString windowSettingsPathFor(const QString& chosenDataDir, bool mayWrite);

// The interface language chosen in View > Language ("de", "en"), read before any window exists
// (the translators come first); empty for the system's language, and for a value no locale
// knows (a hand-edited file).
QString savedInterfaceLanguage(const QString& settingsPath);
void saveInterfaceLanguage(const QString& settingsPath, const QString& language);
// The language a window starts in: --locale when given, else the saved choice, else empty (the
// system's).
QString startupLanguage(const QString& commandLineLocale, const QString& settingsPath);

} // namespace app
