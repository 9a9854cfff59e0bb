// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/attention.h"
#include "reference.h"
#include "testing.h"

#include <QTest>

#include <cmath>
#include <random>

using testing::kInf;
using testing::kNaN;

using BoolMatrix = Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic>;

namespace {

// Deterministic test matrices (not a statistical source: any fixed numbers will do).
Eigen::MatrixXd filled(Eigen::Index rows, Eigen::Index cols, unsigned seed) {
    std::mt19937 engine(seed);
    Eigen::MatrixXd m(rows, cols);
    for (Eigen::Index c = 0; c < cols; ++c)
        for (Eigen::Index r = 0; r < rows; ++r)
            m(r, c) = double(engine() % 2001) / 500.0 - 2.0;
    return m;
}

// The loops PyTorch's documentation gives for scaled_dot_product_attention.
attn::AttentionResult naive(const Eigen::MatrixXd& q, const Eigen::MatrixXd& k,
                            const Eigen::MatrixXd& v, const attn::AttentionOptions& options) {
    const Eigen::Index L = q.rows(), S = k.rows(), E = q.cols();
    const double scale = options.scale ? *options.scale : 1.0 / std::sqrt(double(E));
    attn::AttentionResult out;
    out.weights = Eigen::MatrixXd::Zero(L, S);
    out.output = Eigen::MatrixXd::Zero(L, v.cols());
    for (Eigen::Index i = 0; i < L; ++i) {
        Eigen::VectorXd logits(S);
        for (Eigen::Index j = 0; j < S; ++j) {
            long double dot = 0;
            for (Eigen::Index e = 0; e < E; ++e)
                dot += (long double)q(i, e) * k(j, e);
            double logit = double(dot) * scale;
            if (options.mask.kind == attn::AttentionMask::Kind::Boolean &&
                !options.mask.allowed(i, j))
                logit = -kInf;
            if (options.mask.kind == attn::AttentionMask::Kind::Additive)
                logit += options.mask.additive(i, j);
            if (options.causal && j > i)
                logit = -kInf;
            logits[j] = logit;
        }
        const Eigen::VectorXd w = reference::softmax(logits);
        for (Eigen::Index j = 0; j < S; ++j) {
            out.weights(i, j) = w[j];
            for (Eigen::Index c = 0; c < v.cols(); ++c)
                out.output(i, c) += w[j] * v(j, c);
        }
    }
    return out;
}

} // namespace

Q_DECLARE_METATYPE(attn::AttentionOptions)

class TestAttention : public QObject {
    Q_OBJECT

private slots:
    void againstNaive_data();
    void againstNaive();
    void fullyMaskedRowGivesZeros();
    void causalIsUpperLeft();
    void defaultScaleIsInverseSqrtE();
    void rejects_data();
    void rejects();
    void specialValuesNeverGiveNaN();
};

