#include "verify/bounded_prover.h"

#include "semantics/evaluator.h"
#include "semantics/integer_inputs.h"
#include "support/checked_int.h"
#include "support/diagnostics.h"
#include "verify/counterexample.h"
#include "verify/fact_usage.h"
#include "verify/symbolic_domain.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <set>

namespace fuseproof::verify {

namespace {

/// The most assignments of the integer inputs checked at one shape (see prove_bounded).
constexpr size_t kMaxAssignments = 64;

struct ShapeOutcome {
  enum { Proved, Refuted, Unknown, Spurious, Vacuous } kind = Proved;
  std::string reason;
  std::optional<Counterexample> counterexample;
};

class ShapeChecker {
public:
  /// `integers`: the integer inputs' elements this check fixes (one of their assignments).
  ShapeChecker(const ir::Rule &rule, const semantics::Shape &shape,
               const semantics::Inputs &integers, const BoundedOptions &opts, Verdict &verdict,
               std::set<std::string> &families)
      : rule_(rule), shape_(shape), opts_(opts), verdict_(verdict), families_(families),
        ctx_(opts.budget), dom_(ctx_, rule, integers),
        shape_text_(case_text(rule, shape, integers)) {
    dom_.square_facts = true;
  }

  /// "M=2 V=2" and, for a rule with integer inputs, " with tgt = [1, -100]".
  static std::string case_text(const ir::Rule &rule, const semantics::Shape &shape,
                               const semantics::Inputs &integers) {
    std::string ints = semantics::integer_assignment_text(rule, integers);
    return semantics::shape_text(rule, shape) + (ints.empty() ? "" : " with " + ints);
  }

