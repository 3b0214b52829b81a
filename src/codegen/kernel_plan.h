#pragma once
// A rule's right side recognised as one GEMM followed by epilogue primitives: which tensors
// feed the mainloop, what the epilogue computes per accumulator element (as C++ over the
// primitives of kernels/blocks/epilogue/), and what runs before and after the kernel.
#include "ir/ir.h"

#include <optional>
#include <string>
#include <vector>

namespace fuseproof::codegen {

/// The generated kernels' column tile width: fp::kTileN in kernels/blocks/kernel_params.h (a unit
/// test checks they agree). A rule's tile dimensions are bound to it (kernel_preconditions.h).
inline constexpr int64_t kKernelTileN = 128;
/// The row-tile height of per-row-tile partial reductions: fp::kTileM (kernel_params.h).
inline constexpr int64_t kKernelTileM = 32;

// These mirror kernels/blocks/kernel_params.h (the generated code names them there).
enum class Extent { One, M, N, K, HalfN, Tiles, TwiceN, RowTiles };
enum class Role { OperandA, OperandB, Input, Output, Scalar };
enum class Layout { RowMajor, ColMajor };
/// `In`: the kernel's storage dtype (bf16), used by operands, rule inputs, offline weights and
/// stored outputs; `F32`: statistics and values computed in fp32 before the kernel.
/// `I64`: an integer input (targets), int64 as PyTorch holds them.
enum class ParamType { In, F32, I64, F16, E4M3, E5M2 };

/// The epilogue struct's template parameter that stores an output of `type` (double in the fp64
/// reference): S the kernel's dtype, F fp32, H f16, E4 e4m3, E5 e5m2. The last three are
/// parameters only of kernels that write them, so the others keep the two-parameter form.
inline const char *storage_parameter(ParamType type) {
  switch (type) {
  case ParamType::F32: return "F";
  case ParamType::F16: return "H";
  case ParamType::E4M3: return "E4";
  case ParamType::E5M2: return "E5";
  default: return "S";
  }
}

/// Where a parameter's values come from, in the rule's terms.
enum class Source { RuleInput, RuleScalar, PreStatement, OfflineStatement, KernelStatement };

struct KernelParam {
  std::string name; // the rule's tensor, scalar or statement name
  Role role = Role::Input;
  ParamType type = ParamType::In;
  Extent rows = Extent::One, cols = Extent::One;
  Layout layout = Layout::RowMajor; // operands only
  int slot = 0;                     // index into KernelArgs inputs / outputs / scalars
  Source source = Source::RuleInput;
  int id = -1; // input id, scalar id, or rhs local id
  /// Scalars: a precondition mentions it, so the host must know its value (the launcher refuses
  /// it from device memory).
  bool host_checked = false;
};

/// How each of the rule's dimensions follows from the kernel's sizes. ColumnFactor: one factor of
/// a grouped column extent (`[M, H, 2*Q]` is the kernel's N = H*2*Q columns); the kernel sees
/// only the product, so its code may not read such a dimension (the writer refuses it).
enum class DimRole {
  M,
  N,
  K,
  HalfN,
  TileWidth,
  TileCount,
  RowTileHeight,
  RowTileCount,
  ColumnFactor,
  Unused
};

enum class StatementKind { Accumulator, Elementwise, Pair, PartialReduce, RowPartialReduce };
/// A per-tile partial reduction's op: a sum, a max (over the tile's existing columns), or a
/// log-sum-exp `m + log(sum exp(f - m))` with m the max of the same f (an fp::LseOp pair, merged
/// online: kernels/blocks/epilogue/partial_reduce.h).
enum class PartialOp { Sum, Max, Lse };

struct KernelStatement {
  int local = -1;
  StatementKind kind = StatementKind::Elementwise;
  bool output = false; // written to memory by the kernel
  int output_slot = -1;
};

struct KernelPlan {
  std::string rule;
  std::vector<DimRole> dims; // by dimension id
  int step = 1;              // columns per epilogue step: 2 with pair primitives
  int reductions = 0;        // per-tile partial reduction slots (an LSE pair takes two)
  /// The slots' ops in order (fp::SumOp, fp::MaxOp, fp::LseOp), for fp::Reductions<...>.
  std::vector<std::string> reduce_ops;
  int row_reductions = 0; // per-row-tile partial sums (at most 1)
  /// Grouped columns: the constant factor c of N = c * (the ColumnFactor dimensions), so the
  /// launcher requires N % c == 0; 1 otherwise.
  int64_t column_multiple = 1;
  /// Row-tile reductions need M % kTileM == 0 (the rule's M == MT * BM).
  bool whole_row_tiles = false;
  /// (output slot, input slot): the output may be passed as the input's buffer (aliasing.h).
  std::vector<std::pair<int, int>> in_place;
  /// Partial reductions mask columns past N (a ragged last tile); false when the rule instead
  /// requires whole tiles, so the launcher refuses N % kTileN != 0.
  bool ragged_tiles = true;
  std::vector<KernelParam> params;
  std::vector<KernelStatement> statements; // computed in the kernel, in order
  std::vector<int> before;                 // rhs locals computed before the kernel (incl. offline)
  std::vector<int> after;                  // rhs locals computed from the kernel's outputs
  /// Every precondition the proof assumed, as the rule writes it, and all of them as one C++
  /// condition over `args` (kernels/blocks/preconditions.h) that the launcher checks.
  std::vector<std::string> preconditions;
  std::string precondition_check = "true";
  /// Why the launcher cannot check them ("" when it can): the gate then refuses.
  std::string precondition_problem;
  /// Each integer input's declared range at the kernel's sizes: the input slot, the range as the
  /// rule writes it, and a C++ initializer of fp::pre::Range over `args` (the PyTorch operators
  /// check the data against it; launch() cannot read device memory).
  struct IntegerRange {
    int slot = 0;
    std::string text;
    std::string code;
  };
  std::vector<IntegerRange> integer_ranges;
  // C++ over the epilogue primitives, templated on the value type T and storage type S.
  std::string members;
  std::string constructor;
  std::string apply_body;
  std::string store_partial_body;
  std::string store_row_partial_body;
};

/// Why a right side is not in GEMM + epilogue form, located at the statement that breaks it.
struct FormError {
  support::SourceLoc loc;
  std::string message;
};

struct PlanResult {
  std::optional<KernelPlan> plan;
  std::optional<FormError> error;
};

/// Recognises the right side's GEMM + epilogue form. Never throws for a well-formed rule.
PlanResult plan_kernel(const ir::Rule &rule);

} // namespace fuseproof::codegen
