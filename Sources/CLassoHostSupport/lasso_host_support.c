#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "lasso_host_support.h"

const char *lasso_host_object_path(const void *address) {
    Dl_info info;
    if (dladdr(address, &info) == 0) return 0;
    return info.dli_fname;
}

int lasso_host_bind_to_parent(int parent) {
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    // The parent may have died before the death signal was armed.
    return getppid() == parent ? 0 : -1;
}

int lasso_host_end_with_parent(int parent, int signal) {
    // Not armed for a parent that is not `parent` (variables inherited from further up).
    if (getppid() != parent) return -1;
    prctl(PR_SET_PDEATHSIG, signal);
    // The parent may have died between the two: then the signal was never sent.
    if (getppid() == parent) return 0;
    prctl(PR_SET_PDEATHSIG, 0);
    return -1;
}

int lasso_host_flush_standard_output(void) {
    errno = 0;
    int failed = fflush(stdout) != 0;
    int error = errno;
    if (!failed && !ferror(stdout)) return 0;
    clearerr(stdout);
    return error != 0 ? error : EIO;
}

int lasso_host_spawn_close_from(void *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np((posix_spawn_file_actions_t *)actions, lowest);
}

// MARK: - Ending a scan child's descendants
//
// Everything below runs in signal handlers too, so it only makes system calls (no malloc, no
// stdio): /proc is listed with getdents64 and each process's parent read from /proc/PID/stat.

/** Whether this process became a subreaper (lasso_host_become_subreaper). */
static volatile sig_atomic_t is_subreaper = 0;

/** The parent of `pid` as /proc/PID/stat gives it, or -1. */
static pid_t parent_of(pid_t pid) {
    char path[32] = "/proc/";
    char digits[16];
    int length = 0;
    for (pid_t rest = pid; rest > 0 && length < (int)sizeof digits; rest /= 10) digits[length++] = (char)('0' + rest % 10);
    int at = 6;
    while (length > 0) path[at++] = digits[--length];
    const char suffix[] = "/stat";
    for (size_t index = 0; index < sizeof suffix; index++) path[at++] = suffix[index];
    int file = open(path, O_RDONLY | O_CLOEXEC);
    if (file < 0) return -1;
    char text[512];
    ssize_t count = read(file, text, sizeof text - 1);
    close(file);
    if (count <= 0) return -1;
    text[count] = 0;
    // "PID (NAME) STATE PPID …": the name may hold anything, so from the last ')'.
    char *close_paren = NULL;
    for (char *cursor = text; *cursor; cursor++) if (*cursor == ')') close_paren = cursor;
    if (close_paren == NULL || close_paren[1] != ' ' || close_paren[2] == 0 || close_paren[3] != ' ') return -1;
    pid_t parent = 0;
    for (char *cursor = close_paren + 4; *cursor >= '0' && *cursor <= '9'; cursor++) parent = parent * 10 + (*cursor - '0');
    return parent;
}

/** Kills this process's children with SIGKILL and reaps them; returns how many there were. */
static int end_children(void) {
    pid_t self = getpid();
    int directory = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (directory < 0) return 0;
    pid_t children[1024];
    int count = 0;
    char buffer[8192];
    for (;;) {
        long read_bytes = syscall(SYS_getdents64, directory, buffer, sizeof buffer);
        if (read_bytes <= 0) break;
        for (long offset = 0; offset < read_bytes;) {
            struct dirent64 *entry = (struct dirent64 *)(buffer + offset);
            offset += entry->d_reclen;
            pid_t pid = 0;
            const char *name = entry->d_name;
            if (*name == 0) continue;
            for (; *name >= '0' && *name <= '9'; name++) pid = pid * 10 + (*name - '0');
            if (*name != 0 || pid <= 1 || parent_of(pid) != self) continue;
            kill(pid, SIGKILL);
            if (count < (int)(sizeof children / sizeof children[0])) children[count++] = pid;
        }
    }
    close(directory);
    for (int index = 0; index < count; index++) {
        while (waitpid(children[index], NULL, 0) < 0 && errno == EINTR) {}
    }
    return count;
}

int lasso_host_end_descendants(void) {
    if (!is_subreaper) return 0;
    int saved_errno = errno;
    int total = 0;
    // Each round ends the children; what they had started is then reparented here (this
    // process is their subreaper) and ended in the next round.
    for (int round = 0; round < 10000; round++) {
        int count = end_children();
        if (count == 0) break;
        total += count;
    }
    errno = saved_errno;
    return total;
}

static void end_descendants_at_exit(void) { lasso_host_end_descendants(); }

/** A crash or SIGTERM: ends the descendants, then the process by the same signal. */
static void end_descendants_on_signal(int signal_number) {
    lasso_host_end_descendants();
    struct sigaction fallback;
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    fallback.sa_flags = 0;
    sigaction(signal_number, &fallback, NULL);
    raise(signal_number);
    _exit(128 + signal_number);
}

int lasso_host_become_subreaper(void) {
    if (is_subreaper) return 0;
    if (prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) return -1;
    is_subreaper = 1;
    atexit(end_descendants_at_exit);
    static const int signals[] = { SIGTERM, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
    for (size_t index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction action;
        action.sa_handler = end_descendants_on_signal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_NODEFER;
        sigaction(signals[index], &action, NULL);
    }
    return 0;
}
