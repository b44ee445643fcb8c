import type { WireLanguage } from '@tifo/contract';
import { mailSet, type Vars } from '../mail/template-types';

/*
 * The mails of memberships (issue 14), each in its recipient's language: the invitation of a person the club
 * added, the invoice of a period (with the pay link and the QR-bill PDF), a declined card charge of an invoice,
 * the reminder 14 days after an invoice's date, the lapse notice, and the note to the club when a member lapses.
 */

/** How the member may pay an invoice: the pay link (card or TWINT) or a bank transfer with the QR-bill. */
const howToPay: Record<WireLanguage, (v: Vars) => string> = {
  de: (v) =>
    `Bezahle bequem mit Karte oder TWINT über den Knopf unten, oder überweise den Betrag mit dem QR-Einzahlungsschein im PDF (Referenz ${v.reference}).`,
  en: (v) =>
    `Pay by card or TWINT with the button below, or transfer the amount with the QR-bill in the PDF (reference ${v.reference}).`,
  fr: (v) =>
    `Payez par carte ou TWINT avec le bouton ci-dessous, ou virez le montant avec la QR-facture du PDF (référence ${v.reference}).`,
  it: (v) =>
    `Paga con carta o TWINT con il pulsante qui sotto, oppure bonifica l’importo con la QR-fattura nel PDF (riferimento ${v.reference}).`,
};

