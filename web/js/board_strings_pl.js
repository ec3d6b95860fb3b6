// board_strings_pl.js - the words the board (board.js) draws, in Polish (the keys
// of BOARD_STRINGS.en in board_strings.js), and the Polish card names; imported
// only when the page is in Polish (pl.js: loadPolish copies them).
//
// Polish game terms are transcribed from the official Polish rulebook
// ("Zaginiona wyspa Arnak").  Where the rulebook text has an icon instead of a word
// (travel icons: its printed icons were lost in the text), the plain Polish word is
// used and marked "(not in the rulebook text)" below.  The catalog's effect texts
// (`effect`, `text`, ... fields) are English; their Polish versions are in
// texts_pl.js (board.js: localText), with the same terms.

export const BOARD_STRINGS_PL = {
  // Zasoby: "monety, kompasy, tabliczki, groty strzał, klejnoty" (Elementy / Zasoby).
  'board.res.coin': 'moneta', 'board.res.coin.n': 'monety',
  'board.res.compass': 'kompas', 'board.res.compass.n': 'kompasy',
  'board.res.tablet': 'tabliczka', 'board.res.tablet.n': 'tabliczki',
  'board.res.arrowhead': 'grot strzały', 'board.res.arrowhead.n': 'groty strzał',
  'board.res.jewel': 'klejnot', 'board.res.jewel.n': 'klejnoty',
  // Symbole podróży: only "samolot" is written out ("symbol samolotu", p. 9); the
  // others are icons in the rulebook (not in the rulebook text).
  'board.zoom.label': 'Powiększenie', 'board.zoom.in': 'Powiększ (+)', 'board.zoom.out': 'Pomniejsz (-)',
  'board.zoom.reset': 'Dopasuj do okna (0)',
  'board.icon.boot': 'but', 'board.icon.car': 'samochód', 'board.icon.ship': 'statek',
  'board.icon.plane': 'samolot', 'board.icon.fear': 'Strach', 'board.icon.idol': 'bożek',
  'board.icon.card': 'karta', 'board.icon.points': 'punkty', 'board.icon.exile': 'usunięcie karty',
  'board.icon.upgrade': 'ulepszenie', 'board.icon.refresh': 'przygotowanie asystenta',
  'board.icon.card_down': 'karta do obszaru gry', 'board.icon.assistant': 'asystent', 'board.icon.artifact': 'artefakt', 'board.icon.guardian': 'strażnik',
  // "stanowisko archeologiczne", "pole", "żetony blokady" (Przygotowanie do gry)
  'board.site': 'Stanowisko {site}', 'board.camp': 'Obóz', 'board.level1': 'Poziom I', 'board.level2': 'Poziom II',
  'board.space': 'Pole {space}', 'board.blocked': 'zablokowane', 'board.empty_space': 'wolne',
  'board.occupied': 'zajęte: {who}', 'board.rival': 'Przeciwnik',
  'board.travel': 'koszt podróży', 'board.discover_cost': 'odkrycie: {n} kompasy + podróż',
  'board.idol_here': 'Bożek: {effect}', 'board.face_down': '+{n} zakryty',
  'board.face_down_tip': 'Zakryte kafelki bożków: {n} (bez efektu, 3 punkty na koniec gry)',
  'board.tile': 'Kafelek stanowiska {tile}', 'board.guardian': 'Strażnik {g}',
  // "ujarzmienie strażnika", "przysługa"
  'board.guardian_tip': 'Strażnik {g}. Ujarzmienie: {cost}. Przysługa: {boon}. 5 punktów.',
  'board.undiscovered': 'nieodkryte',
  // "rząd kart", "księżycowe berło", "runda"
  'board.row': 'Rząd kart', 'board.round': 'Runda {r}', 'board.moon_staff': 'Księżycowe berło: runda {r}',
  'board.item': 'Przedmiot', 'board.artifact': 'Artefakt', 'board.basic': 'Karta podstawowa', 'board.fear': 'Strach',
  'board.cost': 'koszt {cost}', 'board.points_n': 'punkty: {n}',
  'board.item_deck': 'Przedmioty', 'board.artifact_deck': 'Artefakty', 'board.exile': 'Usunięte',
  'board.fear_supply': 'Strach', 'board.site_stacks': 'Stanowiska I {l1} / II {l2}, strażnicy {g}',
  'board.deck_tip': 'Talia przedmiotów {i}, talia artefaktów {a}',
  'board.exile_tip': 'Usunięte karty: przedmioty {i}, artefakty {a}, podstawowe {b}',
  // "tor badań", "lupa", "brulion", "kafelki nagród naukowych", "zaginiona świątynia",
  // "kafelki świątyni"
  'board.research': 'Tor badań', 'board.row_points': 'rząd {row}: lupa {g}, brulion {n} punktów',
  'board.research_space': 'Pole toru badań {space}', 'board.research_cost': 'koszt każdego mostu tutaj: {cost}',
  'board.bonus': 'Kafelek nagrody naukowej: {effect}', 'board.lost_temple': 'Zaginiona świątynia',
  'board.lost_temple_tip': 'Zaginiona świątynia: zakryte kafelki nagród naukowych {n}; punkty za dotarcie {pts}',
  'board.temple_tiles': 'Kafelki świątyni', 'board.temple_stack': 'Kafelki świątyni o wartości {p}: zostało {n}; koszt {cost}',
  'board.glass': 'lupa', 'board.notebook': 'brulion',
  'board.token_of': '{token}: {who}',
  // "asystenci", "srebrna / złota umiejętność", "wyczerpany", "przygotowany", "ratunek"
  'board.assistants': 'Asystenci', 'board.assistant_stack': 'Stos asystentów {n}: zostało {count}',
  'board.assistant_tip': 'Asystent {a}. Srebrna umiejętność: {silver}. Złota umiejętność: {gold}.',
  'board.silver': 'srebrny', 'board.gold': 'złoty', 'board.exhausted': 'wyczerpany', 'board.ready': 'przygotowany',
  'board.rescue': 'Asystenci czekający na ratunek: {n}',
  // "planszetka gracza", "pola bożków", "skrzynie", "obszar gry", "talia", "ręka",
  // "spasowanie", "kafelki strachu", "archeolodzy"
  'board.to_act': 'na ruchu', 'board.passed': 'spasował',
  // "znacznik pierwszego gracza", przekazywany w lewo na koniec rundy
  'board.first_player': 'Znacznik pierwszego gracza: rundę {round} zaczyna {who}',
  'board.first_player_rival': 'Znacznik pierwszego gracza: każdą rundę zaczyna przeciwnik',
  'board.you': 'ty', 'board.winner': 'wygrywa', // "Gracz, który zdobył najwięcej punktów, wygrywa."
  'board.idols': 'Bożki', 'board.idol_crates': 'bożki na skrzyniach: {n}',
  'board.idol_slots': 'Pola bożków', 'board.idol_slot_empty': 'wolne pole bożka: {p} punkty na koniec gry; efekt {effect}',
  'board.idol_slot_full': 'pole zajęte', 'board.boon_used': 'przysługa wykorzystana', 'board.boon_ready': 'przysługa dostępna',
  'board.play_area': 'Obszar gry', 'board.hand_n': 'Ręka {n}',
  'board.deck_n': 'Talia {n}', 'board.fear_tiles': 'Kafelki strachu {n}',
  'board.archaeologists': 'archeolodzy na wyspie: {n}/2',
  // "Punktacja końcowa": badania, świątynia, bożki, strażnicy, karty, Strach
  'board.score.research': 'badania', 'board.score.temple': 'świątynia', 'board.score.idols': 'bożki',
  'board.score.guardians': 'strażnicy', 'board.score.cards': 'karty', 'board.score.fear': 'Strach',
  'board.your_hand': 'Twoja ręka', 'board.no_hand': 'Brak kart na ręce', 'board.drawn': 'Dobrane',
  'board.spectator': 'Obserwujesz grę: ręce graczy są ukryte',
  // "Gra 1-osobowa": "przeciwnik", "kafelki akcji przeciwnika", "strzałka decyzji", pole "-1"
  'board.rival_panel': 'Ekspedycja przeciwnika', 'board.rival_difficulty': 'poziom trudności {d}',
  'board.rival_stack': 'kafelki akcji w stosie: {n}', 'board.rival_next': 'strzałka decyzji: {a}',
  'board.rival_last': 'ostatnie tury', 'board.rival_tiles': 'kafelki {n}',
  'board.rival_idols_minus': 'pole „-1”: {n}', 'board.rival_red': 'czerwone kafelki: {list}',
  'board.left': 'w lewo', 'board.right': 'w prawo',
  'board.free': 'akcja darmowa', 'board.main': 'akcja główna', 'board.free-pass': 'akcja darmowa albo spasowanie', 'board.free-or-pass': 'akcja darmowa albo spasowanie',
};

