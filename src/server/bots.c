/* bots.c - bot seats think off the network thread: people first, games of
 * bots alone within a share of the processor.
 *
 * A few worker threads take jobs (a copy of the state and of the seat's bot)
 * from a queue, choose, and put the job on a done queue; the wake callback
 * tells the network loop, which applies the choice if the game has not moved
 * on meanwhile (srv_hub_bots).  A slow search occupies one worker, never the
 * network thread.  Search bots are bounded by their iteration count
 * (SRV_MAX_STRENGTH) and by the server's cap on time per decision.
 *
 * Who goes first (docs/SCALING.md, "Bots: who thinks first"): every job has
 * a class, served strictly in this order:
 *   human     a move in a game where a person holds a seat now (a human seat
 *             joined by a live connection, here or on another process), and
 *             hints: somebody is waiting for the answer;
 *   review    a review after a game (asked by a person, up to --review-ms);
 *   bot_only  a move in a game of bots alone, or whose people are all gone.
 * Within a class the jobs queue per group (the client address that created
 * the game, or asked) and the groups take turns (round robin), so thirty
 * games of one address take one turn between two of another's.
 *
 * A job that runs is not cut short when a more urgent one comes: its search
 * calls a yield hook between iterations (bot_set_yield, src/ai), and there the
 * worker runs the more urgent jobs first, then goes on with the search where
 * it stood (the time it waited is not counted against its budget, so that its
 * choice is the one it would have made).  A person's bot thus waits one
 * iteration of another search at most, not the other's whole decision.
 *
 * Games of bots alone are bounded besides: their jobs, of all addresses
 * together and of one address, spend at most a share of the search threads'
 * time (CPU time of the worker thread, measured per job), each a token bucket
 * of CPU seconds (BOTS_SHARE_*, BOTS_BURST_S): a bot-only job of an address
 * starts only while both its address's bucket and the common one hold time,
 * and what it spent is taken from both afterwards.  The other classes are not
 * budgeted (they yield to nobody but more urgent classes).
 *
 * Jobs come in two lanes besides: searches (up to the cap each) and quick
 * bots (greedy, random: milliseconds).  One extra worker serves only the
 * quick lane, so a quick bot never waits behind a search, however many
 * searches are queued; the search workers run at a lower priority
 * (SEARCH_NICE).  `stats` reports the queues, the CPU each class spent, the
 * budgets and the busiest addresses (srv_botpool_stats). */
#define _DEFAULT_SOURCE /* syscall */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"

/* The CPU that games of bots alone may take, as a share of the search
 * threads (--bot-threads): all addresses together, and one address; each
 * bucket holds BOTS_BURST_S seconds of its rate (with one thread: 2 s and
 * 1 s of CPU), so that a short game of bots starts at full speed. */
#define BOTS_SHARE_ALL  0.5
#define BOTS_SHARE_ADDR 0.25
#define BOTS_BURST_S    4.0
#define ACCT_BUCKETS    256
#define STATS_ADDRS     16 /* addresses listed by `stats`, the busiest first */

enum { CL_HUMAN, CL_REVIEW, CL_BOTS, CLASSES };
static const char *const class_name[CLASSES] = {"human", "review", "bot_only"};
enum { LANE_SEARCH, LANE_QUICK, LANES };

/* What one group (client address) queued and spent; it lives while it has
 * jobs queued or running or its budget is not full again. */
typedef struct account {
    uint64_t key;
    char addr[SRV_ADDR_MAX];
    double balance, at; /* bot-only budget: CPU seconds as of time `at` */
    double cpu[CLASSES];
    long jobs[CLASSES];
    int queued, running;
    struct account *next;
} account;

typedef struct node {
    srv_bot_job *job;
    account *a;
    int cls;
    struct node *next;
} node;

/* One group's line of jobs, in the ring of its class and lane. */
typedef struct group {
    account *a;
    node *head, *tail;
    struct group *next;
} group;

typedef struct {
    group *front, *back;
} lane;

