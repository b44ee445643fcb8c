import { mailSet } from '../mail/template-types';

/* The operator's review decisions, to every administrator of the club in their language. */

export const REVIEW_MAILS = mailSet({
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
});
