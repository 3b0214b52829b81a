#include "verify/fact_usage.h"

namespace fuseproof::verify {

namespace {

/// Is `q` unsat without the facts of the families in `dropped`?
bool unsat_without(smt::Context &ctx, const FactQuery &q, const std::set<std::string> &dropped,
                   size_t &calls) {
  smt::Solver s(ctx);
  for (smt::Term t : q.before)
    s.add(t);
  for (const TaggedFact &f : q.facts)
    if (!dropped.count(f.family))
      s.add(f.term);
  for (smt::Term t : q.after)
    s.add(t);
  ++calls;
  return s.check_quick() == smt::Result::Unsat;
}

} // namespace

std::set<std::string> needed_families(smt::Context &ctx, const FactQuery &q,
                                      const std::set<std::string> &known, size_t &calls) {
  std::set<std::string> candidates; // ordered, so the answer is the same on every run
  for (const TaggedFact &f : q.facts)
    if (!f.family.empty() && !known.count(f.family))
      candidates.insert(f.family);
  if (candidates.empty() || unsat_without(ctx, q, candidates, calls))
    return {};
  if (candidates.size() == 1)
    return candidates; // the query was unsat with it and not shown unsat without it
  // Greedy: drop each family in turn while the query stays unsat without every family dropped
  // so far. What remains is needed given the others (removing any one more was not shown unsat).
  std::set<std::string> dropped, needed;
  for (const std::string &family : candidates) {
    std::set<std::string> trial = dropped;
    trial.insert(family);
    if (unsat_without(ctx, q, trial, calls))
      dropped = std::move(trial);
    else
      needed.insert(family);
  }
  return needed;
}

} // namespace fuseproof::verify
