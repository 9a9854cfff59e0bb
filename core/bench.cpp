// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/bench.h"

#include "core/format.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <new>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
// GCC 12's AVX-512 intrinsics pass an undefined vector as the merge source, which
// -Wmaybe-uninitialized reports inside the header (GCC bug 105593).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop
#endif

namespace attn {

using detail::number;

namespace {

// SplitMix64's output function (Steele, Lea, Flood 2014): a bijective 64-bit mixer.
inline std::uint64_t mix64(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

constexpr std::uint64_t kPairGamma = 0x9e3779b97f4a7c15ULL;

// Start of pair i's sequence over the dimensions: pairs start far apart at random points.
inline std::uint64_t pairKey(std::uint64_t seed, int pair) {
    return mix64(mix64(seed ^ 0x5851f42d4c957f2dULL) + (std::uint64_t(pair) + 1) * kPairGamma);
}

// High and low halves of the 128-bit product a * b, xor-ed.
inline std::uint64_t foldedProduct(std::uint64_t a, std::uint64_t b) {
#if defined(__SIZEOF_INT128__)
    const unsigned __int128 product = static_cast<unsigned __int128>(a) * b;
    return std::uint64_t(product >> 64) ^ std::uint64_t(product);
#else
    // The same 128-bit product from 32-bit halves (platforms without a 128-bit integer).
    const std::uint64_t aLow = a & 0xffffffffU, aHigh = a >> 32;
    const std::uint64_t bLow = b & 0xffffffffU, bHigh = b >> 32;
    const std::uint64_t lowLow = aLow * bLow, lowHigh = aLow * bHigh;
    const std::uint64_t highLow = aHigh * bLow, highHigh = aHigh * bHigh;
    const std::uint64_t middle = (lowLow >> 32) + (lowHigh & 0xffffffffU) + (highLow & 0xffffffffU);
    const std::uint64_t low = (middle << 32) | (lowLow & 0xffffffffU);
    const std::uint64_t high = highHigh + (lowHigh >> 32) + (highLow >> 32) + (middle >> 32);
    return high ^ low;
#endif
}

// 64 random bits for dimension j of a pair: the output of wyrand (Wang Yi's generator, reported
// to pass BigCrush and PractRand) at step j + 1 of the pair's sequence. One 64 x 64 -> 128-bit
// multiply per term: measured at about half of SplitMix64's cost here.
inline std::uint64_t termBits(std::uint64_t key, int dim) {
    const std::uint64_t state = key + (std::uint64_t(dim) + 1) * 0xa0761d6478bd642fULL;
    return foldedProduct(state, state ^ 0xe7037ed1a0b428dbULL);
}

// Terms are computed in chunks of at most kChunk, in blocks of kBlock: a fixed trip count that
// compilers vectorise even at -O2 (SSE2 on baseline x86-64) without a scalar epilogue.
constexpr int kChunk = 4096;
constexpr int kBlock = 64;

int padded(int n) {
    return (n + kBlock - 1) / kBlock * kBlock;
}

// Hash bit layout: bits 0..30 -> u1 in (0, 1]; bit 31 -> the sign s; bits 40..63 -> the angle.
inline void splitBits(std::uint64_t bits, std::int32_t& radius, std::int32_t& angle) {
    radius = std::int32_t(bits & 0x7fffffffU);
    angle = std::int32_t(bits >> 40);
}

// The elementary functions are our own float polynomials, not the C library's, so the numbers
// do not depend on the standard library. Both are pure IEEE float arithmetic (the target is
// built with -ffp-contract=off, so no fused multiply-add changes the rounding).

// sin(x) for |x| <= pi/2: Taylor series to x^11, truncation error < 6e-8.
inline float sinHalfPeriod(float x) {
    const float x2 = x * x;
    float p = -2.5052108385e-8f;
    p = p * x2 + 2.7557314297e-6f;
    p = p * x2 - 1.9841270114e-4f;
    p = p * x2 + 8.3333337680e-3f;
    p = p * x2 - 1.6666667163e-1f;
    return x + x * x2 * p;
}

// -ln(u1) for u1 = radius * 2^-31 + 2^-32 in (0, 1] (2^31 - 1 rounds up to 1 in float), so
// -ln(u1) lies in [0, 32 ln 2 = 22.2]. Cephes' logf: u1 = 2^e m, m in [sqrt(1/2), sqrt(2)),
// ln(m) by a degree-9 polynomial in m - 1 (relative error ~1e-7).
inline float minusLogU1(std::int32_t radius) {
    const float u = float(radius) * 0x1p-31f + 0x1p-32f;
    std::uint32_t bits;
    std::memcpy(&bits, &u, sizeof bits);
    const std::int32_t e = std::int32_t(bits - 0x3f3504f3U) >> 23; // 0x3f3504f3 = sqrt(1/2)
    const std::uint32_t mantissaBits = bits - (std::uint32_t(e) << 23);
    float m;
    std::memcpy(&m, &mantissaBits, sizeof m);
    const float f = m - 1.0f;
    const float z = f * f;
    float p = 7.0376836292e-2f;
    p = p * f - 1.1514610310e-1f;
    p = p * f + 1.1676998740e-1f;
    p = p * f - 1.2420140846e-1f;
    p = p * f + 1.4249322787e-1f;
    p = p * f - 1.6668057665e-1f;
    p = p * f + 2.0000714765e-1f;
    p = p * f - 2.4999993993e-1f;
    p = p * f + 3.3333331174e-1f;
    const float lnM = f + (f * z * p - 0.5f * z);
    const float ef = float(e);
    // ln 2 split in a part exact in float times e and a small correction.
    return -(ef * 0.693359375f + (lnM + ef * -2.12194440e-4f));
}

constexpr std::int32_t kHalfTurn = 1 << 23; // angle units: theta = a * pi / 2^23
constexpr float kAngleUnit = float(3.14159265358979323846 / 8388608.0);

// sin(theta) for theta = (bits - 2^23) pi / 2^23, uniform on [-pi, pi); folded into
// [-pi/2, pi/2] in exact integer arithmetic (sin(pi - x) = sin(x)).
inline float sinTheta(std::int32_t bits) {
    std::int32_t a = bits - kHalfTurn;
    a = a > kHalfTurn / 2 ? kHalfTurn - a : a;
    a = a < -kHalfTurn / 2 ? -kHalfTurn - a : a;
    return sinHalfPeriod(float(a) * kAngleUnit);
}

// Unit terms q_j k_j = -ln(u1) sin(theta) of one block, rounded to a multiple of 2^-32:
// |term| <= 22.2 < 2^5, so a sum of up to 2^14 terms is below 2^19 and needs at most 51 bits:
// it is exact in double, whatever the order of summation. Always inlined into the kernels below,
// each of which the compiler vectorises for its own instruction set.
__attribute__((always_inline)) inline void termBlockBody(const std::int32_t* __restrict radius,
                                                         const std::int32_t* __restrict angle,
                                                         double* __restrict out) {
    // Adding and subtracting 1.5 * 2^20 rounds to the nearest multiple of 2^(20-52) = 2^-32.
    constexpr double rounder = 0x1.8p20;
    for (int k = 0; k < kBlock; ++k)
        out[k] = (double(minusLogU1(radius[k]) * sinTheta(angle[k])) + rounder) - rounder;
}

// The kernel for baseline x86-64 (SSE2) or any other target. noinline keeps the fixed trip
// count visible to the vectoriser at -O2.
__attribute__((noinline)) void termBlockBaseline(const std::int32_t* __restrict radius,
                                                 const std::int32_t* __restrict angle,
                                                 double* __restrict out) {
    termBlockBody(radius, angle, out);
}

// The hash bits of dimensions [firstDim, firstDim + dims) of one pair, split, as termBits() and
// splitBits() give them. Stepping the state by one addition instead of a multiplication per
// term, in a loop of its own, lets the compiler keep the 128-bit product in registers: 0.8
// instead of 1.6 ns per term here (hashRunAvx512 below: eight terms at a time).
constexpr std::uint64_t kDimStep = 0xa0761d6478bd642fULL;
constexpr std::uint64_t kDimXor = 0xe7037ed1a0b428dbULL;

void hashRunScalar(std::uint64_t key, int firstDim, int dims, std::int32_t* __restrict radius,
                   std::int32_t* __restrict angle) {
    std::uint64_t state = key + (std::uint64_t(firstDim) + 1) * kDimStep;
    for (int j = 0; j < dims; ++j, state += kDimStep)
        splitBits(foldedProduct(state, state ^ kDimXor), radius[j], angle[j]);
}

// With GCC on x86-64 the same loop is also compiled for AVX2 and AVX-512 and picked at run time:
// 8 and 16 lanes instead of 4, the same IEEE operations element by element (no FMA, no
// reordering), so the same bits as the baseline (tst_bench's kernelsGiveTheSameBits compares
// every kernel this CPU can run, kernelsDrawTheSameHash their hashes). On the development
// machine's AMD EPYC, AVX-512 halves the kernel's time (0.7 against 1.3 ns per term); with the
// vectorised hash, a fresh draw of 10,000 pairs at d_k = 1024 takes 12.6 instead of 26 ms CPU.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define ATTN_TERM_KERNELS_X86 1
__attribute__((noinline, target("avx2"))) void termBlockAvx2(const std::int32_t* __restrict radius,
                                                             const std::int32_t* __restrict angle,
                                                             double* __restrict out) {
    termBlockBody(radius, angle, out);
}

__attribute__((noinline, target("avx512f,avx512dq"))) void
termBlockAvx512(const std::int32_t* __restrict radius, const std::int32_t* __restrict angle,
                double* __restrict out) {
    termBlockBody(radius, angle, out);
}

// The same bits eight dimensions at a time: the high half of the 128-bit product from four
// 32 x 32 -> 64-bit products (as foldedProduct() does without a 128-bit integer), the low half
// by one 64-bit multiply (vpmullq). Integer arithmetic, so exact. GCC's vector extensions, and
// the intrinsic for the 32 x 32 -> 64-bit product only (the plain product of masked lanes
// becomes vpmullq, slower here). The low half by vpmullq and the carries below took the fresh
// draw from 1.34 to 1.27 ns per term.
using U64x8 = std::uint64_t __attribute__((vector_size(64)));
using U32x8 = std::uint32_t __attribute__((vector_size(32)));

__attribute__((target("avx512f"), always_inline)) inline U64x8 mulLow32(U64x8 a, U64x8 b) {
    return U64x8(_mm512_mul_epu32(__m512i(a), __m512i(b)));
}

// termBits() of the eight states in `state` (state = key + (dim + 1) * kDimStep).
__attribute__((target("avx512f,avx512dq"), always_inline)) inline U64x8 hashLanes(U64x8 state) {
    const std::uint64_t low32 = 0xffffffffU;
    const U64x8 a = state, b = state ^ kDimXor;
    const U64x8 aHigh = a >> 32, bHigh = b >> 32;
    const U64x8 lowLow = mulLow32(a, b), lowHigh = mulLow32(a, bHigh);
    const U64x8 highLow = mulLow32(aHigh, b), highHigh = mulLow32(aHigh, bHigh);
    // The high half by the schoolbook sum, carried twice instead of three terms at once: each
    // partial sum stays below 2^64 ((2^32 - 1)^2 + 2^32 - 1 < 2^64).
    const U64x8 carried = lowHigh + (lowLow >> 32);
    const U64x8 carriedTwice = highLow + (carried & low32);
    const U64x8 high = highHigh + (carried >> 32) + (carriedTwice >> 32);
    return high ^ (a * b);
}

__attribute__((target("avx512f,avx512dq"))) void hashRunAvx512(std::uint64_t key, int firstDim,
                                                               int dims,
                                                               std::int32_t* __restrict radius,
                                                               std::int32_t* __restrict angle) {
    const std::uint64_t first = key + (std::uint64_t(firstDim) + 1) * kDimStep;
    U64x8 state;
    for (int lane = 0; lane < 8; ++lane)
        state[lane] = first + std::uint64_t(lane) * kDimStep;
    int j = 0;
    for (; j + 8 <= dims; j += 8, state += 8 * kDimStep) {
        const U64x8 bits = hashLanes(state);
        const U32x8 r = __builtin_convertvector(bits & 0x7fffffffU, U32x8);
        const U32x8 t = __builtin_convertvector(bits >> 40, U32x8);
        std::memcpy(radius + j, &r, sizeof r);
        std::memcpy(angle + j, &t, sizeof t);
    }
    hashRunScalar(key, firstDim + j, dims - j, radius + j, angle + j);
}

// The fresh draw's hot path with AVX-512: hash, terms and their sums in registers, without the
// fields and terms going through memory (1.66 -> 1.34 ns CPU per term on 2 threads; the
// kernels above store 24 bytes per term and sum doubles one by one). Each step is applied to
// kLockstep vectors before the next, so independent work sits side by side for the core. What is
// left is the vector units' throughput: about 100 512-bit operations per 16 terms, 40 of them the
// hash's 64 x 64 -> 128-bit product. Every lane does exactly termBlockBody()'s IEEE operations in
// the same order (no FMA: the target is built with -ffp-contract=off), so the terms have the same
// bits; they are summed as integers in units of 2^-32, which is exact, so the sums equal the
// other kernels' (kernelsSumTheSameTerms).
using F32x16 = float __attribute__((vector_size(64)));
using I32x16 = std::int32_t __attribute__((vector_size(64)));
using U32x16 = std::uint32_t __attribute__((vector_size(64)));

// Vectors of 16 terms in flight (128 dimensions). A fresh draw of 10,000 pairs at d_k = 1024,
// CPU per term: 2 vectors 1.50 ns, 4 1.43 ns, 8 1.34 ns, 16 1.29 ns (more spills, more code).
constexpr int kLockstep = 8;

// Terms of n <= kLockstep vectors: out[v] = -ln(u1) sin(theta) as minusLogU1() * sinTheta().
template <int n>
__attribute__((target("avx512f,avx512dq"), always_inline)) inline void
termsInLockstep(const I32x16 (&radius)[n], const I32x16 (&angle)[n], F32x16 (&out)[n]) {
    F32x16 f[n], z[n], p[n], ef[n];
    for (int v = 0; v < n; ++v) {
        const F32x16 u = __builtin_convertvector(radius[v], F32x16) * 0x1p-31f + 0x1p-32f;
        const U32x16 bits = U32x16(u);
        const I32x16 e = I32x16(bits - 0x3f3504f3U) >> 23;
        f[v] = F32x16(bits - (U32x16(e) << 23)) - 1.0f;
        z[v] = f[v] * f[v];
        ef[v] = __builtin_convertvector(e, F32x16);
    }
    for (int v = 0; v < n; ++v)
        p[v] = F32x16{} + 7.0376836292e-2f;
    for (int v = 0; v < n; ++v)
        p[v] = p[v] * f[v] - 1.1514610310e-1f;
    for (int v = 0; v < n; ++v)
        p[v] = p[v] * f[v] + 1.1676998740e-1f;
    for (int v = 0; v < n; ++v)
        p[v] = p[v] * f[v] - 1.2420140846e-1f;
    for (int v = 0; v < n; ++v)
        p[v] = p[v] * f[v] + 1.4249322787e-1f;
    for (int v = 0; v < n; ++v)
        p[v] = p[v] * f[v] - 1.6668057665e-1f;
    for (int v = 0; v < n; ++v)
        p[v] = p[v] * f[v] + 2.0000714765e-1f;
    for (int v = 0; v < n; ++v)
        p[v] = p[v] * f[v] - 2.4999993993e-1f;
    for (int v = 0; v < n; ++v)
        p[v] = p[v] * f[v] + 3.3333331174e-1f;
    F32x16 minusLog[n];
    for (int v = 0; v < n; ++v) {
        const F32x16 lnM = f[v] + (f[v] * z[v] * p[v] - 0.5f * z[v]);
        minusLog[v] = -(ef[v] * 0.693359375f + (lnM + ef[v] * -2.12194440e-4f));
    }
    F32x16 x[n], x2[n];
    for (int v = 0; v < n; ++v) {
        I32x16 a = angle[v] - kHalfTurn;
        a = a > kHalfTurn / 2 ? kHalfTurn - a : a;
        a = a < -kHalfTurn / 2 ? -kHalfTurn - a : a;
        x[v] = __builtin_convertvector(a, F32x16) * kAngleUnit;
        x2[v] = x[v] * x[v];
        p[v] = F32x16{} - 2.5052108385e-8f;
    }
    for (int v = 0; v < n; ++v)
        p[v] = p[v] * x2[v] + 2.7557314297e-6f;
    for (int v = 0; v < n; ++v)
        p[v] = p[v] * x2[v] - 1.9841270114e-4f;
    for (int v = 0; v < n; ++v)
        p[v] = p[v] * x2[v] + 8.3333337680e-3f;
    for (int v = 0; v < n; ++v)
        p[v] = p[v] * x2[v] - 1.6666667163e-1f;
    for (int v = 0; v < n; ++v)
        out[v] = minusLog[v] * (x[v] + x[v] * x2[v] * p[v]);
}

// Running state of intervalSumsAvx512(): the lanes' next hash states, the integer sum of the
// current interval's terms so far (in units of 2^-32) and how many terms it holds.
struct LaneSums {
    U64x8 state;
    __m512i sum;
    int inInterval = 0;
};

// n vectors of 16 terms, dimensions [d, d + 16 n), added to the interval sums; finished
// intervals go to *out. A sum does not depend on the lanes' order: vector v holds the fields of
// dimensions d + 16 v + k in its even lanes and d + 16 v + 8 + k in its odd ones.
template <int n>
__attribute__((target("avx512f,avx512dq"), always_inline)) inline void
addTermsInLockstep(LaneSums& lanes, int interval, double*& out) {
    I32x16 radius[n], angle[n];
    for (int v = 0; v < n; ++v) {
        const U64x8 low = hashLanes(lanes.state);
        const U64x8 high = hashLanes(lanes.state + 8 * kDimStep);
        lanes.state += 16 * kDimStep;
        // radius: the low words (bits 0..30); angle: the high words' top 24 bits (40..63).
        const I32x16 lowWords = I32x16(
            _mm512_mask_blend_epi32(0xaaaa, __m512i(low), _mm512_slli_epi64(__m512i(high), 32)));
        const I32x16 highWords = I32x16(
            _mm512_mask_blend_epi32(0xaaaa, _mm512_srli_epi64(__m512i(low), 32), __m512i(high)));
        radius[v] = lowWords & 0x7fffffff;
        angle[v] = I32x16(U32x16(highWords) >> 8);
    }
    F32x16 terms[n];
    termsInLockstep<n>(radius, angle, terms);
    for (int v = 0; v < n; ++v) {
        // |term| < 2^5: times 2^32 is exact, and rounds to the nearest integer (ties to even)
        // as termBlockBody()'s rounder does.
        const __m512 scaled = __m512(terms[v] * 0x1p32f);
        constexpr int nearest = _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC;
        lanes.sum = _mm512_add_epi64(
            lanes.sum, _mm512_cvt_roundps_epi64(_mm512_castps512_ps256(scaled), nearest));
        lanes.sum = _mm512_add_epi64(
            lanes.sum, _mm512_cvt_roundps_epi64(_mm512_extractf32x8_ps(scaled, 1), nearest));
        lanes.inInterval += 16;
        if (lanes.inInterval == interval) {
            // |sum| < 2^14 terms * 2^37: exact in double.
            *out++ = double(_mm512_reduce_add_epi64(lanes.sum)) * 0x1p-32;
            lanes.sum = _mm512_setzero_si512();
            lanes.inInterval = 0;
        }
    }
}

// Sums of `intervals` runs of `interval` terms of one pair from dimension firstDim on (interval
// and firstDim multiples of 32), each a multiple of 2^-32 as termBlockBody() rounds them.
__attribute__((target("avx512f,avx512dq"))) void
intervalSumsAvx512(std::uint64_t key, int firstDim, int intervals, int interval, double* out) {
    const std::uint64_t first = key + (std::uint64_t(firstDim) + 1) * kDimStep;
    LaneSums lanes;
    for (int lane = 0; lane < 8; ++lane)
        lanes.state[lane] = first + std::uint64_t(lane) * kDimStep;
    lanes.sum = _mm512_setzero_si512();
    const int dims = intervals * interval;
    int d = 0;
    for (; d + 16 * kLockstep <= dims; d += 16 * kLockstep)
        addTermsInLockstep<kLockstep>(lanes, interval, out);
    for (; d < dims; d += 32)
        addTermsInLockstep<2>(lanes, interval, out);
}
#endif

using TermKernel = void (*)(const std::int32_t*, const std::int32_t*, double*);
using HashRun = void (*)(std::uint64_t, int, int, std::int32_t*, std::int32_t*);
using IntervalSums = void (*)(std::uint64_t, int, int, int, double*);

struct KernelEntry {
    const char* name;
    TermKernel kernel;
    HashRun hash;
    IntervalSums intervalSums; // null: hash, kernel and TermScratch::sum one after the other
};

// The kernels this CPU can run, baseline first.
std::vector<KernelEntry> usableKernels() {
    std::vector<KernelEntry> kernels = {{"baseline", termBlockBaseline, hashRunScalar, nullptr}};
#ifdef ATTN_TERM_KERNELS_X86
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2"))
        kernels.push_back({"avx2", termBlockAvx2, hashRunScalar, nullptr});
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq"))
        kernels.push_back({"avx512", termBlockAvx512, hashRunAvx512, intervalSumsAvx512});
#endif
    return kernels;
}

// The widest kernels this CPU can run, chosen once (a function-local static: thread-safe, and
// constant for the process's life).
const KernelEntry& bestKernels() {
    static const KernelEntry best = usableKernels().back();
    return best;
}

// Scratch for one thread: the hash bits split into the two uniforms, and the terms.
struct TermScratch {
    std::vector<std::int32_t> radius = std::vector<std::int32_t>(kChunk);
    std::vector<std::int32_t> angle = std::vector<std::int32_t>(kChunk);
    std::vector<double> terms = std::vector<double>(kChunk);

    // Exact in any order (see termBlock), so four interleaved accumulators give the same bits
    // as a plain loop, without its chain of dependent additions.
    double sum(int first, int count) const {
        const double* t = terms.data() + first;
        double a = 0.0, b = 0.0, c = 0.0, d = 0.0;
        int k = 0;
        for (; k + 4 <= count; k += 4) {
            a += t[k];
            b += t[k + 1];
            c += t[k + 2];
            d += t[k + 3];
        }
        for (; k < count; ++k)
            a += t[k];
        return (a + b) + (c + d);
    }
};

// Unit terms of `count` pairs starting at firstPair, dimensions [firstDim, firstDim + dims),
// pair-major into s.terms. count * dims <= kChunk.
void computeTerms(std::uint64_t seed, int firstPair, int count, int firstDim, int dims,
                  TermScratch& s) {
    const KernelEntry& kernels = bestKernels();
    for (int p = 0; p < count; ++p)
        kernels.hash(pairKey(seed, firstPair + p), firstDim, dims, s.radius.data() + p * dims,
                     s.angle.data() + p * dims);
    const int k = count * dims;
    const int blocks = padded(k);
    std::fill(s.radius.begin() + k, s.radius.begin() + blocks, 0);
    std::fill(s.angle.begin() + k, s.angle.begin() + blocks, 0);
    for (int b = 0; b < blocks; b += kBlock)
        kernels.kernel(s.radius.data() + b, s.angle.data() + b, s.terms.data() + b);
}

// Splits pairs [0, n) over up to two threads when the work is large enough to pay for them.
// Every pair's sums are exact, so the split never changes a result.
template <typename Work> void forPairs(int n, double termsTotal, Work work) {
    const unsigned cores = std::max(1U, std::min(2U, std::thread::hardware_concurrency()));
    if (cores < 2 || termsTotal < 2e6 || n < 2) {
        work(0, n);
        return;
    }
    const int half = n / 2;
    std::thread helper;
    try {
        helper = std::thread([&] { work(half, n); });
    } catch (const std::system_error&) {
        work(0, n); // no thread to be had: the same numbers, only slower
        return;
    }
    work(0, half);
    helper.join();
}

} // namespace

struct DotProductBench::State {
    BenchConfig config;
    int interval = 32; // dimensions between checkpoints
    int levels = 0;    // checkpoints per pair: maxDk / interval
    int filled = 0;    // checkpoints computed so far (level 1..filled), for every pair
    // Level-major: sums[(level - 1) * samples + pair], unit variance. Left uninitialised (new
    // double[], not a vector) so that pages are only touched once a level is filled.
    std::unique_ptr<double[]> sums;
    Eigen::VectorXd current; // what dotProducts() returned last
    double variance = 1.0;   // sigma^2

