// The web app's files as the server serves them: files of the app, index.html for a table's
// link, nothing outside the folder, and a page of its own when no app is built.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "server/web_files.h"

namespace cardroom::server {
namespace {

class WebFilesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = std::filesystem::temp_directory_path() /
            ("cardroom-web-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
             "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(root_ / "dist" / "assets");
    write("dist/index.html", "<html>app</html>");
    write("dist/assets/app.js", "console.log(1)");
    write("secret.txt", "not for clients");
  }
  void TearDown() override { std::filesystem::remove_all(root_); }
  void write(const std::string& name, const std::string& text) { std::ofstream(root_ / name) << text; }
  std::filesystem::path root_;
};

TEST_F(WebFilesTest, ServesTheAppsFilesWithTheirTypes) {
  const WebFiles web((root_ / "dist").string());
  ASSERT_TRUE(web.has_app());
  EXPECT_EQ(web.get("/").body, "<html>app</html>");
  EXPECT_EQ(web.get("/").content_type, "text/html; charset=utf-8");
  const HttpResponse js = web.get("/assets/app.js");
  EXPECT_EQ(js.status, 200);
  EXPECT_EQ(js.body, "console.log(1)");
  EXPECT_EQ(js.content_type, "text/javascript; charset=utf-8");
  // The app's manifest and icon: installable from a phone's browser menu.
  write("dist/manifest.webmanifest", "{}");
  write("dist/icon.svg", "<svg/>");
  EXPECT_EQ(web.get("/manifest.webmanifest").content_type, "application/manifest+json");
  EXPECT_EQ(web.get("/icon.svg").content_type, "image/svg+xml");
}

TEST_F(WebFilesTest, ATablesLinkIsThePageOfTheApp) {
  const WebFiles web((root_ / "dist").string());
  EXPECT_EQ(web.get("/t/ab12cd").body, "<html>app</html>");
  EXPECT_EQ(web.get("/assets/missing.js").status, 404);
}

TEST_F(WebFilesTest, NothingOutsideTheFolderNorHidden) {
  const WebFiles web((root_ / "dist").string());
  for (const char* path : {"/../secret.txt", "/assets/../../secret.txt", "/.env"}) {
    const HttpResponse r = web.get(path);
    EXPECT_EQ(r.body.find("not for clients"), std::string::npos) << path;
  }
}

TEST_F(WebFilesTest, WithoutABuiltAppAPageSaysSo) {
  const WebFiles web((root_ / "nowhere").string());
  EXPECT_FALSE(web.has_app());
  const HttpResponse r = web.get("/t/x");
  EXPECT_EQ(r.status, 200);
  EXPECT_NE(r.body.find("has not been built"), std::string::npos);
}

}  // namespace
}  // namespace cardroom::server
