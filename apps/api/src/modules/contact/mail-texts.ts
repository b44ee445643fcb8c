import { mailSet, type TemplateText, type Vars } from '../mail/template-types';

/* The contact form's mails: the message to the operator, and the sender's confirmation. */

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

export const CONTACT_MAILS = mailSet({
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
});
