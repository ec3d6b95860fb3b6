// i18n_pl.js - the page's strings in Polish (the keys of i18n.js's English
// table), imported only when the page is in Polish (pl.js: loadPolish copies it).
//
// Polish game terms are transcribed from the official Polish rulebook
// ("Zaginiona wyspa Arnak"); the line numbers of its text are given next to
// them.  Words the rulebook's text does not spell out (it shows icons)
// are marked "no rulebook word".

export const STRINGS_PL = {
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
  'dec.more': 'Więcej… ({n})',
  'dec.more_title': 'Więcej możliwości',
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
  'dec.end-of-round-keep': 'Koniec rundy: połóż karty z ręki na obszarze gry albo zatrzymaj resztę',
  'pay.pilot': '2 monety za samolot (pilot)', // "Zatrudnienie pilota", line 463-465
  'pay.made': 'zdobyty symbol: {icon}',
  'pay.card': '{card} (karta)',
  'pay.card_icons': '{card} ({icons})',
  'pay.assistant': 'asystent {name}',
  'pay.boon': 'przysługa strażnika {name}',
  'pay.discount': 'już opłacone: {n} {icon}',
  'why.not_your_turn': 'nie twoja kolej',
  'why.watching': 'oglądasz tę grę',
  'why.not_legal': 'to nie jest teraz dozwolony ruch',
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
  // motion.js: the speed of others' moves, skipping them
  'motion.label': 'Ruchy',
  'motion.instant': 'Od razu',
  'motion.fast': 'Szybko',
  'motion.normal': 'Normalnie',
  'motion.slow': 'Wolno',
  'motion.skip': 'Pomiń do teraz',
  'motion.skip_n': 'Pomiń do teraz ({n})',
  // stół: obecność i czat (table.js), twoja tura (notify.js)
  'table.title': 'Stół i czat',
  'table.online': 'jest',
  'table.away': 'nieobecny',
  'table.not_joined': 'jeszcze nie dołączył',
  'table.watching': 'obserwujący: {n}',
  'table.joined': '{seat} dołącza do gry',
  'table.spectator': 'Obserwator',
  'table.placeholder': 'Wiadomość do stołu',
  'table.send': 'Wyślij',
  'table.read_spectators': 'Czytaj czat obserwatorów',
  'table.waiting_away': '({seat}: nieobecny; gra czeka na powrót)',
  'table.err.rate': 'Za dużo wiadomości: najwyżej 10 w 10 sekund. Chwilę poczekaj.',
  'table.err.too_long': 'Wiadomość ma najwyżej {n} znaków.',
  'table.err.no_chat': 'Ta gra nie ma czatu.',
  'notify.label': 'Twoja tura',
  'notify.title': 'Twoja tura w tytule karty',
  'notify.sound': 'Dźwięk w twojej turze',
  'notify.popup': 'Powiadomienie, gdy karta jest ukryta',
  'notify.your_turn': 'Twoja tura',
  'notify.short_title': 'Arnak',
  'notify.popup_body': 'W twojej grze w Arnak czeka na ciebie decyzja.',
  // mygames.js: wiersze listy Moje gry
  'lobby.bots_advanced': 'Zaawansowane: także boty programistów',
  'mygames.bot': 'bot {bot}',
  'mygames.against': 'przeciwko',
  'mygames.winner': 'wygrywa:',
  'mygames.winners': 'wygrywają:',
  'mygames.turn_of': 'ruch:',
  'mygames.last': 'ostatnio grana {when}',
  'mygames.replay': 'Powtórka',
  'mygames.bad_key': 'klucz nie pasuje',
  'err.bad_key': 'Klucz w tym linku nie pasuje do tego miejsca: gra istnieje, ale link nie jest tego gracza. Poproś o link jeszcze raz.',
  // replay.js: przeglądarka powtórek
  'replay.title': 'Powtórka',
  'replay.step': 'Ruch {n} z {total}',
  'replay.start': 'Początek gry',
  'replay.first': 'Na początek',
  'replay.prev': 'Ruch wstecz',
  'replay.next': 'Ruch naprzód',
  'replay.last': 'Na koniec',
  'replay.view_as': 'Widok gracza',
  'replay.close': 'Zamknij powtórkę',
  'replay.chart': 'Szansa na wygraną: {seat} (ocena bota średniego)',
  'replay.chart_running': 'Bot średni ocenia ruchy…',
  'replay.chart_failed': 'Brak wykresu szans: {msg}',
  'replay.chart_none': 'Brak decyzji z wyborem do oceny.',
  'replay.drop': 'Ruch {n}: szansa spadła o {pct} %',
  'replay.open_file': 'Otwórz zapis gry…',
  'replay.open_help': 'Pobrany zapis gry (lub zapisana gra z terminala), pokazany ruch po ruchu.',
  'replay.bad_file': 'Tego pliku nie da się odtworzyć: {msg}',
  // rematch.js
  'rematch.button': 'Rewanż',
  'rematch.title': 'Rewanż',
  'rematch.offer': 'Rewanż gotowy: ten sam stół, miejsca przesunięte o jedno. Grasz jako {seat}.',
  'rematch.offer_watch': 'Rozpoczął się rewanż tej gry.',
  'rematch.join': 'Dołącz do rewanżu',
  'rematch.watch': 'Obserwuj rewanż',
  'rematch.no': 'Nie teraz',
  'rematch.failed': 'Brak rewanżu: {msg}',
};
