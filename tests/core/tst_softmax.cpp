// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/scale.h"
#include "core/softmax.h"
#include "reference.h"
#include "testing.h"

#include <QTest>

#include <cmath>
#include <limits>

namespace {

using testing::kInf;
using testing::kNaN;
using testing::vec;

// Weights are in [0, 1]: an absolute bound of a few ulps of 1 per entry (exp() and the
// division each contribute about one).
void compareWeights(const Eigen::VectorXd& actual, const Eigen::VectorXd& expected) {
    QCOMPARE(actual.size(), expected.size());
    for (Eigen::Index i = 0; i < actual.size(); ++i) {
        if (std::abs(actual[i] - expected[i]) > 8 * std::numeric_limits<double>::epsilon())
            QFAIL(qPrintable(QStringLiteral("entry %1: %2 instead of %3")
                                 .arg(i)
                                 .arg(actual[i], 0, 'g', 17)
                                 .arg(expected[i], 0, 'g', 17)));
    }
}

} // namespace

class TestSoftmax : public QObject {
    Q_OBJECT

private slots:
    void againstReference_data();
    void againstReference();
    void seedFigure();
    void infinities_data();
    void infinities();
    void rejects_data();
    void rejects();
    void shiftInvariantAndOrderPreserving();
    void rowsAgainstReference();
    void rowsRejects();
    void specialValuesNeverGiveNaN();
};

void TestSoftmax::againstReference_data() {
    QTest::addColumn<Eigen::VectorXd>("logits");
    QTest::addColumn<double>("temperature");
    QTest::addRow("single") << vec({3.0}) << 1.0;
    QTest::addRow("uniform") << vec({2.0, 2.0, 2.0, 2.0}) << 1.0;
    QTest::addRow("seed scaled [0, 2, 1]") << vec({0.0, 2.0, 1.0}) << 1.0;
    QTest::addRow("seed raw at temperature 2") << vec({0.0, 4.0, 2.0}) << 2.0;
    QTest::addRow("+0 and -0") << vec({0.0, -0.0}) << 1.0;
    QTest::addRow("negative") << vec({-5.0, -1.0, -30.0}) << 1.0;
    QTest::addRow("1e308 twice") << vec({1e308, 1e308}) << 1.0;
    QTest::addRow("-1e308 and 1e308") << vec({-1e308, 1e308, 0.0}) << 1.0;
    QTest::addRow("huge spread saturates") << vec({0.0, 800.0, 799.0}) << 1.0;
    QTest::addRow("tiny temperature") << vec({1.0, 1.5, 0.5}) << 1e-300;
    QTest::addRow("huge temperature flattens") << vec({1.0, 50.0, -20.0}) << 1e300;
    QTest::addRow("subnormal temperature") << vec({1e-310, 2e-310}) << 1e-310;
    QTest::addRow("some -inf") << vec({1.0, -kInf, 2.0}) << 1.0;
    Eigen::VectorXd ramp(1024);
    for (int i = 0; i < ramp.size(); ++i)
        ramp[i] = std::sin(0.37 * i) * 8.0;
    QTest::addRow("1024 waves") << ramp << 1.0;
    QTest::addRow("1024 waves, temperature 0.3") << ramp << 0.3;
}

void TestSoftmax::againstReference() {
    QFETCH(Eigen::VectorXd, logits);
    QFETCH(double, temperature);
    const auto weights = attn::softmax(logits, temperature);
    QVERIFY(weights.ok());
    QVERIFY(weights.value().allFinite());
    compareWeights(weights.value(), reference::softmax(logits, temperature));
    QVERIFY(std::abs(weights.value().sum() - 1.0) <= 1e-15 * double(logits.size()));
}

