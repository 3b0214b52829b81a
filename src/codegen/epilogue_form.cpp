// Recognises GEMM + epilogue form (DESIGN.md "Gate and kernel generation") and translates the
// epilogue statements into C++ over the primitives of kernels/blocks/epilogue/. Every construct
// it does not know is refused with the statement that uses it: a kernel is only ever generated
// from text whose meaning the generator maps one-to-one onto a primitive.
#include "codegen/form_analysis.h"
#include "codegen/index_form.h"
#include "codegen/kernel_preconditions.h"
#include "ir/dim_poly.h"
#include "ir/pieces.h"

#include <algorithm>
#include <functional>
#include <set>
#include <sstream>
#include <variant>

namespace fuseproof::codegen {
namespace {

using ir::Expr;
using ir::ExprOp;

class Planner {
public:
  explicit Planner(const ir::Rule &rule) : rule_(rule), rhs_(rule.rhs), plan_(f_.plan) {
    f_.rule = &rule;
    plan_.rule = rule.name;
    plan_.dims.assign(rule.dims.size(), DimRole::Unused);
  }

  FormAnalysis run() {
    find_contraction();
    partition_statements();
    classify_statements();
    return std::move(f_);
  }

private:
  const ir::Rule &rule_;
  const ir::Program &rhs_;
  FormAnalysis f_;
  KernelPlan &plan_;

  const std::string &local_name(int local) const { return rhs_.locals[local].name; }
  const ir::Statement &statement(int local) const { return rhs_.statements[local]; }
  std::string quoted(int local) const { return "'" + local_name(local) + "'"; }

  // ---- the matrix product ----

  static std::optional<Operand> as_operand(const Expr &e, int k, bool row_side) {
    if (e.op != ExprOp::Access || e.indices.size() != 2)
      return std::nullopt;
    std::optional<int> v0 = plain_var(*e.indices[0]), v1 = plain_var(*e.indices[1]);
    if (!v0 || !v1 || *v0 == *v1)
      return std::nullopt;
    // A(i,k): A[i,k] row-major or A[k,i] column-major; B(k,j): B[k,j] row-major or B[j,k].
    if (*v1 == k)
      return Operand{&e, *v0, row_side ? Layout::RowMajor : Layout::ColMajor};
    if (*v0 == k)
      return Operand{&e, *v1, row_side ? Layout::ColMajor : Layout::RowMajor};
    return std::nullopt;
  }

  struct Contraction {
    const Expr *sum;
    int statement;
    Operand a, b;
  };

  /// B(k, c1, .., cn) = `W[k, c1, .., cn]` for a statement `acc[i, c1, .., cn]` with n >= 2
  /// grouped column variables: row-major, its columns flattened as the statement's are.
  static std::optional<Operand> as_grouped_operand(const Expr &e, int k, const ir::Statement &st) {
    if (e.op != ExprOp::Access || e.indices.size() != st.vars.size() ||
        plain_var(*e.indices[0]) != k)
      return std::nullopt;
    for (size_t c = 1; c < st.vars.size(); ++c)
      if (plain_var(*e.indices[c]) != st.vars[c])
        return std::nullopt;
    return Operand{&e, -1, Layout::RowMajor};
  }

  /// `sum(k) P * Q` with P and Q two matrices sharing only k, ordered as the statement's
  /// (row, column) variables; or Q with grouped columns (as_grouped_operand).
  std::optional<Contraction> match_product(const Expr &e, int local) const {
    if (e.op != ExprOp::Sum || e.args.size() != 1 || e.args[0]->op != ExprOp::Mul)
      return std::nullopt;
    const ir::Statement &st = statement(local);
    if (st.vars.size() < 2)
      return std::nullopt;
    bool grouped = st.vars.size() > 2;
    const Expr &p = *e.args[0]->args[0], &q = *e.args[0]->args[1];
    for (int swap = 0; swap < 2; ++swap) {
      const Expr &first = swap ? q : p, &second = swap ? p : q;
      std::optional<Operand> a = as_operand(first, e.var, true);
      std::optional<Operand> b =
          grouped ? as_grouped_operand(second, e.var, st) : as_operand(second, e.var, false);
      if (a && b && a->other_var == st.vars[0] && (grouped || b->other_var == st.vars[1]))
        return Contraction{&e, local, *a, *b};
    }
    return std::nullopt;
  }

