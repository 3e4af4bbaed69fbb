# bench/gpu/vendor_libs.sh - sourced by bench/gpu/run and tests/gpu/kit-run:
# vendor_libs prints, one a line, the OpenCL implementations of this
# machine other than oclc: each /etc/OpenCL/vendors/*.icd's library, and
# NVIDIA's OpenCL library where the driver installed it without a vendors
# file (containers often have libnvidia-opencl.so.1 but no nvidia.icd).
vendor_libs() {
    for f in /etc/OpenCL/vendors/*.icd; do
        # (a vendors file's one line may lack its newline: PoCL's does)
        [ -f "$f" ] && printf '%s\n' "$(head -n 1 "$f")"
    done
    nv=$( (ldconfig -p || /sbin/ldconfig -p) 2>/dev/null | awk '$1 ~ /^libnvidia-opencl\.so/ && /x86-64/ { print $NF; exit }')
    if [ -n "$nv" ] && ! grep -qs nvidia-opencl /etc/OpenCL/vendors/*.icd; then
        echo "$nv"
    fi
}
