#pragma once
// The numeric tolerance tier: both sides of a rule evaluated in each declared dtype on seeded
// inputs, against a double-precision reference of the left side, at small shapes and realistic
// LLM shapes. Criteria per compared output (each reported by name when it fails):
//   tolerance      |rhs - ref| <= atol + rtol |ref| elementwise (PyTorch's assert_close
//                  defaults per dtype, overridable with `numeric tolerance`). It is judged only
//                  when the unfused lhs, in the same dtype, meets half of it: when even the
//                  unfused computation comes close to it or misses it (fp32 accumulation over
//                  K = 4096 exceeds f32's 1e-5 atol), the tolerance measures the dtype and the
//                  shape, not the rewrite, and whether the fused side crosses it is noise at the
//                  factor of 2 that no-less-accurate allows; the result says so and the other
//                  criteria decide;
//   no-less-accurate  max|rhs - ref| <= 2 max|lhs - ref| + 1e-6 (CODA's own criterion);
//   error-bound    |side - exact side| <= the rigorous rounding-error bound, for both sides
//                  (each side against its own value in double);
//   exact          the rhs in double agrees with the reference up to double rounding (else
//                  the sides differ over the reals: the rule is wrong, not just inaccurate);
//   defined        no obligation (rsqrt argument > 0, ...) fails on the inputs;
//   finite         the rhs is finite wherever the reference is finite in the dtype (a NaN or
//                  an infinity the kernel would return where the specification has a value).
// A case whose reference itself is not finite in the dtype (it overflows the format) cannot be
// judged on the dtype's criteria: it is `not judged`, which is never a pass (the `exact` and
// `defined` criteria, which do not depend on the dtype, still apply). The tier passes when no
// case fails and at least one case passes: a rule with no cases, or none that can be judged,
// has no numeric evidence and fails.
// The first two are statistics of large tensors and are judged at realistic shapes only (on the
// handful of elements of a tiny shape, a maximum error is one or two rounding events and
// whether the unfused side happens to be exact is luck); small shapes are held to the others.
#include "ir/ir.h"
#include "numeric/gradient_check.h"
#include "numeric/progress.h"
#include "numeric/stats.h"
#include "semantics/double_domain.h"
#include "semantics/shape.h"

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace fuseproof::numeric {

inline constexpr int64_t kDefaultSamplePositions = 512;

/// One case as a kernel under test sees it: the full shape (not the sampled one) and the
/// inputs there, rounded to their storage dtypes.
struct KernelCase {
  const std::string &shape_name;
  const semantics::Shape &shape;
  const std::string &dtype;
  ir::Distribution distribution;
  const semantics::Inputs &inputs;
};

/// A fused kernel fuseproof did not write, standing in for the rule's rhs (`check-kernel`).
class ExternalKernel {
public:
  virtual ~ExternalKernel() = default;
  /// The kernel's compared outputs at the case's full shape, in `compare` order, row-major.
  /// Throws KernelError when the kernel cannot produce them.
  virtual std::vector<std::vector<double>> run(const KernelCase &c) = 0;
};

/// The kernel under test failed to run a case (raised, returned a wrong shape, died).
class KernelError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

struct NumericOptions {
  uint64_t seed = 0; // 0: kDefaultSeed
  bool small_shapes = true;
  bool realistic_shapes = true;
  int small_bound = 3;
  /// Sizes replacing those of every realistic shape (by dimension name); dims not named keep
  /// the rule's value.
  std::map<std::string, int64_t> shape_override;
  std::vector<std::string> dtypes;             // empty: the rule's
  std::vector<ir::Distribution> distributions; // empty: the rule's (default all)
  /// At realistic shapes, the positions evaluated along each dimension the rule is separable
  /// along (numeric/sampling.h); 0 evaluates every position.
  int64_t sample_positions = kDefaultSamplePositions;
  bool fast_path = true; // BLAS for matrix products
  bool error_bound = true;
  Progress *progress = nullptr;
  /// When set, this kernel's outputs stand in for the rhs: judged by `defined` (reference and
  /// lhs), `tolerance` and `no-less-accurate` (realistic shapes), `finite`, and at small shapes
  /// by `error-bound` against the rule's rhs with kKernelBoundSlack: a hand-written kernel's
  /// indexing errors show on ragged tiny shapes, far outside any rounding (docs/CHECK_KERNEL.md).
  /// Not by `exact`, which is about the rule.
  ExternalKernel *kernel = nullptr;
};

/// How far beyond the rule's rhs rounding-error bound a kernel may be at small shapes: room for
/// hardware functions that are not correctly rounded (a few ulps), nothing like a wrong term.
inline constexpr double kKernelBoundSlack = 4;

/// An element of an output where the fused side is furthest from the reference.
struct WorstElement {
  std::string at; // "Y[3, 17]", with the shape at small shapes
  double fused = 0, unfused = 0, reference = 0;
};
inline constexpr size_t kWorstElements = 5;

struct OutputResult {
  std::string name;
  ErrorStats lhs, rhs; // each side in the dtype, against the f64 reference
  double rtol = 0, atol = 0;
  ToleranceResult tolerance;     // of the rhs
  ToleranceResult lhs_tolerance; // of the unfused lhs: decides whether the criterion applies
  /// The unfused side meets half the tolerance, so a fused side allowed twice its error (CODA)
  /// must still meet all of it.
  bool tolerance_applies() const { return lhs_tolerance.max_ratio <= 0.5; }
  bool no_less_accurate = true;
  std::optional<BoundResult> lhs_bound, rhs_bound;
  /// With an external kernel: its worst elements, worst first (at most kWorstElements).
  std::vector<WorstElement> worst;
};

struct CaseResult {
  std::string shape_name; // "small", "prefill", ...
  std::string shape_text; // "M=4096 K=4096 N=4096", or "27 shapes up to 3"
  std::string dtype;
  ir::Distribution distribution = ir::Distribution::Normal;
  std::vector<OutputResult> outputs;
  std::vector<std::string> failures; // one message per failed criterion, naming it
  std::string not_judged; // why the dtype's criteria cannot be judged here; empty: judged
  double seconds = 0;
  bool failed() const { return !failures.empty(); }
  bool judged() const { return not_judged.empty(); }
  bool passed() const { return judged() && !failed(); }
  /// Why the case does not pass: its first failure, or why it was not judged.
  std::string problem() const;
};

struct NumericResult {
  uint64_t seed = 0;
  std::vector<CaseResult> cases;
  /// The derived gradients against central differences of the forward (gradient_check.h), run
  /// before the cases, at the small shapes; empty for a rule without `vjp(...)`.
  std::vector<GradientCheck> gradients;
  /// Every gradient check passes, no case fails and at least one passes.
  bool passed() const;
  /// The case that decides a non-pass: the first failing one, else (none passing) the first
  /// not judged; null when there are no cases at all, when a gradient check decides, or when
  /// the tier passed.
  const CaseResult *deciding_case() const;
  /// Why the tier does not pass, in one line ("" when it passes).
  std::string reason() const;
};

/// The shapes the tier runs at: name and sizes. Throws EvalError (located at the rule or its
/// `numeric shape` line) when a shape is missing or violates a dimension precondition.
std::vector<std::pair<std::string, semantics::Shape>>
realistic_shapes(const ir::Rule &rule, const NumericOptions &options);

/// Runs the tier. Throws EvalError for a rule the tier cannot run (see realistic_shapes).
NumericResult run_numeric(const ir::Rule &rule, const NumericOptions &options);

/// One case at one shape (exposed for tests and benchmarks).
CaseResult run_case(const ir::Rule &rule, const semantics::Shape &shape, const std::string &dtype,
                    ir::Distribution d, uint64_t seed, const NumericOptions &options);

} // namespace fuseproof::numeric
