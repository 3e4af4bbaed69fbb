// convert_T names that are almost right: every mistake in the name gets a
// message saying which part is wrong and, where one exists, the name that
// would be right (as a note and a fix-it; convert-fixit.cl shows the
// fix-its).  Clang 19 says only "no matching function" or "implicit
// declaration" for all of these.
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify %s

void names(float f, int i, float4 f4) {
  // _sat before the rounding mode.
  int a = convert_int_rte_sat(f);    // expected-error {{invalid conversion function 'convert_int_rte_sat': '_sat' must come before the rounding mode; did you mean 'convert_int_sat_rte'?}}
  int4 b = convert_int4_rtn_sat(f4); // expected-error {{invalid conversion function 'convert_int4_rtn_sat': '_sat' must come before the rounding mode; did you mean 'convert_int4_sat_rtn'?}}
  // Unknown rounding modes: the closest valid name.
  int c = convert_int_rtq(f);        // expected-error {{invalid conversion function 'convert_int_rtq': unknown rounding mode '_rtq' (the rounding modes are _rte, _rtz, _rtp and _rtn)}}
  // expected-note@-1 {{did you mean 'convert_int_rte'?}}
  int d = convert_uint_sat_rtx(f);   // expected-error {{invalid conversion function 'convert_uint_sat_rtx': unknown rounding mode '_rtx'}}
  // expected-note@-1 {{did you mean 'convert_uint_sat_rte'?}}
  // Two rounding modes, a repeated _sat.
  int e = convert_int_rte_rtz(f);    // expected-error {{invalid conversion function 'convert_int_rte_rtz': two rounding modes, '_rte' and '_rtz' (a conversion takes at most one)}}
  // expected-note@-1 {{keep the first: 'convert_int_rte'}}
  int g = convert_int_rtz_sat_rte(f); // expected-error {{two rounding modes, '_rtz' and '_rte'}}
  // expected-note@-1 {{keep the first: 'convert_int_sat_rtz'}}
  int h = convert_int_sat_sat(f);    // expected-error {{invalid conversion function 'convert_int_sat_sat': '_sat' appears twice}}
  // expected-note@-1 {{write it once: 'convert_int_sat'}}
  // _sat on a floating destination.
  float j = convert_float_sat(i);    // expected-error {{invalid conversion function 'convert_float_sat': '_sat' is only allowed for integer destination types; conversions to 'float' never saturate}}
  // expected-note@-1 {{remove '_sat': 'convert_float'}}
  double k = convert_double_sat_rtp(i); // expected-error {{'_sat' is only allowed for integer destination types; conversions to 'double' never saturate}}
  // expected-note@-1 {{remove '_sat': 'convert_double_rtp'}}
  // Types convert_ does not take.
  int l = convert_half(f);           // expected-error {{invalid conversion function 'convert_half': conversions to 'half' need the cl_khr_fp16 extension, which oclc does not support; use vstore_half to store floats as half}}
  int m = convert_half4_rte(f4);     // expected-error {{conversions to 'half' need the cl_khr_fp16 extension}}
  int n = convert_bool(f);           // expected-error {{invalid conversion function 'convert_bool': convert_ does not convert to 'bool' (it converts to char, uchar, short, ushort, int, uint, long, ulong, float or double)}}
  int o = convert_void(f);           // expected-error {{convert_ does not convert to 'void'}}
  int p = convert_quad(f);           // expected-error {{convert_ does not convert to 'quad'}}
  ulong q = convert_size_t(f);       // expected-error {{invalid conversion function 'convert_size_t': 'size_t' is not a conversion type (convert_ converts to char, uchar, short, ushort, int, uint, long, ulong, float or double)}}
  // expected-note@-1 {{'size_t' is 'ulong' on this target; use 'convert_ulong'}}
  long r = convert_ptrdiff_t_sat(f); // expected-error {{'ptrdiff_t' is not a conversion type}}
  // expected-note@-1 {{'ptrdiff_t' is 'long' on this target; use 'convert_long_sat'}}
  long s = convert_intptr_t(f);      // expected-error {{'intptr_t' is not a conversion type}}
  // expected-note@-1 {{use 'convert_long'}}
  ulong t = convert_uintptr_t_rte(f); // expected-error {{'uintptr_t' is not a conversion type}}
  // expected-note@-1 {{use 'convert_ulong_rte'}}
  // Vector counts that do not exist.
  int u = convert_int5(f);           // expected-error {{invalid conversion function 'convert_int5': 'int5' is not a vector type (vectors have 2, 3, 4, 8 or 16 components)}}
  int v = convert_float32(f);        // expected-error {{'float32' is not a vector type}}
  int w = convert_char1(f);          // expected-error {{'char1' is not a vector type}}
  // Typos within two edits: did you mean.
  int x = convert_itn(f);            // expected-error {{invalid conversion function 'convert_itn': unknown destination type (convert_ converts to char, uchar, short, ushort, int, uint, long, ulong, float or double)}}
  // expected-note@-1 {{did you mean 'convert_int'?}}
  float4 y = convert_flaot4_rtz(i);  // expected-error {{unknown destination type}}
  // expected-note@-1 {{did you mean 'convert_float4_rtz'?}}
  int z = convert_int_sta(f);        // expected-error {{invalid conversion function 'convert_int_sta': unexpected '_sta' (the form is convert_<type>[n][_sat][_rte|_rtz|_rtp|_rtn])}}
  // expected-note@-1 {{did you mean 'convert_int_sat'?}}
  int aa = convert_intrte(f);        // expected-error {{unexpected 'rte'}}
  // expected-note@-1 {{did you mean 'convert_int_rte'?}}
  int ab = convert_int_(f);          // expected-error {{unexpected '_'}}
  // expected-note@-1 {{did you mean 'convert_int'?}}
  uint ac = convert_unit_sat(f);     // expected-error {{unknown destination type}}
  // expected-note@-1 {{did you mean 'convert_uint_sat'?}}
  // Too far from any name: no suggestion.
  int ad = convert_integer(f);       // expected-error {{invalid conversion function 'convert_integer': unexpected 'eger'}}
  int ae = convert_(f);              // expected-error {{invalid conversion function 'convert_': unknown destination type}}
}
