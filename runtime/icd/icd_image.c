/*
 * icd_image.c - images and samplers of the OpenCL platform: clCreateImage
 * (and the 1.x clCreateImage2D/3D), the supported formats, image info,
 * the image commands (read, write, copy, fill, map, copies to and from
 * buffers) and sampler objects.
 *
 * An image is a cl_mem (icd.h) whose storage is host memory, as a
 * buffer's, described by an oclc_image (include/oclc/oclc.h) that the
 * kernels receive: clSetKernelArg stores the cl_mem, the enqueue passes
 * the address of its descriptor.  A 1D image made from a buffer shares
 * the buffer's storage (2D ones are cl_khr_image2d_from_buffer's, not
 * reported); 3D images take every format for writing as for reading
 * (cl_khr_3d_image_writes); depth images (CL_DEPTH, cl_khr_depth_images)
 * are 2D images and 2D arrays; sRGBA and sBGRA (UNORM_INT8) are read and
 * written (cl_khr_srgb_image_writes); CL_MEM_USE_HOST_PTR uses the application's memory
 * with its pitches; otherwise the image owns tightly packed storage.
 * A sampler is its CLK_* bits (oclc_sampler()), which is what a sampler_t
 * argument receives.
 *
 * Commands copy boxes of pixels row by row when the queue runs them;
 * clEnqueueFillImage converts the colour once with oclc_image_pack (the
 * kernels' write conversion) and repeats the pixel.  The formats are the
 * ones liboclc's image routines take (oclc_image_pixel_size), which cover
 * OpenCL 3.0's minimum list.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/icd/icd.h"

/* ------------------------------------------------------------------ */
/* Formats                                                            */

static const cl_channel_order orders[] = {CL_R,         CL_RG,   CL_RGBA, CL_BGRA,  CL_A,     CL_RA,   CL_INTENSITY,
                                          CL_LUMINANCE, CL_ARGB, CL_RGB,  CL_DEPTH, CL_sRGBA, CL_sBGRA};
static const cl_channel_type types[] = {CL_UNORM_INT8,      CL_UNORM_INT16,     CL_SNORM_INT8,      CL_SNORM_INT16,
                                        CL_SIGNED_INT8,     CL_SIGNED_INT16,    CL_SIGNED_INT32,    CL_UNSIGNED_INT8,
                                        CL_UNSIGNED_INT16,  CL_UNSIGNED_INT32,  CL_HALF_FLOAT,      CL_FLOAT,
                                        CL_UNORM_SHORT_565, CL_UNORM_SHORT_555, CL_UNORM_INT_101010};

static size_t format_size(const cl_image_format *f)
{
    return f ? oclc_image_pixel_size(f->image_channel_order, f->image_channel_data_type) : 0;
}

/* Depth images (cl_khr_depth_images) are 2D images and 2D arrays. */
static bool format_for_type(const cl_image_format *f, cl_mem_object_type t)
{
    return f->image_channel_order != CL_DEPTH || t == CL_MEM_OBJECT_IMAGE2D || t == CL_MEM_OBJECT_IMAGE2D_ARRAY;
}

static bool is_image_type(cl_mem_object_type t)
{
    return t == CL_MEM_OBJECT_IMAGE1D || t == CL_MEM_OBJECT_IMAGE1D_BUFFER || t == CL_MEM_OBJECT_IMAGE1D_ARRAY ||
           t == CL_MEM_OBJECT_IMAGE2D || t == CL_MEM_OBJECT_IMAGE2D_ARRAY || t == CL_MEM_OBJECT_IMAGE3D;
}

/* Whether a device of the context has images: the CPU has them, a GPU
 * has none (CL_DEVICE_IMAGE_SUPPORT, docs/icd.md).  A context without one
 * lists no formats, and creating an image or a sampler in it is
 * CL_INVALID_OPERATION, as is an image command on a GPU's queue. */
static bool context_has_images(cl_context c)
{
    for (cl_uint i = 0; i < c->ndevices; i++)
        if (!icd_is_gpu(c->devices[i])) return true;
    return false;
}

CL_API_ENTRY cl_int CL_API_CALL clGetSupportedImageFormats(cl_context context, cl_mem_flags flags,
                                                           cl_mem_object_type image_type, cl_uint num_entries,
                                                           cl_image_format *image_formats, cl_uint *num_image_formats)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return CL_INVALID_CONTEXT;
    if (!is_image_type(image_type)) return CL_INVALID_VALUE;
    if (num_entries == 0 && image_formats) return CL_INVALID_VALUE;
    cl_uint n = 0;
    (void)flags; /* every type and access takes every format (3D writes too) */
    for (size_t o = 0; context_has_images(context) && o < sizeof orders / sizeof *orders; o++)
        for (size_t t = 0; t < sizeof types / sizeof *types; t++) {
            cl_image_format f = {orders[o], types[t]};
            if (!format_size(&f) || !format_for_type(&f, image_type)) continue;
            if (image_formats && n < num_entries) image_formats[n] = f;
            n++;
        }
    if (num_image_formats) *num_image_formats = n;
    return CL_SUCCESS;
}

