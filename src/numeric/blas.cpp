#include "numeric/blas.h"

#include "numeric/huge_pages.h"
#include "numeric/workers.h"

#include <cblas.h>

#include <algorithm>
#include <cmath>
#include <thread>
#include <vector>

namespace fuseproof::numeric {

namespace {

// BLAS wants leading dimensions >= 1 even for empty matrices.
int ld(int64_t n) { return static_cast<int>(std::max<int64_t>(n, 1)); }

/// Runs `band(first_row, rows)` over [0, rows) split into one band of rows per core, each on its
/// own thread, with OpenBLAS itself single-threaded. OpenBLAS's own worker threads keep spinning
/// (sched_yield) for up to 2^28 cycles after every call, taking a core from the evaluator's
/// threads that run next; with the threads here there is nothing left to spin. Each element of
/// C is the same dot product either way (the bands split rows, not K).
template <class Band> void row_bands(int64_t rows, int64_t work, Band band) {
  static const bool single = [] {
    openblas_set_num_threads(1);
    return true;
  }();
  (void)single;
  const int64_t cores = worker_count();
  // Small products are not worth a thread (the tier's small shapes).
  const int64_t bands = work < (int64_t{1} << 22) || rows < 2 ? 1 : std::min(cores, rows);
  std::vector<std::thread> threads;
  for (int64_t b = 1; b < bands; ++b) {
    const int64_t first = rows * b / bands, last = rows * (b + 1) / bands;
    threads.emplace_back(band, first, last - first);
  }
  band(int64_t{0}, rows / bands);
  for (std::thread &t : threads)
    t.join();
}

} // namespace

void sgemm(const float *a, const float *b, float *c, int64_t rows, int64_t k, int64_t cols) {
  row_bands(rows, rows * k * cols, [=](int64_t first, int64_t n) {
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, static_cast<int>(n),
                static_cast<int>(cols), static_cast<int>(k), 1.0f, a + first * k, ld(k), b,
                ld(cols), 0.0f, c + first * cols, ld(cols));
  });
}

void sgemm_in_order(const float *a, const float *b, float *c, int64_t rows, int64_t k,
                    int64_t cols) {
  row_bands(rows, rows * k * cols, [=](int64_t first, int64_t n) {
    // A row of C in double: a product of two floats is exact there, and the sum rounded once to
    // float per term is fmaf's single rounding (the double sum's own rounding can only matter at
    // an exact float tie, a rounding-to-nearest double-rounding corner that this ignores).
    std::vector<double> row(static_cast<size_t>(cols));
    for (int64_t i = first; i < first + n; ++i) {
      std::fill(row.begin(), row.end(), 0.0);
      for (int64_t kk = 0; kk < k; ++kk) {
        const double aik = a[i * k + kk];
        const float *bk = b + kk * cols;
        for (int64_t j = 0; j < cols; ++j)
          row[j] = static_cast<float>(row[j] + aik * static_cast<double>(bk[j]));
      }
      for (int64_t j = 0; j < cols; ++j)
        c[i * cols + j] = static_cast<float>(row[j]);
    }
  });
}

void dgemm(const double *a, const double *b, double *c, int64_t rows, int64_t k, int64_t cols) {
  row_bands(rows, rows * k * cols, [=](int64_t first, int64_t n) {
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, static_cast<int>(n),
                static_cast<int>(cols), static_cast<int>(k), 1.0, a + first * k, ld(k), b, ld(cols),
                0.0, c + first * cols, ld(cols));
  });
}

std::vector<double> contract(semantics::DoubleDomain &, std::span<const double> a,
                             std::span<const double> b, int64_t rows, int64_t k, int64_t cols) {
  std::vector<double> c;
  resize_huge(c, rows * cols);
  dgemm(a.data(), b.data(), c.data(), rows, k, cols);
  return c;
}

std::vector<float> contract(LowPrecisionDomain &dom, std::span<const float> a,
                            std::span<const float> b, int64_t rows, int64_t k, int64_t cols) {
  std::vector<float> c;
  resize_huge(c, rows * cols);
  if (dom.in_order_contractions)
    sgemm_in_order(a.data(), b.data(), c.data(), rows, k, cols);
  else
    sgemm(a.data(), b.data(), c.data(), rows, k, cols);
  return c;
}

