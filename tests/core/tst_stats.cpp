// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/stats.h"
#include "testing.h"

#include <QTest>

#include <cmath>
#include <random>

using testing::kInf;
using testing::kNaN;
using testing::vec;

namespace {

Eigen::VectorXd spread(int n, double scale, double offset) {
    Eigen::VectorXd x(n);
    for (int i = 0; i < n; ++i)
        x[i] = offset + scale * std::sin(0.7 * i + 0.1);
    return x;
}

} // namespace

class TestStats : public QObject {
    Q_OBJECT

private slots:
    void sampleStatsAgainstNaive_data();
    void sampleStatsAgainstNaive();
    void sampleStatsRejects_data();
    void sampleStatsRejects();
    void histogramAgainstNaive_data();
    void histogramAgainstNaive();
    void histogramEdges();
    void histogramRejects_data();
    void histogramRejects();
    void normalDensity();
    void specialValuesNeverGiveNaN();
};

void TestStats::sampleStatsAgainstNaive_data() {
    QTest::addColumn<Eigen::VectorXd>("x");
    QTest::addRow("two") << vec({1.0, 3.0});
    QTest::addRow("+0 and -0") << vec({0.0, -0.0, 0.0});
    QTest::addRow("constant") << Eigen::VectorXd(Eigen::VectorXd::Constant(10, 2.5));
    QTest::addRow("1e308 three times") << vec({1e308, 1e308, 1e308});
    QTest::addRow("1e153 and -1e153") << vec({1e153, -1e153});
    QTest::addRow("subnormals") << vec({1e-310, 3e-310, -2e-310});
    QTest::addRow("offset 1e8, spread 1") << spread(1000, 1.0, 1e8);
    QTest::addRow("10000 waves") << spread(10000, 3.0, -0.5);
}

void TestStats::sampleStatsAgainstNaive() {
    QFETCH(Eigen::VectorXd, x);
    const Eigen::Index n = x.size();
    long double mean = 0;
    for (Eigen::Index i = 0; i < n; ++i)
        mean += x[i];
    mean /= n;
    long double squares = 0;
    for (Eigen::Index i = 0; i < n; ++i)
        squares += ((long double)x[i] - mean) * ((long double)x[i] - mean);
    const double variance = double(squares / (n - 1));
    const auto stats = attn::sampleStats(x);
    QVERIFY(stats.ok());
    QCOMPARE(stats.value().count, long(n));
    QVERIFY(std::abs(stats.value().mean - double(mean)) <= 1e-15 * std::abs(double(mean)) * n);
    // Two-pass variance: relative error ~ n eps plus (eps |mean| / sd)^2 from the mean's rounding.
    const double bound = 1e-14 * variance + 1e-30 * double(mean * mean) * n;
    QVERIFY2(std::abs(stats.value().variance - variance) <= bound,
             qPrintable(QString::number(stats.value().variance, 'g', 17) + " vs " +
                        QString::number(variance, 'g', 17)));
    // sd in long double: for subnormal data the variance underflows, the sd does not.
    const double sd = double(std::sqrt(squares / (n - 1)));
    QVERIFY(std::abs(stats.value().sd - sd) <= 1e-14 * sd + 1e-15 * std::abs(double(mean)));
}

void TestStats::sampleStatsRejects_data() {
    QTest::addColumn<Eigen::VectorXd>("x");
    QTest::addColumn<attn::ErrorCode>("code");
    QTest::addColumn<QString>("mentions");
    QTest::addRow("empty") << Eigen::VectorXd() << attn::ErrorCode::EmptyInput << "got 0";
    QTest::addRow("one value") << vec({4.0}) << attn::ErrorCode::EmptyInput << "at least 2";
    QTest::addRow("NaN") << vec({1.0, 2.0, kNaN}) << attn::ErrorCode::NotANumber << "value 3";
    QTest::addRow("inf") << vec({kInf, 2.0}) << attn::ErrorCode::NotANumber << "value 1 is inf";
    QTest::addRow("variance beyond double")
        << vec({1e308, -1e308}) << attn::ErrorCode::TooLarge << "common factor";
}