struct srv_botpool {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    lane lanes[CLASSES][LANES];
    atomic_int urgent[CLASSES]; /* queued jobs per class (the yield hook reads it unlocked) */
    int running[CLASSES];
    account *accts[ACCT_BUCKETS];
    int naccts;
    double balance, at; /* the bot-only budget of all addresses */
    double rate_all, cap_all, rate_addr, cap_addr;
    double cpu[CLASSES];
    long jobs[CLASSES];
    long yields;     /* more urgent jobs run inside another's search */
    double yielded;  /* seconds those searches waited */
    node *done, *done_tail;
    int busy; /* queued or running */
    bool stop;
    int nthreads, nsearch;
    pthread_t *threads;
    void (*wake)(void *ctx);
    void *ctx;
};

/* A worker thread: the class of the job it runs (CLASSES: none) and the CPU
 * its nested jobs spent inside it (not the outer job's). */
typedef struct {
    srv_botpool *p;
    bool quick_only;
    int level;
    double nested_cpu;
} worker;

uint64_t srv_botpool_group(const char *addr)
{
    if (!addr || !*addr)
        return 0;
    uint64_t h = 14695981039346656037ULL;
    for (; *addr; addr++)
        h = (h ^ (unsigned char)*addr) * 1099511628211ULL;
    return h | 1; /* never 0, the restored games' group */
}

void srv_bot_run(srv_bot_job *job)
{
    if (job->run) { /* a hint, a review */
        job->run(job);
        return;
    }
    const game_def *g = job->b.g;
    game_action *legal = malloc((size_t)g->max_actions * sizeof *legal);
    int n = legal ? g->legal_actions(job->st, legal) : 0;
    job->choice = n > 0 ? job->b.choose(&job->b, job->st, legal, n) : 0;
    free(legal);
}

void srv_bot_job_free(srv_bot_job *job)
{
    if (!job)
        return;
    if (job->release)
        job->release(job);
    free(job->st);
    free(job);
}

