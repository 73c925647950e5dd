#include "server/live_table.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <iostream>
#include <map>
#include <tuple>

#include "core/input_error.h"
#include "server/client_message.h"
#include "server/responses.h"
#include "server/server_log.h"
#include "server/token.h"

namespace cardroom::server {

namespace asio = boost::asio;

namespace {

// After a failed step (the database refused an event), try again this much later.
constexpr Millis kRetryMs = 1000;

constexpr const char* kOutOfService =
    "this table's changes could not be saved: it waits for the database, and comes back as it "
    "was last saved";

}  // namespace

Millis steady_now() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

struct LiveTable::Strand {
  explicit Strand(asio::io_context& io) : strand(asio::make_strand(io)), timer(strand) {}
  asio::strand<asio::io_context::executor_type> strand;
  asio::steady_timer timer;
};

// One watcher's connection: its messages and its end go to the table's strand.
class LiveTable::Connection : public PeerHandler {
 public:
  Connection(std::weak_ptr<LiveTable> table, int watcher) : table_(std::move(table)), watcher_(watcher) {}
  void on_message(std::string text) override {
    if (auto table = table_.lock()) {
      asio::post(table->strand_->strand, [table, id = watcher_, text = std::move(text)] {
        table->message(id, text);
      });
    }
  }
  void on_close() override {
    if (auto table = table_.lock()) {
      asio::post(table->strand_->strand, [table, id = watcher_] { table->unwatch(id); });
    }
  }

