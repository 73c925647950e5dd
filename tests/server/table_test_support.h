#pragma once
// Shared pieces of the table actor's tests: a journal kept in memory (that can be told to fail),
// a table built from a JSON config with a fake clock, and a driver that plays a table's people
// by picking among their legal words while step() plays the bots, the timers and the deals.
// Written from server-protocol.md and server/table.h, not from the implementation.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.h"
#include "io/json_read.h"
#include "server/table.h"
#include "server/table_config.h"

namespace cardroom::server::table_test {

using io::Json;

inline constexpr Millis kStart = 1'000'000;

// An object's keys.
inline std::set<std::string> keys(const Json& object) {
  std::set<std::string> out;
  for (const auto& [k, v] : object.items()) out.insert(k);
  return out;
}

// The keys of a finished hand in the history (GET /api/tables/ID/hands).
inline const std::set<std::string> kHandKeys{"hand",   "game",    "rules", "dealer",
                                             "stacks", "actions", "shown", "result"};

struct JournalRow {
  std::string table_id;
  std::int64_t seq = 0;
  Json event;
};

class MemoryJournal : public Journal {
 public:
  void record(const std::string& table_id, std::int64_t seq, const Json& event) override {
    if (fail) throw std::runtime_error("journal: disk full");
    rows.push_back({table_id, seq, event});
  }
  void record_chat(const std::string& table_id, const Json& line) override {
    if (fail) throw std::runtime_error("journal: disk full");
    chat.push_back({table_id, 0, line});
  }
  // A deal and the state before it, together (the store saves both in one transaction).
  void record_deal(const std::string& table_id, std::int64_t seq, const Json& event,
                   const Json& state) override {
    record(table_id, seq, event);
    states.push_back({table_id, seq - 1, state});
  }
  // Read back as the store reads them: the hand-over events' records, the finished games, the
  // saved states (those saved before a restart, `earlier_rows` and `earlier_states`, then this
  // journal's own).
  std::vector<JournalRow> all_rows() const {
    std::vector<JournalRow> all = earlier_rows;
    all.insert(all.end(), rows.begin(), rows.end());
    return all;
  }
  std::vector<FinishedHand> finished_hands(const std::string& table_id, int after, int limit) const override {
    std::vector<FinishedHand> out;
    const auto text = [](const Json& event, const char* key) {
      return event.contains(key) && !event.at(key).is_null() ? event.at(key).dump() : std::string();
    };
    for (const auto& row : all_rows()) {
      if (static_cast<int>(out.size()) == limit) break;
      if (row.table_id != table_id || row.event.at("type") != "hand-over") continue;
      const int hand = row.event.at("hand").get<int>();
      if (hand <= after) continue;
      out.push_back({hand, row.event.at("record").dump(), text(row.event, "players"), text(row.event, "actors")});
    }
    return out;
  }
  std::vector<Json> finished_games(const std::string& table_id, int after, int limit) const override {
    std::vector<Json> out;
    for (const auto& row : all_rows()) {
      if (static_cast<int>(out.size()) == limit) break;
      if (row.table_id == table_id && row.event.contains("finished_game") &&
          row.event.at("finished_game").at("game").get<int>() > after) {
        out.push_back(row.event.at("finished_game"));
      }
    }
    return out;
  }
  std::optional<SavedDeal> saved_deal(const std::string& table_id, int hand) const override {
    std::vector<JournalRow> all_states = earlier_states;
    all_states.insert(all_states.end(), states.begin(), states.end());
    const std::vector<JournalRow> all = all_rows();
    for (const auto& state : all_states) {
      if (state.table_id != table_id) continue;
      for (const auto& row : all) {
        if (row.table_id == table_id && row.seq == state.seq + 1 &&
            row.event.at("hand").get<int>() == hand) {
          return SavedDeal{state.seq, state.event, row.event.dump()};
        }
      }
    }
    return std::nullopt;
  }
  // The latest state saved and the events after it: what a restart restores from.
  std::optional<JournalRow> latest_state(const std::string& table_id = "t1") const {
    std::optional<JournalRow> latest;
    for (const auto& state : states) {
      if (state.table_id == table_id) latest = state;
    }
    return latest;
  }
  std::vector<Json> events_after(std::int64_t seq, const std::string& table_id = "t1") const {
    std::vector<Json> out;
    for (const auto& row : rows) {
      if (row.table_id == table_id && row.seq > seq) out.push_back(row.event);
    }
    return out;
  }
  std::vector<Json> events() const {
    std::vector<Json> out;
    for (const auto& row : rows) out.push_back(row.event);
    return out;
  }

