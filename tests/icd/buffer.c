/*
 * Buffers on the oclc platform: clCreateBuffer with every valid
 * combination of access, host-pointer and host-access flags (and the
 * invalid ones), clCreateBufferWithProperties, sub-buffers, memory object
 * info, read / write / copy / fill, the rectangular variants against a
 * reference this program computes, map and unmap, migration, the storage's
 * alignment (2 MiB from 2 MiB on), destructor callbacks, and the error
 * code of every bad call.
 *
 * RUN: %icd-cc %s -o %t %icd-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 * RUN: %if fake-gpu %{ %{fake_gpu} %t | FileCheck %s --check-prefix=FAKEGPU %}
 * FAKEGPU: icd: the default device is a GPU
 * FAKEGPU-NOT: FAIL
 * FAKEGPU: checks: {{[0-9]+}} passed, 0 failed
 */
#include "icd_test.h"

static IcdEnv e;

static cl_mem make(cl_mem_flags flags, size_t size, void *host)
{
    cl_int err;
    cl_mem m = clCreateBuffer(e.ctx, flags, size, host, &err);
    MUST(err);
    return m;
}

static void test_create(void)
{
    static const cl_mem_flags access[] = {0, CL_MEM_READ_WRITE, CL_MEM_WRITE_ONLY, CL_MEM_READ_ONLY};
    static const cl_mem_flags hostp[] = {0, CL_MEM_USE_HOST_PTR, CL_MEM_ALLOC_HOST_PTR, CL_MEM_COPY_HOST_PTR,
                                         CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR};
    static const cl_mem_flags hacc[] = {0, CL_MEM_HOST_WRITE_ONLY, CL_MEM_HOST_READ_ONLY, CL_MEM_HOST_NO_ACCESS};
    static _Alignas(128) unsigned char host[256];
    for (int i = 0; i < 256; i++) host[i] = (unsigned char)i;
    int made = 0;
    for (size_t a = 0; a < 4; a++)
        for (size_t h = 0; h < 5; h++)
            for (size_t x = 0; x < 4; x++) {
                cl_mem_flags flags = access[a] | hostp[h] | hacc[x];
                bool needs_ptr = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
                cl_int err;
                cl_mem m = clCreateBuffer(e.ctx, flags, sizeof host, needs_ptr ? host : NULL, &err);
                CHECK(m && err == CL_SUCCESS, "flags %#llx: %s", (unsigned long long)flags, cl_err_name(err));
                if (!m) continue;
                made++;
                cl_mem_flags got = 0;
                void *hp = (void *)1;
                size_t size = 0;
                MUST(clGetMemObjectInfo(m, CL_MEM_FLAGS, sizeof got, &got, NULL));
                MUST(clGetMemObjectInfo(m, CL_MEM_HOST_PTR, sizeof hp, &hp, NULL));
                MUST(clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof size, &size, NULL));
                CHECK(got == flags && size == sizeof host && hp == ((flags & CL_MEM_USE_HOST_PTR) ? host : NULL),
                      "flags %#llx: info %#llx %zu %p", (unsigned long long)flags, (unsigned long long)got, size, hp);
                /* The wrong host pointer either way. */
                cl_mem bad = clCreateBuffer(e.ctx, flags, sizeof host, needs_ptr ? NULL : host, &err);
                CHECK(!bad && err == CL_INVALID_HOST_PTR, "flags %#llx with the wrong host pointer: %s",
                      (unsigned long long)flags, cl_err_name(err));
                clReleaseMemObject(m);
            }
    CHECK(made == 80, "%d valid flag combinations", made);

    static const cl_mem_flags invalid[] = {
        CL_MEM_READ_WRITE | CL_MEM_READ_ONLY,          CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY,
        CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY,         CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY,
        CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS, (cl_mem_flags)1 << 40,
    };
    for (size_t i = 0; i < sizeof invalid / sizeof *invalid; i++) {
        cl_int err;
        cl_mem m = clCreateBuffer(e.ctx, invalid[i], 64, NULL, &err);
        CHECK(!m && err == CL_INVALID_VALUE, "flags %#llx: %s", (unsigned long long)invalid[i], cl_err_name(err));
    }
    cl_int err;
    cl_mem m = clCreateBuffer(e.ctx, CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR, 64, host, &err);
    CHECK(!m && err == CL_INVALID_VALUE, "USE and COPY: %s", cl_err_name(err));
    m = clCreateBuffer(e.ctx, CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR, 64, host, &err);
    CHECK(!m && err == CL_INVALID_VALUE, "USE and ALLOC: %s", cl_err_name(err));
    m = clCreateBuffer(e.ctx, 0, 0, NULL, &err);
    CHECK(!m && err == CL_INVALID_BUFFER_SIZE, "size 0: %s", cl_err_name(err));
    cl_ulong max = 0;
    MUST(clGetDeviceInfo(e.device, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof max, &max, NULL));
    m = clCreateBuffer(e.ctx, 0, (size_t)max + 1, NULL, &err);
    CHECK(!m && err == CL_INVALID_BUFFER_SIZE, "size past CL_DEVICE_MAX_MEM_ALLOC_SIZE: %s", cl_err_name(err));
    m = clCreateBuffer((cl_context)e.queue, 0, 64, NULL, &err);
    CHECK(!m && err == CL_INVALID_CONTEXT, "a queue as context: %s", cl_err_name(err));

    /* USE_HOST_PTR is the host's memory; COPY_HOST_PTR a copy. */
    cl_mem use = make(CL_MEM_USE_HOST_PTR, sizeof host, host), copy = make(CL_MEM_COPY_HOST_PTR, sizeof host, host);
    unsigned char v = 200;
    MUST(clEnqueueFillBuffer(e.queue, use, &v, 1, 10, 1, 0, NULL, NULL));
    MUST(clFinish(e.queue));
    CHECK(host[10] == 200, "a USE_HOST_PTR buffer is the host memory");
    host[20] = 99;
    unsigned char r = 0;
    MUST(clEnqueueReadBuffer(e.queue, copy, CL_TRUE, 20, 1, &r, 0, NULL, NULL));
    CHECK(r == 20, "a COPY_HOST_PTR buffer is a copy: %d", r);
    clReleaseMemObject(use);
    clReleaseMemObject(copy);

    /* With properties. */
    cl_mem_properties none[] = {0};
    m = clCreateBufferWithProperties(e.ctx, none, CL_MEM_READ_WRITE, 64, NULL, &err);
    MUST(err);
    size_t size = 0;
    MUST(clGetMemObjectInfo(m, CL_MEM_PROPERTIES, 0, NULL, &size));
    CHECK(size == sizeof(cl_mem_properties), "CL_MEM_PROPERTIES size %zu", size);
    clReleaseMemObject(m);
    m = clCreateBufferWithProperties(e.ctx, NULL, CL_MEM_READ_WRITE, 64, NULL, &err);
    MUST(err);
    MUST(clGetMemObjectInfo(m, CL_MEM_PROPERTIES, 0, NULL, &size));
    CHECK(size == 0, "CL_MEM_PROPERTIES without properties: size %zu", size);
    clReleaseMemObject(m);
    cl_mem_properties unknown[] = {0x7fff, 1, 0};
    m = clCreateBufferWithProperties(e.ctx, unknown, CL_MEM_READ_WRITE, 64, NULL, &err);
    CHECK(!m && err == CL_INVALID_PROPERTY, "unknown property: %s", cl_err_name(err));
}

