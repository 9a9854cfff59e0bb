// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/settingslocation.h"

#include "app/progresskeeper.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>

namespace app {

namespace {
const QString kSettingsFile = QStringLiteral("settings.ini");
const QString kLanguageKey = QStringLiteral("interface/language");
} // namespace

QString windowSettingsPath(const QString& dataDir, bool dataDirChosen, const QString& configDir,
                           bool mayWrite) {
    const QString beside = QDir(dataDir).filePath(kSettingsFile);
    if (dataDirChosen || configDir.isEmpty())
        return beside;
    const QString configured = QDir(configDir).filePath(kSettingsFile);
    if (mayWrite && !QFile::exists(configured) && QFile::exists(beside) &&
        QDir().mkpath(configDir)) {
        // A failed copy only costs the old window size and recent folders: nothing to report.
        QFile::copy(beside, configured);
    }
    return configured;
}

QString defaultConfigDirectory() {
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
}

QString windowSettingsPathFor(const QString& chosenDataDir, bool mayWrite) {
    const QString dataDir = chosenDataDir.isEmpty() ? defaultDataDirectory() : chosenDataDir;
    return windowSettingsPath(
        dataDir, !chosenDataDir.isEmpty() || !qEnvironmentVariableIsEmpty("ATTN_DATA_DIR"),
        defaultConfigDirectory(), mayWrite);
}

QString savedInterfaceLanguage(const QString& settingsPath) {
    if (settingsPath.isEmpty() || !QFile::exists(settingsPath))
        return {};
    const QSettings settings(settingsPath, QSettings::IniFormat);
    const QString language = settings.value(kLanguageKey).toString().trimmed();
    // QLocale reads a name it does not know as the C locale.
    if (language.isEmpty() || language.size() > 16 || QLocale(language).language() == QLocale::C)
        return {};
    return language;
}

void saveInterfaceLanguage(const QString& settingsPath, const QString& language) {
    QSettings settings(settingsPath, QSettings::IniFormat);
    if (language.isEmpty())
        settings.remove(kLanguageKey);
    else
        settings.setValue(kLanguageKey, language);
}

QString startupLanguage(const QString& commandLineLocale, const QString& settingsPath) {
    return commandLineLocale.isEmpty() ? savedInterfaceLanguage(settingsPath) : commandLineLocale;
}

} // namespace app
