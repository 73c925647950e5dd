// The MPI plugin: messages between ranks as MPI point-to-point messages on MPI_COMM_WORLD.
// Only the job's main loop calls it (MPI_THREAD_FUNNELED). Receives are probed, never waited
// on: OpenMPI's blocking calls spin a core, which the workers on this rank need; the caller
// sleeps between polls instead.
#include <mpi.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <list>
#include <thread>

#include "cluster/mpi_job.h"

namespace cardroom::cluster {

namespace {

class MpiTransport final : public MpiJob {
 public:
  MpiTransport() {
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }

  int rank() const override { return rank_; }
  int size() const override { return size_; }

  void send(int to, int tag, std::string bytes) override {
    sends_.push_back(Send{MPI_REQUEST_NULL, std::move(bytes)});
    Send& s = sends_.back();
    MPI_Isend(s.bytes.data(), static_cast<int>(s.bytes.size()), MPI_BYTE, to, tag, MPI_COMM_WORLD,
              &s.request);
    reap();
  }

  std::optional<Message> poll() override {
    reap();
    int arrived = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status);
    if (!arrived) return std::nullopt;
    int count = 0;
    MPI_Get_count(&status, MPI_BYTE, &count);
    Message m{status.MPI_SOURCE, status.MPI_TAG,
              std::string(static_cast<std::size_t>(count), '\0')};
    MPI_Recv(m.bytes.data(), count, MPI_BYTE, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD,
             MPI_STATUS_IGNORE);
    return m;
  }

  void flush() override {
    for (reap(); !sends_.empty(); reap()) {
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
  }

  [[noreturn]] void abort(int code) override {
    MPI_Abort(MPI_COMM_WORLD, code);
    std::_Exit(code);  // MPI_Abort does not return; this is for the compiler
  }

  void finish() override {
    flush();
    MPI_Finalize();
  }

 private:
  struct Send {
    MPI_Request request;
    std::string bytes;
  };
  // Sends still in flight; a list, so each buffer stays where MPI was told it is.
  void reap() {
    for (auto it = sends_.begin(); it != sends_.end();) {
      int done = 0;
      MPI_Test(&it->request, &done, MPI_STATUS_IGNORE);
      it = done ? sends_.erase(it) : std::next(it);
    }
  }

  int rank_ = 0;
  int size_ = 1;
  std::list<Send> sends_;
};

// Open MPI's "cm" messaging layer probes the fabric libraries (libfabric, PSM, PSM2) at every
// MPI_Init: 0.2 s of a two-rank job's start measured here, against 0.08 s for the whole
// MPI_Init without it. A job sends a few kilobytes a block, which shared memory and TCP carry
// at no measurable cost, so the job asks for "ob1" (shared memory, TCP, or InfiniBand verbs
// where present) unless whoever launched it chose a layer (mpirun --mca pml or --mca mtl,
// which arrive as these variables). Every rank sees the same environment, so every rank
// chooses the same layer.
void choose_messaging_layer() {
  if (std::getenv("OMPI_MCA_pml") == nullptr && std::getenv("OMPI_MCA_mtl") == nullptr) {
    setenv("OMPI_MCA_pml", "ob1", 0);
  }
}

}  // namespace

}  // namespace cardroom::cluster

extern "C" __attribute__((visibility("default"))) cardroom::cluster::MpiJob* cardroom_start_mpi(
    char* error, std::size_t error_size) {
  cardroom::cluster::choose_messaging_layer();
  int provided = MPI_THREAD_SINGLE;
  if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) {
    std::snprintf(error, error_size, "MPI_Init_thread failed");
    return nullptr;
  }
  if (provided < MPI_THREAD_FUNNELED) {
    std::snprintf(error, error_size, "this MPI does not allow threads (MPI_THREAD_FUNNELED)");
    MPI_Finalize();
    return nullptr;
  }
  return new cardroom::cluster::MpiTransport();
}
