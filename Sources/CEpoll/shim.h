// epoll and eventfd, which Swift's Glibc module does not export: an event loop waits on them directly.
#ifdef __linux__
#include <sys/epoll.h>
#include <sys/eventfd.h>
#endif
