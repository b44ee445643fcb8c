import { mailSet } from '../mail/template-types';

/*
 * The supporter's annual donation certificate (issue 16), e-mailed in January for the year before with the PDF
 * attached.
 */

export const SUPPORTER_MAILS = mailSet({
  annualCertificate: {
    de: (v) => ({
      subject: `Deine Spendenbescheinigung ${v.year}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Herzlichen Dank für Deine Unterstützung im Jahr ${v.year}! Im Anhang findest Du Deine Spendenbescheinigung für die Steuererklärung: Du hast über ${v.platform} CHF ${v.total} gegeben, davon CHF ${v.deductible} als steuerlich abziehbare Spenden.`,
        'Die Bescheinigung und jede einzelne Quittung findest Du jederzeit auch in Deinem Profil.',
      ],
      button: 'Zu meinem Profil',
    }),
    en: (v) => ({
      subject: `Your donation certificate ${v.year}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `Thank you for your support in ${v.year}! Attached is your donation certificate for your tax return: you gave CHF ${v.total} through ${v.platform}, of which CHF ${v.deductible} as tax-deductible donations.`,
        'You can also find the certificate and every single receipt in your profile at any time.',
      ],
      button: 'Open my profile',
    }),
    fr: (v) => ({
      subject: `Votre attestation de dons ${v.year}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Merci pour votre soutien en ${v.year} ! Vous trouverez en annexe votre attestation de dons pour la déclaration d’impôt : vous avez donné CHF ${v.total} par ${v.platform}, dont CHF ${v.deductible} en dons fiscalement déductibles.`,
        'L’attestation et chaque quittance se trouvent aussi à tout moment dans votre profil.',
      ],
      button: 'Voir mon profil',
    }),
    it: (v) => ({
      subject: `Il tuo attestato di donazione ${v.year}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `Grazie per il tuo sostegno nel ${v.year}! In allegato trovi il tuo attestato di donazione per la dichiarazione d’imposta: hai dato CHF ${v.total} tramite ${v.platform}, di cui CHF ${v.deductible} come donazioni fiscalmente deducibili.`,
        'L’attestato e ogni singola ricevuta sono sempre disponibili anche nel tuo profilo.',
      ],
      button: 'Apri il mio profilo',
    }),
  },
});