  void find_contraction() {
    std::vector<Contraction> found;
    for (const ir::Statement &st : rhs_.statements) {
      std::function<void(const Expr &)> walk = [&](const Expr &e) {
        if (std::optional<Contraction> c = match_product(e, st.target)) {
          found.push_back(*c);
          return;
        }
        for (const ir::ExprPtr &a : e.args)
          walk(*a);
      };
      walk(*st.value);
    }
    if (found.empty())
      refuse(rule_.loc, "the right side has no matrix product `sum(k) A[i,k] * B[k,j]`, so it is "
                        "not in GEMM + epilogue form");
    if (found.size() > 1)
      refuse(found[1].sum->loc, "a second matrix product: a GEMM + epilogue kernel has exactly one "
                                "contraction");
    f_.sum = found[0].sum;
    f_.gemm_statement = found[0].statement;
    f_.a = found[0].a;
    f_.b = found[0].b;
    const ir::TensorInfo &acc = rhs_.locals[f_.gemm_statement];
    f_.m_ext = acc.shape[0];
    f_.n_ext = flat_extent(acc.shape, 1);
    f_.k_ext = f_.sum->range;
    bind_dim(*f_.m_ext, DimRole::M, "row extent");
    bind_dim(*f_.k_ext, DimRole::K, "reduction extent");
    if (acc.shape.size() > 2)
      bind_column_factors();
    else if (f_.n_ext->op == ir::IntOp::Mul && f_.n_ext->a->op == ir::IntOp::Const &&
             f_.n_ext->a->value == 2)
      bind_dim(*f_.n_ext->b, DimRole::HalfN, "column extent");
    else
      bind_dim(*f_.n_ext, DimRole::N, "column extent");
    require_operand_shapes(acc);
  }

  /// Grouped columns `acc[i, h < H, e < 2*Q]`: the kernel's N is their product, c * H * Q with
  /// each dimension a factor the kernel never sees (so none may appear twice, or elsewhere).
  void bind_column_factors() {
    std::optional<IndexPoly> n = index_poly(*f_.n_ext);
    const support::SourceLoc &loc = statement(f_.gemm_statement).loc;
    if (!n || n->size() != 1 || n->begin()->second < 1)
      refuse(loc, "the GEMM's grouped column extent must be a product of dimensions and a "
                  "constant");
    const auto &[dims, multiple] = *n->begin();
    if (std::adjacent_find(dims.begin(), dims.end()) != dims.end())
      refuse(loc, "a dimension appears twice in the GEMM's grouped column extent");
    for (int d : dims)
      bind_dim(*ir::int_dim(d), DimRole::ColumnFactor, "grouped column extent");
    plan_.column_multiple = multiple;
  }

  /// An operand is read as the kernel's M x K or K x N matrix: its extents are the GEMM's own, or
  /// the leading dimension (and a grouped operand's flat columns) would not be the kernel's.
  void require_operand_shapes(const ir::TensorInfo &acc) const {
    for (const Operand *op : {&f_.a, &f_.b}) {
      const Expr &e = *op->access;
      const std::vector<ir::IntPtr> &shape =
          e.tensor.input ? rule_.inputs[e.tensor.id].shape : rhs_.locals[e.tensor.id].shape;
      bool a = op == &f_.a;
      std::vector<ir::IntPtr> expected;
      if (!a && acc.shape.size() > 2) { // [K, c1, .., cn], as the accumulator's columns
        expected.push_back(f_.k_ext);
        expected.insert(expected.end(), acc.shape.begin() + 1, acc.shape.end());
      } else {
        bool row_major = op->layout == Layout::RowMajor;
        const ir::IntPtr &other = a ? f_.m_ext : f_.n_ext;
        expected = (a == row_major) ? std::vector{other, f_.k_ext} : std::vector{f_.k_ext, other};
      }
      bool same = shape.size() == expected.size();
      for (size_t d = 0; same && d < shape.size(); ++d)
        same = ir::same_extent(*shape[d], *expected[d]);
      if (!same)
        refuse(e.loc, "the GEMM operand '" +
                          (e.tensor.input ? rule_.inputs[e.tensor.id].name
                                          : rhs_.locals[e.tensor.id].name) +
                          "' is not shaped as the product reads it (its extents are not the "
                          "GEMM's rows, columns and reduction)");
    }
  }

