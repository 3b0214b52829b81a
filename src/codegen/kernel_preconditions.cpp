#include "codegen/kernel_preconditions.h"

#include "ir/printer.h"
#include "verify/preconditions.h"

#include <boost/multiprecision/cpp_int.hpp>

#include <cmath>
#include <optional>

namespace fuseproof::codegen {

namespace {

using Rational = boost::multiprecision::cpp_rational;

const char *cmp_name(ir::CmpOp op) {
  switch (op) {
  case ir::CmpOp::Lt: return "lt";
  case ir::CmpOp::Le: return "le";
  case ir::CmpOp::Gt: return "gt";
  case ir::CmpOp::Ge: return "ge";
  case ir::CmpOp::Eq: return "eq";
  case ir::CmpOp::Ne: return "ne";
  }
  return "eq";
}

/// A double as an exact rational.
Rational exact(double d) {
  int exp = 0;
  double m = std::frexp(d, &exp); // d = m * 2^exp, 0.5 <= |m| < 1
  Rational r(static_cast<long long>(std::ldexp(m, 53)));
  exp -= 53;
  Rational two(exp >= 0 ? 2 : 1, exp >= 0 ? 1 : 2);
  for (int i = 0; i < std::abs(exp); ++i)
    r *= two;
  return r;
}

bool int_mentions_dim(const ir::IntPtr &e, int dim) {
  return e && ir::any_int_node(
                  *e, [&](const ir::IntExpr &n) { return n.op == ir::IntOp::Dim && n.id == dim; });
}

bool expr_mentions_dim(const ir::ExprPtr &e, int dim);

bool cond_mentions_dim(const ir::Cond &c, int dim) {
  return int_mentions_dim(c.ia, dim) || int_mentions_dim(c.ib, dim) ||
         expr_mentions_dim(c.va, dim) || expr_mentions_dim(c.vb, dim);
}

bool expr_mentions_dim(const ir::ExprPtr &e, int dim) {
  if (!e)
    return false;
  if (int_mentions_dim(e->int_value, dim) || int_mentions_dim(e->range, dim) ||
      (e->cond && cond_mentions_dim(*e->cond, dim)))
    return true;
  for (const ir::IntPtr &i : e->indices)
    if (int_mentions_dim(i, dim))
      return true;
  for (const ir::ExprPtr &a : e->args)
    if (expr_mentions_dim(a, dim))
      return true;
  return false;
}

/// Whether dimension `dim` means anything to the rule beyond bounding integer inputs from
/// above: a tensor's shape, an index, an extent, a value, a precondition, a fact, or the lower
/// end of a range. When it does not, the proof holds for every value of it, so a caller's data
/// bounded by it from above is bounded by nothing (some value of it lies past any data).
bool dim_means_more_than_upper_ends(const ir::Rule &rule, int dim) {
  auto any = [&](const std::vector<ir::IntPtr> &es) {
    for (const ir::IntPtr &e : es)
      if (int_mentions_dim(e, dim))
        return true;
    return false;
  };
  auto tensor = [&](const ir::TensorInfo &t) {
    if (any(t.shape))
      return true;
    return t.integer && (int_mentions_dim(t.integer->lo, dim) ||
                         (int_mentions_dim(t.integer->hi, dim) &&
                          !(t.integer->hi->op == ir::IntOp::Dim && t.integer->hi->id == dim)));
  };
  for (const ir::TensorInfo &t : rule.inputs)
    if (tensor(t))
      return true;
  for (const ir::Cond &c : rule.requires_)
    if (cond_mentions_dim(c, dim))
      return true;
  for (const ir::OpaqueFn &f : rule.opaques) {
    if (expr_mentions_dim(f.model, dim))
      return true;
    for (const ir::Cond &c : f.facts)
      if (cond_mentions_dim(c, dim))
        return true;
  }
  for (const ir::Program *side : {&rule.lhs, &rule.rhs, &rule.forward}) {
    for (const ir::TensorInfo &t : side->locals)
      if (tensor(t))
        return true;
    for (const ir::Statement &st : side->statements) {
      if (expr_mentions_dim(st.value, dim))
        return true;
      for (const ir::Piece &piece : st.pieces)
        if (expr_mentions_dim(piece.value, dim) || any(piece.ranges) || any(piece.at))
          return true;
    }
  }
  return false;
}

class Writer {
public:
  Writer(const ir::Rule &rule, KernelPlan &plan) : rule_(rule), plan_(plan) {}

