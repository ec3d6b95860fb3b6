// app_screen.js - the game screen: opening a game (its seats, the story, the
// views as they come, others' steps one at a time), drawing it through the game's
// board (boards.js: board(game); app_generic.js for a game without one), the top
// line, the privacy screen, the decision bar's and the action list's buttons,
// invites, the record's download; the replay viewer and a board's scoring screen
// loaded on demand; the motion speed.

import {t, lang, roman} from './i18n.js';
import {actionLabel, decisionText, paymentWords} from './app_labels.js';
import {addStep, rebuildLog, setOpening} from './log.js';
import {SEAT_STYLE, SHAPE_CHAR} from './seats.js';
import {myTurn} from './view.js';
import {board, hasBoard} from './boards.js';
import {StepQueue, snapshot, travel, showMarks, motionSpeed, setMotionSpeed} from './motion.js';
import {renderFinal, scoreCategories, reviewPosition, markReview} from './endgame.js';
import {initTips} from './closeup.js';
import {openTable, closeTable, decoratePresence} from './table.js';
import {notifyTurn} from './notify.js';
import {loadGames, rememberSeat} from './mygames.js';
import {canRematch, dropOffer} from './rematch.js';
import {renderClocks} from './clocks.js';
import {S, appIcon, button, cardName, cardTravel, catalog, gameDesc, labelCtx, nav, noteBusy, renderLog, seatBadge, seatName, setStoryCut, showTitle, storyShown, target, toast} from './app_state.js';
import {doAction, endInflight, hideChooser, hintsWork, labelOf, labelWithIcons, onTarget, showChooser, shownView} from './app_act.js';

const $ = id => document.getElementById(id);

// The replay viewer (replay.js) is loaded when first started: a page that never
// replays never downloads it.
let replayMod = null, replayCtx = null;

async function replayModule() {
  if (!replayMod) {
    replayMod = await import('./replay.js');
    replayMod.initReplay(replayCtx);
  }
  return replayMod;
}

export const initReplay = c => { replayCtx = c; };

export const startReplay = async (g, tokens) => (await replayModule()).startReplay(g, tokens);

export const openRecordFile = async file => (await replayModule()).openRecordFile(file);

const stopReplay = () => { if (replayMod) replayMod.stopReplay(); };

const replayPosition = (g, v) => replayMod ? replayMod.replayPosition(g, v) : null;

const markReplay = g => { if (replayMod) replayMod.markReplay(g); };

export const onReplayMessage = m => { if (replayMod) replayMod.onReplayMessage(m); };

export const replayKey = ev => replayMod ? replayMod.replayKey(ev) : false;

// the log and the last-move marks follow the replay's step
setStoryCut(g => replayMod ? replayMod.replayStory(g) : null);

// The screen of a game without a board of its own (app_generic.js), loaded when
// such a game is first shown.
let genericMod = null, genericLoading = null;

function genericScreen() {
  if (!genericMod && !genericLoading) {
    genericLoading = import('./app_generic.js').then(m => { genericMod = m; render(); }, e => console.error('app_generic.js', e));
  }
  return genericMod;
}

// A board's scoring screen of its own (its initScoring/renderScoring), started
// with the board.
const scorings = new Set();

function renderScoring(g, v, b) {
  if (!b || typeof b.renderScoring !== 'function') return;
  if (!scorings.has(b)) {
    scorings.add(b);
    if (typeof b.initScoring === 'function') b.initScoring({seatName, seatBadge, rerender: () => { if (S.g) render(); }});
  }
  b.renderScoring(g, v);
}

// ---- the game on screen ---------------------------------------------------------

export function leaveGame() {
  const g = S.g;
  if (!g) return;
  stopReplay();
  dropOffer();
  S.conn.leave(g.id);
  g.steps.clear();
  S.g = null;
  closeTable();
  notifyTurn(false);
  hideChooser();
  $('final').hidden = true;
  $('invites-box').hidden = true;
  $('privacy').hidden = true;
  $('pass-confirm').hidden = true;
  for (const id of ['board', 'players-panel', 'hand', 'actions', 'decision-buttons', 'log', 'generic']) $(id).textContent = '';
  $('decision-text').textContent = '';
}

