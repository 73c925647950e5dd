#pragma once
// A table's vying hands (7-27, 15-35): dealer's choice among the table's games, one
// `vying::Hand` at a time dealt from a recorded deck, chips in stacks and pots, the bots
// deciding through `bots::VyingBot`.
#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "io/vying_record.h"
#include "server/table_config.h"
#include "server/table_game.h"
#include "vying/hand.h"

namespace cardroom::bots {
class VyingBot;
}

namespace cardroom::server {

class VyingTableGame : public TableGame {
 public:
  explicit VyingTableGame(const TableConfig& config);
  ~VyingTableGame() override;

  std::optional<std::int64_t> buy_in() const override { return stack_; }
  void check_sit(const Seats& seats) const override;
  void seated(int seat, const TableSeat& s) override;
  void emptied(int seat) override;
  std::optional<std::int64_t> stack_now(int seat, bool dealt, const TableSeat& s) const override;
  std::optional<std::int64_t> ledger_stack(int seat, bool dealt, const TableSeat& s) const override;
  std::int64_t pot_total() const override;
  io::Json after_leaving(const Seats&) const override { return nullptr; }
  void reconfigure(const TableConfig& config) override;

  bool dealt() const override { return hand_.has_value(); }
  bool in_progress() const override { return hand_ && !hand_->finished(); }
  int to_act() const override { return hand_->to_act(); }
  int dealer() const override { return record_.dealer; }
  bool dealt_in(int seat) const override { return hand_->seat(seat).dealt_in; }
  std::vector<std::string> legal_words() const override;
  std::string checked_word(int seat, const std::string& text) const override;
  std::string default_word() const override;
  std::string bot_word(int seat, Rng& rng) override;
  std::function<io::Json()> advice_task(int seat, std::uint64_t seed) const override;
  io::Json hand_record(int hand, const Seats& seats) const override;

  bool can_deal(const Seats& seats) const override;
  int next_dealer(const Seats& seats) const override;
  io::Json deal_event(int hand, const Seats& seats, Rng& rng) const override;
  std::optional<int> chooser(const Seats& seats) const override;
  std::vector<std::string> choice_words(const Seats& seats) const override;
  io::Json choose_event(int seat, const std::string& game, const io::Json& rules,
                        const Seats& seats) const override;
  io::Json auto_choose_event(const Seats& seats, Rng& rng) const override;

  void apply_choose(const io::Json& e) override;
  std::vector<i18n::Said> apply_deal(const io::Json& e, const Seats& seats,
                                      const Names& who) override;
  std::vector<i18n::Said> apply_act(const io::Json& e, const Names& who) override;
  std::vector<i18n::Said> apply_hand_over(const io::Json& e, Seats& seats,
                                           const std::vector<bool>& dealt,
                                           const Names& who) override;

  io::Json game_json(bool choosing) const override;
  void fill_view(io::Json& view, int viewer, const Seats& seats,
                 const std::vector<bool>& dealt) const override;
  std::unique_ptr<TableGame> copy_without_bots(const TableConfig& config) const override;
  io::Json snapshot() const override;
  void restore_snapshot(const io::Json& state) override;

 private:
  // The table's games that seat everyone with chips now.
  std::vector<Game> fitting_games(const Seats& seats) const;
  // The dealer chooses when more than one of the table's games seats everyone with chips.
  bool must_choose(const Seats& seats) const;
  io::Json result_json() const;

  std::vector<Game> games_;
  std::map<Game, vying::Rules> rules_;
  std::int64_t stack_;
  std::vector<std::unique_ptr<bots::VyingBot>> bots_;  // per seat
  // The dealer's choice for the next hand, once made.
  std::optional<std::pair<Game, vying::Rules>> chosen_;
  // The current or last hand and its record (the deck never leaves the table).
  std::optional<vying::Hand> hand_;
  io::VyingRecord record_;
  int button_ = -1;  // the dealer of the last hand dealt (-1: none yet)
};

}  // namespace cardroom::server
