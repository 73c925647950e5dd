#include "server/journal_writer.h"

#include <iostream>
#include <set>

#include "server/server_log.h"

namespace cardroom::server {

JournalWriter::JournalWriter(Store& store)
    : store_(store),
      background_batch_(store.round_trip_per_statement() ? 16 : 64),
      thread_([this] { run(); }) {}

JournalWriter::~JournalWriter() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void JournalWriter::record(const std::string& table_id, std::int64_t seq, const io::Json& event) {
  {
    std::lock_guard lock(mutex_);
    Item item;
    item.event = {table_id, seq, event, false, nullptr};
    (background_tables_.count(table_id) ? background_queue_ : queue_).push_back(std::move(item));
  }
  wake_.notify_one();
}

void JournalWriter::record_deal(const std::string& table_id, std::int64_t seq,
                                const io::Json& event, const io::Json& state) {
  {
    std::lock_guard lock(mutex_);
    Item item;
    item.event = {table_id, seq, event, false, state};
    (background_tables_.count(table_id) ? background_queue_ : queue_).push_back(std::move(item));
  }
  wake_.notify_one();
}

void JournalWriter::record_chat(const std::string& table_id, const io::Json& line) {
  {
    std::lock_guard lock(mutex_);
    Item item;
    item.event = {table_id, 0, line, true, nullptr};
    (background_tables_.count(table_id) ? background_queue_ : queue_).push_back(std::move(item));
  }
  wake_.notify_one();
}

void JournalWriter::after(const std::string& table_id, std::function<void(bool)> saved) {
  {
    std::lock_guard lock(mutex_);
    Item marker;
    marker.marker_table = table_id;
    marker.saved = std::move(saved);
    (background_tables_.count(table_id) ? background_queue_ : queue_).push_back(std::move(marker));
  }
  wake_.notify_one();
}

void JournalWriter::restored(const std::string& table_id) {
  {
    std::lock_guard lock(mutex_);
    Item marker;
    marker.marker_table = table_id;
    marker.restored = true;
    (background_tables_.count(table_id) ? background_queue_ : queue_).push_back(std::move(marker));
  }
  wake_.notify_one();
}

void JournalWriter::set_background(const std::string& table_id) {
  std::lock_guard lock(mutex_);
  background_tables_.insert(table_id);
}

void JournalWriter::hold() {
  std::lock_guard lock(mutex_);
  held_ = true;
}

void JournalWriter::release() {
  {
    std::lock_guard lock(mutex_);
    held_ = false;
  }
  wake_.notify_all();
}

void JournalWriter::run() {
  for (;;) {
    std::vector<Item> batch;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] {
        return stopping_ || (!held_ && (!queue_.empty() || !background_queue_.empty()));
      });
      if (queue_.empty() && background_queue_.empty()) return;  // stopping, all saved
      batch.assign(std::make_move_iterator(queue_.begin()), std::make_move_iterator(queue_.end()));
      queue_.clear();
      // A table's items are all in one queue, in order, so taking a prefix keeps its order.
      const std::size_t room = batch.empty() ? background_batch_ : kBackgroundBesidePeople;
      const std::size_t take = std::min(background_queue_.size(), room);
      for (std::size_t i = 0; i < take; ++i) {
        batch.push_back(std::move(background_queue_.front()));
        background_queue_.pop_front();
      }
    }
    save(batch);
  }
}

void JournalWriter::save(std::vector<Item>& batch) {
  std::vector<Store::Event> events;
  for (Item& item : batch) {
    if (item.restored) {
      failed_tables_.erase(item.marker_table);
    } else if (item.saved == nullptr && !failed_tables_.count(item.event.table_id)) {
      events.push_back(std::move(item.event));
    }
  }
  std::set<std::string>& failed = failed_tables_;
  try {
    if (!events.empty()) store_.record_all(events);
  } catch (const std::exception& batch_error) {
    // Nothing of the batch was saved. Save table by table, so one table's trouble (a refused
    // event) stops that table alone.
    for (const Store::Event& e : events) {
      if (failed.count(e.table_id)) continue;
      try {
        store_.record_one(e);
      } catch (const std::exception& error) {
        log_error("table " + e.table_id + ": event " + std::to_string(e.seq) +
                  " not saved: " + error.what());
        failed.insert(e.table_id);
      }
    }
  }
  for (Item& item : batch) {
    if (item.saved) item.saved(!failed.count(item.marker_table));
  }
}

}  // namespace cardroom::server
