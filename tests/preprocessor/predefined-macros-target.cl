// The predefined macros that come from the target's row and the
// compilation's features (support/target.c, support/features.def), per
// target, per -cl-std and per -cl-ext=: the same names and values clang-19
// defines (`clang-19 -cc1 -x cl -dM -E -triple <t>`), less the extensions
// and 3.0 features oclc does not implement.  (pragma-extensions-target.cl
// checks that #pragma OPENCL EXTENSION offers the same extensions.)
//
// x86_64 (the host) and nvptx64, OpenCL C 3.0:
// RUN: %oclc -E %s | FileCheck %s --check-prefixes=CHECK,X86,CL30,X86CL30
// RUN: %oclc -E --target=x86_64-unknown-linux-gnu %s | FileCheck %s --check-prefixes=CHECK,X86,CL30,X86CL30
// RUN: %oclc -E --target=nvptx64-nvidia-cuda %s | FileCheck %s --check-prefixes=CHECK,PTX,CL30,PTXCL30
// 2.0 and 1.2: no 3.0 feature macros, the extensions' as before.
// RUN: %oclc -E -cl-std=CL2.0 %s | FileCheck %s --check-prefixes=CHECK,X86,CL20,UNCLAIMED,PRE30
// RUN: %oclc -E -cl-std=CL1.2 --target=nvptx64-nvidia-cuda %s | FileCheck %s --check-prefixes=CHECK,PTX,CL12,UNCLAIMED,PRE30

version __OPENCL_C_VERSION__;
// CL30: version 300;
// CL20: version 200;
// CL12: version 120;
order __ENDIAN_LITTLE__ __LITTLE_ENDIAN__ __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__ __ORDER_BIG_ENDIAN__;
// CHECK: order 1 1 1234 1234 4321;
sizes __SIZEOF_POINTER__ __SIZEOF_SIZE_T__ __SIZEOF_PTRDIFF_T__;
// CHECK: sizes 8 8 8;
arch __x86_64__ __x86_64 __NVPTX__ __PTX__;
// X86: arch 1 1 __NVPTX__ __PTX__;
// PTX: arch __x86_64__ __x86_64 1 1;
ext cl_khr_fp64 cl_khr_byte_addressable_store cl_khr_int64_base_atomics;
// X86: ext 1 1 1;
// PTX: ext 1 1 1;
// Half arithmetic is the host runtime's (cl_khr_fp16), not nvptx64's;
// the feature macro is 3.0's only.
fp16 cl_khr_fp16 __opencl_c_fp16;
// X86CL30: fp16 1 1;
// CL20: fp16 1 __opencl_c_fp16;
// PTX: fp16 cl_khr_fp16 __opencl_c_fp16;
// Both implement the atomics (codegen/cg_bi_atomic.c): the 1.x
// extensions, and in 3.0 every order and scope.
atomics cl_khr_global_int32_base_atomics cl_khr_global_int32_extended_atomics cl_khr_local_int32_base_atomics cl_khr_local_int32_extended_atomics cl_khr_int64_extended_atomics;
// X86: atomics 1 1 1 1 1;
// PTX: atomics 1 1 1 1 1;
orders __opencl_c_atomic_order_acq_rel __opencl_c_atomic_order_seq_cst __opencl_c_atomic_scope_device __opencl_c_atomic_scope_all_devices;
// X86CL30: orders 1 1 1 1;
// PTXCL30: orders 1 1 1 1;
// PRE30: orders __opencl_c_atomic_order_acq_rel __opencl_c_atomic_order_seq_cst __opencl_c_atomic_scope_device __opencl_c_atomic_scope_all_devices;
features __opencl_c_fp64 __opencl_c_int64 __opencl_c_images __opencl_c_pipes;
// X86CL30: features 1 1 1 __opencl_c_pipes;
// PTXCL30: features 1 1 __opencl_c_images __opencl_c_pipes;
// CL20: features __opencl_c_fp64 __opencl_c_int64 __opencl_c_images
// CL12: features __opencl_c_fp64 __opencl_c_int64 __opencl_c_images
// Sub-groups are the host runtime's (one per work-group), not nvptx64's;
// the feature macro is 3.0's only.
subgroups __opencl_c_subgroups cl_khr_subgroups;
// X86CL30: subgroups 1 1;
// CL20: subgroups __opencl_c_subgroups 1;
// PTX: subgroups __opencl_c_subgroups cl_khr_subgroups;
// The generic address space and program-scope globals are compiled and
// claimed on both targets (the runtimes answer to_global and friends and
// the global-variable size queries), in 3.0 only.
unclaimed __opencl_c_generic_address_space __opencl_c_program_scope_global_variables;
// CL30: unclaimed 1 1;
// UNCLAIMED: unclaimed __opencl_c_generic_address_space __opencl_c_program_scope_global_variables;
// Images on the host (every version), 3D writes with them; not on nvptx64.
images __IMAGE_SUPPORT__ __opencl_c_read_write_images __opencl_c_3d_image_writes cl_khr_3d_image_writes;
// X86CL30: images 1 1 1 1;
// CL20: images 1 __opencl_c_read_write_images __opencl_c_3d_image_writes 1;
// PTX: images __IMAGE_SUPPORT__ __opencl_c_read_write_images __opencl_c_3d_image_writes cl_khr_3d_image_writes;
// Depth images too (cl_khr_depth_images, from 1.2 on, as clang's).
depth cl_khr_depth_images CLK_DEPTH;
// X86: depth 1 0x10BD;
// PTX: depth cl_khr_depth_images CLK_DEPTH;
// sRGB images, written too (cl_khr_srgb_image_writes); the CLK_s* orders
// are OpenCL C 2.0's, as clang's.
srgb cl_khr_srgb_image_writes CLK_sRGBA CLK_sBGRA;
// X86CL30: srgb 1 0x10C1 0x10C2;
// CL20: srgb 1 0x10C1 0x10C2;
// PTX: srgb cl_khr_srgb_image_writes CLK_sRGBA CLK_sBGRA;

