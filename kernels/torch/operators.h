// PyTorch custom operators over generated kernels: `fuseproof::<rule>`, defined by
// define_operator<fp_gen::<rule>::kInfo> (python/fuseproof_torch writes one unit per kernel: its
// header, this one, and that call). One boxed implementation serves every kernel, driven by the
// parameters the kernel publishes (fp::KernelInfo, blocks/registry.h), so no operator is written
// by hand and none can drift from its kernel.
//
// Schema: the kernel's parameters in its published order, outputs left out: operands and
// epilogue inputs as Tensor, scalars as float; the outputs come back in the same order (a single
// Tensor, or a tuple). Operand A is the M x K matrix and B the K x N one, as in `A @ B`, in the
// layout the kernel was generated for: row-major needs a unit column stride, column-major a unit
// row stride (pass `W.t()` of a row-major N x K weight); any leading stride at least the other
// extent is taken, so a slice of a wider tensor needs no copy. Epilogue inputs are contiguous.
// Before running, the operator checks everything the kernel's launcher assumes and turns each
// violation into an error that names the argument: dtypes, devices, shapes against the kernel's
// extents, the rule's preconditions (at these sizes and scalars), whole tiles where the rule
// needs them, even N for pair outputs.
//
// CPU: the kernel's own tiling and epilogue on the host (fp::host_tile_executor: fp32
// accumulation, outputs rounded to their storage types), the code CI tests against the rule.
// CUDA (when the unit is compiled by nvcc): the generated kernel, launched on PyTorch's current
// stream.
#pragma once

#include "blocks/registry.h"

#include <ATen/ATen.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <torch/library.h>
#include <torch/version.h>
#if FP_GPU_COMPILER
#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAGuard.h>
#endif

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace fp::torch_ops {

/// Message text without iostreams: an extension built by nvcc against a PyTorch wheel can
/// instantiate the standard streams' number formatting against another libstdc++ than the one
/// loaded (seen on the GPU machine: a crash formatting an integer into an error message), so
/// numbers are formatted with to_string and snprintf and TORCH_CHECK is handed one string.
template <class T> std::string piece(const T &v) {
  if constexpr (std::is_convertible_v<T, std::string_view>) {
    return std::string(std::string_view(v));
  } else if constexpr (std::is_integral_v<T>) {
    return std::to_string(v);
  } else if constexpr (std::is_floating_point_v<T>) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", static_cast<double>(v));
    return buf;
  } else if constexpr (std::is_same_v<T, c10::Device>) {
    return v.str();
  } else {
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i)
      s += (i ? ", " : "") + std::to_string(v[i]);
    return s + "]";
  }
}
template <class... T> std::string text(const T &...parts) {
  return (std::string() + ... + piece(parts));
}

inline c10::ScalarType scalar_type(DType d) {
  switch (d) {
  case DType::F32: return at::kFloat;
  case DType::BF16: return at::kBFloat16;
  case DType::F16: return at::kHalf;
  case DType::F64: return at::kDouble;
  case DType::I64: return at::kLong;
  case DType::E4M3:
  case DType::E5M2:
#if TORCH_VERSION_MAJOR > 2 || (TORCH_VERSION_MAJOR == 2 && TORCH_VERSION_MINOR >= 1)
    return d == DType::E4M3 ? at::kFloat8_e4m3fn : at::kFloat8_e5m2;
#else
    TORCH_CHECK(false, text("fuseproof: fp8 kernels need PyTorch 2.1 or later (float8 dtypes)"));
#endif
  }
  TORCH_CHECK(false, text("fuseproof: unknown dtype"));
}

inline bool is_argument(const ParamDesc &p) { return p.role != ParamRole::Output; }

/// "rmsnorm_scale_after_matmul(Tensor X, Tensor Wg, Tensor r, float eps) -> Tensor".
inline std::string schema_of(const KernelInfo &k) {
  std::string args, results;
  int outputs = 0;
  for (int p = 0; p < k.num_params; ++p) {
    const ParamDesc &d = k.params[p];
    if (!is_argument(d)) {
      results += std::string(outputs++ ? ", " : "") + "Tensor";
      continue;
    }
    args += std::string(args.empty() ? "" : ", ") +
            (d.role == ParamRole::Scalar ? "float " : "Tensor ") + d.name;
  }
  return std::string(k.rule) + "(" + args + ") -> " +
         (outputs == 1 ? results : "(" + results + ")");
}

