// `cardroom serve --db` with a database it cannot open (issue 36): one line naming the database
// and what went wrong, exit code 2, no password printed, and no listening server left behind.
#include <gtest/gtest.h>

#include <algorithm>

#include "cli/run_cardroom.h"

namespace cardroom::testing {
namespace {

int lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

TEST(ServeDbCli, AnUnreachablePostgresqlDatabaseIsOneLineAndExitCodeTwo) {
  // A Unix socket folder that does not exist: refused at once, without a network.
  const CliResult r = run_cardroom(
      {"serve", "--port", "0", "--db", "postgresql://ann:secret@/cardroom?host=/nonexistent-cardroom-socket-dir"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("cardroom: serve: connect postgresql://ann:***@/cardroom"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("secret"), std::string::npos) << r.err;
}

TEST(ServeDbCli, AMalformedConnectionStringIsOneLineAndExitCodeTwo) {
  const CliResult r = run_cardroom({"serve", "--port", "0", "--db", "postgresql://host:notaport/db"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("cardroom: serve: connect postgresql://host:notaport/db: "), std::string::npos) << r.err;
}

TEST(ServeDbCli, AnSqliteFileInAMissingFolderIsOneLineAndExitCodeTwo) {
  const CliResult r = run_cardroom({"serve", "--port", "0", "--db", "/nonexistent-cardroom-dir/friday.sqlite"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("/nonexistent-cardroom-dir/friday.sqlite"), std::string::npos) << r.err;
}

TEST(ServeDbCli, AnAdvertisedAddressThatIsNoUrlIsOneLineAndExitCodeTwo) {
  for (const char* bad : {"10.0.0.1:8080", "http://", "ftp://host", "http://host/a b", "http:///x"}) {
    const CliResult r = run_cardroom({"serve", "--port", "0", "--db", "/nonexistent-cardroom-dir/x.sqlite",
                                      "--advertise", bad});
    EXPECT_EQ(r.exit_code, 2) << bad;
    EXPECT_EQ(lines(r.err), 1) << r.err;
    EXPECT_NE(r.err.find("cardroom: serve: --advertise: "), std::string::npos) << r.err;
  }
}

}  // namespace
}  // namespace cardroom::testing
