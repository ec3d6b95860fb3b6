// i18n.js - the page's words in English and Polish: t(key, vars), setLang().
//
// Every visible string of the page goes through t(); action labels and event
// sentences are the game's wording table (words.js, words_pl.js).  board.js brings its own
// strings (BOARD_STRINGS), merged here by app.js with addStrings().  The
// language is kept in localStorage ("arnak.lang"); switching it calls the
// listeners (the app re-renders, no reload).
//
// Polish game terms are transcribed from the official Polish rulebook
// ("Zaginiona wyspa Arnak"); the line numbers of its text are given next to
// them.  Words the rulebook's text does not spell out (it shows icons)
// are marked "no rulebook word".

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
    'menu.resign': 'Resign',
    'menu.resign_confirm': 'Resign this game? It ends at once.',
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
    'log.undo': '{seat} takes back a step',
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
    'dec.end-of-round-keep': 'End of round: discard cards from hand, or keep the rest',
    'pay.pilot': '2 coins for a plane (pilot)',
    'pay.made': 'the {icon} you made',
    'pay.card': '{card} (card)',
    'pay.card_icons': '{card} ({icons})',
    'pay.assistant': 'assistant {name}',
    'pay.boon': 'the boon of {name}',
    'pay.discount': '{n} {icon} already covered',
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
  },
  pl: {
    'app.title': 'Zaginiona wyspa Arnak', // rulebook title page, lines 3-5
    'lang.label': 'Język',
    'status.connecting': 'łączenie…',
    'status.connected': 'połączono',
    'status.reconnecting': 'ponowne łączenie…',
    'status.offline': 'brak połączenia',
    'top.undo': 'Cofnij',
    'top.menu': 'Menu',
    'top.help': 'Pomoc',
    'top.hint': 'Podpowiedź',
    'top.round': 'Runda {round}', // "runda", line 30 ff.
    'top.your_turn': 'Twoja tura', // "tura", line 330
    'top.turn_of': 'tura: {seat}',
    'top.over': 'koniec gry',
    'top.spectating': 'obserwujesz',
    'top.you_are': 'Ty: {seat}',
    'menu.lobby': 'Wróć do ekranu startowego',
    'menu.resign': 'Poddaj się',
    'menu.resign_confirm': 'Poddać tę grę? Skończy się natychmiast.',
    'menu.invites': 'Linki z zaproszeniami',
    'menu.record': 'Pobierz zapis gry',
    'lobby.new': 'Nowa gra',
    'lobby.game': 'Gra',
    'lobby.mode': 'Tryb',
    'mode.bots': 'Przeciwko botom',
    'mode.solo': 'Rozgrywka 1-osobowa z przeciwnikiem', // "Rozgrywka 1-osobowa", line 988
    'mode.hotseat': 'Przy jednym ekranie (kilka osób)',
    'mode.online': 'Przez sieć (linki z zaproszeniami)',
    'mode.bots.help': 'Grasz jako gracz 1; pozostałe miejsca zajmują boty, które grają same.',
    'mode.solo.help': 'Jeden gracz przeciwko ekspedycji przeciwnika z zasad rozgrywki 1-osobowej: w każdej turze odkrywa kafelek akcji, nie otrzymuje zasobów, zbiera punkty.', // lines 1026-1035
    'mode.hotseat.help': 'Kilka osób przy jednym ekranie; między turami ekran zasłania karty na ręce.',
    'mode.online.help': 'Utwórz grę i wyślij każdemu graczowi jego link; ruchy pojawiają się tu na bieżąco.',
    'lobby.players': 'Liczba graczy',
    'lobby.bot': 'Siła bota',
    'lobby.bot_seat': 'Miejsce {n}',
    'lobby.you': 'Ty',
    'lobby.difficulty': 'Poziom trudności', // "poziom trudności rozgrywki – od 0 do 5", line 1020
    'lobby.difficulty.help': 'Liczba czerwonych kafelków wśród 10 kafelków akcji przeciwnika: 0 to najłagodniejszy przeciwnik, 5 najtrudniejszy (czerwone kafelki to silniejsze akcje).', // lines 1008-1020
    'lobby.side': 'Strona planszy',
    'side.bird': 'Świątynia Ptaka', // line 14
    'side.snake': 'Świątynia Węża', // line 14
    'side.bird.help': 'Zalecana w pierwszej rozgrywce.', // line 141
    'side.snake.help': 'Inne koszty podróży i inny tor badań, specjalne zasady.', // line 941
    'lobby.seed': 'Ziarno losowania (opcjonalnie)',
    'lobby.seed.help': 'To samo ziarno daje to samo rozdanie; zostaw puste dla nowej gry.',
    'lobby.create': 'Utwórz grę',
    'lobby.spectate': 'Obserwuj grę',
    'lobby.spectate.help': 'Identyfikator gry albo link z zaproszeniem',
    'lobby.watch': 'Obserwuj',
    'lobby.my_games': 'Moje gry',
    'lobby.no_games': 'W tej przeglądarce nie ma jeszcze zapisanych gier.',
    'lobby.resume': 'Wznów',
    'lobby.forget': 'Zapomnij',
    'lobby.game_line': '{game} · miejsce {seat}',
    'lobby.your_turn': 'Twoja tura',
    'lobby.waiting': 'czekasz',
    'lobby.over': 'zakończona',
    'lobby.gone': 'nie ma jej już na serwerze',
    'lobby.hotseat_line': 'przy jednym ekranie, {n} miejsc',
    'bot.easy': 'łatwy',
    'bot.medium': 'średni',
    'bot.hard': 'trudny',
    'bot.expert': 'ekspert',
    'bot.easy.help': 'krótkie przeszukiwanie: dobry do nauki gry',
    'bot.medium.help': 'solidny przeciwnik',
    'bot.hard.help': 'przeszukuje znacznie głębiej; gra dobrze',
    'bot.expert.help': 'najsilniejszy; myśli do sekundy nad ruchem',
    'bot.random.help': 'dowolny dozwolony ruch (testy)',
    'bot.greedy.help': 'bierze to, co teraz wygląda najlepiej',
    'bot.ismcts.help': 'bot przeszukujący z ustawieniami domyślnymi',
    'bot.ismcts-fast.help': 'szybkie przeszukiwanie',
    'bot.other': 'inne boty',
    'invites.title': 'Linki z zaproszeniami',
    'invites.help': 'Wyślij każdemu graczowi jego własny link (zawiera klucz tego miejsca). Kto ma link, gra na tym miejscu.',
    'invites.copy': 'Kopiuj',
    'invites.copied': 'Skopiowano',
    'invites.you': '(Ty)',
    'invites.close': 'Zamknij',
    'invites.watch': 'Obserwatorzy: {link}',
    'game.hand': 'Twoja ręka', // "Ręka gracza", line 375
    'game.players': 'Gracze',
    'game.actions': 'Wszystkie akcje',
    'game.log': 'Dziennik',
    'game.decision': 'Decyzja',
    'game.wait': 'Czekamy na: {seat}…',
    'game.moved_on': 'Gra poszła naprzód: oto aktualna sytuacja.',
    'game.no_actions': 'Teraz nie masz nic do zrobienia.',
    'game.pay_with': 'Zapłać',
    'game.or': 'albo',
    'pass.title': 'Spasować w tej rundzie?', // "Spasowanie", line 331
    'pass.text': 'Masz jeszcze na ręce kart: {n}. Po spasowaniu nie rozgrywasz już tur do końca bieżącej rundy.', // line 791
    'pass.yes': 'Spasuj',
    'pass.no': 'Graj dalej',
    'privacy.title': 'Przekaż ekran: {seat}',
    'privacy.text': 'Pozostali gracze odwracają wzrok. Następny gracz: {seat}.',
    'privacy.ready': 'Jestem {seat}: pokaż moją rękę',
    'chooser.title': 'Wybierz',
    'chooser.cancel': 'Anuluj',
    'final.title': 'Punktowanie końcowe', // line 836
    'final.winner': 'zwycięzca',
    'final.rival': 'Przeciwnik',
    'final.download': 'Pobierz zapis gry',
    'final.lobby': 'Nowa gra',
    'score.research': 'Tor badań', // "torze badań", line 848
    'score.temple': 'Świątynia', // "kafelek świątyni", line 852
    'score.idols': 'Bożki', // line 856
    'score.guardians': 'Strażnicy', // line 860
    'score.cards': 'Karty', // line 864
    'score.fear': 'Strach', // line 868
    'score.total': 'Suma',
    'score.category': 'Kategoria',
    'log.round_end': 'Koniec rundy {round}:',
    'log.game_end': 'Koniec gry:',
    'log.undo': '{seat} cofa krok',
    'log.resign': '{seat} poddaje się',
    'log.resync': '(wcześniejsze wpisy dziennika nie są już przechowywane)',
    'log.joined': 'Dołączono do gry {id}',
    'seat.you': 'Ty',
    'seat.rival': 'Przeciwnik', // "przeciwnik", line 1000
    'seat.n': 'Miejsce {n}',
    'colour.red': 'Czerwony', // "Czerwony gracz", line 439
    'colour.blue': 'Niebieski', // "niebieski gracz", line 699
    'colour.orange': 'Pomarańczowy',
    'colour.green': 'Zielony',
    'colour.purple': 'Fioletowy',
    'colour.yellow': 'Żółty', // "Żółty gracz", line 703
    'colour.sky': 'Błękitny',
    'colour.vermillion': 'Cynobrowy',
    'colour.pink': 'Różowy',
    'help.title': 'Pomoc',
    'help.text': 'Aby wykonać akcję, kliknij podświetlone miejsce na planszy albo kartę na ręce. Gdy jedno kliknięcie może znaczyć kilka rzeczy, pojawi się krótka lista. Płatności i inne wybory są na pasku pod planszą; lista „Wszystkie akcje” pokazuje każdą możliwość.',
    'help.keys': 'Klawisze: Tab / Shift+Tab przechodzą dalej, Enter lub Spacja wykonuje, u cofa, ? ta pomoc, Esc zamyka okienko.',
    'help.close': 'Zamknij',
    'generic.state': 'Stan',
    'generic.scores': 'Punkty',
    'generic.seat': 'Miejsce',
    'err.generic': 'Błąd: {msg}',
    'err.no_game': 'Tej gry nie ma na serwerze.',
    'err.bad_token': 'Klucz z linku nie pasuje do tego miejsca.',
    'err.catalog': 'Ten serwer nie podaje tekstów elementów gry.',
    'hint.title': 'Bot podpowiada (szansa na wygraną)',
    'hint.none': 'Brak podpowiedzi.',
    'dec.over': 'Koniec gry',
    'dec.resigned': '{seat} poddał(a) grę: koniec gry',
    'dec.turn': 'Wybierz akcję główną (albo akcję darmową)', // lines 353-357
    'dec.after-main': 'Wykonaj akcje darmowe albo zakończ turę',
    'dec.pay-travel': 'Opłać koszt podróży: {icons}', // "Opłacenie kosztów podróży", line 443
    'dec.draw': 'Ile kart dobierasz?',
    'dec.exile': 'Możesz usunąć kartę z ręki albo z obszaru gry', // "usunięcie", line 634
    'dec.discard': 'Połóż kartę z ręki w swoim obszarze gry', // "obszar gry", line 413
    'dec.pay-resource': 'Zapłacić za ten efekt?',
    'dec.pay-card-down': 'Zagrać kartę z ręki na obszar gry dla tego efektu?',
    'dec.choice': 'Wybierz jedno',
    'dec.upgrade': 'Możesz wymienić zasób na lepszy',
    'dec.dig-or-discover': 'Możesz prowadzić wykopaliska albo odkryć stanowisko',
    'dec.activate': 'Wybierz stanowisko, którego efekt rozpatrzysz',
    'dec.relocate': 'Przemieść jednego ze swoich archeologów',
    'dec.overcome-free': 'Wybierz strażnika do ujarzmienia bez opłacania kosztu', // line 520
    'dec.move-guardian': 'Przenieś strażnika na wolne stanowisko',
    'dec.buy': 'Możesz wziąć kartę z rzędu kart', // "rząd kart", line 148
    'dec.bought-artifact': 'Rozpatrzyć efekt właśnie kupionego artefaktu?', // line 593
    'dec.research': 'Możesz przeprowadzić badania', // line 652
    'dec.research-order': 'Najpierw efekt rzędu czy kafelek nagrody naukowej?',
    'dec.bonus-pick': 'Wybierz kafelek nagrody naukowej', // line 197
    'dec.recruit': 'Zatrudnij asystenta', // "Zatrudnianie asystentów", line 721
    'dec.upgrade-assistant': 'Awansuj asystenta na złoty poziom', // "Awansowanie asystentów", line 743
    'dec.refresh-assistant': 'Przygotuj asystenta', // "przygotowani", line 739
    'dec.rescue-assistant': 'Uratuj asystenta',
    'dec.supply-assistant': 'Użyj asystenta z planszy zasobów',
    'dec.exchange-assistant': 'Wymień jednego ze swoich asystentów',
    'dec.earring-count': 'Ile kart dobrać?',
    'dec.keep-drawn': 'Zatrzymaj na ręce jedną z dobranych kart',
    'dec.return-drawn': 'Możesz odłożyć jedną dobraną kartę na wierzch talii',
    'dec.take-exiled-item': 'Możesz wziąć przedmiot spośród usuniętych kart',
    'dec.return-archaeologist': 'Zabierz jednego ze swoich archeologów',
    'dec.end-of-round-keep': 'Koniec rundy: odrzuć karty z ręki albo zatrzymaj resztę',
    'pay.pilot': '2 monety za samolot (pilot)', // "Zatrudnienie pilota", line 463-465
    'pay.made': 'zdobyty symbol: {icon}',
    'pay.card': '{card} (karta)',
    'pay.card_icons': '{card} ({icons})',
    'pay.assistant': 'asystent {name}',
    'pay.boon': 'przysługa strażnika {name}',
    'pay.discount': 'już opłacone: {n} {icon}',
    'token.glass': 'lupa', // "znacznik lupy", line 90
    'token.notebook': 'brulion', // "znacznik brulionu", line 90
    'zone.hand': 'ręka',
    'zone.play': 'obszar gry',
    'zone.fear-tile': 'kafelek strachu',
    'card.fear-tile': 'kafelek strachu', // line 868
    'bonus.coin': 'moneta', 'bonus.compass': 'kompas', 'bonus.tablet': 'tabliczka',
    'bonus.card': 'karta', 'bonus.exile': 'usunięcie', 'bonus.upgrade': 'wymiana',
    'slot.n': 'pole {n}',
    'stack.n': 'stos {n}',
    'gold': 'złoty', // "złota umiejętność", line 719
    'silver': 'srebrny', // "srebrna umiejętność", line 719
    'cost.free': 'bez kosztu',
    'arrow': '→',
    'words.and': 'i',
    // Polish plural forms: one|few (2-4)|many.  Resource words: lines 341-345
    // (Monety, Kompasy, Tabliczki, Groty strzał, Klejnoty).
    'res.coin': 'moneta|monety|monet',
    'res.compass': 'kompas|kompasy|kompasów',
    'res.tablet': 'tabliczka|tabliczki|tabliczek',
    'res.arrowhead': 'grot strzały|groty strzał|grotów strzał',
    'res.jewel': 'klejnot|klejnoty|klejnotów',
    'res.idol': 'bożek|bożki|bożków', // line 538
    'res.fear': 'karta Strachu|karty Strachu|kart Strachu', // line 26
    'res.draw': 'dobrana karta|dobrane karty|dobranych kart',
    'res.points': 'punkt|punkty|punktów',
    'res.card_down': 'karta na obszar gry|karty na obszar gry|kart na obszar gry',
    'res.guardian': 'ujarzmiony strażnik|ujarzmieni strażnicy|ujarzmionych strażników',
    // Travel icons: the rulebook's text shows icons; only "samolot" is a word
    // there (line 465).  The others: no rulebook word.
    'icon.boot': 'but|buty|butów',
    'icon.car': 'samochód|samochody|samochodów',
    'icon.ship': 'statek|statki|statków',
    'icon.plane': 'samolot|samoloty|samolotów',
    'cardname.funding': 'Fundusze', // "karty Funduszy", line 621
    'cardname.exploration': 'Eksploracja', // "Eksploracji", line 621
    'cardname.fear': 'Strach', // line 26
    'cardname.parrot': 'Papuga', // line 623
  },
};