  std::string run() {
    std::vector<std::string> checks;
    // Every dimension of the proof is an integer >= 1.
    for (auto [role, size] : {std::pair{DimRole::M, "args.M"}, {DimRole::N, "args.N"},
                              {DimRole::K, "args.K"}})
      for (DimRole r : plan_.dims)
        if (r == role ||
            (role == DimRole::N && (r == DimRole::HalfN || r == DimRole::ColumnFactor))) {
          checks.push_back(std::string("fp::pre::ge(fp::pre::lit(") + size +
                           "), fp::pre::lit(1))");
          break;
        }
    for (DimRole r : plan_.dims)
      if (r == DimRole::HalfN) { // the rule's P is the kernel's N / 2
        checks.push_back("fp::pre::eq(fp::pre::mod(fp::pre::lit(args.N), fp::pre::lit(2)), "
                         "fp::pre::lit(0))");
        break;
      }
    if (plan_.column_multiple > 1) // grouped columns: N = c * (factors, each >= 1)
      checks.push_back("fp::pre::eq(fp::pre::mod(fp::pre::lit(args.N), fp::pre::lit(" +
                       std::to_string(plan_.column_multiple) + ")), fp::pre::lit(0))");
    for (const ir::Cond &c : rule_.requires_) {
      plan_.preconditions.push_back(text(c));
      std::optional<std::string> check = c.integer ? integer(c) : real(c);
      if (!check)
        return problem_.empty() ? "the launcher cannot check the precondition '" + text(c) + "'"
                                : problem_;
      checks.push_back(*check);
    }
    for (const KernelParam &p : plan_.params)
      if (p.type == ParamType::I64 && p.source == Source::RuleInput)
        if (!integer_range(p))
          return problem_;
    plan_.precondition_check.clear();
    for (const std::string &c : checks)
      plan_.precondition_check +=
          (plan_.precondition_check.empty() ? "" : " &&\n         ") + c;
    if (plan_.precondition_check.empty())
      plan_.precondition_check = "true";
    return "";
  }

private:
  std::string text(const ir::Cond &c) const {
    if (c.integer)
      return ir::print_int(rule_, *c.ia) + " " + ir::cmp_spelling(c.op) + " " +
             ir::print_int(rule_, *c.ib);
    return ir::print_expr(rule_, rule_.lhs, *c.va) + " " + ir::cmp_spelling(c.op) + " " +
           ir::print_expr(rule_, rule_.lhs, *c.vb);
  }

  std::optional<std::string> dim(int id) {
    switch (plan_.dims[id]) {
    case DimRole::M: return "fp::pre::lit(args.M)";
    case DimRole::N: return "fp::pre::lit(args.N)";
    case DimRole::K: return "fp::pre::lit(args.K)";
    case DimRole::HalfN: return "fp::pre::lit(args.N / 2)";
    case DimRole::TileWidth: return "fp::pre::lit(fp::kTileN)";
    case DimRole::TileCount:
      return "fp::pre::lit((static_cast<int64_t>(args.N) + fp::kTileN - 1) / fp::kTileN)";
    case DimRole::RowTileHeight: return "fp::pre::lit(fp::kTileM)";
    case DimRole::RowTileCount:
      return "fp::pre::lit((static_cast<int64_t>(args.M) + fp::kTileM - 1) / fp::kTileM)";
    case DimRole::ColumnFactor:
      problem_ = "a precondition mentions dimension " + rule_.dims[id].name +
                 ", one factor of the GEMM's grouped columns: the kernel knows only their "
                 "product, so the launcher cannot check it";
      return std::nullopt;
    case DimRole::Unused: break;
    }
    problem_ = "a precondition mentions dimension " + rule_.dims[id].name +
               ", which is none of the kernel's sizes, so the launcher cannot check it";
    return std::nullopt;
  }

  std::optional<std::string> int_expr(const ir::IntExpr &e) {
    switch (e.op) {
    case ir::IntOp::Const: return "fp::pre::lit(" + std::to_string(e.value) + ")";
    case ir::IntOp::Dim: return dim(e.id);
    case ir::IntOp::Var: // sema allows none in a precondition
    case ir::IntOp::Read: return std::nullopt;
    default: break;
    }
    auto a = int_expr(*e.a), b = int_expr(*e.b);
    if (!a || !b)
      return std::nullopt;
    const char *op = e.op == ir::IntOp::Add   ? "add"
                     : e.op == ir::IntOp::Sub ? "sub"
                     : e.op == ir::IntOp::Mul ? "mul"
                     : e.op == ir::IntOp::Mod ? "mod"
                                              : "div";
    return std::string("fp::pre::") + op + "(" + *a + ", " + *b + ")";
  }

