#include "smt/smt.h"
#include "smt/guarded_check.h"
#include "support/memory_policy.h"

#include <z3++.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>

namespace fuseproof::smt {

struct Context::Impl {
  z3::context z3;
  std::vector<z3::expr> terms;
  // Function applications, Ackermannised: each distinct argument gets a fresh real variable.
  struct Application {
    z3::expr arg, value;
  };
  std::map<std::string, std::vector<Application>> applications;
  std::map<std::string, bool> declared; // full symbol name -> integer-sorted

  z3::expr constant(Namespace ns, const std::string &name, bool integer) {
    std::string full = namespace_prefix(ns) + name;
    auto [it, fresh] = declared.emplace(full, integer);
    if (!fresh && it->second != integer)
      throw std::logic_error("solver symbol '" + full + "' declared with two sorts");
    return integer ? z3.int_const(full.c_str()) : z3.real_const(full.c_str());
  }

  Term add(const z3::expr &e) {
    terms.push_back(e);
    return Term(static_cast<uint32_t>(terms.size() - 1));
  }
};

// Term ids index Impl::terms; only this file turns one into the other.
#define FP_T(t) (impl_->terms.at(t.id_))

namespace {

/// Process-wide settings every solver call relies on.
void tune_process(const Budget &budget) {
  // Z3's global parameters are process-wide, and setting one while another thread's solver runs
  // disturbs that solver (with two rules proved at once, a tiling law's query then exceeded its
  // resource limit). The memory budget is set once, and only changed when it changes.
  static std::mutex lock;
  static unsigned memory_mb = 0;
  std::lock_guard<std::mutex> guard(lock);
  support::keep_freed_memory_for_reuse(); // every check builds a Z3 context of its own
  if (memory_mb != budget.memory_mb) {
    memory_mb = budget.memory_mb;
    z3::set_param("memory_max_size", static_cast<int>(budget.memory_mb));
  }
}

} // namespace

Context::Context(const Budget &budget) : impl_(std::make_unique<Impl>()), budget_(budget) {
  tune_process(budget);
}
Context::~Context() = default;

const char *namespace_prefix(Namespace ns) {
  switch (ns) {
  case Namespace::Scalar: return "scalar.";
  case Namespace::Input: return "input.";
  case Namespace::Index: return "index.";
  case Namespace::Internal: return "aux.";
  }
  return "?.";
}

Term Context::real_var(Namespace ns, const std::string &name) {
  return impl_->add(impl_->constant(ns, name, false));
}
Term Context::int_var(Namespace ns, const std::string &name) {
  return impl_->add(impl_->constant(ns, name, true));
}
Term Context::int_val(int64_t v) { return impl_->add(impl_->z3.int_val(static_cast<int64_t>(v))); }
Term Context::int_mod(Term a, Term b) { return impl_->add(z3::mod(FP_T(a), FP_T(b))); }
Term Context::int_div(Term a, Term b) { return impl_->add(FP_T(a) / FP_T(b)); }
Term Context::real_rational(const std::string &num, const std::string &den) {
  std::string text = num + "/" + den;
  return impl_->add(impl_->z3.real_val(text.c_str()));
}
Term Context::real_int(int64_t v) {
  return impl_->add(impl_->z3.real_val(static_cast<int64_t>(v)));
}
Term Context::to_real(Term a) { return impl_->add(z3::to_real(FP_T(a))); }
Term Context::is_integral(Term a) { return impl_->add(z3::is_int(FP_T(a))); }
Term Context::add(Term a, Term b) { return impl_->add(FP_T(a) + FP_T(b)); }
Term Context::sub(Term a, Term b) { return impl_->add(FP_T(a) - FP_T(b)); }
Term Context::mul(Term a, Term b) { return impl_->add(FP_T(a) * FP_T(b)); }
Term Context::div(Term a, Term b) { return impl_->add(FP_T(a) / FP_T(b)); }
Term Context::neg(Term a) { return impl_->add(-FP_T(a)); }

Term Context::apply(const std::string &fn, Term arg) {
  // Z3 shares structurally equal terms, so the same argument finds the same application.
  auto &apps = impl_->applications[fn];
  const z3::expr &a = FP_T(arg);
  for (const Impl::Application &app : apps)
    if (z3::eq(app.arg, a))
      return impl_->add(app.value);
  apps.push_back(
      {a, impl_->constant(Namespace::Internal, fn + "!" + std::to_string(apps.size()), false)});
  return impl_->add(apps.back().value);
}

std::vector<Term> Context::congruence() {
  std::vector<Term> out;
  for (const auto &[fn, apps] : impl_->applications)
    for (size_t i = 0; i < apps.size(); ++i)
      for (size_t j = i + 1; j < apps.size(); ++j)
        out.push_back(
            impl_->add(z3::implies(apps[i].arg == apps[j].arg, apps[i].value == apps[j].value)));
  return out;
}

std::vector<Term> Context::application_values() {
  std::vector<Term> out;
  for (const auto &[fn, apps] : impl_->applications)
    for (const Impl::Application &app : apps)
      out.push_back(impl_->add(app.value));
  return out;
}

Term Context::lt(Term a, Term b) { return impl_->add(FP_T(a) < FP_T(b)); }
Term Context::le(Term a, Term b) { return impl_->add(FP_T(a) <= FP_T(b)); }
Term Context::gt(Term a, Term b) { return impl_->add(FP_T(a) > FP_T(b)); }
Term Context::ge(Term a, Term b) { return impl_->add(FP_T(a) >= FP_T(b)); }
Term Context::eq(Term a, Term b) { return impl_->add(FP_T(a) == FP_T(b)); }
Term Context::ne(Term a, Term b) { return impl_->add(FP_T(a) != FP_T(b)); }
Term Context::bool_true() { return impl_->add(impl_->z3.bool_val(true)); }

Term Context::conj(const std::vector<Term> &ts) {
  z3::expr_vector v(impl_->z3);
  for (Term t : ts)
    v.push_back(FP_T(t));
  return impl_->add(z3::mk_and(v));
}
Term Context::disj(const std::vector<Term> &ts) {
  z3::expr_vector v(impl_->z3);
  for (Term t : ts)
    v.push_back(FP_T(t));
  return impl_->add(z3::mk_or(v));
}
Term Context::negate(Term a) { return impl_->add(!FP_T(a)); }
Term Context::implies(Term a, Term b) { return impl_->add(z3::implies(FP_T(a), FP_T(b))); }
Term Context::ite(Term c, Term a, Term b) { return impl_->add(z3::ite(FP_T(c), FP_T(a), FP_T(b))); }

namespace {

// Sum-of-monomials expansion of (x + y + z + 1)^999 would run for hours and ignores every Z3
// limit, so a term whose expansion may have more monomials than this is left as it is (the
// solver then decides under its budgets).
constexpr double kMaxExpandedTerms = 20000;

/// An upper bound on the number of monomials of the expanded term, capped past the budget.
double expanded_terms(const z3::expr &e, std::map<unsigned, double> &memo) {
  auto it = memo.find(e.id());
  if (it != memo.end())
    return it->second;
  double n = 1;
  if (e.is_app() && e.num_args() > 0) {
    Z3_decl_kind k = e.decl().decl_kind();
    bool product = k == Z3_OP_MUL;
    bool additive = k == Z3_OP_ADD || k == Z3_OP_SUB || k == Z3_OP_UMINUS;
    n = product ? 1 : 0;
    for (unsigned i = 0; i < e.num_args(); ++i) {
      double a = expanded_terms(e.arg(i), memo);
      n = product ? n * a : additive ? n + a : std::max(n, a);
      n = std::min(n, 2 * kMaxExpandedTerms);
    }
    if (!product && !additive)
      n = std::max(n, 1.0);
  }
  memo.emplace(e.id(), n);
  return n;
}

} // namespace

bool Context::within_term_budget(Term a) {
  std::map<unsigned, double> memo;
  return expanded_terms(FP_T(a), memo) <= kMaxExpandedTerms;
}

bool Context::same(Term a, Term b) { return z3::eq(FP_T(a), FP_T(b)); }

Term Context::simplify(Term a) {
  if (!within_term_budget(a))
    return a;
  z3::params p(impl_->z3);
  p.set("som", true);
  p.set("arith_lhs", true);

  return impl_->add(FP_T(a).simplify(p));
}
bool Context::is_true(Term a) { return FP_T(a).is_true(); }
bool Context::is_zero(Term a) {
  const z3::expr &e = FP_T(a);
  if (!e.is_numeral())
    return false;
  return e.get_decimal_string(0) == "0";
}
std::string Context::to_string(Term a) { return FP_T(a).to_string(); }

std::string Context::solver_version() {
  unsigned major, minor, build, rev;
  Z3_get_version(&major, &minor, &build, &rev);
  return "z3 " + std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(build);
}

#undef FP_T

struct Model::Impl {
  z3::model model;
  Context::Impl *ctx;
};

Model::Model(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Model::Model(Model &&) noexcept = default;
Model::~Model() = default;

NumValue Model::value(Term t) const {
  z3::expr v = impl_->model.eval(impl_->ctx->terms.at(t.id_), true);
  NumValue out;
  if (v.is_numeral() && !v.is_algebraic()) {
    std::string num = v.numerator().get_decimal_string(0);
    std::string den = v.denominator().get_decimal_string(0);
    out.exact = den == "1" ? num : num + "/" + den;
    out.rational = true;
    out.approx = std::strtod(num.c_str(), nullptr) / std::strtod(den.c_str(), nullptr);
  } else if (v.is_algebraic() || v.is_numeral()) {
    out.exact = v.get_decimal_string(17);
    if (!out.exact.empty() && out.exact.back() == '?')
      out.exact.pop_back();
    out.approx = std::strtod(out.exact.c_str(), nullptr);
  } else {
    out.exact = v.to_string();
    out.approx = 0;
  }
  return out;
}

// Z3's SMT core with its nonlinear module settles the typical obligation or identity in
// milliseconds but is incomplete; nlsat is complete for nonlinear real arithmetic but can be slow
// on many variables. The first runs under a resource limit, which (unlike a time limit) makes the
// hand-over point, and so every verdict and model, the same on every machine and every run.
//
// Every check runs in a context of its own, into which the query is translated. Z3 4.8.12's
// search depends on more than the query: on the ids and caches the context has accumulated from
// earlier queries (and, through symbol interning, on other threads). Asked in the long-lived
// context, an obligation the z3 binary settles in 3 ms ran for minutes, ignoring its rlimit, its
// timeout and Z3_interrupt (src/fuzz/findings/hang_nonlinear_dim_precondition.rule); read into a
// fresh context it is unsat at once. A fresh context also makes each answer a function
// of the query alone, which a recorded, replayable obligation needs anyway.
struct Solver::Impl {
  std::vector<z3::expr> assertions;
  std::shared_ptr<Scratch> decided; // the context and solver of the last answer
  std::optional<std::string> smt2;  // to_smt2(), until the next add()
};

Solver::Solver(Context &ctx) : impl_(std::make_unique<Impl>()), ctx_(ctx) {}
Solver::~Solver() = default;

void Solver::add(Term t) {
  impl_->assertions.push_back(ctx_.impl_->terms.at(t.id_));
  impl_->smt2.reset();
}

namespace {

struct Decision {
  Result result = Result::Unknown;
  std::string reason;              // why, when unknown
  std::shared_ptr<Scratch> scratch; // the context and solver that answered (for the model)
};

/// Decides one query given as SMT-LIB text, in a context of its own.
Decision decide(const std::string &query, const Budget &budget, bool quick = false) {
  Decision out;
  // The resource limit decides when the fast attempt gives up (deterministically); the time
  // budget also applies, as a guard for the Z3 loops that do not count resources, and
  // guarded_check for those that ignore both.
  // Each attempt parses the query into a fresh context of its own. In a shared one, an attempt
  // after a timed-out one worked on whatever terms and ids that attempt had left behind, i.e. on
  // how far the clock had let it get: the deterministic attempt was deterministic no longer.
  // (qknorm_rope's identity check, whose bounded obligations the SMT core settles in 0.05 s on
  // their own after the default solver's 10 s timeout, failed once in CI and once here, and
  // passed in the next runs.)
  std::shared_ptr<Scratch> scratch;
  enum class Strategy { Default, SmtCore, Nlsat };
  auto attempt = [&](Strategy strategy, unsigned rlimit) {
    scratch = std::make_shared<Scratch>();
    z3::context &z3 = scratch->ctx;
    switch (strategy) {
    case Strategy::Default:
      scratch->solver.emplace(z3);
      break;
    case Strategy::SmtCore:
      scratch->solver.emplace(z3::tactic(z3, "smt").mk_solver());
      break;
    case Strategy::Nlsat:
      scratch->solver.emplace(
          (z3::tactic(z3, "simplify") & z3::tactic(z3, "qfnra-nlsat")).mk_solver());
      break;
    }
    z3::params p(z3);
    if (rlimit)
      p.set("rlimit", rlimit);
    p.set("timeout", budget.timeout_ms);
    scratch->solver->set(p);
    for (const z3::expr &e : z3.parse_string(query.c_str()))
      scratch->solver->add(e);
    GuardedResult r = guarded_check(scratch, budget.timeout_ms);
    if (r.result == z3::unknown)
      out.reason = r.reason_unknown;
    // An abandoned attempt's context belongs to its thread until the check ends.
    out.scratch = r.abandoned ? nullptr : scratch;
    return r.result;
  };
  try {
    // Z3 4.8.12's SMT-core tactic is often fastest but spins ignoring every limit more often
    // (seen on index obligations with div/mod and on bounded queries with exp/trig facts) than
    // the default solver, so it comes second. It is there because the default solver's strategy
    // for nonlinear integer arithmetic (qfnia) gives its own SMT-core step a hard-coded 2-second
    // wall-clock limit and then tries nlsat, which cannot decide div/mod: a tile re-indexing
    // bijection that the SMT core settles in 0.3 s became unknown on a slow or loaded machine
    // (docs/SELF_TESTS.md, Sanitizers). Here the SMT core gives up on its resource limit only.
    z3::check_result r = attempt(Strategy::Default, budget.fast_rlimit);
    if (r == z3::unknown && !quick)
      r = attempt(Strategy::SmtCore, budget.fast_rlimit);
    if (r == z3::unknown && !quick)
      r = attempt(Strategy::Nlsat, 0);
    out.result = r == z3::sat ? Result::Sat : r == z3::unsat ? Result::Unsat : Result::Unknown;
  } catch (const z3::exception &e) {
    out.result = Result::Unknown;
    out.reason = std::string("solver error: ") + e.msg();
  }
  return out;
}

} // namespace

Result Solver::check() { return run(/*quick=*/false); }
Result Solver::check_quick() { return run(/*quick=*/true); }

Result Solver::run(bool quick) {
  impl_->decided.reset();
  // The query travels as SMT-LIB text, as it is recorded and replayed: Z3_translate keeps the
  // terms but not their order, and that order alone took one RoPE obligation from 0.1 s to 2.6 s.
  Decision d = decide(to_smt2(), ctx_.budget(), quick);
  if (d.result == Result::Unknown)
    reason_ = d.reason;
  impl_->decided = std::move(d.scratch);
  return d.result;
}

Model Solver::model() const {
  z3::context &home = ctx_.impl_->z3;
  Scratch &s = *impl_->decided;
  z3::model here(home, Z3_model_translate(s.ctx, s.solver->get_model(), home));
  return Model(std::make_unique<Model::Impl>(Model::Impl{here, ctx_.impl_.get()}));
}

Result check_script(const std::string &smt2, const Budget &budget) {
  tune_process(budget);
  return decide(smt2, budget).result;
}

namespace {

/// Z3 names let-bound terms after their term ids (?x17, $x31), and those ids depend on more than
/// the script: on every term the context built before, and on other contexts living in other
/// threads at the same time. Renaming them in order of first appearance (?x1, ?x2, ...; $x for
/// Booleans) makes a script depend on its assertions only, so reports are byte-identical however
/// rules are scheduled. Our own symbols never start with '?' or '$', and |quoted| ones are
/// skipped.
std::string canonical_let_names(const std::string &text) {
  std::map<std::string, std::string> names;
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    char c = text[i];
    if (c == '|') {
      size_t close = text.find('|', i + 1);
      size_t end = close == std::string::npos ? text.size() : close + 1;
      out.append(text, i, end - i);
      i = end;
      continue;
    }
    bool at_token_start = i == 0 || text[i - 1] == '(' || text[i - 1] == ' ' ||
                          text[i - 1] == '\n' || text[i - 1] == '\t';
    if (at_token_start && (c == '?' || c == '$') && i + 2 < text.size() && text[i + 1] == 'x' &&
        std::isdigit(static_cast<unsigned char>(text[i + 2]))) {
      size_t end = i + 2;
      while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])))
        ++end;
      std::string name = text.substr(i, end - i);
      auto it = names.find(name);
      if (it == names.end())
        it = names.emplace(name, std::string(1, c) + "x" + std::to_string(names.size() + 1)).first;
      out += it->second;
      i = end;
      continue;
    }
    out += c;
    ++i;
  }
  return out;
}

} // namespace

