import type { Texts } from './template-types';

/*
 * Security notices of an account (users/service.ts): the password was changed (in the profile, or with a reset
 * code). Someone who did not do it is told what to do at once: the button opens "forgot password", which works
 * from the mailbox alone. `changedAt` is Swiss time (DD.MM.YYYY HH:MM).
 */

export type AccountTemplateName = 'passwordChanged';

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
};
