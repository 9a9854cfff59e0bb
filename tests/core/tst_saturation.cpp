// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/saturation.h"
#include "core/softmax.h"
#include "testing.h"

#include <QTest>

#include <cmath>

using testing::kInf;
using testing::kNaN;
using testing::vec;

namespace {

// The Jacobian diag(s) - s s^T written out entry by entry, in long double. On the diagonal
// s_i - s_i^2 = s_i (1 - s_i) = s_i * (sum of the other weights): for a softmax output the last
// form is the accurate one (1 - s_i cancels when s_i is near 1; the other weights do not).
Eigen::MatrixXd naiveJacobian(const Eigen::VectorXd& s) {
    const Eigen::Index n = s.size();
    Eigen::MatrixXd j(n, n);
    for (Eigen::Index r = 0; r < n; ++r) {
        for (Eigen::Index c = 0; c < n; ++c) {
            if (r != c) {
                j(r, c) = -s[r] * s[c];
                continue;
            }
            long double others = 0;
            for (Eigen::Index k = 0; k < n; ++k)
                if (k != r)
                    others += s[k];
            j(r, c) = double(s[r] * others);
        }
    }
    return j;
}

double naiveFrobenius(const Eigen::MatrixXd& m) {
    long double sum = 0;
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            sum += (long double)m(r, c) * m(r, c);
    return double(std::sqrt(sum));
}

double naiveEntropy(const Eigen::VectorXd& s) {
    long double h = 0;
    for (Eigen::Index i = 0; i < s.size(); ++i)
        if (s[i] > 0)
            h -= (long double)s[i] * std::log((long double)s[i]);
    return double(h);
}

Eigen::VectorXd waves(int n) {
    Eigen::VectorXd x(n);
    for (int i = 0; i < n; ++i)
        x[i] = std::sin(1.3 * i) * 3.0;
    return attn::softmax(x).value();
}

} // namespace

class TestSaturation : public QObject {
    Q_OBJECT

private slots:
    void againstNaive_data();
    void againstNaive();
    void extremes();
    void nearOneHotKeepsTinyGradients();
    void logitSpread_data();
    void logitSpread();
    void rejects_data();
    void rejects();
    void spreadRejects();
    void jacobianTooLarge();
    void specialValuesNeverGiveNaN();
};

void TestSaturation::againstNaive_data() {
    QTest::addColumn<Eigen::VectorXd>("s");
    QTest::addRow("one key") << vec({1.0});
    QTest::addRow("uniform 4") << vec({0.25, 0.25, 0.25, 0.25});
    QTest::addRow("seed weights") << attn::softmax(vec({0.0, 2.0, 1.0})).value();
    QTest::addRow("with a zero and -0") << vec({0.5, 0.0, -0.0, 0.5});
    QTest::addRow("sharp") << attn::softmax(vec({0.0, 20.0, 3.0})).value();
    QTest::addRow("64 waves") << waves(64);
    QTest::addRow("1000 waves") << waves(1000);
}

void TestSaturation::againstNaive() {
    QFETCH(Eigen::VectorXd, s);
    const Eigen::Index n = s.size();
    QCOMPARE(attn::maxWeight(s).value(), s.maxCoeff());
    const double h = naiveEntropy(s);
    QVERIFY(std::abs(attn::entropy(s).value() - h) <= 1e-14 * std::max(1.0, h));
    QVERIFY(std::abs(attn::effectiveKeys(s).value() - std::exp(h)) <= 1e-13 * std::exp(h));
    QVERIFY(attn::entropy(s).value() <= std::log(double(n)) + 1e-14);
    const Eigen::MatrixXd jacobian = naiveJacobian(s);
    QVERIFY((attn::softmaxJacobian(s).value() - jacobian).cwiseAbs().maxCoeff() <= 1e-16);
    const double norm = naiveFrobenius(jacobian);
    QVERIFY(std::abs(attn::jacobianNorm(s).value() - norm) <= 1e-14 * std::max(norm, 1e-300));
    const Eigen::VectorXd factor = attn::gradientFactor(s).value();
    for (Eigen::Index i = 0; i < n; ++i)
        QVERIFY(std::abs(factor[i] - jacobian(i, i)) <= 1e-16);
}

