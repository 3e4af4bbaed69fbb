// saxpy.cl - the classic BLAS level-1 kernel, plus a C-callable helper.
// Build: oclc -c examples/saxpy.cl -o saxpy.o
kernel void saxpy(float a, global const float *x, global float *y) {
    size_t i = get_global_id(0);
    y[i] = a * x[i] + y[i];
}

// A plain function: callable from C as `void saxpy_n(float, const float *, float *, int)`.
void saxpy_n(float a, global const float *x, global float *y, int n) {
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}
