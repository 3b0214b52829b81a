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
