#include "verify/reindex_laws.h"

namespace fuseproof::verify {
namespace {

class Reindexer {
public:
  explicit Reindexer(LawHost &host) : host_(host) {}

  Poly rewrite(const Poly &p) {
    Poly out;
    for (const auto &[k, t] : p.terms()) {
      Poly term = Poly::constant(t.coef);
      for (const AtomPtr &f : t.factors)
        term = term * rewrite_atom(f);
      out = out + term;
    }
    return out;
  }

  Poly rewrite_atom(const AtomPtr &a) {
    switch (a->kind) {
    case AtomKind::Fn:
      if (a->fn == ir::Fn::Exp)
        return exp_of(rewrite(a->args[0]));
      if (a->fn == ir::Fn::Log)
        return log_of(rewrite(a->args[0]));
      return Poly::atom(same_fn_atom(host_.sum_laws(), *a, rewrite(a->args[0])));
    case AtomKind::Recip: return reciprocal(rewrite(a->args[0]));
    case AtomKind::Ite: {
      SymCond c = *a->cond;
      c.va = rewrite(c.va);
      c.vb = rewrite(c.vb);
      return ite(c, rewrite(a->args[0]), rewrite(a->args[1]));
    }
    case AtomKind::Max: return make_max(a->vars[0], a->extents[0], rewrite(a->args[0]));
    case AtomKind::Sum: break;
    default: return Poly::atom(a);
    }
    std::vector<IndexSym> vars = a->vars;
    std::vector<IndexPoly> extents = a->extents;
    Poly body = rewrite(a->args[0]);
    if (host_.enabled(Law::TileReindex)) {
      while (reindex_tiles(vars, extents, body)) {
      }
      for (size_t p = 0; p < vars.size(); ++p)
        unreverse(vars, extents, body, p);
    }
    if (host_.enabled(Law::MaskTruncate))
      for (size_t p = 0; p < vars.size(); ++p)
        truncate_mask(vars, extents, body, p);
    bool halves = host_.halves();
    if (host_.enabled(halves ? Law::HalfSplit : Law::PairSplit))
      for (size_t p = 0; p < vars.size(); ++p)
        split_even(vars, extents, body, p, halves);
    return make_sum(host_.sum_laws(), vars, extents, body);
  }

  /// Law pair-split: a sum over j < 2E is the sum over p < E of the pair (2p, 2p + 1), the
  /// tile bijection with tiles of 2 written out. Applied to every even extent on both sides, so
  /// interleaved pairs (RoPE, SwiGLU) meet sums written per pair. Law half-split (`halves`): the
  /// same sum is the sum over p < E of the halves (p, E + p), the tile bijection with 2 tiles of
  /// E, so a sum over a head's columns meets the same sum over its interleaved permutation.
  void split_even(std::vector<IndexSym> &vars, std::vector<IndexPoly> &extents, Poly &body,
                  size_t p, bool halves) {
    if (extents[p].as_constant() || extents[p].is_zero_poly())
      return;
    IndexPoly half;
    for (const auto &[mono, coef] : extents[p].terms()) {
      if (coef % 2 != 0)
        return;
      IndexPoly term = IndexPoly::constant(coef / 2);
      for (const IndexSym &s : mono)
        term = term * IndexPoly::symbol(s);
      half = half + term;
    }
    Law law = halves ? Law::HalfSplit : Law::PairSplit;
    host_.tried(law);
    IndexPoly two = IndexPoly::constant(2), one = IndexPoly::constant(1);
    auto scripts = halves ? host_.tile_obligations(two, half) : host_.tile_obligations(half, two);
    if (!scripts)
      return;
    IndexSym q = host_.fresh_bound("p");
    IndexPoly first = halves ? IndexPoly::symbol(q) : two * IndexPoly::symbol(q);
    IndexPoly second = halves ? half + IndexPoly::symbol(q) : first + one;
    host_.record(law_name(law),
                 TermMessage::build(host_.names(),
                                    [&](TermPrinter &t) {
                                      return "sum over " + t(vars[p]) + " < " + t(extents[p]) +
                                             " = sum over " + t(q) + " < " + t(half) + " of the " +
                                             (halves ? "halves (" : "pair (") + t(first) + ", " +
                                             t(second) + ")";
                                    }),
                 *scripts);
    body = substitute(host_.sum_laws(), body, vars[p], first) +
           substitute(host_.sum_laws(), body, vars[p], second);
    vars[p] = q;
    extents[p] = half;
  }

