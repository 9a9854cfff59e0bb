// app::windowSettingsPath: settings under the config folder (issue 26: they were written to
// ~/.local/share/AttentionLab/settings.ini), the old file read once, chosen data folders apart.

#include "app/settingslocation.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

class TestSettingsLocation : public QObject {
    Q_OBJECT

private slots:
    void configFolderByDefault();
    void oldSettingsAreCopiedOnce();
    void nothingCopiedWithoutWriting();
    void chosenDataFolderKeepsItsOwn();
};

namespace {

void writeZoom(const QString& path, int zoom) {
    QSettings settings(path, QSettings::IniFormat);
    settings.setValue(QStringLiteral("window/zoom"), zoom);
}

int readZoom(const QString& path) {
    return QSettings(path, QSettings::IniFormat).value(QStringLiteral("window/zoom"), -99).toInt();
}

} // namespace

void TestSettingsLocation::configFolderByDefault() {
    QTemporaryDir data, config;
    const QString path = app::windowSettingsPath(data.path(), false, config.path(), true);
    QCOMPARE(path, QDir(config.path()).filePath(QStringLiteral("settings.ini")));
    QVERIFY(!QFile::exists(path)); // nothing to copy: nothing made
}

void TestSettingsLocation::oldSettingsAreCopiedOnce() {
    QTemporaryDir data, home;
    const QString config = home.filePath(QStringLiteral("config/AttentionLab")); // not made yet
    const QString old = QDir(data.path()).filePath(QStringLiteral("settings.ini"));
    writeZoom(old, 3);
    const QString path = app::windowSettingsPath(data.path(), false, config, true);
    QCOMPARE(readZoom(path), 3);
    QCOMPARE(readZoom(old), 3); // left where it was
    writeZoom(path, 1);
    writeZoom(old, 4);
    // Once: a later start reads the config folder's file, not the old one again.
    QCOMPARE(readZoom(app::windowSettingsPath(data.path(), false, config, true)), 1);
}

void TestSettingsLocation::nothingCopiedWithoutWriting() {
    QTemporaryDir data, config;
    writeZoom(QDir(data.path()).filePath(QStringLiteral("settings.ini")), 3);
    const QString path = app::windowSettingsPath(data.path(), false, config.path(), false);
    QVERIFY(!QFile::exists(path));
}

void TestSettingsLocation::chosenDataFolderKeepsItsOwn() {
    QTemporaryDir data, config;
    const QString path = app::windowSettingsPath(data.path(), true, config.path(), true);
    QCOMPARE(path, QDir(data.path()).filePath(QStringLiteral("settings.ini")));
}

QTEST_GUILESS_MAIN(TestSettingsLocation)
#include "tst_settingslocation.moc"
