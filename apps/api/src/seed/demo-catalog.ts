/**
 * Demo products and events of the demo organisations (keyed by shortName, see demo-data.ts).
 * Fixed dates, so that every seed writes the same catalog. Amounts in whole CHF here; the seed stores Rappen.
 * The offers and events are fictional, like the organisations.
 */
import type { ProductType, RecurringPeriod } from '@tifo/contract';
import type { LocalisedText } from './demo-data';

export interface DemoProduct {
  /** At most 25 characters, one title for all languages. */
  title: string;
  productType: ProductType;
  /** null: the donor chooses the amount (open). For crowdfunding the price is the target. */
  priceChf: number | null;
  recurringPeriod: RecurringPeriod | null;
  targetChf: number | null;
  deliveryAvailable: boolean;
  /** 'YYYY-MM-DD', Swiss local date. */
  expiryDate: string;
  campaignEndDate: string | null;
  /** Crowdfunding: all or nothing takes pledges instead of gifts (issue 49); absent: keep what is raised. */
  campaignMode?: 'all_or_nothing';
  /** At most 240 characters in each language. */
  description: LocalisedText;
}

export interface DemoTicket {
  tier: 'Silver' | 'Gold' | 'Platinum' | 'Free';
  amount: number;
}

export interface DemoEvent {
  /** 5 to 20 characters. */
  title: string;
  /** 'YYYY-MM-DD HH:mm', Swiss local time; location and coordinates are the organisation's town. */
  from: string;
  to: string;
  tickets: DemoTicket[];
  description: LocalisedText;
}

export interface DemoCatalogEntry {
  shortName: string;
  products: DemoProduct[];
  events: DemoEvent[];
}

/** The day of the last Sunday of a month (0-based month), when Swiss summer time starts or ends. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** 'YYYY-MM-DD HH:mm' (or 'YYYY-MM-DD', midnight) in Swiss local time, CET or CEST. */
export function swissTime(local: string): Date {
  const [date = '', time = '00:00'] = local.split(' ');
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const summer =
    (month > 3 && month < 10) ||
    (month === 3 && day >= lastSunday(year, 2)) ||
    (month === 10 && day < lastSunday(year, 9));
  return new Date(`${date}T${time}:00${summer ? '+02:00' : '+01:00'}`);
}

const text = (de: string, en: string, fr: string, it: string): LocalisedText => ({ de, en, fr, it });

const EXPIRY = '2027-12-31';

function fixed(title: string, priceChf: number, description: LocalisedText, delivery = false): DemoProduct {
  return {
    title,
    productType: 'fixed',
    priceChf,
    recurringPeriod: null,
    targetChf: null,
    deliveryAvailable: delivery,
    expiryDate: EXPIRY,
    campaignEndDate: null,
    description,
  };
}

function open(title: string, description: LocalisedText): DemoProduct {
  return { ...fixed(title, 0, description), productType: 'open', priceChf: null };
}

function subscription(
  title: string,
  priceChf: number,
  period: 'week' | 'month' | 'year',
  description: LocalisedText,
): DemoProduct {
  return { ...fixed(title, priceChf, description), productType: 'subscription', recurringPeriod: period };
}

function membership(
  title: string,
  priceChf: number,
  period: 'month' | 'three_months' | 'six_months',
  description: LocalisedText,
): DemoProduct {
  return { ...fixed(title, priceChf, description), productType: 'membership', recurringPeriod: period };
}

/** A campaign: donors choose the amount up to what is still missing of the target (PRODUCT.md §validation). */
function crowd(
  title: string,
  targetChf: number,
  campaignEnd: string,
  description: LocalisedText,
  allOrNothing = false,
): DemoProduct {
  return {
    ...fixed(title, targetChf, description),
    productType: 'crowd',
    targetChf,
    expiryDate: campaignEnd,
    campaignEndDate: campaignEnd,
    ...(allOrNothing ? { campaignMode: 'all_or_nothing' as const } : {}),
  };
}

const SILVER_GOLD: DemoTicket[] = [
  { tier: 'Silver', amount: 200 },
  { tier: 'Gold', amount: 50 },
];
const FREE_ENTRY: DemoTicket[] = [{ tier: 'Free', amount: 300 }];

