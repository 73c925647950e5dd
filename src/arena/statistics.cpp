// RunningStat is header-only; this file keeps the arena library non-empty until the arena
// itself lands beside it.
#include "arena/statistics.h"
