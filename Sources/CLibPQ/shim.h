// libpq's declarations only: FormUIServer opens the library at run time (LibPQ.swift), when a PostgreSQL
// store is made, so this module links nothing.
#if __has_include(<libpq-fe.h>)
#include <libpq-fe.h>
#else
#include <postgresql/libpq-fe.h>
#endif
