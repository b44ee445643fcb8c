import { mailSet } from '../mail/template-types';

/*
 * The delivery notice (deliveries/notices.ts): the club's admins and editors are told of orders with delivery paid
 * since the last run. `count` is formatted (1'234), `items` lists "2 × Trikot-Sponsoring, 1 × Fanschal". The
 * addresses stay in Tifo: the button opens the products tab's deliveries. The donor is told once their order is
 * on its way (deliveries/service.ts markSent), with the address it goes to and whom to ask.
 */

const one = (count: string | undefined) => count === '1';

export const DELIVERY_MAILS = mailSet({
  deliveriesOrdered: {
    de: (v) => ({
      subject: one(v.count)
        ? `Neu zu versenden: 1 Bestellung für ${v.clubName}`
        : `Neu zu versenden: ${v.count} Bestellungen für ${v.clubName}`,
      greeting: 'Hallo',
      paragraphs: [
        one(v.count)
          ? `Für ${v.clubName} ist eine Bestellung mit Lieferung bezahlt worden: ${v.items}.`
          : `Für ${v.clubName} sind ${v.count} Bestellungen mit Lieferung bezahlt worden: ${v.items}.`,
        'Die Lieferadressen findest Du im Dashboard unter «Produkte» bei den Lieferungen. Markiere eine Lieferung dort als versendet, sobald sie unterwegs ist.',
      ],
      button: 'Zu den Lieferungen',
    }),
    en: (v) => ({
      subject: one(v.count)
        ? `To send: 1 order for ${v.clubName}`
        : `To send: ${v.count} orders for ${v.clubName}`,
      greeting: 'Hello',
      paragraphs: [
        one(v.count)
          ? `An order with delivery has been paid for ${v.clubName}: ${v.items}.`
          : `${v.count} orders with delivery have been paid for ${v.clubName}: ${v.items}.`,
        'The delivery addresses are in the dashboard under “Products”, with the deliveries. Mark a delivery as sent there once it is on its way.',
      ],
      button: 'Open the deliveries',
    }),
    fr: (v) => ({
      subject: one(v.count)
        ? `À envoyer : 1 commande pour ${v.clubName}`
        : `À envoyer : ${v.count} commandes pour ${v.clubName}`,
      greeting: 'Bonjour',
      paragraphs: [
        one(v.count)
          ? `Une commande avec livraison a été payée pour ${v.clubName} : ${v.items}.`
          : `${v.count} commandes avec livraison ont été payées pour ${v.clubName} : ${v.items}.`,
        'Les adresses de livraison se trouvent dans le tableau de bord sous « Produits », avec les livraisons. Marquez-y une livraison comme envoyée dès qu’elle est en route.',
      ],
      button: 'Voir les livraisons',
    }),
    it: (v) => ({
      subject: one(v.count)
        ? `Da spedire: 1 ordine per ${v.clubName}`
        : `Da spedire: ${v.count} ordini per ${v.clubName}`,
      greeting: 'Ciao',
      paragraphs: [
        one(v.count)
          ? `Per ${v.clubName} è stato pagato un ordine con consegna: ${v.items}.`
          : `Per ${v.clubName} sono stati pagati ${v.count} ordini con consegna: ${v.items}.`,
        'Gli indirizzi di consegna si trovano nel dashboard alla voce «Prodotti», con le consegne. Segna lì una consegna come spedita appena è partita.',
      ],
      button: 'Apri le consegne',
    }),
  },
  deliverySent: {
    de: (v) => ({
      subject: `Unterwegs zu Dir: ${v.productTitle} von ${v.clubName}`,
      greeting: `Hallo ${v.firstName}`,
      paragraphs: [
        `${v.clubName} hat Deine Bestellung «${v.productTitle}» vom ${v.date} versendet, an ${v.address}.`,
        `Fragen zur Lieferung beantwortet der Verein direkt: ${v.clubEmail}. Deine Spenden und Quittungen findest Du in Deinem Profil.`,
      ],
      button: 'Zum Profil',
    }),
    en: (v) => ({
      subject: `On its way to you: ${v.productTitle} from ${v.clubName}`,
      greeting: `Hello ${v.firstName}`,
      paragraphs: [
        `${v.clubName} has sent your order “${v.productTitle}” of ${v.date}, to ${v.address}.`,
        `The club answers questions about the delivery directly: ${v.clubEmail}. Your donations and receipts are in your profile.`,
      ],
      button: 'Open your profile',
    }),
    fr: (v) => ({
      subject: `En route vers vous : ${v.productTitle} de ${v.clubName}`,
      greeting: `Bonjour ${v.firstName}`,
      paragraphs: [
        `${v.clubName} a envoyé votre commande « ${v.productTitle} » du ${v.date}, à ${v.address}.`,
        `Le club répond directement aux questions sur la livraison : ${v.clubEmail}. Vos dons et reçus se trouvent dans votre profil.`,
      ],
      button: 'Voir mon profil',
    }),
    it: (v) => ({
      subject: `In viaggio verso di te: ${v.productTitle} di ${v.clubName}`,
      greeting: `Ciao ${v.firstName}`,
      paragraphs: [
        `${v.clubName} ha spedito il tuo ordine «${v.productTitle}» del ${v.date}, a ${v.address}.`,
        `Il club risponde direttamente alle domande sulla consegna: ${v.clubEmail}. Le tue donazioni e ricevute sono nel tuo profilo.`,
      ],
      button: 'Apri il profilo',
    }),
  },
});
