// i18n.js - the page's words in English and Polish: t(key, vars), setLang().
//
// Every visible string of the page goes through t(); action labels and event
// sentences are the game's wording table (words.js, words_pl.js).  board.js brings its own
// strings (BOARD_STRINGS), added here by app.js with addStrings().  The
// language is kept in localStorage ("arnak.lang"); switching it calls the
// listeners (the app re-renders, no reload).
//
// The Polish strings (i18n_pl.js, and the other Polish tables: pl.js) are
// downloaded only when Polish is chosen: setLang('pl') switches once they are
// here, and a page that opens in Polish waits for them before this module
// (and so the app) runs, so it never shows English first.

import {STRINGS_PL, loadPolish} from './pl.js';

const STRINGS = {
  en: {
    'app.title': 'Lost Ruins of Arnak',
    'lang.label': 'Language',
    'status.connecting': 'connecting…',
    'status.connected': 'connected',
    'status.reconnecting': 'reconnecting…',
    'status.offline': 'offline',
    'top.undo': 'Undo',
    'top.menu': 'Menu',
    'top.help': 'Help',
    'top.hint': 'Hint',
    'top.round': 'Round {round}',
    'top.your_turn': 'your turn',
    'top.turn_of': "{seat}'s turn",
    'top.over': 'game over',
    'top.spectating': 'watching',
    'top.you_are': 'you: {seat}',
    'menu.lobby': 'Back to the lobby',
    'menu.invites': 'Invite links',
    'menu.record': 'Download the record',
    // lobby
    'lobby.new': 'New game',
    'lobby.game': 'Game',
    'lobby.mode': 'Mode',
    'mode.bots': 'Against bots',
    'mode.solo': 'Solo against the rival',
    'mode.hotseat': 'Hot-seat (people at one screen)',
    'mode.online': 'Online (invite links)',
    'mode.bots.help': 'You play seat 1; the other seats are bots that move by themselves.',
    'mode.solo.help': 'One player against the rival expedition of the solo rules: it plays a tile each turn, takes no resources and scores points.',
    'mode.hotseat.help': 'Several people share this screen; a privacy screen hides the hands between turns.',
    'mode.online.help': 'Create the game and send each player their own link; their moves appear here live.',
    'lobby.players': 'Players',
    'lobby.bot': 'Bot strength',
    'lobby.bot_seat': 'Seat {n}',
    'lobby.you': 'you',
    'lobby.difficulty': 'Difficulty',
    'lobby.difficulty.help': 'The number of red rival tiles among the rival\'s 10 action tiles: 0 is the gentlest rival, 5 the hardest (red tiles are stronger actions).',
    'lobby.side': 'Board side',
    'side.bird': 'Bird Temple',
    'side.snake': 'Snake Temple',
    'side.bird.help': 'Recommended for a first game.',
    'side.snake.help': 'Different travel costs and research track, with special rules.',
    'lobby.seed': 'Seed (optional)',
    'lobby.seed.help': 'The same seed deals the same game; leave it empty for a fresh one.',
    'lobby.create': 'Create game',
    'lobby.spectate': 'Watch a game',
    'lobby.spectate.help': 'A game id or an invite link',
    'lobby.watch': 'Watch',
    'lobby.my_games': 'My games',
    'lobby.no_games': 'No games kept in this browser yet.',
    'lobby.resume': 'Resume',
    'lobby.forget': 'Forget',
    'lobby.game_line': '{game} · seat {seat}',
    'lobby.your_turn': 'your turn',
    'lobby.waiting': 'waiting',
    'lobby.over': 'over',
    'lobby.gone': 'no longer on the server',
    'lobby.hotseat_line': 'hot-seat, {n} seats',
    'bot.easy': 'easy',
    'bot.medium': 'medium',
    'bot.hard': 'hard',
    'bot.expert': 'expert',
    'bot.easy.help': 'a short search: fine for learning the game',
    'bot.medium.help': 'a steady opponent',
    'bot.hard.help': 'searches much deeper; plays well',
    'bot.expert.help': 'the strongest; thinks up to a second a move',
    'bot.random.help': 'any legal move (testing)',
    'bot.greedy.help': 'takes what looks best right now',
    'bot.ismcts.help': 'the search bot with default settings',
    'bot.ismcts-fast.help': 'a quick search',
    'bot.other': 'other bots',
    'invites.title': 'Invite links',
    'invites.help': 'Send each player their own link (it holds that seat\'s key). Anyone with a link plays that seat.',
    'invites.copy': 'Copy',
    'invites.copied': 'Copied',
    'invites.you': '(you)',
    'invites.close': 'Close',
    'invites.watch': 'Spectators: {link}',
    // game screen
    'game.hand': 'Your hand',
    'game.players': 'Players',
    'game.actions': 'All actions',
    'game.log': 'Log',
    'game.decision': 'Decision',
    'game.wait': 'Waiting for {seat}…',
    'game.moved_on': 'The game moved on: here is the current position.',
    'game.no_actions': 'Nothing to do right now.',
    'game.pay_with': 'Pay with',
    'game.or': 'or',
    'pass.title': 'Pass for this round?',
    'pass.text': 'You still have {n} card(s) in hand. Passing ends your round: you take no more turns until the next round.',
    'pass.yes': 'Pass',
    'pass.no': 'Keep playing',
    'privacy.title': 'Pass the screen to {seat}',
    'privacy.text': 'The other players look away: {seat}\'s hand is shown next.',
    'privacy.ready': 'I am {seat}: show my hand',
    'chooser.title': 'Choose',
    'chooser.cancel': 'Cancel',
    'final.title': 'Final scores',
    'final.winner': 'winner',
    'final.rival': 'Rival',
    'final.download': 'Download the record',
    'final.lobby': 'New game',
    'score.research': 'Research',
    'score.temple': 'Temple',
    'score.idols': 'Idols',
    'score.guardians': 'Guardians',
    'score.cards': 'Cards',
    'score.fear': 'Fear',
    'score.total': 'Total',
    'score.category': 'Category',
    'log.round_end': 'End of round {round}:',
    'log.game_end': 'Game over:',
    'log.resign': '{seat} resigns',
    'log.resync': '(earlier log entries are no longer kept)',
    'log.joined': 'Joined game {id}',
    'seat.you': 'you',
    'seat.rival': 'Rival',
    'seat.n': 'Seat {n}',
    'colour.red': 'Red',
    'colour.blue': 'Blue',
    'colour.orange': 'Orange',
    'colour.green': 'Green',
    'colour.purple': 'Purple',
    'colour.yellow': 'Yellow',
    'colour.sky': 'Sky',
    'colour.vermillion': 'Vermillion',
    'colour.pink': 'Pink',
    'help.title': 'Help',
    'help.text': 'Click a highlighted place on the board or a card in your hand to act. When one click could mean several things, a small list asks which. Payments and other choices appear in the bar under the board; the "All actions" list shows every option.',
    'help.keys': 'Keys: Tab / Shift+Tab move, Enter or Space acts, u undo, ? this help, Esc closes a popup.',
    'help.close': 'Close',
    'generic.state': 'State',
    'generic.scores': 'Scores',
    'generic.seat': 'Seat',
    'err.generic': 'Error: {msg}',
    'err.no_game': 'That game is not on the server.',
    'err.bad_token': 'That link\'s key does not fit the seat.',
    'err.catalog': 'Component texts are not available from this server.',
    'hint.title': 'The bot suggests (chance to win)',
    'hint.none': 'No hint available.',
    // decisions (info.decision)
    'dec.over': 'The game is over',
    'dec.resigned': '{seat} resigned: the game is over',
    'dec.more': 'More… ({n})',
    'dec.more_title': 'More options',
    'dec.turn': 'Choose your main action (or a free action)',
    'dec.after-main': 'Take free actions or end your turn',
    'dec.pay-travel': 'Pay the travel cost {icons}',
    'dec.draw': 'How many cards do you draw?',
    'dec.exile': 'You may exile a card from your hand or play area',
    'dec.discard': 'Put a card from your hand into your play area',
    'dec.pay-resource': 'Pay for the benefit?',
    'dec.pay-card-down': 'Put a card from your hand into play for the benefit?',
    'dec.choice': 'Choose one',
    'dec.upgrade': 'You may upgrade a resource',
    'dec.dig-or-discover': 'You may dig or discover',
    'dec.activate': 'Choose a site to activate',
    'dec.relocate': 'Relocate one of your archaeologists',
    'dec.overcome-free': 'Choose a guardian to overcome for free',
    'dec.move-guardian': 'Move a guardian to a free site',
    'dec.buy': 'You may take a card from the row',
    'dec.bought-artifact': 'Use the effect of the artifact you just bought?',
    'dec.research': 'You may research',
    'dec.research-order': 'Resolve the row effect or the bonus tile first?',
    'dec.bonus-pick': 'Choose a research bonus tile',
    'dec.recruit': 'Recruit an assistant',
    'dec.upgrade-assistant': 'Upgrade an assistant to gold',
    'dec.refresh-assistant': 'Refresh an assistant',
    'dec.rescue-assistant': 'Rescue an assistant',
    'dec.supply-assistant': 'Use an assistant from the supply board',
    'dec.exchange-assistant': 'Exchange one of your assistants',
    'dec.earring-count': 'How many cards to draw?',
    'dec.keep-drawn': 'Keep one of the drawn cards in hand',
    'dec.return-drawn': 'You may put one drawn card back on top of your deck',
    'dec.take-exiled-item': 'You may take an item from exile',
    'dec.return-archaeologist': 'Return one of your archaeologists',
    'dec.end-of-round-keep': 'End of round: put cards from your hand into play, or keep the rest',
    'pay.pilot': '2 coins for a plane (pilot)',
    'pay.made': 'the {icon} you made',
    'pay.card': '{card} (card)',
    'pay.card_icons': '{card} ({icons})',
    'pay.assistant': 'assistant {name}',
    'pay.boon': 'the boon of {name}',
    'pay.discount': '{n} {icon} already covered',
    'why.not_your_turn': 'not your turn',
    'why.watching': 'you are watching this game',
    'why.not_legal': 'not a legal action now',
    'token.glass': 'magnifying glass',
    'token.notebook': 'notebook',
    'zone.hand': 'hand',
    'zone.play': 'play area',
    'zone.fear-tile': 'Fear tile',
    'card.fear-tile': 'a Fear tile',
    'bonus.coin': 'coin', 'bonus.compass': 'compass', 'bonus.tablet': 'tablet',
    'bonus.card': 'card', 'bonus.exile': 'exile', 'bonus.upgrade': 'upgrade',
    'slot.n': 'slot {n}',
    'stack.n': 'stack {n}',
    'gold': 'gold',
    'silver': 'silver',
    'cost.free': 'free',
    'arrow': '→',
    'words.and': 'and',
    // resources and icons, with plural forms: one|other
    'res.coin': 'coin|coins',
    'res.compass': 'compass|compasses',
    'res.tablet': 'tablet|tablets',
    'res.arrowhead': 'arrowhead|arrowheads',
    'res.jewel': 'jewel|jewels',
    'res.idol': 'idol|idols',
    'res.fear': 'Fear card|Fear cards',
    'res.draw': 'card drawn|cards drawn',
    'res.points': 'point|points',
    'res.card_down': 'card down|cards down',
    'res.guardian': 'guardian overcome|guardians overcome',
    'icon.boot': 'boot|boots',
    'icon.car': 'car|cars',
    'icon.ship': 'ship|ships',
    'icon.plane': 'plane|planes',
    'cardname.funding': 'Funding',
    'cardname.exploration': 'Exploration',
    'cardname.fear': 'Fear',
    // the table: presence and chat (table.js), your turn (notify.js)
    'table.title': 'Table and chat',
    'table.online': 'online',
    'table.away': 'away',
    'table.not_joined': 'not here yet',
    'table.watching': '{n} watching',
    'table.joined': '{seat} joined the game',
    'table.spectator': 'Spectator',
    'table.placeholder': 'Message to the table',
    'table.send': 'Send',
    'table.read_spectators': "Read the spectators' chat",
    'table.waiting_away': '({seat} is away: the game waits for their return)',
    'table.err.rate': 'Too many messages: at most 10 in 10 seconds. Wait a moment.',
    'table.err.too_long': 'A message has at most {n} characters.',
    'table.err.no_chat': 'This game has no chat.',
    'notify.label': 'Your turn',
    'notify.title': "Your turn in the tab's title",
    'notify.sound': 'A sound on your turn',
    'notify.popup': 'A notification while the tab is hidden',
    'notify.your_turn': 'Your turn',
    'notify.short_title': 'Arnak',
    'notify.popup_body': 'A decision in your game of Arnak is waiting for you.',
    // mygames.js: the rows of My games
    'lobby.bots_advanced': 'Advanced: the developers\' bots too',
    'mygames.bot': '{bot} bot',
    'mygames.against': 'against',
    'mygames.winner': 'winner:',
    'mygames.winners': 'winners:',
    'mygames.turn_of': 'to play:',
    'mygames.last': 'last played {when}',
    'mygames.replay': 'Replay',
    'mygames.bad_key': 'the key does not fit',
    'err.bad_key': 'This link\'s key does not fit that seat: the game is there, but the link is not this seat\'s. Ask for the link again.',
    // replay.js: the replay viewer

    'replay.title': 'Replay',
    'replay.step': 'Move {n} of {total}',
    'replay.start': 'The start of the game',
    'replay.first': 'To the start',
    'replay.prev': 'Back one move',
    'replay.next': 'Forward one move',
    'replay.last': 'To the end',
    'replay.view_as': 'View as',
    'replay.close': 'Close the replay',
    'replay.chart': 'Win chance of {seat} (the medium bot\'s judgement)',
    'replay.chart_running': 'The medium bot is judging the moves…',
    'replay.chart_failed': 'No win-chance chart: {msg}',
    'replay.chart_none': 'No decision with a choice to judge.',
    'replay.drop': 'Move {n}: the chance fell by {pct} %',
    'replay.open_file': 'Open a record…',
    'replay.open_help': 'A downloaded game record (or a saved terminal game), shown move by move.',
    'replay.bad_file': 'That file cannot be replayed: {msg}',
    // rematch.js

    'rematch.button': 'Rematch',
    'rematch.title': 'Rematch',
    'rematch.offer': 'A rematch is ready: the same table, the seats moved on by one. You play {seat}.',
    'rematch.offer_watch': 'A rematch of this game has started.',
    'rematch.join': 'Join the rematch',
    'rematch.watch': 'Watch the rematch',
    'rematch.no': 'Not now',
    'rematch.failed': 'No rematch: {msg}',
  },
  pl: STRINGS_PL, // i18n_pl.js, once loaded
};

