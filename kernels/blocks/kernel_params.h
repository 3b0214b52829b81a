// The generic description a generated kernel publishes, so the CPU tile-executor tests and the
// GPU check program can drive any generated kernel without knowing its rule.
#pragma once

#include "hip_compat.h"

namespace fp {

enum class DType : int { F32, BF16, F16, F64 };
enum class Layout : int { RowMajor, ColMajor };

// What a parameter is to the kernel. Operands feed the mainloop; inputs and outputs the epilogue.
enum class ParamRole : int { OperandA, OperandB, Input, Output, Scalar };

// One extent of a parameter, in terms of the GEMM sizes. HalfN: pair outputs (2 -> 1).
// Tiles: ceil(N / kTileN), the per-tile partial reductions.
enum class Extent : int { One, M, N, K, HalfN, Tiles };

// Column-tile width of every generated kernel, on every target: partial reductions are per
// column tile, so it is part of the kernel's meaning (the rule's tile-width dimension is bound
// to it), not a tuning knob.
inline constexpr int kTileN = 128;

struct ParamDesc {
  const char *name; // the rule's tensor or scalar name
  ParamRole role;
  DType dtype;
  Extent rows; // a scalar is One x One, a row vector M x One, a column vector N x One
  Extent cols;
  Layout layout; // operands only: A is M x K, B is K x N
  int slot;      // index into KernelArgs::inputs / outputs / scalars (operands: 0)
};

inline constexpr int kMaxInputs = 8;
inline constexpr int kMaxOutputs = 8;
inline constexpr int kMaxScalars = 4;

struct KernelArgs {
  int M = 0, N = 0, K = 0;
  const void *a = nullptr; // operand A, dtype In
  const void *b = nullptr; // operand B, dtype In
  int lda = 0, ldb = 0;
  const void *inputs[kMaxInputs] = {};
  void *outputs[kMaxOutputs] = {};
  float scalars[kMaxScalars] = {};
};

FP_HD int extent_size(Extent e, int M, int N, int K) {
  switch (e) {
  case Extent::One: return 1;
  case Extent::M: return M;
  case Extent::N: return N;
  case Extent::K: return K;
  case Extent::HalfN: return N / 2;
  case Extent::Tiles: return (N + kTileN - 1) / kTileN;
  }
  return 0;
}

} // namespace fp
