#include "fuzz/rule_doc.h"

#include "dsl/parser.h"
#include "support/source.h"

#include <functional>
#include <sstream>

namespace fuseproof::fuzz {

namespace {

ExprPtr make(ExprKind kind) {
  auto e = std::make_unique<Expr>();
  e->kind = kind;
  return e;
}

// Binding levels of the grammar, loosest first; a node is parenthesised when its level is below
// what its context needs.
constexpr int kCmp = 0, kAdd = 1, kMul = 2, kUnary = 3, kPow = 4, kPrimary = 5;

int binary_level(const std::string &op) {
  if (is_comparison(op))
    return kCmp;
  return op == "+" || op == "-" ? kAdd : kMul;
}

std::string wrap(const std::string &s, bool paren) { return paren ? "(" + s + ")" : s; }

std::string print_at(const Expr &e, int ctx) {
  auto list = [](const std::vector<ExprPtr> &args) {
    std::string s;
    for (size_t i = 0; i < args.size(); ++i)
      s += (i ? ", " : "") + print_at(*args[i], kCmp);
    return s;
  };
  switch (e.kind) {
  case ExprKind::Number:
  case ExprKind::Name: return e.text;
  case ExprKind::Access: return e.text + "[" + list(e.args) + "]";
  case ExprKind::Call: return e.text + "(" + list(e.args) + ")";
  case ExprKind::Neg: {
    const Expr &a = *e.args[0];
    // "--x" would lex as two minus signs, but reads badly; a reduction operand needs parentheses.
    std::string inner =
        a.kind == ExprKind::Neg ? "(" + print_at(a, kCmp) + ")" : print_at(a, kUnary);
    return wrap("-" + inner, kUnary < ctx);
  }
  case ExprKind::Power:
    return wrap(print_at(*e.args[0], kPrimary) + "^" + std::to_string(e.exponent), kPow < ctx);
  case ExprKind::Binary: {
    int level = binary_level(e.op);
    std::string s =
        level == kCmp
            ? print_at(*e.args[0], kAdd) + " " + e.op + " " + print_at(*e.args[1], kAdd)
            : print_at(*e.args[0], level) + " " + e.op + " " + print_at(*e.args[1], level + 1);
    return wrap(s, level < ctx);
  }
  case ExprKind::Reduce: {
    std::string s = e.text + "(" + e.binder + (e.range ? " < " + print_at(*e.range, kAdd) : "") +
                    (e.filter ? " where " + print_at(*e.filter, kCmp) : "") + ") " +
                    print_at(*e.args[0], kMul);
    // The body of a reduction extends over * and /, so a reduction that is an operand is always
    // parenthesised; only a whole value, an argument or an index may stand bare.
    return wrap(s, ctx > kCmp);
  }
  }
  return "?";
}

void walk(Expr &e, const std::function<void(Expr &)> &f) {
  f(e);
  for (ExprPtr &a : e.args)
    walk(*a, f);
  if (e.range)
    walk(*e.range, f);
  if (e.filter)
    walk(*e.filter, f);
}

} // namespace

ExprPtr clone(const Expr &e) {
  auto out = std::make_unique<Expr>();
  out->kind = e.kind;
  out->loc = e.loc;
  out->text = e.text;
  out->op = e.op;
  for (const ExprPtr &a : e.args)
    out->args.push_back(clone(*a));
  out->exponent = e.exponent;
  out->binder = e.binder;
  out->binder_loc = e.binder_loc;
  if (e.range)
    out->range = clone(*e.range);
  if (e.filter)
    out->filter = clone(*e.filter);
  return out;
}

RuleDoc clone(const RuleDoc &doc) {
  RuleDoc out;
  const dsl::Rule &a = doc.ast;
  dsl::Rule &b = out.ast;
  b.name = a.name;
  b.loc = a.loc;
  b.description = a.description;
  b.dims = a.dims;
  for (const dsl::TensorDecl &t : a.inputs) {
    dsl::TensorDecl d = tensor_decl(t.name);
    d.loc = t.loc;
    for (const ExprPtr &s : t.shape)
      d.shape.push_back(clone(*s));
    if (t.integer) {
      d.integer = std::make_unique<dsl::IntegerDecl>();
      d.integer->loc = t.integer->loc;
      d.integer->lo = clone(*t.integer->lo);
      d.integer->hi = clone(*t.integer->hi);
      d.integer->has_ignore = t.integer->has_ignore;
      d.integer->ignore = t.integer->ignore;
      d.integer->ignore_loc = t.integer->ignore_loc;
    }
    b.inputs.push_back(std::move(d));
  }
  b.scalars = a.scalars;
  for (const ExprPtr &r : a.requires_)
    b.requires_.push_back(clone(*r));
  auto section = [](const dsl::Section &from, dsl::Section &to) {
    to.loc = from.loc;
    for (const dsl::Statement &st : from.statements) {
      dsl::Statement c = statement(st.target, clone(*st.value));
      c.loc = st.loc;
      c.offline = st.offline;
      c.epilogue = st.epilogue;
      c.stored = st.stored;
      c.target_loc = st.target_loc;
      for (const dsl::IndexBinder &ib : st.indices) {
        c.indices.push_back(binder(ib.name, ib.range ? clone(*ib.range) : nullptr));
        c.indices.back().loc = ib.loc;
        if (ib.at)
          c.indices.back().at = clone(*ib.at);
      }
      to.statements.push_back(std::move(c));
    }
  };
  section(a.lhs, b.lhs);
  section(a.rhs, b.rhs);
  b.compares = a.compares;
  b.dtypes = a.dtypes;
  b.end_loc = a.end_loc;
  out.where_of = doc.where_of;
  return out;
}

std::string print_expr(const Expr &e) { return print_at(e, kCmp); }

std::string print(const RuleDoc &doc) {
  const dsl::Rule &r = doc.ast;
  std::string out = "rule " + r.name;
  std::string desc;
  for (char c : r.description)
    if (c != '"' && c != '\n')
      desc += c;
  if (!desc.empty())
    out += " \"" + desc + "\"";
  out += "\n";
  if (!r.dims.empty()) {
    out += "dims";
    for (const dsl::NamedLoc &d : r.dims)
      out += " " + d.name;
    out += "\n";
  }
  if (!r.inputs.empty()) {
    out += "input ";
    for (size_t i = 0; i < r.inputs.size(); ++i) {
      const dsl::TensorDecl &t = r.inputs[i];
      out += (i ? ", " : "") + t.name;
      if (!t.shape.empty()) {
        out += "[";
        for (size_t p = 0; p < t.shape.size(); ++p)
          out += (p ? ", " : "") + print_at(*t.shape[p], kAdd);
        out += "]";
      }
      if (t.integer)
        out += ": int in [" + print_at(*t.integer->lo, kAdd) + ", " +
               print_at(*t.integer->hi, kAdd) + ")" +
               (t.integer->has_ignore ? " ignore " + t.integer->ignore : "");
    }
    out += "\n";
  }
  std::vector<bool> printed(r.requires_.size(), false);
  for (size_t s = 0; s < r.scalars.size(); ++s) {
    out += "scalar " + r.scalars[s].name;
    for (size_t k = 0; k < r.requires_.size(); ++k)
      if (k < doc.where_of.size() && doc.where_of[k] == static_cast<int>(s)) {
        out += " where " + print_expr(*r.requires_[k]);
        printed[k] = true;
        break; // a scalar line carries one condition; any further ones become require lines
      }
    out += "\n";
  }
  for (size_t k = 0; k < r.requires_.size(); ++k)
    if (!printed[k])
      out += "require " + print_expr(*r.requires_[k]) + "\n";
  auto section = [&](const char *title, const dsl::Section &sec) {
    out += std::string(title) + ":\n";
    for (const dsl::Statement &st : sec.statements) {
      out += "  ";
      if (st.offline)
        out += "offline ";
      if (st.epilogue)
        out += "epilogue ";
      if (st.stored)
        out += "stored ";
      out += st.target;
      if (!st.indices.empty()) {
        out += "[";
        for (size_t i = 0; i < st.indices.size(); ++i) {
          const dsl::IndexBinder &b = st.indices[i];
          out += (i ? ", " : "") + (b.at ? print_expr(*b.at) : b.name);
          if (b.at && b.range) // a piece's index and its variable's range: `2*d for d < Q`
            out += " for " + b.name;
          if (b.range)
            out += " < " + print_at(*b.range, kAdd);
        }
        out += "]";
      }
      out += " = " + print_expr(*st.value) + "\n";
    }
  };
  section("lhs", r.lhs);
  section("rhs", r.rhs);
  out += "compare ";
  for (size_t i = 0; i < r.compares.size(); ++i)
    out += (i ? ", " : "") + r.compares[i].name;
  out += "\n";
  if (!r.dtypes.empty()) {
    out += "dtypes";
    for (const dsl::NamedLoc &d : r.dtypes)
      out += " " + d.name;
    out += "\n";
  }
  return out;
}

bool has_forward_section(const std::string &text) {
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("forward", 0) == 0)
      return true;
  return false;
}

