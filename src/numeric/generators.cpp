#include "numeric/generators.h"

#include "numeric/huge_pages.h"
#include "semantics/evaluator.h"
#include "semantics/integer_inputs.h"

#include <algorithm>
#include <cmath>
#include <thread>
#include <utility>

namespace fuseproof::numeric {

uint64_t mix64(uint64_t x) { // splitmix64's finaliser: a bijection with good avalanche
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

namespace {

/// Uniform in (0, 1), never 0 (Box-Muller takes its log).
double unit(uint64_t h) { return (static_cast<double>(h >> 11) + 0.5) * 0x1p-53; }

struct Stream {
  uint64_t state;
  double next() { return unit(state = mix64(state)); }
  /// Both normals of one draw of Marsaglia's polar method (no trigonometric call): u and v
  /// scaled alike are independent N(0, 1).
  std::pair<double, double> normal_pair() {
    double u, v, s;
    do {
      u = 2 * next() - 1;
      v = 2 * next() - 1;
      s = u * u + v * v;
    } while (s >= 1);
    const double scale = std::sqrt(-2 * std::log(s) / s);
    return {u * scale, v * scale};
  }
  /// One normal (the draw's first), for distributions that need several per element.
  double normal() { return normal_pair().first; }
};

/// The distributions whose value is one N(0, 1) draw put through a per-row transform: elements
/// 2p and 2p + 1 share one polar draw (the stream of pair p).
bool paired(ir::Distribution d) {
  return d == ir::Distribution::Normal || d == ir::Distribution::NearZeroRows ||
         d == ir::Distribution::LargeMeanRows;
}

/// The draws of elements 2p and 2p + 1 (p = flat / 2).
std::pair<double, double> pair_of(uint64_t key, uint64_t flat) {
  return Stream{mix64(key ^ (flat >> 1) ^ 0x9A1F5EEDull)}.normal_pair();
}

/// A paired distribution's value for the N(0, 1) draw z of an element in row `row`.
double row_transform(ir::Distribution d, double z, uint64_t row) {
  switch (d) {
  case ir::Distribution::NearZeroRows: return z * (row % 2 == 1 ? 1e-4 : 1.0);
  case ir::Distribution::LargeMeanRows: return 100 * std::exp2(row % 5) + z;
  default: return z;
  }
}

/// Runs work(begin, end) over [0, n), split between two threads when n is large (a tensor's
/// elements, each depending only on its position).
template <class Work> void in_two_halves(int64_t n, Work work) {
  if (n < (int64_t{1} << 20)) {
    work(int64_t{0}, n);
    return;
  }
  std::thread half(work, n / 2, n);
  work(int64_t{0}, n / 2);
  half.join();
}

/// The part of an element's stream seed that depends only on the run's seed and the tensor.
uint64_t tensor_key(uint64_t seed, uint64_t tensor) { return mix64(seed ^ mix64(tensor + 0x51ED27)); }

double sample_keyed(ir::Distribution d, uint64_t key, uint64_t row, uint64_t flat) {
  if (paired(d)) {
    std::pair<double, double> z = pair_of(key, flat);
    return row_transform(d, flat % 2 == 0 ? z.first : z.second, row);
  }
  Stream s{mix64(key ^ flat)};
  switch (d) {
  case ir::Distribution::Normal:
  case ir::Distribution::NearZeroRows:
  case ir::Distribution::LargeMeanRows: break; // paired, above
  case ir::Distribution::Uniform: return 2 * s.next() - 1;
  case ir::Distribution::HeavyTailed: {
    double z = s.normal(), a = s.normal(), b = s.normal(), c = s.normal();
    return z / std::sqrt((a * a + b * b + c * c) / 3);
  }
  case ir::Distribution::WideRange: {
    double sign = s.next() < 0.5 ? -1 : 1;
    return sign * std::exp2(20 * s.next() - 10);
  }
  }
  return 0;
}

} // namespace

double sample(ir::Distribution d, uint64_t seed, uint64_t tensor, uint64_t row, uint64_t flat) {
  return sample_keyed(d, tensor_key(seed, tensor), row, flat);
}

namespace {

/// An element of an integer input: uniform over [lo, hi), and the ignore value (where the rule
/// declares one) with probability 1/8, a pure function of (key, element) like every sample. The
/// same for every distribution: targets are not what the distributions vary.
double integer_sample(const semantics::IntegerValues &v, uint64_t key, uint64_t flat) {
  uint64_t h = mix64(key ^ mix64(0x1A7E6E5 + flat));
  if (v.ignore && (h & 7) == 0)
    return static_cast<double>(*v.ignore);
  uint64_t span = static_cast<uint64_t>(v.hi - v.lo);
  return static_cast<double>(v.lo + static_cast<int64_t>(mix64(h) % span));
}

/// The integer input's values at `shape`; an empty range is an error (no element can exist).
semantics::IntegerValues integer_range(const ir::TensorInfo &t, const semantics::Shape &shape) {
  semantics::IntegerValues v = semantics::integer_values(t, shape);
  if (v.hi <= v.lo)
    throw semantics::EvalError(t.integer->loc, "the range of integer input '" + t.name +
                                                   "' is empty at " + std::to_string(v.lo) +
                                                   ".." + std::to_string(v.hi));
  return v;
}

/// The format input `info` is stored in when the run's storage is `storage`: its declared dtype
/// (`r[M]: f32`), the same in every run, or the run's.
Format input_format(const ir::TensorInfo &info, Format storage) {
  if (info.dtype.empty())
    return storage;
  std::optional<Format> declared = format_by_name(info.dtype);
  if (!declared)
    throw semantics::EvalError(info.loc, "unknown dtype '" + info.dtype + "'");
  return *declared;
}

/// The sampled elements of input `t`: each the value it has in the full tensor.
std::vector<double> sampled_tensor(const ir::Rule &rule, size_t t, const Sampling &sampling,
                                   ir::Distribution d, uint64_t key, Format storage) {
  const ir::TensorInfo &info = rule.inputs[t];
  storage = input_format(info, storage);
  std::vector<int64_t> ext = semantics::extents(info, sampling.evaluated);
  std::vector<int64_t> full_ext = semantics::extents(info, sampling.full);
  std::vector<double> values(static_cast<size_t>(semantics::element_count(ext)));
  for (size_t i = 0; i < values.size(); ++i) {
    std::vector<int64_t> at = sampling.full_index(info, semantics::unflatten(i, ext));
    int64_t flat = 0;
    for (size_t a = 0; a < at.size(); ++a)
      flat = flat * full_ext[a] + at[a];
    uint64_t row = at.empty() ? 0 : static_cast<uint64_t>(at[0]);
    values[i] = info.integer
                    ? integer_sample(integer_range(info, sampling.full), key,
                                     static_cast<uint64_t>(flat))
                    : round_to(storage, sample_keyed(d, key, row, static_cast<uint64_t>(flat)));
  }
  return values;
}

} // namespace

semantics::Inputs generate_inputs(const ir::Rule &rule, const semantics::Shape &shape,
                                  ir::Distribution d, uint64_t seed, Format storage) {
  return generate_inputs(rule, no_sampling(rule, shape), d, seed, storage);
}

semantics::Inputs generate_inputs(const ir::Rule &rule, const Sampling &sampling,
                                  ir::Distribution d, uint64_t seed, Format storage) {
  const semantics::Shape &shape = sampling.full;
  semantics::Inputs in;
  for (size_t t = 0; t < rule.inputs.size(); ++t) {
    if (sampling.sampled()) {
      in.tensors.push_back(sampled_tensor(rule, t, sampling, d, tensor_key(seed, t), storage));
      continue;
    }
    std::vector<int64_t> ext = semantics::extents(rule.inputs[t], shape);
    int64_t n = semantics::element_count(ext);
    int64_t row_size = ext.empty() || ext[0] == 0 ? 1 : n / ext[0];
    std::vector<double> values;
    resize_huge(values, n);
    const uint64_t key = tensor_key(seed, t);
    if (rule.inputs[t].integer) {
      semantics::IntegerValues range = integer_range(rule.inputs[t], shape);
      for (int64_t i = 0; i < n; ++i)
        values[i] = integer_sample(range, key, static_cast<uint64_t>(i));
      in.tensors.push_back(std::move(values));
      continue;
    }
    const Format format = input_format(rule.inputs[t], storage);
    auto fill = [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end;) { // row by row: no division per element
        const int64_t row = i / row_size, row_end = std::min(end, (row + 1) * row_size);
        while (i < row_end) {
          if (paired(d) && i % 2 == 0 && i + 1 < row_end) { // both of a pair at once
            std::pair<double, double> z = pair_of(key, static_cast<uint64_t>(i));
            values[i] = round_to(format, row_transform(d, z.first, row));
            values[i + 1] = round_to(format, row_transform(d, z.second, row));
            i += 2;
          } else {
            values[i] = round_to(format, sample_keyed(d, key, row, i));
            ++i;
          }
        }
      }
    };
    in_two_halves(n, fill);
    in.tensors.push_back(std::move(values));
  }
  for (size_t s = 0; s < rule.scalars.size(); ++s) {
    const std::optional<double> &given = rule.numeric.scalars[s];
    double raw = given ? *given : 0.5 + 1.5 * unit(mix64(seed ^ mix64(0x5CA1A7 + s)));
    in.scalars.push_back(static_cast<double>(static_cast<float>(raw)));
  }
  // Preconditions mention dimensions and scalars only (sema), so no side needs evaluating here.
  semantics::DoubleDomain dom(in);
  semantics::Evaluator<semantics::DoubleDomain> ev(dom, rule, shape);
  for (const ir::Cond &c : rule.requires_)
    if (!c.integer && !ev.condition(c))
      throw semantics::EvalError(c.loc, "the scalar values of the numeric tier violate this "
                                        "precondition; give them with 'numeric value NAME = ...'");
  return in;
}

semantics::Inputs rounded_inputs(const ir::Rule &rule, const semantics::Inputs &raw,
                                 Format storage) {
  semantics::Inputs out;
  out.scalars = raw.scalars; // already f32 values, whatever the storage format
  for (size_t i = 0; i < raw.tensors.size(); ++i) {
    const std::vector<double> &t = raw.tensors[i];
    if (rule.inputs[i].integer) { // integers are held exactly, in every dtype
      out.tensors.push_back(t);
      continue;
    }
    std::vector<double> values;
    resize_huge(values, t.size());
    const Format format = input_format(rule.inputs[i], storage);
    in_two_halves(static_cast<int64_t>(t.size()), [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i)
        values[i] = round_to(format, t[i]);
    });
    out.tensors.push_back(std::move(values));
  }
  return out;
}

} // namespace fuseproof::numeric
