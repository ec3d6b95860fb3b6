// pl.js - the page's Polish tables, empty until the page is first shown in
// Polish, so that an English page never downloads them (about a quarter of the
// page's bytes).  Their words are in i18n_pl.js (the page's strings),
// board_strings_pl.js (the board's strings and card names), texts_pl.js (the
// catalog's effect texts) and words_pl.js (the log's, actions' and refusals' wording);
// loadPolish() imports those four (none imports this module: no circle) and
// copies each of their exported tables into its table here.  i18n.js calls
// loadPolish() before it switches to Polish, and on a first load in Polish
// before the page draws anything.  The importers (board.js, words.js) read the
// tables when they draw, so they see the words once they are here.

export const STRINGS_PL = {};
export const BOARD_STRINGS_PL = {};
export const CARD_NAMES_PL = {};
export const TEXTS_PL = {};
export const EVENTS_PL = {};
export const ACTIONS_PL = {};
export const REASONS_PL = {};
export const LOG_STRINGS_PL = {}; // the log's words (log.js), from words_pl.js
export const LOG_ACTIONS_PL = {};
export const DECISIONS_PL = {}; // the pending decision's sentence, per game (words.js)
export const OPTIONS_PL = {}; // a game's setup options in the lobby (app.js)

let loading = null;

/** Imports every Polish table (once); a failed download may be tried again. */
export function loadPolish() {
  if (!loading) {
    loading = Promise.all([
      import('./i18n_pl.js'), import('./board_strings_pl.js'), import('./texts_pl.js'), import('./words_pl.js'),
    ]).then(([i18n, board, texts, words]) => {
      Object.assign(STRINGS_PL, i18n.STRINGS_PL);
      Object.assign(BOARD_STRINGS_PL, board.BOARD_STRINGS_PL);
      Object.assign(CARD_NAMES_PL, board.CARD_NAMES_PL);
      Object.assign(TEXTS_PL, texts.TEXTS_PL);
      Object.assign(EVENTS_PL, words.EVENTS_PL);
      Object.assign(ACTIONS_PL, words.ACTIONS_PL);
      Object.assign(REASONS_PL, words.REASONS_PL);
      Object.assign(LOG_STRINGS_PL, words.LOG_PL);
      Object.assign(LOG_ACTIONS_PL, words.LOG_ACTIONS_PL);
      Object.assign(DECISIONS_PL, words.DECISIONS_PL);
      Object.assign(OPTIONS_PL, words.OPTIONS_PL);
    }, (e) => { loading = null; throw e; });
  }
  return loading;
}
