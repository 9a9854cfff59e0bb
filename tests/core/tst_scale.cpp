// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/scale.h"
#include "reference.h"
#include "testing.h"

#include <QTest>

#include <cmath>

using testing::kInf;
using testing::kNaN;
using testing::vec;

Q_DECLARE_METATYPE(attn::ScaleRule)
Q_DECLARE_METATYPE(attn::Growth)

class TestScale : public QObject {
    Q_OBJECT

private slots:
    void factor_data();
    void factor();
    void factorRejects_data();
    void factorRejects();
    void headDimension_data();
    void headDimension();
    void headDimensionRejects_data();
    void headDimensionRejects();
    void scoreLogits_data();
    void scoreLogits();
    void scoreLogitsRejects_data();
    void scoreLogitsRejects();
};

void TestScale::factor_data() {
    QTest::addColumn<attn::ScaleRule>("rule");
    QTest::addColumn<int>("dk");
    QTest::addColumn<double>("explicitFactor");
    QTest::addColumn<double>("expected");
    for (int dk : {1, 4, 64, 512, 8192}) {
        QTest::addRow("none, d_k %d", dk) << attn::ScaleRule::None << dk << 1.0 << 1.0;
        QTest::addRow("1/sqrt(d_k), d_k %d", dk)
            << attn::ScaleRule::InvSqrtDk << dk << 1.0 << 1.0 / std::sqrt(double(dk));
        QTest::addRow("1/d_k, d_k %d", dk) << attn::ScaleRule::InvDk << dk << 1.0 << 1.0 / dk;
    }
    QTest::addRow("explicit 0.125") << attn::ScaleRule::Explicit << 64 << 0.125 << 0.125;
    QTest::addRow("explicit 1e308") << attn::ScaleRule::Explicit << 1 << 1e308 << 1e308;
    QTest::addRow("explicit subnormal") << attn::ScaleRule::Explicit << 1 << 4e-320 << 4e-320;
    QTest::addRow("explicit factor ignored by none") << attn::ScaleRule::None << 16 << kNaN << 1.0;
}

void TestScale::factor() {
    QFETCH(attn::ScaleRule, rule);
    QFETCH(int, dk);
    QFETCH(double, explicitFactor);
    QFETCH(double, expected);
    const auto factor = attn::scaleFactor(rule, dk, explicitFactor);
    QVERIFY(factor.ok());
    QCOMPARE(factor.value(), expected);
}

void TestScale::factorRejects_data() {
    QTest::addColumn<attn::ScaleRule>("rule");
    QTest::addColumn<int>("dk");
    QTest::addColumn<double>("explicitFactor");
    QTest::addColumn<attn::ErrorCode>("code");
    QTest::addColumn<QString>("mentions");
    QTest::addRow("d_k 0") << attn::ScaleRule::InvSqrtDk << 0 << 1.0
                           << attn::ErrorCode::BadDimension << "d_k = 0";
    QTest::addRow("d_k -3") << attn::ScaleRule::InvDk << -3 << 1.0 << attn::ErrorCode::BadDimension
                            << "d_k = -3";
    QTest::addRow("d_k 0 for none too")
        << attn::ScaleRule::None << 0 << 1.0 << attn::ErrorCode::BadDimension << "1 or more";
    QTest::addRow("explicit 0") << attn::ScaleRule::Explicit << 4 << 0.0
                                << attn::ErrorCode::BadScale << "above 0";
    QTest::addRow("explicit -0") << attn::ScaleRule::Explicit << 4 << -0.0
                                 << attn::ErrorCode::BadScale << "above 0";
    QTest::addRow("explicit negative")
        << attn::ScaleRule::Explicit << 4 << -2.0 << attn::ErrorCode::BadScale << "-2";
    QTest::addRow("explicit NaN") << attn::ScaleRule::Explicit << 4 << kNaN
                                  << attn::ErrorCode::BadScale << "finite";
    QTest::addRow("explicit inf") << attn::ScaleRule::Explicit << 4 << kInf
                                  << attn::ErrorCode::BadScale << "finite";
}

