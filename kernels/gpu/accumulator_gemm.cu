#include "gpu/accumulator_gemm.h"

#include "blocks/gemm_epilogue_kernel.h"
#include "gpu/store_epilogue.h"

namespace fp_gpu {
namespace {

using fp::Layout;

template <Layout LA, Layout LB, class Out>
__global__ void __launch_bounds__(fp::Mainloop<fp::bf16, LA, LB, fp::DefaultConfig>::kThreads)
    gemm_kernel(fp::KernelArgs args) {
  fp::gemm_epilogue_body<fp::bf16, LA, LB, fp::DefaultConfig, StoreEpilogue<Out>>(args);
}

template <Layout LA, Layout LB, class Out>
hipError_t launch(const fp::KernelArgs &args, hipStream_t stream) {
  return fp::launch_gemm_epilogue<fp::bf16, LA, LB, fp::DefaultConfig, StoreEpilogue<Out>>(
      gemm_kernel<LA, LB, Out>, args, stream);
}

template <class Out>
hipError_t launch_layouts(Layout la, Layout lb, const fp::KernelArgs &args, hipStream_t stream) {
  constexpr Layout R = Layout::RowMajor, C = Layout::ColMajor;
  if (la == R)
    return lb == R ? launch<R, R, Out>(args, stream) : launch<R, C, Out>(args, stream);
  return lb == R ? launch<C, R, Out>(args, stream) : launch<C, C, Out>(args, stream);
}

} // namespace

hipError_t launch_accumulator_gemm(fp::DType operands, Layout la, Layout lb, fp::DType out,
                                   const fp::KernelArgs &args, hipStream_t stream) {
  if (operands != fp::DType::BF16)
    return hipErrorInvalidValue;
  if (out == fp::DType::F32)
    return launch_layouts<float>(la, lb, args, stream);
  if (out == fp::DType::BF16)
    return launch_layouts<fp::bf16>(la, lb, args, stream);
  return hipErrorInvalidValue;
}

} // namespace fp_gpu
