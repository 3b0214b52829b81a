#include "fuzz/mutator.h"

#include <algorithm>
#include <functional>
#include <map>

namespace fuseproof::fuzz {

const char *mutant_name(MutantKind kind) {
  static const char *names[kMutantKinds] = {"swap-index",    "flip-sign",     "flip-comparison",
                                            "off-by-one",    "drop-term",     "change-constant",
                                            "rename-symbol", "internal-name", "unsafe-division",
                                            "big-literal",   "contradiction", "unread-statement"};
  return names[static_cast<int>(kind)];
}

namespace {

using Pred = std::function<bool(const Slot &)>;

std::vector<Slot> slots_where(RuleDoc &doc, const Pred &pred) {
  std::vector<Slot> out;
  for (const Slot &s : collect_slots(doc))
    if (pred(s))
      out.push_back(s);
  return out;
}

/// A random slot, from the right side three times in four when it has any: most mutants are
/// meant to break the fused program, not the specification.
const Slot *pick(Rng &rng, const std::vector<Slot> &slots) {
  if (slots.empty())
    return nullptr;
  std::vector<const Slot *> rhs;
  for (const Slot &s : slots)
    if (s.side == 1)
      rhs.push_back(&s);
  if (!rhs.empty() && rng.chance(3, 4))
    return rhs[rng.below(rhs.size())];
  return &slots[rng.below(slots.size())];
}

const char *side_word(int side) { return side == 0 ? "lhs" : side == 1 ? "rhs" : "preconditions"; }

bool value_slot(const Slot &s) { return s.side >= 0 && s.ctx == Ctx::Value; }

bool digits_only(const std::string &t) {
  return !t.empty() && t.size() <= 15 && t.find_first_not_of("0123456789") == std::string::npos;
}

std::set<std::string> all_names(const RuleDoc &doc) {
  std::set<std::string> out;
  for (const dsl::NamedLoc &d : doc.ast.dims)
    out.insert(d.name);
  for (const dsl::TensorDecl &t : doc.ast.inputs)
    out.insert(t.name);
  for (const dsl::NamedLoc &s : doc.ast.scalars)
    out.insert(s.name);
  for (const dsl::Section *sec : {&doc.ast.lhs, &doc.ast.rhs})
    for (const dsl::Statement &st : sec->statements) {
      out.insert(st.target);
      for (const dsl::IndexBinder &b : st.indices)
        out.insert(b.name);
      std::set<std::string> ids = identifiers(*st.value);
      out.insert(ids.begin(), ids.end());
    }
  return out;
}

std::string unused_name(const RuleDoc &doc, const std::string &stem) {
  std::set<std::string> names = all_names(doc);
  for (int n = 1;; ++n)
    if (!names.count(stem + std::to_string(n)))
      return stem + std::to_string(n);
}

/// A right-side statement that is compared (the mutation then reaches an output).
dsl::Statement *compared_rhs(RuleDoc &doc, Rng &rng) {
  std::vector<dsl::Statement *> out;
  for (dsl::Statement &st : doc.ast.rhs.statements)
    for (const dsl::NamedLoc &c : doc.ast.compares)
      if (c.name == st.target)
        out.push_back(&st);
  if (out.empty())
    return doc.ast.rhs.statements.empty() ? nullptr : &doc.ast.rhs.statements.back();
  return out[rng.below(out.size())];
}

void add_require(RuleDoc &doc, ExprPtr cond, int where) {
  doc.ast.requires_.push_back(std::move(cond));
  doc.where_of.push_back(where);
}

ExprPtr oriented(Rng &rng, ExprPtr a, const std::string &op, ExprPtr b) {
  if (rng.chance(1, 2))
    return bin(mirror_comparison(op), std::move(b), std::move(a));
  return bin(op, std::move(a), std::move(b));
}

std::optional<std::string> swap_index(RuleDoc &doc, Rng &rng) {
  auto cands = slots_where(doc, [](const Slot &s) {
    return s.side >= 0 && (*s.ptr)->kind == ExprKind::Access && !(*s.ptr)->args.empty();
  });
  const Slot *s = pick(rng, cands);
  if (!s)
    return std::nullopt;
  Expr &a = **s->ptr;
  std::vector<std::pair<size_t, size_t>> pairs;
  for (size_t p = 0; p < a.args.size(); ++p)
    for (size_t q = p + 1; q < a.args.size(); ++q)
      if (print_expr(*a.args[p]) != print_expr(*a.args[q]))
        pairs.emplace_back(p, q);
  if (!pairs.empty() && rng.chance(2, 3)) {
    auto [p, q] = rng.pick(pairs);
    std::swap(a.args[p], a.args[q]);
    return "indices " + std::to_string(p) + " and " + std::to_string(q) + " of " + a.text +
           " swapped on the " + side_word(s->side);
  }
  size_t p = rng.below(a.args.size());
  std::vector<std::string> others;
  for (const std::string &v : s->scope)
    if (print_expr(*a.args[p]) != v)
      others.push_back(v);
  if (others.empty())
    return std::nullopt;
  std::string v = rng.pick(others);
  a.args[p] = name(v);
  return "index " + std::to_string(p) + " of " + a.text + " replaced by " + v + " on the " +
         side_word(s->side);
}

std::optional<std::string> flip_sign(RuleDoc &doc, Rng &rng) {
  auto additive = slots_where(doc, [](const Slot &s) {
    return value_slot(s) && (*s.ptr)->kind == ExprKind::Binary &&
           ((*s.ptr)->op == "+" || (*s.ptr)->op == "-");
  });
  auto negs = slots_where(
      doc, [](const Slot &s) { return value_slot(s) && (*s.ptr)->kind == ExprKind::Neg; });
  uint64_t r = rng.below(3);
  if (r == 0 && !additive.empty()) {
    const Slot *s = pick(rng, additive);
    Expr &e = **s->ptr;
    e.op = e.op == "+" ? "-" : "+";
    return "'" + std::string(e.op == "+" ? "-" : "+") + "' became '" + e.op + "' on the " +
           side_word(s->side);
  }
  if (r == 1 && !negs.empty()) {
    const Slot *s = pick(rng, negs);
    ExprPtr inner = std::move((*s->ptr)->args[0]);
    *s->ptr = std::move(inner);
    return std::string("a negation dropped on the ") + side_word(s->side);
  }
  auto any = slots_where(doc, value_slot);
  const Slot *s = pick(rng, any);
  if (!s)
    return std::nullopt;
  *s->ptr = neg(std::move(*s->ptr));
  return std::string("a negation added on the ") + side_word(s->side);
}

std::optional<std::string> flip_comparison(RuleDoc &doc, Rng &rng) {
  auto cands = slots_where(doc, [](const Slot &s) {
    return (*s.ptr)->kind == ExprKind::Binary && is_comparison((*s.ptr)->op);
  });
  if (cands.empty())
    return std::nullopt;
  const Slot &s = cands[rng.below(cands.size())];
  Expr &e = **s.ptr;
  std::string before = print_expr(e);
  switch (rng.below(3)) {
  case 0: std::swap(e.args[0], e.args[1]); break; // orientation changed, operator kept
  case 1: {
    static const std::map<std::string, std::string> strict = {
        {"<", "<="}, {"<=", "<"}, {">", ">="}, {">=", ">"}, {"==", "<="}, {"!=", "<"}};
    e.op = strict.at(e.op);
    break;
  }
  default: e.op = e.op == "==" ? "!=" : e.op == "!=" ? "==" : mirror_comparison(e.op); break;
  }
  if (print_expr(e) == before)
    e.op = negate_comparison(e.op);
  return "'" + before + "' became '" + print_expr(e) + "' in the " + side_word(s.side);
}

std::optional<std::string> off_by_one(RuleDoc &doc, Rng &rng) {
  auto cands = slots_where(doc, [](const Slot &s) {
    if (s.side < 0)
      return false;
    if (s.ctx == Ctx::Range)
      return s.parent == nullptr || s.arg == -1; // a whole range
    if (s.ctx != Ctx::Index || !s.parent)
      return false;
    return s.parent->kind == ExprKind::Access ||
           (s.parent->kind == ExprKind::Binary && is_comparison(s.parent->op));
  });
  // Binder ranges of statements are roots of their own (no parent) and also count.
  const Slot *s = pick(rng, cands);
  if (!s)
    return std::nullopt;
  std::string before = print_expr(**s->ptr);
  const char *op = rng.chance(1, 2) ? "+" : "-";
  *s->ptr = bin(op, std::move(*s->ptr), num(1));
  return "'" + before + "' became '" + print_expr(**s->ptr) + "' on the " + side_word(s->side);
}

std::optional<std::string> drop_term(RuleDoc &doc, Rng &rng) {
  auto cands = slots_where(doc, [](const Slot &s) {
    const Expr &e = **s.ptr;
    if (!value_slot(s))
      return false;
    if (e.kind == ExprKind::Binary)
      return !is_comparison(e.op);
    return e.kind == ExprKind::Call || e.kind == ExprKind::Power;
  });
  const Slot *s = pick(rng, cands);
  if (!s)
    return std::nullopt;
  Expr &e = **s->ptr;
  std::string before = print_expr(e);
  size_t keep = 0;
  if (e.kind == ExprKind::Binary || (e.kind == ExprKind::Call && e.args.size() == 2))
    keep = rng.below(2);
  else if (e.kind == ExprKind::Call && e.text == "select")
    keep = 1 + rng.below(2);
  ExprPtr kept = std::move(e.args[keep]);
  *s->ptr = std::move(kept);
  return "'" + before + "' became '" + print_expr(**s->ptr) + "' on the " + side_word(s->side);
}

std::optional<std::string> change_constant(RuleDoc &doc, Rng &rng) {
  auto cands = slots_where(doc, [](const Slot &s) { return (*s.ptr)->kind == ExprKind::Number; });
  const Slot *s = pick(rng, cands);
  if (!s)
    return std::nullopt;
  Expr &e = **s->ptr;
  std::string before = e.text;
  std::vector<std::string> options = {"0", "1", "2", "0.5", "1e-6", "3"};
  if (digits_only(e.text)) {
    long long n = std::stoll(e.text);
    options.push_back(std::to_string(n + 1));
    options.push_back(std::to_string(n * 2));
    if (n > 0)
      options.push_back(std::to_string(n - 1));
  }
  options.erase(std::remove(options.begin(), options.end(), before), options.end());
  e.text = rng.pick(options);
  return "constant " + before + " became " + e.text + " in the " + side_word(s->side);
}

std::optional<std::string> rename_symbol(RuleDoc &doc, Rng &rng) {
  std::vector<std::string> symbols;
  for (const dsl::NamedLoc &d : doc.ast.dims)
    symbols.push_back(d.name);
  for (const dsl::TensorDecl &t : doc.ast.inputs)
    symbols.push_back(t.name);
  for (const dsl::NamedLoc &s : doc.ast.scalars)
    symbols.push_back(s.name);
  for (const dsl::Section *sec : {&doc.ast.lhs, &doc.ast.rhs})
    for (const dsl::Statement &st : sec->statements) {
      symbols.push_back(st.target);
      for (const dsl::IndexBinder &b : st.indices)
        symbols.push_back(b.name);
    }
  if (symbols.empty())
    return std::nullopt;
  std::string from = rng.pick(symbols);
  static const std::vector<std::string> internal = {"d0",  "d1",  "f0",   "f1",  "i",  "j",  "k",
                                                    "sum", "exp", "tile", "max", "i0", "s0", "x1"};
  std::string to = rng.chance(1, 2) ? rng.pick(symbols) : rng.pick(internal);
  if (to == from)
    to = from == "d0" ? "f0" : "d0";
  rename_everywhere(doc, from, to);
  return "'" + from + "' renamed to '" + to + "'";
}

std::optional<std::string> internal_name(RuleDoc &doc, Rng &rng) {
  dsl::Statement *st = compared_rhs(doc, rng);
  if (!st || doc.ast.dims.empty())
    return std::nullopt;
  bool index_variant = !st->indices.empty() && rng.chance(1, 3);
  size_t j = rng.chance(3, 5) ? 0 : rng.below(doc.ast.dims.size());
  std::string internal = index_variant ? "f0" : "d" + std::to_string(j);
  std::string how;
  bool exists = std::any_of(doc.ast.scalars.begin(), doc.ast.scalars.end(),
                            [&](const dsl::NamedLoc &s) { return s.name == internal; });
  if (!exists && !doc.ast.scalars.empty() && rng.chance(1, 2)) {
    std::string old = rng.pick(doc.ast.scalars).name;
    rename_everywhere(doc, old, internal);
    how = "scalar '" + old + "' renamed to '" + internal + "'";
  } else if (!exists) {
    doc.ast.scalars.push_back(named(internal));
    how = "scalar '" + internal + "' added";
  }
  if (index_variant) { // the compared element's first index, as the solver names it
    std::string var = st->indices[0].name;
    st->value = bin("+", std::move(st->value), bin("-", name(var), name(internal)));
    return how + "; rhs " + st->target + " += " + var + " - " + internal;
  }
  const std::string &dim = doc.ast.dims[j].name;
  std::vector<Slot> uses;
  {
    Slot proto;
    proto.side = 1;
    std::vector<Slot> all;
    collect_expr_slots(st->value, proto, all);
    for (const Slot &s : all)
      if (s.ctx == Ctx::Value && (*s.ptr)->kind == ExprKind::Name && (*s.ptr)->text == dim)
        uses.push_back(s);
  }
  if (!uses.empty() && rng.chance(2, 3)) {
    *rng.pick(uses).ptr = name(internal);
    return how + "; a use of dimension " + dim + " on the rhs replaced by " + internal;
  }
  st->value = bin("+", std::move(st->value), bin("-", name(dim), name(internal)));
  return how + "; rhs " + st->target + " += " + dim + " - " + internal;
}

std::optional<std::string> unsafe_division(RuleDoc &doc, Rng &rng) {
  dsl::Statement *st = compared_rhs(doc, rng);
  if (!st)
    return std::nullopt;
  std::string s;
  std::string cond_text = "none";
  if (!doc.ast.scalars.empty() && rng.chance(1, 4)) {
    s = rng.pick(doc.ast.scalars).name;
    cond_text = "as declared";
  } else {
    s = unused_name(doc, "beta");
    doc.ast.scalars.push_back(named(s));
    // Each allows s = 0, where the division below is undefined.
    ExprPtr cond;
    switch (rng.below(7)) {
    case 0: cond = bin(">=", num("1"), name(s)); break;
    case 1: cond = bin("<=", name(s), num("1")); break;
    case 2: cond = oriented(rng, name(s), ">=", num("0")); break;
    case 3: cond = oriented(rng, name(s), "<", num("2")); break;
    case 4: cond = oriented(rng, name(s), ">", neg(num("1"))); break;
    case 5: cond = oriented(rng, name(s), "<=", num("0")); break;
    default: break;
    }
    if (cond) {
      cond_text = print_expr(*cond);
      bool where = rng.chance(1, 2);
      add_require(doc, std::move(cond), where ? static_cast<int>(doc.ast.scalars.size() - 1) : -1);
    }
  }
  ExprPtr e = std::move(st->value);
  std::string what;
  switch (rng.below(6)) {
  case 0:
    st->value = bin("*", bin("/", std::move(e), name(s)), name(s));
    what = "x / s * s";
    break;
  case 1:
    st->value = bin("/", bin("*", std::move(e), name(s)), name(s));
    what = "x * s / s";
    break;
  case 2:
    st->value = bin("*", std::move(e), bin("/", name(s), name(s)));
    what = "x * (s / s)";
    break;
  case 3: // cancels in a polynomial normal form; only the obligation s != 0 can catch it
    st->value =
        bin("-", bin("+", clone(*e), bin("/", clone(*e), name(s))), bin("/", clone(*e), name(s)));
    what = "x + x / s - x / s";
    break;
  case 4:
    st->value = bin("+", std::move(e), bin("*", num("0"), bin("/", num("1"), name(s))));
    what = "x + 0 * (1 / s)";
    break;
  default:
    st->value = bin("+", std::move(e), bin("*", num("0"), call("log", name(s))));
    what = "x + 0 * log(s)";
    break;
  }
  return "rhs " + st->target + " = " + what + " with s = " + s + " (precondition: " + cond_text +
         ")";
}

std::optional<std::string> big_literal(RuleDoc &doc, Rng &rng) {
  auto product = [](std::vector<std::string> factors) {
    ExprPtr e = num(factors[0]);
    for (size_t i = 1; i < factors.size(); ++i)
      e = bin("*", std::move(e), num(factors[i]));
    return e;
  };
  uint64_t r = rng.below(6);
  if (r == 3) { // an integer literal n -> n + 2^64 (2^64 wraps to 0 in int64)
    auto cands = slots_where(doc, [](const Slot &s) {
      return value_slot(s) && (*s.ptr)->kind == ExprKind::Number && digits_only((*s.ptr)->text);
    });
    if (const Slot *s = pick(rng, cands)) {
      std::string before = (*s->ptr)->text;
      *s->ptr = bin("+", std::move(*s->ptr), product({"4294967296", "4294967296"}));
      return "literal " + before + " became " + before + " + 4294967296 * 4294967296 on the " +
             side_word(s->side);
    }
  }
  if (r == 4) { // an index i -> i + 2^64: out of range, unless the product wraps
    auto cands = slots_where(doc, [](const Slot &s) {
      return s.side == 1 && s.ctx == Ctx::Index && s.parent && s.parent->kind == ExprKind::Access;
    });
    if (const Slot *s = pick(rng, cands)) {
      std::string before = print_expr(**s->ptr);
      *s->ptr = bin("+", std::move(*s->ptr), product({"4294967296", "4294967296"}));
      return "rhs index " + before + " shifted by 4294967296 * 4294967296";
    }
  }
  dsl::Statement *st = compared_rhs(doc, rng);
  if (!st)
    return std::nullopt;
  ExprPtr e = std::move(st->value);
  std::string what;
  switch (r) {
  case 0: // false: 2^64 added (a wrapped product adds 0)
    st->value = bin("+", std::move(e), product({"65536", "65536", "65536", "65536"}));
    what = "+ 65536 * 65536 * 65536 * 65536";
    break;
  case 1: // false: times 2^64 + 1 (wrapped: times 1)
    st->value = bin("*", std::move(e), bin("+", product({"4294967296", "4294967296"}), num("1")));
    what = "* (4294967296 * 4294967296 + 1)";
    break;
  case 2: // true: 3037000500^2 is exactly the decimal literal (wrapped: far from it)
    st->value = bin("+", std::move(e),
                    bin("-", product({"3037000500", "3037000500"}), num("9223372037000250000")));
    what = "+ (3037000500 * 3037000500 - 9223372037000250000)";
    break;
  default: // true: 2^63 / 2^63 (wrapped: -2^63 / 2^63)
    st->value = bin("/", bin("*", std::move(e), product({"2147483648", "2147483648", "2"})),
                    num("9223372036854775808"));
    what = "* (2147483648 * 2147483648 * 2) / 9223372036854775808";
    break;
  }
  return "rhs " + st->target + " " + what;
}

std::optional<std::string> contradiction(RuleDoc &doc, Rng &rng) {
  uint64_t r = rng.below(4);
  std::vector<size_t> real_conds;
  for (size_t k = 0; k < doc.ast.requires_.size(); ++k) {
    std::set<std::string> ids = identifiers(*doc.ast.requires_[k]);
    for (const dsl::NamedLoc &s : doc.ast.scalars)
      if (ids.count(s.name))
        real_conds.push_back(k);
  }
  if (r == 0 && !real_conds.empty()) { // the negation of an existing scalar precondition
    const Expr &c = *doc.ast.requires_[rng.pick(real_conds)];
    ExprPtr neg_c = oriented(rng, clone(*c.args[0]), negate_comparison(c.op), clone(*c.args[1]));
    std::string text = print_expr(*neg_c);
    add_require(doc, std::move(neg_c), -1);
    return "require " + text + " (contradicts '" + print_expr(c) + "')";
  }
  if (r == 1 && !doc.ast.scalars.empty()) {
    std::string s = rng.pick(doc.ast.scalars).name;
    add_require(doc, oriented(rng, name(s), ">", num("0")), -1);
    add_require(doc, oriented(rng, name(s), "<", num("0")), -1);
    return "require " + s + " > 0 and " + s + " < 0";
  }
  if (r == 2 && !doc.ast.dims.empty()) {
    std::string d = rng.pick(doc.ast.dims).name;
    add_require(doc, oriented(rng, name(d), "<", num("1")), -1);
    return "require " + d + " < 1 (dimensions are >= 1)";
  }
  std::string s = unused_name(doc, "c");
  doc.ast.scalars.push_back(named(s));
  add_require(doc, oriented(rng, name(s), ">", num("1")),
              static_cast<int>(doc.ast.scalars.size() - 1));
  add_require(doc, oriented(rng, name(s), "<", num("0")), -1);
  return "scalar " + s + " where " + s + " > 1, require " + s + " < 0";
}

std::optional<std::string> unread_statement(RuleDoc &doc, Rng &rng) {
  std::string target = unused_name(doc, "dead");
  dsl::Statement st = statement(target, nullptr);
  st.epilogue = rng.chance(1, 2);
  st.stored = rng.chance(1, 2);
  std::vector<const dsl::TensorDecl *> tensors;
  for (const dsl::TensorDecl &t : doc.ast.inputs)
    tensors.push_back(&t);
  if (tensors.empty()) {
    if (doc.ast.scalars.empty())
      return std::nullopt;
    std::string s = rng.pick(doc.ast.scalars).name;
    st.value = bin("/", num("1"), name(s));
    doc.ast.rhs.statements.push_back(std::move(st));
    return "rhs statement " + target + " = 1 / " + s + " that nothing reads";
  }
  const dsl::TensorDecl &t = *rng.pick(tensors);
  std::set<std::string> taken = all_names(doc);
  taken.insert(target);
  std::vector<ExprPtr> idx;
  for (size_t p = 0; p < t.shape.size(); ++p) {
    std::string v;
    for (int n = 1; v.empty() || taken.count(v); ++n)
      v = "dq" + std::to_string(n);
    taken.insert(v);
    st.indices.push_back(binder(v, clone(*t.shape[p])));
    idx.push_back(name(v));
  }
  std::string what;
  uint64_t r = t.shape.empty() ? 1 + rng.below(3) : rng.below(4);
  if (r == 0) { // reads one past the last row
    idx[0] = bin("+", std::move(idx[0]), num(1));
    st.value = access(t.name, std::move(idx));
    what = "reads " + t.name + " one past its end";
  } else {
    ExprPtr a = access(t.name, std::move(idx));
    static const std::vector<std::string> kinds = {"", "div", "rsqrt", "log"};
    if (kinds[r] == "div")
      st.value = bin("/", num("1"), std::move(a));
    else
      st.value = call(kinds[r], std::move(a));
    what = kinds[r] == "div" ? "divides by an entry of " + t.name
                             : kinds[r] + " of an entry of " + t.name;
  }
  doc.ast.rhs.statements.push_back(std::move(st));
  return "rhs statement " + target + " that nothing reads " + what;
}

} // namespace

std::optional<std::string> mutate(RuleDoc &doc, MutantKind kind, Rng &rng) {
  switch (kind) {
  case MutantKind::SwapIndex: return swap_index(doc, rng);
  case MutantKind::FlipSign: return flip_sign(doc, rng);
  case MutantKind::FlipComparison: return flip_comparison(doc, rng);
  case MutantKind::OffByOne: return off_by_one(doc, rng);
  case MutantKind::DropTerm: return drop_term(doc, rng);
  case MutantKind::ChangeConstant: return change_constant(doc, rng);
  case MutantKind::RenameSymbol: return rename_symbol(doc, rng);
  case MutantKind::InternalName: return internal_name(doc, rng);
  case MutantKind::UnsafeDivision: return unsafe_division(doc, rng);
  case MutantKind::BigLiteral: return big_literal(doc, rng);
  case MutantKind::Contradiction: return contradiction(doc, rng);
  case MutantKind::UnreadStatement: return unread_statement(doc, rng);
  }
  return std::nullopt;
}

} // namespace fuseproof::fuzz
