#pragma once
// Writes all of a text to a file descriptor, retrying short writes and writes a signal
// interrupted. One call for the whole text matters where something else reads the other end
// while we write: a checkpoint file, or a rank's stderr that mpirun forwards.
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <string_view>

namespace cardroom {

// False when a write fails (errno says why); what was written before stays written.
inline bool write_whole(int fd, std::string_view text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace cardroom