  void bind_dim(const ir::IntExpr &e, DimRole role, const char *what) {
    if (e.op != ir::IntOp::Dim)
      refuse(e.loc.valid() ? e.loc : statement(f_.gemm_statement).loc,
             std::string("the GEMM's ") + what + " must be a dimension (or 2*P for columns)");
    if (plan_.dims[e.id] != DimRole::Unused && plan_.dims[e.id] != role)
      refuse(statement(f_.gemm_statement).loc,
             "dimension " + rule_.dims[e.id].name +
                 " is two of the GEMM's sizes (rows, columns, reduction); a kernel takes them as "
                 "separate sizes");
    plan_.dims[e.id] = role;
  }

  // ---- which statements run before, in, and after the kernel ----

  void reads_of(const Expr &e, std::set<int> &out) const {
    if (e.op == ExprOp::Access && !e.tensor.input)
      out.insert(e.tensor.id);
    for (const ir::ExprPtr &a : e.args)
      reads_of(*a, out);
    if (e.cond) {
      if (e.cond->va)
        reads_of(*e.cond->va, out);
      if (e.cond->vb)
        reads_of(*e.cond->vb, out);
    }
  }

  void partition_statements() {
    size_t n = rhs_.statements.size();
    f_.in_kernel.assign(n, false);
    f_.in_kernel[f_.gemm_statement] = true;
    bool any_epilogue = false;
    for (const ir::Statement &st : rhs_.statements)
      if (st.epilogue) {
        f_.in_kernel[st.target] = true;
        any_epilogue = true;
      }
    if (!any_epilogue)
      refuse(rule_.loc, "the right side marks no statement `epilogue`: nothing is fused into the "
                        "GEMM");
    // A statement depends on the kernel when it reads a kernel statement, directly or not.
    std::vector<bool> after(n, false);
    for (const ir::Statement &st : rhs_.statements) {
      std::set<int> reads;
      reads_of(*st.value, reads);
      if (f_.in_kernel[st.target]) {
        for (int r : reads)
          if (after[r])
            refuse(st.loc, "epilogue statement " + quoted(st.target) + " reads " + quoted(r) +
                               ", which needs the kernel's own output");
        continue;
      }
      for (int r : reads)
        if (f_.in_kernel[r] || after[r])
          after[st.target] = true;
      if (st.offline && after[st.target])
        refuse(st.loc, "offline statement " + quoted(st.target) + " reads the kernel's output");
      (after[st.target] ? plan_.after : plan_.before).push_back(st.target);
    }
    // The operands feed the mainloop: inputs, or tensors computed before the kernel.
    for (const Operand *op : {&f_.a, &f_.b})
      if (!op->access->tensor.input && f_.in_kernel[op->access->tensor.id])
        refuse(op->access->loc, "the GEMM operand " + quoted(op->access->tensor.id) +
                                    " is computed in the epilogue");
  }

  // ---- statement kinds ----

