#pragma once
// The headers on every HTTP response of `cardroom serve` (docs/server.md "Headers"): the web
// app, its assets and the API alike. The Content-Security-Policy lets a page run only the app's
// own scripts, from this server (no inline script, no other origin), talk only to this server
// (its WebSockets included: browsers take 'self' to cover ws: and wss: on the same host and
// port), and be framed by nobody; the app is built for it (web/: no inline script or style
// element). No Referrer-Policy other than no-referrer: a table's link is its address, and a
// page's address must not travel to another site.
#include <array>
#include <string_view>
#include <utility>

namespace cardroom::server {

inline constexpr std::string_view kContentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'";

inline constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kSecurityHeaders{{
    {"Content-Security-Policy", kContentSecurityPolicy},
    {"X-Content-Type-Options", "nosniff"},
    {"Referrer-Policy", "no-referrer"},
    {"X-Frame-Options", "DENY"},
}};

}  // namespace cardroom::server
