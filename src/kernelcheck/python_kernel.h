#pragma once
// `check-kernel`'s kernel under test: a user's PyTorch-callable, run through a small binding by
// the Python runner python/fuseproof_torch/check_kernel.py (its docstring gives the protocol and
// the binding's one function; docs/CHECK_KERNEL.md). One process serves every case of a check.
#include "ir/ir.h"
#include "kernelcheck/subprocess.h"
#include "numeric/numeric_tier.h"

#include <filesystem>
#include <memory>
#include <string>

namespace fuseproof::kernelcheck {

struct PythonKernelOptions {
  std::string python = "python3";    // an interpreter that has torch
  std::filesystem::path package_dir; // the directory holding fuseproof_torch (PYTHONPATH)
  std::filesystem::path binding;     // the user's binding file
  std::string device = "cpu";        // where the inputs are put ("cpu", "cuda", "cuda:1")
  std::filesystem::path work_dir;    // cases are written here, each removed once judged
  /// The longest the runner may take to load the binding, or to answer one case; 0: no limit.
  /// Past it the runner is killed and the check fails (a kernel that hangs).
  int timeout_seconds = 0;
};

class PythonKernel : public numeric::ExternalKernel {
public:
  /// Starts the runner and waits until the binding is loaded. Throws numeric::KernelError when
  /// the runner cannot start or the binding cannot be loaded (with the runner's message).
  PythonKernel(const ir::Rule &rule, PythonKernelOptions options);
  ~PythonKernel() override;

  std::vector<std::vector<double>> run(const numeric::KernelCase &c) override;

private:
  /// The runner's next line, within the timeout; throws KernelError naming `waiting_for` when
  /// the runner ended or ran out of time.
  std::string next_line(const std::string &waiting_for);
  void write_case(const numeric::KernelCase &c, const std::filesystem::path &dir) const;

  const ir::Rule &rule_;
  PythonKernelOptions options_;
  std::unique_ptr<LineProcess> process_;
  int cases_ = 0;
};

} // namespace fuseproof::kernelcheck
