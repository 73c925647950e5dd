// A plain run of the program has nothing to do with MPI: it is not linked to it (so it starts as
// fast as before and runs where OpenMPI is not installed), and a launcher's variables that
// describe a job of one rank leave it a plain run.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

std::string output_of(const std::string& command) {
  std::string out;
  if (std::FILE* pipe = popen(command.c_str(), "r")) {
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;)
      out.append(buffer, n);
    pclose(pipe);
  }
  return out;
}

TEST(PlainRun, TheProgramIsNotLinkedToMpi) {
  const std::string libraries = output_of(std::string("ldd '") + CARDROOM_BINARY + "'");
  ASSERT_NE(libraries.find("libc.so"), std::string::npos) << libraries;
  EXPECT_EQ(libraries.find("libmpi"), std::string::npos) << libraries;
  EXPECT_EQ(libraries.find("libopen-pal"), std::string::npos) << libraries;
}

TEST(PlainRun, AJobOfOneRankIsAPlainRun) {
  const std::string plain = output_of(std::string("'") + CARDROOM_BINARY +
                                      "' simulate --game 535 --games 40 --json 2>&1");
  const std::string one_rank =
      output_of(std::string("OMPI_COMM_WORLD_SIZE=1 OMPI_COMM_WORLD_RANK=0 '") + CARDROOM_BINARY +
                "' simulate --game 535 --games 40 --json 2>&1");
  EXPECT_NE(plain.find("\"games\":40"), std::string::npos) << plain;
  EXPECT_EQ(one_rank, plain);
}

}  // namespace
