// Character constants: every C escape, octal and hex escapes; the value
// is that of a (signed) char, checked through #if.
// RUN: %oclc -fsyntax-only -verify %s
// expected-no-diagnostics

#if 'a' != 97 || '\n' != 10 || '\t' != 9 || '\\' != 92 || '\'' != 39 || '\"' != 34
#error simple escapes
#endif
#if '\?' != 63 || '\a' != 7 || '\b' != 8 || '\f' != 12 || '\v' != 11 || '\r' != 13
#error more escapes
#endif
#if '\0' != 0 || '\101' != 65 || '\x41' != 65 || '\x7f' != 127 || '"' != 34
#error numeric escapes
#endif
#if '\377' != -1 || '\xff' != -1 || '\x80' != -128
#error char is signed
#endif

kernel void k(global char *c) {
  c[0] = 'x';
  c[1] = '\n';
  c[2] = '\x1F';
  c[3] = '\033';
}