  bool fail = false;
  std::vector<JournalRow> rows;
  std::vector<JournalRow> chat;  // outside the numbering
  std::vector<JournalRow> states;  // each deal's state before it (`seq`: the last it covers)
  // What the database held before a restart (a restored table's journal reads its history
  // there; `rows` are then only what the restored table adds).
  std::vector<JournalRow> earlier_rows;
  std::vector<JournalRow> earlier_states;
  // The same database after a restart: this journal's history, read by the restored table.
  void continue_from(const MemoryJournal& before) {
    earlier_rows = before.all_rows();
    earlier_states = before.earlier_states;
    earlier_states.insert(earlier_states.end(), before.states.begin(), before.states.end());
  }
};

inline TableConfig config_of(std::string_view json) {
  return read_table_config(io::parse_document(json));
}

// A table, its journal and its clock. Not movable: the table keeps a pointer to the journal.
struct Harness {
  explicit Harness(std::string_view config_json, std::uint64_t seed = 7, std::string id = "t1")
      : config(config_of(config_json)),
        table(std::make_unique<Table>(id, config, seed, &journal, now)) {}
  Harness(const Harness&) = delete;
  Harness& operator=(const Harness&) = delete;

  Table& t() { return *table; }
  Json view(std::optional<int> viewer) const { return table->view(viewer, now); }

