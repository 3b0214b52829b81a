#include "verify/opaque_facts.h"

#include "semantics/double_domain.h"
#include "semantics/evaluator.h"
#include "support/diagnostics.h"
#include "verify/render.h"

#include <cmath>

namespace fuseproof::verify {

const std::vector<double> &opaque_check_points() {
  static const std::vector<double> points = [] {
    std::vector<double> p{0.0};
    for (double m : {1e-6, 1e-3, 0.01, 0.1, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0, 100.0, 1e3, 1e4})
      for (double s : {1.0, -1.0})
        p.push_back(s * m);
    for (int k = -100; k <= 100; ++k)
      p.push_back(k / 10.0);
    return p;
  }();
  return points;
}

void require_facts_hold_for_models(const ir::Rule &rule) {
  semantics::Inputs none;
  for (size_t id = 0; id < rule.opaques.size(); ++id) {
    const ir::OpaqueFn &fn = rule.opaques[id];
    for (double a : opaque_check_points()) {
      semantics::DoubleDomain dom(none);
      semantics::Evaluator<semantics::DoubleDomain> ev(dom, rule, std::vector<int64_t>{});
      double v = ev.apply_opaque(static_cast<int>(id), a);
      std::string at = fn.param + " = " + number_text(a);
      if (!dom.violations().empty() || !std::isfinite(v))
        support::fail(fn.loc,
                      "the model of '" + fn.name + "' is " +
                          (dom.violations().empty() ? "not finite (" + number_text(v) + ")"
                                                    : std::string("undefined")) +
                          " at " + at,
                      {{{},
                        "the provers treat an opaque function as defined and finite "
                        "everywhere, so its model must be (checked at " +
                            std::to_string(opaque_check_points().size()) +
                            " arguments, docs/RULE_LANGUAGE.md)"}});
      for (size_t k = 0; k < fn.facts.size(); ++k)
        if (!ev.fact(static_cast<int>(id), k, a, v))
          support::fail(fn.facts[k].loc,
                        "fact of '" + fn.name + "' does not hold for its model at " + at + ", " +
                            fn.name + "(" + number_text(a) + ") = " + number_text(v),
                        {{{},
                          "the provers trust every fact; a false one could prove a wrong "
                          "rule"}});
    }
  }
}

} // namespace fuseproof::verify
