// log.js - the game's log: the story (the server's `history`, then each
// update's step) read as one line per action, in names and seat colours.
//
// A line says what was done and then what it produced: "Blue digs at the camp
// (P3), pays with Funding: puts Funding into the play area, gains 2 coins".
// The steps inside one action (its payment, an effect's choice) share its
// line; each new choice of a turn starts one.  The solo rival's turns
// (its opening turn included: the history's `opening`) are lines of their
// own, each round ends with a summary line (points so far, and what each
// gained in the round), and the end of the game with the final scores.  A step
// that was undone leaves the story, and so the log.
//
// Words come from the game's wording table (the catalog's `words`, Polish from
// words_pl.js) filled by words.js; components are named from the catalog, an
// id only as a small label in parentheses ("guardian (G10)").  The log holds
// only what the viewer's own steps and events say, so it shows nothing the
// viewer may not see.

import {t, has, noun, roman, lang} from './i18n.js';
import {shower} from './app_labels.js';
import {eventWords, actionWords, fill} from './words.js';
import {LOG_STRINGS_PL, LOG_ACTIONS_PL} from './pl.js'; // filled once Polish is chosen (words_pl.js)

export const LOG_STRINGS = {
  en: {
    'log.by': '{what}: {produced}',
    'log.round_summary': 'End of round {round}: {scores}',
    'log.expedition_summary': 'End of expedition {round}: {scores}',
    'log.round_next': 'Round {round} begins ({who} starts)',
    'log.round_next_rival': 'Round {round} begins (the rival starts)',
    'log.points': '{who} {total}',
    'log.points_gained': '{who} {total} (+{gained})',
    'log.winner': 'winner',
    'log.rival': 'Rival',
    'log.paid_hidden': 'pays with a card from hand',
    'name.camp': 'the camp ({id})',
    'name.site1': 'the level I site ({id})',
    'name.site2': 'the level II site ({id})',
    'name.guardian': 'guardian ({id})',
    'name.assistant': 'assistant “{effect}” ({id})',
    'name.assistant_plain': 'assistant ({id})',
    'name.tile': '“{effect}” ({id})',
    'name.tile_plain': '({id})',
    // Lost Cities: a figure's step after the card that moved it, and a free move
    'log.lc_step': '[figure=researcher|researcher][!figure=researcher|adventurer] to step {to} ({points})',
    'log.lc_move': 'moves the {color} [figure=researcher|researcher][!figure=researcher|adventurer] to step {to} ({points})[reason=arrow|, by an arrow][reason=bonus|, by the step-9 bonus]',
  },
  pl: LOG_STRINGS_PL,
};

let ctx = null; // initLog's: {game(), catalog(), cardName, seatName, seatBadge}

/** The app's names and drawing helpers the log uses. */
export function initLog(c) { ctx = c; }

// ---- names --------------------------------------------------------------------------

function cat() { return ctx && ctx.catalog ? ctx.catalog() : null; }

/** A site by its kind ("the camp (P3)", "the level I site (P7)"); a dig space ("P3a") names its site. */
export function siteName(site) {
  const m = /^P(\d+)[ab]?$/.exec(String(site || ''));
  if (!m) return site || '';
  const i = Number(m[1]);
  const id = 'P' + i;
  return t(i < 5 ? 'name.camp' : i < 13 ? 'name.site1' : 'name.site2', {id});
}

export function guardianName(id) { return id ? t('name.guardian', {id}) : ''; }

/** An assistant by its silver side's effect ("assistant +2 coins (A01)"). */
export function assistantName(id) {
  if (!id) return '';
  const a = cat() && cat().assistants && cat().assistants[id];
  return a && a.silver ? t('name.assistant', {id, effect: a.silver}) : t('name.assistant_plain', {id});
}

/** A site tile by its effect. */
export function tileName(id) {
  const tile = cat() && cat().site_tiles && cat().site_tiles[id];
  return tile && tile.effect ? t('name.tile', {id, effect: tile.effect}) : t('name.tile_plain', {id});
}

