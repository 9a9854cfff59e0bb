// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/bench.h"
#include "core/stats.h"
#include "testing.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <vector>

// Statistical checks use one fixed seed, so they are deterministic; their bands are the exact
// (or CLT) laws of the statistics at 5 standard deviations or more, so that a correct generator
// passes them for practically every seed (a 5-sigma band fails with probability 6e-7) while
// a variance off by several percent (2.5% for the 80,000 pooled entries) fails them.

namespace {

constexpr std::uint64_t kSeed = 20261129;
constexpr int kPairs = 10000;
constexpr int kFewPairs = 2000; // enough to use both threads at d_k >= 1000

attn::DotProductBench makeBench(int samples = kPairs, int maxDk = 4096, double sigma = 1.0,
                                std::uint64_t seed = kSeed) {
    attn::BenchConfig config;
    config.seed = seed;
    config.samples = samples;
    config.maxDk = maxDk;
    config.sigma = sigma;
    auto bench = attn::DotProductBench::create(config);
    if (!bench)
        qFatal("bench: %s", bench.error().message.c_str());
    return std::move(bench.value());
}

Eigen::VectorXd dots(attn::DotProductBench& bench, int dk) {
    auto result = bench.dotProducts(dk);
    if (!result)
        qFatal("dotProducts: %s", result.error().message.c_str());
    return *result.value();
}

// chi-square(k) quantile at the standard normal quantile z, by Wilson and Hilferty: for
// k ~ 10^4 its error is below 1e-6 of the quantile, far inside the bands used here.
double chiSquareQuantile(double k, double z) {
    const double a = 2.0 / (9.0 * k);
    return k * std::pow(1.0 - a + z * std::sqrt(a), 3.0);
}

double standardNormalCdf(double x) {
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

// Kolmogorov-Smirnov statistic sqrt(n) D_n of x against N(0, 1).
double ksAgainstNormal(std::vector<double> x) {
    std::sort(x.begin(), x.end());
    const double n = double(x.size());
    double d = 0.0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double f = standardNormalCdf(x[i]);
        d = std::max({d, f - double(i) / n, double(i + 1) / n - f});
    }
    return std::sqrt(n) * d;
}

// P(sqrt(n) D_n > 2.4) -> 2 exp(-2 * 2.4^2) = 2e-5 (Kolmogorov's limit law): a 4.3 sigma band.
constexpr double kKolmogorovBound = 2.4;

// Checks the sample mean and unbiased variance of values that should be i.i.d. N(0, 1):
// mean ~ N(0, 1/n); (n - 1) s^2 ~ chi-square(n - 1), bands at 5 sigma of each law.
void checkStandardNormal(const std::vector<double>& values) {
    const Eigen::Map<const Eigen::VectorXd> x(values.data(), Eigen::Index(values.size()));
    const auto stats = attn::sampleStats(x);
    QVERIFY(stats.ok());
    const double n = double(values.size());
    QVERIFY2(std::abs(stats.value().mean) <= 5.0 / std::sqrt(n),
             qPrintable(QStringLiteral("mean %1").arg(stats.value().mean)));
    const double lower = chiSquareQuantile(n - 1, -5.0) / (n - 1);
    const double upper = chiSquareQuantile(n - 1, 5.0) / (n - 1);
    QVERIFY2(stats.value().variance >= lower && stats.value().variance <= upper,
             qPrintable(QStringLiteral("variance %1 outside [%2, %3]")
                            .arg(stats.value().variance)
                            .arg(lower)
                            .arg(upper)));
    const double ks = ksAgainstNormal(values);
    QVERIFY2(ks <= kKolmogorovBound, qPrintable(QStringLiteral("sqrt(n) D = %1").arg(ks)));
}

// Pearson correlation of x[i] and y[i].
double correlation(const Eigen::VectorXd& x, const Eigen::VectorXd& y) {
    const Eigen::ArrayXd a = x.array() - x.mean(), b = y.array() - y.mean();
    return (a * b).sum() / std::sqrt(a.square().sum() * b.square().sum());
}

} // namespace