/**
 * Show a game: join `seats` ([{seat, token}]) or, with none, watch it.
 * mode: 'seat' (one seat), 'hotseat' (several seats at this screen), 'watch'.
 * invites: the online creator's seats and tokens (the menu offers the links;
 * shown at once unless quietInvites).
 */

export async function openGame(gid, seats, mode, invites, quietInvites) {
  leaveGame();
  const g = {
    id: gid, mode, game: null,
    tokens: new Map(seats.map(s => [s.seat, s.token])),
    views: new Map(),        // 'watch' or seat -> latest view of that follower
    shown: mode === 'seat' ? seats[0].seat : mode === 'watch' ? 'watch' : null,
    privacyFor: null,
    logKey: mode === 'seat' ? seats[0].seat : 'watch',
    // the story (the server's `history`, then each update after storySeq) and its log lines
    story: [], storySeq: -1, log: [],
    inflight: false, awaitSeq: null, inflightTimer: 0,
    invites, finalDismissed: false, lastSeqSeen: -1,
    drawnSeq: null,          // the seq of the view last drawn (pieces travel when it changes)
  };
  // the views and updates as they come, others' steps shown one at a time (motion.js)
  g.steps = new StepQueue(m => applyView(g, m), showSkip);
  S.g = g;
  $('lobby').hidden = true;
  $('game').hidden = false;
  document.body.classList.add('playing');
  $('menu-invites').hidden = !invites;
  let ok = 0;
  if (mode === 'watch') {
    const r = await S.conn.watch(gid);
    if (r.type === 'error') return failOpen(r);
    ok++;
  } else {
    for (const s of seats) {
      const r = await S.conn.join(gid, s.seat, s.token);
      if (S.g !== g) return;
      if (r.type === 'error') {
        if (seats.length === 1) return failOpen(r);
        continue;
      }
      ok++;
    }
    if (!ok) return failOpen({code: 'bad_token'});
    // Hot-seat: the log comes from the spectator's view of the game, which
    // holds only what every seat sees (a seat's own log would show its hand).
    if (mode === 'hotseat') await S.conn.watch(gid);
  }
  if (S.g !== g) return;
  if (invites && !quietInvites) showInvites();
  if (mode !== 'hotseat') openTable(gid, mode === 'seat' ? seats[0] : null);
  await readStory();
  return S.g === g ? g : null;
}

function failOpen(r) {
  const msg = r.code === 'no_game' ? t('err.no_game') : r.code === 'bad_token' ? t('err.bad_key') : t('err.generic', {msg: r.message || r.code});
  nav.showLobby().then(() => { $('lobby-error').textContent = msg; });
}

/**
 * Read the whole story of the game as the log's viewer may know it (the
 * server's `history`, page by page) and show it as the log; updates after the
 * reply's seq are added to it as they come.  A page of another seq (the game
 * moved meanwhile: an undo may have changed an earlier page) starts again.
 */

export async function readStory() {
  const g = S.g;
  if (!g) return;
  for (let attempt = 0; attempt < 5; attempt++) {
    const steps = [];
    let seq = null, r;
    do {
      r = await S.conn.request(Object.assign({type: 'history', since: steps.length}, target(g.logKey)));
      if (S.g !== g) return;
      if (!r || r.type !== 'history') {
        g.log = [{kind: 'note', key: 'log.resync'}, ...g.log.filter(e => e.kind !== 'note')];
        renderLog();
        return;
      }
      if (seq !== null && r.seq !== seq) break;
      seq = r.seq;
      if (r.opening) setOpening(g, r.opening);
      steps.push(...r.steps);
    } while (r.more);
    if (r.more || r.seq !== seq) continue;
    // updates already counted in the story are skipped; later ones follow it
    const later = g.story.filter(st => st.seq !== undefined && st.seq > seq);
    g.story = steps;
    g.storySeq = seq;
    for (const st of later) addStep(g, st, st.scores);
    rebuildLog(g);
    renderLog();
    markLastMoves(shownView());
    scheduleRender(); // the end of a game draws its chart from the story
    return;
  }
}

export async function rereadViews() {
  const g = S.g;
  if (!g) return;
  const keys = [...g.views.keys()];
  if (!keys.length) keys.push(g.shown ?? 'watch');
  for (const k of keys) {
    const r = await S.conn.request(Object.assign({type: 'view'}, target(k)));
    if (r && r.type === 'view') onView(r);
  }
}

