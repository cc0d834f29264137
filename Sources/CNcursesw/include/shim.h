// The C surface islet uses from ncursesw. C globals are read through functions (LazyNcurses.c,
// from the library opened on first use) and macros are wrapped in static inline functions:
// Swift 6 rejects direct use of `stdscr`, `COLS`, `LINES`, and does not import the attribute
// macros built on NCURSES_BITS.
#ifndef ISLET_CNCURSESW_SHIM_H
#define ISLET_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <wchar.h>

// glibc hides wcwidth behind __USE_XOPEN.
extern int wcwidth(wchar_t c);

WINDOW *islet_stdscr(void);
int islet_cols(void);
int islet_lines(void);
int islet_colors(void);
int islet_color_pairs(void);

static inline attr_t islet_a_normal(void) { return A_NORMAL; }
static inline attr_t islet_a_bold(void) { return A_BOLD; }
static inline attr_t islet_a_dim(void) { return A_DIM; }
static inline attr_t islet_a_reverse(void) { return A_REVERSE; }
static inline attr_t islet_a_underline(void) { return A_UNDERLINE; }
static inline attr_t islet_a_italic(void) { return A_ITALIC; }

static inline int islet_key_up(void) { return KEY_UP; }
static inline int islet_key_down(void) { return KEY_DOWN; }
static inline int islet_key_left(void) { return KEY_LEFT; }
static inline int islet_key_right(void) { return KEY_RIGHT; }
static inline int islet_key_ppage(void) { return KEY_PPAGE; }
static inline int islet_key_npage(void) { return KEY_NPAGE; }
static inline int islet_key_home(void) { return KEY_HOME; }
static inline int islet_key_end(void) { return KEY_END; }
static inline int islet_key_resize(void) { return KEY_RESIZE; }

// The locale's character set name (e.g. "UTF-8"), for the codeset check after setlocale.
static inline const char *islet_codeset(void) { return nl_langinfo(CODESET); }

#endif
