/* peers-client: the one client of Benchmarks/peers.sh. It drives a tree-mutating IPC server
 * over ONE connection with a fixed pair of mutations sent alternately, keeping DEPTH requests
 * in flight, and prints one JSON line: requests per second, latency percentiles and the CPU
 * the server, the client and everything else used during the measurement. Written in C so
 * that no client language is in the comparison; it speaks each server's framing:
 *
 *   i3     sway's i3-IPC: "i3-ipc", u32 length, u32 type (0 = RUN_COMMAND), payload;
 *          commands `workspace b1` / `workspace b2` (one workspace destroyed, one created);
 *          an answer counts as an error unless it holds `"success": true`.
 *   tmux   tmux control mode (`tmux -C`): the client spawns the control client given after
 *          `--` on a socketpair (its stdin and stdout) and sends `select-window -t :0` /
 *          `select-window -t :1`; an answer is the `%end` or `%error` line of a command this
 *          client sent (flags 1); notifications (`%session-window-changed` ...) are skipped.
 *   prosc  proscd's JSON lines: creates a window (a UINavigationController with one child)
 *          and a free controller, then sends unanimated `vc.present` / `vc.dismiss` of that
 *          controller over the navigation controller; an answer with "error" is an error.
 *   echo   the same JSON lines to a line echo server; every line back is an answer.
 *
 * Usage: peers-client --proto i3|tmux|prosc|echo [--socket PATH] [--depth N] [--seconds S]
 *          [--warmup S] [--count N] [--server-pid PID]... [--label NAME] [-- CONTROL-CLIENT ARGS...]
 * `--count N` sends exactly N requests after the set-up, with no warm-up, and reports them all
 * (Benchmarks/instructions-per-request.sh counts the server's instructions for them).
 * Otherwise requests answered during the warm-up are not counted. After the measured seconds no new
 * request is sent and the outstanding ones are read (not counted). Latency is taken first in,
 * first out (every server here answers one connection in order). Exit status 1 when any
 * answer was an error (the figures are still printed), 2 on a usage or connection failure. */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum proto { P_I3, P_TMUX, P_PROSC, P_ECHO };

static void die(const char *what) {
    fprintf(stderr, "peers-client: %s: %s\n", what, errno ? strerror(errno) : "failed");
    exit(2);
}

static uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* ---- the connection: a buffered reader and a writer on one descriptor ---- */

static int fd = -1;
static char rbuf[1 << 20];
static size_t rlen; /* bytes in rbuf not yet consumed */

static void on_alarm(int sig) {
    (void)sig;
    static const char msg[] = "peers-client: no answer for 30 s (wrong protocol for this server?)\n";
    (void)!write(2, msg, sizeof msg - 1);
    _exit(2);
}

/* Reads what is there (blocking for at least one byte, at most 30 s); returns 0 at end of
 * stream. */
static ssize_t fill(void) {
    if (rlen == sizeof rbuf) { errno = ENOBUFS; die("answer larger than the read buffer"); }
    alarm(30);
    for (;;) {
        ssize_t n = read(fd, rbuf + rlen, sizeof rbuf - rlen);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) die("read");
        rlen += (size_t)n;
        return n;
    }
}

static void consume(size_t n) {
    memmove(rbuf, rbuf + n, rlen - n);
    rlen -= n;
}

static void write_all(const char *p, size_t n) {
    while (n) {
        ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
        if (w < 0 && errno == EINTR) continue;
        if (w < 0 && errno == ENOTSOCK) w = write(fd, p, n);
        if (w < 0) die("write");
        p += w;
        n -= (size_t)w;
    }
}

static int connect_unix(const char *path) {
    struct sockaddr_un a = { .sun_family = AF_UNIX };
    if (strlen(path) >= sizeof a.sun_path) { errno = ENAMETOOLONG; die(path); }
    strcpy(a.sun_path, path);
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    if (s < 0 || connect(s, (struct sockaddr *)&a, sizeof a) < 0) die(path);
    return s;
}

static pid_t child = 0;

/* The control client on one end of a socketpair: its stdin and stdout are our connection. */
static int spawn(char **argv) {
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) < 0) die("socketpair");
    child = fork();
    if (child < 0) die("fork");
    if (child == 0) {
        dup2(sv[1], 0);
        dup2(sv[1], 1);
        close(sv[0]);
        close(sv[1]);
        execvp(argv[0], argv);
        _exit(127);
    }
    close(sv[1]);
    return sv[0];
}

/* ---- framing: requests ---- */

static enum proto proto;
static char reqs[2][512];  /* the two requests sent alternately, framed */
static size_t reqlen[2];

