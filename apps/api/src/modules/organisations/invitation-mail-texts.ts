import type { WireLanguage } from '@tifo/contract';
import { mailSet } from '../mail/template-types';

/*
 * The invitation to help run a club (issue 17): the role exists only once the person accepts in their profile.
 * The role names are the edit page's
 * (org.json admins.roles).
 */

const ROLE_NAMES: Record<WireLanguage, Record<string, string>> = {
  de: { ROLE_CLUB: 'Administrator', ROLE_CLUB_FINANCE: 'Finanzen', ROLE_CLUB_OPERATOR: 'Redaktion' },
  en: { ROLE_CLUB: 'Administrator', ROLE_CLUB_FINANCE: 'Finance', ROLE_CLUB_OPERATOR: 'Editor' },
  fr: { ROLE_CLUB: 'Administrateur', ROLE_CLUB_FINANCE: 'Finances', ROLE_CLUB_OPERATOR: 'Rédaction' },
  it: { ROLE_CLUB: 'Amministratore', ROLE_CLUB_FINANCE: 'Finanze', ROLE_CLUB_OPERATOR: 'Redazione' },
};
const role = (language: WireLanguage, key: string | undefined) =>
  ROLE_NAMES[language][key ?? ''] ?? key ?? '';

export const INVITATION_MAILS = mailSet({
  clubInvitation: {
    de: (v) => ({
      subject: `${v.inviter} lädt Dich ein, «${v.clubName}» auf ${v.platform} mitzuverwalten`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `${v.inviter} hat Dich als «${role('de', v.role)}» von «${v.clubName}» eingetragen.`,
        'Die Rolle gilt erst, wenn Du die Einladung in Deinem Profil annimmst. Dort kannst Du sie auch ablehnen; ohne Deine Zustimmung ändert sich an Deinem Konto nichts.',
      ],
      button: 'Einladung ansehen',
    }),
    en: (v) => ({
      subject: `${v.inviter} invites you to help run "${v.clubName}" on ${v.platform}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `${v.inviter} has named you "${role('en', v.role)}" of "${v.clubName}".`,
        'The role applies only once you accept the invitation in your profile. You can also decline it there; without your consent nothing changes on your account.',
      ],
      button: 'View the invitation',
    }),
    fr: (v) => ({
      subject: `${v.inviter} vous invite à gérer « ${v.clubName} » sur ${v.platform}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `${v.inviter} vous a inscrit·e comme « ${role('fr', v.role)} » de « ${v.clubName} ».`,
        'Le rôle ne s’applique qu’une fois l’invitation acceptée dans votre profil. Vous pouvez aussi la refuser ; sans votre accord, rien ne change sur votre compte.',
      ],
      button: 'Voir l’invitation',
    }),
    it: (v) => ({
      subject: `${v.inviter} ti invita a gestire «${v.clubName}» su ${v.platform}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `${v.inviter} ti ha indicato come «${role('it', v.role)}» di «${v.clubName}».`,
        'Il ruolo vale solo quando accetti l’invito nel tuo profilo. Lì puoi anche rifiutarlo; senza il tuo consenso sul tuo conto non cambia nulla.',
      ],
      button: 'Vedi l’invito',
    }),
  },
  clubInvitationDeclined: {
    de: (v) => ({
      subject: `${v.person} hat die Einladung zu «${v.clubName}» abgelehnt`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `${v.person} hat Deine Einladung abgelehnt, «${v.clubName}» als «${role('de', v.role)}» mitzuverwalten.`,
        'Die Person hat keine Rolle im Verein erhalten und steht nicht mehr in der Liste der Administratoren. Du kannst sie erneut einladen, wenn sie es wünscht.',
      ],
      button: 'Administratoren ansehen',
    }),
    en: (v) => ({
      subject: `${v.person} declined the invitation to "${v.clubName}"`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `${v.person} declined your invitation to help run "${v.clubName}" as "${role('en', v.role)}".`,
        'They have no role in the club and are no longer on its list of administrators. You can invite them again if they wish.',
      ],
      button: 'View the administrators',
    }),
    fr: (v) => ({
      subject: `${v.person} a refusé l’invitation à « ${v.clubName} »`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `${v.person} a refusé votre invitation à gérer « ${v.clubName} » comme « ${role('fr', v.role)} ».`,
        'Cette personne n’a reçu aucun rôle dans le club et ne figure plus dans la liste des administrateurs. Vous pouvez l’inviter à nouveau si elle le souhaite.',
      ],
      button: 'Voir les administrateurs',
    }),
    it: (v) => ({
      subject: `${v.person} ha rifiutato l’invito a «${v.clubName}»`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `${v.person} ha rifiutato il tuo invito a gestire «${v.clubName}» come «${role('it', v.role)}».`,
        'Questa persona non ha ricevuto alcun ruolo nel club e non figura più nell’elenco degli amministratori. Puoi invitarla di nuovo se lo desidera.',
      ],
      button: 'Vedi gli amministratori',
    }),
  },
  // To every administrator of the club but the new person: a new role is no surprise to them (a role with the
  // bank data or the money is what someone who took over one admin account would hand out).
  clubInvitationAccepted: {
    de: (v) => ({
      subject: `${v.person} verwaltet jetzt «${v.clubName}» mit`,
      greeting: 'Hallo',
      paragraphs: [
        `${v.person} hat die Einladung angenommen und ist jetzt «${role('de', v.role)}» von «${v.clubName}»${v.inviter ? ` (eingeladen von ${v.inviter})` : ''}.`,
        `Stimmt etwas nicht? Auf der Bearbeitungsseite des Vereins kannst Du die Person bei den Administratoren entfernen. Weisst Du nicht, wer sie eingeladen hat, melde Dich bei ${v.support}.`,
      ],
      button: 'Administratoren ansehen',
    }),
    en: (v) => ({
      subject: `${v.person} now helps run "${v.clubName}"`,
      greeting: 'Hello',
      paragraphs: [
        `${v.person} accepted the invitation and is now "${role('en', v.role)}" of "${v.clubName}"${v.inviter ? ` (invited by ${v.inviter})` : ''}.`,
        `Something wrong? On the club’s edit page you can remove them from the administrators. If you do not know who invited them, contact ${v.support}.`,
      ],
      button: 'View the administrators',
    }),
    fr: (v) => ({
      subject: `${v.person} gère désormais « ${v.clubName} »`,
      greeting: 'Bonjour',
      paragraphs: [
        `${v.person} a accepté l’invitation et est désormais « ${role('fr', v.role)} » de « ${v.clubName} »${v.inviter ? ` (invité·e par ${v.inviter})` : ''}.`,
        `Quelque chose ne va pas ? Sur la page de modification du club, vous pouvez retirer cette personne des administrateurs. Si vous ne savez pas qui l’a invitée, contactez ${v.support}.`,
      ],
      button: 'Voir les administrateurs',
    }),
    it: (v) => ({
      subject: `${v.person} ora gestisce «${v.clubName}»`,
      greeting: 'Ciao',
      paragraphs: [
        `${v.person} ha accettato l’invito ed è ora «${role('it', v.role)}» di «${v.clubName}»${v.inviter ? ` (invitato/a da ${v.inviter})` : ''}.`,
        `Qualcosa non va? Nella pagina di modifica della società puoi rimuovere questa persona dagli amministratori. Se non sai chi l’ha invitata, contatta ${v.support}.`,
      ],
      button: 'Vedi gli amministratori',
    }),
  },
});
