#include "sema/fold_pieces.h"

#include "autodiff/build.h"

namespace fuseproof::sema {
namespace {

using ir::IntOp;

class Folder {
public:
  Folder(const std::vector<ir::Piece> &pieces, const ir::PieceLayout &layout,
         const std::vector<int> &vars)
      : pieces_(pieces), layout_(layout), maps_(pieces.size()) {
    for (size_t p = 0; p < layout.dims.size(); ++p) {
      const ir::DimSplit &d = layout.dims[p];
      ir::IntPtr w = ir::int_var(vars[p], pieces.front().loc);
      elements_.push_back(w);
      for (size_t k = 0; k < pieces.size(); ++k)
        maps_[k][d.var[k]] = piece_var(d, d.slot[k], w);
    }
  }

  ir::ExprPtr run() {
    std::vector<size_t> all(pieces_.size());
    for (size_t k = 0; k < all.size(); ++k)
      all[k] = k;
    return choose(0, all);
  }

private:
  const std::vector<ir::Piece> &pieces_;
  const ir::PieceLayout &layout_;
  std::vector<autodiff::VarMap> maps_;
  std::vector<ir::IntPtr> elements_; // the element's index of each dimension

  /// The piece's variable at element index w: w, w // C, or w - s*R.
  static ir::IntPtr piece_var(const ir::DimSplit &d, int64_t slot, const ir::IntPtr &w) {
    switch (d.kind) {
    case ir::SplitKind::Whole: return w;
    case ir::SplitKind::Cyclic:
      return ir::int_binary(IntOp::Div, w, ir::int_const(d.count, w->loc), w->loc);
    case ir::SplitKind::Blocks:
      if (slot == 0)
        return w;
      return ir::int_binary(IntOp::Sub, w, block_start(d, slot, w->loc), w->loc);
    }
    return w;
  }

  static ir::IntPtr block_start(const ir::DimSplit &d, int64_t slot, const ir::SourceLoc &loc) {
    return ir::int_binary(IntOp::Mul, ir::int_const(slot, loc), d.range, loc);
  }

  /// Whether the element at index w lies in slot s of the dimension (given that it lies in none
  /// of the slots before s: the chain tests them in order).
  static ir::Cond in_slot(const ir::DimSplit &d, int64_t slot, const ir::IntPtr &w) {
    if (d.kind == ir::SplitKind::Cyclic)
      return autodiff::int_cond(
          ir::CmpOp::Eq, ir::int_binary(IntOp::Mod, w, ir::int_const(d.count, w->loc), w->loc),
          ir::int_const(slot, w->loc), w->loc);
    return autodiff::int_cond(ir::CmpOp::Lt, w, block_start(d, slot + 1, w->loc), w->loc);
  }

  /// The value at the element, among the pieces `candidates` that agree on the split
  /// dimensions before `p`.
  ir::ExprPtr choose(size_t p, const std::vector<size_t> &candidates) {
    while (p < layout_.dims.size() && layout_.dims[p].kind == ir::SplitKind::Whole)
      ++p;
    if (p == layout_.dims.size()) // the partition leaves exactly one piece here
      return autodiff::substitute(pieces_[candidates.front()].value, maps_[candidates.front()]);
    const ir::DimSplit &d = layout_.dims[p];
    std::vector<std::vector<size_t>> by_slot(d.count);
    for (size_t k : candidates)
      by_slot[d.slot[k]].push_back(k);
    ir::ExprPtr out = choose(p + 1, by_slot.back());
    for (int64_t s = d.count - 1; s-- > 0;)
      out = autodiff::select(in_slot(d, s, elements_[p]), choose(p + 1, by_slot[s]), out,
                             pieces_[by_slot[s].front()].loc);
    return out;
  }
};

} // namespace

ir::ExprPtr fold_pieces(const std::vector<ir::Piece> &pieces, const ir::PieceLayout &layout,
                        const std::vector<int> &vars) {
  return Folder(pieces, layout, vars).run();
}

} // namespace fuseproof::sema