static void frame_i3(int i, const char *cmd) {
    uint32_t len = (uint32_t)strlen(cmd), type = 0;
    memcpy(reqs[i], "i3-ipc", 6);
    memcpy(reqs[i] + 6, &len, 4);
    memcpy(reqs[i] + 10, &type, 4);
    memcpy(reqs[i] + 14, cmd, len);
    reqlen[i] = 14 + len;
}

static void frame_line(int i, const char *line) {
    reqlen[i] = (size_t)snprintf(reqs[i], sizeof reqs[i], "%s\n", line);
}

/* ---- framing: answers. Each returns 1 when an answer was consumed from rbuf (setting
 * *error), 0 when more bytes are needed. Lines that are not answers are consumed too. ---- */

static int next_i3(int *error) {
    for (;;) {
        if (rlen < 14) return 0;
        if (memcmp(rbuf, "i3-ipc", 6) != 0) { errno = EPROTO; die("i3-ipc: bad magic in answer"); }
        uint32_t len, type;
        memcpy(&len, rbuf + 6, 4);
        memcpy(&type, rbuf + 10, 4);
        if (rlen < 14 + (size_t)len) return 0;
        int answer = (type & 0x80000000u) == 0; /* events have the high bit set */
        *error = !memmem(rbuf + 14, len, "\"success\": true", 15) || memmem(rbuf + 14, len, "false", 5);
        consume(14 + len);
        if (answer) return 1;
    }
}

static int next_line(int *error) {
    for (;;) {
        char *nl = memchr(rbuf, '\n', rlen);
        if (!nl) return 0;
        size_t n = (size_t)(nl - rbuf) + 1;
        int answer = 1;
        *error = 0;
        if (proto == P_TMUX) {
            /* "%end TIME NUMBER FLAGS" / "%error ...": FLAGS 1 = a command of this client. */
            int end = n > 5 && memcmp(rbuf, "%end ", 5) == 0;
            int err = n > 7 && memcmp(rbuf, "%error ", 7) == 0;
            answer = (end || err) && n >= 3 && rbuf[n - 2] == '1' && rbuf[n - 3] == ' ';
            *error = err;
        } else if (proto == P_PROSC) {
            *error = memmem(rbuf, n < 64 ? n : 64, "\"error\"", 7) != NULL;
        }
        consume(n);
        if (answer) return 1;
    }
}

static int next_answer(int *error) { return proto == P_I3 ? next_i3(error) : next_line(error); }

/* Blocks until one answer; used by the set-up steps. */
static void await_answer(int *error) {
    while (!next_answer(error)) {
        if (fill() == 0) { errno = EPIPE; die("connection closed during set-up"); }
    }
}

/* proscd set-up: one request, its answer's string field `key` copied to out. */
static void prosc_call(const char *line, const char *key, char *out, size_t cap) {
    frame_line(0, line);
    write_all(reqs[0], reqlen[0]);
    for (;;) {
        char *nl;
        while (!(nl = memchr(rbuf, '\n', rlen)))
            if (fill() == 0) { errno = EPIPE; die("proscd closed the connection during set-up"); }
        size_t n = (size_t)(nl - rbuf) + 1;
        char pat[64];
        snprintf(pat, sizeof pat, "\"%s\":\"", key);
        char *at = memmem(rbuf, n, pat, strlen(pat));
        if (memmem(rbuf, n, "\"error\"", 7) || !at) {
            fprintf(stderr, "peers-client: set-up request %s answered %.*s", line, (int)n, rbuf);
            exit(2);
        }
        at += strlen(pat);
        char *q = memchr(at, '"', (size_t)(nl - at));
        size_t len = q ? (size_t)(q - at) : 0;
        if (!q || len >= cap) { errno = EPROTO; die("set-up answer without its id"); }
        memcpy(out, at, len);
        out[len] = 0;
        consume(n);
        return;
    }
}

/* ---- CPU accounting from /proc (clock ticks) ---- */

static long long proc_ticks(pid_t pid) { /* utime + stime of a process, all its threads */
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    char *p = strrchr(buf, ')'); /* fields after the command name; utime is field 14 */
    if (!p) return 0;
    long long ut = 0, st = 0;
    sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lld %lld", &ut, &st);
    return ut + st;
}

struct machine { long long busy, steal, total; };

static struct machine machine_ticks(void) {
    struct machine m = {0, 0, 0};
    FILE *f = fopen("/proc/stat", "r");
    if (!f) return m;
    long long v[10] = {0};
    if (fscanf(f, "cpu %lld %lld %lld %lld %lld %lld %lld %lld", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7]) == 8) {
        m.busy = v[0] + v[1] + v[2] + v[5] + v[6]; /* user nice system irq softirq */
        m.steal = v[7];
        m.total = v[0] + v[1] + v[2] + v[3] + v[4] + v[5] + v[6] + v[7];
    }
    fclose(f);
    return m;
}

