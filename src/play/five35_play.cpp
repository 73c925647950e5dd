// The entry point the CLI calls: a Five35Table does the work.
#include "play/five35_play.h"

#include "play/five35_table.h"

namespace cardroom::play {

int play_five35(Console& console, const Five35TableOptions& options) {
  Five35Table table(console, options);
  return table.run();
}

}  // namespace cardroom::play
