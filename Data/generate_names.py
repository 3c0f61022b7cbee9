#!/usr/bin/env python3
"""Deterministic generator of realistic mixed-script personal names (benchmarks).

Usage:
    python3 Data/generate_names.py --rows N [--seed S] [--output FILE]

Writes N names, one per line (UTF-8, LF line ends, no blank lines), to FILE
or to standard output. Default seed: 42. The same --rows/--seed always gives
byte-identical output, on any platform and any Python 3 version: the script
uses only random.Random(seed).random() (the Mersenne Twister core, whose
output for an integer seed has been stable since Python 3.2); picks are
made as pool[int(random() * len(pool))]. No numpy, standard library only.
Output for --rows N is a prefix of the output for any larger N (same seed).

Mix (share of rows, chosen per row):
    60 %  Latin script: en, de, fr, es, it, pt, nl, pl, tr, sv, da, nb, fi,
          is, cs, sk, hu, hr, lt, lv, et, ro, vi (diacritics as in each
          language, e.g. Müller, Łukasz, Şahin, Nguyễn, Ñíguez)
    10 %  Cyrillic: ru, uk, bg, sr, mn
    10 %  CJK Han: Chinese (simplified and traditional), Japanese kanji
     5 %  Hangul (Korean)
     5 %  Arabic script (ar, fa) and Hebrew
    10 %  other scripts: Greek, Devanagari, Bengali, Tamil, Thai, Georgian,
          Armenian, Ethiopic, Khmer, Myanmar, Sinhala, hiragana, katakana

Names are built by combining per-language pools of given names and surnames
(taken from the hand-written Data/corpus/<lang>.txt lists) in several
contact-list formats: "Given Surname", "Given Given2 Surname",
"Given Surname-Surname2", "Surname, Given", "Given S." or native order
(Hungarian, Vietnamese and Khmer family name first; Chinese and Korean
without spaces). For a fifth of the rows the surname comes from another
language of the same script family (Latin, Cyrillic, Arabic), as in real
multilingual address books ("Ayşe Müller"). With pools of 15-130 entries
per language, 10,000,000 rows (seed 42) hold about 3.4 million distinct
names; common combinations repeat, as in real data (Myanmar names, which
have no given/surname split, repeat most).

Combinations are random, so a generated name is not a real person and may
mix genders (e.g. a male given name with a female Slavic surname form).

Speed: rows are built in lists and written in chunks of 100,000 lines with
"\\n".join; 1,000,000 rows take about 2.5 s (CPython 3.11, one core).
"""

import argparse
import sys