  void classify_statements() {
    f_.kind.assign(rhs_.statements.size(), StatementKind::Elementwise);
    f_.partial_op.assign(rhs_.statements.size(), PartialOp::Sum);
    f_.lse_shift.assign(rhs_.statements.size(), -1);
    f_.lse_sum.assign(rhs_.statements.size(), nullptr);
    f_.partial_masked.assign(rhs_.statements.size(), false);
    for (const ir::Statement &st : rhs_.statements) {
      if (!f_.in_kernel[st.target])
        continue;
      const ir::TensorInfo &t = rhs_.locals[st.target];
      if (st.target == f_.gemm_statement) {
        f_.kind[st.target] =
            st.value.get() == f_.sum ? StatementKind::Accumulator : StatementKind::Elementwise;
        continue;
      }
      if (t.shape.size() == 2 && !ir::same_extent(*t.shape[0], *f_.m_ext) &&
          ir::same_extent(*t.shape[1], *f_.n_ext) && st.value->op == ExprOp::Sum) {
        classify_row_partial(st);
        continue;
      }
      if (t.shape.size() < 2 || !ir::same_extent(*t.shape[0], *f_.m_ext)) {
        std::string why = t.shape.size() == 1
                              ? ": it reduces whole rows, but an epilogue sees one column tile; "
                                "reduce per tile (`s[i, t < NT] = sum(u < BN) ...`) and add the "
                                "partials after the kernel"
                              : "";
        refuse(st.loc, "epilogue statement " + quoted(st.target) +
                           " is not indexed by the GEMM's rows and a column position" + why);
      }
      ir::IntPtr columns = flat_extent(t.shape, 1);
      if (!st.pieces.empty()) {
        classify_pieces(st, *columns);
        continue;
      }
      if (ir::same_extent(*columns, *f_.n_ext)) {
        f_.kind[st.target] = StatementKind::Elementwise;
      } else if (f_.extent_of(*columns) == Extent::HalfN) {
        f_.kind[st.target] = StatementKind::Pair;
        plan_.step = 2;
      } else if (t.shape.size() > 2) {
        refuse(st.loc, "epilogue statement " + quoted(st.target) +
                           " groups columns that are neither the GEMM's columns nor their "
                           "pairs (per-tile reductions take one column tile index)");
      } else if (st.value->op == ExprOp::Sum || st.value->op == ExprOp::Max) {
        classify_partial(st, *st.value);
        f_.partial_op[st.target] = st.value->op == ExprOp::Sum ? PartialOp::Sum : PartialOp::Max;
      } else if (std::optional<LseParts> lse = match_lse(st)) {
        classify_partial(st, *lse->sum);
        if (lse->sum->args[0]->op == ExprOp::Select && !f_.partial_masked[st.target])
          refuse(lse->sum->args[0]->loc, "the only select a log-sum-exp's sum may use is the "
                                         "ragged-tile mask `select(t*BN + u < N, ..., 0)`");
        f_.partial_op[st.target] = PartialOp::Lse;
        f_.lse_shift[st.target] = lse->shift;
        f_.lse_sum[st.target] = lse->sum;
      } else {
        refuse(st.loc, "epilogue statement " + quoted(st.target) +
                           " has a column extent that is neither the GEMM's columns, their "
                           "pairs, nor column tiles of a per-tile reduction (a sum, a filtered "
                           "max, or `m + log(sum exp(f - m))` with m the tile's max)");
      }
    }
    require_max_is_shift();
  }

  /// A tensor defined piecewise in the epilogue: only as an adjacent column pair
  /// (`y[i, .., 2*d] = f`, `y[i, .., 2*d + 1] = g`), which the writer computes at the pair and
  /// stores at columns j and j + 1; later statements read it as an elementwise value.
  void classify_pieces(const ir::Statement &st, const ir::IntExpr &columns) {
    auto layout = ir::piece_layout(*f_.rule, st.pieces, rhs_.locals[st.target].name);
    const auto *lay = std::get_if<ir::PieceLayout>(&layout);
    bool pair = lay && ir::same_extent(columns, *f_.n_ext) &&
                lay->dims.back().kind == ir::SplitKind::Cyclic && lay->dims.back().count == 2;
    for (size_t p = 0; pair && p + 1 < lay->dims.size(); ++p)
      pair = lay->dims[p].kind == ir::SplitKind::Whole;
    if (!pair)
      refuse(st.loc, "epilogue statement " + quoted(st.target) +
                         " is defined piecewise, and the epilogue computes pieces only as an "
                         "adjacent pair of the GEMM's columns: `2*d` and `2*d + 1` in the last "
                         "index, plain indices elsewhere");
    f_.kind[st.target] = StatementKind::Elementwise;
    plan_.step = 2;
  }

  /// A tile max only as a log-sum-exp's shift: no proved rule has a standalone one (the
  /// all-sizes tier has no tile law for max), so no kernel test could exercise its code.
  void require_max_is_shift() const {
    for (const ir::Statement &st : rhs_.statements)
      if (f_.in_kernel[st.target] && f_.kind[st.target] == StatementKind::PartialReduce &&
          f_.partial_op[st.target] == PartialOp::Max &&
          std::find(f_.lse_shift.begin(), f_.lse_shift.end(), st.target) == f_.lse_shift.end())
        refuse(st.loc, "tile max " + quoted(st.target) + " is no log-sum-exp's shift: the "
                       "generator builds a tile max only as the shift of `m + log(sum exp(f - m))`");
  }

