#pragma once
// What a prover concludes about a rule, with the evidence a user needs to check it.
#include "semantics/shape.h"
#include "smt/smt.h"

#include <optional>
#include <string>
#include <vector>

namespace fuseproof::verify {

enum class VerdictKind { ProvedAllSizes, ProvedBounded, Refuted, Unknown };

struct TensorValues {
  std::string name;
  std::vector<int64_t> extents;
  std::vector<std::string> exact; // the model's values, exactly
  std::vector<double> values;     // as replayed in double
};

/// A concrete input on which the two sides differ, confirmed by replay in double precision.
struct Counterexample {
  semantics::Shape shape;
  std::vector<std::pair<std::string, int64_t>> dims;
  std::vector<TensorValues> scalars; // rank 0
  std::vector<TensorValues> inputs;
  std::string output;         // the compared output that differs
  std::vector<int64_t> index; // ...at this element
  double lhs = 0, rhs = 0;    // replayed values
  std::string undefined;      // set when the rhs is undefined where the lhs is not
};

/// One law application of an all-sizes proof, with its side obligations as standalone SMT-LIB
/// scripts that must each be unsat.
struct ProofStep {
  std::string law;
  std::string instance;      // in the rule's names, long terms elided (text and reports)
  std::vector<std::string> obligations;
  std::string instance_full; // the same, unelided and exact (--json); "" when equal
};

/// One solver query behind a verdict, as a standalone SMT-LIB 2 script, with the answer the
/// verdict rests on: unsat for a proof obligation (bounded shape or all-sizes step), sat for the
/// query that found the counterexample. Reports write them to proofs/<rule>.smt2 so that other
/// solvers can replay them.
struct Obligation {
  std::string what;   // e.g. "shape M=2 K=1 N=1: lhs == rhs" or "step 2 (distribute): ..."
  std::string script; // set-logic-free declarations and assertions ending in (check-sat)
  smt::Result expected = smt::Result::Unsat;
};

/// How the all-sizes tier used one of its laws in an attempt: applications recorded as steps,
/// attempts (a candidate that matched the law's pattern) that did not apply it, or disabled.
struct LawUse {
  std::string law;
  size_t applied = 0;
  size_t tried = 0; // attempts, applied or not
  bool disabled = false;
};

struct Verdict {
  VerdictKind kind = VerdictKind::Unknown;
  int bound = 0;
  std::string reason; // for Unknown: why; for Refuted: a one-line summary
  std::optional<Counterexample> counterexample;
  size_t shapes_checked = 0;
  size_t solver_calls = 0;
  double seconds = 0;
  smt::Budget budget;
  std::vector<std::string> facts_used; // the trusted-base facts the queries contained
  std::string all_sizes_reason;        // why the all-sizes tier did not prove it ("" if it did)
  std::string all_sizes_reason_full;   // the same, unelided and exact (--json); "" when equal
  std::vector<LawUse> all_sizes_laws;  // when the all-sizes tier stopped: every law, how used
  /// When it stopped: each law, fact or precondition that the tier recognised as missing, with
  /// the term where it is missing (elided; all_sizes_missing_full in --json, "" when equal).
  std::vector<std::string> all_sizes_missing, all_sizes_missing_full;
  std::vector<ProofStep> steps;        // law applications of the all-sizes proof
  bool ran_all_sizes = false;
  std::vector<Obligation> obligations; // in the order they were decided
};

const char *verdict_word(VerdictKind k); // "proved", "refuted", "unknown"
bool is_proved(VerdictKind k);
/// "proved (all sizes)", "proved (dims <= 4)", "refuted", "unknown (timeout at M=2 K=1 N=1)".
std::string verdict_text(const Verdict &v);

} // namespace fuseproof::verify
