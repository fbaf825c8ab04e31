#include "CCurl.h"

#include <dlfcn.h>
#include <stdio.h>

/// libcurl by the runtime package's soname, then by the development package's link.
static const char *const curlNames[] = { "libcurl.so.4", "libcurl.so" };

/// Filled by a successful load.
static widgetty_curl table;

const widgetty_curl *widgetty_curl_load(char *error, unsigned long size) {
    void *library = NULL;
    for (unsigned long index = 0; index < sizeof curlNames / sizeof *curlNames && library == NULL; index++) {
        library = dlopen(curlNames[index], RTLD_NOW | RTLD_LOCAL);
        // The soname's failure says most; the link is only a fallback.
        if (library == NULL && index == 0) snprintf(error, size, "%s", dlerror());
    }
    if (library == NULL) return NULL;
#define WIDGETTY_CURL_RESOLVE(field, name) \
    if ((*(void **)&table.field = dlsym(library, name)) == NULL) { \
        snprintf(error, size, "this libcurl has no %s", name); \
        dlclose(library); \
        return NULL; \
    }
#define WIDGETTY_CURL_RESOLVE_NAMED(name) WIDGETTY_CURL_RESOLVE(name, #name)
    WIDGETTY_CURL_FUNCTIONS(WIDGETTY_CURL_RESOLVE_NAMED)
    WIDGETTY_CURL_RESOLVE(setopt, "curl_easy_setopt")
    WIDGETTY_CURL_RESOLVE(getinfo, "curl_easy_getinfo")
#undef WIDGETTY_CURL_RESOLVE_NAMED
#undef WIDGETTY_CURL_RESOLVE
    return &table;
}
