#pragma once
// The fuzzer's only source of randomness. std::mt19937_64's output sequence is fixed by the
// standard, but the distributions (uniform_int_distribution, ...) are not: libstdc++ and libc++
// turn the same engine state into different numbers. Every draw here is therefore derived from
// raw 64-bit engine outputs by code written out below, so a seed names the same rules, inputs and
// verdicts on every standard library.
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace fuseproof::fuzz {

class Rng {
public:
  explicit Rng(uint64_t seed) : engine_(seed) {}

  uint64_t next() { return engine_(); }

  /// Uniform in [0, n) by rejection (no modulo bias); n must be >= 1.
  uint64_t below(uint64_t n) {
    uint64_t limit = UINT64_MAX - UINT64_MAX % n; // the largest multiple of n that fits
    uint64_t x;
    do
      x = engine_();
    while (x >= limit);
    return x % n;
  }

  /// Uniform integer in [lo, hi].
  int64_t range(int64_t lo, int64_t hi) {
    return lo + static_cast<int64_t>(below(static_cast<uint64_t>(hi - lo) + 1));
  }

  /// True with probability num / den.
  bool chance(uint64_t num, uint64_t den) { return below(den) < num; }

  /// A double uniform in [0, 1) with 53 random bits (exact: an integer scaled by 2^-53).
  double unit() { return static_cast<double>(engine_() >> 11) * 0x1.0p-53; }

  template <class T> const T &pick(const std::vector<T> &v) { return v[below(v.size())]; }

  template <class T> void shuffle(std::vector<T> &v) { // Fisher-Yates with our own draws
    for (size_t i = v.size(); i > 1; --i)
      std::swap(v[i - 1], v[below(i)]);
  }

private:
  std::mt19937_64 engine_;
};

/// A seed for sub-task `n` of seed `s` (SplitMix64's finaliser): rule n of a run does not depend
/// on how many draws the rules before it made, so `--seed S` reproduces rule n alone.
inline uint64_t derive_seed(uint64_t s, uint64_t n) {
  uint64_t z = s + 0x9e3779b97f4a7c15ULL * (n + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/// FNV-1a of a text: the cross-check's inputs are seeded by the rule's text, so a rule is checked
/// on the same inputs however it was reached (generated, mutated, or a minimiser's candidate).
inline uint64_t text_hash(const std::string &s) {
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : s)
    h = (h ^ c) * 1099511628211ULL;
  return h;
}

} // namespace fuseproof::fuzz
