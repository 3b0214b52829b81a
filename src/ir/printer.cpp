#include "ir/printer.h"

#include <charconv>
#include <sstream>

namespace fuseproof::ir {
namespace {

// Binding strength, loosest first, mirroring the parser.
enum Prec { kAdd = 1, kMul = 2, kUnary = 3, kPow = 4, kAtom = 5 };

// Sema lowers an integer `-x` to `0 - x`; printing it back as `-x` keeps the printed nesting as
// deep as the source's (parenthesised `(0 - (0 - ...))` counts two parser levels per minus).
bool is_negation(const IntExpr &e) {
  return e.op == IntOp::Sub && e.a->op == IntOp::Const && e.a->value == 0;
}

int int_prec(const IntExpr &e) {
  switch (e.op) {
  case IntOp::Add: return kAdd;
  case IntOp::Sub: return is_negation(e) ? kUnary : kAdd;
  case IntOp::Mul:
  case IntOp::Mod:
  case IntOp::Div: return kMul;
  case IntOp::Const: return e.value < 0 ? kUnary : kAtom;
  default: return kAtom;
  }
}

class Printer {
public:
  Printer(const Rule &rule, const Program *side) : rule_(rule), side_(side) {}

  std::string integer(const IntExpr &e) const {
    switch (e.op) {
    case IntOp::Const: return std::to_string(e.value);
    case IntOp::Dim: return rule_.dims[e.id].name;
    case IntOp::Var: return rule_.vars[e.id].name;
    case IntOp::Add: return int_bin(e, " + ", kAdd);
    case IntOp::Sub:
      if (is_negation(e))
        return "-" + wrap(integer(*e.b), int_prec(*e.b), kUnary);
      return int_bin(e, " - ", kAdd);
    case IntOp::Mul: return int_bin(e, "*", kMul);
    case IntOp::Mod: return int_bin(e, " % ", kMul);
    case IntOp::Div: return int_bin(e, " // ", kMul);
    case IntOp::Read: {
      std::string out = rule_.inputs[e.id].name + '[';
      for (size_t i = 0; i < e.args.size(); ++i)
        out += (i ? ", " : "") + integer(*e.args[i]);
      return out + ']';
    }
    }
    return "?";
  }

  std::string value(const Expr &e) const {
    switch (e.op) {
    case ExprOp::Literal: return e.literal.text;
    case ExprOp::FromInt: return wrap(integer(*e.int_value), int_prec(*e.int_value), kAtom);
    case ExprOp::Scalar: return rule_.scalars[e.scalar].name;
    case ExprOp::Pi: return "pi";
    case ExprOp::Access: {
      std::string out =
          e.tensor.input ? rule_.inputs[e.tensor.id].name : side_->locals[e.tensor.id].name;
      if (e.indices.empty())
        return out;
      out += '[';
      for (size_t i = 0; i < e.indices.size(); ++i)
        out += (i ? ", " : "") + integer(*e.indices[i]);
      return out + ']';
    }
    case ExprOp::Neg: return "-" + operand(*e.args[0], kUnary);
    case ExprOp::Add: return bin(e, " + ", kAdd);
    case ExprOp::Sub: return bin(e, " - ", kAdd);
    case ExprOp::Mul: return bin(e, " * ", kMul);
    case ExprOp::Div: return bin(e, " / ", kMul);
    case ExprOp::Pow: return operand(*e.args[0], kAtom) + "^" + std::to_string(e.exponent);
    case ExprOp::Param: return rule_.opaques[e.opaque].param;
    case ExprOp::Call: {
      std::string out =
          (e.fn == Fn::Opaque ? rule_.opaques[e.opaque].name : std::string(fn_name(e.fn))) + "(";
      for (size_t i = 0; i < e.args.size(); ++i)
        out += (i ? ", " : "") + value(*e.args[i]);
      return out + ")";
    }
    case ExprOp::Sum:
    case ExprOp::Max:
      return std::string(e.op == ExprOp::Sum ? "sum(" : "max(") + rule_.vars[e.var].name + " < " +
             integer(*e.range) + (e.cond ? " where " + condition(*e.cond) : "") + ") " +
             operand(*e.args[0], kMul);
    case ExprOp::Select:
      return "select(" + condition(*e.cond) + ", " + value(*e.args[0]) + ", " + value(*e.args[1]) +
             ")";
    }
    return "?";
  }

  std::string condition(const Cond &c) const {
    std::string a = c.integer ? integer(*c.ia) : value(*c.va);
    std::string b = c.integer ? integer(*c.ib) : value(*c.vb);
    return a + " " + cmp_spelling(c.op) + " " + b;
  }

private:
  static std::string wrap(std::string s, int have, int need) {
    return have < need ? "(" + s + ")" : s;
  }

