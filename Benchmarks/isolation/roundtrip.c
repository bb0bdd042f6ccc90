/*
 * roundtrip.c: what one action costs when a plugin's stores run in a child process
 * (docs/design/plugin-isolation.md, BENCHMARKS.md "Plugin isolation: one action through a pipe").
 *
 * The parent plays the host: it writes one small message (an event for a widget of the plugin's
 * screen) to a child process and waits for the answer (the patch of what changed). The child plays
 * the plugin's process: it reads the message, does the little work of finding what it names, and
 * writes the answer. Each round trip is timed from just before the write to just after the whole
 * answer is read (CLOCK_MONOTONIC), and percentiles are taken over every round trip of a case.
 *
 * Cases (`--cases a,b,…`; all by default):
 *   inproc         the child's work as a function call in the same process: no IPC (the floor)
 *   pipe-raw       two pipes, a fixed 64-byte message each way, the child echoes a counter
 *   pipe-json      two pipes, length-prefixed JSON: a widget event out (~80 B), the one-label
 *                  patch back as the browser renderer sends it (`{"a":N,"p":[["t","w15",0,"Count: N"]]}`)
 *   pipe-json-poll as pipe-json, but the parent waits in poll() before reading, as an event loop does
 *   pipe-json-287  as pipe-json, with the whole 287-byte answer the demo's "+" click gets (label and
 *                  gauge patches; BENCHMARKS.md "Serve: clicks, sessions, patches")
 *   pipe-json-4k   as pipe-json, with a 4 KiB answer (a screen's whole tree, when one is pushed)
 *   unix-json      a Unix domain stream socket (socketpair AF_UNIX, SOCK_STREAM), messages as pipe-json
 *   seqpacket-json a Unix domain SOCK_SEQPACKET socket: one message a packet, no length prefix
 *
 * Method: `--repetitions` rounds; in each, every case runs `--iterations` round trips (after
 * `--iterations / 10` unmeasured ones) with a fresh child, one case after another, so a burst of
 * load from other processes spreads over all cases. CPU per round trip: the parent's and the
 * child's user + system time (getrusage, wait4) over the measured round trips.
 *
 * Build and run: Benchmarks/isolation/run.sh (cc -O2; no Swift, no package).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum transport { T_INPROC, T_PIPE, T_UNIX, T_SEQPACKET };
enum payload { P_RAW, P_LABEL, P_FULL, P_FRAME };

struct bench_case {
    const char *name;
    enum transport transport;
    enum payload payload;
    int poll_first;
};

static const struct bench_case cases[] = {
    {"inproc", T_INPROC, P_LABEL, 0},
    {"pipe-raw", T_PIPE, P_RAW, 0},
    {"pipe-json", T_PIPE, P_LABEL, 0},
    {"pipe-json-poll", T_PIPE, P_LABEL, 1},
    {"pipe-json-287", T_PIPE, P_FULL, 0},
    {"pipe-json-4k", T_PIPE, P_FRAME, 0},
    {"unix-json", T_UNIX, P_LABEL, 0},
    {"seqpacket-json", T_SEQPACKET, P_LABEL, 0},
};
#define CASE_COUNT (sizeof cases / sizeof cases[0])

#define RAW_SIZE 64
#define BUFFER_SIZE 8192

/* The event the host forwards: the browser's own event for a click, with the screen it is for. */
static const char event_format[] = "{\"s\":%ld,\"n\":\"root/tabs[Counter] counter.main\",\"t\":\"activate\",\"k\":\"w17\"}";

/* The answer to the demo's "+" click from 0, as the browser renderer sent it (287 bytes with a
 * one-digit answer number): the label's text patch, then the gauge's (a canvas) children. */
