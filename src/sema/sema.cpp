#include "sema/sema.h"

#include "dsl/parser.h"
#include "ir/dim_poly.h"
#include "ir/pieces.h"
#include "ir/printer.h"
#include "sema/fold_pieces.h"
#include "sema/int_check.h"
#include "sema/numeric_clauses.h"
#include "sema/vjp_statement.h"
#include "support/checked_int.h"
#include "support/diagnostics.h"
#include "support/error_log.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <set>
#include <utility>
#include <variant>

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

enum class GlobalKind { Dim, Input, Scalar, Opaque };

/// Checking the model (`opaque f(a) = ...`) or a fact (`fact f: ...`) of an opaque function:
/// only its parameter, literals and built-in functions, and in a fact f(a) itself.
struct OpaqueScope {
  int id;
  std::string name, param;
  bool fact;
};

/// Sets a variable for the rest of a scope, however the scope is left: after an error, checking
/// resumes with the next part, which must find sema's state as the failed part found it.
template <class T> class Restore {
public:
  Restore(T &var, T value) : var_(var), old_(std::exchange(var, std::move(value))) {}
  ~Restore() { var_ = std::move(old_); }
  Restore(const Restore &) = delete;
  Restore &operator=(const Restore &) = delete;

private:
  T &var_;
  T old_;
};

// Recovery (support/error_log.h): each declaration, precondition, statement, compared output and
// dtype is checked on its own, and so is each operand of an expression. A failed definition
// poisons its name (for its side, or for the whole rule), so its uses are not unknown names.
class Sema {
public:
  Sema(const dsl::Rule &ast, support::ErrorLog &log)
      : ast_(ast), log_(log),
        poisoned_(ast.poisoned),
        side_poisoned_{ast.lhs.poisoned, ast.rhs.poisoned, ast.forward.poisoned} {}

  ir::Rule run() {
    rule_.name = ast_.name;
    rule_.description = ast_.description;
    rule_.loc = ast_.loc;
    for (const dsl::NamedLoc &d : ast_.dims)
      log_.attempt([&] {
        declare_global(d.name, d.loc, GlobalKind::Dim, static_cast<int>(rule_.dims.size()));
        rule_.dims.push_back({d.name, d.loc});
      });
    for (const dsl::TensorDecl &t : ast_.inputs)
      if (!log_.attempt([&] { input(t); }) && !globals_.count(t.name))
        poisoned_.insert(t.name);
    for (const dsl::NamedLoc &s : ast_.scalars)
      log_.attempt([&] {
        declare_global(s.name, s.loc, GlobalKind::Scalar, static_cast<int>(rule_.scalars.size()));
        rule_.scalars.push_back({s.name, s.loc});
      });
    for (const dsl::OpaqueDecl &d : ast_.opaques)
      if (!log_.attempt([&] { opaque(d); }) && !globals_.count(d.name.name))
        poisoned_.insert(d.name.name);
    for (const dsl::FactDecl &f : ast_.facts)
      log_.attempt([&] { fact(f); });
    for (const dsl::ExprPtr &r : ast_.requires_)
      log_.attempt([&] { rule_.requires_.push_back(precondition(*r)); });
    forward();
    program(ast_.lhs, rule_.lhs, 0, "lhs");
    if (ast_.forward.loc.valid() && rule_.vjps.empty() && log_.empty())
      log_.report({ast_.forward.loc,
                   "the forward section is read only by vjp(...), and the lhs has none", {}, {}});
    program(ast_.rhs, rule_.rhs, 1, "rhs");
    compares();
    dtypes();
    // Only a rule otherwise well-formed: the IR of one with errors lacks what failed, and an
    // extent that overflows has usually been reported already, where a range was inferred.
    if (log_.empty())
      check_integer_exprs(rule_, log_);
    rule_.numeric = check_numeric_clauses(ast_.numeric, rule_, log_, poisoned_);
    return std::move(rule_);
  }

private:
  void input(const dsl::TensorDecl &t) {
    ir::TensorInfo info{t.name, t.loc, {}, std::nullopt};
    log_.for_each(t.shape,
                  [&](const dsl::ExprPtr &s) { info.shape.push_back(dims_only(*s, "a shape")); });
    if (t.integer)
      log_.attempt([&] { info.integer = integer_range(*t.integer); });
    if (!t.dtype.name.empty())
      log_.attempt([&] { info.dtype = tensor_dtype(t.dtype, "input '" + t.name + "'"); });
    declare_global(t.name, t.loc, GlobalKind::Input, static_cast<int>(rule_.inputs.size()));
    rule_.inputs.push_back(std::move(info));
  }