  struct LseParts {
    const Expr *sum; // sum(u < BN) [mask] exp(f - m[i, t])
    int shift;       // m: a max partial of the same tile
  };

  /// `p[i, t] = m[i, t] + log(sum(u < BN) [select(t*BN + u < N,] exp(f - m[i, t]) [, 0)])` with
  /// m an earlier max partial over the same tile: an LSE partial. That f is the max's own body is
  /// checked where both are translated (epilogue_writer.cpp).
  std::optional<LseParts> match_lse(const ir::Statement &st) const {
    const Expr &v = *st.value;
    if (v.op != ExprOp::Add)
      return std::nullopt;
    for (int side = 0; side < 2; ++side) {
      std::optional<int> m = tile_element_of(*v.args[side], st);
      const Expr &log = *v.args[1 - side];
      if (!m || log.op != ExprOp::Call || log.fn != ir::Fn::Log || log.args[0]->op != ExprOp::Sum)
        continue;
      const Expr &sum = *log.args[0];
      const Expr *term = sum.args[0].get();
      if (term->op == ExprOp::Select)
        term = term->args[0].get();
      if (term->op != ExprOp::Call || term->fn != ir::Fn::Exp || term->args[0]->op != ExprOp::Sub ||
          tile_element_of(*term->args[0]->args[1], st) != m)
        continue;
      if (rhs_.statements[*m].value->op != ExprOp::Max || !f_.in_kernel[*m])
        continue;
      if (rhs_.statements[*m].stored)
        refuse(rhs_.statements[*m].loc,
               "log-sum-exp shift " + quoted(*m) + " is marked stored: the rule would read it "
               "back rounded, the kernel's pair keeps it in fp32 registers (drop `stored`; it "
               "is still written when read after the kernel)");
      if (std::find(f_.lse_shift.begin(), f_.lse_shift.end(), *m) != f_.lse_shift.end())
        refuse(st.loc, "max partial " + quoted(*m) + " is the shift of two log-sum-exp "
                         "partials; give each its own max");
      return LseParts{&sum, *m};
    }
    return std::nullopt;
  }

  /// The local when `e` reads a kernel local at the statement's own (row, tile): m[i, t].
  std::optional<int> tile_element_of(const Expr &e, const ir::Statement &st) const {
    if (e.op != ExprOp::Access || e.tensor.input || e.indices.size() != 2 ||
        plain_var(*e.indices[0]) != st.vars[0] || plain_var(*e.indices[1]) != st.vars[1])
      return std::nullopt;
    return e.tensor.id;
  }

