/*
 * The symbols of a program's part 0 (codegen/cg_module.c, cg_split): an
 * internal name a kernel's part refers to is made external, and only
 * those; the argument names and types of the kernels' descriptors, which
 * no kernel's code reads, stay local symbols of part 0.  Checked on the
 * object code the program cache keeps, then by running every kernel from
 * the cache in a new process: a name the split left internal but a part
 * used would not link.  The kernels run with -g too, which oclc accepts
 * and ignores today: should it emit debug information one day, a part's
 * could name a variable its code does not use, and this would fail.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: rm -rf %t.dir %t.g && mkdir -p %t.dir %t.g
 * RUN: env OCLC_CACHE_DIR=%t.dir %t run "-cl-std=CL2.0 -O2" 0 | FileCheck %s
 * RUN: env OCLC_CACHE_DIR=%t.dir %t run "-cl-std=CL2.0 -O2" 1 | FileCheck %s
 * RUN: env OCLC_CACHE_DIR=%t.dir %t symbols %t.dir | FileCheck %s
 * RUN: env OCLC_CACHE_DIR=%t.g %t run "-cl-std=CL2.0 -O2 -g" 0 | FileCheck %s
 * RUN: env OCLC_CACHE_DIR=%t.g %t run "-cl-std=CL2.0 -O2 -g" 1 | FileCheck %s
 * RUN: env OCLC_CACHE_DIR=%t.g %t symbols %t.g | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <dirent.h>
#include <elf.h>

#include "api_test.h"

/* A constant table and a program-scope variable that two kernels' parts
 * share, a static helper that two kernels call, and arguments with names
 * (the descriptors' strings). */
static const char *const SRC =
    "constant int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};\n"
    "global int counter = 100;\n"
    "static int mix(int a, int b) { return a * 31 + (b ^ 0x55); }\n"
    "kernel void lookup(global const int *index_in, global int *value_out) {\n"
    "  size_t i = get_global_id(0);\n"
    "  value_out[i] = mix(table[index_in[i] & 7], (int)i);\n"
    "}\n"
    "kernel void bump(int by_amount) { if (get_global_id(0) == 0) counter += by_amount; }\n"
    "kernel void read_counter(global int *counter_out, int scale_factor) {\n"
    "  counter_out[get_global_id(0)] = counter * scale_factor + mix((int)get_global_id(0), 1);\n"
    "}\n";

static const int TABLE[8] = {3, 1, 4, 1, 5, 9, 2, 6};
static int mix(int a, int b) { return a * 31 + (b ^ 0x55); }

static int mode_run(const char *opts, int want_cached)
{
    oclc_program *p = oclc_program_create(SRC, strlen(SRC), "parts.cl");
    oclc_status st = oclc_program_build(p, opts);
    CHECK(st == OCLC_SUCCESS, "build %s: %s\n%s", opts, oclc_status_string(st), oclc_program_log(p));
    if (st != OCLC_SUCCESS) return test_summary();
    CHECK(oclc_program_from_cache(p) == want_cached, "from the cache: %d, expected %d", oclc_program_from_cache(p),
          want_cached);
    enum { N = 32 };
    int in[N], out[N], *pin = in, *pout = out;
    for (int i = 0; i < N; i++) in[i] = i * 5 + 2;
    size_t global = N, one = 1;
    st = oclc_program_enqueue(p, "lookup", 1, NULL, &global, NULL, 2, (size_t[]){8, 8}, (const void *[]){&pin, &pout});
    CHECK(st == OCLC_SUCCESS, "lookup: %s", oclc_program_log(p));
    for (int i = 0; i < N && st == OCLC_SUCCESS; i++)
        CHECK(out[i] == mix(TABLE[in[i] & 7], i), "lookup[%d] = %d, expected %d", i, out[i], mix(TABLE[in[i] & 7], i));
    int by = 23;
    st = oclc_program_enqueue(p, "bump", 1, NULL, &one, NULL, 1, (size_t[]){4}, (const void *[]){&by});
    CHECK(st == OCLC_SUCCESS, "bump: %s", oclc_program_log(p));
    int scale = 3;
    st = oclc_program_enqueue(p, "read_counter", 1, NULL, &global, NULL, 2, (size_t[]){8, 4},
                              (const void *[]){&pout, &scale});
    CHECK(st == OCLC_SUCCESS, "read_counter: %s", oclc_program_log(p));
    for (int i = 0; i < N && st == OCLC_SUCCESS; i++)
        CHECK(out[i] == 123 * 3 + mix(i, 1), "read_counter[%d] = %d, expected %d", i, out[i], 123 * 3 + mix(i, 1));
    oclc_program_destroy(p);
    return test_summary();
}

