// words_pl.js - the page's Polish wording: one template per event type, per
// action kind and per reason (why a click is not legal) of every game, in the template language of words.js (the same
// placeholders and conditions as the English templates of the game's wording
// table: src/games/arnak/views/events.c and action_kinds.c,
// src/games/lost_cities/views/words.c; the catalog's `words`).
//
// Adding an event type or action kind: one row in the game's C table plus one
// line here.  web/dev/make_texts_pl.py --check (CTest web_texts_pl) fails while
// a catalog entry has no line here, or a line here has no catalog entry, or a
// line uses a field its entry lacks.
//
// Terms follow the Polish rulebook as i18n_pl.js and texts_pl.js do (docs/RULE_READINGS.md).
//
// Imported only when the page is in Polish (pl.js: loadPolish); importing it
// fills pl.js's EVENTS_PL, ACTIONS_PL and REASONS_PL, the tables words.js reads.

import * as pl from './pl.js';

export const EVENTS_PL = {
  arnak: {
    pay: '{player} płaci: {amount:resource}',
    gain: '{player} otrzymuje: {amount:resource}',
    play: '{player} kładzie [count>1|{count} × ]{card} na obszarze gry',
    draw: '{player} dobiera [card|{card}][!card count=1|kartę][!card !count=1|karty: {count}][set_aside| i odkłada na bok]',
    return_card: '{player} odkłada [card|{card}][!card|kartę] na wierzch talii',
    gain_card: '{player} bierze kartę {card}[from=row| z rzędu kart][from=revealed| (odkrytą)][from=exile| spośród usuniętych] [to=hand|na rękę][to=play|na obszar gry][to=deck|do talii]',
    exile: '{player} usuwa [count>1|{count} × ]{card}',
    fear: '{player} otrzymuje [count=1|kartę Strachu][!count=1|karty Strachu: {count}]',
    fear_tile: '{player} [change<0|oddaje][!change<0|bierze] kafelki strachu: {change}',
    idol_taken: '{player} bierze kafelek bożka ({idol}) ze stanowiska {site}',
    idol_slot: '{player} [change<0|zdejmuje bożka z pola (zajęte pola: {slots})][!change<0|umieszcza bożka na polu {slots}]',
    overcome: '{player} ujarzmia strażnika {guardian}[site| na stanowisku {site}]',
    boon: '{player} korzysta z przysługi strażnika {guardian}',
    assistant: '{player} [change=recruited|zatrudnia][change=upgraded|awansuje][change=exhausted|używa][change=refreshed|przygotowuje][change=lost|oddaje] asystenta {assistant}',
    research: '{player} przesuwa [token=glass|lupę][token=notebook|brulion] na torze badań: {from} → {to}',
    temple_arrive: '{player} dociera do zaginionej świątyni (jako {rank}.)',
    temple_tile: '{player} bierze kafelek świątyni za {points} pkt',
    arch_place: '{player} wysyła archeologa na {space}',
    arch_return: '{player} zabiera archeologa ze stanowiska {space}',
    pass: '{player} pasuje',
    temple_look: '{player} przegląda stos kafelków nagrody zaginionej świątyni',
    bonus_tile: '{player} bierze kafelek nagrody naukowej: {tile}[lost_temple| (ze stosu zaginionej świątyni)][!lost_temple| (pole badań {space})]',
    site_tile: '{player} odkrywa stanowisko {site}: kafelek {tile}',
    guardian: '[from|Strażnik {guardian} przenosi się z {from} na {site}][!from|Na stanowisku {site} budzi się strażnik {guardian}]',
    row_remove: '{card} [exiled|obok laski księżycowej zostaje usunięta z rzędu kart][!exiled|opuszcza rząd kart]',
    row_add: '{card} trafia do rzędu kart (miejsce {position})',
    reveal_card: '[returned|{card} wraca na wierzch swojej talii][!returned|{player} odkrywa {card} z wierzchu talii]',
    tile_look: '{player} odkrywa kafelek stanowiska poziomu {level}: {tile}',
    assistant_top: '[assistant|{assistant} leży teraz na wierzchu ][assistant stack=3|stosu uratowanych asystentów][assistant !stack=3|stosu asystentów {stack}][!assistant stack=3|Stos uratowanych asystentów jest pusty][!assistant !stack=3|Stos asystentów {stack} jest pusty]',
    round_end: 'Koniec rundy {round}',
    shuffle: '{player} tasuje karty ({count}) i kładzie je pod talią',
    round_begin: 'Początek rundy {round} ([rival_starts|zaczyna przeciwnik][!rival_starts|zaczyna: {start_player}])',
    turn: 'Tura: {player}',
    game_over: 'Koniec gry: [scores|{scores}][!scores|{seat} {score}, przeciwnik {rival_score}: ][winner|wygrywa {seat}][!scores !winner|wygrywa przeciwnik]',
    rival_tile: 'Przeciwnik odkrywa kafelek {tile} (zostało kafelków: {tiles_left})',
    rival_dig: 'Przeciwnik prowadzi wykopaliska na {space} i zdobywa: {resource}',
    rival_discover: 'Przeciwnik odkrywa stanowisko {site}: kafelek {tile}[idol|; bierze kafelek bożka ({idol})][idol_to_minus| (na pole −1)][face_down_idol| i zakrytego bożka (na pole −1)][guardian|; budzi się strażnik]',
    rival_research: 'Przeciwnik prowadzi badania[instead_of_overcome| (żadnego strażnika na jego stanowiskach)]: [at_temple temple_tile|bierze kafelek świątyni za 6 pkt][at_temple !temple_tile|nie ma już kafelka świątyni za 6 pkt][temple_bonus_removed|dociera do zaginionej świątyni, kafelek nagrody odpada z gry][!at_temple !temple_bonus_removed|lupa na pole {space}][bonus_removed|; kafelek nagrody {bonus_removed} odpada z gry][assistant_removed|; usuwa asystenta {assistant_removed}][rescued_removed !assistant_removed|; usuwa uratowanego asystenta {rescued_removed}][rescued_removed assistant_removed| i uratowanego {rescued_removed}]',
    rival_overcome: 'Przeciwnik ujarzmia strażnika {guardian} na stanowisku {site}',
    rival_buy: 'Przeciwnik kupuje {card}',
    rival_nothing: '[round5|Przeciwnik nic nie robi ({tile}: nie w rundzie V)][!round5|Przeciwnik nie może nic zrobić z kafelkiem {tile}]',
    rival_pass: 'Przeciwnik wykorzystał w tej rundzie wszystkie kafelki',
    tiebreak: 'Remis punktowy: [rule=temple|wygrywa ten, kto pierwszy dotarł do zaginionej świątyni][rule=research|wygrywa ten, kto ma więcej punktów za badania][rule=shared|zwycięstwo jest wspólne (nikt nie dotarł pierwszy do zaginionej świątyni, równe punkty za badania)]',
  },
  'lost-cities': {
    start: '{player} rozpoczyna ścieżkę {color} kartą {color} {value}: [figure=researcher|badacz][figure=adventurer|poszukiwacz] na polu 1 ({points})',
    play: '{player} zagrywa {color} {value}',
    discard: '{player} odrzuca {color} {value}',
    move: '{player}: [figure=researcher|badacz][!figure=researcher|poszukiwacz] {color} idzie na pole {to} ({points})[reason=arrow| dzięki strzałce][reason=bonus| dzięki premii z pola 9]',
    bridge: '{player} przekracza most {color}: za mostami {across} z 5 figur',
    artefact: '{player} znajduje artefakt: {color}, pole {step}',
    points: '{player} znajduje punkty zwycięstwa ({points}): {color}, pole {step}',
    arrow: '{player} znajduje strzałkę: {color}, pole {step}',
    not_resolved: '[tile=artefact|Artefakt][tile=points|Punkty zwycięstwa][tile=arrow|Strzałka][tile=none|Nic] na polu {step} ({color}) nie zostaje rozpatrzone: wyprawa kończy się tam',
    skip: '{player} nie wykorzystuje darmowego ruchu',
    draw: '{player} dobiera [card|{card}][!card|kartę] ze stosu (zostało: {left})',
    take: '{player} bierze {color} {value} ze stosu odrzuconych',
    expedition_end: 'Wyprawa {expedition} kończy się: [reason=bridges|pięć figur za mostami][!reason=bridges|dobrano ostatnią kartę]',
    score: '{player} otrzymuje {figure_points} za figury: żetony {chips_before} → {chips_after}, żetony artefaktów: {artefact_chips}',
    expedition_start: 'Wyprawa {expedition} zaczyna się, zaczyna: {start_player}; kafelki i karty rozdane od nowa',
    game_end: '{player}: żetony {chips}, {artefact_points} za żetony artefaktów ({artefact_chips}) = {total}',
    figure_score: '{player}: [figure=researcher|badacz][figure=adventurer|poszukiwacz] na ścieżce {color}, pole {step}: {points}[figure=researcher| (podwójnie)]',
  },
  quetzal: {
    round: 'Runda {round}; znacznik pierwszego gracza ma {first}',
    roll: '{player} rzuca: poszukiwacze {adventurers}, archeolodzy {archaeologists}, dowolne {wild}[coins| i dostaje za stojące meeple monety: {coins}]',
    place: '{player} stawia meeple ({count}) na polu {space}[coins| za {coins} monet]',
    outbid: 'Meeple gracza {player} ({count}) na polu {space} przelicytowuje {by}',
    camp: '{player} dostaje w obozie monety: {coins}',
    reroll: '{player} przerzuca meepla: {from} zmienia się w {to}[coins| (stoi: +1 moneta)]',
    recall: '{player} zabiera meepla z pola {space}',
    automa: 'Automat zagrywa kartę {card}: pole świątyni {temple}, {site_count} na wykopalisku {site}, {market} na czarnym rynku[ship|, {ship} na statku 1]',
    stela: '{player} bierze przy steli znacznik pierwszego gracza',
    take: '{player} bierze {card}[from=site| z wykopaliska][from=temple| ze świątyni]',
    draw: '{player} dobiera z talii [card|{card}][!card|kartę]',
    site: '{player} wygrywa {site}: {bonus}',
    market: '{player} sprzedaje {card} na czarnym rynku za {coins} monet',
    upgrade: '{player} bierze ulepszenie {upgrade}',
    deliver: '{player} dostarcza {count} × {artifact} za {points} PZ[bonus_vp|, +{bonus_vp} PZ][bonus_coins|, +{bonus_coins} monet]',
    discovery: '{player} przesuwa się na torze odkryć na pole {to}[coins|, +{coins} monet][vp|, +{vp} PZ]',
    shuffle: 'Stos kart odrzuconych zostaje potasowany w nową talię ({cards} kart)',
    refill: 'Nowe karty i ulepszenia: świątynia {temple}, wykopaliska {sites}, wioska {upgrades}',
    game_end: '{player} kończy z {total} PZ (znacznik {marker}, monety {coins}, ulepszenia {upgrades})',
  },
};

