#include "server/serve.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/signal_set.hpp>
#include <sys/resource.h>
#include <unistd.h>
#include <csignal>
#include <malloc.h>
#include <iostream>
#include <thread>
#include <vector>

#include "server/http_server.h"
#include "server/journal_writer.h"
#include "server/room.h"
#include "server/store.h"

namespace cardroom::server {

int serve(const ServeOptions& options) {
  // SQLite frees a statement's savepoint memory after every write; with glibc's default trim
  // threshold each free handed pages back to the kernel (madvise, brk) and took them again at
  // the next write, with a TLB flush across cores each time: three quarters of the server's time
  // under load (scripts/server-load). Keep freed memory in the process instead.
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  const int threads = options.threads > 0
                          ? options.threads
                          : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  boost::asio::io_context io(threads);
  // Bots-only tables (server/room.h): threads of their own at a lower priority.
  boost::asio::io_context background(threads);
  auto background_work = boost::asio::make_work_guard(background);
  Store store(options.db);
  JournalWriter writer(store);  // declared after the store: saves what is left before it closes
  Room room(io, background, store, writer, WebFiles(options.web));
  const int restored = room.restore_tables();
  HttpServer server(io, room, options.host, options.port);

  boost::asio::signal_set signals(io, SIGINT, SIGTERM);
  signals.async_wait([&](const boost::system::error_code& ec, int) {
    if (!ec) {
      io.stop();
      background.stop();
    }
  });
  std::signal(SIGPIPE, SIG_IGN);  // a client gone mid-write is an error code, not a signal

  std::cout << "cardroom serve: listening on http://" << options.host << ":" << server.port()
            << " (" << restored << (restored == 1 ? " table" : " tables") << " restored from "
            << options.db << ")" << std::endl;
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
  std::cout << "cardroom serve: stopped" << std::endl;
  return 0;
}

}  // namespace cardroom::server
