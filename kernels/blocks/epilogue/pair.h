// Epilogue primitive: functions of two adjacent output columns (j, j + 1), for epilogues with
// kStep = 2. 2 -> 1: one output per pair (SwiGLU on interleaved gate/up columns, out[i, j / 2]).
// 2 -> 2: both columns replaced (RoPE rotating interleaved pairs).
#pragma once

#include "map.h"

namespace fp {
namespace op {

// silu(a) * b: SwiGLU with the gate in the even column and the up projection in the odd one.
struct SiluMul {
  template <class T> FP_HD T operator()(T a, T b) const {
    T gate = Silu{}(a);
    return gate * b;
  }
};
struct Mul {
  template <class T> FP_HD T operator()(T a, T b) const { return a * b; }
};

// Rotation of the pair (a, b) by the angle whose cosine and sine are c and s, in the orientation
// of rules/rope_sum_of_squares.rule: out0 = a*c + b*s, out1 = b*c - a*s.
template <class T> struct Rotate {
  T c;
  T s;
  FP_HD void operator()(T a, T b, T &out0, T &out1) const {
    out0 = a * c + b * s;
    out1 = b * c - a * s;
  }
};

} // namespace op

// op(a, b) for the pair (acc[0], acc[1]) = columns (j, j + 1).
template <class Op, class T> FP_HD T pair_2to1(Op op, T a, T b) { return op(a, b); }

// op(a, b, out0, out1): both columns of the pair rewritten.
template <class Op, class T> FP_HD void pair_2to2(Op op, T a, T b, T &out0, T &out1) {
  op(a, b, out0, out1);
}

} // namespace fp
