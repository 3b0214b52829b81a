#include "verify/all_sizes_prover.h"

#include "ir/printer.h"
#include "support/checked_int.h"
#include "support/diagnostics.h"
#include "verify/fact_usage.h"
#include "verify/gap_hints.h"
#include "verify/gram_square.h"
#include "verify/reindex_laws.h"
#include "verify/sym_term.h"
#include "verify/symbolic_domain.h"
#include "verify/term_text.h"
#include "verify/unbounded_domain.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <numeric>
#include <tuple>

namespace fuseproof::verify {

const char *law_name(Law law) {
  switch (law) {
  case Law::PullOut: return "pull-out";
  case Law::Absorb: return "absorb-nested-sum";
  case Law::Merge: return "merge-same-range-sums";
  case Law::Share: return "share-equal-sums";
  case Law::TileReindex: return "tile-reindex";
  case Law::MaskTruncate: return "mask-truncate";
  case Law::SumSign: return "sum-sign";
  case Law::PairSplit: return "pair-split";
  case Law::SelectCollapse: return "select-collapse";
  case Law::HalfSplit: return "half-split";
  case Law::TrigPeriod: return "trig-period";
  case Law::TileRotate: return "tile-rotate";
  }
  return "?";
}

std::vector<Law> all_laws() {
  return {Law::PullOut,        Law::Absorb,       Law::Merge,      Law::Share,
          Law::TileReindex,    Law::MaskTruncate, Law::SumSign,    Law::PairSplit,
          Law::SelectCollapse, Law::HalfSplit,    Law::TrigPeriod, Law::TileRotate};
}

namespace {

/// Stops the proof attempt; the caller falls back to the bounded tier with this reason.
struct NotProved {
  std::string reason;
  std::string full; // unelided and exact, when it differs
  std::vector<TermMessage> missing; // what would close the gap, where recognised
  NotProved(std::string why) : reason(std::move(why)) {}
  NotProved(TermMessage why, std::vector<TermMessage> what_is_missing = {})
      : reason(std::move(why.brief)), full(std::move(why.full)),
        missing(std::move(what_is_missing)) {}
};

class AllSizesProver : public LawHost {
public:
  AllSizesProver(const ir::Rule &rule, const AllSizesOptions &opts)
      : rule_(rule), opts_(opts), ctx_(opts.budget), facts_(ctx_, rule), names_(rule) {
    laws_.pull_out = enabled(Law::PullOut);
    laws_.absorb = enabled(Law::Absorb);
    laws_.select_collapse = enabled(Law::SelectCollapse);
    laws_.trig_period = enabled(Law::TrigPeriod);
    facts_.round_is_integer = false; // trig-period knows it (SymbolicDomain::round_is_integer)
    laws_.names = &names_;
    laws_.confirm = [this](const CollapseClaim &c) { return confirm_collapse(c); };
  }

  AllSizesResult run() {
    AllSizesResult result;
    std::vector<NormalisationStep> normalised;
    laws_.log = &normalised;
    try {
      prove();
      result.proved = true;
    } catch (const NotProved &e) {
      result.reason = e.reason;
      if (e.full != e.reason)
        result.reason_full = e.full;
      for (const TermMessage &m : e.missing) {
        result.missing.push_back(m.brief);
        result.missing_full.push_back(m.full == m.brief ? "" : m.full);
      }
    } catch (const semantics::EvalError &e) {
      result.reason = std::string(e.what()) + " at " + e.loc().text();
    } catch (const TermBudgetExceeded &e) {
      result.reason = std::string("term budget exceeded: ") + e.what();
    } catch (const support::IntegerOverflow &e) {
      result.reason = std::string("an integer coefficient leaves 64 bits: ") + e.what();
    }
    laws_.log = nullptr;
    // Normalisation laws have no side obligations beyond the reduction extents being >= 0,
    // which are index obligations of the proof itself; repeated instances are listed once
    // (by their text and obligations: two pieces of an output each have their own bound
    // variables, which print alike).
    std::set<std::tuple<std::string, std::string, std::vector<std::string>>> seen;
    for (const NormalisationStep &n : normalised) {
      Step s =
          step(n.law, message([&](TermPrinter &t) {
                 Poly p = Poly::constant(1);
                 for (const AtomPtr &f : n.factors)
                   p = p * Poly::atom(f);
                 if (n.law == law_name(Law::TrigPeriod))
                   return "2 * " + t(p) + " (times an integer) left out of a sin or cos argument";
                 return n.law == law_name(Law::PullOut) ? t(p) + " out of a sum" : t(p);
               }),
               n.scripts);
      if (seen.insert(
                  {s.law, s.instance_full.empty() ? s.instance : s.instance_full, s.obligations})
              .second)
        result.steps.push_back(std::move(s));
    }
    result.steps.insert(result.steps.end(), steps_.begin(), steps_.end());
    if (!result.proved)
      result.laws = law_uses(result.steps);
    result.definedness = definedness_;
    result.solver_calls = calls_;
    result.decided_unsat = decided_unsat_;
    result.facts_used.assign(used_families_.begin(), used_families_.end());
    return result;
  }

private:
  bool enabled(Law law) const override { return !opts_.disabled.count(law); }
  bool halves() const override { return halves_; }
  void tried(Law law) override { ++tried_[law]; }

  /// Every law of the tier and how this attempt used it (for a reason that says what was
  /// tried). A normalisation law is tried wherever it applies.
  std::vector<LawUse> law_uses(const std::vector<Step> &steps) const {
    std::vector<LawUse> out;
    for (Law law : all_laws()) {
      LawUse use{law_name(law)};
      use.disabled = !enabled(law);
      for (const Step &s : steps)
        use.applied += s.law == use.law;
      auto it = tried_.find(law);
      use.tried = std::max(use.applied, it == tried_.end() ? size_t(0) : it->second);
      out.push_back(use);
    }
    return out;
  }
  bool index_nonnegative(const IndexPoly &goal) override {
    return index_valid({}, goal, /*want_script=*/true);
  }
  const std::string &last_script() const override { return last_script_; }
  IndexSym fresh_bound(const std::string &hint) override {
    IndexSym s{IndexSym::Bound, next_fresh_++};
    names_.prefer(s, hint);
    return s;
  }
  const SymbolNames &names() const override { return names_; }
  SumLaws &sum_laws() override { return laws_; }
  template <class Build> TermMessage message(Build build) const {
    return TermMessage::build(names_, build);
  }
  static Step step(const std::string &law, TermMessage instance,
                   std::vector<std::string> scripts) {
    Step s{law, std::move(instance.brief), std::move(scripts), std::move(instance.full)};
    if (s.instance_full == s.instance)
      s.instance_full.clear();
    return s;
  }
  Poly rewrite(const Poly &p) { return apply_reindex_laws(p, *this); }

