// The one include of a generated kernel: the platform layer, the storage types, the kernel
// parameter description, the epilogue primitives and drivers, the host tile executor, and on a
// GPU compiler the fused GEMM + epilogue kernel template.
#pragma once

#include "aliasing.h"
#include "hip_compat.h"
#include "kernel_params.h"
#include "numeric_types.h"
#include "preconditions.h"

#include "epilogue/accumulate.h"
#include "epilogue/driver.h"
#include "epilogue/map.h"
#include "epilogue/pair.h"
#include "epilogue/partial_reduce.h"
#include "epilogue/scale.h"
#include "epilogue/store.h"

#include "host_executor.h"

// Written separately from these blocks; until it exists, generated kernels compile (host side)
// without it.
#if FP_GPU_COMPILER && __has_include("gemm_epilogue_kernel.h")
#include "gemm_epilogue_kernel.h"
#endif