void TestAttention::againstNaive_data() {
    QTest::addColumn<int>("L");
    QTest::addColumn<int>("S");
    QTest::addColumn<int>("E");
    QTest::addColumn<int>("dv");
    QTest::addColumn<attn::AttentionOptions>("options");
    attn::AttentionOptions plain;
    QTest::addRow("1x1x1") << 1 << 1 << 1 << 1 << plain;
    QTest::addRow("3x5x4, dv 2") << 3 << 5 << 4 << 2 << plain;
    QTest::addRow("16x16x64") << 16 << 16 << 64 << 8 << plain;
    attn::AttentionOptions causal;
    causal.causal = true;
    QTest::addRow("causal square") << 6 << 6 << 8 << 3 << causal;
    QTest::addRow("causal L < S") << 3 << 5 << 4 << 2 << causal;
    QTest::addRow("causal L > S (rows past S see all)") << 5 << 3 << 4 << 2 << causal;
    attn::AttentionOptions scaled;
    scaled.scale = 0.05;
    QTest::addRow("explicit scale") << 4 << 7 << 16 << 4 << scaled;
    attn::AttentionOptions negative;
    negative.scale = -1.0;
    QTest::addRow("negative scale reverses") << 4 << 4 << 2 << 2 << negative;
    attn::AttentionOptions zero;
    zero.scale = 0.0;
    QTest::addRow("scale 0 is uniform") << 3 << 4 << 2 << 2 << zero;
    attn::AttentionOptions boolean;
    boolean.mask.kind = attn::AttentionMask::Kind::Boolean;
    boolean.mask.allowed = BoolMatrix(4, 5);
    boolean.mask.allowed << true, false, true, true, false, //
        false, false, true, false, false,                   //
        false, false, false, false, false,                  //
        true, true, true, true, true;
    QTest::addRow("boolean mask, one row fully masked") << 4 << 5 << 3 << 2 << boolean;
    attn::AttentionOptions booleanCausal = boolean;
    booleanCausal.causal = true;
    QTest::addRow("boolean and causal") << 4 << 5 << 3 << 2 << booleanCausal;
    attn::AttentionOptions additive;
    additive.mask.kind = attn::AttentionMask::Kind::Additive;
    additive.mask.additive = Eigen::MatrixXd::Zero(3, 4);
    additive.mask.additive << 0.0, -kInf, 1.5, -2.0, //
        -kInf, -kInf, -kInf, -kInf,                  //
        1e300, 0.0, -0.0, 3.0;
    QTest::addRow("additive mask with -inf and 1e300") << 3 << 4 << 2 << 2 << additive;
}

void TestAttention::againstNaive() {
    QFETCH(int, L);
    QFETCH(int, S);
    QFETCH(int, E);
    QFETCH(int, dv);
    QFETCH(attn::AttentionOptions, options);
    const Eigen::MatrixXd q = filled(L, E, 1), k = filled(S, E, 2), v = filled(S, dv, 3);
    const auto result = attn::scaledDotProductAttention(q, k, v, options);
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
    const attn::AttentionResult expected = naive(q, k, v, options);
    // Logits differ from the long double loop by a few ulps; through exp() that is a relative
    // 1e-14 on each weight, and outputs are weighted sums of |v| <= 2.
    QVERIFY((result.value().weights - expected.weights).cwiseAbs().maxCoeff() <= 1e-13);
    QVERIFY((result.value().output - expected.output).cwiseAbs().maxCoeff() <= 1e-12);
    for (Eigen::Index i = 0; i < L; ++i) {
        const double sum = result.value().weights.row(i).sum();
        QVERIFY(sum == 0.0 || std::abs(sum - 1.0) <= 1e-14);
    }
}

void TestAttention::fullyMaskedRowGivesZeros() {
    const Eigen::MatrixXd q = filled(2, 4, 4), k = filled(3, 4, 5), v = filled(3, 2, 6);
    attn::AttentionOptions options;
    options.mask.kind = attn::AttentionMask::Kind::Boolean;
    options.mask.allowed = BoolMatrix::Constant(2, 3, true);
    options.mask.allowed.row(1).setConstant(false);
    const auto result = attn::scaledDotProductAttention(q, k, v, options);
    QVERIFY(result.ok());
    QVERIFY(result.value().weights.allFinite());
    QCOMPARE(result.value().weights.row(1).cwiseAbs().sum(), 0.0);
    QCOMPARE(result.value().output.row(1).cwiseAbs().sum(), 0.0);
    QVERIFY(std::abs(result.value().weights.row(0).sum() - 1.0) <= 1e-15);
}

void TestAttention::causalIsUpperLeft() {
    // L = 2 queries, S = 4 keys: query 0 sees key 0 only, query 1 keys 0 and 1 (PyTorch's
    // is_causal; a lower-right alignment would let query 0 see keys 0..2).
    const Eigen::MatrixXd q = Eigen::MatrixXd::Zero(2, 3), k = filled(4, 3, 7);
    const Eigen::MatrixXd v = filled(4, 1, 8);
    attn::AttentionOptions options;
    options.causal = true;
    const auto result = attn::scaledDotProductAttention(q, k, v, options);
    QVERIFY(result.ok());
    Eigen::MatrixXd expected(2, 4);
    expected << 1.0, 0.0, 0.0, 0.0, //
        0.5, 0.5, 0.0, 0.0;
    QCOMPARE(result.value().weights, expected);
}