void TestSaturation::extremes() {
    const Eigen::VectorXd uniform = Eigen::VectorXd::Constant(8, 0.125);
    QCOMPARE(attn::effectiveKeys(uniform).value(), 8.0);
    const Eigen::VectorXd oneHot = vec({0.0, 1.0, 0.0});
    QCOMPARE(attn::entropy(oneHot).value(), 0.0);
    QCOMPARE(attn::effectiveKeys(oneHot).value(), 1.0);
    QCOMPARE(attn::jacobianNorm(oneHot).value(), 0.0);
    QCOMPARE(attn::gradientFactor(oneHot).value(), Eigen::VectorXd::Zero(3).eval());
    // Two keys at 1/2: J = [[1/4, -1/4], [-1/4, 1/4]], Frobenius norm 1/2.
    QCOMPARE(attn::jacobianNorm(vec({0.5, 0.5})).value(), 0.5);
}

// Regression: with 1 - s_i the gradient of a key at weight 1 - 2e-22 reads 0; the lesson shows
// it shrinking, not vanishing. s_i (1 - s_i) must keep the other keys' tiny weights.
void TestSaturation::nearOneHotKeepsTinyGradients() {
    const Eigen::VectorXd s = attn::softmax(vec({0.0, -50.0})).value();
    QCOMPARE(s[0], 1.0); // 1 - 1.9e-22 rounds to 1
    const double tiny = std::exp(-50.0) / (1.0 + std::exp(-50.0));
    const Eigen::VectorXd factor = attn::gradientFactor(s).value();
    QVERIFY(std::abs(factor[0] - tiny) <= 1e-14 * tiny);
    QVERIFY(std::abs(factor[1] - tiny) <= 1e-14 * tiny);
    // ||J|| = 2 s0 s1 for two keys.
    QVERIFY(std::abs(attn::jacobianNorm(s).value() - 2 * tiny) <= 1e-14 * tiny);
    QVERIFY(std::abs(attn::softmaxJacobian(s).value()(0, 0) - tiny) <= 1e-14 * tiny);
}

void TestSaturation::logitSpread_data() {
    QTest::addColumn<Eigen::VectorXd>("logits");
    QTest::addRow("one") << vec({3.0});
    QTest::addRow("seed") << vec({0.0, 4.0, 2.0});
    QTest::addRow("+0 and -0") << vec({0.0, -0.0});
    QTest::addRow("1e308 and -1e308") << vec({1e308, -1e308});
    QTest::addRow("1e308 twice") << vec({1e308, 1e308, 1e308});
    QTest::addRow("tiny") << vec({1e-310, -3e-310, 2e-310});
    Eigen::VectorXd ramp(500);
    for (int i = 0; i < 500; ++i)
        ramp[i] = 1e6 + std::cos(0.1 * i);
    QTest::addRow("offset 1e6") << ramp;
}

void TestSaturation::logitSpread() {
    QFETCH(Eigen::VectorXd, logits);
    long double mean = 0;
    for (Eigen::Index i = 0; i < logits.size(); ++i)
        mean += logits[i];
    mean /= logits.size();
    long double squares = 0;
    for (Eigen::Index i = 0; i < logits.size(); ++i)
        squares += ((long double)logits[i] - mean) * ((long double)logits[i] - mean);
    const double expected = double(std::sqrt(squares / logits.size()));
    const auto spread = attn::logitSpread(logits);
    QVERIFY(spread.ok());
    // Two-pass sums: error ~ n eps relative to the spread, plus eps * |mean| from the mean.
    const double bound = 1e-13 * expected + 1e-15 * std::abs(double(mean));
    QVERIFY2(std::abs(spread.value() - expected) <= bound,
             qPrintable(QString::number(spread.value(), 'g', 17) + " vs " +
                        QString::number(expected, 'g', 17)));
}

