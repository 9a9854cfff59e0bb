// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The German .ts file is complete and in step with the sources: lupdate, run on a copy with the
// sources the application is built from, finds no new, unfinished, obsolete or vanished entry, and
// every translation keeps the placeholders (%1, %n) of its source text. The English file holds
// every plural form.
#include "tests/common/testpaths.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    QString type; // "", "unfinished", "obsolete" or "vanished"
    bool numerus = false;
    QStringList translations; // one per plural form, or the one translation
};

QList<Message> readTs(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{context, {}, {}, false, {}};
            current.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.translations.append(xml.readElementText());
            } else {
                current.translations.append(xml.readElementText());
            }
            messages.append(current);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

QStringList placeholders(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("%L?([1-9][0-9]?|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.append(it.next().captured(1));
    found.sort();
    found.removeDuplicates();
    return found;
}

QString describe(const Message& m) {
    return QStringLiteral("[%1] “%2”").arg(m.context, m.source.left(80));
}

// Runs lupdate over the application's sources on a copy of `tsPath`; returns the copy's path.
QString updatedCopy(const QTemporaryDir& dir, const QString& tsPath, const QStringList& extra) {
    const QString copy = dir.filePath(QFileInfo(tsPath).fileName());
    QFile::remove(copy);
    if (!QFile::copy(tsPath, copy))
        return {};
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.start(QStringLiteral(ATTN_LUPDATE),
                  QStringList{QStringLiteral("-silent"), QStringLiteral("-no-obsolete"),
                              QStringLiteral("-locations"), QStringLiteral("none")} +
                      extra +
                      QStringList{u'@' + testpaths::build(u"translation_sources.lst"),
                                  QStringLiteral("-ts"), copy});
    if (!lupdate.waitForFinished(60000) || lupdate.exitCode() != 0) {
        qWarning() << lupdate.readAllStandardError();
        return {};
    }
    return copy;
}

QSet<QString> keys(const QList<Message>& messages) {
    QSet<QString> out;
    for (const Message& m : messages)
        out.insert(m.context + QChar(0) + m.source);
    return out;
}

} // namespace

class TstTranslations : public QObject {
    Q_OBJECT

private slots:
    void germanIsComplete();
    void germanIsInStepWithTheSources();
    void germanKeepsPlaceholders();
    void germanEllipsisHasOneForm();
    void englishHoldsEveryPluralForm();
    void placeholdersAreFound();
};

void TstTranslations::germanIsComplete() {
    QString error;
    const QList<Message> messages =
        readTs(testpaths::source(u"translations/attention-lab_de.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 100);
    QStringList bad;
    for (const Message& m : messages) {
        const bool empty = std::any_of(m.translations.cbegin(), m.translations.cend(),
                                       [](const QString& t) { return t.isEmpty(); });
        if (!m.type.isEmpty() || empty || m.translations.isEmpty())
            bad.append(
                QStringLiteral("%1 (%2)").arg(describe(m), m.type.isEmpty() ? "empty" : m.type));
        // German has two plural forms.
        if (m.numerus && m.translations.size() != 2)
            bad.append(describe(m) + QStringLiteral(" (needs 2 plural forms)"));
    }
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 German entries are not finished (edit "
                                                      "translations/attention-lab_de.ts):\n")
                                           .arg(bad.size()) +
                                       bad.join(QLatin1Char('\n'))));
}

void TstTranslations::germanIsInStepWithTheSources() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    const QList<Message> committed =
        readTs(testpaths::source(u"translations/attention-lab_de.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString copy =
        updatedCopy(dir, testpaths::source(u"translations/attention-lab_de.ts"), {});
    QVERIFY2(!copy.isEmpty(), "lupdate failed");
    const QList<Message> updated = readTs(copy, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList bad;
    const QSet<QString> before = keys(committed);
    for (const Message& m : updated) {
        if (!before.contains(m.context + QChar(0) + m.source))
            bad.append(QStringLiteral("new: ") + describe(m));
    }
    const QSet<QString> after = keys(updated);
    for (const Message& m : committed) {
        if (!after.contains(m.context + QChar(0) + m.source))
            bad.append(QStringLiteral("gone from the sources: ") + describe(m));
    }
    QVERIFY2(bad.isEmpty(),
             qPrintable(QStringLiteral("translations/attention-lab_de.ts is out of step with the "
                                       "sources; run `cmake --build build --target "
                                       "update_translations` and translate:\n") +
                        bad.join(QLatin1Char('\n'))));
}

// Issue 19: the German menus had "Lektionsordner öffnen…" beside "Lernstand exportieren …". A
// German ellipsis that stands for left-out words follows a space, as the other menu entries write
// it; one form everywhere.
void TstTranslations::germanEllipsisHasOneForm() {
    QString error;
    const QList<Message> messages =
        readTs(testpaths::source(u"translations/attention-lab_de.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    static const QRegularExpression glued(QStringLiteral("[^\\s(„-]…"));
    QStringList bad;
    for (const Message& m : messages) {
        for (const QString& t : m.translations) {
            if (glued.match(QString(t).remove(QLatin1Char('&'))).hasMatch())
                bad.append(t);
        }
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

void TstTranslations::germanKeepsPlaceholders() {
    QString error;
    const QList<Message> messages =
        readTs(testpaths::source(u"translations/attention-lab_de.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList bad;
    for (const Message& m : messages) {
        QStringList wanted = placeholders(m.source);
        for (int form = 0; form < m.translations.size(); ++form) {
            QStringList got = placeholders(m.translations.at(form));
            // The singular form may spell the number out ("ein Teil") instead of %n.
            if (m.numerus && form == 0 && !got.contains(QStringLiteral("n")))
                got = (got + QStringList{QStringLiteral("n")}), got.sort();
            if (got != wanted)
                bad.append(QStringLiteral("%1: %2 in the source, %3 in “%4”")
                               .arg(describe(m), wanted.join(QLatin1Char(' ')),
                                    got.join(QLatin1Char(' ')), m.translations.at(form)));
        }
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

void TstTranslations::englishHoldsEveryPluralForm() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = updatedCopy(dir, testpaths::source(u"translations/attention-lab_en.ts"),
                                     {QStringLiteral("-pluralonly")});
    QVERIFY2(!copy.isEmpty(), "lupdate failed");
    QString error;
    const QList<Message> messages = readTs(copy, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    QStringList bad;
    for (const Message& m : messages) {
        if (!m.numerus)
            bad.append(describe(m) + QStringLiteral(" is not a plural form"));
        else if (!m.type.isEmpty() || m.translations.size() != 2 ||
                 m.translations.contains(QString()))
            bad.append(describe(m) + QStringLiteral(" needs its singular and plural"));
    }
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("translations/attention-lab_en.ts:\n") +
                                       bad.join(QLatin1Char('\n'))));
}

void TstTranslations::placeholdersAreFound() {
    QCOMPARE(placeholders(QStringLiteral("%n keys, %1 of %2 (%L3)")),
             (QStringList{"1", "2", "3", "n"}));
    QCOMPARE(placeholders(QStringLiteral("100% sure")), QStringList());
}

QTEST_GUILESS_MAIN(TstTranslations)
#include "tst_translations.moc"
