import type { DemoArticle } from "./demo-types.js";

/** Joins paragraphs with the single blank line the article body format expects. */
const p = (...paragraphs: string[]): string => paragraphs.join("\n\n");

/**
 * Demo articles, batch B: crime, food, events and others.
 * All people quoted are fictional unless they speak only in an official role.
 */
export const demoArticlesB: DemoArticle[] = [
  // ───────────────────────────── crime ─────────────────────────────
  {
    title: "Customs find 300 kilos of cocaine hidden in banana boxes at Helsingborg port",
    category: "crime",
    author: "Astrid Lindqvist",
    daysAgo: 1.2,
    featured: true,
    excerpt:
      "Tullverket says it is one of the largest cocaine seizures ever made in southern Sweden. Two men have been remanded in custody on suspicion of aggravated drug smuggling.",
    body: p(
      `Swedish Customs officers have seized around 300 kilos of cocaine hidden in a container of bananas at the port of Helsingborg, in what the agency describes as one of the largest single finds of the drug ever made in southern Sweden.`,
      `The container had arrived by ship from South America via a transhipment port in northern Europe and was selected for inspection on Monday as part of Tullverket's routine risk analysis. When officers opened it at the port's container terminal, they found five sports bags packed with brick-shaped packages wedged between pallets of fruit just inside the doors.`,
      `"The placement of the bags suggests that someone intended to remove them quickly, before the load reached the importer," a Tullverket spokesperson said at a press briefing on Wednesday. "We have no indication that the fruit company receiving the goods was involved in any way."`,
      `Two men in their thirties were detained the same evening in an industrial area on the outskirts of the city, where police say they had been waiting for the container to be moved. Both were remanded in custody by Helsingborg District Court on Thursday on suspicion of aggravated drug smuggling. Their defence lawyers said the men deny any wrongdoing. According to the court's detention decision, one of the men had rented a van using false identity papers a week earlier.`,
      `The prosecutor leading the preliminary investigation said the drugs would have had a street value of several hundred million kronor once diluted and sold on in smaller quantities. "This is a significant blow to the people who organised the shipment, and an important source of information for the investigation," the prosecutor said, declining to explain how the suspects had been identified.`,
      `The method, known as rip-on, rip-off smuggling, involves adding drugs to a legitimate shipment without the knowledge of the sender or the receiver and removing them again at or near the destination port, often with help from someone on the inside. It has become one of the main routes for cocaine into Europe. Fruit containers are a favourite with smugglers because they arrive in large, regular volumes and are handled quickly to keep the goods fresh, leaving little time for inspections. Ports in Belgium and the Netherlands have reported record seizures in recent years, and Swedish authorities have warned that tighter controls there risk pushing smugglers towards smaller ports in the Nordic countries.`,
      `Helsingborg, Sweden's second-largest container port, has stepped up its cooperation with Tullverket and Polisen over the past two years, introducing background checks for staff with access to sensitive areas, stricter rules for drivers collecting containers and more cameras around the yards. A representative of the port said the company was cooperating fully with investigators and that the find showed the controls were working.`,
      `Both Tullverket and the police have warned in recent years that criminal networks try to recruit so-called insiders – dock workers, drivers, cleaners and security staff – who can tip them off about inspections or help move a container out of sight for a few minutes. Insiders are often approached through friends or relatives and offered large sums for what is presented as a small favour. Investigators have not said whether they believe anyone working at the port was involved in this case.`,
      `Tullverket seized several tonnes of narcotics at Swedish borders last year, with cocaine making up a growing share. The agency has repeatedly pointed out that the violence between criminal networks in Swedish cities is closely linked to the drug trade, and that a single large seizure can disrupt a network's finances for months and trigger internal conflicts over who is to blame.`,
      `The investigation is continuing, and police have not ruled out further arrests. Anyone with information about the case is asked to contact Polisen on 114 14, or to leave a tip anonymously through the police website.`,
    ),
    comments: [
      {
        name: "Henrik L.",
        body: "Good work by customs. But how many containers go through without anyone opening them? If they found 300 kilos, a lot more has probably got through.",
        status: "published",
        hoursAfter: 3,
        replies: [
          {
            name: "Annika",
            body: "They can't open every box, it's all about risk analysis. Seems to work at least some of the time.",
            status: "published",
            hoursAfter: 5.5,
            replies: [
              {
                name: "Henrik L.",
                body: "Fair point. I just hope they get the extra staff they've been asking for.",
                status: "published",
                hoursAfter: 7,
              },
            ],
          },
        ],
      },
      {
        name: "Pernilla",
        email: "pernilla.s@example.com",
        body: "I live near the port and there has been a lot more security over the past year. Now I understand why.",
        status: "pending",
        hoursAfter: 14,
      },
      {
        name: "Tomas B.",
        body: "Interesting that it's moving to smaller ports. Makes sense if Antwerp and Rotterdam have become harder to get through.",
        status: "published",
        hoursAfter: 20,
      },
    ],
  },
  {
    title: "Lund police recover hundreds of stolen bicycles from rented storage units",
    category: "crime",
    author: "Johan Berg",
    daysAgo: 3.4,
    excerpt:
      "More than 400 bicycles, many taken from outside student housing and the railway station, were found during a search in the north of the city. Owners are being asked to come forward.",
    body: p(
      `Police in Lund have found more than 400 bicycles believed to have been stolen across the city in recent months, after searching a row of rented storage units in an industrial area in the north of town.`,
      `The search followed a tip from a member of the public who had noticed vans being loaded with bikes late at night. Officers from the local police area watched the site for several weeks before moving in on Tuesday morning. Two men in their twenties have been arrested on suspicion of handling stolen goods, and a third person is being questioned.`,
      `Lund, with its large student population and flat streets, has long been one of the Swedish cities with the most reported bicycle thefts per inhabitant. Many of the recovered bikes had been taken from outside student housing, from the racks at the central station and from around the university buildings near Lundagård, the police said. Thefts tend to peak at the start of each university term, when thousands of new students arrive in the city and buy second-hand bikes, often without checking where they came from.`,
      `"Several of the bikes still had their owners' stickers and locks on them. Others had been partly taken apart, and we believe the parts were being sold separately online," said Linnea Forsberg, a community police officer involved in the operation. Investigators also suspect that some of the bikes were driven to other countries to be resold.`,
      `Anyone who has reported a bicycle stolen in Lund since the spring is asked to contact the police with the frame number, which is usually stamped under the pedal housing. Bikes that cannot be matched with an owner will eventually be sold at auction, in line with the normal rules for lost property.`,
      `The police also used the occasion to remind cyclists to write down their frame numbers, to use a sturdy lock attached to something fixed and, where possible, to park in the staffed bike garage at the station. "A cheap cable lock takes a few seconds to cut," Forsberg said. "Thieves look for the easy targets."`,
    ),
    comments: [
      {
        name: "Elin",
        body: "My bike disappeared from outside Delphi in September. Calling them tomorrow with the frame number, fingers crossed!",
        status: "published",
        hoursAfter: 2,
      },
      {
        name: "Jonas W.",
        body: "Had bikes stolen three times in five years in Lund. Honestly I've given up and bought a 500-kronor wreck that nobody wants.",
        status: "published",
        hoursAfter: 6,
      },
      {
        name: "Karl-Erik",
        email: "karlerik.n@example.net",
        body: "Does anyone know where and when the auction will be held? Asking for a grandson who needs a bike for his first term.",
        status: "pending",
        hoursAfter: 30,
      },
    ],
  },
  {
    title: "Police warn of new wave of fraud calls targeting pensioners in Västmanland",
    category: "crime",
    author: "Sara Nyström",
    daysAgo: 0.3,
    excerpt:
      "Callers posing as bank staff and police officers have persuaded older people to approve transfers with BankID. Losses in the county have passed four million kronor in a month.",
    body: p(
      `Police in Västmanland are warning older residents about a surge in telephone fraud, after dozens of pensioners in Västerås, Köping and Sala were tricked into handing over access to their bank accounts in the past month.`,
      `The scam follows a familiar pattern. A caller, often from a number that appears to belong to a bank or to the police, claims that the victim's account has been hacked or that a criminal gang has got hold of their card details. The victim is then told to log in with BankID to "stop" the fraudulent payments, when in fact they are approving transfers or handing the criminals access to their accounts.`,
      `According to the police, at least 38 cases have been reported in the county since the start of the month, with total losses of more than four million kronor. The oldest victim is 91.`,
      `"The callers are professional, calm and very convincing. They know how banks talk, and they often have some personal details, such as an address or the name of the victim's bank," said an officer at the regional fraud unit. "Many victims feel ashamed afterwards, but nobody should. These are organised criminals who do this all day long."`,
      `In some cases, a second person later came to the victim's home to collect bank cards and codes, claiming to be a courier sent by the bank. Police say this physical element has become more common across the country, and several young people who acted as couriers have been arrested, some of them under 18.`,
      `The advice from Polisen and the banks is simple: no bank or public authority will ever call and ask you to log in with BankID or to read out a code. If someone calls claiming to be from your bank, hang up and call the bank yourself on the number on its website or on your card. Never let anyone into your home to collect cards.`,
      `Birgitta Hedlund, 78, who volunteers with a pensioners' association in Västerås, has started holding short talks about scams at her local library. "I tell people: if you feel stressed and someone is rushing you, that is exactly the moment to put the phone down," she said. "The bank will still be there in ten minutes."`,
    ),
    comments: [
      {
        name: "Gunilla",
        body: "This happened to my neighbour last week. She is 84 and sharp as anything, but they kept her on the phone for 40 minutes. Please share this with your parents.",
        status: "published",
        hoursAfter: 1.5,
        replies: [
          {
            name: "Mats",
            body: "So sorry to hear that. Did she get any of the money back from the bank?",
            status: "published",
            hoursAfter: 2.5,
            replies: [
              {
                name: "Gunilla",
                body: "Some of it, they're still looking into the rest. Because she approved it with BankID herself, the bank says it's complicated.",
                status: "published",
                hoursAfter: 3.4,
              },
            ],
          },
        ],
      },
      {
        name: "Ahmed R.",
        body: "Banks should be made to refund everything. They built a system where one click can empty your account.",
        status: "pending",
        hoursAfter: 4,
      },
      {
        name: "Ingrid S.",
        email: "ingrid.s@example.org",
        body: "Birgitta's advice is spot on. Hang up, breathe, call back. I've told my whole bridge club.",
        status: "published",
        hoursAfter: 5.2,
      },
    ],
  },
  {
    title: "Man charged over string of summer-house burglaries in Roslagen",
    category: "crime",
    author: "Erik Holm",
    daysAgo: 8.6,
    excerpt:
      "Prosecutors say the 41-year-old broke into more than twenty holiday homes over the winter, taking tools, outboard motors and electronics while the owners were away.",
    body: p(
      `A 41-year-old man has been charged with aggravated theft after a series of break-ins at summer houses in Roslagen, north-east of Stockholm, during the winter months when most of the homes stood empty.`,
      `According to the charge sheet, the man is suspected of 23 burglaries in Norrtälje and Östhammar municipalities between November and March. Items taken included power tools, outboard motors, chainsaws, televisions and, in one case, a complete set of garden furniture. Several owners only discovered the break-ins when they returned to their houses at Easter.`,
      `Police linked the man to the burglaries through footage from a wildlife camera that one homeowner had put up on his plot, and through a van that neighbours had repeatedly seen on roads that normally have very little traffic outside the summer season. Much of the stolen property was later found in a barn to which he had access. The man denies the charges.`,
      `Police in the area are urging holiday-home owners to ask neighbours or year-round residents to keep an eye on their property, to mark valuables, and to avoid leaving boat engines and tools in outbuildings over the winter. The trial is expected to begin next month.`,
    ),
  },
  {
    title: "Three young men convicted over explosion outside Malmö apartment block",
    category: "crime",
    author: "Maja Ekström",
    daysAgo: 5.1,
    excerpt:
      "Malmö District Court found the three guilty of causing public devastation after a blast wrecked a stairwell and shattered windows in the east of the city last spring.",
    body: p(
      `Malmö District Court has convicted three young men over an explosion that destroyed the entrance of an apartment block in eastern Malmö last spring, sentencing the two oldest to six and four years in prison.`,
      `No one was injured in the blast, which went off shortly after three in the morning, but it blew out the doors of a stairwell and shattered windows in the building and in two neighbouring blocks. Around 40 residents were evacuated, and several families were unable to return to their flats for weeks. The municipal housing company that owns the building has since installed new doors, cameras and better lighting in the courtyard.`,
      `The court found that the oldest defendant, aged 22, placed the explosive device, while the two others, aged 19 and 17, helped plan the attack and acted as lookouts. All three were convicted of causing public devastation. Because of his age, the 17-year-old was sentenced to closed youth care rather than prison.`,
      `According to the judgment, the explosion was aimed at a relative of a person involved in a conflict between criminal networks, but that person did not live in the building. "The defendants showed a complete disregard for the lives of the people inside," the court wrote. "That nobody was killed or seriously injured was a matter of pure chance."`,
      `The evidence included messages from encrypted apps, mobile phone location data and DNA found on a glove near the scene. Two of the defendants denied the charges throughout the trial, while the youngest partly admitted his involvement. The court noted that the 17-year-old had been recruited through a messaging app only a few weeks before the attack and had been promised a sum of money that he never received, a pattern that police say is common in cases where teenagers are used to carry out violence on behalf of older gang members.`,
      `Explosions and shootings linked to criminal networks have been at the centre of Swedish politics for several years, and penalties for explosion offences have been raised. Lawyers for the two older men said they were considering an appeal to the Court of Appeal for Skåne and Blekinge.`,
    ),
    comments: [
      {
        name: "Sofia",
        body: "I live two streets away. We heard it from our bedroom and the whole building shook. Good that someone has been held responsible, but whoever ordered it is still out there.",
        status: "published",
        hoursAfter: 4,
      },
      {
        name: "Peter N.",
        body: "Six years for nearly killing 40 people. Not enough.",
        status: "pending",
        hoursAfter: 26,
        replies: [
          {
            name: "Lina",
            body: "It's actually at the harsher end for this kind of crime. The penalties were raised a few years ago.",
            status: "pending",
            hoursAfter: 28,
          },
        ],
      },
    ],
  },
  {
    title: "Thieves target boat engines in Stockholm archipelago ahead of spring",
    category: "crime",
    author: "Oskar Sandberg",
    daysAgo: 12.3,
    excerpt:
      "Police in Stockholm County have received more than 60 reports of stolen outboard motors since January and are urging owners to lock, mark and photograph their engines.",
    body: p(
      `Police in Stockholm County are warning boat owners after a sharp rise in thefts of outboard motors from marinas and winter storage yards in the archipelago, from Vaxholm and Värmdö down to Nynäshamn.`,
      `More than 60 thefts have been reported since January, compared with around 40 in the same period last year. The thieves typically strike at night, cutting through fences or locks and removing engines in a matter of minutes. Newer engines from the best-known manufacturers are most at risk, as they are easy to sell on, often abroad.`,
      `"Many of the engines are loaded into vans and driven out of the country within a day or two. Once they have crossed a border, the chances of getting them back are small," said an officer with the maritime police in Stockholm.`,
      `Police advise owners to store engines indoors when possible, to use purpose-made outboard locks and to mark engines with their contact details or a DNA-marking kit. Photographing the serial number and keeping the receipt makes things much easier for both the police and insurers if an engine is stolen.`,
      `Several boat clubs in the region have responded by hiring security guards, installing cameras and organising night patrols among members during the spring weeks, when many boats are being prepared for launch.`,
    ),
  },
  {
    title: "Twelve charged in large-scale fraud involving personal assistance payments",
    category: "crime",
    author: "Astrid Lindqvist",
    daysAgo: 17.5,
    excerpt:
      "Prosecutors say a care company in Örebro billed the state for tens of thousands of assistance hours that were never worked, costing taxpayers more than 30 million kronor.",
    body: p(
      `Twelve people have been charged with aggravated fraud and accounting offences in a case that prosecutors say involved systematic cheating with state-funded personal assistance, one of Sweden's most costly welfare benefits.`,
      `The case centres on a now-bankrupt assistance company based in Örebro. According to the charge sheet, the company billed Försäkringskassan, the Swedish Social Insurance Agency, for tens of thousands of hours of care that were either never carried out or were carried out by people who were not allowed to work as assistants. The total loss to the state is put at just over 30 million kronor over four years.`,
      `Personal assistance allows people with extensive disabilities to get help with daily life from assistants of their own choosing, paid for by the state or by municipalities. The reform, introduced in the 1990s, is widely regarded as a cornerstone of disability rights in Sweden, but it has also attracted criminals, because payments are made for each hour of assistance reported.`,
      `Those charged include the company's former owner and chief executive, several employees and relatives, and people who were registered as receiving assistance. Prosecutors say some of the assistance users knew about the scheme and were paid for their part in it, while others were themselves victims and never received the help they were entitled to.`,
      `"In several cases, the people who actually needed support were left without it for long periods while money was paid out in their names," the chief prosecutor said in a statement. "That is one of the most serious aspects of this case."`,
      `The investigation began after Försäkringskassan's own control unit noticed that some assistants were reported as working more than 20 hours a day, and that several appeared to be on holiday abroad while billing for care. The agency reports hundreds of suspected welfare crimes to the police every year, but only a fraction lead to prosecution.`,
      `Most of the defendants deny the charges. The trial at Örebro District Court is expected to begin early next year and to last around eight weeks.`,
    ),
  },
  {
    title: "Copper cable theft halts trains between Gävle and Sundsvall for hours",
    category: "crime",
    author: "Johan Berg",
    daysAgo: 2.7,
    excerpt:
      "Thousands of passengers were stranded after thieves cut signalling cables on the East Coast Line near Söderhamn. Trafikverket says such thefts cost the railway millions every year.",
    body: p(
      `Train services on the East Coast Line between Gävle and Sundsvall were stopped for most of Tuesday after thieves cut and removed copper cables belonging to the railway's signalling system near Söderhamn.`,
      `The damage was discovered just before five in the morning, when the signalling system began reporting faults along a stretch of several kilometres. Trafikverket, the Swedish Transport Administration, halted all traffic on the section while repair crews replaced the cable. Services resumed shortly after four in the afternoon, with delays continuing into the evening.`,
      `Around 30 passenger trains were cancelled or replaced by buses, affecting several thousand travellers, according to the train operators. Freight traffic was also held up, with some shipments of timber and steel delayed by up to a day. Travellers complained on social media about crowded replacement buses and unclear information at the stations in Söderhamn and Hudiksvall, and the operators said they would review how the disruption had been handled.`,
      `"This is not only expensive and disruptive, it is dangerous. The people who do this are tampering with installations that can carry high voltage, and they damage systems that exist to keep trains running safely," a Trafikverket press officer said.`,
      `Metal theft is a recurring problem for Swedish railways and tends to rise when copper prices are high. Cable thefts cause hundreds of disruptions each year, and the cost of repairs and delays runs into tens of millions of kronor. Trafikverket has responded with cameras, alarms on cables and closer cooperation with scrap dealers to make stolen metal harder to sell. Since 2014, scrap dealers in Sweden have been required to keep records of who sells them metal, and cash payments are banned, but the police say some of the stolen copper is still sold on, often after being stripped and shipped abroad.`,
      `Police have opened an investigation into aggravated theft and sabotage, and are asking anyone who saw vehicles parked near the railway outside Söderhamn on Monday night to get in touch.`,
    ),
    comments: [
      {
        name: "Maria H.",
        body: "Sat on the replacement bus from Hudiksvall for two and a half hours. Not blaming the staff, they did their best with an impossible situation.",
        status: "published",
        hoursAfter: 5,
      },
      {
        name: "Leif",
        body: "The copper price is sky high, so of course this happens. Scrap yards that buy cable without asking questions should lose their permits.",
        status: "published",
        hoursAfter: 12,
      },
      {
        name: "Jenny",
        email: "jenny.a@example.com",
        body: "Does anyone know if you get compensation for the delay even when it's caused by theft? I missed a connection in Sundsvall.",
        status: "pending",
        hoursAfter: 40,
      },
    ],
  },
  {
    title: "Umeå police appeal for witnesses after attempted robbery at jewellery shop",
    category: "crime",
    author: "Erik Holm",
    daysAgo: 0.9,
    draft: true,
    excerpt:
      "Two masked men fled empty-handed after staff triggered an alarm at a jeweller in central Umeå on Thursday afternoon. Police are looking for witnesses.",
    body: p(
      `Police in Umeå are looking for witnesses after two masked men tried to rob a jewellery shop in the city centre on Thursday afternoon.`,
      `The men entered the shop shortly after half past two and threatened staff with what appeared to be a hammer and a knife. One of the employees managed to trigger the alarm, and the men fled on foot towards Rådhusesplanaden without taking anything, according to the police. No one was physically hurt, but the staff were shaken and have been offered support.`,
      `Police cordoned off part of the pedestrian street for several hours while forensic technicians examined the shop. A dog patrol followed a track towards the river, and a bag of clothing believed to belong to the suspects was found near the Tegsbron bridge.`,
      `Both men are described as about 180 centimetres tall, dressed in dark clothes and wearing balaclavas. Anyone who was around Kungsgatan and Rådhusesplanaden between 14.00 and 15.00 on Thursday is asked to contact Polisen on 114 14.`,
    ),
  },

  // ───────────────────────────── food ─────────────────────────────
  {
    title: "Kanelbullens dag: bakeries report record queues on Sweden's cinnamon bun day",
    category: "food",
    author: "Maja Ekström",
    daysAgo: 6.2,
    excerpt:
      "From Malmö to Kiruna, bakeries, cafés and supermarkets sold millions of cinnamon buns on 4 October. Some bakers had sold out before lunch.",
    body: p(
      `Queues stretched out onto the pavement at bakeries across Sweden as the country marked Kanelbullens dag, the annual celebration of the cinnamon bun, with many bakers reporting one of their busiest days of the year.`,
      `The day, held on 4 October, was launched in 1999 by Hembakningsrådet, the Home Baking Council, to mark its 40th anniversary and to encourage people to bake at home. It has since grown into an unofficial national holiday for the bun, with supermarkets, petrol stations and cafés offering special deals and workplaces ordering trays for the afternoon fika.`,
      `At a bakery on Södermalm in Stockholm, staff had started rolling dough at three in the morning. "We baked around 3,000 buns today, which is four times a normal Saturday, and we still ran out at half past one," said Emma Wallin, who runs the bakery with her brother. "People come with lists. One man ordered 120 for his football club."`,
      `Industry estimates suggest that Swedes eat several million cinnamon buns on the day alone. The classic bun – a knot or swirl of wheat dough flavoured with cardamom, filled with butter, sugar and cinnamon and topped with pearl sugar – remains the bestseller, but many bakeries now offer versions with cardamom filling, vanilla, saffron or sourdough.`,
      `Higher prices for butter, sugar and flour have pushed up the cost of a bun over the past few years. In many city cafés a single cinnamon bun now costs between 35 and 45 kronor, which has led more people to bake their own. Grocery chains reported strong sales of yeast, flour and pearl sugar in the days leading up to the celebration. The Home Baking Council's own recipe has been downloaded hundreds of thousands of times, and baking influencers on social media competed to show off the most elaborate knots and braids.`,
      `For those who missed out, the good news is that the bun is not going anywhere. "Kanelbullens dag is one day a year," Wallin said. "But in Sweden, any day with coffee is a cinnamon bun day."`,
    ),
    comments: [
      {
        name: "Karin",
        body: "Baked 40 at home with the kids this morning. Half are already gone. Cardamom in the dough is non-negotiable!",
        status: "published",
        hoursAfter: 2,
        replies: [
          {
            name: "Olle",
            body: "Cardamom in the dough AND in the filling. Anything else is a compromise.",
            status: "published",
            hoursAfter: 3,
            replies: [
              {
                name: "Karin",
                body: "Now you're talking. Trying that next year.",
                status: "published",
                hoursAfter: 4.5,
              },
            ],
          },
        ],
      },
      {
        name: "David",
        email: "david.m@example.com",
        body: "Moved to Uppsala two years ago and this is my favourite Swedish tradition by far. Why doesn't every country have a bun day?",
        status: "pending",
        hoursAfter: 9,
      },
      {
        name: "Ulla-Britt",
        body: "45 kronor for one bun?! Good that people bake at home. It's not difficult and the whole flat smells wonderful.",
        status: "published",
        hoursAfter: 22,
      },
    ],
  },
  {
    title: "Surströmming premiere arrives with fewer tins and a higher price tag",
    category: "food",
    author: "Oskar Sandberg",
    daysAgo: 14.8,
    excerpt:
      "Producers on the High Coast say smaller herring quotas mean less fermented fish this year. Fans of the pungent delicacy are paying more for their tins.",
    body: p(
      `The season for surströmming, Sweden's notoriously pungent fermented Baltic herring, got under way this week, but fans of the delicacy are paying more for fewer tins as producers grapple with shrinking herring quotas.`,
      `By tradition, the "premiere" of the new season falls on the third Thursday of August, a date once set by regulation to stop insufficiently fermented fish from being sold too early. Today it is mostly a reason to celebrate, with surströmming parties held in gardens and community halls across Norrland, and above all along the High Coast in Västernorrland.`,
      `The herring is caught in spring, lightly salted and left to ferment in barrels for several weeks before being tinned, where fermentation continues. The gases produced make the tins bulge, and opening one is famously done outdoors, often in a bucket of water, to contain the smell.`,
      `Only a handful of commercial producers remain, most of them family businesses in the area around Örnsköldsvik, Härnösand and Kramfors. Several say they have had to cut production after quotas for herring in the Bothnian Sea were reduced, and that buying enough fish of the right size and fat content has been harder than ever.`,
      `"We made about a third fewer tins this year than two years ago," said Per-Olof Näslund, whose family has produced surströmming since the 1940s. "The price in the shops has gone up by roughly 15 percent, but our costs have gone up more than that." A standard tin now sells for around 100 to 130 kronor in many supermarkets.`,
      `Despite its reputation abroad, where videos of people gagging at the smell attract millions of views, surströmming has a loyal following at home. It is usually eaten on thin tunnbröd flatbread with small almond potatoes, chopped red onion and sour cream, sometimes with a slice of cheese, and washed down with beer, milk or snaps.`,
      `Several airlines do not allow the tins on board because of the risk that they burst under changing pressure, and the fish is unwelcome in many apartment blocks' shared spaces. Producers advise buyers to keep the tins in the fridge and to open them in the open air, preferably downwind of the neighbours.`,
    ),
    comments: [
      {
        name: "Bengt",
        body: "Premiere party on the balcony last night. Invited the neighbours so they couldn't complain.",
        status: "published",
        hoursAfter: 5,
      },
      {
        name: "Sanna M.",
        body: "Tried it once at a friend's place in Örnsköldsvik. The taste was actually fine, it's opening the tin that's the problem.",
        status: "published",
        hoursAfter: 18,
        replies: [
          {
            name: "Bengt",
            body: "Exactly! Open it under water in a bucket and you'll be fine.",
            status: "published",
            hoursAfter: 20,
          },
        ],
      },
      {
        name: "Chris",
        body: "Is it true you can't take it on a plane? I wanted to bring a tin home to my brother in London.",
        status: "pending",
        hoursAfter: 36,
      },
    ],
  },
  {
    title: "Crayfish parties get pricier as imported tails fill the freezer counters",
    category: "food",
    author: "Sara Nyström",
    daysAgo: 19.4,
    excerpt:
      "Swedish-caught crayfish now costs several times more than frozen imports, and most of what ends up on August party tables has travelled a long way.",
    body: p(
      `Paper lanterns, silly hats and drinking songs are back as Sweden enters crayfish season, but the crayfish on most party tables this August will have travelled a long way to get there.`,
      `According to industry figures, the great majority of crayfish eaten in Sweden is imported, mostly frozen and pre-cooked with dill, from countries including China, Turkey and the United States. Swedish-caught crayfish – mainly the signal crayfish, a North American species introduced in the 1960s after the native noble crayfish was devastated by crayfish plague – is sold fresh or freshly cooked, but at a much higher price.`,
      `In Stockholm supermarkets this week, a kilo of frozen imported crayfish cost around 150 to 250 kronor, while Swedish crayfish from lakes in Götaland and Svealand sold for 500 to 700 kronor a kilo at fishmongers. Noble crayfish, which can only be caught in a few waters, can fetch well over 1,000 kronor a kilo.`,
      `"Most people buy frozen because of the price, and that's fine, they're good products," said Jessica Alm, who runs a fish counter in a market hall in Gothenburg. "But many of our customers buy one kilo of Swedish for the middle of the table and fill up with imported. It's a compromise."`,
      `Prices for the rest of the kräftskiva menu have also risen. Cheese, bread, beer and snaps all cost more than a few years ago, and many hosts now ask guests to bring their own drinks or a dish. Västerbotten cheese, often baked into a savoury pie for the party, has become a luxury item for some. A survey by one of the large grocery chains suggested that the average cost of a crayfish party for eight people has risen by around a quarter in five years.`,
      `For those who want to catch their own, the rules vary from lake to lake. Fishing for crayfish requires permission from whoever holds the fishing rights, and is not covered by allemansrätten, the right of public access. Anyone fishing is also urged to clean and dry their equipment between lakes to avoid spreading crayfish plague.`,
    ),
  },
  {
    title: "How a village bakery in Jämtland turned tunnbröd into a nationwide hit",
    category: "food",
    author: "Astrid Lindqvist",
    daysAgo: 10.1,
    featured: true,
    excerpt:
      "A family-run bakery near Strömsund still bakes its thin flatbread over an open fire, just as it did in the 1950s. Now the orders come from Malmö, Oslo and beyond.",
    body: p(
      `It is still dark when the fire is lit in the bakehouse in Stugubacken, a village of some 200 people about half an hour's drive from Strömsund in northern Jämtland. By seven o'clock the iron hearth is hot enough, and the first rounds of dough are being rolled out with knobbly wooden pins until they are almost see-through.`,
      `The Ersson family have baked tunnbröd, the thin flatbread of northern Sweden, in the same timber building since 1956. For decades the bakery sold mainly to neighbours and a couple of grocery shops in the area. Today it ships around 6,000 packs a month to shops, restaurants and private customers across Sweden and Norway.`,
      `"My grandmother would laugh if she saw the orders we get from Stockholm," said Hanna Ersson, 38, who took over the business with her partner six years ago. "She baked bread to feed the village. Now there's a restaurant in Malmö that serves our bread with its tasting menu."`,
      `Tunnbröd comes in many forms. In parts of Norrland it is baked soft and rolled around mashed potato and a hot dog to make a tunnbrödsrulle, a staple of Swedish sausage kiosks. The Ersson bakery makes both a soft and a crisp version from barley and wheat flour, a little rye, milk and a touch of syrup, following a recipe that has been changed only once, when the family switched to organic flour.`,
      `Baking is hard physical work. Each round of dough is rolled out on a floured table, pricked with a spiked rolling pin so it does not puff up, and slid onto the hearth with a long wooden paddle, where it bakes in less than a minute. The soft bread is stacked under linen cloths to cool, while the crisp version is left to dry on wooden racks along the walls. On a normal day, the bakers get through more than 300 kilos of dough.`,
      `The turning point came during the pandemic, when sales to restaurants collapsed and the family opened a simple online shop. A video of Hanna's father, Lars, rolling dough by the fire was shared widely on social media, and orders poured in. "We had to close the web shop after three days because we couldn't bake fast enough," she said.`,
      `The bakery now employs nine people, most of them from the village, which makes it one of the biggest private employers in the area. In a part of Sweden where many small communities have lost their school, their shop and their post office, local officials describe it as a rare success story.`,
      `Hanna Ersson herself had left Jämtland at 19 to study in Uppsala and spent ten years working in marketing in Stockholm before moving home. "I always said I would never come back. Then my father called and asked if I wanted the bakery, and I couldn't sleep for a week," she said. Her partner, a trained chef from Gothenburg, now runs the summer café and develops new products, including a rye crispbread and a cardamom-scented sweet tunnbröd.`,
      `"Every job counts here. When nine people have work in the village, it means children in the school and customers in the shop," said a business adviser at Strömsund municipality. In summer the bakery also welcomes tourists, offering baking sessions by the fire and serving coffee with fresh bread, local butter and cloudberry jam. Last summer some 4,000 visitors came, many of them hikers and anglers on their way to the mountains along the Norwegian border.`,
      `There are limits to how far the family wants to grow, however. They have turned down approaches from large grocery chains, since meeting the volumes would mean moving production to a factory. "If you bake this in an industrial oven, it's just bread," said Lars Ersson, 67, as he flipped a round of dough on the hearth. "The fire is what makes it ours."`,
    ),
    comments: [
      {
        name: "Ann-Sofie",
        body: "We bought their bread at a market in Östersund last summer. Best tunnbröd I've ever had, and I grew up in Härnösand!",
        status: "published",
        hoursAfter: 6,
      },
      {
        name: "Magnus T.",
        email: "magnus.t@example.org",
        body: "Great to read something positive about inland Norrland for once. More of this, please.",
        status: "published",
        hoursAfter: 9,
        replies: [
          {
            name: "Elsa",
            body: "Agreed. Everyone writes about the villages that are dying, never about the ones that are fighting back.",
            status: "published",
            hoursAfter: 14,
          },
        ],
      },
      {
        name: "Robin",
        body: "Do they ship to Finland? Asking for my Finnish wife, who is now obsessed.",
        status: "pending",
        hoursAfter: 50,
      },
    ],
  },
  {
    title: "Coffee prices squeeze cafés, but Swedes refuse to give up their fika",
    category: "food",
    author: "Johan Berg",
    daysAgo: 4.4,
    excerpt:
      "World coffee prices have climbed to record levels, and cafés across Sweden are charging more for refills and buns. Customers grumble, but keep coming back.",
    body: p(
      `For a country that drinks more coffee per person than almost anywhere else in the world, the price of beans is no small matter. Cafés across Sweden have raised their prices in recent months as the cost of coffee on world markets has climbed to record levels, driven by poor harvests in Brazil and Vietnam.`,
      `At a café in central Uppsala, a regular brewed coffee with a free refill – the påtår that many Swedes regard as a basic right – now costs 42 kronor, up from 35 a year ago. "We held off as long as we could. But we pay almost twice as much for the same beans as two years ago," said the owner, Mikael Strand.`,
      `Fika, the coffee break with something sweet on the side, is a fixed part of Swedish working life. Many workplaces have set fika times in the morning and afternoon, and the custom is often singled out by visitors as one of the most charming things about Sweden. Some employers have now switched to cheaper coffee for the office machine, which has not always gone down well with staff. "The fika room is where people actually talk to each other. Cutting back there is a false economy," said Lisa Granath, an HR consultant in Gothenburg who advises small companies on workplace culture.`,
      `Supermarkets have also raised the price of ground coffee, with the most popular brands now costing well over 100 kronor for a standard 450-gram pack, according to price comparison sites. Coffee has been among the goods with the largest price increases in Statistics Sweden's consumer price index over the past year.`,
      `Still, consumers seem reluctant to cut back. In a recent survey commissioned by the coffee trade, most respondents said they would rather give up something else than drink less coffee. "People might buy one bun instead of two, or skip the refill, but they don't stop coming," Strand said.`,
      `Analysts say prices could ease if next year's harvests recover, but warn that climate change is making coffee production more volatile. For now, the advice from many cafés is simple: bring a thermos, or take your time over your fika.`,
    ),
    comments: [
      {
        name: "Eva",
        body: "42 kronor with a refill is still cheaper than a latte in most places. But yes, it hurts.",
        status: "published",
        hoursAfter: 3,
      },
      {
        name: "Fredrik O.",
        body: "Our office switched to the cheapest beans and the fika room has turned into a crime scene. Morale down 40 percent.",
        status: "published",
        hoursAfter: 11,
      },
      {
        name: "Nadia",
        body: "Fika is the last thing I'd cut. I'd rather drop a streaming subscription.",
        status: "pending",
        hoursAfter: 30,
      },
    ],
  },
  {
    title: "Food prices rise again as coffee, chocolate and fruit drive increase",
    category: "food",
    author: "Erik Holm",
    daysAgo: 1.8,
    excerpt:
      "Figures from Statistics Sweden show food prices up 0.8 percent in a month, with coffee and chocolate among the biggest movers.",
    body: p(
      `Food prices in Sweden rose by 0.8 percent last month compared with the month before, according to new figures from Statistics Sweden (SCB), adding to the pressure on households that have already seen their grocery bills climb steeply in recent years.`,
      `Compared with the same month last year, food and non-alcoholic drinks were 4.1 percent more expensive. Coffee, chocolate and fresh fruit accounted for the largest increases, while prices for some vegetables and dairy products fell slightly.`,
      `The rise in food prices is well above the overall rate of inflation, which has slowed considerably since its peak. Economists say higher world prices for cocoa and coffee, along with weather-related harvest problems in southern Europe, explain part of the increase, but consumer organisations have also questioned the profit margins of the large grocery chains.`,
      `"For a family with children, a few percent more on food every year adds up to several thousand kronor," said Sofia Lindahl, a household economist. "Many people have already changed their habits, buying more own-brand products, planning their meals and shopping at discount chains."`,
      `The grocery trade rejects claims of excessive profits, pointing to higher costs for energy, transport and wages. Analysts expect the Riksbank to keep a close eye on food prices ahead of its next interest rate decision.`,
    ),
  },
  {
    title: "Mushroom pickers reminded of allemansrätten limits as chanterelle season peaks",
    category: "food",
    author: "Maja Ekström",
    daysAgo: 9.3,
    excerpt:
      "The right of public access lets anyone pick berries and mushrooms in Swedish forests, but landowners complain about litter, damaged ground and large commercial picking groups.",
    body: p(
      `With a wet late summer producing a bumper crop of chanterelles in much of the country, forests from Småland to Hälsingland are full of people with baskets and knives – and with them has come a renewed debate about the limits of allemansrätten.`,
      `Allemansrätten, the right of public access, allows anyone to walk, camp for a night and pick wild berries, mushrooms and most flowers on nearly all land in Sweden, whoever owns it. The right is mentioned in the constitution and is a source of national pride, but it comes with responsibilities, summed up in the phrase "don't disturb, don't destroy".`,
      `Naturvårdsverket, the Swedish Environmental Protection Agency, says the rules are clear on several points: you may not pick in someone's garden or close to their house, you may not damage living trees or take bark and branches, and certain plants are protected. Driving off-road to reach a good spot is also forbidden.`,
      `Landowners in Kronoberg and Jönköping counties have complained this year about large groups of pickers who leave litter, block forest roads with their cars and in some cases use rakes that damage the ground. Some of the picking is believed to be commercial, with the mushrooms sold on to restaurants and wholesalers.`,
      `"Allemansrätten applies to commercial picking too, which surprises many people," said a legal adviser at a forest owners' association. "But it does not give anyone the right to cause damage. When hundreds of people go through the same forest in a week, the effect is very different from a family out for the afternoon."`,
      `Experienced foragers also urge beginners to be careful with identification. The Swedish Poisons Information Centre receives many calls every autumn about suspected mushroom poisoning, and each year some people become seriously ill after confusing edible species with highly toxic ones such as the destroying angel.`,
      `Birgit Sundqvist, who leads mushroom walks in the forests outside Växjö, gives her groups one simple rule. "If you are not a hundred percent sure, leave it in the forest," she said. "There are plenty of chanterelles this year. Nobody needs to take a risk."`,
    ),
    comments: [
      {
        name: "Lars-Göran",
        body: "Picked three kilos in Tiveden on Sunday. Never seen so many! But yes, some people leave an awful mess behind.",
        status: "published",
        hoursAfter: 4,
      },
      {
        name: "Mira K.",
        body: "Good reminder about the destroying angel. A friend's dad ended up in hospital a few years ago. It's not worth it.",
        status: "published",
        hoursAfter: 15,
      },
      {
        name: "Sten",
        email: "sten.g@example.net",
        body: "People drive right up to my barn and park there. Allemansrätten doesn't cover that.",
        status: "pending",
        hoursAfter: 40,
      },
    ],
  },
  {
    title: "Swedes eat too little fish, food agency survey suggests",
    category: "food",
    author: "Oskar Sandberg",
    daysAgo: 22.6,
    excerpt:
      "Only about one in four adults reaches Livsmedelsverket's recommendation of fish two to three times a week, according to a new national survey of eating habits.",
    body: p(
      `Despite a long coastline and a food culture built on herring, salmon and cod, most Swedes eat less fish than health authorities recommend, according to a new survey of eating habits from Livsmedelsverket, the Swedish Food Agency.`,
      `The agency recommends that adults eat fish and shellfish two to three times a week, varying between fatty and lean species. In the survey, in which around 3,000 adults kept food diaries and answered questions about their habits, only about one in four reached that level. Young adults and people in lower-income households ate the least fish.`,
      `"Fish is a good source of omega-3 fatty acids, vitamin D, iodine and selenium, and people who eat fish regularly have a lower risk of cardiovascular disease," said a nutritionist at the agency. "We see that many people like fish, but they find it expensive or don't feel confident cooking it."`,
      `Price was the most common reason given for not eating more fish. Fresh fish has become markedly more expensive in recent years, while cheaper options such as frozen fillets, tinned mackerel and canned tuna are often overlooked, according to the agency. Frozen fish is nutritionally just as good as fresh, the agency points out, and tinned fish such as mackerel and sardines is a cheap source of both protein and omega-3.`,
      `The survey also looked at how well the public knows the agency's advice on fish from the Baltic Sea. Because fatty Baltic fish such as herring and wild salmon can contain elevated levels of environmental pollutants, children, young people and women of childbearing age are advised to eat them only a few times a year. Fewer than half of the respondents in those groups knew about the advice.`,
      `The agency said it planned to publish simple recipes and advice on buying fish on a budget, and to work with school and municipal kitchens on serving more fish dishes that children actually want to eat.`,
    ),
  },
  {
    title: "Skåne apple growers expect one of the best harvests in a decade",
    category: "food",
    author: "Sara Nyström",
    daysAgo: 0.6,
    draft: true,
    excerpt:
      "A warm spring without late frosts has left orchards on Österlen heavy with fruit, though growers warn that low prices could eat into the gains.",
    body: p(
      `Apple growers in Skåne are preparing for one of their largest harvests in a decade after a warm spring without the late night frosts that have damaged the blossom in several recent years.`,
      `In the orchards around Kivik on Österlen, the heart of Swedish apple growing, the trees are heavy with Ingrid Marie, Aroma and Discovery. "We haven't seen branches this full in ten years. Some of the trees need propping up so they don't break," said Jörgen Månsson, who grows apples on 20 hectares outside Kivik.`,
      `Growers warn, however, that a big harvest across northern Europe could push prices down, and that competition from imported apples on supermarket shelves remains tough. Many hope that shoppers will choose Swedish fruit when the harvest reaches the shops in September, and that farm shops along the coast will have a busy autumn.`,
    ),
  },

  // ───────────────────────────── events ─────────────────────────────
  {
    title: "Nobel week begins in Stockholm as City Hall prepares for the banquet",
    category: "events",
    author: "Sara Nyström",
    daysAgo: 2.2,
    featured: true,
    excerpt:
      "The laureates are arriving for a week of lectures, concerts and the prize ceremony on 10 December. The banquet menu, as always, remains a closely guarded secret.",
    body: p(
      `Nobel week has got under way in Stockholm as this year's laureates arrive in the capital for a week of lectures, receptions and concerts that ends with the prize ceremony and banquet on 10 December, the anniversary of Alfred Nobel's death.`,
      `The laureates in physics, chemistry, physiology or medicine, literature and economic sciences will receive their medals and diplomas at the Stockholm Concert Hall, before the celebrations move to City Hall for the banquet. The Peace Prize is presented in Oslo on the same day, in line with Nobel's will.`,
      `Before the ceremony, each laureate gives a Nobel lecture, and many take part in seminars and school visits during the week. The lectures are open to the public and are also streamed online, and the queues outside the lecture halls in Stockholm have become part of the tradition for students and science enthusiasts.`,
      `Preparations at City Hall have been going on for months. Around 1,300 guests are expected in the Blue Hall, where the tables are laid with specially designed porcelain, glassware and cutlery, and where more than 200 waiting staff serve three courses in precisely timed sequences. Thousands of plates, glasses and pieces of cutlery have to be washed by hand afterwards.`,
      `The menu is kept secret until the guests sit down, a tradition that makes it one of the most speculated-about meals in Sweden. It is chosen after a long process of tastings with leading chefs, and the dessert in particular has become an object of national curiosity. Every year, some restaurants offer to serve the same menu in the days after the banquet. Past menus have leaned heavily on Nordic produce such as Arctic char, reindeer, chanterelles, lingonberries and cloudberries, and the wines and the table decorations are chosen with the same care.`,
      `"We rehearse everything: the processions, the serving, the timing of each course. When the waiters enter the Blue Hall, they move as one," said a member of the banquet team who has worked on the event for more than a decade. "The guests should never notice how much work lies behind it."`,
      `After the banquet, the dancing continues in the Golden Hall, and the evening traditionally ends with an after-party hosted by students from Stockholm's universities, who take turns organising it. The theme and venue are kept as secret as the menu, and invitations are among the most sought-after in the city.`,
      `Outside the official programme, Stockholm is again hosting Nobel Week Lights, a festival of illuminated art installations across the city centre, from Skeppsholmen to Gamla stan and Kungsträdgården. The works, many of them inspired by the discoveries of past laureates, are lit every evening during the week and are free to visit. Many visitors combine a walk between the installations with a trip to the Christmas markets in Gamla stan and at Skansen, and hotels and restaurants in the city centre say the week is one of their busiest of the winter.`,
      `Security will be tight around the Concert Hall and City Hall on the day of the ceremony, with roads closed and a large police presence. Police advise anyone travelling through central Stockholm on the evening of 10 December to allow extra time.`,
      `For most Swedes, however, the highlight is enjoyed from the sofa. The ceremony and banquet are broadcast live on SVT, and a large share of the population tunes in for the gowns, the speeches and the moment the dessert is carried in. "It's our Oscars," said Ingela Persson, a retired teacher from Västerås who has watched every broadcast since the 1970s. "Only with more science and better food."`,
    ),
    comments: [
      {
        name: "Helena",
        body: "Nobel Week Lights was beautiful last year, especially on Skeppsholmen. Bring warm socks!",
        status: "published",
        hoursAfter: 3,
        replies: [
          {
            name: "Joakim",
            body: "Went last night and it's even better this year. The installation by the water is stunning.",
            status: "published",
            hoursAfter: 6,
            replies: [
              {
                name: "Helena",
                body: "Thanks for the tip, going on Thursday with the kids!",
                status: "published",
                hoursAfter: 8,
              },
            ],
          },
        ],
      },
      {
        name: "Marcus",
        body: "My dad waited tables at the banquet in the nineties. He said the rehearsals were like military drills.",
        status: "published",
        hoursAfter: 10,
      },
      {
        name: "Ingrid",
        email: "ingrid.w@example.com",
        body: "Is the broadcast available with English commentary anywhere? My in-laws in Canada would love to watch.",
        status: "pending",
        hoursAfter: 30,
      },
    ],
  },
  {
    title: "Thousands gather in Dalarna as maypoles rise for Midsummer Eve",
    category: "events",
    author: "Erik Holm",
    daysAgo: 27.5,
    excerpt:
      "Rättvik and Leksand drew large crowds for dancing, fiddle music and pickled herring, while showers passed over much of central and southern Sweden.",
    body: p(
      `Tens of thousands of people gathered around Lake Siljan in Dalarna on Friday to celebrate Midsummer Eve, one of the most cherished days in the Swedish calendar, with maypoles, fiddle music and dancing to the children's song "Små grodorna", The Little Frogs.`,
      `In Rättvik and Leksand, the traditional raising of the maypole drew visitors from across Sweden and abroad. The poles, dressed with birch leaves and flowers, are raised by hand with ropes and long forked poles, a process that can take half an hour and is followed by cheers from the crowd.`,
      `"I've come here every year since I was a child, and now I bring my own children," said Therese Björk, 41, from Borlänge, who had spent the morning picking flowers for wreaths. "The weather is never guaranteed, but nobody cares. It's Midsummer."`,
      `SMHI had forecast showers over much of central Sweden, and rain did fall in several places in the afternoon, but Dalarna got away with temperatures of around 19 degrees and long sunny spells. Southern Sweden saw heavier showers, while the far north had the warmest weather of the day, with 24 degrees measured in Haparanda.`,
      `Midsummer Eve is traditionally celebrated with pickled herring, new potatoes with dill, sour cream and chives, and the first Swedish strawberries of the season, often with snaps and drinking songs. According to folklore, anyone who picks seven kinds of flowers and sleeps with them under their pillow will dream of their future spouse. Midsummer has been celebrated in Sweden for centuries, and while the maypole is thought to have arrived from Germany in the Middle Ages, the holiday is today seen as one of the most Swedish of all, eagerly anticipated after the long, dark winter.`,
      `Police described the holiday as relatively calm in most regions, although drink-driving and drowning accidents remain a concern every year. Traffic police carried out breath tests on roads around Siljan throughout the evening, and several drivers were reported for drink-driving. The Swedish Life Saving Society repeated its annual reminder to wear a life jacket in boats and never to swim alone after drinking alcohol.`,
    ),
    comments: [
      {
        name: "Åsa",
        body: "We were in Leksand and it was magical. The rain held off until we'd finished the strawberries!",
        status: "published",
        hoursAfter: 5,
      },
      {
        name: "Tom",
        body: "My first Midsummer in Sweden. The frog dance is the strangest and best thing I've ever done.",
        status: "published",
        hoursAfter: 20,
        replies: [
          {
            name: "Åsa",
            body: "Welcome! Now you're one of us. Next year you learn the snaps songs.",
            status: "published",
            hoursAfter: 22,
          },
        ],
      },
    ],
  },
  {
    title: "Lucia concerts sell out as churches add extra performances",
    category: "events",
    author: "Maja Ekström",
    daysAgo: 0.05,
    excerpt:
      "Demand for candlelit Lucia concerts on 13 December has outstripped supply in Stockholm, Gothenburg and Uppsala, prompting churches to add early-morning performances.",
    body: p(
      `Churches and concert halls across Sweden are adding extra performances of their Lucia concerts after tickets for the traditional candlelit processions on 13 December were snapped up within days.`,
      `Lucia, the festival of light held in the darkest part of the year, is celebrated in schools, preschools, churches and workplaces all over the country. A girl or young woman in a white gown with a red sash and a crown of candles leads a procession of attendants, star boys and gingerbread children, singing the Lucia song and Christmas carols.`,
      `In Gothenburg, several churches have added performances at seven in the morning on top of the usual evening concerts, and in Stockholm and Uppsala some choirs will perform four times on the day itself. "We could fill the church three times over," said Maria Lindberg, a church musician in Gothenburg. "People really long for this kind of shared moment in the dark."`,
      `Tickets for Lucia concerts are usually free or cheap, but many churches have introduced booking systems to avoid long queues in the cold. Some also stream their concerts online for those who cannot attend in person.`,
      `Preschools and schools will hold their own celebrations on the morning of 13 December, with parents arriving armed with cameras and saffron buns, lussekatter. Fire services remind organisers to use battery-powered candles in the crowns, especially for children.`,
    ),
  },
  {
    title: "Stockholm Marathon registration opens with record early sign-ups",
    category: "events",
    author: "Oskar Sandberg",
    daysAgo: 16.2,
    excerpt:
      "More than 15,000 runners signed up in the first 48 hours, the organisers say, with international entries making up a growing share of the field.",
    body: p(
      `More than 15,000 runners have signed up for next year's Stockholm Marathon in the first two days after registration opened, a record start that the organisers say reflects the growing popularity of long-distance running in Sweden.`,
      `The race, held in late May or early June, takes runners on a course through central Stockholm, past the Royal Palace, along Strandvägen and out onto Djurgården, before finishing inside the Stockholm Olympic Stadium, built for the 1912 Games. Tens of thousands of spectators usually line the streets.`,
      `"We're seeing a lot of first-time marathon runners, many of them in their thirties, and more women than ever before," one of the organisers said. International runners now make up a large share of the field, with the biggest groups coming from Finland, Norway, Germany, the UK and the US. Hotels in central Stockholm report that rooms for the race weekend are already selling fast, and several tour operators offer packages that combine the marathon with a few days in the archipelago.`,
      `The Stockholm Marathon has sometimes been run in unexpected heat, and the organisers have plans in place for warm weather, with extra water stations and showers along the course. Runners are reminded to adjust their pace if temperatures rise on the day. Medical staff are stationed along the route and at the finish, and runners are encouraged to fill in their emergency contact details when they collect their race numbers.`,
      `Running clubs across the capital report a rush of new members. "Whenever registration opens we get busy, but this year our beginners' group has a waiting list," said Kristina Öberg, who coaches at a club in Hammarby Sjöstad. "People want a goal to train towards, and a marathon is a big one."`,
      `Registration stays open until the race is full. Organisers recommend that first-timers allow at least four to six months of training, and that anyone with health concerns talk to a doctor before starting.`,
    ),
  },
  {
    title: "Way Out West opens ticket sales and sticks with its meat-free menu",
    category: "events",
    author: "Johan Berg",
    daysAgo: 11.7,
    excerpt:
      "The Gothenburg festival in Slottsskogen has released its first batch of tickets for next August without naming a single act. Organisers say the meat-free food policy is here to stay.",
    body: p(
      `Way Out West, Gothenburg's biggest music festival, released the first batch of tickets for next summer's edition on Thursday, and the cheapest three-day passes were gone in under an hour.`,
      `The festival is held over three days in August in Slottsskogen, the large park in the west of the city, with late-night club shows at venues around town. It draws tens of thousands of visitors a day and has built a reputation for mixing international headliners with Swedish and Nordic acts.`,
      `No artists have been announced yet, and the line-up will be revealed in stages during the spring. "We always get asked who's coming, but our audience has learned to trust us. Many people buy tickets without knowing a single name," a festival spokesperson said.`,
      `The organisers also confirmed that no meat will be served in the festival area, a policy introduced in 2012 that was controversial at first but has since been copied by other events. They say it cuts the festival's climate footprint and that the food stalls have become one of its attractions.`,
      `Local businesses welcomed the news. Hotels in Gothenburg are often fully booked on festival weekend, and visitors spend large sums in the city's shops, restaurants and bars during the event.`,
    ),
    comments: [
      {
        name: "Linnéa",
        body: "Got two passes before they sold out! Honestly don't care who plays, the atmosphere in Slottsskogen is unbeatable.",
        status: "published",
        hoursAfter: 1,
      },
      {
        name: "Mattias",
        body: "The veggie food at WOW is better than at most restaurants in town. Keep it.",
        status: "pending",
        hoursAfter: 8,
      },
      {
        name: "Gustav E.",
        body: "Would be good to get information about accessibility early this year. Last time some of the paths were tough going with a wheelchair.",
        status: "published",
        hoursAfter: 26,
      },
    ],
  },
  {
    title: "Gothenburg Book Fair draws crowds with spotlight on Nordic crime fiction",
    category: "events",
    author: "Sara Nyström",
    daysAgo: 24.1,
    excerpt:
      "Readers queued for hours to meet authors at Svenska Mässan, where a programme strand on Nordic noir put the region's best-known literary export centre stage.",
    body: p(
      `Tens of thousands of readers, publishers and writers have gathered at Svenska Mässan in Gothenburg for the Gothenburg Book Fair, the largest literary event in the Nordic region, with this year's programme putting a special focus on Nordic crime fiction.`,
      `Over four days, the fair hosts hundreds of seminars, interviews and signings, along with stands from publishers, booksellers, libraries and literary organisations. The first days are aimed mainly at the book trade, librarians and teachers, while the weekend is open to the general public.`,
      `Nordic noir – the dark, socially aware crime fiction that has made writers from Sweden, Norway, Denmark, Finland and Iceland bestsellers around the world – was the subject of several packed seminars. Panels discussed why the genre keeps selling, how it portrays the Nordic welfare state and whether the wave of television adaptations has changed the way authors write.`,
      `"Crime fiction has become a way for us to talk about society – about loneliness, inequality and violence, the things that don't fit the picture of Sweden as a perfect country," said Anna Kjellberg, a literary scholar who moderated one of the panels. "That's why readers abroad find it so interesting."`,
      `Queues formed early outside the halls on Saturday morning, and the lines for some of the most popular signing sessions snaked across the exhibition floor. Publishers reported strong interest in audiobooks and e-books, but said printed books were still at the heart of the business at the fair. Audiobook subscription services have grown rapidly in Sweden over the past decade, and some authors now write with listeners in mind, favouring clear dialogue and fewer characters.`,
      `The programme also covered freedom of expression, children's reading and translation, as well as the growing role of artificial intelligence in publishing. In several seminars, authors and translators voiced concern that their work is being used to train AI models without permission or payment.`,
      `The organisers said visitor numbers were on a par with last year. The fair returns to Gothenburg at the end of September next year, as usual.`,
    ),
  },
  {
    title: "Almedalen week opens in Visby with smaller crowds and tight security",
    category: "events",
    author: "Erik Holm",
    daysAgo: 33.4,
    excerpt:
      "Politicians, lobbyists and journalists have arrived on Gotland for Sweden's annual festival of politics, though visitor numbers remain well below the event's peak years.",
    body: p(
      `Sweden's politicians, along with thousands of lobbyists, journalists and members of the public, have arrived in Visby for Almedalen week, the annual festival of politics that has been held on Gotland since the late 1960s.`,
      `The tradition began in 1968, when Olof Palme, then a government minister, spoke to a small crowd from the back of a truck in Almedalen, a park by the sea below Visby's medieval town wall. It has since grown into a week of party leader speeches, seminars, debates and receptions, with thousands of events registered every year.`,
      `In recent years, however, the number of events and visitors has fallen from the record levels of the mid-2010s. Companies and organisations have cut back on expensive trips to the island, and some critics argue that Almedalen has become more of a networking event for lobbyists than a meeting place for voters and politicians. Supporters counter that the seminars give ordinary voters rare access to decision-makers, and that many of the smaller events, organised by patient groups, trade unions and local associations, attract genuine interest.`,
      `Region Gotland, which coordinates the week, expects about as many visitors as last year. "Almedalen is still unique. Where else can you hear every party leader speak in the same park in the same week, for free?" a spokesperson for the region said.`,
      `Security is tight. Police have put up barriers, carry out bag checks and restrict vehicle traffic in central Visby, and officers from across the country have been sent to reinforce the local police. Security has been stepped up considerably since 2022, when a woman was fatally stabbed during the week.`,
      `Each parliamentary party is given its own day, with the party leader speaking from the stage in the park in the evening. Over the week, seminars cover everything from defence and energy to school meals and the state of the Baltic Sea. For many Gotlanders, the week also means full restaurants, higher hotel prices and traffic in the narrow streets inside the wall.`,
    ),
  },
  {
    title: "Jokkmokk winter market celebrates centuries of Sámi trade in the Arctic cold",
    category: "events",
    author: "Astrid Lindqvist",
    daysAgo: 38.5,
    excerpt:
      "The market, held in early February since 1605, drew thousands of visitors to Lapland for reindeer racing, duodji handicrafts and food in temperatures below minus 30.",
    body: p(
      `The temperature fell below minus 30 degrees on Thursday morning as the Jokkmokk winter market opened in Swedish Lapland, but the cold did little to deter the thousands of visitors who came for one of Sweden's oldest recurring events.`,
      `The market has been held in early February every year since 1605, when King Charles IX decided that a marketplace should be set up in Jokkmokk to encourage trade and make it easier to collect taxes. Long before that, the area had been a winter meeting place for the Sámi, the Indigenous people of northern Scandinavia, and the market remains an important part of Sámi cultural life.`,
      `Over three days, the streets of the small town just north of the Arctic Circle fill with stalls selling duodji – traditional Sámi handicrafts such as knives with reindeer-antler handles, woven bands, leather bags and silver jewellery – alongside reindeer meat, smoked fish, cloudberries and hot drinks.`,
      `"For us, the market is about meeting people – family and friends we may not see for the rest of the year. The trade is important, but the meetings matter even more," said a duodji maker from a reindeer-herding family in the area, who has sold her work at the market for more than twenty years.`,
      `One of the highlights is the reindeer racing on the frozen lake, where skiers are pulled by reindeer at high speed. The programme also includes joik concerts, talks on Sámi history and language, and exhibitions at Ájtte, the Swedish Mountain and Sámi Museum.`,
      `Many Sámi participants used the market to raise the pressures facing reindeer herding, including a changing climate that makes winter grazing harder when rain freezes into a crust of ice over the lichen, and competition for land from mines, wind farms and forestry. Several seminars also discussed the work of the Truth Commission for the Sámi People, which is examining the Swedish state's historical treatment of the Sámi.`,
      `The market brings tens of thousands of visitors to a town of around 3,000 inhabitants, filling every hotel room and many private homes. Residents rent out rooms and basements, and some visitors sleep in tents and caravans despite the cold.`,
    ),
  },

  // ───────────────────────────── others ─────────────────────────────
  {
    title: "Northern lights seen as far south as Skåne after powerful solar storm",
    category: "others",
    author: "Oskar Sandberg",
    daysAgo: 3.9,
    excerpt:
      "A strong geomagnetic storm lit up the sky in green, red and purple across Sweden on Tuesday night, with sightings reported from Kiruna to Malmö.",
    body: p(
      `People across Sweden stayed up late on Tuesday night to watch the northern lights after a powerful geomagnetic storm pushed the aurora much further south than usual, with sightings reported as far south as Skåne and Öland.`,
      `The storm was caused by a coronal mass ejection, a huge cloud of charged particles flung out from the Sun, which reached Earth on Tuesday evening. When the particles interact with the Earth's magnetic field and upper atmosphere, they produce the shimmering green, red and purple light of the aurora borealis.`,
      `"This was one of the strongest storms we have seen in this solar cycle. The Sun is around the peak of its roughly eleven-year cycle of activity, so we can expect more events like this in the coming period," said a researcher at the Swedish Institute of Space Physics in Kiruna.`,
      `Social media was flooded with photos from gardens, beaches and city parks. In Malmö, crowds gathered at Ribersborg beach to watch red and pink curtains of light over the Öresund, while Stockholmers headed out to Djurgården and the archipelago to escape the city lights. In Kiruna and Abisko, where the aurora is a regular winter sight, tourism companies reported that guests had been treated to one of the most intense displays in years, with the lights at times directly overhead.`,
      `For many in southern Sweden, it was the first time they had seen the aurora. "I've lived here for 60 years and never seen anything like it. The whole sky was moving," said Göran Nilsson, who watched from his garden outside Ystad.`,
      `Experts point out that mobile phone cameras often capture the aurora better than the naked eye, especially when the light is faint. Anyone hoping to catch the next display is advised to follow space weather forecasts, find a spot away from street lights with a clear view to the north, and be patient.`,
    ),
    comments: [
      {
        name: "Emelie",
        body: "Saw it from our balcony in Lund! Couldn't believe it. The photo on my phone looks unreal.",
        status: "published",
        hoursAfter: 1,
      },
      {
        name: "Kjell",
        body: "Lived in Kiruna half my life and I'm happy for you southerners. It really is magic every single time.",
        status: "published",
        hoursAfter: 5,
      },
      {
        name: "Victor",
        body: "Is there an app that warns you when it's happening? Missed the whole thing, I was asleep.",
        status: "pending",
        hoursAfter: 16,
        replies: [
          {
            name: "Emelie",
            body: "There are several aurora apps with alerts, and the space weather forecasts are worth following. Keep an eye on the Kp index!",
            status: "pending",
            hoursAfter: 18,
          },
        ],
      },
    ],
  },
  {
    title: "Snowstorm leaves thousands without power in Norrland as SMHI warns of more",
    category: "others",
    author: "Johan Berg",
    daysAgo: 7.3,
    excerpt:
      "Heavy snow and gale-force winds closed roads and cut electricity to some 20,000 households in Västerbotten and Norrbotten. SMHI kept an orange warning in place for the coast.",
    body: p(
      `A powerful snowstorm swept across northern Sweden on Monday, cutting power to around 20,000 households, closing roads and halting trains in parts of Västerbotten and Norrbotten after SMHI, the Swedish Meteorological and Hydrological Institute, issued an orange warning for heavy snow and strong winds.`,
      `Up to 50 centimetres of snow fell in places along the coast between Umeå and Luleå in less than 24 hours, and gusts of more than 25 metres per second built drifts that blocked roads faster than the ploughs could clear them. Stretches of the E4 were closed overnight after several lorries got stuck, and Trafikverket advised against all unnecessary travel. Buses in Umeå and Luleå were withdrawn for several hours, and in Skellefteå snowploughs from neighbouring municipalities were brought in to help keep the main roads open.`,
      `"This is the kind of winter storm we see perhaps once every few years along the Norrland coast. It's the combination of heavy snow and strong wind that makes it dangerous," said a duty meteorologist at SMHI. "At times, visibility has been close to zero." An orange warning means the weather can cause serious disruption and danger to the public. The highest level, red, has been used only rarely since the current impact-based warning system was introduced in 2021.`,
      `Falling trees brought down power lines in forested areas, leaving villages inland from Skellefteå and Piteå without electricity. Grid companies said they had brought in extra repair crews from further south, but warned that some customers in remote areas could be without power for several days because snow and fallen trees made it hard to reach the damaged lines. In some places crews had to travel on snowmobiles to reach the lines, and helicopters were used to inspect stretches of the regional grid from the air.`,
      `In the village of Kusmark outside Skellefteå, Anna-Lena Grahn, 63, had lit the wood stove and filled buckets with water. "We're used to winter up here. We have a stove, a generator and plenty of food in the freezer," she said. "It's worse for the elderly who live alone and only have electric heating."`,
      `Municipalities opened warming centres in schools and community halls, and home-care services contacted elderly and vulnerable residents to check that they were safe. The Swedish Civil Contingencies Agency reminded households to keep water, food, a battery-powered radio and a way to stay warm for at least a week in case of a crisis.`,
      `Train traffic on the main line through upper Norrland was suspended for much of Monday, and several flights to and from Umeå and Luleå were cancelled or delayed. Schools in several municipalities closed early, and some stayed closed on Tuesday.`,
      `Reindeer herders in the forest areas said deep, wind-packed snow could make it harder for the animals to dig down to the lichen they feed on, and some herding communities were preparing to put out supplementary feed. Farmers checked barn roofs, as the weight of wet snow can cause buildings to collapse, and the rescue services were called out to several roofs in Skellefteå and Piteå municipalities where snow had to be cleared.`,
      `SMHI expects the wind to ease from Tuesday afternoon, but more snow is forecast for the mountains later in the week, with temperatures falling to minus 25 in inland Lapland. The institute also warned of avalanche risk in the mountains and icy roads once the temperature drops.`,
      `Grid companies point out that customers who have been without electricity for more than 12 hours are entitled to compensation under Swedish law, and that the payments are made automatically. They also urge people to stay well away from fallen power lines and to report them immediately.`,
    ),
    comments: [
      {
        name: "Peter",
        body: "Without power since six this morning outside Piteå. The stove is going and the kids think it's an adventure. For now.",
        status: "published",
        hoursAfter: 4,
        replies: [
          {
            name: "Malin S.",
            body: "Same here in Byske. Hang in there! The grid company says tonight at the earliest for us.",
            status: "published",
            hoursAfter: 6,
            replies: [
              {
                name: "Peter",
                body: "Power back at nine! Huge thanks to the crews working out there in that weather.",
                status: "published",
                hoursAfter: 11,
              },
            ],
          },
        ],
      },
      {
        name: "Rolf",
        body: "Stockholm grinds to a halt over five centimetres of snow. This is a real storm. Respect to the plough drivers.",
        status: "published",
        hoursAfter: 9,
      },
      {
        name: "Stina",
        email: "stina.l@example.com",
        body: "Please check on your elderly neighbours. My mother is 88 and was alone without heat for a day because home care couldn't get through on the roads.",
        status: "pending",
        hoursAfter: 20,
      },
    ],
  },
  {
    title: "Sounding rocket launched from Esrange with student experiments on board",
    category: "others",
    author: "Sara Nyström",
    daysAgo: 13.6,
    excerpt:
      "The rocket climbed to about 250 kilometres above Lapland, giving experiments from Swedish and European universities six minutes of weightlessness.",
    body: p(
      `A sounding rocket carrying scientific experiments from universities in Sweden and several other European countries was launched on Wednesday morning from Esrange Space Center outside Kiruna.`,
      `The rocket lifted off just after nine o'clock in clear, cold weather and reached an altitude of around 250 kilometres before falling back towards Earth. The payload section containing the experiments came down by parachute in the uninhabited impact area north of the base and was recovered by helicopter within a couple of hours. The launch had been postponed twice because of strong winds at high altitude, which could have carried the payload outside the designated landing zone.`,
      `During the flight, the experiments had about six minutes of microgravity, long enough for researchers to study processes that behave differently without the pull of gravity, such as how fluids mix, how metal alloys solidify and how certain cells respond to weightlessness.`,
      `"Six minutes sounds short, but for many experiments it's plenty, and it's much cheaper and faster than sending something to the International Space Station," said a project manager at the Swedish Space Corporation, which operates Esrange. Student teams from KTH Royal Institute of Technology and Luleå University of Technology were among those with experiments on board.`,
      `Esrange, which opened in the 1960s, has launched hundreds of sounding rockets and a large number of research balloons. In recent years the site has been expanded with the aim of launching small satellites into orbit from Swedish soil, which would make Sweden one of very few countries able to do so from mainland Europe. The expansion is part of a broader push to strengthen Europe's independent access to space, and the base also hosts ground stations that communicate with satellites passing over the Arctic.`,
      `For the students involved, the launch was the culmination of almost two years of work. "Watching the rocket go, knowing our box was inside, was incredible," said Hugo Lindgren, a master's student at Luleå University of Technology. "Now the real work starts: going through the data."`,
    ),
    comments: [
      {
        name: "Anders P.",
        body: "Great for Kiruna and for Swedish research. More of this!",
        status: "published",
        hoursAfter: 2,
      },
      {
        name: "Sebastian",
        email: "sebastian.k@example.org",
        body: "I was on a student rocket team at LTU back in the day, best thing I did at university. Congratulations to the teams!",
        status: "published",
        hoursAfter: 7,
      },
      {
        name: "Gunnel",
        body: "What happens to the rocket parts that come down? Is it safe for the reindeer?",
        status: "pending",
        hoursAfter: 28,
        replies: [
          {
            name: "Anders P.",
            body: "As far as I know the impact area is closed off during launches and they coordinate with the reindeer herders.",
            status: "pending",
            hoursAfter: 30,
          },
        ],
      },
    ],
  },
  {
    title: "Wolf count shows stable population as debate over licensed hunting flares",
    category: "others",
    author: "Erik Holm",
    daysAgo: 20.2,
    excerpt:
      "The latest inventory puts the number of wolves in Sweden at around 370. Farmers and hunters want fewer, while researchers warn about the population's fragile genetics.",
    body: p(
      `Sweden's wolf population has stayed roughly stable over the past year, according to the latest national inventory, reigniting a long-running debate about how many wolves the country should have and how many should be shot in licensed hunts.`,
      `The inventory, carried out over the winter by the county administrative boards using snow tracking, DNA from droppings and reports from the public, estimates that there are around 370 wolves in Sweden, most of them in Värmland, Dalarna, Örebro, Gävleborg and Västra Götaland counties. Together with the wolves in Norway, the Scandinavian population is estimated at about 450 animals.`,
      `Wolves had almost disappeared from Sweden by the 1960s and have been protected since then. Today's population descends from a small number of animals that migrated from Finland and Russia from the late 1970s onwards, which means inbreeding remains a concern. Researchers say new wolves from the east are needed to keep the population healthy.`,
      `In areas with many wolves, farmers and hunters say the predators make it difficult to keep sheep and to hunt with dogs. "Last year we lost eleven sheep in two attacks. We've put up electric fencing, but it's a constant worry," said Kerstin Eriksson, a sheep farmer in Värmland. "People in the cities don't see what it means to live with wolves next door."`,
      `A majority in the Riksdag has backed reducing the population, and the authorities have in recent years allowed licensed hunts in which dozens of wolves are shot each winter. Conservation groups have repeatedly appealed against the decisions, arguing that the hunts are incompatible with Sweden's obligations under EU nature protection rules.`,
      `"The population is small and genetically vulnerable. Shooting a large share of it every year makes it harder to reach what the EU calls favourable conservation status," said a wildlife ecologist at the Swedish University of Agricultural Sciences.`,
      `Work on what the minimum viable population should be is continuing, and whatever the outcome, the wolf is likely to remain one of the most divisive issues in rural Sweden.`,
    ),
    comments: [
      {
        name: "Nils-Erik",
        body: "Easy to have opinions from Södermalm. Try keeping sheep in Värmland.",
        status: "published",
        hoursAfter: 6,
      },
      {
        name: "Johanna",
        email: "johanna.b@example.net",
        body: "Wolves belong in Swedish nature. 370 animals in a country this size is not a lot.",
        status: "published",
        hoursAfter: 10,
        replies: [
          {
            name: "Nils-Erik",
            body: "Nobody is saying they should disappear. But they're concentrated where people actually live and farm.",
            status: "published",
            hoursAfter: 14,
          },
        ],
      },
      {
        name: "Mohammed",
        body: "A balanced article on a hard issue with no easy answers. Thank you.",
        status: "pending",
        hoursAfter: 30,
      },
    ],
  },
  {
    title: "Offshore wind plans off Skåne stall over costs and defence concerns",
    category: "others",
    author: "Maja Ekström",
    daysAgo: 29.8,
    excerpt:
      "A proposed wind farm in the southern Baltic has been put on hold, the latest setback for Swedish offshore wind as developers face higher costs and military objections.",
    body: p(
      `Plans for a large offshore wind farm in the southern Baltic Sea, south-east of Skåne, have been put on hold by the developer, in the latest setback for an industry once expected to supply a large share of Sweden's growing electricity needs.`,
      `The project, which would have consisted of around 100 turbines more than 20 kilometres from the coast, was designed to produce as much electricity as roughly a million households use in a year. The developer said it had paused the permit process after higher costs for turbines, steel and financing made the project unprofitable at current electricity prices.`,
      `Offshore wind has faced several obstacles in Sweden. The government has rejected a number of projects in the Baltic after the Swedish Armed Forces warned that turbines could interfere with radar and sensors and make it harder to detect threats, given the security situation in the region. Other projects are still waiting for permits, some after years of processing. Developers have complained that the process is slow and unpredictable, and that the defence assessments are often classified, which makes it hard for them to know how to adjust their plans.`,
      `Industry representatives say Sweden risks falling behind neighbours such as Denmark and Germany, which have built large offshore wind capacity. "Electricity demand in southern Sweden is set to rise sharply as industry and transport electrify. We need new production, and offshore wind is one of the fastest ways to get it," said an analyst at an energy consultancy in Malmö.`,
      `The government has instead put its emphasis on new nuclear power, arguing that Sweden needs more stable, weather-independent electricity. Critics say new reactors will take too long to build to meet the demand expected in the 2030s.`,
      `Local opinion on the project was divided. Some residents on the south coast welcomed the prospect of jobs and investment in ports such as Trelleborg and Ystad, while fishing groups and some tourism businesses worried about the impact on fishing grounds and the view from the beaches.`,
    ),
  },
  {
    title: "Stockholm start-up raises 80 million kronor for AI that reads invoices",
    category: "others",
    author: "Astrid Lindqvist",
    daysAgo: 5.6,
    excerpt:
      "The company, founded by three former bank employees, says its software takes the pain out of bookkeeping for small businesses in Sweden, Norway and Finland.",
    body: p(
      `A Stockholm start-up that uses artificial intelligence to read and sort invoices and receipts for small businesses has raised 80 million kronor in new funding, as investors continue to back AI companies despite a tougher climate for tech financing.`,
      `The company, Kvittolo, was founded three years ago by three former bank employees who were frustrated by how much time small business owners spend on bookkeeping. Its software reads invoices and receipts in Swedish, Norwegian and Finnish, categorises them and suggests how they should be booked, leaving an accountant or the owner to approve each entry.`,
      `"A hairdresser or a carpenter shouldn't have to spend their Sunday evenings typing numbers into a spreadsheet," said Linnea Carlsson, the chief executive and one of the founders. "We want the paperwork to take five minutes a week instead of five hours." The company has around 40 employees at its office in Vasastan and says it now has some 6,000 paying customers.`,
      `The round was led by a Nordic venture capital fund, with existing investors also taking part. The money will be used to hire more developers and to expand into Denmark. Stockholm has produced a string of internationally successful tech companies over the past two decades and has one of the largest start-up scenes in Europe relative to its size.`,
      `Like others in the sector, the company faces questions about how customers' financial data is stored and whether AI can be trusted with decisions that affect tax. Carlsson said all data is stored within the EU and that the software always leaves the final decision to a person. "It's an assistant, not an accountant," she said.`,
    ),
  },
  {
    title: "Vasaloppet organisers rely on stored snow after mild start to winter",
    category: "others",
    author: "Oskar Sandberg",
    daysAgo: 35,
    excerpt:
      "Snow saved under sawdust since last winter is being spread along the 90-kilometre track between Sälen and Mora after mild weather left parts of the route bare.",
    body: p(
      `With weeks to go before the Vasaloppet ski race, organisers have started spreading snow that has been stored under sawdust since last winter along the 90-kilometre track between Sälen and Mora, after a mild start to the season left parts of the route bare.`,
      `So-called snow farming involves piling up natural and machine-made snow at the end of the season and covering it with a thick layer of sawdust, which insulates it through the summer. A large part of the snow survives until late autumn. The technique has become increasingly common at ski resorts and cross-country venues in the Nordic countries as winters have become less predictable.`,
      `"Without the stored snow, we would have had big problems on the lower parts of the track near Mora," said a member of the Vasaloppet track team. "Now we can lay a base, and with colder weather forecast, the snow cannons can do the rest."`,
      `The race, held on the first Sunday in March, commemorates the young Gustav Vasa's legendary flight through Dalarna in the winter of 1520–21 and attracts around 15,000 skiers to the main event, with tens of thousands more taking part in the shorter races during Vasaloppet's winter week. SMHI's forecast points to colder weather over Dalarna in the coming weeks, which organisers hope will secure good conditions.`,
    ),
  },
];
