# lit configuration for oclc's tests (see docs/design.md, "Tests").
#
# A test is a .cl (or .c / .test) file whose RUN: lines run the tool and
# whose CHECK: lines (FileCheck) or expected-* comments (-verify) state the
# result.  Run-time tests compile a kernel with %oclc -c, link it with a C
# driver from the folder's Inputs/ (compiled with %cc), run it, and check
# the printed values.  Folders named Inputs hold helpers, never tests.
#
# Substitutions:
#   %oclc       the oclc binary of this build
#   %FileCheck  LLVM 19's FileCheck (plain `FileCheck`, `not`, `count`,
#               `opt` also work: LLVM 19's tool directory is first in PATH)
#   %cc         the host C compiler this build uses
#   %clang      clang-19 (for comparisons with the reference compiler)
#   %opt        LLVM 19's opt
#   %python     the Python running lit (e.g. `%python -m json.tool`)
#   %expect-exit N CMD...  runs CMD and fails unless it exits with status N
#   %ptxas      CUDA's PTX assembler with -arch= the oldest GPU it takes of
#               sm_70 (the nvptx64 row's default CPU) and sm_75 (CUDA 13
#               dropped sm_70); only where feature `ptxas` is set: tests
#               that use it say `REQUIRES: ptxas` and show as UNSUPPORTED
#               without it
#   (feature `cuda-gpu`: libcuda and an NVIDIA GPU, for run/nvptx-*.cl)
#   (feature `libclc`: liboclc embeds libclc for nvptx64 math)
#   %s %S %t %T the usual lit paths
import atexit
import os
import shutil
import sys
import tempfile

import lit.formats

