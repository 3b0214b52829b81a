#include "fuzz/minimizer.h"

#include <map>
#include <set>

namespace fuseproof::fuzz {

namespace {

using Edit = std::function<bool(RuleDoc &)>; // false when it does not apply

template <class T> void erase_at(std::vector<T> &v, size_t i) {
  v.erase(v.begin() + static_cast<long>(i));
}

/// Every single-step simplification of `doc`, biggest first: whole statements and declarations
/// before subexpressions, subexpressions near the root before deep ones.
std::vector<Edit> edits(RuleDoc &doc) {
  std::vector<Edit> out;
  for (int side = 0; side < 2; ++side) {
    size_t n = (side == 0 ? doc.ast.lhs : doc.ast.rhs).statements.size();
    for (size_t s = n; s-- > 0;)
      out.push_back([side, s](RuleDoc &d) {
        dsl::Section &sec = side == 0 ? d.ast.lhs : d.ast.rhs;
        if (sec.statements.size() <= 1)
          return false;
        erase_at(sec.statements, s);
        return true;
      });
  }
  for (size_t c = 0; c < doc.ast.compares.size(); ++c)
    out.push_back([c](RuleDoc &d) {
      if (d.ast.compares.size() <= 1)
        return false;
      erase_at(d.ast.compares, c);
      return true;
    });
  for (size_t r = 0; r < doc.ast.requires_.size(); ++r)
    out.push_back([r](RuleDoc &d) {
      erase_at(d.ast.requires_, r);
      erase_at(d.where_of, r);
      return true;
    });
  for (size_t s = 0; s < doc.ast.scalars.size(); ++s)
    out.push_back([s](RuleDoc &d) {
      erase_at(d.ast.scalars, s);
      for (int &w : d.where_of) // later scalars move up one line
        w = w == static_cast<int>(s) ? -1 : w > static_cast<int>(s) ? w - 1 : w;
      return true;
    });
  for (size_t i = 0; i < doc.ast.inputs.size(); ++i)
    out.push_back([i](RuleDoc &d) {
      erase_at(d.ast.inputs, i);
      return true;
    });
  for (size_t i = 0; i < doc.ast.dims.size(); ++i)
    out.push_back([i](RuleDoc &d) {
      erase_at(d.ast.dims, i);
      return true;
    });
  // Both sides of a compared output at once: a one-sided edit usually turns the rule into a
  // plain wrong one, which no longer disagrees in the same way.
  for (const dsl::NamedLoc &c : doc.ast.compares) {
    const std::string target = c.name;
    auto stmt = [target](RuleDoc &d, int side) -> dsl::Statement * {
      for (dsl::Statement &st : (side == 0 ? d.ast.lhs : d.ast.rhs).statements)
        if (st.target == target)
          return &st;
      return nullptr;
    };
    for (int from = 0; from < 2; ++from) // one side's value copied to the other
      out.push_back([stmt, from](RuleDoc &d) {
        dsl::Statement *a = stmt(d, from), *b = stmt(d, 1 - from);
        if (!a || !b || print_expr(*a->value) == print_expr(*b->value))
          return false;
        b->value = clone(*a->value);
        return true;
      });
    if (dsl::Statement *r = stmt(doc, 1)) { // a part of the rhs replaced by the whole lhs
      std::vector<Slot> parts;
      Slot proto;
      proto.side = 1;
      collect_expr_slots(r->value, proto, parts);
      for (size_t k = 1; k < parts.size(); ++k)
        if (parts[k].ctx == Ctx::Value && parts[k].depth <= 2)
          out.push_back([stmt, k](RuleDoc &d) {
            dsl::Statement *l = stmt(d, 0), *r = stmt(d, 1);
            if (!l || !r)
              return false;
            std::vector<Slot> now;
            Slot proto;
            proto.side = 1;
            collect_expr_slots(r->value, proto, now);
            *now[k].ptr = clone(*l->value);
            return true;
          });
    }
    const dsl::Statement *l = stmt(doc, 0), *r = stmt(doc, 1);
    if (l && r && l->value->kind == r->value->kind && l->value->op == r->value->op &&
        l->value->text == r->value->text && l->value->args.size() == r->value->args.size())
      for (size_t a = 0; a < l->value->args.size(); ++a) // alike roots: descend on both sides
        out.push_back([stmt, a](RuleDoc &d) {
          for (int side = 0; side < 2; ++side) {
            dsl::Statement *st = stmt(d, side);
            ExprPtr operand = std::move(st->value->args[a]);
            st->value = std::move(operand);
          }
          return true;
        });
  }
  std::vector<Slot> slots = collect_slots(doc);
  // A subexpression written several times (on both sides, typically) shrinks everywhere at once.
  std::map<std::string, int> occurrences;
  for (const Slot &sl : slots)
    if (sl.side >= 0 && sl.ctx == Ctx::Value && !(*sl.ptr)->args.empty())
      ++occurrences[print_expr(**sl.ptr)];
  for (const auto &[text, count] : occurrences) {
    if (count < 2)
      continue;
    size_t arity = 0;
    for (const Slot &sl : slots)
      if (sl.side >= 0 && print_expr(**sl.ptr) == text)
        arity = (*sl.ptr)->args.size();
    for (size_t a = 0; a < arity; ++a)
      out.push_back([text, a](RuleDoc &d) {
        int replaced = 0;
        for (bool again = true; again && replaced < 64;) {
          again = false;
          for (const Slot &sl : collect_slots(d))
            if (sl.side >= 0 && sl.ctx == Ctx::Value && print_expr(**sl.ptr) == text) {
              ExprPtr operand = std::move((*sl.ptr)->args[a]);
              *sl.ptr = std::move(operand);
              ++replaced;
              again = true;
              break; // the slots below the replaced node are gone: collect again
            }
        }
        return replaced > 0;
      });
  }
  std::vector<size_t> order(slots.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return slots[a].depth < slots[b].depth; });
  for (size_t k : order) {
    const Expr &e = **slots[k].ptr;
    auto at = [k](RuleDoc &d) -> ExprPtr & { return *collect_slots(d)[k].ptr; };
    for (size_t a = 0; a < e.args.size(); ++a)
      out.push_back([at, a](RuleDoc &d) {
        ExprPtr &p = at(d);
        ExprPtr operand = std::move(p->args[a]);
        p = std::move(operand);
        return true;
      });
    if (e.kind == ExprKind::Number) {
      for (const char *small : {"0", "1", "2"})
        out.push_back([at, small](RuleDoc &d) {
          ExprPtr &p = at(d);
          if (p->text == small)
            return false;
          p->text = small;
          return true;
        });
      if (e.text.size() > 1 && e.text.find_first_not_of("0123456789") == std::string::npos)
        out.push_back([at](RuleDoc &d) { // fewer digits
          ExprPtr &p = at(d);
          p->text = p->text.substr(0, p->text.size() / 2);
          return true;
        });
    } else if (slots[k].ctx == Ctx::Value) {
      for (const char *small : {"1", "0"})
        out.push_back([at, small](RuleDoc &d) {
          at(d) = num(small);
          return true;
        });
    }
    if (e.kind == ExprKind::Reduce && e.range)
      out.push_back([at](RuleDoc &d) {
        at(d)->range = nullptr;
        return true;
      });
  }
  out.push_back([](RuleDoc &d) {
    bool changed = !d.ast.dtypes.empty() || !d.ast.description.empty();
    d.ast.dtypes.clear();
    d.ast.description.clear();
    for (dsl::Section *sec : {&d.ast.lhs, &d.ast.rhs})
      for (dsl::Statement &st : sec->statements) {
        changed = changed || st.offline || st.epilogue || st.stored;
        st.offline = st.epilogue = st.stored = false;
        for (dsl::IndexBinder &b : st.indices) {
          changed = changed || b.range;
          b.range = nullptr;
        }
      }
    return changed;
  });
  return out;
}

} // namespace

RuleDoc minimise(const RuleDoc &doc, const std::function<bool(const std::string &)> &still_fails,
                 int max_checks, MinimiseStats *stats) {
  RuleDoc best = clone(doc);
  std::set<std::string> tried = {print(best)};
  int checks = 0, accepted = 0;
  bool progress = true;
  while (progress && checks < max_checks) {
    progress = false;
    std::vector<Edit> list = edits(best);
    for (const Edit &edit : list) {
      if (checks >= max_checks)
        break;
      RuleDoc candidate = clone(best);
      if (!edit(candidate))
        continue;
      std::string text = print(candidate);
      // Only strictly shorter text counts as progress: some edits (an rhs part replaced by the
      // whole lhs) can grow a rule, and the loop must end.
      if (text.size() >= print(best).size() || !tried.insert(text).second)
        continue;
      ++checks;
      if (still_fails(text)) {
        best = std::move(candidate);
        ++accepted;
        progress = true;
        break; // the edit list refers to the old tree: enumerate again
      }
    }
  }
  if (stats)
    *stats = {checks, accepted};
  return best;
}

} // namespace fuseproof::fuzz
