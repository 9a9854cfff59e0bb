// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// Whether this build runs under AddressSanitizer. Its allocator keeps freed memory in quarantine
// and its checks make code several times slower, so bounds on peak memory or CPU time measured
// for the plain build do not hold there (the sanitizer suite checks correctness; the plain suite
// checks the bounds).
namespace testenv {
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kUnderAddressSanitizer = true;
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif
} // namespace testenv
