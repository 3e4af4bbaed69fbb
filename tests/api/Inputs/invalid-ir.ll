; A function LLVM's parser accepts and its verifier rejects: %x is used
; in a block that %x's block does not dominate.  invalid-ir.c puts it in
; a program binary, as if oclc had generated it (with the target lines of
; this machine's modules before it).
define i32 @broken() {
entry:
  br label %use
use:
  ret i32 %x
def:
  %x = add i32 1, 1
  br label %use
}