static pid_t server_pids[16];
static int nserver;

struct cpu { struct machine m; long long server, client; };

static struct cpu cpu_now(void) {
    struct cpu c = { machine_ticks(), 0, proc_ticks(getpid()) };
    for (int i = 0; i < nserver; i++) c.server += proc_ticks(server_pids[i]);
    if (child) c.client += proc_ticks(child);
    return c;
}

/* ---- requests in flight: send times in a ring, first in first out ---- */

static uint64_t *sent;
static int ring, head, inflight, next;
static char *out;

/* Sends n requests (the two alternating) in one write. */
static void send_batch(int n) {
    size_t off = 0;
    uint64_t t = now_ns();
    for (int k = 0; k < n; k++) {
        memcpy(out + off, reqs[next], reqlen[next]);
        off += reqlen[next];
        next ^= 1;
        sent[(head + inflight) % ring] = t;
        inflight++;
    }
    write_all(out, off);
}

static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    const char *socket_path = NULL, *label = NULL, *pname = NULL;
    int depth = 1;
    double seconds = 3, warmup = 0.5;
    long long count = 0;
    char **spawn_argv = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--")) { spawn_argv = argv + i + 1; break; }
        if (!v) { fprintf(stderr, "peers-client: %s needs a value\n", a); return 2; }
        if (!strcmp(a, "--proto")) pname = v;
        else if (!strcmp(a, "--socket")) socket_path = v;
        else if (!strcmp(a, "--depth")) depth = atoi(v);
        else if (!strcmp(a, "--seconds")) seconds = atof(v);
        else if (!strcmp(a, "--warmup")) warmup = atof(v);
        else if (!strcmp(a, "--count")) count = atoll(v);
        else if (!strcmp(a, "--label")) label = v;
        else if (!strcmp(a, "--server-pid")) { if (nserver < 16) server_pids[nserver++] = (pid_t)atoi(v); }
        else { fprintf(stderr, "peers-client: unknown option %s\n", a); return 2; }
        i++;
    }
    if (!pname) { fprintf(stderr, "usage: peers-client --proto i3|tmux|prosc|echo [--socket PATH] [--depth N] [--seconds S] [--warmup S] [--count N] [--server-pid PID]... [--label NAME] [-- CONTROL-CLIENT ARGS...]\n"); return 2; }
    if (!strcmp(pname, "i3")) proto = P_I3;
    else if (!strcmp(pname, "tmux")) proto = P_TMUX;
    else if (!strcmp(pname, "prosc")) proto = P_PROSC;
    else if (!strcmp(pname, "echo")) proto = P_ECHO;
    else { fprintf(stderr, "peers-client: unknown protocol %s\n", pname); return 2; }
    if (depth < 1 || depth > 4096 || seconds <= 0 || warmup < 0 || count < 0) { fprintf(stderr, "peers-client: bad depth or seconds\n"); return 2; }
    if (proto == P_TMUX ? !spawn_argv || !*spawn_argv : !socket_path) {
        fprintf(stderr, "peers-client: %s\n", proto == P_TMUX ? "tmux needs the control client after --" : "--socket is required");
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);
    signal(SIGALRM, on_alarm);
    fd = proto == P_TMUX ? spawn(spawn_argv) : connect_unix(socket_path);

    int error = 0;
    switch (proto) {
    case P_I3:
        frame_i3(0, "workspace b1");
        frame_i3(1, "workspace b2");
        break;
    case P_TMUX:
        /* Wait until the control client is attached and answers. */
        frame_line(0, "display-message -p peers-ready");
        write_all(reqs[0], reqlen[0]);
        await_answer(&error);
        if (error) { errno = EPROTO; die("tmux did not answer display-message"); }
        frame_line(0, "select-window -t :0");
        frame_line(1, "select-window -t :1");
        break;
    case P_PROSC: {
        char child_vc[64], vc[64], nav[64], window[64], line[400];
        prosc_call("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"vc.create\",\"params\":{\"class\":\"UIViewController\"}}", "vc", child_vc, sizeof child_vc);
        prosc_call("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"vc.create\",\"params\":{\"class\":\"UIViewController\",\"properties\":{\"definesPresentationContext\":true}}}", "vc", vc, sizeof vc);
        snprintf(line, sizeof line, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"vc.create\",\"params\":{\"class\":\"UINavigationController\",\"children\":[\"%s\"]}}", child_vc);
        prosc_call(line, "vc", nav, sizeof nav);
        snprintf(line, sizeof line, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"window.create\",\"params\":{\"root\":\"%s\"}}", nav);
        prosc_call(line, "window", window, sizeof window);
        snprintf(line, sizeof line, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"vc.present\",\"params\":{\"presenter\":\"%s\",\"vc\":\"%s\",\"animated\":false}}", nav, vc);
        frame_line(0, line);
        snprintf(line, sizeof line, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"vc.dismiss\",\"params\":{\"vc\":\"%s\",\"animated\":false}}", vc);
        frame_line(1, line);
        break;
    }
    case P_ECHO: /* proscd's lines, with the ids the set-up above gives a fresh server */
        frame_line(0, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"vc.present\",\"params\":{\"presenter\":\"vc3\",\"vc\":\"vc2\",\"animated\":false}}");
        frame_line(1, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"vc.dismiss\",\"params\":{\"vc\":\"vc2\",\"animated\":false}}");
        break;
    }

    /* The run. sent[] is a ring of the send times of the requests in flight. */
    sent = calloc((size_t)depth, sizeof *sent);
    out = malloc((size_t)depth * sizeof reqs[0]);
    size_t cap = 1 << 20, nlat = 0;
    uint32_t *lat = malloc(cap * sizeof *lat);
    if (!sent || !lat || !out) die("malloc");
    ring = depth;
    long long answered = 0, errors = 0, budget = count ? count : -1;
    struct cpu cpu0 = cpu_now(), cpu1;
    uint64_t start = now_ns();
    /* With --count every answer is measured; otherwise those arriving in [from, to). */
    uint64_t from = count ? start : start + (uint64_t)(warmup * 1e9);
    uint64_t to = count ? UINT64_MAX : from + (uint64_t)(seconds * 1e9);
    int measuring = count > 0, done = 0;

    send_batch(budget < 0 || budget > depth ? depth : (int)budget);
    if (budget > 0) budget -= inflight;
    while (inflight > 0) {
        if (fill() == 0) { errno = EPIPE; die("server closed the connection"); }
        uint64_t t = now_ns();
        if (!measuring && !done && t >= from) { measuring = 1; cpu0 = cpu_now(); }
        if (measuring && t >= to) { measuring = 0; done = 1; cpu1 = cpu_now(); }
        int got = 0;
        while (inflight > 0 && next_answer(&error)) {
            uint64_t s = sent[head];
            head = (head + 1) % ring;
            inflight--;
            got++;
            if (error) errors++;
            if (!measuring) continue;
            answered++;
            if (s < from) continue; /* sent during the warm-up: counted, not timed */
            if (nlat == cap) { cap *= 2; lat = realloc(lat, cap * sizeof *lat); if (!lat) die("realloc"); }
            uint64_t d = t - s;
            lat[nlat++] = d > UINT32_MAX ? UINT32_MAX : (uint32_t)d;
        }
        if (budget >= 0 && got > budget) got = (int)budget;
        if (!done && got) {
            send_batch(got);
            if (budget > 0) budget -= got;
        }
    }
    if (count) { to = now_ns(); cpu1 = cpu_now(); }
    if (child) { close(fd); waitpid(child, NULL, 0); }

    qsort(lat, nlat, sizeof *lat, cmp_u32);
    #define PCT(q) (nlat ? lat[(size_t)((double)(nlat - 1) * (q))] / 1000.0 : 0.0)
    double secs = (double)(to - from) / 1e9;
    double hz = (double)sysconf(_SC_CLK_TCK);
    long long busy = cpu1.m.busy - cpu0.m.busy;
    long long srv = cpu1.server - cpu0.server, cli = cpu1.client - cpu0.client;
    printf("{\"label\":\"%s\",\"proto\":\"%s\",\"depth\":%d,\"seconds\":%.3f,\"requests\":%lld,"
           "\"requestsPerSecond\":%.1f,\"p50Micros\":%.1f,\"p90Micros\":%.1f,\"p99Micros\":%.1f,\"maxMicros\":%.1f,"
           "\"errors\":%lld,\"serverCPU\":%.3f,\"clientCPU\":%.3f,\"foreignCPU\":%.3f,\"stealCPU\":%.3f}\n",
           label ? label : pname, pname, depth, secs, answered, (double)answered / secs,
           PCT(0.50), PCT(0.90), PCT(0.99), nlat ? lat[nlat - 1] / 1000.0 : 0.0, errors,
           srv / hz / secs, cli / hz / secs, (busy - srv - cli) / hz / secs,
           (cpu1.m.steal - cpu0.m.steal) / hz / secs);
    return errors ? 1 : 0;
}
