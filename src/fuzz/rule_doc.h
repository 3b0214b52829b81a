#pragma once
// A rule as an editable syntax tree (the parser's own dsl::Rule) and its printer. The generator
// builds these trees, the mutator and the minimiser edit them, and every rule handed to the
// verifier is printed to text and parsed again, so the fuzzer exercises the whole pipeline from
// text on, exactly as `fuseproof verify` does.
#include "dsl/ast.h"

#include <set>
#include <string>
#include <vector>

namespace fuseproof::fuzz {

using dsl::Expr;
using dsl::ExprKind;
using dsl::ExprPtr;

struct RuleDoc {
  dsl::Rule ast;
  /// Per ast.requires_ entry: the scalar whose `scalar NAME where COND` line carries it, or -1
  /// for a `require` line. Both spell the same precondition; the fuzzer writes both forms.
  std::vector<int> where_of;
};

RuleDoc clone(const RuleDoc &doc);
ExprPtr clone(const Expr &e);

/// The rule as text in the rule language (dims, inputs, scalars, preconditions, both sides,
/// compare, dtypes; `numeric` clauses are not kept). Parenthesises only where the grammar needs
/// it, and every reduction used as an operand (docs/RULE_LANGUAGE.md), so printing a parsed rule
/// and parsing it again gives the same tree.
std::string print(const RuleDoc &doc);
std::string print_expr(const Expr &e);

/// Parses rule text (support::UserError on a syntax error; no semantic checks).
RuleDoc parse_doc(const std::string &text, const std::string &path);

/// A rule with a `forward:` section (a backward rule, with `vjp` statements): rule documents
/// have no forward section, so the fuzzer leaves such library rules alone (--only gradients
/// fuzzes their derivation instead).
bool has_forward_section(const std::string &text);

// ---- building declarations and statements (fields set by name, so the syntax tree's structs
// may grow without breaking these) ----
dsl::NamedLoc named(const std::string &name);
dsl::IndexBinder binder(const std::string &name, ExprPtr range);
dsl::TensorDecl tensor_decl(const std::string &name);
dsl::Statement statement(const std::string &target, ExprPtr value);

// ---- building trees ----
ExprPtr num(const std::string &text);
ExprPtr num(int64_t v); // a negative value becomes -(|v|): the grammar has no negative numbers
ExprPtr name(const std::string &text);
ExprPtr access(const std::string &tensor, std::vector<ExprPtr> indices);
ExprPtr call(const std::string &fn, std::vector<ExprPtr> args);
ExprPtr call(const std::string &fn, ExprPtr a);
ExprPtr call(const std::string &fn, ExprPtr a, ExprPtr b);
ExprPtr bin(const std::string &op, ExprPtr a, ExprPtr b);
ExprPtr neg(ExprPtr a);
ExprPtr power(ExprPtr base, long exponent);
/// `kind` is "sum" or "max"; `range` may be null (inferred from use).
ExprPtr reduce(const std::string &kind, const std::string &binder, ExprPtr range, ExprPtr body);
ExprPtr select(ExprPtr cond, ExprPtr then_value, ExprPtr else_value);

bool is_comparison(const std::string &op);
/// The comparison that holds exactly when `op` fails (< and >=, == and !=, ...).
std::string negate_comparison(const std::string &op);
/// The comparison with its operands exchanged (a < b is b > a).
std::string mirror_comparison(const std::string &op);

// ---- walking trees ----
enum class Ctx { Value, Index, Range, Precondition, Shape };

/// One place in a rule that holds an expression, with what surrounds it.
struct Slot {
  ExprPtr *ptr = nullptr;
  int side = -1; // 0 lhs, 1 rhs, -1 outside the programs (preconditions, input shapes)
  int stmt = -1; // statement index on its side
  Ctx ctx = Ctx::Value;
  std::vector<std::string> scope; // index variables bound here, outermost first
  int depth = 0;                  // 0 for a statement's whole value or a whole precondition
  const Expr *parent = nullptr;   // the node this one is an operand of (null at a root)
  int arg = -1;                   // which operand (-1: the parent's range)
};

/// Every expression slot of the rule, pre-order (a node before its operands).
std::vector<Slot> collect_slots(RuleDoc &doc);
/// The slots of one expression tree rooted at `root`.
void collect_expr_slots(ExprPtr &root, Slot proto, std::vector<Slot> &out);

/// Every identifier an expression mentions (names, tensors, functions, reduction binders).
std::set<std::string> identifiers(const Expr &e);
/// Whether `var` is used as a whole index of some access (so sema can infer its range).
bool used_as_whole_index(const Expr &e, const std::string &var);
/// Nodes in the tree.
int node_count(const Expr &e);
/// Replaces every Name `var` by a copy of `with` (index substitution; no binder captures it as
/// the fuzzer's binder names are fresh).
ExprPtr substitute(const Expr &e, const std::string &var, const Expr &with);

/// Renames every identifier `from` to `to` everywhere in the rule: declarations, statement
/// targets, binders, uses, compare and where lines.
void rename_everywhere(RuleDoc &doc, const std::string &from, const std::string &to);

} // namespace fuseproof::fuzz
