// libcurl's easy interface for Swift: curl_easy_setopt and curl_easy_getinfo are
// variadic, which Swift cannot call, so each kind of value gets a typed wrapper.
#include <curl/curl.h>
#include <signal.h>
#include <sys/prctl.h>

static inline CURLcode widgetty_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode widgetty_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode widgetty_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode widgetty_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

typedef size_t (*widgetty_curl_write_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode widgetty_curl_set_write_callback(CURL *handle, widgetty_curl_write_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}

static inline CURLcode widgetty_curl_response_code(CURL *handle, long *code) {
    return curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, code);
}

// prctl is variadic too. The helper asks to be killed when the thread that started it ends
// (the dashboard's provider thread waits for it, so in practice: when the dashboard exits).
static inline int widgetty_die_with_parent(void) {
    return prctl(PR_SET_PDEATHSIG, SIGKILL);
}