  /// The range integer input `p` declares, at the kernel's sizes. Its upper end may be a
  /// dimension the kernel does not have and the rule uses for nothing else (a position below
  /// the maximum sequence length S): the proof holds for every S, so some S lies past any data
  /// and the end is open. Anything else the kernel's sizes do not fix (S also sizing a table the
  /// caller reads with the position) is a problem: the data could not be checked.
  bool integer_range(const KernelParam &p) {
    const ir::IntegerRange &r = *rule_.inputs[p.id].integer;
    const std::string name = rule_.inputs[p.id].name;
    std::string text = "[" + ir::print_int(rule_, *r.lo) + ", " + ir::print_int(rule_, *r.hi) + ")";
    if (r.ignore)
      text += " or the ignore value " + std::to_string(*r.ignore);
    std::optional<std::string> lo = int_expr(*r.lo);
    if (!lo) {
      problem_ = "the range of integer input '" + name + "' starts at " +
                 ir::print_int(rule_, *r.lo) +
                 ", which the kernel's sizes do not fix, so nothing could check its data";
      return false;
    }
    const bool free_end = r.hi->op == ir::IntOp::Dim &&
                          plan_.dims[r.hi->id] == DimRole::Unused &&
                          !dim_means_more_than_upper_ends(rule_, r.hi->id);
    std::optional<std::string> hi =
        free_end ? std::optional<std::string>("fp::pre::Int{}") : int_expr(*r.hi);
    if (!hi) {
      problem_ = "the range of integer input '" + name + "' ends at " +
                 ir::print_int(rule_, *r.hi) +
                 ", which the kernel's sizes do not fix, so nothing could check its data";
      return false;
    }
    if (free_end)
      text += " (" + rule_.dims[r.hi->id].name + " is none of the kernel's sizes: no upper end)";
    std::string code = "fp::pre::Range{true, " + *lo + ", " + *hi + ", " +
                       (free_end ? "true" : "false") + ", " + (r.ignore ? "true" : "false") + ", " +
                       std::to_string(r.ignore.value_or(0)) + ", \"" + text + "\"}";
    plan_.integer_ranges.push_back({p.slot, text, code});
    return true;
  }

  std::optional<std::string> integer(const ir::Cond &c) {
    auto a = int_expr(*c.ia), b = int_expr(*c.ib);
    if (!a || !b)
      return std::nullopt;
    return std::string("fp::pre::") + cmp_name(c.op) + "(" + *a + ", " + *b + ")";
  }

  /// The kernel's value of a scalar: its slot, adding a parameter if the epilogue reads none.
  std::optional<std::string> scalar(int id) {
    int slots = 0;
    for (KernelParam &p : plan_.params)
      if (p.role == Role::Scalar) {
        if (p.id == id) {
          p.host_checked = true;
          return "args.scalars[" + std::to_string(p.slot) + "]";
        }
        ++slots;
      }
    if (slots >= 4) {
      problem_ = "the kernel takes at most 4 scalars, and its preconditions read a fifth";
      return std::nullopt;
    }
    KernelParam p;
    p.name = rule_.scalars[id].name;
    p.role = Role::Scalar;
    p.type = ParamType::F32;
    p.slot = slots;
    p.source = Source::RuleScalar;
    p.id = id;
    p.host_checked = true;
    plan_.params.push_back(p);
    return "args.scalars[" + std::to_string(p.slot) + "]";
  }

  /// A constant: a literal, its negation, or an integer.
  static std::optional<Rational> constant(const ir::Expr &e) {
    if (e.op == ir::ExprOp::Literal)
      return Rational(boost::multiprecision::cpp_int(e.literal.num),
                      boost::multiprecision::cpp_int(e.literal.den));
    if (e.op == ir::ExprOp::FromInt && e.int_value->op == ir::IntOp::Const)
      return Rational(e.int_value->value);
    if (e.op == ir::ExprOp::Neg)
      if (auto v = constant(*e.args[0]))
        return -*v;
    return std::nullopt;
  }

