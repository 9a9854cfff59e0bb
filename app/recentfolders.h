// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

#include <functional>

namespace app {

// The lesson folders an instructor opened, newest first, and whether the last session ended in
// one of them (so the next start reopens it). Kept with QSettings in an INI file whose path the
// caller gives (the data folder's settings.ini in the application, a temporary one in tests).
class RecentFolders {
public:
    static constexpr int kMaxEntries = 8;

    // mayWrite is asked before every change: a session that leaves the learner's data alone
    // (--screenshot, a read-only record) changes nothing in the data folder, settings included.
    explicit RecentFolders(
        const QString& settingsPath, std::function<bool()> mayWrite = [] { return true; });

    QStringList folders() const; // newest first; folders that no longer exist are left out
    void add(const QString& folder);
    void remove(const QString& folder);
    void clear();
    // The folder open at the end of the last session; empty for the built-in course.
    QString lastFolder() const;
    void setLastFolder(const QString& folder);

private:
    QString path_;
    std::function<bool()> mayWrite_;
};

} // namespace app