class TestBench : public QObject {
    Q_OBJECT

private slots:
    void createRejects_data();
    void createRejects();
    void dotProductsRejects();
    void goldenValues();
    void kernelsGiveTheSameBits();
    void kernelsDrawTheSameHash();
    void kernelsSumTheSameTerms();
    void sameSeedSameNumbers();
    void prefixProperty_data();
    void prefixProperty();
    void pathIndependence();
    void vectorsGiveTheTerms();
    void sigmaScales();
    void memory();
    void largeConfigurations();
    void entriesAreStandardNormal();
    void normalisedDotProductIsStandardNormal_data();
    void normalisedDotProductIsStandardNormal();
    void dotProductVariance_data();
    void dotProductVariance();
    void noCorrelation();
};

void TestBench::createRejects_data() {
    QTest::addColumn<int>("samples");
    QTest::addColumn<int>("maxDk");
    QTest::addColumn<double>("sigma");
    QTest::addColumn<attn::ErrorCode>("code");
    QTest::addColumn<QString>("mentions");
    QTest::addRow("0 pairs") << 0 << 64 << 1.0 << attn::ErrorCode::BadSampleCount << "0 pairs";
    QTest::addRow("negative pairs")
        << -5 << 64 << 1.0 << attn::ErrorCode::BadSampleCount << "use 1 to 1000000";
    QTest::addRow("too many pairs")
        << attn::kMaxBenchSamples + 1 << 64 << 1.0 << attn::ErrorCode::BadSampleCount << "1000001";
    QTest::addRow("d_k 0") << 10 << 0 << 1.0 << attn::ErrorCode::BadDimension << "d_k = 0";
    QTest::addRow("d_k negative") << 10 << -1 << 1.0 << attn::ErrorCode::BadDimension << "d_k = -1";
    QTest::addRow("d_k too large")
        << 10 << attn::kMaxBenchDk + 1 << 1.0 << attn::ErrorCode::BadDimension << "use 1 to 16384";
    QTest::addRow("sigma 0") << 10 << 64 << 0.0 << attn::ErrorCode::BadScale << "sigma = 0";
    QTest::addRow("sigma -1") << 10 << 64 << -1.0 << attn::ErrorCode::BadScale << "sigma = -1";
    QTest::addRow("sigma NaN") << 10 << 64 << testing::kNaN << attn::ErrorCode::BadScale
                               << "between";
    QTest::addRow("sigma inf") << 10 << 64 << testing::kInf << attn::ErrorCode::BadScale
                               << "between";
    QTest::addRow("sigma 1e308") << 10 << 64 << 1e308 << attn::ErrorCode::BadScale << "1e100";
}

void TestBench::createRejects() {
    QFETCH(int, samples);
    QFETCH(int, maxDk);
    QFETCH(double, sigma);
    QFETCH(attn::ErrorCode, code);
    QFETCH(QString, mentions);
    attn::BenchConfig config;
    config.samples = samples;
    config.maxDk = maxDk;
    config.sigma = sigma;
    ATTN_EXPECT_ERROR(attn::DotProductBench::create(config), code, mentions);
}

void TestBench::dotProductsRejects() {
    attn::DotProductBench bench = makeBench(10, 64);
    ATTN_EXPECT_ERROR(bench.dotProducts(0), attn::ErrorCode::BadDimension, "use 1 to 64");
    ATTN_EXPECT_ERROR(bench.dotProducts(-3), attn::ErrorCode::BadDimension, "d_k = -3");
    ATTN_EXPECT_ERROR(bench.dotProducts(65), attn::ErrorCode::BadDimension, "d_k = 65");
    QCOMPARE(bench.channelTerms(-1, 4).size(), Eigen::Index(0));
    QCOMPARE(bench.channelTerms(10, 4).size(), Eigen::Index(0));
    QCOMPARE(bench.channelTerms(0, 0).size(), Eigen::Index(0));
    QCOMPARE(bench.channelTerms(0, 65).size(), Eigen::Index(0));
    QCOMPARE(bench.queryVector(0, 65).size(), Eigen::Index(0));
    QCOMPARE(bench.keyVector(10, 1).size(), Eigen::Index(0));
    // After errors the bench still works, and the pointer is stable between calls.
    const Eigen::VectorXd* first = bench.dotProducts(3).value();
    QCOMPARE(bench.dotProducts(64).value(), first);
    QCOMPARE(first->size(), Eigen::Index(10));
}