static const char full_format[] =
    "{\"a\":%ld,\"p\":[[\"t\",\"w15\",0,\"Count: %d\"],[\"c\",\"w21\",[\"w21.0\",\"w21.1\","
    "{\"h\":\"<span data-k=\\\"w21.2\\\" class=\\\"role-border\\\">\xe2\x96\x91\xe2\x96\x91\xe2\x96\x91\xe2\x96\x91]</span>\"},"
    "{\"h\":\"<span data-k=\\\"w21.3\\\" class=\\\"role-text\\\"> 1/5</span>\"}]],[\"t\",\"w21.0\",0,\"[\"],"
    "[\"a\",\"w21.1\",{\"class\":\"role-accent\"}],[\"t\",\"w21.1\",0,\"\xe2\x96\x88\"]]}";

static const char label_format[] = "{\"a\":%ld,\"p\":[[\"t\",\"w15\",0,\"Count: %d\"]]}";

static char frame_filler[4096];

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static double cpu_seconds(const struct rusage *r) {
    return (double)r->ru_utime.tv_sec + (double)r->ru_utime.tv_usec / 1e6 + (double)r->ru_stime.tv_sec +
           (double)r->ru_stime.tv_usec / 1e6;
}

static void die(const char *what) {
    perror(what);
    exit(2);
}

static void write_all(int fd, const char *data, size_t size) {
    while (size > 0) {
        ssize_t n = write(fd, data, size);
        if (n < 0) {
            if (errno == EINTR) continue;
            die("write");
        }
        data += n;
        size -= (size_t)n;
    }
}

/* Reads exactly `size` bytes; returns 0 at end of file before any byte. */
static int read_exact(int fd, char *data, size_t size) {
    size_t got = 0;
    while (got < size) {
        ssize_t n = read(fd, data + got, size - got);
        if (n < 0) {
            if (errno == EINTR) continue;
            die("read");
        }
        if (n == 0) {
            if (got == 0) return 0;
            fprintf(stderr, "short read\n");
            exit(2);
        }
        got += (size_t)n;
    }
    return 1;
}

/* Reads one message: a packet (SOCK_SEQPACKET), or a 4-byte length and the body, read greedily
 * (usually one read). Returns the body's length, or -1 at end of file. */
static ssize_t read_message(int fd, enum transport transport, char *buffer) {
    if (transport == T_SEQPACKET) {
        ssize_t n;
        do n = recv(fd, buffer, BUFFER_SIZE - 1, 0);
        while (n < 0 && errno == EINTR);
        if (n < 0) die("recv");
        if (n == 0) return -1;
        buffer[n] = 0;
        return n;
    }
    static char staging[BUFFER_SIZE + 4];
    size_t have = 0;
    for (;;) {
        ssize_t n = read(fd, staging + have, sizeof staging - have);
        if (n < 0) {
            if (errno == EINTR) continue;
            die("read");
        }
        if (n == 0) {
            if (have == 0) return -1;
            fprintf(stderr, "short message\n");
            exit(2);
        }
        have += (size_t)n;
        if (have >= 4) {
            uint32_t length;
            memcpy(&length, staging, 4);
            if (length > BUFFER_SIZE - 1) {
                fprintf(stderr, "message too long\n");
                exit(2);
            }
            if (have >= 4 + length) {
                memcpy(buffer, staging + 4, length);
                buffer[length] = 0;
                return (ssize_t)length;
            }
        }
    }
}

static void write_message(int fd, enum transport transport, const char *body, size_t length) {
    if (transport == T_SEQPACKET) {
        ssize_t n;
        do n = send(fd, body, length, 0);
        while (n < 0 && errno == EINTR);
        if (n != (ssize_t)length) die("send");
        return;
    }
    char framed[BUFFER_SIZE + 4];
    uint32_t header = (uint32_t)length;
    memcpy(framed, &header, 4);
    memcpy(framed + 4, body, length);
    write_all(fd, framed, length + 4);
}

