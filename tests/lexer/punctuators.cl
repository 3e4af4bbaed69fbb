// Every punctuator of OpenCL C (C99's, without digraphs), taken by the
// longest match: `a+++b` is a ++ + b, `...` one token, `..` two.
// RUN: %oclc -dump-tokens %s | FileCheck %s

( ) [ ] { } . -> ++ -- & * + - ~ ! / % << >> < > <= >= == != ^ | && || ? : ; ... = *= /= %= += -= <<= >>= &= ^= |= ,
// CHECK:      lparen '('
// CHECK-NEXT: rparen ')'
// CHECK-NEXT: lbracket '['
// CHECK-NEXT: rbracket ']'
// CHECK-NEXT: lbrace '{'
// CHECK-NEXT: rbrace '}'
// CHECK-NEXT: dot '.'
// CHECK-NEXT: arrow '->'
// CHECK-NEXT: plusplus '++'
// CHECK-NEXT: minusminus '--'
// CHECK-NEXT: amp '&'
// CHECK-NEXT: star '*'
// CHECK-NEXT: plus '+'
// CHECK-NEXT: minus '-'
// CHECK-NEXT: tilde '~'
// CHECK-NEXT: bang '!'
// CHECK-NEXT: slash '/'
// CHECK-NEXT: percent '%'
// CHECK-NEXT: shl '<<'
// CHECK-NEXT: shr '>>'
// CHECK-NEXT: lt '<'
// CHECK-NEXT: gt '>'
// CHECK-NEXT: le '<='
// CHECK-NEXT: ge '>='
// CHECK-NEXT: eqeq '=='
// CHECK-NEXT: ne '!='
// CHECK-NEXT: caret '^'
// CHECK-NEXT: pipe '|'
// CHECK-NEXT: ampamp '&&'
// CHECK-NEXT: pipepipe '||'
// CHECK-NEXT: question '?'
// CHECK-NEXT: colon ':'
// CHECK-NEXT: semi ';'
// CHECK-NEXT: ellipsis '...'
// CHECK-NEXT: eq '='
// CHECK-NEXT: stareq '*='
// CHECK-NEXT: slasheq '/='
// CHECK-NEXT: percenteq '%='
// CHECK-NEXT: pluseq '+='
// CHECK-NEXT: minuseq '-='
// CHECK-NEXT: shleq '<<='
// CHECK-NEXT: shreq '>>='
// CHECK-NEXT: ampeq '&='
// CHECK-NEXT: careteq '^='
// CHECK-NEXT: pipeeq '|='
// CHECK-NEXT: comma ','

a+++b .. x->y
// CHECK-NEXT: ident 'a' [StartOfLine]
// CHECK-NEXT: plusplus '++'
// CHECK-NEXT: plus '+'
// CHECK-NEXT: ident 'b'
// CHECK-NEXT: dot '.' [LeadingSpace]
// CHECK-NEXT: dot '.'
// CHECK-NEXT: ident 'x' [LeadingSpace]
// CHECK-NEXT: arrow '->'
// CHECK-NEXT: ident 'y'

1.5e+3f .5 0x1p-2 1e 12abc 0x1e+1
// CHECK-NEXT: float_lit '1.5e+3f' [StartOfLine]
// CHECK-NEXT: float_lit '.5' [LeadingSpace]
// CHECK-NEXT: float_lit '0x1p-2' [LeadingSpace]
// CHECK-NEXT: float_lit '1e' [LeadingSpace]
// CHECK-NEXT: int_lit '12abc' [LeadingSpace]
// CHECK-NEXT: int_lit '0x1e+1' [LeadingSpace]
// CHECK-NEXT: eof