  // ---- evaluation ----
  void prove() {
    for (const ir::Cond &c : rule_.requires_)
      if (c.integer)
        int_pre_.push_back(lower_int_cond(c));
    UnboundedDomain dom(rule_, laws_);
    dom.names = &names_;
    dom.free_ranges = &free_ranges_;
    dom.rotate_tiles = enabled(Law::TileRotate);
    dom.rotations_tried = &tried_[Law::TileRotate]; // a map's element stays where it is
    std::vector<IndexPoly> dims;
    for (size_t d = 0; d < rule_.dims.size(); ++d)
      dims.push_back(IndexPoly::symbol({IndexSym::Dim, static_cast<int>(d)}));
    semantics::Evaluator<UnboundedDomain> lhs(dom, rule_, dims), rhs(dom, rule_, dims);
    for (const ir::Cond &c : rule_.requires_)
      if (!c.integer)
        real_pre_.push_back(lower_cond(lhs.condition(c)));
    std::vector<Poly> lv, rv;
    // Each compared output at a symbolic element: one case per piece where a side defines it
    // piecewise (the pieces partition it: sema checked), else one case.
    dom.side = Side::Lhs;
    lhs.run(rule_.lhs);
    std::vector<ElementCase> cases;
    for (size_t c = 0; c < rule_.compares.size(); ++c)
      for (ElementCase &e : element_cases(lhs, c))
        cases.push_back(std::move(e));
    for (const ElementCase &e : cases)
      lv.push_back(lhs.value_at(rule_.compares[e.compare].lhs, e.index));
    dom.side = Side::Rhs;
    rhs.run(rule_.rhs);
    for (const ElementCase &e : cases)
      rv.push_back(rhs.value_at(rule_.compares[e.compare].rhs, e.index));
    // A statement no output reads is still computed by the kernel: evaluated at a symbolic
    // element of its range, its value obligations and accesses are checked like the others.
    for (int local : ir::unread_statements(rule_, rule_.rhs))
      for (const std::vector<IndexPoly> &idx : symbolic_elements(rhs, rule_.rhs, local))
        rhs.value_at(local, idx);

    for (const IndexObligation &o : dom.index_obligations()) {
      bool lower_holds = index_defined(o, o.lower_ok, /*upper=*/false);
      if (!lower_holds || (o.upper_ok && !index_defined(o, *o.upper_ok, /*upper=*/true)))
        throw NotProved{message([&](TermPrinter &t) {
                          // The bound that failed: the upper one only when the lower one held.
                          return "cannot show " + index_fact(t, o, lower_holds) + " (" +
                                 o.loc.text() + ")";
                        }),
                        {message([&](TermPrinter &t) {
                          return "a precondition (`require ...`) from which " +
                                 index_goal(t, o, lower_holds) +
                                 " follows for every index in range, or a rule that stays in "
                                 "range";
                        })}};
    }
    for (const Rotation &r : dom.rotations())
      rotate(r);
    std::vector<smt::Term> lhs_ok;
    for (const ValueObligation &o : dom.value_obligations()) {
      if (o.side != Side::Lhs)
        continue;
      std::optional<smt::Term> holds = valid_where_evaluated({}, o);
      if (!holds)
        throw NotProved{
            TermMessage::plain("cannot show the lhs is defined: an argument " +
                               std::string(semantics::obligation_text(o.kind)) + " at " +
                               o.loc.text()),
            {argument_hint(o)}};
      record_definedness("lhs defined: an argument " +
                         std::string(semantics::obligation_text(o.kind)) + " at " +
                         line_col(o.loc));
      lhs_ok.push_back(*holds);
    }
    for (const ValueObligation &o : dom.value_obligations()) {
      if (o.side != Side::Rhs)
        continue;
      if (!valid_where_evaluated(lhs_ok, o))
        throw NotProved{
            TermMessage::plain("cannot show the rhs is defined where the lhs is: an argument " +
                               std::string(semantics::obligation_text(o.kind)) + " at " +
                               o.loc.text()),
            {argument_hint(o)}};
      record_definedness("rhs defined where the lhs is: an argument " +
                         std::string(semantics::obligation_text(o.kind)) + " at " +
                         line_col(o.loc));
    }
    for (size_t c = 0; c < cases.size(); ++c) {
      size_t steps_before = steps_.size(), pair_candidates = tried_[Law::PairSplit];
      std::optional<NotProved> failed = compare_case(cases[c].label, lv[c], rv[c], lhs_ok);
      if (failed && enabled(Law::HalfSplit) && tried_[Law::PairSplit] > pair_candidates) {
        // Sums over an even extent meet both pairings: (2p, 2p + 1) where interleaved columns
        // meet per-pair sums (the default), (p, E + p) where a sum over a whole head meets its
        // interleaved permutation. The second is tried only when the first split a sum and
        // left a gap. The report lists the attempt whose reason it gives: the second when it
        // proves the element, else the first (with its steps) and its reason.
        std::vector<Step> first_steps(steps_.begin() + static_cast<std::ptrdiff_t>(steps_before),
                                      steps_.end());
        steps_.resize(steps_before);
        halves_ = true;
        std::optional<NotProved> again = compare_case(cases[c].label, lv[c], rv[c], lhs_ok);
        halves_ = false;
        if (!again) {
          failed.reset();
        } else {
          steps_.resize(steps_before);
          steps_.insert(steps_.end(), first_steps.begin(), first_steps.end());
        }
      }
      if (failed)
        throw *failed;
    }
  }

  /// lhs == rhs for one compared element, after the laws; the reason when not shown.
  std::optional<NotProved> compare_case(const std::string &what, const Poly &lhs, const Poly &rhs,
                                        const std::vector<smt::Term> &lhs_ok) {
    Poly diff = merge_sums(rewrite(lhs) - rewrite(rhs));
    if (diff.is_zero()) {
      record("polynomial-identity", what + ": lhs - rhs normalises to 0", {});
      return std::nullopt;
    }
    if (!value_valid(lhs_ok, ctx_.eq(lower(diff), ctx_.real_int(0))))
      return NotProved{message([&](TermPrinter &t) {
                         return "cannot show lhs == rhs for '" + what +
                                "' after normalisation; left over: lhs - rhs = " + t(diff);
                       }),
                       missing_for_leftover(diff, names_)};
    record("equal-by-solver", what + ": lhs - rhs = 0", {last_script_});
    return std::nullopt;
  }

  /// The location without the file name, so that an obligation's description does not depend on
  /// the path the rule was loaded from.
  static std::string line_col(const support::SourceLoc &loc) {
    return std::to_string(loc.line) + ":" + std::to_string(loc.col);
  }

  /// index_valid for an index obligation of either side, recording the query when the solver
  /// decided it (the common range facts need none, and have no script to record).
  bool index_defined(const IndexObligation &o, const IndexPoly &goal, bool upper) {
    size_t before = calls_;
    if (!index_valid(o.scope, goal))
      return false;
    if (calls_ != before)
      record_definedness(message([&](TermPrinter &t) {
                           return "at " + line_col(o.loc) + ": " + index_fact(t, o, upper);
                         }).full);
    return true;
  }

  /// What would make a function argument defined: the term it must be positive (etc.) for.
  TermMessage argument_hint(const ValueObligation &o) const {
    return message([&](TermPrinter &t) {
      return "a precondition or a `where` clause from which " + t(o.value) + " " +
             semantics::obligation_text(o.kind) + " follows";
    });
  }

  /// The inequality an index obligation needs, alone: "j + 1 < N", "i - 1 >= 0".
  static std::string index_goal(TermPrinter &t, const IndexObligation &o, bool upper) {
    if (o.witness)
      return t(o.lower_ok) + " >= 0";
    if (o.division || o.rotation_shift) // lower_ok: the remainder, or the shift
      return t(o.lower_ok) + (upper ? " < " + t(o.indices[1]) : " >= 0");
    if (o.tensor.empty())
      return t(o.extent) + (o.nonempty ? " >= 1" : " >= 0");
    const IndexPoly &i = o.indices[o.position];
    return t(i) + (upper ? " < " + t(o.extents[o.position]) : " >= 0");
  }

  /// What an index obligation asks, in the rule's names: "the access x[i, j + 1] in range
  /// (x is [M, N]): j + 1 < N", or "the reduction extent N - 2 >= 0".
  static std::string index_fact(TermPrinter &t, const IndexObligation &o, bool upper) {
    if (o.witness)
      return "a filtered max's `where` at its first element (so it keeps one): " +
             t(o.lower_ok) + " >= 0";
    if (o.division)
      return "the remainder of (" + t(o.indices[0]) + ") // (" + t(o.indices[1]) +
             ") in [0, divisor): " + index_goal(t, o, upper);
    if (o.rotation_shift)
      return "the shift of the rotation (" + t(o.indices[0]) + ") % " + t(o.indices[1]) +
             " in [0, " + t(o.indices[1]) + "): " + index_goal(t, o, upper);
    if (o.tensor.empty())
      return "the reduction extent " + t(o.extent) + (o.nonempty ? " >= 1" : " >= 0");
    auto list = [&](const std::vector<IndexPoly> &v) {
      std::string s;
      for (const IndexPoly &p : v)
        s += (s.empty() ? "" : ", ") + t(p);
      return s;
    };
    const IndexPoly &i = o.indices[o.position];
    return "the access " + o.tensor + "[" + list(o.indices) + "] in range (" + o.tensor + " is [" +
           list(o.extents) + "]): " + t(i) + (upper ? " < " + t(o.extents[o.position]) : " >= 0");
  }