  ShapeOutcome run() {
    semantics::Evaluator<SymbolicDomain> lhs(dom_, rule_, shape_), rhs(dom_, rule_, shape_);
    std::vector<std::vector<smt::Term>> lhs_out, rhs_out;
    try {
      dom_.side = Side::Lhs;
      lhs.run(rule_.lhs);
      for (const ir::Compare &c : rule_.compares)
        lhs_out.push_back(lhs.tensor(c.lhs));
    } catch (const semantics::EvalError &e) {
      return {ShapeOutcome::Unknown,
              "the lhs cannot be evaluated at " + shape_text_ + ": " + e.what() + " at " +
                  e.loc().text(),
              std::nullopt};
    }
    try {
      dom_.side = Side::Rhs;
      rhs.run(rule_.rhs);
      for (const ir::Compare &c : rule_.compares)
        rhs_out.push_back(rhs.tensor(c.rhs));
      // Statements no output reads: computed by the kernel all the same, so checked too.
      for (int local : ir::unread_statements(rule_, rule_.rhs))
        rhs.tensor(local);
    } catch (const semantics::EvalError &e) {
      return rhs_fails_at_shape(e);
    }

    std::vector<smt::Term> pre;
    for (const ir::Cond &c : rule_.requires_)
      if (!c.integer)
        pre.push_back(lhs.condition(c));
    std::vector<smt::Term> lhs_ok, rhs_ok;
    for (const SymObligation &o : dom_.obligations())
      if (!ctx_.is_true(o.holds))
        (o.side == Side::Lhs ? lhs_ok : rhs_ok).push_back(o.holds);

    std::vector<smt::Term> differs;
    std::string compared; // the outputs with an element left to the solver
    for (size_t c = 0; c < rule_.compares.size(); ++c) {
      const auto &l = lhs_out[c];
      const auto &r = rhs_out[c];
      size_t before = differs.size();
      for (size_t i = 0; i < l.size(); ++i)
        if (!ctx_.same(l[i], r[i]) && !ctx_.is_zero(ctx_.simplify(ctx_.sub(l[i], r[i]))))
          differs.push_back(ctx_.ne(l[i], r[i]));
      if (differs.size() != before)
        compared += (compared.empty() ? "" : ", ") + rule_.compares[c].name;
    }
    tagged_facts_ = dom_.tagged_facts();
    std::vector<smt::Term> facts = fact_terms(tagged_facts_);
    // Z3 expands polynomials while it reads a query, ignoring its limits: a query over terms
    // past the term budget would not come back.
    for (const std::vector<smt::Term> *group : {&differs, &lhs_ok, &rhs_ok, &pre})
      for (smt::Term t : *group)
        if (!ctx_.within_term_budget(t))
          return {ShapeOutcome::Unknown, "term budget exceeded at " + shape_text_, std::nullopt};

    // Under preconditions that cannot hold every query below is unsat: such a shape proves
    // nothing. prove_bounded refuses a bound at which every shape is vacuous.
    if (!pre.empty()) {
      switch (decide(facts, pre, {})) {
      case smt::Result::Unsat:
        relied_.push_back({"shape " + shape_text_ + ": the preconditions cannot hold", last_script_,
                           smt::Result::Unsat});
        return {ShapeOutcome::Vacuous, "", std::nullopt};
      case smt::Result::Unknown:
        return {ShapeOutcome::Unknown,
                "solver gave up (" + last_reason_ + ") on whether the preconditions can hold at " +
                    shape_text_,
                std::nullopt};
      case smt::Result::Sat: break;
      }
    }

    if (!lhs_ok.empty()) {
      smt::Result r = decide(facts, pre, {ctx_.negate(ctx_.conj(lhs_ok))});
      if (r == smt::Result::Sat)
        return {ShapeOutcome::Unknown,
                "the preconditions do not ensure the lhs is defined at " + shape_text_ +
                    " (an rsqrt, sqrt or log argument, or a divisor, may be out of its domain); "
                    "add a precondition",
                std::nullopt};
      if (r == smt::Result::Unknown)
        return {ShapeOutcome::Unknown,
                "solver gave up (" + last_reason_ + ") on lhs obligations at " + shape_text_,
                std::nullopt};
      relied_.push_back(
          {"shape " + shape_text_ + ": lhs defined", last_script_, smt::Result::Unsat});
    }
    // Every element equal after normalisation, nothing more to discharge.
    if (differs.empty() && rhs_ok.empty())
      return {};

    std::vector<smt::Term> bad = differs;
    std::string claim;
    if (!differs.empty())
      claim = "lhs == rhs for " + compared;
    if (!rhs_ok.empty()) {
      bad.push_back(ctx_.negate(ctx_.conj(rhs_ok)));
      claim += std::string(claim.empty() ? "" : " and ") + "rhs defined";
    }
    std::vector<smt::Term> goal = lhs_ok;
    goal.push_back(ctx_.disj(bad));
    switch (decide(facts, pre, goal)) {
    case smt::Result::Unsat:
      relied_.push_back({"shape " + shape_text_ + ": " + claim, last_script_, smt::Result::Unsat});
      return {};
    case smt::Result::Unknown:
      return {ShapeOutcome::Unknown, "solver gave up (" + last_reason_ + ") at " + shape_text_,
              std::nullopt};
    case smt::Result::Sat: break;
    }
    // A refutation rests on the sat answer whose model replayed, and on nothing before it.
    std::string refuted = "shape " + shape_text_ + ": counterexample to " + claim;
    if (opts_.prefer_small_values) {
      if (auto cex = small_counterexample(facts, pre, goal)) {
        relied_ = {refutation(refuted + " (inputs in {0, 1, -1, 2})", small_script_, *small_model_,
                              facts, pre, lhs_ok, bad)};
        return {ShapeOutcome::Refuted, "", cex};
      }
    }
    smt::Model model = last_->model();
    if (auto cex = replay_model(rule_, shape_, dom_, model)) {
      relied_ = {refutation(refuted, last_script_, model, facts, pre, lhs_ok, bad)};
      return {ShapeOutcome::Refuted, "", cex};
    }
    return {ShapeOutcome::Spurious,
            "the solver's model at " + shape_text_ +
                " does not replay in double precision (the sides agree there)",
            std::nullopt};
  }

  /// The queries run()'s answer rests on, when it proved or refuted the shape: the unsat answers
  /// of a proof, or the one sat answer of a refutation.
  const std::vector<Obligation> &obligations() const { return relied_; }

private:
  smt::Result check(smt::Solver &s) {
    ++verdict_.solver_calls;
    return s.check();
  }

