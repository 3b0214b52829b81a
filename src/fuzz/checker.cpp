#include "fuzz/checker.h"

#include "fuzz/checked_domain.h"
#include "fuzz/rng.h"
#include "semantics/integer_inputs.h"
#include "sema/sema.h"
#include "support/diagnostics.h"
#include "verify/verifier.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <sstream>

namespace fuseproof::fuzz {

const char *finding_name(Finding f) {
  switch (f) {
  case Finding::None: return "none";
  case Finding::ProvedButDiffers: return "proved, but the sides differ";
  case Finding::ProvedButRhsUndefined:
    return "proved, but the rhs is undefined where the lhs is defined";
  case Finding::ProvedVacuous: return "proved, but the preconditions never hold";
  case Finding::RefutedNotReplayed: return "refuted, but the counterexample does not replay";
  case Finding::EqualRuleRefuted: return "refuted, but the rule is equal by construction";
  case Finding::Crash: return "internal error";
  case Finding::Hang: return "the verifier hangs";
  }
  return "?";
}

namespace {

std::string number(double v) {
  std::ostringstream out;
  out.precision(17);
  out << v;
  return out.str();
}

bool mentions_scalar(const ir::Expr &e) {
  if (e.op == ir::ExprOp::Scalar)
    return true;
  return std::any_of(e.args.begin(), e.args.end(),
                     [](const ir::ExprPtr &a) { return mentions_scalar(*a); });
}

bool scalars_ok(const ir::Rule &rule, const std::vector<int64_t> &dims,
                const std::vector<double> &scalars, bool dims_only);

/// Dimension preconditions, evaluated exactly (no int64 wrap-around), and non-negative input
/// extents, as semantics::meets_dim_preconditions states them; and the real preconditions that
/// mention dimensions only (`(NT - 1e-6) * BN + 1 <= N`): a shape failing one of those can be
/// met by no scalar draw.
bool dims_ok(const ir::Rule &rule, const std::vector<int64_t> &dims) {
  if (!scalars_ok(rule, dims, std::vector<double>(rule.scalars.size(), 0.0), true))
    return false;
  for (const ir::TensorInfo &t : rule.inputs)
    for (const ir::IntPtr &s : t.shape) {
      auto v = eval_dims(*s, dims);
      if (!v || *v < 0)
        return false;
    }
  for (const ir::Cond &c : rule.requires_) {
    if (!c.integer)
      continue;
    auto a = eval_dims(*c.ia, dims), b = eval_dims(*c.ib, dims);
    if (!a || !b || !semantics::compare_values(c.op, *a, *b))
      return false;
  }
  return true;
}

/// A shape meeting the dimension preconditions, dims drawn in [1, scale]; a failed draw is
/// repaired one dimension at a time over [1, limit] (that solves N == NT * BN and the ragged
/// bounds for the dimension they pin down); last, every shape with dims up to 4 is tried.
std::optional<std::vector<int64_t>> find_shape(const ir::Rule &rule, Rng &rng, int scale,
                                               int limit) {
  size_t n = rule.dims.size();
  std::vector<int64_t> d(n, 1);
  for (int attempt = 0; attempt < 12; ++attempt) {
    for (int64_t &x : d)
      x = rng.range(1, scale);
    if (dims_ok(rule, d))
      return d;
    std::vector<size_t> order(n);
    for (size_t i = 0; i < n; ++i)
      order[i] = i;
    rng.shuffle(order);
    for (size_t p : order) {
      std::vector<int64_t> good;
      int64_t keep = d[p];
      for (int64_t v = 1; v <= limit; ++v) {
        d[p] = v;
        if (dims_ok(rule, d))
          good.push_back(v);
      }
      d[p] = keep;
      if (!good.empty()) {
        d[p] = rng.pick(good);
        return d;
      }
    }
  }
  int small = std::min(limit, 4);
  std::vector<std::vector<int64_t>> good;
  if (n <= 7) {
    std::fill(d.begin(), d.end(), 1);
    while (true) {
      if (dims_ok(rule, d))
        good.push_back(d);
      size_t p = n;
      while (p > 0 && d[p - 1] == small)
        d[--p] = 1;
      if (p == 0)
        break;
      ++d[p - 1];
    }
  }
  if (good.empty())
    return std::nullopt;
  return rng.pick(good);
}

void literals_of(const ir::Expr &e, std::vector<double> &out) {
  if (e.op == ir::ExprOp::Literal)
    out.push_back(e.literal.value);
  if (e.op == ir::ExprOp::FromInt && e.int_value->op == ir::IntOp::Const)
    out.push_back(static_cast<double>(e.int_value->value));
  for (const ir::ExprPtr &a : e.args)
    literals_of(*a, out);
}

/// Whether every real precondition (or, with `dims_only`, every one that mentions no scalar)
/// certainly holds for these scalars at this shape.
bool scalars_ok(const ir::Rule &rule, const std::vector<int64_t> &dims,
                const std::vector<double> &scalars, bool dims_only) {
  semantics::Inputs in;
  in.scalars = scalars;
  CheckedDomain dom(in, 100000);
  semantics::Evaluator<CheckedDomain> ev(dom, rule,
                                         std::vector<long double>(dims.begin(), dims.end()));
  for (const ir::Cond &c : rule.requires_) {
    if (c.integer || (dims_only && (mentions_scalar(*c.va) || mentions_scalar(*c.vb))))
      continue;
    try {
      if (!ev.condition(c))
        return false;
    } catch (const semantics::EvalError &) {
      return false;
    } catch (const TooMuchWork &) {
      return false;
    }
  }
  return dom.undefined.empty() && !dom.uncertain_obligation && !dom.uncertain_compare;
}

/// Scalar values meeting the real preconditions: boundary values (0, +-1, the preconditions'
/// own constants and their neighbours) first among random dyadic values.
std::optional<std::vector<double>>
find_scalars(const ir::Rule &rule, const std::vector<int64_t> &dims, Rng &rng, int trial) {
  // Boundary values first: a precondition that admits 0 (or its own constant) is where a
  // division or a logarithm it fails to guard goes wrong.
  std::vector<double> specials = {0, 1, -1};
  std::vector<double> cands = {2, -2, 0.5, -0.5, 3, -3, 0.25, 4, 10, -10, 1e-3, -1e-3};
  std::vector<double> lits;
  for (const ir::Cond &c : rule.requires_)
    if (!c.integer) {
      literals_of(*c.va, lits);
      literals_of(*c.vb, lits);
    }
  for (double c : lits) {
    specials.push_back(c);
    for (double v : {-c, c + 1, c - 1, c / 2, 2 * c})
      cands.push_back(v);
  }
  std::vector<double> s(rule.scalars.size());
  for (int attempt = 0; attempt < 300; ++attempt) {
    for (size_t i = 0; i < s.size(); ++i) {
      uint64_t r = rng.below(10);
      if (attempt == 0) // each draw starts from another corner: all 0, all 1, all -1, ...
        s[i] = specials[(static_cast<size_t>(trial) + i) % specials.size()];
      else if (r < 4)
        s[i] = rng.pick(specials);
      else if (r < 7)
        s[i] = rng.pick(cands);
      else
        s[i] = static_cast<double>(rng.range(-8192, 8192)) / 1024;
    }
    if (scalars_ok(rule, dims, s, false))
      return s;
    if (s.empty())
      return std::nullopt; // nothing to draw: the preconditions fail at this shape
  }
  return std::nullopt;
}

/// Input entries for one draw; `dist` picks the distribution: dyadic in [-2, 2] (exactly
/// representable, small rounding), small integers (exact zeros: divisors and masks at their
/// boundary), full-precision uniform, positive dyadic (keeps logs and divisions of inputs defined).
std::optional<semantics::Inputs> draw_inputs(const ir::Rule &rule, const std::vector<int64_t> &dims,
                                             const std::vector<double> &scalars, Rng &rng, int dist,
                                             int64_t limit) {
  semantics::Inputs in;
  in.scalars = scalars;
  int64_t total = 0;
  for (const ir::TensorInfo &t : rule.inputs) {
    long double n = 1;
    for (const ir::IntPtr &s : t.shape)
      n *= *eval_dims(*s, dims);
    total += static_cast<int64_t>(n);
    if (n > limit || total > limit)
      return std::nullopt;
    std::vector<double> v(static_cast<size_t>(n));
    if (t.integer) { // a target: any allowed value, the ignore value one time in four
      semantics::IntegerValues range = semantics::integer_values(t, semantics::Shape{dims});
      if (range.hi <= range.lo)
        return std::nullopt; // no element can exist: nothing to draw at this shape
      for (double &x : v)
        x = static_cast<double>(range.ignore && rng.range(0, 3) == 0
                                    ? *range.ignore
                                    : rng.range(range.lo, range.hi - 1));
      in.tensors.push_back(std::move(v));
      continue;
    }
    for (double &x : v) {
      switch (dist) {
      case 0: x = static_cast<double>(rng.range(-2048, 2048)) / 1024; break;
      case 1: x = static_cast<double>(rng.range(-2, 2)); break;
      case 2: x = rng.unit() * 3 - 1.5; break;
      default: x = static_cast<double>(rng.range(64, 2048)) / 1024; break;
      }
    }
    in.tensors.push_back(std::move(v));
  }
  return in;
}

std::string where_text(const ir::Rule &rule, const std::vector<int64_t> &dims,
                       const std::vector<double> &scalars) {
  std::string out = "at " + semantics::shape_text(rule, semantics::Shape{dims});
  for (size_t s = 0; s < scalars.size(); ++s)
    out += " " + rule.scalars[s].name + "=" + number(scalars[s]);
  return out;
}

std::string element_text(const ir::Rule &rule, size_t c, size_t flat,
                         const std::vector<int64_t> &dims) {
  const ir::TensorInfo &t = rule.lhs.locals[rule.compares[c].lhs];
  std::vector<int64_t> ext;
  for (const ir::IntPtr &s : t.shape)
    ext.push_back(static_cast<int64_t>(*eval_dims(*s, dims)));
  std::string out = t.name;
  if (!ext.empty()) {
    std::vector<int64_t> idx = semantics::unflatten(static_cast<int64_t>(flat), ext);
    out += "[";
    for (size_t i = 0; i < idx.size(); ++i)
      out += (i ? ", " : "") + std::to_string(idx[i]);
    out += "]";
  }
  return out;
}

void cross_check_proof(const ir::Rule &rule, const verify::Verdict &v, const CheckOptions &o,
                       Rng &rng, CheckResult &out) {
  // A bounded proof claims shapes with every dimension up to B only.
  int limit = v.kind == verify::VerdictKind::ProvedBounded ? v.bound : o.max_dim;
  bool found_shape = false, found_scalars = false;
  for (int t = 0; t < o.trials; ++t) {
    // Scales grow geometrically from 2 to the limit over the trials.
    double frac = o.trials > 1 ? static_cast<double>(t) / (o.trials - 1) : 1;
    int scale =
        std::max(1, static_cast<int>(std::lround(2 * std::pow(std::max(limit, 2) / 2.0, frac))));
    scale = std::min(scale, limit);
    for (int shrink = 0; shrink < 4; ++shrink, scale = std::max(1, scale / 2)) {
      auto shape = find_shape(rule, rng, scale, limit);
      if (!shape)
        break;
      found_shape = true;
      auto scalars = find_scalars(rule, *shape, rng, t);
      if (!scalars)
        break;
      found_scalars = true;
      auto in = draw_inputs(rule, *shape, *scalars, rng, t % 4, o.op_limit);
      if (!in)
        continue; // too large: a smaller shape
      SideEval L = evaluate_side(rule, true, *shape, *in, o.op_limit);
      SideEval R = evaluate_side(rule, false, *shape, *in, o.op_limit);
      if (L.too_much_work || R.too_much_work)
        continue;
      if (!L.all_defined || L.uncertain_obligation)
        break; // the left side specifies nothing on this input
      ++out.inputs_checked;
      std::string at = where_text(rule, *shape, *scalars);
      if (!R.all_defined) {
        out.finding = Finding::ProvedButRhsUndefined;
        out.detail = at + ": " + R.why + " (the lhs is defined there)";
        return;
      }
      for (size_t c = 0; c < L.outputs.size(); ++c)
        for (size_t i = 0; i < L.outputs[c].size(); ++i) {
          EV l = L.outputs[c][i], r = R.outputs[c][i];
          if (!std::isfinite(l.v) || !std::isfinite(r.v) || !std::isfinite(l.e + r.e))
            continue; // overflow: nothing to conclude
          double tol = 1e-6 * (1 + std::fabs(l.v) + std::fabs(r.v)) + 64 * (l.e + r.e);
          if (std::fabs(l.v - r.v) <= tol)
            continue;
          if (L.uncertain_compare || R.uncertain_compare || R.uncertain_obligation)
            continue; // a branch too close to call may explain it
          out.finding = Finding::ProvedButDiffers;
          out.detail = at + ": " + element_text(rule, c, i, *shape) + " lhs = " + number(l.v) +
                       ", rhs = " + number(r.v) + " (rounding error bound " + number(l.e + r.e) +
                       ")";
          return;
        }
      break;
    }
  }
  if (!found_shape) {
    out.finding = Finding::ProvedVacuous;
    out.detail = "no shape with dimensions up to " + std::to_string(limit) +
                 " meets the dimension preconditions";
  } else if (!found_scalars) {
    out.finding = Finding::ProvedVacuous;
    out.detail = "no scalar values meet the real preconditions (300 draws at each shape drawn)";
  }
}

void replay(const ir::Rule &rule, const verify::Verdict &v, bool equal, const CheckOptions &o,
            CheckResult &out) {
  if (!v.counterexample) {
    out.finding = Finding::RefutedNotReplayed;
    out.detail = "refuted without a counterexample";
    return;
  }
  const verify::Counterexample &cx = *v.counterexample;
  std::vector<int64_t> dims = cx.shape.dims;
  semantics::Inputs in;
  for (const ir::Named &s : rule.scalars) {
    double x = 0;
    for (const verify::TensorValues &tv : cx.scalars)
      if (tv.name == s.name && !tv.values.empty())
        x = tv.values[0];
    in.scalars.push_back(x);
  }
  std::string at = where_text(rule, dims, in.scalars);
  if (dims.size() != rule.dims.size() || !dims_ok(rule, dims)) {
    out.finding = Finding::RefutedNotReplayed;
    out.detail =
        "the counterexample's shape does not meet the dimension preconditions (" + at + ")";
    return;
  }
  for (const ir::TensorInfo &t : rule.inputs) {
    long double n = 1;
    for (const ir::IntPtr &s : t.shape)
      n *= *eval_dims(*s, dims);
    const verify::TensorValues *found = nullptr;
    for (const verify::TensorValues &tv : cx.inputs)
      if (tv.name == t.name)
        found = &tv;
    if (!found || static_cast<long double>(found->values.size()) != n) {
      out.finding = Finding::RefutedNotReplayed;
      out.detail = "the counterexample gives no (or a wrongly sized) value for input " + t.name;
      return;
    }
    if (t.integer) {
      semantics::IntegerValues range = semantics::integer_values(t, semantics::Shape{dims});
      for (double x : found->values)
        if (x != std::floor(x) || (!(x >= range.lo && x < range.hi) && x != range.ignore)) {
          out.finding = Finding::RefutedNotReplayed;
          out.detail = at + ": the counterexample's " + t.name + " holds " + number(x) +
                       ", outside its declared range";
          return;
        }
    }
    in.tensors.push_back(found->values);
  }
  if (!scalars_ok(rule, dims, in.scalars, false))
    return; // maybe a violated precondition, maybe a rounded model value: nothing certain
  SideEval L = evaluate_side(rule, true, dims, in, o.op_limit);
  SideEval R = evaluate_side(rule, false, dims, in, o.op_limit);
  if (L.too_much_work || R.too_much_work || L.uncertain_obligation)
    return;
  if (!L.compared_defined) {
    out.finding = Finding::RefutedNotReplayed;
    out.detail = at + ": the lhs is undefined at the counterexample: " + L.why;
    return;
  }
  bool differs = !R.all_defined;
  bool precise = true;
  std::string agree;
  for (size_t c = 0; c < L.outputs.size() && R.compared_defined; ++c)
    for (size_t i = 0; i < L.outputs[c].size(); ++i) {
      EV l = L.outputs[c][i], r = R.outputs[c][i];
      double err = 16 * (l.e + r.e);
      if (!std::isfinite(l.v) || !std::isfinite(r.v) || !std::isfinite(err))
        precise = false;
      else if (std::fabs(l.v - r.v) > err)
        differs = true;
      else if (err > 1e-10 * (1 + std::fabs(l.v) + std::fabs(r.v)))
        precise = false; // too imprecise to deny the verifier's 1e-9 difference
      else if (agree.empty())
        agree = element_text(rule, c, i, dims) + " lhs = " + number(l.v) + ", rhs = " + number(r.v);
    }
  if (differs) {
    if (equal) {
      out.finding = Finding::EqualRuleRefuted;
      out.detail = at + ": " + (R.all_defined ? "the outputs differ (the replay agrees)" : R.why);
    }
    return;
  }
  if (R.uncertain_obligation)
    return;
  if (!cx.undefined.empty()) { // the rhs is certainly defined here, whatever the values
    out.finding = Finding::RefutedNotReplayed;
    out.detail = at + ": the verifier says " + cx.undefined +
                 ", but every rhs argument is in its domain here";
    return;
  }
  if (!precise || L.uncertain_compare || R.uncertain_compare)
    return;
  out.finding = Finding::RefutedNotReplayed;
  out.detail = at + ": both sides agree, e.g. " + agree;
}

} // namespace

CheckResult check_rule_text(const std::string &text, bool equal_by_construction,
                            const CheckOptions &options) {
  CheckResult out;
  ir::Rule rule;
  try {
    auto file = std::make_shared<const support::SourceFile>("fuzz.rule", text);
    rule = sema::load_rule(file);
  } catch (const support::UserError &e) {
    out.outcome = Outcome::Malformed;
    out.verdict = support::render(e);
    return out;
  } catch (const std::exception &e) {
    out.outcome = Outcome::Malformed;
    out.finding = Finding::Crash;
    out.detail = std::string("parser/sema threw: ") + e.what();
    return out;
  }
  // Fields set by name: the options structs may grow, and a partial aggregate initialiser would
  // warn (-Wmissing-field-initializers) when they do.
  verify::VerifyOptions vo;
  smt::Budget budget;
  budget.timeout_ms = options.timeout_ms;
  budget.memory_mb = options.memory_mb;
  budget.fast_rlimit = options.rlimit;
  vo.bounded.bound = options.bound;
  vo.bounded.budget = budget;
  vo.bounded.prefer_small_values = true;
  vo.all_sizes.budget = budget;
  vo.all_sizes.check_steps = options.check_steps;
  verify::Verdict v;
  auto seconds_since = [](std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
  };
  auto start = std::chrono::steady_clock::now();
  try {
    v = verify::verify_rule(rule, vo);
  } catch (const support::UserError &e) { // a rule the verifier refuses to judge, with its reason
    out.outcome = Outcome::Malformed;
    out.verdict = support::render(e);
    return out;
  } catch (const std::exception &e) {
    out.outcome = Outcome::Unknown;
    out.finding = Finding::Crash;
    out.detail = std::string("verify_rule threw: ") + e.what();
    return out;
  }
  out.verdict = verify::verdict_text(v);
  out.verify_seconds = seconds_since(start);
  start = std::chrono::steady_clock::now();
  Rng rng(derive_seed(options.seed, text_hash(text)));
  try {
    switch (v.kind) {
    case verify::VerdictKind::ProvedAllSizes:
    case verify::VerdictKind::ProvedBounded:
      out.outcome = Outcome::Proved;
      cross_check_proof(rule, v, options, rng, out);
      break;
    case verify::VerdictKind::Refuted:
      out.outcome = Outcome::Refuted;
      replay(rule, v, equal_by_construction, options, out);
      break;
    case verify::VerdictKind::Unknown: out.outcome = Outcome::Unknown; break;
    }
  } catch (const std::exception &e) { // a bug in the fuzzer's own checking: shown, never hidden
    out.finding = Finding::Crash;
    out.detail = std::string("the cross-check itself failed: ") + e.what();
  }
  out.check_seconds = seconds_since(start);
  return out;
}

} // namespace fuseproof::fuzz

namespace fuseproof::fuzz {

CheckResult cross_check_only(const std::string &text, const CheckOptions &options) {
  CheckResult out;
  auto file = std::make_shared<const support::SourceFile>("fuzz.rule", text);
  ir::Rule rule = sema::load_rule(file);
  verify::Verdict v;
  v.kind = verify::VerdictKind::ProvedAllSizes;
  out.outcome = Outcome::Proved;
  Rng rng(derive_seed(options.seed, text_hash(text)));
  cross_check_proof(rule, v, options, rng, out);
  return out;
}

} // namespace fuseproof::fuzz
