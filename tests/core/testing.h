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