RuleDoc parse_doc(const std::string &text, const std::string &path) {
  auto file = std::make_shared<const support::SourceFile>(path, text);
  RuleDoc doc;
  doc.ast = dsl::parse_rule(file);
  // A `where` condition sits on its scalar's line; everything else came from a require line.
  for (const ExprPtr &r : doc.ast.requires_) {
    int owner = -1;
    for (size_t s = 0; s < doc.ast.scalars.size() && owner < 0; ++s)
      if (doc.ast.scalars[s].loc.line == r->loc.line)
        owner = static_cast<int>(s);
    doc.where_of.push_back(owner);
  }
  return doc;
}

dsl::NamedLoc named(const std::string &name) {
  dsl::NamedLoc n;
  n.name = name;
  return n;
}

dsl::IndexBinder binder(const std::string &name, ExprPtr range) {
  dsl::IndexBinder b;
  b.name = name;
  b.range = std::move(range);
  return b;
}

dsl::TensorDecl tensor_decl(const std::string &name) {
  dsl::TensorDecl t;
  t.name = name;
  return t;
}

dsl::Statement statement(const std::string &target, ExprPtr value) {
  dsl::Statement st;
  st.target = target;
  st.value = std::move(value);
  return st;
}

ExprPtr num(const std::string &text) {
  ExprPtr e = make(ExprKind::Number);
  e->text = text;
  return e;
}