/// The shape a parameter has at sizes M, N, K: [rows] for a vector, [rows, cols] for a matrix.
inline std::vector<int64_t> shape_of(const ParamDesc &d, int M, int N, int K) {
  std::vector<int64_t> s{extent_size(d.rows, M, N, K)};
  if (d.cols != Extent::One)
    s.push_back(extent_size(d.cols, M, N, K));
  return s;
}

inline std::string sizes_text(const KernelArgs &a) {
  return text("M=", a.M, " N=", a.N, " K=", a.K);
}

/// Checks every argument and fills `args` (sizes, pointers, scalars); returns the device.
/// An integer input's data against the range its rule declares: the proof covers no other
/// values, and launch() cannot read device memory. On the CPU an out-of-range element is an
/// error naming it. On CUDA the check follows PyTorch's convention for index data (the targets
/// of cross_entropy, the indices of gather): an asynchronous device-side assertion, so the
/// check costs no host synchronisation; a failure surfaces at the next synchronising call.
inline void check_integer_range(const std::string &op, const KernelInfo &k, const ParamDesc &d,
                                const at::Tensor &t, const KernelArgs &args) {
  const pre::Range r = k.integer_range(args, d.slot);
  TORCH_CHECK(r.integer,
              text(op, ": the kernel publishes no range for integer input '", d.name, "'"));
  TORCH_CHECK(r.lo.ok && (r.hi_open || r.hi.ok), text(op, ": the range of '", d.name, "', ", r.text,
                                                      ", overflows int64 at ", sizes_text(args)));
  at::Tensor inside = t.ge(r.lo.v);
  if (!r.hi_open)
    inside = inside.logical_and(t.lt(r.hi.v));
  if (r.has_ignore)
    inside = inside.logical_or(t.eq(r.ignore));
  const std::string here =
      (r.hi_open ? text("at least ", r.lo.v) : text("[", r.lo.v, ", ", r.hi.v, ")")) +
      (r.has_ignore ? text(" or ", r.ignore) : std::string());
  if (!t.is_cpu()) {
#if FP_GPU_COMPILER
    at::_assert_async(inside.all(), text(op, ": an element of '", d.name, "' is outside ", r.text,
                                         ", here ", here));
#endif
    return;
  }
  if (inside.all().item<bool>())
    return;
  const int64_t first = inside.reshape(-1).logical_not().nonzero()[0][0].item<int64_t>();
  const int64_t value = t.reshape(-1)[first].item<int64_t>();
  TORCH_CHECK(false, text(op, ": element ", first, " of '", d.name, "' is ", value,
                          ", outside the rule's range ", r.text, ", at these sizes ", here));
}