static double thread_cpu(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* A token bucket of CPU seconds brought to `now` (at 0: new, full). */
static void refill(double *balance, double *at, double rate, double cap, double now)
{
    if (*at == 0) {
        *balance = cap;
    } else if (now > *at) {
        *balance += (now - *at) * rate;
        if (*balance > cap)
            *balance = cap;
    }
    *at = now;
}

/* ---- the groups' accounts ---- */

static unsigned acct_slot(uint64_t key)
{
    return (unsigned)((key ^ (key >> 32)) % ACCT_BUCKETS);
}

/* The account of key, made when new; idle accounts met on the way (nothing
 * queued or running, the budget full again) are dropped.  NULL: no memory. */
static account *acct_get(srv_botpool *p, uint64_t key, const char *addr, double now)
{
    account **pp = &p->accts[acct_slot(key)];
    while (*pp) {
        account *a = *pp;
        if (a->key == key)
            return a;
        refill(&a->balance, &a->at, p->rate_addr, p->cap_addr, now);
        if (a->queued == 0 && a->running == 0 && a->balance >= p->cap_addr) {
            *pp = a->next;
            free(a);
            p->naccts--;
            continue;
        }
        pp = &a->next;
    }
    account *a = calloc(1, sizeof *a);
    if (!a)
        return NULL;
    a->key = key;
    snprintf(a->addr, sizeof a->addr, "%s", addr ? addr : "");
    *pp = a;
    p->naccts++;
    return a;
}

/* ---- the queues ---- */

static void push(node **head, node **tail, node *x)
{
    x->next = NULL;
    if (*tail)
        (*tail)->next = x;
    else
        *head = x;
    *tail = x;
}

static node *pop(node **head, node **tail)
{
    node *x = *head;
    if (x) {
        *head = x->next;
        if (!*head)
            *tail = NULL;
    }
    return x;
}

static void ring_append(lane *l, group *g)
{
    g->next = NULL;
    if (l->back)
        l->back->next = g;
    else
        l->front = g;
    l->back = g;
}

/* Queues x in its group's line, the group joining the back of the ring when
 * it had nothing queued. */
static int lane_push(lane *l, node *x)
{
    group *g = l->front;
    while (g && g->a != x->a)
        g = g->next;
    if (!g) {
        if (!(g = calloc(1, sizeof *g)))
            return -1;
        g->a = x->a;
        ring_append(l, g);
    }
    push(&g->head, &g->tail, x);
    return 0;
}

/* Whether an address's bot-only budget holds time now. */
static bool addr_may(srv_botpool *p, account *a, double now)
{
    refill(&a->balance, &a->at, p->rate_addr, p->cap_addr, now);
    return a->balance > 0;
}

/* The first job of the first group in the ring that may run (budgeted: its
 * address's budget holds time); that group goes to the back of the ring (or
 * leaves it when its line is empty). */
static node *lane_pop(srv_botpool *p, lane *l, bool budgeted, double now)
{
    group *prev = NULL;
    for (group *g = l->front; g; prev = g, g = g->next) {
        if (budgeted && !addr_may(p, g->a, now))
            continue;
        node *x = pop(&g->head, &g->tail);
        if (prev)
            prev->next = g->next;
        else
            l->front = g->next;
        if (l->back == g)
            l->back = prev;
        if (g->head)
            ring_append(l, g);
        else
            free(g);
        return x;
    }
    return NULL;
}

/* When the bot-only jobs of the lanes from `first` on may run again (0:
 * none is queued): once the common budget and one of their addresses' hold
 * time. */
static double budget_wake(srv_botpool *p, int first, double now)
{
    double soonest = 0;
    for (int l = first; l < LANES; l++)
        for (group *g = p->lanes[CL_BOTS][l].front; g; g = g->next) {
            double t = now + (1e-3 - g->a->balance) / p->rate_addr;
            if (soonest == 0 || t < soonest)
                soonest = t;
        }
    if (soonest == 0)
        return 0;
    double all = now + (1e-3 - p->balance) / p->rate_all;
    return all > soonest ? all : soonest;
}

/* The next job of a class more urgent than `below` that this worker serves
 * (the search lane first), or NULL; then *wake_at (if given) says when a
 * bot-only job held back by its budget may run (0: none waits). */
static node *next_job(srv_botpool *p, bool quick_only, int below, double *wake_at)
{
    double now = srv_now();
    int first = quick_only ? LANE_QUICK : LANE_SEARCH;
    for (int c = 0; c < below; c++) {
        bool budgeted = c == CL_BOTS;
        if (budgeted) {
            refill(&p->balance, &p->at, p->rate_all, p->cap_all, now);
            if (p->balance <= 0)
                break;
        }
        for (int l = first; l < LANES; l++) {
            node *x = lane_pop(p, &p->lanes[c][l], budgeted, now);
            if (x) {
                atomic_fetch_sub(&p->urgent[c], 1);
                return x;
            }
        }
    }
    if (wake_at)
        *wake_at = below > CL_BOTS ? budget_wake(p, first, now) : 0;
    return NULL;
}

/* What a job spent, on its group's account and the pool's, and on the
 * bot-only budgets. */
static void charge(srv_botpool *p, account *a, int cls, double cpu)
{
    a->cpu[cls] += cpu;
    a->jobs[cls]++;
    p->cpu[cls] += cpu;
    p->jobs[cls]++;
    if (cls == CL_BOTS) {
        double now = srv_now();
        refill(&a->balance, &a->at, p->rate_addr, p->cap_addr, now);
        refill(&p->balance, &p->at, p->rate_all, p->cap_all, now);
        a->balance -= cpu;
        p->balance -= cpu;
    }
}

/* Runs x on worker w (the lock held on entry and on return, not meanwhile)
 * and puts it on the done queue. */
static void run_job(srv_botpool *p, worker *w, node *x)
{
    account *a = x->a;
    a->queued--;
    a->running++;
    p->running[x->cls]++;
    pthread_mutex_unlock(&p->mu);
    int level = w->level;
    double nested = w->nested_cpu;
    w->level = x->cls;
    w->nested_cpu = 0;
    double t0 = thread_cpu();
    srv_bot_run(x->job);
    double total = thread_cpu() - t0, own = total - w->nested_cpu;
    w->level = level;
    w->nested_cpu = nested + total;
    pthread_mutex_lock(&p->mu);
    a->running--;
    p->running[x->cls]--;
    charge(p, a, x->cls, own > 0 ? own : 0);
    push(&p->done, &p->done_tail, x);
    if (p->wake)
        p->wake(p->ctx);
}

/* The searches' yield hook (bot_set_yield): runs the queued jobs more urgent
 * than the one this worker is in, and says how long that took. */
static double yield_hook(void *ctx)
{
    worker *w = ctx;
    srv_botpool *p = w->p;
    bool urgent = false;
    for (int c = 0; c < w->level && c < CLASSES; c++)
        urgent = urgent || atomic_load_explicit(&p->urgent[c], memory_order_relaxed) > 0;
    if (!urgent)
        return 0;
    double t0 = srv_now();
    pthread_mutex_lock(&p->mu);
    node *x;
    bool ran = false;
    while (!p->stop && (x = next_job(p, false, w->level, NULL))) {
        p->yields++;
        run_job(p, w, x);
        ran = true;
    }
    double held = srv_now() - t0;
    if (ran)
        p->yielded += held;
    pthread_mutex_unlock(&p->mu);
    return held;
}

/* Searches run at a lower priority (nice 10, this thread only): on a busy
 * machine the network thread and the quick bots get the processor first, so
 * that searches queued by one client slow nobody else's game. */
#define SEARCH_NICE 10

static void wait_until(srv_botpool *p, double when)
{
    struct timespec ts;
    ts.tv_sec = (time_t)when;
    ts.tv_nsec = (long)((when - (double)ts.tv_sec) * 1e9);
    if (ts.tv_nsec >= 1000000000L) {
        ts.tv_sec++;
        ts.tv_nsec -= 1000000000L;
    }
    pthread_cond_timedwait(&p->cv, &p->mu, &ts);
}

static void *worker_main(void *arg)
{
    worker *w = arg;
    srv_botpool *p = w->p;
    if (!w->quick_only) { /* Linux: a thread's own nice value, by its id */
        setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), SEARCH_NICE);
        bot_set_yield(yield_hook, w);
    }
    pthread_mutex_lock(&p->mu);
    while (!p->stop) {
        double wake_at = 0;
        node *x = next_job(p, w->quick_only, CLASSES, &wake_at);
        if (x)
            run_job(p, w, x);
        else if (wake_at > 0)
            wait_until(p, wake_at); /* bot-only jobs wait for their budget */
        else
            pthread_cond_wait(&p->cv, &p->mu);
    }
    pthread_mutex_unlock(&p->mu);
    bot_set_yield(NULL, NULL);
    free(w);
    return NULL;
}

