/* explain.c - lc_explain(): a name of Lost Cities: The Board Game in words
 * (explain.h), one table of rows (core/explain_kit.h) with the rulebook's
 * sentences; the numbers the rulebook does not give are the chosen ones of
 * data/data.c (docs/RULE_READINGS.md, R-LC-n). */
#include "games/lost_cities/views/explain.h"

#include "core/explain_kit.h"

#define PATH(colour)                                                                               \
    "The " colour " expedition path and the " colour " cards: nine steps worth -20, -15, -10, 5, " \
    "10, 15, 30, 35 and 50 points (R-LC-1), a bridge between steps 6 and 7, event tiles on its "   \
    "marked steps; a player's figure moves on it one step for each " colour " card played."

static const game_explain_row ROWS[] = {
    /* ---- the paths (LC_COLOR_NAMES) ---- */
    {"yellow", "The yellow path", PATH("yellow")},
    {"blue", "The blue path", PATH("blue")},
    {"white", "The white path", PATH("white")},
    {"green", "The green path", PATH("green")},
    {"red", "The red path", PATH("red")},
    {"path", "Paths|expedition path|search",
     "Each of the 5 colours has a path of nine steps. A player begins a search on a path by "
     "placing the lowest card of that colour in hand (R-LC-6) and putting a figure on step 1; "
     "each player may begin only one search per colour, and several players may search the same "
     "path. Each further card of that colour, equal or higher than the last, moves the figure one "
     "step."},
    /* ---- the course of the game ---- */
    {"expedition", "Expeditions",
     "The long game is 3 expeditions, the short game 1. An expedition ends at once when a total "
     "of five figures has passed a bridge, or when the last card of the draw pile is drawn; each "
     "figure is then scored, artefact tiles become artefact chips, and the next expedition "
     "begins with the player left of the one who played last (R-LC-12), all cards and tiles "
     "shuffled anew."},
    {"card", "Cards|hand",
     "110 cards: the values 0 to 10 twice in each of the 5 colours; 8 in each hand. With two "
     "players 30 cards are removed at random before every expedition (R-LC-11). A turn plays or "
     "discards one card, then draws one."},
    {"wager", "Wager cards|wager card",
     "Lost Cities: The Board Game has no wager cards (those are the Lost Cities card game's): "
     "every card is a value from 0 to 10, and the researcher is what doubles an expedition's "
     "points."},
    {"step", "Steps|points|step values",
     "A path's steps are worth -20, -15, -10, 5, 10, 15, 30, 35 and 50 points (step 1 is the "
     "rulebook's -20, the rest five times Keltis': R-LC-1); a figure scores the step it stands "
     "on at the end of an expedition."},
    {"bridge", "Bridges|bridges crossed",
     "Each path's bridge lies between steps 6 and 7. When five figures in all, on any paths, "
     "have passed a bridge, the expedition ends at once, and an event tile on the space reached "
     "is not resolved."},
    {"step-9", "The step-9 bonus|step 9|bonus|bonus move|last step",
     "When a player plays a card on a path whose figure is already on the ninth step, they may "
     "move any other of their figures one step forward (R-LC-7, R-LC-8)."},
    /* ---- the event tiles (the view's A, >, numbers) ---- */
    {"tile", "Event tiles|tiles|event tile",
     "25 event tiles lie face up on the marked steps (9 artefact, 9 arrow, 7 victory points; "
     "R-LC-2 says which steps), shuffled anew for every expedition. A figure reaching a step with "
     "a tile resolves it."},
    {"artefact", "Artefact tile|artefact tiles|artifact",
     "An artefact tile: the player takes it from the board (the space stays empty); at the end "
     "of the expedition each artefact tile becomes an artefact chip."},
    {"arrow", "Arrow tile|arrows",
     "An arrow tile: the player may move any of their figures already on a path one step "
     "forward; a tile reached that way is resolved too, so arrows chain (R-LC-8). The tile "
     "stays."},
    {"points-tile", "Victory point tile|victory point tiles|vp tile",
     "A victory point tile (5, 5, 10, 10, 15, 15 or 20: R-LC-3): the player takes that many "
     "victory point chips, not doubled for the researcher; the tile stays."},
    /* ---- figures, chips, scoring ---- */
    {"adventurer", "Adventurers|adventurers left",
     "Each player has four adventurers: an adventurer scores the points of the step it stands "
     "on."},
    {"researcher", "The researcher",
     "Each player's one researcher, the larger figure, scores double the points of its step, "
     "plus or minus."},
    {"figure", "Figures",
     "A player's five figures, four adventurers and a researcher, each on a different path; "
     "they are scored and taken back at the end of every expedition."},
    {"chips", "Victory point chips|chip|vp chips",
     "Victory points are paid in chips, and a player never has fewer than zero (R-LC-10); every "
     "chip follows from public events, so the views show each total (R-LC-14)."},
    {"artefact-chips", "Artefact chips|artefact chip",
     "Artefact chips, one for each artefact tile at the end of an expedition; at the end of the "
     "game they score by the long or the short table, and break ties (R-LC-13)."},
    {"artefacts", "Artefact points|scoring table|artefact table",
     "The points of the artefact chips at the end: the long table (fewer than 6 chips lose "
     "points: -30 for none rising by 5, 0 at 6, +10 a chip to 12, then +5: R-LC-5) or the short "
     "table (-20, -15, 10, 15, 30, 50 for 5 or more: R-LC-4)."},
    {"figures-score", "Figure points",
     "The points figures scored at the ends of the expeditions, paid in chips."},
    /* ---- the options and their values ---- */
    {"length", "Game length",
     "An option: long (three expeditions, the long artefact table) or short (one expedition, "
     "the short table)."},
    {"long", "Long game|long scoring table",
     "The long game: three expeditions, artefact chips scored on the long table (R-LC-5)."},
    {"short", "Short game|short scoring table",
     "The short game: one expedition, artefact chips scored on the short table (R-LC-4)."},
    {"paths", "The paths option",
     "An option, and the terminal's view of the paths: up (cards equal or higher) or updown "
     "(ascending or descending)."},
    {"up", "Up|ascending",
     "Cards on a path must be equal to or higher than the last; in the updown variant, the way a "
     "path's second card chose."},
    {"updown", "Up or down|ascending or descending|down|open",
     "The variant: a path's second card, if different from the first, decides whether its "
     "cards go up or down from then on (open until it does); each path chooses for itself."},
    /* ---- actions as the options name them ---- */
    {"start", "Start a path|begin",
     "Begin a search: the lowest card of a colour in hand starts that path, with an adventurer "
     "or the researcher on step 1 (R-LC-6)."},
    {"play", "Play|advance|move forward",
     "Play a card on a path you have begun, equal or higher than its last card: the figure moves "
     "one step and resolves the tile it reaches."},
    {"discard", "Discard|discards|discard pile|discard piles",
     "Put a card face up on its colour's discard pile instead of playing it; only the top card "
     "of each pile shows. A card discarded this turn cannot be drawn back at once (R-LC-9)."},
    {"move", "Free move",
     "A free move from an arrow or the step-9 bonus: one of your figures on a path goes one step "
     "forward; it is optional (R-LC-8)."},
    {"skip", "Skip|no move", "Decline a free move."},
    {"draw", "Draw|draw pile|pile|take a discard|take",
     "End a turn by drawing: the top card of the face-down draw pile or of a discard pile; the "
     "last card of the draw pile ends the expedition."},
    {"last", "Last card",
     "The value of the last card on a path: the next must be equal or higher (or lower, going "
     "down)."},
    {"unseen", "Unseen cards", "Cards in another player's hand that you have not seen taken."},
    /* ---- the final score's rows (scores_json) ---- */
    {"tiles", "Tile points", "Victory point chips taken from victory point tiles during the game."},
    {"floor", "Raised to 0|floor",
     "A total is never below 0: when the chips and the artefact points add up to less, the final "
     "table's floor row is what raises the total to 0 (R-LC-10)."},
    {"total", "Total|final score",
     "The victory point chips plus the artefact chips' points, never below 0; the most wins, a "
     "tie goes to the most artefact chips, still tied it is shared (R-LC-13)."},
};

static const game_explain_table TABLE = {
    "Lost Cities",
    "the paths (yellow, blue, white, green, red), expeditions, cards, steps, the bridge, the "
    "step-9 bonus, event tiles (artefact, arrow, victory point tile), figures (adventurer, "
    "researcher), chips, the artefact tables, the options (length, long, short, paths, up, "
    "updown) and actions (start, play, discard, move, draw)",
    ROWS, (int)(sizeof ROWS / sizeof ROWS[0])};

int lc_explain(const char *what, char *buf, size_t n)
{
    return game_explain_from(&TABLE, what, buf, n);
}

int lc_explain_knows(const char *what)
{
    return game_explain_names(&TABLE, what);
}
