/*
 * grammar.y - the OpenCL C grammar (C99 as OpenCL C 2.0 uses it), the token
 * adapter that feeds it, and clang-style syntax errors with recovery.
 *
 * Shape.  The parser is a Bison *push* parser: parse_tokens() below owns the
 * loop that pulls a token from the preprocessor, decides what it is, and
 * hands it to the automaton.  Owning the loop is what makes good recovery
 * possible: before a token is taken, the loop learns from the automaton
 * (Bison's own LAC check, yy_lac) whether it can be shifted (for most
 * tokens by pushing it and being told when it cannot: give_if_fits), and if
 * not, repairs the input the way clang does - inserts the `;`, `)` or `:`
 * that is missing, an error node for a missing operand, or drops a stray
 * token - so that `int x = 1` followed by `x = 2;` costs one "expected ';'
 * at end of declaration" and nothing else (a dropped declaration would cost
 * a "use of undeclared identifier" later).  When no single-token repair
 * fits, the token goes to the automaton anyway and Bison's `error` rules
 * recover at `;`, `}` and `{...}` in statements and at the top level.
 * Messages are chosen from the set of acceptable tokens and the state stack
 * (what construct is being finished), with clang's wording.  This reads the
 * automaton's tables and stacks (yy_lac, yypstate) from the epilogue, in
 * the file Bison generates: it relies on Bison 3.8's yacc.c skeleton, the
 * version the build requires.
 *
 * Identifiers.  C needs to know whether an identifier is a type.  The
 * adapter asks scope.c (typedef names in scope, built-in names such as
 * float4 and size_t), and also remembers whether a type specifier has
 * already been seen in the current declaration: in `typedef int T; void
 * f(void) { int T; }` the second T is the declarator's name, not a type.
 * Scopes open and close with the `{` and `}` tokens themselves, and the
 * grammar declares each declarator as soon as it is complete, so a name is
 * known before the next token is read.
 *
 * Vector literals.  `(float4)(a, b).x` applies `.x` to the vector literal,
 * as clang does, not to `(a, b)`.  When the adapter sees `(` T `)` `(` with
 * T a vector type, it turns the second `(` into VEC_LPAREN, and the grammar
 * makes `(T)(...)` a postfix expression.  Other casts follow C.
 *
 * Depth.  Semantic values carry the height of the tree they build
 * (parser_int.h); build.c replaces a node deeper than the limit by an
 * error node.  Brackets are counted in the adapter, which skips a group
 * that opens beyond the limit in one step, so 100,000 nested parentheses
 * cost one diagnostic and linear time.  Chains without brackets (`- - x`,
 * `if (c) if (c) ...`) grow the automaton's stack instead: past a bound in
 * proportion to the limit, the loop stands in an operand that ends them.
 *
 * Memory.  Every semantic value points into an arena, so the grammar needs
 * no %destructor: values Bison discards during recovery are freed with the
 * arena.  A function body is made in the body arena (c->body), from the
 * action before its `{` to the reduction of the definition, which happens
 * on its `}` without reading further (a default reduction), so no token
 * lexed for the body outlives it; everything else, and every table that
 * outlives a body, is in the compilation arena (p->ca).  Each external
 * declaration goes to p->on_decl when it is reduced (external()).
 */

%define api.pure full
%define api.push-pull push
%define api.token.prefix {T_}
%define api.location.type {Loc}
%define parse.error custom
%define parse.lac full
%locations
%param {struct Parser *p}
%expect 0

%code requires {
#include "parser/parser_int.h"
}

%code {
#include <setjmp.h>
#include <string.h>

#include "lexer/literal.h"
#include "parser/parser.h"

/* A rule's location spans its first to its last symbol; an empty rule sits
 * just after the symbol before it.  A one-symbol rule (most reductions:
 * primary -> postfix -> unary -> ... -> expression) is its symbol's
 * location, which is what loc_span(a, a) returns, without the call. */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                           \
    do {                                                                      \
        if (N == 1) (Cur) = YYRHSLOC(Rhs, 1);                                 \
        else if (N) (Cur) = loc_span(p->sm, YYRHSLOC(Rhs, 1), YYRHSLOC(Rhs, N)); \
        else (Cur) = loc_end(YYRHSLOC(Rhs, 0));                               \
    } while (0)

/* The automaton's stacks grow on the heap.  parse_tokens() keeps their
 * depth far below this, in proportion to the nesting limit. */
#define YYMAXDEPTH 10000000

static void yyerror(Loc *loc, struct Parser *p, const char *msg);
static void relex_lookahead(Parser *p, int *yychar, YYSTYPE *yylval);
static void tu_add(Parser *p, Stmt *s);
static void external(Parser *p, Decl *d);

static SpecItem item(SpecKind k, unsigned value) {
    SpecItem it = {0};
    it.kind = k;
    it.value = value;
    return it;
}
}

%union {
    const char *name;
    Expr *lit;
    ExprVal ex;
    StmtVal st;
    ListVal list;
    DeclSpec *spec;
    SpecItem item;
    Declarator *dtor;
    ChunkList ptrs;
    PtrQuals pq;
    ArraySize asz;
    ParamList params;
    Decl *decl;
    TypeName *tname;
    AttrList attrs;
    Attr *attr;
    unsigned bits;
    FieldDtor fd;
}

/* One token per row of lexer/tokens.def, named as there, plus the parser's
 * own: TYPE_NAME (an identifier that names a type here), VEC_LPAREN (the
 * `(` of a vector literal's operands) and ERROR_EXPR (a group skipped for
 * nesting too deep, already reported). */
%token <name> IDENT "identifier" TYPE_NAME "type name"
%token <lit> INT_LIT "integer literal" FLOAT_LIT "floating literal"
             CHAR_LIT "character literal" STRING_LIT "string literal"
             ERROR_EXPR "invalid expression"
%token PP_NUMBER "number" HASH "#" HASHHASH "##" NEWLINE "newline" OTHER "stray character"
%token LPAREN "(" RPAREN ")" LBRACKET "[" RBRACKET "]" LBRACE "{" RBRACE "}"
       DOT "." ARROW "->" PLUSPLUS "++" MINUSMINUS "--" AMP "&" STAR "*"
       PLUS "+" MINUS "-" TILDE "~" BANG "!" SLASH "/" PERCENT "%"
       SHL "<<" SHR ">>" LT "<" GT ">" LE "<=" GE ">=" EQEQ "==" NE "!="
       CARET "^" PIPE "|" AMPAMP "&&" PIPEPIPE "||" QUESTION "?" COLON ":"
       SEMI ";" ELLIPSIS "..." EQ "=" STAREQ "*=" SLASHEQ "/=" PERCENTEQ "%="
       PLUSEQ "+=" MINUSEQ "-=" SHLEQ "<<=" SHREQ ">>=" AMPEQ "&=" CARETEQ "^="
       PIPEEQ "|=" COMMA ","
%token VEC_LPAREN "( of a vector literal"
%token KW_AUTO "auto" KW_BREAK "break" KW_CASE "case" KW_CHAR "char"
       KW_CONST "const" KW_CONTINUE "continue" KW_DEFAULT "default" KW_DO "do"
       KW_DOUBLE "double" KW_ELSE "else" KW_ENUM "enum" KW_EXTERN "extern"
       KW_FLOAT "float" KW_FOR "for" KW_GOTO "goto" KW_IF "if" KW_INLINE "inline"
       KW_INT "int" KW_LONG "long" KW_REGISTER "register" KW_RESTRICT "restrict"
       KW_RETURN "return" KW_SHORT "short" KW_SIGNED "signed" KW_SIZEOF "sizeof"
       KW_STATIC "static" KW_STRUCT "struct" KW_SWITCH "switch"
       KW_TYPEDEF "typedef" KW_UNION "union" KW_UNSIGNED "unsigned"
       KW_VOID "void" KW_VOLATILE "volatile" KW_WHILE "while" KW_BOOL "bool"
       KW_UBOOL "_Bool" KW_COMPLEX "_Complex" KW_IMAGINARY "_Imaginary"
       KW_HALF "half" KW_UCHAR "uchar" KW_USHORT "ushort" KW_UINT "uint"
       KW_ULONG "ulong" KW_VEC_STEP "vec_step" KW_ATTRIBUTE "__attribute__"
       KW_KERNEL "kernel" KW_GLOBAL "global" KW_LOCAL "local"
       KW_CONSTANT "constant" KW_PRIVATE "private" KW_GENERIC "generic"
       KW_READ_ONLY "read_only" KW_WRITE_ONLY "write_only"
       KW_READ_WRITE "read_write" KW_UNIFORM "uniform" KW_PIPE "pipe"
       KW_ALIGNOF "_Alignof" KW_BUILTIN_OFFSETOF "__builtin_offsetof"

/* The dangling else binds to the nearest if; binary operators by C's
 * precedence, all left-associative. */
%precedence THEN
%precedence "else"
%left "||"
%left "&&"
%left "|"
%left "^"
%left "&"
%left "==" "!="
%left "<" ">" "<=" ">="
%left "<<" ">>"
%left "+" "-"
%left "*" "/" "%"

%type <decl> function_definition parameter_declaration
%type <st> declaration compound_statement statement labeled_statement
           expression_statement selection_statement iteration_statement
           jump_statement for_init
%type <list> init_declarator_list block_items initializer_list argument_list
             attribute_args struct_declaration_list struct_declaration
             struct_declarator_list enumerator_list
%type <spec> declaration_specifiers specifier_qualifier_list
%type <item> decl_spec sq_item storage_class type_specifier type_qualifier
             address_space function_specifier access_qualifier
             struct_or_union_specifier enum_specifier
%type <dtor> declarator direct_declarator abstract_declarator
             direct_abstract_declarator
%type <ptrs> pointer
%type <pq> pointer_quals
%type <asz> array_size
%type <bits> array_quals struct_or_union assignment_operator
%type <fd> struct_declarator
%type <decl> enumerator
%type <params> parameter_type_list parameter_list
%type <tname> type_name
%type <attrs> attribute_specifier attribute_list attribute_opt attributes_opt
%type <attr> attribute
%type <name> attribute_name
%type <ex> postfix_expression unary_expression prefix_expression choice_expression assign_expression
           cast_expression binary_expression conditional_expression
           assignment_expression expression expression_opt
           constant_expression initializer initializer_opt attribute_arg condition
           designation designator_list offsetof_member

%%

/* translation-unit: external-declaration* */
translation_unit
    : %empty
    | translation_unit external_declaration         { p->nest_reported = false; }
    ;

/* external-declaration: function-definition | declaration */
external_declaration
    : function_definition                           { external(p, $1); }
    | declaration                                   { tu_add(p, $1.s); }
    | ";"
    | error ";"                                     { p->a = p->ca; yyerrok; }
    | error compound_statement                      { p->a = p->ca; yyerrok; }
    ;

