#pragma once
// What would close the gap when the all-sizes tier stops at a leftover difference: the law or
// trusted-base fact it lacks for the terms that remain, recognised by their shape (the log of a
// product, a max, a trigonometric function of a sum, sums over different ranges, ...), each with
// the term where it is missing. A hint is advice for the reader, never evidence: nothing decides a
// verdict from it.
#include "verify/term_text.h"

#include <vector>

namespace fuseproof::verify {

/// Hints for a leftover `lhs - rhs` that the solver could not show to be 0; never empty (the
/// last resort says what the solver was left with).
std::vector<TermMessage> missing_for_leftover(const Poly &leftover, const SymbolNames &names);

} // namespace fuseproof::verify
