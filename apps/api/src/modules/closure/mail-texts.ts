import { mailSet } from '../mail/template-types';

/*
 * Closing an organisation (organisations/closure.ts, issue 45): its supporters with a subscription or membership
 * are told when it closes and what ends then; its administrators that the closure is requested (so that one who
 * did not ask can withdraw it), withdrawn, and done. `closesAt` is a Swiss date (DD.MM.YYYY).
 */

export const CLOSURE_MAILS = mailSet({
  clubClosingSupporter: {
    de: (v) => ({
      subject: `${v.clubName} schliesst am ${v.closesAt} auf ${v.platform}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `${v.clubName} beendet seine Präsenz auf ${v.platform}: Am ${v.closesAt} enden Dein Abo und Deine Mitgliedschaft bei ${v.clubName}; danach wird nichts mehr belastet. Bis dahin läuft alles wie gewohnt.`,
        'Deine bisherigen Spenden, Quittungen und Spendenbescheinigungen bleiben in Deinem Profil. Du musst nichts tun.',
      ],
      button: 'Zu meinem Profil',
    }),
    en: (v) => ({
      subject: `${v.clubName} closes on ${v.closesAt} on ${v.platform}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `${v.clubName} is leaving ${v.platform}: on ${v.closesAt} your subscription and membership with ${v.clubName} end; nothing is charged after that. Until then everything goes on as usual.`,
        'Your past gifts, receipts and donation certificates stay in your profile. You need not do anything.',
      ],
      button: 'Open my profile',
    }),
    fr: (v) => ({
      subject: `${v.clubName} ferme le ${v.closesAt} sur ${v.platform}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `${v.clubName} quitte ${v.platform} : le ${v.closesAt}, votre abonnement et votre adhésion auprès de ${v.clubName} prennent fin ; plus rien n’est débité ensuite. D’ici là, tout continue comme d’habitude.`,
        'Vos dons, reçus et attestations de dons restent dans votre profil. Vous n’avez rien à faire.',
      ],
      button: 'Ouvrir mon profil',
    }),
    it: (v) => ({
      subject: `${v.clubName} chiude il ${v.closesAt} su ${v.platform}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `${v.clubName} lascia ${v.platform}: il ${v.closesAt} terminano il tuo abbonamento e la tua affiliazione presso ${v.clubName}; dopo non viene addebitato più nulla. Fino ad allora tutto continua come sempre.`,
        'Le tue donazioni, ricevute e attestazioni restano nel tuo profilo. Non devi fare nulla.',
      ],
      button: 'Apri il mio profilo',
    }),
  },
  clubClosingWithdrawnSupporter: {
    de: (v) => ({
      subject: `${v.clubName} bleibt auf ${v.platform}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `${v.clubName} hat die angekündigte Schliessung zurückgezogen: Dein Abo und Deine Mitgliedschaft laufen weiter wie bisher.`,
      ],
      button: 'Zu meinem Profil',
    }),
    en: (v) => ({
      subject: `${v.clubName} stays on ${v.platform}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `${v.clubName} has withdrawn the announced closure: your subscription and membership go on as before.`,
      ],
      button: 'Open my profile',
    }),
    fr: (v) => ({
      subject: `${v.clubName} reste sur ${v.platform}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `${v.clubName} a retiré la fermeture annoncée : votre abonnement et votre adhésion continuent comme avant.`,
      ],
      button: 'Ouvrir mon profil',
    }),
    it: (v) => ({
      subject: `${v.clubName} resta su ${v.platform}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `${v.clubName} ha ritirato la chiusura annunciata: il tuo abbonamento e la tua affiliazione continuano come prima.`,
      ],
      button: 'Apri il mio profilo',
    }),
  },
  clubClosureRequested: {
    de: (v) => ({
      subject: `Schliessung von ${v.clubName} beantragt`,
      greeting: 'Hallo',
      paragraphs: [
        `${v.requestedBy} hat am ${v.requestedAt} beantragt, ${v.clubName} auf ${v.platform} zu schliessen. Ab sofort nimmt die Seite keine neuen Spenden mehr an; am ${v.closesAt} enden alle Abos und Mitgliedschaften, die Seite geht vom Netz und das Restguthaben wird im nächsten Auszahlungslauf überwiesen.`,
        `Bis dahin kann jede Administratorin und jeder Administrator den Antrag auf der Bearbeitungsseite zurückziehen. War es nicht Euer Entscheid? Dann zieht ihn zurück und meldet Euch bei ${v.support}.`,
      ],
      button: 'Zur Bearbeitungsseite',
    }),
    en: (v) => ({
      subject: `Closure of ${v.clubName} requested`,
      greeting: 'Hello',
      paragraphs: [
        `${v.requestedBy} asked on ${v.requestedAt} to close ${v.clubName} on ${v.platform}. From now on its page takes no new gifts; on ${v.closesAt} every subscription and membership ends, the page goes offline and the remaining balance is paid in the next payout run.`,
        `Until then any administrator can withdraw the request on the edit page. Was this not your decision? Then withdraw it and contact ${v.support}.`,
      ],
      button: 'Open the edit page',
    }),
    fr: (v) => ({
      subject: `Fermeture de ${v.clubName} demandée`,
      greeting: 'Bonjour',
      paragraphs: [
        `${v.requestedBy} a demandé le ${v.requestedAt} de fermer ${v.clubName} sur ${v.platform}. Dès maintenant, la page n’accepte plus de nouveaux dons ; le ${v.closesAt}, tous les abonnements et adhésions prennent fin, la page est retirée et le solde restant est versé lors du prochain versement.`,
        `D’ici là, chaque administrateur·rice peut retirer la demande sur la page de modification. Ce n’était pas votre décision ? Retirez-la et contactez ${v.support}.`,
      ],
      button: 'Ouvrir la page de modification',
    }),
    it: (v) => ({
      subject: `Chiusura di ${v.clubName} richiesta`,
      greeting: 'Ciao',
      paragraphs: [
        `${v.requestedBy} ha chiesto il ${v.requestedAt} di chiudere ${v.clubName} su ${v.platform}. Da subito la pagina non accetta nuove donazioni; il ${v.closesAt} terminano tutti gli abbonamenti e le affiliazioni, la pagina va offline e il saldo residuo viene versato nel prossimo giro di versamenti.`,
        `Fino ad allora ogni amministratore/amministratrice può ritirare la richiesta nella pagina di modifica. Non è stata una vostra decisione? Ritiratela e contattate ${v.support}.`,
      ],
      button: 'Apri la pagina di modifica',
    }),
  },
  clubClosureWithdrawn: {
    de: (v) => ({
      subject: `Schliessung von ${v.clubName} zurückgezogen`,
      greeting: 'Hallo',
      paragraphs: [
        `${v.withdrawnBy} hat den Antrag, ${v.clubName} zu schliessen, zurückgezogen. Die Seite nimmt wieder Spenden an; Abos und Mitgliedschaften laufen weiter.`,
      ],
    }),
    en: (v) => ({
      subject: `Closure of ${v.clubName} withdrawn`,
      greeting: 'Hello',
      paragraphs: [
        `${v.withdrawnBy} has withdrawn the request to close ${v.clubName}. Its page takes gifts again; subscriptions and memberships go on.`,
      ],
    }),
    fr: (v) => ({
      subject: `Fermeture de ${v.clubName} retirée`,
      greeting: 'Bonjour',
      paragraphs: [
        `${v.withdrawnBy} a retiré la demande de fermeture de ${v.clubName}. La page accepte de nouveau des dons ; abonnements et adhésions continuent.`,
      ],
    }),
    it: (v) => ({
      subject: `Chiusura di ${v.clubName} ritirata`,
      greeting: 'Ciao',
      paragraphs: [
        `${v.withdrawnBy} ha ritirato la richiesta di chiudere ${v.clubName}. La pagina accetta di nuovo donazioni; abbonamenti e affiliazioni continuano.`,
      ],
    }),
  },
  clubClosed: {
    de: (v) => ({
      subject: `${v.clubName} ist auf ${v.platform} geschlossen`,
      greeting: 'Hallo',
      paragraphs: [
        `Die Frist ist abgelaufen: ${v.clubName} ist geschlossen. Die Seite ist vom Netz, Abos und Mitgliedschaften sind beendet. Das Restguthaben wird im nächsten Auszahlungslauf überwiesen, mit seiner Abrechnung.`,
        'Spenden, Buchungen und Auszahlungen bleiben für die gesetzliche Aufbewahrung erhalten. Ihr könnt Eure Konten jetzt löschen, wenn Ihr sie nicht mehr braucht.',
      ],
    }),
    en: (v) => ({
      subject: `${v.clubName} is closed on ${v.platform}`,
      greeting: 'Hello',
      paragraphs: [
        `The notice is over: ${v.clubName} is closed. Its page is offline, subscriptions and memberships have ended. The remaining balance is paid in the next payout run, with its statement.`,
        'Donations, bookings and payouts are kept for the legal retention period. You can now delete your accounts if you no longer need them.',
      ],
    }),
    fr: (v) => ({
      subject: `${v.clubName} est fermée sur ${v.platform}`,
      greeting: 'Bonjour',
      paragraphs: [
        `Le préavis est écoulé : ${v.clubName} est fermée. Sa page est retirée, abonnements et adhésions ont pris fin. Le solde restant est versé lors du prochain versement, avec son décompte.`,
        'Dons, écritures et versements sont conservés pendant la durée légale. Vous pouvez maintenant supprimer vos comptes si vous n’en avez plus besoin.',
      ],
    }),
    it: (v) => ({
      subject: `${v.clubName} è chiusa su ${v.platform}`,
      greeting: 'Ciao',
      paragraphs: [
        `Il preavviso è scaduto: ${v.clubName} è chiusa. La pagina è offline, abbonamenti e affiliazioni sono terminati. Il saldo residuo viene versato nel prossimo giro di versamenti, con il suo rendiconto.`,
        'Donazioni, registrazioni e versamenti restano conservati per la durata legale. Ora potete eliminare i vostri account se non vi servono più.',
      ],
    }),
  },
});