export function onView(m) {
  const g = S.g;
  if (!g || m.game_id !== g.id) return;
  g.steps.push(m, othersStep(g, m));
}

/** Is m another player's step on the view on screen (shown for its time before the next)? */

function othersStep(g, m) {
  const key = m.seat === null || m.seat === undefined ? 'watch' : m.seat;
  const onScreen = g.privacyFor !== null ? 'watch' : g.shown ?? 'watch';
  return m.type === 'update' && !!m.step && m.step.kind === 'act' && key === onScreen && m.step.player !== m.seat;
}

/** The skip button while others' steps wait to be shown; the decision bar says it is a replay. */

function showSkip(busy, waiting) {
  const b = $('motion-skip');
  b.hidden = !busy;
  if (busy) b.textContent = t('motion.skip_n', {n: waiting});
  $('decision').classList.toggle('replaying', busy);
}

function skipSteps() {
  const g = S.g;
  if (!g || !g.steps.busy) return;
  g.steps.skip();
  render();
}

function applyView(g, m) {
  if (S.g !== g) return;
  const key = m.seat === null || m.seat === undefined ? 'watch' : m.seat;
  const old = g.views.get(key);
  if (old && old.seq > m.seq) return;
  if (!old && g.mode === 'seat' && key === g.shown) {
    const e = loadGames().find(x => x.game_id === g.id && x.seat === key);
    if (e && !e.game) rememberSeat(Object.assign({}, e, {game: m.game}));
  }
  g.views.set(key, m);
  g.game = m.game;
  if (m.seq > g.lastSeqSeen) g.lastSeqSeen = m.seq;
  if (key === g.logKey) {
    if (m.type === 'update' && m.step) addStep(g, m.step, m.scores);
  }
  if (g.inflight && key === g.shown && (g.awaitSeq === null || m.seq >= g.awaitSeq)) endInflight();
  if (g.mode === 'hotseat') pickHotseatSeat();
  scheduleRender();
}

/** Hot-seat: the seat to act among this screen's seats gets the screen after a privacy pause. */

function pickHotseatSeat() {
  const g = S.g;
  const any = [...g.views.values()].sort((a, b) => b.seq - a.seq)[0];
  if (!any) return;
  const turn = any.turn;
  if (turn !== null && turn !== undefined && g.tokens.has(turn)) {
    if (turn !== g.shown && g.privacyFor !== turn) {
      g.privacyFor = turn;
      hideChooser();
      $('pass-confirm').hidden = true;
    }
  } else if (g.shown === null && g.privacyFor === null) {
    // nobody of this screen acts (a bot, or the game is over): show the public view
    g.shown = any.over ? [...g.tokens.keys()][0] : null;
  }
}

export function privacyReady() {
  const g = S.g;
  if (!g || g.privacyFor === null) return;
  g.shown = g.privacyFor;
  g.privacyFor = null;
  render();
  const first = document.querySelector('#hand [data-target].legal, #decision-buttons button, #board [data-target].legal');
  if (first) first.focus();
}

// ---- rendering --------------------------------------------------------------------

// Rendered at once (a few milliseconds) as each message is applied: at the
// speed "instant" the page never shows a view older than the last message it
// received, so a click always meets the current decision (tests read the
// WebSocket and click right after a view arrives).  Otherwise others' steps are
// applied one at a time (StepQueue) and a click while they play skips to the
// present first; a skip applies them all and draws once.
function scheduleRender() {
  if (S.g && S.g.steps.holding) return;
  render();
}

function buildLegal(v) {
  if (!myTurn(v)) return {legal: new Map(), bar: []};
  const b = board(v.game, render);
  // a game without a board (or its board not here yet): every action is in the action list
  return b ? b.legalOf(v) : {legal: new Map(), bar: []};
}

export function render() {
  const g = S.g;
  if (!g) return;
  noteBusy();
  const focus = focusedSpot();
  const v = shownView();
  // pieces travel from where they were only when the game moved on (not on a redraw)
  const moved = v && g.drawnSeq !== null && v.seq !== g.drawnSeq;
  const before = moved ? snapshot($('game')) : null;
  renderInner(g);
  restoreFocus(focus);
  if (v) {
    g.drawnSeq = v.seq;
    $('game').dataset.seq = String(v.seq);
  }
  markLastMoves(v);
  travel(before, $('game'));
}