/* The global symbols part 0 (the entry's first object) defines, by kind:
 * the descriptors' strings (".arg.name", ".arg.type") and all the names
 * the split made external. */
static void count_symbols(const unsigned char *o, size_t len, int *strings, int *externalized)
{
    *strings = *externalized = 0;
    const Elf64_Ehdr *eh = (const Elf64_Ehdr *)o;
    if (len < sizeof *eh || eh->e_shoff + (size_t)eh->e_shnum * sizeof(Elf64_Shdr) > len) return;
    const Elf64_Shdr *sh = (const Elf64_Shdr *)(o + eh->e_shoff);
    for (int i = 0; i < eh->e_shnum; i++) {
        if (sh[i].sh_type != SHT_SYMTAB || sh[i].sh_link >= eh->e_shnum) continue;
        const Elf64_Sym *sym = (const Elf64_Sym *)(o + sh[i].sh_offset);
        const char *names = (const char *)(o + sh[sh[i].sh_link].sh_offset);
        for (size_t k = 0; k < sh[i].sh_size / sizeof *sym; k++) {
            if (ELF64_ST_BIND(sym[k].st_info) != STB_GLOBAL || sym[k].st_shndx == SHN_UNDEF) continue;
            const char *name = names + sym[k].st_name;
            if (strstr(name, ".arg.name") || strstr(name, ".arg.type")) ++*strings;
            if (!strncmp(name, "__oclc_local.", 13)) ++*externalized;
        }
    }
}

static int mode_symbols(const char *dir)
{
    DIR *d = opendir(dir);
    CHECK(d != NULL, "cache directory %s", dir);
    int entries = 0;
    for (struct dirent *de; d && (de = readdir(d));) {
        if (!strstr(de->d_name, ".oclc") || strstr(de->d_name, ".tmp")) continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        FILE *f = fopen(path, "rb");
        static _Alignas(16) unsigned char buf[1 << 20];
        size_t n = f ? fread(buf, 1, sizeof buf, f) : 0;
        if (f) fclose(f);
        entries++;
        /* Part 0 is the entry's first ELF object. */
        const unsigned char *o = NULL;
        for (size_t i = 0; i + 4 <= n && !o; i++)
            if (!memcmp(buf + i, ELFMAG, SELFMAG)) o = buf + i;
        CHECK(o != NULL, "%s holds no object", path);
        if (!o) continue;
        /* The entry's sections are not aligned: the object moves to the
         * buffer's start, at the alignment its structures want. */
        size_t olen = n - (size_t)(o - buf);
        memmove(buf, o, olen);
        int strings, externalized;
        count_symbols(buf, olen, &strings, &externalized);
        CHECK(strings == 0, "%d of the descriptors' strings are global symbols of part 0", strings);
        /* table, counter, mix (unless inlined), and the runtime's own
         * internal variables the kernels' code reads. */
        CHECK(externalized >= 1 && externalized <= 6, "%d names made external", externalized);
    }
    if (d) closedir(d);
    CHECK(entries == 1, "%d cache entries, expected 1", entries);
    return test_summary();
}

int main(int argc, char **argv)
{
    if (argc == 4 && !strcmp(argv[1], "run")) return mode_run(argv[2], atoi(argv[3]));
    if (argc == 3 && !strcmp(argv[1], "symbols")) return mode_symbols(argv[2]);
    printf("FAIL usage: %s run OPTIONS CACHED | symbols DIR\n", argv[0]);
    return 1;
}
