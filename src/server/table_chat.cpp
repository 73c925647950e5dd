// The table's chat: lines said by the seated (and by spectators where the host allows it),
// journaled outside the table's seq numbering — a line between a view and an action must not
// make the action stale — and kept, the last Table::kKeptChat, for whoever connects next. The
// text is data: it is sent as a JSON string and never read as markup anywhere it is shown.
#include "server/table.h"

namespace cardroom::server {

namespace {

// Characters as a reader counts them: UTF-8 code points (continuation bytes do not count).
std::size_t characters(const std::string& text) {
  std::size_t n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n;
}

bool blank(const std::string& text) {
  return text.find_first_not_of(" \t\r\n") == std::string::npos;
}

}  // namespace

io::Json Table::chat(std::optional<int> seat, const std::string& text, std::int64_t at_unix_ms,
                     bool host) {
  if (!seat && !host && !config_.spectator_chat) {
    throw TableError(403, {"spectator-chat-off"},
                     "spectators cannot chat at this table (the host's option spectator_chat)");
  }
  if (blank(text)) throw TableError(400, {"chat-empty"}, "chat: the text is empty");
  if (characters(text) > kMaxChatChars) {
    throw TableError(400, {"chat-too-long", {{"max", std::int64_t(kMaxChatChars)}}},
                     "chat: at most " + std::to_string(kMaxChatChars) + " characters");
  }
  if (text.find('\0') != std::string::npos) {
    throw TableError(400, {"chat-nul"}, "chat: the text holds a NUL character");
  }
  io::Json line = {{"type", "chat"},
                   {"seat", seat ? io::Json(*seat) : io::Json()},
                   {"name", seat ? seat_at(*seat).name : host ? "host" : "spectator"},
                   {"text", text},
                   {"at", at_unix_ms}};
  if (journal_) journal_->record_chat(id_, line);
  chat_.push_back(line);
  if (chat_.size() > kKeptChat) chat_.pop_front();
  return line;
}

void Table::restore_chat(const std::vector<io::Json>& lines) {
  chat_.clear();
  const std::size_t from = lines.size() > kKeptChat ? lines.size() - kKeptChat : 0;
  chat_.insert(chat_.end(), lines.begin() + static_cast<std::ptrdiff_t>(from), lines.end());
}

}  // namespace cardroom::server
