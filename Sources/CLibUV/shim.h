#ifndef PROSCENIUM_CLIBUV_SHIM_H
#define PROSCENIUM_CLIBUV_SHIM_H
#include <uv.h>
#include <sys/ioctl.h>

/// Bytes written to socket `fd` that its peer has not read yet (Linux `SIOCOUTQ`, which equals
/// `TIOCOUTQ`; for a Unix stream socket the bytes queued at the receiver), or -1 on error.
/// An ioctl is variadic in C, so Swift calls it through this.
static inline int prosc_socket_unread_bytes(int fd) {
    int n = 0;
    return ioctl(fd, TIOCOUTQ, &n) == 0 ? n : -1;
}
#endif
