# Institutions, parties and events with an established English name, matched in any case
# (riksbanken / Riksbanken). `Swedish|English`; the English carries "the" where English uses it.
@table organisations

Riksbanken|the Riksbank
Riksdagen|Parliament
Regeringskansliet|the Government Offices
Försvarsmakten|the Armed Forces
Polismyndigheten|the Police Authority
Säkerhetspolisen|the Security Service
Säpo|Säpo
Trafikverket|the Transport Administration
Transportstyrelsen|the Transport Agency
Vägverket|the Road Administration
Folkhälsomyndigheten|the Public Health Agency
Livsmedelsverket|the Food Agency
Läkemedelsverket|the Medical Products Agency
Socialstyrelsen|the National Board of Health and Welfare
Skatteverket|the Tax Agency
Migrationsverket|the Migration Agency
Försäkringskassan|the Social Insurance Agency
Arbetsförmedlingen|the Public Employment Service
Kriminalvården|the Prison and Probation Service
Skolverket|the National Agency for Education
Skolinspektionen|the Schools Inspectorate
Åklagarmyndigheten|the Prosecution Authority
Ekobrottsmyndigheten|the Economic Crime Authority
Naturvårdsverket|the Environmental Protection Agency
Kustbevakningen|the Coast Guard
Sjöfartsverket|the Maritime Administration
Konsumentverket|the Consumer Agency
Finansinspektionen|the Financial Supervisory Authority
Tullverket|Swedish Customs
Kronofogden|the Enforcement Authority
Konjunkturinstitutet|the National Institute of Economic Research
Statistiska centralbyrån|Statistics Sweden
SCB|Statistics Sweden
SMHI|SMHI
MSB|MSB
Myndigheten för samhällsskydd och beredskap|the Civil Contingencies Agency
Energimyndigheten|the Energy Agency
Boverket|the Housing Board
Jordbruksverket|the Board of Agriculture
Skogsstyrelsen|the Forest Agency
Lantmäteriet|the Land Survey
Pensionsmyndigheten|the Pensions Agency
Centrala studiestödsnämnden|the Student Finance Board
CSN|CSN
Justitiekanslern|the Chancellor of Justice
JO|the Parliamentary Ombudsman
Diskrimineringsombudsmannen|the Equality Ombudsman
Riksrevisionen|the National Audit Office
Högsta domstolen|the Supreme Court
Högsta förvaltningsdomstolen|the Supreme Administrative Court
Migrationsdomstolen|the Migration Court
Arbetsdomstolen|the Labour Court
Svenska kyrkan|the Church of Sweden
Svenska akademien|the Swedish Academy
Karolinska institutet|Karolinska Institutet
Karolinska universitetssjukhuset|Karolinska University Hospital
Haverikommissionen|the Accident Investigation Authority
Statens haverikommission|the Accident Investigation Authority
Nobelstiftelsen|the Nobel Foundation
Kungahuset|the Royal Court
Sveriges radio|Swedish Radio
Sveriges television|Swedish Television
SVT|SVT
SR|SR
TV4|TV4
Aftonbladet
Expressen
Dagens Nyheter
DN|DN
Svenska Dagbladet
SvD|SvD
TT|TT
Socialdemokraterna|the Social Democrats
Moderaterna|the Moderates
Sverigedemokraterna|the Sweden Democrats
Centerpartiet|the Centre Party
Vänsterpartiet|the Left Party
Kristdemokraterna|the Christian Democrats
Liberalerna|the Liberals
Miljöpartiet|the Green Party
Socialdemokratiska|Social Democratic
Förenta nationerna|the United Nations
FN|the UN
EU|the EU
Europeiska unionen|the European Union
EU-kommissionen|the European Commission
Europaparlamentet|the European Parliament
Nato|Nato
WHO|the WHO
Världshälsoorganisationen|the World Health Organization
Röda korset|the Red Cross
Sjöräddningssällskapet|the Sea Rescue Society
Kommunal|Kommunal
Lärarförbundet|the Teachers' Union
Rädda barnen|Save the Children
Unicef|Unicef
Amnesty
Greenpeace
IMF|the IMF
Valnämnden|the Election Authority
Valmyndigheten|the Election Authority
Allsvenskan|the Allsvenskan
AIK|AIK
Hammarby
Djurgården
Malmö FF|Malmö FF
IFK Göteborg|IFK Göteborg
Häcken
Elfsborg
Frölunda
Färjestad
Brynäs
Skellefteå AIK|Skellefteå AIK
Luleå Hockey|Luleå Hockey
HV71|HV71
Tre Kronor|Tre Kronor
Blågult|the Swedish team
Damkronorna|the women's national ice hockey team
Superettan|the Superettan
SHL|the SHL
Melodifestivalen|Melodifestivalen
Eurovision
Nobelpriset|the Nobel Prize
Nobelfesten|the Nobel banquet
Vasaloppet|the Vasaloppet
Almedalen
SJ|SJ
SL|SL
Västtrafik
Skånetrafiken
SAS|SAS
Volvo
Ericsson
IKEA|Ikea
Spotify
Systembolaget
ICA|ICA
Coop
PostNord
Vattenfall
Telia
Scania
Saab
H&M|H&M

# common in news body text
Moderna museet|Moderna Museet
Konstitutionsutskottet|the Committee on the Constitution
Stockholms central|Stockholm Central
Augustpriset|the August Prize
