#pragma once
// Seeded input generators. Every value is a pure function of (seed, tensor, element), so inputs
// are reproducible from the printed seed, independent of evaluation order and thread count, and
// the same raw sample is rounded to each dtype under test.
#include "ir/ir.h"
#include "numeric/float_format.h"
#include "numeric/sampling.h"
#include "semantics/double_domain.h"

#include <cstdint>

namespace fuseproof::numeric {

inline constexpr uint64_t kDefaultSeed = 20261202;

/// splitmix64's finaliser, the hash every seeded choice of the tier derives from.
uint64_t mix64(uint64_t x);

/// The raw (double) sample of element `flat` of tensor `tensor`, whose row (first index) is
/// `row`. Distributions: normal N(0,1); uniform U(-1,1); heavy_tailed Student-t with 3 degrees
/// of freedom; wide_range a random sign times 2^U(-10,10); near_zero_rows N(0,1) with every odd
/// row scaled by 1e-4 (stresses eps); large_mean_rows mu + N(0,1) with the row's common mean mu
/// = 100 * 2^(row % 5), 100 to 1600 (stresses cancellation, and exp overflow in fp32). The
/// distributions built on one N(0,1) value (normal, near_zero_rows, large_mean_rows) take it from
/// a polar draw shared by elements 2p and 2p + 1, which gives two independent normals.
double sample(ir::Distribution d, uint64_t seed, uint64_t tensor, uint64_t row, uint64_t flat);

/// Every input of `rule` at `shape`: tensors sampled and rounded to `storage` (integer inputs
/// drawn uniformly from their range, 1 in 8 the ignore value, and never rounded), scalars from the
/// rule's `numeric value` or else uniform in [0.5, 2), rounded to f32 (kernels take fp32 scalar
/// arguments). Throws EvalError when a real precondition fails for the scalar values.
semantics::Inputs generate_inputs(const ir::Rule &rule, const semantics::Shape &shape,
                                  ir::Distribution d, uint64_t seed, Format storage);
/// The same inputs at the sampled positions only: each element has the value it has in the
/// inputs of `sampling.full` (tensors are shaped as `sampling.evaluated`).
semantics::Inputs generate_inputs(const ir::Rule &rule, const Sampling &sampling,
                                  ir::Distribution d, uint64_t seed, Format storage);

/// `raw` (inputs generated with storage F64) rounded to `storage`: the inputs generate_inputs
/// gives for `storage`, from one generation shared by every dtype under test.
/// Integer inputs are kept as they are.
semantics::Inputs rounded_inputs(const ir::Rule &rule, const semantics::Inputs &raw,
                                 Format storage);

} // namespace fuseproof::numeric