/* The child's work for one event: find its number and widget, count, and write the answer. */
static size_t answer(const char *event, enum payload payload, int *count, char *out) {
    const char *s = strstr(event, "\"s\":");
    const char *k = strstr(event, "\"k\":\"");
    if (!s || !k) {
        fprintf(stderr, "bad event: %s\n", event);
        exit(2);
    }
    long sequence = strtol(s + 4, NULL, 10);
    if (strncmp(k + 5, "w17\"", 4) == 0) *count = 1 - *count; /* "+" then "-": the count stays 0..1 */
    int n;
    switch (payload) {
    case P_FULL: n = snprintf(out, BUFFER_SIZE, full_format, sequence, *count); break;
    case P_FRAME:
        n = snprintf(out, BUFFER_SIZE, "{\"a\":%ld,\"p\":[[\"r\",\"c3\",\"Count: %d%s\"]]}", sequence, *count,
                     frame_filler);
        break;
    default: n = snprintf(out, BUFFER_SIZE, label_format, sequence, *count); break;
    }
    return (size_t)n;
}

static void pin_to(int cpu) {
    if (cpu < 0) return;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0) die("sched_setaffinity");
}

static void child_loop(const struct bench_case *c, int in, int out) {
    char buffer[BUFFER_SIZE], reply[BUFFER_SIZE];
    int count = 0;
    if (c->payload == P_RAW) {
        for (;;) {
            if (!read_exact(in, buffer, RAW_SIZE)) break;
            uint64_t sequence;
            memcpy(&sequence, buffer, 8);
            memset(reply, 0, RAW_SIZE);
            memcpy(reply, &sequence, 8);
            count++;
            memcpy(reply + 8, &count, sizeof count);
            write_all(out, reply, RAW_SIZE);
        }
        return;
    }
    for (;;) {
        ssize_t n = read_message(in, c->transport, buffer);
        if (n < 0) break;
        size_t length = answer(buffer, c->payload, &count, reply);
        write_message(out, c->transport, reply, length);
    }
}

struct result {
    double *samples; /* ns, all repetitions */
    size_t count;
    double parent_cpu, child_cpu; /* seconds over the measured round trips */
    long voluntary_switches;
    size_t out_bytes, back_bytes;
};

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double percentile(const double *sorted, size_t n, double p) {
    size_t index = (size_t)(p * (double)(n - 1) + 0.5);
    return sorted[index];
}

