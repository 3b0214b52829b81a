#include "sema/sema.h"

#include "dsl/parser.h"
#include "ir/dim_poly.h"
#include "ir/printer.h"
#include "sema/int_check.h"
#include "sema/numeric_clauses.h"
#include "support/checked_int.h"
#include "support/diagnostics.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

namespace fuseproof::sema {

using support::fail;
using support::SourceLoc;

namespace {

/// A checked expression: integer (indices, dimensions) or real.
struct Typed {
  ir::IntPtr integer;
  ir::ExprPtr real;
};

struct RangeUse {
  ir::IntPtr extent;
  SourceLoc loc;
  std::string where; // "dimension 2 of X"
};

enum class GlobalKind { Dim, Input, Scalar };

class Sema {
public:
  explicit Sema(const dsl::Rule &ast) : ast_(ast) {}

  ir::Rule run() {
    rule_.name = ast_.name;
    rule_.description = ast_.description;
    rule_.loc = ast_.loc;
    for (const dsl::NamedLoc &d : ast_.dims) {
      declare_global(d.name, d.loc, GlobalKind::Dim, static_cast<int>(rule_.dims.size()));
      rule_.dims.push_back({d.name, d.loc});
    }
    for (const dsl::TensorDecl &t : ast_.inputs) {
      ir::TensorInfo info{t.name, t.loc, {}};
      for (const dsl::ExprPtr &s : t.shape)
        info.shape.push_back(dims_only(*s, "a shape"));
      declare_global(t.name, t.loc, GlobalKind::Input, static_cast<int>(rule_.inputs.size()));
      rule_.inputs.push_back(std::move(info));
    }
    for (const dsl::NamedLoc &s : ast_.scalars) {
      declare_global(s.name, s.loc, GlobalKind::Scalar, static_cast<int>(rule_.scalars.size()));
      rule_.scalars.push_back({s.name, s.loc});
    }
    for (const dsl::ExprPtr &r : ast_.requires_)
      rule_.requires_.push_back(precondition(*r));
    program(ast_.lhs, rule_.lhs, "lhs");
    program(ast_.rhs, rule_.rhs, "rhs");
    compares();
    dtypes();
    check_integer_exprs(rule_);
    rule_.numeric = check_numeric_clauses(ast_.numeric, rule_);
    return std::move(rule_);
  }

private:
  // ---- names ----
  void declare_global(const std::string &name, const SourceLoc &loc, GlobalKind kind, int id) {
    auto it = globals_.find(name);
    if (it != globals_.end())
      fail(loc, "redefinition of '" + name + "'", {{it->second.loc, "first defined here"}});
    globals_[name] = {kind, id, loc};
  }

  std::optional<int> scoped_var(const std::string &name) const {
    for (auto it = scope_.rbegin(); it != scope_.rend(); ++it)
      if (it->first == name)
        return it->second;
    return std::nullopt;
  }

  int bind_var(const std::string &name, const SourceLoc &loc) {
    if (globals_.count(name))
      fail(loc, "index '" + name + "' has the name of a declared " + kind_word(globals_[name].kind),
           {{globals_[name].loc, "declared here"}});
    if (side_ && side_->local_by_name(name))
      fail(loc, "index '" + name + "' has the name of a tensor defined above");
    if (scoped_var(name))
      fail(loc, "index '" + name + "' is already bound here");
    int id = static_cast<int>(rule_.vars.size());
    rule_.vars.push_back({name, loc});
    scope_.emplace_back(name, id);
    return id;
  }

  static const char *kind_word(GlobalKind k) {
    switch (k) {
    case GlobalKind::Dim: return "dimension";
    case GlobalKind::Input: return "input";
    case GlobalKind::Scalar: return "scalar";
    }
    return "name";
  }

