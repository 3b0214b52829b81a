#pragma once
// The one statement every tier evaluates for a tensor defined piecewise: a select over the
// element's indices choosing its piece (`e % 2 == 0`, `e < Q`), with each piece's variables
// rewritten in terms of the element's (`d = e // 2`, `d = e - Q`). Exact: no law is assumed,
// the provers see the same selects, divisions and remainders a reader would write.
#include "ir/ir.h"
#include "ir/pieces.h"

#include <vector>

namespace fuseproof::sema {

/// The fold of `pieces`, laid out as `layout` says (ir::piece_layout), over the statement's
/// index variables `vars` (one per dimension).
ir::ExprPtr fold_pieces(const std::vector<ir::Piece> &pieces, const ir::PieceLayout &layout,
                        const std::vector<int> &vars);

} // namespace fuseproof::sema
