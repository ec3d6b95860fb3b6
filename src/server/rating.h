/* rating.h - players' ratings from game results (docs/RATINGS.md).
 *
 * A rating belongs to a player, a game and a player count.  Two-player games use
 * Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013), each game a rating
 * period; games of 3-5 players use the Weng-Lin Bayesian update with the
 * Plackett-Luce model (Weng and Lin, "A Bayesian Approximation Method for Online
 * Ranking", JMLR 12, 2011, algorithm 4), the players ranked by the game's result,
 * equal ranks shared.  Both are shown on one scale: 1500 with a deviation of 350 for a
 * new player.  A rating is provisional while its deviation is above
 * SRV_RATING_PROVISIONAL_RD (Glicko-2, about 10 games) or, for 3-5 players, its
 * first SRV_RATING_PROVISIONAL_GAMES games (Weng-Lin's deviation shrinks more slowly
 * and tells less about the rating's reach).
 * Pure arithmetic: no store, no allocation. */
#ifndef SRV_RATING_H
#define SRV_RATING_H

#include <stdbool.h>

#define SRV_RATING_MAX_PLAYERS       5
#define SRV_RATING_START             1500.0
#define SRV_RATING_START_RD          350.0
#define SRV_RATING_START_VOL         0.06
#define SRV_RATING_PROVISIONAL_RD    110.0
#define SRV_RATING_PROVISIONAL_GAMES 12

/* A player's rating: `value` and `rd` on the shown scale; `vol` is Glicko-2's
 * volatility (unused by Weng-Lin); `games` counts the rated games behind it. */
typedef struct {
    double value, rd, vol;
    int games;
} srv_rating;

/* Glicko-2's system constant tau (how fast volatility may change). */
#define SRV_GLICKO2_TAU 0.5

/* The rating of a player with no rated game. */
srv_rating srv_rating_new(void);

/* True while the rating of a `players`-player game is provisional (too few games
 * to trust it). */
bool srv_rating_provisional(const srv_rating *r, int players);

/* Glicko-2, one rating period: player `p` against `n` opponents with scores
 * s[i] (1 a win, 0.5 a draw, 0 a loss).  n == 0 only widens the deviation.
 * Returns the updated rating (games += n); tau is the system constant. */
srv_rating srv_glicko2(srv_rating p, int n, const srv_rating *opp, const double *s, double tau);

/* Weng-Lin with Plackett-Luce over raw (mu, sigma) teams: `n` teams, team t of
 * size[t] players, mu[k] / sigma[k] of the players in team order, rank[t]
 * (1 best; equal ranks tie).  Updates mu and sigma in place; 0, or -1 when n is
 * outside 2..SRV_RATING_MAX_PLAYERS or a size is not positive (nothing changed). */
int srv_weng_lin(int n, const int *size, double *mu, double *sigma, const int *rank);

/* One game's result applied to its players' ratings (seat order, each player's
 * rank, 1 best, equal ranks a tie): Glicko-2 for 2 players, Weng-Lin for 3-5,
 * every player's games counted once.  0, or -1 for a count outside 2..5 or a rank
 * below 1 (nothing changed). */
int srv_rating_game(int n, srv_rating *players, const int *rank);

#endif
