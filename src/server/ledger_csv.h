#pragma once
// GET /api/tables/ID/ledger.csv: the ledger (Table::ledger's JSON) as a spreadsheet reads it.
#include <string>

#include "io/json_read.h"

namespace cardroom::server {

// Every entry, then each player's net, then the settle-up's payments, as RFC 4180 CSV with the
// header kind,seat,name,chips,to.
std::string ledger_csv(const io::Json& ledger);

}  // namespace cardroom::server