/* Runs `warmup` + `iterations` round trips of case `c`, appending the measured ones to `r`. */
static void run_case(const struct bench_case *c, long iterations, long warmup, int child_cpu,
                     struct result *r, long *sequence) {
    char event[BUFFER_SIZE], reply[BUFFER_SIZE];
    if (c->transport == T_INPROC) {
        int count = 0;
        struct rusage before, after;
        for (long i = 0; i < warmup; i++) {
            int n = snprintf(event, sizeof event, event_format, ++*sequence);
            answer(event, c->payload, &count, reply);
            (void)n;
        }
        getrusage(RUSAGE_SELF, &before);
        for (long i = 0; i < iterations; i++) {
            double start = now_ns();
            int n = snprintf(event, sizeof event, event_format, ++*sequence);
            size_t length = answer(event, c->payload, &count, reply);
            /* The parent's side of reading the answer: check it names the event. */
            if (strtol(reply + 5, NULL, 10) != *sequence) {
                fprintf(stderr, "wrong answer\n");
                exit(2);
            }
            r->samples[r->count++] = now_ns() - start;
            r->out_bytes = (size_t)n;
            r->back_bytes = length;
        }
        getrusage(RUSAGE_SELF, &after);
        r->parent_cpu += cpu_seconds(&after) - cpu_seconds(&before);
        return;
    }

    int to_child[2], to_parent[2];
    if (c->transport == T_PIPE) {
        if (pipe(to_child) || pipe(to_parent)) die("pipe");
    } else {
        int type = c->transport == T_UNIX ? SOCK_STREAM : SOCK_SEQPACKET;
        int pair[2];
        if (socketpair(AF_UNIX, type, 0, pair)) die("socketpair");
        /* One socket each way is enough; both ends of one pair stand for the two pipes. */
        to_child[0] = pair[1];
        to_child[1] = pair[0];
        to_parent[0] = pair[0];
        to_parent[1] = pair[1];
    }
    pid_t pid = fork();
    if (pid < 0) die("fork");
    if (pid == 0) {
        pin_to(child_cpu);
        if (c->transport == T_PIPE) {
            close(to_child[1]);
            close(to_parent[0]);
        } else {
            close(to_child[1]); /* = pair[0], the parent's end */
        }
        child_loop(c, to_child[0], to_parent[1]);
        _exit(0);
    }
    int in, out;
    if (c->transport == T_PIPE) {
        close(to_child[0]);
        close(to_parent[1]);
        out = to_child[1];
        in = to_parent[0];
    } else {
        close(to_child[0]); /* = pair[1], the child's end */
        out = in = to_child[1];
    }

    struct rusage before, after;
    long measured_from = warmup;
    for (long i = 0; i < warmup + iterations; i++) {
        if (i == measured_from) getrusage(RUSAGE_SELF, &before);
        double start = now_ns();
        ++*sequence;
        size_t back;
        size_t sent;
        if (c->payload == P_RAW) {
            char message[RAW_SIZE] = {0};
            uint64_t s = (uint64_t)*sequence;
            memcpy(message, &s, 8);
            write_all(out, message, RAW_SIZE);
            if (!read_exact(in, reply, RAW_SIZE)) die("child ended");
            uint64_t echoed;
            memcpy(&echoed, reply, 8);
            if (echoed != s) {
                fprintf(stderr, "wrong answer\n");
                exit(2);
            }
            sent = back = RAW_SIZE;
        } else {
            int n = snprintf(event, sizeof event, event_format, *sequence);
            write_message(out, c->transport, event, (size_t)n);
            if (c->poll_first) {
                struct pollfd p = {.fd = in, .events = POLLIN};
                while (poll(&p, 1, -1) < 0)
                    if (errno != EINTR) die("poll");
            }
            ssize_t length = read_message(in, c->transport, reply);
            if (length < 0) die("child ended");
            if (strtol(reply + 5, NULL, 10) != *sequence) {
                fprintf(stderr, "wrong answer: %s\n", reply);
                exit(2);
            }
            sent = (size_t)n + (c->transport == T_SEQPACKET ? 0 : 4);
            back = (size_t)length + (c->transport == T_SEQPACKET ? 0 : 4);
        }
        double elapsed = now_ns() - start;
        if (i >= measured_from) {
            r->samples[r->count++] = elapsed;
            r->out_bytes = sent;
            r->back_bytes = back;
        }
    }
    getrusage(RUSAGE_SELF, &after);
    close(out);
    if (in != out) close(in);
    int status;
    struct rusage child;
    if (wait4(pid, &status, 0, &child) < 0) die("wait4");
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "%s: the child failed\n", c->name);
        exit(2);
    }
    r->parent_cpu += cpu_seconds(&after) - cpu_seconds(&before);
    /* The child's whole life: its warm-up round trips too, a small overcount (1/11 with the defaults). */
    r->child_cpu += cpu_seconds(&child) * (double)iterations / (double)(iterations + warmup);
    r->voluntary_switches += after.ru_nvcsw - before.ru_nvcsw;
}

static void print_load(const char *when) {
    double load[3];
    if (getloadavg(load, 3) == 3) printf("load average %s: %.2f %.2f %.2f\n", when, load[0], load[1], load[2]);
}

static void usage(const char *program) {
    fprintf(stderr,
            "usage: %s [--iterations N] [--repetitions N] [--cases a,b,...] [--pin none|same|split]\n"
            "cases:",
            program);
    for (size_t i = 0; i < CASE_COUNT; i++) fprintf(stderr, " %s", cases[i].name);
    fprintf(stderr, "\n");
    exit(64);
}