  /// Records the last query, which the caller just found unsat, as a definedness obligation.
  void record_definedness(const std::string &what) {
    definedness_.push_back({what, last_script_, smt::Result::Unsat});
  }

  /// A compared element: the output, its indices, and its name in the proof's steps.
  struct ElementCase {
    size_t compare;
    std::vector<IndexPoly> index;
    std::string label;
  };

  /// Compared output `c` at a symbolic element: one case per piece of the side that defines
  /// it piecewise (the rhs's pieces when both do, as the kernel writes them), labelled with the
  /// piece's indices (`y[i, 2*d + 1]`); otherwise one case, labelled with the output's name.
  std::vector<ElementCase> element_cases(semantics::Evaluator<UnboundedDomain> &ev, size_t c) {
    const ir::Compare &cmp = rule_.compares[c];
    bool rhs_pieces = !rule_.rhs.statements[cmp.rhs].pieces.empty();
    const ir::Program &side = rhs_pieces ? rule_.rhs : rule_.lhs;
    int local = rhs_pieces ? cmp.rhs : cmp.lhs;
    std::vector<ElementCase> out;
    for (std::vector<IndexPoly> &idx : symbolic_elements(ev, side, local)) {
      std::string label = cmp.name;
      const ir::Statement &st = side.statements[local];
      if (!st.pieces.empty()) {
        const ir::Piece &pc = st.pieces[out.size()];
        label += "[";
        for (size_t p = 0; p < pc.at.size(); ++p)
          label += (p ? ", " : "") + ir::print_int(rule_, *pc.at[p]);
        label += "]";
      }
      out.push_back({c, std::move(idx), std::move(label)});
    }
    return out;
  }

  /// A defined tensor's elements over fresh free index symbols, named after its statement's
  /// index variables: one index list, or one per piece of a tensor defined piecewise (the
  /// piece's target indices over symbols for its own variables; together they cover it).
  std::vector<std::vector<IndexPoly>> symbolic_elements(semantics::Evaluator<UnboundedDomain> &ev,
                                                        const ir::Program &side, int local) {
    const ir::Statement &st = side.statements[local];
    auto fresh = [&](int var, const ir::IntExpr &range) {
      IndexSym s{IndexSym::Free, next_free_++};
      names_.prefer(s, rule_.vars.at(var).name);
      free_ranges_.push_back({s, ev.index(range)});
      return IndexPoly::symbol(s);
    };
    if (st.pieces.empty()) {
      std::vector<IndexPoly> idx;
      for (size_t p = 0; p < st.vars.size(); ++p)
        idx.push_back(fresh(st.vars[p], *side.locals[local].shape[p]));
      return {idx};
    }
    std::vector<std::vector<IndexPoly>> out;
    for (const ir::Piece &pc : st.pieces) {
      for (size_t n = 0; n < pc.vars.size(); ++n)
        ev.bind(pc.vars[n], fresh(pc.vars[n], *pc.ranges[n]));
      std::vector<IndexPoly> idx;
      for (const ir::IntPtr &at : pc.at)
        idx.push_back(ev.index(*at));
      out.push_back(std::move(idx));
    }
    return out;
  }

  // ---- lowering to the solver ----
  smt::Term int_sym(const IndexSym &s) {
    std::string name = "i." + sym_name(s);
    auto it = int_syms_.find(name);
    if (it == int_syms_.end()) {
      it = int_syms_.emplace(name, ctx_.int_var(smt::Namespace::Index, name)).first;
      if (s.kind == IndexSym::Dim)
        dim_facts_.push_back(ctx_.ge(it->second, ctx_.int_val(1)));
      if (s.kind == IndexSym::Read)
        dim_facts_.push_back(read_range(s, it->second));
    }
    return it->second;
  }

  /// What an integer input's element is: lo <= v < hi, or the ignore value. Each read is its own
  /// variable (two reads at indices that happen to be equal are not tied): a proof then holds
  /// for any values in range, which includes the true ones.
  smt::Term read_range(const IndexSym &s, smt::Term v) {
    const ir::TensorInfo &t = rule_.inputs.at(s.read->tensor);
    if (!t.integer || t.name != s.read->name)
      throw support::InternalError("an integer read of '" + s.read->name +
                                   "' names input " + std::to_string(s.read->tensor));
    const ir::IntegerRange &r = *t.integer;
    smt::Term in = ctx_.conj({ctx_.ge(v, lower_int_expr(*r.lo)), ctx_.lt(v, lower_int_expr(*r.hi))});
    return r.ignore ? ctx_.disj({in, ctx_.eq(v, ctx_.int_val(*r.ignore))}) : in;
  }

  smt::Term lower_index(const IndexPoly &p) {
    smt::Term out = ctx_.int_val(0);
    for (const auto &[mono, coef] : p.terms()) {
      smt::Term t = ctx_.int_val(coef);
      for (const IndexSym &s : mono)
        t = ctx_.mul(t, int_sym(s));
      out = ctx_.add(out, t);
    }
    return out;
  }

  smt::Term lower_int_expr(const ir::IntExpr &e) {
    switch (e.op) {
    case ir::IntOp::Const: return ctx_.int_val(e.value);
    case ir::IntOp::Dim: return int_sym({IndexSym::Dim, e.id});
    case ir::IntOp::Var: throw NotProved{"an index variable in a precondition"};
    case ir::IntOp::Read: throw NotProved{"an integer input's element in a precondition"};
    case ir::IntOp::Add: return ctx_.add(lower_int_expr(*e.a), lower_int_expr(*e.b));
    case ir::IntOp::Sub: return ctx_.sub(lower_int_expr(*e.a), lower_int_expr(*e.b));
    case ir::IntOp::Mul: return ctx_.mul(lower_int_expr(*e.a), lower_int_expr(*e.b));
    case ir::IntOp::Mod: {
      smt::Term a = lower_int_expr(*e.a), b = lower_int_expr(*e.b);
      mod_guards_.push_back(ctx_.ne(b, ctx_.int_val(0)));
      return ctx_.int_mod(a, b);
    }
    case ir::IntOp::Div: {
      smt::Term a = lower_int_expr(*e.a), b = lower_int_expr(*e.b);
      mod_guards_.push_back(ctx_.ne(b, ctx_.int_val(0)));
      return ctx_.int_div(a, b);
    }
    }
    return ctx_.int_val(0);
  }

  smt::Term compare(ir::CmpOp op, smt::Term a, smt::Term b) { return facts_.compare(op, a, b); }

  /// `%` by zero is undefined in every tier (the concrete evaluator raises an error, and a
  /// precondition it cannot evaluate does not hold); Z3's `mod` by 0 is an arbitrary value
  /// instead, so each remainder adds "divisor != 0" to the condition it occurs in.
  smt::Term lower_int_cond(const ir::Cond &c) {
    mod_guards_.clear();
    smt::Term a = lower_int_expr(*c.ia), b = lower_int_expr(*c.ib);
    std::vector<smt::Term> all = mod_guards_;
    all.push_back(compare(c.op, a, b));
    return ctx_.conj(all);
  }

  smt::Term lower_cond(const SymCond &c) {
    // Over the integer symbols, which the dimension preconditions and the integer inputs'
    // ranges constrain (an index used as a real value is a real variable of its own).
    if (c.integer)
      return compare(c.op, lower_index(c.ia), lower_index(c.ib));
    return compare(c.op, lower(c.va), lower(c.vb));
  }