  /// Law tile-reindex: a sum over t < A, u < B whose body uses t and u only as B*t + u equals
  /// the sum over j < A*B, through the bijection j = B*t + u, t = j div B, u = j mod B. Either
  /// index may run in reverse: j = B*(A-1-t) + u visits the tiles last to first, B*t + (B-1-u)
  /// a tile's elements last to first (cyclic tiles, u*A + t, are the same law with the roles
  /// swapped). The bijection's four obligations (both maps stay in range, and are inverse both
  /// ways) go to the solver.
  bool reindex_tiles(std::vector<IndexSym> &vars, std::vector<IndexPoly> &extents, Poly &body) {
    for (size_t p = 0; p < vars.size(); ++p)
      for (size_t q = 0; q < vars.size(); ++q) {
        if (p == q || extents[p].mentions_kind(IndexSym::Bound) ||
            extents[q].mentions_kind(IndexSym::Bound))
          continue;
        // One fresh index per pair, whichever order matches: fresh ids order a term's factors.
        IndexSym j = host_.fresh_bound("j");
        for (TileOrder order : {TileOrder{false, false}, TileOrder{true, false},
                                TileOrder{false, true}, TileOrder{true, true}})
          if (reindex_tile_pair(vars, extents, body, p, q, j, order))
            return true;
      }
    return false;
  }

  bool reindex_tile_pair(std::vector<IndexSym> &vars, std::vector<IndexPoly> &extents, Poly &body,
                         size_t p, size_t q, IndexSym j, TileOrder order) {
    IndexSym t = vars[p], u = vars[q];
    const IndexPoly A = extents[p], B = extents[q];
    IndexPoly one = IndexPoly::constant(1), T = IndexPoly::symbol(t), J = IndexPoly::symbol(j);
    IndexPoly tile = order.reverse_tiles ? A - one - T : T; // the tile t stands for
    // u from j = B*tile + (u, or B-1-u when a tile runs in reverse).
    IndexPoly offset = J - B * tile;
    IndexPoly u_of_j = order.reverse_within ? B - one - offset : offset;
    Poly moved = substitute(host_.sum_laws(), body, u, u_of_j);
    if (moved.free_syms().count(t) || !body.free_syms().count(u))
      return false;
    host_.tried(Law::TileReindex);
    auto scripts = host_.tile_obligations(A, B, order);
    if (!scripts)
      return false;
    IndexPoly U = IndexPoly::symbol(u);
    IndexPoly forward = B * tile + (order.reverse_within ? B - one - U : U);
    host_.record(law_name(Law::TileReindex), TermMessage::build(host_.names(), [&](TermPrinter &n) {
                   return "sum over " + n(t) + " < " + n(A) + ", " + n(u) + " < " + n(B) +
                          " = sum over " + n(j) + " < " + n(A * B) + " with " + n(j) + " = " +
                          n(forward);
                 }),
                 *scripts);
    std::vector<IndexSym> nv;
    std::vector<IndexPoly> ne;
    for (size_t r = 0; r < vars.size(); ++r)
      if (r != p && r != q) {
        nv.push_back(vars[r]);
        ne.push_back(extents[r]);
      }
    nv.push_back(j);
    ne.push_back(A * B);
    vars = nv;
    extents = ne;
    body = moved;
    return true;
  }