/* ------------------------------------------------------------------ */
/* Images                                                             */

/* Rows and slices of an image: how many rows a slice has, how many slices. */
static size_t image_rows(const cl_image_desc *d)
{
    switch (d->image_type) {
    case CL_MEM_OBJECT_IMAGE2D:
    case CL_MEM_OBJECT_IMAGE2D_ARRAY:
    case CL_MEM_OBJECT_IMAGE3D: return d->image_height;
    default: return 1;
    }
}
static size_t image_slices(const cl_image_desc *d)
{
    switch (d->image_type) {
    case CL_MEM_OBJECT_IMAGE3D: return d->image_depth;
    case CL_MEM_OBJECT_IMAGE1D_ARRAY:
    case CL_MEM_OBJECT_IMAGE2D_ARRAY: return d->image_array_size;
    default: return 1;
    }
}

static cl_int check_desc(const cl_image_desc *d, size_t px, void *host_ptr)
{
    if (!d || !is_image_type(d->image_type)) return CL_INVALID_IMAGE_DESCRIPTOR;
    if (d->num_mip_levels || d->num_samples) return CL_INVALID_IMAGE_DESCRIPTOR;
    size_t w = d->image_width, h = d->image_height, dd = d->image_depth, a = d->image_array_size;
    size_t max_w = d->image_type == CL_MEM_OBJECT_IMAGE3D          ? ICD_IMAGE3D_MAX
                   : d->image_type == CL_MEM_OBJECT_IMAGE1D_BUFFER ? ICD_IMAGE_BUFFER_MAX
                                                                   : ICD_IMAGE2D_MAX;
    if (w == 0 || w > max_w) return CL_INVALID_IMAGE_SIZE;
    switch (d->image_type) {
    case CL_MEM_OBJECT_IMAGE2D:
    case CL_MEM_OBJECT_IMAGE2D_ARRAY:
        if (h == 0 || h > ICD_IMAGE2D_MAX) return CL_INVALID_IMAGE_SIZE;
        break;
    case CL_MEM_OBJECT_IMAGE3D:
        if (h == 0 || h > ICD_IMAGE3D_MAX || dd == 0 || dd > ICD_IMAGE3D_MAX) return CL_INVALID_IMAGE_SIZE;
        break;
    default: break;
    }
    if ((d->image_type == CL_MEM_OBJECT_IMAGE1D_ARRAY || d->image_type == CL_MEM_OBJECT_IMAGE2D_ARRAY) &&
        (a == 0 || a > ICD_IMAGE_ARRAY_MAX))
        return CL_INVALID_IMAGE_SIZE;
    /* Pitches are the host pointer's (or a buffer's); without one, 0. */
    bool has_mem = host_ptr || d->mem_object;
    if (!has_mem && (d->image_row_pitch || d->image_slice_pitch)) return CL_INVALID_IMAGE_DESCRIPTOR;
    if (d->image_row_pitch && (d->image_row_pitch < w * px || d->image_row_pitch % px))
        return CL_INVALID_IMAGE_DESCRIPTOR;
    size_t row = d->image_row_pitch ? d->image_row_pitch : w * px;
    size_t rows = image_rows(d);
    if (d->image_slice_pitch) {
        bool slices = d->image_type == CL_MEM_OBJECT_IMAGE3D || d->image_type == CL_MEM_OBJECT_IMAGE1D_ARRAY ||
                      d->image_type == CL_MEM_OBJECT_IMAGE2D_ARRAY;
        if (slices && (d->image_slice_pitch < row * rows || d->image_slice_pitch % row))
            return CL_INVALID_IMAGE_DESCRIPTOR;
    }
    return CL_SUCCESS;
}

#define ACCESS_FLAGS      (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY | CL_MEM_KERNEL_READ_AND_WRITE)
#define HOST_ACCESS_FLAGS (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)
#define HOST_PTR_FLAGS    (CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)

static bool several(cl_mem_flags f) { return f & (f - 1); }

