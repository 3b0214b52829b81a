#include "numeric/sampling.h"

#include "ir/separable.h"
#include "numeric/generators.h"

#include <algorithm>
#include <set>

namespace fuseproof::numeric {

bool Sampling::sampled() const {
  return std::any_of(positions.begin(), positions.end(),
                     [](const std::vector<int64_t> &p) { return !p.empty(); });
}

std::vector<int64_t> Sampling::full_index(const ir::TensorInfo &t,
                                          std::vector<int64_t> idx) const {
  for (size_t a = 0; a < t.shape.size(); ++a) {
    const ir::IntExpr &s = *t.shape[a];
    if (s.op == ir::IntOp::Dim && !positions[s.id].empty())
      idx[a] = positions[s.id][idx[a]];
  }
  return idx;
}

std::string Sampling::text(const ir::Rule &rule) const {
  std::string out;
  for (size_t d = 0; d < positions.size(); ++d)
    if (!positions[d].empty())
      out += (out.empty() ? "sampled: " : ", ") + rule.dims[d].name + " " +
             std::to_string(positions[d].size()) + " of " + std::to_string(full.dims[d]);
  return out;
}

Sampling no_sampling(const ir::Rule &rule, const semantics::Shape &shape) {
  return Sampling{shape, shape, std::vector<std::vector<int64_t>>(rule.dims.size())};
}

Sampling plan_sampling(const ir::Rule &rule, const semantics::Shape &shape, int64_t per_dim,
                       uint64_t seed) {
  Sampling s = no_sampling(rule, shape);
  if (per_dim <= 0)
    return s;
  for (int d : ir::separable_dims(rule)) {
    const int64_t n = shape.dims[d];
    if (n <= per_dim)
      continue;
    // The edges always (a ragged last tile, were one to matter), the rest uniformly at random.
    std::set<int64_t> chosen = {0, n - 1};
    uint64_t state = mix64(seed ^ mix64(0x5A4B1E + static_cast<uint64_t>(d)));
    while (static_cast<int64_t>(chosen.size()) < per_dim) {
      state = mix64(state);
      chosen.insert(static_cast<int64_t>(state % static_cast<uint64_t>(n)));
    }
    s.positions[d].assign(chosen.begin(), chosen.end());
    s.evaluated.dims[d] = per_dim;
  }
  return s;
}

} // namespace fuseproof::numeric