// The pending decision's sentence without its player (the catalog's
// words.decisions), filled from the first option's action info.
export const DECISIONS_PL = {
  'lost-cities': {
    'play-card': 'rozpocznij ścieżkę, zagraj kartę na ścieżkę albo odrzuć kartę (wyprawa {expedition} z {expeditions})',
    'free-move': '[reason=bonus|premia z pola 9][!reason=bonus|strzałka]: przesuń figurę o jedno pole albo zrezygnuj',
    'draw-card': 'dobierz kartę ze stosu (zostało: {left}) albo ze stosu odrzuconych',
  },
};

// A game's setup options in the lobby (the catalog's `options`): the option's
// label ('name') and line ('name-help'), each value's label ('name-value') and
// line ('name-value-help').
export const OPTIONS_PL = {
  'lost-cities': {
    length: 'Długość gry',
    'length-help': 'Ile wypraw trwa gra',
    'length-long': 'Długa',
    'length-long-help': 'trzy wyprawy, długa tabela artefaktów',
    'length-short': 'Krótka',
    'length-short-help': 'jedna wyprawa, krótka tabela artefaktów',
    paths: 'Ścieżki',
    'paths-help': 'Jakie karty przyjmuje ścieżka',
    'paths-up': 'W górę',
    'paths-up-help': 'każda karta równa ostatniej na swojej ścieżce albo wyższa',
    'paths-updown': 'W górę lub w dół',
    'paths-updown-help': 'druga różna karta na ścieżce wyznacza jej kierunek: w górę albo w dół',
  },
  quetzal: {
    automa: 'Automat',
    'automa-help': 'Automat w grze dwuosobowej (jego karty są niepotwierdzone)',
    'automa-off': 'Wyłączony',
    'automa-off-help': 'dwoje graczy bez automatu',
    'automa-on': 'Włączony',
    'automa-on-help': 'neutralny trzeci gracz co rundę zajmuje pola',
  },
};