  static int prec(const Expr &e) {
    switch (e.op) {
    case ExprOp::Add:
    case ExprOp::Sub: return kAdd;
    case ExprOp::Mul:
    case ExprOp::Div: return kMul;
    case ExprOp::Neg: return kUnary;
    case ExprOp::Pow: return kPow;
    case ExprOp::Literal: return e.literal.text[0] == '-' ? kUnary : kAtom;
    case ExprOp::FromInt: return kAtom;
    // A reduction swallows the product after it, so it is parenthesised as any operand.
    case ExprOp::Sum:
    case ExprOp::Max: return 0;
    default: return kAtom;
    }
  }

  std::string operand(const Expr &e, int need) const { return wrap(value(e), prec(e), need); }

  // Left-associative: the right operand needs strictly tighter binding.
  std::string bin(const Expr &e, const char *op, int p) const {
    return operand(*e.args[0], p) + op + operand(*e.args[1], p + 1);
  }

  std::string int_bin(const IntExpr &e, const char *op, int p) const {
    // `*`, `%` and `//` bind alike, left to right; where they mix, the operand is parenthesised
    // anyway, so that `(j % 2)*P` does not print as the misleading `j % 2*P`.
    auto side = [&](const IntExpr &x, int need) {
      bool mixed = p == kMul && int_prec(x) == kMul && x.op != e.op;
      return mixed ? "(" + integer(x) + ")" : wrap(integer(x), int_prec(x), need);
    };
    return side(*e.a, p) + op + side(*e.b, p + 1);
  }

  const Rule &rule_;
  const Program *side_;
};

/// `: f32` after a statement's target when it declares the dtype it is stored in.
std::string dtype_suffix(const TensorInfo &t) { return t.dtype.empty() ? "" : ": " + t.dtype; }

void print_statement(std::ostringstream &out, const Rule &rule, const Program &side,
                     const Statement &st, const char *indent) {
  Printer p(rule, &side);
  const TensorInfo &t = side.locals[st.target];
  auto head = [&] {
    out << indent;
    if (st.offline)
      out << "offline ";
    if (st.epilogue)
      out << "epilogue ";
    if (st.stored)
      out << "stored ";
    out << t.name;
  };
  if (!st.pieces.empty()) { // as written, one line per piece
    for (const Piece &pc : st.pieces) {
      head();
      out << '[';
      for (size_t i = 0; i < pc.at.size(); ++i) {
        out << (i ? ", " : "");
        const IntExpr &at = *pc.at[i];
        // The piece's variable of this index (the first one it mentions), with its range.
        size_t n = 0;
        while (n + 1 < pc.vars.size() && !mentions_var(at, pc.vars[n]))
          ++n;
        if (at.op == IntOp::Var)
          out << rule.vars[at.id].name << " < " << p.integer(*pc.ranges[n]);
        else
          out << p.integer(at) << " for " << rule.vars[pc.vars[n]].name << " < "
              << p.integer(*pc.ranges[n]);
      }
      out << ']' << dtype_suffix(t) << " = " << p.value(*pc.value) << '\n';
    }
    return;
  }
  head();
  if (!st.vars.empty()) {
    out << '[';
    for (size_t i = 0; i < st.vars.size(); ++i)
      out << (i ? ", " : "") << rule.vars[st.vars[i]].name << " < " << p.integer(*t.shape[i]);
    out << ']';
  }
  out << dtype_suffix(t) << " = " << p.value(*st.value) << '\n';
}

} // namespace

std::string print_statement(const Rule &rule, const Program &side, const Statement &st,
                            const char *indent) {
  std::ostringstream out;
  print_statement(out, rule, side, st, indent);
  return out.str();
}

std::string vjp_call_text(const Rule &rule, const Vjp &vjp) {
  std::string out = rule.lhs.locals[vjp.target].name + " = vjp(" + rule.inputs[vjp.wrt].name;
  for (size_t c = 0; c < vjp.outputs.size(); ++c)
    out += ", " + rule.forward.locals[vjp.outputs[c]].name + ": " +
           rule.inputs[vjp.cotangents[c]].name;
  return out + ")";
}

namespace {

/// A side's statements. On an lhs that differentiates, the forward program it starts with is
/// printed as its own section, and each `vjp(...)` as written, followed by the statements
/// derived from it as comments: the text still reads back as the same rule, and a reviewer
/// sees the reference gradient the proof used.
void print_program(std::ostringstream &out, const Rule &rule, const Program &side,
                   bool is_lhs) {
  size_t first = is_lhs ? rule.forward.statements.size() : 0;
  for (size_t s = first; s < side.statements.size(); ++s) {
    const Vjp *vjp = nullptr;
    for (const Vjp &v : rule.vjps)
      if (is_lhs && v.first_derived == static_cast<int>(s))
        vjp = &v;
    if (!vjp) {
      print_statement(out, rule, side, side.statements[s], "  ");
      continue;
    }
    out << "  " << vjp_call_text(rule, *vjp) << "\n  # derived by reverse-mode differentiation:\n";
    for (; s <= static_cast<size_t>(vjp->target); ++s)
      print_statement(out, rule, side, side.statements[s], "  #   ");
    --s;
  }
}

} // namespace

std::string print_derived(const Rule &rule, const Vjp &vjp) {
  std::ostringstream out;
  for (int s = vjp.first_derived; s <= vjp.target; ++s)
    print_statement(out, rule, rule.lhs, rule.lhs.statements[s], "");
  return out.str();
}

std::string print_int(const Rule &rule, const IntExpr &e) {
  return Printer(rule, nullptr).integer(e);
}

std::string print_expr(const Rule &rule, const Program &side, const Expr &e) {
  return Printer(rule, &side).value(e);
}

std::string print_cond(const Rule &rule, const Cond &c) {
  return Printer(rule, nullptr).condition(c);
}

namespace {

/// Shortest text that reads back as the same double.
std::string number_text(double v) {
  char buf[32];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, ec == std::errc() ? end : buf);
}

/// The `numeric` clauses, in a fixed order (shapes, values, tolerances, distributions).
void print_numeric(std::ostringstream &out, const Rule &rule) {
  const NumericSpec &n = rule.numeric;
  for (const NumericShape &s : n.shapes) {
    out << "numeric shape " << s.name;
    for (size_t d = 0; d < s.dims.size(); ++d)
      out << ' ' << rule.dims[d].name << '=' << s.dims[d];
    out << '\n';
  }
  for (size_t i = 0; i < n.scalars.size(); ++i)
    if (n.scalars[i])
      out << "numeric value " << rule.scalars[i].name << " = " << number_text(*n.scalars[i])
          << '\n';
  for (const ToleranceOverride &t : n.tolerances) {
    out << "numeric tolerance " << t.dtype;
    if (t.rtol)
      out << " rtol=" << number_text(*t.rtol);
    if (t.atol)
      out << " atol=" << number_text(*t.atol);
    out << '\n';
  }
  if (!n.distributions.empty()) {
    out << "numeric distributions";
    for (Distribution d : n.distributions)
      out << ' ' << distribution_name(d);
    out << '\n';
  }
}

} // namespace

