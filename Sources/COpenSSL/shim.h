#include <openssl/ssl.h>
#include <openssl/err.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <sys/socket.h>

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
// gets the no_application_protocol alert instead of a connection where both sides disagree.
static inline int formui_alpn_select_http11(SSL *ssl, const unsigned char **out, unsigned char *outlen,
                                            const unsigned char *in, unsigned int inlen, void *arg) {
    static const unsigned char supported[] = "\x08http/1.1";
    (void)ssl;
    (void)arg;
    unsigned char *selected = NULL;
    if (SSL_select_next_proto(&selected, outlen, supported, sizeof(supported) - 1, in, inlen) == OPENSSL_NPN_NEGOTIATED) {
        *out = selected;
        return SSL_TLSEXT_ERR_OK;
    }
    return SSL_TLSEXT_ERR_ALERT_FATAL;
}

static inline void formui_SSL_CTX_select_alpn_http11(SSL_CTX *ctx) {
    SSL_CTX_set_alpn_select_cb(ctx, formui_alpn_select_http11, NULL);
}

// accept4(2) sets O_NONBLOCK and FD_CLOEXEC in the same call as the accept (two fcntl calls fewer
// per connection). Glibc declares it only under _GNU_SOURCE, which Swift's Glibc module does not
// define; this prototype is the one glibc has had since 2.10.
extern int accept4(int sockfd, struct sockaddr *addr, socklen_t *addrlen, int flags);

static inline int formui_accept4(int sockfd, struct sockaddr *addr, socklen_t *addrlen, int flags) {
    return accept4(sockfd, addr, addrlen, flags);
}