void TestScale::factorRejects() {
    QFETCH(attn::ScaleRule, rule);
    QFETCH(int, dk);
    QFETCH(double, explicitFactor);
    QFETCH(attn::ErrorCode, code);
    QFETCH(QString, mentions);
    ATTN_EXPECT_ERROR(attn::scaleFactor(rule, dk, explicitFactor), code, mentions);
}

void TestScale::headDimension_data() {
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("expected");
    QTest::addRow("512 / 8") << 512 << 8 << 64;
    QTest::addRow("768 / 12") << 768 << 12 << 64;
    QTest::addRow("1 / 1") << 1 << 1 << 1;
    QTest::addRow("7 / 7") << 7 << 7 << 1;
    QTest::addRow("4096 / 1") << 4096 << 1 << 4096;
}

void TestScale::headDimension() {
    QFETCH(int, dModel);
    QFETCH(int, heads);
    QFETCH(int, expected);
    const auto dk = attn::headDim(dModel, heads);
    QVERIFY(dk.ok());
    QCOMPARE(dk.value(), expected);
    QCOMPARE(dk.value() * heads, dModel);
}

void TestScale::headDimensionRejects_data() {
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("heads");
    QTest::addColumn<attn::ErrorCode>("code");
    QTest::addColumn<QString>("mentions");
    QTest::addRow("512 / 3 names both") << 512 << 3 << attn::ErrorCode::HeadsDoNotDivide
                                        << "d_model = 512 does not split evenly "
                                           "into 3 heads";
    QTest::addRow("512 / 3 suggests 2 or 4")
        << 512 << 3 << attn::ErrorCode::HeadsDoNotDivide << "e.g. 2 or 4";
    QTest::addRow("7 / 2 suggests 1 or 7")
        << 7 << 2 << attn::ErrorCode::HeadsDoNotDivide << "e.g. 1 or 7";
    QTest::addRow("more heads than d_model")
        << 4 << 5 << attn::ErrorCode::HeadsDoNotDivide << "into 5 heads";
    QTest::addRow("d_model 0") << 0 << 1 << attn::ErrorCode::BadDimension << "d_model = 0";
    QTest::addRow("d_model negative") << -8 << 2 << attn::ErrorCode::BadDimension << "-8";
    QTest::addRow("heads 0") << 8 << 0 << attn::ErrorCode::BadDimension << "head count 0";
    QTest::addRow("heads negative") << 8 << -2 << attn::ErrorCode::BadDimension << "-2";
}

void TestScale::headDimensionRejects() {
    QFETCH(int, dModel);
    QFETCH(int, heads);
    QFETCH(attn::ErrorCode, code);
    QFETCH(QString, mentions);
    ATTN_EXPECT_ERROR(attn::headDim(dModel, heads), code, mentions);
}

void TestScale::scoreLogits_data() {
    QTest::addColumn<Eigen::VectorXd>("scores");
    QTest::addColumn<attn::Growth>("growth");
    QTest::addColumn<attn::ScaleRule>("rule");
    QTest::addColumn<int>("dk");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<double>("explicitFactor");
    const Eigen::VectorXd seed = vec({0.0, 4.0, 2.0});
    for (int dk : {1, 4, 64, 1024}) {
        QTest::addRow("seed, growth sqrt, none, d_k %d", dk)
            << seed << attn::Growth::Sqrt << attn::ScaleRule::None << dk << 1.0 << 1.0;
        QTest::addRow("seed, growth sqrt, 1/sqrt(d_k), d_k %d", dk)
            << seed << attn::Growth::Sqrt << attn::ScaleRule::InvSqrtDk << dk << 1.0 << 1.0;
        QTest::addRow("seed, growth sqrt, 1/d_k, d_k %d", dk)
            << seed << attn::Growth::Sqrt << attn::ScaleRule::InvDk << dk << 1.0 << 1.0;
    }
    QTest::addRow("temperature 0.5")
        << seed << attn::Growth::None << attn::ScaleRule::InvSqrtDk << 4 << 0.5 << 1.0;
    QTest::addRow("explicit 0.3") << seed << attn::Growth::None << attn::ScaleRule::Explicit << 4
                                  << 1.0 << 0.3;
    QTest::addRow("-inf score") << vec({1.0, -kInf, 3.0}) << attn::Growth::Sqrt
                                << attn::ScaleRule::InvSqrtDk << 16 << 1.0 << 1.0;
    QTest::addRow("+0 and -0") << vec({0.0, -0.0}) << attn::Growth::Sqrt << attn::ScaleRule::InvDk
                               << 9 << 2.0 << 1.0;
    QTest::addRow("1e308 without growth") << vec({1e308, -1e308}) << attn::Growth::None
                                          << attn::ScaleRule::InvSqrtDk << 4 << 1.0 << 1.0;
}

