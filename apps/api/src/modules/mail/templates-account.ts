import type { Texts } from './template-types';

/*
 * confirmSignUp (issue 45): somebody signed up with the address of a person a club had added as a member. The
 * account, with the memberships and invoices waiting on it, opens only when the mailbox follows the link.
 *
 * Security notices of an account (users/service.ts): the password was changed (in the profile, or with a reset
 * code). Someone who did not do it is told what to do at once: the button opens "forgot password", which works
 * from the mailbox alone. `changedAt` is Swiss time (DD.MM.YYYY HH:MM).
 */

export type AccountTemplateName = 'passwordChanged' | 'confirmSignUp';

export const ACCOUNT_TEMPLATES: Record<AccountTemplateName, Texts> = {
  passwordChanged: {
    de: (v) => ({
      subject: `Dein Passwort bei ${v.platform} wurde geändert`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Das Passwort Deines Kontos ${v.email} wurde am ${v.changedAt} geändert. Auf Deinen anderen Geräten bist Du abgemeldet worden.`,
        `Warst Du das nicht? Dann setze Dein Passwort sofort zurück und melde Dich bei ${v.support}.`,
      ],
      button: 'Passwort zurücksetzen',
    }),
    en: (v) => ({
      subject: `Your ${v.platform} password was changed`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `The password of your account ${v.email} was changed on ${v.changedAt}. You have been signed out on your other devices.`,
        `Was this not you? Then reset your password at once and contact ${v.support}.`,
      ],
      button: 'Reset password',
    }),
    fr: (v) => ({
      subject: `Votre mot de passe ${v.platform} a été modifié`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Le mot de passe de votre compte ${v.email} a été modifié le ${v.changedAt}. Vous avez été déconnecté·e sur vos autres appareils.`,
        `Ce n’était pas vous ? Réinitialisez immédiatement votre mot de passe et contactez ${v.support}.`,
      ],
      button: 'Réinitialiser le mot de passe',
    }),
    it: (v) => ({
      subject: `La tua password di ${v.platform} è stata modificata`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `La password del tuo account ${v.email} è stata modificata il ${v.changedAt}. Sei stato/a disconnesso/a dagli altri dispositivi.`,
        `Non sei stato/a tu? Allora reimposta subito la password e contatta ${v.support}.`,
      ],
      button: 'Reimposta password',
    }),
  },
  confirmSignUp: {
    de: (v) => ({
      subject: `Bestätige Deine Anmeldung bei ${v.platform}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Mit dieser E-Mail-Adresse hat sich soeben jemand bei ${v.platform} angemeldet. Ein Verein hat Dich schon als Mitglied eingetragen; Deine Mitgliedschaften und Rechnungen warten in Deinem Konto.`,
        'Warst Du das? Dann bestätige Deine Adresse mit dem Button: Dein Konto wird mit dem Passwort eröffnet, das Du gewählt hast. Der Link ist 7 Tage gültig.',
        'Warst Du es nicht, ignoriere diese E-Mail: Es ändert sich nichts.',
      ],
      button: 'Anmeldung bestätigen',
    }),
    en: (v) => ({
      subject: `Confirm your sign-up at ${v.platform}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `Somebody has just signed up at ${v.platform} with this email address. A club has already added you as a member; your memberships and invoices are waiting in your account.`,
        'Was this you? Then confirm your address with the button: your account opens with the password you chose. The link is valid for 7 days.',
        'If it was not you, ignore this email: nothing changes.',
      ],
      button: 'Confirm sign-up',
    }),
    fr: (v) => ({
      subject: `Confirmez votre inscription sur ${v.platform}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Quelqu’un vient de s’inscrire sur ${v.platform} avec cette adresse e-mail. Un club vous a déjà inscrit·e comme membre ; vos adhésions et vos factures vous attendent dans votre compte.`,
        'C’était vous ? Confirmez alors votre adresse avec le bouton : votre compte s’ouvre avec le mot de passe que vous avez choisi. Le lien est valable 7 jours.',
        'Si ce n’était pas vous, ignorez cet e-mail : rien ne change.',
      ],
      button: 'Confirmer l’inscription',
    }),
    it: (v) => ({
      subject: `Conferma la tua registrazione su ${v.platform}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `Qualcuno si è appena registrato su ${v.platform} con questo indirizzo e-mail. Un club ti ha già iscritto/a come socio/a; le tue affiliazioni e fatture ti aspettano nel tuo account.`,
        'Sei stato/a tu? Allora conferma il tuo indirizzo con il pulsante: il tuo account si apre con la password che hai scelto. Il link è valido 7 giorni.',
        'Se non sei stato/a tu, ignora questa e-mail: non cambia nulla.',
      ],
      button: 'Conferma registrazione',
    }),
  },
};
