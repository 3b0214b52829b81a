#pragma once
// How numeric results are shown: a table for people, JSON (every statistic) for machines.
#include "numeric/numeric_tier.h"

#include <boost/json.hpp>

#include <string>

namespace fuseproof::numeric {

/// One row per case and output, then one line per failed criterion; `indent` spaces each.
std::string numeric_table(const NumericResult &r, int indent, const std::string &fused = "rhs");
boost::json::object numeric_json(const NumericResult &r);

} // namespace fuseproof::numeric