  // ---- integer expressions ----
  ir::IntPtr dims_only(const dsl::Expr &e, const std::string &what) {
    dims_only_ = true;
    ir::IntPtr out = integer(e);
    dims_only_ = false;
    if (ir::mentions_var(*out))
      fail(e.loc, what + " may depend on dimensions only, not on indices");
    return out;
  }

  ir::IntPtr integer(const dsl::Expr &e) {
    switch (e.kind) {
    case dsl::ExprKind::Number:
      if (e.text.find_first_not_of("0123456789") != std::string::npos || e.text.size() > 15)
        fail(e.loc, "expected an integer here, found '" + e.text + "'");
      return ir::int_const(std::stoll(e.text), e.loc);
    case dsl::ExprKind::Name: {
      if (auto v = scoped_var(e.text))
        return ir::int_var(*v, e.loc);
      auto it = globals_.find(e.text);
      if (it != globals_.end() && it->second.kind == GlobalKind::Dim)
        return ir::int_dim(it->second.id, e.loc);
      if (it != globals_.end() || (side_ && side_->local_by_name(e.text)))
        fail(e.loc, "'" + e.text +
                        "' is not an integer; indices and ranges are built from "
                        "index variables, dimensions and integer constants");
      if (dims_only_)
        fail(e.loc, "unknown dimension '" + e.text + "'; declare it with 'dims'");
      fail(e.loc, "unbound index '" + e.text + "'; bind it on the left of '=' (as in Y[i, " +
                      e.text + "]) or with a reduction (as in sum(" + e.text + "))");
    }
    case dsl::ExprKind::Neg:
      return ir::int_binary(ir::IntOp::Sub, ir::int_const(0, e.loc), integer(*e.args[0]), e.loc);
    case dsl::ExprKind::Binary: {
      static const std::map<std::string, ir::IntOp> ops = {{"+", ir::IntOp::Add},
                                                           {"-", ir::IntOp::Sub},
                                                           {"*", ir::IntOp::Mul},
                                                           {"%", ir::IntOp::Mod}};
      auto it = ops.find(e.op);
      if (it == ops.end())
        fail(e.loc, "'" + e.op + "' is not allowed in an integer expression (use + - * %)");
      return ir::int_binary(it->second, integer(*e.args[0]), integer(*e.args[1]), e.loc);
    }
    default: fail(e.loc, "expected an integer expression of indices, dimensions and constants");
    }
  }

  // ---- real expressions ----
  static ir::Expr blank(ir::ExprOp op, const SourceLoc &loc) {
    ir::Expr e;
    e.op = op;
    e.loc = loc;
    return e;
  }

  static ir::ExprPtr node(ir::Expr e) { return std::make_shared<const ir::Expr>(std::move(e)); }

  static ir::ExprPtr as_real(const Typed &t, const SourceLoc &loc) {
    if (t.real)
      return t.real;
    ir::Expr e = blank(ir::ExprOp::FromInt, loc);
    e.int_value = t.integer;
    return node(std::move(e));
  }

  ir::ExprPtr real(const dsl::Expr &e) { return as_real(typed(e), e.loc); }

  Typed typed(const dsl::Expr &e) {
    switch (e.kind) {
    case dsl::ExprKind::Number: {
      if (e.text.find_first_not_of("0123456789") == std::string::npos && e.text.size() <= 15)
        return {ir::int_const(std::stoll(e.text), e.loc), nullptr};
      auto lit = ir::make_literal(e.text);
      if (!lit)
        fail(e.loc, "number '" + e.text + "' is out of range");
      ir::Expr out = blank(ir::ExprOp::Literal, e.loc);
      out.literal = *lit;
      return {nullptr, node(std::move(out))};
    }
    case dsl::ExprKind::Name: return name(e);
    case dsl::ExprKind::Access: return {nullptr, access(e)};
    case dsl::ExprKind::Call: return {nullptr, call(e)};
    case dsl::ExprKind::Neg: {
      Typed a = typed(*e.args[0]);
      if (a.integer)
        return {ir::int_binary(ir::IntOp::Sub, ir::int_const(0, e.loc), a.integer, e.loc), nullptr};
      ir::Expr out = blank(ir::ExprOp::Neg, e.loc);
      out.args = {a.real};
      return {nullptr, node(std::move(out))};
    }
    case dsl::ExprKind::Binary: return binary(e);
    case dsl::ExprKind::Power: {
      ir::Expr out = blank(ir::ExprOp::Pow, e.loc);
      out.args = {real(*e.args[0])};
      out.exponent = e.exponent;
      return {nullptr, node(std::move(out))};
    }
    case dsl::ExprKind::Reduce: return {nullptr, reduce(e)};
    }
    throw support::InternalError("unhandled syntax node");
  }

