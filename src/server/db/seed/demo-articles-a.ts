import type { DemoArticle } from "./demo-types.js";

/**
 * Demo articles, set A: politics, education and society.
 * All people quoted are fictional; figures are illustrative.
 */
export const demoArticlesA: DemoArticle[] = [
  // ───────────────────────────── Politics ─────────────────────────────
  {
    title: "Budget clears finance committee after late deal on regional healthcare funds",
    category: "politics",
    author: "Astrid Lindqvist",
    daysAgo: 1.2,
    featured: true,
    excerpt:
      "The government's budget passed the Riksdag finance committee after a last-minute agreement added 2.5 billion kronor for the regions. The decisive chamber vote is expected next week.",
    body: `The government's budget for next year cleared the Riksdag finance committee late on Tuesday evening, after negotiators agreed a last-minute package that channels an extra 2.5 billion kronor to the country's 21 regions. The deal removes the most serious obstacle before the full chamber votes on the spending framework next week.

The committee vote followed almost two weeks of talks between the governing parties and their support party, which had threatened to back an opposition amendment unless more money was earmarked for healthcare. Several regions have warned in recent months that they face deficits large enough to force cuts in staffing, longer queues for planned surgery and the closure of smaller emergency units.

Under the agreement, the general state grant to the regions will rise by 2.5 billion kronor on top of the 4 billion already proposed in September. The money will be distributed according to population, with a supplement for sparsely populated regions in the north, where long travel distances push up the cost of ambulance services, patient transport and specialist care.

To pay for it, the government will postpone a planned cut in the tax on petrol and diesel by six months and trim spending on consultancy contracts across the central government administration. The finance ministry estimates that the changes are broadly neutral for public finances over a full year, although the fuel tax delay is certain to be unpopular with rural voters. Motoring organisations and haulage firms reacted quickly. A representative of the road haulage industry said the postponement would hit small transport companies in the north hardest, since they have few alternatives to diesel and operate on thin margins. The governing parties insisted that the cut had only been delayed, not cancelled, and that it would take effect in July.

"This is not the budget we would have written on our own, but it is a budget that keeps the emergency departments open," said Ingrid Falk, who represents the support party on the finance committee, speaking to reporters in the Riksdag corridor shortly after 10pm.

The opposition was unimpressed. Mikael Öberg, a Social Democrat member of the committee, called the extra funds "a plaster on a broken leg" and pointed out that the regions' combined deficit for next year has been estimated by Sveriges Kommuner och Regioner (SKR) at around 11 billion kronor. The Social Democrats, the Left Party and the Greens will each table alternative budgets when the matter reaches the chamber.

The Riksdag handles the budget in two stages. First, the chamber decides on the overall framework, which divides spending among 27 expenditure areas. Once that is fixed, the individual appropriations within each area are voted on in December, and by then an alternative budget cannot be mixed with the government's. In practice, this makes next week's vote the decisive one.

SKR welcomed the extra money but said it would not remove the need for difficult decisions. An analyst at the association said that costs for pharmaceuticals, pensions for regional staff and nurses hired through staffing agencies had risen faster than tax revenues for three years running, and that several regions were already preparing to raise their income tax rates.

The Fiscal Policy Council, the independent body that reviews the government's budget policy, will publish its assessment in the spring. Economists at the National Institute of Economic Research have previously said there is room for a modest expansion given Sweden's low public debt, but have warned against measures that could push inflation away from the Riksbank's 2 percent target.

For the regions, the coming weeks will be about turning the money into budgets. Most regional assemblies set their own budgets for next year in November, and several had delayed their decisions while waiting for the outcome of the talks in the Riksdag. Regional finance directors say they now expect to revise their plans, but warn that one-off grants make it difficult to hire permanent staff.`,
    comments: [
      {
        name: "Birgitta S.",
        body: "Good that the north gets a supplement. Our nearest emergency department is 140 km away and the ambulance situation has worried people here for years.",
        status: "published",
        hoursAfter: 3,
        replies: [
          {
            name: "Per-Olof",
            body: "Same in inland Västerbotten. But 2.5 billion split 21 ways won't go very far once Stockholm and Skåne have taken their share.",
            status: "published",
            hoursAfter: 5.5,
            replies: [
              {
                name: "Birgitta S.",
                body: "True, but it's more than we had last week. I'll take it and keep complaining.",
                status: "published",
                hoursAfter: 7,
              },
            ],
          },
        ],
      },
      {
        name: "Daniel K.",
        email: "daniel.k@example.com",
        body: "Postponing the fuel tax cut is the right call. Why subsidise driving when the regions can't pay their nurses?",
        status: "published",
        hoursAfter: 9,
        replies: [
          {
            name: "Annika",
            body: "Easy to say in the city. Where I live the last bus leaves at ten past six.",
            status: "published",
            hoursAfter: 11.5,
          },
        ],
      },
      {
        name: "Tomas",
        body: "Can someone explain why the opposition budgets can't be combined with parts of the government's? Seems an odd way to run things.",
        status: "pending",
        hoursAfter: 20,
      },
    ],
  },
  {
    title: "Malmö council backs electric bus corridor after shelving tram plans",
    category: "politics",
    author: "Johan Berg",
    daysAgo: 3.3,
    excerpt:
      "Malmö's municipal council voted to build a high-capacity electric bus route linking Hyllie and the city centre, years after plans for a tram network were put on ice.",
    body: `Malmö's municipal council on Thursday approved plans for a high-capacity electric bus corridor between Hyllie in the south and the central station, reviving the city's ambitions for a new backbone in its public transport network several years after its tram project was shelved.

The route, around eight kilometres long, will run largely on dedicated lanes with priority at traffic signals and platforms level with the bus floor, so that prams and wheelchairs can roll straight on. The city's planning office estimates that the first section could open in 2029 at a cost of roughly 1.4 billion kronor, of which the state is expected to cover around half through an urban environment agreement.

The motion passed by 38 votes to 23, with the governing majority supported by one opposition party. Those who voted against argued that the city was settling for a cheaper second-best solution that would soon be overtaken by housing growth in Hyllie and rising commuter traffic across the Öresund Bridge.

"Trams would have been lovely, but we have to build what we can actually afford and get running this decade," said Nadia Hassan, who chairs the council's technical committee. She said the corridor would be designed so that it could be converted to light rail later if passenger numbers justified it.

Critics are not convinced. "Every city that has said 'we can convert it later' has ended up with a bus lane forever," said Gunnar Persson, an opposition councillor, who also questioned whether the articulated electric buses proposed could cope with peak loads on the busiest stretch past Triangeln station.

Skånetrafiken, the regional transport authority that will run the service, said a clear decision made it possible to start planning timetables and depots. Procurement of vehicles will begin next year, and residents along the route will be invited to consultation meetings in the spring.

The decision also affects traffic on several central streets. Parts of Carl Gustafs väg and the approach to the central station will be reduced to a single lane for cars in each direction to make room for the bus lanes, and around 300 on-street parking spaces will disappear. Business owners along the route have asked the city to keep deliveries possible during construction, which is expected to last around two years.`,
    comments: [
      {
        name: "Fredrik",
        body: "Living in Hyllie, anything that beats the current buses at rush hour is welcome. Half the time you can't even get on.",
        status: "published",
        hoursAfter: 4,
      },
      {
        name: "Sanna L.",
        body: "1.4 billion for a bus lane? Gothenburg and Norrköping manage trams just fine.",
        status: "published",
        hoursAfter: 6,
        replies: [
          {
            name: "Mats",
            body: "Both of them have had trams for over a hundred years. Building a network from scratch is a very different bill.",
            status: "published",
            hoursAfter: 8.5,
          },
        ],
      },
    ],
  },
  {
    title: "Sami Parliament demands binding say over wind farms on reindeer grazing land",
    category: "politics",
    author: "Maja Ekström",
    daysAgo: 6.5,
    excerpt:
      "Sametinget wants a binding role in permit decisions for wind power in northern Sweden, arguing that current consultation rules leave reindeer herders with little real influence.",
    body: `The Sami Parliament, Sametinget, has called on the government to give it a formal and binding role when permits are granted for wind farms on land used for reindeer grazing, saying the current rules amount to consultation in name only.

The demand is set out in a formal response sent to the Ministry of Climate and Enterprise this week, commenting on a government inquiry into faster permit processes for onshore wind power. The inquiry has proposed shorter deadlines for objections and a narrower scope for appeals, changes the Sami Parliament says would further weaken the position of reindeer herding communities.

Since 2022, Swedish authorities have been required by law to consult the Sami Parliament and affected Sami communities on matters of particular importance to the Sami people. But the consultation obligation does not amount to a veto, and the response argues that in practice many decisions are effectively made before meaningful talks have taken place.

"A wind farm is not just the turbines. It is access roads, power lines and noise that change how the reindeer move across an entire landscape," said Elle Kuhmunen, a reindeer herder from a sameby near Gällivare, who took part in a hearing organised by the parliament. "When the calving land or the migration route is cut off, it is gone for good."

The wind power industry has argued that Sweden needs a rapid expansion of renewable electricity to meet rising demand from industry in the north, including new steel and battery plants, and that lengthy appeals have held up projects for years. Developers say they already adapt turbine placement and construction schedules to reindeer herding and pay compensation where grazing is affected.

Reindeer herding is practised by 51 herding communities, or samebyar, and covers around half of Sweden's land area. Herders say the cumulative effect of mines, forestry, hydropower and wind farms is now a greater threat than any single project, at the same time as milder winters with ice crusts make it harder for animals to reach the lichen beneath the snow.

Supporters of the Sami Parliament's position point to neighbouring Norway, where the Supreme Court ruled in 2021 that two wind farms on the Fosen peninsula violated the rights of Sami reindeer herders. The government is expected to present a bill on permit processes for wind power next year.`,
    comments: [
      {
        name: "Nils-Erik",
        body: "People in Stockholm don't understand how much land is already gone up here. Every project is 'only a small area' until you add them all up.",
        status: "published",
        hoursAfter: 5,
      },
      {
        name: "Johanna W.",
        email: "johanna.w@example.com",
        body: "What happened with the Fosen turbines in the end? Were they ever taken down?",
        status: "pending",
        hoursAfter: 30,
      },
    ],
  },
  {
    title: "Kiruna asks the state to share the cost of the next phase of its town move",
    category: "politics",
    author: "Erik Holm",
    daysAgo: 10.4,
    excerpt:
      "Kiruna municipality says the relocation of homes and services away from the expanding iron ore mine has outgrown its budget and wants central government to step in.",
    body: `Kiruna municipality has asked the government to help pay for the next phase of the town's relocation, saying that the cost of moving homes, schools and infrastructure away from the iron ore mine now exceeds what a municipality of 22,000 people can carry on its own.

For almost two decades, ground deformation caused by LKAB's underground mine has forced the gradual move of Kiruna's centre about three kilometres to the east. A new town hall, a shopping street and hundreds of flats have already been built, and the town's landmark wooden church has been moved to its new site. The next phase affects several residential districts, a secondary school and parts of the water and sewage network.

Under existing agreements, the state-owned mining company compensates owners for buildings that must be demolished. But the municipality argues that many costs fall outside those agreements, including temporary premises while new ones are built, the design of new streets and parks, and the staff time needed to plan an entire town. It puts the gap at around 900 million kronor over the next ten years.

"We are not asking anyone to pay for things we would have built anyway," said Lars Niemi, who heads the municipality's urban transformation office. "But no other town in Sweden has been asked to rebuild itself while continuing to run schools, elderly care and snow clearing as usual. We cannot take that on alone."

A spokesperson for LKAB said the company fulfils its obligations under the Minerals Act and that discussions with the municipality on the next phase were continuing. The company has previously noted that it has paid well over 10 billion kronor in compensation and investments connected with the transformation of Kiruna and nearby Malmberget.

The Ministry of Finance confirmed it had received the request and said it would be considered in the normal budget process. Local politicians in neighbouring Gällivare, which faces a similar situation as Malmberget is gradually emptied, are following the matter closely and have indicated they may submit a request of their own.`,
  },
  {
    title: "Region Västerbotten raises income tax to close healthcare deficit",
    category: "politics",
    author: "Sara Nyström",
    daysAgo: 15.2,
    excerpt:
      "Residents of Västerbotten will pay 40 öre more per hundred kronor of income from January, as the region tries to protect staffing at its hospitals.",
    body: `The regional assembly in Västerbotten voted on Monday to raise the regional income tax by 40 öre per hundred kronor of taxable income, in an effort to close a deficit that has grown to more than 600 million kronor this year.

For a resident earning 35,000 kronor a month before tax, the increase amounts to roughly 140 kronor a month, according to the region's own calculations. The change takes effect on January 1 and is expected to raise around 450 million kronor a year.

The region, which runs hospitals in Umeå, Skellefteå and Lycksele as well as primary care across a large and sparsely populated area, has blamed the deficit on rising pharmaceutical costs, higher pension liabilities and its continued dependence on agency nurses and doctors, particularly in the inland.

"The alternative was to close beds and reduce opening hours at health centres in the inland municipalities, and we were not prepared to do that," said Karin Lundmark, a member of the governing majority on the regional executive committee. She said the region would also continue a programme to reduce the use of staffing agencies.

The opposition voted against the increase, arguing that the region had not done enough to cut administrative costs before turning to taxpayers. "People in Västerbotten are already stretched by high food and energy prices. This is the wrong time to take more of their wages," said opposition councillor Stefan Häggström.

Västerbotten is not alone. SKR, the association of municipalities and regions, says at least six regions have raised or are considering raising their tax rates for next year, the largest number in more than a decade.

Patient groups in Västerbotten said they understood the decision but would be watching closely to see that the extra money reached the inland. Health centres in municipalities such as Storuman, Sorsele and Dorotea have for several years relied heavily on doctors hired in for a few weeks at a time, and residents say continuity of care has suffered. The region has promised a plan to recruit more permanent general practitioners to the inland by the summer.`,
  },
  {
    title: "Pension group agrees to study higher contributions to lift future payouts",
    category: "politics",
    author: "Oskar Sandberg",
    daysAgo: 8.0,
    excerpt:
      "The cross-party pensions group will examine raising the contribution rate, a change that could improve payouts for today's young workers but would cost billions a year.",
    body: `The Riksdag's cross-party pensions group has agreed to commission an inquiry into raising the pension contribution rate, the share of wages paid into the public pension system, which has stood at 18.5 percent since the current system was introduced in the late 1990s.

The decision follows years of debate over falling replacement rates. Many people retiring today receive a public pension equivalent to around half of their final salary, considerably less than the architects of the system originally expected, largely because people live longer and the contribution rate has not been adjusted.

Raising the rate is expensive. Each percentage point corresponds to roughly 25 billion kronor a year, and the inquiry will be asked to examine how that money should be raised: through higher employer contributions, a shift from income tax, or a combination of the two. It will also look at whether the increase should be phased in over several years.

"The system is financially stable, but a stable system that delivers pensions people cannot live on is not a success," said Karl-Johan Wiklund, a pensions economist at Uppsala University who has written extensively on the issue. "The question has never been whether to raise contributions, only who pays and when."

Trade unions welcomed the move, saying that low-paid workers, many of them women in health and elderly care, were most affected by low pensions. Employer organisations were more cautious, warning that higher labour costs could hurt competitiveness and employment, especially in small businesses.

The inquiry is expected to report within two years, which means any change would take effect at the earliest in the second half of the decade. Meanwhile, the so-called target retirement age, which is linked to life expectancy, will continue to rise gradually, and the earliest age at which the public pension can be drawn will follow it.

For people who are already retired, the decision changes little in the short term. Their pensions are adjusted each year according to wage growth and the balance of the system, and the guarantee pension and the housing supplement for pensioners remain the main tools for supporting those with the lowest incomes. The Swedish Pensions Agency recommends that anyone who wants to know how the rules affect them use the forecast tool on its website.`,
    comments: [
      {
        name: "Gunilla",
        body: "I'm 63 and have worked since I was 17, mostly in home care. My forecast from the Pensions Agency is frankly embarrassing. Whatever they decide will come too late for me.",
        status: "published",
        hoursAfter: 2,
      },
      {
        name: "Erik J.",
        body: "As someone in my twenties I'd rather pay a bit more now than end up with nothing. But it should come from the employer side, not an extra tax on us.",
        status: "published",
        hoursAfter: 7.5,
        replies: [
          {
            name: "Magnus",
            body: "It all comes out of the same pot in the end. Higher employer fees mean lower wage increases.",
            status: "published",
            hoursAfter: 10,
          },
        ],
      },
      {
        name: "Ove",
        body: "Two years for an inquiry? They've known about this problem since before my grandchildren were born.",
        status: "pending",
        hoursAfter: 26,
      },
    ],
  },
  {
    title: "Constitution committee to examine government's handling of rail maintenance deals",
    category: "politics",
    author: "Astrid Lindqvist",
    daysAgo: 12.7,
    excerpt:
      "The Riksdag's constitutional committee will review how the government steered Trafikverket on rail maintenance contracts, following complaints from opposition MPs.",
    body: `The Riksdag's Committee on the Constitution, known as KU, has agreed to review how the government handled its instructions to the Swedish Transport Administration, Trafikverket, on rail maintenance contracts, after complaints were filed by MPs from three opposition parties.

The complaints centre on whether officials at the infrastructure ministry went beyond general policy guidance and effectively directed the agency's decision in an individual procurement. Under the Instrument of Government, one of Sweden's four fundamental laws, ministers may not decide how an agency applies the law in a specific case, a principle often described as the ban on ministerial rule.

The case concerns a decision earlier this year to cancel and retender maintenance contracts on several lines in central Sweden, following a series of signal failures and delayed repairs. Documents released under the public access principle show that ministry officials had several meetings with Trafikverket's management in the weeks before the decision was announced.

"We are not saying that anything illegal has happened. We are saying that the documents raise questions that the government needs to answer in public," said Sofia Rask, one of the MPs behind the complaints. "That is exactly what the constitutional committee is for."

Any MP can file a complaint with KU, which every year reviews how ministers have carried out their duties. The committee can call ministers and officials to public hearings, which usually take place in the spring, before presenting its findings in June. Criticism from KU has no legal consequences, but it can carry considerable political weight.

The Government Offices said in a brief statement that it welcomed the review and that all contacts with Trafikverket had been within the normal framework for the governance of state agencies.

The underlying problems on the railway are not in dispute. Trafikverket has for years warned of a large maintenance backlog, and passengers on several lines in central Sweden have faced repeated cancellations because of signal faults, broken switches and damaged overhead lines. Commuter organisations said they hoped the review would not distract attention from the need for more money and better planning of maintenance work.`,
  },
  {
    title: "Göteborg politicians split over higher rush-hour congestion charges",
    category: "politics",
    author: "Johan Berg",
    daysAgo: 2.6,
    excerpt:
      "A proposal to raise peak-hour congestion charges in Göteborg has divided the city's governing coalition, and the final decision rests with the Riksdag.",
    body: `A proposal to raise the congestion charge in Göteborg during the busiest hours of the day has opened a rift in the city's governing coalition, just weeks before it is due to be put to the municipal council.

The proposal from the city's traffic committee would ask the government to raise the highest charge, which applies during the morning and afternoon peaks, from 22 kronor to 30 kronor per passage, while leaving the charges at other times and the daily maximum largely unchanged. The aim is to spread traffic more evenly through the day and reduce queues on the bridges across the Göta älv.

Because the congestion charge is a state tax, any change must in the end be approved by the Riksdag. Revenue from the charge helps to finance the West Sweden Package, the long-term investment programme that includes the Västlänken rail tunnel under central Göteborg, due to open around the end of the decade.

Supporters in the coalition argue that the current charges no longer have the effect they did when they were introduced. "Traffic at the peak is back at the level we had before the charges. If we want buses to move and people to breathe cleaner air, the price signal has to be stronger," said Linnea Carlsson, who chairs the traffic committee.

But a coalition partner has said it cannot support the proposal without better public transport to the suburbs first. "A nurse who starts at seven in Östra sjukhuset and lives in Kungälv does not have a realistic alternative today," said councillor Patrik Strand. "Raising the price without improving the buses is just a tax on people who have no choice."

Västtrafik, which runs public transport in the region, has said it could add capacity on several express bus routes but needs more funding from the region to do so. The council is expected to vote next month. If the request goes ahead, the earliest any change could take effect is 2027.`,
    comments: [
      {
        name: "Henrik",
        body: "I commute from Kungälv to Mölndal. The bus takes an hour and fifteen minutes with a change, the car takes thirty. I'm not sure what they expect me to do.",
        status: "published",
        hoursAfter: 3,
        replies: [
          {
            name: "Lina",
            body: "The express bus from Kungälv is actually pretty quick into the centre. Is the change the problem?",
            status: "published",
            hoursAfter: 5,
            replies: [
              {
                name: "Henrik",
                body: "Exactly. Fine if you work at Nils Ericson, not if you're heading south. The change at Korsvägen eats up all the time.",
                status: "published",
                hoursAfter: 6.5,
              },
            ],
          },
        ],
      },
      {
        name: "Ahmed",
        body: "About time. Anyone who lives along Dag Hammarskjöldsleden knows what the air is like at 8am.",
        status: "published",
        hoursAfter: 9,
      },
      {
        name: "Ulla B.",
        body: "Göteborg voted against the congestion charge in the referendum and it was introduced anyway. Now they want to raise it. Typical.",
        status: "pending",
        hoursAfter: 14,
      },
    ],
  },
  {
    title: "Riksdag rejects motion to lower the municipal voting age to 16",
    category: "politics",
    author: "Sara Nyström",
    daysAgo: 18.5,
    excerpt:
      "A proposal to let 16- and 17-year-olds vote in municipal and regional elections was voted down, though supporters say the issue will return.",
    body: `The Riksdag on Wednesday rejected a motion to lower the voting age in municipal and regional elections from 18 to 16, by 201 votes to 98, with the remaining members absent.

Supporters of the motion argued that young people are affected by many local decisions, from school closures to public transport and leisure centres, and that voting for the first time while still living at home increases the chance of becoming a lifelong voter. They pointed to Austria, which lowered the voting age to 16 in 2007, and to trials in several Norwegian municipalities.

Opponents said the voting age should follow the age of majority, and that allowing 16-year-olds to vote in some elections but not others would create confusion. The Committee on the Constitution recommended rejecting the motion, noting that previous inquiries had come to the same conclusion.

Youth organisations expressed disappointment at the result. "Sixteen-year-olds pay tax if they work, they choose an upper secondary programme that shapes their lives, but they cannot vote on how their own school is run," said Amina Yusuf, 17, a member of a student council in Örebro. The motion's backers say they intend to raise the issue again before the next election.`,
  },
  {
    title: "Umeå adopts climate budget with binding emissions targets for every committee",
    category: "politics",
    author: "Maja Ekström",
    daysAgo: 24.6,
    excerpt:
      "Umeå municipality will account for carbon emissions alongside kronor in its annual budget, making each committee responsible for cutting both.",
    body: `Umeå municipality has adopted a climate budget that sets binding targets for greenhouse gas emissions for each of its committees and municipally owned companies, in what local politicians describe as an attempt to make climate policy as concrete as the financial budget.

The municipality has reported its emissions for several years, but the new model goes further. Each committee will be given an emissions ceiling for the coming year, measured in tonnes of carbon dioxide equivalent, and will have to report progress to the municipal executive board three times a year, in the same way as it reports on spending.

The largest cuts are expected in transport and construction. The municipal housing company will be required to use lower-carbon concrete in new projects, and the technical services department will replace the last diesel vehicles in its fleet of work machines. The municipality's bus company, which already runs most of its city routes on electricity, is expected to complete the transition within three years.

"A climate target that nobody owns is just a nice sentence in a strategy document," said Mattias Burman, chair of the municipal executive board's sustainability committee. "Now every department head knows exactly how much they are allowed to emit, and what happens if they go over."

Not everyone is enthusiastic. An opposition councillor, Helena Forsberg, said she supported the goals but warned that the model could create a new layer of bureaucracy. "We need to make sure this does not turn into a reporting exercise where officials spend more time counting emissions than reducing them," she said.

The model is inspired by Oslo, which introduced a climate budget in 2017, and several Swedish municipalities have since developed similar tools. Umeå, with a population of around 130,000 and one of the fastest-growing cities in northern Sweden, has set a goal of becoming climate neutral by 2040.

The first full year under the new model will be followed closely by other municipalities in Norrland. Several are facing a rapid increase in emissions from construction as new industrial projects along the coast bring thousands of new residents, and local politicians say they need tools to make sure that growth does not come at the expense of climate targets.`,
    comments: [
      {
        name: "Karin Ö.",
        body: "The electric buses have made a real difference in the city centre. Now please do something about the buses out to Holmsund and Sävar, they run far too rarely.",
        status: "published",
        hoursAfter: 4,
      },
      {
        name: "Johannes",
        body: "I'll believe it when the first department actually misses its target and something happens. Until then it's a spreadsheet.",
        status: "published",
        hoursAfter: 16,
      },
      {
        name: "Stina",
        email: "stina.h@example.com",
        body: "Does the climate budget include emissions from the new hospital construction and the E4? Those are surely the big ones, and the municipality doesn't control them.",
        status: "pending",
        hoursAfter: 40,
      },
    ],
  },

  // ───────────────────────────── Education ─────────────────────────────
  {
    title: "Skolverket warns of 12,000-teacher shortfall as retirements peak",
    category: "education",
    author: "Sara Nyström",
    daysAgo: 0.6,
    featured: true,
    excerpt:
      "A new forecast from the National Agency for Education says Sweden will lack around 12,000 qualified teachers by 2035, with the gap widest in maths, science and special education.",
    body: `Sweden will be short of around 12,000 fully qualified teachers by 2035 if current trends continue, according to a new forecast from the Swedish National Agency for Education, Skolverket, published on Wednesday. The shortfall is smaller than the agency projected five years ago, but it is unevenly spread across subjects, school types and parts of the country.

The main reason the overall gap has narrowed is demographic. Births have fallen for several years in a row, which means that many municipalities will need fewer teachers in preschool classes and the early years of compulsory school. In some areas, schools that were bursting at the seams a decade ago are now planning to merge classes or close buildings. Preschools in several municipalities have already begun to reduce staff through natural attrition, and the agency expects that trend to spread to the lower years of compulsory school within a few years.

At the same time, upper secondary schools will need more staff as the larger cohorts born in the 2000s and early 2010s move through the system. And the shortage of teachers in certain subjects is expected to persist. The forecast singles out mathematics and science in years 7 to 9, special education teachers, vocational teachers in upper secondary school and teachers of Swedish as a second language.

Retirements are a key factor. Around one in five teachers currently working in Swedish schools is over 55, and in some subjects, such as technology and crafts, the proportion is higher still. Skolverket estimates that roughly 5,000 teachers will leave the profession each year over the coming decade because of retirement alone.

Teacher training is not filling the gap. Although the number of applicants to teacher education programmes has risen slightly in recent years, a large share of students drop out before graduating, and some of those who do graduate choose other careers. Skolverket estimates that only around seven in ten of those who begin a subject teacher programme for years 7 to 9 eventually complete it.

"The overall number looks less dramatic than before, but that should not reassure anyone," said Helena Strömberg, the analyst who led the work on the forecast. "A pupil in Överkalix who needs a special education teacher does not benefit from there being a surplus of primary teachers in Lund."

The forecast also highlights the large number of people teaching without a teaching certificate. Around a quarter of those teaching in compulsory school lack full qualifications for the subjects and year groups they teach, with the proportion highest in independent schools, in sparsely populated municipalities and in some suburbs of the big cities.

Sveriges Lärare, the main teachers' union, said the report confirmed what its members had been saying for years. A union representative argued that the key to reducing the shortfall was to make sure qualified teachers stayed in the profession, pointing to heavy workloads, administrative tasks and salaries that rise slowly after the first years of work.

In Sollefteå, headteacher Anders Hedlund has advertised a post for a maths and science teacher three times since the spring without finding a qualified applicant. "We have excellent staff, but they are not getting any younger. When two of them retire next year, I honestly do not know what we will do," he said. For now, the school relies on a former engineer who is studying for a teaching qualification alongside his job. Pupils in year 9 have had three different science teachers since the start of year 7, and some parents have begun driving their children to a larger school in the neighbouring municipality.

The government has said it will take the forecast into account in its work on teacher education. Options that are frequently discussed include expanding the supplementary teacher training programme for people who already have a degree in a subject, more paid routes into teaching where trainees work in schools while they study, and giving teaching assistants a larger role in administrative tasks.`,
    comments: [
      {
        name: "Mikael",
        body: "Maths teacher in Borås here. Not surprised in the slightest. Of the five of us in the department, three are over 60.",
        status: "published",
        hoursAfter: 2,
        replies: [
          {
            name: "Lena H.",
            body: "Has anyone asked why younger people don't apply? Salary after ten years is barely above what an engineer starts on.",
            status: "published",
            hoursAfter: 4,
            replies: [
              {
                name: "Mikael",
                body: "Salary matters, but for me it's the paperwork. I spend more evenings documenting than planning lessons.",
                status: "published",
                hoursAfter: 6,
              },
            ],
          },
        ],
      },
      {
        name: "Agnes",
        body: "My daughter had a different substitute in chemistry almost every month last year. She has basically given up on the subject.",
        status: "pending",
        hoursAfter: 8,
      },
      {
        name: "Rolf",
        email: "rolf.n@example.com",
        body: "I'm an engineer in my fifties thinking about the supplementary teacher training. Does anyone know if you can do it part-time while working?",
        status: "published",
        hoursAfter: 12,
        replies: [
          {
            name: "Camilla",
            body: "Several universities offer it at half pace, some with mostly remote study. Check the admissions site in good time, the deadlines come early.",
            status: "published",
            hoursAfter: 15.5,
          },
        ],
      },
    ],
  },
  {
    title: "Schools welcome textbook money but warn that publishers cannot keep up",
    category: "education",
    author: "Oskar Sandberg",
    daysAgo: 4.4,
    excerpt:
      "State grants for printed textbooks have reached most municipalities, but headteachers say orders for popular titles are delayed by months.",
    body: `State grants intended to give every pupil their own printed textbook in core subjects have now reached most of Sweden's municipalities, but headteachers say that publishers are struggling to meet demand and that some orders placed in the spring have still not arrived.

The grants, distributed by Skolverket, are part of a broader shift away from screens in the classroom that followed several years of falling results in international reading assessments. Schools can use the money to buy textbooks and other printed teaching materials in subjects such as Swedish, mathematics and English.

In Växjö, headteacher Maria Ek says her school ordered new maths books for years 4 to 6 in April. "We received the books for year 4 in September. Years 5 and 6 are still waiting, and we have been told it could be after Christmas," she said. "In the meantime the teachers are photocopying, which is exactly what we were trying to get away from."

Publishers say they were caught off guard by the scale of the orders after years of declining sales of printed material. Several have increased print runs, but paper shortages and limited capacity at the few remaining large printing houses in the Nordic region have created bottlenecks.

Teachers interviewed for this article were broadly positive about the change. Many said pupils found it easier to concentrate with a physical book and that it was easier to see what a pupil had actually done. But some warned against treating digital tools as the main cause of falling results. "Screens are not the enemy. Bad screen use is," said one upper secondary teacher in Gävle.

Skolverket said it was following up how the grants were used and would publish an evaluation next year. Municipalities that have not yet used their allocation have been asked to report on their plans by the end of the year.

Parents' organisations have also welcomed the change but raised a practical concern: the weight of school bags. With pupils once again carrying several books between home and school, some parents have asked schools to provide lockers or classroom sets, so that children do not have to carry every book every day. Several schools say they are now buying two copies of the most-used titles for exactly that reason.`,
    comments: [
      {
        name: "Eva",
        body: "Teacher in Örebro. We got our Swedish books last month and the difference in the classroom is real. Pupils actually read a whole chapter without clicking away.",
        status: "published",
        hoursAfter: 3,
      },
      {
        name: "Simon",
        body: "We are raising kids who will work with computers their whole lives. Going back to paper feels like nostalgia, not policy.",
        status: "published",
        hoursAfter: 5.5,
        replies: [
          {
            name: "Eva",
            body: "Nobody in my school has thrown out the laptops. We just stopped using them for things a book does better.",
            status: "published",
            hoursAfter: 7,
          },
        ],
      },
    ],
  },
  {
    title: "Folk high schools see surge in applicants over 40 seeking a new career",
    category: "education",
    author: "Astrid Lindqvist",
    daysAgo: 9.6,
    excerpt:
      "Applications from older students to Sweden's folkhögskolor have risen sharply, with many using the schools as a route into nursing, teaching and skilled trades.",
    body: `Sweden's folk high schools are seeing a marked increase in applicants aged over 40, as more adults use the schools to complete missing upper secondary qualifications or to prepare for a change of career.

According to figures compiled by Folkbildningsrådet, the Swedish National Council of Adult Education, the number of participants aged 40 or over on the schools' general courses has risen by almost a third in three years. Interest is particularly strong in courses that give eligibility for university studies in nursing, teaching and social work.

There are around 150 folk high schools in Sweden, many of them boarding schools in rural areas with roots in the popular education movements of the 19th century. They are run by associations, churches, trade unions and regions, and offer everything from general courses leading to upper secondary eligibility to specialised programmes in music, journalism and youth work.

Marie Johansson, 46, worked in retail management for more than 20 years before enrolling on a general course at a folk high school in Jämtland last autumn. "I always wanted to be a nurse, but I never finished upper secondary school. Sitting in a classroom again at my age was terrifying, but here nobody cares how old you are," she said. She hopes to begin a nursing degree next year.

Several changes in recent years have made it easier for adults to return to education. The upper age limit for student finance has been raised, and the transition study support introduced in 2022 allows people with a long working life behind them to study with a larger share of their previous income, provided the studies strengthen their position in the labour market.

Heads of folk high schools say the older students bring a different atmosphere to the classroom. "They know why they are here. They have often tried many other things first," said Torbjörn Sjöberg, principal of a folk high school in Dalarna. But he warned that funding had not kept pace with demand, and that several schools had been forced to turn away qualified applicants this year.`,
  },
  {
    title: "Uppsala students face the longest housing queues in a decade",
    category: "education",
    author: "Maja Ekström",
    daysAgo: 5.9,
    excerpt:
      "New students in Uppsala are waiting longer than ever for a corridor room, and the university and municipality are now looking at temporary modular housing.",
    body: `Students moving to Uppsala face the longest waits for student housing in at least a decade, with the typical queue time for a corridor room now more than two years, according to figures from the city's main student housing providers.

Uppsala has around 45,000 students at its two universities, and the shortage of affordable rooms has been a recurring problem. But student representatives say the situation this year is the worst they have seen, with many new students commuting from Stockholm, Enköping or Gävle, or living in short-term sublets at steep prices.

Alva Bergqvist, 19, from Kalmar, was admitted to a biology programme in the summer. She spent her first two months sleeping on a friend's sofa in Flogsta before finding a room in a shared house outside the city. "I pay 6,500 kronor a month for eleven square metres and a 40-minute bus ride," she said. "Half my course is in the same situation."

Uppsala's student nations, the historic societies that every student was once required to join, own a significant number of rooms and flats, but their queues are also long. Housing providers say that student accommodation is a low priority for developers when construction costs are high, since rents are capped at levels that make new projects hard to finance.

The student union has also warned of a rise in fraudulent advertisements, where people pose as landlords, ask for a deposit in advance and then disappear. "Never pay anything before you have seen the room and signed a contract," said Jonas Lind, who leads the union's housing work. He said the union had received dozens of reports since the start of term.

The municipality and the university have begun exploring whether temporary modular housing could be placed on land near Ultuna and in the southern parts of the city. A first batch of several hundred units could be ready within two years if planning permission is granted, according to a report presented to the municipal executive board.

The municipality's housing strategy sets a target of at least 500 new student homes a year. Officials admit that target has not been met in recent years, partly because of the slowdown in the construction industry.`,
    comments: [
      {
        name: "Oscar",
        body: "Got scammed out of 8,000 kronor in my first week. Listen to the advice about deposits, the ads look completely genuine.",
        status: "published",
        hoursAfter: 1.5,
      },
      {
        name: "Farida",
        body: "Tip for new students: join a nation as soon as you arrive, even if you don't plan to live there. The queue points start counting from day one.",
        status: "published",
        hoursAfter: 6,
        replies: [
          {
            name: "Viktor L.",
            body: "This. I joined in my second year and regretted it. Also check the smaller nations, some have shorter queues.",
            status: "published",
            hoursAfter: 9,
          },
        ],
      },
      {
        name: "Gustav",
        email: "gustav.rooms@example.com",
        body: "I have a furnished room in Sävja available from next month, 5,200 kronor including electricity. Contact me by email.",
        status: "pending",
        hoursAfter: 20,
        replies: [
          {
            name: "Elin",
            body: "Is this still available? Can I come and see it before paying anything?",
            status: "pending",
            hoursAfter: 23,
          },
        ],
      },
    ],
  },
  {
    title: "Digital national tests delayed again after trial exposes login failures",
    category: "education",
    author: "Johan Berg",
    daysAgo: 13.9,
    excerpt:
      "Skolverket has postponed the switch to digital national tests in several subjects after a trial run saw login failures and lost answers at dozens of schools.",
    body: `Skolverket has postponed the move to fully digital national tests in several subjects by at least a year, after a large-scale trial run this autumn was hit by login failures and, at some schools, lost answers.

The trial involved around 40,000 pupils in years 6 and 9 and in upper secondary school, who took sample tests on the agency's new digital platform. According to Skolverket's own evaluation, around one school in ten reported significant technical problems, most often that pupils could not log in at the scheduled start time or were logged out midway through the test.

At a handful of schools, pupils' answers were not saved correctly and had to be reconstructed from backups or rewritten on paper. "For a trial, that is acceptable. For a real national test that affects pupils' grades, it is not," said a spokesperson for the agency, adding that the decision to delay had been taken to protect pupils' legal certainty.

The switch to digital testing has been planned for years and has already been postponed once. The aim is to make tests easier to administer and assess, and to allow anonymous external marking, which is intended to make grading more equal between schools. Headteachers say the repeated delays make it hard to plan, and that some schools have invested in new computers that will now stand unused during test periods.`,
  },
  {
    title: "Göteborg parents scramble after free school chain announces sudden closure",
    category: "education",
    author: "Erik Holm",
    daysAgo: 1.7,
    excerpt:
      "Around 600 pupils at two Göteborg schools run by the Nordljus chain must find new places after the company said it would close at the end of the term.",
    body: `Parents of around 600 pupils at two independent schools in Göteborg are searching for new school places after the company that runs them announced that both would close at the end of the term, giving families less than three months' notice.

The two compulsory schools, in Kortedala and on Hisingen, are run by Nordljus Skolor AB, a chain that operates nine schools in western and southern Sweden. In a letter to parents sent on Monday, the company cited falling pupil numbers and rising costs, and said the schools were no longer financially viable.

"We found out through a text message at lunchtime. My son is in year 8 and has had the same class since he was six. Now he has to start all over again a year before upper secondary," said Petra Lundgren, whose son attends the school in Kortedala. "Nobody from the company has been able to tell us anything more."

Under Swedish law, the home municipality is responsible for offering a school place to every child, regardless of why their previous school closed. Anders Wik, director of the city's compulsory school administration, said the city would guarantee all affected pupils a place from the start of the next term, but that not all families would get their first choice. "We have space in the system, but not always in the school next door," he said.

The Swedish Schools Inspectorate, Skolinspektionen, which approves and supervises independent schools, said it had been informed of the closures and would follow up to ensure that pupils' grades and documentation were handed over properly. Independent schools are required to give notice of closure, but the rules do not set a fixed minimum period.

The closures have reignited the debate about independent schools run by profit-making companies. Falling birth rates mean that many schools, independent and municipal alike, will have fewer pupils in the coming years, and critics argue that the system gives companies too much freedom to leave when margins shrink, while municipalities are left to pick up the pieces.

Supporters of the independent school system point out that municipal schools also close and merge when pupil numbers fall, and that families in Göteborg have used their right to choose a school in large numbers. A government inquiry is currently examining stricter requirements for owners of independent schools, including longer notice periods before closure.`,
    comments: [
      {
        name: "Jenny",
        body: "We are one of the families. The teachers found out the same day as us, some of them were in tears at pickup. This isn't their fault.",
        status: "published",
        hoursAfter: 1.5,
        replies: [
          {
            name: "Kristoffer",
            body: "Same here, our daughter is in year 7. Has anyone heard back from the city about which schools have places?",
            status: "published",
            hoursAfter: 3,
            replies: [
              {
                name: "Jenny",
                body: "We got an email this morning with a form to list three choices. Apply quickly, the school in Bergsjön apparently filled up already.",
                status: "published",
                hoursAfter: 4.5,
              },
            ],
          },
        ],
      },
      {
        name: "Björn",
        body: "This is what happens when schools are run for profit. The moment it stops paying, the children are left behind.",
        status: "published",
        hoursAfter: 6,
        replies: [
          {
            name: "Sofie",
            body: "Municipal schools close too. Ours merged with another last year with about the same notice. The problem is falling pupil numbers, not just ownership.",
            status: "published",
            hoursAfter: 9,
          },
        ],
      },
      {
        name: "Lisa",
        body: "Three months' notice should simply be illegal. You need longer notice to move out of a rented flat.",
        status: "pending",
        hoursAfter: 14,
      },
    ],
  },
  {
    title: "Municipalities brace for stricter rules in Swedish for immigrants",
    category: "education",
    author: "Oskar Sandberg",
    daysAgo: 16.8,
    excerpt:
      "Proposed changes to SFI would introduce time limits and tougher completion targets, and adult education providers say they will need more teachers to deliver them.",
    body: `Municipal adult education providers are warning that they will need more teachers and more money to implement proposed changes to Swedish for immigrants, known as SFI, which would introduce time limits on studies and stricter requirements for students to make progress.

Under the proposal, which has been sent out for consultation, students would normally be expected to complete their course within a set period, and those who do not make sufficient progress could have their place reviewed. Municipalities would also be required to follow up more closely on attendance and results, and to coordinate SFI with job-seeking activities through the Public Employment Service.

Supporters say the changes would send a clear signal that learning Swedish is the key to work and to participation in society. Today, some students remain on SFI courses for years without completing them, while others finish within months. The variation between municipalities is large, both in how quickly students progress and in how teaching is organised.

But those who run the courses say that time limits risk hitting the students with the hardest starting point. "We have students who learned to read and write for the first time in their forties, in a language that is not their own, while working night shifts," said Sara Holmberg, who teaches SFI in Borlänge. "Give them a deadline without more support and you will simply push them out."

Municipalities also point to a shortage of qualified SFI teachers. Many adult education providers rely on teachers without full qualifications, and some municipalities have procured SFI from private companies, a practice critics say has led to large differences in quality. The proposal would require providers to use certified teachers to a greater extent.

The consultation period runs until the end of the year. If the government presents a bill in the spring, the new rules could come into force in the summer of 2027 at the earliest.`,
  },
  {
    title: "Malmö trials language screening for four-year-olds in preschool",
    category: "education",
    author: "Sara Nyström",
    daysAgo: 20.3,
    excerpt:
      "A pilot in three Malmö districts will assess children's Swedish at age four, so that extra support can start well before they begin school.",
    body: `Malmö has launched a pilot project in which four-year-olds in three of the city's districts will have their Swedish language development assessed by preschool staff, with the aim of identifying children who need extra support before they start school.

The screening is carried out through play and conversation rather than formal testing. Trained preschool teachers note how the child understands instructions, names everyday objects and tells a simple story. Children who are found to need more support will be offered extra language activities in small groups, and their parents will be invited to meetings about how to support language at home.

Around 1,200 children in Rosengård, Fosie and Södra Innerstaden are expected to take part in the first year. "Many of these children speak two or three languages, and that is a strength. But if their Swedish is not strong enough when they start school, they fall behind in every subject," said Leila Mansour, who manages the project for the city's preschool administration.

The pilot will be evaluated after two years. Similar screening has been discussed at national level, and several other municipalities have said they are following Malmö's work with interest.`,
  },
  {
    title: "Vocational upper secondary programmes see first rise in applicants in years",
    category: "education",
    author: "Erik Holm",
    daysAgo: 11.5,
    excerpt:
      "Preliminary application figures show more ninth-graders choosing electrical, construction and vehicle programmes, breaking a long period of decline.",
    body: `More ninth-graders are choosing vocational programmes at upper secondary school, according to preliminary application figures collected from the country's admission offices, breaking a decline that has lasted for much of the past 15 years.

The share of first-choice applications to vocational programmes rose by around two percentage points compared with last year, with the largest increases in the electricity and energy programme, the building and construction programme and the vehicle and transport programme. Applications to the health and social care programme were largely unchanged.

Guidance counsellors say several factors are at play. Young people are increasingly aware of labour shortages in skilled trades, starting salaries for electricians and heavy vehicle mechanics compare well with many graduate jobs, and since a reform a few years ago, all vocational programmes once again give basic eligibility for university studies.

"When I started in this job, parents would often say 'my child is too smart for a vocational programme'. I hear that much less now," said Jessica Nordin, a study and careers counsellor at a school in Eskilstuna. "Many families have realised that a trade can be a very good life, and that it does not close any doors."

Employers have welcomed the figures but say the increase needs to continue for years to meet demand. Industry organisations in construction and electrical installation estimate that tens of thousands of skilled workers will retire in the coming decade. Schools, meanwhile, say that vocational programmes are expensive to run, requiring workshops, equipment and teachers with industry experience, who are increasingly hard to recruit.

In smaller municipalities, the picture is more complicated. Several have closed vocational programmes in recent years because too few students applied, and young people who want to become electricians or mechanics must often commute long distances or move to a larger town. Some municipalities are now working together to share programmes and teachers across municipal borders.

Final admission results will be published in the summer, after students have had the chance to change their choices.`,
    comments: [
      {
        name: "Hasse",
        body: "Electrician for 30 years. Best decision I ever made. Good money, never bored, and you can see what you've done at the end of the day.",
        status: "published",
        hoursAfter: 5,
      },
      {
        name: "Maria",
        email: "maria.k@example.com",
        body: "Do the apprenticeship versions of these programmes also give university eligibility? My son wants to be out in a workplace as much as possible.",
        status: "pending",
        hoursAfter: 18,
      },
    ],
  },

  // ───────────────────────────── Society ─────────────────────────────
  {
    title: "Thousands wait beyond the care guarantee for planned surgery in Stockholm",
    category: "society",
    author: "Erik Holm",
    daysAgo: 7.2,
    excerpt:
      "More than 9,000 patients in Region Stockholm have waited longer than the 90-day limit for planned operations, with hip and knee replacements hit hardest.",
    body: `More than 9,000 patients in Region Stockholm have been waiting longer than the 90 days promised by the national care guarantee for a planned operation or treatment, according to the latest figures reported by the region to the national waiting time database.

Orthopaedics accounts for the largest share of the backlog. Patients waiting for hip and knee replacements, in particular, are often waiting six months or more from the decision to operate. Queues are also long for some gynaecological procedures, for cataract surgery at certain clinics and for operations on the ear, nose and throat.

Kjell Andersson, 71, from Huddinge, was told in the spring that he needed a new knee. "I used to walk to the shop every day. Now I need to sit down twice on the way," he said. "I understand that there are people who are sicker than me. But 90 days is what we were promised, and I have been waiting for almost eight months."

The care guarantee requires regions to offer a first visit to a specialist within 90 days of a referral and treatment within 90 days of the decision. When a region cannot meet the guarantee, the patient has the right to be treated elsewhere, including in another region, at no extra cost. But many patients are not aware of the right, and using it often requires them to push for it themselves.

Malin Sjögren, a spokesperson for the region's healthcare administration, said the main bottleneck was a shortage of specialist nurses, especially in anaesthesia and surgery, which meant that operating theatres at the large hospitals could not always be fully used. "We have the surgeons and we have the rooms. What we lack is complete teams," she said.

The region has signed additional contracts with private clinics to carry out several thousand extra operations over the coming year, and says it has increased the number of training places for specialist nurses. It expects the queues to begin to shrink during the second half of next year.

Patient organisations say the region should be more proactive in informing patients about their rights. "Nobody should have to read the law to get the care they are entitled to," said a representative of a national patient association. "When the guarantee is broken, the region should contact the patient, not the other way round."`,
    comments: [
      {
        name: "Kerstin",
        body: "Tip for anyone waiting: call the clinic, say you want to use the care guarantee and ask to be referred elsewhere. I got my hip done in Region Sörmland in five weeks.",
        status: "published",
        hoursAfter: 2.5,
      },
      {
        name: "Anders B.",
        body: "My mother has been waiting for a cataract operation for ten months. Nobody answers the phone, you just get a callback that never comes.",
        status: "pending",
        hoursAfter: 11,
      },
    ],
  },
  {
    title: "SL warns of months of disruption as southern green line closes for upgrades",
    category: "society",
    author: "Oskar Sandberg",
    daysAgo: 2.1,
    excerpt:
      "Parts of the green metro line south of Gullmarsplan will close for ten weeks next year for signal and track work, with replacement buses for tens of thousands of daily passengers.",
    body: `Stockholm's public transport operator SL has warned commuters in the southern suburbs to prepare for ten weeks of disruption next year, when parts of the green metro line south of Gullmarsplan will close for signal and track work.

The closure will affect the branches towards Hagsätra and Farsta, which together carry tens of thousands of passengers on an ordinary weekday. Trains will be replaced by buses, and SL says journey times for many passengers will increase by 15 to 25 minutes in each direction.

The work is part of a long-running programme to replace the signalling system on the green line, parts of which date back to the 1950s, when Stockholm's first metro line opened. The new system will allow trains to run closer together and is expected to reduce the number of delays caused by signal faults, which have been a recurring source of frustration for passengers.

"We know this will be hard for many people, and we are sorry for the disruption," said Karin Dahl, a press officer at SL. "But doing the work in one longer block is faster and cheaper than closing the line for weekends over several years, and it means passengers will get a more reliable metro much sooner."

SL plans to run replacement buses every two to three minutes at peak times and to reinforce the commuter trains and the Tvärbanan light rail line. Passengers will also be encouraged to travel outside the busiest hours where possible, and employers in the inner city have been asked to consider flexible working hours during the closure.

Local politicians in the affected districts have criticised the timing, saying that the closure overlaps with roadworks on Nynäsvägen and that the replacement buses risk getting stuck in traffic. SL says it is coordinating with the city's traffic office to give buses priority lanes.

Exact dates will be announced early next year. SL says it will publish detailed travel advice for each station, including maps of replacement bus stops, at least a month before the closure begins.`,
    comments: [
      {
        name: "Anna-Lena",
        body: "Replacement buses on Nynäsvägen at rush hour, with roadworks. Good luck to all of us in Farsta.",
        status: "published",
        hoursAfter: 1,
        replies: [
          {
            name: "Micke",
            body: "Take the commuter train from Farsta strand instead. It's quicker into town anyway.",
            status: "published",
            hoursAfter: 2.5,
            replies: [
              {
                name: "Anna-Lena",
                body: "Only if you live near Farsta strand! From Hökarängen that's a bus first anyway.",
                status: "published",
                hoursAfter: 4,
              },
            ],
          },
        ],
      },
      {
        name: "Jonas T.",
        email: "jonas.t@example.com",
        body: "Will there be any discount on the 30-day card for those of us who get a much worse service for ten weeks?",
        status: "pending",
        hoursAfter: 10,
      },
    ],
  },
  {
    title: "Göteborg trams to run all night at weekends in a year-long trial",
    category: "society",
    author: "Maja Ekström",
    daysAgo: 0.15,
    excerpt:
      "From next month, several of Göteborg's tram lines will run through the night on Fridays and Saturdays, in a trial aimed at safer journeys home and a livelier city centre.",
    body: `Several of Göteborg's tram lines will run through the night on Fridays and Saturdays from next month, as part of a year-long trial by Västtrafik and the city aimed at making it easier and safer for people to get home after a night out or a late shift.

Until now, night traffic in the city has mainly been provided by buses, which run less frequently and follow different routes from the daytime trams. Under the trial, trams on three of the busiest lines will run every 20 minutes between midnight and 5am, connecting the city centre with Hisingen, Frölunda and the eastern districts.

The initiative comes after several years of complaints from hospitality workers, students and people working night shifts at hospitals, who have said that the gaps in night-time public transport force them to take expensive taxis or walk long distances alone. "Someone who finishes a shift at a restaurant at two in the morning should not have to choose between a 400-kronor taxi and a 45-minute walk," said Erik Wallin, a city councillor who has pushed for the trial.

Västtrafik says security staff will travel on the trams during the busiest hours and that the trial will be evaluated on passenger numbers, safety and cost. The extra service is expected to cost around 25 million kronor over the year, shared between the region and the city. If the results are good, night trams could become a permanent part of the timetable.`,
  },
  {
    title: "Average wait for a Stockholm rental flat climbs past ten years",
    category: "society",
    author: "Astrid Lindqvist",
    daysAgo: 0.4,
    featured: true,
    excerpt:
      "The typical tenant who signed a first-hand lease through Stockholm's housing queue last year had waited more than a decade, and far longer for a flat in the inner city.",
    body: `People who signed a first-hand rental contract through Stockholm's municipal housing queue last year had waited an average of more than ten years, according to new figures from the city's housing agency, Bostadsförmedlingen. For flats in the inner city, the average waiting time was close to 19 years.

The housing queue now has more than 800,000 registered members, including many who live elsewhere in Sweden or abroad and have joined simply to start accumulating queue time. Only a small fraction of them are actively looking for a flat, but the figures illustrate the scale of the imbalance between supply and demand in the capital's rental market.

The waiting times vary considerably between areas. In some suburbs further from the centre, and in newly built properties with higher rents, flats can be obtained after three or four years in the queue. In popular areas such as Södermalm, Vasastan and Kungsholmen, the few flats that become available usually go to people who joined the queue in the early 2000s.

Elin Sundqvist, 29, a nurse at a hospital in Solna, has lived in four different second-hand flats in the past three years. "Every time, I pay more for less, and I never know if I can stay more than six months," she said. "I have been in the queue since I was 18 and I still have years to go for anything in the areas where I work." She is now considering moving to a smaller town where she has been offered a job with a rental flat included.

Sweden's rent-setting system is at the heart of the debate. Rents for most existing flats are set through annual negotiations between landlords and the Swedish Union of Tenants, and are supposed to reflect the utility value of the flat rather than market demand. Supporters say the system protects tenants from sharp rent increases and keeps inner-city neighbourhoods socially mixed. Critics argue that it keeps rents below market level in attractive areas, locking people into flats they no longer need and creating a black market for contracts.

New construction is subject to different rules. Landlords can set higher initial rents for newly built flats for a period of 15 years, which has made it possible to build more rental housing, but the rents are often beyond the reach of young people and those on low incomes. With construction costs and interest rates rising, the number of new rental flats started in the Stockholm region has also fallen sharply over the past two years.

The consequences are felt well beyond the housing market. Employers in healthcare, schools and public transport say that the lack of affordable rental housing makes it harder to recruit staff from other parts of the country, and several large companies have begun offering short-term housing to new employees. At the same time, many young adults remain living with their parents well into their twenties, a trend that researchers link to the falling birth rate.

"The queue is not really a queue any more. It is a lottery where the winning ticket was buying a queue number when you were a teenager," said Henrik Ljung, a housing economist. He argued that a combination of more construction, a more flexible rent-setting system and better opportunities for older people to move to smaller homes was needed, but acknowledged that none of these measures would have a rapid effect.

The Swedish Union of Tenants has rejected calls for market rents, saying they would drive up costs for ordinary households without solving the underlying shortage. A representative of the union said the key problem was that too few homes with reasonable rents were being built, and called for state investment support for rental housing.

The city of Stockholm has set a goal of starting construction on thousands of new homes a year, a significant proportion of them rentals. City officials say they are working on faster planning processes and on making more municipal land available for rental housing, but concede that the economic climate has made it harder for developers to get projects under way.`,
    comments: [
      {
        name: "Viktor",
        body: "Signed up at 18, I'm 31 now. Still not close to anything in Söder. I've given up and I'm saving for a tenant-owned flat instead.",
        status: "published",
        hoursAfter: 1,
        replies: [
          {
            name: "Ingrid M.",
            body: "Market rents would fix this overnight. The only reason the queue exists is that the price is set too low.",
            status: "published",
            hoursAfter: 3,
            replies: [
              {
                name: "Viktor",
                body: "Market rents would mean I pay 18,000 a month for a one-bedroom instead of 9,000. That fixes the queue by pricing me out of the city entirely.",
                status: "published",
                hoursAfter: 5,
              },
            ],
          },
        ],
      },
      {
        name: "Sofia E.",
        body: "Worth looking at the municipal housing companies in the suburbs too. We got a first-hand contract in Sundbyberg after five years, it's twelve minutes to T-Centralen.",
        status: "published",
        hoursAfter: 7,
      },
      {
        name: "Rune",
        body: "Why can't they just build more? There is plenty of land around Stockholm.",
        status: "pending",
        hoursAfter: 22,
        replies: [
          {
            name: "Lotta",
            body: "Land isn't the problem, it's that nobody can make the numbers add up with today's interest rates and building costs.",
            status: "pending",
            hoursAfter: 30,
          },
        ],
      },
    ],
  },
  {
    title: "Rosengård job programme helps hundreds into work, evaluation finds",
    category: "society",
    author: "Johan Berg",
    daysAgo: 8.7,
    excerpt:
      "An external evaluation of a Malmö employment programme finds that almost half of participants were in work or studies a year later, well above comparable groups.",
    body: `A Malmö employment programme aimed at long-term unemployed residents of Rosengård has helped several hundred people into work or education over three years, according to an external evaluation commissioned by the city and published this week.

The programme, known as Steg Vidare, combines Swedish language training with short vocational courses, work placements and close personal support from a coach who follows each participant for up to 18 months. It was developed by the city together with the Public Employment Service, local employers and several housing companies in the district.

Of the roughly 900 people who took part, 46 percent were in employment or studies one year after leaving the programme, compared with around 30 percent in a comparison group with similar backgrounds. The difference was largest among women who had been outside the labour market for many years, a group that has often been hard to reach with traditional measures.

Fatima Ali, 38, arrived in Sweden eight years ago and had never had a paid job before she joined the programme. Today she works as an assistant in a preschool in Malmö. "The coach did not give up on me. When I was ready to quit, she called me and said, 'Come tomorrow, just one more day'," she said. "Now my children see their mother go to work every morning."

The evaluators highlight the personal coaching and the close contact with employers as the most important factors. Many participants were offered jobs by the same companies where they had done their placements, in sectors such as elderly care, cleaning, logistics and restaurants.

The programme costs around 60,000 kronor per participant, which the city says is recovered within a few years through lower welfare payments and higher tax income. The city's labour market committee will decide in the spring whether to make the programme permanent and expand it to other districts, including Seved and Lindängen.

Researchers caution that the results should be interpreted carefully. Participants joined the programme voluntarily, which means that they may have been more motivated than the comparison group, and the evaluation does not yet cover the period after the first year. The city says it will continue to follow participants for another two years to see whether the results last.`,
  },
  {
    title: "Families wait longer for housing allowance as Försäkringskassan falls behind",
    category: "society",
    author: "Johan Berg",
    daysAgo: 5.1,
    excerpt:
      "Families with children applying for housing allowance now wait an average of nine weeks for a decision, up from five weeks a year ago.",
    body: `Families with children who apply for housing allowance from Försäkringskassan, the Swedish Social Insurance Agency, now wait an average of nine weeks for a decision, almost twice as long as a year ago, according to the agency's latest figures.

The increase is mainly due to a rise in the number of applications. Higher rents, food prices and electricity costs have pushed more households below the income levels that qualify for support, and the agency says it received around 20 percent more applications in the first nine months of the year than in the same period last year.

Housing allowance is a means-tested benefit that helps low-income families with children, as well as young people between 18 and 29, pay for their housing. The amount depends on income, housing costs and the number of children in the household. For many single parents, it can amount to several thousand kronor a month.

Jasmina Hodžić, a single mother of two in Norrköping, applied in August after her hours at a care home were cut. "I have called them four times. Every time they say the application is in the queue," she said. "Meanwhile the rent has to be paid on the first of the month. I have borrowed money from my sister twice now."

A spokesperson for Försäkringskassan acknowledged that processing times were too long and said the agency had moved staff from other areas and was recruiting more case workers. The agency is also working on automating parts of the assessment, which it hopes will speed up simpler cases considerably next year.

Debt counselling services in several municipalities say they have seen more families seeking help with rent arrears while they wait for decisions. Försäkringskassan advises applicants to make sure their applications are complete from the start, since missing documents are the most common reason for further delays.

The longer processing times also affect young people. Students and young adults under 30 without children can receive housing allowance in some circumstances, and student organisations report that some members have had to leave their rooms because they could not pay the rent while waiting for a decision. Försäkringskassan says it prioritises cases where the applicant risks losing their home, if it is made aware of the situation.`,
    comments: [
      {
        name: "Amira",
        body: "Eleven weeks for us. When the decision finally came it was right, with back pay, but those eleven weeks were awful.",
        status: "published",
        hoursAfter: 3,
      },
      {
        name: "Peter",
        body: "Same story with sickness benefit last year. The agency seems to run on permanent crisis mode.",
        status: "published",
        hoursAfter: 8,
        replies: [
          {
            name: "Hanna",
            body: "The case workers are not the problem, they're drowning. I know several who work there and they're exhausted.",
            status: "published",
            hoursAfter: 12,
          },
        ],
      },
      {
        name: "Leo",
        body: "Does anyone know if you can ask for a preliminary payment while you wait?",
        status: "pending",
        hoursAfter: 33,
      },
    ],
  },
  {
    title: "Pharmacy closures leave Jämtland villages with long trips for prescriptions",
    category: "society",
    author: "Erik Holm",
    daysAgo: 17.4,
    excerpt:
      "Two pharmacies in northern Jämtland have closed in the past year, leaving some residents with a round trip of more than 100 kilometres to collect their medicines.",
    body: `Residents in parts of northern Jämtland now face round trips of more than 100 kilometres to collect their prescription medicines after two village pharmacies closed within a year, according to the municipality and local pensioners' associations.

The pharmacies in Hammerdal and Föllinge served a population of a few thousand people spread over a large area, many of them elderly. The chains that ran them cited low customer numbers and difficulties in recruiting pharmacists as reasons for the closures. Residents can still collect medicines from agents in local grocery shops, but with limited opening hours and without access to advice from pharmacy staff.

"For many of us it is not about convenience. If you have a chronic illness and cannot drive, a pharmacy 60 kilometres away might as well be in Stockholm," said Gun-Britt Olofsson, chair of a local pensioners' association. She said elderly residents were increasingly depending on relatives or home care staff to pick up prescriptions.

Since the pharmacy market was deregulated in 2009, the number of pharmacies in Sweden has grown considerably, but almost all of the new ones have opened in cities and larger towns. The Dental and Pharmaceutical Benefits Agency, TLV, pays a special subsidy to pharmacies in sparsely populated areas, but pharmacy owners say it does not cover the cost of staffing a branch with few customers.

The municipality has asked the region and the government to look into a stronger subsidy model and to make it easier for pharmacies to offer advice remotely from a central branch. A decision on changes to the subsidy is not expected before next year.`,
  },
  {
    title: "SCB: Sweden's population growth slows to lowest level in two decades",
    category: "society",
    author: "Oskar Sandberg",
    daysAgo: 21.8,
    excerpt:
      "Statistics Sweden says fewer births and lower immigration have brought population growth to its lowest level since the early 2000s, with many rural municipalities shrinking.",
    body: `Sweden's population grew at its slowest rate in more than two decades last year, according to new figures from Statistics Sweden, SCB, as the number of births continued to fall and immigration declined while emigration increased.

The population rose by just over 30,000 people, to around 10.6 million, an increase of less than 0.3 percent. For much of the 2010s, annual growth was three to four times higher, driven by high levels of immigration and a relatively stable birth rate.

The number of births fell for the third year in a row, to fewer than 100,000. The total fertility rate, which measures the average number of children a woman can be expected to have in her lifetime, dropped to around 1.4, the lowest level ever recorded in Sweden. SCB says the decline is seen across most groups, but is largest among women in their twenties.

"People are having children later, and more of them are having fewer children or none at all," said Linnea Hallberg, a demographer at SCB. "We see the same pattern across the Nordic countries and much of Europe. It is difficult to point to a single explanation, but housing costs, uncertainty about the future and the fact that people establish themselves later in the labour market all appear to play a role."

Population growth was concentrated in the big city regions and some university towns, while more than half of Sweden's 290 municipalities saw their populations fall. The decline was most pronounced in the inland of Norrland and in parts of Bergslagen, where young people continue to move away and the number of deaths exceeds the number of births.

The figures have direct consequences for public services. Falling numbers of children will mean fewer pupils in preschools and schools, while the growing number of people over 80 will increase demand for elderly care. Several municipalities are already planning to close or merge schools, while also struggling to recruit staff for home care and nursing homes.`,
    comments: [
      {
        name: "Gösta",
        body: "In my village in Härjedalen, the school closed last year and the shop is next. When the school goes, young families don't move here, and then it's just us old ones left.",
        status: "published",
        hoursAfter: 6,
      },
      {
        name: "Lina K.",
        body: "Is anyone surprised? Try buying a flat big enough for two children in any city on two normal salaries.",
        status: "published",
        hoursAfter: 9.5,
      },
      {
        name: "Bertil",
        body: "The answer is obvious and nobody dares say it: we need more immigration of working-age people, not less.",
        status: "pending",
        hoursAfter: 25,
      },
    ],
  },
  {
    title: "Volunteer sea rescuers report record call-outs as leisure boating booms",
    category: "society",
    author: "Astrid Lindqvist",
    daysAgo: 31.0,
    excerpt:
      "The Swedish Sea Rescue Society says its volunteer crews were called out more often this season than ever before, many times to inexperienced boat owners.",
    body: `The Swedish Sea Rescue Society, whose volunteer crews respond to emergencies along the coast and on the large lakes, says it carried out more rescue missions this season than in any previous year, with engine failures and groundings among inexperienced boat owners accounting for a growing share.

The society's crews, made up of around 2,500 volunteers at more than 70 stations, were called out over 5,000 times. The busiest areas were the Stockholm archipelago, the Bohuslän coast and Lake Vänern. Most missions involved towing boats with engine trouble, but crews also responded to capsizings, medical emergencies and searches for missing swimmers.

"Many new boat owners have bought a fast boat without any training, and they don't know the waters or how to read a chart," said Mats Eliasson, who leads a volunteer crew on the west coast. "We are happy to help, that is why we are here. But a lot of call-outs could be avoided with a full tank, a charged phone and a life jacket on."

The society is funded almost entirely by members and donations, and receives no state funding for its rescue work. It urges everyone who goes out on the water to wear a life jacket, to tell someone where they are going and to check the weather forecast before setting off.`,
    comments: [
      {
        name: "Bengt",
        body: "Became a member the day after they towed us off a skerry outside Grisslehamn. Fantastic people, all volunteers. Everyone with a boat should join.",
        status: "published",
        hoursAfter: 6,
      },
    ],
  },
  {
    title: "Gotland tightens water restrictions as groundwater levels stay low",
    category: "society",
    author: "Sara Nyström",
    daysAgo: 38.5,
    draft: true,
    excerpt:
      "Region Gotland has extended its ban on garden watering and car washing across the island, as groundwater levels remain well below normal for the time of year.",
    body: `Region Gotland has extended its ban on using tap water for garden watering, filling swimming pools and washing cars to the whole island, after measurements showed that groundwater levels remain well below normal for the time of year.

Gotland's thin soils and limestone bedrock mean that groundwater reserves are small and react quickly to dry periods. The Geological Survey of Sweden, SGU, reports that levels in several of the island's aquifers are among the lowest recorded for the season, following a winter and spring with below-average rainfall.

The region has invested in desalination plants in recent years to reduce its dependence on groundwater, and says the water supply for households is secure. But demand can more than double when the island's population swells with summer visitors, and officials say voluntary savings are essential. "Every litre we save now is a litre we have in July," said Anna Wikström, head of the region's water and sewage unit.

Residents and businesses that break the ban risk having their water supply restricted. The region says it will review the situation every two weeks and lift restrictions if groundwater levels recover.`,
  },
];
