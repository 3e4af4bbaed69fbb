// md_force.cl - a molecular-dynamics force kernel: Lennard-Jones with a
// smooth cutoff, real-space Ewald (a polynomial erfc), harmonic bonds and
// angles to the atom's bonded partners, per atom type, over a neighbour
// list of at most MAX_NB atoms.  Many private arrays: the neighbour
// positions, distances, pair parameters, the per-pair energies and forces,
// the type tables, the bonded partners.  One work-item per atom.
// Record-free (oclc has no structs yet): coordinates are float4 (w: charge).

#define MAX_NB    48
#define MAX_BONDS 4
#define NTYPES    8

// erfc(x) by Abramowitz and Stegun 7.1.26, with exp(-x^2) as a polynomial
// on the range the cutoff allows (no libm: the kernel must build anywhere).
static float poly_exp_neg(float x)
{
    // exp(-x) for 0 <= x <= 8: (1 - x/32 + ...)^32 by repeated squaring.
    float y = 1.0f - x * (1.0f / 32.0f) + x * x * (1.0f / 2048.0f) - x * x * x * (1.0f / 196608.0f);
    y = y * y;
    y = y * y;
    y = y * y;
    y = y * y;
    y = y * y;
    return fmax(y, 0.0f);
}

static float approx_erfc(float x)
{
    float t = 1.0f / (1.0f + 0.3275911f * x);
    float p = t * (0.254829592f + t * (-0.284496736f + t * (1.421413741f + t * (-1.453152027f + t * 1.061405429f))));
    return p * poly_exp_neg(x * x);
}

// The switching function of CHARMM: 1 below r_on, 0 beyond r_off.
static float switch_fn(float r2, float on2, float off2)
{
    if (r2 <= on2) return 1.0f;
    if (r2 >= off2) return 0.0f;
    float d = off2 - on2;
    float a = off2 - r2;
    return a * a * (off2 + 2.0f * r2 - 3.0f * on2) / (d * d * d);
}

static float dswitch_fn(float r2, float on2, float off2)
{
    if (r2 <= on2 || r2 >= off2) return 0.0f;
    float d = off2 - on2;
    return 12.0f * (off2 - r2) * (on2 - r2) / (d * d * d);
}

static float4 min_image(float4 d, float4 box)
{
    d.x -= box.x * rint(d.x / box.x);
    d.y -= box.y * rint(d.y / box.y);
    d.z -= box.z * rint(d.z / box.z);
    return d;
}

