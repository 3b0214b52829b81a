#pragma once
// Evaluates one side of a rule in a concrete domain at a concrete shape. With the fast path on,
// the side's matrix products (numeric/contraction.h) are computed first through BLAS and handed
// to the evaluator, which uses them in place of the sums; everything else is the evaluator's own
// semantics. The fast path changes only the order of each product's K additions.
#include "numeric/blas.h"
#include "numeric/contraction.h"
#include "semantics/evaluator.h"

#include <limits>
#include <vector>

namespace fuseproof::numeric {

template <semantics::Domain D> class SideRunner {
public:
  using V = typename D::Value;

  SideRunner(D &dom, const ir::Rule &rule, const semantics::Shape &shape)
      : dom_(dom), rule_(rule), ev_(dom, rule, shape) {
    ev_.set_work_limit(std::numeric_limits<int64_t>::max());
  }

  /// The compared outputs of `side`, row-major, in `compare` order.
  std::vector<std::vector<V>> outputs(const ir::Program &side, bool fast_path) {
    ev_.run(side);
    if (fast_path)
      for (const ir::Statement &st : side.statements)
        for (const Contraction &c : find_contractions(st))
          precompute(st, side, c);
    std::vector<std::vector<V>> out;
    for (const ir::Compare &c : rule_.compares)
      out.push_back(ev_.tensor(&side == &rule_.lhs ? c.lhs : c.rhs));
    return out;
  }

private:
  /// Calls `visit` for every combination of the variables' values, last variable fastest.
  template <class Visit>
  void each(const std::vector<int> &vars, const std::vector<int64_t> &extents, Visit visit) {
    int64_t n = 1;
    for (int64_t e : extents)
      n *= e;
    std::vector<int64_t> idx(vars.size(), 0);
    for (int64_t flat = 0; flat < n; ++flat) {
      for (size_t p = 0; p < vars.size(); ++p)
        ev_.bind(vars[p], idx[p]);
      visit(flat);
      for (size_t p = idx.size(); p-- > 0;) {
        if (++idx[p] < extents[p])
          break;
        idx[p] = 0;
      }
    }
  }

  void precompute(const ir::Statement &st, const ir::Program &side, const Contraction &c) {
    std::vector<int64_t> stmt_ext = ev_.extents_of(side.locals[st.target]);
    auto extents_of_vars = [&](const std::vector<int> &vars) {
      std::vector<int64_t> out;
      for (int v : vars)
        for (size_t p = 0; p < st.vars.size(); ++p)
          if (st.vars[p] == v)
            out.push_back(stmt_ext[p]);
      return out;
    };
    std::vector<int64_t> row_ext = extents_of_vars(c.row_vars),
                         col_ext = extents_of_vars(c.col_vars);
    int64_t k = ev_.index(*c.sum->range);
    int64_t rows = 1, cols = 1;
    for (int64_t e : row_ext)
      rows *= e;
    for (int64_t e : col_ext)
      cols *= e;
    std::vector<V> a(rows * std::max<int64_t>(k, 0)), b(std::max<int64_t>(k, 0) * cols);
    each(c.row_vars, row_ext, [&](int64_t r) {
      for (int64_t q = 0; q < k; ++q) {
        ev_.bind(c.k, q);
        a[r * k + q] = ev_.evaluate(*c.left);
      }
    });
    for (int64_t q = 0; q < k; ++q) { // row-major B: k outer, so writes stay contiguous
      ev_.bind(c.k, q);
      each(c.col_vars, col_ext, [&](int64_t col) { b[q * cols + col] = ev_.evaluate(*c.right); });
    }
    semantics::ProvidedReduction<V> p;
    p.vars = c.row_vars;
    p.vars.insert(p.vars.end(), c.col_vars.begin(), c.col_vars.end());
    p.extents = row_ext;
    p.extents.insert(p.extents.end(), col_ext.begin(), col_ext.end());
    p.values = contract(dom_, a, b, rows, std::max<int64_t>(k, 0), cols);
    ev_.provide(c.sum, std::move(p));
  }

  D &dom_;
  const ir::Rule &rule_;
  semantics::Evaluator<D> ev_;
};

} // namespace fuseproof::numeric