  smt::Term lower(const Poly &p) {
    smt::Term out = ctx_.real_int(0);
    for (const auto &[k, t] : p.terms()) {
      smt::Term term = ctx_.real_rational(numerator(t.coef).str(), denominator(t.coef).str());
      for (const AtomPtr &f : t.factors)
        term = ctx_.mul(term, lower_atom(f));
      out = ctx_.add(out, term);
    }
    return out;
  }

  smt::Term lower_atom(const AtomPtr &a) {
    auto it = atoms_.find(a->key);
    if (it != atoms_.end())
      return it->second;
    smt::Term t;
    switch (a->kind) {
    case AtomKind::Index:
      if (a->sym.kind == IndexSym::Read) { // an integer input's element used as a real
        t = ctx_.to_real(int_sym(a->sym));
        break;
      }
      t = ctx_.real_var(smt::Namespace::Index, a->key);
      if (a->sym.kind == IndexSym::Dim)
        dim_facts_.push_back(ctx_.ge(t, ctx_.real_int(1)));
      break;
    case AtomKind::Scalar: t = facts_.scalar(a->id); break;
    case AtomKind::Input: t = ctx_.real_var(smt::Namespace::Input, a->key); break;
    case AtomKind::Absent: t = ctx_.real_var(smt::Namespace::Internal, "absent"); break;
    case AtomKind::Pi: t = facts_.pi(); break;
    case AtomKind::Fn: {
      smt::Term arg = lower(a->args[0]);
      switch (a->fn) {
      case ir::Fn::Rsqrt: t = facts_.rsqrt(arg); break;
      case ir::Fn::Sqrt: t = facts_.sqrt(arg); break;
      case ir::Fn::Exp: t = facts_.exp(arg); break;
      case ir::Fn::Log: t = facts_.log(arg); break;
      case ir::Fn::Sin: t = facts_.sin(arg); break;
      case ir::Fn::Cos: t = facts_.cos(arg); break;
      case ir::Fn::Erf: t = facts_.erf(arg); break;
      case ir::Fn::Round: t = facts_.round(arg); break;
      case ir::Fn::Opaque: t = facts_.opaque(a->id, arg); break;
      default: throw NotProved{"unexpected function in a normal form"};
      }
      break;
    }
    case AtomKind::Recip: t = ctx_.div(ctx_.real_int(1), lower(a->args[0])); break;
    case AtomKind::Ite:
      t = ctx_.ite(lower_cond(*a->cond), lower(a->args[0]), lower(a->args[1]));
      break;
    case AtomKind::Sum:
    case AtomKind::Max: t = lower_binder(a); break;
    }
    atoms_.emplace(a->key, t);
    return t;
  }

  /// A reduction becomes an opaque variable, shared with an earlier one only when the solver
  /// proves their ranges equal and their bodies equal pointwise (law share-equal-sums).
  smt::Term lower_binder(const AtomPtr &a) {
    // Comparing two bodies lowers them; sums nested in those bodies stay opaque (no sharing
    // attempts), or the comparisons could recurse without end.
    if (enabled(Law::Share) && !comparing_) {
      comparing_ = true;
      struct Reset {
        bool &flag;
        ~Reset() { flag = false; }
      } reset{comparing_};
      // By index and by value: comparing bodies lowers them, which may add binders.
      for (size_t i = 0; i < binders_.size(); ++i) {
        auto [other, term] = binders_[i];
        if (other->kind != a->kind || other->vars.size() != a->vars.size())
          continue;
        tried(Law::Share);
        if (auto scripts = same_binder(other, a)) {
          record(law_name(Law::Share), message([&](TermPrinter &t) {
                   return t(Poly::atom(a)) + " == " + t(Poly::atom(other));
                 }),
                 *scripts);
          return term;
        }
      }
    }
    smt::Term t = ctx_.real_var(smt::Namespace::Internal, (a->kind == AtomKind::Sum ? "sum!" : "max!") +
                                std::to_string(binders_.size()));
    binders_.emplace_back(a, t);
    pending_sign_.push_back(a);
    return t;
  }

  static constexpr size_t kMaxAlignedVars = 5;

  /// Where a bound variable occurs in a body: each tensor position whose index mentions it,
  /// with the functions and binders around it, sorted (a signature, not a proof of anything).
  static std::vector<std::string> variable_use(const Poly &body, const IndexSym &v) {
    std::vector<std::string> out;
    std::function<void(const Poly &, const std::string &)> walk = [&](const Poly &p,
                                                                     const std::string &ctx) {
      for (const auto &[key, term] : p.terms())
        for (const AtomPtr &f : term.factors) {
          if (f->kind == AtomKind::Input) {
            for (size_t pos = 0; pos < f->indices.size(); ++pos)
              if (f->indices[pos].mentions(v))
                out.push_back(ctx + "in" + std::to_string(f->id) + "." + std::to_string(pos));
            continue;
          }
          std::string inner = ctx + std::to_string(static_cast<int>(f->kind)) + "/" +
                              std::to_string(static_cast<int>(f->fn)) + ":";
          for (const Poly &arg : f->args)
            walk(arg, inner);
        }
    };
    walk(body, "");
    std::sort(out.begin(), out.end());
    return out;
  }

  /// The ways to match `b`'s variables with `a`'s so that every extent is equal (syntactically
  /// or proved by the solver): `b`'s body renamed onto `a`'s variables, with the scripts of the
  /// extent obligations.
  std::vector<std::pair<Poly, std::vector<std::string>>> alignments(const AtomPtr &a,
                                                                    const AtomPtr &b) {
    std::vector<std::pair<Poly, std::vector<std::string>>> out;
    if (a->vars.size() != b->vars.size() || a->vars.size() > kMaxAlignedVars)
      return out;
    // Up to four variables every matching is tried (at most 24). Beyond, only those that map
    // each variable onto one used the same way (the same tensor positions under the same
    // functions): a matching that does not is rarely the one, and 120 of them, each with its
    // solver queries, cost minutes. Skipping one can only lose a proof, never make one.
    bool filter = a->vars.size() > 4;
    std::vector<std::vector<std::string>> use_a, use_b;
    if (filter)
      for (size_t p = 0; p < a->vars.size(); ++p) {
        use_a.push_back(variable_use(a->args[0], a->vars[p]));
        use_b.push_back(variable_use(b->args[0], b->vars[p]));
      }
    std::vector<size_t> perm(a->vars.size());
    std::iota(perm.begin(), perm.end(), 0);
    do {
      if (filter) {
        bool same_use = true;
        for (size_t p = 0; same_use && p < perm.size(); ++p)
          same_use = use_a[p] == use_b[perm[p]];
        if (!same_use)
          continue;
      }
      std::vector<std::string> scripts;
      bool ok = true;
      for (size_t p = 0; ok && p < perm.size(); ++p) {
        IndexPoly d = a->extents[p] - b->extents[perm[p]];
        if (d.as_constant() == 0)
          continue;
        ok = index_valid({}, d, true);
        if (ok)
          scripts.push_back(last_script_);
        ok = ok && index_valid({}, IndexPoly() - d, true);
        if (ok)
          scripts.push_back(last_script_);
      }
      if (!ok)
        continue;
      // Rename simultaneously, through fresh variables: `a` and `b` may share variable ids (two
      // sums split from one body), and renaming one by one could then capture a variable.
      Poly body = b->args[0];
      std::vector<IndexSym> fresh;
      for (const IndexSym &v : b->vars) {
        fresh.push_back({IndexSym::Bound, next_fresh_++});
        names_.derive(fresh.back(), v);
        body = substitute(laws_, body, v, IndexPoly::symbol(fresh.back()));
      }
      for (size_t p = 0; p < perm.size(); ++p)
        body = substitute(laws_, body, fresh[perm[p]], IndexPoly::symbol(a->vars[p]));
      out.emplace_back(std::move(body), std::move(scripts));
    } while (std::next_permutation(perm.begin(), perm.end()));
    return out;
  }

