#pragma once
// Which trusted-base facts a proof needed. Every query that needs facts is asked with all the
// facts its terms call for (symbolic_domain.h), so "the facts a query contained" overstates
// what a proof rests on: a max-shifted log-sum-exp query carries log(x * y) = log x + log y
// whether or not any step needs it. A report must list only what a proof used, so after an unsat
// answer that had facts, the solver is asked again without families of them: a family whose
// removal leaves the query unsat was not needed. The answer is the solver's, never a guess: a
// family is dropped only on an unsat answer, so the families reported always suffice (the query
// with only them, and the facts that are not trusted-base facts, is unsat).
#include "smt/smt.h"
#include "verify/symbolic_domain.h"

#include <set>
#include <string>
#include <vector>

namespace fuseproof::verify {

/// An unsat query as asked: `before`, the facts, `after`, in that order.
struct FactQuery {
  std::vector<smt::Term> before;
  std::vector<TaggedFact> facts;
  std::vector<smt::Term> after;
};

/// The fact families the unsat query `q` needs besides those in `known` (already reported),
/// found by asking without them. Each re-ask is the solver's fast attempt only (bounded by the
/// resource limit), so it costs little; when it cannot show a family unneeded, the family is kept.
/// `calls` counts the re-asks.
std::set<std::string> needed_families(smt::Context &ctx, const FactQuery &q,
                                      const std::set<std::string> &known, size_t &calls);

} // namespace fuseproof::verify