/** Each player's last move, outlined in their colour until they move again. */

function markLastMoves(v) {
  const b = v && board(v.game);
  if (!b) return;
  showMarks($('game'), b.lastMoves(storyShown(S.g), v), {
    colourOf: who => who === 'rival' ? '#4D4D4D' : (SEAT_STYLE[who] || {}).colour || '#333',
    label: who => who === 'rival' ? '⬢' : SHAPE_CHAR[(SEAT_STYLE[who] || {}).shape] || '●',
    cardName,
  });
}

/** Where keyboard focus is among the buttons the app rebuilds (decision bar, action list). */

function focusedSpot() {
  const a = document.activeElement;
  if (!a || a === document.body) return null;
  const box = a.closest('#decision-buttons, #actions');
  return box ? {box: box.id, action: a.dataset.action || null} : null;
}

/** After a rebuild, focus goes back to the same action, else the first of that box, else a legal target. */

function restoreFocus(f) {
  if (!f || (document.activeElement && document.activeElement !== document.body)) return;
  const box = $(f.box);
  const el = (f.action && box.querySelector(`button[data-action="${CSS.escape(f.action)}"]`)) ||
    box.querySelector('button') || document.querySelector('[data-target].legal');
  if (el) el.focus();
}

function renderInner(g) {
  // a reviewed decision of a finished game: the viewer's view then (endgame.js)
  // or a step of the replay viewer (replay.js)
  const v = replayPosition(g, shownView()) || reviewPosition(g, shownView()) || shownView();
  showTitle((v && v.game) || g.game);
  renderTop(v);
  renderPrivacy();
  if (!v) return;
  const {legal, bar} = buildLegal(g.privacyFor !== null ? null : v);
  g.legal = legal;
  const generic = !hasBoard(v.game);
  const b = generic ? null : board(v.game, render);
  if (!generic && !b) return; // drawn once the board's module is here
  $('game').classList.toggle('generic', generic);
  $('generic').hidden = !generic;
  const ui = {t, lang: lang(), cardName, seatName, legal, onTarget, redraw: render};
  if (generic) {
    if (!genericScreen()) return; // drawn once app_generic.js is here
    genericMod.renderGeneric($('generic'), v, {t, seatName, scoreCategories, title: (gameDesc(v.game) || {}).title});
  } else {
    const cat = catalog();
    safeRender(b.renderBoard, $('board'), v, cat, ui);
    safeRender(b.renderPlayers, $('players-panel'), v, cat, ui);
    if (g.privacyFor !== null || v.seat === null) $('hand').textContent = '';
    else safeRender(b.renderHand, $('hand'), v, cat, ui);
  }
  // a chooser left open by a view with actions (the seat acted from another
  // tab) goes once none is left: it would cover the final table
  if (v.over || !(v.actions || []).length) hideChooser();
  renderDecision(v, bar);
  renderActions(v);
  renderLog();
  renderFinal(v);
  renderScoring(g, v, b);
  markReview(g);
  markReplay(g);
  $('final-rematch').hidden = !canRematch(g, v);
  $('final-replay').hidden = !canRematch(g, v) || g.mode !== 'seat';
  $('undo').disabled = !(v.can_undo && myTurn(v));
  // spectators, finished games, a replay's step and a reviewed decision take nothing back and ask no hint
  const still = v.seat === null || v.over || !!v.reviewing;
  $('undo').hidden = still;
  $('hint').hidden = !hintsWork || still;
  $('hint').disabled = !myTurn(v) || g.privacyFor !== null;
  $('menu-record').hidden = !v.over;
  decoratePresence(v);
  notifyTurn(g.mode === 'seat' && myTurn(v) && !reviewPosition(g, shownView()));
  renderClocks(v);
}

function safeRender(f, el, v, cat, ui) {
  try {
    f(el, v, cat, ui);
  } catch (e) {
    console.error('render', f.name, e);
  }
}

function renderTop(v) {
  const el = $('game-info');
  if (!v) { el.textContent = ''; return; }
  const parts = [];
  const st = v.state;
  if (st && typeof st.round === 'number') parts.push(t('top.round', {round: roman(st.round)}));
  if (v.over) parts.push(t('top.over'));
  else if (S.g.privacyFor !== null) parts.push(t('top.turn_of', {seat: seatName(S.g.privacyFor)}));
  else if (myTurn(v)) parts.push(t('top.your_turn'));
  else if (v.turn !== null && v.turn !== undefined) parts.push(t('top.turn_of', {seat: seatName(v.turn)}));
  if (v.seat === null) parts.push(t('top.spectating'));
  else parts.push(t('top.you_are', {seat: seatName(v.seat)}));
  el.textContent = parts.join(' · ');
}