# Pools: "|"-separated strings, split at start-up. Generated from
# Data/corpus/<lang>.txt (first token = given name, rest = surname; reversed
# for family-name-first languages), plus a hand-written English pool.
# Keys: language -> (given, surnames) unless noted.
POOLS = {
    "en": (  # (given, surnames)
        "James|John|Robert|Michael|William|David|Richard|Joseph|Thomas|Charles|"
        "Christopher|Daniel|Matthew|Anthony|Mark|Donald|Steven|Paul|Andrew|"
        "Joshua|Kevin|Brian|George|Timothy|Ronald|Edward|Jason|Jeffrey|Ryan|"
        "Jacob|Gary|Nicholas|Eric|Jonathan|Stephen|Larry|Justin|Scott|Brandon|"
        "Benjamin|Samuel|Mary|Patricia|Jennifer|Linda|Elizabeth|Barbara|Susan|"
        "Jessica|Sarah|Karen|Lisa|Nancy|Betty|Margaret|Sandra|Ashley|Kimberly|"
        "Emily|Donna|Michelle|Carol|Amanda|Dorothy|Melissa|Deborah|Stephanie|"
        "Rebecca|Sharon|Laura|Cynthia|Kathleen|Amy|Angela|Shirley|Anna|Brenda|"
        "Pamela|Emma|Nicole|Helen|Samantha|Katherine|Christine|Olivia|Chloe|"
        "Sophie|Zoe|Quentin|Yvonne|Ursula|Victor|Walter|Xavier|Isaac|Ian|Oscar|"
        "Owen|Harry|Grace|Isla|Jack|Noah|Liam",
        "Smith|Johnson|Williams|Brown|Jones|Garcia|Miller|Davis|Rodriguez|"
        "Martinez|Hernandez|Lopez|Gonzalez|Wilson|Anderson|Thomas|Taylor|Moore|"
        "Jackson|Martin|Lee|Perez|Thompson|White|Harris|Sanchez|Clark|Ramirez|"
        "Lewis|Robinson|Walker|Young|Allen|King|Wright|Scott|Torres|Nguyen|"
        "Hill|Flores|Green|Adams|Nelson|Baker|Hall|Rivera|Campbell|Mitchell|"
        "Carter|Roberts|Evans|Turner|Phillips|Parker|Edwards|Collins|Stewart|"
        "Morris|Murphy|Cook|Rogers|Morgan|Peterson|Cooper|Reed|Bailey|Bell|"
        "Kelly|Howard|Ward|Cox|Richardson|Wood|Watson|Brooks|Bennett|Gray|"
        "James|Reyes|Hughes|Price|Myers|Long|Foster|Sanders|Ross|Powell|"
        "Sullivan|Russell|O’Brien|O’Connor|MacDonald|McKenzie|Zimmerman|Quinn|"
        "Vaughan|Underwood|Irving|Ellis|Fitzgerald",
    ),
    "de": (  # (given, surnames)
        "Anna|Andreas|Bernd|Änne|Benedikt|Bärbel|Claudia|Christoph|Dieter|"
        "Doris|Elke|Erich|Friedrich|Franziska|Gudrun|Günther|Heinz|Hannelore|"
        "Ingrid|Isabell|Jürgen|Johanna|Karl-Heinz|Katharina|Lothar|Lena|"
        "Manfred|Monika|Norbert|Nadine|Otto|Olga|Ayşe|Özlem|Ömer|Paul|Petra|"
        "Quirin|Rüdiger|Renate|Sabine|Stefan|Sören|Thomas|Tanja|Ulrich|Ursula|"
        "Uwe|Ümit|Volker|Veronika|Werner|Waltraud|Xaver|Yvonne|Zacharias|Zoë|"
        "Jörg|Björn|Jens|Klaus|Maximilian|Agnes|Hans|Hermann|Ludwig|Gisela|"
        "Frauke|Heike|Lutz|Dörte|Tilman",
        "Müller|Schmidt|Ärger|Ahrens|Bäcker|Schröder|Weiß|Köhler|Dürr|Dreßler|"
        "Engländer|Eßer|Fuß|Förster|Gärtner|Großmann|Hölzl|Hübner|Illig|"
        "Iffland|Jäger|Jöst|Kühn|Krüger|Lämmle|Lößner|Mößner|Möller|Nüßlein|"
        "Nägele|Oßwald|Oppermann|Öztürk|Öhlschläger|Pöhlmann|Päßler|Quast|"
        "Rößler|Rühl|Schäfer|Strauß|Südmann|Thüringer|Töpfer|Ulbricht|Übel|"
        "Ünal|Ülker|Vögele|Voß|Wöhler|Weißenborn|Xylander|Yüksel|Zöller|Zürn|"
        "Maaß|Bürger|Jüngling|Kißling|Mühlhäuser|Ölker|Lange|Hoß|Löw|Gößwein|"
        "Fröhlich|Hähnel|Lüdecke|Dähne|Tränkle",
    ),
    "fr": (  # (given, surnames)
        "Amélie|Antoine|Aurélie|Benoît|Béatrice|Cécile|Céline|Clément|Denis|"
        "Dominique|Émile|Éloïse|Élodie|Étienne|Ève|François|Françoise|Gaëlle|"
        "Gérard|Hélène|Hervé|Inès|Irène|Jérôme|Joséphine|Karine|Laurent|Léa|"
        "Léon|Maëlle|Michèle|Noël|Noémie|Océane|Olivier|Pascal|Pénélope|"
        "Quentin|Renée|Rémi|Sébastien|Solène|Thérèse|Théo|Ursule|Valérie|"
        "Véronique|Wilfried|Xavière|Yves|Yaëlle|Zoé|Zoë|Anaïs|Mathéo|Chloé|"
        "Hugues|Agnès|Jérémie|Gaël|Loïc|Maïté|Raphaël|Thaïs|Côme|Aimée|Éric|"
        "Édith|Lætitia|Marie",
        "Dubois|Lefèvre|Aubert|Bernard|Bézier|Côté|Chevalier|Chéreau|Durand|"
        "Duprée|Zola|Étienne|Éluard|Émery|Lemaître|Fournier|Faure|Gauthier|"
        "Girard|Hébert|Hénault|Isnard|Ibert|Joubert|Jacquet|Kléber|Lefebvre|"
        "Leclerc|Lévêque|Mercier|Morel|Noiret|Noël|Œuvrard|Garnier|Olivié|"
        "Périer|Petit|Quéré|Rousseau|Renard|Simon|Séverin|Thibault|Trémolières|"
        "Urbain|Vézina|Vidal|Wéry|Yvon|Yvert|Zéphir|Zédé|Nin|Mélançon|Chrétien|"
        "Hébrard|Varda|Jourdain|Gaétan|Le Guérec|Ménard|Varane|Thévenet|"
        "de Bellescize|d’Aubigné|Éboué|Piaf|Casta|Cœurdevey|Ruggieri",
    ),
    "es": (  # (given, surnames)
        "Alejandro|Ana|Álvaro|Ángela|Beatriz|Bernardo|Carlos|Carmen|Chelo|"
        "Chema|Concepción|Daniel|Dolores|Eduardo|Elena|Fernando|Fátima|Gonzalo|"
        "Guadalupe|Hugo|Inés|Íñigo|Ignacio|Javier|Josefina|Karina|Luis|Lucía|"
        "Llorenç|Lluvia|Lorenzo|Manuel|María|Natalia|Nicolás|Nuria|Saúl|Aarón|"
        "Ñusta|Óscar|Olga|Pablo|Pilar|Quique|Quintín|Raúl|Rocío|Sergio|Sofía|"
        "Tomás|Teresa|Úrsula|Ulises|Vicente|Verónica|Walter|Ximena|Xavier|"
        "Yolanda|Yago|Zoe|Zacarías|Agustín|Begoña|Iñaki|Mónica|Ramón|Susana|"
        "Jesús|Cristóbal",
        "García|Álvarez|Ávila|Ábalos|Benítez|Blanco|Castro|Cabrera|Chávez|"
        "Chacón|Cuesta|Díaz|Durán|Estévez|Espinosa|Fernández|Fuentes|Gómez|"
        "Guerrero|Hernández|Ibáñez|Iglesias|Izquierdo|Jiménez|Juárez|Kuri|"
        "López|Lozano|Llull|Llamas|Llorente|Martínez|Muñoz|Navarro|Núñez|Nieto|"
        "Ñíguez|Huamán|Ortega|Ortiz|Pérez|Peña|Quintana|Quiroga|Ramírez|Romero|"
        "Sánchez|Serrano|Torres|Téllez|Ulloa|Urrutia|Vázquez|Vidal|Wiesner|"
        "Ximénez|Xirau|Yáñez|Yuste|Zúñiga|Zamora|Ordóñez|Bermúdez|Urdangarín|"
        "Muñiz|Cañete|Castañeda|Ávalos|Colón",
    ),
    "it": (  # (given, surnames)
        "Alessandro|Anna|Andrea|Bianca|Bruno|Carla|Cesare|Chiara|Dario|Daniela|"
        "Elena|Emanuele|Federico|Francesca|Giuseppe|Giulia|Gianluca|Ilaria|"
        "Isabella|Jacopo|Jessica|Karin|Lorenzo|Lucia|Marco|Maria|Nicolò|"
        "Nicoletta|Orazio|Ornella|Paolo|Paola|Quinto|Quirino|Roberto|Rosa|"
        "Salvatore|Sofia|Tommaso|Teresa|Umberto|Ugo|Valentina|Vittorio|Walter|"
        "Xenia|Yuri|Zeno|Zoe|Alvaro|Elio|Enrico|Ettore|Luca|Mattia|Giosuè|"
        "Giovanni|Niccolò|Beatrice|Lucio|Cristoforo|Gabriele|Carlo|Pier|"
        "Sabrina|Matteo|Fabrizio|Ennio",
        "Rossi|Russo|Agnelli|Bianchi|Bruni|Colombo|Conti|Ricci|Fo|De Luca|"
        "Esposito|Esposti|Fellini|Ferrari|Verdi|Gallo|Gentile|Innocenti|Izzo|"
        "Jannacci|Jovine|Klotz|Lombardi|Longo|Marino|Moretti|Nicolosi|Neri|"
        "Orlando|Muti|Pellegrini|Palumbo|Quaranta|Quattrocchi|Romano|Rinaldi|"
        "Santoro|Sala|Testa|Tognazzi|Eco|Ugolini|Villa|Vitale|Zenga|Xausa|"
        "Chechi|Zanetti|Zucchi|Vitali|Germano|Caruso|Scola|Lucà|Barella|Perin|"
        "Carducci|Pascoli|Machiavelli|Borromeo|Dalla|D’Annunzio|Collodi|"
        "Paolo Pasolini|Ferilli|Berrettini|De André|Toni|Morricone",
    ),
    "pt": (  # (given, surnames)
        "Ana|António|Álvaro|Ângela|Âmbar|Bruno|Beatriz|Carlos|Conceição|Cátia|"
        "Diogo|Débora|Eduardo|Érica|Ênio|Fernando|Fátima|Gonçalo|Graça|Helena|"
        "Hélio|Inês|Ícaro|Joaquim|Júlia|Kátia|Luís|Luíza|Manuel|Maria|Nuno|"
        "Natália|Otávio|Óscar|Paulo|Patrícia|Quitéria|Quintino|Ricardo|Rosário|"
        "Sérgio|Simão|Tiago|Teresa|Úrsula|Ulisses|Vasco|Vitória|Wagner|"
        "Wanderléia|Xavier|Xuxa|Yara|Yuri|Zé|Zélia|Sebastião|Caetano|Chico|"
        "Cecília|Graciliano|João|José|Cristiano|Eusébio|Amália|Tomás|Mariza|"
        "Gilberto",
        "Silva|Santos|Alves|Antunes|Azevedo|Barbosa|Braga|Carvalho|Correia|"
        "Cunha|Dias|Duarte|Esteves|Estêvão|Silveira|Pessoa|Figueiredo|Gomes|"
        "Guimarães|Henriques|Honório|Igreja|Isidoro|Jorge|Jardim|Kerr|Lopes|"
        "Leitão|Magalhães|Martins|Nunes|Nogueira|Oliveira|Orlando|Pereira|"
        "Pimentel|Queirós|Quaresma|Rodrigues|Rebelo|Sousa|Sá|Teixeira|Tavares|"
        "Urbano|Uchoa|Vieira|Valente|Werneck|Wolff|Ximenes|Meneghel|Yamada|"
        "Yunes|Zacarias|Zanini|Salgado|Veloso|Buarque|Meireles|Ramos|Gilberto|"
        "de Camões|Saramago|Ronaldo|da Silva Ferreira|Ribeiro|Gil",
    ),
    "nl": (  # (given, surnames)
        "Anne|Arjen|Bram|Bregje|Cees|Christiaan|Daan|Dewi|Eva|Erik|Femke|"
        "Floris|Geert|Gerda|Hendrik|Hanneke|Ilse|IJsbrand|IJke|Ingrid|Jan|Joke|"
        "Kees|Karin|Lotte|Lieke|Maarten|Marieke|Niels|Noor|Olaf|Ouke|Pieter|"
        "Petra|Quinten|Rutger|Roos|Sander|Sanne|Thijs|Tessa|Ubbo|Ursula|"
        "Vincent|Vera|Wim|Wendy|Xander|Yvonne|Yfke|Zoë|Zeger|Renée|Anneloes|"
        "Sjoerd|Chantal|Gijs|Lieuwe|Joost|Rembrandt|Johan|Jeroen|Hélène|Mark|"
        "Anouk|Dirk|Roel|Aäron|Noëlle|Daniël",
        "de Vries|Robben|Bakker|Bos|Claassen|Huygens|Dekker|de Jong|Evers|"
        "ten Hag|Fokkema|Franssen|Geurts|Groen|Hendriks|Hoekstra|IJzerman|"
        "IJsselstein|Ypma|Idema|Jansen|Janssens|Kuipers|Koster|Lammers|Lubbers|"
        "Meijer|Mulder|Nijhuis|Nieuwenhuis|Oosterhuis|Oudshoorn|Peters|Prins|"
        "Quist|Ruiter|Rietveld|Smit|Schouten|Timmermans|Tuinstra|Uijttewaal|"
        "Uitdehaag|van Gogh|van der Berg|Willems|Wouters|de Buisonjé|"
        "IJsseldijk|Zijlstra|Zwart|Rijnders|van ’t Hof|Sjoerdsma|Janzen|"
        "Gijsbers|Westra|van den Vondel|van Rijn|Cruijff|Bosch|Hüsken|Rutte|"
        "Teeuwe|de Ruijter|Rübsaam|Aalders|Nooteboom|Daalder",
    ),
    "pl": (  # (given, surnames)
        "Adam|Agnieszka|Bartosz|Barbara|Cezary|Celina|Czesław|Marek|Jadwiga|"
        "Dariusz|Danuta|Edward|Elżbieta|Filip|Franciszka|Grzegorz|Grażyna|"
        "Henryk|Halina|Irena|Igor|Jan|Joanna|Krzysztof|Katarzyna|Leszek|Lucyna|"
        "Łukasz|Łucja|Łucjan|Małgorzata|Norbert|Natalia|Olgierd|Oliwia|Piotr|"
        "Paulina|Radosław|Renata|Stanisław|Sylwia|Szymon|Tomasz|Iga|Ścibor|"
        "Tadeusz|Teresa|Urszula|Witold|Wanda|Wojciech|Xawery|Zbigniew|Zofia|"
        "Zdzisław|Żaneta|Żaklina|Żywia|Anna|Aleksander|Bożena|Jerzy|Ewa|Lech|"
        "Ludwik|Stefan|Wisława|Ignacy|Maria",
        "Nowak|Adamczyk|Bąk|Borkowska|Cieślak|Czarnecka|Czerwiński|Ćwikła|"
        "Ćwiek|Dąbrowski|Duda|Ekiert|Frąckowiak|Fijałkowska|Górski|Gołębiowska|"
        "Hołownia|Hajduk|Iwańska|Iwaszkiewicz|Kowalski|Jabłońska|Krawczyk|"
        "Kamińska|Lewandowski|Lis|Łuczak|Łukasik|Łoś|Mazur|Michalska|Nowicki|"
        "Nowakowska|Olszewski|Ostrowska|Pawłowski|Piątek|Rutkowski|Rączka|"
        "Szymański|Sikora|Szulc|Śmigły-Rydz|Śliwa|Świątek|Ściborowski|"
        "Tomaszewski|Turek|Urbańska|Wiśniewski|Wójcik|Wróbel|Dunikowski|"
        "Zieliński|Zając|Zawadzki|Żak|Żukowska|Żmuda|Źródłowska|Ziobro|"
        "Kwaśniewski|Sławińska|Kukuczka|Błaszczykowska|Wałęsa|Łabędź|Żeromski|"
        "Szymborska|Jan Paderewski|Skłodowska",
    ),
    "tr": (  # (given, surnames)
        "Ahmet|Ayşe|Ali|Aslı|Burak|Büşra|Can|Ceren|Çağla|Çağrı|Cem|Deniz|Derya|"
        "Ebru|Emre|Fatma|Fırat|Gökhan|Gül|Hakan|Hülya|Irmak|Ilgaz|Işıl|İbrahim|"
        "İsmail|İpek|İlker|Jale|Kemal|Kübra|Leyla|Levent|Mehmet|Meltem|Mustafa|"
        "Nur|Nihat|Orhan|Oya|Ömer|Özge|Öykü|Pınar|Perihan|Rıza|Rabia|Selin|"
        "Serkan|Şule|Şükrü|Şebnem|Tarkan|Tuba|Uğur|Umut|Ümit|Ülkü|Ülker|Volkan|"
        "Vildan|Yusuf|Yasemin|Zeynep|Zeki|Gülşen|Sıla|Bülent|Sezen|Ece|Nâzım|"
        "Halide",
        "Yılmaz|Kaya|Aydın|Arslan|Bulut|Bayram|Çelik|Coşkun|Çetin|Çakır|"
        "Yıldırım|Doğan|Demir|Erdoğan|Eren|Şahin|Fidan|Güneş|Güler|Hacıoğlu|"
        "Avşar|Işık|Ilıcalı|Işıklı|İnce|İpek|İnan|İlhan|Jülide Karaca|Kılıç|"
        "Koç|Lale|Kırca|Öztürk|Metin|Özdemir|Nalbant|Nişancı|Pamuk|Oral|Özkan|"
        "Özgür|Ölmez|Polat|Pekcan|Rüzgar|Reis|Sarı|Sönmez|Şimşek|Şener|Şen|"
        "Tevetoğlu|Tunç|Uçar|Uysal|Ünal|Üstün|Özbek|Vural|Varol|Yavuz|Yücel|"
        "Zengin|Müren|Bayraktar|Gençoğlu|Ecevit|Aksu|Temelkuran|Hikmet|"
        "Edib Adıvar",
    ),
    "sv": (  # (given, surnames)
        "Anna|Anders|Åsa|Åke|Lena|Östen|Örjan|Öjvind|Agneta|Bengt|Birgitta|"
        "Carina|Christer|Dag|Disa|Ebba|Erik|Fredrik|Frida|Gunnar|Greta|Håkan|"
        "Helena|Ingrid|Ivar|Johan|Jonna|Karin|Kjell|Lars|Linnéa|Magnus|Malin|"
        "Nils|Nora|Olof|Oskar|Per|Pia|Quintus|Rolf|Ronja|Sven|Sofia|Stina|Tove|"
        "Tomas|Ulf|Ulla|Viktor|Vera|Wilma|Xenia|Yngve|Ylva|Zacharias|Zara|Elin|"
        "Märta|Göran|Bo|Kristina|Lennart|Sixten|Sigrid|Edvin|Ella|Ebbe|Ture",
        "Andersson|Åberg|Åkesson|Ångström|Ängström|Öberg|Östlund|Ågren|Öhman|"
        "Bergström|Björk|Carlsson|Claesson|Dahlberg|Dahlgren|Ek|Engström|"
        "Forsberg|Fält|Gustafsson|Göransson|Hedlund|Hägg|Isaksson|Ivarsson|"
        "Johansson|Jönsson|Karlsson|Kjellberg|Larsson|Lindström|Magnusson|"
        "Månsson|Nilsson|Nordström|Olsson|Öhrn|Persson|Pålsson|Qvist|Rosén|"
        "Rydén|Svensson|Sjöberg|Ström|Törnqvist|Tjäder|Ulander|Ullman|Wallin|"
        "Wikström|Wåhlin|Xavier|Ytterberg|Yngvesson|Zackrisson|Zetterberg|"
        "Lindgren|Örn|Åström|Mårtensson|Löfgren|Bäckström|Käll|Löwenhielm|"
        "Sörensen|Söderberg|Öhrström|Ängquist|Ålund|Tärnström",
    ),
    "da": (  # (given, surnames)
        "Anders|Anne|Bent|Birgitte|Christian|Camilla|Dorte|Dennis|Erik|Else|"
        "Frederik|Freja|Gitte|Grethe|Hans|Helle|Ida|Ib|Jens|Jette|Kirsten|"
        "Kasper|Lars|Lone|Mette|Mads|Niels|Nanna|Ole|Oda|Poul|Pia|Rasmus|Rikke|"
        "Søren|Susanne|Torben|Tine|Ulla|Uffe|Vibeke|Villads|Wilhelm|Xenia|Yrsa|"
        "Zenia|Ægidius|Ejner|Lise|Øjvind|Østen|Ørjan|Ørnulf|Åse|Åge|Aage|"
        "Åsmund|Karen|Malene|Bjørn|Jørgen|Dorthe|Henrik|Mikkel|Signe|Torsten|"
        "Gry|Lærke|Bodil|Gustav",
        "Andersen|Albertsen|Bøgh|Bach|Christensen|Clausen|Dahl|Damgaard|"
        "Eriksen|Enevoldsen|Frandsen|Fog|Gregersen|Gøtzsche|Hansen|Høj|Iversen|"
        "Isaksen|Jensen|Jørgensen|Kristensen|Kjær|Larsen|Lund|Madsen|Møller|"
        "Nielsen|Nørgaard|Olsen|Overgaard|Pedersen|Poulsen|Rasmussen|Riis|"
        "Sørensen|Schmidt|Thomsen|Thygesen|Ulriksen|Ussing|Vestergaard|Vinther|"
        "Winther|Xavier|Yde|Zachariassen|Ærø|Æbelø|Ærtebjerg|Østergaard|Ørsted|"
        "Øbro|Øster|Ågesen|Åkjær|Aagaard|Ålund|Kjærgaard|Møllgaard|Bæk|Jæger|"
        "Dæhnfeldt|Høegh|Mørch|Sæbye|Tønnesen|Grønbæk|Løkke|Brøndum|Ølgaard",
    ),
    "nb": (  # (given, surnames)
        "Anne|Arne|Bjørn|Berit|Cecilie|Christian|Dag|Dagny|Egil|Eva|Finn|"
        "Frøydis|Geir|Grete|Hans|Hilde|Ingrid|Ivar|Jon|Jorunn|Knut|Kari|Lars|"
        "Liv|Magnus|Marit|Nils|Nora|Ola|Oddny|Per|Petter|Ragnhild|Rune|Sigrid|"
        "Svein|Tor|Tone|Unni|Ulf|Vidar|Vigdis|Wenche|Xenia|Yngve|Ylva|Zahid|"
        "Øyvind|Øystein|Ørjan|Øivind|Åse|Åsmund|Åge|Åshild|Erlend|Trude|"
        "Aasmund|Kjell|Sverre|Tormod|Gunnhild|Halvor|Leif|Mona|Ragnar|Bodil|"
        "Eirik|Turid|Synnøve",
        "Andersen|Aas|Berg|Bakke|Christiansen|Carlsen|Dahl|Dybdahl|Eide|"
        "Eriksen|Fjeld|Foss|Gundersen|Grønvold|Hansen|Haugen|Iversen|Isaksen|"
        "Johansen|Jørgensen|Kristiansen|Knutsen|Larsen|Lie|Moe|Mæland|Nilsen|"
        "Nygård|Olsen|Ødegård|Pedersen|Pettersen|Rønning|Rasmussen|Solberg|"
        "Sæther|Tveit|Thorsen|Ulvestad|Utne|Vik|Vold|Wold|Xavier|Ytreberg|"
        "Yttervik|Zaman|Øien|Østby|Ødegaard|Ørnes|Ås|Åsen|Ålien|Årdal|Ærø|Æsøy|"
        "Aasen|Kjærnes|Sørlie|Tønnessen|Grøtte|Hølland|Løvås|Mørk|Ræstad|"
        "Brække|Ekrem|Tjøstheim|Sæbø",
    ),
    "fi": (  # (given, surnames)
        "Aino|Antti|Arja|Eero|Eija|Hanna|Heikki|Ilkka|Irma|Jari|Johanna|Kalle|"
        "Kaarina|Lauri|Liisa|Matti|Minna|Niina|Nestori|Olli|Outi|Pekka|Päivi|"
        "Riikka|Risto|Sanna|Seppo|Tapio|Tuula|Ulla|Urho|Veikko|Venla|Yrjö|Ylva|"
        "Åke|Åsa|Kyösti|Hilkka|Jyrki|Tiina|Sakari|Leena|Markku|Raili|Sirkka|"
        "Tuomas|Väinö|Aleksi|Ilmari|Orvokki|Kaisu|Daniel|Fredrik|Göran|"
        "Birgitta|Bengt|Christina|Zacharias|Wilhelm|Xenia|Ämmälä|Öhman|Östman|"
        "Äikäs|Ålander|Öster|Šiškin|Žukova|Qvist",
        "Aaltonen|Ahonen|Ahtiainen|Eskola|Elomaa|Hämäläinen|Heikkinen|Ikonen|"
        "Immonen|Järvinen|Jokinen|Korhonen|Kärkkäinen|Laine|Lehtonen|Mäkinen|"
        "Mäkelä|Niemi|Nurmi|Ollila|Oksanen|Peltonen|Pöyhönen|Rantanen|Räsänen|"
        "Salminen|Söderholm|Tuominen|Törmä|Uusitalo|Ukkonen|Virtanen|Väisänen|"
        "Ylönen|Ylitalo|Åberg|Åkerlund|Kääriäinen|Härkönen|Jääskeläinen|"
        "Tähtinen|Sääski|Lähteenmäki|Mäntylä|Röyskö|Sjöblom|Töyrylä|"
        "Vähä-Piikkiö|Äikäs|Äijälä|Österberg|Käyhkö|Dahlström|Fagerholm|Gädda|"
        "Björkqvist|Blomqvist|Cederberg|Zilliacus|Wahlroos|Xylander|Pirjo|"
        "Maria|Kim|Ilkka|Erik|Sari|Juri|Nina|Anders",
    ),
    "is": (  # (given, surnames)
        "Anna|Arnar|Ágúst|Ásta|Árni|Baldur|Birna|Davíð|Dagný|Einar|Edda|Elín|"
        "Finnur|Freyja|Gunnar|Guðrún|Halldór|Helga|Ingólfur|Inga|Íris|Ísak|Jón|"
        "Jóhanna|Kári|Katrín|Lárus|Lilja|Magnús|María|Níels|Nanna|Ólafur|Ólöf|"
        "Oddur|Orri|Páll|Pétur|Ragnar|Rósa|Sigurður|Sólveig|Stefán|Tómas|Tinna|"
        "Unnur|Úlfar|Úlfhildur|Valur|Vigdís|Ýmir|Ýr|Yrsa|Þórður|Þóra|Þorgerður|"
        "Þröstur|Ægir|Ævar|Æsa|Örn|Ösp|Ögmundur|Hörður|Bryndís|Eyþór|Sigríður|"
        "Heiður|Héðinn",
        "Jónsdóttir|Gunnarsson|Ágústsson|Sigurðardóttir|Magnússon|Bjarnason|"
        "Björnsdóttir|Oddsson|Davíðsdóttir|Einarsson|Eiríksdóttir|Hauksdóttir|"
        "Friðriksson|Finnbogadóttir|Guðmundsson|Helgadóttir|Laxness|"
        "Hallgrímsdóttir|Ingason|Ingólfsdóttir|Ísleifsdóttir|Ívarsson|Jónsson|"
        "Kristjánsson|Jakobsdóttir|Lárusson|Lúðvíksdóttir|Markúsdóttir|"
        "Njálsson|Norðdahl|Ólafsson|Ólafsdóttir|Ormsson|Pálsson|Pétursson|"
        "Ragnarsson|Rúnarsdóttir|Sigurðsson|Steinsdóttir|Stefánsson|Tómasson|"
        "Teitsdóttir|Úlfarsdóttir|Úlfsson|Unnsteinsdóttir|Valsson|Snorrason|"
        "Yngvadóttir|Þorsteinsson|Þórðardóttir|Þórisdóttir|Þráinsson|Ævarsson|"
        "Ægisson|Ægisdóttir|Örnólfsson|Arnardóttir|Ögmundsson|Harðarson|"
        "Björgvinsdóttir|Eyjólfsson|Héðinsdóttir|Hermannsson",
    ),
    "cs": (  # (given, surnames)
        "Adam|Alena|Bohumil|Božena|Cyril|Cecílie|Čestmír|Čeněk|Dana|David|Eva|"
        "Emil|František|Filip|Hana|Helena|Karel|Jiří|Chrudoš|Iveta|Ivan|Jana|"
        "Jaroslav|Kateřina|Lenka|Ladislav|Marie|Milan|Naděžda|Norbert|Olga|"
        "Ondřej|Pavel|Petra|Quido|Radek|Renata|Řehoř|Šárka|Štěpán|Šimon|Tomáš|"
        "Taťána|Josef|Vojtěch|Věra|Václav|Xenie|Yvona|Zdeněk|Zuzana|Žaneta|"
        "Žofie|Jitka|Hedvika|Hynek|Chval|Ilona|Libor|Miroslav|Blanka|Kryštof|"
        "Lubomír|Ctirad|Dominik|Uršula|Ludmila|Radim|Dalibor",
        "Adámek|Andělová|Bartoš|Bednářová|Cibulka|Císařová|Čapek|Černý|"
        "Dvořáková|Doležal|Elišková|Exner|Fiala|Fousek|Horáková|Havlíková|"
        "Chalupa|Chmelař|Ištvánová|Illek|Jelínková|Jirásek|Kučerová|Král|"
        "Lukášová|Látal|Marková|Malý|Navrátilová|Nový|Odehnalová|Otáhal|"
        "Procházka|Pokorná|Kvapil|Růžička|Rybářová|Říha|Šimková|Šťastný|"
        "Šebesta|Tichý|Trnková|Úlehla|Veselý|Vávrová|Havel|Kubátová|Kubíčková|"
        "Zeman|Zelenková|Žáková|Žižková|Chvátalová|Chudobová|Hrubý|"
        "Chocholoušek|Chlupová|Chytil|Chrastil|Chalupová|Kříž|Ďuriš|Chroust|"
        "Ťoupal|Úlehlová|Ťoupalová|Řezníček|Ďurica",
    ),
    "sk": (  # (given, surnames)
        "Adam|Alžbeta|Ágnes|Bohuslav|Beáta|Cyril|Cecília|Čestmír|Zuzana|Dušan|"
        "Dagmara|Peter|Mikuláš|Emil|Eva|František|Filoména|Gabriel|Gréta|Hana|"
        "Pavol|Samo|Andrej|Mária|Ignác|Iveta|Ján|Júlia|Karol|Katarína|Ladislav|"
        "Ľudovít|Ľubica|Ľubomír|Michal|Natália|Norbert|Ondrej|Oľga|Petra|"
        "Rastislav|Renáta|Štefan|Šimon|Silvia|Tomáš|Tatiana|Urban|Viera|"
        "Vladimír|Xénia|Yvetta|Zdenko|Žofia|Žaneta|Juraj|Jozef|Dominika|Róbert|"
        "Eduard|Miroslav|Milan|Marián|Anna|Daniela|Zoltán|Monika",
        "Adamec|Adamcová|Ábrahámová|Baláž|Bieliková|Cibula|Cíbiková|Čaplovič|"
        "Čaputová|Dubček|Ďuricová|Ďuriš|Dzurinda|Eliáš|Eštoková|Fico|Fabová|"
        "Galko|Gašparovičová|Hlinková|Hviezdoslav|Chalupka|Chovanec|Chudá|"
        "Ivanko|Ihnátová|Jánošík|Jurčová|Kováč|Kollárová|Lukáč|Štúr|Ľuptáková|"
        "Ľupták|Mikulová|Matovič|Nováková|Németh|Ondruš|Oravcová|Pellegrini|"
        "Polláková|Rybár|Rusková|Šimko|Šťastný|Slobodová|Tkáč|Tóthová|Uhrík|"
        "Vargová|Vlček|Kováčová|Blanarovičová|Zelenáková|Zajac|Žiaková|"
        "Žilinská|Chmelár|Chrenko|Cibuľková|Roth|Chmel|Chlpík|Nepela|"
        "Rastislav Štefánik|Hossa|Sagan|Hlaváčová|Hantuchová|Ďurovčík|"
        "Chovancová",
    ),
    "hu": (  # (given, surnames); written family name first
        "Ádám|Anna|Ágnes|János|Béla|Borbála|Cecília|Csaba|Csilla|Ilona|Gyula|"
        "Dávid|Dóra|Dzsenifer|Jenő|Balázs|Endre|Erzsébet|Éva|Ferenc|Flóra|"
        "Gábor|Gizella|Györgyi|Gergely|Hajnalka|Henrik|Ildikó|István|Judit|"
        "Katalin|Károly|Kálmán|László|Lilla|Márta|Miklós|Nóra|Nándor|Nikolett|"
        "Noémi|Orsolya|Olivér|Ödön|Örs|Lajos|Őszike|Pál|Piroska|Rozália|Ernő|"
        "Sándor|Sára|Zsófia|Szabolcs|Szilvia|Szilárd|Tamás|Tünde|Tibor|Ubul|"
        "Ünige|Attila|Veronika|Viktor|Zoltán|Zsuzsanna|Zsolt|Vilmos|"
        "Vitéz Mihály|Dezső",
        "Antal|Almási|Ábrahám|Áder|Bartók|Balogh|Cserháti|Csonka|Csizmadia|"
        "Csáki|Dobos|Deák|Dudás|Dzsida|Dzsudzsák|Erdős|Éles|Égető|Farkas|Fehér|"
        "Gál|Gulyás|Győri|Gyenes|Gyurcsány|Gyöngyösi|Horváth|Hegedűs|Illés|"
        "Iványi|Juhász|Jakab|Kiss|Kovács|Kálmán|Lakatos|Lengyel|Lyka|Molnár|"
        "Mészáros|Nagy|Németh|Nyíri|Nyerges|Nyitrai|Orbán|Oláh|Ötvös|Öllős|Őze|"
        "Őri|Papp|Pintér|Rácz|Rubik|Simon|Soós|Szabó|Szalai|Szűcs|Szekeres|"
        "Tóth|Takács|Tyukodi|Ujvári|Újhelyi|Üveges|Varga|Vörös|Weöres|Xantus|"
        "Ybl|Zoboki|Zsigmond|Zsámboki|Zsíros|Zsolnay|Csokonai|Gyarmati",
    ),
    "hr": (  # (given, surnames)
        "Ana|Ante|Branimir|Biserka|Cvijeta|Ciril|Čedo|Mira|Ćiro|Marin|Darko|"
        "Dubravka|Edin|Džemal|Đuro|Đurđica|Emil|Ela|Filip|Fran|Goran|Gordana|"
        "Hrvoje|Helena|Ivan|Ivana|Josip|Jasna|Krešimir|Katarina|Luka|Ljiljana|"
        "Ljubo|Ljudevit|Marko|Marija|Nikola|Nada|Njegoš|Vanja|Ognjen|Olga|"
        "Petar|Paula|Radovan|Ružica|Stjepan|Sanja|Šime|Šeila|Tomislav|Tena|Ugo|"
        "Uršula|Vedran|Vesna|Zvonimir|Zrinka|Željko|Živana|Željka|Igor|Dino|"
        "Janica|Mateo|Blanka|Davor|Dražen|Ivica",
        "Anić|Antić|Babić|Bošnjak|Cvitković|Crnković|Čović|Čačić|Blažević|"
        "Ćurić|Domazet|Dujmović|Džeko|Džaferović|Đurić|Đaković|Eškinja|Erceg|"
        "Franić|Frković|Grgić|Galić|Horvat|Hrgović|Ivanović|Ilić|Jurić|Jelić|"
        "Kovačević|Knežević|Lukić|Ljubičić|Ljubas|Gaj|Marković|Matić|Novak|"
        "Nemčić|Njavro|Nježić|Orešković|Obradović|Perić|Pavlović|Radić|"
        "Rukavina|Sučić|Sabolić|Šimić|Šarić|Tomić|Tadić|Udovičić|Ujević|"
        "Vuković|Vidović|Zorić|Zelić|Žagar|Žužul|Župan|Štimac|Ćorluka|Modrić|"
        "Kostelić|Kovačić|Vlašić|Šuker|Petrović|Olić",
    ),
    "lt": (  # (given, surnames)
        "Antanas|Agnė|Aušra|Ąžuolas|Ąžuolė|Birutė|Bronius|Česlovas|Mikalojus|"
        "Dalia|Darius|Eglė|Edvardas|Eimutis|Gediminas|Gintarė|Giedrius|Indrė|"
        "Ignas|Įgaudas|Jonas|Jurgita|Kęstutis|Kristina|Laimutė|Laurynas|"
        "Mindaugas|Milda|Nijolė|Nerijus|Ona|Ovidijus|Povilas|Paulina|Rūta|"
        "Rimantas|Saulius|Simona|Šarūnas|Šarūnė|Tadas|Toma|Ugnė|Vytautas|"
        "Vilija|Stasys|Žydrūnas|Žaneta|Živilė|Arvydas|Valdas|Justinas|Salomėja|"
        "Vincas|Marija|Šatrijos|Zigmas|Zita|Ieva|Jūratė|Lukas|Ričardas|Emilija|"
        "Fausta|Herkus|Dovilė",
        "Adomaitis|Andriulienė|Augustinavičienė|Bružaitė|Balčiūnienė|Butkus|"
        "Čepulis|Čiurlionis|Grybauskaitė|Dambrauskas|Eidukevičiūtė|"
        "Eitminavičius|Eidukas|Gudaitis|Gustaitė|Grigaliūnas|Ivanauskaitė|"
        "Ivanauskas|Kazlauskas|Jonaitis|Jurkutė|Kairytė|Lukšienė|Lukoševičius|"
        "Mockus|Mačiulytė|Norkienė|Navickas|Olšauskienė|Oželis|Petrauskas|"
        "Pakalnytė|Rimkutė|Rimkus|Stankevičius|Stankevičiūtė|Šimkus|Šukytė|"
        "Tamošiūnas|Tamulevičiūtė|Urbonaitė|Ūdrys|Vaitkus|Vasiliauskienė|Yla|"
        "Ylienė|Žukauskas|Žemaitienė|Žilinskaitė|Sabonis|Meilutytė|Adamkus|"
        "Marcinkevičius|Nėris|Kudirka|Gimbutienė|Ragana|Zinkevičius|Zabielaitė|"
        "Ivanauskienė|Jankauskienė|Čeponis|Berankis|Žemaitė|Fabijonavičienė|"
        "Mantas|Dapkutė",
    ),
    "lv": (  # (given, surnames)
        "Andris|Anna|Ādolfs|Āris|Baiba|Bruno|Cēzars|Aleksandrs|Česlavs|Dace|"
        "Dainis|Dzintra|Džons|Edgars|Elīna|Ēriks|Gundars|Gunta|Ģirts|Ģertrūde|"
        "Harijs|Ilze|Ivars|Īrisa|Jānis|Jolanta|Kārlis|Kristīne|Atis|Māris|"
        "Laima|Līga|Ļuba|Ļevs|Mārtiņš|Maija|Normunds|Nora|Ņikita|Ņina|Oskars|"
        "Olita|Pēteris|Paula|Raimonds|Rasma|Sandra|Sergejs|Šarlote|Šimons|Toms|"
        "Tija|Uldis|Ūna|Valdis|Vaira|Zane|Zigmārs|Žanis|Žanete|Krišjānis|Elza|"
        "Imants|Inese|Mikus|Kristaps|Madara|Gatis",
        "Bērziņš|Āboliņa|Ābele|Āboltiņš|Broka|Bērtulis|Cīrulis|Čaks|Čakste|"
        "Dombrovska|Dzenis|Dzene|Eglītis|Egle|Ērglis|Grīnbergs|Gailīte|"
        "Ģērmanis|Gaile|Hartmanis|Indriksone|Ivanovs|Ivāne|Jansons|Jakobsone|"
        "Krūmiņš|Kalniņa|Ķēniņš|Ķirsons|Ķuzis|Liepiņa|Lāce|Ļūmane|Ļaksa|"
        "Mucenieks|Mežule|Niedra|Ozola|Ņikitins|Ņesterova|Ozoliņš|Ošiņa|Priede|"
        "Pētersone|Pauls|Riekstiņa|Sproģe|Siliņš|Šteina|Šmits|Tūters|Tauriņa|"
        "Upītis|Ūdre|Zatlers|Vīķe-Freiberga|Zariņa|Zeltiņš|Žagata|Žilinska|"
        "Barons|Rainis|Aspazija|Ziedonis|Galante|Laiviņš|Porziņģis|Gūtmanis",
    ),
    "et": (  # (given, surnames)
        "Andres|Anu|Arvo|Aino|Birgit|Boris|Carmen|Dagmar|Eha|Ene|Erki|Evelin|"
        "Fred|Gert|Greete|Helle|Hendrik|Indrek|Ingrid|Jaan|Juhan|Jüri|Kadri|"
        "Kalev|Kersti|Lennart|Liis|Lydia|Mart|Maarja|Margus|Neeme|Nele|Ott|"
        "Oskar|Piret|Priit|Raul|Riina|Sirje|Sulev|Šarlotte|Kristina|Zinaida|"
        "Žanna|Aleksei|Tõnu|Toomas|Tiina|Urmas|Ülle|Ülo|Ülari|Vello|Viivi|Õie|"
        "Õnne|Äli|Mare|Ernst|Õnnela|Xenia|Yrsa|Kristjan|Anton|Eduard|Karl|"
        "Marju|Mihkel",
        "Aasmäe|Allik|Pärt|Kallas|Bergmann|Bõstrov|Kass|Danilov|Eensalu|Ergma|"
        "Nool|Ilves|Jüssi|Kanter|Grünberg|Hein|Hõbe|Ibrus|Kross|Liiv|Jõerüüt|"
        "Kask|Kaljulaid|Meri|Lass|Koidula|Mägi|Männik|Mõttus|Järvi|Nõmm|Tänak|"
        "Luts|Põld|Pärn|Rebane|Rõõmus|Saar|Sõrmus|Šmidt|Šmigun|Zaitseva|Žukova|"
        "Žerebtsov|Tõnisson|Hendrik Ilves|Tamm|Ott|Õun|Väli|Luik|Õunapuu|Sepp|"
        "Ärm|Õnnepalu|Öpik|Kivi|Ylönen|Raud|Hansen Tammsaare|Vilde|"
        "Ernst von Baer|Lauristin|Mutt",
    ),
    "ro": (  # (given, surnames)
        "Andrei|Ana|Alexandru|Ion|Bogdan|Bianca|Constantin|Cristina|Cătălin|"
        "Dan|Daniela|Elena|Emil|Florin|Florentina|Gheorghe|Georgiana|Horia|"
        "Hortensia|Ileana|Irina|Jean|Julieta|Laurențiu|Larisa|Mihai|Mirela|"
        "Nicolae|Nadia|Octavian|Oana|Petru|Paula|Radu|Raluca|Sorin|Simona|"
        "Ștefan|Ștefania|Șerban|Teodor|Tudora|Ionuț|Petre|Ursula|Valentin|"
        "Viorica|Zoe|Xenia|Adrian|Ilie|Mircea|George|Lucian|Ioana|Vlad|"
        "Gabriela|Tristan|Eugen|Matei|Liviu|Camil",
        "Popescu|Ionescu|Ardeleanu|Barbu|Bălan|Bărbulescu|Constantinescu|"
        "Călinescu|Cărtărescu|Dumitrescu|Dobre|Enache|Cioran|Florea|Făgărășan|"
        "Gheorghiu|Grigore|Hoban|Hâncu|Iliescu|Blandiana|Sârbu|Jianu|Jitaru|"
        "Lazăr|Lupu|Munteanu|Mărgineanu|Nistor|Comăneci|Oprea|Olteanu|Pătrașcu|"
        "Pîrvu|Roman|Răducanu|Stan|Halep|Știrbei|Știucă|Șandru|Tănase|Toma|"
        "Țugui|Țiriac|Țuțea|Ungureanu|Vasilescu|Vlad|Zamfir|Zăvoianu|Xenopol|"
        "Năstase|Eliade|Enescu|Brâncuși|Eminescu|Creangă|Blaga|Bălăceanu|Țepeș|"
        "Szabo|Bănică|Tzara|Vișniec|Rebreanu|Petrescu",
    ),
    "vi": (  # (family, middle, given)
        "Nguyễn|Trần|Lê|Phạm|Hoàng|Huỳnh|Phan|Vũ|Võ|Đặng|Bùi|Đỗ|Đinh|Đoàn|Đào|"
        "Hồ|Ngô|Dương|Lý|Âu|Ông|Ưng|Cao|Chu|Châu|Hà|Khúc|Kiều|La|Lâm|Lương|Mai|"
        "Mạc|Quách|Quang|Sơn|Tạ|Tô|Thái|Triệu|Trịnh|Trương|Văn|Vương|Xuân|Ấu|Ý|"
        "Ánh|Ái|Đàm|Đồng|Ân",
        "Văn|Thị|Minh|Thị Thu|Quang|Thị Kim|Đức|Nguyên|Thái|Thị Ngọc|Tiến|Bộ|"
        "Duy|Xuân|Ngọc|Bảo|Thanh|Thu|Triệu|Công|Nhã|Dương|Cao|Hoàng|Đại|Bá|"
        "Tinh|Anh|Thừa|Vỹ|Thế|Phương|Đĩnh|Tuấn|Thùy|Đình|Ích|Vĩnh|Phú|Hưng",
        "An|Hương|Tuấn|Lan|Hùng|Hà|Huy|Mai|Nam|Ngọc|Khải|Phúc|Đam|Giáp|Sơn|"
        "Thịnh|Dũng|Xuân|Mười|Lĩnh|Hậu|Anh|Châu|Vân|Vũ|Uẩn|Kỳ|Phong|Cơ|Thắng|"
        "Tùng|Vệ|Quát|Trì|Dụ|Cầu|Dạ|Vinh|Thúy|Chi|Du|Trung|Bửu|Lâm|Linh|Trinh|"
        "Định|Cao|Huệ|Diệu|Triệu|Khiêm|Tuyết|Hưng|Khánh|Trọng|Đạo|Tài",
    ),
    "ru": (  # (given, surnames)
        "Александр|Анна|Алексей|Борис|Валентина|Виктор|Вера|Галина|Григорий|"
        "Дмитрий|Дарья|Евгений|Елена|Пётр|Фёдор|Жанна|Жорес|Зоя|Захар|Иван|"
        "Ирина|Игорь|Йосиф|Константин|Ксения|Лев|Людмила|Максим|Мария|Николай|"
        "Наталья|Олег|Ольга|Павел|Полина|Роман|Светлана|Сергей|Татьяна|Тимофей|"
        "Ульяна|Фаина|Харитон|Христина|Чулпан|Чеслав|Шамиль|Шура|Алина|Эдуард|"
        "Элеонора|Юрий|Юлия|Яков|Яна|Алёна|Артём|Семён|Майя|Анатолий",
        "Иванов|Смирнова|Алексеев|Борисов|Белова|Васильев|Волкова|Гусева|"
        "Громов|Дмитриев|Давыдова|Егоров|Ефимова|Ёлкин|Ёжиков|Ёлкина|Жукова|"
        "Алфёров|Зайцева|Зуев|Петров|Ильина|Игнатьев|Кобзон|Козлов|Крылова|"
        "Толстой|Лебедева|Морозов|Михайлова|Новиков|Никитина|Орлов|Осипова|"
        "Павлов|Попова|Романов|Соколова|Семёнов|Тарасова|Титов|Уварова|Фёдоров|"
        "Филиппова|Харитонов|Хохлова|Цой|Цветкова|Хаматова|Чернов|Шарипов|"
        "Шевченко|Щукин|Щербакова|Артемьев|Эйхе|Гагарин|Юдина|Яковлев|Яшина|"
        "Чайковский|Достоевский|Алёхина|Андреев|Слепаков|Распутин|Плисецкая|"
        "Карпов|Собчак|Роднина",
    ),
    "uk": (  # (given, surnames)
        "Андрій|Анна|Богдан|Божена|Василь|Вікторія|Галина|Григорій|Іван|Олена|"
        "Дмитро|Дарина|Євген|Єлизавета|Єва|Емма|Ельвіра|Жанна|Захар|Зоряна|"
        "Ірина|Ігор|Оксана|Йосип|Марія|Кирило|Катерина|Леся|Лариса|Максим|"
        "Назар|Наталія|Олександр|Павло|Поліна|Роман|Руслана|Сергій|Соломія|"
        "Тарас|Тетяна|Устим|Уляна|Федір|Фросина|Харитон|Христина|Микола|Петро|"
        "В’ячеслав|Лілія|Святослав|Юрій|Юлія|Ярослав|Ярослава|Ліна|Олесь|"
        "Михайло|Ольга|Віталій",
        "Шевченко|Ковальчук|Бондаренко|Бойко|Ткаченко|Власенко|Гнатюк|"
        "Сковорода|Ґалаґан|Ґонта|Ґудзь|Дорошенко|Давиденко|Євтушенко|Єрмоленко|"
        "Єременко|Ельяшевич|Ерделі|Жук|Захарченко|Зінченко|Франко|Іваненко|"
        "Ігнатенко|Їжакевич|Їжак|Сліпий|Йосипенко|Кравченко|Коваленко|Українка|"
        "Литвиненко|Мельник|Мороз|Назаренко|Нечипоренко|Олійник|Остапенко|"
        "Петренко|Панченко|Руденко|Лижичко|Савченко|Крушельницька|Тимошенко|"
        "Кармалюк|Супрун|Федоренко|Фесенко|Харченко|Хоменко|Цюпа|Цибуля|"
        "Чорновіл|Черниш|Шевчук|Щербак|Щорс|Юрченко|Ющенко|Мудрий|Яковенко|"
        "Костенко|Гончар|Грушевський|Стус|Кобилянська|Вакарчук|Кличко",
    ),
    "bg": (  # (given, surnames)
        "Александър|Анелия|Борис|Бойко|Валентина|Васил|Веселин|Гергана|Георги|"
        "Христо|Димитър|Десислава|Евгени|Елена|Живко|Жана|Здравко|Златка|Иван|"
        "Илияна|Йордан|Йорданка|Калина|Красимир|Лъчезар|Любомира|Мария|Милен|"
        "Николай|Надежда|Огнян|Олга|Петър|Пенка|Радослав|Росица|Стефан|Силвия|"
        "Тодор|Цветанка|Цветан|Ангел|Антон|Филип|Фани|Христина|Чавдар|Щерьо|"
        "Юлиан|Юлия|Явор|Яна|Ясен|Лили|Стефка|Григор|Блага|Елисавета|Пейо|"
        "Ботьо|Мирослава|Теодора|Кирил|Ваня|Румен|Ърнест",
        "Стамболийски|Атанасова|Борисов|Вълчева|Левски|Топалов|Георгиева|"
        "Иванов|Ботев|Бербатов|Димитрова|Енчев|Евтимова|Живков|Желязкова|"
        "Здравков|Златева|Вазов|Илиева|Йовков|Донкова|Калинова|Кръстев|Лазаров|"
        "Любенова|Маринова|Милев|Николов|Недялкова|Огнянов|Овчарова|Петров|"
        "Пенева|Радев|Русева|Стамболов|Стоянова|Тодоров|Цанкова|Цветков|"
        "Ангелов|Ушев|Узунов|Филипов|Фотева|Христова|Чавдаров|Шишманов|Щерев|"
        "Щерева|Юлиев|Юрукова|Яворов|Янкулова|Ясенов|Иванова|Костадинова|"
        "Димитров|Багряна|Петков|Мирчева|Тодорова|Василева|Хемингуей",
    ),
    "sr": (  # (given, surnames)
        "Александар|Ана|Бранко|Бојана|Весна|Вук|Гордана|Горан|Дејан|Драгана|"
        "Ђорђе|Ђурђа|Новак|Емир|Ема|Жељко|Живана|Зоран|Зорица|Иво|Ивана|Јелена|"
        "Јован|Катарина|Коста|Лазар|Лепа|Љиљана|Љубомир|Љуба|Милош|Милица|"
        "Никола|Наташа|Петар|Неда|Огњен|Оливера|Павле|Радомир|Радмила|Светлана|"
        "Стефан|Тамара|Тодор|Ћира|Ћамил|Урош|Уна|Филип|Фрања|Хрвоје|Хелена|"
        "Цветко|Чедомир|Милан|Един|Драган|Дамир|Шабан|Драгослав|Богдан|Милутин|"
        "Десанка|Мика|Тома|Добрица",
        "Вучић|Ивановић|Ћопић|Бојић|Вукелић|Караџић|Гајић|Бреговић|Станковић|"
        "Мирковић|Балашевић|Ђукић|Ђоковић|Кустурица|Ерцег|Обрадовић|Живковић|"
        "Ђинђић|Брунцлик|Андрић|Ивић|Јанковић|Јовановић|Карић|Костић|Лазаревић|"
        "Брена|Љубисављевић|Љубојевић|Поповић|Милошевић|Милић|Тесла|Николић|"
        "Његош|Украден|Катарина|Петровић|Павловић|Антић|Ракић|Ражнатовић|"
        "Стефановић|Тодоровић|Тошић|Ћирић|Ћосић|Урошевић|Филиповић|Фуртула|"
        "Хаџић|Цветковић|Цвијић|Чабаркапа|Џеко|Џајић|Џумхур|Шаулић|Шекуларац|"
        "Бабић|Миланковић|Максимовић|Здравковић|Дучић",
    ),
    "mn": (  # (given, surnames)
        "Алтанцэцэг|Амарсанаа|Ариунаа|Батбаяр|Батболд|Болормаа|Бямбасүрэн|"
        "Ганбаатар|Гэрэлмаа|Ганзориг|Дорж|Дуламсүрэн|Дашдорж|Энхбаяр|Энхжаргал|"
        "Эрдэнэ|Жаргал|Жавхлан|Золзаяа|Занабазар|Идэр|Индра|Йондон|Ёндон|"
        "Лхагвасүрэн|Лхамсүрэн|Мөнхбат|Мөнхцэцэг|Мягмарсүрэн|Мөнх-Эрдэнэ|"
        "Наранцэцэг|Нямдорж|Нарантуяа|Оюунчимэг|Оюун|Отгонбаяр|Өлзийсайхан|"
        "Өнөрмаа|Өсөхбаяр|Пүрэвдорж|Пүрэвсүрэн|Равдан|Рэнчин|Сарангэрэл|"
        "Сүхбаатар|Сэцэн|Төмөрбаатар|Түвшинжаргал|Тунгалаг|Үүрийнтуяа|Үнэнбат|"
        "Ууганбаяр|Уранчимэг|Хулан|Хишигт|Цэцэгмаа|Цогтбаатар|Чингис|Чимэддорж|"
        "Шинэбаяр|Шагдарсүрэн|Ядамсүрэн|Ялалт|Юмжаагийн|Цахиагийн|Хүрэлсүх|"
        "Натаа|Фарида",
        "Батболд|Ганбаатар|Дорж|Цэрэн|Сүхбаатар|Баатар|Дагва|Доржпалам|Түмэн|"
        "Чулуун|Дамдин|Ганхуяг|Нацагдорж|Нямбаяр|Энхтайван|Баяр|Жамбал|Болд|"
        "Батсайхан|Гомбодорж|Ганболд|Мөнх|Ганбат|Лхагва|Эрдэнэ|Сүх|Дамба|Чимэд|"
        "Сэр-Од|Батжаргал|Лувсан|Батаа|Цэнд|Гантөмөр|Дашзэвэг|Дулам|Түвшин|"
        "Ганзориг|Төмөр|Бат|Батсүх|Цогт|Очир|Амар|Цэдэнбал|Элбэгдорж|Ухнаа",
    ),
    "zh": (  # (surnames, given-name characters)
        "王|李|张|刘|陈|杨|黄|赵|吴|周|徐|孙|马|朱|胡|郭|何|高|林|罗|郑|梁|谢|宋|唐|许|韩|冯|邓|曹|彭|曾|肖|田|董|"
        "袁|潘|于|蒋|蔡|余|杜|叶|程|苏|魏|吕|丁|任|沈|姚|卢|姜|崔|钟|谭|陆|汪|范|金|石|欧阳|安|艾|白|包|康|孔|倪|"
        "聂|钱|秦|阮|单|仇|区|查|乐|鄂|诸葛|司马",
        "伟|芳|娜|强|敏|洋|德|华|静|晓|东|帆|丽|萍|磊|明|颖|刚|京|亦|凡|杰|伦|迅|峥|俪|杨|云|化|腾|军|歌|靖|炅|圆|"
        "心|如|志|祥|凯|朝|霆|锋|丹|嫣|巍|寒|小|超|操|于|晏|战|亮|卿|隆|平|长|江|谦|欣|徐|坤|甫|问|龙|轼|晨|布|俊|"
        "晖|正|非|文|健|南|山|咏|麟|毅|峰|冰|庸|以|轩|青|岩|松|贝|尔|辉|子|妮|卫|学|森|岚|经|天|田|英|贤|良|镛|嘉|"
        "泰|迁",
    ),
    "zh_Hant": (  # (surnames, given-name characters)
        "王|李|張|劉|陳|楊|黃|趙|吳|周|徐|孫|馬|朱|胡|郭|何|高|林|羅|鄭|梁|謝|宋|唐|許|韓|馮|鄧|曹|彭|曾|蕭|田|董|"
        "袁|潘|蔣|蔡|余|杜|葉|蘇|魏|呂|丁|任|沈|姚|盧|鍾|譚|陸|汪|范|金|歐陽|賴|龍|嚴|顧|龔|鐘|聶|關|侯",
        "偉|建|民|安|連|杰|學|友|惠|妹|德|華|嘉|玲|水|扁|慧|琳|丞|紫|瓊|秋|生|子|薇|又|廷|宗|憲|念|真|倫|潤|發|若|"
        "瑄|燕|姿|英|九|景|濤|銘|因|夢|台|富|城|韻|詩|金|素|梅|志|俊|傑|大|佑|成|功|秀|文|朝|詠|琪|霆|鋒|長|楚|瑜|"
        "鳳|瑋|甯|國|麗|君|棋|西|平|佳|藩|敬|騰|亞|軒|馥|甄|儀|柏|介|石|依|林|光|中|問|倩|貞|昌|有|朋|聖|蓮|噹|賢|"
        "齊|春|明|廣|仲|紅|麟|小|芬|菲|武|娜|震|清|應|壽|寶|玥|漢|良|雲|之|孝",
    ),
    "ja": (  # (kanji surnames, kanji given names)
        "佐藤|鈴木|高橋|田中|伊藤|渡辺|山本|中村|小林|加藤|吉田|山田|佐々木|山口|松本|井上|木村|林|斎藤|清水|山崎|森|池田|"
        "橋本|阿部|石川|前田|藤田|小川|岡田|長谷川|村上|近藤|坂本|遠藤|青木|藤原|西村|福田|太田",
        "太郎|花子|健太|美咲|翔|直美|大輔|さくら|陽菜|拓也|優子|一郎|蓮|百恵|潤|真央|拓哉|修|工|結衣|賢人|七菜|恵|環奈|寛|"
        "遼|敦子|菜七子|洋子|准一|博己|春樹|麻理恵|龍一|周作|崇高|竜也|由紀江|康夫|光",
    ),
    "ko": (  # (surnames, given-name syllables)
        "김|이|박|최|정|강|조|윤|장|임|한|오|서|신|권|황|황보|안|송|류|전|홍|고|문|양|손|배|백|허|유|남|심|노|하|"
        "곽|성|차|주|우|구|민|진|나|지|엄|채|원|천|방|공|현|함|변|염|여|추|도|소|석|선우|설|마|길|연|위|표|명|남궁|"
        "제갈|독고",
        "민|준|서|연|지|은|훈|윤|우|식|하|성|동|원|수|진|인|미|아|름|여|정|건|나|라|영|웅|석|규|세|국|혜|엽|용|보|"
        "기|유|강|호|교|현|열|도|길|상|재|근|형|흥|예|종|주|혁|무|시|경|선|효|린|창|욱|화|빈|희|소|요|한|구|신|섭|"
        "숙|렬",
    ),
    "ar": (  # (given, surnames)
        "أحمد|أمل|إبراهيم|إيمان|آمنة|آدم|ابتسام|باسم|بشرى|تامر|تسنيم|ثامر|ثريا|"
        "جمال|جميلة|حسن|حنان|خالد|خديجة|داود|دينا|ذياب|ذكرى|رامي|رنا|زياد|زينب|"
        "سامي|سلمى|شادي|شيماء|صالح|صفاء|ضياء|ضحى|طارق|طيبة|ظافر|ظبية|عمر|عائشة|"
        "غسان|غادة|فيصل|فاطمة|قاسم|قمر|كريم|كوثر|لؤي|ليلى|محمود|مريم|نجيب|نوال|"
        "هشام|هيفاء|وليد|وفاء|يوسف|ياسمين|نزار|فيروز|أم|عبد|مصطفى|رضا|عزيزة|"
        "لمى|هدى",
        "محمد|حسن|علي|عبد الله|يوسف|خليل|الزين|بكري|البدوي|حسني|التميمي|الثاني|"
        "الثقفي|عبد الناصر|بوحيرد|الحسيني|حداد|الخطيب|خوري|الدوري|دياب|الذهبي|"
        "رزق|الرفاعي|زين الدين|الزهراء|السعيد|سليمان|الشريف|شاكر|الصباح|صبري|"
        "الضاهر|الضامن|طه|الطائي|الظاهري|الظفيري|العمري|عبد الرحمن|غندور|"
        "السمان|الفارس|القاسمي|القحطاني|كمال|الكردي|لطفي|مراد|درويش|المصري|"
        "محفوظ|السعداوي|هاشم|وهبي|الوليد|الوزير|يعقوب|يونس|قباني|كلثوم|"
        "الحليم حافظ|كامل|رضوان|عزام|الأحمد|الأنصاري",
    ),
    "fa": (  # (given, surnames)
        "علی|آرش|آزاده|امیر|الهام|بهرام|بیتا|پرویز|پریسا|تینا|تورج|ثمین|جواد|"
        "جمیله|چنگیز|چکامه|حسین|حمیده|خسرو|خاطره|داریوش|دلارام|ذبیح|رضا|رویا|"
        "زهرا|زینب|ژاله|ژیلا|سعید|سیمین|شیرین|شهرام|صادق|صبا|ضیاء|طاهره|ظفر|"
        "عباس|عاطفه|غلامرضا|غزاله|فرهاد|فروغ|قاسم|قمر|کاوه|کیانا|گلشیفته|گیتی|"
        "لادن|لیلا|مهدی|مریم|نیما|نسرین|وحید|ویدا|هومن|هانیه|یاسمن|یوسف|پروین|"
        "سهراب|اصغر|محمدرضا|کامران|آیدا|بهاره|ژینا",
        "رضایی|احمدی|آزادی|امیری|اکبری|بهرامی|باقری|پرتوی|پاکزاد|توکلی|تهرانی|"
        "ثابتی|جعفری|جلالی|چمران|چاوشی|حسینی|حیدری|خسروی|خلیلی|داوودی|دانشور|"
        "ذوالفقاری|رحیمی|رستمی|زمانی|زارعی|ژیان|صادقی|سلطانی|شهابی|شجریان|"
        "هدایت|صفوی|ضیایی|طاهری|ظریفی|کیارستمی|عطایی|غفاری|غلامی|فرهادی|فرخزاد|"
        "قاسمی|قنبری|کاظمی|کریمی|فراهانی|گلستانی|لطفی|حاتمی|محمدی|میرزاخانی|"
        "یوشیج|نوری|ولی‌زاده|وکیلی|هاشمی|هنرمند|یزدانی|یگانه|اعتصامی|سپهری|"
        "کیانی|آقایی|بهمنی|امینی",
    ),
    "he": (  # (given, surnames)
        "אברהם|אביגיל|אורי|אסתר|בנימין|בתיה|גיל|גלית|דוד|דבורה|הדס|הילה|ורד|"
        "ויקטור|זאב|זהבה|חיים|חנה|טל|טליה|יוסף|יעל|יצחק|כרמית|כנרת|לאה|ליאור|"
        "מיכאל|מרים|נעמי|נתן|סיגל|שמעון|עמוס|עדי|ענבל|פנינה|פזית|צביקה|ציפורה|"
        "קרן|קובי|רחל|רונן|שרה|שלמה|שירה|תמר|תומר|אילנה|משה|גולדה|נעמה|יהודה|"
        "אהוד|אפרת|דנה|אריק|עופרה|רעות|אליעזר|שושנה|מאיר|עומר|נועה|גל|ירדנה|זהר",
        "כהן|לוי|מזרחי|פרץ|ביטון|ברק|גולן|גבאי|דהן|דיין|הלוי|הורוביץ|וולך|ויס|"
        "ז'בוטינסקי|זילברמן|חזן|חדד|טנא|טייב|בורג|ישראלי|רבין|כץ|כהנא|לנדאו|"
        "לוין|מלכה|מור|נחום|נבון|סעדה|פרס|עוז|עזרא|עמר|פרידמן|פישר|צור|צדוק|"
        "קליין|קדוש|רוזן|רבינוביץ|שפירא|שושן|שטרן|תורג'מן|תמיר|אבוטבול|מאיר|"
        "נחמיאס|עמיחי|גולדברג|אלון|אינטרנשיונל|איינשטיין|חזה|נחמן ביאליק|רביבו|"
        "בן־יהודה|דמארי|אריאל|אדם|קירל|גדות|ארזי|ארגוב",
    ),
    "el": (  # (given, surnames)
        "Αλέξανδρος|Άννα|Αθηνά|Άρης|Βασίλης|Βαρβάρα|Γιώργος|Γεωργία|Δημήτρης|"
        "Δέσποινα|Ελένη|Έλενα|Ευάγγελος|Ζωή|Ζήσης|Ηλίας|Ήρα|Θεόδωρος|Θεοδώρα|"
        "Ιωάννης|Ιφιγένεια|Ίων|Κωνσταντίνος|Κατερίνα|Λάμπρος|Λίνα|Μαρία|"
        "Μιχάλης|Νίκος|Νεφέλη|Ξενοφών|Ξανθή|Όλγα|Οδυσσέας|Ορέστης|Παναγιώτης|"
        "Πηνελόπη|Ρένα|Ρήγας|Σοφία|Σταύρος|Τάσος|Τατιάνα|Υπατία|Ύβων|Φώτης|"
        "Φωτεινή|Χρήστος|Χαρίκλεια|Παύλος|Ευαγγελία|Μάνος|Ωρίων|Μελίνα|Γιάννης|"
        "Μίκης|Κωστής|Αγγελική|Στέλιος|Αλκυόνη|Ευφροσύνη|Ευτυχία|Ραλλού|"
        "Ιάσονας|Σπύρος|Ίκαρος|Αύρα|Έκτορας",
        "Παπαδόπουλος|Αντωνίου|Αθανασίου|Αργυρός|Βασιλείου|Βλάχου|Γεωργίου|"
        "Γκίκα|Δημητρίου|Δούκα|Ευαγγέλου|Παπαρίζου|Βενιζέλος|Ζαχαρίου|"
        "Ζαφειρίου|Ηλιόπουλος|Ηλιάδη|Θεοδωρίδης|Θεοχάρη|Ιωαννίδης|Ιατρού|"
        "Δραγούμης|Καραμανλής|Κωνσταντίνου|Λαμπράκης|Λαζαρίδου|Κάλλας|"
        "Μιχαηλίδης|Νικολάου|Νικολαΐδου|Ξανθόπουλος|Ξενάκη|Οικονόμου|Ελύτης|"
        "Ορφανίδης|Παπανικολάου|Πετρίδου|Ραφαηλίδη|Φεραίος|Σπυροπούλου|"
        "Σταυρίδης|Τσακαλώτος|Τριανταφύλλου|Υψηλάντη|Υφαντή|Φωτόπουλος|"
        "Φραγκιαδάκη|Χριστοδούλου|Χατζηδάκη|Ψάλτης|Ψαρρά|Ωραιοπούλου|Ωρολογάς|"
        "Ωραιόπουλος|Μερκούρη|Καζαντζάκης|Αντετοκούνμπο|Θεοδωράκης|Παλαμάς|"
        "Αγγελίδου|Καζαντζίδης|Παπαδάκη|Αναστασίου|Ευθυμίου|Ρουσάκη|Ιακωβίδης|"
        "Σαββίδης|Σταματίου|Αυγερινού|Εμμανουήλ",
    ),
    "hi": (  # (given, surnames)
        "अमित|अनीता|आदित्य|आशा|इंदिरा|इरफ़ान|ईशा|ईश्वर|उमा|उदय|ऊषा|ऋषि|ऋतिक|"
        "एकता|ऐश्वर्या|ओम|औरंगज़ेब|अंकित|कमला|कृष्ण|क्षितिज|खुशबू|गौरव|गीता|"
        "घनश्याम|चंद्रशेखर|छाया|जया|ज्योति|झुम्पा|टीना|रवीन्द्रनाथ|डिंपल|"
        "अमरिंदर|तरुण|त्रिशा|अनिल|दीपिका|धर्मेंद्र|नरेंद्र|नेहा|पूजा|प्रिया|"
        "फ़ातिमा|बबीता|भरत|मनीषा|महेंद्र|यामी|युवराज|राहुल|रेखा|लता|लक्ष्मी|"
        "विजय|विद्या|शाहरुख़|श्रेया|सचिन|सुनीता|हरीश|हेमा|ज्ञान|श्वेता|अमिताभ|"
        "सुभाष|अर्जुन|ऋचा",
        "शर्मा|अग्रवाल|आहूजा|भोसले|गांधी|ख़ान|देओल|चंद्र विद्यासागर|उपाध्याय|"
        "चोपड़ा|उत्थुप|कपूर|रोशन|राय|पुरी|आलमगीर|अंसारी|कुमारी|कुमार|क्षत्रिय|"
        "खन्ना|गुप्ता|गोयल|घोष|चौहान|छाबड़ा|जैन|जोशी|लाहिड़ी|टंडन|ठाकुर|डोगरा|"
        "ढिल्लों|तिवारी|त्रिपाठी|थापा|पादुकोण|मोदी|नायर|पटेल|प्रकाश|फ़ारूक़ी|"
        "बत्रा|भूषण|मल्होत्रा|सिंह धोनी|गौतम|सिंह|रस्तोगी|मंगेशकर|लाल|वर्मा|"
        "बालन|घोषाल|तेंदुलकर|सक्सेना|हुड्डा|मालिनी|श्रीवास्तव|बच्चन|चंद्र बोस|"
        "रामपाल|चड्ढा",
    ),
    "bn": (  # (given, surnames)
        "অমিত|অনিতা|আবুল|আয়েশা|ইমরান|ইন্দ্রাণী|ঈশিতা|উত্তম|উৎপল|ঊর্মিলা|"
        "ঋত্বিক|ঋতুপর্ণা|এনায়েত|ঐশী|ওমর|হুমায়ূন|কাজী|কবিতা|ক্ষিতিমোহন|খালেদা|"
        "গৌতম|গীতা|ঘনশ্যাম|চন্দ্রনাথ|চম্পা|ছবি|জসীম|জয়া|ঝুমা|টুম্পা|"
        "রবীন্দ্রনাথ|ডালিয়া|তাপস|তানিয়া|তন্ময়|দেবাশীষ|দীপিকা|ধ্রুব|নাসির|"
        "নন্দিতা|পার্থ|প্রিয়াঙ্কা|ফারহানা|ফয়সাল|বিমল|বুলবুল|ভাস্কর|ভারতী|"
        "মাহমুদ|মৌসুমী|যতীন|রবি|রুনা|লতিফা|শাহনাজ|শ্যামল|ষষ্ঠীচরণ|সৌরভ|"
        "সুচিত্রা|হাসান|হৈমন্তী|সত্যজিৎ|শেখ|সাকিব|তাসলিমা|মাশরাফি|বেগম|"
        "জীবনানন্দ|অমর্ত্য|আনিসুল",
        "দাস|অধিকারী|কালাম|আক্তার|হোসেন|ইসলাম|কুমার|দত্ত|ঘটক|সেনগুপ্ত|করিম|"
        "রহমান|ফারুক|আহমেদ|নজরুল ইসলাম|কর|সেন|খাতুন|গাঙ্গুলী|ঘোষ|ঘোষাল|"
        "চক্রবর্তী|চৌধুরী|বিশ্বাস|উদ্দীন|আহসান|রায়|ঠাকুর|নিলুফার|তালুকদার|"
        "থাপা|দে|ধর|উদ্দিন|নাগ|পাল|প্রামাণিক|ফেরদৌসী|ফকির|বসু|ভট্টাচার্য|ভৌমিক|"
        "মজুমদার|মিত্র|যাদব|লায়লা|লাহিড়ী|শেখ|হক|শুক্লা|মুজিবুর রহমান|"
        "আল হাসান|নাসরিন|বিন মর্তুজা|রোকেয়া|দাশ",
    ),
    "ta": (  # (given, surnames)
        "அருண்|அனிதா|ஆனந்த்|ஆர்த்தி|இந்திரா|ஈஸ்வரன்|ஈஸ்வரி|உமா|உதயநிதி|ஊர்மிளா|"
        "எழில்|எம்.|ஏகாம்பரம்|ஏ.|ஐஸ்வர்யா|ஓவியா|ஔவை|கமல்|கவிதா|கார்த்திக்|"
        "கிருஷ்ணன்|சரவணன்|சாந்தி|சிவாஜி|சுஜாதா|ஞானவேல்|டி.|தனுஷ்|தமிழ்செல்வி|"
        "தேவி|நயன்தாரா|நாகராஜன்|நித்யா|பிரகாஷ்|பிரியா|மீனா|முருகேசன்|யுவன்|"
        "யமுனா|ராதிகா|லட்சுமி|லதா|வள்ளி|விஜய்|விஸ்வநாதன்|ஜோதிகா|ஜெயலலிதா|"
        "ஷங்கர்|ஷாலினி|ஸ்ரீதேவி|ஸ்ரீநிவாச|ஹரிஹரன்|ஹன்சிகா|க்ஷேத்ரா|சூர்யா|"
        "அப்துல்|வைரமுத்து|சின்மயி",
        "குமார்|ராஜ்|ராஜா|சுப்பிரமணியம்|நூயி|முருகன்|ராமசாமி|மகேஸ்வரி|ஸ்டாலின்|"
        "தேவி|அரசன்|ஜி. ராமச்சந்திரன்|பிள்ளை|ஆர். ரகுமான்|ராஜேஷ்|ஹெலன்|நடராசன்|"
        "ஹாசன்|கண்ணன்|சிவகுமார்|கோபால்|சுந்தரம்|சேகர்|கணேசன்|ரங்கராஜன்|இமான்|"
        "கஸ்தூரிராஜா|தங்கராஜ்|பிரியா|குரியன்|நடராஜன்|மேனன்|பாலு|முத்து|"
        "மாரியப்பன்|சங்கர் ராஜா|யோகேஸ்வரன்|சரத்குமார்|லோகநாதன்|ரஜினிகாந்த்|"
        "வேலு|சேதுபதி|ஆனந்த்|சூர்யா|ஜெயராம்|சண்முகம்|அஜித்|கபூர்|ராமானுஜன்|ஹரி|"
        "மோத்வானி|கிருஷ்ணா|கலாம்|ஸ்ரீபாதா",
    ),
    "th": (  # (given, surnames)
        "กมล|กัญญา|ขวัญใจ|คมสัน|ฆนาธิป|งามตา|จิราพร|จักรพันธ์|ฉัตรชัย|ชัยวัฒน์|"
        "ชนิดา|ซาร่า|ญาณี|ฐิติมา|ณัฐพล|ดวงใจ|ต่อศักดิ์|ถนอม|ทักษิณ|ธนากร|"
        "นภัสสร|บุญชัย|ปรีชา|ผกามาศ|ฝนทิพย์|พรทิพย์|ฟ้าใส|ภานุวัฒน์|มานพ|"
        "ยิ่งลักษณ์|รัตนา|ลำไย|วรวุฒิ|ศรีสุดา|ษมา|สมชาย|สมศรี|หทัยรัตน์|อนันต์|"
        "อรุณี|ฮาร์ท|เกรียงไกร|เจนจิรา|เพ็ญศรี|เอกชัย|เมธี|แก้วตา|แสงเดือน|"
        "แพรวา|โชคชัย|โสภา|โอภาส|ใจดี|ใหม่|ไพโรจน์|ไอศูรย์|ไกรสร|ประยุทธ์|"
        "อภิสิทธิ์|ธงไชย|ภูมิพล|ณเดชน์|ปาลิตา|วิไลวรรณ|ศุภชัย|ลลิตา|พิมพ์ชนก|"
        "ฐาปนา|เฉลิมชัย",
        "กิตติศักดิ์|แก้วมณี|ขาวสะอาด|คงเจริญ|สุขสม|งามวงศ์|จันทร์เพ็ญ|ใจดี|"
        "ฉิมพลี|ชื่นชม|ชัยมงคล|เกตุสิงห์|จงวิสุทธิ์|สุตสุนทร|ณ ระนอง|ดีมาก|"
        "ตันติวงศ์|กิตติขจร|ชินวัตร|ธนพัฒน์|นาคสวัสดิ์|บุญมา|ปัญญาดี|ผลดี|"
        "วงศ์ใหญ่|พึ่งบุญ|บุญมี|ภักดี|มีสุข|รักไทย|ไหทองคำ|วงศ์สวัสดิ์|"
        "ศักดิ์ศรี|ศรีสุข|สุขสวัสดิ์|หอมจันทร์|อินทรประเสริฐ|อุดมสุข|สุทธิพงษ์|"
        "เกียรติศักดิ์|เจริญผล|เพชรรัตน์|เอี่ยมสะอาด|เมฆสวัสดิ์|แสงทอง|แสนดี|"
        "แพทย์พงษ์|โชติช่วง|โสภณ|โอฬาร|ทองมา|ดาวิกา|ไชยวัฒน์|ไตรรัตน์|ไทยแท้|"
        "จันทร์โอชา|เวชชาชีวะ|แมคอินไตย์|อดุลยเดช|คูกิมิยะ|ปัญญาวงศ์|วงศ์ไทย|"
        "ศรีวิไล|ลิ้มเจริญ|ลือวิเศษไพบูลย์|ทองดี|โฆษิตพิพัฒน์",
    ),
    "ka": (  # (given, surnames)
        "ანა|ალექსანდრე|ბესიკ|ბაჩო|გიორგი|გვანცა|დავით|დარეჯან|ეკატერინე|ელენე|"
        "ვახტანგ|ვერიკო|ზურაბ|ზაირა|თამარ|თორნიკე|ია|ილია|კახა|ქეთევან|ლევან|"
        "ლია|მარიამ|მიხეილ|ნინო|ნიკოლოზ|ოთარ|ოლღა|პაატა|პეტრე|ჟუჟუნა|ჟორჟ|"
        "რუსუდან|რევაზ|სოფო|სალომე|ტარიელ|ტატიანა|უშანგი|ფრიდონ|ფატი|ქეთი|"
        "ქართლოს|ღვთისო|ღია|ყვარყვარე|შოთა|შორენა|ჩიტო|ციური|ცოტნე|ძაბა|აკაკი|"
        "ნანა|ჭაბუა|ხატია|ხვიჩა|ჯემალ|ჯანსუღ|ჰამლეტ|ნიკო|ეთერ|მზია|გელა|ლადო",
        "ბერიძე|კაპანაძე|ბაქრაძე|გელაშვილი|გოგოლაძე|დავითაშვილი|დადიანი|ელიავა|"
        "ენუქიძე|ვაშაძე|ვაჩნაძე|ზოიძე|ზედგინიძე|თოდუა|თავაძე|იაშვილი|ჭავჭავაძე|"
        "კალაძე|ლომიძე|ლორთქიფანიძე|მამულაშვილი|მესხი|ნიჟარაძე|ნოზაძე|ონიანი|"
        "ოდიშარია|პაპავა|პავლიაშვილი|ჟვანია|ჟღენტი|რამიშვილი|რაზმაძე|"
        "სულაბერიძე|სიჭინავა|ტაბიძე|ტყეშელაშვილი|ჩხეიძე|ფაღავა|ფირცხალავა|"
        "ქავთარაძე|ქობულია|ღლონტი|ღამბაშიძე|ყიფიანი|რუსთაველი|შენგელია|"
        "ჩხიკვაძე|ცინცაძე|ცქიტიშვილი|ძნელაძე|წერეთელი|წიკლაური|ჭანტურია|"
        "ხუციშვილი|კვარაცხელია|ჯინჯოლავა|ჩარკვიანი|ჰაბაშიძე|ფიროსმანი|ცერცვაძე|"
        "ჩიქოვანი|ბაბლუანი|გუდიაშვილი",
    ),
    "hy": (  # (given, surnames)
        "Արամ|Անի|Արմեն|Բագրատ|Բելլա|Գագիկ|Գայանե|Դավիթ|Դիանա|Եղիշե|Երանուհի|"
        "Զարուհի|Զավեն|Էդգար|Էմմա|Թաթուլ|Թամարա|Ժիրայր|Ժաննա|Իվան|Իննա|Լևոն|"
        "Լուսինե|Խաչիկ|Խաչատուր|Ծովինար|Ծատուր|Կարեն|Կարինե|Հայկ|Հասմիկ|"
        "Ձյունիկ|Ղևոնդ|Ղուկաս|Մարգարիտա|Մարիամ|Միքայել|Յուրի|Յանա|Նարեկ|Նունե|"
        "Շուշան|Շավարշ|Ոսկան|Ովսաննա|Պետրոս|Պարույր|Ջիվան|Ռուբեն|Ռուզաննա|"
        "Սարգիս|Սոնա|Վարդան|Վահագն|Տիգրան|Տաթևիկ|Րաֆֆի|Ցոլակ|Ուրիկ|Փառանձեմ|"
        "Քրիստինե|Քնարիկ|Օհան|Ֆրունզե|Կոմիտաս",
        "Խաչատրյան|Աբրահամյան|Ավետիսյան|Բաղդասարյան|Բաբայան|Գրիգորյան|"
        "Գասպարյան|Դավթյան|Դանիելյան|Չարենց|Եսայան|Զաքարյան|Զոհրաբյան|Էլոյան|"
        "Էլչիբեկյան|Ըմբիշյան|Թադևոսյան|Թորոսյան|Ժամկոչյան|Ժամհարյան|Իսահակյան|"
        "Իգիթյան|Լալայան|Լազարյան|Աբովյան|Ծատուրյան|Ծերունյան|Կարապետյան|"
        "Կոստանյան|Հակոբյան|Հովհաննիսյան|Ձերունյան|Ղազարյան|Ղարիբյան|"
        "Ճուղուրյան|Մկրտչյան|Մարտիրոսյան|Յոլչյան|Յափունջյան|Ներսիսյան|Նազարյան|"
        "Շահինյան|Շահբազյան|Երևանցի|Ոսկանյան|Պետրոսյան|Սևակ|Ռշտունի|Ռաֆայելյան|"
        "Սարգսյան|Սահակյան|Վարդանյան|Վանեցյան|Թովմասյան|Ռաշդյան|Ցոլակյան|"
        "Ուռուտյան|Փափազյան|Քոչարյան|Քալանթարյան|Օհանյան|Վարդապետ|Մանուկյան",
    ),
    "am": (  # (given, surnames)
        "አበበ|አልማዝ|አስቴር|ሀይሌ|ሄለን|ለማ|ሊያ|ሐና|ሐዲስ|መሠረት|ማርታ|ሠናይት|ረድኤት|ሩት|ሰላም|ሳምራዊት|"
        "ሽመልስ|ሸዋዬ|ቀነኒሳ|ቃልኪዳን|በላይነህ|ብርቱካን|ተስፋዬ|ትዕግስት|ቸርነት|ነጋሽ|ናርዶስ|ኃይሉ|አማኑኤል|"
        "ኤልሳቤጥ|እመቤት|ከበደ|ኪዳን|ወርቅነሽ|ዋሲሁን|ዐቢይ|ዓለሙ|ዘውዱ|ዘሪሁን|ዮሐንስ|የሺ|ደረጀ|ዲና|ጀማል|"
        "ጌታቸው|ግርማ|ጥላሁን|ጤናዳም|ጸጋዬ|ፀሐይ|ፋሲል|ፍቅርተ|ፕሪሲላ|ቴዎድሮስ|ምኒልክ|ጣይቱ|ዘርአ|ሙሉቀን|ማህሙድ|"
        "ቴዲ|ጥሩነሽ|መስከረም|ሕይወት|ኤፍሬም",
        "ቢቂላ|አያና|አወቀ|ገብረሥላሴ|ሀይሉ|መገርሳ|ለማ|ሐጎስ|ዓለማየሁ|ደፋር|መኮንን|ሠይፉ|ረታ|ራስ|ሰለሞን|ሳሙኤል|"
        "ሽፈራው|በቀለ|ቀለመወርቅ|ብርሃኑ|ተሾመ|ታደሰ|ቸኮል|ነጋሳ|ንጉሤ|ኃይሌ|አሰፋ|ኤፍሬም|እሸቴ|ሚካኤል|ከበደ|"
        "ወልዴ|ወንድሙ|አሕመድ|ዓባይ|ዘለቀ|ዘውዴ|ዮሴፍ|የማነ|ደምሴ|ዳዊት|ጃፋር|ገብሬ|ጎበዜ|ገሠሠ|ጥላሁን|"
        "ገብረመድህን|ፀጋዬ|ፈቃዱ|ፍሥሐ|ፓውሎስ|ካሳሁን|ዳግማዊ|ብጡል|ያዕቆብ|መለሰ|አህመድ|አፍሮ|ዲባባ|ለገሠ|"
        "ሕዝቅኤል|ታምሩ",
    ),
    "km": (  # (given, surnames); written family name first
        "សុភា|ចន្ថា|ដារ៉ា|សំណាង|សុវណ្ណ|ឧត្តម|គន្ធា|បុប្ផា|រតនា|ធីតា|សុខា|ម៉ាលី|"
        "វណ្ណា|ច័ន្ទមុនី|ឈុនលី|ពិសី|សុភ័ក្រ|វាសនា|សុផល|រស្មី|ពេជ្រ|កញ្ញា|ឫទ្ធី|"
        "ណារី|មករា|ស្រីពៅ|ឥន្ទ្រា|វិចិត្រ|ភក្តី|សុជាតិ|សែន|សីហមុនី|ស៊ីសាមុត|"
        "សេរីសុទ្ធា|រ៉ន|ស៊ីវន|យិនទៀង|សុខ|ចាន់|ហេង",
        "សុខ|ចាន់|ហេង|លី|គឹម|ស៊ុន|ម៉ៅ|ញឹក|ប៉ែន|ស៊ិន|ហ៊ុន|សេង|អ៊ុំ|ឯម|ឡុង|ទេព|"
        "ជា|ឈឹម|កែវ|ណុប|ភន|យឹម|ឱក|វង្ស|ខៀវ|តាំង|ថាច់|ផល|រស់|ឃុន|នរោត្តម|ស៊ីន|"
        "ហ៊ឹម|ឱម|ឥន្ទ្រា|ឧត្តម|ឫទ្ធី",
    ),
    "my": (  # (whole names; no surname)
        "အောင်ဆန်းစုကြည်|အောင်ကျော်မိုး|အောင်မြင့်ထွန်း|ကျော်ဇင်ထွန်း|"
        "ကျော်ကျော်ဝင်း|ခင်မောင်လတ်|ခင်နွယ်ဝင်း|ဂျူးဂျူး|ငြိမ်းချမ်းအောင်|"
        "စိုးမိုးကျော်|စန္ဒာမင်း|ဆုမြတ်နိုး|ဆန်းဆန်းနွယ်|ဇော်ဝင်းထွဋ်|"
        "ဇင်မာအောင်|ညီညီထွန်း|ညိုညိုအေး|တင်မောင်ဦး|တင်ဇာမော်|ထက်ထက်ဝေ|"
        "ထွန်းထွန်းအောင်|ဒေါ်ခင်ကြည်|ဒေါ်မြမြ|နန္ဒာလှိုင်|နိုင်လင်းအောင်|"
        "ပိုင်ထက်ကျော်|ပြည့်ဖြိုးမောင်|ဖြိုးပြည့်စုံ|ဖူးပွင့်သစ်|"
        "ဗိုလ်ချုပ်အောင်ဆန်း|ဘုန်းမြင့်|ဘိုဘို|မမြတ်နိုး|မောင်မောင်ကြည်|"
        "မြင့်မြတ်|မြမြဝင်း|ယုယုထွေး|ယဉ်ယဉ်မြင့်|ရဲထက်ကျော်|ရွှေရည်|လှလှဝင်း|"
        "လင်းလင်း|ဝင်းမင်းထွဋ်|ဝေဝေနု|သန့်ဇင်|သီတာအောင်|သူဇာဝင်း|ဟိန်းထက်|"
        "ဟေမာနေဝင်း|အေးအေးခိုင်|အိအိချွန်|ဥမ္မာ|ဥက္ကာ|ဦးသန့်|ဦးနု|ဦးဘသိန်း|"
        "ကိုကိုနိုင်|ကိုဇော်|မခင်လေး|မောင်ထွန်းလင်း|ဇာဇာ|ချစ်သူဝေ|ကြည်ကြည်|"
        "လွင်မိုး|ဌေးလွင်",
    ),
    "si": (  # (given, surnames)
        "අනුර|අමාලි|ආනන්ද|ආශා|ඇන්ජලා|ඉෂාර|ඉරේෂා|ඊශ්වරී|උපුල්|උදේනි|එරන්ද|"
        "සුනිල්|ගණනාථ|ඕෂධී|කමල්|කුමාරි|කුමාර්|ගයාන්|ගීතා|චමින්ද|චාමරී|ජගත්|"
        "ජානකී|තිලිනි|තිසර|දිලිනි|දිනේෂ්|ධනුෂ්ක|නදීෂා|නිමල්|නුවන්|පියල්|පබා|"
        "ප්‍රියන්ත|ප්‍රසන්න|බුද්ධික|භාග්‍යා|මහේල|මුත්තයියා|යසෝදා|යොහානි|රුවන්|"
        "රංජන්|ලසිත්|ලක්මාලි|වසන්ත|විමලා|ශානිකා|ශ්‍රීනාත්|සනත්|සඳමාලි|"
        "සුසන්තිකා|හර්ෂ|හිමාලි|ෆාතිමා|ෆයිසල්|චන්ද්‍රිකා|රනිල්|සිරිමාවෝ",
        "දිසානායක|පෙරේරා|ගමගේ|හේරත්|සිල්වා|ලියනගේ|අබේසේකර|රත්නායක|තරංග|ජයසූරිය|"
        "විජේසිංහ|ඒකනායක|ඔබේසේකර|මැන්ඩිස්|කරුණාරත්න|බණ්ඩාර|සංගක්කාර|ගුණවර්ධන|"
        "කුමාරසිංහ|වාස්|අතපත්තු|ජයවර්ධන|පතිරණ|චන්දිමාල්|ගුණතිලක|නානායක්කාර|"
        "සිරිපාල|කුලසේකර|විජේතුංග|දිල්හානි|ප්‍රනාන්දු|විතානගේ|මුරලිදරන්|ජයසේකර|"
        "ද සිල්වා|රාජපක්ෂ|රාමනායක|මාලිංග|සේනානායක|වීරසිංහ|ශ්‍රීමාලි|මුණසිංහ|"
        "සමරසිංහ|ජයසිංහ|ෆාරූක්|මුස්තාපා|කුමාරතුංග|වික්‍රමසිංහ|බණ්ඩාරනායක",
    ),
    "ja_hira": (  # (surnames, given names) in hiragana
        "さとう|すずき|たかはし|たなか|いとう|わたなべ|やまもと|なかむら|こばやし|かとう|おおた|えんどう|うえだ|ぬまた|へんみ",
        "ゆうき|はなこ|あおい|ひろし|まい|けん|りょう|あや|ゆい|ともみ|ひかり|まこと|しんじ|ちひろ|えみり",
    ),
    "ja_kana": (  # (surnames, given names) in katakana
        "サトウ|スズキ|タナカ|ヤマダ|イトウ|ワタナベ|カトウ|ナカムラ|オカダ|ハヤシ|ミヤザキ|キムラ|ジョン|ヴォルフ|アラガキ",
        "タロウ|イチロウ|ミサキ|ハナコ|ケンジ|ユウコ|ヒロミ|ショウ|マサキ|リナ|ハヤオ|カエデ|マンジロウ|ハルト|ユイ",
    ),
}