namespace {

double value_of(const BoundedOperand &m, size_t i) {
  return m.exact.empty() ? m.bounded[i].v : m.exact[i];
}
double bound_of(const BoundedOperand &m, size_t i) {
  return m.exact.empty() ? m.bounded[i].e : 0;
}

/// f(value, bound) of each of the first n elements of `m`.
template <class F> std::vector<double> each(const BoundedOperand &m, size_t n, F f) {
  std::vector<double> out;
  resize_huge(out, n);
  for (size_t i = 0; i < n; ++i)
    out[i] = f(value_of(m, i), bound_of(m, i));
  return out;
}

bool any_bound(const BoundedOperand &m) {
  return std::any_of(m.bounded.begin(), m.bounded.end(), [](const Bounded &x) { return x.e != 0; });
}

} // namespace

std::vector<Bounded> contract(ErrorBoundDomain &dom, BoundedOperand a, BoundedOperand b,
                              int64_t rows, int64_t k, int64_t cols) {
  const size_t a_n = static_cast<size_t>(rows * k), b_n = static_cast<size_t>(k * cols);
  auto value = [](double v, double) { return v; };
  auto magnitude = [](double v, double) { return std::abs(v); };
  auto bound = [](double, double e) { return e; };
  std::vector<double> values, sum_abs, propagated;
  for (std::vector<double> *m : {&values, &sum_abs, &propagated})
    resize_huge(*m, rows * cols);
  {
    // Exact operands are multiplied where they lie.
    std::vector<double> av, bv;
    if (a.exact.empty())
      av = each(a, a_n, value);
    if (b.exact.empty())
      bv = each(b, b_n, value);
    dgemm(a.exact.empty() ? av.data() : a.exact.data(),
          b.exact.empty() ? bv.data() : b.exact.data(), values.data(), rows, k, cols);
  }
  std::vector<double> aa = each(a, a_n, magnitude), ba = each(b, b_n, magnitude);
  dgemm(aa.data(), ba.data(), sum_abs.data(), rows, k, cols);
  // Propagated operand error: sum_k e_a |b| + |a| e_b + e_a e_b, as one product of
  // [e_a | |a|] (R x 2K) with [|b| + e_b ; e_b] (2K x C) when both carry bounds.
  bool ea = any_bound(a), eb = any_bound(b);
  if (ea && eb) {
    std::vector<double> left, right;
    resize_huge(left, rows * 2 * k);
    resize_huge(right, 2 * k * cols);
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t q = 0; q < k; ++q) {
        left[r * 2 * k + q] = bound_of(a, r * k + q);
        left[r * 2 * k + k + q] = aa[r * k + q];
      }
    for (int64_t q = 0; q < k; ++q)
      for (int64_t c = 0; c < cols; ++c) {
        right[q * cols + c] = ba[q * cols + c] + bound_of(b, q * cols + c);
        right[(k + q) * cols + c] = bound_of(b, q * cols + c);
      }
    dgemm(left.data(), right.data(), propagated.data(), rows, 2 * k, cols);
  } else if (ea) {
    std::vector<double> ae = each(a, a_n, bound);
    dgemm(ae.data(), ba.data(), propagated.data(), rows, k, cols);
  } else if (eb) {
    std::vector<double> be = each(b, b_n, bound);
    dgemm(aa.data(), be.data(), propagated.data(), rows, k, cols);
  }
  // |fl(sum a'b') - sum ab| <= propagated + gamma_K (sum |ab| + propagated) + underflow of each
  // product; the factor covers the double rounding of these very products (all terms >= 0).
  double g = dom.gamma(k);
  double safety = 1 + 4 * static_cast<double>(k + 2) * unit_roundoff(Format::F64);
  double underflow = 2 * static_cast<double>(k) * underflow_error(Format::F32);
  std::vector<Bounded> out;
  resize_huge(out, rows * cols);
  for (int64_t i = 0; i < rows * cols; ++i)
    out[i] = {values[i], (propagated[i] + g * (sum_abs[i] + propagated[i]) + underflow) * safety};
  return out;
}

} // namespace fuseproof::numeric
