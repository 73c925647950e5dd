#include "server/leases.h"

#include <algorithm>

#include "core/input_error.h"
#include "server/store_schema.h"
#include "server/table.h"

// Each call prepares its statement: leases are taken and renewed a few times a second at most,
// so preparing on the spot costs nothing that matters.
namespace cardroom::server {
namespace {

std::vector<std::string> first_column(sql::Statement& query) {
  std::vector<std::string> ids;
  while (query.step()) ids.push_back(query.text(0));
  return ids;
}

}  // namespace

std::string process_address(const std::string& text, const std::string& what) {
  std::string address = text;
  while (address.ends_with('/')) address.pop_back();
  const std::size_t scheme = address.starts_with("https://") ? 8 : address.starts_with("http://") ? 7 : 0;
  const bool plain = std::none_of(address.begin(), address.end(), [](char c) {
    return c <= ' ' || c == '?' || c == '#' || static_cast<unsigned char>(c) >= 0x7f;
  });
  if (scheme == 0 || address.size() == scheme || address[scheme] == '/' || !plain) {
    throw InputError(what + ": " + text +
                     " is not a process's address (http://HOST:PORT or https://HOST/PREFIX)");
  }
  return address;
}

Leases::Leases(const std::string& where, std::string holder, std::int64_t term_ms)
    : db_(where), holder_(std::move(holder)), term_ms_(term_ms) {
  prepare_schema(db_, unix_now_ms());
}

bool Leases::claim(const std::string& table_id, std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  // From the tables row, so a table that does not exist gets no lease. The casts give
  // PostgreSQL the parameters' types (SQLite takes them as they come).
  sql::Statement take(
      db_,
      "INSERT INTO leases(table_id, holder, expires_ms) "
      "SELECT id, CAST(?2 AS TEXT), CAST(?4 AS BIGINT) FROM tables WHERE id = ?1 "
      "ON CONFLICT(table_id) DO UPDATE SET holder = excluded.holder, expires_ms = excluded.expires_ms "
      "WHERE leases.holder = excluded.holder OR leases.expires_ms <= ?3");
  take.bind(1, table_id);
  take.bind(2, holder_);
  take.bind(3, now_ms);
  take.bind(4, now_ms + term_ms_);
  return take.run() == 1;
}

std::vector<std::string> Leases::renew(std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  {
    sql::Statement alive(db_,
                         "INSERT INTO processes(holder, alive_until) VALUES(?1, ?2) "
                         "ON CONFLICT(holder) DO UPDATE SET alive_until = excluded.alive_until");
    alive.bind(1, holder_);
    alive.bind(2, now_ms + term_ms_);
    alive.run();
  }
  sql::Statement renew(db_, "UPDATE leases SET expires_ms = ?2 WHERE holder = ?1 RETURNING table_id");
  renew.bind(1, holder_);
  renew.bind(2, now_ms + term_ms_);
  return first_column(renew);
}

void Leases::release(const std::string& table_id) {
  std::lock_guard lock(mutex_);
  sql::Statement release(db_, "DELETE FROM leases WHERE table_id = ?1 AND holder = ?2");
  release.bind(1, table_id);
  release.bind(2, holder_);
  release.run();
}

void Leases::hand_over(std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  for (const char* sql : {"UPDATE leases SET expires_ms = ?2 WHERE holder = ?1 AND expires_ms > ?2",
                          "UPDATE processes SET alive_until = ?2 WHERE holder = ?1 AND alive_until > ?2"}) {
    sql::Statement end(db_, sql);
    end.bind(1, holder_);
    end.bind(2, now_ms);
    end.run();
  }
}

bool Leases::move_to(const std::string& table_id, const std::string& to, std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  sql::Statement move(db_,
                      "UPDATE leases SET holder = ?3, expires_ms = ?4 WHERE table_id = ?1 AND holder = ?2");
  move.bind(1, table_id);
  move.bind(2, holder_);
  move.bind(3, to);
  move.bind(4, now_ms + term_ms_);
  return move.run() == 1;
}

std::optional<std::string> Leases::holder_of(const std::string& table_id, std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  sql::Statement who(db_, "SELECT holder FROM leases WHERE table_id = ?1 AND expires_ms > ?2");
  who.bind(1, table_id);
  who.bind(2, now_ms);
  if (!who.step()) return std::nullopt;
  return who.text(0);
}

std::vector<std::string> Leases::our_share_of_lapsed(std::int64_t now_ms) {
  std::lock_guard lock(mutex_);
  std::vector<std::string> living;
  {
    sql::Statement who(db_, "SELECT holder FROM processes WHERE alive_until > ?1");
    who.bind(1, now_ms);
    living = first_column(who);
  }
  if (std::find(living.begin(), living.end(), holder_) == living.end()) living.push_back(holder_);
  std::sort(living.begin(), living.end());
  const auto ours = static_cast<std::uint64_t>(std::find(living.begin(), living.end(), holder_) - living.begin());
  sql::Statement lapsed(db_, "SELECT table_id, expires_ms FROM leases WHERE expires_ms <= ?1 ORDER BY table_id");
  lapsed.bind(1, now_ms);
  std::vector<std::string> share;
  while (lapsed.step()) {
    std::string id = lapsed.text(0);
    // FNV-1a: the same in every process, whatever its build's std::hash.
    std::uint64_t hash = 14695981039346656037ULL;
    for (const unsigned char c : id) hash = (hash ^ c) * 1099511628211ULL;
    if (lapsed.integer(1) <= now_ms - term_ms_ || hash % living.size() == ours) share.push_back(std::move(id));
  }
  return share;
}

void Leases::publish(const std::vector<Listed>& entries) {
  if (entries.empty()) return;
  std::lock_guard lock(mutex_);
  sql::Transaction tx(db_);
  sql::Statement save(db_,
                      "INSERT INTO listings(table_id, listing) SELECT table_id, CAST(?2 AS TEXT) FROM leases "
                      "WHERE table_id = ?1 AND holder = ?3 "
                      "ON CONFLICT(table_id) DO UPDATE SET listing = excluded.listing");
  for (const Listed& entry : entries) {
    sql::Statement::Use use(save);
    save.bind(1, entry.table_id);
    save.bind(2, entry.listing);
    save.bind(3, holder_);
    save.run();
  }
  tx.commit();
}

std::vector<Leases::Listed> Leases::lobby() {
  std::lock_guard lock(mutex_);
  sql::Statement all(db_,
                     "SELECT tables.id, COALESCE(listings.listing, '') FROM tables "
                     "LEFT JOIN listings ON listings.table_id = tables.id WHERE tables.archived = 0 "
                     "ORDER BY tables.created_ms, tables.rowid");
  std::vector<Listed> entries;
  while (all.step()) entries.push_back({all.text(0), all.text(1)});
  return entries;
}

}  // namespace cardroom::server
