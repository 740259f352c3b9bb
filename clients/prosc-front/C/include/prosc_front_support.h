// What the Embedded Swift front of `prosc` needs from libc (Embedded Swift has no Glibc
// overlay): sockets, poll, exec, and the process arguments (it has no CommandLine).
#ifndef PROSC_FRONT_SUPPORT_H
#define PROSC_FRONT_SUPPORT_H
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <sys/un.h>
#include <unistd.h>

/// The arguments main() received (saved by a constructor that glibc calls with them).
int prosc_front_argc(void);
char **prosc_front_argv(void);
/// errno, which Swift cannot read as a C macro.
int prosc_front_errno(void);
/// Connects a new stream socket to `path`; the descriptor, or -1 (errno set).
int prosc_front_connect(const char *path);
#endif