  Typed name(const dsl::Expr &e) {
    if (auto v = scoped_var(e.text))
      return {ir::int_var(*v, e.loc), nullptr};
    auto it = globals_.find(e.text);
    if (it != globals_.end()) {
      switch (it->second.kind) {
      case GlobalKind::Dim: return {ir::int_dim(it->second.id, e.loc), nullptr};
      case GlobalKind::Scalar: {
        ir::Expr out = blank(ir::ExprOp::Scalar, e.loc);
        out.scalar = it->second.id;
        return {nullptr, node(std::move(out))};
      }
      case GlobalKind::Input: break;
      }
    }
    return {nullptr, access(e)};
  }

  ir::ExprPtr access(const dsl::Expr &e) {
    ir::Expr out = blank(ir::ExprOp::Access, e.loc);
    const ir::TensorInfo *info = nullptr;
    auto it = globals_.find(e.text);
    if (it != globals_.end() && it->second.kind == GlobalKind::Input) {
      if (in_precondition_)
        fail(e.loc,
             "a precondition may mention dimensions and scalars only, not tensor '" + e.text + "'");
      out.tensor = {true, it->second.id};
      info = &rule_.inputs[it->second.id];
    } else if (it != globals_.end()) {
      fail(e.loc, "'" + e.text + "' is a " + kind_word(it->second.kind) + ", not a tensor");
    } else if (auto local = side_ ? side_->local_by_name(e.text) : std::nullopt) {
      out.tensor = {false, *local};
      info = &side_->locals[*local];
    } else {
      std::vector<support::Note> notes;
      const dsl::Section &other = side_ == &rule_.lhs ? ast_.rhs : ast_.lhs;
      for (const dsl::Statement &st : other.statements)
        if (side_ && st.target == e.text) {
          notes.push_back(
              {st.target_loc, "defined on the other side; each side has its own definitions"});
          break;
        }
      fail(e.loc, "unknown name '" + e.text + "'", std::move(notes));
    }
    size_t rank = info->shape.size();
    if (e.args.size() != rank)
      fail(e.loc,
           "'" + e.text + "' has rank " + std::to_string(rank) + " but is used with " +
               std::to_string(e.args.size()) + " ind" + (e.args.size() == 1 ? "ex" : "ices"),
           {{info->loc, "declared here"}});
    for (size_t p = 0; p < e.args.size(); ++p) {
      ir::IntPtr idx = integer(*e.args[p]);
      if (idx->op == ir::IntOp::Var)
        uses_[idx->id].push_back({info->shape[p], e.args[p]->loc,
                                  "dimension " + std::to_string(p + 1) + " of '" + e.text + "'"});
      out.indices.push_back(std::move(idx));
    }
    return node(std::move(out));
  }

