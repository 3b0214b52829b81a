#pragma once
// Sampled realistic shapes (docs/NUMERIC.md). Along a dimension the rule is separable along
// (ir/separable.h), an element's value depends only on the inputs at its own position there, so
// evaluating the rule on a seeded sample of positions gives exactly the values, and the rounding
// errors, that the full evaluation gives at those positions. The tier evaluates realistic shapes
// that way: every reduction keeps its full length (K, and N for a row statistic), only the
// number of independent rows (or columns) evaluated shrinks.
#include "ir/ir.h"
#include "semantics/shape.h"

#include <cstdint>
#include <string>
#include <vector>

namespace fuseproof::numeric {

struct Sampling {
  semantics::Shape full;      // the shape a case stands for
  semantics::Shape evaluated; // `full` with each sampled dimension's size its sample's
  /// By dimension id: the sorted positions of `full` evaluated; empty when every one is.
  std::vector<std::vector<int64_t>> positions;

  bool sampled() const;
  /// The multi-index in `full` of an element of tensor `t` at multi-index `idx` in `evaluated`.
  std::vector<int64_t> full_index(const ir::TensorInfo &t, std::vector<int64_t> idx) const;
  /// "sampled: M 512 of 4096, N 512 of 4096" ("" when no dimension is sampled).
  std::string text(const ir::Rule &rule) const;
};

/// Every position of `shape`.
Sampling no_sampling(const ir::Rule &rule, const semantics::Shape &shape);

/// Samples `per_dim` positions (the first, the last and seeded distinct others) of every
/// dimension longer than `per_dim` that the rule is separable along; `per_dim` 0 samples none.
Sampling plan_sampling(const ir::Rule &rule, const semantics::Shape &shape, int64_t per_dim,
                       uint64_t seed);

} // namespace fuseproof::numeric
