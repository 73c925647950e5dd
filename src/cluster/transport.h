#pragma once
// Messages between the processes (ranks) of one cluster job, as the block runner needs them:
// bytes sent to a rank, and whatever has arrived, asked for without waiting. The MPI transport
// (mpi/mpi_transport.cpp) is the one real implementation; tests use an in-process one. Only the
// thread that runs a job's main loop calls it.
#include <optional>
#include <string>

namespace cardroom::cluster {

struct Message {
  int from = 0;
  int tag = 0;
  std::string bytes;
};

class Transport {
 public:
  virtual ~Transport() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  // Queues the bytes for rank `to` and returns at once.
  virtual void send(int to, int tag, std::string bytes) = 0;
  // A message that has arrived, if any; never waits. Also moves queued sends along.
  virtual std::optional<Message> poll() = 0;
  // Returns once every queued send has been delivered.
  virtual void flush() = 0;
};

}  // namespace cardroom::cluster
