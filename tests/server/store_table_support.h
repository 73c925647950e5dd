#pragma once
// A test table that journals into a real store (server/store.h) rather than a MemoryJournal.
#include <cstdint>
#include <memory>

#include "server/store.h"
#include "server/table_test_support.h"

namespace cardroom::server::table_test {

// A harness whose table "t1" journals into `store` (its MemoryJournal stays unused), with Ann in
// seat 1 and Bo in seat 2.
inline std::unique_ptr<Harness> on_store(Store& store, const char* config, std::uint64_t seed) {
  auto h = std::make_unique<Harness>(config, seed, "gone");
  h->table.reset();
  store.create_table("t1", table_config_json(h->config), 1000, seed, "host");
  h->table = std::make_unique<Table>("t1", h->config, seed, &store, h->now);
  h->t().sit("Ann", 1, "hash-ann", h->now);
  h->t().sit("Bo", 2, "hash-bo", h->now);
  return h;
}

}  // namespace cardroom::server::table_test