_LANG_GROUPS = [
    # (cumulative share, [languages, repeated to weight them])
    (0.60, ["en"] * 6 + ["de"] * 4 + ["fr"] * 3 + ["es"] * 3 + ["it"] * 2 + ["pt"] * 2
     + ["nl", "pl", "tr"] * 2
     + ["sv", "da", "nb", "fi", "is", "cs", "sk", "hu", "hr", "lt", "lv", "et", "ro", "vi"]),
    (0.70, ["ru"] * 4 + ["uk"] * 2 + ["bg", "sr", "mn"]),
    (0.80, ["zh"] * 5 + ["zh_Hant"] * 2 + ["ja"] * 3),
    (0.85, ["ko"]),
    (0.90, ["ar"] * 2 + ["fa"] + ["he"] * 2),
    (1.00, ["el", "hi", "bn", "ta", "th", "ka", "hy", "am", "km", "my", "si",
            "ja_hira", "ja_kana"]),
]

# Scripts in which "Given S." (initial) is a natural contact format.
_INITIALS = {"en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr", "sv", "da",
             "nb", "fi", "is", "cs", "sk", "hr", "lt", "lv", "et", "ro",
             "ru", "uk", "bg", "sr", "mn", "el"}
# Double surnames joined by a space instead of a hyphen.
_SPACE_DOUBLE = {"es", "pt", "ar", "fa", "he", "hi", "bn", "ta", "th", "am",
                 "si", "hy", "ka"}