const LANGS = ['en', 'pl'];
let current = 'en';
const listeners = [];

try {
  const saved = localStorage.getItem('arnak.lang');
  if (LANGS.includes(saved)) current = saved;
  else if ((navigator.language || '').toLowerCase().startsWith('pl')) current = 'pl';
} catch (e) {
  // localStorage may be unavailable (private mode): English, not persisted.
}

/** The current language, 'en' or 'pl'. */
export function lang() { return current; }

/** The languages offered. */
export function langs() { return LANGS.slice(); }

/** Merge another module's strings ({en: {...}, pl: {...}}); the page's own win on clashes. */
export function addStrings(extra) {
  if (!extra) return;
  for (const l of Object.keys(extra)) {
    STRINGS[l] = Object.assign({}, extra[l] || {}, STRINGS[l] || {});
  }
}

/** Does the current (or English) table have the key? */
export function has(key) {
  return key in (STRINGS[current] || {}) || key in STRINGS.en;
}

function raw(key) {
  const mine = STRINGS[current] || {};
  if (key in mine) return mine[key];
  if (key in STRINGS.en) return STRINGS.en[key];
  return key;
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

/** Set the language ('en' | 'pl'), remember it, tell the listeners. */
export function setLang(l) {
  if (!LANGS.includes(l) || l === current) return;
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
