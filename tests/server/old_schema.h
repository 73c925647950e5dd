#pragma once
// The database as version 4 of the store (before issue 36's states) wrote it, by SQL: the
// migration tests open such a file with today's store. Copied from store.cpp as it was then.
#include <string>

namespace cardroom::server::old_schema {

inline const std::string kVersion4 = R"sql(
CREATE TABLE schema_version(version INTEGER NOT NULL);
CREATE TABLE tables(
  id TEXT PRIMARY KEY,
  config TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  seed TEXT NOT NULL,
  host_token_hash TEXT,
  seq INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE events(
  id INTEGER PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables(id),
  seq INTEGER NOT NULL,
  event TEXT NOT NULL
);
CREATE TABLE seats(
  table_id TEXT NOT NULL REFERENCES tables(id),
  seat INTEGER NOT NULL,
  name TEXT,
  token_hash TEXT,
  bot TEXT,
  PRIMARY KEY(table_id, seat)
);
CREATE TABLE hands(
  table_id TEXT NOT NULL REFERENCES tables(id),
  hand INTEGER NOT NULL,
  game TEXT,
  rules TEXT,
  dealer INTEGER,
  stacks TEXT,
  deck TEXT,
  seed TEXT,
  record TEXT,
  PRIMARY KEY(table_id, hand)
);
CREATE TABLE actions(
  id INTEGER PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables(id),
  hand INTEGER NOT NULL,
  seat INTEGER,
  action TEXT
);
CREATE TABLE ledger(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  table_id TEXT NOT NULL REFERENCES tables(id),
  seat INTEGER,
  name TEXT,
  kind TEXT NOT NULL CHECK(kind IN ('buy-in', 'rebuy', 'cash-out')),
  chips INTEGER NOT NULL
);
CREATE INDEX ledger_by_table ON ledger(table_id, id);
CREATE TABLE chat(
  id INTEGER PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables(id),
  at_ms INTEGER,
  seat INTEGER,
  name TEXT,
  text TEXT,
  line TEXT NOT NULL
);
INSERT INTO schema_version(version) VALUES(4);
)sql";

}  // namespace cardroom::server::old_schema
