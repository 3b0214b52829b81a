#include "sema/numeric_clauses.h"

#include "support/diagnostics.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

namespace fuseproof::sema {

using support::fail;

namespace {

// Realistic shapes reach 14336 and beyond; anything past 2^31 elements per dimension is a typo.
constexpr int64_t kMaxNumericDim = int64_t{1} << 31;

int64_t positive_integer(const dsl::Setting &s) {
  int64_t v = 0;
  const char *end = s.value.data() + s.value.size();
  auto [ptr, ec] = std::from_chars(s.value.data(), end, v);
  if (ec != std::errc() || ptr != end || v < 1 || v > kMaxNumericDim)
    fail(s.value_loc,
         "size of '" + s.key.name + "' must be an integer in [1, 2^31], found '" + s.value + "'");
  return v;
}

double finite_number(const dsl::Setting &s) {
  const char *end = s.value.data() + s.value.size();
  double v = 0;
  auto [ptr, ec] = std::from_chars(s.value.data(), end, v);
  if (ec != std::errc() || ptr != end || !std::isfinite(v))
    fail(s.value_loc, "'" + s.value + "' is not a finite number");
  return v;
}

void no_settings(const dsl::NumericClause &c) {
  if (!c.settings.empty())
    fail(c.settings.front().key.loc, "'numeric " + c.kind.name + "' takes names only, not '" +
                                         c.settings.front().key.name + " = ...'");
}

void no_words(const dsl::NumericClause &c, size_t allowed) {
  if (c.words.size() > allowed)
    fail(c.words[allowed].loc, "unexpected '" + c.words[allowed].name + "' in 'numeric " +
                                   c.kind.name + "'; expected NAME=VALUE");
}

class Checker {
public:
  Checker(const ir::Rule &rule, const std::set<std::string> &poisoned)
      : rule_(rule), poisoned_(poisoned) {
    spec_.scalars.resize(rule.scalars.size());
  }

  ir::NumericSpec run(const std::vector<dsl::NumericClause> &clauses, support::ErrorLog &log) {
    for (const dsl::NumericClause &c : clauses)
      log.attempt([&] { clause(c); });
    return std::move(spec_);
  }

private:
  void clause(const dsl::NumericClause &c) {
    const std::string &k = c.kind.name;
    if (k == "shape")
      shape(c);
    else if (k == "value")
      value(c);
    else if (k == "tolerance")
      tolerance(c);
    else if (k == "distributions")
      distributions(c);
    else
      fail(c.kind.loc, "unknown numeric setting '" + k +
                           "'; expected shape, value, tolerance or distributions");
  }

  /// A name the rule does not declare: an error, unless its declaration failed (and was
  /// reported).
  [[noreturn]] void unknown(const dsl::NamedLoc &n, const std::string &message) const {
    if (poisoned_.count(n.name))
      throw support::Abandoned();
    fail(n.loc, message);
  }

  // numeric shape NAME D=V ...: every dimension exactly once.
  void shape(const dsl::NumericClause &c) {
    if (c.words.empty())
      fail(c.kind.loc, "'numeric shape' needs a name, as in 'numeric shape prefill M=4096 ...'");
    no_words(c, 1);
    ir::NumericShape s{c.words[0].name, c.words[0].loc, std::vector<int64_t>(rule_.dims.size(), 0)};
    for (const ir::NumericShape &other : spec_.shapes)
      if (other.name == s.name)
        fail(s.loc, "numeric shape '" + s.name + "' is defined twice", {{other.loc, "first here"}});
    for (const dsl::Setting &set : c.settings) {
      auto dim = std::find_if(rule_.dims.begin(), rule_.dims.end(),
                              [&](const ir::Named &d) { return d.name == set.key.name; });
      if (dim == rule_.dims.end())
        unknown(set.key, "'" + set.key.name + "' is not a dimension of rule '" + rule_.name + "'");
      int64_t &slot = s.dims[dim - rule_.dims.begin()];
      if (slot != 0)
        fail(set.key.loc, "dimension '" + set.key.name + "' is given twice");
      slot = positive_integer(set);
    }
    for (size_t d = 0; d < rule_.dims.size(); ++d)
      if (s.dims[d] == 0)
        fail(s.loc, "numeric shape '" + s.name + "' gives no size for dimension '" +
                        rule_.dims[d].name + "'");
    spec_.shapes.push_back(std::move(s));
  }