/* function-definition: declaration-specifiers declarator compound-statement */
/* The body's nodes go to the body arena (see Memory above). */
function_definition
    : declaration_specifiers declarator attributes_opt
        <decl>{ $$ = build_function_begin(p, $1, $2, $3); p->a = &p->c->body; }
      compound_statement
        { $$ = build_function_end(p, $4, $5, @$); p->a = p->ca; }
    ;

/* declaration: declaration-specifiers init-declarator-list? ; */
declaration
    : declaration_specifiers init_declarator_list ";"   { $$ = build_decl_stmt(p, $2, @$); }
    | declaration_specifiers ";"                        { $$ = build_empty_decl(p, $1, @$); }
    ;

/* init-declarator-list: init-declarator (, init-declarator)*
 * init-declarator: declarator attributes? (= initializer)?
 * Each declarator is declared (mid-rule) before its initializer is read;
 * $0 is the declaration-specifiers before the list. */
init_declarator_list
    : declarator attributes_opt
        <decl>{ $$ = build_declarator_decl(p, $<spec>0, $1, $2); }
      initializer_opt
        {
            $$ = (ListVal){0};
            build_decl_init(p, $3, $4.e ? &$4 : NULL, loc_span(p->sm, $<spec>0->loc, @$));
            list_push(p, &$$, $3, $4.depth);
        }
    | init_declarator_list "," declarator_mark declarator attributes_opt
        <decl>{ $$ = build_declarator_decl(p, $<spec>0, $4, $5); }
      initializer_opt
        {
            $$ = $1;
            build_decl_init(p, $6, $7.e ? &$7 : NULL, loc_span(p->sm, $<spec>0->loc, @$));
            list_push(p, &$$, $6, $7.depth);
        }
    /* `int a = 1, ;`: the declarators before the error are kept. */
    | init_declarator_list "," declarator_mark error   { $$ = $1; }
    ;

/* After the `,` of a declarator list, an identifier names the declarator
 * even if it is a type outside: `typedef int T; void f(void) { int a, T; }`. */
declarator_mark
    : %empty                                        { p->want_declarator = true; }
    ;

initializer_opt
    : %empty                                        { $$ = (ExprVal){NULL, 0}; }
    | "=" initializer                               { $$ = $2; }
    ;

/* initializer: assignment-expression | { initializer-list ,? } */
initializer
    : assignment_expression
    | "{" initializer_list "}"                      { $$ = build_init_list(p, $2, @$); }
    | "{" initializer_list "," "}"                  { $$ = build_init_list(p, $2, @$); }
    | "{" "}"                                       { $$ = build_init_list(p, (ListVal){0}, @$); }
    | error                                         { $$ = build_error_expr(p, @$); }
    ;

initializer_list
    : initializer                                   { $$ = (ListVal){0}; list_push(p, &$$, $1.e, $1.depth); }
    | designation initializer
        { ExprVal d = build_designated(p, $1, $2, @$); $$ = (ListVal){0}; list_push(p, &$$, d.e, d.depth); }
    | initializer_list "," initializer              { $$ = $1; list_push(p, &$$, $3.e, $3.depth); }
    | initializer_list "," designation initializer
        {
            ExprVal d = build_designated(p, $3, $4, loc_span(p->sm, @3, @4));
            $$ = $1;
            list_push(p, &$$, d.e, d.depth);
        }
    ;

/* designation: designator+ =   (C99 6.7.8) */
designation
    : designator_list "="                           { $$ = $1; }
    ;

designator_list
    : "[" constant_expression "]"                   { $$ = build_designator(p, (ExprVal){0}, NULL, @$, $2, @$); }
    | "." IDENT                                     { $$ = build_designator(p, (ExprVal){0}, $2, @2, (ExprVal){0}, @$); }
    | designator_list "[" constant_expression "]"   { $$ = build_designator(p, $1, NULL, @3, $3, @$); }
    | designator_list "." IDENT                     { $$ = build_designator(p, $1, $3, @3, (ExprVal){0}, @$); }
    ;

/* ---- declaration specifiers, in any order -------------------------------- */

declaration_specifiers
    : decl_spec                                     { $$ = spec_new(p); spec_add(p, $$, &$1, @1); }
    | declaration_specifiers decl_spec              { $$ = $1; spec_add(p, $$, &$2, @2); }
    ;

decl_spec
    : storage_class
    | type_specifier
    | type_qualifier
    | address_space
    | function_specifier
    | access_qualifier
    | attribute_specifier                           { $$ = item(SK_ATTRS, 0); $$.attrs = $1; }
    | "pipe"                                        { $$ = item(SK_UNSUPPORTED, 0); $$.name = "pipe"; }
    | "uniform"                                     { $$ = item(SK_UNSUPPORTED, 0); $$.name = "uniform"; }
    ;

/* specifier-qualifier-list: the specifiers a type name may have. */
specifier_qualifier_list
    : sq_item                                       { $$ = spec_new(p); spec_add(p, $$, &$1, @1); }
    | specifier_qualifier_list sq_item              { $$ = $1; spec_add(p, $$, &$2, @2); }
    ;

sq_item
    : type_specifier
    | type_qualifier
    | address_space
    | attribute_specifier                           { $$ = item(SK_ATTRS, 0); $$.attrs = $1; }
    ;

storage_class
    : "typedef"                                     { $$ = item(SK_STORAGE, SC_TYPEDEF); }
    | "extern"                                      { $$ = item(SK_STORAGE, SC_EXTERN); }
    | "static"                                      { $$ = item(SK_STORAGE, SC_STATIC); }
    | "auto"                                        { $$ = item(SK_STORAGE, SC_AUTO); }
    | "register"                                    { $$ = item(SK_STORAGE, SC_REGISTER); }
    ;

type_specifier
    : "void"                                        { $$ = item(SK_TYPE, TS_VOID); }
    | "bool"                                        { $$ = item(SK_TYPE, TS_BOOL); }
    | "_Bool"                                       { $$ = item(SK_TYPE, TS_BOOL); }
    | "char"                                        { $$ = item(SK_TYPE, TS_CHAR); }
    | "short"                                       { $$ = item(SK_TYPE, TS_SHORT); }
    | "int"                                         { $$ = item(SK_TYPE, TS_INT); }
    | "long"                                        { $$ = item(SK_LONG, 0); }
    | "float"                                       { $$ = item(SK_TYPE, TS_FLOAT); }
    | "double"                                      { $$ = item(SK_TYPE, TS_DOUBLE); }
    | "half"                                        { $$ = item(SK_TYPE, TS_HALF); }
    | "signed"                                      { $$ = item(SK_TYPE, TS_SIGNED); }
    | "unsigned"                                    { $$ = item(SK_TYPE, TS_UNSIGNED); }
    | "_Complex"                                    { $$ = item(SK_TYPE, TS_COMPLEX); }
    | "_Imaginary"                                  { $$ = item(SK_TYPE, TS_IMAGINARY); }
    | "uchar"                                       { $$ = item(SK_TYPE, TS_UCHAR); }
    | "ushort"                                      { $$ = item(SK_TYPE, TS_USHORT); }
    | "uint"                                        { $$ = item(SK_TYPE, TS_UINT); }
    | "ulong"                                       { $$ = item(SK_TYPE, TS_ULONG); }
    | TYPE_NAME                                     { $$ = item(SK_TYPE_NAME, 0); $$.name = $1; }
    | struct_or_union_specifier
    | enum_specifier
    ;

type_qualifier
    : "const"                                       { $$ = item(SK_QUAL, Q_CONST); }
    | "volatile"                                    { $$ = item(SK_QUAL, Q_VOLATILE); }
    | "restrict"                                    { $$ = item(SK_QUAL, Q_RESTRICT); }
    ;

address_space
    : "global"                                      { $$ = item(SK_ADDR_SPACE, AS_GLOBAL); }
    | "local"                                       { $$ = item(SK_ADDR_SPACE, AS_LOCAL); }
    | "constant"                                    { $$ = item(SK_ADDR_SPACE, AS_CONSTANT); }
    | "private"                                     { $$ = item(SK_ADDR_SPACE, AS_PRIVATE); }
    | "generic"                                     { $$ = item(SK_ADDR_SPACE, AS_GENERIC); }
    ;

function_specifier
    : "kernel"                                      { $$ = item(SK_FUNC, FS_KERNEL); }
    | "inline"                                      { $$ = item(SK_FUNC, FS_INLINE); }
    ;

access_qualifier
    : "read_only"                                   { $$ = item(SK_ACCESS, ACC_READ_ONLY); }
    | "write_only"                                  { $$ = item(SK_ACCESS, ACC_WRITE_ONLY); }
    | "read_write"                                  { $$ = item(SK_ACCESS, ACC_READ_WRITE); }
    ;

/* struct-or-union-specifier: struct-or-union attributes? identifier? { struct-declaration* }
 *                           | struct-or-union attributes? identifier
 * The body's members are Decls (build.c); sema makes the type. */
struct_or_union_specifier
    : struct_or_union attributes_opt "{" struct_declaration_list "}"
        { $$ = item(SK_TAG, $1); $$.tag = build_tag(p, $1, $2, NULL, @1, @1, &$4, @5); }
    | struct_or_union attributes_opt IDENT "{" struct_declaration_list "}"
        { $$ = item(SK_TAG, $1); $$.tag = build_tag(p, $1, $2, $3, @3, @1, &$5, @6); }
    | struct_or_union attributes_opt IDENT
        { $$ = item(SK_TAG, $1); $$.tag = build_tag(p, $1, $2, $3, @3, @1, NULL, @3); }
    ;

struct_or_union
    : "struct"                                      { $$ = TS_STRUCT; }
    | "union"                                       { $$ = TS_UNION; }
    ;

struct_declaration_list
    : %empty                                        { $$ = (ListVal){0}; }
    | struct_declaration_list struct_declaration
        {
            $$ = $1;
            for (int i = 0; i < $2.v.n; i++) list_push(p, &$$, $2.v.items[i], $2.depth);
        }
    ;

/* struct-declaration: specifier-qualifier-list struct-declarator-list? ; */
struct_declaration
    : specifier_qualifier_list struct_declarator_list ";"  { $$ = $2; }
    | specifier_qualifier_list ";"                  { $$ = build_anon_field(p, $1, @$); }
    | error ";"                                     { $$ = (ListVal){0}; }
    ;

/* $0 is the specifier-qualifier-list before the list. */
struct_declarator_list
    : struct_declarator
        { $$ = (ListVal){0}; list_push(p, &$$, build_field(p, $<spec>0, $1), 0); }
    | struct_declarator_list "," declarator_mark struct_declarator
        { $$ = $1; list_push(p, &$$, build_field(p, $<spec>0, $4), 0); }
    ;