  /// Is `pre && goal` satisfiable together with the ground facts? The query is first tried
  /// without the facts: dropping constraints can only add models, so unsat there is unsat here,
  /// and the fact-free query is far easier for nlsat. Only sat/unknown retry with the facts.
  /// The solver of the last call is kept in last_ for its model.
  smt::Result decide(const std::vector<smt::Term> &facts, const std::vector<smt::Term> &pre,
                     const std::vector<smt::Term> &goal) {
    for (bool with_facts : {false, true}) {
      if (with_facts && facts.empty())
        break;
      last_ = std::make_unique<smt::Solver>(ctx_);
      if (with_facts)
        add_all(*last_, facts);
      add_all(*last_, pre);
      add_all(*last_, goal);
      last_script_ = last_->to_smt2();
      if (const char *dir = std::getenv("FUSEPROOF_DEBUG_DUMP"))
        std::ofstream(std::string(dir) + "/q" + std::to_string(verdict_.solver_calls) + ".smt2")
            << last_script_;
      smt::Result r = check(*last_);
      last_reason_ = last_->reason_unknown();
      if (r == smt::Result::Unsat && with_facts)
        note_needed_facts(pre, goal);
      if (r == smt::Result::Unsat)
        return r;
      if (with_facts || facts.empty())
        return r;
    }
    return smt::Result::Unknown;
  }

  /// After an unsat answer with the facts: which fact families it needed (fact_usage.h).
  void note_needed_facts(const std::vector<smt::Term> &pre, const std::vector<smt::Term> &goal) {
    FactQuery q{{}, tagged_facts_, pre};
    q.after.insert(q.after.end(), goal.begin(), goal.end());
    std::set<std::string> needed = needed_families(ctx_, q, families_, verdict_.solver_calls);
    families_.insert(needed.begin(), needed.end());
  }

  static void add_all(smt::Solver &s, const std::vector<smt::Term> &ts) {
    for (smt::Term t : ts)
      s.add(t);
  }

  /// The same query with every input entry and scalar restricted to {0, 1, -1, 2}.
  std::optional<Counterexample> small_counterexample(const std::vector<smt::Term> &facts,
                                                     const std::vector<smt::Term> &pre,
                                                     const std::vector<smt::Term> &goal) {
    smt::Solver s(ctx_);
    add_all(s, facts);
    add_all(s, pre);
    add_all(s, goal);
    auto restrict = [&](smt::Term v) {
      std::vector<smt::Term> options;
      for (int64_t k : {0, 1, -1, 2})
        options.push_back(ctx_.eq(v, ctx_.real_int(k)));
      s.add(ctx_.disj(options));
    };
    for (const auto &terms : dom_.input_terms())
      for (const auto &[flat, t] : terms)
        restrict(t);
    for (const auto &[id, t] : dom_.scalar_terms())
      restrict(t);
    small_script_ = s.to_smt2();
    if (check(s) != smt::Result::Sat)
      return std::nullopt;
    small_model_.emplace(s.model());
    return replay_model(rule_, shape_, dom_, *small_model_);
  }

