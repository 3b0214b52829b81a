#pragma once
// Class (b) of the fuzzer: small edits of a rule (an equal-by-construction one, or one of the
// repository's library rules) that usually make it false, undefined, malformed or vacuous. The
// verifier may say anything about a mutant except a proof the cross-check can break, or a
// counterexample that does not replay.
#include "fuzz/rng.h"
#include "fuzz/rule_doc.h"

#include <optional>
#include <string>

namespace fuseproof::fuzz {

enum class MutantKind {
  SwapIndex,       // X[i, j] -> X[j, i], or another index in scope
  FlipSign,        // + <-> -, drop or add a negation
  FlipComparison,  // operands exchanged without mirroring, strictness or direction changed
  OffByOne,        // a range, an index or a mask bound moved by one
  DropTerm,        // an operand, a function or a select branch dropped
  ChangeConstant,  // a literal changed
  RenameSymbol,    // a symbol renamed onto another one or onto an internal-looking name
  InternalName,    // a scalar named like the solver's dimension/index symbols (d0, f0) standing
                   // in for that dimension or index
  UnsafeDivision,  // x -> x / s * s with a precondition on s that does not exclude 0
  BigLiteral,      // integer literals whose products pass 2^63
  Contradiction,   // preconditions that can never hold together
  UnreadStatement, // a right-side statement nothing reads, undefined somewhere
};
constexpr int kMutantKinds = static_cast<int>(MutantKind::UnreadStatement) + 1;
const char *mutant_name(MutantKind kind);

/// Applies one mutation of `kind` at a random place; returns what it did, or nullopt when the
/// rule has no place for this kind (the rule is then unchanged).
std::optional<std::string> mutate(RuleDoc &doc, MutantKind kind, Rng &rng);

} // namespace fuseproof::fuzz