srv_botpool *srv_botpool_new(int threads, void (*wake)(void *ctx), void *ctx)
{
    srv_botpool *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->threads = calloc((size_t)threads + 1, sizeof *p->threads);
    if (!p->threads) {
        free(p);
        return NULL;
    }
    pthread_mutex_init(&p->mu, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC); /* srv_now's clock */
    pthread_cond_init(&p->cv, &ca);
    pthread_condattr_destroy(&ca);
    for (int c = 0; c < CLASSES; c++)
        atomic_init(&p->urgent[c], 0);
    p->wake = wake;
    p->ctx = ctx;
    p->nsearch = threads;
    int share = threads > 0 ? threads : 1;
    p->rate_all = BOTS_SHARE_ALL * share;
    p->rate_addr = BOTS_SHARE_ADDR * share;
    p->cap_all = p->rate_all * BOTS_BURST_S;
    p->cap_addr = p->rate_addr * BOTS_BURST_S;
    for (int i = 0; i <= threads; i++) {
        worker *w = calloc(1, sizeof *w);
        if (!w)
            break;
        *w = (worker){.p = p, .quick_only = i == threads, .level = CLASSES};
        if (pthread_create(&p->threads[p->nthreads], NULL, worker_main, w) != 0) {
            free(w);
            break;
        }
        p->nthreads++;
    }
    if (p->nthreads <= threads) {
        srv_botpool_free(p);
        return NULL;
    }
    return p;
}