  /// A ground witness of a refuting query: the inputs as in `model` (rational), each function
  /// value (rsqrt!0, sin!1, ...) among a few simple rationals, the others as the solver finds
  /// them; then the query with every symbol fixed to that model. Sat by evaluation alone, so any
  /// solver confirms it (a model that needs sin!1 = -sqrt(3)/2 is out of reach of Debian's cvc5;
  /// 3/5 and 4/5 satisfy sin^2 + cos^2 = 1 as well). The script, or "" when there is none.
  std::string ground_witness(const smt::Model &model, const std::vector<smt::Term> &query) {
    std::vector<smt::Term> inputs;
    for (const auto &terms : dom_.input_terms())
      for (const auto &[flat, t] : terms)
        inputs.push_back(t);
    for (const auto &[id, t] : dom_.scalar_terms())
      inputs.push_back(t);
    std::vector<smt::Term> apps = ctx_.application_values();
    smt::Solver s(ctx_);
    add_all(s, query);
    for (smt::Term t : inputs) {
      smt::NumValue v = model.value(t);
      if (!v.rational)
        return "";
      s.add(ctx_.eq(t, rational(v.exact)));
    }
    for (smt::Term t : apps) {
      std::vector<smt::Term> options;
      for (const char *q : {"0", "1", "-1", "2", "-2", "1/2", "-1/2", "3/5", "-3/5", "4/5", "-4/5"})
        options.push_back(ctx_.eq(t, rational(q)));
      s.add(ctx_.disj(options));
    }
    if (check(s) != smt::Result::Sat)
      return "";
    smt::Model simple = s.model();
    smt::Solver ground(ctx_);
    add_all(ground, query);
    for (const std::vector<smt::Term> *group : {&inputs, &apps})
      for (smt::Term t : *group) {
        smt::NumValue v = simple.value(t);
        if (!v.rational)
          return "";
        ground.add(ctx_.eq(t, rational(v.exact)));
      }
    std::string script = ground.to_smt2();
    return check(ground) == smt::Result::Sat ? script : "";
  }

  smt::Term rational(const std::string &exact) {
    size_t slash = exact.find('/');
    return slash == std::string::npos
               ? ctx_.real_rational(exact, "1")
               : ctx_.real_rational(exact.substr(0, slash), exact.substr(slash + 1));
  }

  /// The obligation a refutation rests on. Preferably an unsat certificate: the inputs fixed to
  /// the model's (rational) values, the facts, preconditions and lhs obligations asserted, and
  /// every compared element equal with the rhs defined. Unsat means that at those inputs the
  /// sides differ for every value of rsqrt, exp, ... that the facts allow, hence for the true
  /// functions, which satisfy the facts and under which the double replay found the lhs defined
  /// (so the certificate is not vacuous). It says more than the model, and a solver needs no
  /// algebraic numbers to check it (the model of `rsqrt(3)` is irrational; Debian's cvc5 cannot
  /// build such models). Otherwise (an irrational input, facts too weak to pin a function value,
  /// as for sin and cos) the sat query with a ground rational witness, when one exists, else
  /// the sat query itself.
  Obligation refutation(const std::string &what, const std::string &sat_script,
                        const smt::Model &model, const std::vector<smt::Term> &facts,
                        const std::vector<smt::Term> &pre, const std::vector<smt::Term> &lhs_ok,
                        const std::vector<smt::Term> &bad) {
    smt::Solver s(ctx_);
    add_all(s, facts);
    add_all(s, pre);
    add_all(s, lhs_ok);
    auto sat_obligation = [&]() -> Obligation {
      std::vector<smt::Term> query = facts;
      query.insert(query.end(), pre.begin(), pre.end());
      query.insert(query.end(), lhs_ok.begin(), lhs_ok.end());
      query.push_back(ctx_.disj(bad));
      std::string ground = ground_witness(model, query);
      if (ground.empty())
        return {what, sat_script, smt::Result::Sat};
      return {what + ": the query with every symbol fixed to a rational model", ground,
              smt::Result::Sat};
    };
    auto fix = [&](smt::Term t) {
      smt::NumValue v = model.value(t);
      if (!v.rational)
        return false;
      s.add(ctx_.eq(t, rational(v.exact)));
      return true;
    };
    for (const auto &terms : dom_.input_terms())
      for (const auto &[flat, t] : terms)
        if (!fix(t))
          return sat_obligation();
    for (const auto &[id, t] : dom_.scalar_terms())
      if (!fix(t))
        return sat_obligation();
    s.add(ctx_.negate(ctx_.disj(bad)));
    std::string script = s.to_smt2();
    if (check(s) != smt::Result::Unsat)
      return sat_obligation();
    return {what + ": at its inputs the sides differ for every value the facts allow", script,
            smt::Result::Unsat};
  }

