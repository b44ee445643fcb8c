import type { RecurringPeriod, WireLanguage } from '@tifo/contract';
import { mailSet, type Vars } from '../mail/template-types';

/*
 * The mails of a payment, in the donor's language: the receipt of each donation (its PDF attached; a recurring
 * one repeats the terms the donor agreed to), and a refund, to the donor and to the club.
 */

/** How often a subscription charges, as a phrase ("jeden Monat"). */
export const PERIOD_PHRASES: Record<WireLanguage, Record<RecurringPeriod, string>> = {
  de: {
    week: 'jede Woche',
    month: 'jeden Monat',
    three_months: 'alle 3 Monate',
    four_months: 'alle 4 Monate',
    six_months: 'alle 6 Monate',
    year: 'jedes Jahr',
  },
  en: {
    week: 'every week',
    month: 'every month',
    three_months: 'every 3 months',
    four_months: 'every 4 months',
    six_months: 'every 6 months',
    year: 'every year',
  },
  fr: {
    week: 'chaque semaine',
    month: 'chaque mois',
    three_months: 'tous les 3 mois',
    four_months: 'tous les 4 mois',
    six_months: 'tous les 6 mois',
    year: 'chaque année',
  },
  it: {
    week: 'ogni settimana',
    month: 'ogni mese',
    three_months: 'ogni 3 mesi',
    four_months: 'ogni 4 mesi',
    six_months: 'ogni 6 mesi',
    year: 'ogni anno',
  },
};

/**
 * The terms a donor agreed to, repeated in the receipt of every charge (vars recurringAmount, recurringEvery,
 * nextDate): what is charged, how often, when next, and that it can be cancelled at any time.
 */
export function recurringReceiptNote(language: WireLanguage, v: Vars): string[] {
  if (!v.recurringAmount) return [];
  const notes: Record<WireLanguage, string> = {
    de: `Dies ist eine wiederkehrende Spende: CHF ${v.recurringAmount} ${v.recurringEvery} von Deiner gespeicherten Karte, nächste Belastung am ${v.nextDate}. Du hast ihr beim Bezahlen zugestimmt und kannst sie jederzeit kündigen.`,
    en: `This is a recurring donation: CHF ${v.recurringAmount} ${v.recurringEvery} from your saved card, next charge on ${v.nextDate}. You agreed to it when you paid and can cancel it at any time.`,
    fr: `Ceci est un don récurrent : CHF ${v.recurringAmount} ${v.recurringEvery} sur votre carte enregistrée, prochain débit le ${v.nextDate}. Vous l’avez accepté en payant et pouvez le résilier à tout moment.`,
    it: `Questa è una donazione ricorrente: CHF ${v.recurringAmount} ${v.recurringEvery} dalla tua carta salvata, prossimo addebito il ${v.nextDate}. L’hai accettata pagando e puoi disdirla in qualsiasi momento.`,
  };
  return [notes[language]];
}