// -cl-ext=: an extension and its 3.0 feature move together, `all` is
// everything the target implements, items apply in order.
// RUN: %oclc -E -cl-ext=-cl_khr_fp64 %s | FileCheck %s --check-prefix=NOFP64
// RUN: %oclc -E -cl-ext=-__opencl_c_fp64 %s | FileCheck %s --check-prefix=NOFP64
// RUN: %oclc -E --target=nvptx64-nvidia-cuda -cl-ext=-__opencl_c_fp64 %s | FileCheck %s --check-prefix=NOFP64
// RUN: %oclc -E -cl-ext=-all %s | FileCheck %s --check-prefix=NONE
// RUN: %oclc -E -cl-ext=-all,+cl_khr_fp64 %s | FileCheck %s --check-prefix=FP64ONLY
// RUN: %oclc -E -cl-ext=-all -cl-ext=cl_khr_fp64 %s | FileCheck %s --check-prefix=FP64ONLY
// RUN: %oclc -E -cl-ext=-cl_khr_fp64 -cl-ext=+all %s | FileCheck %s --check-prefix=ALL
// RUN: %oclc -E -cl-ext= %s | FileCheck %s --check-prefix=ALL
pair cl_khr_fp64 __opencl_c_fp64 cl_khr_byte_addressable_store __opencl_c_int64;
// NOFP64: pair cl_khr_fp64 __opencl_c_fp64 1 1;
// NONE: pair cl_khr_fp64 __opencl_c_fp64 cl_khr_byte_addressable_store 1;
// FP64ONLY: pair 1 1 cl_khr_byte_addressable_store 1;
// ALL: pair 1 1 1 1;
// Claiming an unclaimed feature defines its macro in 3.0; no feature
// macro exists before 3.0, and +all does not give 1.2 a 3.0 feature.
// RUN: %oclc -E --target=nvptx64-nvidia-cuda -cl-ext=+__opencl_c_generic_address_space,+__opencl_c_program_scope_global_variables %s | FileCheck %s --check-prefix=CLAIM
// RUN: %oclc -E -cl-std=CL1.2 -cl-ext=+all,+__opencl_c_generic_address_space %s | FileCheck %s --check-prefix=CLAIM12
claim __opencl_c_generic_address_space __opencl_c_program_scope_global_variables;
// CLAIM: claim 1 1;
// CLAIM12: claim __opencl_c_generic_address_space __opencl_c_program_scope_global_variables;