function renderPrivacy() {
  const g = S.g;
  const p = $('privacy');
  if (g.privacyFor === null) { p.hidden = true; return; }
  const seat = seatName(g.privacyFor);
  $('privacy-title').textContent = t('privacy.title', {seat});
  $('privacy-text').textContent = t('privacy.text', {seat});
  $('privacy-ready').textContent = t('privacy.ready', {seat});
  if (p.hidden) {
    p.hidden = false;
    $('privacy-ready').focus();
  }
}

function renderDecision(v, bar) {
  const box = $('decision');
  const text = $('decision-text');
  const btns = $('decision-buttons');
  btns.textContent = '';
  const mine = myTurn(v) && S.g.privacyFor === null;
  box.classList.toggle('mine', mine);
  if (v.over) {
    text.textContent = v.resigned !== null && v.resigned !== undefined
      ? t('dec.resigned', {seat: seatName(v.resigned)}) : t('dec.over');
  } else if (mine) {
    text.textContent = decisionText(v, labelCtx);
  } else if (v.turn !== null && v.turn !== undefined) {
    text.textContent = t('game.wait', {seat: seatName(S.g.privacyFor !== null ? S.g.privacyFor : v.turn)});
  } else {
    text.textContent = v.decision || '';
  }
  if (!mine) return;
  const pays = bar.filter(a => a.info && a.info.kind === 'pay');
  const rest = bar.filter(a => !(a.info && a.info.kind === 'pay'));
  if (pays.length) {
    const lab = document.createElement('span');
    lab.className = 'group-label';
    lab.textContent = t('game.pay_with') + ':';
    btns.appendChild(lab);
    for (const a of pays) btns.appendChild(payButton(a));
  }
  for (const a of rest) {
    const b = button(labelWithIcons(a), () => doAction(a), a.info && (a.info.kind === 'end-turn' || a.info.kind === 'pass') ? 'end' : '');
    b.dataset.action = a.text;
    if (a.info && a.info.hint) b.dataset.tip = a.info.hint;
    btns.appendChild(b);
  }
  foldBar(box, btns, bar);
}

/**
 * A bar whose options take more lines than it has: the last ones go behind
 * "More… (n)", which opens them in the chooser.  The bar keeps its height (the
 * board never moves) and no option waits out of sight in a scrolled bar.
 */
function foldBar(box, btns, bar) {
  box.scrollTop = 0;
  const r = box.getBoundingClientRect();
  const scale = box.offsetHeight ? r.height / box.offsetHeight : 1; // the bar's CSS zoom on large windows
  const limit = r.top + (box.clientTop + box.clientHeight) * scale + 0.5;
  const fits = (el) => el.getBoundingClientRect().bottom <= limit;
  const shown = [...btns.querySelectorAll('button[data-action]')];
  if (!shown.length || fits(shown[shown.length - 1])) return;
  const folded = [];
  const more = button('', () => showChooser(folded, more, t('dec.more_title')), 'more');
  more.id = 'decision-more';
  btns.appendChild(more);
  for (let i = shown.length - 1; i >= 0 && (!folded.length || !fits(more)); i--) {
    const a = bar.find(x => x.text === shown[i].dataset.action);
    if (a) folded.unshift(a);
    shown[i].remove();
    more.textContent = t('dec.more', {n: folded.length});
  }
}

function payButton(a) {
  const info = a.info;
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'pay';
  b.dataset.action = a.text;
  const icons = document.createElement('span');
  icons.className = 'icons';
  (info.payment || []).forEach((p, i) => {
    const k = (info.payment_kinds || [])[i];
    if (k === 'card') {
      icons.appendChild(appIcon('card'));
      for (const x of cardTravel(p)) icons.appendChild(appIcon(x));
    } else if (k === 'pilot') {
      icons.append(appIcon('coin'), appIcon('coin'), document.createTextNode('→'), appIcon('plane'));
    } else if (k === 'made') {
      icons.appendChild(appIcon(p.replace(/^made-/, '')));
    }
  });
  // The group says "Pay with:", so the button names only the source.
  const label = actionLabel(a, labelCtx);
  const words = paymentWords(info, labelCtx) || label;
  b.append(icons, document.createTextNode(words));
  b.setAttribute('aria-label', label);
  b.dataset.tip = `${label}\n${a.text}`;
  b.addEventListener('click', () => doAction(a));
  return b;
}

