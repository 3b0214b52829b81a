#pragma once
// Concrete sizes for a rule's dimensions, integer evaluation of index expressions, and the
// enumeration of every shape up to a bound, smallest first.
#include "ir/ir.h"
#include "support/checked_int.h"

#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace fuseproof::semantics {

struct Shape {
  std::vector<int64_t> dims; // by dimension id
};

/// A rule that is well-formed but cannot be evaluated at some shape: an out-of-range access,
/// a `%` by zero, a max over an empty range.
class EvalError : public std::runtime_error {
public:
  EvalError(ir::SourceLoc loc, const std::string &message)
      : std::runtime_error(message), loc_(std::move(loc)) {}
  const ir::SourceLoc &loc() const { return loc_; }

private:
  ir::SourceLoc loc_;
};

/// `a op b` for an integer operator (Add, Sub, Mul, Mod, Div); `%` and `//` are the Euclidean
/// (SMT-LIB) modulo and quotient. Throws EvalError on division by zero and wrap-around.
int64_t apply_int_op(ir::IntOp op, int64_t a, int64_t b, const ir::SourceLoc &loc);

/// apply_int_op without the diagnostic, for hot loops (the lane evaluator): false exactly where
/// apply_int_op throws, else `out` is its value (a unit test compares the two on extremes).
inline bool try_int_op(ir::IntOp op, int64_t a, int64_t b, int64_t &out) noexcept {
  switch (op) {
  case ir::IntOp::Add: return !__builtin_add_overflow(a, b, &out);
  case ir::IntOp::Sub: return !__builtin_sub_overflow(a, b, &out);
  case ir::IntOp::Mul: return !__builtin_mul_overflow(a, b, &out);
  case ir::IntOp::Mod:
    if (b == 0)
      return false;
    out = support::euclidean_mod(a, b);
    return true;
  case ir::IntOp::Div:
    if (b == 0 || (b == -1 && a == std::numeric_limits<int64_t>::min()))
      return false;
    out = b == -1 ? -a : support::euclidean_div(a, b);
    return true;
  default: return false;
  }
}
int64_t eval_int(const ir::IntExpr &e, const Shape &shape, std::span<const int64_t> vars);
std::vector<int64_t> extents(const ir::TensorInfo &t, const Shape &shape);
int64_t element_count(const std::vector<int64_t> &extents);
/// Row-major multi-index of flat position `flat`.
std::vector<int64_t> unflatten(int64_t flat, const std::vector<int64_t> &extents);

/// True when the shape meets every precondition that mentions dimensions only and gives every
/// input a non-negative extent.
bool meets_dim_preconditions(const ir::Rule &rule, const Shape &shape);

/// Every shape with each dimension in [1, bound] that meets the dimension preconditions,
/// ordered by total size, then lexicographically: the first failing shape is a smallest one.
std::vector<Shape> enumerate_shapes(const ir::Rule &rule, int bound);

/// "M=1 K=2 N=1"
std::string shape_text(const ir::Rule &rule, const Shape &shape);

/// The comparison `a op b` on any ordered type (indices, doubles).
template <class T> bool compare_values(ir::CmpOp op, const T &a, const T &b) {
  switch (op) {
  case ir::CmpOp::Lt: return a < b;
  case ir::CmpOp::Le: return a <= b;
  case ir::CmpOp::Gt: return a > b;
  case ir::CmpOp::Ge: return a >= b;
  case ir::CmpOp::Eq: return a == b;
  case ir::CmpOp::Ne: return a != b;
  }
  return false;
}

} // namespace fuseproof::semantics
