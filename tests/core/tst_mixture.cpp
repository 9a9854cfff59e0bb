// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/mixture.h"
#include "reference.h"
#include "testing.h"

#include <QTest>

#include <cmath>
#include <vector>

using testing::kInf;
using testing::kNaN;
using testing::vec;

Q_DECLARE_METATYPE(std::vector<bool>)

namespace {

Eigen::MatrixXd lessonThreeValues() {
    Eigen::MatrixXd v(3, 2);
    v << 4, 0, 0, 4, -2, -2;
    return v;
}

using Points = std::vector<Eigen::Vector2d>;

} // namespace

Q_DECLARE_METATYPE(Points)

class TestMixture : public QObject {
    Q_OBJECT
private slots:
    void againstNaiveLoop_data();
    void againstNaiveLoop();
    void maskedKeyHasExactlyZeroWeight();
    void everyKeyMasked();
    void errors_data();
    void errors();
    void hull_data();
    void hull();
};

void TestMixture::againstNaiveLoop_data() {
    QTest::addColumn<Eigen::VectorXd>("scores");
    QTest::addColumn<std::vector<bool>>("masked");
    QTest::addRow("lesson 3 defaults") << vec({1, 0, 0}) << std::vector<bool>{};
    QTest::addRow("equal scores") << vec({0.5, 0.5, 0.5}) << std::vector<bool>{};
    QTest::addRow("mask 3") << vec({1, 0, 0}) << std::vector<bool>{false, false, true};
    QTest::addRow("huge gap") << vec({1000, 0, -1000}) << std::vector<bool>{false, false, false};
    QTest::addRow("-inf score") << vec({2, -kInf, 0}) << std::vector<bool>{};
}

void TestMixture::againstNaiveLoop() {
    QFETCH(Eigen::VectorXd, scores);
    QFETCH(std::vector<bool>, masked);
    const Eigen::MatrixXd values = lessonThreeValues();
    const attn::Result<attn::Mixture> mixture = attn::mixValues(scores, values, masked);
    QVERIFY(mixture.ok());
    Eigen::VectorXd logits = scores;
    for (std::size_t j = 0; j < masked.size(); ++j)
        if (masked[j])
            logits[Eigen::Index(j)] = -kInf;
    const Eigen::VectorXd w = reference::softmax(logits);
    for (Eigen::Index c = 0; c < 2; ++c) {
        double expected = 0;
        for (Eigen::Index j = 0; j < 3; ++j)
            expected += w[j] * values(j, c);
        // A sum of three products of numbers below 5 in magnitude: a few ulps of 5.
        QVERIFY2(std::abs(mixture.value().output[c] - expected) < 1e-14,
                 qPrintable(QStringLiteral("component %1: %2 vs %3")
                                .arg(c)
                                .arg(mixture.value().output[c], 0, 'g', 17)
                                .arg(expected, 0, 'g', 17)));
    }
    QVERIFY(std::abs(mixture.value().weights.sum() - 1.0) < 1e-15);
}

void TestMixture::maskedKeyHasExactlyZeroWeight() {
    // The lesson's figures: scores 1, 0, 0 with key 3 masked put the output on the edge v1 v2,
    // where x + y = 4, and the two weights keep their ratio e^1 : e^0.
    const auto mixture = attn::mixValues(vec({1, 0, 0}), lessonThreeValues(), {false, false, true});
    QVERIFY(mixture.ok());
    QCOMPARE(mixture.value().weights[2], 0.0);
    const double s1 = std::exp(1.0) / (std::exp(1.0) + 1.0);
    QVERIFY(std::abs(mixture.value().weights[0] - s1) < 1e-15);
    QVERIFY(std::abs(mixture.value().output.sum() - 4.0) < 1e-14);
}

void TestMixture::everyKeyMasked() {
    const auto mixture = attn::mixValues(vec({1, 0, 0}), lessonThreeValues(), {true, true, true});
    QVERIFY(mixture.ok());
    QCOMPARE(mixture.value().weights.sum(), 0.0);
    QCOMPARE(mixture.value().output.norm(), 0.0);
}

void TestMixture::errors_data() {
    QTest::addColumn<Eigen::VectorXd>("scores");
    QTest::addColumn<Eigen::MatrixXd>("values");
    QTest::addColumn<std::vector<bool>>("masked");
    QTest::addColumn<attn::ErrorCode>("code");
    Eigen::MatrixXd infinite = lessonThreeValues();
    infinite(1, 1) = kInf;
    QTest::addRow("no values") << vec({}) << Eigen::MatrixXd(0, 2) << std::vector<bool>{}
                               << attn::ErrorCode::EmptyInput;
    QTest::addRow("two scores, three values")
        << vec({1, 2}) << lessonThreeValues() << std::vector<bool>{}
        << attn::ErrorCode::DimensionMismatch;
    QTest::addRow("two mask flags")
        << vec({1, 2, 3}) << lessonThreeValues() << std::vector<bool>{true, false}
        << attn::ErrorCode::DimensionMismatch;
    QTest::addRow("NaN score") << vec({1, kNaN, 3}) << lessonThreeValues() << std::vector<bool>{}
                               << attn::ErrorCode::NotANumber;
    QTest::addRow("infinite value")
        << vec({1, 2, 3}) << infinite << std::vector<bool>{} << attn::ErrorCode::NotANumber;
}

void TestMixture::errors() {
    QFETCH(Eigen::VectorXd, scores);
    QFETCH(Eigen::MatrixXd, values);
    QFETCH(std::vector<bool>, masked);
    QFETCH(attn::ErrorCode, code);
    const auto mixture = attn::mixValues(scores, values, masked);
    QVERIFY(!mixture.ok());
    QCOMPARE(mixture.error().code, code);
    QVERIFY(!mixture.error().message.empty());
}

void TestMixture::hull_data() {
    QTest::addColumn<Points>("points");
    QTest::addColumn<Points>("hull");
    const Eigen::Vector2d v1(4, 0), v2(0, 4), v3(-2, -2);
    QTest::addRow("lesson 3 triangle") << Points{v1, v2, v3} << Points{v3, v1, v2};
    QTest::addRow("inner point dropped")
        << Points{v1, Eigen::Vector2d(0.5, 0.5), v2, v3} << Points{v3, v1, v2};
    QTest::addRow("collinear point dropped")
        << Points{v1, Eigen::Vector2d(2, 2), v2, v3} << Points{v3, v1, v2};
    QTest::addRow("square") << Points{{1, 1}, {0, 0}, {0, 1}, {1, 0}}
                            << Points{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    QTest::addRow("edge") << Points{v2, v1} << Points{v1, v2};
    QTest::addRow("collinear three") << Points{{0, 0}, {2, 2}, {1, 1}} << Points{{0, 0}, {2, 2}};
    QTest::addRow("repeated point") << Points{v1, v1} << Points{v1};
    QTest::addRow("none") << Points{} << Points{};
}

void TestMixture::hull() {
    QFETCH(Points, points);
    QFETCH(Points, hull);
    const Points got = attn::convexHull(points);
    QCOMPARE(got.size(), hull.size());
    for (std::size_t i = 0; i < hull.size(); ++i)
        QVERIFY2(got[i] == hull[i],
                 qPrintable(
                     QStringLiteral("corner %1: (%2, %3)").arg(i).arg(got[i].x()).arg(got[i].y())));
}

QTEST_APPLESS_MAIN(TestMixture)
#include "tst_mixture.moc"