void TestAttention::defaultScaleIsInverseSqrtE() {
    const Eigen::MatrixXd q = filled(3, 9, 9), k = filled(4, 9, 10), v = filled(4, 2, 11);
    attn::AttentionOptions explicitThird;
    explicitThird.scale = 1.0 / 3.0;
    const auto byDefault = attn::scaledDotProductAttention(q, k, v);
    const auto byHand = attn::scaledDotProductAttention(q, k, v, explicitThird);
    QVERIFY(byDefault.ok() && byHand.ok());
    QCOMPARE(byDefault.value().weights, byHand.value().weights);
}

void TestAttention::rejects_data() {
    QTest::addColumn<Eigen::MatrixXd>("q");
    QTest::addColumn<Eigen::MatrixXd>("k");
    QTest::addColumn<Eigen::MatrixXd>("v");
    QTest::addColumn<attn::AttentionOptions>("options");
    QTest::addColumn<attn::ErrorCode>("code");
    QTest::addColumn<QString>("mentions");
    const Eigen::MatrixXd q = filled(2, 3, 1), k = filled(4, 3, 2), v = filled(4, 2, 3);
    const attn::AttentionOptions plain;
    QTest::addRow("no queries") << Eigen::MatrixXd(0, 3) << k << v << plain
                                << attn::ErrorCode::EmptyInput << "q is 0 x 3";
    QTest::addRow("no keys") << q << Eigen::MatrixXd(0, 3) << Eigen::MatrixXd(0, 2) << plain
                             << attn::ErrorCode::EmptyInput << "at least one row";
    QTest::addRow("E = 0") << Eigen::MatrixXd(2, 0) << Eigen::MatrixXd(4, 0) << v << plain
                           << attn::ErrorCode::EmptyInput << "at least one";
    QTest::addRow("dv = 0") << q << k << Eigen::MatrixXd(4, 0) << plain
                            << attn::ErrorCode::EmptyInput << "v is 4 x 0";
    QTest::addRow("E differs") << q << filled(4, 5, 2) << v << plain
                               << attn::ErrorCode::DimensionMismatch << "q is 2 x 3 but k is 4 x 5";
    QTest::addRow("v rows differ")
        << q << k << filled(3, 2, 3) << plain << attn::ErrorCode::DimensionMismatch << "4 rows";
    Eigen::MatrixXd withNaN = q;
    withNaN(1, 2) = kNaN;
    QTest::addRow("NaN in q") << withNaN << k << v << plain << attn::ErrorCode::NotANumber
                              << "q(2, 3)";
    Eigen::MatrixXd withInf = v;
    withInf(0, 0) = -kInf;
    QTest::addRow("inf in v") << q << k << withInf << plain << attn::ErrorCode::NotANumber
                              << "v(1, 1)";
    attn::AttentionOptions badScale;
    badScale.scale = kNaN;
    QTest::addRow("NaN scale") << q << k << v << badScale << attn::ErrorCode::BadScale << "finite";
    attn::AttentionOptions wrongShape;
    wrongShape.mask.kind = attn::AttentionMask::Kind::Boolean;
    wrongShape.mask.allowed = BoolMatrix::Constant(4, 2, true);
    QTest::addRow("boolean mask transposed")
        << q << k << v << wrongShape << attn::ErrorCode::BadMask << "is 4 x 2";
    attn::AttentionOptions additiveShape;
    additiveShape.mask.kind = attn::AttentionMask::Kind::Additive;
    QTest::addRow("additive mask missing")
        << q << k << v << additiveShape << attn::ErrorCode::BadMask << "(2 x 4)";
    attn::AttentionOptions additiveNaN;
    additiveNaN.mask.kind = attn::AttentionMask::Kind::Additive;
    additiveNaN.mask.additive = Eigen::MatrixXd::Zero(2, 4);
    additiveNaN.mask.additive(0, 3) = kNaN;
    QTest::addRow("additive NaN") << q << k << v << additiveNaN << attn::ErrorCode::BadMask
                                  << "(1, 4)";
    attn::AttentionOptions additiveInf = additiveNaN;
    additiveInf.mask.additive(0, 3) = kInf;
    QTest::addRow("additive +inf")
        << q << k << v << additiveInf << attn::ErrorCode::BadMask << "-inf to hide";
    attn::AttentionOptions additiveHuge = additiveNaN;
    additiveHuge.mask.additive(0, 3) = 1.79e308;
    QTest::addRow("additive overflow")
        << Eigen::MatrixXd(Eigen::MatrixXd::Constant(2, 3, 1e153))
        << Eigen::MatrixXd(Eigen::MatrixXd::Constant(4, 3, 1e153)) << v << additiveHuge
        << attn::ErrorCode::TooLarge << "query 1 and key 4";
    QTest::addRow("q k^T overflows") << Eigen::MatrixXd(Eigen::MatrixXd::Constant(2, 3, 1e200))
                                     << Eigen::MatrixXd(Eigen::MatrixXd::Constant(4, 3, 1e200)) << v
                                     << plain << attn::ErrorCode::TooLarge << "q k^T";
}