  void opaque(const dsl::OpaqueDecl &d) {
    if (ir::fn_by_name(d.name.name) || d.name.name == "select")
      fail(d.name.loc, "'" + d.name.name +
                           "' is a built-in function; an opaque function needs a "
                           "name of its own");
    if (globals_.count(d.param.name))
      fail(d.param.loc,
           "parameter '" + d.param.name + "' has the name of a declared " +
               kind_word(globals_.at(d.param.name).kind),
           {{globals_.at(d.param.name).loc, "declared here"}});
    int id = static_cast<int>(rule_.opaques.size());
    ir::OpaqueFn f;
    f.name = d.name.name;
    f.loc = d.name.loc;
    f.param = d.param.name;
    {
      Restore<std::optional<OpaqueScope>> scope(opaque_, OpaqueScope{id, f.name, f.param, false});
      f.model = real(*d.model);
    }
    declare_global(d.name.name, d.name.loc, GlobalKind::Opaque, id);
    rule_.opaques.push_back(std::move(f));
  }

  void fact(const dsl::FactDecl &f) {
    auto it = globals_.find(f.fn.name);
    if (it == globals_.end() || it->second.kind != GlobalKind::Opaque) {
      if (poisoned(f.fn.name))
        throw support::Abandoned();
      fail(f.fn.loc, "'" + f.fn.name + "' is not an opaque function; declare it with 'opaque " +
                         f.fn.name + "(a) = ...'");
    }
    ir::OpaqueFn &fn = rule_.opaques[it->second.id];
    ir::Cond c;
    {
      Restore<std::optional<OpaqueScope>> scope(
          opaque_, OpaqueScope{it->second.id, fn.name, fn.param, true});
      c = condition(*f.cond);
    }
    if (c.integer)
      fail(f.cond->loc, "a fact compares real values: '" + fn.param + "' and '" + fn.name + "(" +
                            fn.param + ")'");
    fn.facts.push_back(c);
    fn.fact_texts.push_back(fn.name + ": " + ir::print_cond(rule_, c));
  }

  /// Inside a model or fact, every name but the parameter is an error.
  [[noreturn]] void outside_opaque_scope(const dsl::Expr &e) const {
    fail(e.loc, std::string(opaque_->fact ? "a fact of '" : "the model of '") + opaque_->name +
                    "' may mention only its parameter '" + opaque_->param + "'" +
                    (opaque_->fact ? " and " + opaque_->name + "(" + opaque_->param + ")" : "") +
                    ", not '" + e.text + "'");
  }

  ir::IntegerRange integer_range(const dsl::IntegerDecl &d) {
    ir::IntegerRange r;
    r.loc = d.loc;
    log_.each([&] { r.lo = dims_only(*d.lo, "an integer range"); },
              [&] { r.hi = dims_only(*d.hi, "an integer range"); });
    if (d.has_ignore) {
      int64_t v = 0;
      auto [end, ec] = std::from_chars(d.ignore.data(), d.ignore.data() + d.ignore.size(), v);
      if (ec != std::errc() || end != d.ignore.data() + d.ignore.size())
        fail(d.ignore_loc, "the ignore value '" + d.ignore + "' is not a 64-bit integer");
      r.ignore = v;
    }
    return r;
  }

  /// A name whose definition failed: its uses are not reported again.
  bool poisoned(const std::string &name) const {
    return poisoned_.count(name) || (side_ && side_poisoned_[side_index_].count(name));
  }

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