// Seed 004: raw logits [0, 4, 2] divided by sqrt(4) = 2 give 9.0%, 66.5%, 24.5%.
void TestSoftmax::seedFigure() {
    attn::ScoreSetup setup;
    setup.scale = attn::ScaleRule::InvSqrtDk;
    setup.dk = 4;
    const auto scored = attn::scoreLogits(vec({0.0, 4.0, 2.0}), setup);
    QVERIFY(scored.ok());
    const Eigen::VectorXd& w = scored.value().weights;
    QCOMPARE(QString::number(100 * w[0], 'f', 1), QStringLiteral("9.0"));
    QCOMPARE(QString::number(100 * w[1], 'f', 1), QStringLiteral("66.5"));
    QCOMPARE(QString::number(100 * w[2], 'f', 1), QStringLiteral("24.5"));
    QCOMPARE(scored.value().scaled, vec({0.0, 2.0, 1.0}));
}

void TestSoftmax::infinities_data() {
    QTest::addColumn<Eigen::VectorXd>("logits");
    QTest::addColumn<Eigen::VectorXd>("expected");
    QTest::addRow("all -inf gives zeros (safe softmax)") << vec({-kInf, -kInf}) << vec({0.0, 0.0});
    QTest::addRow("one -inf takes nothing") << vec({0.0, -kInf}) << vec({1.0, 0.0});
    QTest::addRow("+inf takes everything") << vec({5.0, kInf, -kInf}) << vec({0.0, 1.0, 0.0});
    QTest::addRow("two +inf share") << vec({kInf, 1e308, kInf}) << vec({0.5, 0.0, 0.5});
    QTest::addRow("all +inf share")
        << vec({kInf, kInf, kInf, kInf}) << vec({0.25, 0.25, 0.25, 0.25});
}

void TestSoftmax::infinities() {
    QFETCH(Eigen::VectorXd, logits);
    QFETCH(Eigen::VectorXd, expected);
    const auto weights = attn::softmax(logits);
    QVERIFY(weights.ok());
    QCOMPARE(weights.value(), expected);
    compareWeights(weights.value(), reference::softmax(logits));
}

void TestSoftmax::rejects_data() {
    QTest::addColumn<Eigen::VectorXd>("logits");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<attn::ErrorCode>("code");
    QTest::addColumn<QString>("mentions");
    QTest::addRow("empty") << Eigen::VectorXd() << 1.0 << attn::ErrorCode::EmptyInput
                           << "at least one";
    QTest::addRow("NaN") << vec({1.0, kNaN}) << 1.0 << attn::ErrorCode::NotANumber << "logit 2";
    QTest::addRow("NaN among infinities")
        << vec({kInf, -kInf, kNaN}) << 1.0 << attn::ErrorCode::NotANumber << "logit 3";
    QTest::addRow("temperature 0")
        << vec({1.0}) << 0.0 << attn::ErrorCode::BadTemperature << "above 0";
    QTest::addRow("temperature -0")
        << vec({1.0}) << -0.0 << attn::ErrorCode::BadTemperature << "above 0";
    QTest::addRow("negative temperature")
        << vec({1.0}) << -1.0 << attn::ErrorCode::BadTemperature << "-1";
    QTest::addRow("NaN temperature")
        << vec({1.0}) << kNaN << attn::ErrorCode::BadTemperature << "finite";
    QTest::addRow("infinite temperature")
        << vec({1.0}) << kInf << attn::ErrorCode::BadTemperature << "finite";
}

void TestSoftmax::rejects() {
    QFETCH(Eigen::VectorXd, logits);
    QFETCH(double, temperature);
    QFETCH(attn::ErrorCode, code);
    QFETCH(QString, mentions);
    ATTN_EXPECT_ERROR(attn::softmax(logits, temperature), code, mentions);
}