inline c10::Device bind_arguments(const KernelInfo &k, const std::vector<c10::IValue> &values,
                                  KernelArgs &args) {
  const std::string op = std::string("fuseproof::") + k.rule;
  // The operands first: they fix M, N, K, and the device everything else must be on.
  std::vector<const ParamDesc *> arguments;
  for (int p = 0; p < k.num_params; ++p)
    if (is_argument(k.params[p]))
      arguments.push_back(&k.params[p]);
  TORCH_CHECK(arguments.size() == values.size(),
              text(op, ": expected ", arguments.size(), " arguments, got ", values.size()));
  std::optional<c10::Device> device;
  int64_t sizes[3] = {-1, -1, -1}; // M, N, K as the operands give them
  for (size_t i = 0; i < arguments.size(); ++i) {
    const ParamDesc &d = *arguments[i];
    if (d.role != ParamRole::OperandA && d.role != ParamRole::OperandB)
      continue;
    const at::Tensor &t = values[i].toTensor();
    bool a = d.role == ParamRole::OperandA;
    TORCH_CHECK(t.dim() == 2,
                text(op, ": argument '", d.name, "' (operand ", a ? "A, M x K" : "B, K x N",
                     ") must be a matrix, got ", t.dim(), " dimensions"));
    TORCH_CHECK(t.scalar_type() == scalar_type(d.dtype),
                text(op, ": argument '", d.name, "' must be ", c10::toString(scalar_type(d.dtype)),
                     ", got ", c10::toString(t.scalar_type())));
    int64_t rows = t.size(0), cols = t.size(1);
    TORCH_CHECK(rows >= 1 && cols >= 1,
                text(op, ": argument '", d.name, "' is empty (", rows, " x ", cols,
                     "); the rule's dimensions are at least 1"));
    TORCH_CHECK(rows <= INT32_MAX && cols <= INT32_MAX,
                text(op, ": argument '", d.name, "' is too large for the kernel's 32-bit sizes"));
    bool row_major = d.layout == Layout::RowMajor;
    // A unit stride along the contiguous extent; size-1 extents have no meaningful stride.
    int64_t unit = row_major ? t.stride(1) : t.stride(0),
            lead = row_major ? t.stride(0) : t.stride(1);
    int64_t inner = row_major ? cols : rows, outer = row_major ? rows : cols;
    if (outer == 1)
      lead = std::max<int64_t>(lead, inner);
    TORCH_CHECK((unit == 1 || inner == 1) && lead >= inner && lead <= INT32_MAX,
                text(op, ": argument '", d.name, "' must be ",
                     row_major ? "row-major" : "column-major", " (",
                     row_major ? "unit column stride" : "unit row stride",
                     ", leading stride at least ", inner, "), got strides [", t.stride(0), ", ",
                     t.stride(1), "]; ",
                     row_major ? "call .contiguous()" : "pass W.t() of a contiguous N x K W"));
    if (!device)
      device = t.device();
    TORCH_CHECK(t.device() == *device, text(op, ": argument '", d.name, "' is on ", t.device(),
                                            ", the other operand on ", *device));
    int64_t &first = sizes[a ? 0 : 2], &second = sizes[a ? 2 : 1]; // A: M, K; B: K, N
    TORCH_CHECK(first < 0 || first == rows,
                text(op, ": operand shapes do not chain: A is ", sizes[0], " x ", sizes[2],
                     ", B is ", rows, " x ", cols));
    TORCH_CHECK(second < 0 || second == cols,
                text(op, ": operand shapes do not chain: A is ", rows, " x ", cols, ", B is ",
                     sizes[2], " x ", sizes[1]));
    first = rows;
    second = cols;
    (a ? args.a : args.b) = t.data_ptr();
    (a ? args.lda : args.ldb) = static_cast<int>(lead);
  }
  args.M = static_cast<int>(sizes[0]);
  args.N = static_cast<int>(sizes[1]);
  args.K = static_cast<int>(sizes[2]);
  for (size_t i = 0; i < arguments.size(); ++i) {
    const ParamDesc &d = *arguments[i];
    if (d.role == ParamRole::Scalar) {
      args.scalars[d.slot] = static_cast<float>(values[i].toDouble());
      continue;
    }
    if (d.role != ParamRole::Input)
      continue;
    const at::Tensor &t = values[i].toTensor();
    std::vector<int64_t> want = shape_of(d, args.M, args.N, args.K);
    TORCH_CHECK(t.sizes() == c10::IntArrayRef(want),
                text(op, ": argument '", d.name, "' must have shape ", want, " at ",
                     sizes_text(args), ", got ", t.sizes()));
    TORCH_CHECK(t.scalar_type() == scalar_type(d.dtype),
                text(op, ": argument '", d.name, "' must be ", c10::toString(scalar_type(d.dtype)),
                     ", got ", c10::toString(t.scalar_type())));
    TORCH_CHECK(t.is_contiguous(),
                text(op, ": argument '", d.name, "' must be contiguous (call .contiguous())"));
    TORCH_CHECK(t.device() == *device, text(op, ": argument '", d.name, "' is on ", t.device(),
                                            ", the operands on ", *device));
    args.inputs[d.slot] = t.data_ptr();
    if (d.dtype == DType::I64)
      check_integer_range(op, k, d, t, args);
  }
  return *device;
}