std::string print_rule(const Rule &rule) {
  std::ostringstream out;
  Printer p(rule, nullptr);
  out << "rule " << rule.name;
  if (!rule.description.empty())
    out << " \"" << rule.description << '"';
  out << '\n';
  if (!rule.dims.empty()) {
    out << "dims";
    for (const Named &d : rule.dims)
      out << ' ' << d.name;
    out << '\n';
  }
  for (const TensorInfo &t : rule.inputs) {
    out << "input " << t.name;
    if (!t.shape.empty()) {
      out << '[';
      for (size_t i = 0; i < t.shape.size(); ++i)
        out << (i ? ", " : "") << p.integer(*t.shape[i]);
      out << ']';
    }
    if (t.integer) {
      out << ": int in [" << p.integer(*t.integer->lo) << ", " << p.integer(*t.integer->hi) << ')';
      if (t.integer->ignore)
        out << " ignore " << *t.integer->ignore;
    }
    if (!t.dtype.empty())
      out << ": " << t.dtype;
    out << '\n';
  }
  for (const Named &s : rule.scalars)
    out << "scalar " << s.name << '\n';
  for (const Cond &c : rule.requires_)
    out << "require " << p.condition(c) << '\n';
  for (const OpaqueFn &f : rule.opaques) {
    out << "opaque " << f.name << '(' << f.param << ") = " << p.value(*f.model) << '\n';
    for (const Cond &c : f.facts)
      out << "fact " << f.name << ": " << p.condition(c) << '\n';
  }
  if (!rule.forward.statements.empty()) {
    out << "forward:\n";
    print_program(out, rule, rule.forward, false);
  }
  out << "lhs:\n";
  print_program(out, rule, rule.lhs, true);
  out << "rhs:\n";
  print_program(out, rule, rule.rhs, false);
  out << "compare";
  for (size_t i = 0; i < rule.compares.size(); ++i)
    out << (i ? ", " : " ") << rule.compares[i].name;
  out << '\n';
  if (!rule.dtypes.empty()) {
    out << "dtypes";
    for (const std::string &d : rule.dtypes)
      out << ' ' << d;
    out << '\n';
  }
  print_numeric(out, rule);
  return out.str();
}