// Pins the generator: these numbers are pure IEEE float/double and integer arithmetic of our
// own, so they are the same on every standard library and platform. A change here is a change
// of every figure the lessons show.
void TestBench::goldenValues() {
    attn::DotProductBench bench = makeBench(10000, 4096, 1.0, 1);
    Eigen::VectorXd terms(4);
    terms << -0x1.a2c6p-4, 0x1.5cbff4p-5, 0x1.7007aap-3, 0x1.29dc3p-1;
    QCOMPARE(bench.channelTerms(0, 4), terms);
    const Eigen::VectorXd sums = dots(bench, 1024);
    QCOMPARE(sums[0], 0x1.0b9d9d6cb4p+6);
    QCOMPARE(sums[1], 0x1.70ad5a0c7p+4);
    QCOMPARE(sums[2], -0x1.43fb87ea4p+2);
    Eigen::VectorXd q(2), k(2);
    q << -0x1.0fa7p+0, 0x1.7942dep-1;
    k << 0x1.8aa4e8p-4, 0x1.d94e48p-5;
    QCOMPARE(bench.queryVector(0, 2), q);
    QCOMPARE(bench.keyVector(0, 2), k);
}

// Every vectorised kernel this CPU can run (baseline, AVX2, AVX-512) gives the baseline's bits,
// and those are -ln(u1) sin(theta) by the C library in double to float accuracy. Inputs: the
// ends and folding points of both fields, then pseudo-random fields.
void TestBench::kernelsGiveTheSameBits() {
    std::vector<std::int32_t> radius, angle;
    const std::int32_t radii[] = {0, 1, 2, 3, 1 << 20, 1 << 30, 0x7ffffffe, 0x7fffffff};
    const std::int32_t half = 1 << 23;
    const std::int32_t angles[] = {0,        1,    half / 2 - 1, half / 2,        half / 2 + 1,
                                   half - 1, half, half + 1,     half + half / 2, (1 << 24) - 1};
    for (std::int32_t r : radii)
        for (std::int32_t a : angles) {
            radius.push_back(r);
            angle.push_back(a);
        }
    std::uint64_t state = 88172645463325252ULL;
    for (int i = 0; i < 100003; ++i) { // not a multiple of the kernels' block
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        radius.push_back(std::int32_t(state & 0x7fffffffU));
        angle.push_back(std::int32_t(state >> 40));
    }
    const std::vector<std::string> kernels = attn::detail::benchTermKernels();
    QVERIFY(!kernels.empty());
    QCOMPARE(kernels.front(), std::string("baseline"));
    const std::vector<double> baseline = attn::detail::benchTermsWithKernel(0, radius, angle);
    QCOMPARE(baseline.size(), radius.size());
    for (std::size_t i = 0; i < radius.size(); ++i) {
        const double u1 = std::ldexp(double(radius[i]), -31) + std::ldexp(1.0, -32);
        const double theta = double(angle[i] - half) * M_PI / double(half);
        const double reference = -std::log(u1) * std::sin(theta);
        // float log and sin: a few float ulps of -ln(u1) (<= 22.2), plus the 2^-32 rounding.
        QVERIFY2(std::abs(baseline[i] - reference) <= 1e-6 * (1.0 + std::abs(std::log(u1))),
                 qPrintable(QStringLiteral("radius %1 angle %2: %3, reference %4")
                                .arg(radius[i])
                                .arg(angle[i])
                                .arg(baseline[i], 0, 'g', 17)
                                .arg(reference, 0, 'g', 17)));
    }
    for (std::size_t k = 1; k < kernels.size(); ++k) {
        const std::vector<double> terms = attn::detail::benchTermsWithKernel(k, radius, angle);
        QCOMPARE(terms.size(), baseline.size());
        // Bits, not QCOMPARE's fuzzy comparison of doubles.
        QVERIFY2(std::memcmp(terms.data(), baseline.data(), terms.size() * sizeof(double)) == 0,
                 kernels[k].c_str());
    }
    QVERIFY(attn::detail::benchTermsWithKernel(kernels.size(), radius, angle).empty());
    QVERIFY(attn::detail::benchTermsWithKernel(0, {-1}, {0}).empty());
    QVERIFY(attn::detail::benchTermsWithKernel(0, {0}, {1 << 24}).empty());
    QVERIFY(attn::detail::benchTermsWithKernel(0, {0, 1}, {0}).empty());
}

