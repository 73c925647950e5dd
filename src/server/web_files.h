#pragma once
// The web app's files (issue 8 builds them into web/dist): `cardroom serve` serves them itself,
// so friends need nothing but the one server. Paths that are not files of the app (a table's
// link /t/ID among them) get index.html, where the app reads the path. Without a built app the
// server says so on a small page of its own rather than a bare 404.
#include <optional>
#include <string>

#include "server/http.h"

namespace cardroom::server {

class WebFiles {
 public:
  // `root`: the folder holding index.html and its assets ("" or missing: no app built).
  explicit WebFiles(std::string root);
  bool has_app() const { return has_app_; }
  const std::string& root() const { return root_; }
  // The response for GET `path` (no query): a file under root, index.html, or the fallback.
  HttpResponse get(const std::string& path) const;

 private:
  std::optional<HttpResponse> file(const std::string& relative) const;
  std::string root_;
  bool has_app_ = false;
};

}  // namespace cardroom::server
