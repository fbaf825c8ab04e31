// The read-only pages the program mapped from files, handed back when the dashboard rests (ReadOnlyPages.c). In C
// because dl_iterate_phdr and its dl_phdr_info are GNU extensions, which Swift's Glibc module does not declare.
#ifndef WIDGETTY_READ_ONLY_PAGES_H
#define WIDGETTY_READ_ONLY_PAGES_H

/// Unmaps (MADV_DONTNEED) every read-only segment the loader mapped from a file, of the program and of each library
/// loaded, so that only the pages used again come back; returns the bytes of address space so advised.
unsigned long widgetty_hand_back_read_only_pages(void);

#endif