static void test_info_and_sub_buffers(void)
{
    static _Alignas(128) int host[256];
    cl_mem m = make(CL_MEM_USE_HOST_PTR | CL_MEM_READ_WRITE | CL_MEM_HOST_READ_ONLY, sizeof host, host);
    cl_mem_object_type type = 0;
    cl_uint refs = 0, maps = 9;
    cl_context c = NULL;
    cl_mem assoc = (cl_mem)1;
    size_t off = 9;
    cl_bool svm = CL_TRUE;
    MUST(clGetMemObjectInfo(m, CL_MEM_TYPE, sizeof type, &type, NULL));
    MUST(clRetainMemObject(m));
    MUST(clGetMemObjectInfo(m, CL_MEM_REFERENCE_COUNT, sizeof refs, &refs, NULL));
    MUST(clReleaseMemObject(m));
    MUST(clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof maps, &maps, NULL));
    MUST(clGetMemObjectInfo(m, CL_MEM_CONTEXT, sizeof c, &c, NULL));
    MUST(clGetMemObjectInfo(m, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof assoc, &assoc, NULL));
    MUST(clGetMemObjectInfo(m, CL_MEM_OFFSET, sizeof off, &off, NULL));
    MUST(clGetMemObjectInfo(m, CL_MEM_USES_SVM_POINTER, sizeof svm, &svm, NULL));
    CHECK(type == CL_MEM_OBJECT_BUFFER && refs == 2 && maps == 0 && c == e.ctx && assoc == NULL && off == 0 &&
              svm == CL_FALSE,
          "memory object info");
    EXPECT(clGetMemObjectInfo(m, 0x7fff, sizeof off, &off, NULL), CL_INVALID_VALUE);
    EXPECT(clGetMemObjectInfo(m, CL_MEM_SIZE, 4, &off, NULL), CL_INVALID_VALUE);
    EXPECT(clGetMemObjectInfo((cl_mem)e.ctx, CL_MEM_SIZE, sizeof off, &off, NULL), CL_INVALID_MEM_OBJECT);

    cl_int err;
    cl_buffer_region r = {128, 256};
    cl_mem sub = clCreateSubBuffer(m, CL_MEM_READ_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
    MUST(err);
    cl_mem_flags flags = 0;
    void *hp = NULL;
    size_t size = 0;
    MUST(clGetMemObjectInfo(sub, CL_MEM_FLAGS, sizeof flags, &flags, NULL));
    MUST(clGetMemObjectInfo(sub, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof assoc, &assoc, NULL));
    MUST(clGetMemObjectInfo(sub, CL_MEM_OFFSET, sizeof off, &off, NULL));
    MUST(clGetMemObjectInfo(sub, CL_MEM_HOST_PTR, sizeof hp, &hp, NULL));
    MUST(clGetMemObjectInfo(sub, CL_MEM_SIZE, sizeof size, &size, NULL));
    CHECK(flags == (CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR | CL_MEM_HOST_READ_ONLY) && assoc == m && off == 128 &&
              hp == (char *)host + 128 && size == 256,
          "sub-buffer info: flags %#llx offset %zu", (unsigned long long)flags, off);
    /* The sub-buffer is a window on the parent. */
    for (int i = 0; i < 256; i++) host[i] = i * 3;
    int got[4];
    MUST(clEnqueueReadBuffer(e.queue, sub, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
    CHECK(got[0] == 96 && got[3] == 105, "sub-buffer read: %d %d", got[0], got[3]);
    /* Releasing the parent keeps it alive for the sub-buffer. */
    clReleaseMemObject(m);
    MUST(clEnqueueReadBuffer(e.queue, sub, CL_TRUE, 4, sizeof got, got, 0, NULL, NULL));
    CHECK(got[0] == 99, "sub-buffer of a released parent: %d", got[0]);
    clReleaseMemObject(sub);

    /* Errors. */
    cl_mem wo = make(CL_MEM_WRITE_ONLY, 1024, NULL);
    cl_mem s;
    s = clCreateSubBuffer(wo, CL_MEM_READ_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
    CHECK(!s && err == CL_INVALID_VALUE, "read-only window on a write-only buffer: %s", cl_err_name(err));
    s = clCreateSubBuffer(wo, CL_MEM_USE_HOST_PTR, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
    CHECK(!s && err == CL_INVALID_VALUE, "host pointer flag on a sub-buffer: %s", cl_err_name(err));
    cl_buffer_region misaligned = {4, 16}, outside = {512, 1024}, empty = {0, 0};
    s = clCreateSubBuffer(wo, 0, CL_BUFFER_CREATE_TYPE_REGION, &misaligned, &err);
    CHECK(!s && err == CL_MISALIGNED_SUB_BUFFER_OFFSET, "misaligned origin: %s", cl_err_name(err));
    s = clCreateSubBuffer(wo, 0, CL_BUFFER_CREATE_TYPE_REGION, &outside, &err);
    CHECK(!s && err == CL_INVALID_VALUE, "region past the end: %s", cl_err_name(err));
    s = clCreateSubBuffer(wo, 0, CL_BUFFER_CREATE_TYPE_REGION, &empty, &err);
    CHECK(!s && err == CL_INVALID_BUFFER_SIZE, "empty region: %s", cl_err_name(err));
    s = clCreateSubBuffer(wo, 0, 0x7fff, &r, &err);
    CHECK(!s && err == CL_INVALID_VALUE, "unknown create type: %s", cl_err_name(err));
    s = clCreateSubBuffer(wo, 0, CL_BUFFER_CREATE_TYPE_REGION, NULL, &err);
    CHECK(!s && err == CL_INVALID_VALUE, "NULL region: %s", cl_err_name(err));
    s = clCreateSubBuffer(wo, 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
    MUST(err);
    cl_mem s2 = clCreateSubBuffer(s, 0, CL_BUFFER_CREATE_TYPE_REGION, &empty, &err);
    CHECK(!s2 && err == CL_INVALID_MEM_OBJECT, "a sub-buffer of a sub-buffer: %s", cl_err_name(err));
    clReleaseMemObject(s);
    clReleaseMemObject(wo);
}

static void test_transfers(void)
{
    enum { N = 4096 };
    static unsigned char ref[N], got[N], src[N];
    for (int i = 0; i < N; i++) ref[i] = src[i] = (unsigned char)test_rand();
    cl_mem a = make(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, N, src), b = make(CL_MEM_READ_WRITE, N, NULL);
    /* Copies and fills of random ranges, mirrored on ref. */
    static unsigned char bref[N];
    MUST(clEnqueueCopyBuffer(e.queue, a, b, 0, 0, N, 0, NULL, NULL));
    memcpy(bref, ref, N);
    for (int round = 0; round < 40; round++) {
        size_t so = test_rand() % N, doff = test_rand() % N, len = 1 + test_rand() % 300;
        if (so + len > N) so = N - len;
        if (doff + len > N) doff = N - len;
        MUST(clEnqueueCopyBuffer(e.queue, a, b, so, doff, len, 0, NULL, NULL));
        memcpy(bref + doff, ref + so, len);
        static const size_t psizes[] = {1, 2, 4, 8, 16, 32, 64, 128};
        size_t ps = psizes[test_rand() % 8];
        unsigned char pat[128];
        for (size_t i = 0; i < ps; i++) pat[i] = (unsigned char)test_rand();
        size_t fo = (test_rand() % (N / ps)) * ps, fl = ((test_rand() % 8) + 1) * ps;
        if (fo + fl > N) fo = N - fl;
        MUST(clEnqueueFillBuffer(e.queue, b, pat, ps, fo, fl, 0, NULL, NULL));
        for (size_t i = 0; i < fl; i++) bref[fo + i] = pat[i % ps];
        size_t wo = test_rand() % N, wl = 1 + test_rand() % 64;
        if (wo + wl > N) wo = N - wl;
        MUST(clEnqueueWriteBuffer(e.queue, b, CL_FALSE, wo, wl, src + 7, 0, NULL, NULL));
        memcpy(bref + wo, src + 7, wl);
    }
    MUST(clEnqueueReadBuffer(e.queue, b, CL_TRUE, 0, N, got, 0, NULL, NULL));
    CHECK(memcmp(got, bref, N) == 0, "copies, fills and writes");
    /* Within one buffer: apart is fine, overlapping is not. */
    MUST(clEnqueueCopyBuffer(e.queue, a, a, 0, 1024, 512, 0, NULL, NULL));
    EXPECT(clEnqueueCopyBuffer(e.queue, a, a, 0, 100, 512, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);
    cl_int err;
    cl_buffer_region r1 = {0, 1024}, r2 = {512, 1024};
    cl_mem s1 = clCreateSubBuffer(a, 0, CL_BUFFER_CREATE_TYPE_REGION, &r1, &err);
    MUST(err);
    cl_mem s2 = clCreateSubBuffer(a, 0, CL_BUFFER_CREATE_TYPE_REGION, &r2, &err);
    MUST(err);
    EXPECT(clEnqueueCopyBuffer(e.queue, s1, s2, 600, 0, 200, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);
    MUST(clEnqueueCopyBuffer(e.queue, s1, s2, 0, 600, 100, 0, NULL, NULL));
    clReleaseMemObject(s1);
    clReleaseMemObject(s2);

    /* Errors. */
    EXPECT(clEnqueueReadBuffer(e.queue, a, CL_TRUE, N - 4, 8, got, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueReadBuffer(e.queue, a, CL_TRUE, 0, 0, got, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueReadBuffer(e.queue, a, CL_TRUE, 0, 8, NULL, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueWriteBuffer(e.queue, a, CL_TRUE, N, 1, got, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueReadBuffer(e.queue, (cl_mem)e.ctx, CL_TRUE, 0, 8, got, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
    EXPECT(clEnqueueReadBuffer((cl_command_queue)a, a, CL_TRUE, 0, 8, got, 0, NULL, NULL), CL_INVALID_COMMAND_QUEUE);
    EXPECT(clEnqueueCopyBuffer(e.queue, a, b, N - 1, 0, 2, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueCopyBuffer(e.queue, a, b, 0, 0, 0, 0, NULL, NULL), CL_INVALID_VALUE);
    int pat = 0;
    EXPECT(clEnqueueFillBuffer(e.queue, a, &pat, 3, 0, 12, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueFillBuffer(e.queue, a, &pat, 256, 0, 256, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueFillBuffer(e.queue, a, &pat, 4, 2, 8, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueFillBuffer(e.queue, a, &pat, 4, 0, 6, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueFillBuffer(e.queue, a, NULL, 4, 0, 8, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueFillBuffer(e.queue, a, &pat, 4, N, 4, 0, NULL, NULL), CL_INVALID_VALUE);
    cl_mem noacc = make(CL_MEM_HOST_NO_ACCESS, 64, NULL), ro = make(CL_MEM_HOST_READ_ONLY, 64, NULL),
           wo = make(CL_MEM_HOST_WRITE_ONLY, 64, NULL);
    EXPECT(clEnqueueReadBuffer(e.queue, noacc, CL_TRUE, 0, 8, got, 0, NULL, NULL), CL_INVALID_OPERATION);
    EXPECT(clEnqueueWriteBuffer(e.queue, noacc, CL_TRUE, 0, 8, got, 0, NULL, NULL), CL_INVALID_OPERATION);
    EXPECT(clEnqueueWriteBuffer(e.queue, ro, CL_TRUE, 0, 8, got, 0, NULL, NULL), CL_INVALID_OPERATION);
    EXPECT(clEnqueueReadBuffer(e.queue, wo, CL_TRUE, 0, 8, got, 0, NULL, NULL), CL_INVALID_OPERATION);
    MUST(clEnqueueReadBuffer(e.queue, ro, CL_TRUE, 0, 8, got, 0, NULL, NULL));
    MUST(clEnqueueWriteBuffer(e.queue, wo, CL_TRUE, 0, 8, got, 0, NULL, NULL));
    MUST(clEnqueueFillBuffer(e.queue, noacc, &pat, 4, 0, 64, 0, NULL, NULL)); /* not a host access */
    cl_context other = clCreateContext(NULL, 1, &e.device, NULL, NULL, &err);
    MUST(err);
    cl_mem foreign = clCreateBuffer(other, 0, 64, NULL, &err);
    MUST(err);
    EXPECT(clEnqueueReadBuffer(e.queue, foreign, CL_TRUE, 0, 8, got, 0, NULL, NULL), CL_INVALID_CONTEXT);
    EXPECT(clEnqueueCopyBuffer(e.queue, a, foreign, 0, 0, 8, 0, NULL, NULL), CL_INVALID_CONTEXT);
    clReleaseMemObject(foreign);
    clReleaseContext(other);
    cl_mem all[] = {a, b, noacc, ro, wo};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) clReleaseMemObject(all[i]);
}

/* The reference for the rectangular copies: byte (x, y, z) of a box at
 * origin, with pitches. */
static size_t at(const size_t *o, size_t x, size_t y, size_t z, size_t row, size_t slice)
{
    return (o[2] + z) * slice + (o[1] + y) * row + o[0] + x;
}

static void test_rect(void)
{
    enum { BW = 40, BH = 12, BD = 6, BSIZE = BW * BH * BD };
    static unsigned char buf_ref[BSIZE], host[BSIZE * 2], host_ref[BSIZE * 2], got[BSIZE];
    for (int i = 0; i < BSIZE; i++) buf_ref[i] = (unsigned char)test_rand();
    cl_mem b = make(CL_MEM_COPY_HOST_PTR, BSIZE, buf_ref);
    cl_mem c = make(CL_MEM_READ_WRITE, BSIZE, NULL);
    MUST(clEnqueueCopyBuffer(e.queue, b, c, 0, 0, BSIZE, 0, NULL, NULL));
    static unsigned char c_ref[BSIZE];
    memcpy(c_ref, buf_ref, BSIZE);
    int bad = 0;
    for (int round = 0; round < 30; round++) {
        size_t region[3] = {1 + test_rand() % 16, 1 + test_rand() % 6, 1 + test_rand() % 3};
        size_t bo[3] = {test_rand() % (BW - region[0] + 1), test_rand() % (BH - region[1] + 1),
                        test_rand() % (BD - region[2] + 1)};
        size_t ho[3] = {test_rand() % 8, test_rand() % 4, test_rand() % 2};
        size_t hrow = region[0] + ho[0] + test_rand() % 4, hslice = hrow * (region[1] + ho[1] + 1);
        memset(host, 0, sizeof host);
        memset(host_ref, 0, sizeof host_ref);
        /* Read a box of buffer b into the host. */
        MUST(clEnqueueReadBufferRect(e.queue, b, CL_TRUE, bo, ho, region, BW, BW * BH, hrow, hslice, host, 0, NULL,
                                     NULL));
        for (size_t z = 0; z < region[2]; z++)
            for (size_t y = 0; y < region[1]; y++)
                for (size_t x = 0; x < region[0]; x++)
                    host_ref[at(ho, x, y, z, hrow, hslice)] = buf_ref[at(bo, x, y, z, BW, BW * BH)];
        bad += memcmp(host, host_ref, sizeof host) != 0;
        /* Write it back into c at another place, then copy a box c -> c. */
        size_t co[3] = {test_rand() % (BW - region[0] + 1), test_rand() % (BH - region[1] + 1),
                        test_rand() % (BD - region[2] + 1)};
        MUST(clEnqueueWriteBufferRect(e.queue, c, CL_FALSE, co, ho, region, BW, BW * BH, hrow, hslice, host, 0, NULL,
                                      NULL));
        for (size_t z = 0; z < region[2]; z++)
            for (size_t y = 0; y < region[1]; y++)
                for (size_t x = 0; x < region[0]; x++)
                    c_ref[at(co, x, y, z, BW, BW * BH)] = host[at(ho, x, y, z, hrow, hslice)];
        MUST(clEnqueueCopyBufferRect(e.queue, b, c, bo, co, region, BW, BW * BH, BW, BW * BH, 0, NULL, NULL));
        for (size_t z = 0; z < region[2]; z++)
            for (size_t y = 0; y < region[1]; y++)
                for (size_t x = 0; x < region[0]; x++)
                    c_ref[at(co, x, y, z, BW, BW * BH)] = buf_ref[at(bo, x, y, z, BW, BW * BH)];
    }
    CHECK(bad == 0, "clEnqueueReadBufferRect: %d wrong boxes", bad);
    MUST(clEnqueueReadBuffer(e.queue, c, CL_TRUE, 0, BSIZE, got, 0, NULL, NULL));
    CHECK(memcmp(got, c_ref, BSIZE) == 0, "clEnqueueWriteBufferRect and clEnqueueCopyBufferRect");
    /* Zero pitches mean tightly packed. */
    size_t zero[3] = {0, 0, 0}, reg[3] = {BW, BH, 2};
    MUST(clEnqueueReadBufferRect(e.queue, b, CL_TRUE, zero, zero, reg, 0, 0, 0, 0, host, 0, NULL, NULL));
    CHECK(memcmp(host, buf_ref, BW * BH * 2) == 0, "zero pitches");

    /* Errors. */
    size_t r0[3] = {0, 1, 1}, big[3] = {BW, BH, BD + 1}, r1[3] = {4, 2, 1}, one[3] = {1, 0, 0};
    EXPECT(clEnqueueReadBufferRect(e.queue, b, CL_TRUE, zero, zero, r0, 0, 0, 0, 0, host, 0, NULL, NULL),
           CL_INVALID_VALUE);
    EXPECT(clEnqueueReadBufferRect(e.queue, b, CL_TRUE, zero, zero, r1, 2, 0, 0, 0, host, 0, NULL, NULL),
           CL_INVALID_VALUE);
    EXPECT(clEnqueueReadBufferRect(e.queue, b, CL_TRUE, zero, zero, r1, BW, 5, 0, 0, host, 0, NULL, NULL),
           CL_INVALID_VALUE);
    EXPECT(clEnqueueReadBufferRect(e.queue, b, CL_TRUE, zero, zero, big, BW, BW * BH, 0, 0, host, 0, NULL, NULL),
           CL_INVALID_VALUE);
    size_t last[3] = {0, 0, BD};
    EXPECT(clEnqueueWriteBufferRect(e.queue, b, CL_TRUE, last, zero, r1, BW, BW * BH, 0, 0, host, 0, NULL, NULL),
           CL_INVALID_VALUE);
    EXPECT(clEnqueueReadBufferRect(e.queue, b, CL_TRUE, NULL, zero, r1, 0, 0, 0, 0, host, 0, NULL, NULL),
           CL_INVALID_VALUE);
    EXPECT(clEnqueueCopyBufferRect(e.queue, b, b, zero, one, r1, BW, 0, BW, 0, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);
    size_t far[3] = {0, 4, 0};
    MUST(clEnqueueCopyBufferRect(e.queue, b, b, zero, far, r1, BW, 0, BW, 0, 0, NULL, NULL));
    EXPECT(clEnqueueCopyBufferRect(e.queue, b, b, zero, far, r1, BW, 0, BW + 1, 0, 0, NULL, NULL), CL_INVALID_VALUE);
    clReleaseMemObject(b);
    clReleaseMemObject(c);
}

static void test_map(void)
{
    cl_int err;
    int host[64];
    for (int i = 0; i < 64; i++) host[i] = i;
    cl_mem m = make(CL_MEM_COPY_HOST_PTR, sizeof host, host);
    int *p = clEnqueueMapBuffer(e.queue, m, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 16, 32, 0, NULL, NULL, &err);
    MUST(err);
    CHECK(p && p[0] == 4 && p[7] == 11, "mapped contents");
    cl_uint maps = 0;
    MUST(clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof maps, &maps, NULL));
    CHECK(maps == 1, "CL_MEM_MAP_COUNT %u", maps);
    p[0] = -4;
    cl_event ev;
    int *q = clEnqueueMapBuffer(e.queue, m, CL_FALSE, CL_MAP_WRITE_INVALIDATE_REGION, 0, 4, 0, NULL, &ev, &err);
    MUST(err);
    MUST(clWaitForEvents(1, &ev));
    cl_command_type type = 0;
    MUST(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL));
    CHECK(type == CL_COMMAND_MAP_BUFFER, "map event type %#x", type);
    clReleaseEvent(ev);
    *q = -100;
    MUST(clEnqueueUnmapMemObject(e.queue, m, q, 0, NULL, &ev));
    MUST(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL));
    CHECK(type == CL_COMMAND_UNMAP_MEM_OBJECT, "unmap event type %#x", type);
    clReleaseEvent(ev);
    MUST(clEnqueueUnmapMemObject(e.queue, m, p, 0, NULL, NULL));
    EXPECT(clEnqueueUnmapMemObject(e.queue, m, p, 0, NULL, NULL), CL_INVALID_VALUE);
    MUST(clFinish(e.queue));
    MUST(clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof maps, &maps, NULL));
    CHECK(maps == 0, "CL_MEM_MAP_COUNT after unmapping %u", maps);
    int got[8];
    MUST(clEnqueueReadBuffer(e.queue, m, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
    CHECK(got[0] == -100 && got[4] == -4 && got[5] == 5, "writes through mapped pointers: %d %d %d", got[0], got[4],
          got[5]);

    /* Errors. */
    void *r;
    r = clEnqueueMapBuffer(e.queue, m, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE_INVALIDATE_REGION, 0, 4, 0, NULL, NULL,
                           &err);
    CHECK(!r && err == CL_INVALID_VALUE, "READ with WRITE_INVALIDATE_REGION: %s", cl_err_name(err));
    r = clEnqueueMapBuffer(e.queue, m, CL_TRUE, CL_MAP_READ, 250, 8, 0, NULL, NULL, &err);
    CHECK(!r && err == CL_INVALID_VALUE, "map past the end: %s", cl_err_name(err));
    r = clEnqueueMapBuffer(e.queue, m, CL_TRUE, CL_MAP_READ, 0, 0, 0, NULL, NULL, &err);
    CHECK(!r && err == CL_INVALID_VALUE, "map of 0 bytes: %s", cl_err_name(err));
    cl_mem noacc = make(CL_MEM_HOST_NO_ACCESS, 64, NULL), ro = make(CL_MEM_HOST_READ_ONLY, 64, NULL);
    r = clEnqueueMapBuffer(e.queue, noacc, CL_TRUE, CL_MAP_READ, 0, 8, 0, NULL, NULL, &err);
    CHECK(!r && err == CL_INVALID_OPERATION, "map of HOST_NO_ACCESS: %s", cl_err_name(err));
    r = clEnqueueMapBuffer(e.queue, ro, CL_TRUE, CL_MAP_WRITE, 0, 8, 0, NULL, NULL, &err);
    CHECK(!r && err == CL_INVALID_OPERATION, "map for writing of HOST_READ_ONLY: %s", cl_err_name(err));
    r = clEnqueueMapBuffer(e.queue, (cl_mem)e.ctx, CL_TRUE, CL_MAP_READ, 0, 8, 0, NULL, NULL, &err);
    CHECK(!r && err == CL_INVALID_MEM_OBJECT, "map of a context: %s", cl_err_name(err));
    /* Migration does nothing but is checked. */
    cl_mem two[2] = {m, ro};
    MUST(clEnqueueMigrateMemObjects(e.queue, 2, two, CL_MIGRATE_MEM_OBJECT_HOST, 0, NULL, NULL));
    MUST(clEnqueueMigrateMemObjects(e.queue, 1, two, 0, 0, NULL, NULL));
    EXPECT(clEnqueueMigrateMemObjects(e.queue, 0, two, 0, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueMigrateMemObjects(e.queue, 1, two, 0x100, 0, NULL, NULL), CL_INVALID_VALUE);
    cl_mem badm = (cl_mem)e.ctx;
    EXPECT(clEnqueueMigrateMemObjects(e.queue, 1, &badm, 0, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
    clReleaseMemObject(noacc);
    clReleaseMemObject(ro);
    clReleaseMemObject(m);
}

static char dtor_order[8];
static int ndtor;
static void CL_CALLBACK mem_dtor(cl_mem m, void *data) { dtor_order[ndtor++] = *(const char *)data; }

/* The storage oclc allocates: 128-byte aligned, and from 2 MiB on aligned
 * to 2 MiB (huge pages where the system gives them, which no check here
 * can require); every size around the boundary holds what is written, to
 * the last byte, copied in (COPY_HOST_PTR) and read back. */
static void test_storage(void)
{
    static const size_t sizes[] = {1, 4096, (2u << 20) - 1, 2u << 20, (2u << 20) + 1, 3u << 20, (8u << 20) + 12345};
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
        size_t n = sizes[k];
        unsigned char *src = malloc(n), *back = malloc(n);
        if (!src || !back) {
            CHECK(0, "out of memory");
            free(src);
            free(back);
            return;
        }
        for (size_t i = 0; i < n; i++) src[i] = (unsigned char)(i * 131u + k);
        cl_mem m = make(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, n, src);
        cl_int err;
        unsigned char *p =
            clEnqueueMapBuffer(e.queue, m, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, n, 0, NULL, NULL, &err);
        CHECK(err == CL_SUCCESS && p, "map %zu bytes: %d", n, err);
        if (p) {
            size_t align = n >= (2u << 20) ? 2u << 20 : 128;
            CHECK((uintptr_t)p % align == 0, "%zu bytes: storage at %p, not %zu-aligned", n, (void *)p, align);
            CHECK(memcmp(p, src, n) == 0, "%zu bytes: the copied-in data differ", n);
            p[n - 1] ^= 0xff;
            MUST(clEnqueueUnmapMemObject(e.queue, m, p, 0, NULL, NULL));
        }
        MUST(clEnqueueReadBuffer(e.queue, m, CL_TRUE, 0, n, back, 0, NULL, NULL));
        src[n - 1] ^= 0xff;
        CHECK(memcmp(back, src, n) == 0, "%zu bytes: read back differs", n);
        clReleaseMemObject(m);
        free(src);
        free(back);
    }
}

static void test_destructors(void)
{
    cl_int err;
    cl_mem m = make(CL_MEM_READ_WRITE, 64, NULL);
    static const char a = 'a', b = 'b';
    MUST(clSetMemObjectDestructorCallback(m, mem_dtor, (void *)&a));
    MUST(clSetMemObjectDestructorCallback(m, mem_dtor, (void *)&b));
    EXPECT(clSetMemObjectDestructorCallback(m, NULL, NULL), CL_INVALID_VALUE);
    /* A command waiting on a user event keeps the buffer alive. */
    cl_event user = clCreateUserEvent(e.ctx, &err);
    MUST(err);
    int v = 1;
    MUST(clEnqueueFillBuffer(e.queue, m, &v, sizeof v, 0, 64, 1, &user, NULL));
    MUST(clReleaseMemObject(m));
    CHECK(ndtor == 0, "buffer destroyed while a command uses it");
    MUST(clSetUserEventStatus(user, CL_COMPLETE));
    MUST(clFinish(e.queue));
    CHECK(ndtor == 2 && dtor_order[0] == 'b' && dtor_order[1] == 'a', "destructor callbacks: %d '%.2s'", ndtor,
          dtor_order);
    clReleaseEvent(user);
    EXPECT(clRetainMemObject((cl_mem)e.ctx), CL_INVALID_MEM_OBJECT);
    EXPECT(clReleaseMemObject((cl_mem)e.ctx), CL_INVALID_MEM_OBJECT);
    EXPECT(clSetMemObjectDestructorCallback((cl_mem)e.ctx, mem_dtor, NULL), CL_INVALID_MEM_OBJECT);
}

int main(void)
{
    e = icd_setup("oclc");
    test_create();
    test_info_and_sub_buffers();
    test_transfers();
    test_rect();
    test_map();
    test_storage();
    test_destructors();
    icd_teardown(&e);
    return test_summary();
}
