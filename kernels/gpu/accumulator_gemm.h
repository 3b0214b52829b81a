// The project's GEMM alone, as the generated kernels run it (fp::Mainloop with
// fp::DefaultConfig, bf16 operands, fp32 accumulation), writing its M x N output row-major in
// `out` (F32 or BF16) to args.outputs[0]. The GPU check uses it for the unfused baseline (the
// GEMM's fp32 accumulator, stored in bf16 as an unfused GEMM's output is) and, with --bench, to
// time the GEMM without its epilogue.
#pragma once

#include "blocks/hip_compat.h"
#include "blocks/kernel_params.h"

namespace fp_gpu {

/// hipErrorInvalidValue for operands that are not bf16 or an output that is neither F32 nor BF16.
hipError_t launch_accumulator_gemm(fp::DType operands, fp::Layout la, fp::Layout lb, fp::DType out,
                                   const fp::KernelArgs &args, hipStream_t stream);

} // namespace fp_gpu