// raw = scores (times sqrt(d_k) under growth), scaled = raw * factor / temperature, weights =
// softmax(scaled): each step against the loop it stands for.
void TestScale::scoreLogits() {
    QFETCH(Eigen::VectorXd, scores);
    QFETCH(attn::Growth, growth);
    QFETCH(attn::ScaleRule, rule);
    QFETCH(int, dk);
    QFETCH(double, temperature);
    QFETCH(double, explicitFactor);
    attn::ScoreSetup setup;
    setup.growth = growth;
    setup.scale = rule;
    setup.dk = dk;
    setup.temperature = temperature;
    setup.explicitFactor = explicitFactor;
    const auto scored = attn::scoreLogits(scores, setup);
    QVERIFY(scored.ok());
    const double factor = rule == attn::ScaleRule::None        ? 1.0
                          : rule == attn::ScaleRule::InvSqrtDk ? 1.0 / std::sqrt(double(dk))
                          : rule == attn::ScaleRule::InvDk     ? 1.0 / dk
                                                               : explicitFactor;
    Eigen::VectorXd scaled(scores.size());
    for (Eigen::Index i = 0; i < scores.size(); ++i) {
        const double raw =
            growth == attn::Growth::Sqrt ? scores[i] * std::sqrt(double(dk)) : scores[i];
        QCOMPARE(scored.value().raw[i], raw);
        scaled[i] = raw * factor / temperature;
        QCOMPARE(scored.value().scaled[i], scaled[i]);
    }
    const Eigen::VectorXd expected = reference::softmax(scaled);
    QVERIFY((scored.value().weights - expected).cwiseAbs().maxCoeff() <= 1e-15);
}

void TestScale::scoreLogitsRejects_data() {
    QTest::addColumn<Eigen::VectorXd>("scores");
    QTest::addColumn<int>("dk");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<attn::ErrorCode>("code");
    QTest::addColumn<QString>("mentions");
    QTest::addRow("empty") << Eigen::VectorXd() << 4 << 1.0 << attn::ErrorCode::EmptyInput
                           << "at least one";
    QTest::addRow("NaN") << vec({0.0, kNaN}) << 4 << 1.0 << attn::ErrorCode::NotANumber
                         << "score 2";
    QTest::addRow("d_k 0") << vec({1.0}) << 0 << 1.0 << attn::ErrorCode::BadDimension << "d_k = 0";
    QTest::addRow("d_k -1") << vec({1.0}) << -1 << 1.0 << attn::ErrorCode::BadDimension
                            << "d_k = -1";
    QTest::addRow("temperature 0")
        << vec({1.0}) << 4 << 0.0 << attn::ErrorCode::BadTemperature << "above 0";
    QTest::addRow("1e308 grows past double")
        << vec({1.0, 1e308}) << 4 << 1.0 << attn::ErrorCode::TooLarge << "score 2";
    QTest::addRow("tiny temperature overflows")
        << vec({1e10}) << 1 << 1e-300 << attn::ErrorCode::TooLarge << "temperature";
}

void TestScale::scoreLogitsRejects() {
    QFETCH(Eigen::VectorXd, scores);
    QFETCH(int, dk);
    QFETCH(double, temperature);
    QFETCH(attn::ErrorCode, code);
    QFETCH(QString, mentions);
    attn::ScoreSetup setup;
    setup.growth = attn::Growth::Sqrt;
    setup.scale = attn::ScaleRule::None;
    setup.dk = dk;
    setup.temperature = temperature;
    ATTN_EXPECT_ERROR(attn::scoreLogits(scores, setup), code, mentions);
}

QTEST_APPLESS_MAIN(TestScale)
#include "tst_scale.moc"
