#pragma once
// A tensor defined piecewise (`y[i, 2*d] = f`, `y[i, 2*d + 1] = g`): which elements each piece
// defines. The one place that decides it: sema checks with it that the pieces partition the
// tensor (every element defined exactly once) and folds them into one statement by it; the
// all-sizes prover and the kernel generator read each piece's place from it.
#include "ir/ir.h"

#include <string>
#include <variant>
#include <vector>

namespace fuseproof::ir {

/// How the pieces split one dimension of the tensor. Whole: each piece indexes it by a plain
/// variable over the same range R. Cyclic: piece indices C*v + s, the slot s in [0, C) (pairs
/// of adjacent columns for C = 2). Blocks: piece indices v + s*R, the slot s in [0, count)
/// (`torch.cat` of halves for count = 2). In every case v runs over [0, R).
enum class SplitKind { Whole, Cyclic, Blocks };

struct DimSplit {
  SplitKind kind = SplitKind::Whole;
  int64_t count = 1;         // slots: C (Cyclic), blocks (Blocks), 1 (Whole)
  IntPtr range;              // R
  IntPtr extent;             // the tensor's extent: R, C*R or count*R
  std::vector<int64_t> slot; // per piece
  std::vector<int> var;      // per piece: its variable indexing this dimension
};

struct PieceLayout {
  std::vector<DimSplit> dims;
};

struct PieceError {
  SourceLoc loc;
  std::string message;
};

/// The layout of the pieces, or why they do not partition a tensor: a target index not of the
/// form above, a variable in two dimensions, ranges or coefficients that differ, or a slot
/// combination missing or defined twice. Every piece must have as many target indices as the
/// first, and each variable's range must be set (Piece::ranges).
std::variant<PieceLayout, PieceError>
piece_layout(const Rule &rule, const std::vector<Piece> &pieces, const std::string &tensor);

} // namespace fuseproof::ir
