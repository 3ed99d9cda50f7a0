# Place names: `Swedish|English`, or the bare name where English uses the Swedish one.
# Genitives (Sveriges → Sweden's) and compounds (Stockholmsområdet → the Stockholm area) are derived.
@table places

Sverige|Sweden
Norge|Norway
Danmark|Denmark
Finland
Island|Iceland
Tyskland|Germany
Frankrike|France
Storbritannien|Britain
England
Skottland|Scotland
Wales
Irland|Ireland
Nordirland|Northern Ireland
Nederländerna|the Netherlands
Holland
Belgien|Belgium
Luxemburg|Luxembourg
Schweiz|Switzerland
Österrike|Austria
Italien|Italy
Spanien|Spain
Portugal
Grekland|Greece
Cypern|Cyprus
Malta
Polen|Poland
Tjeckien|the Czech Republic
Slovakien|Slovakia
Ungern|Hungary
Rumänien|Romania
Bulgarien|Bulgaria
Kroatien|Croatia
Serbien|Serbia
Bosnien|Bosnia
Slovenien|Slovenia
Albanien|Albania
Kosovo
Montenegro
Nordmakedonien|North Macedonia
Estland|Estonia
Lettland|Latvia
Litauen|Lithuania
Ryssland|Russia
Ukraina|Ukraine
Belarus
Vitryssland|Belarus
Moldavien|Moldova
Georgien|Georgia
Armenien|Armenia
Azerbajdzjan|Azerbaijan
Turkiet|Turkey
Europa|Europe
Asien|Asia
Afrika|Africa
Amerika|America
Nordamerika|North America
Sydamerika|South America
Australien|Australia
Oceanien|Oceania
Antarktis|Antarctica
Arktis|the Arctic
Norden|the Nordic countries
Skandinavien|Scandinavia
Baltikum|the Baltic states
USA|the US
Kanada|Canada
Mexiko|Mexico
Kalifornien|California
Texas
Florida
Hawaii|Hawaii
Katalonien|Catalonia
Bayern|Bavaria
Sibirien|Siberia
Krim|Crimea
Donbass
Kurdistan
Mellanöstern|the Middle East
Fjärran östern|the Far East
Balkan|the Balkans
Sahel
Kuba|Cuba
Brasilien|Brazil
Argentina
Chile
Colombia
Venezuela
Peru
Kina|China
Japan
Sydkorea|South Korea
Nordkorea|North Korea
Korea
Taiwan
Indien|India
Pakistan
Afghanistan
Iran
Irak|Iraq
Syrien|Syria
Libanon|Lebanon
Israel
Palestina|Palestine
Gaza
Gazaremsan|the Gaza Strip
Västbanken|the West Bank
Jordanien|Jordan
Saudiarabien|Saudi Arabia
Jemen|Yemen
Qatar
Förenade arabemiraten|the United Arab Emirates
Egypten|Egypt
Libyen|Libya
Tunisien|Tunisia
Marocko|Morocco
Algeriet|Algeria
Sudan
Etiopien|Ethiopia
Eritrea
Somalia
Kenya
Nigeria
Sydafrika|South Africa
Kongo|Congo
Thailand
Vietnam
Indonesien|Indonesia
Filippinerna|the Philippines
Malaysia
Singapore
Nya Zeeland|New Zealand
Grönland|Greenland
Färöarna|the Faroe Islands
Åland
Kanarieöarna|the Canary Islands
Mallorca
Kreta|Crete
Sicilien|Sicily
Bryssel|Brussels
Köpenhamn|Copenhagen
Oslo
Helsingfors|Helsinki
Reykjavik
Berlin
Paris
London
Rom|Rome
Madrid
Lissabon|Lisbon
Aten|Athens
Wien|Vienna
Prag|Prague
Warszawa|Warsaw
Moskva|Moscow
Kiev|Kyiv
Kyiv
Tallinn
Riga
Vilnius
Haag|The Hague
Genève|Geneva
Washington
New York
Peking|Beijing
Tokyo
Jerusalem
Istanbul
Ankara
Teheran|Tehran
Kairo|Cairo
Östersjön|the Baltic Sea
Nordsjön|the North Sea
Medelhavet|the Mediterranean
Atlanten|the Atlantic
Stilla havet|the Pacific
Bottenviken|the Gulf of Bothnia
Bottniska viken|the Gulf of Bothnia
Kattegatt|the Kattegat
Skagerrak|the Skagerrak
Öresund|the Öresund
Vänern|Lake Vänern
Vättern|Lake Vättern
Mälaren|Lake Mälaren
Alperna|the Alps
Fjällen|the mountains
Stockholm
Göteborg|Gothenburg
Malmö
Uppsala
Västerås
Örebro
Linköping
Helsingborg
Jönköping
Norrköping
Lund
Umeå
Gävle
Borås
Södertälje
Eskilstuna
Halmstad
Växjö
Karlstad
Sundsvall
Östersund
Trollhättan
Luleå
Lidingö
Borlänge
Tumba
Kristianstad
Kalmar
Falun
Skövde
Karlskrona
Skellefteå
Uddevalla
Varberg
Nyköping
Motala
Landskrona
Örnsköldsvik
Trelleborg
Ängelholm
Karlskoga
Lerum
Kungsbacka
Alingsås
Sandviken
Visby
Kiruna
Gällivare
Haparanda
Boden
Piteå
Härnösand
Kramfors
Sollefteå
Hudiksvall
Söderhamn
Bollnäs
Ljusdal
Mora
Leksand
Rättvik
Ludvika
Avesta
Köping
Arboga
Enköping
Sala
Norrtälje
Sigtuna
Märsta
Knivsta
Solna
Sundbyberg
Nacka
Huddinge
Botkyrka
Haninge
Tyresö
Täby
Danderyd
Järfälla
Sollentuna
Upplands Väsby
Vallentuna
Österåker
Värmdö
Ekerö
Salem
Nynäshamn
Rinkeby
Tensta
Husby
Skärholmen
Järva
Södermalm
Östermalm
Kungsholmen
Vasastan
Gamla stan
Norrmalm
Hisingen
Angered
Biskopsgården
Frölunda
Rosengård
Möllevången
Lomma
Staffanstorp
Vellinge
Eslöv
Höör
Hässleholm
Ystad
Simrishamn
Sölvesborg
Karlshamn
Ronneby
Olofström
Oskarshamn
Västervik
Vimmerby
Nässjö
Värnamo
Gislaved
Ljungby
Älmhult
Tranås
Vetlanda
Mjölby
Finspång
Katrineholm
Flen
Strängnäs
Lysekil
Strömstad
Mölndal
Partille
Kungälv
Stenungsund
Falkenberg
Laholm
Båstad
Höganäs
Lidköping
Mariestad
Falköping
Ulricehamn
Vänersborg
Åmål
Arvika
Kristinehamn
Hagfors
Torsby
Filipstad
Lindesberg
Hallsberg
Kumla
Askersund
Åre
Sveg
Strömsund
Vilhelmina
Lycksele
Storuman
Arvidsjaur
Jokkmokk
Pajala
Överkalix
Kalix
Abisko
Sälen
Idre
Vännäs
Hallstahammar
Fagersta
Gnosjö
Oxelösund
Trosa
Skåne|Scania
Blekinge
Halland
Småland
Öland
Gotland
Östergötland
Västergötland
Bohuslän
Dalsland
Värmland
Närke
Västmanland
Uppland
Södermanland
Dalarna
Gästrikland
Hälsingland
Härjedalen
Jämtland
Medelpad
Ångermanland
Västerbotten
Norrbotten
Lappland|Lapland
Norrland
Svealand
Götaland
Västra Götaland
Stockholms län|Stockholm County
Skåne län|Skåne County
Västra Götalands län|Västra Götaland County
Norrbottens län|Norrbotten County
Sápmi
Kolmården
Bromma|Bromma|at
Arlanda|Arlanda|at
Landvetter|Landvetter|at
Kastrup|Kastrup|at
Gardermoen|Gardermoen|at
Sturup|Sturup|at
Göta kanal|the Göta Canal
Djurgården
Hammarby
Öresundsbron|the Öresund Bridge
Västkusten|the west coast
Ostkusten|the east coast
Sydkusten|the south coast
Höga kusten|the High Coast
Kebnekaise
Stockholms skärgård|the Stockholm archipelago
Göteborgs skärgård|the Gothenburg archipelago

# common in news body text
Friends Arena||at
Göta älv|the Göta älv river
Östersjökusten|the Baltic coast