int main(int argc, char **argv) {
    long iterations = 20000, repetitions = 10;
    const char *selected = NULL, *pin = "none";
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--iterations") && i + 1 < argc) iterations = atol(argv[++i]);
        else if (!strcmp(argv[i], "--repetitions") && i + 1 < argc) repetitions = atol(argv[++i]);
        else if (!strcmp(argv[i], "--cases") && i + 1 < argc) selected = argv[++i];
        else if (!strcmp(argv[i], "--pin") && i + 1 < argc) pin = argv[++i];
        else usage(argv[0]);
    }
    if (iterations < 1 || repetitions < 1) usage(argv[0]);
    int parent_cpu = -1, child_cpu = -1;
    if (!strcmp(pin, "same")) parent_cpu = child_cpu = 0;
    else if (!strcmp(pin, "split")) parent_cpu = 0, child_cpu = 1;
    else if (strcmp(pin, "none")) usage(argv[0]);

    int active[CASE_COUNT] = {0};
    for (size_t i = 0; i < CASE_COUNT; i++) {
        if (!selected) {
            active[i] = 1;
            continue;
        }
        char list[1024];
        snprintf(list, sizeof list, ",%s,", selected);
        char needle[64];
        snprintf(needle, sizeof needle, ",%s,", cases[i].name);
        active[i] = strstr(list, needle) != NULL;
    }
    memset(frame_filler, 'x', sizeof frame_filler - 64);
    signal(SIGPIPE, SIG_IGN);
    pin_to(parent_cpu);

    printf("roundtrip: %ld repetitions x %ld round trips per case (+%ld warm-up each), pin %s, %ld CPUs online\n",
           repetitions, iterations, iterations / 10, pin, sysconf(_SC_NPROCESSORS_ONLN));
    print_load("at start");

    struct result results[CASE_COUNT];
    memset(results, 0, sizeof results);
    for (size_t i = 0; i < CASE_COUNT; i++) {
        if (!active[i]) continue;
        results[i].samples = malloc(sizeof(double) * (size_t)(iterations * repetitions));
        if (!results[i].samples) die("malloc");
    }
    long sequence = 0;
    for (long rep = 0; rep < repetitions; rep++)
        for (size_t i = 0; i < CASE_COUNT; i++)
            if (active[i]) run_case(&cases[i], iterations, iterations / 10, child_cpu, &results[i], &sequence);
    print_load("at end");

    printf("\n%-15s %6s %6s %9s %9s %9s %9s %9s %9s %10s %10s %8s\n", "case", "out B", "back B", "p50 us",
           "p90 us", "p99 us", "p99.9 us", "max us", "mean us", "parent CPU", "child CPU", "switches");
    printf("%-15s %6s %6s %9s %9s %9s %9s %9s %9s %10s %10s %8s\n", "", "", "", "", "", "", "", "", "",
           "us/trip", "us/trip", "/trip");
    for (size_t i = 0; i < CASE_COUNT; i++) {
        if (!active[i]) continue;
        struct result *r = &results[i];
        qsort(r->samples, r->count, sizeof(double), compare_doubles);
        double sum = 0;
        for (size_t j = 0; j < r->count; j++) sum += r->samples[j];
        printf("%-15s %6zu %6zu %9.2f %9.2f %9.2f %9.2f %9.1f %9.2f %10.2f %10.2f %8.2f\n", cases[i].name,
               r->out_bytes, r->back_bytes, percentile(r->samples, r->count, 0.5) / 1e3,
               percentile(r->samples, r->count, 0.9) / 1e3, percentile(r->samples, r->count, 0.99) / 1e3,
               percentile(r->samples, r->count, 0.999) / 1e3, r->samples[r->count - 1] / 1e3,
               sum / (double)r->count / 1e3, r->parent_cpu / (double)r->count * 1e6,
               r->child_cpu / (double)r->count * 1e6, (double)r->voluntary_switches / (double)r->count);
        free(r->samples);
    }
    return 0;
}
