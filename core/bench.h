// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/result.h"

#include <Eigen/Core>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace attn {

struct BenchConfig {
    std::uint64_t seed = 1;
    int samples = 10000; // number of (q, k) pairs, 1..kMaxBenchSamples
    int maxDk = 4096;    // largest dimension the fader reaches, 1..kMaxBenchDk
    double sigma = 1.0;  // entries are N(0, sigma^2); finite, in [1e-100, 1e100]
};

constexpr int kMaxBenchSamples = 1000000;
constexpr int kMaxBenchDk = 16384;
// Checkpoints are capped at this many bytes; larger configurations space them further apart.
// A page may hold several benches (lessons::kMaxMonteCarloCharts); the course's largest, 10,000
// pairs to d_k = 4096, needs 10 MB at the closest spacing.
constexpr std::size_t kBenchCheckpointBudget = std::size_t(16) << 20;

// Monte Carlo bench: `samples` pairs of vectors q, k with i.i.d. N(0, sigma^2) entries and their
// dot products at any dk in 1..maxDk. The random numbers come from our own counter-based
// generator: the term q_j k_j of pair i, dimension j, is a pure function of (seed, i, j), so the
// same seed gives the same numbers on any standard library and in any visiting order.
//
// How: 64 random bits per (seed, i, j) (wyrand at step j of a per-pair sequence whose start is a
// SplitMix64 hash of seed and i) become, by Box-Muller, two independent normals
// q_j = s R cos(phi), k_j = s R sin(phi) (R^2 = -2 ln u1, phi uniform, s a random sign), whose
// product is -ln(u1) sin(2 phi): one log and one sin per term, our own float polynomials in
// SIMD lanes (SSE2; AVX2 or AVX-512 where available; same bits either way). Each unit term is
// rounded to a multiple of 2^-32 (far below float precision) so that every partial sum of up to
// kMaxBenchDk terms is exact in double: sums do not depend on summation order or threads, and
// dotProducts(dk) is bit-identical however the fader got there. u1 has 31 bits, so
// |q_j|, |k_j| <= 6.66 (a normal exceeds that with probability 3e-11).
class DotProductBench {
public:
    // Errors: samples outside 1..kMaxBenchSamples -> BadSampleCount; maxDk outside
    // 1..kMaxBenchDk -> BadDimension; sigma outside [1e-100, 1e100] or NaN -> BadScale; no
    // memory for the checkpoints (at most kBenchCheckpointBudget) -> TooLarge.
    // One bench serves one thread at a time; dotProducts() may use a second thread internally
    // (never changing a result).
    static Result<DotProductBench> create(const BenchConfig& config);

    DotProductBench(DotProductBench&&) noexcept;
    DotProductBench& operator=(DotProductBench&&) noexcept;
    ~DotProductBench();

    // Dot products of every pair using their first dk coordinates. Reuses the same draw: the
    // vectors at dk' are prefixes of the vectors at dk. Prefix sums are kept every
    // checkpointInterval() dimensions and filled lazily, so after the first visit of a region a
    // call costs at most checkpointInterval() - 1 fresh terms per pair. dk outside 1..maxDk ->
    // BadDimension. The pointer stays valid (and its contents unchanged) until the next call.
    Result<const Eigen::VectorXd*> dotProducts(int dk);

    // q_j * k_j for j < dk of one pair: exactly the terms dotProducts() sums (for sigma = 1 the
    // sum of the first dk terms equals dotProducts(dk)[pair] bit for bit). pair outside
    // 0..samples-1 or dk outside 1..maxDk -> an empty vector.
    Eigen::VectorXd channelTerms(int pair, int dk) const;

    // The vectors themselves, first dk coordinates (same domain as channelTerms()). q_j * k_j
    // matches channelTerms() up to float rounding (relative 1e-6).
    Eigen::VectorXd queryVector(int pair, int dk) const;
    Eigen::VectorXd keyVector(int pair, int dk) const;

    double theorySd(int dk) const; // sigma^2 * sqrt(dk)
    std::size_t memoryBytes() const;
    const BenchConfig& config() const;
    int checkpointInterval() const;

private:
    struct State;
    explicit DotProductBench(std::unique_ptr<State> state);
    std::unique_ptr<State> state_;
};

namespace detail {

// For tests of the bench's vectorised kernels. The names of the term kernels this CPU can run,
// the baseline first and the one the bench uses last.
std::vector<std::string> benchTermKernels();

// The unit terms that kernel number `kernel` (an index into benchTermKernels()) computes from
// raw hash fields: radius[i] in 0..2^31 - 1 gives u1, angle[i] in 0..2^24 - 1 the angle. An
// empty vector for a kernel out of range, inputs of different sizes or fields out of range.
std::vector<double> benchTermsWithKernel(std::size_t kernel,
                                         const std::vector<std::int32_t>& radius,
                                         const std::vector<std::int32_t>& angle);

// The hash fields that kernel number `kernel` draws for dimensions [firstDim, firstDim + dims)
// of the pair whose sequence starts at `key`: angle << 32 | radius per dimension. Empty for a
// kernel out of range, a negative firstDim or dims outside 0..kMaxBenchDk.
std::vector<std::uint64_t> benchBitsWithKernel(std::size_t kernel, std::uint64_t key, int firstDim,
                                               int dims);

// The checkpoint sums that kernel number `kernel` computes for the pair whose sequence starts at
// `key`: the sums of `intervals` runs of `interval` unit terms from dimension firstDim on. The
// AVX-512 kernel sums in registers; the others sum the terms benchTermsWithKernel() gives. Empty
// for a kernel out of range, firstDim or interval not a multiple of 32 (or interval < 32),
// intervals < 0 or more than kMaxBenchDk dimensions in all.
std::vector<double> benchIntervalSumsWithKernel(std::size_t kernel, std::uint64_t key, int firstDim,
                                                int intervals, int interval);

} // namespace detail

} // namespace attn
