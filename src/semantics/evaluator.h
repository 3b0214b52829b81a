#pragma once
// The one meaning of every operator, written once and instantiated per domain (IEEE double and
// Z3 reals at concrete shapes, and symbolic sizes in verify/; low precision and error bounds are
// to build on the same code). A domain supplies arithmetic, the primitive transcendentals, what an
// index is, and how to treat an obligation; everything derived (sigmoid, silu, max, integer powers,
// reductions, masking, range checks) is defined here only.
//
// Tensors defined by statements are functions of their indices, evaluated on demand at the
// indices an access asks for (and memoised when the indices are concrete). So a domain whose
// indices are symbolic evaluates a statement once, at symbolic indices.
#include "ir/ir.h"
#include "semantics/shape.h"

#include <boost/container/small_vector.hpp>

#include <algorithm>
#include <limits>
#include <concepts>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace fuseproof::semantics {

/// What an operator needs of its argument to be defined.
enum class Obligation { Positive, NonNegative, NonZero };
const char *obligation_text(Obligation o); // "> 0", ">= 0", "!= 0"

enum class ReduceKind { Sum, Max };

template <class D>
concept Domain = requires(D d, const typename D::Value &v, const typename D::Bool &b,
                          const typename D::Index &i, const ir::Literal &lit,
                          std::span<const typename D::Index> idx, const ir::SourceLoc &loc) {
  { d.literal(lit) } -> std::same_as<typename D::Value>;
  { d.integer(int64_t{}) } -> std::same_as<typename D::Value>;
  { d.from_index(i) } -> std::same_as<typename D::Value>;
  { d.scalar(0) } -> std::same_as<typename D::Value>;
  { d.input(0, idx, idx) } -> std::same_as<typename D::Value>;
  { d.add(v, v) } -> std::same_as<typename D::Value>;
  { d.sub(v, v) } -> std::same_as<typename D::Value>;
  { d.mul(v, v) } -> std::same_as<typename D::Value>;
  { d.div(v, v) } -> std::same_as<typename D::Value>;
  { d.neg(v) } -> std::same_as<typename D::Value>;
  { d.rsqrt(v) } -> std::same_as<typename D::Value>;
  { d.sqrt(v) } -> std::same_as<typename D::Value>;
  { d.exp(v) } -> std::same_as<typename D::Value>;
  { d.log(v) } -> std::same_as<typename D::Value>;
  { d.sin(v) } -> std::same_as<typename D::Value>;
  { d.cos(v) } -> std::same_as<typename D::Value>;
  { d.erf(v) } -> std::same_as<typename D::Value>;
  { d.compare(ir::CmpOp::Lt, v, v) } -> std::same_as<typename D::Bool>;
  { d.select(b, v, v) } -> std::same_as<typename D::Value>;
  d.require(Obligation::Positive, v, loc);
  { d.index_const(int64_t{}) } -> std::same_as<typename D::Index>;
  { d.index_op(ir::IntOp::Add, i, i, loc) } -> std::same_as<typename D::Index>;
  { d.as_constant(i) } -> std::same_as<std::optional<int64_t>>;
};

/// Sums [lo, hi) as GPU reductions do: blocks of up to 8 terms in order, combined as a binary
/// tree.
template <class Body, class Combine>
auto pairwise_sum(int64_t lo, int64_t hi, Body &body, Combine &combine) -> decltype(body(lo)) {
  if (hi - lo <= 8) {
    auto acc = body(lo);
    for (int64_t k = lo + 1; k < hi; ++k)
      acc = combine(acc, body(k));
    return acc;
  }
  int64_t mid = lo + (hi - lo) / 2;
  auto left = pairwise_sum(lo, mid, body, combine);
  return combine(left, pairwise_sum(mid, hi, body, combine));
}

/// A reduction over [0, extent) at a concrete extent, in the order every concrete domain uses:
/// in index order, or (kPairwise, for sums) as GPU reductions do: blocks of 8 terms in order,
/// combined as a binary tree. Low-precision domains opt in (kPairwiseSum): a long row summed
/// strictly in order would model no kernel and make the rounding error grow with K instead of
/// log K. An empty sum is `zero()`; an empty max is an error.
template <bool kPairwise, class Body, class Combine, class Zero>
auto reduce_concrete(ReduceKind kind, int64_t extent, Body &body, Combine &combine, Zero zero,
                     const ir::SourceLoc &loc) -> decltype(body(int64_t{0})) {
  if (extent <= 0) {
    if (kind == ReduceKind::Max)
      throw EvalError(loc, "max over an empty range");
    return zero();
  }
  if (kPairwise && kind == ReduceKind::Sum)
    return pairwise_sum(int64_t{0}, extent, body, combine);
  auto acc = body(int64_t{0});
  for (int64_t k = 1; k < extent; ++k)
    acc = combine(acc, body(k));
  return acc;
}