export const DEMO_CATALOG: readonly DemoCatalogEntry[] = [
  {
    shortName: 'fc-seefeld-zurich',
    products: [
      fixed(
        'Trikot-Sponsoring',
        150,
        text(
          'Dein Name oder Logo auf dem Ärmel der Juniorentrikots für eine Saison. Du erhältst ein signiertes Trikot des D-Teams nach Hause geschickt.',
          'Your name or logo on the sleeve of our youth shirts for one season. We send you a shirt signed by the D team.',
          'Votre nom ou logo sur la manche des maillots juniors pendant une saison. Nous vous envoyons un maillot signé par l’équipe D.',
          'Il tuo nome o logo sulla manica delle maglie giovanili per una stagione. Ti inviamo una maglia firmata dalla squadra D.',
        ),
        true,
      ),
      open(
        'Freier Beitrag',
        text(
          'Du bestimmst den Betrag. Jeder Franken geht in Bälle, Leibchen und Hütchen für unsere 18 Juniorenteams am Zürichsee.',
          'You choose the amount. Every franc goes into balls, bibs and cones for our 18 youth teams by Lake Zurich.',
          'Vous choisissez le montant. Chaque franc finance ballons, chasubles et plots pour nos 18 équipes juniors au bord du lac.',
          'Scegli tu l’importo. Ogni franco va in palloni, casacche e conetti per le nostre 18 squadre giovanili sul lago.',
        ),
      ),
      subscription(
        'Juniorenpate',
        20,
        'month',
        text(
          'Mit CHF 20 im Monat übernimmst Du den Mitgliederbeitrag eines Kindes, dessen Familie ihn sich nicht leisten kann.',
          'CHF 20 a month pays the membership fee of a child whose family cannot afford it.',
          'Avec CHF 20 par mois, vous payez la cotisation d’un enfant dont la famille n’en a pas les moyens.',
          'Con CHF 20 al mese paghi la quota di un bambino la cui famiglia non può permettersela.',
        ),
      ),
      crowd(
        'Kleinfeld-Kunstrasen',
        8000,
        '2027-06-30',
        text(
          'Unser Kleinfeld an der Seefeldstrasse ist abgespielt. Für CHF 8000 ersetzen wir den Kunstrasen, damit die Jüngsten auch im Winter draussen trainieren.',
          'Our small pitch on Seefeldstrasse is worn out. CHF 8000 replaces the artificial turf so the youngest can train outdoors in winter too.',
          'Notre petit terrain de la Seefeldstrasse est usé. CHF 8000 remplacent le gazon synthétique pour que les plus jeunes s’entraînent dehors en hiver.',
          'Il nostro campetto sulla Seefeldstrasse è consumato. Con CHF 8000 rifacciamo l’erba sintetica, così i più piccoli si allenano fuori anche d’inverno.',
        ),
      ),
      membership(
        'Gönnermitglied',
        60,
        'six_months',
        text(
          'Als Gönnerin oder Gönner erhältst Du die Einladung zur GV, den Vereinsbrief und freien Eintritt an alle Heimspiele der ersten Mannschaft.',
          'As a patron you are invited to the AGM, receive the club letter and get free entry to all home games of the first team.',
          'Comme membre donateur, vous êtes invité·e à l’AG, recevez la lettre du club et entrez gratuitement aux matchs à domicile de la première équipe.',
          'Come socio sostenitore sei invitato all’assemblea, ricevi la lettera del club ed entri gratis alle partite in casa della prima squadra.',
        ),
      ),
    ],
    events: [
      {
        title: 'Seefelder Herbstfest',
        from: '2026-10-03 11:00',
        to: '2026-10-03 18:00',
        tickets: FREE_ENTRY,
        description: text(
          'Plauschturnier der Juniorinnen und Junioren mit Grill, Kuchenbuffet und Tombola zugunsten der Lagerkasse.',
          'Fun tournament of our youth teams with barbecue, cake buffet and raffle for the camp fund.',
          'Tournoi amical des juniors avec grillades, buffet de gâteaux et tombola au profit des camps.',
          'Torneo amichevole dei giovani con grigliata, buffet di torte e lotteria a favore dei campi.',
        ),
      },
      {
        title: 'Hallenturnier',
        from: '2027-01-16 09:00',
        to: '2027-01-17 17:00',
        tickets: SILVER_GOLD,
        description: text(
          'Zwei Tage Hallenfussball in der Turnhalle Riesbach: 24 Teams der Kategorien F bis D, Festwirtschaft den ganzen Tag.',
          'Two days of indoor football at the Riesbach gym: 24 teams from F to D juniors, food and drinks all day.',
          'Deux jours de football en salle à Riesbach : 24 équipes des catégories F à D, buvette toute la journée.',
          'Due giorni di calcio indoor nella palestra Riesbach: 24 squadre dalle categorie F alla D, ristoro tutto il giorno.',
        ),
      },
      {
        title: 'Osterlager',
        from: '2027-04-05 09:00',
        to: '2027-04-09 16:00',
        tickets: [
          { tier: 'Silver', amount: 60 },
          { tier: 'Gold', amount: 20 },
        ],
        description: text(
          'Fünf Tage Fussballlager für Kinder von 7 bis 12 Jahren mit Mittagessen, Technikposten und Abschlussturnier mit den Eltern.',
          'Five-day football camp for children aged 7 to 12 with lunch, skills stations and a closing match with the parents.',
          'Camp de football de cinq jours pour les 7 à 12 ans avec repas de midi, ateliers techniques et match final avec les parents.',
          'Campo di calcio di cinque giorni per bambini dai 7 ai 12 anni con pranzo, postazioni tecniche e partita finale con i genitori.',
        ),
      },
    ],
  },
  {
    shortName: 'ehc-glattal-bulach',
    products: [
      fixed(
        'Leihausrüstung',
        120,
        text(
          'Finanziere Helm, Schoner und Handschuhe für ein Kind in der Hockeyschule. Die Ausrüstung bleibt im Verein und wird weitergegeben.',
          'Pay for helmet, pads and gloves for one child at our hockey school. The kit stays with the club and is passed on.',
          'Financez casque, protections et gants pour un enfant de l’école de hockey. L’équipement reste au club et passe de main en main.',
          'Finanzia casco, protezioni e guanti per un bambino della scuola hockey. L’attrezzatura resta al club e passa di mano in mano.',
        ),
      ),
      subscription(
        'Eiszeit-Pate',
        25,
        'month',
        text(
          'CHF 25 im Monat bezahlen eine Viertelstunde zusätzliche Eiszeit in der Eishalle Bülach für unsere U9.',
          'CHF 25 a month pays a quarter hour of extra ice time at the Bülach rink for our U9.',
          'CHF 25 par mois paient un quart d’heure de glace supplémentaire à la patinoire de Bülach pour nos U9.',
          'CHF 25 al mese pagano un quarto d’ora di ghiaccio in più alla pista di Bülach per la nostra U9.',
        ),
      ),
      crowd(
        'Schleifmaschine',
        6500,
        '2027-03-31',
        text(
          'Eine eigene Schlittschuh-Schleifmaschine spart unseren Familien den Weg ins Sportgeschäft und kostet CHF 6500.',
          'Our own skate sharpening machine saves families the trip to the sports shop. It costs CHF 6500.',
          'Une affûteuse de patins au club évite aux familles d’aller au magasin de sport. Elle coûte CHF 6500.',
          'Una affilatrice per pattini al club evita alle famiglie il viaggio in negozio. Costa CHF 6500.',
        ),
        // All or nothing (issue 49): backers pledge, charged only if the machine is funded by its end.
        true,
      ),
    ],
    events: [
      {
        title: 'Hockeyschul-Tag',
        from: '2027-01-09 13:00',
        to: '2027-01-09 16:00',
        tickets: FREE_ENTRY,
        description: text(
          'Kinder ab vier Jahren probieren Eishockey mit Leihausrüstung aus. Eltern erhalten Punsch und Infos zur Hockeyschule.',
          'Children from four try ice hockey with loan gear. Parents get hot punch and information about the hockey school.',
          'Les enfants dès quatre ans essaient le hockey avec du matériel prêté. Punch et infos sur l’école pour les parents.',
          'I bambini dai quattro anni provano l’hockey con attrezzatura in prestito. Punch e informazioni per i genitori.',
        ),
      },
    ],
  },
  {
    shortName: 'uhc-eulach-winterthur',
    products: [
      fixed(
        'Matchball-Sponsor',
        80,
        text(
          'Du spendest die Matchbälle eines Heimspiels und wirst vom Speaker in der Halle Oberseen namentlich verdankt.',
          'You donate the match balls for one home game and the speaker at the Oberseen hall thanks you by name.',
          'Vous offrez les balles d’un match à domicile et le speaker de la salle Oberseen vous remercie nommément.',
          'Offri le palline di una partita in casa e lo speaker della palestra Oberseen ti ringrazia per nome.',
        ),
      ),
      open(
        'Mädchenteam U11',
        text(
          'Frei wählbarer Beitrag für unser neues Mädchenteam U11: Hallenzeit, Trainerin und Turnierreisen.',
          'Any amount for our new girls’ U11 team: hall time, a coach and trips to tournaments.',
          'Montant libre pour notre nouvelle équipe de filles U11 : salle, entraîneuse et tournois.',
          'Importo libero per la nostra nuova squadra femminile U11: palestra, allenatrice e tornei.',
        ),
      ),
    ],
    events: [
      {
        title: 'Eulach-Cup',
        from: '2027-03-13 08:30',
        to: '2027-03-14 18:00',
        tickets: SILVER_GOLD,
        description: text(
          'Juniorenturnier mit 32 Teams aus der Ostschweiz in den Hallen Oberseen und Rennweg.',
          'Youth tournament with 32 teams from eastern Switzerland in the Oberseen and Rennweg halls.',
          'Tournoi juniors avec 32 équipes de Suisse orientale dans les salles Oberseen et Rennweg.',
          'Torneo giovanile con 32 squadre della Svizzera orientale nelle palestre Oberseen e Rennweg.',
        ),
      },
    ],
  },
  {
    shortName: 'handballfreunde-uster',
    products: [
      membership(
        'Passivmitglied',
        50,
        'six_months',
        text(
          'Passivmitglieder tragen die Juniorenabteilung mit und sind zum Saisonabschluss in der Sporthalle Buchholz eingeladen.',
          'Supporting members back the youth section and are invited to the season finale at the Buchholz hall.',
          'Les membres passifs soutiennent les juniors et sont invités à la fête de fin de saison à Buchholz.',
          'I soci passivi sostengono il settore giovanile e sono invitati alla festa di fine stagione a Buchholz.',
        ),
      ),
      subscription(
        'Turnierreisen-Fonds',
        10,
        'month',
        text(
          'Monatlich CHF 10 für Car und Unterkunft, damit alle Juniorinnen an auswärtige Turniere mitfahren können.',
          'CHF 10 a month for coach and lodging so every junior can travel to away tournaments.',
          'CHF 10 par mois pour le car et l’hébergement, afin que tous les juniors partent en tournoi.',
          'CHF 10 al mese per pullman e alloggio, così tutti i giovani partecipano ai tornei in trasferta.',
        ),
      ),
    ],
    events: [
      {
        title: 'Schulhandballtag',
        from: '2026-10-17 09:00',
        to: '2026-10-17 15:00',
        tickets: FREE_ENTRY,
        description: text(
          'Schulklassen aus Uster spielen ihr Turnier in der Sporthalle Buchholz. Zuschauen ist gratis.',
          'School classes from Uster play their tournament at the Buchholz hall. Watching is free.',
          'Les classes d’Uster disputent leur tournoi à la salle Buchholz. Entrée libre.',
          'Le classi di Uster giocano il loro torneo nella palestra Buchholz. Ingresso libero.',
        ),
      },
    ],
  },
  {
    shortName: 'schwingklub-entlebuch',
    products: [
      fixed(
        'Sägemehl-Sponsor',
        250,
        text(
          'Eine Ladung frisches Sägemehl für den Schwingkeller reicht rund drei Monate Training. Dein Name steht auf der Gönnertafel.',
          'A load of fresh sawdust for the wrestling cellar lasts about three months of training. Your name goes on the patrons’ board.',
          'Un chargement de sciure fraîche pour la cave de lutte dure environ trois mois. Votre nom figure sur le panneau des donateurs.',
          'Un carico di segatura fresca per la cantina di lotta dura circa tre mesi. Il tuo nome va sulla tavola dei sostenitori.',
        ),
      ),
      crowd(
        'Neuer Schwingkeller',
        12000,
        '2027-09-30',
        text(
          'Der Schwingkeller unter dem Schulhaus ist zu klein geworden. Mit CHF 12000 bauen wir einen zweiten Ring mit Garderobe.',
          'Our wrestling cellar under the school is too small. CHF 12000 builds a second ring with a changing room.',
          'Notre cave de lutte sous l’école est devenue trop petite. CHF 12000 financent un deuxième rond avec vestiaire.',
          'La nostra cantina di lotta sotto la scuola è troppo piccola. CHF 12000 costruiscono un secondo anello con spogliatoio.',
        ),
      ),
    ],
    events: [
      {
        title: 'Buebeschwinget',
        from: '2027-05-23 08:00',
        to: '2027-05-23 17:00',
        tickets: SILVER_GOLD,
        description: text(
          'Nachwuchsschwinget mit über 150 Buben und Mädchen aus dem Kanton Luzern, mit Festwirtschaft und Gabentempel.',
          'Youth Swiss wrestling day with over 150 boys and girls from the canton of Lucerne, with festival food and prize table.',
          'Fête de lutte des jeunes avec plus de 150 garçons et filles du canton de Lucerne, cantine et pavillon des prix.',
          'Festa di lotta svizzera giovanile con oltre 150 ragazzi e ragazze del Canton Lucerna, ristoro e tavolo dei premi.',
        ),
      },
    ],
  },
  {
    shortName: 'hg-langnau-emmental',
    products: [
      fixed(
        'Nouss-Sponsoring',
        100,
        text(
          'Zehn neue Nouss und ein Schindel für den Nachwuchs. Im Spielbericht des Hornusserfests wirst Du als Sponsor genannt.',
          'Ten new pucks (Nouss) and a paddle for our juniors. You are named as a sponsor in the festival report.',
          'Dix nouveaux Nouss et une palette pour la relève. Vous êtes cité·e comme sponsor dans le rapport de la fête.',
          'Dieci nuovi Nouss e una paletta per i giovani. Sei citato come sponsor nel resoconto della festa.',
        ),
      ),
      open(
        'Freie Spende',
        text(
          'Ein Beitrag nach Wahl für Trainingsabende, Platzunterhalt und Fahrten an die Feste im Emmental.',
          'An amount of your choice for training evenings, field upkeep and trips to the festivals in the Emmental.',
          'Un montant libre pour les entraînements, l’entretien du terrain et les déplacements dans l’Emmental.',
          'Un importo a scelta per gli allenamenti, la cura del campo e le trasferte nell’Emmental.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'cc-bern-wankdorf',
    products: [
      fixed(
        'Stein-Patenschaft',
        300,
        text(
          'Ein Curlingstein für das Juniorentraining, mit Deinem Namen auf dem Griff, für fünf Jahre.',
          'A curling stone for junior training with your name on the handle, for five years.',
          'Une pierre de curling pour l’entraînement des juniors, avec votre nom sur la poignée pendant cinq ans.',
          'Una stone da curling per gli allenamenti giovanili, con il tuo nome sulla maniglia per cinque anni.',
        ),
      ),
      subscription(
        'Eismiete Junioren',
        120,
        'year',
        text(
          'CHF 120 im Jahr decken die Eismiete eines Juniors in der Curlinghalle Wankdorf für eine ganze Saison.',
          'CHF 120 a year covers one junior’s ice rental at the Wankdorf curling hall for a whole season.',
          'CHF 120 par an couvrent la location de glace d’un junior à la halle du Wankdorf pour une saison.',
          'CHF 120 all’anno coprono l’affitto del ghiaccio di un giovane alla Wankdorf per una stagione.',
        ),
      ),
    ],
    events: [
      {
        title: 'Junioren-Bonspiel',
        from: '2027-02-20 08:00',
        to: '2027-02-21 16:00',
        tickets: SILVER_GOLD,
        description: text(
          'Turnier für U15- und U21-Teams aus der ganzen Schweiz mit Zuschauertribüne und Apéro am Sonntag.',
          'Tournament for U15 and U21 teams from all over Switzerland with a spectator stand and Sunday drinks.',
          'Tournoi pour équipes U15 et U21 de toute la Suisse, tribune et apéritif le dimanche.',
          'Torneo per squadre U15 e U21 di tutta la Svizzera, tribuna e aperitivo la domenica.',
        ),
      },
    ],
  },
  {
    shortName: 'bc-rheinknie-basel',
    products: [
      fixed(
        'Trikot-Sponsoring',
        180,
        text(
          'Dein Logo auf den Trainingsshirts der U14 für eine Saison. Ein Shirt schicken wir Dir nach Hause.',
          'Your logo on the U14 training shirts for a season. We post one shirt to you.',
          'Votre logo sur les maillots d’entraînement des U14 pendant une saison. Nous vous en envoyons un.',
          'Il tuo logo sulle maglie di allenamento dell’U14 per una stagione. Te ne spediamo una.',
        ),
        true,
      ),
      crowd(
        'Streetball-Korb',
        8000,
        '2027-05-31',
        text(
          'Wir stellen einen öffentlichen Streetball-Korb am Rheinbord auf, betreut von unseren Juniorentrainern. Ziel: CHF 8000.',
          'We put up a public streetball hoop on the Rhine bank, looked after by our youth coaches. Goal: CHF 8000.',
          'Nous installons un panier de streetball public au bord du Rhin, animé par nos entraîneurs juniors. Objectif : CHF 8000.',
          'Installiamo un canestro di streetball pubblico sulla riva del Reno, seguito dai nostri allenatori. Obiettivo: CHF 8000.',
        ),
      ),
    ],
    events: [
      {
        title: '3x3 Rheinknie',
        from: '2027-06-19 10:00',
        to: '2027-06-20 19:00',
        tickets: SILVER_GOLD,
        description: text(
          'Open-Air-Turnier 3x3 am Rheinknie für Jugendliche und Erwachsene, mit DJ und Foodtrucks.',
          'Open-air 3x3 tournament at the Rhine bend for teens and adults, with a DJ and food trucks.',
          'Tournoi 3x3 en plein air au coude du Rhin pour jeunes et adultes, avec DJ et food trucks.',
          'Torneo 3x3 all’aperto sull’ansa del Reno per giovani e adulti, con DJ e food truck.',
        ),
      },
    ],
  },
  {
    shortName: 'volley-pilatus-luzern',
    products: [
      fixed(
        'Beachvolley-Set',
        90,
        text(
          'Ein Ball und ein Netz-Set für das Beachtraining der U17 an der Ufschötti. Als Dank erhältst Du eine Postkarte des Teams.',
          'A ball and net set for U17 beach training at the Ufschötti. As thanks you get a postcard from the team.',
          'Un ballon et un filet pour l’entraînement beach des U17 à l’Ufschötti. En remerciement, une carte de l’équipe.',
          'Un pallone e una rete per l’allenamento beach dell’U17 all’Ufschötti. In cambio una cartolina della squadra.',
        ),
        true,
      ),
      membership(
        'Gönnerclub',
        15,
        'month',
        text(
          'Mitglied im Gönnerclub: freier Eintritt an alle Heimspiele und ein Platz am Saisonessen mit den Teams.',
          'Member of the patrons’ club: free entry to all home games and a seat at the season dinner with the teams.',
          'Membre du club des donateurs : entrée libre aux matchs à domicile et place au souper de saison.',
          'Membro del club sostenitori: ingresso libero alle partite in casa e un posto alla cena di stagione.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'ol-gallus-st-gallen',
    products: [
      fixed(
        'Kartenpatenschaft',
        200,
        text(
          'Die Aufnahme einer neuen Schul-OL-Karte kostet CHF 200 pro Quadratkilometer. Dein Name steht im Kartenrand.',
          'Surveying a new school orienteering map costs CHF 200 per square kilometre. Your name is printed in the margin.',
          'Relever une nouvelle carte de CO scolaire coûte CHF 200 par km². Votre nom figure en marge.',
          'Rilevare una nuova carta di orientamento scolastica costa CHF 200 al km². Il tuo nome appare a margine.',
        ),
      ),
      open(
        'Freier Beitrag',
        text(
          'Ein Beitrag nach Wahl für Posten, SI-Chips und Lagerwochen unserer Nachwuchsläuferinnen und -läufer.',
          'Any amount for control flags, SI chips and camp weeks of our young orienteers.',
          'Un montant libre pour postes, puces SI et camps de nos jeunes orienteurs.',
          'Un importo libero per lanterne, chip SI e campi dei nostri giovani orientisti.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'llc-sertig-davos',
    products: [
      subscription(
        'Loipen-Pate',
        15,
        'month',
        text(
          'CHF 15 im Monat helfen, die Trainingsloipe im Sertigtal für unsere Kinder bis Ende März zu präparieren.',
          'CHF 15 a month helps groom the training trail in the Sertig valley for our children until the end of March.',
          'CHF 15 par mois aident à préparer la piste d’entraînement du val Sertig pour nos enfants jusqu’à fin mars.',
          'CHF 15 al mese aiutano a battere la pista di allenamento in Val Sertig per i bambini fino a fine marzo.',
        ),
      ),
      crowd(
        'Laser-Schiessanlage',
        9000,
        '2027-10-31',
        text(
          'Biathlon ab zehn Jahren: Eine Laser-Schiessanlage mit fünf Scheiben kostet CHF 9000 und braucht keinen Schiessstand.',
          'Biathlon from age ten: a laser range with five targets costs CHF 9000 and needs no shooting range.',
          'Biathlon dès dix ans : un stand laser à cinq cibles coûte CHF 9000 et ne nécessite pas de stand de tir.',
          'Biathlon dai dieci anni: un impianto laser con cinque bersagli costa CHF 9000 e non richiede poligono.',
        ),
      ),
    ],
    events: [
      {
        title: 'Sertig-Lauf',
        from: '2027-01-30 09:30',
        to: '2027-01-30 14:00',
        tickets: [
          { tier: 'Silver', amount: 150 },
          { tier: 'Free', amount: 100 },
        ],
        description: text(
          'Volkslanglauf über 5 und 15 km durch das Sertigtal, mit Kinderrennen und Suppe im Ziel.',
          'Public cross-country race over 5 and 15 km through the Sertig valley, with a kids’ race and soup at the finish.',
          'Course populaire de ski de fond de 5 et 15 km dans le val Sertig, course enfants et soupe à l’arrivée.',
          'Gara popolare di fondo di 5 e 15 km in Val Sertig, con gara per bambini e zuppa all’arrivo.',
        ),
      },
    ],
  },
  {
    shortName: 'kunstturnriege-olten',
    products: [
      fixed(
        'Turnmatte-Sponsor',
        140,
        text(
          'Eine neue Landematte für den Sprungtisch. Auf der Matte steht ein Jahr lang Dein Name.',
          'A new landing mat for the vault. Your name is printed on the mat for one year.',
          'Un nouveau tapis de réception pour la table de saut, avec votre nom pendant un an.',
          'Un nuovo materasso d’atterraggio per il volteggio, con il tuo nome per un anno.',
        ),
      ),
      membership(
        'Gönnermitglied',
        30,
        'three_months',
        text(
          'Gönnermitglieder erhalten den Quartalsbrief und reservierte Plätze an der Turnshow in der Stadthalle Olten.',
          'Patrons receive the quarterly letter and reserved seats at the gymnastics show in Olten’s town hall.',
          'Les donateurs reçoivent la lettre trimestrielle et des places réservées au gala de la Stadthalle d’Olten.',
          'I sostenitori ricevono la lettera trimestrale e posti riservati allo spettacolo nella Stadthalle di Olten.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'judo-zug-herti',
    products: [
      fixed(
        'Judogi für Kinder',
        60,
        text(
          'Ein Judoanzug für ein Kind im Anfängerkurs. Auf Wunsch schicken wir Dir ein Foto vom ersten Training.',
          'A judo suit for a child in the beginners’ course. On request we send you a photo of the first training.',
          'Un kimono pour un enfant du cours débutants. Sur demande, une photo du premier entraînement.',
          'Un judogi per un bambino del corso principianti. Su richiesta ti inviamo una foto del primo allenamento.',
        ),
        true,
      ),
      subscription(
        'Trainingspate',
        5,
        'week',
        text(
          'CHF 5 pro Woche bezahlen ein Training für ein Kind, das sich den Kursbeitrag nicht leisten kann.',
          'CHF 5 a week pays one training session for a child who cannot afford the course fee.',
          'CHF 5 par semaine paient un entraînement pour un enfant qui ne peut pas payer le cours.',
          'CHF 5 a settimana pagano un allenamento per un bambino che non può permettersi il corso.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'ttc-aarau-telli',
    products: [
      fixed(
        'Tischpatenschaft',
        120,
        text(
          'Ein Jahr Unterhalt eines Wettkampftischs im Telli-Zentrum, mit Deinem Namen am Netzpfosten.',
          'One year of upkeep for a competition table at the Telli centre, with your name on the net post.',
          'Un an d’entretien d’une table de compétition au centre Telli, votre nom sur le poteau du filet.',
          'Un anno di manutenzione di un tavolo da gara al centro Telli, con il tuo nome sul paletto della rete.',
        ),
      ),
      open(
        'Freie Spende',
        text(
          'Ein Beitrag nach Wahl für Bälle, Beläge und die Schülermeisterschaft, die wir jedes Jahr organisieren.',
          'Any amount for balls, rubbers and the school championship we organise every year.',
          'Un montant libre pour balles, revêtements et le championnat scolaire que nous organisons.',
          'Un importo libero per palline, gomme e il campionato scolastico che organizziamo ogni anno.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'bc-schaffhausen-munot',
    products: [
      fixed(
        'Shuttle-Jahresvorrat',
        75,
        text(
          'Federbälle für ein Jahr Juniorentraining. Der Vorstand verdankt Dich im Vereinsheft.',
          'Shuttlecocks for a year of junior training. The board thanks you in the club magazine.',
          'Des volants pour un an d’entraînement juniors. Le comité vous remercie dans le bulletin.',
          'Volani per un anno di allenamento giovanile. Il comitato ti ringrazia nel bollettino.',
        ),
      ),
      subscription(
        'Juniorenförderung',
        10,
        'month',
        text(
          'Monatlich CHF 10 für Turniergebühren und Trainerlöhne unserer acht Juniorinnen und Junioren im Regionalkader.',
          'CHF 10 a month for tournament fees and coaching of our eight juniors in the regional squad.',
          'CHF 10 par mois pour les inscriptions et l’encadrement de nos huit juniors du cadre régional.',
          'CHF 10 al mese per iscrizioni ai tornei e allenatori dei nostri otto giovani nel quadro regionale.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'sc-oberwallis-brig',
    products: [
      fixed(
        'Bahnen-Sponsoring',
        200,
        text(
          'Du mietest eine Bahn im Hallenbad Geschina für einen Monat Nachwuchstraining.',
          'You rent a lane at the Geschina pool for a month of youth training.',
          'Vous louez une ligne à la piscine de Geschina pour un mois d’entraînement des jeunes.',
          'Affitti una corsia alla piscina Geschina per un mese di allenamento giovanile.',
        ),
      ),
      crowd(
        'Zeitmessanlage',
        15000,
        '2027-08-31',
        text(
          'Eine elektronische Zeitmessung mit Anschlagplatten macht unsere Meetings zu offiziellen Wettkämpfen. Ziel: CHF 15000.',
          'Electronic timing with touch pads makes our meetings official competitions. Goal: CHF 15000.',
          'Un chronométrage électronique avec plaques de touche rend nos meetings officiels. Objectif : CHF 15000.',
          'Un cronometraggio elettronico con piastre rende ufficiali i nostri meeting. Obiettivo: CHF 15000.',
        ),
      ),
    ],
    events: [
      {
        title: 'Rhone-Meeting',
        from: '2027-02-27 09:00',
        to: '2027-02-28 17:00',
        tickets: SILVER_GOLD,
        description: text(
          'Schwimmmeeting für Nachwuchs aus dem Wallis und dem Berner Oberland im Hallenbad Geschina.',
          'Swimming meet for young swimmers from Valais and the Bernese Oberland at the Geschina pool.',
          'Meeting de natation pour les jeunes du Valais et de l’Oberland bernois à la piscine de Geschina.',
          'Meeting di nuoto per giovani del Vallese e dell’Oberland bernese alla piscina Geschina.',
        ),
      },
    ],
  },
  {
    shortName: 'uniun-da-skis-tujetsch',
    products: [
      fixed(
        'Startnummer-Sponsor',
        100,
        text(
          'Dein Logo auf den Startnummern unseres Kinderrennens in Sedrun. Die Nummer eines Siegers schicken wir Dir.',
          'Your logo on the bibs of our children’s race in Sedrun. We send you a winner’s bib.',
          'Votre logo sur les dossards de notre course d’enfants à Sedrun. Nous vous envoyons celui d’un vainqueur.',
          'Il tuo logo sui pettorali della nostra gara per bambini a Sedrun. Ti spediamo quello di un vincitore.',
        ),
        true,
      ),
      membership(
        'Gönnermitglied',
        40,
        'six_months',
        text(
          'Gönner der Uniun da Skis erhalten die Saisonkarte des Clubs und die Einladung zum Skitag mit den Kindern.',
          'Patrons of the Uniun da Skis get the club’s season card and an invitation to ski day with the children.',
          'Les donateurs de l’Uniun da Skis reçoivent la carte de saison du club et l’invitation à la journée de ski.',
          'I sostenitori dell’Uniun da Skis ricevono la tessera stagionale e l’invito alla giornata sugli sci.',
        ),
      ),
    ],
    events: [
      {
        title: 'Cursa da Tujetsch',
        from: '2027-02-13 09:00',
        to: '2027-02-13 15:00',
        tickets: FREE_ENTRY,
        description: text(
          'Riesenslalom für Kinder und Familien am Milez-Hang, mit Rangverkündigung und Raclette.',
          'Giant slalom for children and families on the Milez slope, with prize-giving and raclette.',
          'Slalom géant pour enfants et familles sur la pente de Milez, remise des prix et raclette.',
          'Slalom gigante per bambini e famiglie sulla pista di Milez, premiazione e raclette.',
        ),
      },
    ],
  },
  {
    shortName: 'fc-paquis-secheron',
    products: [
      fixed(
        'Maillot du club',
        150,
        text(
          'Dein Name auf dem Rücken der E-Junioren-Trikots für eine Saison, dazu ein signiertes Trikot per Post.',
          'Your name on the back of the E juniors’ shirts for a season, and a signed shirt sent to your home.',
          'Votre nom au dos des maillots des juniors E pour une saison, et un maillot dédicacé envoyé chez vous.',
          'Il tuo nome sul retro delle maglie degli allievi E per una stagione e una maglia autografata a casa.',
        ),
        true,
      ),
      subscription(
        'Parrainage junior',
        20,
        'month',
        text(
          'CHF 20 im Monat zahlen Beitrag und Fussballschuhe eines Kindes aus dem Pâquis-Quartier.',
          'CHF 20 a month pays the membership fee and boots of a child from the Pâquis district.',
          'CHF 20 par mois paient la cotisation et les chaussures d’un enfant du quartier des Pâquis.',
          'CHF 20 al mese pagano quota e scarpe di un bambino del quartiere Pâquis.',
        ),
      ),
    ],
    events: [
      {
        title: 'Tournoi de Noël',
        from: '2026-12-19 09:00',
        to: '2026-12-20 17:00',
        tickets: SILVER_GOLD,
        description: text(
          'Hallenturnier der Junioren mit Glühwein für die Eltern und Geschenken für jedes Team.',
          'Indoor youth tournament with mulled wine for parents and a gift for every team.',
          'Tournoi en salle des juniors avec vin chaud pour les parents et cadeaux pour chaque équipe.',
          'Torneo indoor giovanile con vin brulé per i genitori e regali per ogni squadra.',
        ),
      },
    ],
  },
  {
    shortName: 'volley-ouchy-lausanne',
    products: [
      fixed(
        'Ballon de match',
        70,
        text(
          'Ein offizieller Matchball für die Heimspiele unserer Junioren in der Halle Vallée de la Jeunesse.',
          'An official ball for our juniors’ home games at the Vallée de la Jeunesse hall.',
          'Un ballon officiel pour les matchs à domicile de nos juniors à la salle de la Vallée de la Jeunesse.',
          'Un pallone ufficiale per le partite in casa dei nostri giovani alla Vallée de la Jeunesse.',
        ),
      ),
      crowd(
        'Terrain de beach',
        10000,
        '2027-05-15',
        text(
          'Ein zweites Beachfeld in Ouchy für 40 zusätzliche Kinder im Sommer. Ziel: CHF 10000.',
          'A second beach volleyball court at Ouchy to welcome 40 more children in summer. Goal: CHF 10000.',
          'Un deuxième terrain de beach-volley à Ouchy pour accueillir 40 enfants de plus l’été. Objectif : CHF 10000.',
          'Un secondo campo da beach a Ouchy per accogliere 40 bambini in più d’estate. Obiettivo: CHF 10000.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'aviron-leman-vidy',
    products: [
      crowd(
        'Skiff junior',
        9000,
        '2027-04-30',
        text(
          'Ein leichter Skiff für Junioren von 13 bis 16 Jahren kostet CHF 9000 und trägt einen Namen der Spender.',
          'A light single scull for juniors aged 13 to 16 costs CHF 9000. It will bear a name chosen by the donors.',
          'Un skiff léger adapté aux juniors de 13 à 16 ans coûte CHF 9000. Il portera le nom choisi par les donateurs.',
          'Un singolo leggero per giovani dai 13 ai 16 anni costa CHF 9000 e porterà un nome scelto dai donatori.',
        ),
      ),
      open(
        'Don libre',
        text(
          'Ein freier Betrag für den Bootsunterhalt und Ruder-Schnupperkurse auf dem Genfersee.',
          'Any amount for boat maintenance and introductory rowing courses on Lake Geneva.',
          'Un montant libre pour l’entretien des bateaux et les cours d’initiation à l’aviron sur le Léman.',
          'Un importo libero per la manutenzione delle barche e i corsi di canottaggio sul Lemano.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'hc-val-de-ruz',
    products: [
      fixed(
        'Crosse junior',
        80,
        text(
          'Ein Kinderstock für die Hockeyschule. Wir schicken Dir ein Foto vom ersten Tor.',
          'A stick sized for a child at our hockey school. We send you a photo of their first goal.',
          'Une crosse adaptée pour un enfant de l’école de hockey. Nous vous envoyons une photo de son premier but.',
          'Un bastone per un bambino della scuola hockey. Ti mandiamo una foto del suo primo gol.',
        ),
      ),
      membership(
        'Membre soutien',
        50,
        'six_months',
        text(
          'Unterstützungsmitglieder erhalten eine Karte für alle Heimspiele in der Eishalle Fontainemelon.',
          'Supporting members receive a pass for all home games at the Fontainemelon rink.',
          'Les membres soutien reçoivent une carte d’entrée pour tous les matchs à domicile à la patinoire de Fontainemelon.',
          'I soci sostenitori ricevono una tessera per tutte le partite in casa alla pista di Fontainemelon.',
        ),
      ),
    ],
    events: [
      {
        title: 'Fête de la glace',
        from: '2027-01-23 14:00',
        to: '2027-01-23 20:00',
        tickets: FREE_ENTRY,
        description: text(
          'Freies Eislaufen, Spiel Eltern gegen Junioren und Fondue in der Eishalle.',
          'Public skating, parents versus juniors match and fondue at the rink.',
          'Patinage libre, match des parents contre les juniors et fondue à la patinoire.',
          'Pattinaggio libero, partita genitori contro giovani e fondue alla pista.',
        ),
      },
    ],
  },
  {
    shortName: 'ca-neuchatel-littoral',
    products: [
      fixed(
        'Pointes pour juniors',
        90,
        text(
          'Ein Paar Spikes für eine junge Athletin oder einen jungen Athleten, ausgewählt mit dem Trainer.',
          'A pair of spikes for a young athlete of the club, chosen with their coach.',
          'Une paire de chaussures à pointes pour un jeune athlète du club, choisie avec son entraîneur.',
          'Un paio di chiodate per un giovane atleta del club, scelte con l’allenatore.',
        ),
      ),
      subscription(
        'Parrain du stade',
        15,
        'month',
        text(
          'CHF 15 im Monat bezahlen die Stadionzeit im Chanet für die Gruppe U14.',
          'CHF 15 a month pays track time at the Chanet stadium for the U14 group.',
          'CHF 15 par mois financent les heures de stade du Chanet pour le groupe U14.',
          'CHF 15 al mese pagano le ore di stadio al Chanet per il gruppo U14.',
        ),
      ),
    ],
    events: [
      {
        title: 'Meeting du Littoral',
        from: '2027-05-29 13:00',
        to: '2027-05-29 19:00',
        tickets: SILVER_GOLD,
        description: text(
          'Leichtathletik-Meeting für U12 bis U18 mit Sprint, Weitsprung und 1000 m im Stadion Chanet.',
          'Athletics meeting for U12 to U18 with sprint, long jump and 1000 m at the Chanet stadium.',
          'Meeting d’athlétisme pour les U12 à U18 avec sprint, longueur et 1000 m au stade du Chanet.',
          'Meeting di atletica per U12-U18 con velocità, salto in lungo e 1000 m allo stadio del Chanet.',
        ),
      },
    ],
  },
  {
    shortName: 'lutte-suisse-gruyere',
    products: [
      fixed(
        'Culottes de lutte',
        200,
        text(
          'Zehn neue Schwingerhosen für den Nachwuchs der Gruyère. Dein Name wird am Jungschwingertag genannt.',
          'Ten new wrestling breeches for the young wrestlers of the Gruyère. Your name is read out at the youth festival.',
          'Dix culottes de lutte neuves pour les jeunes lutteurs de la Gruyère. Votre nom est cité à la fête des jeunes.',
          'Dieci nuovi calzoni da lotta per i giovani lottatori della Gruyère. Il tuo nome sarà citato alla festa.',
        ),
      ),
      open(
        'Don libre',
        text(
          'Ein freier Betrag für Sägemehl, Fahrten und Leiterkurse im Schwingen.',
          'Any amount for sawdust, travel and Swiss wrestling coaching courses.',
          'Un montant libre pour la sciure, les déplacements et les cours de moniteurs de lutte suisse.',
          'Un importo libero per la segatura, le trasferte e i corsi per monitori di lotta svizzera.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'as-mendrisio-calcio-giovani',
    products: [
      fixed(
        'Maglia ufficiale',
        120,
        text(
          'Dein Name auf den Trikots der D-Junioren für eine Saison und ein vom Team signiertes Trikot.',
          'Your name on the D juniors’ shirts for a season. We send you a shirt signed by the team.',
          'Votre nom sur les maillots des juniors D pendant une saison, et un maillot signé par l’équipe.',
          'Il tuo nome sulle maglie degli allievi D per una stagione. Ti spediamo una maglia firmata dalla squadra.',
        ),
        true,
      ),
      crowd(
        'Pulmino per trasferte',
        8000,
        '2027-07-31',
        text(
          'Ein gebrauchter Neunplätzer-Bus für Auswärtsspiele im Sottoceneri. Ziel: CHF 8000.',
          'A used nine-seat minibus to take the kids to away games in the Sottoceneri. Goal: CHF 8000.',
          'Un minibus d’occasion à neuf places pour les matchs à l’extérieur dans le Sottoceneri. Objectif : CHF 8000.',
          'Un pulmino usato a nove posti per portare i ragazzi alle partite in trasferta nel Sottoceneri. Obiettivo: CHF 8000.',
        ),
      ),
    ],
    events: [
      {
        title: 'Torneo di Pasqua',
        from: '2027-03-27 09:00',
        to: '2027-03-28 18:00',
        tickets: SILVER_GOLD,
        description: text(
          'Juniorenturnier mit Teams aus dem Tessin und der Lombardei im Stadion von Mendrisio.',
          'Youth tournament with teams from Ticino and Lombardy at the Mendrisio municipal stadium.',
          'Tournoi juniors avec des équipes du Tessin et de Lombardie au stade communal de Mendrisio.',
          'Torneo giovanile con squadre del Ticino e della Lombardia allo stadio comunale di Mendrisio.',
        ),
      },
    ],
  },
  {
    shortName: 'hockey-giovani-bellinzona',
    products: [
      subscription(
        'Padrino del ghiaccio',
        20,
        'month',
        text(
          'CHF 20 im Monat bezahlen die Eiszeit der Jüngsten in der Eishalle Bellinzona.',
          'CHF 20 a month pays ice time for the youngest at the Bellinzona rink.',
          'CHF 20 par mois paient la glace des plus petits à la patinoire de Bellinzone.',
          'CHF 20 al mese pagano le ore di ghiaccio dei più piccoli alla pista di Bellinzona.',
        ),
      ),
      fixed(
        'Casco per giovani',
        95,
        text(
          'Ein zertifizierter Helm mit Gitter für einen U11-Spieler. Er bleibt im Verein.',
          'A certified helmet with cage for a U11 player. It stays with the club and is passed on.',
          'Un casque homologué avec grille pour un joueur U11. Il reste au club et passe de main en main.',
          'Un casco con griglia omologato per un giocatore U11. Resta al club e passa di generazione in generazione.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'pallacanestro-ceresio',
    products: [
      fixed(
        'Pallone da partita',
        60,
        text(
          'Ein offizieller Ball für die Heimspiele der Nachwuchsteams im Palazzetto Lugano.',
          'An official ball for the youth teams’ home games at the Lugano sports hall.',
          'Un ballon officiel pour les matchs à domicile des jeunes au Palazzetto de Lugano.',
          'Un pallone ufficiale per le partite in casa delle under al Palazzetto di Lugano.',
        ),
      ),
      membership(
        'Socio sostenitore',
        12,
        'month',
        text(
          'Unterstützungsmitglieder haben freien Eintritt zu allen Spielen und erhalten den Newsletter.',
          'Supporting members get free entry to all games and the club newsletter.',
          'Les membres soutien entrent gratuitement à tous les matchs et reçoivent la lettre du club.',
          'I soci sostenitori entrano gratis a tutte le partite e ricevono la newsletter del club.',
        ),
      ),
    ],
    events: [],
  },
  // ——— Athletes ———
  {
    shortName: 'lara-bernasconi',
    products: [
      subscription(
        'Fan-Abo',
        25,
        'month',
        text(
          'Mit CHF 25 im Monat trägst Du Trainingslager und Material meiner Europacup-Saison mit und erhältst meinen Rennbrief.',
          'CHF 25 a month supports the camps and equipment of my European Cup season, and you get my race letter.',
          'CHF 25 par mois soutiennent les camps et le matériel de ma saison de Coupe d’Europe, avec ma lettre de course.',
          'Con CHF 25 al mese sostieni i campi e il materiale della mia stagione di Coppa Europa e ricevi la mia lettera.',
        ),
      ),
      fixed(
        'Mütze mit Autogramm',
        45,
        text(
          'Meine Rennmütze mit persönlicher Widmung, direkt aus Airolo zu Dir nach Hause geschickt.',
          'My race beanie with a personal dedication, sent from Airolo to your home.',
          'Mon bonnet de course dédicacé, envoyé d’Airolo chez vous.',
          'Il mio berretto da gara con dedica personale, spedito da Airolo a casa tua.',
        ),
        true,
      ),
      crowd(
        'Sommercamp Chile',
        8000,
        '2027-06-15',
        text(
          'Im Sommer 2027 trainiere ich drei Wochen auf Schnee in Chile. Flug, Unterkunft und Liftkarten kosten CHF 8000.',
          'In summer 2027 I train on snow in Chile for three weeks. Flight, lodging and lift passes cost CHF 8000.',
          'À l’été 2027, je m’entraîne trois semaines sur neige au Chili. Vol, logement et forfaits : CHF 8000.',
          'Nell’estate 2027 mi allenerò tre settimane sulla neve in Cile. Volo, alloggio e skipass costano CHF 8000.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'fabienne-inaebnit',
    products: [
      open(
        'Freier Beitrag',
        text(
          'Jeder Betrag hilft mir, die Startgelder und Reisen zu den Boulder-Weltcups zu bezahlen.',
          'Any amount helps me pay entry fees and travel to the bouldering World Cups.',
          'Chaque montant m’aide à payer inscriptions et voyages pour les Coupes du monde de bloc.',
          'Ogni importo mi aiuta a pagare iscrizioni e viaggi per le Coppe del mondo di boulder.',
        ),
      ),
      subscription(
        'Seilschaft-Abo',
        15,
        'month',
        text(
          'Werde Teil meiner Seilschaft: CHF 15 im Monat, dafür Trainingsvideos aus der Halle in Grindelwald.',
          'Join my rope team: CHF 15 a month, with training videos from the Grindelwald gym.',
          'Rejoignez ma cordée : CHF 15 par mois, avec des vidéos d’entraînement depuis Grindelwald.',
          'Entra nella mia cordata: CHF 15 al mese, con video di allenamento dalla palestra di Grindelwald.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'noah-biner',
    products: [
      fixed(
        'Sticker & Autogramm',
        20,
        text(
          'Ein Stickerset meines Boards und eine signierte Autogrammkarte, per Post aus Zermatt.',
          'A sticker set of my board and a signed autograph card, posted from Zermatt.',
          'Un lot d’autocollants de ma planche et une carte dédicacée, envoyés de Zermatt.',
          'Un set di adesivi della mia tavola e una cartolina autografata, spediti da Zermatt.',
        ),
        true,
      ),
      crowd(
        'Weltcup-Saison 27/28',
        10000,
        '2027-09-30',
        text(
          'Für meine erste volle Weltcup-Saison im Slopestyle brauche ich CHF 10000 für Reisen, Coach und Physiotherapie.',
          'For my first full slopestyle World Cup season I need CHF 10000 for travel, coaching and physiotherapy.',
          'Pour ma première saison complète de Coupe du monde en slopestyle, il me faut CHF 10000 : voyages, coach, physio.',
          'Per la mia prima stagione completa di Coppa del mondo di slopestyle servono CHF 10000: viaggi, coach e fisio.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'ladina-sarott',
    products: [
      subscription(
        'Wachs-Abo',
        20,
        'month',
        text(
          'CHF 20 im Monat decken Wachs und Skiservice für meine Rennen im Continental Cup.',
          'CHF 20 a month covers wax and ski service for my Continental Cup races.',
          'CHF 20 par mois couvrent fart et service de skis pour mes courses de Coupe continentale.',
          'CHF 20 al mese coprono sciolina e servizio sci per le mie gare di Coppa continentale.',
        ),
      ),
      open(
        'Freier Beitrag',
        text(
          'Ein Beitrag nach Wahl für mein Höhentraining im Engadin und die Saison 2027.',
          'An amount of your choice for my altitude training in the Engadin and the 2027 season.',
          'Un montant libre pour mon entraînement en altitude en Engadine et la saison 2027.',
          'Un importo a scelta per il mio allenamento in quota in Engadina e la stagione 2027.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'camille-vuilleumier',
    products: [
      crowd(
        'Vélo contre-la-montre',
        7500,
        '2027-03-31',
        text(
          'Ein auf mich angepasstes Zeitfahrrad für die Triathlonsaison 2027. Ziel: CHF 7500.',
          'A time-trial bike fitted to me for the 2027 triathlon season. Goal: CHF 7500.',
          'Un vélo de contre-la-montre ajusté à ma taille pour la saison 2027 de triathlon. Objectif : CHF 7500.',
          'Una bici da cronometro su misura per la stagione di triathlon 2027. Obiettivo: CHF 7500.',
        ),
      ),
      subscription(
        'Fan club',
        100,
        'year',
        text(
          'CHF 100 im Jahr: Du erhältst meine Rennberichte und eine Einladung zu einer Velotour um den See.',
          'CHF 100 a year: you get my race reports and an invitation to a bike ride around the lake.',
          'CHF 100 par an : vous recevez mes comptes rendus de course et une invitation à une sortie vélo autour du lac.',
          'CHF 100 all’anno: ricevi i miei resoconti di gara e un invito a un giro in bici attorno al lago.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'mathis-favre',
    products: [
      fixed(
        'Plaque de cadre',
        50,
        text(
          'Dein Name auf der Startnummerntafel meines Bikes an einem Europacup-Rennen. Erinnerungsfoto inklusive.',
          'Your name on my bike’s number plate for one European Cup race. Souvenir photo included.',
          'Votre nom sur la plaque de cadre de mon VTT pour une course de Coupe d’Europe. Photo souvenir incluse.',
          'Il tuo nome sulla tabella del mio MTB per una gara di Coppa Europa. Foto ricordo inclusa.',
        ),
      ),
      membership(
        'Membre du team',
        30,
        'three_months',
        text(
          'Teammitglieder erhalten jedes Quartal einen Rennbericht und Zugang zu gemeinsamen Ausfahrten in Verbier.',
          'Team members get a race story every quarter and access to group rides in Verbier.',
          'Les membres du team reçoivent chaque trimestre un récit de course et un accès aux sorties communes à Verbier.',
          'I membri del team ricevono ogni trimestre un racconto di gara e l’accesso alle uscite a Verbier.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'jan-wuethrich',
    products: [
      subscription(
        'Zehnkampf-Pate',
        10,
        'month',
        text(
          'CHF 10 im Monat für Stabhochsprung-Stäbe, Physiotherapie und Wettkampfreisen in der Saison 2027.',
          'CHF 10 a month for vaulting poles, physiotherapy and competition travel in the 2027 season.',
          'CHF 10 par mois pour perches, physiothérapie et déplacements en compétition en 2027.',
          'CHF 10 al mese per aste, fisioterapia e trasferte di gara nella stagione 2027.',
        ),
      ),
      fixed(
        'Trainingsshirt',
        40,
        text(
          'Mein Trainingsshirt in Deiner Grösse, mit Unterschrift, per Post aus Solothurn.',
          'My training shirt in your size, signed, posted from Solothurn.',
          'Mon t-shirt d’entraînement à votre taille, signé, envoyé de Soleure.',
          'La mia maglietta da allenamento nella tua taglia, firmata, spedita da Soletta.',
        ),
        true,
      ),
    ],
    events: [
      {
        title: 'Mehrkampf-Meeting',
        from: '2027-05-08 10:00',
        to: '2027-05-09 17:00',
        tickets: SILVER_GOLD,
        description: text(
          'Zwei Tage Mehrkampf im Stadion Solothurn mit Nachwuchsathleten. Ich zeige an Posten, wie man Stabhochsprung lernt.',
          'Two days of combined events at the Solothurn stadium with young athletes, and a pole vault demo by me.',
          'Deux jours d’épreuves combinées au stade de Soleure avec des jeunes, et une démonstration de saut à la perche.',
          'Due giorni di prove multiple allo stadio di Soletta con giovani atleti e una dimostrazione di salto con l’asta.',
        ),
      },
    ],
  },
  // ——— Academies ———
  {
    shortName: 'hockey-academy-oberwallis',
    products: [
      subscription(
        'Stipendium Junior',
        50,
        'month',
        text(
          'CHF 50 im Monat decken einen Teil des Internatsplatzes eines Talents aus einer Bergfamilie.',
          'CHF 50 a month covers part of the boarding place of a talent from a mountain family.',
          'CHF 50 par mois couvrent une partie de l’internat d’un talent issu d’une famille de montagne.',
          'CHF 50 al mese coprono parte del convitto di un talento di una famiglia di montagna.',
        ),
      ),
      crowd(
        'Kraftraum',
        12000,
        '2027-08-31',
        text(
          'Ein eigener Kraftraum in der Lonza Arena: Hanteln, Rack und Boden für CHF 12000.',
          'Our own weights room at the Lonza Arena: dumbbells, rack and flooring for CHF 12000.',
          'Une salle de musculation à la Lonza Arena : haltères, rack et sol pour CHF 12000.',
          'Una sala pesi alla Lonza Arena: manubri, rack e pavimento per CHF 12000.',
        ),
      ),
    ],
    events: [
      {
        title: 'Try-out Day',
        from: '2027-04-17 08:00',
        to: '2027-04-17 16:00',
        tickets: [{ tier: 'Free', amount: 80 }],
        description: text(
          'Sichtungstag für Jahrgänge 2013 bis 2015 auf dem Eis der Lonza Arena, mit Elterninformation.',
          'Scouting day for players born 2013 to 2015 on the ice of the Lonza Arena, with a parents’ briefing.',
          'Journée de détection pour les années 2013 à 2015 sur la glace de la Lonza Arena, avec infos aux parents.',
          'Giornata di selezione per le annate 2013-2015 sul ghiaccio della Lonza Arena, con informazioni ai genitori.',
        ),
      },
    ],
  },
  {
    shortName: 'fussballakademie-zuerich-nord',
    products: [
      fixed(
        'Trainingsball-Set',
        60,
        text(
          'Zehn Trainingsbälle für eine Akademiegruppe. Dein Name erscheint im Akademie-Newsletter.',
          'Ten training balls for one academy group. Your name appears in the academy newsletter.',
          'Dix ballons d’entraînement pour un groupe de l’académie. Votre nom figure dans la newsletter.',
          'Dieci palloni da allenamento per un gruppo dell’accademia. Il tuo nome appare nella newsletter.',
        ),
      ),
      membership(
        'Akademie-Gönner',
        45,
        'three_months',
        text(
          'Gönner erhalten Zugang zu den öffentlichen Trainings und zum Saisonbericht der Akademie in Oerlikon.',
          'Patrons get access to open training sessions and the academy’s season report in Oerlikon.',
          'Les donateurs accèdent aux entraînements ouverts et au rapport de saison de l’académie à Oerlikon.',
          'I sostenitori accedono agli allenamenti aperti e al rapporto di stagione dell’accademia a Oerlikon.',
        ),
      ),
    ],
    events: [
      {
        title: 'Sichtungstraining',
        from: '2026-09-19 09:00',
        to: '2026-09-19 12:00',
        tickets: [{ tier: 'Free', amount: 60 }],
        description: text(
          'Offenes Probetraining für Jahrgänge 2014 und 2015 auf der Sportanlage Neudorf.',
          'Open trial training for players born 2014 and 2015 at the Neudorf sports ground.',
          'Entraînement d’essai ouvert aux années 2014 et 2015 au terrain de Neudorf.',
          'Allenamento di prova aperto alle annate 2014 e 2015 al campo Neudorf.',
        ),
      },
      {
        title: 'Winter-Futsal-Cup',
        from: '2027-02-06 09:00',
        to: '2027-02-06 18:00',
        tickets: SILVER_GOLD,
        description: text(
          'Futsal-Turnier der Akademie-Teams U13 bis U15 gegen Gäste aus der Region, in der Halle Im Birch.',
          'Futsal tournament of the academy’s U13 to U15 teams against guests from the region, at the Im Birch hall.',
          'Tournoi de futsal des équipes U13 à U15 de l’académie contre des invités de la région, salle Im Birch.',
          'Torneo di futsal delle squadre U13-U15 dell’accademia contro ospiti della regione, palestra Im Birch.',
        ),
      },
    ],
  },
  {
    shortName: 'academie-basket-fribourg',
    products: [
      subscription(
        'Bourse d’études',
        30,
        'month',
        text(
          'CHF 30 im Monat helfen, das Sport-Schul-Programm eines jungen Spielers der Akademie zu finanzieren.',
          'CHF 30 a month helps pay the sport-and-study programme of a young academy player.',
          'CHF 30 par mois aident à financer le programme sport-études d’un jeune joueur de l’académie.',
          'CHF 30 al mese aiutano a finanziare il programma sport-studio di un giovane giocatore.',
        ),
      ),
      open(
        'Don libre',
        text(
          'Ein freier Betrag für Lager, Schiedsrichter und Reisen unserer Teams U16 und U18.',
          'Any amount for camps, referees and travel of our U16 and U18 teams.',
          'Un montant libre pour les camps, les arbitres et les déplacements de nos équipes U16 et U18.',
          'Un importo libero per campi, arbitri e trasferte delle nostre squadre U16 e U18.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'academie-ski-valais',
    products: [
      crowd(
        'Minibus pour skieurs',
        8000,
        '2027-10-31',
        text(
          'Ein Kleinbus, der die jungen Skifahrer von Sitten zu den Trainingspisten bringt. Ziel: CHF 8000.',
          'A minibus to drive the young skiers from Sion to the training slopes. Goal: CHF 8000.',
          'Un minibus pour conduire les jeunes de Sion aux pistes d’entraînement. Objectif : CHF 8000.',
          'Un pulmino per portare i giovani sciatori da Sion alle piste di allenamento. Obiettivo: CHF 8000.',
        ),
      ),
      fixed(
        'Forfait d’une journée',
        65,
        text(
          'Du schenkst einem Nachwuchstalent der Akademie eine Tageskarte für das Stangentraining.',
          'You give a young academy skier a one-day lift pass for gate training.',
          'Vous offrez un forfait de ski d’une journée à un jeune de l’académie pour l’entraînement en porte.',
          'Regali a un giovane dell’accademia uno skipass giornaliero per l’allenamento tra i pali.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'accademia-tennis-ascona',
    products: [
      fixed(
        'Racchetta per giovani',
        110,
        text(
          'Ein Turnierschläger für ein Talent der Akademie. Wir schicken Dir ein Foto mit Widmung.',
          'A tournament racket for a young academy player. We send you a photo with a dedication.',
          'Une raquette de tournoi pour un jeune de l’académie. Nous vous envoyons une photo dédicacée.',
          'Una racchetta da torneo per un giovane dell’accademia. Ti spediamo una foto con dedica.',
        ),
        true,
      ),
      membership(
        'Amici dell’Accademia',
        60,
        'six_months',
        text(
          'Freunde der Akademie sind zum Sommerturnier eingeladen und erhalten das Halbjahresbulletin.',
          'Friends of the academy are invited to the summer youth tournament and receive the half-yearly bulletin.',
          'Les amis de l’académie sont invités au tournoi d’été des jeunes et reçoivent le bulletin semestriel.',
          'Gli amici dell’accademia sono invitati al torneo giovanile estivo e ricevono il bollettino semestrale.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'la-akademie-basel',
    products: [
      subscription(
        'Nachwuchs-Stipendium',
        25,
        'month',
        text(
          'CHF 25 im Monat für Trainerstunden und Trainingslager eines Talents der Akademie in der St. Jakobshalle.',
          'CHF 25 a month for coaching hours and camps of an academy talent at the St. Jakobshalle.',
          'CHF 25 par mois pour les heures d’entraîneur et les camps d’un talent de l’académie.',
          'CHF 25 al mese per ore di allenatore e campi di un talento dell’accademia.',
        ),
      ),
      fixed(
        'Startgeld-Beitrag',
        30,
        text(
          'Du übernimmst das Startgeld eines Athleten an einer Schweizer Nachwuchsmeisterschaft.',
          'You pay one athlete’s entry fee at a Swiss youth championship.',
          'Vous payez l’inscription d’un athlète à un championnat suisse jeunesse.',
          'Paghi l’iscrizione di un atleta a un campionato svizzero giovanile.',
        ),
      ),
    ],
    events: [],
  },
  // ——— Foundations ———
  {
    shortName: 'stiftung-nachwuchs-gr',
    products: [
      open(
        'Freie Spende',
        text(
          'Ein Betrag nach Wahl für Bündner Nachwuchstalente im Ski alpin, Langlauf und Eishockey.',
          'An amount of your choice for young talents in Graubünden in alpine skiing, cross-country and ice hockey.',
          'Un montant libre pour les jeunes talents grisons en ski alpin, ski de fond et hockey sur glace.',
          'Un importo a scelta per i giovani talenti grigionesi di sci alpino, fondo e hockey su ghiaccio.',
        ),
      ),
      crowd(
        'Sportstipendien 2027',
        20000,
        '2027-06-30',
        text(
          'Zehn Stipendien à CHF 2000 für Talente aus Familien mit kleinem Einkommen. Die Stiftung vergibt sie im Sommer 2027.',
          'Ten grants of CHF 2000 for talents from low-income families, awarded by the foundation in summer 2027.',
          'Dix bourses de CHF 2000 pour des talents de familles modestes, attribuées à l’été 2027.',
          'Dieci borse da CHF 2000 per talenti di famiglie con reddito modesto, assegnate nell’estate 2027.',
        ),
      ),
      subscription(
        'Bündner Talentpate',
        30,
        'month',
        text(
          'Als Talentpate begleitest Du eine Nachwuchssportlerin ein Jahr lang und erhältst zweimal ihren Bericht.',
          'As a talent sponsor you follow a young athlete for a year and receive her report twice.',
          'Comme parrain, vous suivez une jeune sportive pendant un an et recevez deux fois son rapport.',
          'Come padrino segui una giovane sportiva per un anno e ricevi due volte il suo resoconto.',
        ),
      ),
    ],
    events: [
      {
        title: 'Talenttag Graubünden',
        from: '2027-05-01 09:00',
        to: '2027-05-01 16:00',
        tickets: FREE_ENTRY,
        description: text(
          'Die Stiftung stellt ihre Stipendiatinnen und Stipendiaten in Chur vor, mit Posten zum Mitmachen für Kinder.',
          'The foundation presents its grant holders in Chur, with hands-on stations for children.',
          'La fondation présente ses boursiers à Coire, avec des ateliers pour les enfants.',
          'La fondazione presenta i suoi borsisti a Coira, con postazioni da provare per i bambini.',
        ),
      },
    ],
  },
  {
    shortName: 'bergsport-jugend-uri',
    products: [
      fixed(
        'Kursplatz Klettern',
        80,
        text(
          'Ein Platz im Kletterkurs für Jugendliche aus Uri, inklusive Leihmaterial und Bergführerin.',
          'A place on the climbing course for teenagers from Uri, including loan gear and a mountain guide.',
          'Une place au cours d’escalade pour les jeunes d’Uri, matériel prêté et guide compris.',
          'Un posto al corso di arrampicata per ragazzi di Uri, con materiale in prestito e guida alpina.',
        ),
      ),
      subscription(
        'Bergsport-Pate',
        120,
        'year',
        text(
          'CHF 120 im Jahr ermöglichen einem Jugendlichen ein Skitourenwochenende in einer Urner SAC-Hütte.',
          'CHF 120 a year gives a teenager a ski touring weekend in an SAC hut in Uri.',
          'CHF 120 par an offrent à un jeune un week-end de randonnée à ski dans une cabane CAS uranaise.',
          'CHF 120 all’anno regalano a un ragazzo un weekend di scialpinismo in una capanna CAS urana.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'fondation-sport-junior',
    products: [
      open(
        'Don libre',
        text(
          'Ein freier Betrag für junge Sportler der Romandie in Leichtathletik, Schwimmen und Radsport.',
          'Any amount for young athletes in French-speaking Switzerland in athletics, swimming and cycling.',
          'Un montant libre pour les jeunes sportifs romands en athlétisme, natation et cyclisme.',
          'Un importo libero per i giovani sportivi romandi di atletica, nuoto e ciclismo.',
        ),
      ),
      membership(
        'Cercle des donateurs',
        20,
        'month',
        text(
          'Der Spenderkreis erhält monatlich Neuigkeiten der Geförderten und eine Einladung zum Jahresabend.',
          'The donors’ circle gets monthly news from the young athletes and an invitation to the annual evening.',
          'Le cercle des donateurs reçoit chaque mois des nouvelles des jeunes soutenus et une invitation à la soirée annuelle.',
          'Il circolo dei donatori riceve ogni mese notizie dei giovani sostenuti e un invito alla serata annuale.',
        ),
      ),
    ],
    events: [
      {
        title: 'Journée sport junior',
        from: '2026-10-10 10:00',
        to: '2026-10-10 16:00',
        tickets: FREE_ENTRY,
        description: text(
          'Kostenlose Schnupperangebote in Leichtathletik, Schwimmen und Radsport am Seeufer von Montreux.',
          'Free taster sessions in athletics, swimming and cycling on the Montreux lakeside.',
          'Initiations gratuites à l’athlétisme, à la natation et au cyclisme sur les quais de Montreux.',
          'Prove gratuite di atletica, nuoto e ciclismo sul lungolago di Montreux.',
        ),
      },
    ],
  },
  {
    shortName: 'giovani-sportivi-ticino',
    products: [
      open(
        'Donazione libera',
        text(
          'Ein freier Betrag für junge Tessiner Sportler in Fussball, Eishockey und Tennis.',
          'Any amount for young athletes in Ticino in football, ice hockey and tennis.',
          'Un montant libre pour les jeunes sportifs tessinois en football, hockey et tennis.',
          'Un importo libero per i giovani sportivi ticinesi di calcio, hockey e tennis.',
        ),
      ),
      crowd(
        'Borse di studio 2027',
        15000,
        '2027-05-31',
        text(
          'Fünfzehn Stipendien à CHF 1000 für Jugendliche, die Schule und Spitzensport verbinden. Ziel: CHF 15000.',
          'Fifteen grants of CHF 1000 for young people combining school and elite sport. Goal: CHF 15000.',
          'Quinze bourses de CHF 1000 pour des jeunes qui concilient école et sport d’élite. Objectif : CHF 15000.',
          'Quindici borse da CHF 1000 per giovani che conciliano scuola e sport d’élite. Obiettivo: CHF 15000.',
        ),
      ),
    ],
    events: [],
  },
  {
    shortName: 'fundaziun-sport-surselva',
    products: [
      subscription(
        'Lagerpatenschaft',
        10,
        'month',
        text(
          'CHF 10 im Monat finanzieren einem Kind aus der Surselva die Teilnahme am Sportlager im Februar.',
          'CHF 10 a month pays for a child from the Surselva to join the sports camp in February.',
          'CHF 10 par mois financent la participation d’un enfant de la Surselva au camp de février.',
          'CHF 10 al mese finanziano la partecipazione di un bambino della Surselva al campo di febbraio.',
        ),
      ),
      open(
        'Donaziun libra',
        text(
          'Ein freier Beitrag für kleine Sportvereine in den romanischen Dörfern der Surselva.',
          'Any amount for small sports clubs in the Romansh villages of the Surselva.',
          'Un montant libre pour les petits clubs des villages romanches de la Surselva.',
          'Un importo libero per i piccoli club dei villaggi romanci della Surselva.',
        ),
      ),
    ],
    events: [],
  },
];