  /// Obligation scripts showing `b` equals `a` under some matching of their variables.
  std::optional<std::vector<std::string>> same_binder(const AtomPtr &a, const AtomPtr &b) {
    for (auto &[body_b, scripts] : alignments(a, b)) {
      Poly diff = a->args[0] - body_b;
      if (diff.is_zero())
        return scripts;
      if (value_valid({}, ctx_.eq(lower(diff), ctx_.real_int(0)))) {
        scripts.push_back(last_script_);
        return scripts;
      }
    }
    return std::nullopt;
  }

  /// Law merge-same-range-sums: monomials `c_i * cofactor * sum_i` with one cofactor and
  /// matching ranges are combined into one sum of `sum_i c_i body_i`; when that body is zero
  /// pointwise the monomials cancel. Identities inside one body (c^2 + s^2 = 1) become visible.
  Poly merge_sums(const Poly &diff) {
    if (!enabled(Law::Merge))
      return diff;
    struct Entry {
      Rational coef;
      AtomPtr sum;
      std::string key;
      std::vector<AtomPtr> rest; // the cofactor's atoms
    };
    std::map<std::string, std::vector<Entry>> groups; // cofactor key -> entries
    for (const auto &[k, t] : diff.terms()) {
      std::vector<AtomPtr> sums, rest;
      for (const AtomPtr &f : t.factors)
        (f->kind == AtomKind::Sum ? sums : rest).push_back(f);
      if (sums.size() == 1)
        groups[Poly::monomial_key(rest)].push_back({t.coef, sums[0], k, rest});
    }
    Poly out = diff;
    for (const auto &group : groups) {
      const std::vector<Entry> &entries = group.second;
      if (entries.size() < 2)
        continue;
      tried(Law::Merge);
      const AtomPtr &ref = entries[0].sum;
      Poly merged = entries[0].sum->args[0].scaled(entries[0].coef);
      std::vector<const Entry *> used = {&entries[0]};
      std::vector<std::string> scripts;
      for (size_t i = 1; i < entries.size(); ++i) {
        auto aligned = alignments(ref, entries[i].sum);
        if (aligned.empty())
          continue;
        // Any matching of equal extents is a valid re-indexing; the first is used.
        merged = merged + aligned[0].first.scaled(entries[i].coef);
        scripts.insert(scripts.end(), aligned[0].second.begin(), aligned[0].second.end());
        used.push_back(&entries[i]);
      }
      if (used.size() < 2)
        continue;
      bool zero = merged.is_zero();
      if (!zero && value_valid({}, ctx_.eq(lower(merged), ctx_.real_int(0)))) {
        zero = true;
        scripts.push_back(last_script_);
      }
      if (!zero)
        continue;
      Poly cofactor = Poly::constant(1), merged_sums;
      for (const Entry *e : used) {
        merged_sums = merged_sums + Poly::atom(e->sum).scaled(e->coef);
        auto it = out.terms().find(e->key);
        out = out - Poly::constant(it->second.coef) * term_poly(it->second);
      }
      for (const AtomPtr &f : entries[0].rest)
        cofactor = cofactor * Poly::atom(f);
      record(law_name(Law::Merge), message([&](TermPrinter &t) {
               return "(" + t(cofactor) + ") * (" + t(merged_sums) + ") = 0";
             }),
             scripts);
    }
    return out;
  }

  /// Law tile-rotate, checked: the map t -> (a t + s) % E is a bijection of [0, E), given
  /// 0 <= s < E (the shift's range is an index obligation of its own).
  void rotate(const Rotation &r) {
    std::vector<std::string> scripts =
        r.stride == 1 || r.stride == -1 ? unit_rotation_obligations(r) : strided_obligations(r);
    record(law_name(Law::TileRotate), message([&](TermPrinter &n) {
             std::string over = r.is_max ? "max over " : "sum over ";
             return over + n(r.reduced) + " < " + n(r.extent) + " = " + over + n(r.var) + " < " +
                    n(r.extent) + " with " + n(r.var) + " = " + rotation_text(n, r);
           }),
           std::move(scripts));
  }

  /// For a = 1 or -1 the bijection holds for every E >= 1, so it is checked for a fresh E. The
  /// remainder is stated without `mod` (which a symbolic divisor makes nonlinear for the solver)
  /// as the one value r in [0, E) with a t + s - r in {-E, 0, E}: Euclidean division is unique.
  /// Then r has an inverse in [0, E), both ways.
  std::vector<std::string> unit_rotation_obligations(const Rotation &r) {
    smt::Term e = ctx_.int_var(smt::Namespace::Internal, "rotate.e"),
              s = ctx_.int_var(smt::Namespace::Internal, "rotate.s"),
              t = ctx_.int_var(smt::Namespace::Internal, "rotate.t"),
              w = ctx_.int_var(smt::Namespace::Internal, "rotate.r"), zero = ctx_.int_val(0);
    auto in = [&](smt::Term x) { return ctx_.conj({ctx_.ge(x, zero), ctx_.lt(x, e)}); };
    auto wrap = [&](smt::Term x) { // x in (-E, 2E) brought into [0, E)
      return ctx_.ite(ctx_.lt(x, zero), ctx_.add(x, e), ctx_.ite(ctx_.lt(x, e), x, ctx_.sub(x, e)));
    };
    auto dividend = [&](smt::Term x) { return r.stride > 0 ? ctx_.add(x, s) : ctx_.sub(s, x); };
    auto forward_of = [&](smt::Term x) { return wrap(dividend(x)); };
    auto inverse = [&](smt::Term x) {
      return wrap(r.stride > 0 ? ctx_.sub(x, s) : ctx_.sub(s, x));
    };
    smt::Term a = dividend(t), forward = forward_of(t);
    smt::Term quotient_step = ctx_.sub(a, forward);
    return bijection_scripts(
        r, {in(s)},
        {{in(t), ctx_.conj({in(forward),
                            ctx_.disj({ctx_.eq(quotient_step, zero), ctx_.eq(quotient_step, e),
                                       ctx_.eq(quotient_step, ctx_.sub(zero, e))})})},
         {in(w), in(inverse(w))},
         {in(t), ctx_.eq(inverse(forward), t)},
         {in(w), ctx_.eq(forward_of(inverse(w)), w)}});
  }

  /// For another stride a the map is a bijection only where E is coprime to a, so it is checked
  /// for the reduction's own extent under the rule's preconditions: the remainder of a t + s,
  /// which lies in (a E, E) or [0, (a + 1) E), is x - q E for the first constant quotient q
  /// between 0 and a that brings it into [0, E) (shown to do so), and the map is injective. An
  /// injective map of the finite set [0, E) into itself is a bijection (pigeonhole), so no
  /// inverse is needed (a symbolic E has none in closed form).
  std::vector<std::string> strided_obligations(const Rotation &r) {
    smt::Term e = lower_index(r.extent), zero = ctx_.int_val(0),
              s = ctx_.int_var(smt::Namespace::Internal, "rotate.s"),
              t = ctx_.int_var(smt::Namespace::Internal, "rotate.t"),
              t2 = ctx_.int_var(smt::Namespace::Internal, "rotate.t2");
    auto in = [&](smt::Term x) { return ctx_.conj({ctx_.ge(x, zero), ctx_.lt(x, e)}); };
    const int64_t q_min = std::min<int64_t>(0, r.stride), q_max = std::max<int64_t>(0, r.stride);
    auto forward_of = [&](smt::Term x) {
      smt::Term a = ctx_.add(ctx_.mul(ctx_.int_val(r.stride), x), s);
      smt::Term rem = ctx_.sub(a, ctx_.mul(ctx_.int_val(q_max), e));
      for (int64_t q = q_max; q-- > q_min;)
        rem = ctx_.ite(ctx_.lt(a, ctx_.mul(ctx_.int_val(q + 1), e)),
                       ctx_.sub(a, ctx_.mul(ctx_.int_val(q), e)), rem);
      return rem;
    };
    std::vector<smt::Term> base = int_pre_;
    base.insert(base.end(), dim_facts_.begin(), dim_facts_.end());
    base.push_back(in(s));
    return bijection_scripts(
        r, base,
        {{in(t), in(forward_of(t))},
         {ctx_.conj({in(t), in(t2), ctx_.eq(forward_of(t), forward_of(t2))}), ctx_.eq(t, t2)}});
  }

