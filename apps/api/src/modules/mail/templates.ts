import type { WireLanguage } from '@tifo/contract';

export type TemplateName =
  | 'verifyEmail'
  | 'resetPassword'
  | 'welcome'
  | 'contactOperator'
  | 'contactConfirmation'
  | 'donationReceipt';

interface TemplateText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  button?: string;
  /** Shown under the button, e.g. the reset code to copy. */
  after?: string;
  /** A text someone wrote (e.g. a contact message), shown set off with its line breaks kept. */
  quote?: string;
}

type Vars = Record<string, string>;
type Texts = Record<WireLanguage, (vars: Vars) => TemplateText>;

/** The operator reads German; the sender's language is named in the mail. */
const contactOperator = (v: Vars): TemplateText => ({
  subject: `Neue Kontaktanfrage: ${v.subject}`,
  greeting: 'Neue Kontaktanfrage',
  paragraphs: [
    `Über das Kontaktformular von ${v.platform} ist eine Nachricht eingegangen.`,
    `Name: ${v.name}`,
    `E-Mail: ${v.email}`,
    `Betreff: ${v.subject}`,
    `Sprache: ${v.language}`,
    `Bitte antworte direkt an ${v.email} (innerhalb von 2 Arbeitstagen). Die Nachricht:`,
  ],
  quote: v.message,
});

const TEMPLATES: Record<TemplateName, Texts> = {
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
      button: "Confirmer l'adresse e-mail",
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
        "Le code est valable une heure et ne peut être utilisé qu'une fois. Ensuite, vous serez déconnecté·e sur tous les autres appareils. Si ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.",
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
  contactOperator: { de: contactOperator, en: contactOperator, fr: contactOperator, it: contactOperator },
  // No text from the form goes into this mail: the sender's address is unverified, so anything quoted here
  // could be used to send spam through us to a stranger.
  contactConfirmation: {
    de: (v) => ({
      subject: `Deine Nachricht an ${v.platform}`,
      greeting: 'Hallo',
      paragraphs: [
        `Vielen Dank für Deine Nachricht an ${v.platform}! Wir antworten Dir innerhalb von 2 Arbeitstagen.`,
        'Falls Du uns nicht geschrieben hast, kannst Du diese E-Mail ignorieren.',
      ],
    }),
    en: (v) => ({
      subject: `Your message to ${v.platform}`,
      greeting: 'Hello',
      paragraphs: [
        `Thank you for your message to ${v.platform}! We will answer within 2 working days.`,
        'If you did not write to us, you can ignore this email.',
      ],
    }),
    fr: (v) => ({
      subject: `Votre message à ${v.platform}`,
      greeting: 'Bonjour',
      paragraphs: [
        `Merci pour votre message à ${v.platform} ! Nous vous répondrons dans un délai de 2 jours ouvrables.`,
        'Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.',
      ],
    }),
    it: (v) => ({
      subject: `Il tuo messaggio a ${v.platform}`,
      greeting: 'Ciao',
      paragraphs: [
        `Grazie per il tuo messaggio a ${v.platform}! Ti risponderemo entro 2 giorni lavorativi.`,
        'Se non ci hai scritto, puoi ignorare questa e-mail.',
      ],
    }),
  },
  /** After each successful donation; the PDF (certificate or payment confirmation) is attached. */
  donationReceipt: {
    de: (v) => ({
      subject: `${v.title}: CHF ${v.amount} an ${v.clubName}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Herzlichen Dank! Deine Zahlung von CHF ${v.amount} an ${v.clubName} (${v.productTitle}) ist am ${v.date} eingegangen.`,
        `Davon gehen CHF ${v.net} an ${v.clubName}; die Plattformgebühr beträgt CHF ${v.fee}.`,
        `Im Anhang findest Du die ${v.title} (Referenz ${v.reference}).`,
      ],
    }),
    en: (v) => ({
      subject: `${v.title}: CHF ${v.amount} to ${v.clubName}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `Thank you! Your payment of CHF ${v.amount} to ${v.clubName} (${v.productTitle}) was received on ${v.date}.`,
        `CHF ${v.net} of it goes to ${v.clubName}; the platform fee is CHF ${v.fee}.`,
        `The ${(v.title ?? '').toLowerCase()} is attached (reference ${v.reference}).`,
      ],
    }),
    fr: (v) => ({
      subject: `${v.title} : CHF ${v.amount} à ${v.clubName}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Merci beaucoup ! Votre paiement de CHF ${v.amount} à ${v.clubName} (${v.productTitle}) a été reçu le ${v.date}.`,
        `CHF ${v.net} vont à ${v.clubName} ; les frais de plateforme sont de CHF ${v.fee}.`,
        `Vous trouverez en annexe le document « ${v.title} » (référence ${v.reference}).`,
      ],
    }),
    it: (v) => ({
      subject: `${v.title}: CHF ${v.amount} a ${v.clubName}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `Grazie mille! Il tuo pagamento di CHF ${v.amount} a ${v.clubName} (${v.productTitle}) è stato ricevuto il ${v.date}.`,
        `CHF ${v.net} vanno a ${v.clubName}; la commissione della piattaforma è di CHF ${v.fee}.`,
        `In allegato trovi il documento «${v.title}» (riferimento ${v.reference}).`,
      ],
    }),
  },
};

