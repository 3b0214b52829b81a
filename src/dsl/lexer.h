#pragma once
// Splits rule text into tokens. Newlines end statements, except inside () and [] so a long
// expression can be wrapped. '#' starts a comment that runs to the end of the line.
#include "dsl/token.h"

#include <memory>
#include <vector>

namespace fuseproof::dsl {

/// Throws support::UserError on a character that cannot start a token.
std::vector<Token> lex(const std::shared_ptr<const support::SourceFile> &file);

} // namespace fuseproof::dsl
