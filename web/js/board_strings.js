// board_strings.js - the words the board (board.js) draws, in English and Polish.
//
// i18n.js (the app) adds BOARD_STRINGS to its tables; board.js also reads them
// directly when the app's t() has no entry, so the board works on its own (the
// developer demo web/dev/board_demo.html).  Placeholders are written {name}.
//
// The Polish ones, and the Polish card names, are in board_strings_pl.js,
// downloaded only when the page is in Polish (pl.js: loadPolish); until then
// BOARD_STRINGS.pl and CARD_NAMES_PL are empty.

import { BOARD_STRINGS_PL, CARD_NAMES_PL } from './pl.js';

export const BOARD_STRINGS = {
  en: {
    // resources and icons
    'board.res.coin': 'coin', 'board.res.coin.n': 'coins',
    'board.res.compass': 'compass', 'board.res.compass.n': 'compasses',
    'board.res.tablet': 'tablet', 'board.res.tablet.n': 'tablets',
    'board.res.arrowhead': 'arrowhead', 'board.res.arrowhead.n': 'arrowheads',
    'board.res.jewel': 'jewel', 'board.res.jewel.n': 'jewels',
    // the top bar's zoom control (web/js/zoom.js)
    'board.zoom.label': 'Zoom', 'board.zoom.in': 'Zoom in (+)', 'board.zoom.out': 'Zoom out (-)',
    'board.zoom.reset': 'Fit the window (0)',
    'board.icon.boot': 'boot', 'board.icon.car': 'car', 'board.icon.ship': 'ship',
    'board.icon.plane': 'plane', 'board.icon.fear': 'Fear', 'board.icon.idol': 'idol',
    'board.icon.card': 'card', 'board.icon.points': 'points', 'board.icon.exile': 'exile',
    'board.icon.upgrade': 'upgrade', 'board.icon.refresh': 'refresh an assistant',
    'board.icon.card_down': 'card put into play', 'board.icon.assistant': 'assistant', 'board.icon.artifact': 'artifact', 'board.icon.guardian': 'guardian',
    // board parts
    'board.site': 'Site {site}', 'board.camp': 'Camp', 'board.level1': 'Level I', 'board.level2': 'Level II',
    'board.space': 'Space {space}', 'board.blocked': 'blocked', 'board.empty_space': 'free',
    'board.occupied': 'occupied by {who}', 'board.rival': 'Rival',
    'board.travel': 'travel cost', 'board.discover_cost': 'discover: {n} compasses + travel',
    'board.idol_here': 'Idol: {effect}', 'board.face_down': '+{n} face down',
    'board.face_down_tip': '{n} face-down idol(s): no reward, 3 points each at the end',
    'board.tile': 'Site tile {tile}', 'board.guardian': 'Guardian {g}',
    'board.guardian_tip': 'Guardian {g}. Overcome: {cost}. Boon: {boon}. Worth 5 points.',
    'board.undiscovered': 'undiscovered',
    'board.row': 'Card row', 'board.round': 'Round {r}', 'board.moon_staff': 'Moon staff: round {r}',
    'board.item': 'Item', 'board.artifact': 'Artifact', 'board.basic': 'Basic card', 'board.fear': 'Fear',
    'board.cost': 'cost {cost}', 'board.points_n': '{n} points',
    'board.item_deck': 'Items', 'board.artifact_deck': 'Artifacts', 'board.exile': 'Exile',
    'board.fear_supply': 'Fear', 'board.site_stacks': 'Sites I {l1} / II {l2}, guardians {g}',
    'board.deck_tip': 'Item deck {i}, artifact deck {a}',
    'board.exile_tip': 'Exiled: {i} items, {a} artifacts, {b} basic cards',
    'board.research': 'Research track', 'board.row_points': 'row {row}: glass {g}, notebook {n} points',
    'board.research_space': 'Research space {space}', 'board.research_cost': 'cost of every bridge here: {cost}',
    'board.bonus': 'Bonus tile: {effect}', 'board.lost_temple': 'Lost Temple',
    'board.lost_temple_tip': 'Lost Temple: {n} bonus tiles face down; arrival points {pts}',
    'board.temple_tiles': 'Temple tiles', 'board.temple_stack': 'Temple tiles worth {p}: {n} left; cost {cost}',
    'board.glass': 'magnifying glass', 'board.notebook': 'notebook',
    'board.token_of': "{who}'s {token}",
    'board.assistants': 'Assistants', 'board.assistant_stack': 'Assistant stack {n}: {count} left',
    'board.assistant_tip': 'Assistant {a}. Silver: {silver}. Gold: {gold}.',
    'board.silver': 'silver', 'board.gold': 'gold', 'board.exhausted': 'exhausted', 'board.ready': 'ready',
    'board.rescue': 'Assistants to rescue: {n}',
    // players
    'board.to_act': 'to act', 'board.passed': 'passed',
    'board.first_player': 'First player marker: {who} starts round {round}',
    'board.first_player_rival': 'First player marker: the rival starts every round',
    'board.you': 'you', 'board.winner': 'winner', 'board.idols': 'Idols', 'board.idol_crates': 'idols in crates: {n}',
    'board.idol_slots': 'Idol slots', 'board.idol_slot_empty': 'empty slot: {p} points at the end; effect {effect}',
    'board.idol_slot_full': 'slot filled', 'board.boon_used': 'boon used', 'board.boon_ready': 'boon ready',
    'board.play_area': 'Play area', 'board.hand_n': 'Hand {n}',
    'board.deck_n': 'Deck {n}', 'board.fear_tiles': 'Fear tiles {n}',
    'board.archaeologists': 'archaeologists out: {n}/2',
    'board.score.research': 'research', 'board.score.temple': 'temple', 'board.score.idols': 'idols',
    'board.score.guardians': 'guardians', 'board.score.cards': 'cards', 'board.score.fear': 'Fear',
    'board.your_hand': 'Your hand', 'board.no_hand': 'No cards in hand', 'board.drawn': 'Drawn',
    'board.spectator': 'Spectating: hands are hidden',
    'board.rival_panel': 'Rival expedition', 'board.rival_difficulty': 'difficulty {d}',
    'board.rival_stack': 'action tiles left: {n}', 'board.rival_next': 'next arrow: {a}',
    'board.rival_last': 'last turns', 'board.rival_tiles': 'tiles {n}',
    'board.rival_idols_minus': '-1 idols: {n}', 'board.rival_red': 'red tiles: {list}',
    'board.left': 'left', 'board.right': 'right',
    'board.free': 'free action', 'board.main': 'main action', 'board.free-pass': 'free action, or pass to gain', 'board.free-or-pass': 'free action, or pass to gain',
  },
  pl: BOARD_STRINGS_PL, // board_strings_pl.js, once loaded
};

export { CARD_NAMES_PL };
