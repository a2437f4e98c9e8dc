#include "textflag.h"

// func findNewlines(b []byte, base int, out []int32) (n, done int)
//
// Sixteen bytes at a time (SSE2, which every amd64 processor has): compare
// with '\n', take the mask of matches, store base plus the offset of each.
// It stops when fewer than 16 bytes are left or out has no room for 16
// more offsets.
TEXT ·findNewlines(SB), NOSPLIT, $0-72
	MOVQ b_base+0(FP), SI
	MOVQ b_len+8(FP), BX
	MOVQ base+24(FP), R8
	MOVQ out_base+32(FP), DI
	MOVQ out_len+40(FP), R9
	XORQ CX, CX // bytes done
	XORQ AX, AX // offsets stored
	MOVQ $0x0a0a0a0a0a0a0a0a, DX
	MOVQ DX, X1
	PUNPCKLQDQ X1, X1

loop:
	LEAQ 16(CX), R10
	CMPQ R10, BX
	JA   end
	LEAQ 16(AX), R11
	CMPQ R11, R9
	JA   end
	MOVOU (SI)(CX*1), X0
	PCMPEQB X1, X0
	PMOVMSKB X0, R12
	TESTL R12, R12
	JZ   next

match:
	BSFL R12, R13
	ADDQ CX, R13
	ADDQ R8, R13
	MOVL R13, (DI)(AX*4)
	INCQ AX
	LEAL -1(R12), R13
	ANDL R13, R12
	JNZ  match

next:
	MOVQ R10, CX
	JMP  loop

end:
	MOVQ AX, n+56(FP)
	MOVQ CX, done+64(FP)
	RET
