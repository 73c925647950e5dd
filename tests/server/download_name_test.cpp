// Downloads are saved under the table's name and the day (server/download_name.h).
#include "server/download_name.h"

#include <gtest/gtest.h>

namespace cardroom::server {
namespace {

constexpr std::int64_t kDec5 = 1'796'472'000'000;  // 2026-12-05 12:00 UTC

TEST(DownloadName, TheTableAndTheDay) {
  EXPECT_EQ(download_name("Tuesday regulars", kDec5, "ledger.csv"),
            "tuesday-regulars-2026-12-05-ledger.csv");
  EXPECT_EQ(download_name("Tuesday regulars", kDec5, "hands.jsonl"),
            "tuesday-regulars-2026-12-05-hands.jsonl");
}

TEST(DownloadName, FrenchLettersLoseTheirAccentsAndTheRestBecomesDashes) {
  EXPECT_EQ(download_name("Soirée chez Cécile & Zoë!", kDec5, "ledger.csv"),
            "soiree-chez-cecile-zoe-2026-12-05-ledger.csv");
  EXPECT_EQ(download_name("Œuvre \"quoted\" / slash", kDec5, "x"), "oeuvre-quoted-slash-2026-12-05-x");
}

TEST(DownloadName, ANameWithNothingToKeepIsTable) {
  EXPECT_EQ(download_name("♠♥♦♣", kDec5, "ledger.csv"), "table-2026-12-05-ledger.csv");
  EXPECT_EQ(download_name("", kDec5, "ledger.csv"), "table-2026-12-05-ledger.csv");
  EXPECT_EQ(download_name(std::string("bad\xff\xfe utf8"), kDec5, "x"), "bad-utf8-2026-12-05-x");
}

TEST(DownloadName, LongNamesAreCut) {
  const std::string name = download_name(std::string(100, 'a'), kDec5, "x");
  EXPECT_EQ(name, std::string(40, 'a') + "-2026-12-05-x");
}

TEST(DownloadName, AttachmentHeader) {
  EXPECT_EQ(attachment("a-2026-12-05-x.csv"), "attachment; filename=\"a-2026-12-05-x.csv\"");
}

}  // namespace
}  // namespace cardroom::server
