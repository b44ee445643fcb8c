import type { TemplateText, Texts, Vars } from './template-types';
import { ACCOUNT_TEMPLATES, type AccountTemplateName } from './templates-account';
import { BANK_TEMPLATES, type BankTemplateName } from './templates-bank';
import { CLOSURE_TEMPLATES, type ClosureTemplateName } from './templates-closure';
import { DELIVERY_TEMPLATES, type DeliveryTemplateName } from './templates-deliveries';
import { INVITATION_TEMPLATES, type InvitationTemplateName } from './templates-invitations';
import { MEMBERSHIP_TEMPLATES, type MembershipTemplateName } from './templates-memberships';
import { MODERATION_TEMPLATES, type ModerationTemplateName } from './templates-moderation';
import { PAYOUT_TEMPLATES, type PayoutTemplateName } from './templates-payouts';
import {
  recurringReceiptNote,
  SUBSCRIPTION_TEMPLATES,
  type SubscriptionTemplateName,
} from './templates-subscriptions';
import { SUPPORTER_TEMPLATES, type SupporterTemplateName } from './templates-supporter';

export type TemplateName =
  | 'verifyEmail'
  | 'resetPassword'
  | 'welcome'
  | 'contactOperator'
  | 'contactConfirmation'
  | 'clubApproved'
  | 'clubVerified'
  | 'clubRejected'
  | 'donationReceipt'
  | SubscriptionTemplateName
  | MembershipTemplateName
  | PayoutTemplateName
  | SupporterTemplateName
  | InvitationTemplateName
  | DeliveryTemplateName
  | BankTemplateName
  | AccountTemplateName
  | ModerationTemplateName
  | ClosureTemplateName;

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