  /// Binds an index in the current scope. A bad name is reported, but bound all the same, so
  /// that its uses are not reported as unbound; the caller then abandons its construct.
  int bind_var(const std::string &name, const SourceLoc &loc) {
    log_.attempt([&] {
      if (globals_.count(name))
        fail(loc,
             "index '" + name + "' has the name of a declared " + kind_word(globals_[name].kind),
             {{globals_[name].loc, "declared here"}});
      if (side_ && side_->local_by_name(name))
        fail(loc, "index '" + name + "' has the name of a tensor defined above");
      if (scoped_var(name))
        fail(loc, "index '" + name + "' is already bound here");
    });
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
    case GlobalKind::Opaque: return "function";
    }
    return "name";
  }

  // ---- integer expressions ----
  ir::IntPtr dims_only(const dsl::Expr &e, const std::string &what) {
    ir::IntPtr out;
    {
      Restore only(dims_only_, true);
      out = integer(e);
    }
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
      if (is_integer_input(e.text) && !dims_only_)
        return integer_read(e);
      if (e.text == "pi" || it != globals_.end() || (side_ && side_->local_by_name(e.text)))
        fail(e.loc, "'" + e.text +
                        "' is not an integer; indices and ranges are built from "
                        "index variables, dimensions and integer constants");
      if (poisoned(e.text))
        throw support::Abandoned();
      if (dims_only_)
        fail(e.loc, "unknown dimension '" + e.text + "'; declare it with 'dims'");
      fail(e.loc, "unbound index '" + e.text + "'; bind it on the left of '=' (as in Y[i, " +
                      e.text + "]) or with a reduction (as in sum(" + e.text + "))");
    }
    case dsl::ExprKind::Access:
      if (is_integer_input(e.text))
        return integer_read(e);
      if (globals_.count(e.text) && globals_.at(e.text).kind == GlobalKind::Input)
        fail(e.loc, "'" + e.text + "' holds real values, not integers; an index may read an "
                                   "integer input (declared as '" + e.text + "[...]: int in [lo, hi)')",
             {{globals_.at(e.text).loc, "declared here"}});
      fail(e.loc, "expected an integer expression of indices, dimensions, constants and integer "
                  "inputs");
    case dsl::ExprKind::Neg:
      return ir::int_binary(ir::IntOp::Sub, ir::int_const(0, e.loc), integer(*e.args[0]), e.loc);
    case dsl::ExprKind::Binary: {
      static const std::map<std::string, ir::IntOp> ops = {{"+", ir::IntOp::Add},
                                                           {"-", ir::IntOp::Sub},
                                                           {"*", ir::IntOp::Mul},
                                                           {"%", ir::IntOp::Mod},
                                                           {"//", ir::IntOp::Div}};
      auto it = ops.find(e.op);
      // Not the operands of an operator that has no place here: `X[t < NT]` is a binder's range
      // written in an index, and its "unbound" `t` would only follow from that.
      if (it == ops.end())
        fail(e.loc, "'" + e.op + "' is not allowed in an integer expression (use + - * % //)");
      ir::IntPtr a, b;
      log_.each([&] { a = integer(*e.args[0]); }, [&] { b = integer(*e.args[1]); });
      return ir::int_binary(it->second, a, b, e.loc);
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
    case dsl::ExprKind::Access:
      if (opaque_)
        outside_opaque_scope(e);
      if (is_integer_input(e.text))
        return {integer_read(e), nullptr};
      return {nullptr, access(e)};
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
    if (e.text == "pi") // a keyword, so no declaration shares the name
      return {nullptr, node(blank(ir::ExprOp::Pi, e.loc))};
    if (opaque_) {
      if (e.text != opaque_->param)
        outside_opaque_scope(e);
      ir::Expr out = blank(ir::ExprOp::Param, e.loc);
      out.opaque = opaque_->id;
      return {nullptr, node(std::move(out))};
    }
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
      case GlobalKind::Input:
        if (is_integer_input(e.text))
          return {integer_read(e), nullptr};
        break;
      case GlobalKind::Opaque:
        fail(e.loc, "'" + e.text + "' is an opaque function; call it as " + e.text + "(...)");
      }
    }
    return {nullptr, access(e)};
  }

  bool is_integer_input(const std::string &name) const {
    auto it = globals_.find(name);
    return it != globals_.end() && it->second.kind == GlobalKind::Input &&
           rule_.inputs[it->second.id].integer.has_value();
  }

  /// An element of an integer input, `tgt[i]`: an integer (an index, or compared with one);
  /// in a real context it is converted (FromInt).
  ir::IntPtr integer_read(const dsl::Expr &e) {
    if (in_precondition_ || dims_only_)
      fail(e.loc, std::string(dims_only_ ? "a shape or range" : "a precondition") +
                      " may not read the integer tensor '" + e.text + "'");
    int id = globals_.at(e.text).id;
    const ir::TensorInfo &info = rule_.inputs[id];
    if (e.args.size() != info.shape.size())
      fail(e.loc,
           "'" + e.text + "' has rank " + std::to_string(info.shape.size()) + " but is used with " +
               std::to_string(e.args.size()) + " ind" + (e.args.size() == 1 ? "ex" : "ices"),
           {{info.loc, "declared here"}});
    std::vector<ir::IntPtr> args(e.args.size());
    size_t before = log_.failures();
    for (size_t p = 0; p < e.args.size(); ++p)
      log_.attempt([&] { args[p] = index_of(info, e, p); });
    log_.abandon_if_failed_since(before);
    return ir::int_read(id, std::move(args), e.loc);
  }

  /// Index `p` of an access to `info`; a plain index variable there is a use that gives its range.
  ir::IntPtr index_of(const ir::TensorInfo &info, const dsl::Expr &e, size_t p) {
    ir::IntPtr idx = integer(*e.args[p]);
    if (idx->op == ir::IntOp::Var)
      uses_[idx->id].push_back({info.shape[p], e.args[p]->loc,
                                "dimension " + std::to_string(p + 1) + " of '" + e.text + "'"});
    return idx;
  }

  /// The tensor and each index are checked apart: an unknown tensor does not hide a bad index.
  ir::ExprPtr access(const dsl::Expr &e) {
    ir::Expr out = blank(ir::ExprOp::Access, e.loc);
    const ir::TensorInfo *info = nullptr;
    size_t before = log_.failures();
    log_.attempt([&] { info = &tensor(e, out); });
    // A precondition binds no index, and reads no tensor: that is its one error.
    for (size_t p = 0; p < e.args.size() && !in_precondition_; ++p)
      log_.attempt([&] {
        out.indices.push_back(info ? index_of(*info, e, p) : integer(*e.args[p]));
      });
    log_.abandon_if_failed_since(before);
    return node(std::move(out));
  }

  /// The tensor `e` reads, used with as many indices as its rank.
  const ir::TensorInfo &tensor(const dsl::Expr &e, ir::Expr &out) {
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
    } else if (poisoned(e.text)) {
      throw support::Abandoned();
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
    return *info;
  }

  ir::ExprPtr call(const dsl::Expr &e) {
    if (e.text == "select") {
      if (e.args.size() != 3)
        fail(e.loc, "select takes 3 arguments (condition, then, else), got " +
                        std::to_string(e.args.size()));
      ir::Expr out = blank(ir::ExprOp::Select, e.loc);
      out.args.resize(2);
      log_.each([&] { out.cond = condition(*e.args[0]); }, [&] { out.args[0] = real(*e.args[1]); },
                [&] { out.args[1] = real(*e.args[2]); });
      return node(std::move(out));
    }
    // Which function, and how many arguments it takes, do not depend on the arguments: an
    // unknown function does not hide an error inside its arguments (another unknown function).
    ir::Expr out = blank(ir::ExprOp::Call, e.loc);
    size_t before = log_.failures();
    log_.attempt([&] { out.fn = function(e); });
    for (const dsl::ExprPtr &a : e.args)
      log_.attempt([&] { out.args.push_back(real(*a)); });
    log_.abandon_if_failed_since(before);
    if (out.fn == ir::Fn::Opaque) {
      out.opaque = globals_.at(e.text).id;
      // A fact is instantiated once per application the provers meet, with f(a) as that
      // application: an application at any other argument would need facts of its own.
      if (opaque_ && (out.opaque != opaque_->id || out.args[0]->op != ir::ExprOp::Param))
        fail(e.loc, "a fact of '" + opaque_->name + "' may apply it only to its parameter, as " +
                        opaque_->name + "(" + opaque_->param + ")");
    }
    return node(std::move(out));
  }

  ir::Fn function(const dsl::Expr &e) {
    auto global = globals_.find(e.text);
    if (global != globals_.end() && global->second.kind == GlobalKind::Opaque) {
      if (in_precondition_)
        fail(e.loc, "a precondition cannot call opaque function '" + e.text + "'");
      if (opaque_ && !opaque_->fact)
        fail(e.loc, "the model of '" + opaque_->name + "' cannot call opaque function '" + e.text +
                        "'; write the function it computes");
      if (e.args.size() != 1)
        fail(e.loc, e.text + " takes 1 argument, got " + std::to_string(e.args.size()),
             {{global->second.loc, "declared here"}});
      return ir::Fn::Opaque;
    }
    auto fn = ir::fn_by_name(e.text);
    if (!fn) {
      if (poisoned(e.text)) // an opaque function whose declaration failed
        throw support::Abandoned();
      if (globals_.count(e.text) || (side_ && side_->local_by_name(e.text)))
        fail(e.loc, "'" + e.text + "' is not a function; index a tensor with [...]");
      fail(e.loc, "unknown function '" + e.text + "' (known: " + ir::fn_names() + " select)");
    }
    if (static_cast<int>(e.args.size()) != ir::fn_arity(*fn))
      fail(e.loc, e.text + " takes " + std::to_string(ir::fn_arity(*fn)) + " argument" +
                      (ir::fn_arity(*fn) == 1 ? "" : "s") + ", got " +
                      std::to_string(e.args.size()));
    return *fn;
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
    Typed a, b;
    log_.each([&] { a = typed(*e.args[0]); }, [&] { b = typed(*e.args[1]); });
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
    // The operands of a misplaced comparison are not checked: they are not what was meant
    // (`sum(k) a[k] < b[k]` ends the sum at `<`), so their errors would follow from this one.
    if (is_comparison(e.op))
      fail(e.loc, "a comparison can only be the condition of select(...) or a precondition");
    Typed a, b;
    log_.each([&] { a = typed(*e.args[0]); }, [&] { b = typed(*e.args[1]); });
    if (a.integer && b.integer && e.op != "/") {
      static const std::map<std::string, ir::IntOp> ops = {{"+", ir::IntOp::Add},
                                                           {"-", ir::IntOp::Sub},
                                                           {"*", ir::IntOp::Mul},
                                                           {"%", ir::IntOp::Mod},
                                                           {"//", ir::IntOp::Div}};
      return {ir::int_binary(ops.at(e.op), a.integer, b.integer, e.loc), nullptr};
    }
    static const std::map<std::string, ir::ExprOp> ops = {{"+", ir::ExprOp::Add},
                                                          {"-", ir::ExprOp::Sub},
                                                          {"*", ir::ExprOp::Mul},
                                                          {"/", ir::ExprOp::Div}};
    auto it = ops.find(e.op);
    if (it == ops.end())
      fail(e.loc, "'" + e.op + "' applies to integers only");
    ir::Expr out = blank(it->second, e.loc);
    out.args = {as_real(a, e.args[0]->loc), as_real(b, e.args[1]->loc)};
    return {nullptr, node(std::move(out))};
  }

  ir::ExprPtr reduce(const dsl::Expr &e) {
    if (in_precondition_)
      fail(e.loc, "a precondition cannot contain a reduction");
    if (opaque_)
      fail(e.loc, "an opaque function's model or fact cannot contain a reduction");
    size_t before = log_.failures();
    ir::IntPtr explicit_range;
    if (e.range)
      log_.attempt([&] { explicit_range = dims_only(*e.range, "a reduction range"); });
    int var = -1;
    ir::ExprPtr body;
    std::optional<ir::Cond> filter;
    {
      Restore scope(scope_, scope_);
      var = bind_var(e.binder, e.binder_loc);
      if (e.filter)
        log_.attempt([&] { filter = reduction_filter(*e.filter); });
      log_.attempt([&] { body = real(*e.args[0]); });
    }
    // The range is inferred from the uses in the body: not from a body that failed.
    log_.abandon_if_failed_since(before);
    ir::Expr out = blank(e.text == "sum" ? ir::ExprOp::Sum : ir::ExprOp::Max, e.loc);
    out.var = var;
    out.range = explicit_range ? explicit_range : inferred_range(var);
    if (filter && e.text == "sum") {
      // An absent term of a sum is a 0 term: the filter becomes the mask it is, so every later
      // layer (laws, kernels) sees the one form of a masked sum.
      ir::Expr masked = blank(ir::ExprOp::Select, e.filter->loc);
      masked.cond = filter;
      masked.args = {body, as_real({ir::int_const(0, e.filter->loc), nullptr}, e.filter->loc)};
      body = node(std::move(masked));
    } else {
      out.cond = filter; // a max keeps its filter: an absent element is not any value
    }
    out.args = {body};
    return node(std::move(out));
  }

  /// `where COND` of a reduction: an integer comparison, decided per element.
  ir::Cond reduction_filter(const dsl::Expr &e) {
    ir::Cond c = condition(e);
    if (!c.integer)
      fail(e.loc, "a reduction's `where` must compare integers (indices, dimensions, integer "
                  "inputs): it selects elements, it is not a value");
    return c;
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
  void program(const dsl::Section &section, ir::Program &out, int index,
               const std::string &side_name) {
    if (!section.loc.valid())
      return; // the parser reported the missing section
    Restore side(side_, &out);
    Restore side_index(side_index_, index);
    if (section.statements.empty() && !section.incomplete)
      log_.report({section.loc, "section '" + side_name + "' has no statements", {}, {}});
    const auto &sts = section.statements;
    for (size_t s = 0; s < sts.size();) {
      // Consecutive statements of one tensor, one of them at an affine index: its pieces.
      size_t end = s + 1;
      bool affine = at_affine_index(sts[s]);
      while (end < sts.size() && sts[end].target == sts[s].target && !sts[end].vjp && !sts[s].vjp) {
        affine = affine || at_affine_index(sts[end]);
        ++end;
      }
      if (!affine)
        end = s + 1; // a second plain definition is the error "defined twice"
      if (!log_.attempt([&] { end - s > 1 || affine ? pieces(sts, s, end) : statement(sts[s]); }))
        side_poisoned_[index].insert(sts[s].target);
      s = end;
    }
  }

  static bool at_affine_index(const dsl::Statement &st) {
    return std::any_of(st.indices.begin(), st.indices.end(),
                       [](const dsl::IndexBinder &b) { return b.at != nullptr; });
  }

  /// The forward program, which the lhs starts with: its tensors are lhs tensors too (a second
  /// definition of one is an error), so the lhs may read them after differentiating.
  void forward() {
    if (!ast_.forward.loc.valid())
      return;
    program(ast_.forward, rule_.forward, 2, "forward");
    rule_.lhs = rule_.forward;
    for (const std::string &name : side_poisoned_[2])
      side_poisoned_[0].insert(name);
  }

  void vjp_statement(const dsl::Statement &st) {
    if (side_index_ != 0)
      fail(st.vjp->loc, std::string("vjp(...) belongs on the lhs, whose gradient is the "
                                    "reference; the ") +
                            (side_index_ == 1 ? "rhs" : "forward section") +
                            " states what it computes by hand");
    if (!ast_.forward.loc.valid())
      fail(st.vjp->loc, "vjp(...) differentiates the rule's 'forward:' section, and the rule has "
                        "none");
    check_target(st);
    if (!st.indices.empty())
      fail(st.indices.front().loc, "the gradient '" + st.target +
                                       "' has the shape of '" + st.vjp->wrt +
                                       "'; write it without indices");
    VjpNames names;
    names.wrt = global_input(st.vjp->wrt, st.vjp->wrt_loc, "differentiate with respect to");
    for (const dsl::VjpCall::Cotangent &c : st.vjp->cotangents) {
      auto out = rule_.forward.local_by_name(c.output);
      if (!out) {
        if (poisoned(c.output))
          throw support::Abandoned();
        fail(c.output_loc, "'" + c.output + "' is not defined in the forward section",
             {{ast_.forward.loc, "the forward section starts here"}});
      }
      names.cotangents.emplace_back(*out, global_input(c.cotangent, c.cotangent_loc,
                                                       "use as a cotangent"));
    }
    rule_.vjps.push_back(
        lower_vjp(rule_, rule_.forward.statements.size(), *st.vjp, st.target, names));
  }

  int global_input(const std::string &name, const SourceLoc &loc, const std::string &use) {
    auto it = globals_.find(name);
    if (it != globals_.end() && it->second.kind == GlobalKind::Input)
      return it->second.id;
    if (poisoned(name))
      throw support::Abandoned();
    if (it != globals_.end())
      fail(loc, "cannot " + use + " " + kind_word(it->second.kind) + " '" + name +
                    "'; expected an input tensor",
           {{it->second.loc, "declared here"}});
    if (rule_.forward.local_by_name(name))
      fail(loc, "cannot " + use + " '" + name +
                    "', a tensor of the forward section; expected an input tensor");
    fail(loc, "unknown input '" + name + "'");
  }

  void statement(const dsl::Statement &st) {
    if (st.vjp)
      return vjp_statement(st);
    Restore scope(scope_, {});
    uses_.clear();
    size_t before = log_.failures();
    log_.attempt([&] { check_target(st); });
    ir::Statement out{st.loc, st.offline, st.epilogue, st.stored, false, -1, {}, nullptr};
    std::vector<ir::IntPtr> explicit_ranges;
    for (const dsl::IndexBinder &b : st.indices) {
      explicit_ranges.emplace_back();
      if (b.range)
        log_.attempt([&] { explicit_ranges.back() = dims_only(*b.range, "an index range"); });
      out.vars.push_back(bind_var(b.name, b.loc));
    }
    log_.attempt([&] { out.value = real(*st.value); });
    // The ranges are inferred from the uses the value records: not from a value that failed.
    log_.abandon_if_failed_since(before);
    ir::TensorInfo info{st.target, st.target_loc, {}, std::nullopt};
    log_.attempt([&] { info.dtype = statement_dtype(st); });
    for (size_t i = 0; i < out.vars.size(); ++i)
      info.shape.push_back(explicit_ranges[i] ? explicit_ranges[i] : inferred_range(out.vars[i]));
    out.target = static_cast<int>(side_->locals.size());
    side_->locals.push_back(std::move(info));
    side_->statements.push_back(std::move(out));
  }

  /// Statements [begin, end) of `sts`: the pieces of one tensor, folded into one statement.
  void pieces(const std::vector<dsl::Statement> &sts, size_t begin, size_t end) {
    const dsl::Statement &first = sts[begin];
    check_target(first);
    std::vector<ir::Piece> pieces;
    for (size_t s = begin; s < end; ++s) {
      const dsl::Statement &st = sts[s];
      if (st.offline != first.offline || st.epilogue != first.epilogue ||
          st.stored != first.stored || st.dtype.name != first.dtype.name)
        fail(st.loc,
             "the pieces of '" + first.target +
                 "' must be marked alike (offline, epilogue, stored, dtype): they define one "
                 "tensor",
             {{first.loc, "the first piece"}});
      if (st.indices.size() != first.indices.size())
        fail(st.target_loc,
             "this piece of '" + first.target + "' has " + std::to_string(st.indices.size()) +
                 " indices, the first " + std::to_string(first.indices.size()),
             {{first.loc, "the first piece"}});
      pieces.push_back(piece(st));
    }
    auto layout = ir::piece_layout(rule_, pieces, first.target);
    if (const auto *e = std::get_if<ir::PieceError>(&layout))
      fail(e->loc, e->message);
    const ir::PieceLayout &lay = std::get<ir::PieceLayout>(layout);
    ir::Statement out{first.loc, first.offline, first.epilogue, first.stored, false, -1,
                      {},        nullptr};
    ir::TensorInfo info{first.target, first.target_loc, {}, std::nullopt};
    info.dtype = statement_dtype(first);
    for (size_t p = 0; p < lay.dims.size(); ++p) {
      const ir::DimSplit &d = lay.dims[p];
      // The element's own index: the pieces' name where they share a plain one, else a name
      // no rule can write (`#` starts a comment).
      std::string name = d.kind == ir::SplitKind::Whole
                             ? rule_.vars[d.var.front()].name
                             : first.target + "#" + std::to_string(p + 1);
      out.vars.push_back(static_cast<int>(rule_.vars.size()));
      rule_.vars.push_back({name, first.target_loc});
      info.shape.push_back(d.extent);
    }
    out.value = fold_pieces(pieces, lay, out.vars);
    out.pieces = std::move(pieces);
    out.target = static_cast<int>(side_->locals.size());
    side_->locals.push_back(std::move(info));
    side_->statements.push_back(std::move(out));
  }

  /// One piece: its plain indices and the variables of its affine ones are bound in its own
  /// scope. An affine index's variable runs over the range written after it (`2*d for d < Q`),
  /// or else the range its uses in the value give it.
  ir::Piece piece(const dsl::Statement &st) {
    Restore scope(scope_, {});
    uses_.clear();
    size_t before = log_.failures();
    ir::Piece pc{st.loc, {}, {}, {}, nullptr};
    std::vector<ir::IntPtr> explicit_ranges;
    std::vector<int> binder_var;
    for (const dsl::IndexBinder &b : st.indices) {
      if (!b.at) {
        explicit_ranges.emplace_back();
        if (b.range)
          log_.attempt([&] { explicit_ranges.back() = dims_only(*b.range, "an index range"); });
        binder_var.push_back(bind_var(b.name, b.loc));
        pc.vars.push_back(binder_var.back());
        continue;
      }
      binder_var.push_back(-1);
      bool named = b.name.empty();
      for (const dsl::Expr *n : unbound_names(*b.at)) {
        explicit_ranges.emplace_back();
        if (n->text == b.name) {
          named = true;
          log_.attempt([&] { explicit_ranges.back() = dims_only(*b.range, "an index range"); });
        }
        pc.vars.push_back(bind_var(n->text, n->loc));
      }
      if (!named && scoped_var(b.name))
        fail(b.at->loc, "index '" + b.name +
                            "' is already bound in this piece; each of a "
                            "piece's variables indexes one dimension");
      if (!named)
        fail(b.at->loc, "'for " + b.name + "' names no variable of this index");
    }
    for (size_t p = 0; p < st.indices.size(); ++p)
      log_.attempt([&] {
        pc.at.push_back(st.indices[p].at ? integer(*st.indices[p].at)
                                         : ir::int_var(binder_var[p], st.indices[p].loc));
      });
    log_.attempt([&] { pc.value = real(*st.value); });
    log_.abandon_if_failed_since(before);
    for (size_t n = 0; n < pc.vars.size(); ++n) {
      int v = pc.vars[n];
      if (!explicit_ranges[n] && uses_[v].empty() &&
          std::find(binder_var.begin(), binder_var.end(), v) == binder_var.end())
        fail(rule_.vars[v].loc, "cannot infer the range of index '" + rule_.vars[v].name +
                                    "': it is never used as a whole index of a tensor; write "
                                    "its range after the piece's index, as in '2*" +
                                    rule_.vars[v].name + " + 1 for " + rule_.vars[v].name +
                                    " < SIZE'");
      pc.ranges.push_back(explicit_ranges[n] ? explicit_ranges[n] : inferred_range(v));
    }
    return pc;
  }

  /// The names in a piece's affine index that are neither bound nor dimensions: its variables,
  /// in order of first appearance.
  std::vector<const dsl::Expr *> unbound_names(const dsl::Expr &e) {
    std::vector<const dsl::Expr *> out;
    std::set<std::string> seen;
    auto walk = [&](auto &self, const dsl::Expr &x) -> void {
      if (x.kind == dsl::ExprKind::Name) {
        auto g = globals_.find(x.text);
        bool dim = g != globals_.end() && g->second.kind == GlobalKind::Dim;
        if (!dim && !scoped_var(x.text) && seen.insert(x.text).second)
          out.push_back(&x);
      }
      for (const dsl::ExprPtr &a : x.args)
        self(self, *a);
    };
    walk(walk, e);
    return out;
  }

  void check_target(const dsl::Statement &st) {
    auto it = globals_.find(st.target);
    if (it != globals_.end())
      fail(st.target_loc,
           "cannot assign to " + std::string(kind_word(it->second.kind)) + " '" + st.target + "'",
           {{it->second.loc, "declared here"}});
    if (auto prev = side_->local_by_name(st.target))
      fail(st.target_loc, "'" + st.target + "' is defined twice on this side",
           {{side_->locals[*prev].loc, "first defined here"}});
  }

  ir::Cond precondition(const dsl::Expr &e) {
    Restore in_precondition(in_precondition_, true);
    return condition(e);
  }

  void compares() {
    std::map<std::string, SourceLoc> seen;
    for (const dsl::NamedLoc &c : ast_.compares)
      log_.attempt([&] { compare(c, seen); });
  }

  void compare(const dsl::NamedLoc &c, std::map<std::string, SourceLoc> &seen) {
    if (seen.count(c.name))
      fail(c.loc, "'" + c.name + "' is compared twice", {{seen[c.name], "first here"}});
    seen[c.name] = c.loc;
    auto l = rule_.lhs.local_by_name(c.name);
    auto r = rule_.rhs.local_by_name(c.name);
    if (!l || !r) {
      const char *missing = !l ? "lhs" : "rhs";
      const dsl::Section &sec = !l ? ast_.lhs : ast_.rhs;
      // A side that is missing, empty or lost a statement is reported as such already; and
      // an output whose definition failed is no second error.
      if (!sec.loc.valid() || sec.statements.empty() || poisoned_.count(c.name) ||
          side_poisoned_[!l ? 0 : 1].count(c.name))
        throw support::Abandoned();
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

  std::string shape_text(const ir::TensorInfo &t) const {
    std::string out = "[";
    for (size_t i = 0; i < t.shape.size(); ++i)
      out += (i ? ", " : "") + ir::print_int(rule_, *t.shape[i]);
    return out + "]";
  }

  void dtypes() {
    for (const dsl::NamedLoc &d : ast_.dtypes)
      if (!log_.attempt([&] { dtype(d); }))
        poisoned_.insert(d.name); // so `numeric tolerance` on it is no second error
  }

  static bool is_dtype_name(const std::string &name) {
    return name == "f32" || name == "bf16" || name == "f16";
  }

  /// A dtype declared for one tensor (`input x[M,K]: e4m3`, `stored r[i]: f32 = ...`): any
  /// storage format, fp8 included (a run's dtype is one of the three above).
  static std::string tensor_dtype(const dsl::NamedLoc &d, const std::string &of) {
    if (!ir::dtype_by_name(d.name))
      fail(d.loc,
           "unknown dtype '" + d.name + "' for " + of + " (expected f32, bf16, f16, e4m3 or e5m2)");
    return d.name;
  }

  /// A statement's declared dtype: only a tensor written to memory has one (a register value
  /// is fp32, as every intermediate is).
  std::string statement_dtype(const dsl::Statement &st) {
    if (st.dtype.name.empty())
      return {};
    std::string d = tensor_dtype(st.dtype, "'" + st.target + "'");
    bool compared = std::any_of(ast_.compares.begin(), ast_.compares.end(),
                                [&](const dsl::NamedLoc &c) { return c.name == st.target; });
    if (!st.stored && !st.offline && !compared)
      fail(st.dtype.loc, "'" + st.target + "' declares dtype " + d +
                             " but is not written to memory; mark it 'stored' (or 'offline'), "
                             "or compare it: values held in registers are fp32");
    return d;
  }

  void dtype(const dsl::NamedLoc &d) {
    if (!is_dtype_name(d.name))
      fail(d.loc, "unknown dtype '" + d.name + "' (expected f32, bf16 or f16)");
    if (std::find(rule_.dtypes.begin(), rule_.dtypes.end(), d.name) != rule_.dtypes.end())
      fail(d.loc, "dtype '" + d.name + "' is listed twice");
    rule_.dtypes.push_back(d.name);
  }

  struct Global {
    GlobalKind kind;
    int id;
    SourceLoc loc;
  };

  const dsl::Rule &ast_;
  support::ErrorLog &log_;
  ir::Rule rule_;
  std::map<std::string, Global> globals_;
  std::set<std::string> poisoned_;         // failed declarations (and parse-failed lines)
  std::set<std::string> side_poisoned_[3]; // failed statements: lhs, rhs, forward
  ir::Program *side_ = nullptr;
  int side_index_ = 0;
  std::vector<std::pair<std::string, int>> scope_;
  std::map<int, std::vector<RangeUse>> uses_;
  bool in_precondition_ = false;
  bool dims_only_ = false;
  std::optional<OpaqueScope> opaque_; // checking an opaque function's model or fact
};

} // namespace

ir::Rule analyze(const dsl::Rule &ast, support::ErrorLog &log) { return Sema(ast, log).run(); }

ir::Rule analyze(const dsl::Rule &ast) {
  support::ErrorLog log;
  return log.run([&] { return analyze(ast, log); });
}

} // namespace fuseproof::sema