  std::vector<std::string>
  bijection_scripts(const Rotation &r, const std::vector<smt::Term> &base,
                    const std::vector<std::pair<smt::Term, smt::Term>> &obligations) {
    std::vector<std::string> scripts;
    for (const auto &[hyp, goal] : obligations) {
      std::vector<smt::Term> hyps = base;
      hyps.push_back(hyp);
      if (!unsat(hyps, ctx_.negate(goal)))
        throw NotProved{message([&](TermPrinter &n) {
          std::string why = "cannot show the rotation " + rotation_text(n, r) +
                            " is a bijection of [0, " + n(r.extent) + ") (" + r.loc.text() + ")";
          if (r.stride != 1 && r.stride != -1)
            why += ": its stride " + std::to_string(r.stride) +
                   " must be coprime to the extent under the rule's preconditions";
          return why;
        })};
      scripts.push_back(last_script_);
    }
    return scripts;
  }

  static std::string rotation_text(TermPrinter &n, const Rotation &r) {
    IndexPoly a = IndexPoly::constant(r.stride) * IndexPoly::symbol(r.reduced) + r.shift;
    return "(" + n(a) + ") % " + n(r.extent);
  }

  std::optional<std::vector<std::string>> tile_obligations(const IndexPoly &A, const IndexPoly &B,
                                                           TileOrder order) override {
    std::vector<std::string> scripts;
    if (!index_valid({}, B - IndexPoly::constant(1), true))
      return std::nullopt;
    scripts.push_back(last_script_);
    if (!index_valid({}, A, true))
      return std::nullopt;
    scripts.push_back(last_script_);
    smt::Term a = lower_index(A), b = lower_index(B), zero = ctx_.int_val(0),
              one = ctx_.int_val(1);
    smt::Term t = ctx_.int_var(smt::Namespace::Internal, "tile.t"),
              u = ctx_.int_var(smt::Namespace::Internal, "tile.u"),
              j = ctx_.int_var(smt::Namespace::Internal, "tile.j");
    // A reversed index x < n is walked as n - 1 - x, which is its own inverse.
    auto tile = [&](smt::Term x) { return order.reverse_tiles ? ctx_.sub(ctx_.sub(a, one), x) : x; };
    auto within = [&](smt::Term x) {
      return order.reverse_within ? ctx_.sub(ctx_.sub(b, one), x) : x;
    };
    smt::Term fwd = ctx_.add(ctx_.mul(b, tile(t)), within(u));
    smt::Term jt = tile(ctx_.int_div(j, b)), ju = within(ctx_.int_mod(j, b));
    auto range = [&](smt::Term x, smt::Term n) {
      return ctx_.conj({ctx_.ge(x, zero), ctx_.lt(x, n)});
    };
    smt::Term tu_in = ctx_.conj({range(t, a), range(u, b)});
    smt::Term j_in = range(j, ctx_.mul(a, b));
    std::vector<smt::Term> base = int_pre_;
    base.insert(base.end(), dim_facts_.begin(), dim_facts_.end());
    base.push_back(ctx_.ge(b, ctx_.int_val(1)));
    const std::vector<std::pair<smt::Term, smt::Term>> obligations = {
        {tu_in, range(fwd, ctx_.mul(a, b))},
        {j_in, ctx_.conj({range(jt, a), range(ju, b)})},
        {tu_in, ctx_.conj({ctx_.eq(tile(ctx_.int_div(fwd, b)), t),
                           ctx_.eq(within(ctx_.int_mod(fwd, b)), u)})},
        {j_in, ctx_.eq(ctx_.add(ctx_.mul(b, tile(jt)), within(ju)), j)}};
    for (const auto &[hyp, goal] : obligations) {
      std::vector<smt::Term> hyps = base;
      hyps.push_back(hyp);
      if (!unsat(hyps, ctx_.negate(goal)))
        return std::nullopt;
      scripts.push_back(last_script_);
    }
    return scripts;
  }

  static Poly term_poly(const Poly::Term &t) {
    Poly p = Poly::constant(1);
    for (const AtomPtr &f : t.factors)
      p = p * Poly::atom(f);
    return p;
  }

  smt::Term obligation(const ValueObligation &o) { return facts_.holds(o.kind, lower(o.value)); }

  // ---- queries ----
  /// Is `goal >= 0` implied for all integer values of the symbols, given dims >= 1, the
  /// integer preconditions, the compared element's range and the scope (reduction variables in
  /// range, masks taken)? A goal valid without the solver sets last_script_ only when
  /// `want_script` (the caller records it as a step's obligation): its query, unsat but unasked,
  /// so the step states what it relies on instead of repeating an earlier, unrelated script.
  bool index_valid(const std::vector<ScopeEntry> &scope, const IndexPoly &goal,
                   bool want_script = false) {
    bool trivial = false;
    if (auto c = goal.as_constant()) {
      if (*c < 0)
        return false;
      trivial = true;
    } else {
      trivial = obviously_nonnegative(scope, goal);
    }
    if (trivial && !want_script)
      return true;
    std::vector<smt::Term> hyps = int_pre_;
    auto in_range = [&](const IndexSym &v, const IndexPoly &extent) {
      smt::Term t = int_sym(v);
      hyps.push_back(ctx_.ge(t, ctx_.int_val(0)));
      hyps.push_back(ctx_.lt(t, lower_index(extent)));
    };
    for (const auto &[s, extent] : free_ranges_)
      in_range(s, extent);
    for (const ScopeEntry &e : scope) {
      if (e.var)
        in_range(*e.var, e.extent);
      if (e.path)
        hyps.push_back(compare(e.path->op, lower_index(e.path->ia), lower_index(e.path->ib)));
    }
    smt::Term g = ctx_.ge(lower_index(goal), ctx_.int_val(0));
    hyps.insert(hyps.end(), dim_facts_.begin(), dim_facts_.end());
    if (trivial) {
      last_script_ = script(hyps, ctx_.negate(g));
      return true;
    }
    return unsat(hyps, ctx_.negate(g));
  }

  /// The common in-range facts need no solver: an index variable is >= 0, and E - v - 1 >= 0
  /// when v ranges over [0, E') with E - E' a constant >= 0.
  bool obviously_nonnegative(const std::vector<ScopeEntry> &scope, const IndexPoly &goal) {
    auto range_of = [&](const IndexSym &v) -> const IndexPoly * {
      for (const ScopeEntry &e : scope)
        if (e.var && *e.var == v)
          return &e.extent;
      for (const auto &[s, extent] : free_ranges_)
        if (s == v)
          return &extent;
      return nullptr;
    };
    for (const auto &[mono, coef] : goal.terms()) {
      if (mono.size() != 1 || mono[0].kind == IndexSym::Dim)
        continue;
      const IndexSym &v = mono[0];
      if (coef == 1 && goal == IndexPoly::symbol(v))
        return true;
      const IndexPoly *extent = range_of(v);
      if (coef == -1 && extent) {
        auto slack = (goal + IndexPoly::symbol(v) + IndexPoly::constant(1) - *extent).as_constant();
        if (slack && *slack >= 0)
          return true;
      }
    }
    return false;
  }

