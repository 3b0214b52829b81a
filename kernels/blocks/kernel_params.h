// The generic description a generated kernel publishes, so the CPU tile-executor tests and the
// GPU check program can drive any generated kernel without knowing its rule.
#pragma once

#include "hip_compat.h"

namespace fp {

enum class DType : int { F32, BF16, F16, F64, I64, E4M3, E5M2 };
enum class Layout : int { RowMajor, ColMajor };

// What a parameter is to the kernel. Operands feed the mainloop; inputs and outputs the epilogue.
enum class ParamRole : int { OperandA, OperandB, Input, Output, Scalar };

// One extent of a parameter, in terms of the GEMM sizes. HalfN: pair outputs (2 -> 1). TwiceN:
// pair inputs (gate/up interleaved, column j reads 2j and 2j + 1). Tiles: ceil(N / kTileN), the
// per-column-tile partial reductions; RowTiles: ceil(M / kTileM), the per-row-tile ones.
enum class Extent : int { One, M, N, K, HalfN, Tiles, TwiceN, RowTiles };

// Column-tile width of every generated kernel, on every target: partial reductions are per
// column tile, so it is part of the kernel's meaning (the rule's tile-width dimension is bound
// to it), not a tuning knob.
inline constexpr int kTileN = 128;
// Row-tile height of the per-row-tile partial reductions (dgamma: a column sum over kTileM rows).
// Every block's BM is a multiple of it (gemm_config.h), so a block holds whole row tiles; like
// kTileN it is part of the kernel's meaning (the rule's row-tile dimension is bound to it).
inline constexpr int kTileM = 32;

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
  // A scalar the epilogue reads may instead come from memory the kernel reads (device memory on
  // the GPU): a loss scale computed by an earlier kernel needs no host synchronisation. When
  // scalar_ptrs[s] is set it takes the place of scalars[s]; the launcher refuses it for a scalar
  // a precondition mentions, which the host must check before the launch.
  const float *scalar_ptrs[kMaxScalars] = {};
};

// The value of scalar slot s, from memory when the caller passed a pointer.
FP_HD float scalar_value(const KernelArgs &a, int s) {
  return a.scalar_ptrs[s] ? *a.scalar_ptrs[s] : a.scalars[s];
}

FP_HD int extent_size(Extent e, int M, int N, int K) {
  switch (e) {
  case Extent::One: return 1;
  case Extent::M: return M;
  case Extent::N: return N;
  case Extent::K: return K;
  case Extent::HalfN: return N / 2;
  case Extent::Tiles: return (N + kTileN - 1) / kTileN;
  case Extent::TwiceN: return 2 * N;
  case Extent::RowTiles: return (M + kTileM - 1) / kTileM;
  }
  return 0;
}

} // namespace fp