export const TEMPLATES: Record<TemplateName, Texts> = {
  ...SUBSCRIPTION_TEMPLATES,
  ...MEMBERSHIP_TEMPLATES,
  ...PAYOUT_TEMPLATES,
  ...SUPPORTER_TEMPLATES,
  ...INVITATION_TEMPLATES,
  ...DELIVERY_TEMPLATES,
  ...BANK_TEMPLATES,
  ...ACCOUNT_TEMPLATES,
  ...MODERATION_TEMPLATES,
  ...CLOSURE_TEMPLATES,
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
  // Review outcomes (DESIGN.md §5), to every admin of the club in their language. The badge names are the
  // ones the club page shows (club.json: approved, verified).
  clubApproved: {
    de: (v) => ({
      subject: `${v.clubName} ist jetzt auf ${v.platform} sichtbar`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Gute Nachrichten: Wir haben die Registrierung von «${v.clubName}» geprüft und freigegeben. Die Seite ist ab sofort öffentlich – Unterstützerinnen und Unterstützer finden sie im Vereinsverzeichnis und können spenden.`,
        `Sobald wir auch die eingereichten Dokumente geprüft haben, erhält «${v.clubName}» das Abzeichen «Verifizierter Verein». Bis dahin zeigt die Seite «Freigegeben».`,
        'Tipp: Mit Logo, Titelbild, Produkten und Events wird die Seite einladend. Du kannst sie jederzeit im Vereinsprofil bearbeiten.',
      ],
      button: 'Vereinsseite ansehen',
    }),
    en: (v) => ({
      subject: `${v.clubName} is now live on ${v.platform}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `Good news: we have reviewed and approved the registration of "${v.clubName}". Its page is public from now on – supporters can find it in the club directory and donate.`,
        `Once we have also checked the documents you sent, "${v.clubName}" receives the "Verified Club" badge. Until then the page shows "Approved".`,
        'Tip: a logo, a cover picture, products and events make the page inviting. You can edit it at any time in the club profile.',
      ],
      button: 'View the club page',
    }),
    fr: (v) => ({
      subject: `${v.clubName} est maintenant visible sur ${v.platform}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Bonne nouvelle : nous avons examiné et approuvé l’inscription de « ${v.clubName} ». Sa page est désormais publique : les supporters la trouvent dans l’annuaire des clubs et peuvent faire des dons.`,
        `Dès que nous aurons aussi vérifié les documents envoyés, « ${v.clubName} » recevra le badge « Club vérifié ». D’ici là, la page affiche « Approuvé ».`,
        'Conseil : un logo, une image de couverture, des produits et des événements rendent la page attrayante. Vous pouvez la modifier à tout moment dans le profil du club.',
      ],
      button: 'Voir la page du club',
    }),
    it: (v) => ({
      subject: `${v.clubName} è ora visibile su ${v.platform}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `Buone notizie: abbiamo esaminato e approvato la registrazione di «${v.clubName}». La pagina è ora pubblica: i sostenitori la trovano nell’elenco dei club e possono fare donazioni.`,
        `Non appena avremo verificato anche i documenti inviati, «${v.clubName}» riceverà il badge «Club verificato». Fino ad allora la pagina mostra «Approvato».`,
        'Consiglio: logo, immagine di copertina, prodotti ed eventi rendono la pagina più invitante. Puoi modificarla in qualsiasi momento nel profilo del club.',
      ],
      button: 'Vedi la pagina del club',
    }),
  },
  clubVerified: {
    de: (v) => ({
      subject: `${v.clubName} ist jetzt ein verifizierter Verein`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Wir haben die Dokumente von «${v.clubName}» geprüft. Die Seite trägt ab sofort das Abzeichen «Verifizierter Verein».`,
        'Das Abzeichen zeigt Spenderinnen und Spendern, dass wir die Organisation und ihre Vertretung überprüft haben – das schafft Vertrauen.',
      ],
      button: 'Vereinsseite ansehen',
    }),
    en: (v) => ({
      subject: `${v.clubName} is now a Verified Club`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `We have checked the documents of "${v.clubName}". From now on its page carries the "Verified Club" badge.`,
        'The badge tells donors that we have checked the organisation and the people who represent it – it builds trust.',
      ],
      button: 'View the club page',
    }),
    fr: (v) => ({
      subject: `${v.clubName} est maintenant un club vérifié`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Nous avons vérifié les documents de « ${v.clubName} ». Sa page porte désormais le badge « Club vérifié ».`,
        'Ce badge indique aux donateurs que nous avons contrôlé l’organisation et ses représentants : il inspire confiance.',
      ],
      button: 'Voir la page du club',
    }),
    it: (v) => ({
      subject: `${v.clubName} è ora un club verificato`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `Abbiamo verificato i documenti di «${v.clubName}». Da ora la pagina porta il badge «Club verificato».`,
        'Il badge mostra ai donatori che abbiamo controllato l’organizzazione e chi la rappresenta: crea fiducia.',
      ],
      button: 'Vedi la pagina del club',
    }),
  },
  // The operator's reason is quoted as written (escaped, line breaks kept).
  clubRejected: {
    de: (v) => ({
      subject: `Deine Registrierung von ${v.clubName} braucht noch Anpassungen`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Wir haben die Registrierung von «${v.clubName}» geprüft und können sie so leider noch nicht freigeben. Unsere Begründung:`,
      ],
      quote: v.reason,
      closing: [
        `Bitte passe die Angaben oder Dokumente im Vereinsprofil an und speichere die Bankangaben erneut – dann prüfen wir die Registrierung innerhalb von 48 Stunden noch einmal. Fragen? Schreib uns an ${v.support}.`,
      ],
      button: 'Vereinsprofil bearbeiten',
    }),
    en: (v) => ({
      subject: `Your registration of ${v.clubName} needs some changes`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `We have reviewed the registration of "${v.clubName}" and unfortunately cannot approve it as it is. Our reason:`,
      ],
      quote: v.reason,
      closing: [
        `Please correct the details or documents in the club profile and save the bank details again – we will then review the registration again within 48 hours. Questions? Write to ${v.support}.`,
      ],
      button: 'Edit the club profile',
    }),
    fr: (v) => ({
      subject: `Votre inscription de ${v.clubName} doit être complétée`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Nous avons examiné l’inscription de « ${v.clubName} » et ne pouvons malheureusement pas l’approuver en l’état. Notre motif :`,
      ],
      quote: v.reason,
      closing: [
        `Veuillez corriger les informations ou les documents dans le profil du club et enregistrer à nouveau les coordonnées bancaires : nous examinerons alors l’inscription dans les 48 heures. Des questions ? Écrivez à ${v.support}.`,
      ],
      button: 'Modifier le profil du club',
    }),
    it: (v) => ({
      subject: `La registrazione di ${v.clubName} richiede alcune modifiche`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `Abbiamo esaminato la registrazione di «${v.clubName}» e purtroppo non possiamo approvarla così com’è. La nostra motivazione:`,
      ],
      quote: v.reason,
      closing: [
        `Correggi i dati o i documenti nel profilo del club e salva di nuovo i dati bancari: esamineremo di nuovo la registrazione entro 48 ore. Domande? Scrivi a ${v.support}.`,
      ],
      button: 'Modifica il profilo del club',
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
};

/** Every template's name (tests render each in every language). */
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];
