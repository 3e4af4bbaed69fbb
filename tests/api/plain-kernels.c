/*
 * A kernel's plain C function (cg_kernel.c, make_plain_wrapper): it runs
 * the kernel's work-group or work-item function as one work-item.  Called
 * from C it is a work-item alone (ids 0, sizes 1, a barrier passes, its
 * `local` variables its own); called by a kernel of another object inside
 * an NDRange it is the calling work-item, with that work-item's ids and
 * sizes, which the runtime gives it (__oclc_work_item).
 *
 * RUN: %oclc -c -O2 %S/Inputs/plain-callee.cl -o %t.callee.o
 * RUN: %oclc -c -O0 %S/Inputs/plain-caller.cl -o %t.caller.o
 * RUN: %api-cc %s %t.callee.o %t.caller.o -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

OCLC_DECLARE_KERNEL(outer);
OCLC_DECLARE_KERNEL(outer2);
void record(uint64_t *out);
void record_sync(uint64_t *out, uint64_t v);
void outer(uint64_t *out);
void where(uint64_t *out);

int main(void)
{
    enum { GX = 6, GY = 4, LX = 3, LY = 2 };
    uint64_t *out = api_alloc(GX * GY * 4 * 8);

    /* From C: one work-item alone. */
    record(out);
    CHECK(out[0] == 0 && out[1] == 0 && out[2] == 0, "record from C: ids %llu %llu %llu", (unsigned long long)out[0],
          (unsigned long long)out[1], (unsigned long long)out[2]);
    CHECK(out[3] == 1000000 + 1000 + 1, "record from C: sizes %llu", (unsigned long long)out[3]);
    CHECK(out[4] == 0, "record from C wrote one work-item only");
    record_sync(out, 7);
    CHECK(out[0] == 71, "record_sync from C: %llu", (unsigned long long)out[0]);
    memset(out, 0, GX * GY * 4 * 8);
    outer(out);
    CHECK(out[0] == 0 && out[3] == 1000000 + 1000 + 1 && out[4] == 0, "outer from C");

    /* From the work-items of a kernel of another object: theirs. */
    memset(out, 0, GX * GY * 4 * 8);
    size_t g[2] = {GX, GY}, l[2] = {LX, LY};
    oclc_status st = oclc_enqueue_aot(&OCLC_KERNEL(outer), 2, NULL, g, l, 1, (size_t[]){8}, (const void *[]){&out});
    CHECK(st == OCLC_SUCCESS, "outer: %s %s", oclc_status_string(st), oclc_aot_error());
    for (unsigned y = 0; y < GY; y++)
        for (unsigned x = 0; x < GX; x++) {
            const uint64_t *r = out + 4 * (x + GX * y);
            CHECK(r[0] == x * 1000u + y, "outer (%u,%u): global id %llu", x, y, (unsigned long long)r[0]);
            CHECK(r[1] == (x % LX) * 1000u + y % LY, "outer (%u,%u): local id %llu", x, y, (unsigned long long)r[1]);
            CHECK(r[2] == (x / LX) * 1000u + y / LY, "outer (%u,%u): group %llu", x, y, (unsigned long long)r[2]);
            CHECK(r[3] == LX * 1000000u + GX * 1000u + 2, "outer (%u,%u): sizes %llu", x, y, (unsigned long long)r[3]);
        }
    /* The same through a unit without `local` variables (another path:
     * the runtime's state as is, with row_items 1); `where` adds, so a
     * work-item run twice shows. */
    memset(out, 0, GX * GY * 4 * 8);
    st = oclc_enqueue_aot(&OCLC_KERNEL(outer2), 2, NULL, g, l, 1, (size_t[]){8}, (const void *[]){&out});
    CHECK(st == OCLC_SUCCESS, "outer2: %s %s", oclc_status_string(st), oclc_aot_error());
    for (unsigned y = 0; y < GY; y++)
        for (unsigned x = 0; x < GX; x++)
            CHECK(out[x + GX * y] == x * 1000000u + (x % LX) * 1000u + (y % LY) * 10u + 2, "outer2 (%u,%u): %llu", x, y,
                  (unsigned long long)out[x + GX * y]);
    out[0] = 0;
    where(out);
    CHECK(out[0] == 1, "where from C: %llu", (unsigned long long)out[0]);
    free(out);
    return test_summary();
}