  /// The rhs reads out of range where the lhs is fine: the fused program is undefined.
  ShapeOutcome rhs_fails_at_shape(const semantics::EvalError &e) {
    Counterexample cex;
    cex.shape = shape_;
    for (size_t d = 0; d < rule_.dims.size(); ++d)
      cex.dims.emplace_back(rule_.dims[d].name, shape_.dims[d]);
    semantics::Inputs zeros; // real inputs 0, integer inputs as this check fixes them
    for (size_t i = 0; i < rule_.inputs.size(); ++i) {
      const ir::TensorInfo &t = rule_.inputs[i];
      auto ext = semantics::extents(t, shape_);
      int64_t n = semantics::element_count(ext);
      zeros.tensors.emplace_back(n, 0.0);
      std::vector<std::string> exact(n, "0");
      if (t.integer) {
        zeros.tensors.back() = dom_.integer_inputs().tensors.at(i);
        for (int64_t f = 0; f < n; ++f)
          exact[f] = std::to_string(dom_.integer_inputs().integer_at(static_cast<int>(i), f));
      }
      cex.inputs.push_back({t.name, ext, std::move(exact), zeros.tensors.back()});
    }
    for (const ir::Named &s : rule_.scalars) {
      zeros.scalars.push_back(0);
      cex.scalars.push_back({s.name, {}, {"0"}, {0.0}});
    }
    try { // replay: the double evaluation must fail the same way
      semantics::evaluate_both(rule_, shape_, zeros);
    } catch (const semantics::EvalError &replayed) {
      cex.undefined =
          std::string("the rhs is undefined: ") + replayed.what() + " at " + replayed.loc().text();
      return {ShapeOutcome::Refuted, "", cex};
    }
    return {ShapeOutcome::Unknown,
            std::string("the rhs failed symbolically (") + e.what() + ") but not in replay",
            std::nullopt};
  }