// Polish card names: only those the Polish rulebook names, in its appendix "Uwagi
// dotyczące wybranych kart" (and the basic cards: "karty Funduszy i Eksploracji",
// "karta Strachu", section "Usuwanie kart"), matched to the English rulebook's
// "Notes on Selected Cards" in the same order.  Every other card keeps its English
// name.  The appendix prints "STROJNI RÓG" (a typo): "Strojny róg" is the word.
export const CARD_NAMES_PL = {
  'funding-car': 'Fundusze', 'funding-ship': 'Fundusze',
  'exploration-car': 'Eksploracja', 'exploration-ship': 'Eksploracja',
  'fear': 'Strach',
  'precision-compass': 'Busola', 'fishing-rod': 'Wędka', 'journal': 'Dziennik',
  'bow-and-arrows': 'Łuk i strzały', 'army-knife': 'Nóż oficerski', 'brush': 'Pędzel',
  'bear-trap': 'Pułapka', 'idol-of-ara-anu': 'Bożek Ara-Anu', 'inscribed-blade': 'Ostrze z inskrypcją',
  'coconut-flask': 'Butelka z kokosa', 'ancient-wine': 'Starożytne wino',
  'crystal-earring': 'Kolczyk z kryształem', 'obsidian-earring': 'Kolczyk z obsydianem',
  'guardians-crown': 'Korona strażnika', 'pathfinders-staff': 'Laska tropiciela',
  'pathfinders-sandals': 'Sandały tropiciela', 'guardians-ocarina': 'Okaryna strażnika',
  'decorated-horn': 'Strojny róg', 'ornate-hammer': 'Zdobiony młot',
};