function renderActions(v) {
  const box = $('actions');
  box.textContent = '';
  if (!myTurn(v) || S.g.privacyFor !== null) {
    const p = document.createElement('span');
    p.className = 'help';
    p.textContent = v.over ? t('top.over') : t('game.no_actions');
    box.appendChild(p);
    return;
  }
  for (const a of v.actions) {
    const b = button(labelOf(a), () => doAction(a));
    b.dataset.action = a.text;
    b.dataset.tip = (a.info && a.info.hint) ? `${a.text}\n${a.info.hint}` : a.text;
    box.appendChild(b);
  }
}

export async function downloadRecord() {
  const g = S.g;
  if (!g) return;
  const r = await S.conn.request({type: 'record', game_id: g.id});
  if (!r || r.type !== 'record') {
    toast(t('err.generic', {msg: (r && (r.message || r.code)) || '?'}));
    return;
  }
  const blob = new Blob([r.text], {type: 'text/plain'});
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `arnak-${g.id}.txt`;
  document.body.appendChild(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}

export function showInvites() {
  const g = S.g;
  if (!g || !g.invites) return;
  const ul = $('invites');
  ul.textContent = '';
  for (const inv of g.invites) {
    const link = `${location.origin}/#game=${g.id}&seat=${inv.seat}&token=${inv.token}`;
    const li = document.createElement('li');
    li.appendChild(seatBadge(inv.seat));
    const name = document.createElement('span');
    name.textContent = seatName(inv.seat) + (g.tokens.has(inv.seat) ? ' ' + t('invites.you') : '');
    const a = document.createElement('a');
    a.href = link;
    a.textContent = link;
    a.target = '_blank';
    a.rel = 'noopener';
    a.dataset.seat = String(inv.seat);
    const copy = button(t('invites.copy'), async () => {
      try {
        await navigator.clipboard.writeText(link);
      } catch (e) {
        const r = document.createRange();
        r.selectNodeContents(a);
        const sel = getSelection();
        sel.removeAllRanges();
        sel.addRange(r);
        try { document.execCommand('copy'); } catch (e2) { /* selected for the user to copy */ }
      }
      copy.textContent = t('invites.copied');
      setTimeout(() => { copy.textContent = t('invites.copy'); }, 1500);
    }, 'copy');
    li.append(name, a, copy);
    ul.appendChild(li);
  }
  $('invites-watch').textContent = t('invites.watch', {link: `${location.origin}/#game=${g.id}`});
  $('invites-box').hidden = false;
}

// ---- tooltips ---------------------------------------------------------------------

export function initTooltips() {
  // closeup.js: hover, keyboard focus and long press; a card shows its face
  initTips($('tooltip'), slug => { const b = S.g && board(S.g.game); return b && b.cardCloseup ? b.cardCloseup(slug) : null; });
}

// ---- motion: the speed setting, skipping others' steps ----------------------------------

export function wireMotion() {
  const sel = $('motion-speed');
  sel.value = motionSpeed();
  sel.addEventListener('change', () => {
    setMotionSpeed(sel.value);
    if (sel.value === 'instant') skipSteps();
  });
  $('motion-skip').addEventListener('click', skipSteps);
  // While others' steps play, the views on screen are not the present: the
  // first click (or Enter / Space) on the game skips to it and does nothing else.
  const stale = ev => S.g && S.g.steps.busy && ev.target.closest && ev.target.closest('#game') && !ev.target.closest('#motion-skip') && !ev.target.closest('#chat-box');
  document.addEventListener('click', ev => {
    if (!stale(ev)) return;
    ev.preventDefault();
    ev.stopPropagation();
    skipSteps();
  }, true);
  document.addEventListener('keydown', ev => {
    if ((ev.key !== 'Enter' && ev.key !== ' ') || !stale(ev)) return;
    ev.preventDefault();
    ev.stopPropagation();
    skipSteps();
  }, true);
}