void TestStats::sampleStatsRejects() {
    QFETCH(Eigen::VectorXd, x);
    QFETCH(attn::ErrorCode, code);
    QFETCH(QString, mentions);
    ATTN_EXPECT_ERROR(attn::sampleStats(x), code, mentions);
}

void TestStats::histogramAgainstNaive_data() {
    QTest::addColumn<Eigen::VectorXd>("x");
    QTest::addColumn<int>("bins");
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addRow("empty data") << Eigen::VectorXd() << 4 << 0.0 << 1.0;
    QTest::addRow("one bin") << vec({0.0, 0.5, 1.0, 2.0, -1.0}) << 1 << 0.0 << 1.0;
    QTest::addRow("waves, 100 bins") << spread(10000, 3.0, 0.2) << 100 << -4.0 << 4.0;
    QTest::addRow("waves, 7 bins, offset axis") << spread(999, 1.0, 0.0) << 7 << -0.3 << 2.0;
    QTest::addRow("huge axis") << vec({-1e308, 0.0, 1e308, 5e307, -kInf, kInf}) << 4 << -1e308
                               << 1e308;
    QTest::addRow("100000 bins") << spread(5000, 1.0, 0.0) << 100000 << -1.0 << 1.0;
}

// Bin i holds lo + i w <= x < lo + (i + 1) w, w = (hi - lo) / bins, long double; x == hi goes
// to the last bin. Values within rounding of a bin edge may land on either side, so the check
// allows them to move one bin and compares the rest exactly.
void TestStats::histogramAgainstNaive() {
    QFETCH(Eigen::VectorXd, x);
    QFETCH(int, bins);
    QFETCH(double, lo);
    QFETCH(double, hi);
    const auto h = attn::histogram(x, bins, lo, hi);
    QVERIFY(h.ok());
    QCOMPARE(h.value().counts.size(), Eigen::Index(bins));
    Eigen::VectorXi counts = Eigen::VectorXi::Zero(bins);
    long under = 0, over = 0, nearEdge = 0;
    const long double width = ((long double)hi - lo) / bins;
    for (Eigen::Index i = 0; i < x.size(); ++i) {
        if (x[i] < lo) {
            ++under;
            continue;
        }
        if (x[i] > hi) {
            ++over;
            continue;
        }
        const long double position = ((long double)x[i] - lo) / width;
        const int bin = std::min(int(position), bins - 1);
        ++counts[bin];
        const long double fraction = position - std::floor(position);
        if (fraction < 1e-9L || fraction > 1 - 1e-9L)
            ++nearEdge;
    }
    QCOMPARE(h.value().underflow, under);
    QCOMPARE(h.value().overflow, over);
    QCOMPARE(h.value().total(), long(x.size()));
    QVERIFY((h.value().counts - counts).cwiseAbs().sum() <= 2 * nearEdge);
}

void TestStats::histogramEdges() {
    const auto h =
        attn::histogram(vec({0.0, 1.0, 0.25, 0.5, -0.0, -1e-300, 1.0000000000000002}), 4, 0.0, 1.0);
    QVERIFY(h.ok());
    Eigen::VectorXi expected(4);
    expected << 2, 1, 1, 1; // 0 and -0 in bin 0, hi in the last bin
    QCOMPARE(h.value().counts, expected);
    QCOMPARE(h.value().underflow, 1L);
    QCOMPARE(h.value().overflow, 1L);
    QCOMPARE(h.value().binWidth(), 0.25);
    QCOMPARE(h.value().binCenter(0), 0.125);
    QCOMPARE(h.value().binCenter(3), 0.875);
    const auto huge = attn::histogram(vec({0.0}), 2, -1e308, 1e308);
    QCOMPARE(huge.value().binWidth(), 1e308);
    QCOMPARE(huge.value().binCenter(1), 5e307);
}