/// A max over the elements k of [0, extent) that `kept(k)` keeps (`max(u < BN where c) ...`), at a
/// concrete extent. The other elements are absent, so a max with none is an error, as a max over
/// an empty range is.
template <class Index, class Kept, class Body, class Combine>
auto max_where_concrete(Index extent, Kept &kept, Body &body, Combine &combine,
                        const ir::SourceLoc &loc) -> decltype(body(Index{})) {
  std::optional<decltype(body(Index{}))> acc;
  for (Index k = 0; k < extent; k = k + 1) {
    if (!kept(k))
      continue;
    auto term = body(k);
    acc = acc ? combine(*acc, term) : term;
  }
  if (!acc)
    throw EvalError(loc, "max over an empty range: no element satisfies its `where`");
  return *acc;
}

/// One index of a tensor access, handed to a domain's require_in_range: calling it gives the
/// concrete domains' error message; a symbolic domain reads the access itself (tensor, indices,
/// extents, which position) to state what it could not show in the rule's own terms.
template <class I, class Text> struct Access {
  const ir::TensorInfo &tensor;
  std::span<const I> indices, extents;
  size_t position;
  Text text;
  std::string operator()() const { return text(); }
};

/// Indices that are plain integers: the control structure of every concrete-shape domain.
/// Reductions loop, integer conditions pick a branch, an out-of-range access is an EvalError.
template <class Derived> class ConcreteIndexing {
public:
  using Index = int64_t;
  static int64_t index_const(int64_t v) { return v; }
  static int64_t index_op(ir::IntOp op, int64_t a, int64_t b, const ir::SourceLoc &loc) {
    return apply_int_op(op, a, b, loc);
  }
  static std::optional<int64_t> as_constant(int64_t v) { return v; }
  auto from_index(int64_t v) { return derived().integer(v); }

  template <class Describe>
  static void require_in_range(int64_t i, int64_t extent, const ir::SourceLoc &loc,
                               Describe describe) {
    if (i < 0 || i >= extent)
      throw EvalError(loc, describe());
  }

  template <class Then, class Else>
  static auto branch(ir::CmpOp op, int64_t a, int64_t b, Then then_value, Else else_value) {
    return compare_values(op, a, b) ? then_value() : else_value();
  }

  template <class Body, class Combine>
  auto reduce(ReduceKind kind, int64_t extent, Body body, Combine combine,
              const ir::SourceLoc &loc) {
    constexpr bool kPairwise = requires { Derived::kPairwiseSum; };
    return reduce_concrete<kPairwise>(
        kind, extent, body, combine, [&] { return derived().integer(0); }, loc);
  }

  /// `keep(k)` gives the filter's two operands at element k.
  template <class Keep, class Body, class Combine>
  auto max_where(ir::CmpOp op, int64_t extent, Keep keep, Body body, Combine combine,
                 const ir::SourceLoc &loc) {
    auto kept = [&](int64_t k) {
      auto [a, b] = keep(k);
      return compare_values(op, a, b);
    };
    return max_where_concrete(extent, kept, body, combine, loc);
  }

  /// Element `idx` of a row-major array of extents `ext` (a materialised tensor).
  template <class T>
  static T gather(const T *data, std::span<const int64_t> idx, std::span<const int64_t> ext) {
    return data[flat_index(idx, ext)];
  }

  /// Row-major position of a concrete multi-index.
  static int64_t flat_index(std::span<const int64_t> idx, std::span<const int64_t> extents) {
    int64_t flat = 0;
    for (size_t p = 0; p < idx.size(); ++p)
      flat = flat * extents[p] + idx[p];
    return flat;
  }

private:
  Derived &derived() { return static_cast<Derived &>(*this); }
};