/* struct-declarator: declarator attributes? | declarator? : width attributes? */
struct_declarator
    : declarator attributes_opt
        { attr_append_to(&$1->attrs, $2); $$ = (FieldDtor){$1, NULL}; }
    | ":" constant_expression
        { $$ = (FieldDtor){dtor_new(p, NULL, @1), $2.e}; }
    | declarator ":" constant_expression attributes_opt
        { attr_append_to(&$1->attrs, $4); $$ = (FieldDtor){$1, $3.e}; }
    ;

/* enum-specifier: enum attributes? identifier? { enumerator-list ,? } | enum attributes? identifier */
enum_specifier
    : "enum" attributes_opt "{" enumerator_list "}"
        { $$ = item(SK_TAG, TS_ENUM); $$.tag = build_tag(p, TS_ENUM, $2, NULL, @1, @1, &$4, @5); }
    | "enum" attributes_opt "{" enumerator_list "," "}"
        { $$ = item(SK_TAG, TS_ENUM); $$.tag = build_tag(p, TS_ENUM, $2, NULL, @1, @1, &$4, @6); }
    | "enum" attributes_opt IDENT "{" enumerator_list "}"
        { $$ = item(SK_TAG, TS_ENUM); $$.tag = build_tag(p, TS_ENUM, $2, $3, @3, @1, &$5, @6); }
    | "enum" attributes_opt IDENT "{" enumerator_list "," "}"
        { $$ = item(SK_TAG, TS_ENUM); $$.tag = build_tag(p, TS_ENUM, $2, $3, @3, @1, &$5, @7); }
    | "enum" attributes_opt IDENT
        { $$ = item(SK_TAG, TS_ENUM); $$.tag = build_tag(p, TS_ENUM, $2, $3, @3, @1, NULL, @3); }
    ;

enumerator_list
    : enumerator                                    { $$ = (ListVal){0}; list_push(p, &$$, $1, 0); }
    | enumerator_list "," enumerator                { $$ = $1; list_push(p, &$$, $3, 0); }
    ;

/* Each constant is declared as soon as it is read: the next one's value
 * may use it.  Its name may hide a typedef name (which comes as TYPE_NAME). */
enumerator
    : IDENT                                         { $$ = build_enumerator(p, $1, @1, NULL); }
    | IDENT "=" constant_expression                 { $$ = build_enumerator(p, $1, @1, &$3); }
    | TYPE_NAME                                     { $$ = build_enumerator(p, $1, @1, NULL); }
    | TYPE_NAME "=" constant_expression             { $$ = build_enumerator(p, $1, @1, &$3); }
    ;

/* ---- attributes: __attribute__((name, name(args), ...)) ------------------- */

attribute_specifier
    : "__attribute__" "(" "(" attribute_list ")" ")"    { $$ = $4; }
    ;

attribute_list
    : attribute_opt
    | attribute_list "," attribute_opt              { $$ = $1; attr_append(&$$, $3); }
    ;

attribute_opt
    : %empty                                        { $$ = (AttrList){0}; }
    | attribute                                     { $$ = (AttrList){$1, $1}; }
    ;

attribute
    : attribute_name                                { $$ = attr_new(p, $1, @1); }
    | attribute_name "(" ")"                        { $$ = attr_new(p, $1, @1); }
    | attribute_name "(" attribute_args ")"         { $$ = attr_new(p, $1, @1); $$->args = $3.v; }
    ;

attribute_name
    : IDENT
    | "const"                                       { $$ = "const"; }
    ;

attribute_args
    : attribute_arg                                 { $$ = (ListVal){0}; list_push(p, &$$, $1.e, $1.depth); }
    | attribute_args "," attribute_arg              { $$ = $1; list_push(p, &$$, $3.e, $3.depth); }
    ;

/* vec_type_hint(float4) takes a type. */
attribute_arg
    : assignment_expression
    | type_name                                     { $$ = build_type_arg(p, $1, @1); }
    ;

attributes_opt
    : %empty                                        { $$ = (AttrList){0}; }
    | attributes_opt attribute_specifier            { $$ = $1; attr_append(&$$, $2); }
    ;

/* ---- declarators ---------------------------------------------------------- */

/* declarator: pointer? direct-declarator */
declarator
    : pointer direct_declarator                     { $$ = $2; dtor_add_pointers(p, $$, $1, @$); }
    | direct_declarator
    ;

direct_declarator
    : IDENT                                         { $$ = dtor_new(p, $1, @1); }
    | "(" declarator ")"                            { $$ = $2; $$->loc = @$; }
    | direct_declarator "[" array_size "]"
        { $$ = $1; dtor_prepend(p, $$, chunk_array(p, $3, loc_span(p->sm, @2, @4)), @$); }
    | direct_declarator "(" parameter_type_list ")"
        { $$ = $1; dtor_prepend(p, $$, chunk_function(p, &$3, loc_span(p->sm, @2, @4)), @$); }
    | direct_declarator "(" ")"
        { $$ = $1; dtor_prepend(p, $$, chunk_function(p, NULL, loc_span(p->sm, @2, @3)), @$); }
    ;

/* pointer: (* qualifiers)+, in the order the stars apply */
pointer
    : "*" pointer_quals
        { DeclChunk *c = chunk_pointer(p, $2, @$); $$ = (ChunkList){c, c, 1}; }
    | pointer "*" pointer_quals
        { DeclChunk *c = chunk_pointer(p, $3, loc_span(p->sm, @2, @3)); $$ = $1; $$.tail->next = c; $$.tail = c; $$.n++; }
    ;

pointer_quals
    : %empty                                        { $$ = (PtrQuals){0, AS_NONE}; }
    | pointer_quals type_qualifier                  { $$ = $1; ptrquals_add(p, &$$, &$2, @2); }
    | pointer_quals address_space                   { $$ = $1; ptrquals_add(p, &$$, &$2, @2); }
    ;

/* [ ], [N], and C99's [static N] / [const N] in parameters */
array_size
    : %empty                                        { $$ = (ArraySize){{NULL, 0}, 0}; }
    | assignment_expression                         { $$ = (ArraySize){$1, 0}; }
    | array_quals                                   { $$ = (ArraySize){{NULL, 0}, $1}; }
    | array_quals assignment_expression             { $$ = (ArraySize){$2, $1}; }
    | "static" assignment_expression                { $$ = (ArraySize){$2, 0}; }
    | "static" array_quals assignment_expression    { $$ = (ArraySize){$3, $2}; }
    | array_quals "static" assignment_expression    { $$ = (ArraySize){$3, $1}; }
    ;

array_quals
    : type_qualifier                                { $$ = $1.value; }
    | array_quals type_qualifier                    { $$ = $1 | $2.value; }
    ;

parameter_type_list
    : parameter_list
    | parameter_list "," "..."                      { $$ = $1; $$.variadic = true; }
    ;

parameter_list
    : parameter_declaration                         { $$ = (ParamList){0}; ptrvec_push(p->a, &$$.params, $1); }
    | parameter_list "," parameter_declaration      { $$ = $1; ptrvec_push(p->a, &$$.params, $3); }
    ;

parameter_declaration
    : declaration_specifiers declarator attributes_opt  { $$ = build_param(p, $1, $2, $3, @$); }
    | declaration_specifiers abstract_declarator        { $$ = build_param(p, $1, $2, (AttrList){0}, @$); }
    | declaration_specifiers                            { $$ = build_param(p, $1, NULL, (AttrList){0}, @$); }
    ;

/* type-name: specifier-qualifier-list abstract-declarator? */
type_name
    : specifier_qualifier_list                      { $$ = build_type_name(p, $1, NULL, @$); }
    | specifier_qualifier_list abstract_declarator  { $$ = build_type_name(p, $1, $2, @$); }
    ;

abstract_declarator
    : pointer                                       { $$ = dtor_new(p, NULL, @$); dtor_add_pointers(p, $$, $1, @$); }
    | pointer direct_abstract_declarator            { $$ = $2; dtor_add_pointers(p, $$, $1, @$); }
    | direct_abstract_declarator
    ;

direct_abstract_declarator
    : "(" abstract_declarator ")"                   { $$ = $2; $$->loc = @$; }
    | "[" array_size "]"
        { $$ = dtor_new(p, NULL, @$); dtor_prepend(p, $$, chunk_array(p, $2, @$), @$); }
    | direct_abstract_declarator "[" array_size "]"
        { $$ = $1; dtor_prepend(p, $$, chunk_array(p, $3, loc_span(p->sm, @2, @4)), @$); }
    | "(" parameter_type_list ")"
        { $$ = dtor_new(p, NULL, @$); dtor_prepend(p, $$, chunk_function(p, &$2, @$), @$); }
    | "(" ")"
        { $$ = dtor_new(p, NULL, @$); dtor_prepend(p, $$, chunk_function(p, NULL, @$), @$); }
    | direct_abstract_declarator "(" parameter_type_list ")"
        { $$ = $1; dtor_prepend(p, $$, chunk_function(p, &$3, loc_span(p->sm, @2, @4)), @$); }
    | direct_abstract_declarator "(" ")"
        { $$ = $1; dtor_prepend(p, $$, chunk_function(p, NULL, loc_span(p->sm, @2, @3)), @$); }
    ;

/* ---- statements ----------------------------------------------------------- */

/* compound-statement: { block-item* } */
compound_statement
    : "{" block_items "}"                           { $$ = build_compound(p, $2, @$); }
    | "{" block_items error "}"                     { $$ = build_compound(p, $2, @$); yyerrok; }
    ;

block_items
    : %empty                                        { $$ = (ListVal){0}; }
    | block_items declaration                       { $$ = $1; list_push(p, &$$, $2.s, $2.depth); }
    | block_items statement                         { $$ = $1; list_push(p, &$$, $2.s, $2.depth); }
    ;

statement
    : labeled_statement
    | compound_statement
    | expression_statement
    | selection_statement
    | iteration_statement
    | jump_statement
    | attribute_specifier iteration_statement       { build_loop_attrs(p, $1.head); $$ = $2; }
    | error ";"                                     { $$ = build_stmt(p, STMT_ERROR, @$); yyerrok; }
    | error compound_statement                      { $$ = build_stmt(p, STMT_ERROR, @$); yyerrok; }
    ;

/* Labels have their own name space: a typedef name can be a label. */
labeled_statement
    : IDENT ":" statement                           { $$ = build_label(p, $1, @1, $3, @$); }
    | TYPE_NAME ":" statement                       { $$ = build_label(p, $1, @1, $3, @$); }
    | "case" constant_expression ":" statement      { $$ = build_case(p, &$2, $4, @$); }
    | "default" ":" statement                       { $$ = build_case(p, NULL, $3, @$); }
    ;

