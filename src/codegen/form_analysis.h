#pragma once
// Internal to codegen/: the GEMM + epilogue form of a rule's right side, as recognised by
// epilogue_form.cpp and translated into C++ by epilogue_writer.cpp.
#include "codegen/kernel_plan.h"

namespace fuseproof::codegen {

/// One operand of the matrix product.
struct Operand {
  const ir::Expr *access = nullptr;
  int other_var = -1; // the row (A) or column (B) variable
  Layout layout = Layout::RowMajor;
};

struct FormAnalysis {
  const ir::Rule *rule = nullptr;
  const ir::Expr *sum = nullptr; // the contraction
  int gemm_statement = -1;       // rhs local whose value contains it
  Operand a, b;
  ir::IntPtr m_ext, n_ext, k_ext;
  std::vector<bool> in_kernel;     // by rhs local
  std::vector<StatementKind> kind; // by rhs local, for kernel statements
  int tile_width_dim = -1, tile_count_dim = -1;
  int row_tile_height_dim = -1;
  /// By rhs local, for PartialReduce statements: the reduction's op. A Max that is an LSE's
  /// shift holds no slots of its own: the LSE's pair carries it (lse_shift names the LSE's max).
  std::vector<PartialOp> partial_op;
  std::vector<int> lse_shift; // by rhs local: for an Lse partial, the max statement it shifts by
  std::vector<const ir::Expr *> lse_sum; // and its sum(u < BN) [mask] exp(f - m)
  /// By rhs local, for PartialReduce statements: its sum's body is the ragged-tile mask
  /// select(t*BN + u < N, f, 0), which the kernel implements by never applying those columns.
  std::vector<bool> partial_masked;
  KernelPlan plan;

  /// The extent as one of the kernel's sizes, if it is one.
  std::optional<Extent> extent_of(const ir::IntExpr &e) const;
};

/// Thrown inside codegen/ to refuse a rule; plan_kernel turns it into a FormError.
struct Refusal {
  FormError error;
};
[[noreturn]] void refuse(const support::SourceLoc &loc, std::string message);

FormAnalysis analyse_form(const ir::Rule &rule);
/// Fills the plan's parameters and C++ bodies.
void write_epilogue(FormAnalysis &form);

} // namespace fuseproof::codegen