export const ACTIONS_PL = {
  arnak: {
    pass: 'Spasuj', // rulebook line 331
    'end-turn': 'Zakończ turę',
    skip: 'Pomiń',
    keep: 'Zatrzymaj resztę',
    yes: 'Tak, zapłać {cost}',
    'use-effect': 'Rozpatrz efekt karty {card}',
    dig: 'Prowadź wykopaliska na {site}[double| (efekt dwukrotnie)]{price}', // "Prowadzenie wykopalisk", line 425
    discover: 'Odkryj stanowisko poziomu {level}: {site}{price}', // line 474
    overcome: 'Ujarzmij strażnika {guardian}{price}', // line 365
    'overcome-free': 'Ujarzmij {guardian} bez kosztu',
    buy: 'Kup {card}{price}', // line 557
    play: 'Zagraj {card}[mode=travel| dla symboli podróży][mode=pass| (strona spasowania)]{price}', // line 369
    research: 'Badania: {token} [temple|do zaginionej świątyni][!temple|na {to}]{price}', // lines 652, 673
    temple: 'Weź kafelek świątyni ({temple_stack}){price}', // line 687
    assistant: 'Użyj asystenta {assistant}{price}', // line 733
    boon: 'Skorzystaj z przysługi strażnika {guardian}{price}', // line 522
    idol: 'Umieść bożka na polu bożka {slot_index}{price}', // line 546
    pay: 'Zapłać: {payment}',
    choose: 'Wybierz: [effect|{effect}][!effect|{option}]',
    upgrade: 'Wymień: {cost} → {gain}',
    order: '[first=row|Najpierw efekt rzędu][first=bonus|Najpierw kafelek nagrody]',
    bonus: 'Weź kafelek nagrody naukowej: {bonus_tile}',
    exile: 'Usuń {card}', // line 634
    discard: 'Połóż {card} na obszarze gry',
    'keep-drawn': 'Zatrzymaj {card}',
    'return-drawn': 'Odłóż {card} na wierzch talii',
    'take-exiled': 'Weź {card} spośród usuniętych',
    activate: 'Rozpatrz efekt stanowiska {site}[effect| ({effect})]',
    'activate-two': 'Rozpatrz efekty stanowisk {sites}',
    'return-archaeologist': 'Zabierz archeologa ze stanowiska {site}',
    relocate: 'Przemieść archeologa z {from} na {to}',
    'move-guardian': 'Przenieś strażnika {guardian} z {from} na {to}',
    recruit: 'Zatrudnij {assistant}{price}', // line 721
    'upgrade-assistant': 'Awansuj {assistant}{price}', // line 743
    'refresh-assistant': 'Przygotuj {assistant}{price}',
    'rescue-assistant': 'Uratuj {assistant}{price}',
    'use-supply-assistant': 'Użyj {assistant} z planszy zasobów{price}',
    'exchange-assistant': 'Wymień {from} na {to}',
    pick: 'Wybierz opcję {index}',
    draw: 'Dobierz: {count}',
    'take-count': 'Weź: {count}',
  },
  'lost-cities': {
    start: 'Rozpocznij ścieżkę {color} kartą {card} ([figure=researcher|badacz][figure=adventurer|poszukiwacz])',
    play: 'Zagraj {card}[to_step| (pole {to_step})][bonus| (ruch premiowy)]',
    discard: 'Odrzuć {card}',
    move: 'Przesuń figurę {color} na pole {to_step}',
    skip: 'Nie wykorzystuj darmowego ruchu',
    draw: 'Dobierz ze stosu',
    take: 'Weź {card} ze stosu odrzuconych',
  },
  quetzal: {
    place: 'Postaw {count} na polu {space}',
    reroll: 'Przerzuć meepla ({face})',
    'reroll-all': 'Przerzuć wszystkie czarne i białe meeple',
    recall: 'Zabierz meepla z pola {space}',
    pass: 'Pas',
    pick: 'Weź {card} ze świątyni',
    sell: 'Sprzedaj {card} za 7 monet',
    upgrade: 'Weź ulepszenie {upgrade}',
    deliver: 'Dostarcz {count} × {artifact}',
  },
};

