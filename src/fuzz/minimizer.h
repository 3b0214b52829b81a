#pragma once
// Greedy shrinking of a disagreeing rule (delta debugging over the syntax tree): drop statements,
// outputs, preconditions and declarations, replace subexpressions by their operands or by small
// literals, shrink literals, drop explicit ranges and statement markers; keep any change after
// which the rule still disagrees in the same way, until no change helps.
#include "fuzz/rule_doc.h"

#include <functional>
#include <string>

namespace fuseproof::fuzz {

struct MinimiseStats {
  int checks = 0;   // candidate rules handed to the predicate
  int accepted = 0; // changes kept
};

/// `still_fails(text)` must say whether a candidate still shows the disagreement. At most
/// `max_checks` candidates are tried; the smallest rule found so far is returned.
RuleDoc minimise(const RuleDoc &doc, const std::function<bool(const std::string &)> &still_fails,
                 int max_checks, MinimiseStats *stats = nullptr);

} // namespace fuseproof::fuzz