kernel void md_force(global const float4 *pos, global const int *type, global const int *nbl,
                     global const int *nbcount, global const int *bonds, global const float *lj_table,
                     global float4 *force, global float *energy, float4 box, float rc, float ron,
                     float alpha, float kbond, float r0, float kangle, float theta0, int natoms)
{
    int i = (int)get_global_id(0);
    if (i >= natoms) return;

    // The type tables, private: epsilon and sigma per type pair row.
    float eps[NTYPES], sig[NTYPES], sig6[NTYPES];
    int ti = type[i];
    for (int t = 0; t < NTYPES; t++) {
        eps[t] = lj_table[(ti * NTYPES + t) * 2];
        sig[t] = lj_table[(ti * NTYPES + t) * 2 + 1];
        float s2 = sig[t] * sig[t];
        sig6[t] = s2 * s2 * s2;
    }

    float4 pi = pos[i];
    int n = min(nbcount[i], MAX_NB);

    // Gather: neighbour displacement, distance, type.
    float dx[MAX_NB], dy[MAX_NB], dz[MAX_NB], r2[MAX_NB], qj[MAX_NB];
    int tj[MAX_NB];
    for (int k = 0; k < MAX_NB; k++) {
        int j = k < n ? nbl[i * MAX_NB + k] : i;
        float4 d = min_image(pi - pos[j], box);
        dx[k] = d.x;
        dy[k] = d.y;
        dz[k] = d.z;
        r2[k] = k < n ? d.x * d.x + d.y * d.y + d.z * d.z : 1.0e30f;
        qj[k] = pos[j].w;
        tj[k] = type[j] & (NTYPES - 1);
    }

    // Pair terms: energy and force magnitude over r per neighbour.
    float elj[MAX_NB], ecoul[MAX_NB], fr[MAX_NB];
    float rc2 = rc * rc, ron2 = ron * ron;
    for (int k = 0; k < MAX_NB; k++) {
        float rr = r2[k];
        float inv2 = 1.0f / rr;
        float s6 = sig6[tj[k]] * inv2 * inv2 * inv2;
        float e = 4.0f * eps[tj[k]] * (s6 * s6 - s6);
        float flj = 24.0f * eps[tj[k]] * (2.0f * s6 * s6 - s6) * inv2;
        float sw = switch_fn(rr, ron2, rc2);
        float dsw = dswitch_fn(rr, ron2, rc2);
        elj[k] = rr < rc2 ? e * sw : 0.0f;
        float r = sqrt(rr);
        float ar = alpha * r;
        float erfcv = approx_erfc(ar);
        float qq = pi.w * qj[k];
        ecoul[k] = rr < rc2 ? qq * erfcv / r : 0.0f;
        float fcoul = qq * (erfcv / r + 1.1283791671f * alpha * poly_exp_neg(ar * ar)) * inv2;
        fr[k] = rr < rc2 ? flj * sw - e * dsw + fcoul : 0.0f;
    }

    // Reduce: forces and energies.
    float4 f = (float4)(0.0f);
    float etot = 0.0f;
    for (int k = 0; k < MAX_NB; k++) {
        f.x += fr[k] * dx[k];
        f.y += fr[k] * dy[k];
        f.z += fr[k] * dz[k];
        etot += 0.5f * (elj[k] + ecoul[k]);
    }

    // Bonded terms: harmonic bonds to up to MAX_BONDS partners, and the
    // angles between every pair of them.
    int partner[MAX_BONDS];
    float bx[MAX_BONDS], by[MAX_BONDS], bz[MAX_BONDS], blen[MAX_BONDS];
    int nb = 0;
    for (int b = 0; b < MAX_BONDS; b++) {
        partner[b] = bonds[i * MAX_BONDS + b];
        int j = partner[b] >= 0 ? partner[b] : i;
        float4 d = min_image(pos[j] - pi, box);
        bx[b] = d.x;
        by[b] = d.y;
        bz[b] = d.z;
        blen[b] = sqrt(d.x * d.x + d.y * d.y + d.z * d.z) + 1.0e-12f;
        nb += partner[b] >= 0;
    }
    for (int b = 0; b < MAX_BONDS; b++) {
        if (partner[b] < 0) continue;
        float dr = blen[b] - r0;
        etot += 0.5f * kbond * dr * dr;
        float s = kbond * dr / blen[b];
        f.x += s * bx[b];
        f.y += s * by[b];
        f.z += s * bz[b];
    }
    for (int a = 0; a < MAX_BONDS; a++)
        for (int b = a + 1; b < MAX_BONDS; b++) {
            if (partner[a] < 0 || partner[b] < 0) continue;
            float c = (bx[a] * bx[b] + by[a] * by[b] + bz[a] * bz[b]) / (blen[a] * blen[b]);
            c = clamp(c, -1.0f, 1.0f);
            // theta - theta0 through a small-angle series of acos.
            float th = 1.5707963f - c - c * c * c * (1.0f / 6.0f) - c * c * c * c * c * (3.0f / 40.0f);
            float dth = th - theta0;
            etot += 0.5f * kangle * dth * dth;
            float g = -kangle * dth / sqrt(fmax(1.0f - c * c, 1.0e-6f));
            float ia = 1.0f / blen[a], ib = 1.0f / blen[b];
            f.x -= g * ((bx[b] * ib - c * bx[a] * ia) * ia + (bx[a] * ia - c * bx[b] * ib) * ib);
            f.y -= g * ((by[b] * ib - c * by[a] * ia) * ia + (by[a] * ia - c * by[b] * ib) * ib);
            f.z -= g * ((bz[b] * ib - c * bz[a] * ia) * ia + (bz[a] * ia - c * bz[b] * ib) * ib);
        }
    f.w = (float)nb;
    force[i] = f;
    energy[i] = etot;
}
