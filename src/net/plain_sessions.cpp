// The plain port's sessions: HttpSession and WsSession over a TCP stream.
#include "net/session.h"

namespace cardroom::server::session {

void start_plain(tcp::socket&& socket, std::shared_ptr<Client> client) {
  std::make_shared<HttpSession<PlainStream>>(PlainStream(std::move(socket)), beast::flat_buffer(),
                                             std::move(client))
      ->read();
}

}  // namespace cardroom::server::session
