#ifndef LASSO_CALLGRIND_MARKS_H
#define LASSO_CALLGRIND_MARKS_H

/// Starts counting a measured block afresh: under valgrind's callgrind tool, zeroes the counts
/// collected so far; anywhere else (and where valgrind's headers are missing), does nothing.
void lasso_benchmark_callgrind_start(void);

/// Ends a measured block started by `lasso_benchmark_callgrind_start`: under callgrind, writes
/// the counts since then as a profile part whose trigger names `label`; anywhere else, does
/// nothing.
void lasso_benchmark_callgrind_dump(const char *label);

#endif
