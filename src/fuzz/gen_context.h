#pragma once
// Internal to the generator (generator.cpp builds declarations and random expressions, laws.cpp
// rewrites them by true laws): what a rule under construction has declared so far.
#include "fuzz/generator.h"
#include "fuzz/rng.h"

#include <map>
#include <optional>

namespace fuseproof::fuzz::gen {

/// An extent `coef * dim` (the shapes the generator uses: N, or 2*P for interleaved pairs).
struct Extent {
  int coef = 1;
  std::string dim;
  bool operator==(const Extent &o) const { return coef == o.coef && dim == o.dim; }
};
ExprPtr extent_expr(const Extent &x);

struct Tensor {
  std::string name;
  std::vector<Extent> shape;
};

/// What the preconditions say about a scalar; decides where it may be a divisor or a square root.
enum class ScalarKind { Any, Positive, NonNegative, NonZero, UnitInterval, AtMostOne, Negative };

struct Scalar {
  std::string name;
  ScalarKind kind = ScalarKind::Any;
};

struct Tiling {
  std::string n, bn, nt; // N, the tile width, the tile count
  bool ragged = false;   // (NT - 1) * BN < N <= NT * BN instead of N == NT * BN
};

enum class Law {
  Commute,
  Associate,
  Distribute,
  Identity,
  SubToNeg,
  PowExpand,
  DivToMul,
  ExpSplit,
  LogExp,
  Rsqrt,
  DivCancel,
  Sigmoid,
  MaxMin,
  SelectFlip,
  SumLinear,
  SumFactor,
  SumUnfactor,
  SumSwap,
  SumConst,
  TileSplit,
  PairSplit,
  Trig,
  BigLiteral,
  IndexAffine,
  MeanScale,
  ExplicitRange,
};
constexpr int kLawCount = static_cast<int>(Law::ExplicitRange) + 1;
const char *law_name(Law law);

using Scope = std::vector<std::string>;

class Generator {
public:
  Generator(uint64_t seed, std::string rule_name) : rng_(seed), rule_name_(std::move(rule_name)) {}
  GeneratedRule run();

  // ---- generator.cpp: random well-typed expressions in a scope of index variables ----
  ExprPtr expr(int depth, const Scope &scope);
  ExprPtr leaf(const Scope &scope);
  ExprPtr positive(int depth, const Scope &scope);    // > 0 wherever the preconditions hold
  ExprPtr nonnegative(int depth, const Scope &scope); // >= 0
  ExprPtr nonzero(int depth, const Scope &scope);     // != 0
  ExprPtr condition(const Scope &scope);
  ExprPtr reduction(int depth, const Scope &scope, const std::string &kind);
  /// An access that uses `var` as a whole index, other indices from `scope`; null if none fits.
  ExprPtr access_using(const std::string &var, const Scope &scope);
  std::string fresh(const std::string &stem) { return stem + std::to_string(++fresh_); }
  std::string fresh_var(const Extent &ext) {
    std::string v = fresh("k");
    var_ext_[v] = ext;
    return v;
  }
  /// A scalar whose preconditions exclude 0, created (with a random orientation) if needed.
  std::string nonzero_scalar();

  // ---- laws.cpp ----
  /// Rewrites the node in `slot` by `law` if it applies; true when it changed the tree.
  bool apply_law(Law law, ExprPtr &slot, Ctx ctx, const Scope &scope);
  /// Whether `e` is an integer expression (literal digits, dimensions, indices, + - * %).
  bool integer_typed(const Expr &e) const;
  /// Applies `count` random laws at random places of `root`.
  void rewrite(ExprPtr &root, const Scope &scope, int count);

  Rng rng_;
  std::string rule_name_;
  std::vector<std::string> dims_;
  std::vector<Tensor> inputs_;
  std::vector<Scalar> scalars_;
  std::optional<Tiling> tiles_;
  std::optional<std::string> pair_dim_;   // P, when tensors have an extent 2*P
  std::map<std::string, Extent> var_ext_; // every index variable's extent
  std::vector<std::string> laws_;
  int fresh_ = 0;
};

} // namespace fuseproof::fuzz::gen
