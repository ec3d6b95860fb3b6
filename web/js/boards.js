// boards.js - the board registry: a game's name -> its board module, imported
// on demand (the first view of that game), so that a page never downloads a
// board it does not show.  A game without a line here is drawn by the generic
// screen (web/js/app_generic.js).
//
// Every board module exports the same names (web/js/board.js for Arnak,
// lc_board.js for Lost Cities, qz_board.js for Quetzal):
//   renderBoard(el, view, catalog, ui)    the board, into #board
//   renderPlayers(el, view, catalog, ui)  the players' panels
//   renderHand(el, view, catalog, ui)     the viewer's hand
//   legalOf(view)      {legal: Map target key -> actions, bar: actions for the decision bar}
//   targetsOf(info)    the target keys of one action (the review's marks)
//   lastMoves(story, view)  Map seat -> mark keys of each player's last turn (motion.js)
//   initScoring(ctx), renderScoring(g, view)  optional: a scoring screen of its own
//   cardCloseup(slug)  optional: a card's face at its largest (web/js/closeup.js)
//   nameOf(kind, value, lang)  optional: a component's name in sentences (the log, the
//                      options), kind a wording field's ("space", "card"); null: as it is
// ui (app.js): {t, lang, cardName, seatName, legal, onTarget, redraw}.

const BOARDS = {
  arnak: () => import('./board.js'),
  'lost-cities': () => import('./lc_board.js'),
  quetzal: () => import('./qz_board.js'),
};

const loaded = new Map();   // game -> module
const loading = new Map();  // game -> promise
let inFlight = 0;           // loads not yet settled (the page is not idle meanwhile)

/** Whether a board's module is on its way. */
export function boardLoading() { return inFlight > 0; }

/** Whether the game has a board of its own. */
export function hasBoard(game) { return Object.prototype.hasOwnProperty.call(BOARDS, game); }

/** The game's board module once loaded, else null: the load starts, and the call that
 * started it has then(module) run when it is here (the app draws again). */
export function board(game, then) {
  if (loaded.has(game)) return loaded.get(game);
  if (hasBoard(game) && !loading.has(game)) loadBoard(game).then((m) => { if (m && then) then(m); });
  return null;
}

/** What the game's board calls a component in a sentence, or null (no board, not loaded,
 * or nothing to say: the caller shows the value as it is). */
export function boardName(game, kind, value, lang) {
  const b = loaded.get(game);
  return b && b.nameOf ? b.nameOf(kind, value, lang) : null;
}

/** The game's board module (null: none, or it failed to load). */
export function loadBoard(game) {
  if (!hasBoard(game)) return Promise.resolve(null);
  if (!loading.has(game)) {
    inFlight++;
    loading.set(game, BOARDS[game]().then((m) => { inFlight--; loaded.set(game, m); return m; },
      (e) => { inFlight--; console.error('board of ' + game, e); return null; }));
  }
  return loading.get(game);
}