const LANGS = ['en', 'pl'];
// What a language needs downloaded before the page can show it.
const LOADERS = {pl: loadPolish};
let current = 'en';
let wanted = 'en'; // the last choice: a slower download for an earlier one is not applied
const listeners = [];
const extras = []; // other modules' tables (addStrings)

try {
  const saved = localStorage.getItem('arnak.lang');
  if (LANGS.includes(saved)) wanted = saved;
  else if ((navigator.language || '').toLowerCase().startsWith('pl')) wanted = 'pl';
} catch (e) {
  // localStorage may be unavailable (private mode): English, not persisted.
}
if (wanted !== current) {
  // top-level await: the app runs once the language it opens in is here
  try {
    await (LOADERS[wanted] || (() => {}))();
    current = wanted;
  } catch (e) {
    console.warn(`the ${wanted} texts did not load (${e.message}): the page stays in English`);
    wanted = current;
  }
}

/** The current language, 'en' or 'pl'. */
export function lang() { return current; }

/** The languages offered. */
export function langs() { return LANGS.slice(); }

/** Add another module's strings ({en: {...}, pl: {...}}); the page's own win on
 * clashes.  The tables are kept, not copied: words added to them later (a
 * language downloaded after this call) are found. */
export function addStrings(extra) {
  if (extra) extras.push(extra);
}