  /// `s[i, t < NT] = sum(u < BN) [select(t*BN + u < N,] f(x[i, t*BN + u]) [, 0)]`, or
  /// `max(u < BN [where t*BN + u < N]) f(...)`: the reduction `red` over the statement's tile.
  /// A masked column is absent from the kernel's partial (the driver never applies it): right
  /// for a sum masked to 0 and for a filtered max, wrong for a max over select(mask, f, c),
  /// which is refused.
  void classify_partial(const ir::Statement &st, const Expr &red) {
    const Expr &sum = red;
    const ir::IntExpr &width = *sum.range, &count = *rhs_.locals[st.target].shape[1];
    if (width.op != ir::IntOp::Dim || count.op != ir::IntOp::Dim)
      refuse(st.loc, "partial reduction " + quoted(st.target) +
                         " must run over `u < BN` for `t < NT`, both dimensions");
    if ((f_.tile_width_dim >= 0 && f_.tile_width_dim != width.id) ||
        (f_.tile_count_dim >= 0 && f_.tile_count_dim != count.id))
      refuse(st.loc, "partial reductions over different column tilings");
    f_.tile_width_dim = width.id;
    f_.tile_count_dim = count.id;
    for (auto [id, role] :
         {std::pair{width.id, DimRole::TileWidth}, {count.id, DimRole::TileCount}}) {
      if (plan_.dims[id] != DimRole::Unused && plan_.dims[id] != role)
        refuse(st.loc, "dimension " + rule_.dims[id].name + " is both a tile and a GEMM size");
      plan_.dims[id] = role;
    }
    const Expr &body = *sum.args[0];
    IndexPoly column = tile_column(st.vars[1], sum.var, width.id);
    auto is_tile_mask = [&](const ir::Cond &c) {
      return c.integer && c.op == ir::CmpOp::Lt && index_poly(*c.ia) == std::optional(column) &&
             ir::same_extent(*c.ib, *f_.n_ext);
    };
    bool masked = false;
    if (sum.op == ExprOp::Max) {
      if (body.op == ExprOp::Select)
        refuse(body.loc, "a tile max cannot mask with select (a masked column would count as its "
                         "else-value, which the kernel never sees); filter the tile: "
                         "`max(u < BN where t*BN + u < N) ...`");
      if (sum.cond && !is_tile_mask(*sum.cond))
        refuse(sum.cond->loc, "the only filter an epilogue max may use is the ragged-tile one "
                              "`where t*BN + u < N`");
      masked = sum.cond.has_value();
    } else if (body.op == ExprOp::Select && is_tile_mask(*body.cond) &&
               ir::is_zero_constant(*body.args[1])) {
      masked = true;
      f_.partial_masked[st.target] = true;
    }
    if (masked) {
      if (!tiles_cover_ragged())
        refuse(st.loc, "a masked tiling needs the preconditions (NT - 1) * BN < N and "
                       "N <= NT * BN, so that the kernel's ceil(N / BN) tiles are the rule's");
    } else {
      if (!tiles_cover_exactly())
        refuse(st.loc, "an unmasked tiling needs the precondition N == NT * BN (or mask the "
                       "ragged last tile with select)");
      plan_.ragged_tiles = false;
    }
    f_.kind[st.target] = StatementKind::PartialReduce;
    ++plan_.reductions;
  }

  /// `s[t < MT, j] = sum(v < BM) f(x[t*BM + v, j])`: a column sum over each row tile (dgamma),
  /// for whole row tiles only (the precondition M == MT * BM).
  void classify_row_partial(const ir::Statement &st) {
    const Expr &sum = *st.value;
    const ir::IntExpr &height = *sum.range, &count = *rhs_.locals[st.target].shape[0];
    if (height.op != ir::IntOp::Dim || count.op != ir::IntOp::Dim || height.id == count.id)
      refuse(st.loc, "row-tile reduction " + quoted(st.target) +
                         " must run over `v < BM` for `t < MT`, both dimensions");
    if (plan_.row_reductions > 0)
      refuse(st.loc, "a second row-tile reduction: a kernel has at most one");
    for (auto [id, role] :
         {std::pair{height.id, DimRole::RowTileHeight}, {count.id, DimRole::RowTileCount}}) {
      if (plan_.dims[id] != DimRole::Unused && plan_.dims[id] != role)
        refuse(st.loc, "dimension " + rule_.dims[id].name + " is both a row tile and another size");
      plan_.dims[id] = role;
    }
    IndexPoly m = index_poly(*f_.m_ext).value_or(IndexPoly{{{-1}, 0}});
    IndexPoly rows = poly_add(poly_mul(poly_var(st.vars[0]), poly_dim(height.id)),
                              poly_var(sum.var));
    IndexPoly covered = poly_mul(poly_dim(count.id), poly_dim(height.id));
    IndexPoly all_but_last =
        poly_mul(poly_add(poly_dim(count.id), poly_const(-1)), poly_dim(height.id));
    bool exact = has_require(ir::CmpOp::Eq, m, covered);
    const Expr &body = *sum.args[0];
    if (body.op == ExprOp::Select) {
      const ir::Cond &c = *body.cond;
      bool mask = c.integer && c.op == ir::CmpOp::Lt && index_poly(*c.ia) == std::optional(rows) &&
                  ir::same_extent(*c.ib, *f_.m_ext) && ir::is_zero_constant(*body.args[1]);
      if (!mask)
        refuse(body.loc, "the only select a row-tile reduction may use is the ragged-tile mask "
                         "`select(t*BM + v < M, ..., 0)`");
      if (!exact && !(has_require(ir::CmpOp::Lt, all_but_last, m) &&
                      has_require(ir::CmpOp::Le, m, covered)))
        refuse(st.loc, "a masked row tiling needs the preconditions (MT - 1) * BM < M and "
                       "M <= MT * BM, so that the kernel's ceil(M / BM) row tiles are the rule's");
    } else {
      if (!exact)
        refuse(st.loc, "an unmasked row tiling needs the precondition M == MT * BM (or mask the "
                       "ragged last row tile with select)");
      plan_.whole_row_tiles = true;
    }
    f_.row_tile_height_dim = height.id;
    f_.kind[st.target] = StatementKind::RowPartialReduce;
    ++plan_.row_reductions;
  }

