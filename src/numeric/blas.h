#pragma once
// Matrix products for the numeric tier's fast path, one per concrete domain, each computing what
// the evaluator's `sum(k) A[r,k] * B[k,c]` means in that domain: dgemm in double, sgemm on fp32
// operands with fp32 accumulation (as tensor cores accumulate), and for error bounds the
// classical dot-product bound gamma_K * sum |a_k b_k| plus the propagated operand bounds.
// All matrices are row-major: A is R x K, B is K x C, the result R x C.
#include "numeric/error_bound_domain.h"
#include "numeric/lowp_domain.h"
#include "semantics/double_domain.h"

#include <span>
#include <vector>

namespace fuseproof::numeric {

std::vector<double> contract(semantics::DoubleDomain &, std::span<const double> a,
                             std::span<const double> b, int64_t rows, int64_t k, int64_t cols);
std::vector<float> contract(LowPrecisionDomain &, std::span<const float> a,
                            std::span<const float> b, int64_t rows, int64_t k, int64_t cols);
/// An error-bound operand: bounded values, or, where `exact` is non-empty, values that carry no
/// error (an input's own doubles), so the product needs neither their copy into Bounded nor a
/// product of their zero bounds.
struct BoundedOperand {
  std::span<const Bounded> bounded;
  std::span<const double> exact;
};
std::vector<Bounded> contract(ErrorBoundDomain &dom, BoundedOperand a, BoundedOperand b,
                              int64_t rows, int64_t k, int64_t cols);

/// C = A B in double / in float through BLAS (row-major), exposed for benchmarks' baselines.
void dgemm(const double *a, const double *b, double *c, int64_t rows, int64_t k, int64_t cols);
void sgemm(const float *a, const float *b, float *c, int64_t rows, int64_t k, int64_t cols);
/// C = A B in float with each element accumulated in k order, one rounding per term (what
/// LowPrecisionDomain::in_order_contractions selects).
void sgemm_in_order(const float *a, const float *b, float *c, int64_t rows, int64_t k,
                    int64_t cols);

} // namespace fuseproof::numeric
