// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace attn {

// Why a computation could not give a number. The UI maps the code to a translated message;
// Error::message is the English text (it names the offending value and says what to do).
enum class ErrorCode {
    EmptyInput,
    NotANumber,
    BadTemperature,
    BadDimension,
    DimensionMismatch,
    HeadsDoNotDivide,
    BadScale,
    BadMask,
    BadSampleCount,
    BadHistogram,
    NotAProbability,
    TooLarge
};

struct Error {
    ErrorCode code;
    std::string message;
};

// A value or an error, never both. Reading value() of an error (or error() of a value) is a
// programming mistake: check ok() first.
template <typename T> class Result {
public:
    Result(T value) : state_(std::in_place_index<0>, std::move(value)) {}
    Result(Error error) : state_(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return state_.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T& value() const {
        assert(ok());
        return std::get<0>(state_);
    }
    T& value() {
        assert(ok());
        return std::get<0>(state_);
    }
    const Error& error() const {
        assert(!ok());
        return std::get<1>(state_);
    }

private:
    std::variant<T, Error> state_;
};

} // namespace attn
