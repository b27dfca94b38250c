#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro Swift cannot import ((sqlite3_destructor_type)-1): it tells SQLite to copy
// a bound value before the call returns.
static inline sqlite3_destructor_type formui_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}
