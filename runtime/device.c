/*
 * device.c - what the host device offers OpenCL C programs, for the
 * public API (oclc_device_features, oclc_device_extensions, and the _of
 * forms for a GPU, from the nvptx64 row) and through it the ICD's device
 * queries.
 *
 * The answer is the host row of the target table (support/target.c) as
 * OpenCL C 3.0 derives features from it (support/features.c): the same
 * derivation that decides what sema accepts and which macros a program
 * sees, so a device query, a feature macro and the compiler cannot
 * disagree (the conformance suite checks the first two against each
 * other).  Features the row compiles without claiming them
 * (TargetInfo.unclaimed) are not listed, as they have no macro.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "oclc/oclc.h"
#include "support/features.h"
#include "support/target.h"

static char features[1024], extensions[1024];
static char gpu_features[1024], gpu_extensions[1024];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void append(char *buf, size_t size, const char *name)
{
    size_t len = strlen(buf);
    snprintf(buf + len, size - len, "%s%s", len ? " " : "", name);
}

static void describe_row(const TargetInfo *t, char *feats, char *exts)
{
    if (!t) return;
    LangFeatures l;
    lang_features_init(&l, 300, t, NULL, 0, NULL, NULL);
    for (int f = 0; f < FEAT_COUNT; f++)
        if (lang_claims(&l, (Feature)f)) append(feats, sizeof features, feature_macro((Feature)f));
    for (int e = 0; e < EXT_COUNT; e++)
        if (lang_has_ext(&l, (Extension)e)) append(exts, sizeof extensions, extension_name((Extension)e));
}

/* The host's row, and nvptx64's for the GPUs (what a program built for a
 * GPU is compiled against: oclc_program_set_device). */
static void describe(void)
{
    describe_row(target_host(), features, extensions);
    describe_row(target_for_triple("nvptx64-nvidia-cuda"), gpu_features, gpu_extensions);
}

const char *oclc_device_features(void)
{
    pthread_once(&once, describe);
    return features;
}

const char *oclc_device_extensions(void)
{
    pthread_once(&once, describe);
    return extensions;
}

const char *oclc_device_features_of(unsigned device)
{
    pthread_once(&once, describe);
    return device == 0 ? features : device < oclc_num_devices() ? gpu_features : "";
}

const char *oclc_device_extensions_of(unsigned device)
{
    pthread_once(&once, describe);
    return device == 0 ? extensions : device < oclc_num_devices() ? gpu_extensions : "";
}
