#include "app/settingslocation.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace app {

namespace {
const QString kSettingsFile = QStringLiteral("settings.ini");
}

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

} // namespace app