static cl_mem image_new(cl_context context, const cl_mem_properties *properties, cl_mem_flags flags,
                        const cl_image_format *format, const cl_image_desc *desc, void *host_ptr, cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    if (!context_has_images(context)) return icd_fail(errcode_ret, CL_INVALID_OPERATION);
    if (properties && properties[0] != 0) return icd_fail(errcode_ret, CL_INVALID_PROPERTY);
    cl_mem buf = desc ? desc->mem_object : NULL;
    if (flags & ~(ACCESS_FLAGS | HOST_ACCESS_FLAGS | HOST_PTR_FLAGS)) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    if (several(flags & (ACCESS_FLAGS & ~CL_MEM_KERNEL_READ_AND_WRITE)) || several(flags & HOST_ACCESS_FLAGS) ||
        ((flags & CL_MEM_USE_HOST_PTR) && (flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR))))
        return icd_fail(errcode_ret, CL_INVALID_VALUE);
    if (!format) return icd_fail(errcode_ret, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
    size_t px = format_size(format);
    if (!px) {
        /* A well-formed format oclc does not take, or no format at all. */
        bool known = false;
        for (size_t o = 0; o < sizeof orders / sizeof *orders; o++) known |= orders[o] == format->image_channel_order;
        for (size_t t = 0; t < sizeof types / sizeof *types && known; t++)
            if (types[t] == format->image_channel_data_type)
                return icd_fail(errcode_ret, CL_IMAGE_FORMAT_NOT_SUPPORTED);
        return icd_fail(errcode_ret, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
    }
    if (!desc) return icd_fail(errcode_ret, CL_INVALID_IMAGE_DESCRIPTOR);
    cl_int err = check_desc(desc, px, host_ptr);
    if (err) return icd_fail(errcode_ret, err);
    if (!format_for_type(format, desc->image_type)) return icd_fail(errcode_ret, CL_IMAGE_FORMAT_NOT_SUPPORTED);
    if (buf) {
        /* 2D images from buffers are cl_khr_image2d_from_buffer's, which
         * the device does not report (its pitch and base address
         * alignments are 0). */
        if (desc->image_type == CL_MEM_OBJECT_IMAGE2D) return icd_fail(errcode_ret, CL_INVALID_OPERATION);
        if (desc->image_type != CL_MEM_OBJECT_IMAGE1D_BUFFER) return icd_fail(errcode_ret, CL_INVALID_IMAGE_DESCRIPTOR);
        if (!obj_valid(buf, MAGIC_MEM) || buf->is_image || buf->ctx != context)
            return icd_fail(errcode_ret, CL_INVALID_IMAGE_DESCRIPTOR);
        if (flags & HOST_PTR_FLAGS) return icd_fail(errcode_ret, CL_INVALID_VALUE);
        if (host_ptr) return icd_fail(errcode_ret, CL_INVALID_HOST_PTR);
    } else if (desc->image_type == CL_MEM_OBJECT_IMAGE1D_BUFFER) {
        return icd_fail(errcode_ret, CL_INVALID_IMAGE_DESCRIPTOR);
    }
    if (!buf && !host_ptr != !(flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR)))
        return icd_fail(errcode_ret, CL_INVALID_HOST_PTR);

    size_t rows = image_rows(desc), slices = image_slices(desc);
    /* The layout of the source (host pointer or buffer) and of the image. */
    size_t src_row = desc->image_row_pitch ? desc->image_row_pitch : desc->image_width * px;
    size_t src_slice = desc->image_slice_pitch ? desc->image_slice_pitch : src_row * rows;
    bool shared = buf || (flags & CL_MEM_USE_HOST_PTR);
    size_t row = shared ? src_row : desc->image_width * px;
    size_t slice = shared ? src_slice : row * rows;
    size_t size = slice * slices;
    if (buf && size > buf->size) return icd_fail(errcode_ret, CL_INVALID_IMAGE_SIZE);
    if (size > icd_max_alloc()) return icd_fail(errcode_ret, CL_INVALID_IMAGE_SIZE);

    cl_mem m = calloc(1, sizeof *m);
    if (!m) return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    if (properties) {
        m->props = calloc(1, sizeof *m->props);
        if (!m->props) {
            free(m);
            return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
        }
        m->nprops = 1;
    }
    if (buf) {
        m->data = buf->data;
        m->parent = buf;
        obj_iretain(buf);
        /* An image from a buffer takes the buffer's host access. */
        if (!(flags & ACCESS_FLAGS)) flags |= buf->flags & ACCESS_FLAGS;
        flags |= buf->flags & (HOST_ACCESS_FLAGS | HOST_PTR_FLAGS);
    } else if (flags & CL_MEM_USE_HOST_PTR) {
        m->data = host_ptr;
        m->host_ptr = host_ptr;
    } else {
        void *p = icd_mem_alloc(size);
        if (!p) {
            free(m->props);
            free(m);
            return icd_fail(errcode_ret, CL_MEM_OBJECT_ALLOCATION_FAILURE);
        }
        m->data = p;
        m->owns_data = true;
        if (flags & CL_MEM_COPY_HOST_PTR)
            for (size_t z = 0; z < slices; z++)
                for (size_t y = 0; y < rows; y++)
                    memcpy(m->data + z * slice + y * row, (const char *)host_ptr + z * src_slice + y * src_row,
                           desc->image_width * px);
    }
    m->is_image = true;
    m->format = *format;
    m->desc = *desc;
    m->desc.image_row_pitch = row;
    m->desc.image_slice_pitch = slice;
    oclc_image_init(&m->image, desc->image_type, format->image_channel_order, format->image_channel_data_type,
                    desc->image_width, desc->image_height, desc->image_depth, desc->image_array_size, row, slice,
                    m->data);
    m->flags = flags;
    m->size = size;
    m->ctx = context;
    obj_init(&m->obj, MAGIC_MEM);
    obj_iretain(context);
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return m;
}

