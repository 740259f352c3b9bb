#include "prosc_front_support.h"

static int saved_argc;
static char **saved_argv;

/* glibc calls .init_array functions with (argc, argv, envp). */
__attribute__((constructor)) static void prosc_front_save_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    saved_argc = argc;
    saved_argv = argv;
}

int prosc_front_argc(void) { return saved_argc; }
char **prosc_front_argv(void) { return saved_argv; }
int prosc_front_errno(void) { return errno; }

int prosc_front_connect(const char *path) {
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    size_t length = strlen(path);
    if (length >= sizeof address.sun_path) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(address.sun_path, path, length + 1);
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    if (connect(fd, (struct sockaddr *)&address, sizeof address) != 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}
