#include "net/serve.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <sys/resource.h>
#include <unistd.h>
#include <algorithm>
#include <csignal>
#include <functional>
#include <cctype>
#include <fstream>
#include <iostream>
#include <memory>
#include <thread>
#include <vector>

#include "core/input_error.h"
#include "server/client_limits.h"
#include "net/heap.h"
#include "net/http_server.h"
#include "server/journal_writer.h"
#include "server/room.h"
#include "server/server_log.h"
#include "server/leases.h"
#include "server/sql.h"
#include "server/token.h"
#include "server/store.h"
#include "net/tls.h"

namespace cardroom::server {

int serve(const ServeOptions& options) {
  // What can be refused without touching the database comes first: a bad certificate must not
  // leave a new database file behind.
  const std::string admin_hash =
      options.admin_token_file.empty() ? "" : hash_token(admin_token(options.admin_token_file));
  if (options.tls_cert.empty() != options.tls_key.empty()) {
    throw std::runtime_error(options.tls_cert.empty()
                                 ? "--tls-key needs --tls-cert (the certificate it belongs to)"
                                 : "--tls-cert needs --tls-key (the certificate's private key)");
  }
  std::shared_ptr<boost::asio::ssl::context> tls;
  if (!options.tls_cert.empty()) tls = load_tls(options.tls_cert, options.tls_key);
  std::unique_ptr<AccessLog> access_log;
  if (!options.access_log.empty()) access_log = std::make_unique<AccessLog>(options.access_log);
  // Declared before the io_context: the connections it still holds when destroyed count
  // themselves out of the limits.
  ClientLimits limits(options.limits);
  settle_heap();
  const int threads = options.threads > 0
                          ? options.threads
                          : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  boost::asio::io_context io(threads);
  // Bots-only tables (server/room.h): threads of their own at a lower priority.
  boost::asio::io_context background(threads);
  auto background_work = boost::asio::make_work_guard(background);
  Store store(options.db);
  // Sharing the database with other processes: this one serves the tables whose lease it holds.
  std::unique_ptr<Leases> leases;
  if (!options.advertise.empty()) {
    leases = std::make_unique<Leases>(options.db, options.advertise);
    store.fence(options.advertise);
  }
  // At a stop, once the writer has saved everything (it is destroyed first): the leases end at
  // once, so the others take the tables at their next sweep instead of after a whole term.
  struct HandOver {
    Leases* leases;
    ~HandOver() {
      if (!leases) return;
      try {
        leases->hand_over(unix_now_ms());
      } catch (const std::exception& e) {
        log_error(std::string("leases not handed over (their terms run out instead): ") + e.what());
      }
    }
  } hand_over{leases.get()};
  JournalWriter writer(store);  // declared after the store: saves what is left before it closes
  RoomOptions room_options;
  room_options.unload_after_ms = options.unload_after_ms;
  room_options.archive_after_ms = options.archive_after_ms;
  room_options.leases = leases.get();
  room_options.admin_token_hash = admin_hash;
  Room room(io, background, store, writer, WebFiles(options.web), &limits, room_options);
  const int restored = room.restore_tables();
  // The sweep that puts idle tables away and archives finished ones: a few times per unload
  // time (at most every 30 s, at least every second), on a network thread (it only looks at
  // each table and queues; an archive is one short transaction). Under leases, also four times
  // per term, which renews them and takes over the tables of a process gone.
  Millis every = std::clamp<Millis>(options.unload_after_ms / 4, 1000, 30'000);
  if (leases) every = std::min<Millis>(every, leases->term_ms() / 4);
  boost::asio::steady_timer sweeper(io);
  // Freed memory goes back to the system after a sweep every 30 s or so (net/heap.h).
  const int sweeps_per_trim = static_cast<int>(std::max<Millis>(1, 30'000 / every));
  int sweeps = 0;
  std::function<void()> sweep_later = [&] {
    sweeper.expires_after(std::chrono::milliseconds(every));
    sweeper.async_wait([&](const boost::system::error_code& ec) {
      if (ec) return;
      try {
        room.sweep(steady_now(), unix_now_ms());
      } catch (const std::exception& e) {
        log_error(std::string(leases ? "sweeping idle tables and renewing leases: "
                                     : "sweeping idle tables: ") + e.what());
      }
      if (++sweeps % sweeps_per_trim == 0) give_back_free_memory();
      sweep_later();
    });
  };
  sweep_later();
  HttpServer server(io, room, Listening{options.host, options.port, tls, &limits, access_log.get()});

  boost::asio::signal_set signals(io, SIGINT, SIGTERM);
  signals.async_wait([&](const boost::system::error_code& ec, int) {
    if (!ec) {
      sweeper.cancel();
      io.stop();
      background.stop();
    }
  });
  std::signal(SIGPIPE, SIG_IGN);  // a client gone mid-write is an error code, not a signal

  std::cout << "cardroom serve: listening on " << (tls ? "https" : "http") << "://" << options.host << ":" << server.port()
            << " (" << restored << (restored == 1 ? " table" : " tables") << " restored from "
            << sql::redacted(options.db) << ")" << std::endl;
  if (leases) {
    std::cout << "cardroom serve: sharing the database with other processes as " << options.advertise
              << std::endl;
  }
  std::vector<std::thread> pool;
  for (int i = 0; i < threads; ++i) {
    pool.emplace_back([&background] {
      // nice 10 for this thread alone (Linux): people's tables and the writer come first.
      setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 10);
      background.run();
    });
  }
  for (int i = 1; i < threads; ++i) pool.emplace_back([&io] { io.run(); });
  io.run();
  for (auto& t : pool) t.join();
  room.hold_clocks();  // saved by the writer before it closes
  std::cout << "cardroom serve: stopped" << std::endl;
  return 0;
}

std::string admin_token(const std::string& file) {
  std::ifstream in(file);
  std::string token;
  if (!in || !std::getline(in, token)) throw std::runtime_error("--admin-token-file: cannot read " + file);
  while (!token.empty() && std::isspace(static_cast<unsigned char>(token.back()))) token.pop_back();
  if (token.size() < 16) {
    throw std::runtime_error("--admin-token-file: " + file + " holds no token of 16 characters or more on its first line");
  }
  return token;
}

std::int64_t duration_ms(const std::string& text, const std::string& flag) {
  const auto bad = [&] {
    return InputError(flag + ": " + text + " is not a duration (a whole number and s, m, h or d: 90s, 10m, 30d; 0: never)");
  };
  if (text == "0") return 0;
  if (text.size() < 2 || text.size() > 12) throw bad();
  std::int64_t unit = 0;
  switch (text.back()) {
    case 's': unit = 1000; break;
    case 'm': unit = 60'000; break;
    case 'h': unit = 3'600'000; break;
    case 'd': unit = 86'400'000; break;
    default: throw bad();
  }
  std::int64_t count = 0;
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') throw bad();
    count = count * 10 + (text[i] - '0');
  }
  if (count <= 0 || count > 3650 * std::int64_t{86'400'000} / unit) throw bad();  // up to 10 years
  return count * unit;
}

}  // namespace cardroom::server
