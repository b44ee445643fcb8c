import { mailSet } from '../mail/template-types';

/*
 * confirmSignUp (issue 45): somebody signed up with the address of a person a club had added as a member. The
 * account, with the memberships and invoices waiting on it, opens only when the mailbox follows the link.
 *
 * Security notices of an account (users/service.ts): the password was changed (in the profile, or with a reset
 * code). Someone who did not do it is told what to do at once: the button opens "forgot password", which works
 * from the mailbox alone. `changedAt` is Swiss time (DD.MM.YYYY HH:MM).
 */

export const ACCOUNT_MAILS = mailSet({
  verifyEmail: {
    de: (v) => ({
      subject: `Bestätige Deine E-Mail-Adresse bei ${v.platform}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Willkommen bei ${v.platform}! Bitte bestätige Deine E-Mail-Adresse, damit Du Vereine, Athletinnen und Athleten mit Spenden unterstützen kannst.`,
        'Der Link ist 7 Tage gültig. Falls Du Dich nicht registriert hast, kannst Du diese E-Mail ignorieren.',
      ],
      button: 'E-Mail-Adresse bestätigen',
    }),
    en: (v) => ({
      subject: `Confirm your email address for ${v.platform}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `Welcome to ${v.platform}! Please confirm your email address so that you can support clubs and athletes with donations.`,
        'The link is valid for 7 days. If you did not sign up, you can ignore this email.',
      ],
      button: 'Confirm email address',
    }),
    fr: (v) => ({
      subject: `Confirmez votre adresse e-mail sur ${v.platform}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Bienvenue sur ${v.platform} ! Confirmez votre adresse e-mail pour pouvoir soutenir des clubs et des athlètes par des dons.`,
        'Le lien est valable 7 jours. Si vous ne vous êtes pas inscrit·e, vous pouvez ignorer cet e-mail.',
      ],
      button: 'Confirmer l’adresse e-mail',
    }),
    it: (v) => ({
      subject: `Conferma il tuo indirizzo e-mail su ${v.platform}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `Benvenuto/a su ${v.platform}! Conferma il tuo indirizzo e-mail per poter sostenere club e atleti con le tue donazioni.`,
        'Il link è valido 7 giorni. Se non ti sei registrato/a, puoi ignorare questa e-mail.',
      ],
      button: 'Conferma indirizzo e-mail',
    }),
  },
  resetPassword: {
    de: (v) => ({
      subject: `Dein Code zum Zurücksetzen des Passworts bei ${v.platform}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        'Du hast verlangt, Dein Passwort zurückzusetzen. Klicke auf den Button oder gib den Code unten auf der Seite «Passwort zurücksetzen» ein.',
        'Der Code ist eine Stunde gültig und kann nur einmal verwendet werden. Danach wirst Du auf allen anderen Geräten abgemeldet. Falls Du das nicht warst, ignoriere diese E-Mail – Dein Passwort bleibt unverändert.',
      ],
      button: 'Passwort zurücksetzen',
      after: `Dein Code: ${v.token}`,
    }),
    en: (v) => ({
      subject: `Your ${v.platform} password reset code`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        'You asked to reset your password. Click the button or enter the code below on the "Reset password" page.',
        'The code is valid for one hour and can be used once. Afterwards you are signed out on all other devices. If this was not you, ignore this email – your password stays unchanged.',
      ],
      button: 'Reset password',
      after: `Your code: ${v.token}`,
    }),
    fr: (v) => ({
      subject: `Votre code de réinitialisation du mot de passe ${v.platform}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        'Vous avez demandé à réinitialiser votre mot de passe. Cliquez sur le bouton ou saisissez le code ci-dessous sur la page « Réinitialiser le mot de passe ».',
        'Le code est valable une heure et ne peut être utilisé qu’une fois. Ensuite, vous serez déconnecté·e sur tous les autres appareils. Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
      ],
      button: 'Réinitialiser le mot de passe',
      after: `Votre code : ${v.token}`,
    }),
    it: (v) => ({
      subject: `Il tuo codice per reimpostare la password di ${v.platform}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        'Hai chiesto di reimpostare la password. Clicca sul pulsante o inserisci il codice qui sotto nella pagina «Reimposta password».',
        'Il codice è valido un’ora e si può usare una sola volta. In seguito verrai disconnesso/a da tutti gli altri dispositivi. Se non sei stato/a tu, ignora questa e-mail: la tua password resta invariata.',
      ],
      button: 'Reimposta password',
      after: `Il tuo codice: ${v.token}`,
    }),
  },
  welcome: {
    de: (v) => ({
      subject: `Willkommen bei ${v.platform}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        'Deine E-Mail-Adresse ist bestätigt – Du kannst jetzt spenden.',
        'Finde Vereine, Athletinnen und Athleten in Deiner Nähe, speichere Favoriten und erhalte nach jeder Spende automatisch eine Spendenbescheinigung per E-Mail. Sportvereine registrieren sich kostenlos.',
      ],
      button: 'Vereine entdecken',
    }),
    en: (v) => ({
      subject: `Welcome to ${v.platform}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        'Your email address is confirmed – you can now donate.',
        'Find clubs and athletes near you, save favourites and receive a donation certificate by email after every donation. Sports clubs register for free.',
      ],
      button: 'Discover clubs',
    }),
    fr: (v) => ({
      subject: `Bienvenue sur ${v.platform}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        'Votre adresse e-mail est confirmée : vous pouvez maintenant faire des dons.',
        'Trouvez des clubs et des athlètes près de chez vous, enregistrez vos favoris et recevez une attestation de don par e-mail après chaque don. Les clubs sportifs s’inscrivent gratuitement.',
      ],
      button: 'Découvrir les clubs',
    }),
    it: (v) => ({
      subject: `Benvenuto/a su ${v.platform}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        'Il tuo indirizzo e-mail è confermato: ora puoi fare donazioni.',
        'Trova club e atleti vicino a te, salva i tuoi preferiti e ricevi un attestato di donazione via e-mail dopo ogni donazione. I club sportivi si registrano gratuitamente.',
      ],
      button: 'Scopri i club',
    }),
  },
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
});
