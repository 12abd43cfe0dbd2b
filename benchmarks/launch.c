/* Runs one command and measures it from outside, as run.py's every figure is measured:
 *   launch COMMAND [ARG...]
 * prints "WALL_US USER_US SYSTEM_US PEAK_KIB STATUS" on standard output; the command's standard input, output
 * and error are /dev/null (reports go to files named on its command line).
 *
 * Why a launcher rather than Python's subprocess and os.wait4: on Linux, exec records the high-water mark of the
 * image it replaces in the process's peak (ru_maxrss), and a forked child's image is a copy of its parent's, all
 * of it counted as resident (a vfork or posix_spawn child shares the parent's, which counts the same). So a
 * command started from the Python harness reads at least the harness's own peak, 15-20 MiB, whatever it uses:
 * the floor, which needs under 2 MiB, was reported at 18 MiB (Python's peak, grown by the list of 10,000 paths),
 * and `/bin/true` read 14 MiB. Forked from this small program instead, a command inherits about 1 MiB, which
 * run.py measures (`launch /bin/true`) and prints as the lowest peak the benchmark can read.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long micros(struct timeval value) { return (long long)value.tv_sec * 1000000 + value.tv_usec; }

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: launch COMMAND [ARG...]\n");
        return 2;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t child = fork();
    if (child < 0) {
        perror("launch: fork");
        return 2;
    }
    if (child == 0) {
        int null = open("/dev/null", O_RDWR);
        if (null >= 0) {
            dup2(null, 0);
            dup2(null, 1);
            dup2(null, 2);
        }
        execvp(argv[1], argv + 1);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    while (wait4(child, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            perror("launch: wait4");
            return 2;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    long long wall = (long long)(end.tv_sec - start.tv_sec) * 1000000 + (end.tv_nsec - start.tv_nsec) / 1000;
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    printf("%lld %lld %lld %ld %d\n", wall, micros(usage.ru_utime), micros(usage.ru_stime), usage.ru_maxrss, code);
    return 0;
}