  ir::ExprPtr call(const dsl::Expr &e) {
    if (e.text == "select") {
      if (e.args.size() != 3)
        fail(e.loc, "select takes 3 arguments (condition, then, else), got " +
                        std::to_string(e.args.size()));
      ir::Expr out = blank(ir::ExprOp::Select, e.loc);
      out.cond = condition(*e.args[0]);
      out.args = {real(*e.args[1]), real(*e.args[2])};
      return node(std::move(out));
    }
    auto fn = ir::fn_by_name(e.text);
    if (!fn) {
      if (globals_.count(e.text) || (side_ && side_->local_by_name(e.text)))
        fail(e.loc, "'" + e.text + "' is not a function; index a tensor with [...]");
      fail(e.loc, "unknown function '" + e.text +
                      "' (known: rsqrt sqrt exp log sigmoid silu sin cos max min select)");
    }
    if (static_cast<int>(e.args.size()) != ir::fn_arity(*fn))
      fail(e.loc, e.text + " takes " + std::to_string(ir::fn_arity(*fn)) + " argument" +
                      (ir::fn_arity(*fn) == 1 ? "" : "s") + ", got " +
                      std::to_string(e.args.size()));
    ir::Expr out = blank(ir::ExprOp::Call, e.loc);
    out.fn = *fn;
    for (const dsl::ExprPtr &a : e.args)
      out.args.push_back(real(*a));
    return node(std::move(out));
  }

  static bool is_comparison(const std::string &op) {
    return op == "<" || op == "<=" || op == ">" || op == ">=" || op == "==" || op == "!=";
  }

  ir::Cond condition(const dsl::Expr &e) {
    if (e.kind != dsl::ExprKind::Binary || !is_comparison(e.op))
      fail(e.loc, "expected a comparison (such as a < b)");
    static const std::map<std::string, ir::CmpOp> ops = {
        {"<", ir::CmpOp::Lt},  {"<=", ir::CmpOp::Le}, {">", ir::CmpOp::Gt},
        {">=", ir::CmpOp::Ge}, {"==", ir::CmpOp::Eq}, {"!=", ir::CmpOp::Ne}};
    ir::Cond c;
    c.op = ops.at(e.op);
    c.loc = e.loc;
    Typed a = typed(*e.args[0]);
    Typed b = typed(*e.args[1]);
    c.integer = a.integer && b.integer;
    if (c.integer) {
      c.ia = a.integer;
      c.ib = b.integer;
    } else {
      c.va = as_real(a, e.args[0]->loc);
      c.vb = as_real(b, e.args[1]->loc);
    }
    return c;
  }

  Typed binary(const dsl::Expr &e) {
    if (is_comparison(e.op))
      fail(e.loc, "a comparison can only be the condition of select(...) or a precondition");
    Typed a = typed(*e.args[0]);
    Typed b = typed(*e.args[1]);
    if (a.integer && b.integer && e.op != "/") {
      static const std::map<std::string, ir::IntOp> ops = {{"+", ir::IntOp::Add},
                                                           {"-", ir::IntOp::Sub},
                                                           {"*", ir::IntOp::Mul},
                                                           {"%", ir::IntOp::Mod}};
      return {ir::int_binary(ops.at(e.op), a.integer, b.integer, e.loc), nullptr};
    }
    static const std::map<std::string, ir::ExprOp> ops = {{"+", ir::ExprOp::Add},
                                                          {"-", ir::ExprOp::Sub},
                                                          {"*", ir::ExprOp::Mul},
                                                          {"/", ir::ExprOp::Div}};
    auto it = ops.find(e.op);
    if (it == ops.end())
      fail(e.loc, "'%' applies to integers only");
    ir::Expr out = blank(it->second, e.loc);
    out.args = {as_real(a, e.args[0]->loc), as_real(b, e.args[1]->loc)};
    return {nullptr, node(std::move(out))};
  }

  ir::ExprPtr reduce(const dsl::Expr &e) {
    if (in_precondition_)
      fail(e.loc, "a precondition cannot contain a reduction");
    ir::IntPtr explicit_range = e.range ? dims_only(*e.range, "a reduction range") : nullptr;
    int var = bind_var(e.binder, e.binder_loc);
    ir::ExprPtr body = real(*e.args[0]);
    scope_.pop_back();
    ir::Expr out = blank(e.text == "sum" ? ir::ExprOp::Sum : ir::ExprOp::Max, e.loc);
    out.var = var;
    out.range = explicit_range ? explicit_range : inferred_range(var);
    out.args = {body};
    return node(std::move(out));
  }

