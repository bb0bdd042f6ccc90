#ifndef LASSO_HOST_SUPPORT_H
#define LASSO_HOST_SUPPORT_H

/*
 * Host-side helpers for the runtime that Swift cannot reach through Glibc's module (they are
 * GNU extensions). Not part of the plugin ABI: plugins never include this header.
 */

#ifdef __cplusplus
extern "C" {
#endif

/**
 * The file name of the loaded object (shared library or executable) that contains `address`,
 * as the dynamic linker recorded it (`dladdr`'s `dli_fname`), or NULL when no object does.
 * The string belongs to the dynamic linker: copy it, do not free it.
 */
const char *lasso_host_object_path(const void *address);

/**
 * Ties this process (a plugin scanner's child) to the process `parent` that started it: this
 * process is killed when that parent dies (PR_SET_PDEATHSIG), and it leads a process group of
 * its own, so whatever a plugin starts in it can be killed with it. Returns 0, or -1 when the
 * parent is already gone (the caller should exit).
 */
int lasso_host_bind_to_parent(int parent);

/**
 * Makes this process (a plugin scanner's child) a child subreaper (PR_SET_CHILD_SUBREAPER): what
 * a plugin starts and leaves behind, even double-forked into a session of its own, is reparented
 * here rather than to init. Arms lasso_host_end_descendants at exit, on a crash signal and on
 * SIGTERM (the scanner's time-out). Returns 0, or -1 when the kernel refused.
 */
int lasso_host_become_subreaper(void);

/**
 * Kills (SIGKILL) and reaps every descendant of this process, round after round until none is
 * left; returns how many were ended. Does nothing unless lasso_host_become_subreaper succeeded.
 * Makes only async-signal-safe system calls.
 */
int lasso_host_end_descendants(void);

/**
 * Has the kernel send `signal` to this process when its parent ends (PR_SET_PDEATHSIG), the
 * process group kept: a supervised app that must end gracefully, on its terminal, when its
 * supervisor is killed. Returns 0, or -1 (nothing armed) when this process's parent is not
 * `parent`, or has ended already.
 */
int lasso_host_end_with_parent(int parent, int signal);

/**
 * Adds to `actions` (a `posix_spawn_file_actions_t *`) the closing of every descriptor from
 * `lowest` up in the child, so that a spawned child inherits nothing else of the host's.
 * Returns 0 or an error number (`posix_spawn_file_actions_addclosefrom_np`, a GNU extension).
 */
int lasso_host_spawn_close_from(void *actions, int lowest);

/**
 * Flushes the C standard output stream (what Swift's `print` writes to) and tells whether
 * everything written to it arrived: 0, or the error number of the first failure (EIO when the
 * stream only recorded that one happened). Clears the stream's error.
 */
int lasso_host_flush_standard_output(void);

#ifdef __cplusplus
}
#endif

#endif
