/*
 * A slow disk for the load test: preloaded into the server (LD_PRELOAD) by
 * `deploy/bench/run --slow-sync MS`, it makes every fsync and fdatasync wait MS
 * milliseconds (SLOW_SYNC_MS) before the real one. Virtual disks fall into such a mode
 * by themselves at times (docs/decisions/007-shared-commits.md); this
 * brings it on at will, so that a run can show what the server does in it.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <time.h>

static void wait_as_a_slow_disk(void) {
    const char *text = getenv("SLOW_SYNC_MS");
    long ms = text ? atol(text) : 0;
    struct timespec pause = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&pause, NULL);
}

int fdatasync(int fd) {
    static int (*real)(int);
    if (!real)
        real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
    wait_as_a_slow_disk();
    return real(fd);
}

int fsync(int fd) {
    static int (*real)(int);
    if (!real)
        real = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
    wait_as_a_slow_disk();
    return real(fd);
}
