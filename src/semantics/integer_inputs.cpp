#include "semantics/integer_inputs.h"

#include "support/checked_int.h"

#include <algorithm>

namespace fuseproof::semantics {

std::vector<int64_t> IntegerValues::all() const {
  std::vector<int64_t> out;
  for (int64_t v = lo; v < hi; ++v)
    out.push_back(v);
  if (ignore && (*ignore < lo || *ignore >= hi))
    out.push_back(*ignore);
  std::sort(out.begin(), out.end());
  return out;
}

IntegerValues integer_values(const ir::TensorInfo &t, const Shape &shape) {
  IntegerValues v;
  v.lo = eval_int(*t.integer->lo, shape, {});
  v.hi = eval_int(*t.integer->hi, shape, {});
  v.ignore = t.integer->ignore;
  return v;
}

bool has_integer_inputs(const ir::Rule &rule) {
  return std::any_of(rule.inputs.begin(), rule.inputs.end(),
                     [](const ir::TensorInfo &t) { return t.integer.has_value(); });
}

std::optional<std::vector<Inputs>> integer_assignments(const ir::Rule &rule, const Shape &shape,
                                                       size_t limit) {
  // One odometer digit per element of every integer input.
  struct Digit {
    size_t tensor;
    int64_t flat;
    std::vector<int64_t> values;
  };
  std::vector<Digit> digits;
  Inputs first;
  first.tensors.resize(rule.inputs.size());
  size_t count = 1;
  for (size_t i = 0; i < rule.inputs.size(); ++i) {
    const ir::TensorInfo &t = rule.inputs[i];
    if (!t.integer)
      continue;
    int64_t n = element_count(extents(t, shape));
    IntegerValues range = integer_values(t, shape);
    if (n > 0 && range.hi > range.lo &&
        support::checked_sub(range.hi, range.lo) > static_cast<int64_t>(limit))
      return std::nullopt;
    std::vector<int64_t> values = range.all();
    if (n > 0 && values.empty())
      return std::vector<Inputs>{};
    first.tensors[i].assign(n, values.empty() ? 0.0 : static_cast<double>(values[0]));
    for (int64_t f = 0; f < n; ++f) {
      if (count > limit / values.size())
        return std::nullopt;
      count *= values.size();
      digits.push_back({i, f, values});
    }
  }
  if (count > limit)
    return std::nullopt;
  std::vector<Inputs> out;
  std::vector<size_t> at(digits.size(), 0);
  while (true) {
    Inputs a = first;
    for (size_t d = 0; d < digits.size(); ++d)
      a.tensors[digits[d].tensor][digits[d].flat] = static_cast<double>(digits[d].values[at[d]]);
    out.push_back(std::move(a));
    size_t d = digits.size();
    while (d > 0 && at[d - 1] + 1 == digits[d - 1].values.size())
      at[--d] = 0;
    if (d == 0)
      break;
    ++at[d - 1];
  }
  return out;
}

std::string integer_assignment_text(const ir::Rule &rule, const Inputs &assignment) {
  std::string out;
  for (size_t i = 0; i < rule.inputs.size(); ++i) {
    if (!rule.inputs[i].integer)
      continue;
    std::string list;
    for (double v : assignment.tensors.at(i))
      list += (list.empty() ? "" : ", ") + std::to_string(static_cast<int64_t>(v));
    out += (out.empty() ? "" : ", ") + rule.inputs[i].name + " = [" + list + "]";
  }
  return out;
}

} // namespace fuseproof::semantics
