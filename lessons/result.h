// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/diagnostic.h"

#include <QList>

#include <optional>
#include <utility>

namespace lessons {

// A value, or the diagnostics that say why there is none: the one way everything in lessons/
// that can fail reports it. A failure found inside a piece of text (a typed answer, a list, an
// expression) has line 0 and the 1-based column inside that text (0: the text as a whole); the
// caller that knows where the text sits in a file moves it there.
template <typename T> class Result {
public:
    Result(T value) : value_(std::move(value)) {}
    static Result failure(Diagnostic error) {
        Result r;
        r.diagnostics_.append(std::move(error));
        return r;
    }
    // A value that came with remarks: still ok(), each remark a warning in diagnostics() (a
    // readout shown with "?" where one of its formulas could not be evaluated).
    static Result withWarnings(T value, QList<Diagnostic> warnings) {
        Result r(std::move(value));
        for (Diagnostic& w : warnings)
            w.severity = Diagnostic::Severity::Warning;
        r.diagnostics_ = std::move(warnings);
        return r;
    }

    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }

    // Reading value() of a failure is a programming mistake: check ok() first.
    const T& value() const {
        Q_ASSERT(ok());
        return *value_;
    }
    T valueOr(T fallback) const { return value_ ? *value_ : std::move(fallback); }

    const QList<Diagnostic>& diagnostics() const { return diagnostics_; }
    // The first diagnostic of a failure; an empty one for a success (its warnings are in
    // diagnostics()), so a test message that names it may be built before the check.
    const Diagnostic& error() const {
        static const Diagnostic none;
        return ok() || diagnostics_.isEmpty() ? none : diagnostics_.first();
    }

private:
    Result() = default;
    std::optional<T> value_;
    QList<Diagnostic> diagnostics_;
};

// Result<void>: an action that gives nothing back (a file written, a record read into a store),
// or the diagnostics that say why it failed. A default-constructed one is a success, so a
// function ends with `return {};`.
template <> class Result<void> {
public:
    Result() = default;
    static Result failure(Diagnostic error) {
        Result r;
        r.diagnostics_.append(std::move(error));
        return r;
    }

    bool ok() const { return diagnostics_.isEmpty(); }
    explicit operator bool() const { return ok(); }

    const QList<Diagnostic>& diagnostics() const { return diagnostics_; }
    // The first diagnostic of a failure; an empty one for a success.
    const Diagnostic& error() const {
        static const Diagnostic none;
        return diagnostics_.isEmpty() ? none : diagnostics_.first();
    }

private:
    QList<Diagnostic> diagnostics_;
};
using Status = Result<void>;

// A failure that is no place in a text (a file that cannot be written, a record that cannot be
// read): only what went wrong, in the words of the one who said it; `where` names the file.
inline Diagnostic plainError(const QString& message, const QString& where = {}) {
    Diagnostic d;
    d.message = message;
    d.file = where;
    return d;
}

// An error inside a piece of text; offset is 0-based (-1: the text as a whole).
inline Diagnostic textError(const QString& message, const QString& hint, int offset = -1) {
    Diagnostic d;
    d.message = message;
    d.hint = hint;
    d.column = offset + 1;
    return d;
}

} // namespace lessons