function prettySlug(slug) {
  return String(slug).split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** Events name cards by their printed name ("Funding"): the page's name for it. */
export function cardByName(name) {
  const c = cat();
  if (c && c.cards) {
    for (const slug of Object.keys(c.cards)) if (c.cards[slug].name === name) return ctx.cardName(slug);
  }
  return name;
}

/** Ids and slugs of a server sentence (the fallback of a line without a
 * template) by their names. */
function named(text) {
  const c = cat();
  return String(text || '')
    .replace(/(idol slot: )([\w+-]+)/, (m, head, w) => (c && c.idol_slots && c.idol_slots.effects && c.idol_slots.effects[w]
      ? `${head}“${c.idol_slots.effects[w]}”` : m))
    .replace(/\b[a-z]+(?:-[a-z]+)*\b/g, (w) => (c && c.cards && c.cards[w] ? ctx.cardName(w) : w))
    .replace(/\bP\d+[ab]?\b/g, siteName)
    .replace(/\bG\d\d\b/g, guardianName)
    .replace(/\bA\d\d\b/g, assistantName)
    .replace(/\bL[12]-\d\d\b/g, tileName);
}

// ---- filling the templates -----------------------------------------------------------

const ACTOR = '\u0000'; // the line's own seat inside a phrase: left out at its start

/** show(kind, value, key, obj) for words.js (app_labels.js' shower), with the
 * log's names: the line's own seat left out, sites, tiles and the rival's
 * tiles by their names, no price (the step's events say what was paid). */
function logShower(actor, cards) {
  const names = {seatName: ctx.seatName, cardName: ctx.cardName, cardTravel: ctx.cardTravel,
    siteName, guardianName, assistantName, game: ctx.game && ctx.game()};
  return shower(names, cards, {
    player: (v) => (v === actor ? ACTOR : ctx.seatName(v)),
    space: (v) => siteName(v),
    tile: (v) => tileName(v),
    rival_tile: (v) => prettySlug(v),
    idol: (v) => (has('res.' + v) ? noun('res.' + v) : v),
    price: () => '',
    step_points: (v) => (v > 0 ? '+' : '') + v,
    start_points: (v) => (v > 0 ? '+' : '') + v,
    scores: (v, key, obj) => {
      const win = obj.winners || [];
      return v.map((x, i) => `${ctx.seatName(i)} ${x}` + (win.includes(i) ? ` (${t('log.winner')})` : '')).join(', ');
    },
    text: (v) => (typeof v === 'string' ? named(v) : v),
  });
}

/** The phrase of a filled template: the actor's name left out at its start
 * ("gains 2 coins"), said elsewhere. */
function phrase(text, actor) {
  if (text === null || text === undefined) return null;
  let s = String(text);
  if (/^\u0000\s/.test(s)) s = s.slice(1).replace(/^\s+/, ''); // not in "{player}'s ..."
  return s.split(ACTOR).join(actor === null || actor === undefined ? '' : ctx.seatName(actor));
}

function lowerFirst(s) { return s ? s.charAt(0).toLocaleLowerCase(lang()) + s.slice(1) : s; }

// Phrases already made, by event or step object (the story keeps its objects,
// so that a long game's log is not filled anew at every update).
const made = new WeakMap();
function memo(obj, key, make) {
  const m = made.get(obj);
  if (m && m.key === key) return m.text;
  const text = make();
  made.set(obj, {key, text});
  return text;
}

/** An event as a phrase of the line of seat `actor`. */
function eventPhrase(e, actor) {
  return memo(e, lang() + '|' + actor, () => makeEventPhrase(e, actor));
}

function makeEventPhrase(e, actor) {
  let text = null;
  try {
    text = eventWords(ctx.game(), cat(), e, logShower(actor, cardByName));
  } catch (err) {
    text = null;
  }
  if (text === null) text = named(String(e.text || '').replace(/^P(\d)\b/, (m, n) => (Number(n) - 1 === actor ? ACTOR : ctx.seatName(Number(n) - 1))));
  return phrase(text, actor);
}

/** What a step did: in English the server's sentence ("digs at P3") with its
 * ids named; in another language its action's template filled from the
 * action's facts (`info`, which a step of another seat may lack). */
function actionPhrase(step) {
  return memo(step, lang(), () => makeActionPhrase(step));
}

function makeActionPhrase(step) {
  let text = null;
  if (lang() === 'en' && step.action) return serverPhrase(step.action);
  const info = step.info && step.info.kind ? step.info : infoOf(step.action);
  if (info === HIDDEN_PAY) return t('log.paid_hidden');
  if (info) {
    try {
      const show = logShower(step.player, (c) => (c === 'fear-tile' ? t('card.fear-tile') : ctx.cardName(c)));
      const said = (LOG_ACTIONS_PL[ctx.game()] || {})[info.kind];
      const row = cat() && cat().words && cat().words.actions ? cat().words.actions[info.kind] : null;
      text = lang() === 'pl' && said && row ? fill(said, info, row.fields, show) : actionWords(ctx.game(), cat(), info, show);
    } catch (err) {
      text = null;
    }
  }
  if (text === null) return serverPhrase(step.action);
  return lowerFirst(phrase(text, step.player));
}

// Another seat's step whose action that seat's hidden hand decides (a dig, a
// card played or paid) comes without facts: its kind read from the server's
// words, so that the line is in the page's language all the same.
const HIDDEN_PAY = {};
const ACTION_TEXTS = [
  [/^P\d+: digs at (P\d+)$/, (m) => ({kind: 'dig', site: m[1]})],
  [/^P\d+: discovers (P\d+)$/, (m) => ({kind: 'discover', site: m[1], level: Number(m[1].slice(1)) < 13 ? 1 : 2})],
  [/^P\d+: plays ([a-z-]+)(\/pass)?$/, (m) => ({kind: 'play', card: m[1], mode: m[2] ? 'pass' : undefined})],
  [/^P\d+: pays with a card from hand$/, () => HIDDEN_PAY],
];

function infoOf(action) {
  for (const [re, make] of ACTION_TEXTS) {
    const m = re.exec(action || '');
    if (m) return make(m);
  }
  return null;
}

function serverPhrase(action) {
  return named(String(action || '').replace(/^P\d+:\s*/, '')).replace(/\b(assistant|guardian) (the )?\1\b/g, '$1');
}

// ---- the story ------------------------------------------------------------------------

/** The events that end a round, an expedition or the game. */
export function endsRound(e) {
  return ['round_end', 'expedition_end', 'game_over', 'game_end'].includes(e.type);
}

/**
 * An update's step joins the story: an action or a resignation is added, an
 * undo takes the last action out again (the server's story has no undone
 * step either).  scores: the view's after the step, kept where a round or
 * the game ends (as the server's story keeps them there).
 */
export function addStep(g, step, scores) {
  if (!g || step.seq === undefined || step.seq <= g.storySeq) return;
  if (g.story.some((st) => st.seq === step.seq)) return;
  if (step.kind === 'undo') {
    const i = g.story.map((st) => st.kind).lastIndexOf('act');
    if (i >= 0) g.story.splice(i, 1);
  } else {
    const st = Object.assign({}, step, {n: g.story.length + 1}); // its place in the story, as the history's
    if (scores && (step.events || []).some(endsRound)) st.scores = scores;
    g.story.push(st);
  }
  rebuildLog(g);
}

const ROUND_EVENTS = new Set(['round_end', 'round_begin', 'shuffle', 'expedition_end', 'expedition_start']);
// figure_score, score: each figure's points and each player's chips at an
// expedition's end, on their own screen (lc_scoring.js); the round's line sums them
const QUIET = new Set(['turn', 'figure_score', 'score']);
// decisions that start a new action of the turn, and actions that end one
const TOP_DECISIONS = new Set(['turn', 'after-main', 'end-of-round-keep', 'play-card', 'free-move', 'draw-card']);
// Games whose step's first event of these types says the action, for every
// reader alike (Lost Cities: another seat's play has no action facts, its
// events name the card): the line is "Blue plays red 7: researcher to step 5 (+10)".
const ACTION_EVENTS = {'lost-cities': new Set(['start', 'play', 'discard', 'move', 'skip', 'draw', 'take'])};

/** A Lost Cities figure's move as a phrase: after a card ("researcher to
 * step 5 (+10)") or as the free move itself. */
function figurePhrase(e, actor, alone) {
  const row = cat() && cat().words && cat().words.events ? cat().words.events.move : null;
  const key = alone ? 'log.lc_move' : 'log.lc_step';
  const tpl = (LOG_STRINGS[lang()] || {})[key] || LOG_STRINGS.en[key]; // a template: not t(), which reads '|' as plurals
  const text = row ? fill(tpl, e, row.fields, logShower(actor, cardByName)) : null;
  return text === null ? eventPhrase(e, actor) : phrase(text, actor);
}
const ENDS_TURN = new Set(['end-turn', 'pass', 'keep']);
// Actions that only begin the next one of their line (Quetzal's space, before
// its meeples): their words give way to the next step's.
const PRELUDES = {quetzal: new Set(['space'])};

/** Points so far per player (and the rival), with what each gained since `prev`. */
function pointsLine(scores, prev) {
  if (!scores) return '';
  const parts = (scores.players || []).map((p, i) => {
    const seat = p.seat ?? i;
    const before = prev && prev.players ? (prev.players.find((q, k) => (q.seat ?? k) === seat) || {}).total : 0;
    const gained = (p.total || 0) - (before || 0);
    return t(prev || gained ? 'log.points_gained' : 'log.points', {who: ctx.seatName(seat), total: p.total, gained: (gained >= 0 ? '' : '−') + Math.abs(gained)})
      .replace('(+−', '(−');
  });
  if (scores.rival && typeof scores.rival.total === 'number') {
    const before = prev && prev.rival ? prev.rival.total : 0;
    const gained = scores.rival.total - (before || 0);
    parts.push(t('log.points_gained', {who: t('log.rival'), total: scores.rival.total, gained}).replace('(+-', '(−'));
  }
  return parts.join(', ');
}

/**
 * The log's lines, one story step after the other:
 *   {kind: 'act', seat, steps: [n...], what, produced: [phrase...]}
 *   {kind: 'rival', text}           a turn of the solo rival
 *   {kind: 'round', round, text}    the summary at a round's end
 *   {kind: 'end', text}             the final scores
 *   {kind: 'key', seat, key}        a resignation
 */
export function rebuildLog(g) {
  const log = (g.log || []).filter((e) => e.kind === 'note'); // "earlier entries are not kept"

  let rival = null; // the rival's line being written
  const rivalEvent = (e) => {
    if (e.type === 'rival_tile' || !rival) {
      rival = {kind: 'rival', seat: 'rival', parts: []};
      log.push(rival);
    }
    rival.parts.push(eventPhrase(e, null));
  };
  for (const e of g.opening || []) if (String(e.type).startsWith('rival')) rivalEvent(e);
  let prevScores = null, last = null; // last: the line of the story's last action
  for (const step of g.story) {
    rival = null;
    if (step.kind === 'resign' || step.kind === 'takeover' || step.kind === 'timeout') {
      const key = step.kind === 'resign' ? 'log.resign' : step.kind === 'timeout' ? 'log.timeout_' + step.then
        : 'log.takeover_' + step.reason; // clocks.js
      log.push({kind: 'key', seat: step.player, key});
      last = null;
      continue;
    }
    const evs = step.events || [];
    const actor = step.player;
    // A step inside its player's action (a payment, an effect's choice)
    // joins that action's line; a new choice of the turn starts a line.
    // Without the step's facts (another seat's hidden-hand step) a step joins
    // only the line of a step that produced nothing yet.
    const inside = step.info && step.info.decision ? !TOP_DECISIONS.has(step.info.decision) : last && last.bare;
    const line = last && last.seat === actor && !last.ended && inside && !last.byClock === !step.by ? last
      : {kind: 'act', seat: actor, steps: [], whats: [], produced: [], byClock: step.by === 'clock'};
    if (line !== last) log.push(line);
    last = line;
    line.steps.push(step.n ?? step.seq);
    if (line.prelude) line.whats.pop();
    line.prelude = !!(step.info && (PRELUDES[ctx.game()] || new Set()).has(step.info.kind));
    const says = ACTION_EVENTS[ctx.game()];
    const first = says ? evs.find((e) => says.has(e.type)) : null;
    if (first) line.whats.push(first.type === 'move' ? figurePhrase(first, actor, true) : eventPhrase(first, actor));
    else line.whats.push(actionPhrase(step));
    line.ended = (step.info && ENDS_TURN.has(step.info.kind)) || /^P\d+: (passes|ends the turn)$/.test(step.action || '');
    line.bare = !evs.some((e) => !QUIET.has(e.type));
    let round = null;
    // a card taken from the row: its leaving the row goes without saying
    const taken = new Set(evs.filter((e) => e.type === 'gain_card').map((e) => e.card));
    for (const e of evs) {
      if (QUIET.has(e.type) || (e.type === 'row_remove' && !e.exiled && taken.has(e.card))) continue;
      if (String(e.type).startsWith('rival')) { rivalEvent(e); continue; }
      if (e.type === 'round_end' || e.type === 'expedition_end') {
        rival = null;
        round = {kind: 'round', round: e.round ?? e.expedition, text: ''};
        round.text = t(e.type === 'expedition_end' ? 'log.expedition_summary' : 'log.round_summary',
          {round: roman(round.round), scores: pointsLine(step.scores, prevScores)});
        prevScores = step.scores || prevScores;
        log.push(round);
        continue;
      }
      if (e.type === 'round_begin' && round) {
        round.text += '. ' + (e.rival_starts ? t('log.round_next_rival', {round: roman(e.round)})
          : t('log.round_next', {round: roman(e.round), who: ctx.seatName(e.start_player)}));
        continue;
      }
      if (ROUND_EVENTS.has(e.type) || (round && e.type === 'draw')) continue; // new hands: each sees their own
      if (e.type === 'game_over' || e.type === 'game_end' || e.type === 'tiebreak') {
        const text = eventPhrase(e, null);
        const last = log[log.length - 1];
        if (e.type === 'tiebreak' && last && last.kind === 'end') last.text += '. ' + text;
        else log.push({kind: 'end', text});
        continue;
      }
      if (e === first) continue; // the line's action
      line.produced.push({text: first && e.type === 'move' ? figurePhrase(e, actor, false) : eventPhrase(e, actor), e});
    }
  }
  for (const l of log) {
    if (l.kind === 'act') {
      l.what = l.whats.filter(Boolean).join(', ');
      // what the action's own words already say goes without saying
      l.produced = l.produced.map((p) => (saidBy(p, l) ? null : p.text)).filter(Boolean);
      l.text = l.produced.length ? t('log.by', {what: l.what, produced: l.produced.join(', ')}) : l.what;
      if (l.byClock) l.text = t('log.by_clock', {text: l.text}); // the easy bot's, for a seat out of time (clocks.js)
    } else if (l.kind === 'rival') {
      // the line's label names the rival: its phrases start with the verb
      l.text = l.parts.filter(Boolean).map((p) => p.replace(/^(Rival|Przeciwnik)\s+/, '')).join('; ');
    }
  }
  g.log = log;
  g.logLang = lang();
}

/** Does an event's phrase p ({text, e}) of line l say again what the line's
 * actions say: the same words, the same verb about the same labelled things
 * ("recruits the assistant … (A09)" after "recruits assistant … (A09)"), the
 * card paid or played going into the play area, the archaeologist sent to
 * the site dug at? */
function saidBy(p, l) {
  const text = p.text;
  if (!text || l.whats.includes(text)) return true;
  const labels = text.match(/\([A-Z]\d[\w-]*\)/g);
  if (p.e.type === 'play' && p.e.card) return l.what.includes(cardByName(p.e.card));
  if (p.e.type === 'arch_place' && p.e.site) return l.what.includes(siteName(p.e.site));
  const verb = text.split(' ')[0];
  return !!labels && l.whats.some((w) => w && w.split(' ')[0] === verb && labels.every((x) => w.includes(x)));
}

/** The story's opening (the setup's events, the history's `opening`): the
 * story is read from its start, so a note that it could not be goes. */
export function setOpening(g, events) {
  g.opening = Array.isArray(events) ? events : [];
  g.log = (g.log || []).filter((e) => e.kind !== 'note');
}

// ---- drawing ---------------------------------------------------------------------------

function seatLabel(seat) {
  const span = document.createElement('span');
  span.className = 'log-who';
  span.textContent = seat === 'rival' ? t('log.rival') : ctx.seatName(seat);
  const style = ctx.seatStyle ? ctx.seatStyle(seat) : null;
  if (style && style.colour) span.style.color = style.colour;
  return span;
}

/** What a line shows, as one string: equal keys draw equal lines. */
function lineKey(e) {
  const who = e.seat === undefined ? '' : e.seat === 'rival' ? t('log.rival') : ctx.seatName(e.seat);
  const words = e.kind === 'note' ? t(e.key) : e.kind === 'key' ? t(e.key, {seat: who}) : e.text;
  return [e.kind, e.seat, who, words, (e.steps || []).join(',')].join('\u0001');
}

function logLine(e) {
  const d = document.createElement('div');
  d.className = 'log-line ' + e.kind;
  if (e.kind === 'round' || e.kind === 'end') {
    d.textContent = e.text;
  } else if (e.kind === 'note') {
    d.textContent = t(e.key);
  } else {
    d.appendChild(ctx.seatBadge(e.seat));
    d.appendChild(seatLabel(e.seat));
    const text = e.kind === 'key' ? t(e.key, {seat: ctx.seatName(e.seat)}).replace(ctx.seatName(e.seat), '').trim() : e.text;
    d.appendChild(document.createTextNode(' ' + text));
    if (e.kind === 'act') d.dataset.steps = e.steps.join(',');
    if (e.byClock) d.classList.add('by-clock');
  }
  return d;
}

/** The log as lines in #log (kept at the bottom while the reader is there).
 * Only the lines that changed are drawn again: a line's words (and its seat's
 * name, which follows the language) are its key, and the lines before the
 * first changed one stay in place, so that a long game's log costs a line per
 * step rather than the whole log each time. */
export function renderLog(g, el) {
  if (!g || !el) return;
  if (g.logLang !== lang()) rebuildLog(g); // the lines are words of the page's language
  const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
  const keys = g.log.map(lineKey);
  // (the lines drawn, while nothing else changed the box's children)
  const drawn = el.logKeys && el.children.length === el.logKeys.length ? el.logKeys : [];
  let same = 0;
  while (same < keys.length && same < drawn.length && keys[same] === drawn[same]) same++;
  while (el.children.length > same) el.lastChild.remove();
  for (const e of g.log.slice(same)) el.appendChild(logLine(e));
  el.logKeys = keys;
  if (atBottom || el.dataset.count !== String(g.log.length)) el.scrollTop = el.scrollHeight;
  el.dataset.count = String(g.log.length);
}