expression_statement
    : ";"                                           { $$ = build_stmt(p, STMT_NULL, @$); }
    | expression ";"                                { $$ = build_expr_stmt(p, $1, @$); }
    ;

/* A condition with a syntax error is an error node, and the statement
 * around it is kept: its body is still checked, and a `return` in it still
 * counts. */
selection_statement
    : "if" "(" condition ")" statement %prec THEN   { $$ = build_if(p, $3, $5, NULL, @$); }
    | "if" "(" condition ")" statement "else" statement
                                                    { $$ = build_if(p, $3, $5, &$7, @$); }
    | "switch" "(" condition ")" statement          { $$ = build_loop(p, STMT_SWITCH, $3, $5, @$); }
    ;

condition
    : expression
    | error                                         { $$ = build_error_expr(p, @$); }
    ;

iteration_statement
    : "while" "(" condition ")" statement           { $$ = build_loop(p, STMT_WHILE, $3, $5, @$); }
    | "do" statement "while" "(" expression ")" ";" { $$ = build_loop(p, STMT_DO, $5, $2, @$); }
    | "do" statement error                          { $$ = build_stmt(p, STMT_ERROR, @$); }
    | "for" "(" for_scope for_init expression_opt ";" expression_opt ")" statement
        {
            $$ = build_for(p, $4, $5, $7, $9, @$);
            /* The for's declarations go out of scope; the look-ahead may
             * already have been read in their scope. */
            pscope_close_for(p);
            relex_lookahead(p, &yychar, &yylval);
        }
    ;

for_scope
    : %empty                                        { pscope_open(p, SCOPE_FOR); }
    ;

for_init
    : expression_opt ";"
        { $$ = $1.e ? build_expr_stmt(p, $1, @$) : (StmtVal){NULL, 0}; }
    | declaration
    ;

jump_statement
    : "goto" IDENT ";"                              { $$ = build_goto(p, $2, @2, @$); }
    | "continue" ";"                                { $$ = build_stmt(p, STMT_CONTINUE, @$); }
    | "break" ";"                                   { $$ = build_stmt(p, STMT_BREAK, @$); }
    | "return" expression_opt ";"                   { $$ = build_return(p, $2, @$); }
    | "return" error ";"                            { $$ = build_return(p, build_error_expr(p, @2), @$); yyerrok; }
    ;

/* ---- expressions ---------------------------------------------------------- */

/* C's levels (primary, postfix, unary, cast, binary, conditional,
 * assignment, expression) with chain steps folded: the primary
 * expressions are postfix expressions here; a postfix or prefix
 * expression is a cast expression, and a binary expression, directly; and
 * a binary expression, a ?: (choice_expression) or an assignment
 * (assign_expression) is an assignment expression and an expression
 * directly.  Each level an expression climbs is a reduction of the
 * automaton, the front end's largest cost: an operand now takes three or
 * four fewer, for the same language, the same tree and no new conflicts. */
postfix_expression
    : IDENT                                         { $$ = build_ident(p, $1, @1); }
    | INT_LIT                                       { $$ = build_leaf(p, $1); }
    | FLOAT_LIT                                     { $$ = build_leaf(p, $1); }
    | CHAR_LIT                                      { $$ = build_leaf(p, $1); }
    | STRING_LIT                                    { $$ = build_leaf(p, $1); }
    | ERROR_EXPR                                    { $$ = build_leaf(p, $1); }
    | "(" expression ")"                            { $$ = build_paren(p, $2, @$); }
    | "(" compound_statement ")"                    { $$ = build_stmt_expr(p, $2, @$); }
    | "(" error ")"                                 { $$ = build_error_expr(p, @$); }
    | "(" type_name ")" VEC_LPAREN expression ")"
        {
            ExprVal operands = build_paren(p, $5, loc_span(p->sm, @4, @6));
            $$ = build_cast(p, $2, operands, @$);
        }
    | "(" type_name ")" "{" initializer_list "}"
        { $$ = build_compound_literal(p, $2, build_init_list(p, $5, loc_span(p->sm, @4, @6)), @$); }
    | "(" type_name ")" "{" initializer_list "," "}"
        { $$ = build_compound_literal(p, $2, build_init_list(p, $5, loc_span(p->sm, @4, @7)), @$); }
    | "(" type_name ")" "{" "}"
        { $$ = build_compound_literal(p, $2, build_init_list(p, (ListVal){0}, loc_span(p->sm, @4, @5)), @$); }
    | "__builtin_offsetof" "(" type_name "," offsetof_member ")"
                                                    { $$ = build_offsetof(p, $3, $5, @$, @1); }
    | postfix_expression "[" expression "]"         { $$ = build_index(p, $1, $3, @$, @2); }
    | postfix_expression "[" error "]"              { $$ = build_error_expr(p, @$); }
    | postfix_expression "(" ")"                    { $$ = build_call(p, $1, (ListVal){0}, @$, @2); }
    | postfix_expression "(" argument_list ")"      { $$ = build_call(p, $1, $3, @$, @2); }
    | postfix_expression "(" error ")"              { $$ = build_error_expr(p, @$); }
    | postfix_expression "." IDENT                  { $$ = build_member(p, $1, $3, false, @$, @2, @3); }
    | postfix_expression "->" IDENT                 { $$ = build_member(p, $1, $3, true, @$, @2, @3); }
    | postfix_expression "++"                       { $$ = build_unary(p, UO_POSTINC, $1, @$, @2); }
    | postfix_expression "--"                       { $$ = build_unary(p, UO_POSTDEC, $1, @$, @2); }
    ;

/* offsetof's member designator: a member, then members and subscripts;
 * a member that is also a typedef name comes as TYPE_NAME. */
offsetof_member
    : IDENT                                         { $$ = build_designator(p, (ExprVal){0}, $1, @1, (ExprVal){0}, @$); }
    | TYPE_NAME                                     { $$ = build_designator(p, (ExprVal){0}, $1, @1, (ExprVal){0}, @$); }
    | offsetof_member "." IDENT                     { $$ = build_designator(p, $1, $3, @3, (ExprVal){0}, @$); }
    | offsetof_member "[" expression "]"            { $$ = build_designator(p, $1, NULL, @3, $3, @$); }
    ;

argument_list
    : assignment_expression                         { $$ = (ListVal){0}; list_push(p, &$$, $1.e, $1.depth); }
    | argument_list "," assignment_expression       { $$ = $1; list_push(p, &$$, $3.e, $3.depth); }
    ;

unary_expression
    : postfix_expression
    | prefix_expression
    ;

/* The prefix operators, a unary expression and a cast expression alike. */
prefix_expression
    : "++" unary_expression                         { $$ = build_unary(p, UO_PREINC, $2, @$, @1); }
    | "--" unary_expression                         { $$ = build_unary(p, UO_PREDEC, $2, @$, @1); }
    | "&" cast_expression                           { $$ = build_unary(p, UO_ADDR, $2, @$, @1); }
    | "*" cast_expression                           { $$ = build_unary(p, UO_DEREF, $2, @$, @1); }
    | "+" cast_expression                           { $$ = build_unary(p, UO_PLUS, $2, @$, @1); }
    | "-" cast_expression                           { $$ = build_unary(p, UO_MINUS, $2, @$, @1); }
    | "~" cast_expression                           { $$ = build_unary(p, UO_BITNOT, $2, @$, @1); }
    | "!" cast_expression                           { $$ = build_unary(p, UO_LNOT, $2, @$, @1); }
    | "sizeof" unary_expression                     { $$ = build_sizeof_expr(p, EXPR_SIZEOF, $2, @$, @1); }
    | "sizeof" "(" type_name ")"                    { $$ = build_sizeof_type(p, EXPR_SIZEOF, $3, @$, @1); }
    | "vec_step" unary_expression                   { $$ = build_sizeof_expr(p, EXPR_VEC_STEP, $2, @$, @1); }
    | "vec_step" "(" type_name ")"                  { $$ = build_sizeof_type(p, EXPR_VEC_STEP, $3, @$, @1); }
    | "_Alignof" unary_expression                   { $$ = build_sizeof_expr(p, EXPR_ALIGNOF, $2, @$, @1); }
    | "_Alignof" "(" type_name ")"                  { $$ = build_sizeof_type(p, EXPR_ALIGNOF, $3, @$, @1); }
    ;

cast_expression
    : postfix_expression
    | prefix_expression
    | "(" type_name ")" cast_expression             { $$ = build_cast(p, $2, $4, @$); }
    ;

binary_expression
    : postfix_expression
    | prefix_expression
    | "(" type_name ")" cast_expression             { $$ = build_cast(p, $2, $4, @$); }
    | binary_expression "*" binary_expression       { $$ = build_binary(p, EXPR_BINARY, BO_MUL, $1, $3, @$, @2); }
    | binary_expression "/" binary_expression       { $$ = build_binary(p, EXPR_BINARY, BO_DIV, $1, $3, @$, @2); }
    | binary_expression "%" binary_expression       { $$ = build_binary(p, EXPR_BINARY, BO_REM, $1, $3, @$, @2); }
    | binary_expression "+" binary_expression       { $$ = build_binary(p, EXPR_BINARY, BO_ADD, $1, $3, @$, @2); }
    | binary_expression "-" binary_expression       { $$ = build_binary(p, EXPR_BINARY, BO_SUB, $1, $3, @$, @2); }
    | binary_expression "<<" binary_expression      { $$ = build_binary(p, EXPR_BINARY, BO_SHL, $1, $3, @$, @2); }
    | binary_expression ">>" binary_expression      { $$ = build_binary(p, EXPR_BINARY, BO_SHR, $1, $3, @$, @2); }
    | binary_expression "<" binary_expression       { $$ = build_binary(p, EXPR_BINARY, BO_LT, $1, $3, @$, @2); }
    | binary_expression ">" binary_expression       { $$ = build_binary(p, EXPR_BINARY, BO_GT, $1, $3, @$, @2); }
    | binary_expression "<=" binary_expression      { $$ = build_binary(p, EXPR_BINARY, BO_LE, $1, $3, @$, @2); }
    | binary_expression ">=" binary_expression      { $$ = build_binary(p, EXPR_BINARY, BO_GE, $1, $3, @$, @2); }
    | binary_expression "==" binary_expression      { $$ = build_binary(p, EXPR_BINARY, BO_EQ, $1, $3, @$, @2); }
    | binary_expression "!=" binary_expression      { $$ = build_binary(p, EXPR_BINARY, BO_NE, $1, $3, @$, @2); }
    | binary_expression "&" binary_expression       { $$ = build_binary(p, EXPR_BINARY, BO_AND, $1, $3, @$, @2); }
    | binary_expression "^" binary_expression       { $$ = build_binary(p, EXPR_BINARY, BO_XOR, $1, $3, @$, @2); }
    | binary_expression "|" binary_expression       { $$ = build_binary(p, EXPR_BINARY, BO_OR, $1, $3, @$, @2); }
    | binary_expression "&&" binary_expression      { $$ = build_binary(p, EXPR_BINARY, BO_LAND, $1, $3, @$, @2); }
    | binary_expression "||" binary_expression      { $$ = build_binary(p, EXPR_BINARY, BO_LOR, $1, $3, @$, @2); }
    ;