# Languages whose surnames are mixed with each other's given names for part
# of the rows ("Ayşe Müller"), which multiplies the number of distinct names.
_FAMILIES = [
    ("en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr", "sv", "da", "nb",
     "fi", "is", "cs", "sk", "hr", "lt", "lv", "et", "ro"),
    ("ru", "uk", "bg", "sr", "mn"),
    ("ar", "fa"),
]
_MY_PREFIX = ["ဦး", "ဒေါ်", "ကို", "မ", "မောင်"]


def _split(p):
    return tuple(x.split("|") for x in p)


def _mixed_surnames(lang):
    """Union of the surname pools of all languages sharing lang's family."""
    for family in _FAMILIES:
        if lang in family:
            out = []
            for other in family:
                out.extend(POOLS[other][1].split("|"))
            return out
    return POOLS[lang][1].split("|")


def _maker(lang, rnd):
    """Return a zero-argument function producing one name for lang.

    Picks are inlined as pool[int(rnd() * n)] for speed."""
    pools = _split(POOLS[lang])
    if lang in ("zh", "zh_Hant"):
        sur, chars = pools
        ns, nc = len(sur), len(chars)

        def make():
            s = sur[int(rnd() * ns)] + chars[int(rnd() * nc)]
            if rnd() < 0.7:
                s += chars[int(rnd() * nc)]
            return s
        return make
    if lang == "ko":
        sur, syl = pools
        ns, ny = len(sur), len(syl)

        def make():
            if rnd() < 0.88:
                return sur[int(rnd() * ns)] + syl[int(rnd() * ny)] + syl[int(rnd() * ny)]
            return sur[int(rnd() * ns)] + syl[int(rnd() * ny)]
        return make
    if lang in ("ja", "ja_hira", "ja_kana"):
        sur, giv = pools
        ns, ng = len(sur), len(giv)
        sep = "" if lang == "ja" else " "

        def make():
            p = rnd()
            if p < 0.6:
                return sur[int(rnd() * ns)] + " " + giv[int(rnd() * ng)]
            if p < 0.9:
                return sur[int(rnd() * ns)] + sep + giv[int(rnd() * ng)]
            return sur[int(rnd() * ns)]
        return make
    if lang == "my":
        (names,) = pools
        nn, npre = len(names), len(_MY_PREFIX)

        def make():
            if rnd() < 0.3:
                return _MY_PREFIX[int(rnd() * npre)] + names[int(rnd() * nn)]
            return names[int(rnd() * nn)]
        return make
    if lang == "vi":
        fam, mid, giv = pools
        nf, nm, ng = len(fam), len(mid), len(giv)

        def make():
            p = rnd()
            if p < 0.65:
                return fam[int(rnd() * nf)] + " " + mid[int(rnd() * nm)] + " " + giv[int(rnd() * ng)]
            if p < 0.85:
                return fam[int(rnd() * nf)] + " " + giv[int(rnd() * ng)]
            if p < 0.95:
                return (fam[int(rnd() * nf)] + " " + mid[int(rnd() * nm)] + " "
                        + giv[int(rnd() * ng)] + " " + giv[int(rnd() * ng)])
            return giv[int(rnd() * ng)]
        return make
    giv, sur = pools
    ng, ns = len(giv), len(sur)
    if lang in ("hu", "km"):
        def make():
            p = rnd()
            if p < 0.8:
                return sur[int(rnd() * ns)] + " " + giv[int(rnd() * ng)]
            if p < 0.9:
                return sur[int(rnd() * ns)] + " " + giv[int(rnd() * ng)] + " " + giv[int(rnd() * ng)]
            return giv[int(rnd() * ng)] + " " + sur[int(rnd() * ns)]
        return make
    joiner = " " if lang in _SPACE_DOUBLE else "-"
    initials = lang in _INITIALS
    mix = _mixed_surnames(lang)
    nx = len(mix)

    def make():
        p = rnd()
        if p < 0.45:
            return giv[int(rnd() * ng)] + " " + sur[int(rnd() * ns)]
        if p < 0.65:
            return giv[int(rnd() * ng)] + " " + mix[int(rnd() * nx)]
        if p < 0.75:
            return giv[int(rnd() * ng)] + " " + giv[int(rnd() * ng)] + " " + sur[int(rnd() * ns)]
        if p < 0.83:
            return giv[int(rnd() * ng)] + " " + sur[int(rnd() * ns)] + joiner + sur[int(rnd() * ns)]
        if p < 0.93:
            return sur[int(rnd() * ns)] + ", " + giv[int(rnd() * ng)]
        if initials:
            return giv[int(rnd() * ng)] + " " + sur[int(rnd() * ns)][0] + "."
        return giv[int(rnd() * ng)]
    return make