ExprPtr num(int64_t v) {
  if (v < 0)
    return neg(num(std::to_string(-static_cast<uint64_t>(v))));
  return num(std::to_string(v));
}

ExprPtr name(const std::string &text) {
  ExprPtr e = make(ExprKind::Name);
  e->text = text;
  return e;
}

ExprPtr access(const std::string &tensor, std::vector<ExprPtr> indices) {
  if (indices.empty())
    return name(tensor);
  ExprPtr e = make(ExprKind::Access);
  e->text = tensor;
  e->args = std::move(indices);
  return e;
}

ExprPtr call(const std::string &fn, std::vector<ExprPtr> args) {
  ExprPtr e = make(ExprKind::Call);
  e->text = fn;
  e->args = std::move(args);
  return e;
}

ExprPtr call(const std::string &fn, ExprPtr a) {
  std::vector<ExprPtr> args;
  args.push_back(std::move(a));
  return call(fn, std::move(args));
}

ExprPtr call(const std::string &fn, ExprPtr a, ExprPtr b) {
  std::vector<ExprPtr> args;
  args.push_back(std::move(a));
  args.push_back(std::move(b));
  return call(fn, std::move(args));
}

ExprPtr bin(const std::string &op, ExprPtr a, ExprPtr b) {
  ExprPtr e = make(ExprKind::Binary);
  e->op = op;
  e->args.push_back(std::move(a));
  e->args.push_back(std::move(b));
  return e;
}

ExprPtr neg(ExprPtr a) {
  ExprPtr e = make(ExprKind::Neg);
  e->args.push_back(std::move(a));
  return e;
}

ExprPtr power(ExprPtr base, long exponent) {
  ExprPtr e = make(ExprKind::Power);
  e->exponent = exponent;
  e->args.push_back(std::move(base));
  return e;
}

ExprPtr reduce(const std::string &kind, const std::string &binder, ExprPtr range, ExprPtr body) {
  ExprPtr e = make(ExprKind::Reduce);
  e->text = kind;
  e->binder = binder;
  e->range = std::move(range);
  e->args.push_back(std::move(body));
  return e;
}

ExprPtr select(ExprPtr cond, ExprPtr then_value, ExprPtr else_value) {
  std::vector<ExprPtr> args;
  args.push_back(std::move(cond));
  args.push_back(std::move(then_value));
  args.push_back(std::move(else_value));
  return call("select", std::move(args));
}

bool is_comparison(const std::string &op) {
  return op == "<" || op == "<=" || op == ">" || op == ">=" || op == "==" || op == "!=";
}

std::string negate_comparison(const std::string &op) {
  if (op == "<")
    return ">=";
  if (op == "<=")
    return ">";
  if (op == ">")
    return "<=";
  if (op == ">=")
    return "<";
  return op == "==" ? "!=" : "==";
}

std::string mirror_comparison(const std::string &op) {
  if (op == "<")
    return ">";
  if (op == "<=")
    return ">=";
  if (op == ">")
    return "<";
  if (op == ">=")
    return "<=";
  return op;
}

