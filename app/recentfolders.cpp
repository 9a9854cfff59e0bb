// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/recentfolders.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include <utility>

namespace app {
namespace {

const QString kRecentKey = QStringLiteral("folders/recent");
const QString kLastKey = QStringLiteral("folders/last");

QString normalized(const QString& folder) {
    const QFileInfo info(folder);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

} // namespace

RecentFolders::RecentFolders(const QString& settingsPath, std::function<bool()> mayWrite)
    : path_(settingsPath), mayWrite_(std::move(mayWrite)) {}

QStringList RecentFolders::folders() const {
    const QSettings settings(path_, QSettings::IniFormat);
    QStringList existing;
    for (const QString& folder : settings.value(kRecentKey).toStringList()) {
        if (QFileInfo(folder).isDir())
            existing.append(folder);
    }
    return existing;
}

void RecentFolders::add(const QString& folder) {
    if (!mayWrite_())
        return;
    QSettings settings(path_, QSettings::IniFormat);
    QStringList list = settings.value(kRecentKey).toStringList();
    const QString entry = normalized(folder);
    list.removeAll(entry);
    list.prepend(entry);
    while (list.size() > kMaxEntries)
        list.removeLast();
    settings.setValue(kRecentKey, list);
}

void RecentFolders::remove(const QString& folder) {
    if (!mayWrite_())
        return;
    QSettings settings(path_, QSettings::IniFormat);
    QStringList list = settings.value(kRecentKey).toStringList();
    list.removeAll(normalized(folder));
    list.removeAll(folder);
    settings.setValue(kRecentKey, list);
}

void RecentFolders::clear() {
    if (!mayWrite_())
        return;
    QSettings settings(path_, QSettings::IniFormat);
    settings.remove(kRecentKey);
}

QString RecentFolders::lastFolder() const {
    const QSettings settings(path_, QSettings::IniFormat);
    return settings.value(kLastKey).toString();
}

void RecentFolders::setLastFolder(const QString& folder) {
    if (!mayWrite_())
        return;
    QSettings settings(path_, QSettings::IniFormat);
    settings.setValue(kLastKey, folder.isEmpty() ? QString() : normalized(folder));
}

} // namespace app
