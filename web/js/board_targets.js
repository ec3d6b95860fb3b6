// board_targets.js - Arnak's board: what each action points at (targetsOf: the
// board's target keys, docs/ACTION_INFO.md) and the view's actions as targets and
// decision-bar buttons (legalOf).

// ---- targets -------------------------------------------------------------------------

// The board keys an action points at (docs/ACTION_INFO.md).  Several keys when
// the action may be started from several places (a dig: its site or its space).
// Keys: site:P3, space:P0a, row:SLUG, hand:SLUG, play:SLUG, drawn:SLUG (cards
// drawn and held apart, shown beside the hand), research:B5 / research:temple,
// token:glass / token:notebook, temple:2-left, supply-assistant:0..2,
// assistant:SLOT, guardian:G03, bonus:NAME, idol-slot, deck, exile, pass.
// Paying a travel cost with a card from hand points at hand:SLUG; a choice
// between programs, "yes"/"skip"/"keep" and end-turn point at nothing (the
// app's decision bar and action list).
export function targetsOf(info) {
  if (!info || typeof info !== 'object') return [];
  const keys = [];
  const add = (k) => { if (k && !keys.includes(k)) keys.push(k); };
  const zoneKey = (zone, card) => {
    if (!card) return null;
    if (zone === 'play') return 'play:' + card;
    if (zone === 'exile') return 'exile';
    if (zone === 'drawn') return 'drawn:' + card;
    if (zone === 'hand' || zone === 'fear-tile' || !zone) return 'hand:' + card;
    return null;
  };
  switch (info.kind) {
    case 'pass': add('pass'); break;
    case 'dig': case 'discover': case 'activate': case 'return-archaeologist':
      if (info.site) add('site:' + info.site);
      if (info.space) add('space:' + info.space);
      break;
    case 'activate-two':
      for (const x of info.sites || []) add('site:' + x);
      break;
    case 'overcome': case 'overcome-free':
      if (info.guardian) add('guardian:' + info.guardian);
      if (info.site) add('site:' + info.site);
      break;
    case 'boon':
      if (info.guardian) add('guardian:' + info.guardian);
      break;
    case 'move-guardian':
      if (typeof info.to === 'string') add('site:' + info.to);
      break;
    case 'relocate':
      if (typeof info.to === 'string') add('site:' + info.to);
      break;
    case 'buy':
      if (info.card) add('row:' + info.card);
      break;
    case 'use-effect':
      if (info.card) add('play:' + info.card);
      break;
    case 'play': case 'exile': case 'discard': case 'keep-drawn': case 'return-drawn': case 'take-exiled':
      add(zoneKey(info.zone, info.card));
      break;
    case 'research':
      if (info.research_space) add('research:' + info.research_space);
      else if (info.to) add('research:' + info.to);
      if (info.temple) add('research:temple');
      if (info.token) add('token:' + info.token);
      break;
    case 'temple':
      if (info.temple_stack) add('temple:' + info.temple_stack);
      break;
    case 'order':
      if (info.research_space) add('research:' + info.research_space);
      break;
    case 'bonus':
      if (info.bonus_tile) add('bonus:' + info.bonus_tile);
      if (info.research_space) add('research:' + info.research_space);
      break;
    case 'assistant': case 'upgrade-assistant': case 'refresh-assistant':
      if (typeof info.slot === 'number') add('assistant:' + info.slot);
      break;
    case 'recruit': case 'use-supply-assistant':
      if (typeof info.stack === 'number') add('supply-assistant:' + info.stack);
      break;
    case 'exchange-assistant':
      if (typeof info.slot === 'number') add('assistant:' + info.slot);
      if (typeof info.stack === 'number') add('supply-assistant:' + info.stack);
      break;
    case 'idol': add('idol-slot'); break;
    case 'draw': add('deck'); break;
    case 'pay': {
      // paying with a card from hand: the card is a target too
      const kinds = info.payment_kinds || [];
      (info.payment || []).forEach((p, i) => {
        if (kinds[i] === 'card') add('hand:' + p);
        else if (kinds[i] === 'boon') add('guardian:' + p);
      });
      break;
    }
    default: break;
  }
  return keys;
}

// Kinds shown as buttons in the decision bar even when the board has a target for them.
const BAR_KINDS = new Set(['pay', 'pass', 'end-turn', 'skip', 'keep', 'yes', 'choose', 'order', 'draw',
  'take-count', 'use-effect', 'upgrade', 'bonus']);

/** The targets of the view's actions: {legal: Map key -> actions, bar: the decision bar's}. */

export function legalOf(v) {
  const legal = new Map();
  const bar = [];
  for (const a of (v && v.actions) || []) {
    let keys = [];
    if (a.info) {
      try { keys = targetsOf(a.info) || []; } catch (e) { keys = []; }
    }
    for (const k of keys) {
      if (!legal.has(k)) legal.set(k, []);
      legal.get(k).push(a);
    }
    if (!keys.length || (a.info && BAR_KINDS.has(a.info.kind))) bar.push(a);
  }
  return { legal, bar };
}