void TestAttention::rejects() {
    QFETCH(Eigen::MatrixXd, q);
    QFETCH(Eigen::MatrixXd, k);
    QFETCH(Eigen::MatrixXd, v);
    QFETCH(attn::AttentionOptions, options);
    QFETCH(attn::ErrorCode, code);
    QFETCH(QString, mentions);
    ATTN_EXPECT_ERROR(attn::scaledDotProductAttention(q, k, v, options), code, mentions);
}

void TestAttention::specialValuesNeverGiveNaN() {
    testing::SpecialValues values(11);
    for (int round = 0; round < 1500; ++round) {
        const Eigen::Index L = 1 + values.below(3), S = 1 + values.below(3),
                           E = 1 + values.below(3);
        auto matrix = [&values](Eigen::Index rows, Eigen::Index cols) {
            Eigen::MatrixXd m(rows, cols);
            for (Eigen::Index c = 0; c < cols; ++c)
                for (Eigen::Index r = 0; r < rows; ++r)
                    m(r, c) = values.below(4) == 0 ? values.next() : values.next() * 1e-3;
            return m;
        };
        const Eigen::MatrixXd q = matrix(L, E), k = matrix(S, E), v = matrix(S, 2);
        attn::AttentionOptions options;
        options.causal = values.below(2) == 0;
        if (values.below(3) == 0)
            options.scale = values.next();
        if (values.below(3) == 0) {
            options.mask.kind = attn::AttentionMask::Kind::Additive;
            options.mask.additive = matrix(L, S);
        } else if (values.below(2) == 0) {
            options.mask.kind = attn::AttentionMask::Kind::Boolean;
            options.mask.allowed = BoolMatrix(L, S);
            for (Eigen::Index i = 0; i < options.mask.allowed.size(); ++i)
                options.mask.allowed.data()[i] = values.below(2) == 0;
        }
        const auto result = attn::scaledDotProductAttention(q, k, v, options);
        if (!result.ok())
            continue;
        QVERIFY(result.value().weights.allFinite());
        QVERIFY(result.value().output.allFinite());
        for (Eigen::Index i = 0; i < L; ++i) {
            const double sum = result.value().weights.row(i).sum();
            QVERIFY(sum == 0.0 || std::abs(sum - 1.0) <= 1e-15 * double(S));
        }
    }
}

QTEST_APPLESS_MAIN(TestAttention)
#include "tst_attention.moc"
