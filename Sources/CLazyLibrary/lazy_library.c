#include "lazy_library.h"

#include <dlfcn.h>
#include <stdio.h>
#include <unistd.h>

/// Writes "islet: cannot load SONAME: REASON" to stderr and ends the process.
static _Noreturn void islet_lazy_fail(const char *soname, const char *reason) {
  fprintf(stderr, "islet: cannot load %s: %s\n", soname, reason != NULL ? reason : "unknown error");
  fflush(stderr);
  _exit(127);
}

void *islet_lazy_symbol(IsletLazyLibrary *library, const char *symbol) {
  void *handle = atomic_load_explicit(&library->handle, memory_order_acquire);
  if (handle == NULL) {
    // Two threads may both open it: dlopen counts references, and either handle serves.
    handle = dlopen(library->soname, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) islet_lazy_fail(library->soname, dlerror());
    atomic_store_explicit(&library->handle, handle, memory_order_release);
  }
  void *address = dlsym(handle, symbol);
  if (address == NULL) islet_lazy_fail(library->soname, dlerror());
  return address;
}
