// Integer literal types follow C99 6.4.4.1 with OpenCL's 64-bit long;
// checked through sizeof and through assignments that need the type.
// RUN: %oclc -fsyntax-only -verify %s
// expected-no-diagnostics

#define CHECK(name, cond) int name[(cond) ? 1 : -1]

CHECK(int_small, sizeof(2147483647) == 4);
CHECK(long_decimal, sizeof(2147483648) == 8);
CHECK(uint_hex, sizeof(0xFFFFFFFF) == 4);
CHECK(uint_hex_unsigned, (0xFFFFFFFF >> 31) == 1);
CHECK(long_hex, sizeof(0x100000000) == 8);
CHECK(u_suffix, sizeof(1u) == 4);
CHECK(ul_suffix, sizeof(1ul) == 8);
CHECK(l_suffix, sizeof(1l) == 8);
CHECK(char_lit, sizeof('a') == 4);
CHECK(float_lit, sizeof(1.0f) == 4);
CHECK(double_lit, sizeof(1.0) == 8);
CHECK(vec3_size, sizeof(float3) == 16);
CHECK(vec3_step, vec_step(float3) == 4);
CHECK(vec16_size, sizeof(char16) == 16);
CHECK(size_t_size, sizeof(size_t) == 8);
CHECK(wrap, (uint)-1 == 0xFFFFFFFFu);
CHECK(div_int_min, (-2147483647 - 1) / -1 == (-2147483647 - 1));