conditional_expression
    : binary_expression
    | choice_expression
    ;

choice_expression
    : binary_expression "?" expression ":" conditional_expression
                                                    { $$ = build_cond(p, $1, $3, $5, @$, @2); }
    ;

/* The left operand is parsed as a conditional-expression, as clang does, so
 * that `a + b = c` is sema's "expression is not assignable", not a syntax
 * error. */
assignment_expression
    : binary_expression
    | choice_expression
    | assign_expression
    ;

assign_expression
    : conditional_expression assignment_operator assignment_expression
                                                    { $$ = build_binary(p, EXPR_ASSIGN, $2, $1, $3, @$, @2); }
    ;

assignment_operator
    : "="                                           { $$ = BO_ASSIGN; }
    | "*="                                          { $$ = BO_MUL; }
    | "/="                                          { $$ = BO_DIV; }
    | "%="                                          { $$ = BO_REM; }
    | "+="                                          { $$ = BO_ADD; }
    | "-="                                          { $$ = BO_SUB; }
    | "<<="                                         { $$ = BO_SHL; }
    | ">>="                                         { $$ = BO_SHR; }
    | "&="                                          { $$ = BO_AND; }
    | "^="                                          { $$ = BO_XOR; }
    | "|="                                          { $$ = BO_OR; }
    ;

expression
    : binary_expression
    | choice_expression
    | assign_expression
    | expression "," assignment_expression          { $$ = build_binary(p, EXPR_COMMA, BO_ASSIGN, $1, $3, @$, @2); }
    ;

expression_opt
    : %empty                                        { $$ = (ExprVal){NULL, 0}; }
    | expression
    ;

constant_expression
    : conditional_expression
    ;

%%

/* ======================================================================== */
/* The token adapter: preprocessor tokens to grammar tokens.                */

/* A token on its way to the automaton. */
typedef struct PTok {
    int sym;                 /* T_* */
    YYSTYPE val;
    Loc loc;
    bool decl_name;          /* lexed where a declarator name was expected */
    bool forced;             /* lexed where only a plain identifier can come (after . -> struct goto) */
    bool struct_brace;       /* a `{` that opens a struct/union/enum body */
    bool enum_brace;         /* ... an enum's */
    bool synthetic;          /* inserted by a repair, not in the source */
} PTok;

static int token_symbol(TokenKind k) {
#define T_EOF T_YYEOF
    switch (k) {
#define TOK(id, s) case TOK_##id: return T_##id;
#define KW(id, s) case TOK_KW_##id: return T_KW_##id;
#define KW_ALIAS(id, s)
#include "lexer/tokens.def"
#undef TOK
#undef KW
#undef KW_ALIAS
    case TOK_COUNT: break;
    }
#undef T_EOF
    return T_OTHER;
}

static void pp_fetch(Parser *p, Token *t) {
    if (p->has_peek) {
        *t = p->peek;
        p->has_peek = false;
    } else {
        pp_next(p->pp, t);
    }
}

static const Token *pp_peek(Parser *p) {
    if (!p->has_peek) {
        pp_next(p->pp, &p->peek);
        p->has_peek = true;
    }
    return &p->peek;
}

static bool is_opener(int sym) {
    return sym == T_LPAREN || sym == T_LBRACKET || sym == T_LBRACE || sym == T_VEC_LPAREN;
}

static bool is_closer(int sym) {
    return sym == T_RPAREN || sym == T_RBRACKET || sym == T_RBRACE;
}

static bool raw_opener(TokenKind k) { return k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE; }
static bool raw_closer(TokenKind k) { return k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE; }

static Expr *lit_int(Parser *p, const Token *t) {
    IntLiteral v = {0};
    literal_int(p->d, t, &v);
    Expr *e = ast_expr(p->a, EXPR_INT, t->loc);
    e->ival = v.value;
    e->int_suffix = (uint8_t)v.suffix;
    e->int_decimal = v.is_decimal;
    return e;
}

static Expr *lit_float(Parser *p, const Token *t) {
    FloatLiteral v = {0};
    literal_float(p->d, t, &v);
    Expr *e = ast_expr(p->a, EXPR_FLOAT, t->loc);
    e->fval = v.value;
    e->float_single = v.is_float;
    e->float_half = v.is_half;
    return e;
}

/* A preprocessing number that the lexer could not classify (`1.2.3`,
 * `0x1p`, `12abc`): decoded as the literal it looks most like, so that the
 * decoder reports what is wrong with it. */
static Expr *lit_pp_number(Parser *p, const Token *t) {
    bool hex = t->len > 1 && t->text[0] == '0' && (t->text[1] == 'x' || t->text[1] == 'X');
    for (uint32_t i = 0; i < t->len; i++) {
        char c = t->text[i];
        if (c == '.' || (hex ? (c == 'p' || c == 'P') : (c == 'e' || c == 'E'))) return lit_float(p, t);
    }
    return lit_int(p, t);
}

/* Adjacent string literals are one literal. */
static Expr *lit_string(Parser *p, const Token *first) {
    char *first_s = NULL;
    uint32_t n = 0;
    const char *s = "";
    if (literal_string(p->d, p->a, first, &first_s, &n) && first_s) s = first_s;
    else n = 0;
    Loc loc = first->loc;
    while (pp_peek(p)->kind == TOK_STRING_LIT) {
        Token t;
        pp_fetch(p, &t);
        char *s2 = NULL;
        uint32_t n2 = 0;
        if (literal_string(p->d, p->a, &t, &s2, &n2) && s2 && n2) {
            char *cat = arena_alloc(p->a, (size_t)n + n2 + 1);
            if (cat) {
                memcpy(cat, s, n);
                memcpy(cat + n, s2, n2);
                cat[n + n2] = 0;
                s = cat;
                n += n2;
            }
        }
        loc = loc_span(p->sm, loc, t.loc);
    }
    Expr *e = ast_expr(p->a, EXPR_STRING, loc);
    e->str = s;
    e->strlen = n;
    return e;
}

/* Skips a bracket group that opens beyond the nesting limit, whole, and
 * stands in for it with one ERROR_EXPR token. */
static void skip_too_deep(Parser *p, PTok *t) {
    parse_nesting_error(p, t->loc);
    int depth = 1;
    Loc end = t->loc;
    for (;;) {
        Token tk;
        pp_fetch(p, &tk);
        if (tk.kind == TOK_EOF) {
            p->peek = tk;
            p->has_peek = true;
            break;
        }
        end = tk.loc;
        if (raw_opener(tk.kind)) depth++;
        else if (raw_closer(tk.kind) && --depth == 0) break;
    }
    Loc all = loc_span(p->sm, t->loc, end);
    t->sym = T_ERROR_EXPR;
    t->val.lit = ast_expr(p->a, EXPR_ERROR, all);
    t->loc = all;
    p->quiet = 3;
}

static bool is_type_keyword(int sym) {
    switch (sym) {
    case T_KW_VOID: case T_KW_BOOL: case T_KW_UBOOL: case T_KW_CHAR: case T_KW_SHORT:
    case T_KW_INT: case T_KW_LONG: case T_KW_FLOAT: case T_KW_DOUBLE: case T_KW_HALF:
    case T_KW_SIGNED: case T_KW_UNSIGNED: case T_KW_COMPLEX: case T_KW_IMAGINARY:
    case T_KW_UCHAR: case T_KW_USHORT: case T_KW_UINT: case T_KW_ULONG: case T_TYPE_NAME:
        return true;
    }
    return false;
}

/* Whether raw token t can begin a type name (a specifier or qualifier
 * keyword, or an identifier that names a type here). */
static bool starts_type_name(Parser *p, const Token *t) {
    bool v;
    switch (t->kind) {
    case TOK_IDENT: return pscope_lookup(p, t->text, t->len, &v) == NK_TYPEDEF;
    case TOK_KW_CONST: case TOK_KW_VOLATILE: case TOK_KW_RESTRICT:
    case TOK_KW_GLOBAL: case TOK_KW_LOCAL: case TOK_KW_CONSTANT: case TOK_KW_PRIVATE: case TOK_KW_GENERIC:
    case TOK_KW_STRUCT: case TOK_KW_UNION: case TOK_KW_ENUM:
        return true;
    default: return is_type_keyword(token_symbol(t->kind));
    }
}

/* Tokens that may come between a type specifier and the declarator's name
 * without ending the "next identifier is a name" state. */
static bool keeps_declarator_state(int sym) {
    switch (sym) {
    case T_KW_CONST: case T_KW_VOLATILE: case T_KW_RESTRICT:
    case T_KW_GLOBAL: case T_KW_LOCAL: case T_KW_CONSTANT: case T_KW_PRIVATE: case T_KW_GENERIC:
    case T_KW_TYPEDEF: case T_KW_EXTERN: case T_KW_STATIC: case T_KW_AUTO: case T_KW_REGISTER:
    case T_KW_KERNEL: case T_KW_INLINE:
    case T_KW_READ_ONLY: case T_KW_WRITE_ONLY: case T_KW_READ_WRITE:
    case T_STAR: case T_LPAREN:
        return true;
    }
    return false;
}

/* Updates the adapter's view of where it is after token t. */
static void adapter_note(Parser *p, const PTok *t, bool is_vector) {
    int s = t->sym;
    bool was_forced = p->force_ident;
    p->force_ident = false;

    p->recent_sym[0] = p->recent_sym[1];
    p->recent_vec[0] = p->recent_vec[1];
    p->recent_sym[1] = p->recent_sym[2];
    p->recent_vec[1] = p->recent_vec[2];
    p->recent_sym[2] = s;
    p->recent_vec[2] = is_vector;

    /* Inside __attribute__((...)) nothing changes the declaration's state. */
    if (p->attr_start) {
        p->attr_start = false;
        if (s == T_LPAREN) {
            p->attr_parens = 1;
            return;
        }
    } else if (p->attr_parens > 0) {
        if (s == T_LPAREN || s == T_VEC_LPAREN) p->attr_parens++;
        else if (s == T_RPAREN) p->attr_parens--;
        /* `struct __attribute__((packed)) S`: S is a tag, as right after
         * the keyword. */
        if (p->attr_parens == 0 && p->after_tag_kw) p->force_ident = true;
        return;
    }

    if (is_type_keyword(s)) {
        p->want_declarator = true;
        p->after_tag_kw = false;
        return;
    }
    switch (s) {
    case T_KW_ATTRIBUTE:
        p->attr_start = true;
        p->attr_text_at = loc_none(); /* whatever a broken list left open */
        return;
    case T_KW_STRUCT: case T_KW_UNION: case T_KW_ENUM:
        p->force_ident = true;
        p->after_tag_kw = true;
        p->tag_is_enum = s == T_KW_ENUM;
        p->want_declarator = false;
        return;
    case T_IDENT:
        if (p->after_tag_kw && was_forced) {
            p->want_declarator = true;      /* `struct S x`: x is a name */
            return;                         /* after_tag_kw stays for `struct S {` */
        }
        p->want_declarator = false;
        break;
    case T_LBRACE:
        p->want_declarator = false;
        break;
    case T_DOT: case T_ARROW: case T_KW_GOTO:
        p->force_ident = true;
        p->want_declarator = false;
        break;
    default:
        if (!keeps_declarator_state(s)) p->want_declarator = false;
        break;
    }
    p->after_tag_kw = false;
}

