#include "numeric/gradient_check.h"

#include "numeric/generators.h"
#include "semantics/double_domain.h"
#include "semantics/evaluator.h"

#include <cmath>
#include <limits>
#include <sstream>

namespace fuseproof::numeric {
namespace {

using semantics::DoubleDomain;
using semantics::Evaluator;
using semantics::Inputs;

constexpr double kSteps[] = {1e-2, 1e-3, 1e-4, 1e-5};

/// sum_c <Y_c, dY_c> over the forward outputs (NaN when an obligation fails), and a magnitude
/// that bounds the rounding error of computing it: the terms' magnitudes, plus every forward
/// tensor's elements' magnitudes times the largest cotangent (an output that cancels inside the
/// forward, as lse - z[t] with lse = z at one column, is 0 while its rounding error is u |z|).
struct Objective {
  double value = 0, magnitude = 0;
};

Objective objective(const ir::Rule &rule, const ir::Vjp &vjp, const semantics::Shape &shape,
                    const Inputs &in) {
  DoubleDomain dom(in);
  Evaluator<DoubleDomain> ev(dom, rule, shape);
  ev.run(rule.forward);
  Objective out;
  double largest_dy = 0;
  for (size_t c = 0; c < vjp.outputs.size(); ++c) {
    std::vector<double> y = ev.tensor(vjp.outputs[c]);
    const std::vector<double> &dy = in.tensors[vjp.cotangents[c]];
    for (size_t k = 0; k < y.size(); ++k) {
      out.value += y[k] * dy[k];
      out.magnitude += std::fabs(y[k] * dy[k]);
      largest_dy = std::max(largest_dy, std::fabs(dy[k]));
    }
  }
  for (const ir::Statement &st : rule.forward.statements)
    for (double v : ev.tensor(st.target))
      out.magnitude += std::fabs(v) * largest_dy;
  if (!dom.violations().empty())
    out.value = std::nan("");
  return out;
}

/// The central difference of the objective along `dir` with step h, and the magnitude of the
/// objective's terms at the two points.
Objective directional(const ir::Rule &rule, const ir::Vjp &vjp, const semantics::Shape &shape,
                      const Inputs &in, const std::vector<double> &dir, double h) {
  Inputs plus = in, minus = in;
  std::vector<double> &xp = plus.tensors[vjp.wrt], &xm = minus.tensors[vjp.wrt];
  for (size_t k = 0; k < dir.size(); ++k) {
    xp[k] += h * dir[k];
    xm[k] -= h * dir[k];
  }
  Objective a = objective(rule, vjp, shape, plus), b = objective(rule, vjp, shape, minus);
  return {(a.value - b.value) / (2 * h), std::max(a.magnitude, b.magnitude)};
}

void check_at(const ir::Rule &rule, const ir::Vjp &vjp, const semantics::Shape &shape,
              uint64_t seed, GradientCheck &out) {
  Inputs in = generate_inputs(rule, shape, ir::Distribution::Normal, seed, Format::F64);
  DoubleDomain dom(in);
  Evaluator<DoubleDomain> ev(dom, rule, shape);
  ev.run(rule.lhs);
  std::vector<double> grad = ev.tensor(vjp.target);
  if (!dom.violations().empty()) {
    out.skipped += kGradientDirections;
    return;
  }
  bool any = false;
  for (int d = 0; d < kGradientDirections; ++d) {
    std::vector<double> dir(grad.size());
    for (size_t k = 0; k < dir.size(); ++k)
      dir[k] = sample(ir::Distribution::Normal, seed ^ 0x9e3779b97f4a7c15ull, 1000 + d, 0, k);
    double analytic = 0, scale = 0;
    for (size_t k = 0; k < dir.size(); ++k) {
      analytic += grad[k] * dir[k];
      scale += std::fabs(grad[k] * dir[k]);
    }
    // The best agreement over several steps: truncation error grows with the step, rounding
    // error (cancellation inside the forward: 2^31 z - (2^31 - 1) z) shrinks with it, and a
    // right gradient agrees at some step; a wrong one at none.
    double rel = std::numeric_limits<double>::infinity(), numeric = 0;
    bool finite = true;
    for (double h : kSteps) {
      Objective coarse = directional(rule, vjp, shape, in, dir, h);
      Objective fine = directional(rule, vjp, shape, in, dir, h / 2);
      if (!std::isfinite(coarse.value) || !std::isfinite(fine.value)) {
        finite = false;
        break;
      }
      double estimate = (4 * fine.value - coarse.value) / 3;
      double err = std::fabs(analytic - estimate);
      // The differences' own rounding: the objective's terms are summed with relative error
      // about n u, and dividing by the step magnifies it (u = 2^-53; 64 is headroom for the
      // sum's length). An error below it says nothing about the derivative.
      double noise = 64 * 0x1p-53 * std::max(coarse.magnitude, fine.magnitude) / (h / 2);
      double r = err <= noise ? 0 : (err - noise) / std::max(scale, 1e-300);
      if (r < rel) {
        rel = r;
        numeric = estimate;
      }
    }
    if (!finite) {
      ++out.skipped;
      continue;
    }
    ++out.directions;
    any = true;
    out.max_rel_error = std::max(out.max_rel_error, rel);
    if (rel > kGradientTolerance && out.failure.empty()) {
      std::ostringstream msg;
      msg.precision(17);
      msg << "at " << semantics::shape_text(rule, shape) << ", direction " << d << ": <" << out.gradient
          << ", v> = " << analytic << " but central differences give " << numeric
          << " (relative error " << rel << ")";
      out.failure = msg.str();
    }
  }
  out.shapes += any;
}

} // namespace

double GradientCheck::reported_error() const {
  if (max_rel_error <= 0)
    return 0;
  return std::pow(10.0, std::ceil(std::log10(max_rel_error)));
}

std::string GradientCheck::problem() const {
  if (!failure.empty())
    return "the derived gradient '" + gradient + "' disagrees with central differences of the "
                                                 "forward " + failure;
  if (directions == 0)
    return "the derived gradient '" + gradient + "' could not be checked: every direction at "
                                                 "every small shape left an operator's domain";
  return "";
}

std::vector<GradientCheck> check_gradients(const ir::Rule &rule,
                                           const std::vector<semantics::Shape> &shapes,
                                           uint64_t seed) {
  std::vector<GradientCheck> out;
  for (const ir::Vjp &vjp : rule.vjps) {
    GradientCheck c;
    c.gradient = rule.lhs.locals[vjp.target].name;
    c.wrt = rule.inputs[vjp.wrt].name;
    for (const semantics::Shape &s : shapes)
      check_at(rule, vjp, s, seed, c);
    out.push_back(std::move(c));
  }
  return out;
}

} // namespace fuseproof::numeric