// Every kernel's hash (scalar, or eight lanes of 32-bit products with AVX-512) is wyrand's
// folded 128-bit product at step firstDim + j + 1, computed here the naive way.
void TestBench::kernelsDrawTheSameHash() {
    const std::vector<std::string> kernels = attn::detail::benchTermKernels();
    const std::uint64_t keys[] = {0, ~std::uint64_t(0), 0x123456789abcdef0ULL, 1ULL << 63};
    for (std::size_t kernel = 0; kernel < kernels.size(); ++kernel)
        for (std::uint64_t key : keys)
            for (int firstDim : {0, 5, 4095})
                for (int dims : {0, 1, 7, 8, 9, 1000, 4096}) {
                    const std::vector<std::uint64_t> fields =
                        attn::detail::benchBitsWithKernel(kernel, key, firstDim, dims);
                    QCOMPARE(fields.size(), std::size_t(dims));
                    for (int j = 0; j < dims; ++j) {
                        const std::uint64_t state =
                            key + (std::uint64_t(firstDim + j) + 1) * 0xa0761d6478bd642fULL;
                        const unsigned __int128 product =
                            static_cast<unsigned __int128>(state) * (state ^ 0xe7037ed1a0b428dbULL);
                        const std::uint64_t bits =
                            std::uint64_t(product >> 64) ^ std::uint64_t(product);
                        const std::uint64_t expected = (bits >> 40) << 32 | (bits & 0x7fffffffU);
                        if (fields[std::size_t(j)] != expected)
                            QFAIL(qPrintable(QStringLiteral("%1: key %2 dimension %3")
                                                 .arg(QString::fromStdString(kernels[kernel]))
                                                 .arg(key)
                                                 .arg(firstDim + j)));
                    }
                }
    QVERIFY(attn::detail::benchBitsWithKernel(kernels.size(), 0, 0, 8).empty());
    QVERIFY(attn::detail::benchBitsWithKernel(0, 0, -1, 8).empty());
}

// The checkpoints' sums of every kernel (the AVX-512 one hashes, computes and sums in registers,
// as integers in units of 2^-32) are the sums of the baseline's own hash fields and terms, bit
// for bit. Runs of 32 (two vectors of 16) and longer, whole and split across calls.
void TestBench::kernelsSumTheSameTerms() {
    const std::vector<std::string> kernels = attn::detail::benchTermKernels();
    const std::uint64_t keys[] = {0, ~std::uint64_t(0), 0x123456789abcdef0ULL, 1ULL << 63};
    struct Runs {
        int firstDim, intervals, interval;
    };
    const Runs runs[] = {{0, 1, 32},   {0, 3, 32},  {32, 5, 32},        {4064, 1, 32},
                         {0, 2, 64},   {64, 3, 96}, {0, 1, 160},        {512, 4, 512},
                         {0, 128, 32}, {0, 0, 32},  {16384 - 64, 2, 32}};
    for (std::uint64_t key : keys)
        for (const Runs& run : runs) {
            const int dims = run.intervals * run.interval;
            const std::vector<std::uint64_t> fields =
                attn::detail::benchBitsWithKernel(0, key, run.firstDim, dims);
            std::vector<std::int32_t> radius, angle;
            for (std::uint64_t field : fields) {
                radius.push_back(std::int32_t(field & 0x7fffffffU));
                angle.push_back(std::int32_t(field >> 32));
            }
            const std::vector<double> terms = attn::detail::benchTermsWithKernel(0, radius, angle);
            QCOMPARE(terms.size(), std::size_t(dims));
            std::vector<double> expected(std::size_t(run.intervals), 0.0);
            for (int j = 0; j < dims; ++j)
                expected[std::size_t(j / run.interval)] += terms[std::size_t(j)];
            for (std::size_t kernel = 0; kernel < kernels.size(); ++kernel) {
                const std::vector<double> sums = attn::detail::benchIntervalSumsWithKernel(
                    kernel, key, run.firstDim, run.intervals, run.interval);
                QCOMPARE(sums.size(), expected.size());
                // Bits, not QCOMPARE's fuzzy comparison of doubles.
                // memcmp of an empty vector's null data is undefined (UBSan).
                QVERIFY2(sums.empty() || std::memcmp(sums.data(), expected.data(),
                                                     sums.size() * sizeof(double)) == 0,
                         qPrintable(QStringLiteral("%1: key %2, %3 x %4 from %5")
                                        .arg(QString::fromStdString(kernels[kernel]))
                                        .arg(key)
                                        .arg(run.intervals)
                                        .arg(run.interval)
                                        .arg(run.firstDim)));
            }
        }
    QVERIFY(attn::detail::benchIntervalSumsWithKernel(kernels.size(), 0, 0, 1, 32).empty());
    QVERIFY(attn::detail::benchIntervalSumsWithKernel(0, 0, 16, 1, 32).empty());
    QVERIFY(attn::detail::benchIntervalSumsWithKernel(0, 0, 0, 1, 48).empty());
    QVERIFY(attn::detail::benchIntervalSumsWithKernel(0, 0, 0, -1, 32).empty());
    QVERIFY(attn::detail::benchIntervalSumsWithKernel(0, 0, 0, 513, 32).empty());
}

