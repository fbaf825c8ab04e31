// Bridges ncursesw to Swift: wide-character API on, and getters for the
// macros and mutable globals that Swift cannot import directly.
#ifndef WIDGETTY_CNCURSESW_SHIM_H
#define WIDGETTY_CNCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

#include <sys/syscall.h>
#include <unistd.h>

/// A memory file, close-on-exec (memfd_create with MFD_CLOEXEC, which Swift's Glibc does not import), for ncurses
/// to write its frames into: the dashboard sends them on to the terminal itself, without blocking.
static inline int widgetty_memory_file(const char *name) { return (int)syscall(SYS_memfd_create, name, 1u); }

static inline WINDOW *widgetty_stdscr(void) { return stdscr; }
static inline int widgetty_colors(void) { return COLORS; }
static inline int widgetty_color_pairs(void) { return COLOR_PAIRS; }
static inline int widgetty_lines(void) { return LINES; }
static inline int widgetty_cols(void) { return COLS; }

static inline attr_t widgetty_a_normal(void) { return A_NORMAL; }
static inline attr_t widgetty_a_bold(void) { return A_BOLD; }
static inline attr_t widgetty_a_dim(void) { return A_DIM; }
static inline attr_t widgetty_a_italic(void) { return A_ITALIC; }
static inline attr_t widgetty_a_underline(void) { return A_UNDERLINE; }
static inline attr_t widgetty_a_reverse(void) { return A_REVERSE; }

/// Fills a cchar_t from up to CCHARW_MAX wide characters and an extended color pair.
static inline int widgetty_setcchar(cchar_t *cell, const wchar_t *text, attr_t attrs, int pair) {
    return setcchar(cell, text, attrs, 0, &pair);
}

static inline int widgetty_ccharw_max(void) { return CCHARW_MAX; }

/// terminfo's `csr` for a scrolling region of all `lines` rows; NULL when the terminal has none.
static inline const char *widgetty_full_scroll_region(int lines) {
    const char *csr = tigetstr("csr");
    if (csr == NULL || csr == (const char *)-1 || lines <= 0) return NULL;
    return tiparm(csr, 0, lines - 1);
}

/// The width the C library gives a wide character (-1 for non-printing).
int wcwidth(wchar_t c);
static inline int widgetty_wcwidth(wchar_t c) { return wcwidth(c); }

/// terminfo's low-level calls, declared here: term.h, which declares them, also defines hundreds
/// of capability macros with short names.
struct term;
extern struct term *cur_term;
int setupterm(const char *name, int descriptor, int *error);
int del_curterm(struct term *terminal);

/// The numbers of a terminfo entry by which ncurses sizes what it makes as it starts: its screens
/// (`lines`, `cols`), its color table (`colors`) and its color pairs (`pairs`); negative where the
/// entry gives none.
struct widgetty_terminfo_numbers {
    int lines;
    int columns;
    int colors;
    int pairs;
};

/// Whether terminfo's entry for `name` can move the cursor to any cell (has `cup`): 1 when it can,
/// 0 when it cannot (TERM=dumb, a printing terminal), -1 when terminfo has no entry; `numbers` gets
/// the entry's numbers, its size as ncurses starts at it on a descriptor that is not a terminal, as
/// on its memory file: LINES and COLUMNS where set, else the entry's (`lines#`, `cols#`), else
/// 24 x 80. Reads terminfo only; nothing is written to the terminal.
static inline int widgetty_terminfo_check(const char *name, struct widgetty_terminfo_numbers *numbers) {
    int error = 0;
    numbers->lines = numbers->columns = numbers->colors = numbers->pairs = -1;
    // On a terminal, ncurses would give the kernel's size instead (setupterm puts it in `lines` and `cols`).
    if (setupterm(name, -1, &error) != OK) return error == 1 ? 0 : -1;
    const char *cup = tigetstr("cup");
    int can = cup != NULL && cup != (const char *)-1;
    numbers->lines = tigetnum("lines");
    numbers->columns = tigetnum("cols");
    numbers->colors = tigetnum("colors");
    numbers->pairs = tigetnum("pairs");
    del_curterm(cur_term);
    return can;
}

/// Whether the terminal's entry switches to an alternate screen in curses mode (has a non-empty `smcup`), whose
/// content the terminal drops when curses mode ends. Call after newterm.
static inline int widgetty_has_alternate_screen(void) {
    const char *smcup = tigetstr("smcup");
    return smcup != NULL && smcup != (const char *)-1 && smcup[0] != '\0';
}

/// terminfo's `XM` (xterm's mouse mode string, an extended capability) with `on` as its one
/// parameter, or NULL when the terminal's entry has none. Call after newterm.
static inline const char *widgetty_xm_mouse(int on) {
    const char *xm = tigetstr("XM");
    if (xm == NULL || xm == (const char *)-1) return NULL;
    return tiparm(xm, on);
}

#endif
