// Statements: if/else, while, do, for (with a declaration), break and
// continue, switch with fall-through and default, goto, dead code after a
// jump, and falling off the end of a non-void function (returns 0).
// Every block ends in exactly one terminator (the verifier runs on every
// module; this test also runs opt's verifier on the output).
// RUN: %oclc -S -emit-llvm -O0 %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll

// CHECK-LABEL: define i32 @branches(
// CHECK: [[C:%.*]] = icmp sgt i32 %{{.*}}, 0
// CHECK-NEXT: br i1 [[C]], label %if.then, label %if.else
// CHECK: if.then:
// CHECK: br label %if.end
// CHECK: if.else:
// CHECK: br label %if.end
// CHECK: if.end:
int branches(int x) {
  int r;
  if (x > 0)
    r = 1;
  else
    r = -1;
  return r;
}

// A float condition is `!= 0` (unordered, so NaN is true, as in C).
// CHECK-LABEL: define i32 @float_cond(
// CHECK: fcmp une float %{{.*}}, 0.000000e+00
int float_cond(float f) { if (f) return 1; return 0; }

// CHECK-LABEL: define i32 @loops(
// CHECK: br label %for.cond
// CHECK: for.cond:
// CHECK: br i1 %{{.*}}, label %for.body, label %for.end
// CHECK: for.body:
// CHECK: br label %for.inc
// CHECK: for.inc:
// CHECK: br label %for.cond
// CHECK: for.end:
// CHECK: br label %while.cond
// CHECK: while.cond:
// CHECK: br i1 %{{.*}}, label %while.body, label %while.end
// CHECK: while.body:
// CHECK: br label %while.cond
// CHECK: while.end:
// CHECK: br label %do.body
// CHECK: do.body:
// CHECK: br label %do.cond
// CHECK: do.cond:
// CHECK: br i1 %{{.*}}, label %do.body, label %do.end
// CHECK: do.end:
int loops(int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i;
  while (s > 100)
    s -= 7;
  do
    s++;
  while (s < 10);
  return s;
}

// break leaves the loop, continue goes to the increment.
// CHECK-LABEL: define i32 @jumps(
// CHECK: for.body:
// CHECK: if.then:
// CHECK-NEXT: br label %for.inc
// CHECK: if.then{{[0-9]+}}:
// CHECK-NEXT: br label %for.end
// CHECK: for.inc:
// CHECK: for.end:
int jumps(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (i % 3 == 0)
      continue;
    if (i > 100)
      break;
    s += i;
  }
  return s;
}

// A for without a condition loops on its body; no increment means continue
// goes back to the condition block.
// CHECK-LABEL: define i32 @forever(
// CHECK: for.cond:
// CHECK-NEXT: br label %for.body
// CHECK: for.body:
// CHECK: br label %for.cond
int forever(int n) {
  for (;;) {
    if (n > 10)
      return n;
    n += 3;
  }
}

// CHECK-LABEL: define i32 @sw(
// CHECK: switch i32 %{{.*}}, label %sw.default [
// CHECK-NEXT: i32 1, label %sw.bb
// CHECK-NEXT: i32 2, label %[[B2:sw.bb[0-9]*]]
// CHECK-NEXT: i32 -5, label %[[B5:sw.bb[0-9]*]]
// CHECK-NEXT: ]
// CHECK: sw.bb:
// CHECK: br label %[[B2]]
// CHECK: [[B2]]:
// CHECK: br label %sw.epilog
// CHECK: [[B5]]:
// CHECK: br label %sw.epilog
// CHECK: sw.default:
// CHECK: br label %sw.epilog
// CHECK: sw.epilog:
int sw(int x) {
  int r = 0;
  switch (x) {
  case 1:
    r = 10;        // falls through
  case 2:
    r += 20;
    break;
  case -5:
    r = 50;
    break;
  default:
    r = -1;
  }
  return r;
}

// Without a default, the switch goes to its end; a case value is converted
// to the promoted type of the condition.
// CHECK-LABEL: define i32 @sw_nodefault(
// CHECK: switch i32 %{{.*}}, label %sw.epilog [
// CHECK-NEXT: i32 97, label %sw.bb
int sw_nodefault(char c) {
  switch (c) {
  case 'a':
    return 1;
  }
  return 0;
}

// goto backwards and forwards; the statement after a goto is dead but still
// lowered (a label could follow), in a block nothing branches to.
// CHECK-LABEL: define i32 @gotos(
// CHECK: br label %again
// CHECK: again:
// CHECK: br i1 %{{.*}}, label %if.then, label %if.end
// CHECK: if.then:
// CHECK-NEXT: br label %again
// CHECK: br label %done
// CHECK: dead:
// CHECK: store i32 99
// CHECK: br label %done
// CHECK: done:
int gotos(int n) {
  int i = 0;
again:
  i++;
  if (i < n)
    goto again;
  goto done;
  i = 99;
done:
  return i;
}

// Falling off the end of a non-void function returns 0.
// CHECK-LABEL: define i32 @no_return(
// CHECK: if.end:
// CHECK-NEXT: ret i32 0
int no_return(int x) {
  if (x)
    return 1;
}

// Nothing after a return, not even an empty block.
// CHECK-LABEL: define void @early(
// CHECK: ret void
// CHECK-NEXT: }
void early(global int *p) {
  *p = 1;
  return;
}
