#!/usr/bin/env python3
"""deep.py KIND N - an OpenCL C program that nests one construct N deep.

The robustness tests feed these to oclc at and beyond the nesting limits:
every construct that makes the parser, sema, codegen, -ast-dump or the
preprocessor recurse has a row here, so a new recursive construct needs one
more row, not one more test file.
"""
import sys

ROWS = {
    # expressions (-fmax-nesting-depth=)
    "parens": lambda n: "int f(int x) { return " + "(" * n + "x" + ")" * n + "; }",
    "unary": lambda n: "int f(int x) { return " + "- " * n + "x; }",
    "not": lambda n: "int f(int x) { return " + "!" * n + "x; }",
    "binary": lambda n: "int f(int x) { return x" + " + x" * n + "; }",
    "right-assoc": lambda n: "int f(int x) { return " + "x = " * n + "1; }",
    "cast": lambda n: "int f(int x) { return " + "(int)" * n + "x; }",
    "ternary": lambda n: "int f(int x) { return " + "x ? " * n + "1" + " : 2" * n + "; }",
    "comma": lambda n: "int f(int x) { return (x" + ", x" * n + "); }",
    "call": lambda n: "int g(int); int f(int x) { return " + "g(" * n + "x" + ")" * n + "; }",
    "subscript": lambda n: "int f(global int *p) { return " + "p[" * n + "0" + "]" * n + "; }",
    "deref": lambda n: "int f(int x) { return " + "*&" * n + "x; }",
    "swizzle": lambda n: "float4 f(float4 v) { return v" + ".wzyx" * n + "; }",
    "vector-literal": lambda n: "int4 f(int x) { return " + "(int4)(" * n + "x" + ")" * n + "; }",
    "initializer": lambda n: "int a[1] = " + "{" * n + "1" + "}" * n + ";",
    # statements (the same limit)
    "blocks": lambda n: "void f(int x) { " + "{" * n + "x++;" + "}" * n + " }",
    "if": lambda n: "void f(int x) { " + "if (x) " * n + "x++; }",
    "while": lambda n: "void f(int x) { " + "while (x) " * n + "x--; }",
    "for": lambda n: "void f(int x) { " + "for (;x;) " * n + "x--; }",
    "else-if": lambda n: "int f(int x) { " + "if (x == 0) return 0; else " * n + "return 1; }",
    # the preprocessor (-fmacro-expansion-depth=, and -fmax-nesting-depth= in #if)
    "macro-args": lambda n: "#define F(x) x\nint a = " + "F(" * n + "1" + ")" * n + ";",
    "macro-chain": lambda n: "".join("#define M%d M%d\n" % (i, i + 1) for i in range(n)) + "#define M%d 1\nint a = M0;" % n,
    "if-parens": lambda n: "#if " + "(" * n + "1" + ")" * n + "\nint a;\n#endif",
    "if-unary": lambda n: "#if " + "- " * n + "1\nint a;\n#endif",
    "if-ternary": lambda n: "#if 1" + " ? 1" * n + " : 0" * n + "\nint a;\n#endif",
}

if __name__ == "__main__":
    kind, n = sys.argv[1], int(sys.argv[2])
    if kind not in ROWS:
        sys.exit("deep.py: unknown kind %r; one of %s" % (kind, ", ".join(ROWS)))
    print(ROWS[kind](n))