void TestSaturation::rejects_data() {
    QTest::addColumn<Eigen::VectorXd>("s");
    QTest::addColumn<attn::ErrorCode>("code");
    QTest::addColumn<QString>("mentions");
    QTest::addRow("empty") << Eigen::VectorXd() << attn::ErrorCode::EmptyInput << "at least one";
    QTest::addRow("negative") << vec({1.5, -0.5}) << attn::ErrorCode::NotAProbability
                              << "weight 2 is -0.5";
    QTest::addRow("NaN") << vec({kNaN, 1.0}) << attn::ErrorCode::NotAProbability << "weight 1";
    QTest::addRow("inf") << vec({kInf, 0.0}) << attn::ErrorCode::NotAProbability << "finite";
    QTest::addRow("sums to 2") << vec({1.0, 1.0}) << attn::ErrorCode::NotAProbability << "sum to 2";
    QTest::addRow("sums to 0") << vec({0.0, 0.0}) << attn::ErrorCode::NotAProbability
                               << "divide the weights by their sum";
    QTest::addRow("1e308") << vec({1e308, -1e308}) << attn::ErrorCode::NotAProbability
                           << "weight 2";
    QTest::addRow("off by 1e-6") << vec({0.5, 0.500001}) << attn::ErrorCode::NotAProbability
                                 << "sum to";
}

void TestSaturation::rejects() {
    QFETCH(Eigen::VectorXd, s);
    QFETCH(attn::ErrorCode, code);
    QFETCH(QString, mentions);
    ATTN_EXPECT_ERROR(attn::maxWeight(s), code, mentions);
    ATTN_EXPECT_ERROR(attn::entropy(s), code, mentions);
    ATTN_EXPECT_ERROR(attn::effectiveKeys(s), code, mentions);
    ATTN_EXPECT_ERROR(attn::softmaxJacobian(s), code, mentions);
    ATTN_EXPECT_ERROR(attn::jacobianNorm(s), code, mentions);
    ATTN_EXPECT_ERROR(attn::gradientFactor(s), code, mentions);
}

void TestSaturation::spreadRejects() {
    ATTN_EXPECT_ERROR(attn::logitSpread(Eigen::VectorXd()), attn::ErrorCode::EmptyInput,
                      "at least one");
    ATTN_EXPECT_ERROR(attn::logitSpread(vec({1.0, kNaN})), attn::ErrorCode::NotANumber, "logit 2");
    ATTN_EXPECT_ERROR(attn::logitSpread(vec({-kInf, 1.0})), attn::ErrorCode::NotANumber,
                      "logit 1 is -inf");
}

void TestSaturation::jacobianTooLarge() {
    const Eigen::VectorXd s = Eigen::VectorXd::Constant(4097, 1.0 / 4097);
    ATTN_EXPECT_ERROR(attn::softmaxJacobian(s), attn::ErrorCode::TooLarge, "jacobianNorm");
    QVERIFY(attn::jacobianNorm(s).ok());
}

void TestSaturation::specialValuesNeverGiveNaN() {
    testing::SpecialValues values(3);
    for (int round = 0; round < 3000; ++round) {
        const Eigen::VectorXd x = values.vector(values.below(6));
        // Half the rounds feed softmax output (valid), half raw values (mostly rejected).
        const Eigen::VectorXd s = round % 2 == 0 && x.size() > 0 && attn::softmax(x).ok() &&
                                          attn::softmax(x).value().sum() > 0
                                      ? attn::softmax(x).value()
                                      : x;
        for (const auto& r : {attn::maxWeight(s), attn::entropy(s), attn::effectiveKeys(s),
                              attn::jacobianNorm(s), attn::logitSpread(x)}) {
            if (r.ok())
                QVERIFY(std::isfinite(r.value()) && r.value() >= 0.0);
        }
        const auto factor = attn::gradientFactor(s);
        if (factor.ok())
            QVERIFY(factor.value().allFinite());
        const auto jacobian = attn::softmaxJacobian(s);
        if (jacobian.ok())
            QVERIFY(jacobian.value().allFinite());
    }
}

QTEST_APPLESS_MAIN(TestSaturation)
#include "tst_saturation.moc"
