// libical (the iCalendar library conky and Evolution use) for Swift: parsing, components,
// recurrence iterators and time zones. Debian's libical-dev installs the headers under libical/.
//
// libical is not linked: loading it (and the ICU libraries it brings) cost every start about
// 5 ms, calendar or not. `widgetty_libical_load` opens it with dlopen the first time a calendar
// reads a feed and hands back its functions in a table whose types come from libical's own
// header, so a changed signature is a compile error, not a crash.
#ifndef WIDGETTY_CLIBICAL_H
#define WIDGETTY_CLIBICAL_H

#include <libical/ical.h>
// malloc_trim, which the calendar calls after a read: Swift's Glibc module leaves <malloc.h> out.
#include <malloc.h>

/// The libical functions the calendar calls, by their own names.
#define WIDGETTY_LIBICAL_FUNCTIONS(X) \
    X(icalcomponent_free) \
    X(icalcomponent_get_dtstamp) \
    X(icalcomponent_get_first_component) \
    X(icalcomponent_get_first_property) \
    X(icalcomponent_get_location) \
    X(icalcomponent_get_next_component) \
    X(icalcomponent_get_next_property) \
    X(icalcomponent_get_sequence) \
    X(icalcomponent_get_status) \
    X(icalcomponent_get_summary) \
    X(icalcomponent_get_timezone) \
    X(icalcomponent_get_uid) \
    X(icalcomponent_isa) \
    X(icaldurationtype_as_int) \
    X(icalerror_clear_errno) \
    X(icalerror_set_errors_are_fatal) \
    X(icalparameter_get_range) \
    X(icalparameter_get_tzid) \
    X(icalparser_parse_string) \
    X(icalproperty_get_categories) \
    X(icalproperty_get_dtend) \
    X(icalproperty_get_dtstart) \
    X(icalproperty_get_duration) \
    X(icalproperty_get_exdate) \
    X(icalproperty_get_first_parameter) \
    X(icalproperty_get_lastmodified) \
    X(icalproperty_get_rdate) \
    X(icalproperty_get_recurrenceid) \
    X(icalproperty_get_rrule) \
    X(icalproperty_get_url) \
    X(icalproperty_get_x) \
    X(icalproperty_get_x_name) \
    X(icalproperty_get_xlicerror) \
    X(icalrecur_iterator_free) \
    X(icalrecur_iterator_new) \
    X(icalrecur_iterator_next) \
    X(icalrecur_iterator_set_start) \
    X(icalrecurrencetype_from_string) \
    X(icaltime_as_timet) \
    X(icaltime_as_timet_with_zone) \
    X(icaltime_is_null_time) \
    X(icaltime_is_utc) \
    X(icaltime_null_time) \
    X(icaltimezone_get_builtin_timezone) \
    X(icaltimezone_get_builtin_timezone_from_tzid) \
    X(icaltimezone_get_utc_timezone)

#define WIDGETTY_LIBICAL_FIELD(name) __typeof__(&name) _Nonnull name;
/// libical's functions, each typed as its declaration in <libical/ical.h>.
typedef struct widgetty_libical {
    WIDGETTY_LIBICAL_FUNCTIONS(WIDGETTY_LIBICAL_FIELD)
} widgetty_libical;
#undef WIDGETTY_LIBICAL_FIELD

/// Opens libical and returns its functions, or NULL with a message in `error` (at most `size` bytes).
/// Not thread-safe: the caller holds its own lock.
const widgetty_libical *_Nullable widgetty_libical_load(char *_Nonnull error, unsigned long size);

#endif
