// A C library opened with dlopen on first use instead of at process start, so the commands
// that never call it (most of them) do not pay for loading and relocating it. The C targets
// that wrap such a library (COpenSSL, CNghttp2, CNcursesw) define each function Swift calls
// under its own name, forwarding to the library's through LAZY_SYMBOL.
#ifndef ISLET_LAZY_LIBRARY_H
#define ISLET_LAZY_LIBRARY_H

#include <stdatomic.h>

/// A shared library by soname, opened at the first lookup.
typedef struct IsletLazyLibrary {
  const char *soname;
  _Atomic(void *) handle;
} IsletLazyLibrary;

/// The address of `symbol` in `library`, opening the library first if needed. A library or
/// symbol that cannot be found ends the process with status 127 and one line on stderr, as the
/// dynamic loader does for a library missing at start.
void *islet_lazy_symbol(IsletLazyLibrary *library, const char *symbol);

/// The function or global `name` (declared by the library's header) resolved in `library`
/// once, as a pointer of its declared type.
#define LAZY_SYMBOL(library, name)                                                       \
  ({                                                                                     \
    static _Atomic(__typeof__(&name)) resolved;                                          \
    __typeof__(&name) address = atomic_load_explicit(&resolved, memory_order_acquire);   \
    if (address == NULL) {                                                               \
      address = (__typeof__(&name))islet_lazy_symbol(&(library), #name);                 \
      atomic_store_explicit(&resolved, address, memory_order_release);                   \
    }                                                                                    \
    address;                                                                             \
  })

#endif
