#include "verify/counterexample.h"

#include "verify/render.h"

#include <cmath>

namespace fuseproof::verify {

bool values_differ(double lhs, double rhs) {
  if (std::isnan(lhs) && std::isnan(rhs))
    return false;
  if (!std::isfinite(lhs) || !std::isfinite(rhs))
    return lhs != rhs;
  return std::fabs(lhs - rhs) > 1e-9 * (1.0 + std::fabs(lhs) + std::fabs(rhs));
}

namespace {} // namespace

std::optional<Counterexample> replay_model(const ir::Rule &rule, const semantics::Shape &shape,
                                           const SymbolicDomain &dom, const smt::Model &model) {
  Counterexample cex;
  cex.shape = shape;
  for (size_t d = 0; d < rule.dims.size(); ++d)
    cex.dims.emplace_back(rule.dims[d].name, shape.dims[d]);
  semantics::Inputs inputs;
  for (size_t s = 0; s < rule.scalars.size(); ++s) {
    TensorValues tv{rule.scalars[s].name, {}, {"0"}, {0.0}};
    auto it = dom.scalar_terms().find(static_cast<int>(s));
    if (it != dom.scalar_terms().end()) {
      smt::NumValue v = model.value(it->second);
      tv.exact[0] = v.exact;
      tv.values[0] = v.approx;
    }
    inputs.scalars.push_back(tv.values[0]);
    cex.scalars.push_back(std::move(tv));
  }
  for (size_t i = 0; i < rule.inputs.size(); ++i) {
    std::vector<int64_t> ext = semantics::extents(rule.inputs[i], shape);
    int64_t n = semantics::element_count(ext);
    TensorValues tv{rule.inputs[i].name, ext, std::vector<std::string>(n, "0"),
                    std::vector<double>(n, 0.0)};
    if (rule.inputs[i].integer) { // an integer input is fixed in the domain, not solved for
      for (int64_t flat = 0; flat < n; ++flat) {
        int64_t v = dom.integer_inputs().integer_at(static_cast<int>(i), flat);
        tv.exact[flat] = std::to_string(v);
        tv.values[flat] = static_cast<double>(v);
      }
    }
    for (const auto &[flat, term] : dom.input_terms()[i]) {
      smt::NumValue v = model.value(term);
      tv.exact[flat] = v.exact;
      tv.values[flat] = v.approx;
    }
    inputs.tensors.push_back(tv.values);
    cex.inputs.push_back(std::move(tv));
  }

  semantics::SideValues sides = semantics::evaluate_both(rule, shape, inputs);
  if (!sides.lhs_violations.empty())
    return std::nullopt; // the lhs is undefined here: not evidence against the rule
  if (!sides.rhs_violations.empty()) {
    const semantics::Violation &v = sides.rhs_violations.front();
    cex.undefined = "the rhs is undefined: an argument must be " +
                    std::string(semantics::obligation_text(v.kind)) + " but is " +
                    number_text(v.value) + " at " + v.loc.text();
  }
  double worst = -1;
  for (size_t c = 0; c < rule.compares.size(); ++c) {
    for (size_t flat = 0; flat < sides.lhs[c].size(); ++flat) {
      double l = sides.lhs[c][flat], r = sides.rhs[c][flat];
      if (!values_differ(l, r))
        continue;
      double gap = std::isfinite(l - r) ? std::fabs(l - r) : INFINITY;
      if (gap > worst) {
        worst = gap;
        const ir::TensorInfo &t = rule.lhs.locals[rule.compares[c].lhs];
        cex.output = t.name;
        cex.index = semantics::unflatten(static_cast<int64_t>(flat), semantics::extents(t, shape));
        cex.lhs = l;
        cex.rhs = r;
      }
    }
  }
  if (worst < 0 && cex.undefined.empty())
    return std::nullopt;
  if (worst < 0 && !rule.compares.empty()) { // undefined, values happen to agree: show element 0
    const ir::TensorInfo &t = rule.lhs.locals[rule.compares[0].lhs];
    cex.output = t.name;
    cex.index.assign(t.shape.size(), 0);
    cex.lhs = sides.lhs[0].empty() ? 0 : sides.lhs[0][0];
    cex.rhs = sides.rhs[0].empty() ? 0 : sides.rhs[0][0];
  }
  return cex;
}

} // namespace fuseproof::verify
