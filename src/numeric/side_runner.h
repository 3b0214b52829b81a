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
    std::vector<double> a_exact, b_exact;
    // A[r, q] = left at (row combination r, k = q); B[q, c] = right at (k = q, column c).
    std::vector<int> a_order = c.row_vars, b_order{c.k};
    a_order.push_back(c.k);
    b_order.insert(b_order.end(), c.col_vars.begin(), c.col_vars.end());
    std::vector<int64_t> a_ext = row_ext, b_ext{k};
    a_ext.push_back(k);
    b_ext.insert(b_ext.end(), col_ext.begin(), col_ext.end());
    Operand a_op = operand(a, a_exact, *c.left, a_order, a_ext,
                           [&] { fill(a, c.row_vars, row_ext, c.k, k, *c.left, true); });
    Operand b_op = operand(b, b_exact, *c.right, b_order, b_ext,
                           [&] { fill(b, c.col_vars, col_ext, c.k, k, *c.right, false); });
    semantics::ProvidedReduction<V> p;
    p.vars = c.row_vars;
    p.vars.insert(p.vars.end(), c.col_vars.begin(), c.col_vars.end());
    p.extents = row_ext;
    p.extents.insert(p.extents.end(), col_ext.begin(), col_ext.end());
    if constexpr (requires(const D &d) { d.exact_input(0); })
      p.values = contract(dom_, BoundedOperand{a_op.values, a_op.exact},
                          BoundedOperand{b_op.values, b_op.exact}, rows, k, cols);
    else
      p.values = contract(dom_, a_op.values, b_op.values, rows, k, cols);
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
      if constexpr (requires(D & d, const V &v) { d.store(v, ir::Dtype::Run); }) {
        ir::Dtype as = ir::dtype_of(side_->locals[st.target]);
        if (Ev::writes_to_memory(rule_, *side_, st.target))
          parallel(static_cast<int64_t>(out.size()), [&](Workers &, int64_t begin, int64_t end) {
            for (int64_t i = begin; i < end; ++i)
              out[i] = dom_.store(out[i], as);
          });
      }
      return true;
    }
    return false;
  }

  /// A product operand, row-major in its `order`: the domain's values, or (a domain that holds
  /// inputs exactly, see contract) an input's own doubles in `exact`.
  struct Operand {
    std::span<const V> values;
    std::span<const double> exact;
  };

  /// A product operand's values, row-major in `order`. When `expr` is a plain access to an input
  /// or a computed tensor whose indices are the operand's variables (in order, or permuted, as
  /// `W[k,j]` read as B[j, k]) and whose extents are theirs, the operand is that tensor's
  /// elements: where they lie, when in order and held in the domain's values (a computed tensor,
  /// or an input the domain holds as its own values) or exactly (see Operand); else copied, in
  /// the operand's order, through the domain's `input`. Any other `expr` fills `storage` through
  /// `evaluate`.
  template <class Evaluate>
  Operand operand(std::vector<V> &storage, std::vector<double> &exact_storage, const ir::Expr &expr,
                  const std::vector<int> &order, const std::vector<int64_t> &ext,
                  Evaluate evaluate) {
    const int64_t n = semantics::element_count(ext);
    // source_of[p]: the operand position whose variable the tensor's p-th index is.
    std::vector<size_t> source_of;
    bool plain = expr.op == ir::ExprOp::Access && expr.indices.size() == order.size();
    for (size_t p = 0; plain && p < order.size(); ++p) {
      auto it = std::find_if(order.begin(), order.end(), [&](int v) {
        return expr.indices[p]->op == ir::IntOp::Var && expr.indices[p]->id == v;
      });
      plain = it != order.end() &&
              std::find(source_of.begin(), source_of.end(), it - order.begin()) == source_of.end();
      if (plain)
        source_of.push_back(static_cast<size_t>(it - order.begin()));
    }
    if (plain) {
      const ir::TensorInfo &t =
          expr.tensor.input ? rule_.inputs[expr.tensor.id] : side_->locals[expr.tensor.id];
      std::vector<int64_t> t_ext = semantics::extents(t, shape_);
      for (size_t p = 0; p < source_of.size(); ++p)
        plain = plain && t_ext[p] == ext[source_of[p]];
    }
    if (!plain) {
      resize_huge(storage, n);
      evaluate();
      return {storage, {}};
    }
    bool in_order = std::is_sorted(source_of.begin(), source_of.end());
    // The tensor's stride for each operand position.
    std::vector<int64_t> stride(order.size());
    for (size_t p = source_of.size(), s = 1; p-- > 0;) {
      stride[source_of[p]] = static_cast<int64_t>(s);
      s *= static_cast<size_t>(ext[source_of[p]]);
    }
    auto from = [&](auto &out, const auto *data) -> std::span<const std::decay_t<decltype(*data)>> {
      if (in_order)
        return {data, static_cast<size_t>(n)};
      permuted_copy(out, ext, stride, [data](int64_t at) { return data[at]; });
      return out;
    };
    if (!expr.tensor.input)
      return {from(storage, tensors_[expr.tensor.id].data()), {}};
    if constexpr (requires(const D &d) {
                    { d.input_data(0) } -> std::same_as<const V *>;
                  })
      return {from(storage, dom_.input_data(expr.tensor.id)), {}};
    if constexpr (requires(const D &d) {
                    { d.exact_input(0) } -> std::same_as<const double *>;
                  })
      return {{}, from(exact_storage, dom_.exact_input(expr.tensor.id))};
    permuted_copy(storage, ext, stride, [&](int64_t at) {
      int64_t idx[1] = {at}, all[1] = {n};
      return dom_.input(expr.tensor.id, idx, all);
    });
    return {storage, {}};
  }

  /// out[flat] = element(the source position of flat) for the operand positions' source
  /// `stride`s, in 32 x 32 blocks of the last two positions, so that a transposed source is read
  /// a cache line at a time.
  template <class T, class Element>
  void permuted_copy(std::vector<T> &out, const std::vector<int64_t> &ext,
                     const std::vector<int64_t> &stride, Element element) {
    constexpr int64_t kBlock = 32;
    const int64_t n = semantics::element_count(ext);
    resize_huge(out, n);
    if (n == 0)
      return;
    const size_t dims = ext.size();
    const int64_t cols = ext[dims - 1], col_stride = stride[dims - 1];
    const int64_t rows = dims >= 2 ? ext[dims - 2] : 1, row_stride = dims >= 2 ? stride[dims - 2] : 0;
    const int64_t outer = n / (rows * cols), row_blocks = (rows + kBlock - 1) / kBlock;
    parallel(outer * row_blocks, [&](Workers &, int64_t begin, int64_t end) {
      for (int64_t unit = begin; unit < end; ++unit) {
        int64_t o = unit / row_blocks, r0 = unit % row_blocks * kBlock;
        int64_t base = 0; // the source offset of outer combination o
        for (size_t p = dims >= 2 ? dims - 2 : dims - 1, rest = static_cast<size_t>(o); p-- > 0;) {
          base += static_cast<int64_t>(rest % static_cast<size_t>(ext[p])) * stride[p];
          rest /= static_cast<size_t>(ext[p]);
        }
        const int64_t r1 = std::min(rows, r0 + kBlock);
        for (int64_t c0 = 0; c0 < cols; c0 += kBlock)
          for (int64_t r = r0; r < r1; ++r)
            for (int64_t c = c0, c1 = std::min(cols, c0 + kBlock); c < c1; ++c)
              out[(o * rows + r) * cols + c] = element(base + r * row_stride + c * col_stride);
      }
    });
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