 private:
  std::weak_ptr<LiveTable> table_;
  int watcher_;
};

LiveTable::LiveTable(asio::io_context& io, JournalWriter& writer, Table table,
                     std::string host_token_hash)
    : strand_(std::make_unique<Strand>(io)),
      writer_(writer),
      id_(table.id()),
      host_token_hash_(std::move(host_token_hash)),
      table_(std::move(table)),
      listing_(table_.listing()) {}

LiveTable::~LiveTable() = default;

io::Json LiveTable::listing() const {
  std::lock_guard lock(listing_mutex_);
  return listing_;
}

void LiveTable::start(std::function<void()> ready) {
  asio::post(strand_->strand, [self = shared_from_this(), ready = std::move(ready)] {
    if (ready) self->waiting_.push_back([ready](bool) { ready(); });
    self->changed();  // once the writer confirms what the table holds: the first step
  });
}

void LiveTable::request(std::function<HttpResponse(Table&, Millis)> answer, App::Respond respond,
                        std::function<void()> again) {
  asio::post(strand_->strand, [self = shared_from_this(), answer = std::move(answer),
                               respond = std::move(respond), again = std::move(again)] {
    if (self->closed_ && again) return again();
    if (self->broken_ || self->closed_) return respond(error_response(503, kOutOfService));
    const std::int64_t before = self->table_.seq();
    HttpResponse response;
    try {
      response = answer(self->table_, steady_now());
    } catch (const std::exception& refusal) {
      return respond(refusal_response(refusal));
    }
    self->when_saved([respond, response = std::move(response)](bool saved) {
      respond(saved ? response : error_response(503, kOutOfService));
    });
    if (self->table_.seq() != before) self->changed();
  });
}

void LiveTable::watch(std::shared_ptr<Peer> peer, std::optional<std::string> token_hash,
                      std::optional<std::string> host_hash, std::string lang, App::Accept accept,
                      std::function<void()> again) {
  asio::post(strand_->strand, [self = shared_from_this(), peer = std::move(peer),
                               token_hash = std::move(token_hash), host_hash = std::move(host_hash),
                               lang = std::move(lang), accept = std::move(accept),
                               again = std::move(again)] {
    if (self->closed_ && again) return again();
    if (self->broken_ || self->closed_) return accept(nullptr, error_response(503, kOutOfService));
    Watcher watcher;
    watcher.id = self->next_watcher_++;
    watcher.peer = peer;
    watcher.token_hash = token_hash.value_or("");
    watcher.lang = lang;
    if (host_hash) {
      if (!same_hash(*host_hash, self->host_token_hash_)) {
        return accept(nullptr, error_response(403, "host: that is not this table's host token", {"not-host-token"}));
      }
      watcher.host = true;
    }
    if (token_hash) {
      watcher.seat = self->table_.seat_of_token_hash(*token_hash);
      if (!watcher.seat && same_hash(*token_hash, self->host_token_hash_)) {
        watcher.host = true;  // the host, watching without a seat
        watcher.token_hash.clear();
      } else if (!watcher.seat) {
        return accept(nullptr,
                      error_response(403, "unknown token: no seat at this table holds it", {"unknown-token"}));
      }
    }
    accept(std::make_shared<Connection>(self, watcher.id), {});
    self->watchers_.push_back(std::move(watcher));
    self->unwatched_since_ = -1;
    const std::int64_t before = self->table_.seq();
    if (self->watchers_.back().seat) {
      try {
        self->table_.connection(*self->watchers_.back().seat, +1, steady_now());
      } catch (const std::exception& e) {
        log_error("table " + self->id_ + ": connection not recorded: " + e.what());
      }
    }
    if (self->table_.seq() != before) return self->changed();  // everyone sees them arrive
    // With a change still being saved, the view that follows it goes to this watcher too.
    if (self->all_saved()) {
      Watcher& w = self->watchers_.back();
      self->send_view(w, self->table_.view(w.seat, steady_now(), w.host, w.lang).dump());
    }
  });
}

void LiveTable::send_view(Watcher& watcher, const std::string& view) {
  watcher.peer->send(view);
  if (!watcher.chat_history_due) return;
  watcher.chat_history_due = false;
  const auto& lines = table_.chat_lines();
  const std::size_t saved = lines.size() - std::min(lines.size(), chat_unsaved_);
  for (std::size_t i = 0; i < saved; ++i) watcher.peer->send(lines[i].dump());
}

void LiveTable::chat(Watcher& watcher, const std::string& text, Millis now) {
  auto& times = watcher.chat_times;
  while (!times.empty() && now - times.front() >= kChatWindowMs) times.pop_front();
  if (times.size() >= kChatBurst) {
    throw TableError(429,
                     {"chat-rate-limit", {{"messages", int(kChatBurst)}, {"seconds", kChatWindowMs / 1000}}},
                     "chat: at most " + std::to_string(kChatBurst) + " messages in " +
                              std::to_string(kChatWindowMs / 1000) + " seconds: wait a moment");
  }
  const io::Json line = table_.chat(watcher.seat, text, unix_now_ms(), watcher.host);
  times.push_back(now);
  ++chat_unsaved_;
  // Saved before seen: the line goes out once the writer has it (in order with the events).
  writer_.after(id_, [self = shared_from_this(), text = line.dump()](bool ok) {
    asio::post(self->strand_->strand, [self, text, ok] {
      self->chat_unsaved_ -= std::min<std::size_t>(self->chat_unsaved_, 1);
      if (!ok) return self->out_of_service();
      if (self->broken_) return;
      for (Watcher& w : self->watchers_) w.peer->send(text);
    });
  });
}

void LiveTable::advise(std::string token_hash, std::optional<int> asked, asio::thread_pool& pool,
                       App::Respond respond) {
  asio::post(strand_->strand, [self = shared_from_this(), token_hash = std::move(token_hash), asked,
                               &pool, respond = std::move(respond)] {
    if (self->broken_) return respond(error_response(503, kOutOfService));
    const auto seat = self->table_.seat_of_token_hash(token_hash);
    if (!seat) {
      return respond(error_response(403, "advice is for a seated player: that token holds no seat here",
                                    {"unknown-token"}));
    }
    if (asked && *asked != *seat) {
      return respond(error_response(403, "that token holds seat " + std::to_string(*seat) +
                                             ", not seat " + std::to_string(*asked) +
                                             ": advice is for your own seat",
                                    {"not-your-seat", {{"seat", *asked}}}));
    }
    if (self->advising_.count(*seat)) {
      return respond(error_response(429, "the advice for seat " + std::to_string(*seat) +
                                             " is still being worked out: one request at a time",
                                    {"advice-busy", {{"seat", *seat}}}));
    }
    std::function<io::Json()> task;
    try {
      task = self->table_.advice_task(*seat);
    } catch (const std::exception& refusal) {
      return respond(refusal_response(refusal));
    }
    self->advising_.insert(*seat);
    asio::post(pool, [self, task = std::move(task), seat = *seat, respond] {
      HttpResponse response;
      try {
        response = json_response(200, task());
      } catch (const std::exception& e) {
        response = error_response(500, std::string("the advice could not be worked out: ") + e.what());
      }
      // The seat may ask again once this answer is on its way, not before.
      asio::post(self->strand_->strand, [self, seat, respond, response = std::move(response)] {
        self->advising_.erase(seat);
        respond(response);
      });
    });
  });
}

LiveTable::Watcher* LiveTable::find_watcher(int id) {
  for (Watcher& w : watchers_) {
    if (w.id == id) return &w;
  }
  return nullptr;
}

void LiveTable::message(int id, const std::string& text) {
  Watcher* watcher = find_watcher(id);
  if (broken_) return;
  if (!watcher) return;
  const Millis now = steady_now();
  const std::int64_t before = table_.seq();
  // A refusal carries the seq the message carried (else the table's); only then is it looked for.
  const auto refuse = [&](const std::string& why, const RefusalCode& code) {
    watcher->peer->send(error_event(why, code, message_seq(text).value_or(table_.seq())));
  };
  try {
    const ClientMessage message = read_client_message(text);
    if (const auto* chat = std::get_if<ChatMessage>(&message)) return this->chat(*watcher, chat->text, now);
    if (!watcher->seat) throw TableError(403, {"spectator-cannot-play"}, "a spectator cannot play: sit down first");
    const int seat = *watcher->seat;
    if (const auto* act = std::get_if<ActMessage>(&message)) {
      table_.act(seat, act->action, act->seq, now);
    } else if (const auto* choose = std::get_if<ChooseMessage>(&message)) {
      table_.choose(seat, choose->game, choose->rules, now);
    } else if (const auto* away = std::get_if<AwayMessage>(&message)) {
      table_.set_away(seat, away->on, now);
    } else if (const auto* sit_out = std::get_if<SitOutMessage>(&message)) {
      table_.sit_out(seat, sit_out->on, now);
    }
  } catch (const TableError& e) {
    refuse(e.what(), e.refusal().code.empty() ? RefusalCode{"bad-request"} : e.refusal());
  } catch (const InputError& e) {
    refuse(e.what(), e.refusal().code.empty() ? RefusalCode{"bad-request"} : e.refusal());
  } catch (const std::exception& e) {  // the database refused the change: nothing changed
    refuse(std::string("not saved, try again: ") + e.what(), {"not-saved"});
  }
  if (table_.seq() != before) changed();
}

void LiveTable::unwatch(int id) {
  Watcher* watcher = find_watcher(id);
  if (!watcher) return;
  const std::optional<int> seat = watcher->seat;
  std::erase_if(watchers_, [id](const Watcher& w) { return w.id == id; });
  if (watchers_.empty()) unwatched_since_ = steady_now();
  if (!seat) return;
  const std::int64_t before = table_.seq();
  try {
    table_.connection(*seat, -1, steady_now());
  } catch (const std::exception& e) {
    log_error("table " + id_ + ": disconnection not recorded: " + e.what());
  }
  if (table_.seq() != before) changed();
}

void LiveTable::changed() {
  if (broken_) return;
  if (!all_saved()) {
    if (save_requested_) return;  // the answer will come back here
    save_requested_ = true;
    writer_.after(id_, [self = shared_from_this(), seq = table_.seq()](bool ok) {
      asio::post(self->strand_->strand, [self, seq, ok] { self->saved(seq, ok); });
    });
    return;
  }
  broadcast();
  const TableConfig& config = table_.next_config();
  const auto listed = std::tuple{table_.taken(), table_.hands_played(), table_.locked(),
                                 !config.password_hash.empty(), config.listed};
  if (listed_ != listed) {
    listed_ = listed;
    io::Json listing = table_.listing();
    std::lock_guard lock(listing_mutex_);
    listing_ = std::move(listing);
  }
  std::vector<std::function<void(bool)>> replies;
  replies.swap(waiting_);
  for (auto& reply : replies) reply(true);
  schedule();
}

void LiveTable::saved(std::int64_t seq, bool ok) {
  save_requested_ = false;
  if (!ok) return out_of_service();
  saved_seq_ = seq;
  changed();  // shows it, or asks again for what came in meanwhile
}

void LiveTable::when_saved(std::function<void(bool)> reply) {
  if (broken_) return reply(false);
  if (all_saved()) return reply(true);
  waiting_.push_back(std::move(reply));
}

void LiveTable::out_of_service() {
  const bool first = !broken_;
  broken_ = true;
  strand_->timer.cancel();
  for (Watcher& w : watchers_) {
    w.peer->send(error_event(kOutOfService, {"out-of-service"}, std::nullopt));
    w.peer->close(1011);  // the server met an unexpected condition
  }
  watchers_.clear();
  unwatched_since_ = steady_now();
  std::vector<std::function<void(bool)>> replies;
  replies.swap(waiting_);
  for (auto& reply : replies) reply(false);
  if (first && on_broken_) on_broken_();
}

bool LiveTable::idle(Millis now, Millis after, bool bots_only) const {
  const Millis since = unwatched_since_;
  if (since < 0 || now - since < after) return false;
  return !bots_only || !runs_by_itself_;
}

void LiveTable::close(std::function<void()> done) {
  asio::post(strand_->strand, [self = shared_from_this(), done = std::move(done)] {
    self->closed_ = true;
    self->strand_->timer.cancel();
    for (Watcher& w : self->watchers_) w.peer->close(1001);  // none, unless one came meanwhile
    self->watchers_.clear();
    if (!self->broken_) {
      try {
        self->table_.hold_clock(steady_now());  // a running bank goes on from here when restored
      } catch (const std::exception& e) {
        log_error("table " + self->id_ + ": time bank not recorded when put away: " + e.what());
      }
    }
    if (self->broken_ || self->all_saved()) return done();
    self->waiting_.push_back([done](bool) { done(); });
    self->changed();
  });
}

void LiveTable::broadcast() {
  if (watchers_.empty()) return;
  const Millis now = steady_now();
  // By seat (-1: a spectator), host and language, each built once.
  std::map<std::tuple<int, bool, std::string>, std::string> views;
  for (Watcher& w : watchers_) {
    // A seat that has changed hands (its holder cashed out, someone else sat down) is no
    // longer this connection's: from now on it watches as a spectator.
    if (w.seat) {
      const auto& seat = table_.seats()[std::size_t(*w.seat)];
      if (!seat || !same_hash(seat->token_hash, w.token_hash)) w.seat.reset();
    }
    auto key = std::make_tuple(w.seat.value_or(-1), w.host, w.lang);
    auto it = views.find(key);
    if (it == views.end()) {
      it = views.emplace(std::move(key), table_.view(w.seat, now, w.host, w.lang).dump()).first;
    }
    send_view(w, it->second);
  }
}

void LiveTable::schedule() {
  if (broken_ || closed_ || !all_saved()) return;  // nothing new of its own until the last change is saved
  const std::optional<Millis> wake = table_.next_wakeup();
  runs_by_itself_ = wake.has_value();
  if (!wake) {
    strand_->timer.cancel();
    return;
  }
  // Due now: take it here. The change is then waiting to be saved, and the next one comes
  // after the writer's answer, a turn of this strand later, so busy tables take turns.
  if (*wake <= steady_now()) return step();
  strand_->timer.expires_at(std::chrono::steady_clock::time_point(std::chrono::milliseconds(*wake)));
  strand_->timer.async_wait([self = shared_from_this()](const boost::system::error_code& ec) {
    if (ec != asio::error::operation_aborted) self->step();
  });
}

void LiveTable::step() {
  if (broken_ || closed_ || !all_saved()) return;  // a timer from before the last change: changed() reschedules
  try {
    if (table_.step(steady_now())) return changed();
    schedule();
  } catch (const std::exception& e) {
    log_error("table " + id_ + ": " + e.what() + " (trying again)");
    strand_->timer.expires_after(std::chrono::milliseconds(kRetryMs));
    strand_->timer.async_wait([self = shared_from_this()](const boost::system::error_code& ec) {
      if (ec != asio::error::operation_aborted) self->step();
    });
  }
}

}  // namespace cardroom::server
