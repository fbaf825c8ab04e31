// libcurl's easy interface for Swift, for the fetch helper (`widgetty --fetch-helper`) alone.
//
// libcurl is not linked: widgetty is one program, and linking libcurl would make every dashboard
// start load it and the 30 libraries it brings (TLS, Kerberos, LDAP, SSH, IDN…) to do no HTTP at all.
// `widgetty_curl_load` opens it with dlopen when the helper starts and hands back its functions in a
// table whose types come from libcurl's own header, so a changed signature is a compile error, not a
// crash. Headers: libcurl4-openssl-dev.
#ifndef WIDGETTY_CCURL_H
#define WIDGETTY_CCURL_H

#include <curl/curl.h>
#include <signal.h>
#include <sys/prctl.h>

/// The libcurl functions the helper calls by their own names (curl_easy_setopt and curl_easy_getinfo,
/// which are variadic and which Swift cannot call, go through the typed wrappers below).
#define WIDGETTY_CURL_FUNCTIONS(X) \
    X(curl_easy_cleanup) \
    X(curl_easy_header) \
    X(curl_easy_init) \
    X(curl_easy_perform) \
    X(curl_easy_strerror) \
    X(curl_global_init) \
    X(curl_slist_append) \
    X(curl_slist_free_all)

#define WIDGETTY_CURL_FIELD(name) __typeof__(&name) _Nonnull name;
/// libcurl's functions, each typed as its declaration in <curl/curl.h>.
typedef struct widgetty_curl {
    WIDGETTY_CURL_FUNCTIONS(WIDGETTY_CURL_FIELD)
    /// curl_easy_setopt and curl_easy_getinfo, for the wrappers below.
    __typeof__(&curl_easy_setopt) _Nonnull setopt;
    __typeof__(&curl_easy_getinfo) _Nonnull getinfo;
} widgetty_curl;
#undef WIDGETTY_CURL_FIELD

/// Opens libcurl and returns its functions, or NULL with a message in `error` (at most `size` bytes).
/// Not thread-safe: the helper calls it once, on its only thread.
const widgetty_curl *_Nullable widgetty_curl_load(char *_Nonnull error, unsigned long size);

static inline CURLcode widgetty_curl_set_string(const widgetty_curl *_Nonnull curl, CURL *_Nonnull handle, CURLoption option, const char *_Nullable value) {
    return curl->setopt(handle, option, value);
}

static inline CURLcode widgetty_curl_set_long(const widgetty_curl *_Nonnull curl, CURL *_Nonnull handle, CURLoption option, long value) {
    return curl->setopt(handle, option, value);
}

static inline CURLcode widgetty_curl_set_pointer(const widgetty_curl *_Nonnull curl, CURL *_Nonnull handle, CURLoption option, void *_Nullable value) {
    return curl->setopt(handle, option, value);
}

static inline CURLcode widgetty_curl_set_offset(const widgetty_curl *_Nonnull curl, CURL *_Nonnull handle, CURLoption option, curl_off_t value) {
    return curl->setopt(handle, option, value);
}

typedef size_t (*widgetty_curl_write_callback)(char *_Nullable data, size_t size, size_t count, void *_Nullable context);

static inline CURLcode widgetty_curl_set_write_callback(const widgetty_curl *_Nonnull curl, CURL *_Nonnull handle, widgetty_curl_write_callback _Nonnull callback) {
    return curl->setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}

static inline CURLcode widgetty_curl_response_code(const widgetty_curl *_Nonnull curl, CURL *_Nonnull handle, long *_Nonnull code) {
    return curl->getinfo(handle, CURLINFO_RESPONSE_CODE, code);
}

// prctl is variadic too. The helper asks to be killed when the thread that started it ends
// (the dashboard's provider thread waits for it, so in practice: when the dashboard exits).
static inline int widgetty_die_with_parent(void) {
    return prctl(PR_SET_PDEATHSIG, SIGKILL);
}

// The helper runs as /proc/self/exe, which would show as "exe" in ps, top and pgrep: it names itself.
static inline int widgetty_name_process(const char *_Nonnull name) {
    return prctl(PR_SET_NAME, name);
}

#endif
