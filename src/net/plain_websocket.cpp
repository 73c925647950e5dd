// The WebSocket sessions of the plain port (session.h says why each stream has its own unit).
#include "net/session.h"

namespace cardroom::server::session {

template <class Stream>
void start_websocket(Stream&& stream, http::request<http::string_body>&& request,
                     std::shared_ptr<Client> client) {
  std::make_shared<WsSession<Stream>>(std::move(stream), std::move(request), std::move(client))
      ->start();
}

template void start_websocket<PlainStream>(PlainStream&&, http::request<http::string_body>&&,
                                         std::shared_ptr<Client>);

}  // namespace cardroom::server::session