void TestStats::histogramRejects_data() {
    QTest::addColumn<Eigen::VectorXd>("x");
    QTest::addColumn<int>("bins");
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<attn::ErrorCode>("code");
    QTest::addColumn<QString>("mentions");
    const Eigen::VectorXd x = vec({0.5});
    QTest::addRow("0 bins") << x << 0 << 0.0 << 1.0 << attn::ErrorCode::BadHistogram << "0 bins";
    QTest::addRow("-3 bins") << x << -3 << 0.0 << 1.0 << attn::ErrorCode::BadHistogram << "1 to";
    QTest::addRow("100001 bins") << x << 100001 << 0.0 << 1.0 << attn::ErrorCode::BadHistogram
                                 << "100000";
    QTest::addRow("lo == hi") << x << 10 << 1.0 << 1.0 << attn::ErrorCode::BadHistogram << "[1, 1]";
    QTest::addRow("lo > hi") << x << 10 << 2.0 << 1.0 << attn::ErrorCode::BadHistogram
                             << "below the upper";
    QTest::addRow("infinite end") << x << 10 << -kInf << 1.0 << attn::ErrorCode::BadHistogram
                                  << "finite";
    QTest::addRow("NaN end") << x << 10 << 0.0 << kNaN << attn::ErrorCode::BadHistogram << "finite";
    QTest::addRow("subnormal axis")
        << x << 10 << 0.0 << 1e-310 << attn::ErrorCode::BadHistogram << "too narrow";
    QTest::addRow("NaN value") << vec({0.1, kNaN}) << 10 << 0.0 << 1.0
                               << attn::ErrorCode::NotANumber << "value 2";
}

void TestStats::histogramRejects() {
    QFETCH(Eigen::VectorXd, x);
    QFETCH(int, bins);
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(attn::ErrorCode, code);
    QFETCH(QString, mentions);
    ATTN_EXPECT_ERROR(attn::histogram(x, bins, lo, hi), code, mentions);
}

void TestStats::normalDensity() {
    constexpr double invSqrtTwoPi = 0.398942280401432677939946;
    QCOMPARE(attn::normalPdf(0.0, 0.0, 1.0), invSqrtTwoPi);
    for (double x : {-3.0, -0.5, 0.0, 1.0, 2.5, 40.0}) {
        for (double sd : {0.5, 1.0, 32.0}) {
            const double z = (x - 1.0) / sd;
            const double expected = invSqrtTwoPi / sd * std::exp(-0.5 * z * z);
            QVERIFY(std::abs(attn::normalPdf(x, 1.0, sd) - expected) <= 4e-16 * expected + 1e-320);
        }
    }
    // Outside the domain: a flat curve, never NaN.
    QCOMPARE(attn::normalPdf(0.0, 0.0, 0.0), 0.0);
    QCOMPARE(attn::normalPdf(0.0, 0.0, -1.0), 0.0);
    QCOMPARE(attn::normalPdf(0.0, 0.0, kNaN), 0.0);
    QCOMPARE(attn::normalPdf(0.0, 0.0, kInf), 0.0);
    QCOMPARE(attn::normalPdf(kNaN, 0.0, 1.0), 0.0);
    QCOMPARE(attn::normalPdf(kInf, 0.0, 1.0), 0.0);
    QCOMPARE(attn::normalPdf(1e308, -1e308, 1.0), 0.0);
}

void TestStats::specialValuesNeverGiveNaN() {
    testing::SpecialValues values(5);
    for (int round = 0; round < 3000; ++round) {
        const Eigen::VectorXd x = values.vector(values.below(7));
        const auto stats = attn::sampleStats(x);
        if (stats.ok()) {
            QVERIFY(std::isfinite(stats.value().mean));
            QVERIFY(std::isfinite(stats.value().variance) && stats.value().variance >= 0.0);
            QVERIFY(std::isfinite(stats.value().sd) && stats.value().sd >= 0.0);
        }
        const double lo = values.next(), hi = values.next();
        const auto h = attn::histogram(x, 1 + int(values.below(5)), lo, hi);
        if (h.ok()) {
            QCOMPARE(h.value().total(), long(x.size()));
            QVERIFY(std::isfinite(h.value().binWidth()) && h.value().binWidth() > 0.0);
            QVERIFY(std::isfinite(h.value().binCenter(0)));
        }
        QVERIFY(!std::isnan(attn::normalPdf(values.next(), values.next(), values.next())));
    }
}

QTEST_APPLESS_MAIN(TestStats)
#include "tst_stats.moc"
