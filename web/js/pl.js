// pl.js - the page's Polish tables, empty until the page is first shown in
// Polish, so that an English page never downloads them (about a quarter of the
// page's bytes).  Their words are in i18n_pl.js (the page's strings),
// board_strings_pl.js (the board's strings and card names), texts_pl.js (the
// catalog's effect texts) and words_pl.js (the log's, actions' and refusals' wording);
// each of those fills its table here when it is imported.  i18n.js calls
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
    ]).then(() => undefined, (e) => { loading = null; throw e; });
  }
  return loading;
}
