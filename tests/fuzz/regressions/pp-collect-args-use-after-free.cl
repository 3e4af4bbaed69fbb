// fuzz_pp, 10-minute run: collecting a macro's arguments from a view of
// the enclosing expansion read that expansion's tokens after the read that
// popped it had freed them (lexer/pp.c, collect_args; reduced, then run
// with -ferror-limit=0 for the error paths to go on).
#define f(a)a
#define g f
#define h g(~
#define m()
#define t(a)a
#define p()t
#define q()
#define r()
#define str()
f(t(t(g))h)m()m()p()()q()r()r()r()r()r()r()f()
#define xstr(s)str(s
t()q()r()r()r()r()str()m()m()p()()q()r()r()r()r()r()m()m()p()()q()r()r()r()r()r()p()()q()r()r()r()r()r()m()m()p()()q()r()r()r()r()xstr(2)H