CL_API_ENTRY cl_mem CL_API_CALL clCreateImage(cl_context context, cl_mem_flags flags, const cl_image_format *format,
                                              const cl_image_desc *desc, void *host_ptr, cl_int *errcode_ret)
{
    return image_new(context, NULL, flags, format, desc, host_ptr, errcode_ret);
}

CL_API_ENTRY cl_mem CL_API_CALL clCreateImageWithProperties(cl_context context, const cl_mem_properties *properties,
                                                            cl_mem_flags flags, const cl_image_format *format,
                                                            const cl_image_desc *desc, void *host_ptr,
                                                            cl_int *errcode_ret)
{
    return image_new(context, properties, flags, format, desc, host_ptr, errcode_ret);
}

CL_API_ENTRY cl_mem CL_API_CALL clCreateImage2D(cl_context context, cl_mem_flags flags, const cl_image_format *format,
                                                size_t width, size_t height, size_t row_pitch, void *host_ptr,
                                                cl_int *errcode_ret)
{
    cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D,
                       .image_width = width,
                       .image_height = height,
                       .image_row_pitch = row_pitch};
    return image_new(context, NULL, flags, format, &d, host_ptr, errcode_ret);
}

CL_API_ENTRY cl_mem CL_API_CALL clCreateImage3D(cl_context context, cl_mem_flags flags, const cl_image_format *format,
                                                size_t width, size_t height, size_t depth, size_t row_pitch,
                                                size_t slice_pitch, void *host_ptr, cl_int *errcode_ret)
{
    cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE3D,
                       .image_width = width,
                       .image_height = height,
                       .image_depth = depth,
                       .image_row_pitch = row_pitch,
                       .image_slice_pitch = slice_pitch};
    return image_new(context, NULL, flags, format, &d, host_ptr, errcode_ret);
}

CL_API_ENTRY cl_int CL_API_CALL clGetImageInfo(cl_mem m, cl_image_info param_name, size_t param_value_size,
                                               void *param_value, size_t *param_value_size_ret)
{
    if (!obj_valid(m, MAGIC_MEM) || !m->is_image) return CL_INVALID_MEM_OBJECT;
    const cl_image_desc *d = &m->desc;
    cl_mem_object_type t = d->image_type;
    bool arr = t == CL_MEM_OBJECT_IMAGE1D_ARRAY || t == CL_MEM_OBJECT_IMAGE2D_ARRAY;
    switch (param_name) {
    case CL_IMAGE_FORMAT: return INFO_ARRAY(&m->format, sizeof m->format);
    case CL_IMAGE_ELEMENT_SIZE: return INFO_VALUE(size_t, format_size(&m->format));
    case CL_IMAGE_ROW_PITCH: return INFO_VALUE(size_t, d->image_row_pitch);
    case CL_IMAGE_SLICE_PITCH: return INFO_VALUE(size_t, t == CL_MEM_OBJECT_IMAGE3D || arr ? d->image_slice_pitch : 0);
    case CL_IMAGE_WIDTH: return INFO_VALUE(size_t, d->image_width);
    case CL_IMAGE_HEIGHT:
        return INFO_VALUE(size_t,
                          t == CL_MEM_OBJECT_IMAGE2D || t == CL_MEM_OBJECT_IMAGE2D_ARRAY || t == CL_MEM_OBJECT_IMAGE3D
                              ? d->image_height
                              : 0);
    case CL_IMAGE_DEPTH: return INFO_VALUE(size_t, t == CL_MEM_OBJECT_IMAGE3D ? d->image_depth : 0);
    case CL_IMAGE_ARRAY_SIZE: return INFO_VALUE(size_t, arr ? d->image_array_size : 0);
    case CL_IMAGE_BUFFER: return INFO_VALUE(cl_mem, d->mem_object);
    case CL_IMAGE_NUM_MIP_LEVELS: return INFO_VALUE(cl_uint, 0);
    case CL_IMAGE_NUM_SAMPLES: return INFO_VALUE(cl_uint, 0);
    default: return CL_INVALID_VALUE;
    }
}

/* ------------------------------------------------------------------ */
/* Commands                                                           */