void TestSoftmax::shiftInvariantAndOrderPreserving() {
    const Eigen::VectorXd logits = vec({0.3, -1.2, 2.5, 2.4, 0.0});
    const Eigen::VectorXd base = attn::softmax(logits).value();
    for (double shift : {-1000.0, -1.0, 1.0, 1e6}) {
        const Eigen::VectorXd shifted = attn::softmax((logits.array() + shift).matrix()).value();
        // exp() sees the same differences up to the rounding of the shift (|shift| ulp).
        QVERIFY((shifted - base).cwiseAbs().maxCoeff() <= 1e-9);
    }
    for (Eigen::Index i = 0; i < logits.size(); ++i) {
        for (Eigen::Index j = 0; j < logits.size(); ++j) {
            if (logits[i] < logits[j])
                QVERIFY(base[i] < base[j]);
        }
    }
}

void TestSoftmax::rowsAgainstReference() {
    Eigen::MatrixXd logits(4, 3);
    logits << 0, 4, 2,       //
        -kInf, -kInf, -kInf, //
        1e308, -1e308, 0,    //
        kInf, 3, kInf;
    for (double temperature : {1.0, 0.5, 7.0}) {
        const auto weights = attn::softmaxRows(logits, temperature);
        QVERIFY(weights.ok());
        for (Eigen::Index r = 0; r < logits.rows(); ++r)
            compareWeights(weights.value().row(r).transpose(),
                           reference::softmax(logits.row(r).transpose(), temperature));
    }
    QCOMPARE(attn::softmaxRows(logits).value().row(1).sum(), 0.0);
}

void TestSoftmax::rowsRejects() {
    QCOMPARE(attn::softmaxRows(Eigen::MatrixXd(0, 3)).error().code, attn::ErrorCode::EmptyInput);
    QCOMPARE(attn::softmaxRows(Eigen::MatrixXd(2, 0)).error().code, attn::ErrorCode::EmptyInput);
    Eigen::MatrixXd logits = Eigen::MatrixXd::Zero(2, 3);
    logits(1, 2) = kNaN;
    const auto weights = attn::softmaxRows(logits);
    QCOMPARE(weights.error().code, attn::ErrorCode::NotANumber);
    QVERIFY(QString::fromStdString(weights.error().message).contains("row 2, column 3"));
    QCOMPARE(attn::softmaxRows(Eigen::MatrixXd::Zero(1, 1), 0.0).error().code,
             attn::ErrorCode::BadTemperature);
}

// Whatever the input, a result is either an error or weights that are finite, in [0, 1] and sum
// to 1 (or are all 0 for all -inf); never NaN.
void TestSoftmax::specialValuesNeverGiveNaN() {
    testing::SpecialValues values(7);
    for (int round = 0; round < 3000; ++round) {
        const Eigen::VectorXd logits = values.vector(1 + values.below(6));
        const double temperature = values.next();
        const auto weights = attn::softmax(logits, temperature);
        if (!weights.ok())
            continue;
        const Eigen::VectorXd& w = weights.value();
        QVERIFY(w.allFinite());
        QVERIFY(w.minCoeff() >= 0.0 && w.maxCoeff() <= 1.0);
        const double sum = w.sum();
        QVERIFY2(sum == 0.0 || std::abs(sum - 1.0) <= 1e-15 * double(w.size()),
                 qPrintable(QString::number(sum, 'g', 17)));
        QCOMPARE(sum == 0.0, (logits.array() == -kInf).all());
        attn::ScoreSetup setup;
        setup.growth = values.below(2) ? attn::Growth::Sqrt : attn::Growth::None;
        setup.scale = attn::ScaleRule(values.below(4));
        setup.dk = int(values.below(9)) - 1;
        setup.temperature = temperature;
        setup.explicitFactor = values.next();
        const auto scored = attn::scoreLogits(logits, setup);
        if (scored.ok()) {
            QVERIFY(scored.value().weights.allFinite());
            QVERIFY(!scored.value().scaled.hasNaN());
            QVERIFY(!scored.value().raw.hasNaN());
        }
    }
}

QTEST_APPLESS_MAIN(TestSoftmax)
#include "tst_softmax.moc"
