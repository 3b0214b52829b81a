#pragma once
// The typed tensor IR: names resolved to ids, every index variable given a range, shapes as
// integer expressions over symbolic dimensions. Trees are immutable and shared.
#include "ir/numeric_spec.h"
#include "support/source.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace fuseproof::ir {

using support::SourceLoc;

// ---- integer expressions: shapes, ranges, indices, dimension preconditions ----
// Read: an element of an integer input tensor (targets, positions): `tgt[i]`, id the input.
// Div: `//`, the Euclidean quotient (floor division for a positive divisor), paired with Mod's
// Euclidean remainder so that a == b * (a // b) + a % b in every tier.
enum class IntOp { Const, Dim, Var, Add, Sub, Mul, Mod, Div, Read };

struct IntExpr;
using IntPtr = std::shared_ptr<const IntExpr>;
struct IntExpr {
  IntOp op;
  int64_t value = 0; // Const
  int id = -1;       // Dim: index into Rule::dims; Var: index into Rule::vars; Read: input
  IntPtr a, b;
  SourceLoc loc;
  std::vector<IntPtr> args; // Read: the element's indices
};

IntPtr int_const(int64_t v, SourceLoc loc = {});
IntPtr int_dim(int id, SourceLoc loc = {});
IntPtr int_var(int id, SourceLoc loc = {});
IntPtr int_binary(IntOp op, IntPtr a, IntPtr b, SourceLoc loc = {});
IntPtr int_read(int input, std::vector<IntPtr> indices, SourceLoc loc = {});

/// Whether `pred` holds at some node of an integer expression, the indices of its integer
/// tensor reads included.
template <class Pred> bool any_int_node(const IntExpr &e, Pred &&pred) {
  if (pred(e))
    return true;
  if ((e.a && any_int_node(*e.a, pred)) || (e.b && any_int_node(*e.b, pred)))
    return true;
  for (const IntPtr &x : e.args)
    if (any_int_node(*x, pred))
      return true;
  return false;
}

/// True when the expression mentions an index variable.
bool mentions_var(const IntExpr &e);
/// True when the expression mentions index variable `var`.
bool mentions_var(const IntExpr &e, int var);
/// True when the expression reads an integer tensor.
bool mentions_read(const IntExpr &e);

// ---- real-valued expressions ----
/// A decimal literal kept exact: value == num / den.
struct Literal {
  std::string text; // as written
  std::string num;
  std::string den;
  double value = 0;
};
/// Parses a decimal literal such as "1e-6" or "0.5"; nullopt when the exponent is absurd.
std::optional<Literal> make_literal(const std::string &text);

/// Opaque: a function the rule declares (`opaque NAME(a) = MODEL`), Expr::opaque says which.
/// Round: to the nearest integer, ties to even (rintf; CODA's bias trick computes the same).
/// Fma: a * b + c with one rounding (fmaf), three arguments.
enum class Fn {
  Rsqrt,
  Sqrt,
  Exp,
  Log,
  Sigmoid,
  Silu,
  Sin,
  Cos,
  Tanh,
  Erf,
  Round,
  Max,
  Min,
  Fma,
  Opaque
};
const char *fn_name(Fn fn);
int fn_arity(Fn fn);
std::optional<Fn> fn_by_name(const std::string &name);
/// Every function name, space-separated, in declaration order (for diagnostics).
std::string fn_names();

enum class CmpOp { Lt, Le, Gt, Ge, Eq, Ne };
const char *cmp_spelling(CmpOp op);
/// The comparison read from the right: `a op b` holds exactly when `b mirrored(op) a` does.
CmpOp mirrored(CmpOp op);

enum class ExprOp {
  Literal,
  FromInt, // an integer expression (dimension or index) used as a real
  Scalar,
  Pi,     // the constant pi (a keyword): exact in the provers, its fp32 rounding in kernels
  Access, // tensor[indices]; rank-0 tensors have no indices
  Neg,
  Add,
  Sub,
  Mul,
  Div,
  Pow, // args[0] ^ exponent, exponent an integer
  Call,
  Sum,
  Max,
  Select,
  Param, // the parameter of the opaque function whose model or fact this is (OpaqueFn)
};

struct Expr;
using ExprPtr = std::shared_ptr<const Expr>;

/// A comparison. Integer comparisons (between index expressions) are decided while evaluating,
/// so `select` on them is lazy and may guard an out-of-range access (a masked ragged tile).
struct Cond {
  CmpOp op = CmpOp::Lt;
  bool integer = false;
  IntPtr ia, ib;
  ExprPtr va, vb;
  SourceLoc loc;
};

struct TensorRef {
  bool input = false; // input tensor, or a tensor defined by an earlier statement
  int id = -1;
};

struct Expr {
  ExprOp op;
  SourceLoc loc;
  Literal literal;
  IntPtr int_value;            // FromInt
  int scalar = -1;             // Scalar
  TensorRef tensor;            // Access
  std::vector<IntPtr> indices; // Access
  std::vector<ExprPtr> args;   // operands; Select: then, else
  long exponent = 0;           // Pow
  Fn fn = Fn::Exp;             // Call
  int opaque = -1;             // Call of Fn::Opaque: index into Rule::opaques
  int var = -1;                // Sum/Max: the bound index variable
  IntPtr range;                // Sum/Max: the variable runs over [0, range)
  std::optional<Cond> cond;    // Select
};