static cl_int check_queue_image(cl_command_queue q, cl_mem m)
{
    if (!obj_valid(q, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    if (!obj_valid(m, MAGIC_MEM) || !m->is_image) return CL_INVALID_MEM_OBJECT;
    if (m->ctx != q->ctx) return CL_INVALID_CONTEXT;
    if (icd_is_gpu(q->device)) return CL_INVALID_OPERATION;
    return CL_SUCCESS;
}

static cl_int check_blocking(bool blocking, cl_uint n, const cl_event *wait)
{
    if (blocking)
        for (cl_uint i = 0; i < n; i++) {
            icd_lock();
            cl_int st = wait[i]->status;
            icd_unlock();
            if (st < 0) return CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
        }
    return CL_SUCCESS;
}

/* origin + region inside image m (the unused coordinates 0 and 1). */
static bool box_ok(cl_mem m, const size_t *origin, const size_t *region)
{
    if (!origin || !region) return false;
    const cl_image_desc *d = &m->desc;
    size_t n[3] = {d->image_width, 1, 1};
    switch (d->image_type) {
    case CL_MEM_OBJECT_IMAGE1D_ARRAY: n[1] = d->image_array_size; break;
    case CL_MEM_OBJECT_IMAGE2D: n[1] = d->image_height; break;
    case CL_MEM_OBJECT_IMAGE2D_ARRAY:
        n[1] = d->image_height;
        n[2] = d->image_array_size;
        break;
    case CL_MEM_OBJECT_IMAGE3D:
        n[1] = d->image_height;
        n[2] = d->image_depth;
        break;
    default: break;
    }
    for (int i = 0; i < 3; i++) {
        if (region[i] == 0 || origin[i] > n[i] || region[i] > n[i] - origin[i]) return false;
        if (n[i] == 1 && (origin[i] != 0 || region[i] != 1)) return false;
    }
    return true;
}

/* The byte address of pixel `origin` of m and the pitches of its rows and
 * slices as (x, y, z) step them: a 1D array's layers are its slices. */
static char *pixel_addr(cl_mem m, const size_t *origin, size_t *row, size_t *slice)
{
    size_t px = format_size(&m->format);
    *row = m->desc.image_row_pitch;
    *slice = m->desc.image_slice_pitch;
    if (m->desc.image_type == CL_MEM_OBJECT_IMAGE1D_ARRAY) *row = *slice;
    return m->data + origin[0] * px + origin[1] * *row + origin[2] * *slice;
}

static cl_int run_fill(Command *c)
{
    CopyCommand *k = (CopyCommand *)c;
    for (size_t z = 0; z < k->region[2]; z++)
        for (size_t y = 0; y < k->region[1]; y++) {
            char *p = k->dst + z * k->dst_slice + y * k->dst_row;
            for (size_t x = 0; x < k->region[0]; x += k->pattern_size) memcpy(p + x, k->pattern, k->pattern_size);
        }
    return CL_COMPLETE;
}

static cl_int read_write_image(cl_command_queue q, cl_mem m, cl_bool blocking, const size_t *origin,
                               const size_t *region, size_t row_pitch, size_t slice_pitch, void *ptr, bool write,
                               cl_uint n, const cl_event *wait, cl_event *event)
{
    cl_int err = check_queue_image(q, m);
    if (err) return err;
    if (!ptr || !box_ok(m, origin, region)) return CL_INVALID_VALUE;
    cl_mem_object_type t = m->desc.image_type;
    size_t px = format_size(&m->format);
    size_t host_row = row_pitch ? row_pitch : region[0] * px;
    if (host_row < region[0] * px) return CL_INVALID_VALUE;
    /* A 1D array's second coordinate is a layer, the host's slice. */
    bool layered_1d = t == CL_MEM_OBJECT_IMAGE1D_ARRAY;
    size_t host_rows = layered_1d ? 1 : region[1];
    size_t host_slice = slice_pitch ? slice_pitch : host_row * host_rows;
    if ((t == CL_MEM_OBJECT_IMAGE1D || t == CL_MEM_OBJECT_IMAGE1D_BUFFER || t == CL_MEM_OBJECT_IMAGE2D) && slice_pitch)
        return CL_INVALID_VALUE;
    if (slice_pitch && slice_pitch < host_row * host_rows) return CL_INVALID_VALUE;
    if (m->flags &
        (write ? CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS : CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS))
        return CL_INVALID_OPERATION;
    if ((err = icd_check_wait_list(q, n, wait)) || (err = check_blocking(blocking, n, wait))) return err;
    size_t irow, islice;
    char *img = pixel_addr(m, origin, &irow, &islice);
    size_t hrow = layered_1d ? host_slice : host_row;
    CopyCommand k = {.region = {region[0] * px, region[1], region[2]}};
    k.src = write ? ptr : img;
    k.dst = write ? img : ptr;
    k.src_row = write ? hrow : irow;
    k.dst_row = write ? irow : hrow;
    k.src_slice = write ? host_slice : islice;
    k.dst_slice = write ? islice : host_slice;
    return icd_copy_submit(q, write ? CL_COMMAND_WRITE_IMAGE : CL_COMMAND_READ_IMAGE, m, NULL, &k, icd_copy_run,
                           blocking, n, wait, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueReadImage(cl_command_queue q, cl_mem image, cl_bool blocking_read,
                                                   const size_t *origin, const size_t *region, size_t row_pitch,
                                                   size_t slice_pitch, void *ptr, cl_uint num_events_in_wait_list,
                                                   const cl_event *event_wait_list, cl_event *event)
{
    return read_write_image(q, image, blocking_read, origin, region, row_pitch, slice_pitch, ptr, false,
                            num_events_in_wait_list, event_wait_list, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueWriteImage(cl_command_queue q, cl_mem image, cl_bool blocking_write,
                                                    const size_t *origin, const size_t *region, size_t input_row_pitch,
                                                    size_t input_slice_pitch, const void *ptr,
                                                    cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                                    cl_event *event)
{
    return read_write_image(q, image, blocking_write, origin, region, input_row_pitch, input_slice_pitch, (void *)ptr,
                            true, num_events_in_wait_list, event_wait_list, event);
}

/* Whether two boxes of the same storage overlap (the spec's
 * CL_MEM_COPY_OVERLAP), by their byte ranges per row. */
static bool boxes_overlap(cl_mem a, const size_t *ao, cl_mem b, const size_t *bo, const size_t *region)
{
    if (a->data != b->data) return false;
    bool overlap = true;
    for (int i = 0; i < 3; i++) overlap &= ao[i] < bo[i] + region[i] && bo[i] < ao[i] + region[i];
    return overlap;
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueCopyImage(cl_command_queue q, cl_mem src, cl_mem dst, const size_t *src_origin,
                                                   const size_t *dst_origin, const size_t *region,
                                                   cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                                   cl_event *event)
{
    cl_int err = check_queue_image(q, src);
    if (err || (err = check_queue_image(q, dst))) return err;
    if (src->format.image_channel_order != dst->format.image_channel_order ||
        src->format.image_channel_data_type != dst->format.image_channel_data_type)
        return CL_IMAGE_FORMAT_MISMATCH;
    if (!box_ok(src, src_origin, region) || !box_ok(dst, dst_origin, region)) return CL_INVALID_VALUE;
    if (src == dst && boxes_overlap(src, src_origin, dst, dst_origin, region)) return CL_MEM_COPY_OVERLAP;
    if ((err = icd_check_wait_list(q, num_events_in_wait_list, event_wait_list))) return err;
    CopyCommand k = {.region = {region[0] * format_size(&src->format), region[1], region[2]}};
    k.src = pixel_addr(src, src_origin, &k.src_row, &k.src_slice);
    k.dst = pixel_addr(dst, dst_origin, &k.dst_row, &k.dst_slice);
    return icd_copy_submit(q, CL_COMMAND_COPY_IMAGE, src, dst, &k, icd_copy_run, false, num_events_in_wait_list,
                           event_wait_list, event);
}

static cl_int copy_image_buffer(cl_command_queue q, cl_mem image, cl_mem buffer, const size_t *origin,
                                const size_t *region, size_t offset, bool to_buffer, cl_uint n, const cl_event *wait,
                                cl_event *event)
{
    cl_int err = check_queue_image(q, image);
    if (err) return err;
    if (!obj_valid(buffer, MAGIC_MEM) || buffer->is_image) return CL_INVALID_MEM_OBJECT;
    if (buffer->ctx != q->ctx) return CL_INVALID_CONTEXT;
    if (!box_ok(image, origin, region)) return CL_INVALID_VALUE;
    size_t px = format_size(&image->format);
    size_t bytes = region[0] * region[1] * region[2] * px;
    if (offset > buffer->size || bytes > buffer->size - offset) return CL_INVALID_VALUE;
    if ((err = icd_check_wait_list(q, n, wait))) return err;
    size_t irow, islice;
    char *img = pixel_addr(image, origin, &irow, &islice);
    size_t brow = region[0] * px, bslice = brow * region[1];
    CopyCommand k = {.region = {region[0] * px, region[1], region[2]}};
    k.src = to_buffer ? img : buffer->data + offset;
    k.dst = to_buffer ? buffer->data + offset : img;
    k.src_row = to_buffer ? irow : brow;
    k.dst_row = to_buffer ? brow : irow;
    k.src_slice = to_buffer ? islice : bslice;
    k.dst_slice = to_buffer ? bslice : islice;
    return icd_copy_submit(q, to_buffer ? CL_COMMAND_COPY_IMAGE_TO_BUFFER : CL_COMMAND_COPY_BUFFER_TO_IMAGE, image,
                           buffer, &k, icd_copy_run, false, n, wait, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueCopyImageToBuffer(cl_command_queue q, cl_mem src_image, cl_mem dst_buffer,
                                                           const size_t *src_origin, const size_t *region,
                                                           size_t dst_offset, cl_uint num_events_in_wait_list,
                                                           const cl_event *event_wait_list, cl_event *event)
{
    return copy_image_buffer(q, src_image, dst_buffer, src_origin, region, dst_offset, true, num_events_in_wait_list,
                             event_wait_list, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueCopyBufferToImage(cl_command_queue q, cl_mem src_buffer, cl_mem dst_image,
                                                           size_t src_offset, const size_t *dst_origin,
                                                           const size_t *region, cl_uint num_events_in_wait_list,
                                                           const cl_event *event_wait_list, cl_event *event)
{
    return copy_image_buffer(q, dst_image, src_buffer, dst_origin, region, src_offset, false, num_events_in_wait_list,
                             event_wait_list, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueFillImage(cl_command_queue q, cl_mem image, const void *fill_color,
                                                   const size_t *origin, const size_t *region,
                                                   cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                                   cl_event *event)
{
    cl_int err = check_queue_image(q, image);
    if (err) return err;
    if (!fill_color || !box_ok(image, origin, region)) return CL_INVALID_VALUE;
    if ((err = icd_check_wait_list(q, num_events_in_wait_list, event_wait_list))) return err;
    size_t px = format_size(&image->format);
    CopyCommand k = {.region = {region[0] * px, region[1], region[2]}, .pattern_size = px};
    /* A depth image's fill colour is one float (the others are four). */
    float depth[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    if (image->format.image_channel_order == CL_DEPTH) {
        memcpy(depth, fill_color, sizeof(float));
        fill_color = depth;
    }
    if (oclc_image_pack(image->format.image_channel_order, image->format.image_channel_data_type, fill_color,
                        k.pattern) != OCLC_SUCCESS)
        return CL_INVALID_VALUE;
    k.dst = pixel_addr(image, origin, &k.dst_row, &k.dst_slice);
    return icd_copy_submit(q, CL_COMMAND_FILL_IMAGE, image, NULL, &k, run_fill, false, num_events_in_wait_list,
                           event_wait_list, event);
}

static cl_int run_nothing(Command *c) { return CL_COMPLETE; }

CL_API_ENTRY void *CL_API_CALL clEnqueueMapImage(cl_command_queue q, cl_mem image, cl_bool blocking_map,
                                                 cl_map_flags map_flags, const size_t *origin, const size_t *region,
                                                 size_t *image_row_pitch, size_t *image_slice_pitch,
                                                 cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                                 cl_event *event, cl_int *errcode_ret)
{
    cl_int err = check_queue_image(q, image);
    if (err) return icd_fail(errcode_ret, err);
    if ((map_flags & ~(CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) ||
        ((map_flags & CL_MAP_WRITE_INVALIDATE_REGION) && (map_flags & (CL_MAP_READ | CL_MAP_WRITE))) ||
        !box_ok(image, origin, region) || !image_row_pitch)
        return icd_fail(errcode_ret, CL_INVALID_VALUE);
    cl_mem_object_type t = image->desc.image_type;
    if ((t == CL_MEM_OBJECT_IMAGE3D || t == CL_MEM_OBJECT_IMAGE1D_ARRAY || t == CL_MEM_OBJECT_IMAGE2D_ARRAY) &&
        !image_slice_pitch)
        return icd_fail(errcode_ret, CL_INVALID_VALUE);
    if ((image->flags & CL_MEM_HOST_NO_ACCESS) ||
        ((image->flags & CL_MEM_HOST_WRITE_ONLY) && (map_flags & CL_MAP_READ)) ||
        ((image->flags & CL_MEM_HOST_READ_ONLY) && (map_flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION))))
        return icd_fail(errcode_ret, CL_INVALID_OPERATION);
    if ((err = icd_check_wait_list(q, num_events_in_wait_list, event_wait_list)) ||
        (err = check_blocking(blocking_map, num_events_in_wait_list, event_wait_list)))
        return icd_fail(errcode_ret, err);
    Mapping *map = malloc(sizeof *map);
    CopyCommand *k = (CopyCommand *)command_new(q, sizeof *k, CL_COMMAND_MAP_IMAGE);
    if (!map || !k) {
        free(map);
        if (k) command_discard(&k->c);
        return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    }
    size_t row, slice;
    char *ptr = pixel_addr(image, origin, &row, &slice);
    *image_row_pitch = image->desc.image_row_pitch;
    if (image_slice_pitch)
        *image_slice_pitch =
            t == CL_MEM_OBJECT_IMAGE3D || t == CL_MEM_OBJECT_IMAGE1D_ARRAY || t == CL_MEM_OBJECT_IMAGE2D_ARRAY
                ? image->desc.image_slice_pitch
                : 0;
    *map = (Mapping){ptr, (size_t)(ptr - image->data), 0, map_flags, NULL};
    icd_lock();
    map->next = image->maps;
    image->maps = map;
    image->map_count++;
    icd_unlock();
    k->c.run = run_nothing;
    k->c.cleanup = icd_copy_cleanup;
    k->mem[0] = image;
    k->c.host_uses[0] = image; /* an image of a buffer a GPU kernel wrote */
    k->c.host_writes[0] = map_flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION);
    obj_iretain(image);
    err = command_submit(&k->c, num_events_in_wait_list, event_wait_list, event, blocking_map);
    if (errcode_ret) *errcode_ret = err;
    return err ? NULL : ptr;
}

/* ------------------------------------------------------------------ */
/* Samplers                                                           */

static void sampler_destroy(cl_sampler s)
{
    s->obj.magic = 0;
    cl_context ctx = s->ctx;
    free(s->props);
    free(s);
    context_iunref(ctx);
}

static cl_sampler sampler_new(cl_context context, cl_bool norm, cl_addressing_mode am, cl_filter_mode fm,
                              const cl_sampler_properties *props, size_t nprops, cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    if (!context_has_images(context)) return icd_fail(errcode_ret, CL_INVALID_OPERATION);
    if ((norm != CL_TRUE && norm != CL_FALSE) || am < CL_ADDRESS_NONE || am > CL_ADDRESS_MIRRORED_REPEAT ||
        (fm != CL_FILTER_NEAREST && fm != CL_FILTER_LINEAR))
        return icd_fail(errcode_ret, CL_INVALID_VALUE);
    cl_sampler s = calloc(1, sizeof *s);
    if (!s || (nprops && !(s->props = malloc(nprops * sizeof *props)))) {
        free(s);
        return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    }
    if (nprops) memcpy(s->props, props, nprops * sizeof *props);
    s->nprops = nprops;
    s->ctx = context;
    s->normalized = norm;
    s->addressing = am;
    s->filter = fm;
    s->bits = oclc_sampler(norm, am, fm);
    obj_init(&s->obj, MAGIC_SAMPLER);
    obj_iretain(context);
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return s;
}

CL_API_ENTRY cl_sampler CL_API_CALL clCreateSampler(cl_context context, cl_bool normalized_coords,
                                                    cl_addressing_mode addressing_mode, cl_filter_mode filter_mode,
                                                    cl_int *errcode_ret)
{
    return sampler_new(context, normalized_coords, addressing_mode, filter_mode, NULL, 0, errcode_ret);
}

CL_API_ENTRY cl_sampler CL_API_CALL clCreateSamplerWithProperties(cl_context context,
                                                                  const cl_sampler_properties *props,
                                                                  cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    cl_bool norm = CL_TRUE;
    cl_addressing_mode am = CL_ADDRESS_CLAMP;
    cl_filter_mode fm = CL_FILTER_NEAREST;
    size_t n = 0;
    bool seen[3] = {false, false, false};
    if (props) {
        for (; props[n]; n += 2) {
            int which = props[n] == CL_SAMPLER_NORMALIZED_COORDS ? 0
                        : props[n] == CL_SAMPLER_ADDRESSING_MODE ? 1
                        : props[n] == CL_SAMPLER_FILTER_MODE     ? 2
                                                                 : -1;
            if (which < 0 || seen[which]) return icd_fail(errcode_ret, CL_INVALID_VALUE);
            seen[which] = true;
            if (which == 0) norm = (cl_bool)props[n + 1];
            if (which == 1) am = (cl_addressing_mode)props[n + 1];
            if (which == 2) fm = (cl_filter_mode)props[n + 1];
        }
        n++; /* the 0 */
    }
    return sampler_new(context, norm, am, fm, props, n, errcode_ret);
}

CL_API_ENTRY cl_int CL_API_CALL clRetainSampler(cl_sampler sampler)
{
    if (!obj_valid(sampler, MAGIC_SAMPLER)) return CL_INVALID_SAMPLER;
    obj_retain(sampler);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clReleaseSampler(cl_sampler sampler)
{
    if (!obj_valid(sampler, MAGIC_SAMPLER)) return CL_INVALID_SAMPLER;
    if (obj_release(sampler)) sampler_destroy(sampler);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clGetSamplerInfo(cl_sampler s, cl_sampler_info param_name, size_t param_value_size,
                                                 void *param_value, size_t *param_value_size_ret)
{
    if (!obj_valid(s, MAGIC_SAMPLER)) return CL_INVALID_SAMPLER;
    switch (param_name) {
    case CL_SAMPLER_REFERENCE_COUNT: return INFO_VALUE(cl_uint, obj_app_refs(s));
    case CL_SAMPLER_CONTEXT: return INFO_VALUE(cl_context, s->ctx);
    case CL_SAMPLER_NORMALIZED_COORDS: return INFO_VALUE(cl_bool, s->normalized);
    case CL_SAMPLER_ADDRESSING_MODE: return INFO_VALUE(cl_addressing_mode, s->addressing);
    case CL_SAMPLER_FILTER_MODE: return INFO_VALUE(cl_filter_mode, s->filter);
    case CL_SAMPLER_PROPERTIES: return INFO_ARRAY(s->props, s->nprops * sizeof *s->props);
    default: return CL_INVALID_VALUE;
    }
}
