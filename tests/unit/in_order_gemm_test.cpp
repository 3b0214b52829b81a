// sgemm_in_order, the unfused side's GEMM when check-kernel compares a hand-written kernel with
// it: each element accumulated in k order with one fp32 rounding per term, bit for bit what a
// loop of fmaf computes, at shapes that split into row bands across threads and at tiny ones.
#include "numeric/blas.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

namespace fuseproof {
namespace {

std::vector<float> fmaf_loop(const std::vector<float> &a, const std::vector<float> &b,
                             int64_t rows, int64_t k, int64_t cols) {
  std::vector<float> c(static_cast<size_t>(rows * cols));
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j) {
      float acc = 0;
      for (int64_t kk = 0; kk < k; ++kk)
        acc = std::fmaf(a[i * k + kk], b[kk * cols + j], acc);
      c[i * cols + j] = acc;
    }
  return c;
}

TEST(InOrderGemm, EqualsAnFmafLoopBitForBit) {
  struct Shape {
    int64_t rows, k, cols;
  };
  std::mt19937_64 rng(20261207);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::uniform_real_distribution<float> exponent(-20.0f, 20.0f);
  for (Shape s : {Shape{1, 1, 1}, Shape{3, 7, 5}, Shape{64, 1024, 96}, Shape{130, 300, 70}}) {
    for (bool wide : {false, true}) { // wide: magnitudes over 2^-20..2^20, much cancellation
      std::vector<float> a(static_cast<size_t>(s.rows * s.k)), b(static_cast<size_t>(s.k * s.cols));
      for (float &x : a)
        x = normal(rng) * (wide ? std::exp2(exponent(rng)) : 1.0f);
      for (float &x : b)
        x = normal(rng) * (wide ? std::exp2(exponent(rng)) : 1.0f);
      std::vector<float> got(static_cast<size_t>(s.rows * s.cols));
      numeric::sgemm_in_order(a.data(), b.data(), got.data(), s.rows, s.k, s.cols);
      std::vector<float> want = fmaf_loop(a, b, s.rows, s.k, s.cols);
      size_t differ = 0;
      for (size_t i = 0; i < got.size(); ++i)
        differ += std::memcmp(&got[i], &want[i], sizeof(float)) != 0;
      EXPECT_EQ(differ, 0u) << s.rows << " x " << s.k << " x " << s.cols << (wide ? " wide" : "");
    }
  }
}

} // namespace
} // namespace fuseproof