/// Refuses sizes and scalars the proof does not cover, with the rule's own words.
inline void check_preconditions(const KernelInfo &k, const KernelArgs &args) {
  const std::string op = std::string("fuseproof::") + k.rule;
  for (int p = 0; p < k.num_params; ++p) {
    bool pairs = k.params[p].rows == Extent::HalfN || k.params[p].cols == Extent::HalfN;
    TORCH_CHECK(!pairs || args.N % 2 == 0,
                text(op, ": N = ", args.N, " must be even (the kernel's outputs pair columns)"));
  }
  TORCH_CHECK(!k.whole_tiles || args.N % kTileN == 0,
              text(op, ": N = ", args.N, " must be a multiple of the kernel's tile width ", kTileN,
                   ", which the rule requires"));
  TORCH_CHECK(!k.whole_row_tiles || args.M % kTileM == 0,
              text(op, ": M = ", args.M, " must be a multiple of the kernel's row tile ", kTileM,
                   ", which the rule requires"));
  if (!k.preconditions_hold(args)) {
    std::string scalars;
    for (int p = 0; p < k.num_params; ++p)
      if (k.params[p].role == ParamRole::Scalar)
        scalars += text(" ", k.params[p].name, "=", args.scalars[k.params[p].slot]);
    TORCH_CHECK(false,
                text(op, ": the rule's preconditions do not hold at ", sizes_text(args), scalars,
                     " (with the tile sizes bound to the kernel's): ", k.preconditions));
  }
}

/// The boxed operator of kernel `k`: arguments off the stack, outputs on.
template <const KernelInfo &k>
void run_operator(const c10::OperatorHandle &handle, torch::jit::Stack *stack) {
  size_t n = handle.schema().arguments().size();
  std::vector<c10::IValue> values(stack->end() - static_cast<long>(n), stack->end());
  KernelArgs args;
  c10::Device device = bind_arguments(k, values, args);
  check_preconditions(k, args);
  std::vector<at::Tensor> outputs;
  for (int p = 0; p < k.num_params; ++p) {
    const ParamDesc &d = k.params[p];
    if (d.role != ParamRole::Output)
      continue;
    outputs.push_back(at::empty(shape_of(d, args.M, args.N, args.K),
                                at::TensorOptions().dtype(scalar_type(d.dtype)).device(device)));
    args.outputs[d.slot] = outputs.back().data_ptr();
  }
  TORCH_CHECK(k.launchable(args),
              text("fuseproof::", k.rule,
                   ": the kernel's launcher refuses these arguments (buffers overlap?)"));
  if (device.is_cpu()) {
    k.run_on_host(args);
  } else {
#if FP_GPU_COMPILER
    c10::cuda::CUDAGuard guard(device);
    hipError_t e = k.launch(args, at::cuda::getCurrentCUDAStream());
    TORCH_CHECK(e == hipSuccess,
                text("fuseproof::", k.rule, ": launch failed: ", hipGetErrorString(e)));
#else
    TORCH_CHECK(false,
                text("fuseproof::", k.rule, ": built without CUDA, got tensors on ", device));
#endif
  }
  stack->erase(stack->end() - static_cast<long>(n), stack->end());
  for (at::Tensor &t : outputs)
    stack->emplace_back(std::move(t));
}

/// Defines fuseproof::<rule> for kernel `k`, with the CPU (and, built by nvcc, the CUDA)
/// implementation.
template <const KernelInfo &k> void define_operator(torch::Library &library) {
  library.def(schema_of(k).c_str());
  library.impl(k.rule, c10::DispatchKey::CPU,
               torch::CppFunction::makeFromBoxedFunction<&run_operator<k>>());
#if FP_GPU_COMPILER
  library.impl(k.rule, c10::DispatchKey::CUDA,
               torch::CppFunction::makeFromBoxedFunction<&run_operator<k>>());
#endif
}

} // namespace fp::torch_ops