const FOOTER: Record<WireLanguage, (platform: string, support: string) => string> = {
  de: (p, s) => `${p} – die Spenden- und Sponsoringplattform für den Schweizer Sport. Fragen? ${s}`,
  en: (p, s) => `${p} – the donation and sponsoring platform for Swiss sport. Questions? ${s}`,
  fr: (p, s) => `${p} – la plateforme de dons et de sponsoring du sport suisse. Des questions ? ${s}`,
  it: (p, s) => `${p} – la piattaforma di donazioni e sponsorizzazioni per lo sport svizzero. Domande? ${s}`,
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function renderMail(
  template: TemplateName,
  language: WireLanguage,
  vars: Vars & { platform: string; support: string; link?: string },
): RenderedMail {
  const t = TEMPLATES[template][language](vars);
  const footer = FOOTER[language](vars.platform, vars.support);
  const button =
    t.button && vars.link
      ? `<p style="margin:28px 0"><a href="${escapeHtml(vars.link)}" style="background:#D7263D;color:#fff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(t.button)}</a></p>`
      : '';
  const after = t.after
    ? `<p style="font-family:monospace;font-size:15px;background:#F8F6F1;padding:10px 12px;border-radius:6px;word-break:break-all">${escapeHtml(t.after)}</p>`
    : '';
  // Escaped first, then each line break becomes <br>, so the sender's text keeps its lines.
  const quote =
    t.quote !== undefined
      ? `<div style="line-height:1.55;margin:4px 0 12px;padding:12px 14px;background:#F8F6F1;border-left:4px solid #D7263D;border-radius:6px;overflow-wrap:anywhere">${escapeHtml(t.quote).replace(/\r\n|\r|\n/g, '<br>')}</div>`
      : '';
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;background:#F8F6F1;font-family:Helvetica,Arial,sans-serif;color:#14213D">
<div style="max-width:560px;margin:0 auto;padding:32px 20px">
<div style="font-size:26px;font-weight:800;color:#D7263D;margin-bottom:20px">${escapeHtml(vars.platform)}</div>
<div style="background:#fff;border-radius:12px;padding:28px 24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(t.greeting)}</h1>
${t.paragraphs.map((p) => `<p style="line-height:1.55;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${quote}${button}${after}
</div>
<p style="font-size:12px;color:#5c6478;margin-top:20px">${escapeHtml(footer)}</p>
</div></body></html>`;
  const text = [
    `${t.greeting},`,
    '',
    ...t.paragraphs.flatMap((p) => [p, '']),
    ...(t.quote !== undefined ? [...t.quote.split(/\r\n|\r|\n/).map((line) => `> ${line}`), ''] : []),
    ...(t.button && vars.link ? [`${t.button}: ${vars.link}`, ''] : []),
    ...(t.after ? [t.after, ''] : []),
    '--',
    footer,
  ].join('\n');
  return { subject: t.subject, html, text };
}
