// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Result<void> (lessons/result.h), the failure report of an action that gives nothing back: a
// default one is a success, a failure keeps its diagnostic (message and file) and is never ok.

#include "lessons/result.h"

#include <QTest>

using namespace lessons;

namespace {

Status writeIfAllowed(bool allowed) {
    if (!allowed)
        return Status::failure(
            plainError(QStringLiteral("the disk is full"), QStringLiteral("/tmp/record.sqlite")));
    return {};
}

} // namespace

class TstResult : public QObject {
    Q_OBJECT
private slots:
    void statusSucceedsOrSaysWhy_data() {
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("file");
        QTest::addRow("success") << true << QString() << QString();
        QTest::addRow("failure") << false << QStringLiteral("the disk is full")
                                 << QStringLiteral("/tmp/record.sqlite");
    }
    void statusSucceedsOrSaysWhy() {
        QFETCH(bool, allowed);
        QFETCH(QString, message);
        QFETCH(QString, file);
        const Status s = writeIfAllowed(allowed);
        QCOMPARE(s.ok(), allowed);
        QCOMPARE(bool(s), allowed);
        QCOMPARE(s.diagnostics().size(), allowed ? 0 : 1);
        QCOMPARE(s.error().message, message);
        QCOMPARE(s.error().file, file);
        QVERIFY(s.error().isError());
        // A place-free failure reads as its words alone, as the old QString* errors did.
        QCOMPARE(s.error().text(), message);
    }

    // A failure passed on to a caller that gives a value keeps its words.
    void failurePassesToAValueResult() {
        const Status s = writeIfAllowed(false);
        const Result<int> r = Result<int>::failure(s.error());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().message, QStringLiteral("the disk is full"));
        QCOMPARE(r.valueOr(7), 7);
    }

    // A value with remarks (a readout with a "?"): ok, the value there, the remarks warnings, and
    // error() empty as for any success.
    void valueWithWarningsIsStillOk() {
        const Result<QString> r = Result<QString>::withWarnings(
            QStringLiteral("x = ?"), {plainError(QStringLiteral("unknown name dq"))});
        QVERIFY(r.ok());
        QCOMPARE(r.value(), QStringLiteral("x = ?"));
        QCOMPARE(r.diagnostics().size(), 1);
        QVERIFY(!r.diagnostics().first().isError());
        QCOMPARE(r.diagnostics().first().message, QStringLiteral("unknown name dq"));
        QVERIFY(r.error().message.isEmpty());
        const Result<QString> clean = Result<QString>::withWarnings(QStringLiteral("x = 1"), {});
        QVERIFY(clean.ok());
        QVERIFY(clean.diagnostics().isEmpty());
    }
};

QTEST_APPLESS_MAIN(TstResult)
#include "tst_result.moc"
