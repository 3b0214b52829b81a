// Platform layer for the kernel building blocks. Three compilers see these headers:
//  - hipcc/clang for AMD (__HIP_PLATFORM_AMD__): the real HIP runtime;
//  - nvcc for NVIDIA (__CUDACC__): the HIP runtime calls the project uses, mapped onto CUDA,
//    because Debian's HIP 5.2 NVIDIA headers do not compile against CUDA 13;
//  - a plain host C++ compiler: only the __host__ __device__ code exists (the epilogue
//    primitives and the host tile executor), so CI tests it without a GPU.
#pragma once

#include <cstddef>
#include <cstdint>

#if defined(__HIPCC__) || defined(__HIP_PLATFORM_AMD__)
#include <hip/hip_runtime.h>
#define FP_GPU_COMPILER 1
#define FP_AMD 1
#elif defined(__CUDACC__)
#include <cuda_runtime.h>
#define FP_GPU_COMPILER 1
#define FP_NVIDIA 1
// The subset of the HIP runtime API the project uses, spelled in CUDA.
using hipError_t = cudaError_t;
using hipStream_t = cudaStream_t;
using hipEvent_t = cudaEvent_t;
#define hipSuccess cudaSuccess
#define hipGetErrorString cudaGetErrorString
#define hipGetLastError cudaGetLastError
#define hipMalloc cudaMalloc
#define hipFree cudaFree
#define hipMemcpy cudaMemcpy
#define hipMemcpyAsync cudaMemcpyAsync
#define hipMemset cudaMemset
#define hipMemcpyHostToDevice cudaMemcpyHostToDevice
#define hipMemcpyDeviceToHost cudaMemcpyDeviceToHost
#define hipMemcpyDeviceToDevice cudaMemcpyDeviceToDevice
#define hipDeviceSynchronize cudaDeviceSynchronize
#define hipStreamSynchronize cudaStreamSynchronize
#define hipEventCreate cudaEventCreate
#define hipEventDestroy cudaEventDestroy
#define hipEventRecord cudaEventRecord
#define hipEventSynchronize cudaEventSynchronize
#define hipEventElapsedTime cudaEventElapsedTime
#define hipFuncSetAttribute cudaFuncSetAttribute
#define hipFuncAttributeMaxDynamicSharedMemorySize cudaFuncAttributeMaxDynamicSharedMemorySize
#define hipGetDeviceProperties cudaGetDeviceProperties
#define hipGetDevice cudaGetDevice
#define hipErrorInvalidValue cudaErrorInvalidValue
#define hipFuncGetAttributes cudaFuncGetAttributes
#define hipFuncAttributes cudaFuncAttributes
#define hipDeviceProp_t cudaDeviceProp
#else
#define FP_GPU_COMPILER 0
#ifndef __host__
#define __host__
#endif
#ifndef __device__
#define __device__
#endif
#ifndef __forceinline__
#define __forceinline__ inline __attribute__((always_inline))
#endif
#endif

// 1 while compiling code for the GPU itself (device pass of nvcc/hipcc).
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
#define FP_DEVICE_CODE 1
#else
#define FP_DEVICE_CODE 0
#endif

#define FP_HD __host__ __device__ __forceinline__

// `#pragma unroll` in code that host compilers also build (FP_HD functions): GPU compilers
// unroll, g++ and clang would warn about an unknown pragma.
#if FP_GPU_COMPILER
#define FP_UNROLL _Pragma("unroll")
#else
#define FP_UNROLL
#endif

namespace fp {
#if defined(FP_AMD)
inline constexpr int kWarpSize = 64;
#else
inline constexpr int kWarpSize = 32;
#endif
} // namespace fp
