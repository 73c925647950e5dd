#include "server/web_files.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace cardroom::server {

namespace {

std::string content_type(const std::filesystem::path& path) {
  const std::string ext = path.extension().string();
  if (ext == ".html") return "text/html; charset=utf-8";
  if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".json" || ext == ".map") return "application/json";
  if (ext == ".webmanifest") return "application/manifest+json";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".ico") return "image/x-icon";
  if (ext == ".woff2") return "font/woff2";
  if (ext == ".txt") return "text/plain; charset=utf-8";
  return "application/octet-stream";
}

constexpr const char* kNoAppPage = R"(<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>cardroom</title></head>
<body><h1>cardroom</h1>
<p>The server is running, but the web app has not been built, so there is no table to show
here. Build it with <code>./scripts/setup</code> (or pass <code>--web DIR</code>), or use the
JSON API under <code>/api/tables</code> and WebSockets at <code>/ws</code> as docs/server.md
describes.</p></body></html>
)";

}  // namespace

WebFiles::WebFiles(std::string root) : root_(std::move(root)) {
  std::error_code ec;
  has_app_ = !root_.empty() && std::filesystem::is_regular_file(root_ + "/index.html", ec);
}

std::optional<HttpResponse> WebFiles::file(const std::string& relative) const {
  // Only plain names below the root: no "..", no hidden files, nothing outside it.
  const std::filesystem::path rel = std::filesystem::path(relative).lexically_normal();
  if (rel.empty() || rel.is_absolute()) return std::nullopt;
  for (const auto& part : rel) {
    const std::string name = part.string();
    if (name.empty() || name[0] == '.') return std::nullopt;
  }
  const std::filesystem::path full = std::filesystem::path(root_) / rel;
  std::error_code ec;
  if (!std::filesystem::is_regular_file(full, ec)) return std::nullopt;
  std::ifstream in(full, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return HttpResponse{200, content_type(full), bytes.str()};
}

HttpResponse WebFiles::get(const std::string& path) const {
  if (!has_app_) return {200, "text/html; charset=utf-8", kNoAppPage};
  const std::string relative = path.size() > 1 ? path.substr(1) : "index.html";
  if (auto found = file(relative)) return *found;
  // A missing asset is a 404; any other path is a page of the app (a table's link /t/ID).
  if (relative.starts_with("assets/")) {
    return {404, "application/json", R"({"error": "no such file"})"};
  }
  return *file("index.html");
}

}  // namespace cardroom::server
