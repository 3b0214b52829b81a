#pragma once
// Tier 1 (DESIGN.md "Verification tiers"): proves a rule for every size. Dimensions and the
// compared element's index are symbols; both sides are evaluated once by the generic evaluator
// in the symbolic-size domain, which normalises reductions as it builds them (factors that do
// not depend on a sum's variables are pulled out, nested sums are absorbed into one multi-index
// sum, constant summands become extent * value). The prover then applies the remaining laws
// (merge same-range sums so identities inside one body show; share a solver variable between
// two sums only after Z3 proves their ranges and bodies equal; re-index blocked tiles; drop a
// mask that only truncates the range) and asks Z3 whether lhs - rhs = 0 once every remaining
// sum is an opaque variable. Every law application is recorded as a step whose side obligations
// are standalone SMT-LIB scripts, re-checkable in a fresh solver.
#include "ir/ir.h"
#include "smt/smt.h"
#include "verify/verdict.h"

#include <set>
#include <string>
#include <vector>

namespace fuseproof::verify {

/// The laws the prover may use beyond plain polynomial arithmetic; each can be disabled (the
/// tests show a rule needing a disabled law is never proved for all sizes).
enum class Law {
  PullOut,
  Absorb,
  Merge,
  Share,
  TileReindex,
  MaskTruncate,
  SumSign,
  PairSplit,
  SelectCollapse,
  HalfSplit,
  TrigPeriod,
  TileRotate
};
const char *law_name(Law law);
std::vector<Law> all_laws();

struct AllSizesOptions {
  smt::Budget budget;
  std::set<Law> disabled;
  bool check_steps = true;
};

using Step = ProofStep;

struct AllSizesResult {
  bool proved = false;
  std::string reason;      // why not, when not proved (long terms elided)
  std::string reason_full; // the same, unelided and exact; "" when equal to `reason`
  std::vector<Step> steps;
  /// When not proved: every law and how the attempt used it, and what would close the gap
  /// where the prover recognised it (elided; `missing_full` unelided, "" when equal).
  std::vector<LawUse> laws;
  std::vector<std::string> missing, missing_full;
  /// The solver queries showing both sides defined (index bounds, extents, function domains)
  /// that the proof rests on besides its steps, each an unsat script, in the order asked.
  std::vector<Obligation> definedness;
  size_t solver_calls = 0;
  std::vector<std::string> facts_used;
  /// Scripts the proof itself found unsat. Each was decided from its own text in a fresh
  /// context, exactly as the step checker decides a script, so the checker skips them: asking
  /// again would repeat the same computation (and could only differ by running out of time).
  std::set<std::string> decided_unsat;
};

AllSizesResult prove_all_sizes(const ir::Rule &rule, const AllSizesOptions &options);

/// Checks every obligation of every step in a fresh solver, except those in `decided` (already
/// found unsat from the same text); returns the first failure's description, or "" when all hold.
std::string check_steps(const std::vector<Step> &steps, const smt::Budget &budget,
                        const std::set<std::string> &decided = {});

/// Every query a proof rests on as one list: the definedness obligations, then each step's (what
/// = "step N (<law>) obligation J of K: <instance>", N counting every step from 1 as
/// --show-steps lists them). A script asked twice (the same range fact behind two steps) is
/// listed once, at its first use.
std::vector<Obligation> proof_obligations(const AllSizesResult &r);

} // namespace fuseproof::verify
