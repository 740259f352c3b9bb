/* The baseline one-shot client for docs/performance-history.md ("One-shot client"): what
 * `swaymsg -t get_tree` does for sway. Connects to proscd's socket (the same path rules as
 * every client: argv[1], else $PROSCENIUM_SOCKET, $XDG_RUNTIME_DIR/proscenium/proscd.sock,
 * /tmp/proscenium-<uid>/proscd.sock), sends one `tree` request line, reads one response
 * line, prints it and exits. Build: make oneshot. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static void socket_path(int argc, char **argv, char *out, size_t size) {
    const char *env;
    if (argc > 1) snprintf(out, size, "%s", argv[1]);
    else if ((env = getenv("PROSCENIUM_SOCKET")) && *env) snprintf(out, size, "%s", env);
    else if ((env = getenv("XDG_RUNTIME_DIR")) && *env) snprintf(out, size, "%s/proscenium/proscd.sock", env);
    else snprintf(out, size, "/tmp/proscenium-%u/proscd.sock", (unsigned)getuid());
}

int main(int argc, char **argv) {
    struct sockaddr_un addr = {.sun_family = AF_UNIX};
    socket_path(argc, argv, addr.sun_path, sizeof addr.sun_path);
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0 || connect(fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
        fprintf(stderr, "oneshot-tree: cannot connect to %s: %s\n", addr.sun_path, strerror(errno));
        return 3;
    }
    static const char request[] = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tree\"}\n";
    if (write(fd, request, sizeof request - 1) != (ssize_t)(sizeof request - 1)) return 1;
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    for (;;) {
        if (len == cap) buf = realloc(buf, cap *= 2);
        ssize_t n = read(fd, buf + len, cap - len);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        char *nl = memchr(buf + len, '\n', (size_t)n);
        len += (size_t)n;
        if (nl) {
            len = (size_t)(nl - buf) + 1;
            break;
        }
    }
    fwrite(buf, 1, len, stdout);
    close(fd);
    return len > 0 ? 0 : 1;
}
