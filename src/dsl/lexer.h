#pragma once
// Splits rule text into tokens. Newlines end statements, except inside () and [] so a long
// expression can be wrapped. '#' starts a comment that runs to the end of the line.
#include "dsl/token.h"

#include <memory>
#include <string_view>
#include <vector>

namespace fuseproof::dsl {

/// Text that cannot start a token (a stray character, an unterminated string) becomes a
/// Tok::Invalid token carrying the error, which the parser reports if it stops there: text it
/// skips (the rest of a line with an error, what follows a second `rule` line) reports nothing.
std::vector<Token> lex(const std::shared_ptr<const support::SourceFile> &file);

/// The keywords that start a line of their own (`dims`, `lhs`, ...).
bool is_section_word(std::string_view word);

} // namespace fuseproof::dsl
