import { mailSet } from '../mail/template-types';

/*
 * The mails of donation subscriptions (issue 13), in the donor's language: the reminder before a charge of a
 * six-monthly or yearly subscription, a declined renewal, a renewal the bank wants confirmed (3-D Secure), the
 * cancellation, and the note to the club when a supporter's subscription ends. The receipt of each charge is
 * the donation receipt with the subscription's terms added (payments/mail-texts.ts recurringReceiptNote).
 */

export const SUBSCRIPTION_MAILS = mailSet({
  /** The club stopped offering the product: the subscription goes on until the donor cancels it. */
  subscriptionProductDeactivated: {
    de: (v) => ({
      subject: `«${v.productTitle}» wird nicht mehr angeboten – Dein Abo läuft weiter`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `${v.clubName} bietet «${v.productTitle}» neuen Unterstützerinnen und Unterstützern nicht mehr an. Dein Abo (CHF ${v.amount} ${v.every}) läuft weiter wie vereinbart.`,
        'Möchtest Du es beenden, kannst Du es jederzeit kündigen; danach wird nichts mehr belastet.',
      ],
      button: 'Abo verwalten',
    }),
    en: (v) => ({
      subject: `“${v.productTitle}” is no longer offered – your subscription continues`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `${v.clubName} no longer offers “${v.productTitle}” to new supporters. Your subscription (CHF ${v.amount} ${v.every}) continues as agreed.`,
        'If you want to end it, you can cancel at any time; nothing is charged after that.',
      ],
      button: 'Manage subscription',
    }),
    fr: (v) => ({
      subject: `« ${v.productTitle} » n’est plus proposé – votre abonnement continue`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `${v.clubName} ne propose plus « ${v.productTitle} » aux nouveaux soutiens. Votre abonnement (CHF ${v.amount} ${v.every}) continue comme convenu.`,
        'Si vous souhaitez y mettre fin, vous pouvez le résilier à tout moment ; plus rien ne sera débité ensuite.',
      ],
      button: 'Gérer l’abonnement',
    }),
    it: (v) => ({
      subject: `«${v.productTitle}» non è più offerto – il tuo abbonamento continua`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `${v.clubName} non offre più «${v.productTitle}» ai nuovi sostenitori. Il tuo abbonamento (CHF ${v.amount} ${v.every}) continua come concordato.`,
        'Se vuoi terminarlo, puoi disdirlo in qualsiasi momento; dopo non verrà addebitato più nulla.',
      ],
      button: 'Gestisci l’abbonamento',
    }),
  },
  /** Seven days before each charge of a six-monthly or yearly subscription. */
  subscriptionReminder: {
    de: (v) => ({
      subject: `In 7 Tagen: CHF ${v.amount} an ${v.clubName}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Am ${v.date} belasten wir Deine Karte ${v.card} mit CHF ${v.amount} für Dein Abo «${v.productTitle}» bei ${v.clubName} (${v.every}).`,
        'Möchtest Du nicht weiter spenden, kannst Du das Abo vorher mit einem Klick kündigen; es wird dann nichts mehr belastet.',
      ],
      button: 'Abo verwalten',
    }),
    en: (v) => ({
      subject: `In 7 days: CHF ${v.amount} to ${v.clubName}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `On ${v.date} we will charge CHF ${v.amount} to your card ${v.card} for your subscription “${v.productTitle}” with ${v.clubName} (${v.every}).`,
        'If you do not want to give any more, you can cancel it before then with one click; nothing more will be charged.',
      ],
      button: 'Manage subscription',
    }),
    fr: (v) => ({
      subject: `Dans 7 jours : CHF ${v.amount} à ${v.clubName}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Le ${v.date}, nous débiterons CHF ${v.amount} de votre carte ${v.card} pour votre abonnement « ${v.productTitle} » auprès de ${v.clubName} (${v.every}).`,
        'Si vous ne souhaitez plus donner, vous pouvez le résilier avant en un clic ; plus rien ne sera débité.',
      ],
      button: 'Gérer l’abonnement',
    }),
    it: (v) => ({
      subject: `Tra 7 giorni: CHF ${v.amount} a ${v.clubName}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `Il ${v.date} addebiteremo CHF ${v.amount} sulla tua carta ${v.card} per il tuo abbonamento «${v.productTitle}» presso ${v.clubName} (${v.every}).`,
        'Se non vuoi più donare, puoi disdirlo prima con un clic; non verrà addebitato più nulla.',
      ],
      button: 'Gestisci l’abbonamento',
    }),
  },
  /** A renewal was declined; another try follows unless it was the last. */
  subscriptionChargeFailed: {
    de: (v) => ({
      subject: `Deine Spende an ${v.clubName} konnte nicht belastet werden`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Die Belastung von CHF ${v.amount} für Dein Abo «${v.productTitle}» wurde abgelehnt (von Deiner Bank oder der Kartenherausgeberin).`,
        `Wir versuchen es am ${v.retryDate} noch einmal (Versuch ${v.attempt} von ${v.attempts}). Bitte hinterlege bis dahin eine gültige Karte; sie gilt dann für alle Deine Abos.`,
      ],
      button: 'Karte aktualisieren',
    }),
    en: (v) => ({
      subject: `Your donation to ${v.clubName} could not be charged`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `The charge of CHF ${v.amount} for your subscription “${v.productTitle}” was declined (by your bank or card issuer).`,
        `We will try again on ${v.retryDate} (try ${v.attempt} of ${v.attempts}). Please add a valid card before then; it will be used for all your subscriptions.`,
      ],
      button: 'Update card',
    }),
    fr: (v) => ({
      subject: `Votre don à ${v.clubName} n’a pas pu être débité`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Le débit de CHF ${v.amount} pour votre abonnement « ${v.productTitle} » a été refusé (par votre banque ou l’émetteur de la carte).`,
        `Nous réessaierons le ${v.retryDate} (essai ${v.attempt} sur ${v.attempts}). Merci d’enregistrer d’ici là une carte valable ; elle servira pour tous vos abonnements.`,
      ],
      button: 'Mettre à jour la carte',
    }),
    it: (v) => ({
      subject: `La tua donazione a ${v.clubName} non è stata addebitata`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `L’addebito di CHF ${v.amount} per il tuo abbonamento «${v.productTitle}» è stato rifiutato (dalla tua banca o dall’emittente della carta).`,
        `Riproveremo il ${v.retryDate} (tentativo ${v.attempt} di ${v.attempts}). Registra entro allora una carta valida; varrà per tutti i tuoi abbonamenti.`,
      ],
      button: 'Aggiorna la carta',
    }),
  },
  /** The bank wants the donor to confirm a renewal (3-D Secure); nothing has been charged yet. */
  subscriptionActionRequired: {
    de: (v) => ({
      subject: `Bitte bestätige Deine Spende von CHF ${v.amount} an ${v.clubName}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `Deine Bank möchte, dass Du die Belastung von CHF ${v.amount} für Dein Abo «${v.productTitle}» selbst bestätigst (3-D Secure). Bis dahin wird nichts belastet.`,
        `Der Link ist bis am ${v.dueDate} gültig.`,
      ],
      button: 'Zahlung bestätigen',
    }),
    en: (v) => ({
      subject: `Please confirm your donation of CHF ${v.amount} to ${v.clubName}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `Your bank wants you to confirm the charge of CHF ${v.amount} for your subscription “${v.productTitle}” yourself (3-D Secure). Nothing is charged until then.`,
        `The link is valid until ${v.dueDate}.`,
      ],
      button: 'Confirm payment',
    }),
    fr: (v) => ({
      subject: `Merci de confirmer votre don de CHF ${v.amount} à ${v.clubName}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `Votre banque souhaite que vous confirmiez vous-même le débit de CHF ${v.amount} pour votre abonnement « ${v.productTitle} » (3-D Secure). Rien n’est débité d’ici là.`,
        `Le lien est valable jusqu’au ${v.dueDate}.`,
      ],
      button: 'Confirmer le paiement',
    }),
    it: (v) => ({
      subject: `Conferma la tua donazione di CHF ${v.amount} a ${v.clubName}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `La tua banca chiede che tu confermi l’addebito di CHF ${v.amount} per il tuo abbonamento «${v.productTitle}» (3-D Secure). Fino ad allora non viene addebitato nulla.`,
        `Il link è valido fino al ${v.dueDate}.`,
      ],
      button: 'Conferma il pagamento',
    }),
  },
  /** The subscription ended: the donor cancelled it, the last try was declined, or the club left. */
  subscriptionCancelled: {
    de: (v) => ({
      subject: `Dein Abo «${v.productTitle}» bei ${v.clubName} ist beendet`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        v.reason === 'declined'
          ? `Wir konnten CHF ${v.amount} auch nach ${v.attempts} Versuchen nicht von Deiner Karte belasten. Dein Abo ist deshalb beendet.`
          : v.reason === 'club'
            ? `${v.clubName} ist nicht mehr auf der Plattform. Dein Abo ist deshalb beendet.`
            : 'Du hast Dein Abo gekündigt.',
        'Es wird nichts mehr belastet. Herzlichen Dank für Deine bisherige Unterstützung!',
      ],
    }),
    en: (v) => ({
      subject: `Your subscription “${v.productTitle}” with ${v.clubName} has ended`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        v.reason === 'declined'
          ? `We could not charge CHF ${v.amount} to your card after ${v.attempts} tries, so your subscription has ended.`
          : v.reason === 'club'
            ? `${v.clubName} is no longer on the platform, so your subscription has ended.`
            : 'You cancelled your subscription.',
        'Nothing more will be charged. Thank you for your support so far!',
      ],
    }),
    fr: (v) => ({
      subject: `Votre abonnement « ${v.productTitle} » auprès de ${v.clubName} a pris fin`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        v.reason === 'declined'
          ? `Nous n’avons pas pu débiter CHF ${v.amount} de votre carte après ${v.attempts} essais ; votre abonnement a donc pris fin.`
          : v.reason === 'club'
            ? `${v.clubName} n’est plus sur la plateforme ; votre abonnement a donc pris fin.`
            : 'Vous avez résilié votre abonnement.',
        'Plus rien ne sera débité. Merci pour votre soutien jusqu’ici !',
      ],
    }),
    it: (v) => ({
      subject: `Il tuo abbonamento «${v.productTitle}» presso ${v.clubName} è terminato`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        v.reason === 'declined'
          ? `Non siamo riusciti ad addebitare CHF ${v.amount} sulla tua carta dopo ${v.attempts} tentativi; il tuo abbonamento è quindi terminato.`
          : v.reason === 'club'
            ? `${v.clubName} non è più sulla piattaforma; il tuo abbonamento è quindi terminato.`
            : 'Hai disdetto il tuo abbonamento.',
        'Non verrà addebitato più nulla. Grazie per il tuo sostegno finora!',
      ],
    }),
  },
  /** To the club's administrators when a supporter's subscription ends because the card kept failing. */
  subscriptionEndedClub: {
    de: (v) => ({
      subject: `Ein Abo für «${v.productTitle}» ist beendet`,
      greeting: `Hallo ${v.clubName}`,
      paragraphs: [
        `Das Abo von ${v.donorName} für «${v.productTitle}» (CHF ${v.amount} ${v.every}) ist beendet: die Karte wurde nach ${v.attempts} Versuchen nicht belastet.`,
        'Die bisherigen Spenden bleiben verbucht. Die Aktivität des Produkts zeigt alle Belastungen und Abbrüche.',
      ],
    }),
    en: (v) => ({
      subject: `A subscription to “${v.productTitle}” has ended`,
      greeting: `Hello ${v.clubName}`,
      paragraphs: [
        `${v.donorName}'s subscription to “${v.productTitle}” (CHF ${v.amount} ${v.every}) has ended: the card could not be charged after ${v.attempts} tries.`,
        'The donations so far remain booked. The product’s activity shows every charge and cancellation.',
      ],
    }),
    fr: (v) => ({
      subject: `Un abonnement à « ${v.productTitle} » a pris fin`,
      greeting: `Bonjour ${v.clubName}`,
      paragraphs: [
        `L’abonnement de ${v.donorName} à « ${v.productTitle} » (CHF ${v.amount} ${v.every}) a pris fin : la carte n’a pas pu être débitée après ${v.attempts} essais.`,
        'Les dons déjà versés restent comptabilisés. L’activité du produit montre chaque débit et chaque résiliation.',
      ],
    }),
    it: (v) => ({
      subject: `Un abbonamento a «${v.productTitle}» è terminato`,
      greeting: `Ciao ${v.clubName}`,
      paragraphs: [
        `L’abbonamento di ${v.donorName} a «${v.productTitle}» (CHF ${v.amount} ${v.every}) è terminato: la carta non è stata addebitata dopo ${v.attempts} tentativi.`,
        'Le donazioni finora restano contabilizzate. L’attività del prodotto mostra ogni addebito e disdetta.',
      ],
    }),
  },
});