  const ir::Rule &rule_;
  const semantics::Shape &shape_;
  const BoundedOptions &opts_;
  Verdict &verdict_;
  std::set<std::string> &families_; // the fact families some unsat answer needed
  std::vector<TaggedFact> tagged_facts_;
  smt::Context ctx_;
  SymbolicDomain dom_;
  std::string shape_text_;
  std::unique_ptr<smt::Solver> last_;
  std::string last_reason_;
  std::string last_script_;  // of decide's last query, as it was before the check
  std::string small_script_; // of small_counterexample's query
  std::optional<smt::Model> small_model_;
  std::vector<Obligation> relied_;
};

} // namespace

bool is_proved(VerdictKind k) {
  return k == VerdictKind::ProvedAllSizes || k == VerdictKind::ProvedBounded;
}

const char *verdict_word(VerdictKind k) {
  switch (k) {
  case VerdictKind::ProvedAllSizes:
  case VerdictKind::ProvedBounded: return "proved";
  case VerdictKind::Refuted: return "refuted";
  case VerdictKind::Unknown: return "unknown";
  }
  return "?";
}

std::string verdict_text(const Verdict &v) {
  switch (v.kind) {
  case VerdictKind::ProvedAllSizes: return "proved (all sizes)";
  case VerdictKind::ProvedBounded: return "proved (dims <= " + std::to_string(v.bound) + ")";
  case VerdictKind::Refuted: return "refuted";
  case VerdictKind::Unknown: return "unknown (" + v.reason + ")";
  }
  return "?";
}

Verdict prove_bounded(const ir::Rule &rule, const BoundedOptions &options) {
  auto start = std::chrono::steady_clock::now();
  Verdict verdict;
  verdict.bound = options.bound;
  verdict.budget = options.budget;
  std::set<std::string> families;
  std::string first_doubt;
  // Every assignment of the integer inputs is checked at each shape. Where a shape has more
  // than kMaxAssignments, the bound drops below that shape's largest dimension: the verdict
  // then claims only the bound at which every case was checked.
  std::vector<semantics::Shape> shapes = semantics::enumerate_shapes(rule, options.bound);
  std::vector<std::vector<semantics::Inputs>> cases;
  for (const semantics::Shape &shape : shapes) {
    std::optional<std::vector<semantics::Inputs>> all;
    try {
      all = semantics::integer_assignments(rule, shape, kMaxAssignments);
    } catch (const semantics::EvalError &) {
      all = std::vector<semantics::Inputs>{}; // an integer range undefined at this shape
    } catch (const support::IntegerOverflow &) {
      all = std::nullopt;
    }
    if (!all) {
      int largest = static_cast<int>(*std::max_element(shape.dims.begin(), shape.dims.end()));
      verdict.bound = std::min(verdict.bound, largest - 1);
      all = std::vector<semantics::Inputs>{};
    }
    cases.push_back(std::move(*all));
  }
  for (size_t s = shapes.size(); s-- > 0;)
    if (std::any_of(shapes[s].dims.begin(), shapes[s].dims.end(),
                    [&](int64_t d) { return d > verdict.bound; })) {
      shapes.erase(shapes.begin() + static_cast<std::ptrdiff_t>(s));
      cases.erase(cases.begin() + static_cast<std::ptrdiff_t>(s));
    }
  size_t vacuous = 0; // cases in which the scalar preconditions cannot hold
  size_t checked = 0;
  for (size_t s = 0; s < shapes.size() && verdict.kind != VerdictKind::Refuted; ++s) {
    const semantics::Shape &shape = shapes[s];
    bool stop = false;
    for (const semantics::Inputs &integers : cases[s]) {
      std::string where = ShapeChecker::case_text(rule, shape, integers);
      ShapeOutcome out;
      std::vector<Obligation> relied;
      try {
        ShapeChecker checker(rule, shape, integers, options, verdict, families);
        out = checker.run();
        relied = checker.obligations();
      } catch (const semantics::EvalError &e) { // e.g. a negative extent of a local tensor
        out = {ShapeOutcome::Unknown, std::string(e.what()) + " at " + where, std::nullopt};
      } catch (const support::InternalError &) {
        throw;
      } catch (const std::exception &e) { // the solver ran out of memory building terms
        out = {ShapeOutcome::Unknown, std::string("resource limit: ") + e.what() + " at " + where,
               std::nullopt};
      }
      ++checked;
      vacuous += out.kind == ShapeOutcome::Vacuous;
      if (out.kind == ShapeOutcome::Proved || out.kind == ShapeOutcome::Refuted ||
          out.kind == ShapeOutcome::Vacuous)
        verdict.obligations.insert(verdict.obligations.end(), relied.begin(), relied.end());
      if (out.kind == ShapeOutcome::Refuted) {
        verdict.kind = VerdictKind::Refuted;
        verdict.counterexample = std::move(out.counterexample);
        verdict.reason = "counterexample at " + where;
        break;
      }
      if (out.kind == ShapeOutcome::Unknown || out.kind == ShapeOutcome::Spurious) {
        if (first_doubt.empty())
          first_doubt = out.reason;
        // A spurious model is cheap: keep looking for a real counterexample at larger shapes.
        // A solver that gave up would likely give up again, so stop there.
        if (out.kind == ShapeOutcome::Unknown) {
          stop = true;
          break;
        }
      }
    }
    ++verdict.shapes_checked;
    if (stop)
      break;
  }
  if (verdict.kind != VerdictKind::Refuted) {
    if (verdict.bound < 1)
      first_doubt = "too many values of the integer inputs to check every one even at size 1";
    else if (shapes.empty())
      first_doubt = "no shape with every dimension in [1, " + std::to_string(verdict.bound) +
                    "] meets the preconditions";
    else if (first_doubt.empty() && vacuous == checked)
      first_doubt = "the preconditions cannot hold at any shape with every dimension in [1, " +
                    std::to_string(verdict.bound) + "]" +
                    (semantics::has_integer_inputs(rule) ? " and any values of the integer inputs"
                                                         : "");
    verdict.kind = first_doubt.empty() ? VerdictKind::ProvedBounded : VerdictKind::Unknown;
    verdict.reason = first_doubt;
  }
  // A refutation rests on its replayed counterexample and an unknown verdict on nothing: only a
  // proof lists the facts it needed.
  if (is_proved(verdict.kind))
    verdict.facts_used.assign(families.begin(), families.end());
  verdict.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return verdict;
}

} // namespace fuseproof::verify