/* The text of each attribute (Attr.text, for CL_KERNEL_ATTRIBUTES, which
 * reports an attribute "as declared inside __attribute__((...))"): at the
 * depth of the attribute list a name starts an attribute and a `,` or the
 * list's `)` ends it; every token in between is kept as spelled, with one
 * space where the source had white space.  The tokens are the
 * preprocessor's, so a macro argument shows its value:
 * `reqd_work_group_size(N, 1, 1)` with -DN=64 reads
 * "reqd_work_group_size(64, 1, 1)".  Called with the depth before tk. */
static void attr_text_note(Parser *p, const Token *tk) {
    if (p->attr_parens < 2) return;
    bool list_level = p->attr_parens == 2;
    if (list_level && (tk->kind == TOK_COMMA || tk->kind == TOK_RPAREN)) {
        p->attr_text_at = loc_none();
        return;
    }
    if (list_level && !loc_valid(p->attr_text_at)) {
        p->attr_text.len = 0;
        p->attr_text_at = tk->loc;
    } else if (tk->flags & (TF_SPACE | TF_BOL)) {
        sb_putc(&p->attr_text, ' ');
    }
    sb_append(&p->attr_text, tk->text, tk->len);
}

/* The next grammar token. */
static void lex_next(Parser *p, PTok *t) {
    for (;;) {
        Token tk;
        pp_fetch(p, &tk);
        memset(t, 0, sizeof *t);
        t->loc = tk.loc;
        bool is_vector = false;
        switch (tk.kind) {
        case TOK_EOF:
            t->sym = T_YYEOF;
            /* Keep returning EOF. */
            p->peek = tk;
            p->has_peek = true;
            return;
        case TOK_OTHER:
        case TOK_NEWLINE:
            continue;           /* a stray byte is reported by the lexer */
        case TOK_IDENT: {
            t->val.name = tk.text; /* interned by the preprocessor (token.h) */
            t->sym = T_IDENT;
            t->forced = p->force_ident;
            t->decl_name = p->want_declarator;
            if (!p->force_ident && pscope_lookup(p, tk.text, tk.len, &is_vector) == NK_TYPEDEF &&
                !p->want_declarator)
                t->sym = T_TYPE_NAME;
            break;
        }
        case TOK_INT_LIT: t->sym = T_INT_LIT; t->val.lit = lit_int(p, &tk); break;
        case TOK_FLOAT_LIT: t->sym = T_FLOAT_LIT; t->val.lit = lit_float(p, &tk); break;
        case TOK_PP_NUMBER:
            t->val.lit = lit_pp_number(p, &tk);
            t->sym = t->val.lit->kind == EXPR_FLOAT ? T_FLOAT_LIT : T_INT_LIT;
            break;
        case TOK_CHAR_LIT: {
            int64_t v = 0;
            literal_char(p->d, &tk, &v);
            t->sym = T_CHAR_LIT;
            t->val.lit = ast_expr(p->a, EXPR_CHAR, tk.loc);
            t->val.lit->ival = (uint64_t)v;
            break;
        }
        case TOK_STRING_LIT:
            t->sym = T_STRING_LIT;
            t->val.lit = lit_string(p, &tk);
            t->loc = t->val.lit->loc;
            break;
        default:
            t->sym = token_symbol(tk.kind);
            break;
        }

        /* (float4)( : the operands of a vector literal, unless a type
         * name follows: (char2)(char)0 is a cast of the cast (char)0, as
         * clang parses it; and (float4)({ ... }) casts a statement
         * expression. */
        if (t->sym == T_LPAREN && p->recent_sym[0] == T_LPAREN && p->recent_sym[1] == T_TYPE_NAME &&
            p->recent_vec[1] && p->recent_sym[2] == T_RPAREN && !starts_type_name(p, pp_peek(p)) &&
            pp_peek(p)->kind != TOK_LBRACE)
            t->sym = T_VEC_LPAREN;
        if (t->sym == T_LBRACE) {
            t->struct_brace = p->after_tag_kw;
            t->enum_brace = p->after_tag_kw && p->tag_is_enum;
        }

        int *nest = t->sym == T_LBRACE || t->sym == T_RBRACE ? &p->nest_brace : &p->nest_paren;
        if (is_opener(t->sym)) {
            if (*nest >= p->limit) skip_too_deep(p, t);
            else ++*nest;
        } else if (is_closer(t->sym) && *nest > 0) {
            --*nest;
        }
        attr_text_note(p, &tk);
        adapter_note(p, t, is_vector);
        return;
    }
}

/* The for statement's scope closed after its look-ahead was read: that
 * token must be looked up again (`for (int T;;) ; T x;` with T a typedef
 * outside). */
static void relex_lookahead(Parser *p, int *yychar, YYSTYPE *yylval) {
    if (*yychar != T_IDENT && *yychar != T_TYPE_NAME) return;
    const char *name = yylval->name;
    bool v;
    *yychar = pscope_lookup(p, name, (uint32_t)strlen(name), &v) == NK_TYPEDEF ? T_TYPE_NAME : T_IDENT;
}

/* One external declaration, parsed: kept in the unit and handed over. */
static void external(Parser *p, Decl *d) {
    p->a = p->ca; /* (already, unless recovery left a body unfinished) */
    ptrvec_push(p->ca, &p->tu->decls, d);
    if (p->on_decl) p->on_decl(p->user, d);
}

static void tu_add(Parser *p, Stmt *s) {
    if (!s) return;
    for (int i = 0; i < s->decls.n; i++) external(p, s->decls.items[i]);
}

/* ======================================================================== */
/* Asking the automaton, and explaining what it expected.                   */

/* Whether the automaton in its current state can shift token `sym`, after
 * whatever reductions it needs (Bison's LAC check). */
static bool accepts(yypstate *ps, int sym) {
    yysymbol_kind_t k = YYTRANSLATE(sym);
    /* Most tokens are shifted straight from the current state: look that up
     * in the tables before simulating reductions. */
    int n = yypact[*ps->yyssp];
    if (!yypact_value_is_default(n)) {
        n += k;
        if (0 <= n && n <= YYLAST && yycheck[n] == k && yytable[n] > 0) return true;
    }
    return yy_lac(ps->yyesa, &ps->yyes, &ps->yyes_capacity, ps->yyssp, k) == 0;
}

/* The grammar symbol that brought the automaton into stack state *sp. */
static int stack_sym(const yy_state_t *sp) {
    return YY_ACCESSING_SYMBOL(*sp);
}

static Loc stack_loc(const yypstate *ps, const yy_state_t *sp) {
    return ps->yyls[sp - ps->yyss];
}

/* The innermost bracket still open on the automaton's stack: ( [ { or the
 * vector literal's (.  Returns its symbol and location, 0 if none. */
static int innermost_opener(const yypstate *ps, Loc *at) {
    for (const yy_state_t *sp = ps->yyssp; sp > ps->yyss; sp--) {
        int s = stack_sym(sp);
        if (s == YYSYMBOL_LPAREN || s == YYSYMBOL_LBRACKET || s == YYSYMBOL_LBRACE || s == YYSYMBOL_VEC_LPAREN) {
            *at = stack_loc(ps, sp);
            return s;
        }
    }
    return 0;
}

static bool has_brace_open(const yypstate *ps) {
    for (const yy_state_t *sp = ps->yyssp; sp > ps->yyss; sp--)
        if (stack_sym(sp) == YYSYMBOL_LBRACE) return true;
    return false;
}

static int closer_of(int opener_symbol) {
    switch (opener_symbol) {
    case YYSYMBOL_LPAREN: case YYSYMBOL_VEC_LPAREN: return T_RPAREN;
    case YYSYMBOL_LBRACKET: return T_RBRACKET;
    case YYSYMBOL_LBRACE: return T_RBRACE;
    }
    return 0;
}

static const char *spelling_of(int sym) {
    switch (sym) {
    case T_RPAREN: return ")";
    case T_RBRACKET: return "]";
    case T_RBRACE: return "}";
    }
    return "?";
}

/* What the `;` would finish, in clang's words: the construct is found by
 * walking the state stack down to the start of the statement. */
static const char *semi_context(const yypstate *ps) {
    bool saw_while = false;
    for (const yy_state_t *sp = ps->yyssp; sp > ps->yyss; sp--) {
        switch (stack_sym(sp)) {
        case YYSYMBOL_KW_RETURN: return "after return statement";
        case YYSYMBOL_KW_BREAK: return "after break statement";
        case YYSYMBOL_KW_CONTINUE: return "after continue statement";
        case YYSYMBOL_KW_GOTO: return "after goto statement";
        case YYSYMBOL_for_scope: return "in 'for' statement specifier";
        case YYSYMBOL_KW_WHILE: saw_while = true; break;
        case YYSYMBOL_KW_DO: return saw_while ? "after do/while statement" : "after expression";
        case YYSYMBOL_declaration_specifiers: {
            if (sp - 1 == ps->yyss) return "after top level declarator";
            int below = stack_sym(sp - 1);
            if (below == YYSYMBOL_translation_unit) return "after top level declarator";
            if (below == YYSYMBOL_for_scope) return "in 'for' statement specifier";
            return "at end of declaration";
        }
        case YYSYMBOL_specifier_qualifier_list:
            if (sp - 1 > ps->yyss && stack_sym(sp - 1) == YYSYMBOL_struct_declaration_list)
                return "at end of declaration list";
            return "after expression";
        case YYSYMBOL_RPAREN:
            /* do statement while ( expression ) */
            if (sp - 5 >= ps->yyss && stack_sym(sp - 3) == YYSYMBOL_KW_WHILE && stack_sym(sp - 5) == YYSYMBOL_KW_DO)
                return "after do/while statement";
            return "after expression";
        case YYSYMBOL_LBRACE: case YYSYMBOL_RBRACE: case YYSYMBOL_SEMI: case YYSYMBOL_COLON:
        case YYSYMBOL_block_items: case YYSYMBOL_KW_ELSE: case YYSYMBOL_translation_unit:
            return "after expression";
        }
    }
    return "after expression";
}

