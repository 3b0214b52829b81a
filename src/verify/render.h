#pragma once
// How verdicts are shown: small text tables for people, JSON for machines.
#include "verify/verdict.h"

#include <boost/json.hpp>
#include <string>

namespace fuseproof::verify {

/// The counterexample as aligned tables, every line indented by `indent` spaces.
std::string render_counterexample(const Counterexample &cex, int indent);

boost::json::object verdict_json(const Verdict &v);

/// Why the all-sizes tier stopped, when it ran and did not prove the rule, as lines: `lead` and
/// the reason, then how each law was used ("laws: applied ...; tried without effect ...; no
/// candidate ...; disabled ..."), then "missing: ..." for each law, fact or precondition it
/// recognised as missing, indented under the reason when `lead` is set. Every line starts with
/// `pad`. "" when there is nothing to say.
std::string all_sizes_gap_text(const Verdict &v, const std::string &pad, const std::string &lead);

/// Shortest text that reads back to the same double ("0.5", "1e-06", "inf").
std::string number_text(double v);

} // namespace fuseproof::verify
