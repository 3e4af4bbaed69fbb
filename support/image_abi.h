/*
 * image_abi.h - the contract between the code oclc generates for the image
 * built-ins (codegen/cg_bi_image.c) and the runtime that reads and writes
 * the pixels (runtime/image.c).
 *
 * An image is a pointer to an OclcImage in the global address space: the
 * kernel receives the pointer as its argument (OCLC_ARG_IMAGE: args[i]
 * points at it, as for a global pointer), get_image_* load its fields
 * inline, and read_image* / write_image* call the runtime with it.  A
 * sampler is an integer of the target's pointer size holding the bits of
 * OpenCL C's CLK_* constants (CLK_NORMALIZED_COORDS_* | CLK_ADDRESS_* |
 * CLK_FILTER_*), the same value whether it came from a literal in the
 * program or from the host (OCLC_ARG_SAMPLER: args[i] points at it).
 *
 * The public header include/oclc/oclc.h has the same layout as
 * `oclc_image` (embedding programs fill it in); runtime/image.c checks the
 * two agree with static assertions.  As kernel_abi.h, the struct only
 * grows at the end; every field is 64-bit up to channel_order, so codegen
 * builds the matching LLVM struct by counting fields (cg_bi_image.c names
 * the field numbers it loads).
 */
#ifndef OCLC_IMAGE_ABI_H
#define OCLC_IMAGE_ABI_H

#include <stdint.h>

typedef struct OclcImage {
    void *data;                 /* field 0: the first pixel */
    uint64_t width;             /* field 1: in pixels */
    uint64_t height;            /* field 2: 1 for 1D images and 1D arrays */
    uint64_t depth;             /* field 3: 1 unless 3D */
    uint64_t array_size;        /* field 4: layers of an array, 0 otherwise */
    uint64_t row_pitch;         /* field 5: bytes from one row to the next */
    uint64_t slice_pitch;       /* field 6: bytes from one slice (or layer) to the next */
    uint32_t channel_order;     /* field 7: CL_R ... (the CLK_* value) */
    uint32_t channel_data_type; /* field 8: CL_UNORM_INT8 ... */
    uint32_t image_type;        /* field 9: CL_MEM_OBJECT_IMAGE2D ... */
    uint32_t pixel_size;        /* field 10: bytes of one pixel */
} OclcImage;

/* The field numbers codegen loads. */
enum {
    OCLC_IMAGE_FIELD_WIDTH = 1,
    OCLC_IMAGE_FIELD_HEIGHT = 2,
    OCLC_IMAGE_FIELD_DEPTH = 3,
    OCLC_IMAGE_FIELD_ARRAY_SIZE = 4,
    OCLC_IMAGE_FIELD_CHANNEL_ORDER = 7,
    OCLC_IMAGE_FIELD_CHANNEL_DATA_TYPE = 8,
    OCLC_IMAGE_FIELDS = 11,
    OCLC_IMAGE_FIELDS_64 = 7, /* fields 0-6 are 64-bit, the rest 32-bit */
};

/* The sampler's bits (OpenCL C's CLK_* values, clang's too). */
enum {
    OCLC_SAMPLER_NORMALIZED = 0x01,
    OCLC_SAMPLER_ADDRESS_MASK = 0x0e,
    OCLC_SAMPLER_ADDRESS_NONE = 0x00,
    OCLC_SAMPLER_ADDRESS_CLAMP_TO_EDGE = 0x02,
    OCLC_SAMPLER_ADDRESS_CLAMP = 0x04,
    OCLC_SAMPLER_ADDRESS_REPEAT = 0x06,
    OCLC_SAMPLER_ADDRESS_MIRRORED_REPEAT = 0x08,
    OCLC_SAMPLER_FILTER_MASK = 0x30,
    OCLC_SAMPLER_FILTER_NEAREST = 0x10,
    OCLC_SAMPLER_FILTER_LINEAR = 0x20,
};

/* The runtime's entries (runtime/image.c; liboclc exports them).
 *
 *   void __oclc_image_read(const OclcImage *img, uint64_t sampler,
 *                          const void *coord, uint32_t how, void *out);
 *   void __oclc_image_write(const OclcImage *img, const int32_t *coord,
 *                           uint32_t how, const void *color);
 *
 * coord points at 4 ints or 4 floats (x, y, z or layer, unused), color
 * and out at 4 values of the kind `how` names: */
#define OCLC_SYM_IMAGE_READ  "__oclc_image_read"
#define OCLC_SYM_IMAGE_WRITE "__oclc_image_write"
enum {
    OCLC_IMAGE_FLOAT = 0,        /* float4 (read_imagef / write_imagef) */
    OCLC_IMAGE_INT = 1,          /* int4 */
    OCLC_IMAGE_UINT = 2,         /* uint4 */
    OCLC_IMAGE_HALF = 3,         /* half4, as IEEE binary16 bits */
    OCLC_IMAGE_KIND_MASK = 3,
    OCLC_IMAGE_FLOAT_COORDS = 4, /* read: coord holds floats */
    OCLC_IMAGE_NO_SAMPLER = 8,   /* read: the sampler-less form (integer coordinates, no addressing) */
};

#endif
