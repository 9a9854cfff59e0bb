// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
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
    void interfaceLanguage_data();
    void interfaceLanguage();
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
void TestSettingsLocation::interfaceLanguage_data() {
    QTest::addColumn<QVariant>("stored"); // invalid: nothing stored
    QTest::addColumn<QString>("commandLine");
    QTest::addColumn<QString>("saved");
    QTest::addColumn<QString>("startup");
    QTest::addRow("nothing chosen") << QVariant() << QString() << QString() << QString();
    QTest::addRow("German chosen") << QVariant(QStringLiteral("de")) << QString()
                                   << QStringLiteral("de") << QStringLiteral("de");
    QTest::addRow("--locale wins") << QVariant(QStringLiteral("de")) << QStringLiteral("en")
                                   << QStringLiteral("de") << QStringLiteral("en");
    // A hand-edited file: a name no locale knows, a number, a megabyte of text are the system's.
    QTest::addRow("unknown name") << QVariant(QStringLiteral("xx-nonsense")) << QString()
                                  << QString() << QString();
    QTest::addRow("a number") << QVariant(42) << QString() << QString() << QString();
    QTest::addRow("huge") << QVariant(QString(1 << 20, QLatin1Char('d'))) << QString() << QString()
                          << QString();
}

void TestSettingsLocation::interfaceLanguage() {
    QFETCH(QVariant, stored);
    QFETCH(QString, commandLine);
    QFETCH(QString, saved);
    QFETCH(QString, startup);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.ini"));
    if (stored.isValid())
        QSettings(path, QSettings::IniFormat)
            .setValue(QStringLiteral("interface/language"), stored);
    QCOMPARE(app::savedInterfaceLanguage(path), saved);
    QCOMPARE(app::startupLanguage(commandLine, path), startup);
    // Saving the system's language removes the choice rather than storing an empty name.
    app::saveInterfaceLanguage(path, QStringLiteral("de"));
    QCOMPARE(app::savedInterfaceLanguage(path), QStringLiteral("de"));
    app::saveInterfaceLanguage(path, QString());
    QVERIFY(!QSettings(path, QSettings::IniFormat).contains(QStringLiteral("interface/language")));
}

#include "tst_settingslocation.moc"
