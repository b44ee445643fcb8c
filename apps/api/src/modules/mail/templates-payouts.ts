import type { Texts } from './template-types';

/*
 * The mails of payouts (issue 15), to a club's admins and finance users in their language: a payout was paid
 * (with its PDF statement), or it failed and the money is back in the club's balance. And the refund of a
 * donation, to its donor. Same shape as
 * templates.ts (no import between them but this one).
 */

export type PayoutTemplateName = 'payoutPaid' | 'payoutFailed' | 'donationRefunded' | 'donationRefundedClub';

export const PAYOUT_TEMPLATES: Record<PayoutTemplateName, Texts> = {
  payoutPaid: {
    de: (v) => ({
      subject: `Auszahlung an ${v.clubName}: CHF ${v.amount}`,
      greeting: 'Hallo',
      paragraphs: [
        `${v.platform} hat CHF ${v.amount} an ${v.clubName} überwiesen, auf das Konto mit der IBAN, die auf ${v.ibanLast4} endet. Die Auszahlung umfasst die Spenden bis und mit ${v.periodTo}.`,
        'Die Abrechnung mit jeder Spende, der Gebühr und dem Nettobetrag liegt als PDF bei. Alle Auszahlungen findest Du im Dashboard unter «Finanzen».',
      ],
      button: 'Zu den Finanzen',
    }),
    en: (v) => ({
      subject: `Payout to ${v.clubName}: CHF ${v.amount}`,
      greeting: 'Hello',
      paragraphs: [
        `${v.platform} has transferred CHF ${v.amount} to ${v.clubName}, to the account whose IBAN ends in ${v.ibanLast4}. The payout covers the donations up to and including ${v.periodTo}.`,
        'The statement with every donation, the fee and the net amount is attached as a PDF. All payouts are in the dashboard under “Financials”.',
      ],
      button: 'Open financials',
    }),
    fr: (v) => ({
      subject: `Versement à ${v.clubName} : CHF ${v.amount}`,
      greeting: 'Bonjour',
      paragraphs: [
        `${v.platform} a viré CHF ${v.amount} à ${v.clubName}, sur le compte dont l’IBAN se termine par ${v.ibanLast4}. Le versement couvre les dons jusqu’au ${v.periodTo} inclus.`,
        'Le décompte avec chaque don, les frais et le montant net est joint en PDF. Tous les versements se trouvent dans le tableau de bord sous « Finances ».',
      ],
      button: 'Voir les finances',
    }),
    it: (v) => ({
      subject: `Versamento a ${v.clubName}: CHF ${v.amount}`,
      greeting: 'Ciao',
      paragraphs: [
        `${v.platform} ha bonificato CHF ${v.amount} a ${v.clubName}, sul conto con l’IBAN che termina con ${v.ibanLast4}. Il versamento comprende le donazioni fino al ${v.periodTo} incluso.`,
        'Il rendiconto con ogni donazione, la commissione e l’importo netto è allegato in PDF. Tutti i versamenti sono nel dashboard alla voce «Finanze».',
      ],
      button: 'Apri le finanze',
    }),
  },
  payoutFailed: {
    de: (v) => ({
      subject: `Auszahlung an ${v.clubName} fehlgeschlagen`,
      greeting: 'Hallo',
      paragraphs: [
        `Die Auszahlung von CHF ${v.amount} an ${v.clubName} (IBAN endet auf ${v.ibanLast4}) konnte nicht ausgeführt werden. Grund: ${v.reason}`,
        'Der Betrag ist wieder in Eurem Guthaben und wird mit der nächsten Auszahlung überwiesen. Bitte prüft die Bankverbindung in Euren Vereinsdaten.',
      ],
      button: 'Bankverbindung prüfen',
    }),
    en: (v) => ({
      subject: `Payout to ${v.clubName} failed`,
      greeting: 'Hello',
      paragraphs: [
        `The payout of CHF ${v.amount} to ${v.clubName} (IBAN ending in ${v.ibanLast4}) could not be made. Reason: ${v.reason}`,
        'The amount is back in your balance and will be paid with the next payout. Please check the bank details of your organisation.',
      ],
      button: 'Check bank details',
    }),
    fr: (v) => ({
      subject: `Le versement à ${v.clubName} a échoué`,
      greeting: 'Bonjour',
      paragraphs: [
        `Le versement de CHF ${v.amount} à ${v.clubName} (IBAN se terminant par ${v.ibanLast4}) n’a pas pu être effectué. Motif : ${v.reason}`,
        'Le montant est de retour dans votre solde et sera versé avec le prochain versement. Veuillez vérifier les coordonnées bancaires de votre organisation.',
      ],
      button: 'Vérifier la banque',
    }),
    it: (v) => ({
      subject: `Il versamento a ${v.clubName} non è riuscito`,
      greeting: 'Ciao',
      paragraphs: [
        `Il versamento di CHF ${v.amount} a ${v.clubName} (IBAN che termina con ${v.ibanLast4}) non è stato eseguito. Motivo: ${v.reason}`,
        'L’importo è di nuovo nel vostro saldo e sarà versato con il prossimo versamento. Verificate le coordinate bancarie della vostra organizzazione.',
      ],
      button: 'Verifica la banca',
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
};
