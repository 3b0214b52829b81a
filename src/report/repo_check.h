#pragma once
// The CI gate's comparisons between what the rules give now and what the repository holds:
// reports (proofs/), generated kernels (kernels/generated/), and the files that outlived their
// rule. With `write`, the same walk brings the repository up to date instead.
#include "pipeline/cache.h"

#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace fuseproof::report {

struct OutputDirs {
  std::filesystem::path proofs = "proofs";
  std::filesystem::path kernels = "kernels/generated";
};

/// One thing wrong (or, when writing, one file changed), named by its file.
struct Finding {
  std::string path;
  std::string message;
};

/// proofs/<rule>.{md,json,smt2} and the rule's kernel against the artefacts. Not writing: a
/// problem per missing, stale or hand-edited file, and per kernel whose rule no longer passes
/// the gate. Writing: the files are rewritten (a refused rule's kernel removed) and each change
/// is returned.
std::vector<Finding> check_rule_outputs(const pipeline::Artefacts &a, const OutputDirs &dirs,
                                        bool write);

/// Kernels and reports whose rule does not exist (by rule name); writing removes them.
std::vector<Finding> check_orphans(const std::set<std::string> &rule_names, const OutputDirs &dirs,
                                   bool write);

/// proofs/README.md, the table of every rule, against the reports of all rules.
std::vector<Finding> check_index(const std::vector<pipeline::Artefacts> &all,
                                 const OutputDirs &dirs, bool write);

} // namespace fuseproof::report
