/* bots.c - bot seats think off the network thread.
 *
 * A few worker threads take jobs (a copy of the state and of the seat's bot)
 * from a queue, choose, and put the job on a done queue; the wake callback
 * tells the network loop, which applies the choice if the game has not moved
 * on meanwhile (srv_hub_bots).  A slow search occupies one worker, never the
 * network thread.  Search bots are bounded by their iteration count
 * (SRV_MAX_STRENGTH), which is their time budget: they count iterations, not
 * time, so that a game stays reproducible from its seeds. */
#include <pthread.h>
#include <stdlib.h>

#include "internal.h"

typedef struct node {
    srv_bot_job *job;
    struct node *next;
} node;

struct srv_botpool {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    node *todo, *todo_tail, *done, *done_tail;
    int busy; /* queued or running */
    bool stop;
    int nthreads;
    pthread_t *threads;
    void (*wake)(void *ctx);
    void *ctx;
};

void srv_bot_run(srv_bot_job *job)
{
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

static void *worker(void *arg)
{
    srv_botpool *p = arg;
    pthread_mutex_lock(&p->mu);
    for (;;) {
        while (!p->stop && !p->todo)
            pthread_cond_wait(&p->cv, &p->mu);
        if (p->stop)
            break;
        node *x = pop(&p->todo, &p->todo_tail);
        pthread_mutex_unlock(&p->mu);
        srv_bot_run(x->job);
        pthread_mutex_lock(&p->mu);
        push(&p->done, &p->done_tail, x);
        if (p->wake)
            p->wake(p->ctx);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

srv_botpool *srv_botpool_new(int threads, void (*wake)(void *ctx), void *ctx)
{
    srv_botpool *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->threads = calloc((size_t)threads, sizeof *p->threads);
    if (!p->threads) {
        free(p);
        return NULL;
    }
    pthread_mutex_init(&p->mu, NULL);
    pthread_cond_init(&p->cv, NULL);
    p->wake = wake;
    p->ctx = ctx;
    for (int i = 0; i < threads; i++) {
        if (pthread_create(&p->threads[i], NULL, worker, p) != 0)
            break;
        p->nthreads++;
    }
    if (p->nthreads == 0) {
        srv_botpool_free(p);
        return NULL;
    }
    return p;
}

static void free_list(node *x)
{
    while (x) {
        node *nx = x->next;
        free(x->job->st);
        free(x->job);
        free(x);
        x = nx;
    }
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
    free_list(p->todo);
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
    push(&p->todo, &p->todo_tail, x);
    p->busy++;
    pthread_cond_signal(&p->cv);
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