  /// A value obligation holds where it is evaluated: everywhere (the usual case, asked first),
  /// or given its scope (reduction variables in range, masks taken). Returns what is then known,
  /// for the right side's obligations: the obligation, or the scope implying it.
  std::optional<smt::Term> valid_where_evaluated(const std::vector<smt::Term> &hyps,
                                                 const ValueObligation &o) {
    smt::Term holds = obligation(o);
    if (value_valid(hyps, holds))
      return holds;
    std::vector<smt::Term> scope;
    bool masked = masked_sums_positive(o);
    for (const ScopeEntry &e : o.scope) {
      if (e.var) {
        scope.push_back(ctx_.ge(int_sym(*e.var), ctx_.int_val(0)));
        scope.push_back(ctx_.lt(int_sym(*e.var), lower_index(e.extent)));
      }
      if (e.path)
        scope.push_back(lower_cond(*e.path));
    }
    if (masked)
      return scope.empty() ? holds : ctx_.implies(ctx_.conj(scope), holds);
    if (scope.empty())
      return std::nullopt;
    std::vector<smt::Term> within = hyps;
    within.insert(within.end(), scope.begin(), scope.end());
    if (!value_valid(within, holds))
      return std::nullopt;
    return ctx_.implies(ctx_.conj(scope), holds);
  }

  /// Law sum-sign for masked sums, where an obligation is evaluated: `log(s[i,t])` of a ragged
  /// tile's sum `sum(u < BN) select(t*BN + u < N, f, 0)` needs s > 0 only for the tiles that
  /// exist. An obligation `value > 0` holds when value is one monomial with a positive
  /// coefficient whose every factor is > 0 for all values, or a masked sum that is > 0 there:
  /// its kept terms are > 0 for all values, and in the obligation's scope its range is non-empty
  /// and its first term (every summed variable 0) is kept. Each fact is a solver query (index
  /// ones with the scope, as index obligations are), recorded as the step's obligations.
  bool masked_sums_positive(const ValueObligation &o) {
    if (!enabled(Law::SumSign) || o.kind != semantics::Obligation::Positive ||
        o.value.terms().size() != 1)
      return false;
    const Poly::Term &term = o.value.terms().begin()->second;
    if (term.coef <= 0)
      return false;
    std::vector<std::string> scripts;
    bool any_masked = false;
    for (const AtomPtr &f : term.factors) {
      if (f->kind == AtomKind::Sum && masked_sum_positive_in(f, o.scope, scripts)) {
        any_masked = true;
        continue;
      }
      if (!positive_everywhere(Poly::atom(f)))
        return false;
      scripts.push_back(last_script_);
    }
    if (!any_masked)
      return false;
    tried(Law::SumSign);
    record(law_name(Law::SumSign), message([&](TermPrinter &t) {
             return t(o.value) + " > 0 where it is evaluated (" + line_col(o.loc) +
                    "): each masked sum keeps its first term";
           }),
           scripts);
    return true;
  }

  /// The mask of a masked body: its factor select(c, A, 0) on an integer condition, when the
  /// body is one monomial with one; else null.
  static AtomPtr mask_factor(const Poly &body) {
    if (body.terms().size() != 1)
      return nullptr;
    for (const AtomPtr &f : body.terms().begin()->second.factors)
      if (f->kind == AtomKind::Ite && f->cond->integer && f->args[1].is_zero())
        return f;
    return nullptr;
  }

  /// p > 0 for all values. Asked first with only the positivity facts of p's own exponentials
  /// (the trusted base's exp(a) > 0, each an instance of that family): a product of
  /// exponentials needs no more, and a query with every fact of the proof grows with the square
  /// of its function applications. Then with every fact.
  bool positive_everywhere(const Poly &p) {
    FactQuery local;
    local.before = real_pre_;
    local.before.insert(local.before.end(), dim_facts_.begin(), dim_facts_.end());
    for (const auto &[k, t] : p.terms())
      for (const AtomPtr &f : t.factors)
        if (f->kind == AtomKind::Fn && f->fn == ir::Fn::Exp)
          local.facts.push_back(
              {exp_facts_family(), ctx_.gt(lower(Poly::atom(f)), ctx_.real_int(0))});
    if (!local.facts.empty() &&
        unsat_with_facts(local, ctx_.negate(ctx_.gt(lower(p), ctx_.real_int(0)))))
      return true;
    FactQuery q;
    q.before = real_pre_;
    q.before.insert(q.before.end(), dim_facts_.begin(), dim_facts_.end());
    q.facts = facts_.tagged_facts();
    return unsat_with_facts(q, ctx_.negate(ctx_.gt(lower(p), ctx_.real_int(0))));
  }

  bool masked_sum_positive_in(const AtomPtr &sum, const std::vector<ScopeEntry> &scope,
                              std::vector<std::string> &scripts) {
    const Poly &body = sum->args[0];
    AtomPtr mask = mask_factor(body);
    if (!mask)
      return false;
    const Poly::Term &t = body.terms().begin()->second;
    Poly kept = Poly::constant(t.coef);
    bool skipped = false; // the mask itself, once (a repeated factor stays a factor)
    for (const AtomPtr &f : t.factors) {
      if (!skipped && f == mask)
        skipped = true;
      else
        kept = kept * Poly::atom(f);
    }
    if (!positive_everywhere(kept * mask->args[0]))
      return false;
    scripts.push_back(last_script_);
    IndexPoly a = mask->cond->ia, b = mask->cond->ib;
    std::vector<IndexPoly> goals;
    for (size_t v = 0; v < sum->vars.size(); ++v) {
      goals.push_back(sum->extents[v] - IndexPoly::constant(1));
      a = a.substitute(sum->vars[v], IndexPoly::constant(0));
      b = b.substitute(sum->vars[v], IndexPoly::constant(0));
    }
    for (const IndexPoly &g : holds_when_nonnegative(mask->cond->op, a, b))
      goals.push_back(g);
    for (const IndexPoly &g : goals) {
      if (!index_valid(scope, g, /*want_script=*/true))
        return false;
      scripts.push_back(last_script_);
    }
    return true;
  }

  /// Is `goal` implied by the real preconditions, `hyps` and the ground facts, for all values
  /// of every atom? Integer symbols are treated as reals here: a weakening, so sound.
  bool value_valid(const std::vector<smt::Term> &hyps, smt::Term goal) {
    FactQuery q;
    q.before = real_pre_;
    q.before.insert(q.before.end(), hyps.begin(), hyps.end());
    if (unsat(q.before, ctx_.negate(goal)))
      return true;
    add_sum_signs();
    q.facts = facts_.tagged_facts();
    q.after = sign_facts_;
    // Integer conditions in values (selects) are over the integer symbols, which the dimension
    // preconditions constrain; left out of the first attempt, where a nonlinear one (N == NT*BN)
    // only slows a query that needs none.
    q.after.insert(q.after.end(), int_pre_.begin(), int_pre_.end());
    // The compared elements' indices lie in their ranges (a collapsed one-hot at a statement's
    // own index leaves `select(0 <= p < P, ...)`).
    for (const auto &[sym, extent] : free_ranges_) {
      smt::Term v = int_sym(sym);
      q.after.push_back(ctx_.ge(v, ctx_.int_val(0)));
      q.after.push_back(ctx_.lt(v, lower_index(extent)));
    }
    q.after.insert(q.after.end(), dim_facts_.begin(), dim_facts_.end());
    return unsat_with_facts(std::move(q), ctx_.negate(goal));
  }

  /// select-collapse's one-hot decision, over all integers: `d == 0 <=> v == value`, or
  /// `d != 0` when there is no value. The script of the query, or nullopt when not shown.
  std::optional<std::string> confirm_collapse(const CollapseClaim &c) {
    smt::Term zero = ctx_.int_val(0);
    smt::Term holds = ctx_.eq(lower_index(c.d), zero);
    smt::Term goal = ctx_.negate(holds);
    if (c.value) {
      smt::Term at = ctx_.eq(int_sym(c.v), lower_index(*c.value));
      goal = ctx_.conj({ctx_.implies(holds, at), ctx_.implies(at, holds)});
    }
    if (!unsat({}, ctx_.negate(goal)))
      return std::nullopt;
    return last_script_;
  }

