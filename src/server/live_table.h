#pragma once
// A table at work in the server: one server::Table owned by its own strand (every request,
// step and view of the table runs there, one at a time, so the table needs no lock and never
// blocks another table), its timer for the next thing due (a bot's turn, a decision timer, the
// next deal) and the connections watching it, each sent a view after every change.
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "server/http.h"
#include "server/table.h"

namespace boost::asio {
class io_context;
}

namespace cardroom::server {

// The server's clock: steady milliseconds (timers start again from full after a restart, so
// only durations matter).
Millis steady_now();

class LiveTable : public std::enable_shared_from_this<LiveTable> {
 public:
  // `host_token_hash`: the hash of the token the table's host got when opening it.
  LiveTable(boost::asio::io_context& io, Table table, std::string host_token_hash);
  ~LiveTable();

  const std::string& id() const { return id_; }
  const std::string& host_token_hash() const { return host_token_hash_; }
  // The table's `GET /api/tables` entry, readable from any thread.
  io::Json listing() const;

  // Runs `work` on the table's strand. If it changed the table, every connection gets the new
  // view and the table's timer is set again.
  void run(std::function<void(Table&, Millis now)> work);

  // A WebSocket wants to watch: with the hash of a seat's token, or none for a spectator. On
  // the strand: refuses an unknown token (403), else takes the connection and sends it the view.
  void watch(std::shared_ptr<Peer> peer, std::optional<std::string> token_hash,
             App::Accept accept);

  // Starts the clock: the first step after creating or restoring the table.
  void start();

 private:
  struct Watcher {
    int id = 0;
    std::shared_ptr<Peer> peer;
    std::optional<int> seat;  // none: a spectator, or a seat since taken by someone else
    std::string token_hash;
  };
  class Connection;  // the PeerHandler of one watcher

  void message(int watcher, const std::string& text);
  void unwatch(int watcher);
  // After any change: views to everyone, the listing refreshed, the timer set again.
  void changed();
  void broadcast();
  void schedule();
  void step();
  Watcher* find_watcher(int id);

  struct Strand;
  std::unique_ptr<Strand> strand_;
  std::string id_;
  std::string host_token_hash_;
  Table table_;
  std::vector<Watcher> watchers_;
  int next_watcher_ = 1;
  bool step_posted_ = false;

  mutable std::mutex listing_mutex_;
  io::Json listing_;
};

}  // namespace cardroom::server