std::string Solver::to_smt2() const {
  if (impl_->smt2)
    return *impl_->smt2;
  // Printed as z3::solver::to_smt2 does (the last assertion is the benchmark's formula), without
  // building a solver: its construction cost more than the rest of a small proof.
  z3::context &z3 = ctx_.impl_->z3;
  std::vector<Z3_ast> asts;
  for (const z3::expr &e : impl_->assertions)
    asts.push_back(e);
  z3::expr last = z3.bool_val(true);
  if (!asts.empty()) {
    last = impl_->assertions.back();
    asts.pop_back();
  }
  // Z3 opens the benchmark with an empty comment and "(set-info :status unknown)"; both are
  // dropped so that a report can state the expected status itself, once, and other solvers
  // (cvc5) read the script as plain SMT-LIB 2.
  std::string text = Z3_benchmark_to_smtlib_string(z3, "", "", "unknown", "",
                                                   static_cast<unsigned>(asts.size()), asts.data(),
                                                   last);
  size_t start = 0;
  while (start < text.size() &&
         (text.compare(start, 1, ";") == 0 || text.compare(start, 18, "(set-info :status ") == 0)) {
    size_t eol = text.find('\n', start);
    start = eol == std::string::npos ? text.size() : eol + 1;
  }
  impl_->smt2 = canonical_let_names(text.substr(start));
  return *impl_->smt2;
}

} // namespace fuseproof::smt
