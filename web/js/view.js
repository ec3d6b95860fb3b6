// view.js - what every board reads the same way: whose turn a view is, the
// catalog's body, and a board's own words (English and Polish tables).

/** Whether the view's seat acts now (a seat, the game not over, its turn, actions to choose). */
export function myTurn(v) {
  return !!v && v.seat !== null && v.seat !== undefined && !v.over && v.turn === v.seat && (v.actions || []).length > 0;
}

/** A catalog's body: the protocol message itself or its "catalog" member. */
export function catOf(catalog) { return (catalog && catalog.catalog) || catalog || {}; }

/** A board's word function over its own tables {en: {...}, pl: {...}}: tr(ui, key, {vars}). */
export function wordsOf(words) {
  return function tr(ui, key, vars) {
    const table = words[ui && ui.lang === 'pl' ? 'pl' : 'en'];
    let s = table[key] ?? words.en[key] ?? key;
    for (const [k, v] of Object.entries(vars || {})) s = s.split('{' + k + '}').join(String(v));
    return s;
  };
}