  /// unsat() of the query with its facts; when unsat, the fact families it needed are noted for
  /// the report (fact_usage.h).
  bool unsat_with_facts(FactQuery q, smt::Term negated_goal) {
    std::vector<smt::Term> all = q.before;
    std::vector<smt::Term> facts = fact_terms(q.facts);
    all.insert(all.end(), facts.begin(), facts.end());
    all.insert(all.end(), q.after.begin(), q.after.end());
    if (!unsat(all, negated_goal))
      return false;
    q.after.push_back(negated_goal);
    std::set<std::string> needed = needed_families(ctx_, q, used_families_, calls_);
    used_families_.insert(needed.begin(), needed.end());
    return true;
  }

  /// Law sum-sign: a sum whose body is >= 0 (> 0) everywhere is >= 0 (> 0 over a non-empty
  /// range). Found by asking the solver about the body at the sum's own (free) variables.
  void add_sum_signs() {
    if (!enabled(Law::SumSign))
      return;
    while (!pending_sign_.empty()) {
      AtomPtr a = pending_sign_.back();
      pending_sign_.pop_back();
      if (a->kind != AtomKind::Sum)
        continue;
      tried(Law::SumSign);
      smt::Term body = lower(a->args[0]),
                s = atoms_.count(a->key) ? atoms_.at(a->key) : lower_atom(a);
      FactQuery base;
      base.before = real_pre_;
      base.before.insert(base.before.end(), dim_facts_.begin(), dim_facts_.end());
      base.facts = facts_.tagged_facts();
      if (unsat_with_facts(base, ctx_.negate(ctx_.ge(body, ctx_.real_int(0))))) {
        // A "> 0" fact rests on the range being non-empty and the body positive too.
        std::vector<std::string> scripts = {last_script_}, positive_scripts;
        bool nonempty = true;
        for (const IndexPoly &e : a->extents) {
          nonempty = nonempty && index_valid({}, e - IndexPoly::constant(1), true);
          if (nonempty)
            positive_scripts.push_back(last_script_);
        }
        // A masked body is 0 wherever its mask fails, so it is not > 0 everywhere: not asked
        // (the answer would be a model, which costs most where the query is largest).
        bool positive = nonempty && !mask_factor(a->args[0]) &&
                        unsat_with_facts(base, ctx_.negate(ctx_.gt(body, ctx_.real_int(0))));
        if (positive) {
          positive_scripts.push_back(last_script_);
          scripts.insert(scripts.end(), positive_scripts.begin(), positive_scripts.end());
        }
        sign_facts_.push_back(positive ? ctx_.gt(s, ctx_.real_int(0))
                                       : ctx_.ge(s, ctx_.real_int(0)));
        record(law_name(Law::SumSign), message([&](TermPrinter &t) {
                 return t(Poly::atom(a)) + (positive ? " > 0" : " >= 0");
               }),
               scripts);
      } else if (is_gram_square(laws_, *a)) {
        // Tried only when the solver cannot show the body >= 0, so that every sum it decides
        // keeps the proof (and script) it had.
        sign_facts_.push_back(ctx_.ge(s, ctx_.real_int(0)));
        record(law_name(Law::SumSign), message([&](TermPrinter &t) {
                 return t(Poly::atom(a)) + " >= 0: over two of its indices of one range its "
                                           "body is f(k) f(k'), a square of a sum";
               }),
               {});
      }
    }
  }

  std::string script(const std::vector<smt::Term> &hyps, smt::Term negated_goal) {
    smt::Solver s(ctx_);
    for (smt::Term h : hyps)
      s.add(h);
    s.add(negated_goal);
    return s.to_smt2();
  }

  bool unsat(const std::vector<smt::Term> &hyps, smt::Term negated_goal) {
    smt::Solver s(ctx_);
    for (smt::Term h : hyps)
      s.add(h);
    s.add(negated_goal);
    last_script_ = s.to_smt2();
    ++calls_;
    if (const char *dir = std::getenv("FUSEPROOF_DEBUG_DUMP"))
      std::ofstream(std::string(dir) + "/all" + std::to_string(calls_) + ".smt2") << last_script_;
    if (s.check() != smt::Result::Unsat)
      return false;
    decided_unsat_.insert(last_script_);
    return true;
  }

  void record(const std::string &law, const TermMessage &instance,
              std::vector<std::string> scripts) override {
    steps_.push_back(step(law, instance, std::move(scripts)));
  }
  void record(const std::string &law, const std::string &instance,
              std::vector<std::string> scripts) {
    steps_.push_back({law, instance, std::move(scripts), ""});
  }

  const ir::Rule &rule_;
  const AllSizesOptions &opts_;
  smt::Context ctx_;
  SymbolicDomain facts_; // the one place transcendental facts are defined
  std::map<std::string, smt::Term> atoms_;
  std::map<std::string, smt::Term> int_syms_;
  std::vector<std::pair<AtomPtr, smt::Term>> binders_;
  std::vector<AtomPtr> pending_sign_;
  std::vector<smt::Term> int_pre_, real_pre_, dim_facts_, sign_facts_, mod_guards_;
  std::vector<std::pair<IndexSym, IndexPoly>> free_ranges_;
  int next_free_ = 0; // the next free index symbol's id
  bool halves_ = false; // half-split instead of pair-split (the retry of a failed comparison)
  SymbolNames names_; // how index symbols read in messages
  SumLaws laws_;      // the normaliser's switches and state, for this proof only
  std::vector<Step> steps_;
  std::vector<Obligation> definedness_;
  std::string last_script_;
  std::set<std::string> decided_unsat_;
  std::set<std::string> used_families_; // the fact families some unsat answer needed
  std::map<Law, size_t> tried_;          // attempts per law (candidates that matched)
  size_t calls_ = 0;
  int next_fresh_ = 500000; // bound variables the laws introduce
  bool comparing_ = false;
};

} // namespace

AllSizesResult prove_all_sizes(const ir::Rule &rule, const AllSizesOptions &options) {
  AllSizesResult r = AllSizesProver(rule, options).run();
  if (r.proved && options.check_steps) {
    std::string failure = check_steps(r.steps, options.budget, r.decided_unsat);
    // The definedness queries are part of the proof too: checked the same way.
    for (const Obligation &o : r.definedness)
      if (failure.empty() && !r.decided_unsat.count(o.script) &&
          smt::check_script(o.script, options.budget) != smt::Result::Unsat)
        failure = o.what;
    if (!failure.empty()) {
      r.proved = false;
      r.reason = "step check failed: " + failure;
    }
  }
  return r;
}

std::string check_steps(const std::vector<Step> &steps, const smt::Budget &budget,
                        const std::set<std::string> &decided) {
  for (const Step &s : steps)
    for (const std::string &script : s.obligations)
      if (!decided.count(script) && smt::check_script(script, budget) != smt::Result::Unsat)
        return s.law + ": " + s.instance;
  return "";
}

std::vector<Obligation> proof_obligations(const AllSizesResult &r) {
  std::vector<Obligation> out;
  std::set<std::string> seen;
  auto add = [&](Obligation o) {
    if (seen.insert(o.script).second)
      out.push_back(std::move(o));
  };
  for (const Obligation &o : r.definedness)
    add(o);
  for (size_t i = 0; i < r.steps.size(); ++i) {
    const Step &s = r.steps[i];
    for (size_t j = 0; j < s.obligations.size(); ++j)
      add({"step " + std::to_string(i + 1) + " (" + s.law + ") obligation " +
               std::to_string(j + 1) + " of " + std::to_string(s.obligations.size()) + ": " +
               s.instance,
           s.obligations[j], smt::Result::Unsat});
  }
  return out;
}

} // namespace fuseproof::verify
