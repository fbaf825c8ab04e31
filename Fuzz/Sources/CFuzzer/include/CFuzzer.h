// libFuzzer's driver, which -sanitize=fuzzer links in. SwiftPM gives every executable a main of its
// own, which wins over libFuzzer's, so widgetty-fuzz's main starts the driver itself.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
