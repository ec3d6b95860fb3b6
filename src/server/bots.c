/* bots.c - bot seats think off the network thread, in fair turns.
 *
 * A few worker threads take jobs (a copy of the state and of the seat's bot)
 * from a queue, choose, and put the job on a done queue; the wake callback
 * tells the network loop, which applies the choice if the game has not moved
 * on meanwhile (srv_hub_bots).  A slow search occupies one worker, never the
 * network thread.  Search bots are bounded by their iteration count
 * (SRV_MAX_STRENGTH) and by the server's cap on time per decision.
 *
 * Fairness: the queue is a ring of groups (a group is the client address that
 * created the game), each with its own line of jobs; a worker serves the
 * group at the front of the ring and puts it at the back, so thirty games of
 * one address take one turn between two of another's.  Jobs come in two
 * lanes: searches (up to the cap each) and quick bots (greedy, random:
 * milliseconds).  One extra worker serves only the quick lane, so a quick
 * bot never waits behind a search, however many searches are queued; the
 * search workers run at a lower priority (SEARCH_NICE). */
#define _DEFAULT_SOURCE /* syscall */
#include <pthread.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "internal.h"

typedef struct node {
    srv_bot_job *job;
    struct node *next;
} node;

/* One group's line of jobs, in the ring of its lane. */
typedef struct group {
    uint64_t key;
    node *head, *tail;
    struct group *next;
} group;

typedef struct {
    group *front, *back;
} lane;

enum { LANE_SEARCH, LANE_QUICK, LANES };

struct srv_botpool {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    lane lanes[LANES];
    node *done, *done_tail;
    int busy; /* queued or running */
    bool stop;
    int nthreads;
    pthread_t *threads;
    void (*wake)(void *ctx);
    void *ctx;
};

typedef struct {
    srv_botpool *p;
    bool quick_only;
} worker_arg;

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
    if (job->review) {
        srv_review_run(job->review);
        return;
    }
    if (job->hint) {
        job->nopts = srv_hint_search(job->b.g, job->st, job->hint_seat, job->hint_seed,
                                     job->hint_iters, SRV_HINT_MS, job->opts, SRV_HINT_OPTIONS);
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
    srv_review_free(job->review);
    free(job->review);
    free(job->st);
    free(job);
}

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

/* Queues x in its group's line, the group joining the back of the ring when
 * it had nothing queued. */
static int lane_push(lane *l, node *x)
{
    uint64_t key = x->job->group;
    group *g = l->front;
    while (g && g->key != key)
        g = g->next;
    if (!g) {
        if (!(g = calloc(1, sizeof *g)))
            return -1;
        g->key = key;
        if (l->back)
            l->back->next = g;
        else
            l->front = g;
        l->back = g;
    }
    push(&g->head, &g->tail, x);
    return 0;
}

/* The first job of the front group; the group goes to the back of the ring
 * (or leaves it when its line is empty). */
static node *lane_pop(lane *l)
{
    group *g = l->front;
    if (!g)
        return NULL;
    node *x = pop(&g->head, &g->tail);
    l->front = g->next;
    if (!l->front)
        l->back = NULL;
    g->next = NULL;
    if (g->head) {
        if (l->back)
            l->back->next = g;
        else
            l->front = g;
        l->back = g;
    } else {
        free(g);
    }
    return x;
}

static node *next_job(srv_botpool *p, bool quick_only)
{
    node *x = quick_only ? NULL : lane_pop(&p->lanes[LANE_SEARCH]);
    return x ? x : lane_pop(&p->lanes[LANE_QUICK]);
}

/* Searches run at a lower priority (nice 10, this thread only): on a busy
 * machine the network thread and the quick bots get the processor first, so
 * that searches queued by one client slow nobody else's game. */
#define SEARCH_NICE 10

static void *worker(void *arg)
{
    worker_arg *wa = arg;
    srv_botpool *p = wa->p;
    if (!wa->quick_only) /* Linux: a thread's own nice value, by its id */
        setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), SEARCH_NICE);
    pthread_mutex_lock(&p->mu);
    for (;;) {
        node *x = NULL;
        while (!p->stop && !(x = next_job(p, wa->quick_only)))
            pthread_cond_wait(&p->cv, &p->mu);
        if (p->stop) {
            if (x) /* back in the queue: freed with it */
                lane_push(&p->lanes[x->job->quick ? LANE_QUICK : LANE_SEARCH], x);
            break;
        }
        pthread_mutex_unlock(&p->mu);
        srv_bot_run(x->job);
        pthread_mutex_lock(&p->mu);
        push(&p->done, &p->done_tail, x);
        if (p->wake)
            p->wake(p->ctx);
    }
    pthread_mutex_unlock(&p->mu);
    free(wa);
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
    pthread_cond_init(&p->cv, NULL);
    p->wake = wake;
    p->ctx = ctx;
    for (int i = 0; i <= threads; i++) {
        worker_arg *wa = malloc(sizeof *wa);
        if (!wa)
            break;
        *wa = (worker_arg){p, i == threads};
        if (pthread_create(&p->threads[p->nthreads], NULL, worker, wa) != 0) {
            free(wa);
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
    for (int l = 0; l < LANES; l++)
        free_lane(&p->lanes[l]);
    free_list(p->done);
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
    pthread_mutex_lock(&p->mu);
    /* a hint or a review searches: never in the quick lane */
    if (lane_push(&p->lanes[job->quick && !job->hint && !job->review ? LANE_QUICK : LANE_SEARCH], x) != 0) {
        pthread_mutex_unlock(&p->mu);
        free(x);
        return -1;
    }
    p->busy++;
    pthread_cond_broadcast(&p->cv);
    pthread_mutex_unlock(&p->mu);
    return 0;
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