function lookup(l, key) {
  if (STRINGS[l] && key in STRINGS[l]) return STRINGS[l][key];
  for (const x of extras) if (x[l] && key in x[l]) return x[l][key];
  return undefined;
}

/** Does the current (or English) table have the key? */
export function has(key) {
  return lookup(current, key) !== undefined || lookup('en', key) !== undefined;
}

function raw(key) {
  const s = lookup(current, key);
  if (s !== undefined) return s;
  const en = lookup('en', key);
  return en !== undefined ? en : key;
}

/** The string for `key` with {name} placeholders replaced from vars. */
export function t(key, vars) {
  let s = raw(key);
  if (s.includes('|')) s = s.split('|')[0];
  return fill(s, vars);
}

function fill(s, vars) {
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k) => (k in vars && vars[k] !== undefined && vars[k] !== null ? String(vars[k]) : m));
}

/** "2 coins" / "2 monety": a number with the plural form of a res.* or icon.* key. */
export function count(key, n) {
  const forms = raw(key).split('|');
  let form;
  if (current === 'pl' && forms.length >= 3) {
    const a = Math.abs(n), d = a % 10, h = a % 100;
    if (a === 1) form = forms[0];
    else if (d >= 2 && d <= 4 && !(h >= 12 && h <= 14)) form = forms[1];
    else form = forms[2];
  } else {
    form = Math.abs(n) === 1 ? forms[0] : forms[forms.length > 1 ? 1 : 0];
  }
  return `${n} ${form}`;
}

