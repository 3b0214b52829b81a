#include "verify/symbolic_domain.h"

namespace fuseproof::verify {

namespace {
// Pairwise exp/log facts grow quadratically; past this many applications they are left out,
// which can only make a query weaker (unknown), never prove something false.
constexpr size_t kMaxPairwise = 48;

// The fact families, as reports list them.
const char *const kRsqrtFacts = "rsqrt(v) > 0 and rsqrt(v)^2 * v = 1, for v > 0";
const char *const kSqrtFacts = "sqrt(v) >= 0 and sqrt(v)^2 = v, for v >= 0";
const char *const kExpFacts = "exp(a) > 0; exp(0) = 1";
const char *const kExpSum = "exp(a + b) = exp(a) * exp(b)";
const char *const kLogOfExp = "log(exp(a)) = a";
const char *const kExpOfLog = "exp(log(x)) = x, for x > 0";
const char *const kLogProduct = "log(x * y) = log(x) + log(y), for x, y > 0";
const char *const kTrigFacts = "sin(a)^2 + cos(a)^2 = 1; -1 <= sin, cos <= 1";
const char *const kRoundFacts = "round(a) is an integer and a - 1/2 <= round(a) <= a + 1/2";
const char *const kRoundBounds = "a - 1/2 <= round(a) <= a + 1/2";
const char *const kPiFacts = "3.1415926 < pi < 3.1415927";
const char *const kErfFacts = "-1 < erf(a) < 1; erf(a) has the sign of a (erf(0) = 0)";

/// The family of a declared fact of an opaque function, as reports list it.
std::string opaque_fact_family(const ir::OpaqueFn &fn, size_t k) {
  return fn.fact_texts[k] + " (declared in the rule)";
}
} // namespace

const char *exp_facts_family() { return kExpFacts; }

const semantics::Inputs &SymbolicDomain::no_integers() {
  static const semantics::Inputs none;
  return none;
}

SymbolicDomain::SymbolicDomain(smt::Context &ctx, const ir::Rule &rule,
                               const semantics::Inputs &integers)
    : ctx_(ctx), rule_(rule), integers_(integers), inputs_(rule.inputs.size()) {}

smt::Term SymbolicDomain::literal(const ir::Literal &lit) {
  return ctx_.real_rational(lit.num, lit.den);
}
smt::Term SymbolicDomain::integer(int64_t v) { return ctx_.real_int(v); }

smt::Term SymbolicDomain::scalar(int id) {
  auto it = scalars_.find(id);
  if (it == scalars_.end())
    it = scalars_.emplace(id, ctx_.real_var(smt::Namespace::Scalar, rule_.scalars[id].name)).first;
  return it->second;
}

smt::Term SymbolicDomain::input(int id, std::span<const int64_t> idx,
                                std::span<const int64_t> extents) {
  int64_t flat = flat_index(idx, extents);
  auto &terms = inputs_[id];
  auto it = terms.find(flat);
  if (it == terms.end()) {
    std::string name = rule_.inputs[id].name + "[";
    for (size_t i = 0; i < idx.size(); ++i)
      name += (i ? "," : "") + std::to_string(idx[i]);
    it = terms.emplace(flat, ctx_.real_var(smt::Namespace::Input, name + "]")).first;
  }
  return it->second;
}

smt::Term SymbolicDomain::mul(smt::Term a, smt::Term b) {
  smt::Term product = ctx_.mul(a, b);
  if (square_facts && a == b)
    facts_.push_back({"", ctx_.ge(product, integer(0))});
  return product;
}

smt::Term SymbolicDomain::rsqrt(smt::Term a) {
  smt::Term r = ctx_.apply("rsqrt", a);
  facts_.push_back(
      {kRsqrtFacts,
       ctx_.implies(ctx_.gt(a, integer(0)), ctx_.conj({ctx_.gt(r, integer(0)),
                                                       ctx_.eq(ctx_.mul(ctx_.mul(r, r), a),
                                                               integer(1))}))});
  return r;
}

smt::Term SymbolicDomain::sqrt(smt::Term a) {
  smt::Term s = ctx_.apply("sqrt", a);
  facts_.push_back({kSqrtFacts, ctx_.implies(ctx_.ge(a, integer(0)),
                                             ctx_.conj({ctx_.ge(s, integer(0)),
                                                        ctx_.eq(ctx_.mul(s, s), a)}))});
  return s;
}

smt::Term SymbolicDomain::exp(smt::Term a) {
  smt::Term e = ctx_.apply("exp", a);
  facts_.push_back({kExpFacts, ctx_.gt(e, integer(0))});
  facts_.push_back({kExpFacts, ctx_.implies(ctx_.eq(a, integer(0)), ctx_.eq(e, integer(1)))});
  exps_.emplace_back(a, e);
  return e;
}

smt::Term SymbolicDomain::log(smt::Term a) {
  smt::Term l = ctx_.apply("log", a);
  logs_.emplace_back(a, l);
  return l;
}

smt::Term SymbolicDomain::trig(const char *fn, smt::Term a) {
  smt::Term t = ctx_.apply(fn, a);
  facts_.push_back({kTrigFacts, ctx_.conj({ctx_.ge(t, integer(-1)), ctx_.le(t, integer(1))})});
  trig_args_.push_back(a);
  return t;
}
smt::Term SymbolicDomain::sin(smt::Term a) { return trig("sin", a); }
smt::Term SymbolicDomain::cos(smt::Term a) { return trig("cos", a); }

smt::Term SymbolicDomain::opaque(int id, smt::Term a) {
  // "opaque:" cannot begin a built-in's name, so no declared name meets one.
  smt::Term self = ctx_.apply("opaque:" + rule_.opaques[id].name, a);
  // The declared facts at this application, through the one evaluator (a fact reads only the
  // argument and the application itself: no tensor, index or dimension).
  semantics::Evaluator<SymbolicDomain> ev(*this, rule_, std::vector<int64_t>{});
  for (size_t k = 0; k < rule_.opaques[id].facts.size(); ++k)
    facts_.push_back({opaque_fact_family(rule_.opaques[id], k), ev.fact(id, k, a, self)});
  return self;
}

smt::Term SymbolicDomain::round(smt::Term a) {
  smt::Term r = ctx_.apply("round", a), half = ctx_.real_rational("1", "2");
  std::vector<smt::Term> facts = {ctx_.le(ctx_.sub(a, half), r), ctx_.le(r, ctx_.add(a, half))};
  if (round_is_integer)
    facts.push_back(ctx_.is_integral(r));
  facts_.push_back({round_is_integer ? kRoundFacts : kRoundBounds, ctx_.conj(facts)});
  return r;
}

smt::Term SymbolicDomain::pi() {
  smt::Term p = ctx_.real_var(smt::Namespace::Internal, "pi");
  facts_.push_back({kPiFacts, ctx_.conj({ctx_.lt(ctx_.real_rational("31415926", "10000000"), p),
                                         ctx_.lt(p, ctx_.real_rational("31415927", "10000000"))})});
  return p;
}

smt::Term SymbolicDomain::erf(smt::Term a) {
  smt::Term e = ctx_.apply("erf", a), zero = integer(0);
  facts_.push_back({kErfFacts, ctx_.conj({ctx_.gt(e, integer(-1)), ctx_.lt(e, integer(1)),
                                          ctx_.eq(ctx_.gt(a, zero), ctx_.gt(e, zero)),
                                          ctx_.eq(ctx_.lt(a, zero), ctx_.lt(e, zero))})});
  return e;
}

smt::Term SymbolicDomain::compare(ir::CmpOp op, smt::Term a, smt::Term b) {
  switch (op) {
  case ir::CmpOp::Lt: return ctx_.lt(a, b);
  case ir::CmpOp::Le: return ctx_.le(a, b);
  case ir::CmpOp::Gt: return ctx_.gt(a, b);
  case ir::CmpOp::Ge: return ctx_.ge(a, b);
  case ir::CmpOp::Eq: return ctx_.eq(a, b);
  case ir::CmpOp::Ne: return ctx_.ne(a, b);
  }
  return ctx_.bool_true();
}

smt::Term SymbolicDomain::holds(semantics::Obligation kind, smt::Term v) {
  smt::Term zero = integer(0);
  switch (kind) {
  case semantics::Obligation::Positive: return ctx_.gt(v, zero);
  case semantics::Obligation::NonNegative: return ctx_.ge(v, zero);
  case semantics::Obligation::NonZero: break;
  }
  return ctx_.ne(v, zero);
}

void SymbolicDomain::require(semantics::Obligation kind, smt::Term v, const ir::SourceLoc &loc) {
  obligations_.push_back({side, kind, loc, ctx_.simplify(holds(kind, v))});
}

std::vector<smt::Term> fact_terms(const std::vector<TaggedFact> &facts) {
  std::vector<smt::Term> out;
  for (const TaggedFact &f : facts)
    out.push_back(f.term);
  return out;
}

std::vector<smt::Term> SymbolicDomain::facts() { return fact_terms(tagged_facts()); }

std::vector<TaggedFact> SymbolicDomain::tagged_facts() {
  std::vector<TaggedFact> out = facts_;
  smt::Term zero = integer(0);
  if (exps_.size() <= kMaxPairwise) {
    for (size_t i = 0; i < exps_.size(); ++i)
      for (size_t j = i + 1; j < exps_.size(); ++j) {
        smt::Term sum = ctx_.apply("exp", ctx_.add(exps_[i].first, exps_[j].first));
        out.push_back({kExpSum, ctx_.eq(sum, ctx_.mul(exps_[i].second, exps_[j].second))});
      }
  }
  // exp(a + log x) = exp(a) exp(log x): the instances of exp-sum a shift by a log needs (a
  // softmax exp(z - lse) against exp(z) / sum exp).
  if (exps_.size() * logs_.size() <= kMaxPairwise * kMaxPairwise)
    for (const auto &[a, e] : exps_)
      for (const auto &[x, l] : logs_)
        out.push_back({kExpSum, ctx_.eq(ctx_.apply("exp", ctx_.add(a, l)),
                                        ctx_.mul(e, ctx_.apply("exp", l)))});
  for (const auto &[x, l] : logs_) {
    for (const auto &[a, e] : exps_)
      out.push_back({kLogOfExp, ctx_.implies(ctx_.eq(x, e), ctx_.eq(l, a))});
    out.push_back({kExpOfLog, ctx_.implies(ctx_.gt(x, zero), ctx_.eq(ctx_.apply("exp", l), x))});
  }
  if (logs_.size() <= kMaxPairwise) {
    for (size_t i = 0; i < logs_.size(); ++i)
      for (size_t j = i + 1; j < logs_.size(); ++j) {
        smt::Term x = logs_[i].first, y = logs_[j].first;
        out.push_back({kLogProduct,
                       ctx_.implies(ctx_.conj({ctx_.gt(x, zero), ctx_.gt(y, zero)}),
                                    ctx_.eq(ctx_.apply("log", ctx_.mul(x, y)),
                                            ctx_.add(logs_[i].second, logs_[j].second)))});
      }
  }
  for (smt::Term a : trig_args_) {
    smt::Term s = ctx_.apply("sin", a), c = ctx_.apply("cos", a);
    out.push_back({kTrigFacts, ctx_.eq(ctx_.add(ctx_.mul(s, s), ctx_.mul(c, c)), integer(1))});
  }
  // Last, so it covers the applications the facts above created.
  for (smt::Term t : ctx_.congruence())
    out.push_back({"", t});
  return out;
}

} // namespace fuseproof::verify
