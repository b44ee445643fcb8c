import { mailSet } from '../mail/template-types';

/*
 * The mails of payouts (issue 15), to a club's admins and finance users in their language: a payout was paid
 * (with its PDF statement), or it failed and the money is back in the club's balance.
 */

export const PAYOUT_MAILS = mailSet({
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
});
