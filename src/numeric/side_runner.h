#pragma once
// Evaluates one side of a rule in a concrete domain at a concrete shape, the way a kernel
// pipeline runs: statement by statement, each tensor over its whole index space, every element
// by the evaluator's own semantics. Elements are independent, so they are split over threads,
// each with its own evaluator (and its own copy of the domain) reading the tensors already
// computed. With the fast path on, a statement's matrix products (numeric/contraction.h) are
// computed through BLAS first and handed to the evaluator in place of the sums; that changes
// only the order of each product's K additions.
//
// Unlike the lazy evaluator, this evaluates every element of every statement, so an obligation
// that fails at an element nothing reads still counts: a kernel computes those elements too.
#include "numeric/blas.h"
#include "numeric/contraction.h"
#include "numeric/huge_pages.h"
#include "numeric/workers.h"
#include "semantics/evaluator.h"
#include "semantics/lanes.h"

#include <algorithm>
#include <limits>
#include <thread>
#include <vector>

namespace fuseproof::numeric {

template <semantics::Domain D> class SideRunner {
public:
  using V = typename D::Value;
  using Ev = semantics::Evaluator<D>;
  using LaneDom = semantics::LaneDomain<D>;
  using LaneEv = semantics::Evaluator<LaneDom>;
  using LaneIndex = semantics::LaneIndex;

  /// `lanes`: evaluate consecutive elements of a row together (semantics/lanes.h); the values
  /// are the same either way, which a unit test checks.
  SideRunner(D &dom, const ir::Rule &rule, const semantics::Shape &shape, bool lanes = true)
      : dom_(dom), rule_(rule), shape_(shape), lanes_(lanes) {}

  /// Batches of a row's elements evaluated together, and handed back to per-element evaluation.
  struct BatchCounts {
    int64_t together = 0, one_by_one = 0;
  };
  const BatchCounts &batch_counts() const { return counts_; }

  /// The compared outputs of `side`, row-major, in `compare` order.
  std::vector<std::vector<V>> outputs(const ir::Program &side, bool fast_path) {
    side_ = &side;
    tensors_.assign(side.locals.size(), {});
    for (const ir::Statement &st : side.statements) {
      std::vector<semantics::ProvidedReduction<V>> products;
      std::vector<const ir::Expr *> nodes;
      if (fast_path)
        for (const Contraction &c : find_contractions(st)) {
          products.push_back(product(st, c));
          nodes.push_back(c.sum);
        }
      std::vector<int64_t> ext = semantics::extents(side.locals[st.target], shape_);
      std::vector<V> &out = tensors_[st.target];
      if (take_product(st, nodes, products, out))
        continue;
      resize_huge(out, semantics::element_count(ext));
      parallel(static_cast<int64_t>(out.size()), [&](Workers &w, int64_t begin, int64_t end) {
        for (size_t p = 0; p < products.size(); ++p) {
          w.ev.provide(nodes[p], &products[p]);
          w.lane_ev.provide(nodes[p], &products[p]);
        }
        if (ext.empty()) { // a scalar statement: one element, no row to batch
          for (int64_t flat = begin; flat < end; ++flat)
            out[flat] = w.ev.compute(st.target, {});
          return;
        }
        std::vector<int64_t> idx = begin < end ? semantics::unflatten(begin, ext) : ext;
        std::vector<LaneIndex> lane_idx(idx.size());
        for (int64_t flat = begin; flat < end;) {
          const int n = static_cast<int>(
              std::min<int64_t>({semantics::kLanes, end - flat, ext.back() - idx.back()}));
          batch(
              w, n,
              [&] {
                for (size_t p = 0; p < idx.size(); ++p)
                  lane_idx[p] = {idx[p], p + 1 == idx.size() ? 1 : 0};
                store_lanes(w.lane_ev.compute(st.target, lane_idx), n, &out[flat]);
              },
              [&](int l) {
                std::vector<int64_t> at = idx;
                at.back() += l;
                out[flat + l] = w.ev.compute(st.target, at);
              });
          flat += n;
          idx.back() += n;
          for (size_t p = idx.size(); p-- > 1 && idx[p] == ext[p];) { // odometer carry
            idx[p] = 0;
            ++idx[p - 1];
          }
        }
      });
    }
    std::vector<std::vector<V>> result;
    for (const ir::Compare &c : rule_.compares)
      result.push_back(std::move(tensors_[&side == &rule_.lhs ? c.lhs : c.rhs]));
    tensors_.clear();
    return result;
  }

private:
  /// A worker's evaluators over its own domain copy: one element at a time, and a row's
  /// consecutive elements at once.
  struct Workers {
    Ev &ev;
    LaneDom &lanes;
    LaneEv &lane_ev;
    BatchCounts &counts;
  };

  /// Evaluates n consecutive elements with `all` (the lane evaluator, n lanes) or, when it
  /// cannot take them together (semantics::LaneFallback), `one(l)` for each.
  template <class All, class One> void batch(Workers &w, int n, All all, One one) {
    if (lanes_) {
      w.lanes.set_width(n);
      try {
        all();
        ++w.counts.together;
        return;
      } catch (const semantics::LaneFallback &) {
        ++w.counts.one_by_one;
      }
    }
    for (int l = 0; l < n; ++l)
      one(l);
  }

  static void store_lanes(const typename LaneDom::Value &v, int n, V *out) {
    std::copy(v.v.begin(), v.v.begin() + n, out);
  }

  /// Runs `work(workers, begin, end)` on [0, n) split over the workers. Each worker has its own
  /// domain copy; their violated obligations are appended to the caller's domain in element
  /// order, so the first one reported does not depend on the thread count.
  template <class Work> void parallel(int64_t n, Work work) {
    // Small tensors stay on the calling thread: starting threads would cost more than the work.
    constexpr int64_t kParallelFrom = 4096;
    int workers = n < kParallelFrom ? 1 : worker_count();
    std::vector<D> doms(workers, dom_);
    std::vector<BatchCounts> counts(workers);
    for (D &d : doms)
      d.clear_violations();
    std::vector<LaneIndex> lane_dims;
    for (int64_t d : shape_.dims)
      lane_dims.push_back({d, 0});
    auto prepare = [&](auto &ev) {
      ev.set_work_limit(std::numeric_limits<int64_t>::max());
      ev.run(*side_);
      for (size_t l = 0; l < tensors_.size(); ++l)
        if (!tensors_[l].empty()) // earlier statements (a side reads only those)
          ev.materialized(static_cast<int>(l), tensors_[l].data());
    };
    auto run = [&](int w) {
      Ev ev(doms[w], rule_, shape_);
      LaneDom lanes(doms[w]);
      LaneEv lane_ev(lanes, rule_, lane_dims);
      prepare(ev);
      prepare(lane_ev);
      Workers workers_of_w{ev, lanes, lane_ev, counts[w]};
      work(workers_of_w, n * w / workers, n * (w + 1) / workers);
    };
    std::vector<std::thread> threads;
    for (int w = 1; w < workers; ++w)
      threads.emplace_back(run, w);
    run(0);
    for (std::thread &t : threads)
      t.join();
    for (const D &d : doms)
      dom_.add_violations(d.violations());
    for (const BatchCounts &c : counts) {
      counts_.together += c.together;
      counts_.one_by_one += c.one_by_one;
    }
  }

  /// The product `sum(k) left * right` for every row and column combination, through BLAS.
  semantics::ProvidedReduction<V> product(const ir::Statement &st, const Contraction &c) {
    std::vector<int64_t> stmt_ext = semantics::extents(side_->locals[st.target], shape_);
    auto extents_of_vars = [&](const std::vector<int> &vars) {
      std::vector<int64_t> out;
      for (int v : vars)
        for (size_t p = 0; p < st.vars.size(); ++p)
          if (st.vars[p] == v)
            out.push_back(stmt_ext[p]);
      return out;
    };
    std::vector<int64_t> row_ext = extents_of_vars(c.row_vars);
    std::vector<int64_t> col_ext = extents_of_vars(c.col_vars);
    int64_t k = std::max<int64_t>(semantics::eval_int(*c.sum->range, shape_, {}), 0);
    int64_t rows = semantics::element_count(row_ext), cols = semantics::element_count(col_ext);
    std::vector<V> a, b; // an operand's values, unless one already in memory is used as it is
    // A[r, q] = left at (row combination r, k = q); B[q, c] = right at (k = q, column c).
    std::vector<int> a_order = c.row_vars, b_order{c.k};
    a_order.push_back(c.k);
    b_order.insert(b_order.end(), c.col_vars.begin(), c.col_vars.end());
    std::vector<int64_t> a_ext = row_ext, b_ext{k};
    a_ext.push_back(k);
    b_ext.insert(b_ext.end(), col_ext.begin(), col_ext.end());
    std::span<const V> a_values = operand(
        a, *c.left, a_order, a_ext, [&] { fill(a, c.row_vars, row_ext, c.k, k, *c.left, true); });
    std::span<const V> b_values = operand(b, *c.right, b_order, b_ext, [&] {
      fill(b, c.col_vars, col_ext, c.k, k, *c.right, false);
    });
    semantics::ProvidedReduction<V> p;
    p.vars = c.row_vars;
    p.vars.insert(p.vars.end(), c.col_vars.begin(), c.col_vars.end());
    p.extents = row_ext;
    p.extents.insert(p.extents.end(), col_ext.begin(), col_ext.end());
    p.values = contract(dom_, a_values, b_values, rows, k, cols);
    return p;
  }

  /// A statement that is just a matrix product over its own indices in order (`Y[i,j] = sum(k)
  /// A[i,k] * B[k,j]`) takes the product's values, rounded to storage as the evaluator would.
  bool take_product(const ir::Statement &st, const std::vector<const ir::Expr *> &nodes,
                    std::vector<semantics::ProvidedReduction<V>> &products, std::vector<V> &out) {
    for (size_t p = 0; p < nodes.size(); ++p) {
      if (nodes[p] != st.value.get() || products[p].vars != st.vars)
        continue;
      out = std::move(products[p].values);
      if constexpr (requires(D & d, const V &v) { d.store(v); }) {
        if (Ev::writes_to_memory(rule_, *side_, st.target))
          parallel(static_cast<int64_t>(out.size()), [&](Workers &, int64_t begin, int64_t end) {
            for (int64_t i = begin; i < end; ++i)
              out[i] = dom_.store(out[i]);
          });
      }
      return true;
    }
    return false;
  }

  /// A product operand's values, row-major in `order`. When `expr` is a plain access
  /// `T[v0, v1, ...]` to an input or a computed tensor, with the operand's variables in order and
  /// T's extents equal to theirs, the operand is T's elements in T's own row-major order: a
  /// computed tensor, or an input the domain holds as its own values, is used where it lies;
  /// another input is copied through the domain's `input`. Otherwise `evaluate` fills `storage`.
  template <class Evaluate>
  std::span<const V> operand(std::vector<V> &storage, const ir::Expr &expr,
                             const std::vector<int> &order, const std::vector<int64_t> &ext,
                             Evaluate evaluate) {
    const int64_t n = semantics::element_count(ext);
    bool plain = expr.op == ir::ExprOp::Access && expr.indices.size() == order.size();
    for (size_t p = 0; plain && p < order.size(); ++p)
      plain = expr.indices[p]->op == ir::IntOp::Var && expr.indices[p]->id == order[p];
    const ir::TensorInfo *t = nullptr;
    if (plain) {
      t = expr.tensor.input ? &rule_.inputs[expr.tensor.id] : &side_->locals[expr.tensor.id];
      plain = semantics::extents(*t, shape_) == ext;
    }
    if (plain && !expr.tensor.input)
      return {tensors_[expr.tensor.id].data(), static_cast<size_t>(n)};
    if constexpr (requires(const D &d) {
                    { d.input_data(0) } -> std::same_as<const V *>;
                  }) {
      if (plain)
        return {dom_.input_data(expr.tensor.id), static_cast<size_t>(n)};
    }
    resize_huge(storage, n);
    if (plain) {
      parallel(n, [&](Workers &, int64_t begin, int64_t end) {
        for (int64_t flat = begin; flat < end; ++flat) {
          int64_t at[1] = {flat}, all[1] = {n};
          storage[flat] = dom_.input(expr.tensor.id, at, all);
        }
      });
    } else {
      evaluate();
    }
    return storage;
  }

  /// Fills a row-major operand with `expr` at every variable combination and k: `k_inner` gives
  /// [combination][k] (A), otherwise [k][combination] (B). Consecutive elements along k (A) or
  /// along the combination's last variable (B) are evaluated together.
  void fill(std::vector<V> &m, const std::vector<int> &vars, const std::vector<int64_t> &ext,
            int k_var, int64_t k, const ir::Expr &expr, bool k_inner) {
    int64_t combos = semantics::element_count(ext);
    parallel(k_inner ? combos : k, [&](Workers &w, int64_t begin, int64_t end) {
      for (int64_t outer = begin; outer < end; ++outer) {
        if (k_inner) {
          bind(w.ev, vars, ext, outer);
          bind_lanes(w.lane_ev, vars, ext, outer, false);
          for (int64_t q = 0; q < k;) {
            const int n = static_cast<int>(std::min<int64_t>(semantics::kLanes, k - q));
            V *dst = &m[outer * k + q];
            batch(
                w, n,
                [&] {
                  w.lane_ev.bind(k_var, LaneIndex{q, 1});
                  store_lanes(w.lane_ev.evaluate(expr), n, dst);
                },
                [&](int l) {
                  w.ev.bind(k_var, q + l);
                  dst[l] = w.ev.evaluate(expr);
                });
            q += n;
          }
        } else {
          w.ev.bind(k_var, outer);
          w.lane_ev.bind(k_var, LaneIndex{outer, 0});
          for (int64_t col = 0; col < combos;) {
            const int64_t last = col % ext.back();
            const int n = static_cast<int>(std::min<int64_t>(semantics::kLanes, ext.back() - last));
            V *dst = &m[outer * combos + col];
            batch(
                w, n,
                [&] {
                  bind_lanes(w.lane_ev, vars, ext, col, true);
                  store_lanes(w.lane_ev.evaluate(expr), n, dst);
                },
                [&](int l) {
                  bind(w.ev, vars, ext, col + l);
                  dst[l] = w.ev.evaluate(expr);
                });
            col += n;
          }
        }
      }
    });
  }

  static void bind(Ev &ev, const std::vector<int> &vars, const std::vector<int64_t> &ext,
                   int64_t flat) {
    for (size_t p = vars.size(); p-- > 0;) {
      ev.bind(vars[p], flat % ext[p]);
      flat /= ext[p];
    }
  }

  /// Binds `vars` to the combination at `flat`, the last one running over the lanes when
  /// `last_varies`.
  static void bind_lanes(LaneEv &ev, const std::vector<int> &vars, const std::vector<int64_t> &ext,
                         int64_t flat, bool last_varies) {
    for (size_t p = vars.size(); p-- > 0;) {
      ev.bind(vars[p], LaneIndex{flat % ext[p], last_varies && p + 1 == vars.size() ? 1 : 0});
      flat /= ext[p];
    }
  }

  D &dom_;
  const ir::Rule &rule_;
  const semantics::Shape &shape_;
  const ir::Program *side_ = nullptr;
  bool lanes_;
  BatchCounts counts_;
  std::vector<std::vector<V>> tensors_; // by local: complete once its statement has run
};

} // namespace fuseproof::numeric