void TestBench::sameSeedSameNumbers() {
    attn::DotProductBench a = makeBench(), b = makeBench();
    attn::DotProductBench other = makeBench(kPairs, 4096, 1.0, kSeed + 1);
    for (int dk : {1, 37, 1024}) {
        const Eigen::VectorXd x = dots(a, dk);
        QCOMPARE(dots(b, dk), x);
        QVERIFY(dots(other, dk) != x);
    }
}

void TestBench::prefixProperty_data() {
    QTest::addColumn<int>("dk");
    for (int dk : {1, 2, 15, 16, 17, 31, 32, 33, 255, 1000, 1024, 4095, 4096})
        QTest::addRow("d_k %d", dk) << dk;
}

// dotProducts(dk)[i] is the sum of the first dk channel terms, exactly: every term is a
// multiple of 2^-32 below 2^5, so every partial sum is exact in double and the order of the
// sum does not matter.
void TestBench::prefixProperty() {
    QFETCH(int, dk);
    attn::DotProductBench bench = makeBench(kFewPairs);
    const Eigen::VectorXd sums = dots(bench, dk);
    const Eigen::VectorXd longest = bench.channelTerms(kFewPairs - 1, 4096);
    for (int pair : {0, 1, 999, kFewPairs - 1}) {
        const Eigen::VectorXd terms = bench.channelTerms(pair, dk);
        QCOMPARE(terms.size(), Eigen::Index(dk));
        double forward = 0.0, backward = 0.0;
        for (int j = 0; j < dk; ++j) {
            forward += terms[j];
            backward += terms[dk - 1 - j];
            QCOMPARE(std::ldexp(terms[j], 32), std::round(std::ldexp(terms[j], 32)));
        }
        QCOMPARE(forward, sums[pair]);
        QCOMPARE(backward, sums[pair]);
    }
    QCOMPARE(bench.channelTerms(kFewPairs - 1, dk), Eigen::VectorXd(longest.head(dk)));
}

// Whatever order the fader visits d_k in, the numbers at each d_k are bit-identical.
void TestBench::pathIndependence() {
    const std::vector<int> targets = {1, 17, 100, 255, 256, 257, 1024, 3000, 4096};
    attn::DotProductBench ascending = makeBench(kFewPairs);
    std::vector<Eigen::VectorXd> expected;
    for (int dk = 1; dk <= 300; ++dk)
        dots(ascending, dk);
    for (int dk : targets)
        expected.push_back(dots(ascending, dk));

    attn::DotProductBench descending = makeBench(kFewPairs);
    for (std::size_t t = targets.size(); t-- > 0;)
        QCOMPARE(dots(descending, targets[t]), expected[t]);

    attn::DotProductBench jumping = makeBench(kFewPairs);
    const std::vector<std::size_t> order = {6, 0, 8, 3, 3, 1, 7, 2, 5, 4, 0, 8};
    for (std::size_t t : order) {
        dots(jumping, 2000 + int(t)); // a detour between visits
        QCOMPARE(dots(jumping, targets[t]), expected[t]);
    }
}

void TestBench::vectorsGiveTheTerms() {
    attn::DotProductBench bench = makeBench(100, 512);
    for (int pair : {0, 42, 99}) {
        const Eigen::VectorXd q = bench.queryVector(pair, 512), k = bench.keyVector(pair, 512);
        const Eigen::VectorXd terms = bench.channelTerms(pair, 512);
        QCOMPARE(bench.queryVector(pair, 10), Eigen::VectorXd(q.head(10)));
        for (int j = 0; j < 512; ++j) {
            // Float rounding of R, cos, sin and the product: a few 1e-7 of R^2 = q^2 + k^2.
            const double bound = 1e-6 * (q[j] * q[j] + k[j] * k[j]) + 1e-9;
            QVERIFY2(std::abs(q[j] * k[j] - terms[j]) <= bound,
                     qPrintable(QStringLiteral("pair %1, dimension %2").arg(pair).arg(j)));
        }
    }
}