export const REASONS_PL = {
  arnak: {
    legal: 'to jest teraz dozwolone',
    game_over: 'gra się skończyła',
    not_your_turn: 'nie twoja kolej[turn>-1|: decyduje {turn}]',
    not_legal: 'to nie jest teraz dozwolony ruch',
    unknown: 'nie ma w tej grze niczego o tej nazwie',
    step: 'najpierw dokończ bieżący krok',
    main_used: 'w tej turze wykonałeś już akcję główną',
    main_first: 'najpierw wykonaj akcję główną (albo spasuj)',
    no_archaeologist: 'nie masz już wolnego archeologa',
    occupied: 'to stanowisko jest zajęte',
    travel: 'nie możesz opłacić kosztu podróży: {icon}[icon2| + {icon2}]',
    cost: 'potrzeba: {need:resource}, masz {have}',
    idols: 'potrzeba bożków: {need}, masz {have}',
    no_site_tile: 'nie ma już kafelków stanowisk poziomu {level}',
    no_guardian: 'nie ma tam strażnika',
    not_at_site: 'potrzebujesz archeologa na jego stanowisku',
    card_down: 'koszt wymaga położenia karty z ręki na obszarze gry: twoja ręka jest pusta',
    not_in_row: 'tej karty nie ma w rzędzie kart',
    not_in_hand: 'tej karty nie masz na ręce',
    in_play: 'ta karta jest już na obszarze gry',
    no_action: '[fear|karta Strachu nic nie robi: ][!fear|ta karta nie ma efektu do zagrania: ]jej symbole podróży opłacają podróż',
    not_next: 'to pole nie leży o krok nad twoim znacznikiem: {token}',
    notebook_ahead: 'brulion nie może wyprzedzić lupy',
    notebook_temple: 'brulion nie może wejść do zaginionej świątyni',
    at_temple: 'twój znacznik ({token}) jest już w zaginionej świątyni',
    not_at_temple: 'kafelki świątyni wymagają lupy w zaginionej świątyni',
    stack_empty: 'ten stos jest pusty',
    no_idol: 'nie masz bożka do umieszczenia',
    slots_full: 'wszystkie twoje pola bożków są zajęte',
    deck_empty: 'twoja talia jest pusta',
    no_assistant: 'nie masz takiego asystenta',
    tired: 'ten asystent jest zmęczony',
    useless: 'to teraz nic by nie dało',
    not_overcome: 'nie ujarzmiłeś tego strażnika',
    boon_used: 'przysługa tego strażnika jest już wykorzystana',
    boon_travel: 'ta przysługa opłaca koszt podróży: użyj jej podczas podróży',
  },
  'lost-cities': {
    legal: 'to jest teraz dozwolone',
    game_over: 'gra się skończyła',
    not_your_turn: 'nie twoja kolej[turn>-1|: decyduje {turn}]',
    not_legal: 'to nie jest teraz dozwolony ruch',
    unknown: 'nie ma w tej grze niczego o tej nazwie',
    play_first: 'najpierw zagraj albo odrzuć kartę',
    move_first: 'najpierw przesuń figurę albo zrezygnuj z darmowego ruchu',
    draw_first: 'najpierw dobierz kartę',
    not_in_hand: 'tej karty nie masz na ręce',
    lower: '{card} jest [down|wyższa][!down|niższa] niż {last}, ostatnia karta na twojej ścieżce {color}',
    no_path: 'nie masz figury na ścieżce {color}: najpierw ją rozpocznij',
    started: 'masz już figurę na ścieżce {color}',
    no_adventurer: 'nie masz już wolnego poszukiwacza',
    researcher_out: 'twój badacz jest już na ścieżce',
    no_card: 'nie masz karty w kolorze {color}',
    pile_empty: 'stos odrzuconych {color} jest pusty',
    just_discarded: 'nie możesz wziąć z powrotem karty, którą właśnie odrzuciłeś',
    deck_empty: 'stos do dobierania jest pusty',
    path_end: 'figura {color} jest na końcu swojej ścieżki',
  },
  quetzal: {
    legal: 'to jest teraz dozwolone',
    game_over: 'gra się skończyła',
    not_your_turn: 'nie twoja kolej[turn>-1|: decyduje {turn}]',
    not_legal: 'to nie jest teraz dozwolony ruch',
    unknown: 'nie ma w tej grze niczego o tej nazwie',
    not_placing: 'meeple stawia się tylko w fazie rozmieszczania',
    covered: 'pole {space} jest zakryte w grze dwuosobowej',
    taken: 'pole {space} jest już zajęte w tej rundzie',
    marker: 'masz znacznik pierwszego gracza: stela nie jest dla ciebie',
    kind: 'pole {space} przyjmuje tylko: {kind}',
    one: 'na polu {space} staje dokładnie jeden meepel',
    own_bid: 'licytacja na polu {space} jest już twoja',
    outbid: 'przelicytuj więcej niż {count} [kind|({kind})][!kind|meepli] na polu {space}',
    meeples: 'masz meepli do postawienia jako {kind}: {have}, nie {need}',
    no_character: 'twoja postać już stoi na planszy',
    cost: 'potrzeba monet: {need}, masz {have}',
  },
};