  MemoryJournal journal;
  Millis now = kStart;
  TableConfig config;
  std::unique_ptr<Table> table;
};

// The table's hands.jsonl download, every page of it (`page` hands at a time).
inline std::string downloaded(const Table& table, int page = Table::kDownloadPage) {
  std::string lines;
  const auto next = table.hands_download(page);
  while (auto more = next()) lines += *more;
  return lines;
}

// The status of the TableError a request throws (0: it was not refused).
inline int status_of(const std::function<void()>& request) {
  try {
    request();
  } catch (const TableError& e) {
    return e.status();
  }
  return 0;
}

inline bool is_person(const Table& table, int seat) {
  const auto& seats = table.seats();
  return seat >= 0 && seat < static_cast<int>(seats.size()) && seats[seat].has_value() &&
         !seats[seat]->bot.has_value();
}

inline std::optional<int> to_act(const Table& table, Millis now) {
  const Json v = table.view(std::nullopt, now);
  if (!v.contains("to_act") || v["to_act"].is_null()) return std::nullopt;
  return v["to_act"].get<int>();
}

// "raise 1-5" -> "raise 1"; words without a range are already concrete.
inline std::string concrete(const std::string& word) {
  const auto space = word.rfind(' ');
  if (space == std::string::npos) return word;
  const auto dash = word.find('-', space);
  if (dash == std::string::npos) return word;
  const std::string verb = word.substr(0, space);
  if (verb != "bet" && verb != "raise") return word;
  return verb + " " + word.substr(space + 1, dash - space - 1);
}

// One concrete word, with amounts drawn within a range.
inline std::string concrete_random(const std::string& word, Rng& rng) {
  const auto space = word.rfind(' ');
  if (space == std::string::npos) return word;
  const auto dash = word.find('-', space);
  const std::string verb = word.substr(0, space);
  if (dash == std::string::npos || (verb != "bet" && verb != "raise")) return word;
  const std::int64_t lo = std::stoll(word.substr(space + 1, dash - space - 1));
  const std::int64_t hi = std::stoll(word.substr(dash + 1));
  const std::int64_t amount =
      lo + static_cast<std::int64_t>(rng.below(static_cast<std::uint32_t>(hi - lo + 1)));
  return verb + " " + std::to_string(amount);
}

inline bool is_choose(const std::string& word) { return word.rfind("choose ", 0) == 0; }

// Answers for `seat` with one of its legal words: `choose GAME` goes to choose(), the rest to
// act() with the table's latest seq.
inline void answer(Table& table, int seat, const std::string& word, Millis now) {
  if (is_choose(word)) {
    table.choose(seat, word.substr(7), Json::object(), now);
  } else {
    table.act(seat, concrete(word), table.seq(), now);
  }
}

inline std::vector<std::string> legal_words(const Table& table, int seat, Millis now) {
  const Json v = table.view(seat, now);
  std::vector<std::string> out;
  if (v.contains("legal") && v["legal"].is_array())
    for (const auto& w : v["legal"]) out.push_back(w.get<std::string>());
  return out;
}

struct DriveOptions {
  // People to act are answered at once with a random legal word (otherwise the driver only
  // calls step() and lets the clock run, so their timers run out).
  bool answer_people = true;
  std::uint64_t seed = 1;
  int max_changes = 100000;
};

// Plays the table until `done()` holds: step() while it changes something, a person's random
// legal word when the table waits for one, else the clock moves to next_wakeup(). `after` is
// called after every change. Returns done() at the end (false when the table stalls).
inline bool drive(Harness& h, const std::function<bool()>& done,
                  const std::function<void()>& after = {}, DriveOptions options = {}) {
  Rng rng(options.seed);
  for (int changes = 0; changes < options.max_changes;) {
    if (done()) return true;
    if (h.table->step(h.now)) {
      ++changes;
      if (after) after();
      continue;
    }
    const auto seat = to_act(*h.table, h.now);
    if (options.answer_people && seat && is_person(*h.table, *seat) &&
        !h.table->seats()[*seat]->away && !h.table->seats()[*seat]->leaving) {
      const auto words = legal_words(*h.table, *seat, h.now);
      if (words.empty()) {
        ADD_FAILURE() << "seat " << *seat << " is to act with no legal words: "
                      << h.view(*seat).dump();
        return false;
      }
      const std::string& word = words[rng.below(static_cast<std::uint32_t>(words.size()))];
      if (is_choose(word)) {
        h.table->choose(*seat, word.substr(7), Json::object(), h.now);
      } else {
        h.table->act(*seat, concrete_random(word, rng), h.table->seq(), h.now);
      }
      ++changes;
      if (after) after();
      continue;
    }
    const auto wake = h.table->next_wakeup();
    if (!wake) return done();
    h.now = std::max(h.now + 1, *wake);
  }
  return done();
}

// After both played on in lockstep: the restored table's journal continues the original's, event
// for event and with the same counter.
inline void expect_journal_continues(const Harness& original, const Harness& copy) {
  ASSERT_FALSE(copy.journal.rows.empty());
  const auto first_new = original.journal.rows.size() - copy.journal.rows.size();
  for (std::size_t i = 0; i < copy.journal.rows.size(); ++i) {
    EXPECT_EQ(copy.journal.rows[i].seq, original.journal.rows[first_new + i].seq);
    EXPECT_EQ(copy.journal.rows[i].event, original.journal.rows[first_new + i].event);
  }
}

// Steps until nothing more is due at the current time.
inline int settle(Harness& h) {
  int n = 0;
  while (n < 10000 && h.table->step(h.now)) ++n;
  return n;
}

// Plays until `hands` more hands have finished.
inline bool play_hands(Harness& h, int hands, const std::function<void()>& after = {},
                       DriveOptions options = {}) {
  const int target = h.table->hands_played() + hands;
  return drive(h, [&] { return h.table->hands_played() >= target; }, after, options);
}

inline bool waiting_for_person(Harness& h) {
  const auto seat = to_act(*h.table, h.now);
  return seat && is_person(*h.table, *seat) && h.table->hand_in_progress();
}

// The ledger's sums.
struct LedgerSums {
  std::int64_t buy_ins = 0;
  std::int64_t rebuys = 0;
  std::int64_t cash_outs = 0;
  std::int64_t net = 0;
};
inline LedgerSums ledger_sums(const Table& table) {
  const Json ledger = table.ledger();
  LedgerSums sums;
  for (const auto& e : ledger.at("entries")) {
    const auto kind = e.at("kind").get<std::string>();
    const auto chips = e.at("chips").get<std::int64_t>();
    if (kind == "buy-in") sums.buy_ins += chips;
    else if (kind == "cash-out") sums.cash_outs += chips;
    else if (kind == "rebuy") sums.rebuys += chips;
    else ADD_FAILURE() << "unknown ledger kind " << kind;
  }
  for (const auto& n : ledger.at("net")) sums.net += n.at("net").get<std::int64_t>();
  return sums;
}

// Views of every seat number and of a spectator, with deadline_ms removed (it restarts from
// full after a restore), as text.
inline std::vector<std::string> all_views(const Table& table, Millis now, bool drop_deadline) {
  std::vector<std::string> out;
  for (int s = -1; s < table.config().seats; ++s) {
    Json v = table.view(s < 0 ? std::nullopt : std::optional<int>(s), now);
    if (drop_deadline) v.erase("deadline_ms");
    out.push_back(v.dump());
  }
  return out;
}

inline std::int64_t sum_ints(const Json& array) {
  std::int64_t total = 0;
  for (const auto& x : array) total += x.get<std::int64_t>();
  return total;
}

}  // namespace cardroom::server::table_test
