/* rating.c - Glicko-2 for two players, Weng-Lin (Plackett-Luce) for more
 * (rating.h; the methods, their constants and the worked examples the tests
 * check them against are in docs/RATINGS.md). */
#include "rating.h"

#include <math.h>

#define G2_SCALE   173.7178 /* Glicko's scale over Glicko-2's (400 / ln 10) */
#define G2_EPSILON 0.000001 /* the volatility's convergence tolerance */
#define PI         3.14159265358979323846

/* Weng-Lin's own scale: a new player is mu 25, sigma 25/3; beta (the spread of one
 * game's performance) sigma/2; kappa the floor of a variance's shrinking factor;
 * tau the skill's drift per game (openskill's defaults). */
#define WL_MU    25.0
#define WL_SIGMA (25.0 / 3.0)
#define WL_BETA  (25.0 / 6.0)
#define WL_KAPPA 0.0001
#define WL_TAU   (25.0 / 300.0)
/* Weng-Lin shown on the Glicko scale: its new player at 1500 +- 350 */
#define WL_SHOWN (SRV_RATING_START_RD / WL_SIGMA)

srv_rating srv_rating_new(void)
{
    return (srv_rating){SRV_RATING_START, SRV_RATING_START_RD, SRV_RATING_START_VOL, 0};
}

bool srv_rating_provisional(const srv_rating *r, int players)
{
    return players == 2 ? r->rd > SRV_RATING_PROVISIONAL_RD
                        : r->games < SRV_RATING_PROVISIONAL_GAMES;
}

/* ---- Glicko-2 --------------------------------------------------------------------- */

static double g2_g(double phi)
{
    return 1.0 / sqrt(1.0 + 3.0 * phi * phi / (PI * PI));
}

static double g2_e(double mu, double mu_j, double phi_j)
{
    return 1.0 / (1.0 + exp(-g2_g(phi_j) * (mu - mu_j)));
}

/* The volatility's equation f(x) of step 5 of Glickman's example. */
static double g2_f(double x, double delta, double phi, double v, double a, double tau)
{
    double ex = exp(x), d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
}

/* Step 5: the new volatility, by the Illinois algorithm. */
static double g2_volatility(double sigma, double delta, double phi, double v, double tau)
{
    double a = log(sigma * sigma), A = a, B;
    if (delta * delta > phi * phi + v) {
        B = log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (g2_f(a - k * tau, delta, phi, v, a, tau) < 0 && k < 1000)
            k++;
        B = a - k * tau;
    }
    double fa = g2_f(A, delta, phi, v, a, tau), fb = g2_f(B, delta, phi, v, a, tau);
    for (int it = 0; fabs(B - A) > G2_EPSILON && it < 200; it++) {
        double C = A + (A - B) * fa / (fb - fa), fc = g2_f(C, delta, phi, v, a, tau);
        if (fc * fb <= 0) {
            A = B;
            fa = fb;
        } else {
            fa /= 2.0;
        }
        B = C;
        fb = fc;
    }
    return exp(A / 2.0);
}

srv_rating srv_glicko2(srv_rating p, int n, const srv_rating *opp, const double *s, double tau)
{
    double mu = (p.value - SRV_RATING_START) / G2_SCALE, phi = p.rd / G2_SCALE;
    if (n <= 0) { /* no game: only the deviation grows */
        p.rd = sqrt(phi * phi + p.vol * p.vol) * G2_SCALE;
        return p;
    }
    double inv_v = 0, sum = 0;
    for (int j = 0; j < n; j++) {
        double mu_j = (opp[j].value - SRV_RATING_START) / G2_SCALE, phi_j = opp[j].rd / G2_SCALE;
        double g = g2_g(phi_j), e = g2_e(mu, mu_j, phi_j);
        inv_v += g * g * e * (1.0 - e);
        sum += g * (s[j] - e);
    }
    double v = 1.0 / inv_v, delta = v * sum;
    double vol = g2_volatility(p.vol, delta, phi, v, tau);
    double phi_star = sqrt(phi * phi + vol * vol);
    double phi_new = 1.0 / sqrt(1.0 / (phi_star * phi_star) + 1.0 / v);
    double mu_new = mu + phi_new * phi_new * sum;
    return (srv_rating){SRV_RATING_START + G2_SCALE * mu_new, G2_SCALE * phi_new, vol, p.games + n};
}

