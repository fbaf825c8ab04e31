// What a program's reaper (`widgetty --reap-program`), and the dashboard while the editor runs, need of Linux that Swift's Glibc module leaves out: prctl(2),
// which is variadic (Swift cannot call it), and signalfd(2). Header only: nothing is linked but the C library.
#ifndef WIDGETTY_PROCESS_CONTROL_H
#define WIDGETTY_PROCESS_CONTROL_H

#include <signal.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>

// Orphans of this process's descendants are given to it, not to init (Linux 3.4).
static inline int widgetty_become_child_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1UL, 0UL, 0UL, 0UL);
}

// Orphans go to the nearest child subreaper above them again, or init.
static inline int widgetty_stop_being_child_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 0UL, 0UL, 0UL, 0UL);
}

// No core dump: the reaper re-raises the signal that ended its program, to end as it did.
static inline int widgetty_forbid_core_dump(void) {
    return prctl(PR_SET_DUMPABLE, 0UL, 0UL, 0UL, 0UL);
}

#endif
