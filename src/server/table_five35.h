#pragma once
// A Five Three Five table (rulebook five-three-five.md): games of rounds to the target score,
// played for points, not chips. A protocol "hand" is one round. The players of a game are those
// seated when its first round is dealt; whoever sits down later waits for the next game, and
// whoever leaves is played as away to the end of the round and then leaves the game, which goes
// on while two players remain. Bots decide through `bots::Five35Bot` from a `five35::View`.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "five35/deal.h"
#include "five35/round.h"
#include "five35/view.h"
#include "server/table_config.h"
#include "server/table_game.h"

namespace cardroom::bots {
class Five35Bot;
}

namespace cardroom::server {

class Five35TableGame : public TableGame {
 public:
  explicit Five35TableGame(const TableConfig& config);
  void reconfigure(const TableConfig& config) override { next_game_rules_ = config.five35_rules; }
  ~Five35TableGame() override;

  std::optional<std::int64_t> buy_in() const override { return std::nullopt; }
  void check_sit(const Seats&) const override {}
  void seated(int seat, const TableSeat& s) override;
  void emptied(int seat) override;
  std::optional<std::int64_t> stack_now(int, bool, const TableSeat&) const override {
    return std::nullopt;
  }
  std::optional<std::int64_t> ledger_stack(int, bool, const TableSeat&) const override {
    return std::nullopt;
  }
  std::int64_t pot_total() const override { return 0; }
  io::Json after_leaving(const Seats& seats) const override;

  bool dealt() const override { return round_.has_value(); }
  bool in_progress() const override { return round_ && !round_->finished(); }
  int to_act() const override { return players_[std::size_t(round_->to_act())]; }
  int dealer() const override { return players_[std::size_t(round_->dealer())]; }
  bool dealt_in(int seat) const override { return player_of(seat) >= 0; }
  std::vector<std::string> legal_words() const override;
  std::string checked_word(int seat, const std::string& text) const override;
  std::string default_word() const override;
  std::string bot_word(int seat, Rng& rng) override;
  std::function<io::Json()> advice_task(int seat, std::uint64_t seed) const override;
  io::Json hand_record(int hand, const Seats& seats) const override;

  bool can_deal(const Seats& seats) const override;
  int next_dealer(const Seats& seats) const override;
  io::Json deal_event(int hand, const Seats& seats, Rng& rng) const override;

  std::vector<i18n::Said> apply_deal(const io::Json& e, const Seats& seats,
                                      const Names& who) override;
  std::vector<i18n::Said> apply_act(const io::Json& e, const Names& who) override;
  std::vector<i18n::Said> apply_hand_over(const io::Json& e, Seats& seats,
                                           const std::vector<bool>& dealt,
                                           const Names& who) override;
  std::vector<i18n::Said> apply_other(const io::Json& e, io::Json& result) override;

  io::Json game_json(bool) const override { return "five-three-five"; }
  void fill_view(io::Json& view, int viewer, const Seats& seats,
                 const std::vector<bool>& dealt) const override;
  std::unique_ptr<TableGame> copy_without_bots(const TableConfig& config) const override;
  io::Json snapshot() const override;
  void restore_snapshot(const io::Json& state) override;
  io::Json finished_game(const io::Json& hand_record) const override;
  void fill_ledger(io::Json& ledger, const GamesReader& finished_games) const override;

 private:
  // A player of the game: their seat, name and total so far. One who left keeps their total in
  // the game's record but plays no more rounds.
  struct Member {
    int seat = 0;
    std::string name;
    std::int64_t score = 0;
    bool left = false;
  };

  int player_of(int seat) const;     // the seat's index in the round, or -1
  int member_index(int seat) const;  // the seat's player still in the game, or -1
  Member* member_at(int seat);
  const Member* member_at(int seat) const;
  // The seats that would play the next round: the game's players, or for a new game everyone
  // seated who is not leaving.
  std::vector<int> next_players(const Seats& seats) const;
  bool fresh_game(const Seats& seats) const;
  // Ends the game; the winners' short names.
  std::vector<std::string> end_game(const io::Json& winners);
  io::Json result_json(const Seats& seats) const;
  // The game as the ledger lists it: its number, the winners' names and every member's total.
  io::Json game_entry(const std::vector<Member>& members, const io::Json& winner_seats) const;
  static io::Json scores_json(const std::vector<Member>& members);

  five35::Rules rules_;            // the game's in play (or the last one's)
  five35::Rules next_game_rules_;  // the next game's: the host's settings wait for it
  std::vector<std::unique_ptr<bots::Five35Bot>> bots_;  // per seat

  // The game in play, or the last one.
  int game_number_ = 0;  // 0: none yet
  bool game_on_ = false;
  bool two_rounds_ = false;  // two players, two rounds dealt from one shuffle
  int round_number_ = 0;     // of the game
  std::vector<Member> members_;  // the finished games are the journal's (finished_game)

  // The round in play, or the last one. Its players are seats, clockwise; the round numbers
  // them 0, 1, ... in that order.
  std::optional<five35::Round> round_;
  std::vector<int> players_;
  std::vector<std::int64_t> scores_before_;  // per player
  std::vector<five35::SeatMove> history_;    // the round's moves (the bots' view of them)
  std::vector<std::string> words_;           // the same, as the rulebook's words
  five35::Deck deck_;                        // the game's first shuffle
};

}  // namespace cardroom::server