// The log says what a player did in the third person (log.js): one line per
// action kind, the same placeholders as ACTIONS_PL; a kind without one is
// said in the words of ACTIONS_PL.
export const LOG_ACTIONS_PL = {
  arnak: {
    pass: 'pasuje',
    'end-turn': 'kończy turę',
    skip: 'pomija',
    keep: 'zatrzymuje resztę',
    yes: 'płaci {cost}',
    'use-effect': 'rozpatruje efekt karty {card}',
    dig: 'prowadzi wykopaliska na {site}[double| (efekt dwukrotnie)]{price}',
    discover: 'odkrywa stanowisko poziomu {level}: {site}{price}',
    overcome: 'ujarzmia strażnika {guardian}{price}',
    'overcome-free': 'ujarzmia {guardian} bez kosztu',
    buy: 'kupuje {card}{price}',
    play: 'zagrywa {card}[mode=travel| dla symboli podróży][mode=pass| (strona spasowania)]{price}',
    research: 'prowadzi badania: {token} [temple|do zaginionej świątyni][!temple|na {to}]{price}',
    temple: 'bierze kafelek świątyni ({temple_stack}){price}',
    assistant: 'używa asystenta {assistant}{price}',
    boon: 'korzysta z przysługi strażnika {guardian}{price}',
    idol: 'umieszcza bożka na polu bożka {slot_index}{price}',
    pay: 'płaci: {payment}',
    choose: 'wybiera: [effect|{effect}][!effect|{option}]',
    upgrade: 'wymienia: {cost} → {gain}',
    order: '[first=row|najpierw rozpatruje efekt rzędu][first=bonus|najpierw bierze kafelek nagrody]',
    bonus: 'bierze kafelek nagrody naukowej: {bonus_tile}',
    exile: 'usuwa {card}',
    discard: 'kładzie {card} na obszarze gry',
    'keep-drawn': 'zatrzymuje {card}',
    'return-drawn': 'odkłada {card} na wierzch talii',
    'take-exiled': 'bierze {card} spośród usuniętych',
    activate: 'rozpatruje efekt stanowiska {site}[effect| ({effect})]',
    'activate-two': 'rozpatruje efekty stanowisk {sites}',
    'return-archaeologist': 'zabiera archeologa ze stanowiska {site}',
    relocate: 'przemieszcza archeologa z {from} na {to}',
    'move-guardian': 'przenosi strażnika {guardian} z {from} na {to}',
    recruit: 'zatrudnia {assistant}{price}',
    'upgrade-assistant': 'awansuje {assistant}{price}',
    'refresh-assistant': 'przygotowuje {assistant}{price}',
    'rescue-assistant': 'ratuje {assistant}{price}',
    'use-supply-assistant': 'używa {assistant} z planszy zasobów{price}',
    'exchange-assistant': 'wymienia {from} na {to}',
    pick: 'wybiera opcję {index}',
    draw: 'dobiera: {count}',
    'take-count': 'bierze: {count}',
  },
  'lost-cities': {
    start: 'rozpoczyna ścieżkę {color} kartą {card} ([figure=researcher|badacz][figure=adventurer|poszukiwacz])',
    play: 'zagrywa {card}[to_step| (pole {to_step})][bonus| (ruch premiowy)]',
    discard: 'odrzuca {card}',
    move: 'przesuwa figurę {color} na pole {to_step}',
    skip: 'nie wykorzystuje darmowego ruchu',
    draw: 'dobiera ze stosu',
    take: 'bierze {card} ze stosu odrzuconych',
  },
  quetzal: {
    place: 'stawia {count} na polu {space}',
    reroll: 'przerzuca meepla ({face})',
    'reroll-all': 'przerzuca wszystkie czarne i białe meeple',
    recall: 'zabiera meepla z pola {space}',
    pass: 'pasuje',
    pick: 'bierze {card} ze świątyni',
    sell: 'sprzedaje {card} za 7 monet',
    upgrade: 'bierze ulepszenie {upgrade}',
    deliver: 'dostarcza {count} × {artifact}',
  },
};