/* The `?` or `case`/`default` a `:` would complete. */
static int colon_context(const yypstate *ps, Loc *at) {
    for (const yy_state_t *sp = ps->yyssp; sp > ps->yyss; sp--) {
        int s = stack_sym(sp);
        switch (s) {
        case YYSYMBOL_QUESTION: case YYSYMBOL_KW_CASE: case YYSYMBOL_KW_DEFAULT:
            *at = stack_loc(ps, sp);
            return s;
        case YYSYMBOL_LPAREN: case YYSYMBOL_LBRACKET: case YYSYMBOL_LBRACE: case YYSYMBOL_VEC_LPAREN:
        case YYSYMBOL_SEMI:
            return 0;
        }
    }
    return 0;
}

/* Whether closing bracket `sym` has no opening bracket to close: a `)` or
 * `]` where the innermost open bracket is a brace (a `]` for a `(` or a `)`
 * for a `[` is a wrong closer, not a stray one), a `}` with no brace open. */
static bool closes_nothing(const yypstate *ps, int sym, int opener) {
    bool in_brackets = opener == YYSYMBOL_LPAREN || opener == YYSYMBOL_VEC_LPAREN || opener == YYSYMBOL_LBRACKET;
    if (sym == T_RPAREN || sym == T_RBRACKET) return !in_brackets;
    if (sym == T_RBRACE) return !has_brace_open(ps);
    return false;
}

/* Where an error about token t goes: at t, except at the end of the file,
 * where clang reports just after the last token. */
static Loc error_loc(const Parser *p, int sym, Loc at) {
    return sym == T_YYEOF && p->prev_loc.file && !p->prev_loc.exp ? loc_end(p->prev_loc) : at;
}

/* After "nesting too deep" the rest of the declaration is cut short by
 * stand-in operands, and what follows a cut chain (`(int)` after the
 * operand that ended `(int)(int)...`, the next `else` of an else-if chain)
 * is no new mistake: the declaration has had its one error. */
static bool can_report(Parser *p) {
    return p->quiet == 0 && !p->nest_reported && !diag_should_stop(p->d);
}

static void report_expected_closer(Parser *p, yypstate *ps, int closer, Loc at) {
    Loc open_at = {0};
    int opener = 0;
    for (const yy_state_t *sp = ps->yyssp; sp > ps->yyss; sp--) {
        int s = stack_sym(sp);
        if (closer_of(s) == closer) {
            opener = s;
            open_at = stack_loc(ps, sp);
            break;
        }
    }
    Diagnostic *dg = diag_error(p->d, at, "expected '%s'", spelling_of(closer));
    if (opener)
        diag_note(dg, p->d, open_at, "to match this '%s'", closer == T_RPAREN ? "(" : closer == T_RBRACKET ? "[" : "{");
}

/* Where a missing token goes: just after the previous token.  When that
 * token ends a macro expansion and the next one is outside it, the end of
 * its spelling is inside the #define; clang then points at the next token,
 * and so does this. */
static Loc after_prev(const Parser *p, Loc next) {
    if (p->prev_loc.exp && p->prev_loc.exp != next.exp && next.file) {
        next.len = 0;
        return next;
    }
    return loc_end(p->prev_loc);
}

static void report_expected_semi(Parser *p, yypstate *ps, Loc next) {
    Loc at = after_prev(p, next);
    Diagnostic *dg = diag_error(p->d, at, "expected ';' %s", semi_context(ps));
    diag_add_fixit(dg, at, ";");
}

static void report_expected_colon(Parser *p, yypstate *ps, Loc tok_at) {
    Loc ctx_at;
    int ctx = colon_context(ps, &ctx_at);
    if (ctx == YYSYMBOL_QUESTION) {
        Diagnostic *dg = diag_error(p->d, tok_at, "expected ':'");
        diag_add_fixit(dg, after_prev(p, tok_at), ":");
        diag_note(dg, p->d, ctx_at, "to match this '?'");
    } else {
        Loc at = after_prev(p, tok_at);
        Diagnostic *dg = diag_error(p->d, at, "expected ':' after '%s'", ctx == YYSYMBOL_KW_DEFAULT ? "default" : "case");
        diag_add_fixit(dg, at, ":");
    }
}

/* A token as messages name it: 'while', ')' ; "identifier" as is. */
static const char *symbol_text(Parser *p, yysymbol_kind_t k) {
    const char *s = yysymbol_name(k);
    size_t n = strlen(s);
    if (n >= 2 && s[0] == '"' && s[n - 1] == '"') return arena_printf(p->a, "'%.*s'", (int)(n - 2), s + 1);
    return s;
}

static bool top_is(const yypstate *ps, int sym) {
    return ps->yyssp > ps->yyss && stack_sym(ps->yyssp) == sym;
}

/* The one syntax error for token t in the automaton's current state,
 * chosen from what it would accept there. */
static void report_syntax_error(Parser *p, yypstate *ps, int sym, Loc at) {
    if (accepts(ps, T_INT_LIT)) {
        bool stmt_start = accepts(ps, T_KW_IF);
        diag_error(p->d, at, stmt_start && sym == T_RBRACE ? "expected statement" : "expected expression");
    } else if (accepts(ps, T_IDENT)) {
        diag_error(p->d, at, accepts(ps, T_LPAREN) ? "expected identifier or '('"
                             : accepts(ps, T_LBRACE) ? "expected identifier or '{'" : "expected identifier");
    } else if ((top_is(ps, YYSYMBOL_LPAREN) || top_is(ps, YYSYMBOL_COMMA)) && accepts(ps, T_KW_INT)) {
        diag_error(p->d, at, "expected parameter declarator");
    } else if (accepts(ps, T_KW_INT)) {
        diag_error(p->d, at, "expected identifier or '('");
    } else if (accepts(ps, T_RPAREN)) {
        report_expected_closer(p, ps, T_RPAREN, at);
    } else if (accepts(ps, T_RBRACKET)) {
        report_expected_closer(p, ps, T_RBRACKET, at);
    } else if (accepts(ps, T_LPAREN) && ps->yyssp > ps->yyss &&
               (top_is(ps, YYSYMBOL_KW_IF) || top_is(ps, YYSYMBOL_KW_WHILE) || top_is(ps, YYSYMBOL_KW_FOR) ||
                top_is(ps, YYSYMBOL_KW_SWITCH))) {
        int kw = stack_sym(ps->yyssp);
        diag_error(p->d, at, "expected '(' after '%s'",
                   kw == YYSYMBOL_KW_IF ? "if" : kw == YYSYMBOL_KW_WHILE ? "while" : kw == YYSYMBOL_KW_FOR ? "for" : "switch");
    } else if (accepts(ps, T_KW_WHILE)) {
        Diagnostic *dg = diag_error(p->d, at, "expected 'while' in do/while loop");
        for (const yy_state_t *sp = ps->yyssp; sp > ps->yyss; sp--)
            if (stack_sym(sp) == YYSYMBOL_KW_DO) {
                diag_note(dg, p->d, stack_loc(ps, sp), "to match this 'do'");
                break;
            }
    } else if (accepts(ps, T_COLON)) {
        report_expected_colon(p, ps, at);
    } else if (accepts(ps, T_SEMI)) {
        report_expected_semi(p, ps, at);
    } else if (accepts(ps, T_RBRACE)) {
        report_expected_closer(p, ps, T_RBRACE, at);
    } else if (sym == T_RBRACE && !has_brace_open(ps)) {
        diag_error(p->d, at, "extraneous closing brace ('}')");
    } else {
        /* Nothing clang has a word for: name what would have fitted. */
        const char *names[3];
        int n = 0;
        for (int k = YYSYMBOL_YYUNDEF + 1; k < YYNTOKENS && n < 4; k++) {
            if (yy_lac(ps->yyesa, &ps->yyes, &ps->yyes_capacity, ps->yyssp, (yysymbol_kind_t)k) != 0) continue;
            if (n < 3) names[n] = symbol_text(p, (yysymbol_kind_t)k);
            n++;
        }
        if (n == 1) diag_error(p->d, at, "expected %s", names[0]);
        else if (n == 2) diag_error(p->d, at, "expected %s or %s", names[0], names[1]);
        else if (n == 3) diag_error(p->d, at, "expected %s, %s or %s", names[0], names[1], names[2]);
        else diag_error(p->d, at, "unexpected %s", symbol_text(p, YYTRANSLATE(sym)));
    }
}

/* Bison calls this for an error its own recovery will handle. */
static int yyreport_syntax_error(const yypcontext_t *ctx, struct Parser *p) {
    /* give_if_fits() is asking: the automaton is as it was (see there). */
    if (p->lac_fail) longjmp(*p->lac_fail, 1);
    /* The expected set comes from accepts(), which the repairs use too. */
    (void)yypcontext_expected_tokens;
    p->last_error = sm_use_loc(p->sm, p->cur_loc);
    if (!can_report(p) || p->cur_sym == T_ERROR_EXPR) return 0;
    report_syntax_error(p, ctx->yyps, p->cur_sym, error_loc(p, p->cur_sym, p->cur_loc));
    return 0;
}

/* Only "memory exhausted" comes here: parse_tokens keeps the stacks far
 * below YYMAXDEPTH, so this is a failed allocation. */
static void yyerror(Loc *loc, struct Parser *p, const char *msg) {
    (void)loc;
    (void)msg;
    p->a->oom = true;
}

/* ======================================================================== */
/* The token loop: lex, repair, push.                                       */

/* Hands t to the automaton, then does what must happen after the automaton
 * has seen it: a `{` opens a scope (after, so that a function definition's
 * name, declared while the `{` is the look-ahead, lands outside the body)
 * and receives the function's parameters; a `}` closes one. */
static int give(Parser *p, yypstate *ps, PTok *t) {
    p->cur_sym = t->sym;
    p->cur_loc = t->loc;
    int status = yypush_parse(ps, t->sym, &t->val, &t->loc, p);
    if (t->sym == T_LBRACE) {
        pscope_open(p, t->enum_brace ? SCOPE_ENUM : t->struct_brace ? SCOPE_STRUCT : SCOPE_BLOCK);
        for (int i = 0; i < p->pending_params.n; i++) {
            Decl *d = p->pending_params.items[i];
            pscope_declare(p, d->name, NK_ORDINARY, false);
        }
        p->pending_params.n = 0;
    } else if (t->sym == T_RBRACE) {
        ScopeKind k = pscope_close_brace(p);
        if (k == SCOPE_STRUCT || k == SCOPE_ENUM) p->want_declarator = true;  /* struct S {...} x */
    }
    p->prev_loc = t->loc;
    /* A real `;` or `}` ends the statement a mistake was in: the next
     * mistake is a new one. */
    if (!t->synthetic && (t->sym == T_SEMI || t->sym == T_RBRACE)) p->quiet = 0;
    else if (p->quiet > 0) p->quiet--;
    return status;
}