    void fillLevels(int upTo);
    void addRemainder(int level, int dk);
};

void DotProductBench::State::fillLevels(int upTo) {
    if (upTo <= filled)
        return;
    const int n = config.samples;
    const int from = filled * interval, to = upTo * interval;
    const int dims = to - from, newLevels = upTo - filled;
    // Pairs go in groups of kGroup whose checkpoints are gathered in `local` and written out
    // level by level as contiguous runs: writing each pair's levels straight into the
    // level-major array would touch a different page per level and thrash the TLB.
    constexpr int kGroup = 64;
    // A call covers whole intervals of several pairs, or chunks of one pair's long run.
    const int pairsPerCall = std::clamp(kChunk / dims, 1, kGroup);
    const int step = pairsPerCall > 1 ? dims : kChunk / interval * interval;
    const KernelEntry& kernels = bestKernels();
    if (kernels.intervalSums) {
        forPairs(n, double(dims) * n, [&](int begin, int end) {
            std::vector<double> local(std::size_t(newLevels) * kGroup);
            std::vector<double> part(static_cast<std::size_t>(newLevels));
            for (int group = begin; group < end; group += kGroup) {
                const int count = std::min(kGroup, end - group);
                for (int g = 0; g < count; ++g) {
                    kernels.intervalSums(pairKey(config.seed, group + g), from, newLevels, interval,
                                         part.data());
                    double running =
                        filled > 0 ? sums[std::size_t(filled - 1) * n + group + g] : 0.0;
                    for (int level = 0; level < newLevels; ++level) {
                        running += part[std::size_t(level)];
                        local[std::size_t(level) * kGroup + std::size_t(g)] = running;
                    }
                }
                for (int level = 0; level < newLevels; ++level)
                    std::copy_n(local.begin() + std::ptrdiff_t(level) * kGroup, count,
                                sums.get() + std::size_t(filled + level) * n + group);
            }
        });
        filled = upTo;
        return;
    }
    forPairs(n, double(dims) * n, [&](int begin, int end) {
        TermScratch s;
        std::vector<double> local(std::size_t(newLevels) * kGroup);
        double running[kGroup];
        for (int group = begin; group < end; group += kGroup) {
            const int count = std::min(kGroup, end - group);
            for (int g = 0; g < count; ++g)
                running[g] = filled > 0 ? sums[std::size_t(filled - 1) * n + group + g] : 0.0;
            for (int first = 0; first < count; first += pairsPerCall) {
                const int pairs = std::min(pairsPerCall, count - first);
                for (int d = from; d < to; d += step) {
                    const int len = std::min(step, to - d);
                    computeTerms(config.seed, group + first, pairs, d, len, s);
                    for (int i = 0; i < pairs; ++i) {
                        const int g = first + i;
                        for (int b = 0; b < len; b += interval) {
                            running[g] += s.sum(i * len + b, interval);
                            const int level = (d - from + b) / interval;
                            local[std::size_t(level) * kGroup + std::size_t(g)] = running[g];
                        }
                    }
                }
            }
            for (int level = 0; level < newLevels; ++level)
                std::copy_n(local.begin() + std::ptrdiff_t(level) * kGroup, count,
                            sums.get() + std::size_t(filled + level) * n + group);
        }
    });
    filled = upTo;
}

void DotProductBench::State::addRemainder(int level, int dk) {
    const int n = config.samples;
    const int from = level * interval, dims = dk - from;
    if (level > 0)
        current = Eigen::Map<const Eigen::VectorXd>(sums.get() + std::size_t(level - 1) * n, n);
    else
        current.setZero(n);
    if (dims > 0) {
        forPairs(n, double(dims) * n, [&](int begin, int end) {
            TermScratch s;
            const int group = std::max(1, kChunk / dims);
            for (int p = begin; p < end; p += group) {
                const int count = std::min(group, end - p);
                computeTerms(config.seed, p, count, from, dims, s);
                for (int i = 0; i < count; ++i)
                    current[p + i] += s.sum(i * dims, dims);
            }
        });
    }
    if (variance != 1.0)
        current *= variance;
}

DotProductBench::DotProductBench(std::unique_ptr<State> state) : state_(std::move(state)) {}
DotProductBench::DotProductBench(DotProductBench&&) noexcept = default;
DotProductBench& DotProductBench::operator=(DotProductBench&&) noexcept = default;
DotProductBench::~DotProductBench() = default;

Result<DotProductBench> DotProductBench::create(const BenchConfig& config) {
    if (config.samples < 1 || config.samples > kMaxBenchSamples)
        return Error{ErrorCode::BadSampleCount,
                     "the bench cannot draw " + std::to_string(config.samples) +
                         " pairs; use 1 to " + std::to_string(kMaxBenchSamples) + " pairs"};
    if (config.maxDk < 1 || config.maxDk > kMaxBenchDk)
        return Error{ErrorCode::BadDimension,
                     "the bench cannot reach d_k = " + std::to_string(config.maxDk) +
                         "; use 1 to " + std::to_string(kMaxBenchDk)};
    if (!(config.sigma >= 1e-100 && config.sigma <= 1e100))
        return Error{ErrorCode::BadScale, "sigma = " + number(config.sigma) +
                                              " is not allowed; use a standard deviation between "
                                              "1e-100 and 1e100 (1 is the lesson's default)"};
    auto state = std::make_unique<State>();
    state->config = config;
    state->variance = config.sigma * config.sigma;
    // Checkpoints every 32 dimensions (at most 31 fresh terms per pair on a fader step: about
    // 0.4 ms for 10,000 pairs, what 15 terms cost before the AVX-512 kernels), spaced further
    // apart when they would exceed the memory budget. Every 16 held twice the memory: 5 MB for
    // the gain-knob page's bench (10,000 pairs up to d_k = 1024) instead of 2.5.
    while (std::size_t(config.maxDk / state->interval) * std::size_t(config.samples) *
               sizeof(double) >
           kBenchCheckpointBudget)
        state->interval *= 2;
    state->levels = config.maxDk / state->interval;
    try {
        state->sums.reset(new double[std::size_t(state->levels) * std::size_t(config.samples)]);
        state->current.setZero(config.samples);
    } catch (const std::bad_alloc&) {
        return Error{ErrorCode::TooLarge, "there is not enough memory for a bench of " +
                                              std::to_string(config.samples) +
                                              " pairs up to d_k = " + std::to_string(config.maxDk) +
                                              "; use fewer pairs or a smaller d_k"};
    }
    return DotProductBench(std::move(state));
}

Result<const Eigen::VectorXd*> DotProductBench::dotProducts(int dk) {
    State& s = *state_;
    if (dk < 1 || dk > s.config.maxDk)
        return Error{ErrorCode::BadDimension, "d_k = " + std::to_string(dk) +
                                                  " is outside this bench; use 1 to " +
                                                  std::to_string(s.config.maxDk)};
    const int level = dk / s.interval;
    s.fillLevels(level);
    s.addRemainder(level, dk);
    return &s.current;
}

Eigen::VectorXd DotProductBench::channelTerms(int pair, int dk) const {
    const State& s = *state_;
    if (pair < 0 || pair >= s.config.samples || dk < 1 || dk > s.config.maxDk)
        return {};
    Eigen::VectorXd out(dk);
    TermScratch scratch;
    for (int d = 0; d < dk; d += kChunk) {
        const int len = std::min(kChunk, dk - d);
        computeTerms(s.config.seed, pair, 1, d, len, scratch);
        out.segment(d, len) = Eigen::Map<const Eigen::VectorXd>(scratch.terms.data(), len);
    }
    if (s.variance != 1.0)
        out *= s.variance;
    return out;
}

namespace {

// q_j = sigma s R cos(phi), k_j = sigma s R sin(phi) with R = sqrt(-2 ln u1) and
// phi = theta / 2 in [-pi/2, pi/2): 2 sin(phi) cos(phi) = sin(theta), so q_j k_j is the term.
Eigen::VectorXd pairVector(const BenchConfig& config, int pair, int dk, bool query) {
    if (pair < 0 || pair >= config.samples || dk < 1 || dk > config.maxDk)
        return {};
    Eigen::VectorXd out(dk);
    const std::uint64_t key = pairKey(config.seed, pair);
    for (int j = 0; j < dk; ++j) {
        const std::uint64_t bits = termBits(key, j);
        std::int32_t radius, angle;
        splitBits(bits, radius, angle);
        const std::int32_t a = angle - kHalfTurn; // phi = a * pi / 2^24
        // cos(phi) = sin(pi/2 - |phi|), both arguments within [-pi/2, pi/2].
        const std::int32_t folded = query ? kHalfTurn - (a < 0 ? -a : a) : a;
        const float trig = sinHalfPeriod(float(folded) * (0.5f * kAngleUnit));
        const float r = std::sqrt(2.0f * minusLogU1(radius));
        const float sign = (bits >> 31) & 1U ? -1.0f : 1.0f;
        out[j] = double(sign * r * trig) * config.sigma;
    }
    return out;
}

} // namespace

Eigen::VectorXd DotProductBench::queryVector(int pair, int dk) const {
    return pairVector(state_->config, pair, dk, true);
}

Eigen::VectorXd DotProductBench::keyVector(int pair, int dk) const {
    return pairVector(state_->config, pair, dk, false);
}

double DotProductBench::theorySd(int dk) const {
    return state_->variance * std::sqrt(double(std::max(dk, 0)));
}

std::size_t DotProductBench::memoryBytes() const {
    const State& s = *state_;
    return sizeof(State) + std::size_t(s.levels) * std::size_t(s.config.samples) * sizeof(double) +
           std::size_t(s.current.size()) * sizeof(double);
}

const BenchConfig& DotProductBench::config() const {
    return state_->config;
}

int DotProductBench::checkpointInterval() const {
    return state_->interval;
}

namespace detail {

std::vector<std::string> benchTermKernels() {
    std::vector<std::string> names;
    for (const KernelEntry& entry : usableKernels())
        names.emplace_back(entry.name);
    return names;
}

std::vector<double> benchTermsWithKernel(std::size_t kernel,
                                         const std::vector<std::int32_t>& radius,
                                         const std::vector<std::int32_t>& angle) {
    const std::vector<KernelEntry> kernels = usableKernels();
    if (kernel >= kernels.size() || radius.size() != angle.size())
        return {};
    for (std::size_t i = 0; i < radius.size(); ++i)
        if (radius[i] < 0 || angle[i] < 0 || angle[i] >= (1 << 24))
            return {};
    const int n = int(radius.size()), blocks = padded(n);
    std::vector<std::int32_t> r(radius), a(angle);
    r.resize(std::size_t(blocks), 0);
    a.resize(std::size_t(blocks), 0);
    std::vector<double> out(static_cast<std::size_t>(blocks));
    for (int b = 0; b < blocks; b += kBlock)
        kernels[kernel].kernel(r.data() + b, a.data() + b, out.data() + b);
    out.resize(std::size_t(n));
    return out;
}

std::vector<std::uint64_t> benchBitsWithKernel(std::size_t kernel, std::uint64_t key, int firstDim,
                                               int dims) {
    const std::vector<KernelEntry> kernels = usableKernels();
    if (kernel >= kernels.size() || firstDim < 0 || dims < 0 || dims > kMaxBenchDk)
        return {};
    std::vector<std::int32_t> radius(std::size_t(dims) + 1), angle(std::size_t(dims) + 1);
    kernels[kernel].hash(key, firstDim, dims, radius.data(), angle.data());
    std::vector<std::uint64_t> fields(static_cast<std::size_t>(dims));
    for (std::size_t j = 0; j < fields.size(); ++j)
        fields[j] = std::uint64_t(std::uint32_t(angle[j])) << 32 | std::uint32_t(radius[j]);
    return fields;
}

std::vector<double> benchIntervalSumsWithKernel(std::size_t kernel, std::uint64_t key, int firstDim,
                                                int intervals, int interval) {
    const std::vector<KernelEntry> kernels = usableKernels();
    if (kernel >= kernels.size() || firstDim < 0 || firstDim % 32 != 0 || interval < 32 ||
        interval % 32 != 0 || intervals < 0 || intervals > kMaxBenchDk / interval)
        return {};
    std::vector<double> sums(static_cast<std::size_t>(intervals));
    if (kernels[kernel].intervalSums) {
        kernels[kernel].intervalSums(key, firstDim, intervals, interval, sums.data());
        return sums;
    }
    const int dims = intervals * interval, blocks = padded(dims);
    std::vector<std::int32_t> radius(std::size_t(blocks), 0), angle(std::size_t(blocks), 0);
    kernels[kernel].hash(key, firstDim, dims, radius.data(), angle.data());
    std::vector<double> terms(static_cast<std::size_t>(blocks));
    for (int b = 0; b < blocks; b += kBlock)
        kernels[kernel].kernel(radius.data() + b, angle.data() + b, terms.data() + b);
    for (int i = 0; i < intervals; ++i)
        for (int j = 0; j < interval; ++j)
            sums[std::size_t(i)] += terms[std::size_t(i) * std::size_t(interval) + std::size_t(j)];
    return sums;
}

} // namespace detail

} // namespace attn
