#include "CLibical.h"

#include <dlfcn.h>
#include <stdio.h>

/// libical by the runtime package's name, then by the development package's link.
static const char *const libraryNames[] = { "libical.so.3", "libical.so" };

/// Filled by a successful load; the caller's lock keeps two loads from overlapping.
static widgetty_libical loaded;

const widgetty_libical *widgetty_libical_load(char *error, unsigned long size) {
    void *library = NULL;
    for (unsigned long index = 0; index < sizeof libraryNames / sizeof *libraryNames && library == NULL; index++) {
        library = dlopen(libraryNames[index], RTLD_NOW | RTLD_LOCAL);
        // The first name's failure says most; the link is only a fallback.
        const char *reason = library == NULL && index == 0 ? dlerror() : NULL;
        if (reason != NULL) snprintf(error, size, "%s", reason);
    }
    if (library == NULL) return NULL;
    widgetty_libical *table = &loaded;
#define WIDGETTY_LIBICAL_RESOLVE(name) \
    if ((table->name = (__typeof__(table->name))dlsym(library, #name)) == NULL) { \
        snprintf(error, size, "this libical has no %s", #name); \
        dlclose(library); \
        return NULL; \
    }
    WIDGETTY_LIBICAL_FUNCTIONS(WIDGETTY_LIBICAL_RESOLVE)
#undef WIDGETTY_LIBICAL_RESOLVE
    return table;
}
