#include "kernelcheck/python_kernel.h"

#include "semantics/shape.h"

#include <boost/json.hpp>

#include <bit>
#include <cstring>
#include <fstream>
#include <system_error>

namespace fuseproof::kernelcheck {

namespace fs = std::filesystem;
using numeric::KernelError;

namespace {

static_assert(std::endian::native == std::endian::little, "the runner reads little-endian files");

void write_bytes(const fs::path &path, const void *data, size_t size) {
  std::ofstream out(path, std::ios::binary);
  out.write(static_cast<const char *>(data), static_cast<std::streamsize>(size));
  if (!out)
    throw KernelError("cannot write " + path.string());
}

std::vector<double> read_doubles(const fs::path &path, size_t expected, const std::string &name) {
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (ec)
    throw KernelError("the runner wrote no output '" + name + "' (" + path.string() + ")");
  if (size != expected * sizeof(double))
    throw KernelError("output '" + name + "' has " + std::to_string(size / sizeof(double)) +
                      " elements, expected " + std::to_string(expected));
  std::vector<double> values(expected);
  std::ifstream in(path, std::ios::binary);
  in.read(reinterpret_cast<char *>(values.data()), static_cast<std::streamsize>(size));
  if (!in)
    throw KernelError("cannot read " + path.string());
  return values;
}

boost::json::array shape_json(const std::vector<int64_t> &extents) {
  boost::json::array out;
  for (int64_t e : extents)
    out.push_back(e);
  return out;
}

} // namespace

PythonKernel::PythonKernel(const ir::Rule &rule, PythonKernelOptions options)
    : rule_(rule), options_(std::move(options)) {
  std::error_code ec;
  fs::create_directories(options_.work_dir, ec);
  if (ec)
    throw KernelError("cannot create " + options_.work_dir.string() + ": " + ec.message());
  const char *old = std::getenv("PYTHONPATH");
  std::string path = "PYTHONPATH=" + options_.package_dir.string() +
                     (old && *old ? ":" + std::string(old) : std::string());
  try {
    process_ = std::make_unique<LineProcess>(
        std::vector<std::string>{options_.python, "-m", "fuseproof_torch.check_kernel", "--binding",
                                 options_.binding.string(), "--device", options_.device},
        std::vector<std::string>{path});
  } catch (const std::runtime_error &e) {
    throw KernelError(e.what());
  }
  const std::string line = next_line("loading the binding");
  if (line != "ready")
    throw KernelError("the binding " + options_.binding.string() + " cannot be loaded: " +
                      (line.starts_with("error: ") ? line.substr(7) : line));
}

PythonKernel::~PythonKernel() {
  if (process_)
    process_->finish();
}

std::string PythonKernel::next_line(const std::string &waiting_for) {
  std::string line;
  if (process_->receive(line, options_.timeout_seconds > 0 ? options_.timeout_seconds * 1000 : -1))
    return line;
  if (process_->timed_out()) {
    process_->finish();
    throw KernelError("no answer within " + std::to_string(options_.timeout_seconds) + " s while " +
                      waiting_for + ": the runner was stopped (a kernel that " +
                      "hangs? --kernel-timeout sets the limit)");
  }
  throw KernelError("the runner (" + options_.python + " -m fuseproof_torch.check_kernel) ended " +
                    "while " + waiting_for + ": " + process_->finish() +
                    " (its messages are above)");
}

void PythonKernel::write_case(const numeric::KernelCase &c, const fs::path &dir) const {
  boost::json::object dims, scalars;
  for (size_t d = 0; d < rule_.dims.size(); ++d)
    dims[rule_.dims[d].name] = c.shape.dims[d];
  for (size_t s = 0; s < rule_.scalars.size(); ++s)
    scalars[rule_.scalars[s].name] = c.inputs.scalars[s];
  boost::json::array inputs, outputs;
  for (size_t t = 0; t < rule_.inputs.size(); ++t) {
    const ir::TensorInfo &info = rule_.inputs[t];
    const std::vector<double> &values = c.inputs.tensors[t];
    const std::string file = "in" + std::to_string(t) + ".bin";
    // Real inputs are already rounded to a dtype no wider than f32, so float holds them exactly.
    if (info.integer) {
      std::vector<int64_t> ints(values.begin(), values.end());
      write_bytes(dir / file, ints.data(), ints.size() * sizeof(int64_t));
    } else {
      std::vector<float> floats(values.begin(), values.end());
      write_bytes(dir / file, floats.data(), floats.size() * sizeof(float));
    }
    inputs.push_back({{"name", info.name},
                      {"shape", shape_json(semantics::extents(info, c.shape))},
                      {"integer", info.integer.has_value()},
                      {"dtype", info.dtype},
                      {"file", file}});
  }
  for (size_t o = 0; o < rule_.compares.size(); ++o) {
    const ir::TensorInfo &info = rule_.rhs.locals[rule_.compares[o].rhs];
    outputs.push_back({{"name", rule_.compares[o].name},
                       {"shape", shape_json(semantics::extents(info, c.shape))},
                       {"file", "out" + std::to_string(o) + ".bin"}});
  }
  boost::json::object manifest{{"rule", rule_.name},
                               {"shape_name", c.shape_name},
                               {"dtype", c.dtype},
                               {"distribution", ir::distribution_name(c.distribution)},
                               {"dims", std::move(dims)},
                               {"scalars", std::move(scalars)},
                               {"inputs", std::move(inputs)},
                               {"outputs", std::move(outputs)}};
  std::string text = boost::json::serialize(manifest) + "\n";
  write_bytes(dir / "case.json", text.data(), text.size());
}

std::vector<std::vector<double>> PythonKernel::run(const numeric::KernelCase &c) {
  const fs::path dir = options_.work_dir / ("case" + std::to_string(cases_++));
  std::error_code ec;
  fs::remove_all(dir, ec);
  fs::create_directories(dir, ec);
  if (ec)
    throw KernelError("cannot create " + dir.string() + ": " + ec.message());
  write_case(c, dir);
  if (!process_->send(fs::absolute(dir).string()))
    throw KernelError("the runner ended before a case: " + process_->finish() +
                      " (its messages are above)");
  const std::string answer = next_line("a case (" + c.shape_name + " " + c.dtype + ")");
  if (answer != "ok")
    throw KernelError(answer.starts_with("error: ") ? answer.substr(7) : answer);
  std::vector<std::vector<double>> out;
  for (size_t o = 0; o < rule_.compares.size(); ++o) {
    const ir::TensorInfo &info = rule_.rhs.locals[rule_.compares[o].rhs];
    out.push_back(read_doubles(
        dir / ("out" + std::to_string(o) + ".bin"),
        static_cast<size_t>(semantics::element_count(semantics::extents(info, c.shape))),
        rule_.compares[o].name));
  }
  fs::remove_all(dir, ec);
  return out;
}

} // namespace fuseproof::kernelcheck
