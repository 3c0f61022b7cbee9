// bench-launch: runs one program and reports what it cost, from a process small enough not to
// distort the child's peak RSS.
//
//   bench-launch REPORT STDOUT STDERR TIMEOUT_S PROGRAM [ARG...]
//
// Why a separate process: Linux carries `ru_maxrss` across execve (the high-water mark of the
// memory the process had before exec counts), and posix_spawn shares the parent's memory until
// exec, so a child spawned straight from the ~30 MiB Swift harness can never report less than
// the harness's own RSS. Spawned from here the floor is this launcher's ~1 MiB.
//
// Writes one line to REPORT: `wall_s cpu_s maxrss_kib status` where status is
// `exit N`, `signal N` or `timeout`. stdin is /dev/null; STDOUT may be /dev/null. Exits 0 if
// it could run the program (whatever the program did), 71 otherwise.

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static volatile sig_atomic_t timedOut = 0;
static volatile pid_t child = 0;

static void onAlarm(int signal) {
    (void)signal;
    // The child is not reaped while SIGALRM can arrive, so its pid cannot have been reused.
    if (child > 0) kill(child, SIGKILL);
    timedOut = 1;
}

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    if (argc < 6) {
        fprintf(stderr, "usage: bench-launch REPORT STDOUT STDERR TIMEOUT_S PROGRAM [ARG...]\n");
        return 64;
    }
    const char *report = argv[1];
    unsigned timeout = (unsigned)strtoul(argv[4], NULL, 10);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&actions, 2, argv[3], O_WRONLY | O_CREAT | O_TRUNC, 0644);

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = onAlarm;
    sigaction(SIGALRM, &action, NULL);

    pid_t pid;
    double start = seconds();
    int error = posix_spawnp(&pid, argv[5], &actions, NULL, argv + 5, environ);
    posix_spawn_file_actions_destroy(&actions);
    if (error != 0) {
        fprintf(stderr, "cannot start %s: %s\n", argv[5], strerror(error));
        return 71;
    }
    child = pid;
    if (timeout > 0) alarm(timeout);

    // Wait for the exit without reaping, stop the alarm, then reap and read the rusage.
    siginfo_t info;
    while (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) != 0 && errno == EINTR) {}
    double end = seconds();
    sigset_t block;
    sigemptyset(&block);
    sigaddset(&block, SIGALRM);
    sigprocmask(SIG_BLOCK, &block, NULL);
    alarm(0);

    int status = 0;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {}
    double cpu = (double)usage.ru_utime.tv_sec + (double)usage.ru_utime.tv_usec * 1e-6
               + (double)usage.ru_stime.tv_sec + (double)usage.ru_stime.tv_usec * 1e-6;

    FILE *out = fopen(report, "w");
    if (out == NULL) {
        fprintf(stderr, "cannot write %s: %s\n", report, strerror(errno));
        return 71;
    }
    fprintf(out, "%.6f %.6f %ld ", end - start, cpu, usage.ru_maxrss);
    if (timedOut) fprintf(out, "timeout\n");
    else if (WIFSIGNALED(status)) fprintf(out, "signal %d\n", WTERMSIG(status));
    else fprintf(out, "exit %d\n", WEXITSTATUS(status));
    return fclose(out) == 0 ? 0 : 71;
}