/* ---- Weng-Lin, Plackett-Luce -------------------------------------------------------- */

int srv_weng_lin(int n, const int *size, double *mu, double *sigma, const int *rank)
{
    if (n < 2 || n > SRV_RATING_MAX_PLAYERS)
        return -1;
    double tmu[SRV_RATING_MAX_PLAYERS], tvar[SRV_RATING_MAX_PLAYERS], c2 = 0;
    int first[SRV_RATING_MAX_PLAYERS], k = 0;
    for (int t = 0; t < n; t++) {
        if (size[t] < 1)
            return -1;
        first[t] = k;
        tmu[t] = tvar[t] = 0;
        for (int i = 0; i < size[t]; i++, k++) {
            tmu[t] += mu[k];
            tvar[t] += sigma[k] * sigma[k];
        }
        c2 += tvar[t] + WL_BETA * WL_BETA;
    }
    double c = sqrt(c2), sum_q[SRV_RATING_MAX_PLAYERS], tied[SRV_RATING_MAX_PLAYERS];
    for (int q = 0; q < n; q++) { /* over the teams ranked no better than q; q's ties */
        sum_q[q] = tied[q] = 0;
        for (int i = 0; i < n; i++) {
            if (rank[i] >= rank[q])
                sum_q[q] += exp(tmu[i] / c);
            tied[q] += rank[i] == rank[q];
        }
    }
    double omega[SRV_RATING_MAX_PLAYERS], delta[SRV_RATING_MAX_PLAYERS];
    for (int t = 0; t < n; t++) {
        double e = exp(tmu[t] / c), om = 0, de = 0;
        for (int q = 0; q < n; q++) {
            if (rank[q] > rank[t])
                continue;
            double quot = e / sum_q[q];
            om += ((q == t ? 1.0 : 0.0) - quot) / tied[q];
            de += quot * (1.0 - quot) / tied[q];
        }
        double gamma = sqrt(tvar[t]) / c;
        omega[t] = om * tvar[t] / c;
        delta[t] = gamma * de * tvar[t] / (c * c);
    }
    for (int t = 0; t < n; t++)
        for (int i = first[t]; i < first[t] + size[t]; i++) {
            double share = sigma[i] * sigma[i] / tvar[t], shrink = 1.0 - share * delta[t];
            mu[i] += share * omega[t];
            sigma[i] *= sqrt(shrink > WL_KAPPA ? shrink : WL_KAPPA);
        }
    return 0;
}

/* ---- a game's result ------------------------------------------------------------------ */

/* Two players: each a rating period of one game against the other (both read the
 * ratings from before the game). */
static void rate_two(srv_rating *p, const int *rank)
{
    double s0 = rank[0] < rank[1] ? 1.0 : rank[0] == rank[1] ? 0.5 : 0.0, s1 = 1.0 - s0;
    srv_rating a = srv_glicko2(p[0], 1, &p[1], &s0, SRV_GLICKO2_TAU);
    srv_rating b = srv_glicko2(p[1], 1, &p[0], &s1, SRV_GLICKO2_TAU);
    p[0] = a;
    p[1] = b;
}

/* More: Weng-Lin on its own scale, each player a team of one, after a game's drift. */
static void rate_many(int n, srv_rating *p, const int *rank)
{
    double mu[SRV_RATING_MAX_PLAYERS], sigma[SRV_RATING_MAX_PLAYERS];
    int size[SRV_RATING_MAX_PLAYERS];
    for (int i = 0; i < n; i++) {
        mu[i] = WL_MU + (p[i].value - SRV_RATING_START) / WL_SHOWN;
        double s = p[i].rd / WL_SHOWN;
        sigma[i] = sqrt(s * s + WL_TAU * WL_TAU);
        size[i] = 1;
    }
    (void)srv_weng_lin(n, size, mu, sigma, rank);
    for (int i = 0; i < n; i++) {
        p[i].value = SRV_RATING_START + (mu[i] - WL_MU) * WL_SHOWN;
        p[i].rd = sigma[i] * WL_SHOWN;
        p[i].games++;
    }
}

int srv_rating_game(int n, srv_rating *players, const int *rank)
{
    if (n < 2 || n > SRV_RATING_MAX_PLAYERS)
        return -1;
    for (int i = 0; i < n; i++)
        if (rank[i] < 1)
            return -1;
    if (n == 2)
        rate_two(players, rank);
    else
        rate_many(n, players, rank);
    return 0;
}