/// A reduction computed outside the evaluator (the numeric tier's BLAS fast path): its values for
/// every combination of its free index variables, row-major in `vars` order.
template <class V> struct ProvidedReduction {
  std::vector<int> vars;
  std::vector<int64_t> extents;
  std::vector<V> values;
};

namespace detail {
template <class D> struct ElementOf { using type = typename D::Value; };
template <class D>
requires requires { typename D::Element; }
struct ElementOf<D> {
  using type = typename D::Element;
};
} // namespace detail

template <Domain D> class Evaluator {
public:
  using V = typename D::Value;
  using I = typename D::Index;
  /// What an element of a materialised tensor or provided reduction is: a value, except for a
  /// domain that evaluates several elements at once (semantics/lanes.h).
  using E = typename detail::ElementOf<D>::type;
  // Index lists are short (a tensor's rank): kept inline so concrete evaluation does not allocate.
  using IndexList = boost::container::small_vector<I, 4>;
  static constexpr bool kConcrete = std::same_as<I, int64_t>;
  /// Whether the domain reads arrays of elements at its indices (every concrete domain does):
  /// then tensors and reductions can be supplied already computed.
  static constexpr bool kDense = requires(D & d, const E *p, std::span<const I> s) {
    d.gather(p, s, s);
  };

  /// `dims` gives each dimension's size as an index of the domain (concrete sizes, or symbols).
  Evaluator(D &dom, const ir::Rule &rule, std::vector<I> dims)
      : dom_(dom), rule_(rule), dims_(std::move(dims)), vars_(rule.vars.size()) {}
  Evaluator(D &dom, const ir::Rule &rule, const Shape &shape) requires kConcrete
      : Evaluator(dom, rule, shape.dims) {}

  /// Selects the side whose statements define the tensors that accesses refer to. Statements
  /// whose values are written to memory (marked `stored` or `offline`, and compared outputs)
  /// pass through the domain's `store`, where a domain has one (low-precision storage), with
  /// the dtype the statement declares (`stored r[i]: f32 = ...`) or the run's.
  void run(const ir::Program &side) {
    side_ = &side;
    memo_.assign(side.locals.size(), {});
    dense_.assign(side.locals.size(), {});
    local_extents_.assign(side.locals.size(), std::nullopt);
    input_extents_.assign(rule_.inputs.size(), std::nullopt);
    stored_.assign(side.locals.size(), false);
    store_as_.assign(side.locals.size(), ir::Dtype::Run);
    materialized_.clear();
    for (const ir::Statement &st : side.statements) {
      stored_[st.target] = writes_to_memory(rule_, side, st.target);
      store_as_[st.target] = ir::dtype_of(side.locals[st.target]);
    }
  }

  /// Whether a statement's values are written to memory: marked `stored` or `offline`, or a
  /// compared output.
  static bool writes_to_memory(const ir::Rule &rule, const ir::Program &side, int local) {
    const ir::Statement &st = side.statements[local];
    if (st.stored || st.offline)
      return true;
    return std::any_of(rule.compares.begin(), rule.compares.end(), [&](const ir::Compare &c) {
      return (&side == &rule.lhs ? c.lhs : c.rhs) == local;
    });
  }

  /// Lets the fast path supply a reduction's values; the node must belong to the current side.
  /// `values` must outlive the evaluator's use of it.
  void provide(const ir::Expr *reduction, const ProvidedReduction<E> *values) requires kDense {
    provided_.insert_or_assign(reduction, values);
  }

  /// Supplies every element of a defined tensor (row-major), already computed elsewhere: reads
  /// of it then skip the memo. `values` must outlive the evaluator's use of it.
  void materialized(int local, const E *values) requires kDense {
    if (materialized_.size() < side_->locals.size())
      materialized_.resize(side_->locals.size(), nullptr);
    materialized_[local] = values;
  }

  /// The value a statement defines at the given indices, computed afresh (not memoised): lets a
  /// caller fill a tensor in parallel, one evaluator per thread.
  V compute(int local, std::span<const I> idx) { return compute_local(local, idx); }

  /// Raises the bound on operations per evaluation (the numeric tier evaluates large shapes).
  void set_work_limit(int64_t limit) { work_limit_ = limit; }

  /// Turns the one-hot shortcut off (one_hot_sum): the tests compare it with the plain sum.
  void set_one_hot_shortcut(bool on) { one_hot_shortcut_ = on; }

  /// Binds an index variable, for evaluating a sub-expression outside a statement.
  void bind(int var, I value) { vars_[var] = value; }
  V evaluate(const ir::Expr &e) { return eval(e); }

  /// The value of a defined tensor at the given indices (each checked against its range).
  V value_at(int local, std::span<const I> idx) {
    const ir::TensorInfo &info = side_->locals[local];
    const IndexList &ext = cached_extents(false, local);
    check_range(info, idx, ext, info.loc);
    return local_value(local, idx, ext);
  }

  /// Every element of a defined tensor, row-major (concrete shapes only).
  std::vector<V> tensor(int local) requires kConcrete {
    IndexList ext = cached_extents(false, local);
    int64_t n = 1;
    for (int64_t e : ext)
      n *= std::max<int64_t>(e, 0);
    std::vector<V> out;
    out.reserve(n);
    IndexList idx(ext.size(), 0);
    for (int64_t flat = 0; flat < n; ++flat) {
      out.push_back(local_value(local, idx, ext));
      for (size_t p = idx.size(); p-- > 0;) { // odometer: last index fastest
        if (++idx[p] < ext[p])
          break;
        idx[p] = 0;
      }
    }
    return out;
  }

  /// A real-valued precondition (integer ones are decided when shapes are enumerated).
  typename D::Bool condition(const ir::Cond &c) {
    V lhs = eval(*c.va);
    return dom_.compare(c.op, lhs, eval(*c.vb));
  }

  I index(const ir::IntExpr &e) {
    switch (e.op) {
    case ir::IntOp::Const: return dom_.index_const(e.value);
    case ir::IntOp::Dim: return dims_[e.id];
    case ir::IntOp::Var: return vars_[e.id];
    case ir::IntOp::Read: return integer_element(e);
    default: break;
    }
    I a = index(*e.a);
    return dom_.index_op(e.op, a, index(*e.b), e.loc);
  }

  std::vector<I> extents_of(const ir::TensorInfo &t) {
    std::vector<I> out;
    for (const ir::IntPtr &s : t.shape)
      out.push_back(index(*s));
    return out;
  }

private:
  /// An element of an integer input (`tgt[i]`), its indices checked against the input's shape.
  /// A domain that cannot hold one (the fuzzer's interval domain) does not supply int_input.
  I integer_element(const ir::IntExpr &e) {
    IndexList idx;
    for (const ir::IntPtr &a : e.args)
      idx.push_back(index(*a));
    const IndexList &ext = cached_extents(true, e.id);
    check_range(rule_.inputs[e.id], idx, ext, e.loc);
    if constexpr (requires(D &d, std::span<const I> s) { d.int_input(0, s, s, e.loc); })
      return dom_.int_input(e.id, idx, ext, e.loc);
    else
      throw EvalError(e.loc, "integer inputs are not supported in this evaluation");
  }

  /// A tensor's extents, computed once per side (dimensions do not change in an evaluator).
  const IndexList &cached_extents(bool input, int id) {
    std::optional<IndexList> &slot = input ? input_extents_[id] : local_extents_[id];
    if (!slot) {
      const ir::TensorInfo &t = input ? rule_.inputs[id] : side_->locals[id];
      slot.emplace();
      for (const ir::IntPtr &s : t.shape)
        slot->push_back(index(*s));
    }
    return *slot;
  }

  V local_value(int local, std::span<const I> idx, std::span<const I> ext) {
    if constexpr (kDense) {
      if (local < static_cast<int>(materialized_.size()) && materialized_[local])
        return dom_.gather(materialized_[local], idx, ext);
    }
    if constexpr (kConcrete) {
      // Concrete shapes: a dense memo, allocated on first use, one slot per element.
      DenseMemo &m = dense_[local];
      if (m.values.empty()) {
        int64_t n = 1;
        for (int64_t e : ext)
          n *= e;
        m.values.resize(n);
        m.known.assign(n, false);
      }
      int64_t flat = flat_of(idx, ext);
      if (m.known[flat])
        return m.values[flat];
      V value = compute_local(local, idx);
      m.values[flat] = value;
      m.known[flat] = true;
      return value;
    } else {
      std::optional<int64_t> key = memo_key(idx, ext);
      if (key) {
        auto it = memo_[local].find(*key);
        if (it != memo_[local].end())
          return it->second;
      }
      V value = compute_local(local, idx);
      if (key)
        memo_[local].emplace(*key, value);
      return value;
    }
  }

  V compute_local(int local, std::span<const I> idx) {
    const ir::Statement &st = side_->statements[local];
    IndexList saved;
    for (size_t p = 0; p < st.vars.size(); ++p) {
      saved.push_back(vars_[st.vars[p]]);
      vars_[st.vars[p]] = idx[p];
    }
    V value = eval(*st.value);
    if constexpr (requires(D & d, const V &v) { d.store(v, ir::Dtype::Run); }) {
      if (stored_[local])
        value = dom_.store(value, store_as_[local]);
    }
    for (size_t p = 0; p < st.vars.size(); ++p)
      vars_[st.vars[p]] = saved[p];
    return value;
  }

  static int64_t flat_of(std::span<const int64_t> idx, std::span<const int64_t> ext) {
    int64_t flat = 0;
    for (size_t p = 0; p < idx.size(); ++p)
      flat = flat * ext[p] + idx[p];
    return flat;
  }

  std::optional<int64_t> memo_key(std::span<const I> idx, std::span<const I> ext) {
    int64_t flat = 0;
    for (size_t p = 0; p < idx.size(); ++p) {
      auto i = dom_.as_constant(idx[p]);
      auto n = dom_.as_constant(ext[p]);
      if (!i || !n)
        return std::nullopt;
      flat = flat * *n + *i;
    }
    return flat;
  }

  void check_range(const ir::TensorInfo &info, std::span<const I> idx, std::span<const I> ext,
                   const ir::SourceLoc &loc) {
    for (size_t p = 0; p < idx.size(); ++p) {
      auto text = [&] { return out_of_range(info, idx, ext); };
      dom_.require_in_range(idx[p], ext[p], loc, Access<I, decltype(text)>{info, idx, ext, p, text});
    }
  }

  std::string out_of_range(const ir::TensorInfo &info, std::span<const I> idx,
                           std::span<const I> ext) {
    auto list = [&](std::span<const I> v) {
      std::string s;
      for (size_t i = 0; i < v.size(); ++i) {
        auto c = dom_.as_constant(v[i]);
        s += (i ? ", " : "") + (c ? std::to_string(*c) : std::string("?"));
      }
      return s;
    };
    return "access " + info.name + "[" + list(idx) + "] is out of range (" + info.name +
           " has shape [" + list(ext) + "])";
  }

  V eval(const ir::Expr &e) {
    if (++work_ > work_limit_)
      throw EvalError(e.loc, "evaluation at this shape needs more than " +
                                 std::to_string(work_limit_) + " operations; lower the bound");
    switch (e.op) {
    case ir::ExprOp::Literal: return dom_.literal(e.literal);
    case ir::ExprOp::FromInt: return dom_.from_index(index(*e.int_value));
    case ir::ExprOp::Scalar: return dom_.scalar(e.scalar);
    case ir::ExprOp::Pi: return dom_.pi();
    case ir::ExprOp::Param:
      if (params_.empty())
        throw EvalError(e.loc, "an opaque function's parameter outside its model or fact");
      return params_.back();
    case ir::ExprOp::Access: return access(e);
    case ir::ExprOp::Neg: return dom_.neg(eval(*e.args[0]));
    // Operands are evaluated left to right into locals: C++ leaves the order of function
    // arguments unspecified, and the order decides which symbolic variables and obligations are
    // created first, hence solver behaviour. Every compiler must build the same queries.
    case ir::ExprOp::Add: {
      V a = eval(*e.args[0]);
      return dom_.add(a, eval(*e.args[1]));
    }
    case ir::ExprOp::Sub: {
      V a = eval(*e.args[0]);
      return dom_.sub(a, eval(*e.args[1]));
    }
    case ir::ExprOp::Mul: {
      V a = eval(*e.args[0]);
      return dom_.mul(a, eval(*e.args[1]));
    }
    case ir::ExprOp::Div: {
      V a = eval(*e.args[0]);
      V b = eval(*e.args[1]);
      require(Obligation::NonZero, b, e.loc);
      return dom_.div(a, b);
    }
    case ir::ExprOp::Pow: return power(eval(*e.args[0]), e.exponent, e.loc);
    case ir::ExprOp::Call: return call(e);
    case ir::ExprOp::Sum:
    case ir::ExprOp::Max: return reduce(e);
    case ir::ExprOp::Select: {
      const ir::Cond &c = *e.cond;
      if (c.integer) { // only the branch taken is evaluated: it may guard an access
        I a = index(*c.ia);
        return dom_.branch(
            c.op, a, index(*c.ib), [&] { return eval(*e.args[0]); },
            [&] { return eval(*e.args[1]); });
      }
      V lhs = eval(*c.va);
      typename D::Bool cond = dom_.compare(c.op, lhs, eval(*c.vb));
      V then_value = eval(*e.args[0]);
      return dom_.select(cond, then_value, eval(*e.args[1]));
    }
    }
    throw EvalError(e.loc, "unhandled expression");
  }

  V access(const ir::Expr &e) {
    const ir::TensorInfo &info =
        e.tensor.input ? rule_.inputs[e.tensor.id] : side_->locals[e.tensor.id];
    const IndexList &ext = cached_extents(e.tensor.input, e.tensor.id);
    IndexList idx;
    for (const ir::IntPtr &i : e.indices)
      idx.push_back(index(*i));
    check_range(info, idx, ext, e.loc);
    if (e.tensor.input)
      return dom_.input(e.tensor.id, idx, ext);
    return local_value(e.tensor.id, idx, ext);
  }

  /// Every obligation goes to the domain, with no side analysis in between: a concrete domain
  /// checks the value, a symbolic one hands it to the solver (and the proof records the query).
  /// An earlier sign analysis discharged some here unchecked and was wrong for mirrored
  /// comparisons (`1 >= alpha` read as `alpha >= 1`); tests/unit/obligations_test.cpp keeps
  /// every orientation of a scalar precondition covered.
  void require(Obligation kind, const V &value, const ir::SourceLoc &loc) {
    dom_.require(kind, value, loc);
  }

  V power(const V &base, long exponent, const ir::SourceLoc &loc) {
    if (exponent < 0) {
      require(Obligation::NonZero, base, loc);
      return dom_.div(dom_.integer(1), power(base, -exponent, loc));
    }
    if (exponent == 0)
      return dom_.integer(1);
    V out = base;
    for (long i = 1; i < exponent; ++i)
      out = dom_.mul(out, base);
    return out;
  }

  V max2(const V &a, const V &b) { return dom_.select(dom_.compare(ir::CmpOp::Ge, a, b), a, b); }

  V sigmoid(const V &a) {
    // 1 + exp(-a) > 0 always, so this division carries no obligation.
    return dom_.div(dom_.integer(1), dom_.add(dom_.integer(1), dom_.exp(dom_.neg(a))));
  }

  /// An application of a declared opaque function. To the provers (domains with `opaque`) an
  /// uninterpreted value, whose facts the domain instantiates at this argument through fact()
  /// (the all-sizes domain when its atom is lowered); to the domains of numbers, the function's
  /// model. Inside a fact, f(param) is the application the fact is about.
  V opaque(int id, const V &a) {
    if (!selves_.empty())
      return selves_.back();
    if constexpr (requires { dom_.opaque(id, a); }) {
      return dom_.opaque(id, a);
    } else {
      static_assert(
          !requires { D::kSymbolic; }, "a prover's domain must keep opaque functions "
                                       "uninterpreted: it needs opaque()");
      Bound bound(params_, a);
      return eval(*rule_.opaques[id].model);
    }
  }

public:
  /// The value of opaque function `id` at `a`: the model, in a domain of numbers.
  V apply_opaque(int id, const V &a) { return opaque(id, a); }

  /// Fact `k` of opaque function `id` at argument `a`, whose application is `self`.
  typename D::Bool fact(int id, size_t k, const V &a, const V &self) {
    Bound param(params_, a), application(selves_, self);
    return condition(rule_.opaques[id].facts[k]);
  }

private:
  /// Pushes a value for the extent of a scope.
  struct Bound {
    Bound(std::vector<V> &stack, const V &v) : stack_(stack) { stack_.push_back(v); }
    ~Bound() { stack_.pop_back(); }
    Bound(const Bound &) = delete;
    Bound &operator=(const Bound &) = delete;
    std::vector<V> &stack_;
  };

  /// tanh(a) = 2 sigmoid(2a) - 1 = (1 - exp(-2a)) / (1 + exp(-2a)): the definition the provers
  /// use (domains with kSymbolic), so a rule relating tanh to exp or sigmoid (the tanh form of
  /// GELU) is a rational identity. Domains of numbers compute tanh itself: the formula loses all
  /// relative accuracy near 0, and a kernel calls tanhf. A domain must say which it does.
  V tanh(const V &a) {
    if constexpr (requires { dom_.tanh(a); })
      return dom_.tanh(a);
    else {
      static_assert(D::kSymbolic, "a domain of numbers computes tanh itself (see above)");
      V two = dom_.integer(2);
      return dom_.sub(dom_.mul(two, sigmoid(dom_.mul(two, a))), dom_.integer(1));
    }
  }

  /// fma(a, b, c) = a b + c: exact in the provers' domains (kSymbolic, plain algebra); a domain
  /// of numbers computes it with one rounding, as fmaf does, and must say so.
  V fma(const V &a, const V &b, const V &c) {
    if constexpr (requires { dom_.fma(a, b, c); })
      return dom_.fma(a, b, c);
    else {
      static_assert(D::kSymbolic, "a domain of numbers computes fma itself (one rounding)");
      return dom_.add(dom_.mul(a, b), c);
    }
  }

  V call(const ir::Expr &e) {
    V a = eval(*e.args[0]);
    switch (e.fn) {
    case ir::Fn::Rsqrt: require(Obligation::Positive, a, e.loc); return dom_.rsqrt(a);
    case ir::Fn::Sqrt: require(Obligation::NonNegative, a, e.loc); return dom_.sqrt(a);
    case ir::Fn::Log: require(Obligation::Positive, a, e.loc); return dom_.log(a);
    case ir::Fn::Exp: return dom_.exp(a);
    case ir::Fn::Sin: return dom_.sin(a);
    case ir::Fn::Cos: return dom_.cos(a);
    case ir::Fn::Tanh: return tanh(a);
    case ir::Fn::Erf: return dom_.erf(a);
    case ir::Fn::Round: return dom_.round(a);
    case ir::Fn::Opaque: return opaque(e.opaque, a);
    case ir::Fn::Sigmoid: return sigmoid(a);
    case ir::Fn::Silu: return dom_.mul(a, sigmoid(a));
    case ir::Fn::Max: {
      V b = eval(*e.args[1]);
      return max2(a, b);
    }
    case ir::Fn::Fma: {
      V b = eval(*e.args[1]);
      V c = eval(*e.args[2]);
      return fma(a, b, c);
    }
    case ir::Fn::Min: {
      V b = eval(*e.args[1]);
      return dom_.select(dom_.compare(ir::CmpOp::Le, a, b), a, b);
    }
    }
    throw EvalError(e.loc, "unhandled function");
  }

  /// `sum(v < n) select(a*v + b == c, A, 0)` with a != 0 and c free of v (a derived gradient's
  /// mask for an access at `2*p`, `p + 1`, or a one-hot target): at most one term is taken, at
  /// v = (c - b) / a when that is an integer in range, and the sum equals it, since every other
  /// term is an exact zero and adding one changes nothing. Concrete shapes only (the symbolic
  /// all-sizes domain has its own law, select-collapse). Without it such a gradient costs O(n)
  /// per element: hours for B3's at the numeric tier's shapes.
  std::optional<V> one_hot_sum(const ir::Expr &e) {
    const ir::Expr &body = *e.args[0];
    if (body.op != ir::ExprOp::Select || !body.cond->integer || body.cond->op != ir::CmpOp::Eq ||
        !ir::is_zero_constant(*body.args[1]) || !affine_in(*body.cond->ia, e.var) ||
        !affine_in(*body.cond->ib, e.var))
      return std::nullopt;
    const int64_t n = index(*e.range);
    const I saved = vars_[e.var];
    auto difference = [&](int64_t v) {
      vars_[e.var] = v;
      int64_t a = index(*body.cond->ia);
      return apply_int_op(ir::IntOp::Sub, a, index(*body.cond->ib), body.loc);
    };
    const int64_t at0 = difference(0);
    const int64_t slope = apply_int_op(ir::IntOp::Sub, difference(1), at0, body.loc);
    std::optional<V> out;
    // INT64_MIN / -1 would wrap: such a sum takes the plain path.
    const bool exact = at0 != std::numeric_limits<int64_t>::min();
    if (slope != 0 && exact && at0 % slope == 0) {
      const int64_t k = -(at0 / slope); // slope * k + at0 == 0
      if (k >= 0 && k < n) {
        vars_[e.var] = k;
        out = eval(*body.args[0]);
      }
    }
    vars_[e.var] = saved;
    if (slope == 0 || !exact)
      return std::nullopt; // the condition does not depend on v: the plain sum
    return out ? *out : dom_.integer(0);
  }

  /// e is affine in var (integer coefficients, any other terms free of var).
  static bool affine_in(const ir::IntExpr &e, int var) {
    switch (e.op) {
    case ir::IntOp::Const:
    case ir::IntOp::Dim:
    case ir::IntOp::Var: return true;
    case ir::IntOp::Add:
    case ir::IntOp::Sub: return affine_in(*e.a, var) && affine_in(*e.b, var);
    case ir::IntOp::Mul:
      if (!ir::mentions_var(*e.a, var))
        return affine_in(*e.b, var);
      return !ir::mentions_var(*e.b, var) && affine_in(*e.a, var);
    default: return !ir::mentions_var(e, var);
    }
  }

  V reduce(const ir::Expr &e) {
    if constexpr (kConcrete) {
      if (one_hot_shortcut_ && e.op == ir::ExprOp::Sum)
        if (std::optional<V> v = one_hot_sum(e))
          return *v;
    }
    if constexpr (kDense) {
      if (!provided_.empty()) {
        auto it = provided_.find(&e);
        if (it != provided_.end()) {
          const ProvidedReduction<E> &p = *it->second;
          IndexList at, ext;
          for (size_t v = 0; v < p.vars.size(); ++v) {
            at.push_back(vars_[p.vars[v]]);
            ext.push_back(dom_.index_const(p.extents[v]));
          }
          return dom_.gather(p.values.data(), at, ext);
        }
      }
    }
    I saved = vars_[e.var];
    auto body = [&](const I &k) {
      vars_[e.var] = k;
      return eval(*e.args[0]);
    };
    if (e.cond) { // a filtered max (sema turns a filtered sum into a masked one)
      const ir::Cond &c = *e.cond;
      auto keep = [&](const I &k) {
        vars_[e.var] = k;
        I a = index(*c.ia);
        return std::pair<I, I>{a, index(*c.ib)};
      };
      auto combine = [&](const V &acc, const V &term) { return max2(acc, term); };
      if constexpr (requires { dom_.name_next_reduction(e.var); })
        dom_.name_next_reduction(e.var);
      V out = dom_.max_where(c.op, index(*e.range), keep, body, combine, e.loc);
      vars_[e.var] = saved;
      return out;
    }
    ReduceKind kind = e.op == ir::ExprOp::Sum ? ReduceKind::Sum : ReduceKind::Max;
    auto combine = [&](const V &acc, const V &term) {
      return kind == ReduceKind::Sum ? dom_.add(acc, term) : max2(acc, term);
    };
    // A symbolic domain names its bound variable after the rule's, for its messages.
    if constexpr (requires { dom_.name_next_reduction(e.var); })
      dom_.name_next_reduction(e.var);
    V out = dom_.reduce(kind, index(*e.range), body, combine, e.loc);
    vars_[e.var] = saved;
    return out;
  }

  // Bounds the work of one evaluation (a constant range such as sum(k < 1000000000) would
  // otherwise build terms until memory runs out).
  int64_t work_limit_ = int64_t{1} << 22;
  int64_t work_ = 0;
  bool one_hot_shortcut_ = true;

  struct DenseMemo {
    std::vector<V> values;
    std::vector<bool> known;
  };

  D &dom_;
  const ir::Rule &rule_;
  std::vector<I> dims_;
  const ir::Program *side_ = nullptr;
  std::vector<I> vars_;
  std::vector<V> params_, selves_;         // opaque functions: argument, application (facts)
  std::vector<std::map<int64_t, V>> memo_; // symbolic domains: by flat index when constant
  std::vector<DenseMemo> dense_;           // concrete domains
  std::vector<std::optional<IndexList>> local_extents_, input_extents_;
  std::vector<bool> stored_;
  std::vector<ir::Dtype> store_as_; // the dtype a stored local is rounded to (Run: the run's)
  std::map<const ir::Expr *, const ProvidedReduction<E> *> provided_;
  std::vector<const E *> materialized_;
};

} // namespace fuseproof::semantics