export const PAYMENT_MAILS = mailSet({
  donationReceipt: {
    de: (v) => ({
      subject: `${v.title}: CHF ${v.amount} an ${v.clubName}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Herzlichen Dank! Deine Zahlung von CHF ${v.amount} an ${v.clubName} (${v.productTitle}) ist am ${v.date} eingegangen.`,
        `Davon gehen CHF ${v.net} an ${v.clubName}; die Plattformgebühr beträgt CHF ${v.fee}.`,
        `Im Anhang findest Du die ${v.title} (Referenz ${v.reference}).`,
        ...recurringReceiptNote('de', v),
      ],
      ...(v.recurringAmount ? { button: 'Abo verwalten' } : {}),
    }),
    en: (v) => ({
      subject: `${v.title}: CHF ${v.amount} to ${v.clubName}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `Thank you! Your payment of CHF ${v.amount} to ${v.clubName} (${v.productTitle}) was received on ${v.date}.`,
        `CHF ${v.net} of it goes to ${v.clubName}; the platform fee is CHF ${v.fee}.`,
        `The ${(v.title ?? '').toLowerCase()} is attached (reference ${v.reference}).`,
        ...recurringReceiptNote('en', v),
      ],
      ...(v.recurringAmount ? { button: 'Manage subscription' } : {}),
    }),
    fr: (v) => ({
      subject: `${v.title} : CHF ${v.amount} à ${v.clubName}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Merci beaucoup ! Votre paiement de CHF ${v.amount} à ${v.clubName} (${v.productTitle}) a été reçu le ${v.date}.`,
        `CHF ${v.net} vont à ${v.clubName} ; les frais de plateforme sont de CHF ${v.fee}.`,
        `Vous trouverez en annexe le document « ${v.title} » (référence ${v.reference}).`,
        ...recurringReceiptNote('fr', v),
      ],
      ...(v.recurringAmount ? { button: 'Gérer l’abonnement' } : {}),
    }),
    it: (v) => ({
      subject: `${v.title}: CHF ${v.amount} a ${v.clubName}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `Grazie mille! Il tuo pagamento di CHF ${v.amount} a ${v.clubName} (${v.productTitle}) è stato ricevuto il ${v.date}.`,
        `CHF ${v.net} vanno a ${v.clubName}; la commissione della piattaforma è di CHF ${v.fee}.`,
        `In allegato trovi il documento «${v.title}» (riferimento ${v.reference}).`,
        ...recurringReceiptNote('it', v),
      ],
      ...(v.recurringAmount ? { button: 'Gestisci l’abbonamento' } : {}),
    }),
  },
  donationRefunded: {
    de: (v) => ({
      subject: `Deine Spende an ${v.clubName} wurde erstattet`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Deine Zahlung von CHF ${v.amount} vom ${v.date} an ${v.clubName} (${v.productTitle}) wurde erstattet. Der Betrag geht auf das Zahlungsmittel zurück, mit dem Du bezahlt hast (${v.method === 'twint' ? 'TWINT' : 'Karte'}); je nach Bank dauert das einige Tage.`,
        `Die Quittung dieser Zahlung (Referenz ${v.reference}) gilt damit nicht mehr, und Deine Spendenbescheinigung zählt sie nicht mit. Fragen beantwortet Dir unser Support.`,
      ],
    }),
    en: (v) => ({
      subject: `Your donation to ${v.clubName} has been refunded`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `Your payment of CHF ${v.amount} of ${v.date} to ${v.clubName} (${v.productTitle}) has been refunded. The amount goes back to the means of payment you used (${v.method === 'twint' ? 'TWINT' : 'card'}); depending on your bank this takes a few days.`,
        `The receipt of this payment (reference ${v.reference}) is therefore no longer valid, and your donation certificate does not count it. Our support answers any questions.`,
      ],
    }),
    fr: (v) => ({
      subject: `Votre don à ${v.clubName} a été remboursé`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Votre paiement de CHF ${v.amount} du ${v.date} à ${v.clubName} (${v.productTitle}) a été remboursé. Le montant retourne sur le moyen de paiement que vous avez utilisé (${v.method === 'twint' ? 'TWINT' : 'carte'}) ; selon votre banque, cela prend quelques jours.`,
        `La quittance de ce paiement (référence ${v.reference}) n’est donc plus valable, et votre attestation de dons ne le compte pas. Notre support répond à vos questions.`,
      ],
    }),
    it: (v) => ({
      subject: `La tua donazione a ${v.clubName} è stata rimborsata`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `Il tuo pagamento di CHF ${v.amount} del ${v.date} a ${v.clubName} (${v.productTitle}) è stato rimborsato. L’importo torna sul mezzo di pagamento che hai usato (${v.method === 'twint' ? 'TWINT' : 'carta'}); a seconda della banca ci vogliono alcuni giorni.`,
        `La ricevuta di questo pagamento (riferimento ${v.reference}) non è quindi più valida e il tuo attestato di donazione non la conta. Il nostro supporto risponde alle tue domande.`,
      ],
    }),
  },
  donationRefundedClub: {
    de: (v) => ({
      subject: `Spende an ${v.clubName} erstattet: CHF ${v.amount}`,
      greeting: 'Hallo',
      paragraphs: [
        `${v.platform} hat eine Zahlung von CHF ${v.amount} vom ${v.date} an ${v.clubName} (${v.productTitle}, Referenz ${v.reference}) an die spendende Person zurückerstattet.`,
        `Euer Anteil daran, CHF ${v.net}, wird Eurem Guthaben abgezogen. War er schon Teil einer Auszahlung, wird er mit der nächsten Auszahlung verrechnet. Die Gebühr von CHF ${v.fee} behält ${v.platform} nicht. Der CSV-Export im Dashboard unter «Finanzen» führt sie als Rückerstattung auf.`,
      ],
      button: 'Zu den Finanzen',
    }),
    en: (v) => ({
      subject: `Donation to ${v.clubName} refunded: CHF ${v.amount}`,
      greeting: 'Hello',
      paragraphs: [
        `${v.platform} has refunded a payment of CHF ${v.amount} of ${v.date} to ${v.clubName} (${v.productTitle}, reference ${v.reference}) to its donor.`,
        `Your share of it, CHF ${v.net}, is taken off your balance. If it was already part of a payout, it is deducted from the next payout. ${v.platform} does not keep its fee of CHF ${v.fee}. The CSV export in the dashboard under “Financials” lists it as a refund.`,
      ],
      button: 'Open financials',
    }),
    fr: (v) => ({
      subject: `Don à ${v.clubName} remboursé : CHF ${v.amount}`,
      greeting: 'Bonjour',
      paragraphs: [
        `${v.platform} a remboursé au donateur ou à la donatrice un paiement de CHF ${v.amount} du ${v.date} à ${v.clubName} (${v.productTitle}, référence ${v.reference}).`,
        `Votre part, CHF ${v.net}, est déduite de votre solde. Si elle faisait déjà partie d’un versement, elle est déduite du prochain versement. ${v.platform} ne garde pas ses frais de CHF ${v.fee}. L’export CSV du tableau de bord sous « Finances » le mentionne comme remboursement.`,
      ],
      button: 'Voir les finances',
    }),
    it: (v) => ({
      subject: `Donazione a ${v.clubName} rimborsata: CHF ${v.amount}`,
      greeting: 'Ciao',
      paragraphs: [
        `${v.platform} ha rimborsato a chi ha donato un pagamento di CHF ${v.amount} del ${v.date} a ${v.clubName} (${v.productTitle}, riferimento ${v.reference}).`,
        `La vostra quota, CHF ${v.net}, viene dedotta dal vostro saldo. Se faceva già parte di un versamento, viene dedotta dal prossimo versamento. ${v.platform} non trattiene la sua commissione di CHF ${v.fee}. L’esportazione CSV del dashboard alla voce «Finanze» lo riporta come rimborso.`,
      ],
      button: 'Apri le finanze',
    }),
  },
});
