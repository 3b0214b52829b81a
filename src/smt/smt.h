#pragma once
// The project's solver interface. This folder is the only code that includes z3++.h; everyone
// else builds Terms through a Context and asks a Solver, so the solver can be swapped or
// instrumented in one place.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace fuseproof::smt {

class Context;
enum class Result { Sat, Unsat, Unknown };
struct Budget;
/// Checks a standalone SMT-LIB 2 script (declarations and assertions) in a fresh context: the
/// step checker re-checks each recorded obligation this way, with nothing else in scope.
Result check_script(const std::string &smt2, const Budget &budget);

/// A handle to a term owned by a Context (real-, integer- or bool-sorted). Cheap to copy.
class Term {
public:
  Term() = default;
  bool valid() const { return id_ != kInvalid; }
  bool operator==(const Term &o) const { return id_ == o.id_; }

private:
  friend class Context;
  friend class Solver;
  friend class Model;
  static constexpr uint32_t kInvalid = UINT32_MAX;
  explicit Term(uint32_t id) : id_(id) {}
  uint32_t id_ = kInvalid;
};

/// Budgets applied to every solver call; recorded in results and reports.
struct Budget {
  unsigned timeout_ms = 10000; // the complete (nlsat) attempt of each call
  unsigned memory_mb = 4096;
  unsigned fast_rlimit = 2000000; // Z3 resource units for the fast (SMT core) attempt
};

/// Whose a solver symbol is. Every symbol is named `<namespace>.<name>` (Context does it, nobody
/// else), and a rule's names are identifiers without '.', so a user's scalar can never be spelled
/// like a dimension, an input entry or a symbol the prover introduces (`scalar d0` once *was*
/// dimension 0). Context also refuses one name declared with two sorts.
enum class Namespace { Scalar, Input, Index, Internal };
const char *namespace_prefix(Namespace ns); // "scalar.", "input.", "index.", "aux."

class Context {
public:
  explicit Context(const Budget &budget);
  ~Context();
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  Term real_var(Namespace ns, const std::string &name);
  Term int_var(Namespace ns, const std::string &name);
  Term int_val(int64_t v);
  /// Mathematical modulo of integers (Z3's `mod`, non-negative for a non-zero divisor).
  Term int_mod(Term a, Term b);
  /// Integer division rounding toward minus infinity (Z3's `div`, for a positive divisor).
  Term int_div(Term a, Term b);
  Term real_rational(const std::string &num, const std::string &den);
  Term real_int(int64_t v);
  /// An integer-sorted term as a real (Z3's to_real).
  Term to_real(Term int_term);
  /// Whether a real-sorted term is an integer (Z3's is_int).
  Term is_integral(Term real_term);
  Term add(Term a, Term b);
  Term sub(Term a, Term b);
  Term mul(Term a, Term b);
  Term div(Term a, Term b);
  Term neg(Term a);
  /// An uninterpreted real function of one real argument. Applications are Ackermannised:
  /// each distinct argument term gets a fresh variable, and congruence() returns the constraints
  /// (a == b) -> (f(a) == f(b)) that make this exact. Queries stay in nonlinear real arithmetic,
  /// which Z3 decides completely (nlsat), instead of the incomplete UF + NRA combination.
  Term apply(const std::string &fn, Term arg);
  /// Functional consistency of every application created so far; assert it with any query
  /// that contains applications.
  std::vector<Term> congruence();
  /// The variable standing for each application created so far, by function name, then in
  /// order of creation.
  std::vector<Term> application_values();

  Term lt(Term a, Term b);
  Term le(Term a, Term b);
  Term gt(Term a, Term b);
  Term ge(Term a, Term b);
  Term eq(Term a, Term b);
  Term ne(Term a, Term b);
  Term bool_true();
  Term conj(const std::vector<Term> &ts);
  Term disj(const std::vector<Term> &ts);
  Term negate(Term a);
  Term implies(Term a, Term b);
  Term ite(Term c, Term a, Term b);

  /// Arithmetic normalisation (sum of monomials); equivalence-preserving. A term whose
  /// expansion would exceed the term budget comes back unchanged.
  Term simplify(Term a);
  /// False when expanding the term may exceed the term budget (kMaxExpandedTerms monomials).
  bool within_term_budget(Term a);
  /// The same term (structurally equal: Z3 shares equal terms).
  bool same(Term a, Term b);
  bool is_true(Term a);
  bool is_zero(Term a);
  std::string to_string(Term a);

  const Budget &budget() const { return budget_; }
  static std::string solver_version();

private:
  friend class Solver;
  friend class Model;
  struct Impl;
  std::unique_ptr<Impl> impl_;
  Budget budget_;
};

/// Checks a standalone SMT-LIB 2 script (declarations and assertions) in a fresh context: the
/// step checker re-checks each recorded obligation this way, with nothing else in scope.

/// A value read from a model: exact text ("3/2", or a decimal for an algebraic number) and the
/// nearest double.
struct NumValue {
  std::string exact;
  double approx = 0;
  bool rational = false; // `exact` is "num" or "num/den"; else a decimal approximation
};

class Model {
public:
  Model(Model &&) noexcept;
  ~Model();
  /// The value of a real term under the model (unconstrained terms get a default).
  NumValue value(Term t) const;

private:
  friend class Solver;
  struct Impl;
  explicit Model(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

class Solver {
public:
  explicit Solver(Context &ctx);
  ~Solver();
  void add(Term t);
  /// A fast attempt under a deterministic resource limit, then a complete one under the time
  /// budget; Unknown only when both give up.
  Result check();
  /// The fast attempt alone (the default solver under the resource limit): an Unsat is as good
  /// as check()'s; Unknown may mean check() would have decided. For optional questions (which
  /// facts a proof needed) whose cost must stay small.
  Result check_quick();
  /// Why the last check() returned Unknown.
  const std::string &reason_unknown() const { return reason_; }
  Model model() const;
  /// The assertions as a standalone SMT-LIB 2 script ending in (check-sat).
  std::string to_smt2() const;

private:
  Result run(bool quick);
  struct Impl;
  std::unique_ptr<Impl> impl_;
  Context &ctx_;
  std::string reason_;
};

} // namespace fuseproof::smt
