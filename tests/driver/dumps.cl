kernel void k(void) {}
// -ast-dump and -dump-tokens print to stdout, even with -fsyntax-only;
// tokens in clang's layout, keywords named by their spelling.
// RUN: %oclc -fsyntax-only -ast-dump %s | FileCheck %s --check-prefix=AST
// AST: {{.+}}
// RUN: %oclc -dump-tokens %s | FileCheck %s --check-prefix=TOKENS
// TOKENS:      kernel 'kernel' [StartOfLine] Loc=<{{.*}}dumps.cl:1:1>
// TOKENS-NEXT: void 'void' [LeadingSpace] Loc=<{{.*}}dumps.cl:1:8>
// TOKENS-NEXT: ident 'k' [LeadingSpace] Loc=<{{.*}}dumps.cl:1:13>
// TOKENS-NEXT: lparen '(' Loc=<{{.*}}dumps.cl:1:14>
// TOKENS:      eof ''