  IndexPoly tile_column(int t, int u, int width_dim) const {
    return poly_add(poly_mul(poly_var(t), poly_dim(width_dim)), poly_var(u));
  }

  /// The preconditions contain `lhs op rhs` (as polynomials, either orientation for ==).
  bool has_require(ir::CmpOp op, const IndexPoly &lhs, const IndexPoly &rhs) const {
    for (const ir::Cond &c : rule_.requires_) {
      if (!c.integer)
        continue;
      std::optional<IndexPoly> a = index_poly(*c.ia), b = index_poly(*c.ib);
      if (!a || !b)
        continue;
      if (c.op == op && *a == lhs && *b == rhs)
        return true;
      if (op == ir::CmpOp::Eq && c.op == op && *a == rhs && *b == lhs)
        return true;
    }
    return false;
  }

  IndexPoly n_poly() const { return index_poly(*f_.n_ext).value_or(IndexPoly{{{-1}, 0}}); }
  IndexPoly tiles_times_width(int64_t minus) const {
    IndexPoly nt = poly_add(poly_dim(f_.tile_count_dim), poly_const(-minus));
    return poly_mul(nt, poly_dim(f_.tile_width_dim));
  }
  bool tiles_cover_exactly() const {
    return has_require(ir::CmpOp::Eq, n_poly(), tiles_times_width(0));
  }
  bool tiles_cover_ragged() const {
    return tiles_cover_exactly() || (has_require(ir::CmpOp::Lt, tiles_times_width(1), n_poly()) &&
                                     has_require(ir::CmpOp::Le, n_poly(), tiles_times_width(0)));
  }
};

} // namespace

void refuse(const support::SourceLoc &loc, std::string message) {
  throw Refusal{{loc, std::move(message)}};
}

std::optional<Extent> FormAnalysis::extent_of(const ir::IntExpr &e) const {
  if (e.op == ir::IntOp::Const && e.value == 1)
    return Extent::One;
  if (ir::same_extent(e, *m_ext))
    return Extent::M;
  if (ir::same_extent(e, *n_ext))
    return Extent::N;
  if (ir::same_extent(e, *k_ext))
    return Extent::K;
  std::optional<IndexPoly> p = index_poly(e), n = index_poly(*n_ext);
  if (p && n && poly_mul(poly_const(2), *p) == *n)
    return Extent::HalfN;
  if (p && n && poly_mul(poly_const(2), *n) == *p)
    return Extent::TwiceN;
  if (e.op == ir::IntOp::Dim && e.id == tile_count_dim)
    return Extent::Tiles;
  if (e.op == ir::IntOp::Dim && e.id >= 0 && e.id < static_cast<int>(plan.dims.size()) &&
      plan.dims[e.id] == DimRole::RowTileCount)
    return Extent::RowTiles;
  return std::nullopt;
}

FormAnalysis analyse_form(const ir::Rule &rule) { return Planner(rule).run(); }

PlanResult plan_kernel(const ir::Rule &rule) {
  try {
    FormAnalysis form = analyse_form(rule);
    write_epilogue(form);
    form.plan.precondition_problem = plan_preconditions(rule, form.plan);
    return {std::move(form.plan), std::nullopt};
  } catch (const Refusal &r) {
    return {std::nullopt, r.error};
  }
}
} // namespace fuseproof::codegen
