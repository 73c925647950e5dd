#pragma once
// The card room: every table the server holds, the HTTP API that opens, lists and seats them,
// and the WebSocket handshakes that connect players and spectators to their table
// (server-protocol.md). The Room is the App the network layer talks to (server/http.h); each
// table's work is handed to that table's own strand (server/live_table.h), so the Room itself
// only guards its map of tables.
#include <boost/asio/thread_pool.hpp>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "server/client_limits.h"
#include "server/http.h"
#include "server/live_table.h"
#include "server/store.h"
#include "server/table_config.h"
#include "server/web_files.h"

namespace cardroom::server {

class Room : public App {
 public:
  // `limits` (when given) counts the tables each client address opens.
  // Tables are created in `store` and journal through `writer` (which saves into the same store).
  // Tables where people can sit run on `io` with the connections; tables whose every seat is a
  // bot's (nobody can sit there: they are for watching, or for load) run on `background`, whose
  // threads yield to `io`'s, so they never delay a person's action.
  Room(boost::asio::io_context& io, boost::asio::io_context& background, Store& store,
       JournalWriter& writer, WebFiles web, ClientLimits* limits = nullptr);

  // Rebuilds every table from the store, resuming hands where they stood; returns how many.
  // Throws std::runtime_error naming a table that cannot be restored (the server should not
  // start without it).
  int restore_tables();

  // The server is stopping, its io contexts stopped (nothing else touches a table): each running
  // time bank is journaled as it stands, so that the restart goes on from it.
  void hold_clocks();

  void http(HttpRequest request, Respond respond) override;
  void websocket(HttpRequest request, std::shared_ptr<Peer> peer, Accept accept) override;

 private:
  void open_table(const HttpRequest& request, const Respond& respond);
  HttpResponse list_tables() const;
  void table_request(const std::shared_ptr<LiveTable>& table, const HttpRequest& request,
                     const std::vector<std::string>& path, const std::string& query,
                     const Respond& respond);
  // Whether the request's bearer token is the table's host token.
  static bool from_host(const LiveTable& table, const HttpRequest& request);
  // Throws TableError 403 unless the request carries the table's host token.
  static void require_host(const LiveTable& table, const HttpRequest& request,
                           const std::string& what);
  std::shared_ptr<LiveTable> find(const std::string& id) const;
  void add(std::shared_ptr<LiveTable> table, std::function<void()> ready = nullptr);

  boost::asio::io_context& io_;
  boost::asio::io_context& background_;
  // The context a table runs on (registering a bots-only table with the writer as background).
  boost::asio::io_context& context_for(const std::string& id, const TableConfig& config);
  Store& store_;
  JournalWriter& writer_;
  WebFiles web_;
  ClientLimits* limits_;  // counts the tables each address opens (null: no limit)
  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<LiveTable>> tables_;
  std::vector<std::shared_ptr<LiveTable>> in_order_;  // oldest first, for the listing
  // Where advice is worked out (GET …/advice): one thread, apart from the tables' and the
  // connections' threads, so a flood of requests never slows play. Destroyed first: it waits
  // for the advice in progress, whose tables the map still holds.
  boost::asio::thread_pool advice_pool_{1};
};

}  // namespace cardroom::server
