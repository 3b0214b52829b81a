#pragma once
// Class (a) of the fuzzer: random well-typed rules whose two sides are equal by construction.
// A random expression over random dimensions, inputs and scalars (with preconditions written in
// every orientation) is rewritten on each side by true laws (distribute, factor out of a sum,
// split a sum over exact, cyclic or ragged masked tiles or over pairs, swap sums, exp and log
// laws, rsqrt(v)^2 v = 1 under v > 0, x / y * y = x under a precondition excluding y = 0, select
// and max/min orientation, huge exact literals, ...) and parts of it are moved into separate
// offline/epilogue/stored statements. Such a rule may be proved or unknown, never refuted.
#include "fuzz/rule_doc.h"

#include <cstdint>
#include <string>
#include <vector>

namespace fuseproof::fuzz {

struct GeneratedRule {
  RuleDoc doc;
  std::vector<std::string> laws; // the laws applied, in order (for --verbose and debugging)
};

/// Deterministic in `seed`: the same seed gives the same rule text on every platform.
GeneratedRule generate_rule(uint64_t seed, const std::string &rule_name);

} // namespace fuseproof::fuzz