  /// `scalar op constant`, `constant op scalar` or `scalar op scalar`, decided exactly.
  std::optional<std::string> real(const ir::Cond &c) {
    const ir::Expr *a = c.va.get(), *b = c.vb.get();
    ir::CmpOp op = c.op;
    if (a->op != ir::ExprOp::Scalar) {
      std::swap(a, b);
      op = ir::mirrored(op);
    }
    if (a->op != ir::ExprOp::Scalar)
      return std::nullopt;
    auto x = scalar(a->scalar);
    if (!x)
      return std::nullopt;
    if (b->op == ir::ExprOp::Scalar) {
      auto y = scalar(b->scalar);
      if (!y)
        return std::nullopt;
      return std::string("fp::pre::") + cmp_name(op) + "(fp::pre::cmp(" + *x + ", " + *y + "))";
    }
    std::optional<Rational> q = constant(*b);
    if (!q)
      return std::nullopt;
    double d = static_cast<double>(*q);
    if (!std::isfinite(d))
      return std::nullopt;
    Rational diff = exact(d) - *q;
    int sign = diff < 0 ? -1 : diff > 0 ? 1 : 0;
    char text[64];
    std::snprintf(text, sizeof text, "%a", d);
    return std::string("fp::pre::") + cmp_name(op) + "(fp::pre::cmp_literal(" + *x + ", " + text +
           ", " + std::to_string(sign) + "))";
  }

  const ir::Rule &rule_;
  KernelPlan &plan_;
  std::string problem_;
};

} // namespace

std::string plan_preconditions(const ir::Rule &rule, KernelPlan &plan) {
  return Writer(rule, plan).run();
}

std::string tile_binding_problem(const ir::Rule &rule, const KernelPlan &plan,
                                 const smt::Budget &budget) {
  auto find = [&](std::initializer_list<DimRole> roles) {
    for (size_t d = 0; d < plan.dims.size(); ++d)
      for (DimRole r : roles)
        if (plan.dims[d] == r)
          return static_cast<int>(d);
    return -1;
  };
  int columns = find({DimRole::N, DimRole::HalfN}), rows = find({DimRole::M});
  bool half = columns >= 0 && plan.dims[columns] == DimRole::HalfN;
  int width = find({DimRole::TileWidth}), count = find({DimRole::TileCount});
  int height = find({DimRole::RowTileHeight}), row_count = find({DimRole::RowTileCount});
  if (width < 0 && count < 0 && height < 0 && row_count < 0)
    return "";
  ir::Rule bound = rule;
  auto cond = [](ir::CmpOp op, ir::IntPtr a, ir::IntPtr b) {
    ir::Cond c;
    c.op = op;
    c.integer = true;
    c.ia = std::move(a);
    c.ib = std::move(b);
    return c;
  };
  std::string binding;
  // The tile dimension is the kernel's tile; the count is ceil(extent / tile):
  // (count - 1) * tile < extent <= count * tile.
  auto bind = [&](int tile_dim, int count_dim, int64_t tile, ir::IntPtr extent) {
    if (tile_dim >= 0) {
      bound.requires_.push_back(cond(ir::CmpOp::Eq, ir::int_dim(tile_dim), ir::int_const(tile)));
      binding += std::string(binding.empty() ? "" : ", ") + rule.dims[tile_dim].name + " = " +
                 std::to_string(tile);
    }
    if (count_dim < 0 || !extent)
      return;
    ir::IntPtr total = ir::int_binary(ir::IntOp::Mul, ir::int_dim(count_dim), ir::int_const(tile));
    bound.requires_.push_back(cond(ir::CmpOp::Le, extent, total));
    bound.requires_.push_back(
        cond(ir::CmpOp::Lt, ir::int_binary(ir::IntOp::Sub, total, ir::int_const(tile)), extent));
    binding += std::string(binding.empty() ? "" : ", ") + rule.dims[count_dim].name + " = ceil(" +
               ir::print_int(rule, *extent) + " / " + std::to_string(tile) + ")";
  };
  ir::IntPtr n;
  if (columns >= 0) // N is 2 * P for pair kernels
    n = half ? ir::int_binary(ir::IntOp::Mul, ir::int_const(2), ir::int_dim(columns))
             : ir::int_dim(columns);
  bind(width, count, kKernelTileN, n);
  bind(height, row_count, kKernelTileM, rows >= 0 ? ir::int_dim(rows) : nullptr);
  verify::PreconditionCheck check = verify::check_preconditions(bound, budget);
  switch (check.answer) {
  case verify::Satisfiable::Yes: return "";
  case verify::Satisfiable::No:
    return "the rule's preconditions cannot hold with its tiles bound to the kernel's (" +
           binding + "): the kernel would compute a case the proof excluded";
  case verify::Satisfiable::Unknown:
    return "cannot tell whether the rule's preconditions hold with its tiles bound to the "
           "kernel's (" +
           binding + "): " + check.reason;
  }
  return "";
}

} // namespace fuseproof::codegen
