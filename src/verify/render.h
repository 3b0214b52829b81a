#pragma once
// How verdicts are shown: small text tables for people, JSON for machines.
#include "verify/verdict.h"

#include <boost/json.hpp>
#include <string>

namespace fuseproof::verify {

/// The counterexample as aligned tables, every line indented by `indent` spaces.
std::string render_counterexample(const Counterexample &cex, int indent);

boost::json::object verdict_json(const Verdict &v);

/// Shortest text that reads back to the same double ("0.5", "1e-06", "inf").
std::string number_text(double v);

} // namespace fuseproof::verify
