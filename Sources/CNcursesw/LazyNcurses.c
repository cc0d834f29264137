// The ncursesw functions and globals islet calls, each forwarding to libncursesw's (or its
// libtinfo's), opened on the first call: only `preview` draws with curses. A function used but
// missing here fails the link; its declaration in curses.h checks the signature.
#include "lazy_library.h"
#include "shim.h"

#define STRINGIFY(x) #x
#define SONAME(major) "libncursesw.so." STRINGIFY(major)

/// libncursesw, which loads libtinfo: every symbol below is found through it.
static IsletLazyLibrary ncurses = {SONAME(NCURSES_VERSION_MAJOR), NULL};
#define CURSES_SYMBOL(name) LAZY_SYMBOL(ncurses, name)

// curses.h also defines getmaxx, getmaxy, mvwadd_wch and mvwin_wch as macros (Swift calls the
// functions): their names are parenthesized below so the macros do not expand.

WINDOW *islet_stdscr(void) { return *CURSES_SYMBOL(stdscr); }
int islet_cols(void) { return *CURSES_SYMBOL(COLS); }
int islet_lines(void) { return *CURSES_SYMBOL(LINES); }
int islet_colors(void) { return *CURSES_SYMBOL(COLORS); }
int islet_color_pairs(void) { return *CURSES_SYMBOL(COLOR_PAIRS); }

int cbreak(void) { return CURSES_SYMBOL(cbreak)(); }
int clearok(WINDOW *window, bool flag) { return CURSES_SYMBOL(clearok)(window, flag); }
int curs_set(int visibility) { return CURSES_SYMBOL(curs_set)(visibility); }
void delscreen(SCREEN *screen) { CURSES_SYMBOL(delscreen)(screen); }
int doupdate(void) { return CURSES_SYMBOL(doupdate)(); }
int endwin(void) { return CURSES_SYMBOL(endwin)(); }
int getcchar(const cchar_t *wcval, wchar_t *wch, attr_t *attrs, short *pair, void *opts) {
  return CURSES_SYMBOL(getcchar)(wcval, wch, attrs, pair, opts);
}
int(getmaxx)(const WINDOW *window) { return CURSES_SYMBOL(getmaxx)(window); }
int(getmaxy)(const WINDOW *window) { return CURSES_SYMBOL(getmaxy)(window); }
bool has_colors(void) { return CURSES_SYMBOL(has_colors)(); }
int init_extended_pair(int pair, int foreground, int background) {
  return CURSES_SYMBOL(init_extended_pair)(pair, foreground, background);
}
int keypad(WINDOW *window, bool flag) { return CURSES_SYMBOL(keypad)(window, flag); }
int(mvwadd_wch)(WINDOW *window, int y, int x, const cchar_t *wch) {
  return CURSES_SYMBOL(mvwadd_wch)(window, y, x, wch);
}
int(mvwin_wch)(WINDOW *window, int y, int x, cchar_t *wcval) { return CURSES_SYMBOL(mvwin_wch)(window, y, x, wcval); }
SCREEN *newterm(const char *type, FILE *output, FILE *input) { return CURSES_SYMBOL(newterm)(type, output, input); }
int noecho(void) { return CURSES_SYMBOL(noecho)(); }
int nonl(void) { return CURSES_SYMBOL(nonl)(); }
int resizeterm(int lines, int columns) { return CURSES_SYMBOL(resizeterm)(lines, columns); }
int set_escdelay(int milliseconds) { return CURSES_SYMBOL(set_escdelay)(milliseconds); }
int setcchar(cchar_t *wcval, const wchar_t *wch, const attr_t attrs, short pair, const void *opts) {
  return CURSES_SYMBOL(setcchar)(wcval, wch, attrs, pair, opts);
}
int start_color(void) { return CURSES_SYMBOL(start_color)(); }
char *tigetstr(const char *capability) { return CURSES_SYMBOL(tigetstr)(capability); }
int use_default_colors(void) { return CURSES_SYMBOL(use_default_colors)(); }
int werase(WINDOW *window) { return CURSES_SYMBOL(werase)(window); }
int wget_wch(WINDOW *window, wint_t *character) { return CURSES_SYMBOL(wget_wch)(window, character); }
int wnoutrefresh(WINDOW *window) { return CURSES_SYMBOL(wnoutrefresh)(window); }
void wtimeout(WINDOW *window, int delay) { CURSES_SYMBOL(wtimeout)(window, delay); }