config.name = "oclc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cl", ".c", ".test"]
config.excludes = ["Inputs", "utils", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

# Without a site configuration (lit run by hand on the source tree), look
# for the default build directory of the top-level Makefile.
if not hasattr(config, "oclc_obj_root"):
    config.oclc_src_root = os.path.dirname(config.test_source_root)
    config.oclc_obj_root = lit_config.params.get("build", os.path.join(config.oclc_src_root, "build"))
    config.oclc_binary = os.path.join(config.oclc_obj_root, "oclc")
    config.llvm_tools_dir = "/usr/lib/llvm-19/bin"
    config.filecheck = os.path.join(config.llvm_tools_dir, "FileCheck")
    config.host_cc = shutil.which("cc") or "cc"
config.test_exec_root = os.path.join(config.oclc_obj_root, "tests")
# A sanitizer build (-DOCLC_SANITIZE=..., docs/robustness.md): the C
# programs the tests compile are instrumented too, so that a program that
# links liboclc loads the sanitizer's runtime first, as it must (CFLAGS
# and LDFLAGS reach the programs a test builds with CMake).  Any report
# fails the test; robustness/Inputs/lsan.supp lists the test drivers known
# to leak (their own buffers, not oclc's), tsan.supp the races TSan reports
# inside LLVM's uninstrumented static libraries.
if getattr(config, "oclc_sanitize", ""):
    flags = "-fsanitize=%s -fno-omit-frame-pointer" % config.oclc_sanitize
    config.host_cc += " " + flags
    config.environment["CFLAGS"] = flags
    config.environment["LDFLAGS"] = "-fsanitize=%s" % config.oclc_sanitize
    inputs = os.path.join(config.test_source_root, "robustness", "Inputs")

    def sanitizer_options(var, opts):
        # Ours first: options given in the environment come later and win.
        given = config.environment.get(var, os.environ.get(var, ""))
        config.environment[var] = ":".join(o for o in (opts, given) if o)

    # abort_on_error: a report must not look like exit status 1, which many
    # tests expect (a program with errors); SIGABRT fails any test.
    sanitizer_options("ASAN_OPTIONS", "detect_leaks=1:allocator_may_return_null=1:abort_on_error=1")
    sanitizer_options("LSAN_OPTIONS", "suppressions=%s:print_suppressions=0" % os.path.join(inputs, "lsan.supp"))
    sanitizer_options("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1:abort_on_error=1")
    sanitizer_options("TSAN_OPTIONS", "suppressions=%s:halt_on_error=1" % os.path.join(inputs, "tsan.supp"))
    config.available_features.add("sanitizer")

if not os.path.exists(config.oclc_binary):
    lit_config.fatal("oclc is not built: %s does not exist (run `make`)" % config.oclc_binary)

config.environment["PATH"] = os.pathsep.join([config.llvm_tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
# Diagnostics are compared as text: no colour unless a test asks for it,
# and messages in English.
config.environment["TERM"] = "dumb"
config.environment["LC_ALL"] = "C"
# The program cache (docs/embedding.md) is on by default in the user's
# ~/.cache/oclc: the suite neither reads nor fills that one.  Each lit run
# gets its own, empty, removed at the end; the cache's own tests make
# theirs.  Builds the suite repeats are then served from it, so every
# other test also checks that a hit reproduces the build.
cache_dir = tempfile.mkdtemp(prefix="oclc-cache-", dir=config.test_exec_root if os.path.isdir(config.test_exec_root) else None)
atexit.register(shutil.rmtree, cache_dir, True)
config.environment["OCLC_CACHE_DIR"] = cache_dir
config.environment.pop("OCLC_CACHE", None)

clang = shutil.which("clang-19") or os.path.join(config.llvm_tools_dir, "clang")


# CUDA's ptxas, if installed: in PATH or /usr/local/cuda*/bin.  The arch is
# probed with a minimal PTX module, since each CUDA release drops old GPUs.
def find_ptxas():
    import glob
    import subprocess
    import tempfile

    candidates = [shutil.which("ptxas")] + sorted(glob.glob("/usr/local/cuda*/bin/ptxas"), reverse=True)
    ptx = ".version 6.0\n.target sm_70\n.address_size 64\n.visible .entry e()\n{\n\tret;\n}\n"
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "probe.ptx")
        with open(src, "w") as f:
            f.write(ptx)
        for path in candidates:
            if not path or not os.access(path, os.X_OK):
                continue
            for arch in ("sm_70", "sm_75"):
                try:
                    r = subprocess.run([path, "-arch=" + arch, src, "-o", os.path.join(tmp, "probe.cubin")],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
                except (OSError, subprocess.SubprocessError):
                    break
                if r.returncode == 0:
                    return "%s -arch=%s" % (path, arch)
    return None


# The position-dependent back end that `oclc` execs for code (driver/
# cg_main.c; not made in sanitizer builds, where `oclc` loads liboclc).
if os.access(os.path.join(config.oclc_obj_root, "oclc-cg"), os.X_OK):
    config.available_features.add("oclc-cg")
    config.substitutions.append(("%oclc-cg", os.path.join(config.oclc_obj_root, "oclc-cg")))
    config.substitutions.append(("%liboclc", os.path.join(config.oclc_obj_root, "liboclc.so.0")))


# liboclc embeds libclc's NVPTX built-ins (feature `libclc`): the nvptx64
# math tests need them (codegen/CMakeLists.txt).
if getattr(config, "oclc_have_libclc", False):
    config.available_features.add("libclc")


ptxas = find_ptxas()
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))


# An NVIDIA GPU the CUDA driver can run PTX on (feature `cuda-gpu`): the
# run-time tests of the nvptx64 lowering load oclc's PTX with libcuda.
def has_cuda_gpu():
    import ctypes

    try:
        cuda = ctypes.CDLL("libcuda.so.1")
        count = ctypes.c_int(0)
        return cuda.cuInit(0) == 0 and cuda.cuDeviceGetCount(ctypes.byref(count)) == 0 and count.value > 0
    except (OSError, AttributeError):
        return False


if has_cuda_gpu():
    config.available_features.add("cuda-gpu")
config.substitutions.append(("%expect-exit", "%s %s" % (sys.executable, os.path.join(config.test_source_root, "utils", "expect-exit.py"))))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%oclc", config.oclc_binary))
config.substitutions.append(("%FileCheck", config.filecheck))
config.substitutions.append(("%cc", config.host_cc))
config.substitutions.append(("%clang", clang))
config.substitutions.append(("%opt", os.path.join(config.llvm_tools_dir, "opt")))
