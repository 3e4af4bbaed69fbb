// printf's format is checked at compile time (sema/sema_printf.c): what
// OpenCL C 6.15.14 forbids is an error at the argument, what C leaves
// undefined a -Wformat warning.  The valid calls are the spec's examples.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s

kernel void valid(global char *s, global int *r, float x, double d, uint2 ui, long l) {
  float4 f = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  uchar4 uc = (uchar4)(0xFA, 0xFB, 0xFC, 0xFD);
  r[0] = printf("f4 = %2.2v4hlf\n", f);
  r[1] = printf("uc = %#v4hhx\n", uc);
  printf("%s\n", "this is a test string\n");
  printf(("%d %i %o %u %x %X %c %ld %lu %hd %hhu %% %p\n"), 1, 2, 3u, 4u, 5, 6, 'c', l, (ulong)l, (short)1,
         (uchar)2, s);
  printf("%f %F %e %E %g %G %a %A %.3lf\n", x, x, d, d, x, d, x, d, d);
  printf("%v2hlx %v2hlu %v3hd %v8lf %v16hhd\n", ui, ui, (short3)(1), (double8)(0.5), (char16)(0));
  printf("no conversion\n");
}

kernel void errors(global char *s, constant char *p, global int *r, float x, uint2 ui, float4 f) {
  printf(p);  // expected-error {{the format of printf must be a string literal}}
  printf(s, 1);  // expected-error {{the format of printf must be a string literal}}
  printf("%s\n", s);  // expected-error {{the argument of format '%s' must be a string literal}}
  printf("%s\n", p);  // expected-error {{the argument of format '%s' must be a string literal}}
  printf("%s\n", &p[3]);  // expected-error {{the argument of format '%s' must be a string literal}}
  printf("unsigned short value = (%#v2hx)\n", ui);  // expected-error {{format '%#v2hx' takes a vector of 2 short or ushort, but the argument has type 'uint2' (OpenCL converts no vector for printf)}}
  printf("unsigned char value = (%#v2hhx)\n", ui);  // expected-error {{format '%#v2hhx' takes a vector of 2 char or uchar, but the argument has type 'uint2'}}
  printf("%v4hld\n", f);  // expected-error {{format '%v4hld' takes a vector of 4 int or uint, but the argument has type 'float4'}}
  printf("%v3hlf\n", f);  // expected-error {{format '%v3hlf' takes a vector of 3 float, but the argument has type 'float4'}}
  printf("%v4hlf\n", x);  // expected-error {{format '%v4hlf' takes a vector of 4 float, but the argument has type 'float'}}
  printf("%f\n", f);  // expected-error {{the argument of format '%f' is a vector of type 'float4': a vector needs a vector specifier ('%v4...')}}
  printf("%d %d\n", 1);  // expected-error {{more '%' conversions than data arguments: '%d' has no argument}}
  printf("%*d\n", 3, 1);  // expected-error {{invalid conversion specifier '%*' in the format: the '*' field width is not supported in OpenCL C}}
  printf("%.*f\n", 3, x);  // expected-error {{invalid conversion specifier '%.*' in the format: the '*' precision is not supported in OpenCL C}}
  printf("%lld\n", 1L);  // expected-error {{invalid conversion specifier '%ll' in the format: the 'll' length modifier is reserved in OpenCL C ('l' is 64 bits)}}
  printf("%zu\n", 1UL);  // expected-error {{the 'j', 'z', 't' and 'L' length modifiers are reserved in OpenCL C}}
  printf("%n\n", r);  // expected-error {{invalid conversion specifier '%n' in the format: '%n' is reserved in OpenCL C}}
  printf("%lc\n", 1);  // expected-error {{'%lc' and '%ls' are not supported in OpenCL C}}
  printf("%v5hld\n", f);  // expected-error {{the vector size must be 2, 3, 4, 8 or 16}}
  printf("%v4f\n", f);  // expected-error {{a vector specifier needs a length modifier (hh, h, hl or l)}}
  printf("%v4hhf\n", f);  // expected-error {{'hh' names no floating-point vector}}
  printf("%v4hls\n", f);  // expected-error {{a vector specifier needs one of the conversions d i o u x X f F e E g G a A}}
  printf("%hld\n", 1);  // expected-error {{the 'hl' length modifier needs a vector specifier}}
  printf("%hf\n", x);  // expected-error {{'hh' and 'h' name no floating-point scalar}}
  printf("%k\n", 1);  // expected-error {{invalid conversion specifier '%k' in the format: unknown conversion character}}
  printf("%5%\n");  // expected-error {{'%%' takes no flags, width, precision, vector size or length}}
  printf("100%");  // expected-error {{incomplete conversion specifier}}
  printf();  // expected-error {{too few arguments to function call, expected at least 1, have 0}}
}

kernel void warnings(global int *r, float x, int i) {
  printf("%d\n", x);  // expected-warning {{format '%d' takes an integer, but the argument has type 'float'}}
  printf("%f\n", i);  // expected-warning {{format '%f' takes a floating-point number, but the argument has type 'int'}}
  printf("%p\n", i);  // expected-warning {{format '%p' takes a pointer, but the argument has type 'int'}}
  printf("%d\n", i, i);  // expected-warning {{data argument not used by format string}}
}

// A program's own prototype of printf names the built-in.
int printf(constant char *restrict fmt, ...);
kernel void declared(int i) { printf("%d\n", i); }