static void free_list(node *x)
{
    while (x) {
        node *nx = x->next;
        srv_bot_job_free(x->job);
        free(x);
        x = nx;
    }
}

static void free_lane(lane *l)
{
    while (l->front) {
        group *g = l->front;
        l->front = g->next;
        free_list(g->head);
        free(g);
    }
    l->back = NULL;
}

void srv_botpool_free(srv_botpool *p)
{
    if (!p)
        return;
    pthread_mutex_lock(&p->mu);
    p->stop = true;
    pthread_cond_broadcast(&p->cv);
    pthread_mutex_unlock(&p->mu);
    for (int i = 0; i < p->nthreads; i++)
        pthread_join(p->threads[i], NULL);
    for (int c = 0; c < CLASSES; c++)
        for (int l = 0; l < LANES; l++)
            free_lane(&p->lanes[c][l]);
    free_list(p->done);
    for (int i = 0; i < ACCT_BUCKETS; i++)
        while (p->accts[i]) {
            account *n = p->accts[i]->next;
            free(p->accts[i]);
            p->accts[i] = n;
        }
    pthread_mutex_destroy(&p->mu);
    pthread_cond_destroy(&p->cv);
    free(p->threads);
    free(p);
}

int srv_botpool_submit(srv_botpool *p, srv_bot_job *job)
{
    node *x = malloc(sizeof *x);
    if (!x)
        return -1;
    x->job = job;
    x->cls = job->review ? CL_REVIEW : job->hint || job->human ? CL_HUMAN : CL_BOTS;
    /* a hint or a review searches: never in the quick lane */
    int l = job->quick && !job->hint && !job->review ? LANE_QUICK : LANE_SEARCH;
    pthread_mutex_lock(&p->mu);
    x->a = acct_get(p, job->group, job->addr, srv_now());
    if (!x->a || lane_push(&p->lanes[x->cls][l], x) != 0) {
        pthread_mutex_unlock(&p->mu);
        free(x);
        return -1;
    }
    x->a->queued++;
    atomic_fetch_add(&p->urgent[x->cls], 1);
    p->busy++;
    pthread_cond_broadcast(&p->cv);
    pthread_mutex_unlock(&p->mu);
    return 0;
}

void srv_botpool_promote(srv_botpool *p, const void *owner)
{
    pthread_mutex_lock(&p->mu);
    for (int l = 0; l < LANES; l++) {
        lane *from = &p->lanes[CL_BOTS][l];
        group *prev = NULL;
        for (group *g = from->front; g;) {
            node *kept = NULL, *kept_tail = NULL, *x;
            while ((x = pop(&g->head, &g->tail))) {
                if (x->job->owner != owner) {
                    push(&kept, &kept_tail, x);
                } else if (x->cls = CL_HUMAN, lane_push(&p->lanes[CL_HUMAN][l], x) == 0) {
                    atomic_fetch_sub(&p->urgent[CL_BOTS], 1);
                    atomic_fetch_add(&p->urgent[CL_HUMAN], 1);
                } else { /* no memory for its group: it stays */
                    x->cls = CL_BOTS;
                    push(&kept, &kept_tail, x);
                }
            }
            g->head = kept;
            g->tail = kept_tail;
            group *next = g->next;
            if (!g->head) { /* out of the ring */
                if (prev)
                    prev->next = next;
                else
                    from->front = next;
                if (from->back == g)
                    from->back = prev;
                free(g);
            } else {
                prev = g;
            }
            g = next;
        }
    }
    pthread_cond_broadcast(&p->cv);
    pthread_mutex_unlock(&p->mu);
}

