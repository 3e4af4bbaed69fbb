/*
 * pool.c - the threads that run work-groups.
 *
 * One pool per process, shared by every program, started on the first
 * enqueue that wants more than one thread.  The enqueuing thread always
 * works on its own job, and pool threads join it, so an enqueue makes
 * progress even when every pool thread is busy with other programs'
 * jobs, and N concurrent enqueues from N threads never wait on each other
 * to start.  A job is a PoolJob whose run() claims work (groups) with an
 * atomic counter until none is left; the pool only decides which threads
 * enter run(), so it knows nothing about NDRanges.
 *
 * Thread count: oclc_set_num_threads(n), else OCLC_NUM_THREADS from the
 * environment (read once), else the online CPUs.  It is the number of
 * threads one enqueue uses, the enqueuing thread included; the pool grows
 * to n - 1 threads when asked for more and never shrinks (idle threads
 * sleep on a condition variable).  The threads are joined when the
 * library is unloaded or the process exits.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime/runtime.h"

#define POOL_MAX_THREADS 256

static struct {
    pthread_mutex_t lock;
    pthread_cond_t work; /* a job was listed, or shutdown */
    pthread_cond_t left; /* a helper left a job */
    PoolJob *jobs;       /* jobs that still hand out work */
    pthread_t threads[POOL_MAX_THREADS];
    int nthreads;
    bool shutdown;
} pool = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, {0}, 0, false};

static atomic_uint requested_threads; /* oclc_set_num_threads; 0 = default */
static unsigned default_threads;
static pthread_once_t default_once = PTHREAD_ONCE_INIT;

static void read_default(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    const char *env = getenv("OCLC_NUM_THREADS");
    if (env && *env) {
        char *end;
        long v = strtol(env, &end, 10);
        if (*end == '\0' && v > 0) n = v;
    }
    default_threads = n < 1 ? 1 : n > POOL_MAX_THREADS ? POOL_MAX_THREADS : (unsigned)n;
}

unsigned pool_num_threads(void)
{
    unsigned n = atomic_load(&requested_threads);
    if (n) return n;
    pthread_once(&default_once, read_default);
    return default_threads;
}

void oclc_set_num_threads(unsigned n) { atomic_store(&requested_threads, n > POOL_MAX_THREADS ? POOL_MAX_THREADS : n); }
unsigned oclc_get_num_threads(void) { return pool_num_threads(); }

static void unlist(PoolJob *job)
{
    for (PoolJob **p = &pool.jobs; *p; p = &(*p)->next)
        if (*p == job) {
            *p = job->next;
            break;
        }
    job->listed = false;
}

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&pool.lock);
    for (;;) {
        PoolJob *job = NULL;
        while (!pool.shutdown) {
            for (job = pool.jobs; job && job->helpers >= job->max_helpers; job = job->next);
            if (job) break;
            pthread_cond_wait(&pool.work, &pool.lock);
        }
        if (pool.shutdown) break;
        job->helpers++;
        pthread_mutex_unlock(&pool.lock);
        job->run(job);
        pthread_mutex_lock(&pool.lock);
        /* run() returned: the job has no work left to hand out. */
        if (job->listed) unlist(job);
        if (--job->helpers == 0) pthread_cond_broadcast(&pool.left);
    }
    pthread_mutex_unlock(&pool.lock);
    return NULL;
}

/* Starts threads until there are `want` (under the lock). */
static void grow(int want)
{
    while (pool.nthreads < want && pool.nthreads < POOL_MAX_THREADS && !pool.shutdown) {
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        /* Kernels run on these stacks: as much as a main thread gets. */
        pthread_attr_setstacksize(&attr, 8u << 20);
        int rc = pthread_create(&pool.threads[pool.nthreads], &attr, worker, NULL);
        pthread_attr_destroy(&attr);
        if (rc != 0) break;
        pool.nthreads++;
    }
}

void pool_run(PoolJob *job, unsigned nthreads)
{
    job->helpers = 0;
    job->listed = false;
    job->max_helpers = nthreads > 1 ? (int)nthreads - 1 : 0;
    if (job->max_helpers) {
        pthread_mutex_lock(&pool.lock);
        grow(job->max_helpers);
        if (pool.nthreads) {
            job->next = pool.jobs;
            pool.jobs = job;
            job->listed = true;
            pthread_cond_broadcast(&pool.work);
        }
        pthread_mutex_unlock(&pool.lock);
    }
    job->run(job);
    if (job->max_helpers) {
        pthread_mutex_lock(&pool.lock);
        if (job->listed) unlist(job);
        while (job->helpers > 0) pthread_cond_wait(&pool.left, &pool.lock);
        pthread_mutex_unlock(&pool.lock);
    }
}

/* Stops and joins the pool when the library is unloaded (or at exit),
 * so that no thread runs code that is about to be unmapped. */
__attribute__((destructor)) static void pool_stop(void)
{
    pthread_mutex_lock(&pool.lock);
    pool.shutdown = true;
    pthread_cond_broadcast(&pool.work);
    int n = pool.nthreads;
    pthread_mutex_unlock(&pool.lock);
    for (int i = 0; i < n; i++) pthread_join(pool.threads[i], NULL);
}
