# Prints the name of every OpenCL platform the ICD loader finds, one a
# line (an OpenCL application in a few lines of ctypes, for tests that
# need no compiler).
import ctypes
import sys

CL_PLATFORM_NAME = 0x0902
cl = ctypes.CDLL("libOpenCL.so.1")
n = ctypes.c_uint(0)
if cl.clGetPlatformIDs(0, None, ctypes.byref(n)) != 0 or n.value == 0:
    print("no platforms")
    sys.exit(1)
ids = (ctypes.c_void_p * n.value)()
cl.clGetPlatformIDs(n, ids, None)
for p in ids:
    name = ctypes.create_string_buffer(256)
    cl.clGetPlatformInfo(ctypes.c_void_p(p), CL_PLATFORM_NAME, 256, name, None)
    print(name.value.decode())
