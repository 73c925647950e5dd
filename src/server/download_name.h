#pragma once
// The file name a download is saved under: the table's name and the day, so that an evening's
// ledger and hands do not all arrive as ledger.csv ("tuesday-regulars-2026-12-05-ledger.csv").
#include <cstdint>
#include <string>

namespace cardroom::server {

// `table_name` as ASCII letters, digits and dashes (French accents lose their accent; anything
// else becomes a dash), then the UTC date of `unix_ms`, then `what` ("ledger.csv").
std::string download_name(const std::string& table_name, std::int64_t unix_ms,
                          const std::string& what);

// The Content-Disposition header's value that saves a download as `file_name` (ASCII).
std::string attachment(const std::string& file_name);

}  // namespace cardroom::server
