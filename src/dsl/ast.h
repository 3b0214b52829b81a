#pragma once
// The syntax tree: what the user wrote, with locations, before any name or shape is checked.
#include "support/source.h"

#include <memory>
#include <set>
#include <string>
#include <vector>

namespace fuseproof::dsl {

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

enum class ExprKind {
  Number, // text
  Name,   // text
  Access, // text[args...]
  Call,   // text(args...)
  Neg,    // -args[0]
  Binary, // args[0] op args[1]; op in + - * / % and comparisons
  Power,  // args[0] ^ exponent
  Reduce, // text is "sum" or "max"; binder, optional range and filter, body = args[0]
};

struct Expr {
  ExprKind kind;
  support::SourceLoc loc;
  std::string text;
  std::string op; // Binary: "+", "<=", ...
  std::vector<ExprPtr> args;
  long exponent = 0;  // Power
  std::string binder; // Reduce
  support::SourceLoc binder_loc;
  ExprPtr range;  // Reduce: optional explicit upper bound (binder < range)
  ExprPtr filter; // Reduce: optional `where COND`; elements where it fails are absent
};

/// An index on the left of a statement: `i`, or `t < NT` with an explicit range, or an
/// affine index `2*d + 1` of one piece of a tensor defined piecewise (`at`), with its
/// variable's range when written (`2*d + 1 for d < Q`: `name`, `range`).
struct IndexBinder {
  std::string name;
  support::SourceLoc loc;
  ExprPtr range;
  ExprPtr at = nullptr;
};

/// `vjp(X, Y1: dY1, Y2: dY2)`: the gradient with respect to input X of the forward outputs Y1,
/// Y2 with the cotangents (upstream gradients) dY1, dY2.
struct VjpCall {
  support::SourceLoc loc;
  std::string wrt;
  support::SourceLoc wrt_loc;
  struct Cotangent {
    std::string output, cotangent;
    support::SourceLoc output_loc, cotangent_loc;
  };
  std::vector<Cotangent> cotangents;
};

struct NamedLoc {
  std::string name;
  support::SourceLoc loc;
};

struct Statement {
  support::SourceLoc loc;
  bool offline = false;
  bool epilogue = false;
  bool stored = false;
  std::string target;
  support::SourceLoc target_loc;
  std::vector<IndexBinder> indices;
  /// `: f32` (or bf16, f16, e4m3, e5m2) after the target: the dtype its values are stored in,
  /// whatever the run's; empty name when none is declared.
  NamedLoc dtype;
  ExprPtr value;                 // null for a vjp statement
  std::unique_ptr<VjpCall> vjp;  // `target = vjp(...)`
};

/// `: int in [lo, hi) ignore v` after an input's shape: an integer tensor (targets, positions).
struct IntegerDecl {
  support::SourceLoc loc;
  ExprPtr lo, hi;
  bool has_ignore = false;
  std::string ignore; // the ignore value's spelling, with a leading '-' when negative
  support::SourceLoc ignore_loc;
};

struct TensorDecl {
  std::string name;
  support::SourceLoc loc;
  std::vector<ExprPtr> shape;
  std::unique_ptr<IntegerDecl> integer;
  /// `: f32` (or bf16, f16) after the shape: the tensor's storage dtype in every run; empty name
  /// when none is declared (the run's dtype).
  NamedLoc dtype;
};

struct Section {
  support::SourceLoc loc; // of the `lhs`/`rhs` keyword; invalid when the section is missing
  std::vector<Statement> statements;
  /// Set when a line of this section failed to parse (so a statement may be missing from it):
  /// sema does not call the section empty. Every name on such a line is poisoned: sema reports
  /// none of them as unknown, nor as a compared output the side does not define.
  bool incomplete = false;
  std::set<std::string> poisoned;
};

/// `key=value` in a `numeric` clause (`M=4096`, `rtol=1e-4`, `eps = 1e-6`).
struct Setting {
  NamedLoc key;
  std::string value; // a number's spelling, with a leading '-' when negative
  support::SourceLoc value_loc;
};

/// `numeric KIND WORD... KEY=VALUE...`: settings of the numeric tier (shapes, scalar values,
/// tolerances, distributions). Validated by sema, which knows what each kind accepts.
struct NumericClause {
  NamedLoc kind;
  std::vector<NamedLoc> words;
  std::vector<Setting> settings;
};

/// `opaque NAME(PARAM) = MODEL`: a function the provers see as uninterpreted (with the facts
/// below), which the numeric tier and the kernels compute as MODEL.
struct OpaqueDecl {
  NamedLoc name;
  NamedLoc param;
  ExprPtr model;
};

/// `fact NAME: COND`: a trusted fact about every application of opaque function NAME, stated
/// over its parameter and NAME(PARAM).
struct FactDecl {
  NamedLoc fn;
  ExprPtr cond;
};

struct Rule {
  std::string name;
  support::SourceLoc loc;
  std::string description;
  std::vector<NamedLoc> dims;
  std::vector<TensorDecl> inputs;
  std::vector<NamedLoc> scalars;
  std::vector<ExprPtr> requires_; // preconditions, including `scalar x where ...`
  std::vector<OpaqueDecl> opaques;
  std::vector<FactDecl> facts;
  Section lhs, rhs;
  Section forward; // the program a `vjp(...)` in the lhs differentiates
  std::vector<NamedLoc> compares;
  std::vector<NamedLoc> dtypes;
  std::vector<NumericClause> numeric;
  support::SourceLoc end_loc;
  /// The names on declaration lines that failed to parse (and so declare nothing): the line may
  /// have been meant to declare any of them, so sema reports none of them as unknown.
  std::set<std::string> poisoned;
};

} // namespace fuseproof::dsl