/// A literal 0 or an integer constant 0 used as a real: the else-branch of a mask.
bool is_zero_constant(const Expr &e);

// ---- rules ----
struct Named {
  std::string name;
  SourceLoc loc;
};

/// The values an integer input tensor holds: lo <= v < hi, or the ignore value (a target that
/// marks a row to leave out, as PyTorch's ignore_index), which may lie outside [lo, hi).
struct IntegerRange {
  IntPtr lo, hi; // over dimensions only
  std::optional<int64_t> ignore;
  SourceLoc loc;
};

struct TensorInfo {
  std::string name;
  SourceLoc loc;
  std::vector<IntPtr> shape; // over dimensions only
  std::optional<IntegerRange> integer = std::nullopt; // set for an integer input (read only as indices)
  /// A real input's or a stored statement's declared storage dtype ("f32", "bf16", "f16",
  /// "e4m3", "e5m2"; sema checks the name), the same in every run of the numeric tier and in the
  /// kernel; empty: the run's dtype.
  std::string dtype = {};
};

/// A tensor's storage dtype as the numeric domains round to it: Run stands for the run's dtype.
enum class Dtype : uint8_t { Run, F32, BF16, F16, E4M3, E5M2 };
/// The names a tensor may declare: "f32", "bf16", "f16", "e4m3", "e5m2".
std::optional<Dtype> dtype_by_name(const std::string &name);
/// TensorInfo::dtype as a Dtype (Run when none is declared).
Dtype dtype_of(const TensorInfo &t);

/// One statement of a tensor defined piecewise, as written: `y[i, h, 2*d + 1] = value`. Each
/// target index is a plain index variable or `C*v + o` over one of the piece's variables
/// (sema/pieces.h says which forms, and checks that the pieces partition the tensor).
struct Piece {
  SourceLoc loc;
  std::vector<int> vars;      // the piece's index variables, in order of binding
  std::vector<IntPtr> ranges; // each variable's range (v < ranges[n])
  std::vector<IntPtr> at;     // the target index of each dimension, over `vars`
  ExprPtr value;
};

struct Statement {
  SourceLoc loc;
  bool offline = false;
  bool epilogue = false;
  bool stored = false;
  bool derived = false;  // written by the reverse-mode transformation (autodiff/vjp.h)
  int target = -1;       // index into Program::locals
  std::vector<int> vars; // the target's index variables, ranges in locals[target].shape
  ExprPtr value;
  /// A tensor defined piecewise: the pieces as written, of which `value` is the fold (a
  /// select over `vars` choosing the piece an element belongs to). Every tier evaluates
  /// `value`; the printer, the all-sizes prover (one case per piece) and the kernel
  /// generator read the pieces.
  std::vector<Piece> pieces = {};
};

struct Program {
  std::vector<TensorInfo> locals;
  std::vector<Statement> statements;
  std::optional<int> local_by_name(const std::string &name) const;
};

struct Compare {
  std::string name;
  SourceLoc loc;
  int lhs = -1; // local ids on each side
  int rhs = -1;
};

/// A gradient the lhs derives by reverse-mode differentiation (autodiff/vjp.h): the statement
/// `target = vjp(wrt, output: cotangent, ...)`. The lhs starts with a copy of the forward
/// program (same local ids), and its statements `first_derived` to `target` are derived.
struct Vjp {
  SourceLoc loc;
  int target = -1;              // lhs local
  int wrt = -1;                 // input
  std::vector<int> outputs;     // forward locals
  std::vector<int> cotangents;  // inputs, one per output, of the output's shape
  int first_derived = -1;       // lhs statement
};

/// `opaque NAME(param) = model` and its `fact NAME: ...` lines. The provers see an application
/// as an uninterpreted value with the facts instantiated at its argument (trusted, and listed in
/// reports); the numeric tier and the kernels compute the model. Both read the parameter as
/// ExprOp::Param; a fact reads NAME(param) as a Call of this function on Param.
struct OpaqueFn {
  std::string name;
  SourceLoc loc;
  std::string param;
  ExprPtr model;
  std::vector<Cond> facts;
  std::vector<std::string> fact_texts; // as printed, for reports
};

struct Rule {
  std::string name;
  std::string description;
  SourceLoc loc;
  std::vector<Named> dims;
  std::vector<TensorInfo> inputs;
  std::vector<Named> scalars;
  std::vector<Named> vars; // every index variable, by id
  std::vector<Cond> requires_;
  std::vector<OpaqueFn> opaques;
  Program lhs, rhs;
  Program forward; // empty unless the lhs derives a gradient (vjps)
  std::vector<Vjp> vjps;
  std::vector<Compare> compares;
  std::vector<std::string> dtypes;
  NumericSpec numeric;
};

/// The statements of a side whose tensors no compared output depends on (by local id). The
/// provers still evaluate them over their whole range: a fused kernel computes them too, so an
/// undefined or out-of-range one is a bug even though no output reads it.
std::vector<int> unread_statements(const Rule &rule, const Program &side);

/// Replaces one side by a copy of the other (the identity check proves each side equal to
/// itself); variable ids stay valid because both sides share Rule::vars.
Rule identity_rule(const Rule &rule, bool use_lhs);

} // namespace fuseproof::ir
