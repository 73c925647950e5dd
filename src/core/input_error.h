#pragma once
// Bad input from a user or a record: the message says what is wrong and where. The CLI prints
// it as one line on stderr and exits 2; engines throw it only before changing any state.
#include <stdexcept>
#include <string>

namespace cardroom {

class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace cardroom
