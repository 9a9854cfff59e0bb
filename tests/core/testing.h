// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// Shared by the core suites: Qt Test metatypes for Eigen and core types, and readable names of
// error codes in failure messages.

#include "core/result.h"

#include <Eigen/Core>
#include <QMetaType>
#include <QTest>

Q_DECLARE_METATYPE(Eigen::VectorXd)
Q_DECLARE_METATYPE(Eigen::MatrixXd)
Q_DECLARE_METATYPE(attn::ErrorCode)

#include <initializer_list>
#include <limits>

namespace testing {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

inline Eigen::VectorXd vec(std::initializer_list<double> values) {
    Eigen::VectorXd v(Eigen::Index(values.size()));
    Eigen::Index i = 0;
    for (double x : values)
        v[i++] = x;
    return v;
}

// Vectors mixing the values that break numerics: +-0, +-inf, NaN, +-1e308, subnormals and
// ordinary numbers, from a fixed seed (deterministic).
class SpecialValues {
public:
    explicit SpecialValues(unsigned seed) : state_(seed * 2654435761U + 1U) {}

    double next() {
        static const double specials[] = {0.0,    -0.0,   kInf,    -kInf, kNaN, 1e308,
                                          -1e308, 5e-324, -3e-310, 1.0,   -1.0, 709.0,
                                          -745.0, 1e-300, 88.5,    -1e200};
        const unsigned r = step();
        if (r % 3 == 0)
            return specials[step() % (sizeof specials / sizeof specials[0])];
        return (double(step() % 20001) - 10000.0) / 100.0;
    }

    Eigen::VectorXd vector(Eigen::Index n) {
        Eigen::VectorXd v(n);
        for (Eigen::Index i = 0; i < n; ++i)
            v[i] = next();
        return v;
    }

    unsigned below(unsigned n) { return step() % n; }

private:
    unsigned step() { // xorshift32: a fixed stream, independent of the standard library
        state_ ^= state_ << 13;
        state_ ^= state_ >> 17;
        state_ ^= state_ << 5;
        return state_;
    }
    unsigned state_;
};

} // namespace testing

namespace attn {

inline char* toString(ErrorCode code) {
    static const char* const names[] = {"EmptyInput",   "NotANumber",        "BadTemperature",
                                        "BadDimension", "DimensionMismatch", "HeadsDoNotDivide",
                                        "BadScale",     "BadMask",           "BadSampleCount",
                                        "BadHistogram", "NotAProbability",   "TooLarge"};
    return qstrdup(names[int(code)]);
}

} // namespace attn

// Checks that result failed with `code` and that its message mentions `text`.
#define ATTN_EXPECT_ERROR(result, expectedCode, text)                                              \
    do {                                                                                           \
        const auto& attnResult = (result);                                                         \
        QVERIFY2(!attnResult.ok(), "expected an error, got a value");                              \
        QCOMPARE(attnResult.error().code, expectedCode);                                           \
        QVERIFY2(QString::fromStdString(attnResult.error().message).contains(text),                \
                 attnResult.error().message.c_str());                                              \
    } while (false)
