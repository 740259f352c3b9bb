/* uv-echo: the baseline for proscd's figures. A minimal libuv Unix-socket server that
 * echoes every complete line back to its sender (framing by memchr for '\n', like a line
 * protocol server, but no parsing). Usage: uv-echo SOCKET-PATH. Prints
 * "uv-echo listening on PATH" once it accepts connections; exits on SIGTERM/SIGINT. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <uv.h>

typedef struct {
    uv_pipe_t pipe;
    char *pending;      /* bytes of an unfinished line */
    size_t pending_len;
} client_t;

typedef struct {
    uv_write_t req;
    uv_buf_t buf;
} write_t;

static uv_loop_t *loop;
static uv_pipe_t server;
static uv_signal_t sigterm, sigint;

static void on_alloc(uv_handle_t *h, size_t suggested, uv_buf_t *buf) {
    (void)h;
    buf->base = malloc(suggested);
    buf->len = suggested;
}

static void on_written(uv_write_t *req, int status) {
    (void)status;
    write_t *w = (write_t *)req;
    free(w->buf.base);
    free(w);
}

static void on_closed(uv_handle_t *h) {
    client_t *c = (client_t *)h;
    free(c->pending);
    free(c);
}

static void on_read(uv_stream_t *stream, ssize_t n, const uv_buf_t *buf) {
    client_t *c = (client_t *)stream;
    if (n < 0) {
        free(buf->base);
        uv_close((uv_handle_t *)stream, on_closed);
        return;
    }
    /* Echo everything up to the last newline; keep the rest for the next read. */
    const char *last = NULL;
    for (const char *p = buf->base; p < buf->base + n; ) {
        const char *nl = memchr(p, '\n', (size_t)(buf->base + n - p));
        if (!nl) break;
        last = nl;
        p = nl + 1;
    }
    if (last) {
        size_t upto = (size_t)(last - buf->base) + 1;
        write_t *w = malloc(sizeof *w);
        w->buf.len = c->pending_len + upto;
        w->buf.base = malloc(w->buf.len);
        memcpy(w->buf.base, c->pending, c->pending_len);
        memcpy(w->buf.base + c->pending_len, buf->base, upto);
        c->pending_len = 0;
        uv_write(&w->req, stream, &w->buf, 1, on_written);
        size_t rest = (size_t)n - upto;
        if (rest) {
            c->pending = realloc(c->pending, rest);
            memcpy(c->pending, buf->base + upto, rest);
            c->pending_len = rest;
        }
    } else if (n > 0) {
        c->pending = realloc(c->pending, c->pending_len + (size_t)n);
        memcpy(c->pending + c->pending_len, buf->base, (size_t)n);
        c->pending_len += (size_t)n;
    }
    free(buf->base);
}

static void on_connection(uv_stream_t *s, int status) {
    if (status < 0) return;
    client_t *c = calloc(1, sizeof *c);
    uv_pipe_init(loop, &c->pipe, 0);
    if (uv_accept(s, (uv_stream_t *)&c->pipe) == 0) {
        uv_read_start((uv_stream_t *)&c->pipe, on_alloc, on_read);
    } else {
        uv_close((uv_handle_t *)&c->pipe, on_closed);
    }
}

static void on_signal(uv_signal_t *h, int signum) {
    (void)h; (void)signum;
    uv_stop(loop);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: uv-echo SOCKET-PATH\n");
        return 2;
    }
    loop = uv_default_loop();
    unlink(argv[1]);
    uv_pipe_init(loop, &server, 0);
    int rc = uv_pipe_bind(&server, argv[1]);
    if (rc == 0) rc = uv_listen((uv_stream_t *)&server, 4096, on_connection);
    if (rc != 0) {
        fprintf(stderr, "uv-echo: %s\n", uv_strerror(rc));
        return 1;
    }
    uv_signal_init(loop, &sigterm);
    uv_signal_start(&sigterm, on_signal, SIGTERM);
    uv_signal_init(loop, &sigint);
    uv_signal_start(&sigint, on_signal, SIGINT);
    printf("uv-echo listening on %s\n", argv[1]);
    fflush(stdout);
    uv_run(loop, UV_RUN_DEFAULT);
    unlink(argv[1]);
    return 0;
}
