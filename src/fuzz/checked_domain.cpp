#include "fuzz/checked_domain.h"

#include <cfloat>
#include <limits>
#include <numbers>
#include <sstream>

namespace fuseproof::fuzz {

namespace {

constexpr double kU = 0x1.0p-53;     // unit roundoff of double
constexpr double kEta = 0x1.0p-1074; // the smallest subnormal: bounds an underflow's error
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// A value within kSlack times its error bound of a boundary (zero, or another value it is
// compared with) is too close to call: first-order error bounds are estimates, not proofs.
constexpr double kSlack = 4;

std::string number(double v) {
  std::ostringstream out;
  out.precision(17);
  out << v;
  return out.str();
}

unsigned bits(unsigned __int128 x) {
  unsigned n = 0;
  while (x) {
    x >>= 1;
    ++n;
  }
  return n;
}

std::optional<unsigned __int128> parse_u128(const std::string &digits) {
  if (digits.empty() || digits.size() > 36)
    return std::nullopt;
  unsigned __int128 x = 0;
  for (char c : digits) {
    if (c < '0' || c > '9')
      return std::nullopt;
    x = x * 10 + static_cast<unsigned>(c - '0');
  }
  return x;
}

/// Whether the double `lit.value` is exactly the decimal num / den the literal denotes.
bool literal_exact(const ir::Literal &lit) {
  double v = lit.value;
  if (!std::isfinite(v))
    return false;
  auto num = parse_u128(lit.num), den = parse_u128(lit.den);
  if (!num || !den || *den == 0)
    return false;
  if (v == 0)
    return *num == 0;
  int ex = 0;
  double f = std::frexp(std::fabs(v), &ex); // |v| = f 2^ex, f in [0.5, 1)
  auto m = static_cast<unsigned __int128>(std::ldexp(f, 53));
  int q = ex - 53;
  while ((m & 1) == 0) {
    m >>= 1;
    ++q;
  }
  if (q >= 0) { // num == m 2^q den
    if (bits(m) + static_cast<unsigned>(q) + bits(*den) > 126)
      return false;
    return *num == (m << q) * *den;
  }
  if (bits(*num) + static_cast<unsigned>(-q) > 126 || bits(m) + bits(*den) > 126)
    return false;
  return (*num << -q) == m * *den; // num 2^-q == m den
}

} // namespace

EV CheckedDomain::literal(const ir::Literal &lit) {
  tick();
  return {lit.value, literal_exact(lit) ? 0 : kU * std::fabs(lit.value)};
}

EV CheckedDomain::exact_integer(long double v) const {
  double d = static_cast<double>(v);
  if (std::fabs(d) <= 0x1.0p53)
    return {d, 0};
  return {d, 2 * kU * std::fabs(d)}; // rounded to double (and beyond 2^64, in long double)
}

namespace {
int64_t flat_of(std::span<const long double> idx, std::span<const long double> ext) {
  int64_t flat = 0;
  for (size_t p = 0; p < idx.size(); ++p)
    flat = flat * static_cast<int64_t>(ext[p]) + static_cast<int64_t>(idx[p]);
  return flat;
}
} // namespace

EV CheckedDomain::input(int id, std::span<const long double> idx,
                        std::span<const long double> ext) const {
  return {inputs_.tensors.at(id).at(flat_of(idx, ext)), 0};
}

long double CheckedDomain::int_input(int id, std::span<const long double> idx,
                                     std::span<const long double> ext,
                                     const ir::SourceLoc &loc) const {
  double v = inputs_.tensors.at(id).at(flat_of(idx, ext));
  if (v != std::floor(v) || std::fabs(v) > 0x1.0p53)
    throw semantics::EvalError(loc, "integer input element " + number(v) + " is not an integer");
  return static_cast<long double>(v);
}

void CheckedDomain::fail(const std::string &what, double v) {
  undefined.push_back(what + " (the argument is " + number(v) + ")");
}

EV CheckedDomain::add(const EV &a, const EV &b) {
  tick();
  double s = a.v + b.v;
  if (!std::isfinite(s))
    return {s, kInf};
  double bb = s - a.v; // TwoSum: the exact rounding error of a + b
  double err = (a.v - (s - bb)) + (b.v - bb);
  return {s, a.e + b.e + std::fabs(err)};
}

EV CheckedDomain::mul(const EV &a, const EV &b) {
  tick();
  double p = a.v * b.v;
  if (!std::isfinite(p))
    return {p, kInf};
  double err = std::fma(a.v, b.v, -p); // exact unless the product underflows
  double e = std::fabs(a.v) * b.e + std::fabs(b.v) * a.e + a.e * b.e + std::fabs(err);
  if (std::fabs(p) < DBL_MIN && a.v != 0 && b.v != 0)
    e += kEta;
  return {p, e};
}

EV CheckedDomain::div(const EV &a, const EV &b) {
  tick();
  if (b.v == 0 && b.e == 0) {
    fail("division by zero", b.v);
    return {kNaN, kInf};
  }
  if (std::fabs(b.v) <= kSlack * b.e) {
    uncertain_obligation = true;
    if (b.v == 0)
      return {kNaN, kInf};
  }
  double q = a.v / b.v;
  if (!std::isfinite(q))
    return {q, kInf};
  double r = std::fma(-q, b.v, a.v); // a - q b exactly: the quotient's rounding error is r / b
  double denom = std::fabs(b.v) - b.e;
  double e = denom > 0 ? (a.e + std::fabs(q) * b.e) / denom + std::fabs(r / b.v) : kInf;
  if (std::fabs(q) < DBL_MIN && a.v != 0)
    e += kEta;
  return {q, e};
}

bool CheckedDomain::check_sign(const EV &a, bool strict, const char *fn) {
  bool certainly_bad = a.v < 0 ? -a.v > kSlack * a.e : (strict && a.v == 0 && a.e == 0);
  if (certainly_bad) {
    fail(std::string(fn) + " of a value " + (strict ? "<= 0" : "< 0"), a.v);
    return false;
  }
  if (std::fabs(a.v) <= kSlack * a.e && (strict || a.v < 0)) {
    uncertain_obligation = true;
    return a.v > 0 || (!strict && a.v == 0);
  }
  return true;
}

EV CheckedDomain::rsqrt(const EV &a) {
  tick();
  if (!check_sign(a, true, "rsqrt"))
    return {kNaN, kInf};
  double y = 1.0 / std::sqrt(a.v);
  double d = a.e / a.v; // relative perturbation of the argument
  double e = d < 1 ? y * (1 / std::sqrt(1 - d) - 1) + 3 * kU * y : kInf;
  return {y, e};
}

EV CheckedDomain::sqrt(const EV &a) {
  tick();
  if (!check_sign(a, false, "sqrt"))
    return {kNaN, kInf};
  double y = std::sqrt(std::max(a.v, 0.0));
  double lo = std::sqrt(std::max(a.v - a.e, 0.0));
  double e = std::sqrt(a.e); // |sqrt x - sqrt y| <= sqrt |x - y|
  if (y + lo > 0)
    e = std::min(e, a.e / (y + lo));
  return {y, e + kU * y};
}

EV CheckedDomain::exp(const EV &a) {
  tick();
  double y = std::exp(a.v);
  if (!std::isfinite(y))
    return {y, kInf};
  double e = y * std::expm1(a.e) + 2 * kU * y;
  if (y < DBL_MIN)
    e += kEta;
  return {y, e};
}

EV CheckedDomain::log(const EV &a) {
  tick();
  if (!check_sign(a, true, "log"))
    return {kNaN, kInf};
  double y = std::log(a.v);
  double e = a.e < a.v ? -std::log1p(-a.e / a.v) + 2 * kU * std::fabs(y) + kEta : kInf;
  return {y, e};
}

EV CheckedDomain::sin(const EV &a) {
  tick();
  return {std::sin(a.v), a.e + 2 * kU};
}

EV CheckedDomain::cos(const EV &a) {
  tick();
  return {std::cos(a.v), a.e + 2 * kU};
}

EV CheckedDomain::tanh(const EV &a) {
  tick();
  return {std::tanh(a.v), a.e + 2 * kU}; // 1-Lipschitz, |tanh| < 1
}

// A step function: exact where no half-integer lies within the value's error, and otherwise too
// close to call (flagged as a comparison is: the checker cannot tell which integer is right).
EV CheckedDomain::round(const EV &a) {
  tick();
  double r = std::nearbyint(a.v);
  if (a.e > 0 && std::nearbyint(a.v - kSlack * a.e) != std::nearbyint(a.v + kSlack * a.e))
    uncertain_compare = true;
  return {r, 0};
}

EV CheckedDomain::pi() const { return {std::numbers::pi, kU * std::numbers::pi}; }

EV CheckedDomain::erf(const EV &a) {
  tick();
  return {std::erf(a.v), 1.1284 * a.e + 2 * kU}; // erf' <= 2/sqrt(pi) < 1.1284, |erf| < 1
}

bool CheckedDomain::compare(ir::CmpOp op, const EV &a, const EV &b) {
  tick();
  if (std::isnan(a.v) || std::isnan(b.v) ||
      ((a.e != 0 || b.e != 0) && std::fabs(a.v - b.v) <= kSlack * (a.e + b.e)))
    uncertain_compare = true;
  return semantics::compare_values(op, a.v, b.v);
}

long double CheckedDomain::index_op(ir::IntOp op, long double a, long double b,
                                    const ir::SourceLoc &loc) {
  switch (op) {
  case ir::IntOp::Add: return a + b;
  case ir::IntOp::Sub: return a - b;
  case ir::IntOp::Mul: return a * b;
  case ir::IntOp::Mod:
    if (b == 0)
      throw semantics::EvalError(loc, "'%' by zero");
    return std::fmod(std::fmod(a, b) + b, b); // as semantics::apply_int_op, without wrap-around
  case ir::IntOp::Div:
    if (b == 0)
      throw semantics::EvalError(loc, "'//' by zero");
    return b > 0 ? std::floor(a / b) : -std::floor(a / -b); // Euclidean, as apply_int_op
  default: throw semantics::EvalError(loc, "not a binary integer operator");
  }
}

std::optional<int64_t> CheckedDomain::as_constant(long double v) {
  if (v != std::trunc(v) || std::fabs(v) >= 0x1.0p62L)
    return std::nullopt;
  return static_cast<int64_t>(v);
}

std::optional<long double> eval_dims(const ir::IntExpr &e, const std::vector<int64_t> &dims) {
  switch (e.op) {
  case ir::IntOp::Const: return static_cast<long double>(e.value);
  case ir::IntOp::Dim: return static_cast<long double>(dims.at(e.id));
  case ir::IntOp::Var:
  case ir::IntOp::Read: return std::nullopt;
  default: break;
  }
  auto a = eval_dims(*e.a, dims), b = eval_dims(*e.b, dims);
  if (!a || !b)
    return std::nullopt;
  switch (e.op) {
  case ir::IntOp::Add: return *a + *b;
  case ir::IntOp::Sub: return *a - *b;
  case ir::IntOp::Mul: return *a * *b;
  case ir::IntOp::Mod:
    if (*b == 0)
      return std::nullopt;
    return std::fmod(std::fmod(*a, *b) + *b, *b);
  case ir::IntOp::Div:
    if (*b == 0)
      return std::nullopt;
    return *b > 0 ? std::floor(*a / *b) : -std::floor(*a / -*b);
  default: return std::nullopt;
  }
}

namespace {

void referenced_locals(const ir::Expr &e, std::vector<bool> &out) {
  if (e.op == ir::ExprOp::Access && !e.tensor.input)
    out[e.tensor.id] = true;
  for (const ir::ExprPtr &a : e.args)
    referenced_locals(*a, out);
  if (e.cond && !e.cond->integer) {
    referenced_locals(*e.cond->va, out);
    referenced_locals(*e.cond->vb, out);
  }
}

} // namespace

SideEval evaluate_side(const ir::Rule &rule, bool lhs, const std::vector<int64_t> &dims,
                       const semantics::Inputs &inputs, int64_t op_limit) {
  SideEval out;
  const ir::Program &side = lhs ? rule.lhs : rule.rhs;
  CheckedDomain dom(inputs, op_limit);
  semantics::Evaluator<CheckedDomain> ev(dom, rule,
                                         std::vector<long double>(dims.begin(), dims.end()));
  ev.set_work_limit(std::numeric_limits<int64_t>::max()); // the domain's own budget applies
  ev.run(side);
  // Every element of a statement's tensor, through the evaluator's memo.
  auto fill = [&](int local, std::vector<EV> *keep) {
    const ir::TensorInfo &info = side.locals[local];
    std::vector<long double> ext = ev.extents_of(info);
    long double n = 1;
    for (long double x : ext) {
      if (x < 0)
        throw semantics::EvalError(info.loc, "'" + info.name + "' has a negative extent");
      n *= x;
    }
    if (n > static_cast<long double>(op_limit))
      throw TooMuchWork{};
    std::vector<long double> idx(ext.size(), 0);
    for (int64_t flat = 0; flat < static_cast<int64_t>(n); ++flat) {
      EV v = ev.value_at(local, idx);
      if (keep)
        keep->push_back(v);
      for (size_t p = idx.size(); p-- > 0;) { // odometer: last index fastest
        if (++idx[p] < ext[p])
          break;
        idx[p] = 0;
      }
    }
  };
  auto failed = [&](const std::string &why) {
    if (out.why.empty())
      out.why = why;
  };
  try {
    for (const ir::Compare &c : rule.compares) {
      out.outputs.emplace_back();
      fill(lhs ? c.lhs : c.rhs, &out.outputs.back());
    }
    if (!dom.undefined.empty()) {
      out.compared_defined = out.all_defined = false;
      failed(dom.undefined.front());
    }
  } catch (const semantics::EvalError &e) {
    out.compared_defined = out.all_defined = false;
    failed(std::string(e.what()) + " at " + e.loc().text());
  } catch (const TooMuchWork &) {
    out.too_much_work = true;
    return out;
  }
  std::vector<bool> read(side.locals.size(), false);
  for (const ir::Statement &st : side.statements)
    referenced_locals(*st.value, read);
  for (const ir::Compare &c : rule.compares)
    read[lhs ? c.lhs : c.rhs] = true;
  size_t before = dom.undefined.size();
  for (size_t local = 0; local < side.locals.size() && out.all_defined; ++local) {
    if (read[local])
      continue;
    try {
      fill(static_cast<int>(local), nullptr);
    } catch (const semantics::EvalError &e) {
      out.all_defined = false;
      failed("statement '" + side.locals[local].name + "', which nothing reads: " + e.what() +
             " at " + e.loc().text());
    } catch (const TooMuchWork &) {
      out.too_much_work = true;
      return out;
    }
    if (dom.undefined.size() > before) {
      out.all_defined = false;
      failed("statement '" + side.locals[local].name +
             "', which nothing reads: " + dom.undefined[before]);
    }
  }
  out.uncertain_obligation = dom.uncertain_obligation;
  out.uncertain_compare = dom.uncertain_compare;
  return out;
}

} // namespace fuseproof::fuzz
