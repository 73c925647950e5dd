#pragma once
// Who serves each table when several `cardroom serve` processes share one database (issue 36,
// docs/server.md "Several processes"). A table is served by exactly one process at a time: the
// one holding its lease, a row of the `leases` table (table id, holder, end of term). A process
// takes a table's lease when nobody holds it or its holder's term has run out, renews the terms
// of all it holds a few times per term, and gives a lease back when it puts the table away. A
// process that dies stops renewing: once the term is over, another takes its tables, restoring
// each from the journal.
//
// The holder is named by the address the others send people to (`cardroom serve --advertise
// URL`), so a process asked for a table it does not hold answers with a redirect to the holder.
// A holder that lost a lease without knowing it (a process frozen past its term) cannot write
// the table's journal any more: the store checks the lease in the transaction of every event
// (Store::fence).
//
// Terms are on the processes' wall clocks (unix ms), which must agree to well within a term
// (NTP); tests pass the times they choose. Each Leases has its own connection, so a renewal
// never waits behind the store's batches of events.
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "server/sql.h"

namespace cardroom::server {

// A process's address as --advertise and the admin's move take it, checked (http:// or
// https://, a host, no spaces, query or fragment) and without a trailing slash. Throws
// InputError naming `what` ("serve: --advertise", "move: to") otherwise.
std::string process_address(const std::string& text, const std::string& what);

class Leases {
 public:
  // `where`: the store's database (server/store.h; the schema is created there if new).
  // `holder`: this process's address. `term_ms`: how long a lease lasts unless renewed.
  Leases(const std::string& where, std::string holder, std::int64_t term_ms = kDefaultTermMs);

  // A process is taken for dead this long after its last renewal; renewing every term / 4
  // (Room::sweep) leaves three renewals' slack, and takeover within 10 s needs a term under it.
  static constexpr std::int64_t kDefaultTermMs = 8000;

  const std::string& holder() const { return holder_; }
  std::int64_t term_ms() const { return term_ms_; }

  // Takes the table's lease at `now_ms` when nobody holds it, its term has run out, or it is
  // ours already (then renewed); true when it is ours. False as well for a table that does not
  // exist.
  bool claim(const std::string& table_id, std::int64_t now_ms);
  // Extends the term of every lease we hold, and says we live (our_share_of_lapsed); returns
  // the tables they are for. A table we do not have in memory among them was handed to us
  // (move_to).
  std::vector<std::string> renew(std::int64_t now_ms);
  // Gives the table's lease back (the table was put away): the next process asked for it takes
  // it.
  void release(const std::string& table_id);
  // Ends the term of every lease we hold at `now_ms`, keeping them in the database (a graceful
  // stop): the others take the tables at their next renewal, rather than after a whole term.
  void hand_over(std::int64_t now_ms);
  // Hands the lease to `to` (another process's address) with a fresh term: `to` restores the
  // table at its next renewal. Only from the holder; false otherwise.
  bool move_to(const std::string& table_id, const std::string& to, std::int64_t now_ms);

  // The holder of the table's lease at `now_ms`, or nullopt when none is in term.
  std::optional<std::string> holder_of(const std::string& table_id, std::int64_t now_ms);
  // Our share of the tables whose holder's term has run out at `now_ms` (dead, stopped or
  // frozen processes), for the living to take over, so that the tables of a process gone are
  // spread over the living rather than all taken by the first to sweep: the living are the
  // processes that renewed within a term (and us), and a table is the share of the one its id's
  // hash names among them. A table whose term ran out a whole term ago is anyone's (its share's
  // process died too, or holds nothing).
  std::vector<std::string> our_share_of_lapsed(std::int64_t now_ms);

  // The lobby of the whole room: each table's entry (JSON; "null": unlisted) saved by the
  // process serving it, so that any process lists every table.
  struct Listed {
    std::string table_id;
    std::string listing;  // "" when none was saved yet
  };
  // Saves the entries of tables we hold (the others' are left alone).
  void publish(const std::vector<Listed>& entries);
  // Every table not archived, oldest first.
  std::vector<Listed> lobby();

 private:
  std::mutex mutex_;
  sql::Connection db_;
  std::string holder_;
  std::int64_t term_ms_;
};

}  // namespace cardroom::server