srv_bot_job *srv_botpool_take(srv_botpool *p)
{
    pthread_mutex_lock(&p->mu);
    node *x = pop(&p->done, &p->done_tail);
    if (x)
        p->busy--;
    pthread_mutex_unlock(&p->mu);
    if (!x)
        return NULL;
    srv_bot_job *job = x->job;
    free(x);
    return job;
}

int srv_botpool_busy(srv_botpool *p)
{
    pthread_mutex_lock(&p->mu);
    int b = p->busy;
    pthread_mutex_unlock(&p->mu);
    return b;
}

/* ---- stats ---- */

static int by_bot_cpu(const void *x, const void *y)
{
    const account *a = *(const account *const *)x, *b = *(const account *const *)y;
    double u = a->cpu[CL_BOTS] + a->cpu[CL_HUMAN], v = b->cpu[CL_BOTS] + b->cpu[CL_HUMAN];
    return u < v ? 1 : u > v ? -1 : strcmp(a->addr, b->addr);
}

static json_t *per_class(const double *d, const long *n, const int *k)
{
    json_t *o = json_object();
    for (int c = 0; c < CLASSES; c++)
        json_object_set_new(o, class_name[c],
                            d ? json_real(d[c]) : n ? json_integer(n[c]) : json_integer(k[c]));
    return o;
}

/* The busiest accounts (at most STATS_ADDRS), each with its use and budget. */
static json_t *stats_addrs(srv_botpool *p, double now)
{
    json_t *out = json_array();
    account **all = p->naccts > 0 ? malloc((size_t)p->naccts * sizeof *all) : NULL;
    int n = 0;
    for (int i = 0; all && i < ACCT_BUCKETS; i++)
        for (account *a = p->accts[i]; a && n < p->naccts; a = a->next)
            all[n++] = a;
    if (n > 1) /* qsort's array may not be NULL, even for no element (UBSan) */
        qsort(all, (size_t)n, sizeof *all, by_bot_cpu);
    for (int i = 0; i < n && i < STATS_ADDRS; i++) {
        account *a = all[i];
        refill(&a->balance, &a->at, p->rate_addr, p->cap_addr, now);
        json_array_append_new(
            out, json_pack("{s:s, s:i, s:i, s:o, s:f, s:b}", "addr", a->addr, "queued",
                           a->queued, "running", a->running, "cpu_s",
                           per_class(a->cpu, NULL, NULL), "budget_s", a->balance, "held",
                           a->balance <= 0 || p->balance <= 0));
    }
    free(all);
    return out;
}

json_t *srv_botpool_stats(srv_botpool *p)
{
    if (!p)
        return json_null();
    pthread_mutex_lock(&p->mu);
    double now = srv_now();
    refill(&p->balance, &p->at, p->rate_all, p->cap_all, now);
    int queued[CLASSES];
    for (int c = 0; c < CLASSES; c++)
        queued[c] = atomic_load(&p->urgent[c]);
    json_t *o = json_pack(
        "{s:i, s:i, s:o, s:o, s:o, s:o, s:I, s:f, s:{s:f, s:f, s:f, s:f, s:f}, s:o}",
        "search_threads", p->nsearch, "quick_threads", p->nthreads - p->nsearch, "queued",
        per_class(NULL, NULL, queued), "running", per_class(NULL, NULL, p->running), "jobs",
        per_class(NULL, p->jobs, NULL), "cpu_s", per_class(p->cpu, NULL, NULL), "yields",
        (json_int_t)p->yields, "yielded_s", p->yielded, "bot_only", "share_all", p->rate_all,
        "share_addr", p->rate_addr, "burst_all_s", p->cap_all, "burst_addr_s", p->cap_addr,
        "budget_all_s", p->balance, "addresses", stats_addrs(p, now));
    pthread_mutex_unlock(&p->mu);
    return o;
}
