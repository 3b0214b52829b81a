#pragma once
// The concrete domain in IEEE double: evaluates rules on given inputs (hand-checked unit tests,
// counterexample replay). A failed obligation is recorded, not thrown, so a replay can say
// which side is undefined.
#include "semantics/evaluator.h"

#include <cmath>
#include <numbers>
#include <string>
#include <vector>

namespace fuseproof::semantics {

struct Violation {
  Obligation kind;
  ir::SourceLoc loc;
  double value;
};

/// Whether a concrete value meets an obligation.
bool obligation_holds(Obligation kind, double v);

/// Records, rather than throws, the obligations a concrete evaluation fails, so a caller can say
/// which side is undefined and where.
class ViolationLog {
public:
  void require(Obligation kind, double v, const ir::SourceLoc &loc) {
    if (!obligation_holds(kind, v))
      violations_.push_back({kind, loc, v});
  }
  const std::vector<Violation> &violations() const { return violations_; }
  void clear_violations() { violations_.clear(); }
  void truncate_violations(size_t n) { violations_.resize(std::min(n, violations_.size())); }
  void add_violations(const std::vector<Violation> &more) {
    violations_.insert(violations_.end(), more.begin(), more.end());
  }

private:
  std::vector<Violation> violations_;
};

/// Concrete inputs for one shape: every input tensor flattened row-major, every scalar. An
/// integer input's elements are held exactly, as doubles (|v| < 2^53).
struct Inputs {
  std::vector<std::vector<double>> tensors;
  std::vector<double> scalars;
  /// Element `flat` of integer input `id`, for a concrete domain's int_input.
  int64_t integer_at(int id, int64_t flat) const {
    return static_cast<int64_t>(tensors.at(id).at(flat));
  }
};

class DoubleDomain : public ConcreteIndexing<DoubleDomain>, public ViolationLog {
public:
  using Value = double;
  using Bool = bool;

  explicit DoubleDomain(const Inputs &inputs) : inputs_(inputs) {}

  double literal(const ir::Literal &lit) const { return lit.value; }
  double pi() const { return std::numbers::pi; }
  double integer(int64_t v) const { return static_cast<double>(v); }
  double scalar(int id) const { return inputs_.scalars.at(id); }
  double input(int id, std::span<const int64_t> idx, std::span<const int64_t> extents) const {
    return inputs_.tensors.at(id).at(flat_index(idx, extents));
  }
  /// An input tensor's elements, row-major: `input` reads them as they are.
  const double *input_data(int id) const { return inputs_.tensors.at(id).data(); }
  int64_t int_input(int id, std::span<const int64_t> idx, std::span<const int64_t> extents,
                    const ir::SourceLoc &) const {
    return inputs_.integer_at(id, flat_index(idx, extents));
  }
  double add(double a, double b) const { return a + b; }
  double sub(double a, double b) const { return a - b; }
  double mul(double a, double b) const { return a * b; }
  double div(double a, double b) const { return a / b; }
  double neg(double a) const { return -a; }
  double rsqrt(double a) const;
  double sqrt(double a) const;
  double exp(double a) const;
  double log(double a) const;
  double sin(double a) const;
  double cos(double a) const;
  double tanh(double a) const;
  double erf(double a) const;
  double round(double a) const { return std::nearbyint(a); } // ties to even
  double fma(double a, double b, double c) const { return std::fma(a, b, c); }
  bool compare(ir::CmpOp op, double a, double b) const { return compare_values(op, a, b); }
  double select(bool c, double a, double b) const { return c ? a : b; }

private:
  const Inputs &inputs_;
};

/// Evaluates both sides and returns, per compared output, its values on each side.
struct SideValues {
  std::vector<std::vector<double>> lhs, rhs; // by compare index
  std::vector<Violation> lhs_violations, rhs_violations;
};
SideValues evaluate_both(const ir::Rule &rule, const Shape &shape, const Inputs &inputs);

} // namespace fuseproof::semantics