  /// Extents are compared as exact polynomials; one whose coefficients overflow 64 bits is
  /// reported here, before check_integer_exprs would reach it.
  bool same_extent(const ir::IntExpr &a, const ir::IntExpr &b, SourceLoc loc) {
    try {
      return ir::same_extent(a, b);
    } catch (const support::IntegerOverflow &o) {
      fail(loc, "integer arithmetic overflows 64 bits comparing the extents '" +
                    ir::print_int(rule_, a) + "' and '" + ir::print_int(rule_, b) + "' (" +
                    o.what() + "); extents are exact integers and must fit in 64 bits");
    }
  }

  /// The range of an index written without one: every use as a whole index must agree.
  ir::IntPtr inferred_range(int var) {
    const std::string &name = rule_.vars[var].name;
    auto it = uses_.find(var);
    if (it == uses_.end() || it->second.empty())
      fail(rule_.vars[var].loc, "cannot infer the range of index '" + name +
                                    "': it is never used as a whole index of a tensor; write "
                                    "its range, as in '" +
                                    name + " < SIZE'");
    const RangeUse &first = it->second.front();
    for (const RangeUse &u : it->second) {
      if (!same_extent(*u.extent, *first.extent, u.loc))
        fail(u.loc,
             "shape mismatch: index '" + name + "' runs over " + ir::print_int(rule_, *u.extent) +
                 " as " + u.where + ", but over " + ir::print_int(rule_, *first.extent) + " as " +
                 first.where,
             {{first.loc, "first used here"}});
    }
    return first.extent;
  }

  // ---- statements and sections ----
  void program(const dsl::Section &section, ir::Program &out, const std::string &side_name) {
    side_ = &out;
    if (section.statements.empty())
      fail(section.loc, "section '" + side_name + "' has no statements");
    for (const dsl::Statement &st : section.statements)
      statement(st);
    side_ = nullptr;
  }

  void statement(const dsl::Statement &st) {
    auto it = globals_.find(st.target);
    if (it != globals_.end())
      fail(st.target_loc,
           "cannot assign to " + std::string(kind_word(it->second.kind)) + " '" + st.target + "'",
           {{it->second.loc, "declared here"}});
    if (auto prev = side_->local_by_name(st.target))
      fail(st.target_loc, "'" + st.target + "' is defined twice on this side",
           {{side_->locals[*prev].loc, "first defined here"}});
    uses_.clear();
    ir::Statement out{st.loc, st.offline, st.epilogue, st.stored, -1, {}, nullptr};
    std::vector<ir::IntPtr> explicit_ranges;
    for (const dsl::IndexBinder &b : st.indices) {
      explicit_ranges.push_back(b.range ? dims_only(*b.range, "an index range") : nullptr);
      out.vars.push_back(bind_var(b.name, b.loc));
    }
    out.value = real(*st.value);
    ir::TensorInfo info{st.target, st.target_loc, {}};
    for (size_t i = 0; i < out.vars.size(); ++i)
      info.shape.push_back(explicit_ranges[i] ? explicit_ranges[i] : inferred_range(out.vars[i]));
    scope_.clear();
    out.target = static_cast<int>(side_->locals.size());
    side_->locals.push_back(std::move(info));
    side_->statements.push_back(std::move(out));
  }

  ir::Cond precondition(const dsl::Expr &e) {
    in_precondition_ = true;
    ir::Cond c = condition(e);
    in_precondition_ = false;
    return c;
  }

