#include <openssl/ssl.h>
#include <openssl/err.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <sys/socket.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

// The server calls libssl through the functions LibSSL.swift opens at run time, so nothing here may call
// libssl by name except the wrappers below, which only the tests use (they link libssl).
// Swift cannot call OpenSSL's function-like macros, nor see constants built from other macros;
// these inline wrappers give them names Swift can import.

static inline int formui_SSL_CTX_set_min_proto_version(SSL_CTX *ctx, int version) {
    return (int)SSL_CTX_set_min_proto_version(ctx, version);
}

static inline int formui_SSL_CTX_set_max_proto_version(SSL_CTX *ctx, int version) {
    return (int)SSL_CTX_set_max_proto_version(ctx, version);
}

static inline long formui_SSL_CTX_set_mode(SSL_CTX *ctx, long mode) {
    return SSL_CTX_set_mode(ctx, mode);
}

static inline int formui_SSL_set_tlsext_host_name(SSL *ssl, const char *name) {
    return (int)SSL_set_tlsext_host_name(ssl, name);
}

static inline long formui_SSL_CTX_set_session_cache_mode(SSL_CTX *ctx, long mode) {
    return SSL_CTX_set_session_cache_mode(ctx, mode);
}

static const uint64_t formui_SSL_OP_NO_RENEGOTIATION = SSL_OP_NO_RENEGOTIATION;
static const uint64_t formui_SSL_OP_IGNORE_UNEXPECTED_EOF = SSL_OP_IGNORE_UNEXPECTED_EOF;
static const uint64_t formui_SSL_OP_NO_COMPRESSION = SSL_OP_NO_COMPRESSION;
static const uint64_t formui_SSL_OP_CIPHER_SERVER_PREFERENCE = SSL_OP_CIPHER_SERVER_PREFERENCE;
static const long formui_SSL_MODE_ENABLE_PARTIAL_WRITE = SSL_MODE_ENABLE_PARTIAL_WRITE;
static const long formui_SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER = SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER;
static const long formui_SSL_MODE_RELEASE_BUFFERS = SSL_MODE_RELEASE_BUFFERS;

// ALPN (RFC 7301): the server speaks http/1.1 only. A client that offers ALPN without it (h2 only)
// gets the no_application_protocol alert instead of a connection where both sides disagree. The server
// opens libssl at run time (LibSSL.swift), so the callback is given libssl's SSL_select_next_proto as
// its argument rather than calling it by name.
typedef int (*formui_select_next_proto)(unsigned char **out, unsigned char *outlen, const unsigned char *server,
                                        unsigned int server_len, const unsigned char *client, unsigned int client_len);

static inline int formui_alpn_select_http11(SSL *ssl, const unsigned char **out, unsigned char *outlen,
                                            const unsigned char *in, unsigned int inlen, void *arg) {
    static const unsigned char supported[] = "\x08http/1.1";
    (void)ssl;
    formui_select_next_proto select = (formui_select_next_proto)arg;
    unsigned char *selected = NULL;
    if (select(&selected, outlen, supported, sizeof(supported) - 1, in, inlen) == OPENSSL_NPN_NEGOTIATED) {
        *out = selected;
        return SSL_TLSEXT_ERR_OK;
    }
    return SSL_TLSEXT_ERR_ALERT_FATAL;
}

// accept4(2) sets O_NONBLOCK and FD_CLOEXEC in the same call as the accept (two fcntl calls fewer
// per connection). Glibc declares it only under _GNU_SOURCE, which Swift's Glibc module does not
// define; this prototype is the one glibc has had since 2.10.
extern int accept4(int sockfd, struct sockaddr *addr, socklen_t *addrlen, int flags);

static inline int formui_accept4(int sockfd, struct sockaddr *addr, socklen_t *addrlen, int flags) {
    return accept4(sockfd, addr, addrlen, flags);
}

// Signals for HTTPServer.runUntilSignalled(): a handler that writes the signal number to a pipe,
// which a Dispatch read source watches (the self-pipe trick). Dispatch's own signal sources are
// not used: on Linux, libdispatch re-raises a signal at the thread that first registered a source,
// and when that worker thread has exited the signal is lost (seen here: a SIGTERM that never
// stopped the server). write(2) is async-signal-safe; errno is preserved for the interrupted code.
static volatile sig_atomic_t formui_signal_pipe_fd = -1;

static void formui_signal_to_pipe(int signo) {
    int saved = errno;
    unsigned char byte = (unsigned char)signo;
    if (formui_signal_pipe_fd >= 0) {
        ssize_t written = write(formui_signal_pipe_fd, &byte, 1);
        (void)written;
    }
    errno = saved;
}

/// Sends `signo` to `pipe_fd` from now on; the previous action goes to `previous`.
static inline int formui_catch_signal_to_pipe(int signo, int pipe_fd, struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = formui_signal_to_pipe;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    formui_signal_pipe_fd = pipe_fd;
    if (sigaction(signo, &action, previous) != 0) return -1;
    // A signal blocked in the calling thread could only be taken by some other thread; make sure
    // at least this one takes it.
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signo);
    return pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

static inline int formui_restore_signal(int signo, const struct sigaction *previous) {
    return sigaction(signo, previous, NULL);
}
