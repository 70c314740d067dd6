/*
 * runstat RESULT CMD [ARG...]: run CMD, then write one line to the file RESULT:
 *   status=N wall=S user=S sys=S maxrss_kb=K
 * (status: CMD's exit code, or 128+signal). Exits with the same status.
 *
 * Why not measure from Python: Linux counts the pre-exec memory of a forked child
 * (a copy of the parent) in its ru_maxrss, so a child of a 40 MB Python shows at
 * least 40 MB. Forked from this small program, the floor is about 1-2 MB.
 * Build: cc -O2 -o runstat runstat.c
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval tv) { return (double)tv.tv_sec + (double)tv.tv_usec / 1e6; }

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: runstat RESULT CMD [ARG...]\n");
        return 64;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(stderr, "runstat: fork: %s\n", strerror(errno));
        return 71;
    }
    if (pid == 0) {
        execvp(argv[2], argv + 2);
        fprintf(stderr, "runstat: cannot run %s: %s\n", argv[2], strerror(errno));
        _exit(127);
    }
    int st = 0;
    struct rusage ru;
    while (wait4(pid, &st, 0, &ru) < 0) {
        if (errno != EINTR) {
            fprintf(stderr, "runstat: wait4: %s\n", strerror(errno));
            return 71;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    int status = WIFEXITED(st) ? WEXITSTATUS(st) : WIFSIGNALED(st) ? 128 + WTERMSIG(st) : 255;
    double wall = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    FILE *f = fopen(argv[1], "w");
    if (!f || fprintf(f, "status=%d wall=%.6f user=%.6f sys=%.6f maxrss_kb=%ld\n", status, wall,
                      seconds(ru.ru_utime), seconds(ru.ru_stime), ru.ru_maxrss) < 0 || fclose(f) != 0) {
        fprintf(stderr, "runstat: cannot write %s: %s\n", argv[1], strerror(errno));
        return 74;
    }
    return status;
}