/** The singular noun of a res.* / icon.* key. */
export function noun(key) { return raw(key).split('|')[0]; }

/** Set the language ('en' | 'pl') once its texts are here (downloaded on
 * the first choice of it), remember it, tell the listeners.  A download that
 * fails leaves the language as it was (a later choice tries again). */
export async function setLang(l) {
  if (!LANGS.includes(l)) return;
  wanted = l;
  if (l === current) return;
  try {
    await (LOADERS[l] || (() => {}))();
  } catch (e) {
    console.warn(`the ${l} texts did not load (${e.message})`);
    if (wanted === l) wanted = current;
    return;
  }
  if (wanted !== l) return;
  current = l;
  try { localStorage.setItem('arnak.lang', l); } catch (e) { /* not persisted */ }
  document.documentElement.lang = l;
  for (const f of listeners) f(l);
}

/** Call f(lang) after every language change. */
export function onLang(f) { listeners.push(f); }

/** Roman numerals for rounds (I..V, and beyond for safety). */
export function roman(n) {
  const r = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
  return r[n] || String(n);
}

/** Apply t() to every element with data-i18n (text), data-i18n-title, data-i18n-placeholder, data-i18n-aria. */
export function translateDom(root) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
  for (const el of root.querySelectorAll('[data-i18n-aria]')) el.setAttribute('aria-label', t(el.dataset.i18nAria));
}