void TestBench::sigmaScales() {
    attn::DotProductBench unit = makeBench(1000, 256);
    attn::DotProductBench two = makeBench(1000, 256, 2.0);
    attn::DotProductBench tenth = makeBench(1000, 256, 0.1);
    for (int dk : {1, 100, 256}) {
        const Eigen::VectorXd base = dots(unit, dk);
        QCOMPARE(dots(two, dk), Eigen::VectorXd(4.0 * base)); // powers of two are exact
        const Eigen::VectorXd scaled = dots(tenth, dk);
        QVERIFY((scaled - 0.01 * base).cwiseAbs().maxCoeff() <= 1e-15 * base.cwiseAbs().maxCoeff());
        QCOMPARE(two.theorySd(dk), 4.0 * std::sqrt(double(dk)));
        QCOMPARE(unit.theorySd(dk), std::sqrt(double(dk)));
    }
    QCOMPARE(two.channelTerms(3, 5), Eigen::VectorXd(4.0 * unit.channelTerms(3, 5)));
    QCOMPARE(two.queryVector(3, 5), Eigen::VectorXd(2.0 * unit.queryVector(3, 5)));
}

// The lesson's fader: N = 10,000 up to d_k = 4096 in at most 64 MB (issue 2, section 4).
void TestBench::memory() {
    attn::DotProductBench bench = makeBench();
    QCOMPARE(bench.checkpointInterval(), 32);
    const std::size_t before = bench.memoryBytes();
    dots(bench, 4096);
    QCOMPARE(bench.memoryBytes(), before);
    QVERIFY(bench.memoryBytes() <= std::size_t(64) << 20);
    QVERIFY(bench.memoryBytes() >= 4096 / 32 * std::size_t(kPairs) * sizeof(double));
    QCOMPARE(bench.config().samples, kPairs);
    QCOMPARE(bench.config().seed, kSeed);
}

// N up to 10^6 and d_k up to 16384 fit the budget by spacing the checkpoints further apart.
void TestBench::largeConfigurations() {
    attn::DotProductBench huge = makeBench(attn::kMaxBenchSamples, attn::kMaxBenchDk);
    QVERIFY(huge.checkpointInterval() > 32);
    QVERIFY(huge.memoryBytes() <=
            attn::kBenchCheckpointBudget + attn::kMaxBenchSamples * sizeof(double) + 4096);
    attn::DotProductBench wide = makeBench(100000, 8192);
    QCOMPARE(wide.checkpointInterval(), 512); // 16 levels of 100,000 sums: 12.8 MB
    const Eigen::VectorXd sums = dots(wide, 40);
    QCOMPARE(sums.size(), Eigen::Index(100000));
    QCOMPARE(wide.channelTerms(99999, 40).sum(), sums[99999]);
    // The longest sums: still exact at d_k = 16384.
    attn::DotProductBench deep = makeBench(3, attn::kMaxBenchDk);
    const Eigen::VectorXd deepest = dots(deep, attn::kMaxBenchDk);
    for (int pair = 0; pair < 3; ++pair) {
        const Eigen::VectorXd terms = deep.channelTerms(pair, attn::kMaxBenchDk);
        QCOMPARE(std::accumulate(terms.begin(), terms.end(), 0.0), deepest[pair]);
    }
}

// q_j and k_j pooled over pairs and the first 8 dimensions: 80,000 values each, N(0, 1).
void TestBench::entriesAreStandardNormal() {
    attn::DotProductBench bench = makeBench();
    std::vector<double> queries, keys, products;
    for (int pair = 0; pair < kPairs; ++pair) {
        const Eigen::VectorXd q = bench.queryVector(pair, 8), k = bench.keyVector(pair, 8);
        for (int j = 0; j < 8; ++j) {
            queries.push_back(q[j]);
            keys.push_back(k[j]);
        }
    }
    checkStandardNormal(queries);
    checkStandardNormal(keys);
    // Tails: P(|z| > 3) = 0.0026998; the count is binomial, band at 5 sigma.
    for (const std::vector<double>* values : {&queries, &keys}) {
        const double n = double(values->size()), p = 0.0026998;
        const double tail = double(std::count_if(values->begin(), values->end(),
                                                 [](double z) { return std::abs(z) > 3.0; }));
        QVERIFY(std::abs(tail - n * p) <= 5.0 * std::sqrt(n * p * (1 - p)));
    }
}