  /// Law tile-reindex with tiles of 1, reversed: a sum over v < E whose body reads v mostly
  /// as -v (its linear coefficients in the tensor indices sum below 0) is the sum over
  /// v' < E of the body at v = E-1-v', which reads v' as +v'. So a whole row walked last to
  /// first (x[i, N-1-j], what reversed tiles and reversed elements within each give together)
  /// meets the same row walked first to last. The bijection's obligations go to the solver.
  void unreverse(std::vector<IndexSym> &vars, std::vector<IndexPoly> &extents, Poly &body,
                 size_t p) {
    if (extents[p].mentions_kind(IndexSym::Bound) || orientation(body, vars[p]) >= 0)
      return;
    // Ranges depend on dimensions only (sema), so no other extent mentions v; if one did,
    // re-indexing the body alone would leave that extent reading the old v.
    for (const IndexPoly &e : extents)
      if (e.mentions(vars[p]))
        return;
    host_.tried(Law::TileReindex);
    IndexPoly one = IndexPoly::constant(1);
    auto scripts = host_.tile_obligations(extents[p], one, TileOrder{true, false});
    if (!scripts)
      return;
    IndexSym v = host_.fresh_bound("j");
    IndexPoly reflected = extents[p] - one - IndexPoly::symbol(v);
    host_.record(law_name(Law::TileReindex), TermMessage::build(host_.names(), [&](TermPrinter &n) {
                   return "sum over " + n(vars[p]) + " < " + n(extents[p]) + " = sum over " +
                          n(v) + " < " + n(extents[p]) + " with " + n(vars[p]) + " = " +
                          n(reflected);
                 }),
                 *scripts);
    body = substitute(host_.sum_laws(), body, vars[p], reflected);
    vars[p] = v;
  }

  /// The sum of v's linear coefficients over the tensor indices in `p` (inside functions,
  /// selects and nested sums too): below 0 when p reads v mostly as -v.
  static int64_t orientation(const Poly &p, IndexSym v) {
    int64_t total = 0;
    for (const auto &[k, t] : p.terms())
      for (const AtomPtr &f : t.factors) {
        if (!f->free.count(v))
          continue;
        for (const IndexPoly &i : f->indices)
          for (const auto &[mono, coef] : i.terms())
            if (mono.size() == 1 && mono[0] == v)
              total += coef > 0 ? 1 : -1;
        for (const Poly &arg : f->args)
          total += orientation(arg, v);
      }
    return total;
  }

  /// Law mask-truncate: a sum over j < E of select(j < L, f(j), 0) is the sum over j < L of
  /// f(j) when 0 <= L <= E (a masked ragged last tile).
  void truncate_mask(std::vector<IndexSym> &vars, std::vector<IndexPoly> &extents, Poly &body,
                     size_t p) {
    if (body.terms().size() != 1)
      return;
    const Poly::Term &term = body.terms().begin()->second;
    for (size_t f = 0; f < term.factors.size(); ++f) {
      const AtomPtr &a = term.factors[f];
      if (a->kind != AtomKind::Ite || !a->cond->integer || !a->args[1].is_zero())
        continue;
      const SymCond &c = *a->cond;
      IndexPoly diff = c.op == ir::CmpOp::Lt   ? c.ia - c.ib
                       : c.op == ir::CmpOp::Gt ? c.ib - c.ia
                                               : IndexPoly();
      IndexPoly limit = IndexPoly::symbol(vars[p]) - diff; // cond is j < limit
      bool independent = !diff.is_zero_poly();
      for (const IndexSym &v : vars)
        independent = independent && !limit.mentions(v);
      if (!independent)
        continue;
      host_.tried(Law::MaskTruncate);
      if (!host_.index_nonnegative(limit))
        continue;
      std::string lower_script = host_.last_script();
      if (!host_.index_nonnegative(extents[p] - limit))
        continue;
      host_.record(law_name(Law::MaskTruncate),
                   TermMessage::build(host_.names(), [&](TermPrinter &n) {
                     return "sum over " + n(vars[p]) + " < " + n(extents[p]) + " masked by " +
                            n(vars[p]) + " < " + n(limit) + " = sum over " + n(vars[p]) + " < " +
                            n(limit);
                   }),
                   {lower_script, host_.last_script()});
      Poly rest = Poly::constant(term.coef) * a->args[0];
      for (size_t g = 0; g < term.factors.size(); ++g)
        if (g != f)
          rest = rest * Poly::atom(term.factors[g]);
      extents[p] = limit;
      body = rest;
      return;
    }
  }

private:
  LawHost &host_;
};

} // namespace

Poly apply_reindex_laws(const Poly &p, LawHost &host) { return Reindexer(host).rewrite(p); }

} // namespace fuseproof::verify
