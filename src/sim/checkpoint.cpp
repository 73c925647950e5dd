#include "sim/checkpoint.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include "core/input_error.h"
#include "core/write_whole.h"

namespace cardroom::sim {

namespace {

constexpr const char* kFormat = "cardroom checkpoint 1";

std::string where(const std::string& path) { return "--checkpoint " + path; }

// A value as it reads in an error message, shortened when long (a whole rule set).
std::string shown(const io::Json& value) {
  std::string text = value.is_null() ? "nothing" : value.dump();
  if (text.size() > 60) text = text.substr(0, 57) + "...";
  return text;
}

// The first key path at which the two differ ("" when they are equal).
std::string first_difference(const io::Json& a, const io::Json& b, const std::string& at,
                             io::Json& va, io::Json& vb) {
  if (a == b) return "";
  if (a.is_object() && b.is_object()) {
    // Plain values first: a changed --players is named as such, not as the list of bots that
    // changed with it.
    for (const bool structured : {false, true}) {
      for (const auto& [key, value] : a.items()) {
        if (value.is_structured() != structured) continue;
        const io::Json other = b.contains(key) ? b.at(key) : io::Json();
        const std::string path = at.empty() ? key : at + "." + key;
        if (std::string d = first_difference(value, other, path, va, vb); !d.empty()) return d;
      }
    }
    for (const auto& [key, value] : b.items()) {
      if (!a.contains(key)) {
        va = io::Json();
        vb = value;
        return at.empty() ? key : at + "." + key;
      }
    }
  }
  if (a.is_array() && b.is_array() && a.size() == b.size()) {
    for (std::size_t i = 0; i < a.size(); ++i) {
      const std::string path = at + "[" + std::to_string(i) + "]";
      if (std::string d = first_difference(a[i], b[i], path, va, vb); !d.empty()) return d;
    }
  }
  va = a;
  vb = b;
  return at.empty() ? "run" : at;
}

}  // namespace

void write_checkpoint(const std::string& path, const Checkpoint& c) {
  const io::Json header{{"checkpoint", kFormat},
                        {"run", c.run},
                        {"blocks_done", c.blocks_done},
                        {"csv_bytes", c.csv_bytes},
                        {"state_bytes", c.state.size()}};
  const std::string text = header.dump() + "\n" + c.state;
  const std::string temp = path + ".tmp";
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    throw InputError(where(path) + ": cannot write " + temp + " (" + std::strerror(errno) + ")");
  }
  if (!write_whole(fd, text)) {
    const int e = errno;
    ::close(fd);
    throw InputError(where(path) + ": writing " + temp + " failed (" + std::strerror(e) + ")");
  }
  // On disk before the rename, so the name never points at a file the system has not kept.
  const bool synced = ::fsync(fd) == 0;
  ::close(fd);
  if (!synced || std::rename(temp.c_str(), path.c_str()) != 0) {
    throw InputError(where(path) + ": cannot replace the file (" + std::strerror(errno) + ")");
  }
}

std::optional<Checkpoint> read_checkpoint(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    if (::access(path.c_str(), F_OK) != 0) return std::nullopt;
    throw InputError(where(path) + ": cannot read the file");
  }
  std::stringstream all;
  all << in.rdbuf();
  const std::string text = all.str();
  const std::size_t eol = text.find('\n');
  auto bad = [&](const std::string& why) {
    return InputError(where(path) + ": not a cardroom checkpoint (" + why + ")");
  };
  if (eol == std::string::npos) throw bad("no header line");
  io::Json header;
  try {
    header = io::Json::parse(text.substr(0, eol));
  } catch (const std::exception&) {
    throw bad("the header is not JSON");
  }
  if (!header.is_object() || header.value("checkpoint", "") != kFormat) {
    throw bad("the header does not say '" + std::string(kFormat) + "'");
  }
  Checkpoint c;
  try {
    c.run = header.at("run");
    c.blocks_done = header.at("blocks_done").get<std::int64_t>();
    c.csv_bytes = header.at("csv_bytes").get<std::int64_t>();
    const auto size = header.at("state_bytes").get<std::size_t>();
    if (text.size() - eol - 1 != size) throw bad("the statistics are cut short");
    c.state = text.substr(eol + 1);
  } catch (const InputError&) {
    throw;
  } catch (const std::exception&) {
    throw bad("a header field is missing or of the wrong type");
  }
  if (c.blocks_done < 0 || c.csv_bytes < 0) throw bad("a negative count");
  return c;
}

void check_same_run(const std::string& path, const io::Json& here, const io::Json& there) {
  io::Json mine, theirs;
  const std::string key = first_difference(here, there, "", mine, theirs);
  if (key.empty()) return;
  throw InputError(where(path) + ": written by a different run (" + key + ": " + shown(theirs) +
                   " there, " + shown(mine) +
                   " here); run the same command to resume, or remove the file to start afresh");
}

}  // namespace cardroom::sim
