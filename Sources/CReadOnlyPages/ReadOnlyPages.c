#define _GNU_SOURCE
#include "CReadOnlyPages.h"

#include <link.h>
#include <sys/mman.h>
#include <unistd.h>

/// Whether the object's dynamic section asks the loader to write into its read-only segments (DT_TEXTREL): unmapping
/// those pages would lose the relocations.
static int relocatesCode(const struct dl_phdr_info *object) {
    for (ElfW(Half) index = 0; index < object->dlpi_phnum; index++) {
        const ElfW(Phdr) *segment = &object->dlpi_phdr[index];
        if (segment->p_type != PT_DYNAMIC) continue;
        for (const ElfW(Dyn) *entry = (const ElfW(Dyn) *)(object->dlpi_addr + segment->p_vaddr); entry->d_tag != DT_NULL; entry++) {
            if (entry->d_tag == DT_TEXTREL) return 1;
            if (entry->d_tag == DT_FLAGS && (entry->d_un.d_val & DF_TEXTREL)) return 1;
        }
    }
    return 0;
}

static int handBack(struct dl_phdr_info *object, size_t size, void *advised) {
    (void)size;
    // The program itself (no name) and libraries read from a file (a path); not the vDSO, named by its soname.
    if (object->dlpi_name == NULL || (object->dlpi_name[0] != '\0' && object->dlpi_name[0] != '/')) return 0;
    if (relocatesCode(object)) return 0;
    const unsigned long page = (unsigned long)sysconf(_SC_PAGESIZE);
    for (ElfW(Half) index = 0; index < object->dlpi_phnum; index++) {
        const ElfW(Phdr) *segment = &object->dlpi_phdr[index];
        // Writable segments hold relocated pointers and data: this process's own pages, left alone.
        if (segment->p_type != PT_LOAD || (segment->p_flags & PF_W)) continue;
        // Whole pages inside the segment only.
        const unsigned long start = object->dlpi_addr + segment->p_vaddr;
        const unsigned long first = (start + page - 1) & ~(page - 1), end = (start + segment->p_memsz) & ~(page - 1);
        if (end > first && madvise((void *)first, end - first, MADV_DONTNEED) == 0) *(unsigned long *)advised += end - first;
    }
    return 0;
}

unsigned long widgetty_hand_back_read_only_pages(void) {
    unsigned long advised = 0;
    dl_iterate_phdr(handBack, &advised);
    return advised;
}