export const MEMBERSHIP_MAILS = mailSet({
  /** The club added a person who has no account: sign up (the link proves the e-mail) and pay the invoice. */
  membershipInvitation: {
    de: (v) => ({
      subject: `${v.clubName} hat Dich als Mitglied eingetragen`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `${v.clubName} hat Dich für die Mitgliedschaft «${v.productTitle}» ab ${v.startDate} eingetragen. Deine erste Rechnung ${v.invoiceNumber} über CHF ${v.amount} ist fällig am ${v.dueDate}; sie liegt als PDF bei.`,
        `Erstelle mit dem Knopf unten Dein Konto bei ${v.platform}: Dort siehst Du Deine Mitgliedschaft und Rechnungen und bezahlst mit Karte oder TWINT.`,
        howToPay.de(v),
      ],
      button: 'Konto erstellen',
    }),
    en: (v) => ({
      subject: `${v.clubName} has added you as a member`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `${v.clubName} has added you to the membership “${v.productTitle}” from ${v.startDate}. Your first invoice ${v.invoiceNumber} of CHF ${v.amount} is due on ${v.dueDate}; the PDF is attached.`,
        `Create your ${v.platform} account with the button below: there you see your membership and invoices and pay by card or TWINT.`,
        howToPay.en(v),
      ],
      button: 'Create account',
    }),
    fr: (v) => ({
      subject: `${v.clubName} vous a inscrit·e comme membre`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `${v.clubName} vous a inscrit·e à l’adhésion « ${v.productTitle} » à partir du ${v.startDate}. Votre première facture ${v.invoiceNumber} de CHF ${v.amount} est due le ${v.dueDate} ; le PDF est joint.`,
        `Créez votre compte ${v.platform} avec le bouton ci-dessous : vous y voyez votre adhésion et vos factures et payez par carte ou TWINT.`,
        howToPay.fr(v),
      ],
      button: 'Créer un compte',
    }),
    it: (v) => ({
      subject: `${v.clubName} ti ha iscritto come socio`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `${v.clubName} ti ha iscritto all’affiliazione «${v.productTitle}» dal ${v.startDate}. La tua prima fattura ${v.invoiceNumber} di CHF ${v.amount} scade il ${v.dueDate}; il PDF è allegato.`,
        `Crea il tuo account ${v.platform} con il pulsante qui sotto: lì vedi la tua affiliazione e le fatture e paghi con carta o TWINT.`,
        howToPay.it(v),
      ],
      button: 'Crea account',
    }),
  },
  /** A period's invoice for a member who pays by invoice (TWINT in checkout, or added by the club). */
  membershipInvoice: {
    de: (v) => ({
      subject: `Rechnung ${v.invoiceNumber}: Mitgliederbeitrag ${v.clubName}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Hier ist Deine Rechnung für «${v.productTitle}» bei ${v.clubName}, Periode ${v.periodStart} bis ${v.periodEnd}: CHF ${v.amount}, fällig am ${v.dueDate}.`,
        howToPay.de(v),
      ],
      button: 'Rechnung bezahlen',
    }),
    en: (v) => ({
      subject: `Invoice ${v.invoiceNumber}: membership fee ${v.clubName}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `Here is your invoice for “${v.productTitle}” with ${v.clubName}, period ${v.periodStart} to ${v.periodEnd}: CHF ${v.amount}, due on ${v.dueDate}.`,
        howToPay.en(v),
      ],
      button: 'Pay invoice',
    }),
    fr: (v) => ({
      subject: `Facture ${v.invoiceNumber} : cotisation ${v.clubName}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Voici votre facture pour « ${v.productTitle} » chez ${v.clubName}, période du ${v.periodStart} au ${v.periodEnd} : CHF ${v.amount}, due le ${v.dueDate}.`,
        howToPay.fr(v),
      ],
      button: 'Payer la facture',
    }),
    it: (v) => ({
      subject: `Fattura ${v.invoiceNumber}: quota sociale ${v.clubName}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `Ecco la tua fattura per «${v.productTitle}» presso ${v.clubName}, periodo dal ${v.periodStart} al ${v.periodEnd}: CHF ${v.amount}, scadenza ${v.dueDate}.`,
        howToPay.it(v),
      ],
      button: 'Paga la fattura',
    }),
  },
  /** The kept card was declined (or the bank wants a confirmation): the invoice, to pay another way. */
  membershipCardDeclined: {
    de: (v) => ({
      subject: `Karte abgelehnt – Rechnung ${v.invoiceNumber} von ${v.clubName} ist offen`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Wir konnten den Mitgliederbeitrag für «${v.productTitle}» (CHF ${v.amount}, Periode ${v.periodStart} bis ${v.periodEnd}) nicht von Deiner Karte abbuchen: ${v.reason}`,
        howToPay.de(v),
      ],
      button: 'Rechnung bezahlen',
    }),
    en: (v) => ({
      subject: `Card declined – invoice ${v.invoiceNumber} from ${v.clubName} is open`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `We could not charge the membership fee for “${v.productTitle}” (CHF ${v.amount}, period ${v.periodStart} to ${v.periodEnd}) to your card: ${v.reason}`,
        howToPay.en(v),
      ],
      button: 'Pay invoice',
    }),
    fr: (v) => ({
      subject: `Carte refusée – la facture ${v.invoiceNumber} de ${v.clubName} est ouverte`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Nous n’avons pas pu débiter la cotisation pour « ${v.productTitle} » (CHF ${v.amount}, période du ${v.periodStart} au ${v.periodEnd}) sur votre carte : ${v.reason}`,
        howToPay.fr(v),
      ],
      button: 'Payer la facture',
    }),
    it: (v) => ({
      subject: `Carta rifiutata – la fattura ${v.invoiceNumber} di ${v.clubName} è aperta`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `Non siamo riusciti ad addebitare la quota per «${v.productTitle}» (CHF ${v.amount}, periodo dal ${v.periodStart} al ${v.periodEnd}) sulla tua carta: ${v.reason}`,
        howToPay.it(v),
      ],
      button: 'Paga la fattura',
    }),
  },
  /** 14 days after the invoice's date, still open. */
  membershipReminder: {
    de: (v) => ({
      subject: `Erinnerung: Rechnung ${v.invoiceNumber} von ${v.clubName}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Deine Rechnung ${v.invoiceNumber} über CHF ${v.amount} für «${v.productTitle}» war am ${v.dueDate} fällig und ist noch offen. Ist sie bis ${v.lapseDate} nicht bezahlt, wird Deine Mitgliedschaft inaktiv.`,
        howToPay.de(v),
      ],
      button: 'Rechnung bezahlen',
    }),
    en: (v) => ({
      subject: `Reminder: invoice ${v.invoiceNumber} from ${v.clubName}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `Your invoice ${v.invoiceNumber} of CHF ${v.amount} for “${v.productTitle}” was due on ${v.dueDate} and is still open. If it is not paid by ${v.lapseDate}, your membership becomes inactive.`,
        howToPay.en(v),
      ],
      button: 'Pay invoice',
    }),
    fr: (v) => ({
      subject: `Rappel : facture ${v.invoiceNumber} de ${v.clubName}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Votre facture ${v.invoiceNumber} de CHF ${v.amount} pour « ${v.productTitle} » était due le ${v.dueDate} et est encore ouverte. Si elle n’est pas payée d’ici le ${v.lapseDate}, votre adhésion devient inactive.`,
        howToPay.fr(v),
      ],
      button: 'Payer la facture',
    }),
    it: (v) => ({
      subject: `Promemoria: fattura ${v.invoiceNumber} di ${v.clubName}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `La tua fattura ${v.invoiceNumber} di CHF ${v.amount} per «${v.productTitle}» era in scadenza il ${v.dueDate} ed è ancora aperta. Se non è pagata entro il ${v.lapseDate}, la tua affiliazione diventa inattiva.`,
        howToPay.it(v),
      ],
      button: 'Paga la fattura',
    }),
  },
  /** 30 days after the invoice's date, still open: the membership is inactive until it is paid. */
  membershipLapsed: {
    de: (v) => ({
      subject: `Deine Mitgliedschaft bei ${v.clubName} ist inaktiv`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Die Rechnung ${v.invoiceNumber} über CHF ${v.amount} für «${v.productTitle}» ist seit dem ${v.dueDate} offen. Deine Mitgliedschaft ist deshalb inaktiv; sobald die Rechnung bezahlt ist, ist sie wieder aktiv.`,
        howToPay.de(v),
      ],
      button: 'Rechnung bezahlen',
    }),
    en: (v) => ({
      subject: `Your membership with ${v.clubName} is inactive`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `Invoice ${v.invoiceNumber} of CHF ${v.amount} for “${v.productTitle}” has been open since ${v.dueDate}. Your membership is therefore inactive; as soon as the invoice is paid, it is active again.`,
        howToPay.en(v),
      ],
      button: 'Pay invoice',
    }),
    fr: (v) => ({
      subject: `Votre adhésion à ${v.clubName} est inactive`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `La facture ${v.invoiceNumber} de CHF ${v.amount} pour « ${v.productTitle} » est ouverte depuis le ${v.dueDate}. Votre adhésion est donc inactive ; dès que la facture est payée, elle redevient active.`,
        howToPay.fr(v),
      ],
      button: 'Payer la facture',
    }),
    it: (v) => ({
      subject: `La tua affiliazione a ${v.clubName} è inattiva`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `La fattura ${v.invoiceNumber} di CHF ${v.amount} per «${v.productTitle}» è aperta dal ${v.dueDate}. La tua affiliazione è quindi inattiva; appena la fattura è pagata, torna attiva.`,
        howToPay.it(v),
      ],
      button: 'Paga la fattura',
    }),
  },
  /** To the club's admins and editors: a member lapsed. */
  membershipLapsedClub: {
    de: (v) => ({
      subject: `${v.memberName} ist inaktiv (Rechnung ${v.invoiceNumber} offen)`,
      greeting: `Hallo ${v.clubName}`,
      paragraphs: [
        `Die Rechnung ${v.invoiceNumber} über CHF ${v.amount} von ${v.memberName} für «${v.productTitle}» ist seit dem ${v.dueDate} offen; die Mitgliedschaft ist jetzt inaktiv.`,
        'Hat das Mitglied Dir direkt bezahlt, erfasse die Zahlung im Dashboard unter Mitgliedschaften: Dann ist es wieder aktiv.',
      ],
      button: 'Zu den Mitgliedschaften',
    }),
    en: (v) => ({
      subject: `${v.memberName} is inactive (invoice ${v.invoiceNumber} open)`,
      greeting: `Hello ${v.clubName}`,
      paragraphs: [
        `Invoice ${v.invoiceNumber} of CHF ${v.amount} from ${v.memberName} for “${v.productTitle}” has been open since ${v.dueDate}; the membership is now inactive.`,
        'If the member paid you directly, record the payment in the dashboard under memberships: the membership is then active again.',
      ],
      button: 'Go to memberships',
    }),
    fr: (v) => ({
      subject: `${v.memberName} est inactif·ve (facture ${v.invoiceNumber} ouverte)`,
      greeting: `Bonjour ${v.clubName}`,
      paragraphs: [
        `La facture ${v.invoiceNumber} de CHF ${v.amount} de ${v.memberName} pour « ${v.productTitle} » est ouverte depuis le ${v.dueDate} ; l’adhésion est maintenant inactive.`,
        'Si le membre vous a payé directement, enregistrez le paiement dans le tableau de bord sous Adhésions : elle redevient alors active.',
      ],
      button: 'Vers les adhésions',
    }),
    it: (v) => ({
      subject: `${v.memberName} è inattivo (fattura ${v.invoiceNumber} aperta)`,
      greeting: `Ciao ${v.clubName}`,
      paragraphs: [
        `La fattura ${v.invoiceNumber} di CHF ${v.amount} di ${v.memberName} per «${v.productTitle}» è aperta dal ${v.dueDate}; l’affiliazione è ora inattiva.`,
        'Se il socio ti ha pagato direttamente, registra il pagamento nella dashboard sotto Affiliazioni: tornerà attiva.',
      ],
      button: 'Vai alle affiliazioni',
    }),
  },
});