namespace {

void dump_int(std::ostringstream &out, const IntExpr &e) {
  out << '(' << static_cast<int>(e.op) << ' ' << e.value << ' ' << e.id;
  if (e.a) {
    out << ' ';
    dump_int(out, *e.a);
  }
  if (e.b) {
    out << ' ';
    dump_int(out, *e.b);
  }
  for (const IntPtr &x : e.args)
    dump_int(out, *x);
  out << ')';
}

void dump_expr(std::ostringstream &out, const Expr &e);

void dump_cond(std::ostringstream &out, const Cond &c) {
  out << "(cond " << static_cast<int>(c.op) << ' ' << c.integer << ' ';
  if (c.integer) {
    dump_int(out, *c.ia);
    dump_int(out, *c.ib);
  } else {
    dump_expr(out, *c.va);
    dump_expr(out, *c.vb);
  }
  out << ')';
}

void dump_expr(std::ostringstream &out, const Expr &e) {
  out << "(e" << static_cast<int>(e.op) << ' ' << e.literal.num << '/' << e.literal.den << ' '
      << e.scalar << ' ' << e.tensor.input << ':' << e.tensor.id << ' ' << e.exponent << ' '
      << static_cast<int>(e.fn) << ' ' << e.opaque << ' ' << e.var;
  if (e.int_value)
    dump_int(out, *e.int_value);
  if (e.range)
    dump_int(out, *e.range);
  for (const IntPtr &i : e.indices)
    dump_int(out, *i);
  if (e.cond)
    dump_cond(out, *e.cond);
  for (const ExprPtr &a : e.args)
    dump_expr(out, *a);
  out << ')';
}

void dump_program(std::ostringstream &out, const Program &p) {
  for (const TensorInfo &t : p.locals) {
    out << "local " << t.name;
    for (const IntPtr &s : t.shape)
      dump_int(out, *s);
    if (!t.dtype.empty())
      out << " dtype " << t.dtype;
    out << '\n';
  }
  for (const Statement &st : p.statements) {
    out << "stmt " << st.target << ' ' << st.offline << st.epilogue << st.stored << st.derived;
    for (int v : st.vars)
      out << ' ' << v;
    out << ' ';
    dump_expr(out, *st.value);
    out << '\n';
    for (const Piece &pc : st.pieces) {
      out << "piece";
      for (int v : pc.vars)
        out << ' ' << v;
      for (const IntPtr &r : pc.ranges)
        dump_int(out, *r);
      for (const IntPtr &a : pc.at)
        dump_int(out, *a);
      out << ' ';
      dump_expr(out, *pc.value);
      out << '\n';
    }
  }
}

} // namespace

std::string dump_rule(const Rule &rule) {
  std::ostringstream out;
  out << "rule " << rule.name << " '" << rule.description << "'\n";
  for (const Named &d : rule.dims)
    out << "dim " << d.name << '\n';
  for (const Named &v : rule.vars)
    out << "var " << v.name << '\n';
  for (const TensorInfo &t : rule.inputs) {
    out << "input " << t.name;
    for (const IntPtr &s : t.shape)
      dump_int(out, *s);
    if (t.integer) {
      out << " int";
      dump_int(out, *t.integer->lo);
      dump_int(out, *t.integer->hi);
      if (t.integer->ignore)
        out << " ignore " << *t.integer->ignore;
    }
    if (!t.dtype.empty())
      out << " dtype " << t.dtype;
    out << '\n';
  }
  for (const Named &s : rule.scalars)
    out << "scalar " << s.name << '\n';
  for (const Cond &c : rule.requires_) {
    dump_cond(out, c);
    out << '\n';
  }
  for (const OpaqueFn &f : rule.opaques) {
    out << "opaque " << f.name << ' ' << f.param << ' ';
    dump_expr(out, *f.model);
    for (const Cond &c : f.facts)
      dump_cond(out, c);
    out << '\n';
  }
  out << "forward\n";
  dump_program(out, rule.forward);
  out << "lhs\n";
  dump_program(out, rule.lhs);
  out << "rhs\n";
  dump_program(out, rule.rhs);
  for (const Compare &c : rule.compares)
    out << "compare " << c.name << ' ' << c.lhs << ' ' << c.rhs << '\n';
  for (const std::string &d : rule.dtypes)
    out << "dtype " << d << '\n';
  print_numeric(out, rule);
  return out.str();
}

} // namespace fuseproof::ir
