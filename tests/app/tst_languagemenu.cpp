// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// app::LanguageMenu (issue 26: no way to switch the interface language inside the application):
// the choice is kept in the window settings, Restart now is offered only when the choice
// differs from what the window shows, nothing is kept while settings are not written, and the
// restarted process is not told --locale (which would win over the choice).

#include "app/languagemenu.h"
#include "app/settingslocation.h"

#include <QAction>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestLanguageMenu : public QObject {
    Q_OBJECT

private slots:
    void offersTheSystemsEnglishAndGerman();
    void choiceIsKeptAndRestartOffered();
    void nothingKeptWhileSettingsAreNotWritten();
    void restartArguments_data();
    void restartArguments();
};

void TestLanguageMenu::offersTheSystemsEnglishAndGerman() {
    QTemporaryDir dir;
    app::LanguageMenu menu(dir.filePath(QStringLiteral("settings.ini")), QString(),
                           [] { return true; });
    QVERIFY(menu.actionFor(QString())->isChecked()); // nothing chosen yet: the system's
    // Under the C locale (no LANG) it read "System language ()".
    QVERIFY2(!menu.actionFor(QString())->text().contains(QStringLiteral("()")),
             qPrintable(menu.actionFor(QString())->text()));
    // Each language by its own name, as language menus write them.
    QCOMPARE(menu.actionFor(QStringLiteral("de"))->text(), QStringLiteral("Deutsch"));
    QCOMPARE(menu.actionFor(QStringLiteral("en"))->text(), QStringLiteral("English"));
    QVERIFY(!menu.restartAction()->isEnabled());
}

void TestLanguageMenu::choiceIsKeptAndRestartOffered() {
    QTemporaryDir dir;
    const QString settings = dir.filePath(QStringLiteral("settings.ini"));
    {
        app::LanguageMenu menu(settings, QStringLiteral("en"), [] { return true; });
        QSignalSpy messages(&menu, &app::LanguageMenu::statusMessage);
        QSignalSpy restarts(&menu, &app::LanguageMenu::restartRequested);
        menu.actionFor(QStringLiteral("de"))->trigger();
        QCOMPARE(app::savedInterfaceLanguage(settings), QStringLiteral("de"));
        QVERIFY(menu.actionFor(QStringLiteral("de"))->isChecked());
        QVERIFY(menu.restartAction()->isEnabled());
        QCOMPARE(messages.size(), 1);
        QVERIFY2(messages.first().first().toString().contains(QStringLiteral("Restart now")),
                 qPrintable(messages.first().first().toString()));
        menu.restartAction()->trigger();
        QCOMPARE(restarts.size(), 1);
        // Back to what the window shows: nothing to restart for.
        menu.actionFor(QStringLiteral("en"))->trigger();
        QVERIFY(!menu.restartAction()->isEnabled());
        menu.actionFor(QStringLiteral("de"))->trigger();
    }
    // The next window's menu ticks the kept choice.
    app::LanguageMenu next(settings, QStringLiteral("de"), [] { return true; });
    QVERIFY(next.actionFor(QStringLiteral("de"))->isChecked());
    QVERIFY(!next.actionFor(QString())->isChecked());
    QVERIFY(!next.restartAction()->isEnabled());
}

void TestLanguageMenu::nothingKeptWhileSettingsAreNotWritten() {
    QTemporaryDir dir;
    const QString settings = dir.filePath(QStringLiteral("settings.ini"));
    app::LanguageMenu menu(settings, QString(), [] { return false; });
    QSignalSpy messages(&menu, &app::LanguageMenu::statusMessage);
    menu.actionFor(QStringLiteral("de"))->trigger();
    QVERIFY(app::savedInterfaceLanguage(settings).isEmpty());
    QVERIFY(menu.actionFor(QString())->isChecked()); // the tick goes back
    QVERIFY(!menu.restartAction()->isEnabled());
    QCOMPARE(messages.size(), 1);
    QVERIFY(messages.first().first().toString().contains(QStringLiteral("cannot be kept")));
}

void TestLanguageMenu::restartArguments_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("kept");
    const QString lessons = QStringLiteral("--lessons");
    const QString folder = QStringLiteral("/tmp/course");
    QTest::addRow("none") << QStringList() << QStringList();
    QTest::addRow("a folder") << QStringList{lessons, folder} << QStringList{lessons, folder};
    QTest::addRow("--locale NAME")
        << QStringList{QStringLiteral("--locale"), QStringLiteral("de"), lessons, folder}
        << QStringList{lessons, folder};
    QTest::addRow("--locale=NAME") << QStringList{lessons, folder, QStringLiteral("--locale=de")}
                                   << QStringList{lessons, folder};
    QTest::addRow("-locale NAME") << QStringList{QStringLiteral("-locale"), QStringLiteral("en"),
                                                 folder}
                                  << QStringList{folder};
}

void TestLanguageMenu::restartArguments() {
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, kept);
    QCOMPARE(app::LanguageMenu::restartArguments(arguments), kept);
}

QTEST_MAIN(TestLanguageMenu)
#include "tst_languagemenu.moc"
