/*
 * printf of half values (cl_khr_fp16): a half scalar is a double argument
 * (%f), a half vector takes %vNhf; the values are exact in decimal here,
 * so the expected text is written by hand.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK: 1.500000,-2.000000,0.250000,3.140625|3.140625|3.14|3.000000,-4.000000|0x1.92p+1
 * CHECK-NEXT: status 0
 */
#include <oclc/oclc.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    const char *src = "kernel void k(global half *p) {\n"
                      "  half h = p[0]; half4 v = (half4)(1.5h, -2.0h, 0.25h, h);\n"
                      "  printf(\"%v4hf|%f|%.2f|%v2hf|%a\\n\", v, h, h, v.xy * 2, h); }\n";
    oclc_program *p = oclc_program_create(src, strlen(src), NULL);
    if (oclc_program_build(p, NULL) != OCLC_SUCCESS) {
        printf("build: %s\n", oclc_program_log(p));
        return 1;
    }
    unsigned short hv = 0x4248; /* 3.140625 */
    void *buf = &hv;
    size_t one = 1, sz = sizeof(void *);
    const void *vals[1] = {&buf};
    oclc_status s = oclc_program_enqueue(p, "k", 1, NULL, &one, NULL, 1, &sz, vals);
    fflush(stdout);
    printf("status %d\n", (int)s);
    oclc_program_destroy(p);
    return 0;
}