/*
 * Gives t to the automaton if it can shift it (after the reductions it
 * needs), and returns false, with the automaton as it was, if it cannot.
 * That is accepts() and give() in one, with one LAC check instead of two:
 * with LAC (`parse.lac full`) Bison checks a token that needs reductions
 * before making any, and reports a token that cannot be shifted (through
 * yyreport_syntax_error) before it changes the stacks; a push parser keeps
 * everything else in the yypstate.  So when that report comes while this
 * function asks, the automaton is still where the push found it, and the
 * report jumps back here instead.  Only while no error is being recovered
 * from: then Bison reports nothing and drops tokens itself.  The double
 * check was 8% of the front end's time.
 */
static bool give_if_fits(Parser *p, yypstate *ps, PTok *t, int *status) {
    jmp_buf fail;
    if (setjmp(fail)) {
        p->lac_fail = NULL;
        return false;
    }
    p->lac_fail = &fail;
    *status = give(p, ps, t);
    p->lac_fail = NULL;
    return true;
}

/* A token the input lacks, placed just after the previous one. */
static PTok synth(Parser *p, int sym) {
    PTok t;
    memset(&t, 0, sizeof t);
    t.sym = sym;
    t.loc = loc_end(p->prev_loc);
    t.synthetic = true;
    if (sym == T_ERROR_EXPR) t.val.lit = ast_expr(p->a, EXPR_ERROR, t.loc);
    return t;
}

/* `foo x;` with foo unknown: rather than a cascade of syntax errors, read
 * foo as a type name, and sema says "unknown type name 'foo'".  Done where a
 * type could start and
 *   - an identifier could not (file scope, the start of a parameter), or
 *   - only a declarator could, and one follows (`const foo *p`: foo would
 *     be a declarator with no type at all), or
 *   - the next token is another identifier and foo names nothing
 *     (`foo x;` in a block, where `foo * x;` stays an expression, as in
 *     clang). */
static void recover_unknown_type(Parser *p, yypstate *ps, PTok *t, bool ok) {
    if (t->sym != T_IDENT || t->forced || t->decl_name) return;
    TokenKind next = pp_peek(p)->kind;
    if (ok && next != TOK_IDENT && next != TOK_STAR) return;
    if (!accepts(ps, T_TYPE_NAME)) return;
    if (ok && accepts(ps, T_INT_LIT)) {
        bool v;
        if (next != TOK_IDENT) return;
        if (pscope_lookup(p, t->val.name, (uint32_t)strlen(t->val.name), &v) == NK_ORDINARY) return;
    }
    t->sym = T_TYPE_NAME;
    p->want_declarator = true;
}

typedef enum { FIX_NONE, FIX_INSERT, FIX_DELETE } FixKind;

/* t cannot be shifted: decide on a one-token repair, and report the error
 * unless it is part of one already reported.  `round` counts the tokens
 * already inserted before t. */
static FixKind plan_repair(Parser *p, yypstate *ps, const PTok *t, int round, int *insert) {
    /* Bison is discarding tokens after an error until one fits (3); in the
     * grace period after that (2, 1) a mistake is a new one. */
    bool recovering = ps->yyerrstatus == 3;
    bool stop = t->sym == T_SEMI || t->sym == T_LBRACE || t->sym == T_RBRACE || t->sym == T_YYEOF;
    bool report = can_report(p) && !recovering;
    Loc open_at;
    int opener = innermost_opener(ps, &open_at);
    int closer = closer_of(opener);

    if (t->sym == T_ERROR_EXPR || round >= 8) return FIX_NONE;
    p->last_error = sm_use_loc(p->sm, t->loc);

    /* A closing bracket that closes nothing (where no operand is missing:
     * `n = n + );` lacks an expression). */
    if (!recovering && closes_nothing(ps, t->sym, opener) && !accepts(ps, T_INT_LIT)) {
        if (report) {
            if (t->sym == T_RBRACE) diag_error(p->d, t->loc, "extraneous closing brace ('}')");
            else if (pp_peek(p)->kind == TOK_SEMI)
                diag_error(p->d, t->loc, "extraneous '%s' before ';'", spelling_of(t->sym));
            else diag_error(p->d, t->loc, "extraneous '%s'", spelling_of(t->sym));
            p->quiet = 3;
        }
        return FIX_DELETE;
    }

    /* `f(a;` `if (x {` `{1, 2;`: the bracket was not closed. */
    if (stop && closer && accepts(ps, closer)) {
        if (report) {
            report_expected_closer(p, ps, closer, error_loc(p, t->sym, t->loc));
            p->quiet = 3;
        }
        *insert = closer;
        return FIX_INSERT;
    }
    if (recovering) return FIX_NONE;

    /* An operand is missing: `x = ;`, `f(1, )`, `(a + )`.  An error node
     * stands in for it, so the statement and the declaration survive. */
    if (accepts(ps, T_INT_LIT) && !accepts(ps, T_KW_IF) &&
        (stop || t->sym == T_RPAREN || t->sym == T_RBRACKET || t->sym == T_COMMA || t->sym == T_COLON)) {
        if (report) {
            diag_error(p->d, error_loc(p, t->sym, t->loc), "expected expression");
            p->quiet = 3;
        }
        *insert = T_ERROR_EXPR;
        return FIX_INSERT;
    }

    /* A missing `;` at the end of something.  Not where a statement or a
     * declaration could begin or go on (`if (x) }` lacks a statement, `int
     * 5` a declarator), nor where an operand could come (`return }`). */
    if (accepts(ps, T_SEMI) && !accepts(ps, T_KW_IF) && !accepts(ps, T_KW_INT) && !accepts(ps, T_IDENT)) {
        if (report) {
            report_expected_semi(p, ps, t->loc);
            p->quiet = 3;
        }
        *insert = T_SEMI;
        return FIX_INSERT;
    }

    /* `a ? b c`, `case 1 x = 2;` */
    Loc ctx_at;
    if (accepts(ps, T_COLON) && colon_context(ps, &ctx_at)) {
        if (report) {
            report_expected_colon(p, ps, t->loc);
            p->quiet = 3;
        }
        *insert = T_COLON;
        return FIX_INSERT;
    }

    /* Inside brackets that could be closed here, t is in the way: drop it
     * (`f(a b)`, `int g(int a b)`), and what follows until something fits.
     * What the brackets make is then an error node (build.c), so that
     * `f(a b)` is not also a call with too few arguments. */
    if (!stop && closer && accepts(ps, closer)) {
        if (report) {
            report_syntax_error(p, ps, t->sym, error_loc(p, t->sym, t->loc));
            p->quiet = 3;
        }
        p->damaged = sm_use_loc(p->sm, open_at);
        return FIX_DELETE;
    }
    return FIX_NONE;
}

/* Drops t; a dropped opening bracket takes its group with it, up to the
 * matching closer or the end of the statement. */
static void drop(Parser *p, const PTok *t) {
    if (t->sym != T_LPAREN && t->sym != T_LBRACKET && t->sym != T_VEC_LPAREN) return;
    int depth = 1;
    for (;;) {
        const Token *nx = pp_peek(p);
        if (nx->kind == TOK_EOF || nx->kind == TOK_SEMI || nx->kind == TOK_LBRACE || nx->kind == TOK_RBRACE) return;
        PTok u;
        lex_next(p, &u);
        if (u.sym == T_LPAREN || u.sym == T_LBRACKET || u.sym == T_VEC_LPAREN) depth++;
        else if ((u.sym == T_RPAREN || u.sym == T_RBRACKET) && --depth == 0) return;
    }
}

static void parse_tokens(Parser *p) {
    yypstate *ps = yypstate_new();
    if (!ps) {
        p->a->oom = true;
        return;
    }
    /* Far above any stack a program within the nesting limit needs (a
     * nesting level costs at most ~8 states: `for ( ; ; )`), far below
     * YYMAXDEPTH. */
    long long guard = 10LL * p->limit + 1000;
    if (guard > YYMAXDEPTH / 2) guard = YYMAXDEPTH / 2;

    PTok t;
    bool pending = false;        /* t is read but not yet given */
    bool guarded = false;        /* an operand was already put before t */
    int round = 0;
    int status = YYPUSH_MORE;
    while (status == YYPUSH_MORE && !diag_should_stop(p->d) && !p->c->body.oom) {
        if (!pending) {
            lex_next(p, &t);
            round = 0;
            guarded = false;
        }
        pending = false;

        if (ps->yyssp - ps->yyss > guard && !guarded) {
            /* Only prefix chains (`- - - ... x`, `if (c) if (c) ...`) grow the
             * stack this far without brackets; stand in an operand for the
             * rest of the chain. */
            parse_nesting_error(p, t.loc);
            PTok err = synth(p, T_ERROR_EXPR);
            err.loc = t.loc;
            err.val.lit->loc = t.loc;
            p->quiet = 3;
            status = give(p, ps, &err);
            pending = true;
            guarded = true;
            continue;
        }

        bool ok;
        if (t.sym != T_IDENT && ps->yyerrstatus == 0) {
            if (give_if_fits(p, ps, &t, &status)) continue;
            ok = false;
        } else {
            ok = accepts(ps, t.sym);
            if (t.sym == T_IDENT) {
                recover_unknown_type(p, ps, &t, ok);
                if (t.sym != T_IDENT) ok = accepts(ps, t.sym);
            }
        }
        if (!ok) {
            int insert = 0;
            switch (plan_repair(p, ps, &t, round, &insert)) {
            case FIX_INSERT: {
                PTok ins = synth(p, insert);
                status = give(p, ps, &ins);
                pending = true;
                round++;
                continue;
            }
            case FIX_DELETE:
                drop(p, &t);
                continue;
            case FIX_NONE:
                break;
            }
        }
        status = give(p, ps, &t);
    }
    yypstate_delete(ps);
}

TranslationUnit *parse_translation_unit(Compilation *c, PP *pp, ParseExternalFn *on_decl, void *user) {
    Parser p;
    memset(&p, 0, sizeof p);
    p.c = c;
    p.ca = &c->arena;
    p.a = p.ca;
    p.d = &c->diag;
    p.sm = &c->sm;
    p.pp = pp;
    p.on_decl = on_decl;
    p.user = user;
    p.tu = ARENA_NEW(p.a, TranslationUnit);
    p.limit = c->opts && c->opts->limits.max_expr_depth > 0 ? c->opts->limits.max_expr_depth : 1024;
    pscope_init(&p);
    parse_tokens(&p);
    sb_free(&p.attr_text);
    return p.tu;
}
