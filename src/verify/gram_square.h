#pragma once
// A syntactic sign fact for the all-sizes tier: a sum that is a sum of squares of inner sums once
// its products are expanded (`sum(c) q[c]^2` with q a GEMM output becomes one sum over c, k, k' of
// x[k] W[k,c] x[k'] W[k',c]). The solver cannot see that sign from the body, which changes sign.
#include "verify/sym_term.h"

namespace fuseproof::verify {

/// True when sum atom `a` has two bound variables k, k' of one range (no range depends on
/// either) and its body is one monomial c F(k) F(k'), c > 0, each factor mentioning exactly one of
/// k and k', the k' factors being the k factors with k renamed k'. For every value of the other
/// variables the double sum is then (sum_k F(k))^2, so the whole sum is >= 0. A shortcut that
/// discharges a sign obligation without the solver: tests/unit/gram_square_test.cpp checks it
/// against evaluation on every body built from a small set of factors.
bool is_gram_square(SumLaws &laws, const Atom &a);

} // namespace fuseproof::verify