  // numeric value eps = 1e-6, alpha = 0.5
  void value(const dsl::NumericClause &c) {
    no_words(c, 0);
    if (c.settings.empty())
      fail(c.kind.loc, "'numeric value' needs NAME = NUMBER, as in 'numeric value eps = 1e-6'");
    for (const dsl::Setting &set : c.settings) {
      auto sc = std::find_if(rule_.scalars.begin(), rule_.scalars.end(),
                             [&](const ir::Named &n) { return n.name == set.key.name; });
      if (sc == rule_.scalars.end())
        unknown(set.key, "'" + set.key.name + "' is not a scalar of rule '" + rule_.name + "'");
      std::optional<double> &slot = spec_.scalars[sc - rule_.scalars.begin()];
      if (slot)
        fail(set.key.loc, "scalar '" + set.key.name + "' is given a value twice");
      slot = finite_number(set);
    }
  }

  // numeric tolerance bf16 rtol=2e-2 atol=1e-5
  void tolerance(const dsl::NumericClause &c) {
    if (c.words.empty())
      fail(c.kind.loc,
           "'numeric tolerance' needs a dtype, as in 'numeric tolerance f32 rtol=1e-5'");
    no_words(c, 1);
    const dsl::NamedLoc &dtype = c.words[0];
    if (std::find(rule_.dtypes.begin(), rule_.dtypes.end(), dtype.name) == rule_.dtypes.end())
      unknown(dtype, "tolerance for dtype '" + dtype.name +
                         "', which the rule's 'dtypes' line "
                         "does not list");
    for (const ir::ToleranceOverride &t : spec_.tolerances)
      if (t.dtype == dtype.name)
        fail(dtype.loc, "tolerance for '" + dtype.name + "' is given twice",
             {{t.loc, "first here"}});
    ir::ToleranceOverride t{dtype.name, dtype.loc, {}, {}};
    if (c.settings.empty())
      fail(dtype.loc, "'numeric tolerance " + dtype.name + "' needs rtol=... and/or atol=...");
    for (const dsl::Setting &set : c.settings) {
      if (set.key.name != "rtol" && set.key.name != "atol")
        fail(set.key.loc, "unknown tolerance '" + set.key.name + "'; expected rtol or atol");
      std::optional<double> &slot = set.key.name == "rtol" ? t.rtol : t.atol;
      if (slot)
        fail(set.key.loc, "'" + set.key.name + "' is given twice");
      slot = finite_number(set);
      if (*slot < 0)
        fail(set.value_loc, "a tolerance cannot be negative");
    }
    spec_.tolerances.push_back(std::move(t));
  }

  // numeric distributions normal uniform ...
  void distributions(const dsl::NumericClause &c) {
    no_settings(c);
    if (!spec_.distributions.empty())
      fail(c.kind.loc, "'numeric distributions' is given twice",
           {{spec_.distributions_loc, "first here"}});
    if (c.words.empty())
      fail(c.kind.loc, "'numeric distributions' needs at least one distribution name");
    spec_.distributions_loc = c.kind.loc;
    for (const dsl::NamedLoc &w : c.words) {
      std::optional<ir::Distribution> d = ir::distribution_by_name(w.name);
      if (!d) {
        std::string known;
        for (ir::Distribution k : ir::kAllDistributions)
          known += std::string(known.empty() ? "" : ", ") + ir::distribution_name(k);
        fail(w.loc, "unknown distribution '" + w.name + "'; expected one of " + known);
      }
      if (std::find(spec_.distributions.begin(), spec_.distributions.end(), *d) !=
          spec_.distributions.end())
        fail(w.loc, "distribution '" + w.name + "' is listed twice");
      spec_.distributions.push_back(*d);
    }
  }

  const ir::Rule &rule_;
  const std::set<std::string> &poisoned_;
  ir::NumericSpec spec_;
};

} // namespace

ir::NumericSpec check_numeric_clauses(const std::vector<dsl::NumericClause> &clauses,
                                      const ir::Rule &rule, support::ErrorLog &log,
                                      const std::set<std::string> &poisoned) {
  return Checker(rule, poisoned).run(clauses, log);
}

} // namespace fuseproof::sema