void collect_expr_slots(ExprPtr &root, Slot proto, std::vector<Slot> &out) {
  proto.ptr = &root;
  out.push_back(proto);
  Expr &e = *root;
  Slot child = proto;
  child.depth = proto.depth + 1;
  child.parent = &e;
  if (e.kind == ExprKind::Reduce) {
    if (e.range) {
      Slot r = child;
      r.ctx = Ctx::Range;
      r.arg = -1;
      collect_expr_slots(e.range, r, out);
    }
    Slot body = child;
    body.arg = 0;
    body.scope.push_back(e.binder);
    collect_expr_slots(e.args[0], body, out);
    return;
  }
  if (e.kind == ExprKind::Access && child.ctx == Ctx::Value)
    child.ctx = Ctx::Index;
  for (size_t i = 0; i < e.args.size(); ++i) {
    Slot c = child;
    c.arg = static_cast<int>(i);
    // A select's condition may compare indices (a mask guarding an access): rewriting it as a
    // real value would make the select strict, so it counts as index context.
    if (e.kind == ExprKind::Call && e.text == "select" && i == 0 && c.ctx == Ctx::Value)
      c.ctx = Ctx::Index;
    collect_expr_slots(e.args[i], c, out);
  }
}

std::vector<Slot> collect_slots(RuleDoc &doc) {
  std::vector<Slot> out;
  for (dsl::TensorDecl &t : doc.ast.inputs)
    for (ExprPtr &s : t.shape) {
      Slot p;
      p.ctx = Ctx::Shape;
      collect_expr_slots(s, p, out);
    }
  for (ExprPtr &r : doc.ast.requires_) {
    Slot p;
    p.ctx = Ctx::Precondition;
    collect_expr_slots(r, p, out);
  }
  for (int side = 0; side < 2; ++side) {
    dsl::Section &sec = side == 0 ? doc.ast.lhs : doc.ast.rhs;
    for (size_t s = 0; s < sec.statements.size(); ++s) {
      dsl::Statement &st = sec.statements[s];
      Slot p;
      p.side = side;
      p.stmt = static_cast<int>(s);
      for (dsl::IndexBinder &b : st.indices) {
        if (b.range) {
          Slot r = p;
          r.ctx = Ctx::Range;
          collect_expr_slots(b.range, r, out);
        }
        p.scope.push_back(b.name);
      }
      collect_expr_slots(st.value, p, out);
    }
  }
  return out;
}

std::set<std::string> identifiers(const Expr &e) {
  std::set<std::string> out;
  walk(const_cast<Expr &>(e), [&](Expr &n) {
    if (n.kind == ExprKind::Name || n.kind == ExprKind::Access || n.kind == ExprKind::Call)
      out.insert(n.text);
    if (n.kind == ExprKind::Reduce)
      out.insert(n.binder);
  });
  return out;
}

bool used_as_whole_index(const Expr &e, const std::string &var) {
  bool found = false;
  walk(const_cast<Expr &>(e), [&](Expr &n) {
    if (n.kind == ExprKind::Access)
      for (const ExprPtr &a : n.args)
        if (a->kind == ExprKind::Name && a->text == var)
          found = true;
  });
  return found;
}

int node_count(const Expr &e) {
  int n = 0;
  walk(const_cast<Expr &>(e), [&](Expr &) { ++n; });
  return n;
}

ExprPtr substitute(const Expr &e, const std::string &var, const Expr &with) {
  if (e.kind == ExprKind::Name && e.text == var)
    return clone(with);
  ExprPtr out = clone(e);
  for (ExprPtr &a : out->args)
    a = substitute(*a, var, with);
  if (out->range)
    out->range = substitute(*out->range, var, with);
  if (out->filter)
    out->filter = substitute(*out->filter, var, with);
  return out;
}

void rename_everywhere(RuleDoc &doc, const std::string &from, const std::string &to) {
  auto fix = [&](std::string &s) {
    if (s == from)
      s = to;
  };
  auto fix_expr = [&](ExprPtr &root) {
    walk(*root, [&](Expr &n) {
      if (n.kind == ExprKind::Name || n.kind == ExprKind::Access)
        fix(n.text);
      if (n.kind == ExprKind::Reduce)
        fix(n.binder);
    });
  };
  dsl::Rule &r = doc.ast;
  for (dsl::NamedLoc &d : r.dims)
    fix(d.name);
  for (dsl::TensorDecl &t : r.inputs) {
    fix(t.name);
    for (ExprPtr &s : t.shape)
      fix_expr(s);
  }
  for (dsl::NamedLoc &s : r.scalars)
    fix(s.name);
  for (ExprPtr &q : r.requires_)
    fix_expr(q);
  for (dsl::Section *sec : {&r.lhs, &r.rhs})
    for (dsl::Statement &st : sec->statements) {
      fix(st.target);
      for (dsl::IndexBinder &b : st.indices) {
        fix(b.name);
        if (b.range)
          fix_expr(b.range);
      }
      fix_expr(st.value);
    }
  for (dsl::NamedLoc &c : r.compares)
    fix(c.name);
}

} // namespace fuseproof::fuzz