def _table(rnd):
    """One flat list of name makers, each language repeated by its share.

    Size 468,000 = 100 * lcm of the group sizes, so every share is exact."""
    size = 468_000
    table = []
    prev = 0.0
    for limit, langs in _LANG_GROUPS:
        slots = round((limit - prev) * size)
        prev = limit
        per, rest = divmod(slots, len(langs))
        assert rest == 0, (limit, len(langs))
        makers = {}
        for lang in langs:
            if lang not in makers:
                makers[lang] = _maker(lang, rnd)
            table.extend([makers[lang]] * per)
    assert len(table) == size
    return table


def generate(rows, seed, write, chunk=100_000):
    """Write rows names, built from random.Random(seed), via write(bytes)."""
    import random
    rnd = random.Random(seed).random
    table = _table(rnd)
    size = len(table)
    done = 0
    while done < rows:
        n = min(chunk, rows - done)
        out = [table[int(rnd() * size)]() for _ in range(n)]
        out.append("")
        write("\n".join(out).encode("utf-8"))
        done += n


def main(argv=None):
    ap = argparse.ArgumentParser(description="Generate realistic mixed-script personal names.")
    ap.add_argument("--rows", type=int, required=True, help="number of names (lines) to write")
    ap.add_argument("--seed", type=int, default=42, help="random seed (default 42)")
    ap.add_argument("--output", help="output file (default: standard output)")
    a = ap.parse_args(argv)
    if a.rows < 0:
        ap.error("--rows must be >= 0")
    if a.output:
        with open(a.output, "wb") as f:
            generate(a.rows, a.seed, f.write)
    else:
        generate(a.rows, a.seed, sys.stdout.buffer.write)
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
