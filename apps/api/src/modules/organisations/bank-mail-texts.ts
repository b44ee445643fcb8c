import { mailSet, type TemplateText, type Vars } from '../mail/template-types';

/*
 * A reviewed club's bank account changed (organisations/bank.ts): its admins and finance users are told who changed
 * it and when, so that one who did not make the change can stop it; the operator (OPERATOR_EMAIL, in German like
 * the contact mails) is asked to check and confirm it. Confirmed (review/bank.ts): the club is told that payouts
 * go to the new account. The IBAN only by its last four characters.
 */

/** The operator reads German (as the contact mails). */
const bankChangedOperator = (v: Vars): TemplateText => ({
  subject: `Neue Bankverbindung zu prüfen: ${v.clubName}`,
  greeting: 'Neue Bankverbindung',
  paragraphs: [
    `${v.changedBy} hat am ${v.changedAt} die Bankverbindung von ${v.clubName} geändert: neu auf ${v.ownerName}, IBAN endet auf ${v.ibanLast4} (bisher auf ${v.previousIbanLast4}).`,
    'Auszahlungen an den Verein warten, bis Du das neue Konto bestätigst. Prüfe die Änderung mit dem Verein (z. B. telefonisch mit der Kontaktperson) und bestätige sie in der Prüfung des Vereins.',
  ],
  button: 'Zur Prüfung des Vereins',
});

export const BANK_MAILS = mailSet({
  bankChanged: {
    de: (v) => ({
      subject: `Bankverbindung von ${v.clubName} geändert`,
      greeting: 'Hallo',
      paragraphs: [
        `Die Bankverbindung von ${v.clubName} für die Auszahlungen wurde am ${v.changedAt} von ${v.changedBy} geändert: neu auf ${v.ownerName}, IBAN endet auf ${v.ibanLast4} (bisher auf ${v.previousIbanLast4}).`,
        `${v.platform} prüft das neue Konto, bevor Auszahlungen darauf gehen; bis dahin bleibt das Guthaben beim Verein verbucht. Mitgliederrechnungen tragen in dieser Zeit keinen QR-Einzahlungsschein.`,
        `Hast Du oder jemand aus Eurem Verein diese Änderung nicht gemacht? Dann melde Dich sofort bei ${v.support}.`,
      ],
      button: 'Zu den Finanzen',
    }),
    en: (v) => ({
      subject: `Bank account of ${v.clubName} changed`,
      greeting: 'Hello',
      paragraphs: [
        `The bank account for the payouts of ${v.clubName} was changed on ${v.changedAt} by ${v.changedBy}: now in the name of ${v.ownerName}, IBAN ending in ${v.ibanLast4} (before: ${v.previousIbanLast4}).`,
        `${v.platform} checks the new account before any payout goes to it; until then the balance stays booked for the club. Membership invoices carry no QR payment slip in the meantime.`,
        `Did neither you nor anyone at your club make this change? Then contact ${v.support} at once.`,
      ],
      button: 'Open financials',
    }),
    fr: (v) => ({
      subject: `Coordonnées bancaires de ${v.clubName} modifiées`,
      greeting: 'Bonjour',
      paragraphs: [
        `Le compte bancaire pour les versements de ${v.clubName} a été modifié le ${v.changedAt} par ${v.changedBy} : désormais au nom de ${v.ownerName}, IBAN se terminant par ${v.ibanLast4} (auparavant : ${v.previousIbanLast4}).`,
        `${v.platform} vérifie le nouveau compte avant tout versement ; d’ici là, le solde reste comptabilisé pour le club. Les factures de membre ne portent pas de bulletin de versement QR pendant ce temps.`,
        `Ni vous ni personne de votre club n’a fait cette modification ? Contactez immédiatement ${v.support}.`,
      ],
      button: 'Voir les finances',
    }),
    it: (v) => ({
      subject: `Coordinate bancarie di ${v.clubName} modificate`,
      greeting: 'Ciao',
      paragraphs: [
        `Il conto bancario per i versamenti di ${v.clubName} è stato modificato il ${v.changedAt} da ${v.changedBy}: ora intestato a ${v.ownerName}, IBAN che termina con ${v.ibanLast4} (prima: ${v.previousIbanLast4}).`,
        `${v.platform} verifica il nuovo conto prima di effettuarvi versamenti; fino ad allora il saldo resta contabilizzato per la società. Nel frattempo le fatture dei soci non riportano la polizza di versamento QR.`,
        `Né tu né nessuno della tua società ha fatto questa modifica? Allora contatta subito ${v.support}.`,
      ],
      button: 'Vai alle finanze',
    }),
  },
  bankChangedOperator: {
    de: bankChangedOperator,
    en: bankChangedOperator,
    fr: bankChangedOperator,
    it: bankChangedOperator,
  },
  bankConfirmed: {
    de: (v) => ({
      subject: `Neue Bankverbindung von ${v.clubName} bestätigt`,
      greeting: 'Hallo',
      paragraphs: [
        `${v.platform} hat die neue Bankverbindung von ${v.clubName} geprüft: Auszahlungen gehen ab dem nächsten Auszahlungstag auf das Konto von ${v.ownerName}, IBAN endet auf ${v.ibanLast4}. Mitgliederrechnungen tragen wieder einen QR-Einzahlungsschein.`,
      ],
      button: 'Zu den Finanzen',
    }),
    en: (v) => ({
      subject: `New bank account of ${v.clubName} confirmed`,
      greeting: 'Hello',
      paragraphs: [
        `${v.platform} has checked the new bank account of ${v.clubName}: from the next payout day, payouts go to the account of ${v.ownerName}, IBAN ending in ${v.ibanLast4}. Membership invoices carry a QR payment slip again.`,
      ],
      button: 'Open financials',
    }),
    fr: (v) => ({
      subject: `Nouveau compte bancaire de ${v.clubName} confirmé`,
      greeting: 'Bonjour',
      paragraphs: [
        `${v.platform} a vérifié le nouveau compte bancaire de ${v.clubName} : dès le prochain jour de versement, les versements vont sur le compte de ${v.ownerName}, IBAN se terminant par ${v.ibanLast4}. Les factures de membre portent à nouveau un bulletin de versement QR.`,
      ],
      button: 'Voir les finances',
    }),
    it: (v) => ({
      subject: `Nuovo conto bancario di ${v.clubName} confermato`,
      greeting: 'Ciao',
      paragraphs: [
        `${v.platform} ha verificato il nuovo conto bancario di ${v.clubName}: dal prossimo giorno di versamento i versamenti vanno sul conto di ${v.ownerName}, IBAN che termina con ${v.ibanLast4}. Le fatture dei soci riportano di nuovo la polizza di versamento QR.`,
      ],
      button: 'Vai alle finanze',
    }),
  },
});
