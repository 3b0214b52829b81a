#pragma once
// Low-precision execution as a GPU kernel does it: inputs held in the storage dtype (bf16, f16
// or f32), every arithmetic operation in fp32 with round-to-nearest-even (tensor cores multiply
// and accumulate in fp32), and values written to memory (stored statements, outputs) rounded to
// the storage dtype. Transcendentals are correctly rounded to fp32 (evaluated in double, then
// rounded once); a GPU's fast intrinsics are less accurate, which the tolerance absorbs.
#include "numeric/float_format.h"
#include "semantics/double_domain.h"

namespace fuseproof::numeric {

class LowPrecisionDomain : public semantics::ConcreteIndexing<LowPrecisionDomain>,
                           public semantics::ViolationLog {
public:
  using Value = float;
  using Bool = bool;
  static constexpr bool kPairwiseSum = true; // see ConcreteIndexing::reduce

  /// `inputs` already hold values representable in their dtype (tensors: `storage`, or the one
  /// an input declares, `r[M]: f32`) and in f32 (scalars).
  LowPrecisionDomain(const semantics::Inputs &inputs, Format storage)
      : inputs_(inputs), storage_(storage) {}

  Format storage() const { return storage_; }

  /// Matrix products accumulate each element in k order, one fp32 rounding per term (a fused
  /// multiply-add), as a GPU GEMM's thread accumulates its element over the whole K, instead of
  /// BLAS's blocked order, whose partial sums over K blocks are several times more accurate at
  /// K = 4096. Set where a hand-written kernel is compared with the unfused side
  /// (check-kernel): the unfused pipeline on a GPU has a GPU GEMM too (docs/CHECK_KERNEL.md).
  bool in_order_contractions = false;

  float literal(const ir::Literal &lit) const { return static_cast<float>(lit.value); }
  /// pi rounded to fp32, as a kernel's constant is (CODA's _TWO_PI is 2 times it).
  float pi() const { return static_cast<float>(std::numbers::pi); }
  float integer(int64_t v) const { return static_cast<float>(v); }
  float scalar(int id) const { return static_cast<float>(inputs_.scalars.at(id)); }
  float input(int id, std::span<const int64_t> idx, std::span<const int64_t> extents) const {
    return static_cast<float>(inputs_.tensors[id][flat_index(idx, extents)]);
  }
  int64_t int_input(int id, std::span<const int64_t> idx, std::span<const int64_t> extents,
                    const ir::SourceLoc &) const {
    return inputs_.integer_at(id, flat_index(idx, extents));
  }
  float add(float a, float b) const { return a + b; }
  float sub(float a, float b) const { return a - b; }
  float mul(float a, float b) const { return a * b; }
  float div(float a, float b) const { return a / b; }
  float neg(float a) const { return -a; }
  float rsqrt(float a) const;
  float sqrt(float a) const;
  float exp(float a) const;
  float log(float a) const;
  float sin(float a) const;
  float cos(float a) const;
  float tanh(float a) const;
  float erf(float a) const;
  /// Exact: an fp32 value's nearest integer is an fp32 value (rintf, ties to even).
  float round(float a) const { return std::nearbyint(a); }
  /// One fp32 rounding of a b + c (fmaf).
  float fma(float a, float b, float c) const { return std::fma(a, b, c); }
  bool compare(ir::CmpOp op, float a, float b) const { return semantics::compare_values(op, a, b); }
  float select(bool c, float a, float b) const { return c ? a : b; }
  /// Rounds a value written to memory to its tensor's dtype (`as`), or the run's.
  float store(float v, ir::Dtype as) const { return round_to(format_of(as, storage_), v); }

private:
  const semantics::Inputs &inputs_;
  Format storage_;
};

} // namespace fuseproof::numeric