void TestBench::normalisedDotProductIsStandardNormal_data() {
    QTest::addColumn<int>("dk");
    for (int dk : {1, 2, 3, 16, 17, 64, 1024})
        QTest::addRow("d_k %d", dk) << dk;
}

// Given q, q.k = sum q_j k_j is N(0, |q|^2) exactly, so q.k / |q| is exactly N(0, 1) for every
// d_k: the chi-square law of its sample variance applies without any kurtosis correction.
void TestBench::normalisedDotProductIsStandardNormal() {
    QFETCH(int, dk);
    attn::DotProductBench bench = makeBench(kPairs, 1024);
    const Eigen::VectorXd sums = dots(bench, dk);
    std::vector<double> z(kPairs);
    for (int pair = 0; pair < kPairs; ++pair)
        z[std::size_t(pair)] = sums[pair] / bench.queryVector(pair, dk).norm();
    checkStandardNormal(z);
}

void TestBench::dotProductVariance_data() {
    QTest::addColumn<int>("dk");
    QTest::addColumn<double>("sigma");
    for (int dk : {1, 4, 16, 64, 512, 1024, 4096})
        QTest::addRow("d_k %d", dk) << dk << 1.0;
    QTest::addRow("d_k 64, sigma 0.5") << 64 << 0.5;
    QTest::addRow("d_k 64, sigma 3") << 64 << 3.0;
}

// The lesson's claim Var(q.k) = sigma^4 d_k. q.k is not normal: its fourth central moment is
// mu4 = sigma^8 (3 d^2 + 6 d) (excess kurtosis 6/d), so the unbiased sample variance has
// Var(s^2) = mu4 / N - sigma^8 d^2 (N - 3) / (N (N - 1)): the band is 5 of its sd (CLT).
void TestBench::dotProductVariance() {
    QFETCH(int, dk);
    QFETCH(double, sigma);
    attn::DotProductBench bench = makeBench(kPairs, 4096, sigma);
    const auto stats = attn::sampleStats(dots(bench, dk));
    QVERIFY(stats.ok());
    const double n = kPairs, d = dk, s4 = std::pow(sigma, 4);
    const double variance = s4 * d;
    const double mu4 = s4 * s4 * (3 * d * d + 6 * d);
    const double sdOfVariance = std::sqrt(mu4 / n - s4 * s4 * d * d * (n - 3) / (n * (n - 1)));
    QVERIFY2(std::abs(stats.value().variance - variance) <= 5 * sdOfVariance,
             qPrintable(QStringLiteral("variance %1, theory %2 +- %3")
                            .arg(stats.value().variance)
                            .arg(variance)
                            .arg(sdOfVariance)));
    QVERIFY(std::abs(stats.value().mean) <= 5 * std::sqrt(variance / n));
    QCOMPARE(bench.theorySd(dk), std::sqrt(variance));
}

// Pairs are independent of each other, and so are the dimensions of one pair: correlations of
// neighbours are N(0, 1/n) to first order, band at 5 sigma.
void TestBench::noCorrelation() {
    attn::DotProductBench bench = makeBench();
    const Eigen::VectorXd x = dots(bench, 1);
    const double n = kPairs - 1;
    QVERIFY(std::abs(correlation(x.head(kPairs - 1), x.tail(kPairs - 1))) <= 5 / std::sqrt(n));
    const Eigen::VectorXd y = dots(bench, 16);
    QVERIFY(std::abs(correlation(x, y - x)) <= 5 / std::sqrt(double(kPairs)));
    const Eigen::VectorXd terms = bench.channelTerms(7, 4096);
    QVERIFY(std::abs(correlation(terms.head(4095), terms.tail(4095))) <= 5 / std::sqrt(4095.0));
    const Eigen::VectorXd q = bench.queryVector(7, 4096), k = bench.keyVector(7, 4096);
    QVERIFY(std::abs(correlation(q, k)) <= 5 / std::sqrt(4096.0));
}

QTEST_APPLESS_MAIN(TestBench)
#include "tst_bench.moc"
