// vm_switch.cl - a large switch state machine: a bytecode interpreter
// for a small register machine (96 opcodes: integer and float arithmetic,
// comparisons, bit operations, loads and stores to a private scratch
// array, a private stack, branches, calls and returns), one program per
// work-item, run for a bounded number of steps.  The shape of
// interpreters, protocol parsers and lexers: one loop around one switch
// with many cases, each touching private arrays.  Record-free.

#define NREG   16
#define NSTACK 32
#define NMEM   64

#define R(i) reg[(i) & (NREG - 1)]
#define F(i) freg[(i) & (NREG - 1)]

kernel void vm_switch(global const uint *code, global const uint *code_len, global const int *input,
                      global int *output, global float *foutput, int max_steps)
{
    size_t gid = get_global_id(0);
    int reg[NREG];
    float freg[NREG];
    int stack[NSTACK];
    int mem[NMEM];
    for (int i = 0; i < NREG; i++) {
        reg[i] = input[gid * NREG + i];
        freg[i] = (float)reg[i] * 0.5f;
    }
    for (int i = 0; i < NMEM; i++) mem[i] = i * 7 + (int)gid;
    for (int i = 0; i < NSTACK; i++) stack[i] = 0;
    int sp = 0, pc = 0, flags = 0, steps = 0;
    uint len = code_len[gid & 7];
    global const uint *prog = code + (gid & 7) * 1024;
    int halted = 0;

    while (!halted && steps < max_steps && (uint)pc < len) {
        uint ins = prog[pc];
        uint op = ins >> 24;
        uint a = (ins >> 16) & 0xffu, b = (ins >> 8) & 0xffu, c = ins & 0xffu;
        int imm = (int)(short)(ins & 0xffffu);
        pc++;
        steps++;
        switch (op) {
        case 0: break; /* nop */
        case 1: R(a) = R(b) + R(c); break;
        case 2: R(a) = R(b) - R(c); break;
        case 3: R(a) = R(b) * R(c); break;
        case 4: R(a) = R(c) ? R(b) / R(c) : 0; break;
        case 5: R(a) = R(c) ? R(b) % R(c) : 0; break;
        case 6: R(a) = R(b) & R(c); break;
        case 7: R(a) = R(b) | R(c); break;
        case 8: R(a) = R(b) ^ R(c); break;
        case 9: R(a) = R(b) << (R(c) & 31); break;
        case 10: R(a) = R(b) >> (R(c) & 31); break;
        case 11: R(a) = (int)((uint)R(b) >> (R(c) & 31)); break;
        case 12: R(a) = -R(b); break;
        case 13: R(a) = ~R(b); break;
        case 14: R(a) = !R(b); break;
        case 15: R(a) = R(b) < R(c); break;
        case 16: R(a) = R(b) <= R(c); break;
        case 17: R(a) = R(b) == R(c); break;
        case 18: R(a) = R(b) != R(c); break;
        case 19: R(a) = (uint)R(b) < (uint)R(c); break;
        case 20: R(a) = min(R(b), R(c)); break;
        case 21: R(a) = max(R(b), R(c)); break;
        case 22: R(a) = abs(R(b)); break;
        case 23: R(a) = clamp(R(a), R(b), R(c)); break;
        case 24: R(a) = imm; break;
        case 25: R(a) += imm; break;
        case 26: R(a) = R(b) * imm; break;
        case 27: R(a) = R(b) & imm; break;
        case 28: R(a) = R(b) | (imm & 0xff); break;
        case 29: R(a) = R(b) ^ imm; break;
        case 30: R(a) = (R(b) << 16) | (imm & 0xffff); break;
        case 31: R(a) = R(b); break;
        /* memory */
        case 32: R(a) = mem[(R(b) + (int)c) & (NMEM - 1)]; break;
        case 33: mem[(R(b) + (int)c) & (NMEM - 1)] = R(a); break;
        case 34: R(a) = input[(gid * NREG + (uint)R(b)) & 4095]; break;
        case 35: output[gid * 4 + (R(a) & 3)] = R(b); break;
        case 36: mem[R(a) & (NMEM - 1)] += R(b); break;
        case 37: R(a) = mem[R(b) & (NMEM - 1)] + mem[R(c) & (NMEM - 1)]; break;
        case 38: {
            int t = mem[R(a) & (NMEM - 1)];
            mem[R(a) & (NMEM - 1)] = mem[R(b) & (NMEM - 1)];
            mem[R(b) & (NMEM - 1)] = t;
            break;
        }
        case 39: {
            int s = 0;
            for (int i = 0; i < 8; i++) s += mem[(R(b) + i) & (NMEM - 1)];
            R(a) = s;
            break;
        }
        /* stack */
        case 40: if (sp < NSTACK) stack[sp++] = R(a); else halted = 2; break;
        case 41: if (sp > 0) R(a) = stack[--sp]; else halted = 3; break;
        case 42: if (sp > 0) R(a) = stack[sp - 1]; break;
        case 43: if (sp > 1) { int t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; } break;
        case 44: if (sp > 1) { stack[sp - 2] += stack[sp - 1]; sp--; } break;
        case 45: if (sp > 1) { stack[sp - 2] *= stack[sp - 1]; sp--; } break;
        case 46: if (sp < NSTACK && sp > 0) { stack[sp] = stack[sp - 1]; sp++; } break;
        case 47: sp = 0; break;
        /* control */
        case 48: pc += imm; break;
        case 49: if (R(a)) pc += (int)(char)b; break;
        case 50: if (!R(a)) pc += (int)(char)b; break;
        case 51: if (R(a) < R(b)) pc += (int)(char)c; break;
        case 52: if (R(a) >= R(b)) pc += (int)(char)c; break;
        case 53: if (R(a) == R(b)) pc += (int)(char)c; break;
        case 54: if (sp < NSTACK) { stack[sp++] = pc; pc += imm; } else halted = 4; break;
        case 55: if (sp > 0) pc = stack[--sp]; else halted = 5; break;
        case 56: flags = (R(a) < R(b)) | ((R(a) == R(b)) << 1) | ((R(a) > R(b)) << 2); break;
        case 57: if (flags & 1) pc += imm; break;
        case 58: if (flags & 2) pc += imm; break;
        case 59: if (flags & 4) pc += imm; break;
        case 60: if (--R(a) > 0) pc += (int)(char)b; break;
        case 61: halted = 1; break;
        case 62: pc = R(a) & 1023; break;
        case 63: steps += imm; break;
        /* float */
        case 64: F(a) = F(b) + F(c); break;
        case 65: F(a) = F(b) - F(c); break;
        case 66: F(a) = F(b) * F(c); break;
        case 67: F(a) = F(c) != 0.0f ? F(b) / F(c) : 0.0f; break;
        case 68: F(a) = mad(F(a), F(b), F(c)); break;
        case 69: F(a) = sqrt(fabs(F(b))); break;
        case 70: F(a) = fmin(F(b), F(c)); break;
        case 71: F(a) = fmax(F(b), F(c)); break;
        case 72: F(a) = floor(F(b)); break;
        case 73: F(a) = ceil(F(b)); break;
        case 74: F(a) = rint(F(b)); break;
        case 75: F(a) = trunc(F(b)); break;
        case 76: F(a) = fabs(F(b)); break;
        case 77: F(a) = -F(b); break;
        case 78: F(a) = (float)R(b); break;
        case 79: R(a) = (int)F(b); break;
        case 80: R(a) = F(b) < F(c); break;
        case 81: R(a) = F(b) == F(c); break;
        case 82: F(a) = (float)imm * (1.0f / 256.0f); break;
        case 83: F(a) = mix(F(a), F(b), F(c)); break;
        case 84: F(a) = clamp(F(a), F(b), F(c)); break;
        case 85: F(a) = F(b) * F(b) * F(b); break;
        case 86: F(a) = as_float(R(b)); break;
        case 87: R(a) = as_int(F(b)); break;
        case 88: foutput[gid * 4 + (R(a) & 3)] = F(b); break;
        case 89: {
            float s = 0.0f;
            for (int i = 0; i < NREG; i++) s += freg[i];
            F(a) = s;
            break;
        }
        /* misc */
        case 90: {
            uint x = (uint)R(b);
            x = ((x >> 1) & 0x55555555u) + (x & 0x55555555u);
            x = ((x >> 2) & 0x33333333u) + (x & 0x33333333u);
            x = ((x >> 4) + x) & 0x0f0f0f0fu;
            R(a) = (int)((x * 0x01010101u) >> 24);
            break;
        }
        case 91: {
            uint x = (uint)R(b);
            int n = 0;
            if (!x) n = 32;
            else {
                if (!(x & 0xffff0000u)) { n += 16; x <<= 16; }
                if (!(x & 0xff000000u)) { n += 8; x <<= 8; }
                if (!(x & 0xf0000000u)) { n += 4; x <<= 4; }
                if (!(x & 0xc0000000u)) { n += 2; x <<= 2; }
                if (!(x & 0x80000000u)) { n += 1; }
            }
            R(a) = n;
            break;
        }
        case 92: {
            uint x = (uint)R(b);
            x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
            x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
            x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
            x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
            R(a) = (int)((x >> 16) | (x << 16));
            break;
        }
        case 93: {
            uint h = 2166136261u;
            for (int i = 0; i < NREG; i++) h = (h ^ (uint)reg[i]) * 16777619u;
            R(a) = (int)h;
            break;
        }
        case 94: {
            int t = R(a);
            for (int i = NREG - 1; i > 0; i--) reg[i] = reg[i - 1];
            reg[0] = t;
            break;
        }
        case 95: {
            for (int i = 0; i < NREG; i++) freg[i] = (float)reg[i];
            break;
        }
        default: halted = 6; break;
        }
    }
    output[gid * 4 + 0] = reg[0] + reg[1];
    output[gid * 4 + 1] = steps;
    output[gid * 4 + 2] = halted;
    output[gid * 4 + 3] = sp + pc;
    foutput[gid * 4 + 0] = freg[0] + freg[1];
}
