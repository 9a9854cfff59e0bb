// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The table that turns an error code of the Eigen core into the message a learner reads.

#include "app/coreerrors.h"

#include <QCoreApplication>
#include <QSet>
#include <QTest>
#include <QTranslator>

using attn::ErrorCode;

namespace {

// Stands in for a loaded .qm file: "translates" every CoreError text by marking it.
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* sourceText, const char* = nullptr,
                      int = -1) const override {
        if (QLatin1String(context) != QLatin1String("CoreError"))
            return {};
        return QStringLiteral("[de] ") + QString::fromUtf8(sourceText);
    }
    bool isEmpty() const override { return false; }
};

const QList<ErrorCode> kAllCodes = {
    ErrorCode::EmptyInput,   ErrorCode::NotANumber,        ErrorCode::BadTemperature,
    ErrorCode::BadDimension, ErrorCode::DimensionMismatch, ErrorCode::HeadsDoNotDivide,
    ErrorCode::BadScale,     ErrorCode::BadMask,           ErrorCode::BadSampleCount,
    ErrorCode::BadHistogram, ErrorCode::NotAProbability,   ErrorCode::TooLarge,
};

} // namespace

class TestCoreErrors : public QObject {
    Q_OBJECT
private slots:
    void everyCodeHasItsOwnText();
    void untranslatedKeepsTheCoresMessage();
    void translatedUsesTheTable();
};

void TestCoreErrors::everyCodeHasItsOwnText() {
    QSet<QString> seen;
    for (ErrorCode code : kAllCodes) {
        const QString text = QString::fromUtf8(app::coreErrorSourceText(code));
        QVERIFY2(text.contains(QLatin1Char(':')), qPrintable(text)); // what, then what to do
        QVERIFY2(!seen.contains(text), qPrintable(text));
        seen.insert(text);
    }
}

void TestCoreErrors::untranslatedKeepsTheCoresMessage() {
    const attn::Error error{ErrorCode::BadTemperature, "temperature 0 is not above 0 (raise it)"};
    QCOMPARE(app::coreErrorText(error), QStringLiteral("temperature 0 is not above 0 (raise it)"));
}

void TestCoreErrors::translatedUsesTheTable() {
    MarkingTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const attn::Error error{ErrorCode::HeadsDoNotDivide, "8 heads do not divide 100"};
    const QString shown = app::coreErrorText(error);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(shown, QStringLiteral("[de] ") +
                        QString::fromUtf8(app::coreErrorSourceText(ErrorCode::HeadsDoNotDivide)));
}

QTEST_GUILESS_MAIN(TestCoreErrors)
#include "tst_coreerrors.moc"