  void compares() {
    std::map<std::string, SourceLoc> seen;
    for (const dsl::NamedLoc &c : ast_.compares) {
      if (seen.count(c.name))
        fail(c.loc, "'" + c.name + "' is compared twice", {{seen[c.name], "first here"}});
      seen[c.name] = c.loc;
      auto l = rule_.lhs.local_by_name(c.name);
      auto r = rule_.rhs.local_by_name(c.name);
      if (!l || !r) {
        const char *missing = !l ? "lhs" : "rhs";
        const dsl::Section &sec = !l ? ast_.lhs : ast_.rhs;
        fail(c.loc, "compared output '" + c.name + "' is not defined on the " + missing + " side",
             {{sec.loc, std::string("the ") + missing + " section starts here"}});
      }
      const ir::TensorInfo &a = rule_.lhs.locals[*l];
      const ir::TensorInfo &b = rule_.rhs.locals[*r];
      bool same = a.shape.size() == b.shape.size();
      for (size_t i = 0; same && i < a.shape.size(); ++i)
        same = same_extent(*a.shape[i], *b.shape[i], c.loc);
      if (!same)
        fail(c.loc,
             "shape mismatch: '" + c.name + "' is " + shape_text(a) + " on the lhs but " +
                 shape_text(b) + " on the rhs",
             {{a.loc, "lhs definition"}, {b.loc, "rhs definition"}});
      rule_.compares.push_back({c.name, c.loc, *l, *r});
    }
  }

  std::string shape_text(const ir::TensorInfo &t) const {
    std::string out = "[";
    for (size_t i = 0; i < t.shape.size(); ++i)
      out += (i ? ", " : "") + ir::print_int(rule_, *t.shape[i]);
    return out + "]";
  }

  void dtypes() {
    for (const dsl::NamedLoc &d : ast_.dtypes) {
      if (d.name != "f32" && d.name != "bf16" && d.name != "f16")
        fail(d.loc, "unknown dtype '" + d.name + "' (expected f32, bf16 or f16)");
      if (std::find(rule_.dtypes.begin(), rule_.dtypes.end(), d.name) != rule_.dtypes.end())
        fail(d.loc, "dtype '" + d.name + "' is listed twice");
      rule_.dtypes.push_back(d.name);
    }
  }

  struct Global {
    GlobalKind kind;
    int id;
    SourceLoc loc;
  };

  const dsl::Rule &ast_;
  ir::Rule rule_;
  std::map<std::string, Global> globals_;
  ir::Program *side_ = nullptr;
  std::vector<std::pair<std::string, int>> scope_;
  std::map<int, std::vector<RangeUse>> uses_;
  bool in_precondition_ = false;
  bool dims_only_ = false;
};

/// Rejects files that are not text: a NUL byte or invalid UTF-8.
void check_text(const std::string &path, const std::string &text) {
  for (size_t i = 0; i < text.size();) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == 0)
      support::fail_subject(path, "not a text file (NUL byte at offset " + std::to_string(i) + ")");
    size_t len = c < 0x80           ? 1
                 : (c >> 5) == 0x6  ? 2
                 : (c >> 4) == 0xE  ? 3
                 : (c >> 3) == 0x1E ? 4
                                    : 0;
    bool ok = len != 0 && i + len <= text.size();
    for (size_t k = 1; ok && k < len; ++k)
      ok = (static_cast<unsigned char>(text[i + k]) >> 6) == 0x2;
    if (!ok)
      support::fail_subject(path,
                            "not a text file (invalid UTF-8 at offset " + std::to_string(i) + ")");
    i += len;
  }
}

} // namespace

ir::Rule analyze(const dsl::Rule &ast) { return Sema(ast).run(); }

ir::Rule load_rule_file(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    support::fail_subject(path, "cannot open file");
  std::ostringstream buf;
  buf << in.rdbuf();
  std::string text = buf.str();
  check_text(path, text);
  auto file = std::make_shared<const support::SourceFile>(path, std::move(text));
  return analyze(dsl::parse_rule(file));
}

} // namespace fuseproof::sema
