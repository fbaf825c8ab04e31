// libical (the iCalendar library conky and Evolution use) for Swift: parsing, components,
// recurrence iterators and time zones. Debian's libical-dev installs the headers under libical/.
#include <libical/ical.h>