// The log's own words (log.js: LOG_STRINGS).
export const LOG_PL = {
  'log.by': '{what}: {produced}',
  'log.round_summary': 'Koniec rundy {round}: {scores}',
  'log.expedition_summary': 'Koniec wyprawy {round}: {scores}',
  'log.round_next': 'Początek rundy {round} (zaczyna: {who})',
  'log.round_next_rival': 'Początek rundy {round} (zaczyna przeciwnik)',
  'log.points': '{who} {total}',
  'log.points_gained': '{who} {total} (+{gained})',
  'log.winner': 'zwycięzca',
  'log.rival': 'Przeciwnik',
  'log.paid_hidden': 'płaci kartą z ręki',
  'name.camp': '{id} (obóz)',
  'name.site1': '{id} (poziom I)',
  'name.site2': '{id} (poziom II)',
  'name.guardian': '{id}',
  'name.assistant': '{id} ({effect})',
  'name.assistant_plain': '{id}',
  'name.tile': '„{effect}” ({id})',
  'name.tile_plain': '{id}',
  'log.lc_step': '[figure=researcher|badacz][!figure=researcher|poszukiwacz] na pole {to} ({points})',
  'log.lc_move': 'przesuwa [figure=researcher|badacza][!figure=researcher|poszukiwacza] {color} na pole {to} ({points})[reason=arrow| dzięki strzałce][reason=bonus| dzięki premii z pola 9]',
};

Object.assign(pl.LOG_STRINGS_PL, LOG_PL);
Object.assign(pl.LOG_ACTIONS_PL, LOG_ACTIONS_PL);
Object.assign(pl.EVENTS_PL, EVENTS_PL);
Object.assign(pl.ACTIONS_PL, ACTIONS_PL);
Object.assign(pl.REASONS_PL, REASONS_PL);
Object.assign(pl.DECISIONS_PL, DECISIONS_PL);
Object.assign(pl.OPTIONS_PL, OPTIONS_PL);
