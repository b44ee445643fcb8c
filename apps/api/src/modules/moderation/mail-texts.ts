import { mailSet } from '../mail/template-types';

/*
 * The operator's measures against misuse (moderation/service.ts, issue 45): the person or the organisation's
 * administrators are told what happened and why, in the operator's own words (`reason`, set off as a quote),
 * and whom to write to. Lifting a measure is told the same way.
 */

export const MODERATION_MAILS = mailSet({
  personSuspended: {
    de: (v) => ({
      subject: `Dein Konto bei ${v.platform} ist gesperrt`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Wir haben Dein Konto ${v.email} gesperrt. Du bist überall abgemeldet und kannst Dich nicht mehr anmelden; Deine Abos und Mitgliedschaften werden in dieser Zeit nicht belastet. Der Grund:`,
      ],
      quote: v.reason,
      closing: [`Hältst Du das für einen Irrtum, antworte uns an ${v.support}.`],
    }),
    en: (v) => ({
      subject: `Your ${v.platform} account is suspended`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `We have suspended your account ${v.email}. You are signed out everywhere and cannot log in; your subscriptions and memberships are not charged meanwhile. The reason:`,
      ],
      quote: v.reason,
      closing: [`If you think this is a mistake, write to us at ${v.support}.`],
    }),
    fr: (v) => ({
      subject: `Votre compte ${v.platform} est suspendu`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Nous avons suspendu votre compte ${v.email}. Vous êtes déconnecté·e partout et ne pouvez plus vous connecter ; vos abonnements et adhésions ne sont pas débités pendant ce temps. Le motif :`,
      ],
      quote: v.reason,
      closing: [`Si vous pensez qu’il s’agit d’une erreur, écrivez-nous à ${v.support}.`],
    }),
    it: (v) => ({
      subject: `Il tuo account ${v.platform} è sospeso`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `Abbiamo sospeso il tuo account ${v.email}. Sei disconnesso/a ovunque e non puoi più accedere; i tuoi abbonamenti e le tue affiliazioni non vengono addebitati nel frattempo. Il motivo:`,
      ],
      quote: v.reason,
      closing: [`Se pensi che si tratti di un errore, scrivici a ${v.support}.`],
    }),
  },
  personRestored: {
    de: (v) => ({
      subject: `Dein Konto bei ${v.platform} ist wieder offen`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        'Die Sperre Deines Kontos ist aufgehoben: Du kannst Dich wieder anmelden. Deine Abos und Mitgliedschaften laufen ab der nächsten Periode weiter; die Zeit der Sperre wird nicht nachbelastet.',
      ],
      quote: v.reason,
      button: 'Anmelden',
    }),
    en: (v) => ({
      subject: `Your ${v.platform} account is open again`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        'The suspension of your account is lifted: you can log in again. Your subscriptions and memberships go on from the next period; the time of the suspension is not charged afterwards.',
      ],
      quote: v.reason,
      button: 'Log in',
    }),
    fr: (v) => ({
      subject: `Votre compte ${v.platform} est de nouveau ouvert`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        'La suspension de votre compte est levée : vous pouvez de nouveau vous connecter. Vos abonnements et adhésions reprennent à la prochaine période ; la durée de la suspension n’est pas débitée après coup.',
      ],
      quote: v.reason,
      button: 'Se connecter',
    }),
    it: (v) => ({
      subject: `Il tuo account ${v.platform} è di nuovo aperto`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        'La sospensione del tuo account è revocata: puoi di nuovo accedere. I tuoi abbonamenti e le tue affiliazioni riprendono dal prossimo periodo; il tempo della sospensione non viene addebitato in seguito.',
      ],
      quote: v.reason,
      button: 'Accedi',
    }),
  },
  clubTakenDown: {
    de: (v) => ({
      subject: `${v.clubName} ist auf ${v.platform} gesperrt`,
      greeting: 'Hallo',
      paragraphs: [
        `Wir haben ${v.clubName} gesperrt: Die Seite ist nicht mehr öffentlich, Spenden und Zahlungslinks sind geschlossen, Abos und Mitgliederrechnungen ruhen und Auszahlungen sind angehalten. Nichts geht verloren. Der Grund:`,
      ],
      quote: v.reason,
      closing: [`Fragen und Einwände bitte an ${v.support}.`],
    }),
    en: (v) => ({
      subject: `${v.clubName} is taken down on ${v.platform}`,
      greeting: 'Hello',
      paragraphs: [
        `We have taken ${v.clubName} down: its page is no longer public, donations and pay links are closed, subscriptions and membership invoices are paused and payouts are held. Nothing is lost. The reason:`,
      ],
      quote: v.reason,
      closing: [`Please send questions and objections to ${v.support}.`],
    }),
    fr: (v) => ({
      subject: `${v.clubName} est suspendue sur ${v.platform}`,
      greeting: 'Bonjour',
      paragraphs: [
        `Nous avons suspendu ${v.clubName} : sa page n’est plus publique, les dons et les liens de paiement sont fermés, les abonnements et les factures de membre sont en pause et les versements sont retenus. Rien n’est perdu. Le motif :`,
      ],
      quote: v.reason,
      closing: [`Questions et objections à ${v.support}.`],
    }),
    it: (v) => ({
      subject: `${v.clubName} è sospesa su ${v.platform}`,
      greeting: 'Ciao',
      paragraphs: [
        `Abbiamo sospeso ${v.clubName}: la sua pagina non è più pubblica, le donazioni e i link di pagamento sono chiusi, gli abbonamenti e le fatture dei soci sono in pausa e i versamenti sono trattenuti. Nulla va perso. Il motivo:`,
      ],
      quote: v.reason,
      closing: [`Domande e obiezioni a ${v.support}.`],
    }),
  },
  clubRestored: {
    de: (v) => ({
      subject: `${v.clubName} ist wieder auf ${v.platform}`,
      greeting: 'Hallo',
      paragraphs: [
        `Die Sperre von ${v.clubName} ist aufgehoben: Die Seite und die Angebote sind wieder öffentlich, Abos und Mitgliedschaften laufen ab der nächsten Periode weiter und die Auszahlungen gehen wieder.`,
      ],
      quote: v.reason,
      button: 'Zum Dashboard',
    }),
    en: (v) => ({
      subject: `${v.clubName} is back on ${v.platform}`,
      greeting: 'Hello',
      paragraphs: [
        `${v.clubName} is no longer taken down: its page and offers are public again, subscriptions and memberships go on from the next period and payouts resume.`,
      ],
      quote: v.reason,
      button: 'Open the dashboard',
    }),
    fr: (v) => ({
      subject: `${v.clubName} est de retour sur ${v.platform}`,
      greeting: 'Bonjour',
      paragraphs: [
        `La suspension de ${v.clubName} est levée : sa page et ses offres sont de nouveau publiques, les abonnements et adhésions reprennent à la prochaine période et les versements reprennent.`,
      ],
      quote: v.reason,
      button: 'Ouvrir le tableau de bord',
    }),
    it: (v) => ({
      subject: `${v.clubName} è di nuovo su ${v.platform}`,
      greeting: 'Ciao',
      paragraphs: [
        `La sospensione di ${v.clubName} è revocata: la pagina e le offerte sono di nuovo pubbliche, abbonamenti e affiliazioni riprendono dal prossimo periodo e i versamenti riprendono.`,
      ],
      quote: v.reason,
      button: 'Apri la dashboard',
    }),
  },
});
