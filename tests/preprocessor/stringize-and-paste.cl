// # makes a string of the argument as written (white space collapsed,
// quotes and backslashes in literals escaped); ## pastes before the
// arguments are replaced; an argument next to # or ## is not
// macro-replaced first, one elsewhere is.
// RUN: %oclc -E %s | FileCheck %s

#define STR(x) #x
#define XSTR(x) STR(x)
#define VALUE 42
STR(  a   +   b  );
STR("quote\n" 'c' '\'' "\\");
STR();
STR(VALUE) XSTR(VALUE);
STR(  leading and trailing   );
STR(a
    b);
// CHECK:      "a + b";
// CHECK-NEXT: "\"quote\\n\" 'c' '\\'' \"\\\\\"";
// CHECK-NEXT: "";
// CHECK-NEXT: "VALUE" "42";
// CHECK-NEXT: "leading and trailing";
// CHECK-NEXT: "a b";

#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
CAT(VAL, UE) XCAT(VAL, UE);
CAT(x, VALUE) XCAT(x, VALUE);
CAT(1, 2) CAT(0x, ff) CAT(1.5, e3) CAT(., 5);
CAT(+, +) CAT(-, =) CAT(<<, =) CAT(-, >) CAT(#, #);
CAT(, right) CAT(left, ) CAT(,);
// CHECK-NEXT: 42 42;
// CHECK-NEXT: xVALUE x42;
// CHECK-NEXT: 12 0xff 1.5e3 .5;
// CHECK-NEXT: ++ -= <<= -> ##;
// CHECK-NEXT: right left ;

#define STRCAT(a) #a ## _suffix
#define CAT3(a, b, c) a ## b ## c
CAT3(a, b, c) CAT3(, , z) CAT3(1, , 2);
// CHECK-NEXT: abc z 12;

// A pasted identifier is a new name and can be a macro.
#define VALUE_ONE 1
#define PICK(n) VALUE_ ## n
PICK(ONE);
// CHECK-NEXT: 1;

// An object-like macro may paste too.
#define OBJ x ## y
OBJ;
// CHECK-NEXT: xy;
