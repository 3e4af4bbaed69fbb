// C99 6.10.3.5 example 6: the invalid redefinitions are diagnosed
// (-Wmacro-redefined, with a note at the definition they replace); a
// redefinition with the same replacement list, white space aside, is not.
// RUN: %oclc -fsyntax-only -verify %s

#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */   // expected-note {{previous definition is here}}
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \
 a /* other stuff on this line
 */ )
// expected-note@-3 {{previous definition is here}}
#define OBJ_LIKE (0)         // expected-warning {{'OBJ_LIKE' macro redefined}} expected-note {{previous definition is here}}
#define OBJ_LIKE (1 - 1)     // expected-warning {{'OBJ_LIKE' macro redefined}}
#define FUNC_LIKE(b) ( a )   // expected-warning {{'FUNC_LIKE' macro redefined}} expected-note {{previous definition is here}}
#define FUNC_LIKE(b) ( b )   // expected-warning {{'FUNC_LIKE' macro redefined}}
#undef OBJ_LIKE
#define OBJ_LIKE 1           // after #undef, a new definition
