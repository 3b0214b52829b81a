#pragma once
// The re-indexing laws of the all-sizes tier (tile-reindex, mask-truncate, pair-split), applied
// bottom-up to every sum of a term. They rewrite terms only; every side obligation goes through
// the host (the prover), which asks the solver and records the step.
#include "verify/all_sizes_prover.h"
#include "verify/sym_term.h"
#include "verify/term_text.h"

#include <optional>
#include <string>
#include <vector>

namespace fuseproof::verify {

/// Which way a tile bijection j = B*t' + u' walks: t' = A-1-t visits the tiles last to first,
/// u' = B-1-u a tile's elements last to first.
struct TileOrder {
  bool reverse_tiles = false;
  bool reverse_within = false;
};

class LawHost {
public:
  virtual ~LawHost() = default;
  virtual bool enabled(Law law) const = 0;
  /// Whether sums over an even extent are split into halves (half-split) rather than pairs.
  virtual bool halves() const = 0;
  /// A candidate for `law` matched its pattern (counted for the reason of a failed proof).
  virtual void tried(Law law) = 0;
  /// Is `goal >= 0` for every size meeting the preconditions? The script of the last such
  /// query is last_script().
  virtual bool index_nonnegative(const IndexPoly &goal) = 0;
  virtual const std::string &last_script() const = 0;
  /// The scripts of the tile bijection's obligations for A tiles of B, walked in `order`, if
  /// all hold.
  virtual std::optional<std::vector<std::string>> tile_obligations(const IndexPoly &A,
                                                                   const IndexPoly &B,
                                                                   TileOrder order = {}) = 0;
  virtual void record(const std::string &law, const TermMessage &instance,
                      std::vector<std::string> scripts) = 0;
  /// A new bound variable, read as `hint` in messages.
  virtual IndexSym fresh_bound(const std::string &hint) = 0;
  virtual const SymbolNames &names() const = 0;
  /// How the proof normalises sums (re-indexed sums are rebuilt with the same laws).
  virtual SumLaws &sum_laws() = 0;
};

Poly apply_reindex_laws(const Poly &p, LawHost &host);

} // namespace fuseproof::verify
