// The C surface islet uses from ncursesw. C globals and attribute macros are wrapped in
// static inline functions: Swift 6 rejects direct use of `stdscr`, `COLS`, `LINES`.
#ifndef ISLET_CNCURSESW_SHIM_H
#define ISLET_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#include <curses.h>
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>

// glibc hides wcwidth behind __USE_XOPEN.
extern int wcwidth(wchar_t c);

static inline WINDOW *islet_stdscr(void) { return stdscr; }
static inline int islet_cols(void) { return COLS; }
static inline int islet_lines(void) { return LINES; }
static inline int islet_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t islet_a_bold(void) { return A_BOLD; }
static inline attr_t islet_a_dim(void) { return A_DIM; }
static inline attr_t islet_a_reverse(void) { return A_REVERSE; }
static inline attr_t islet_a_underline(void) { return A_UNDERLINE; }
static inline attr_t islet_a_italic(void) { return A_ITALIC; }
static inline attr_t islet_a_normal(void) { return A_NORMAL; }

#endif
