import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface OutgoingMail {
  /** The outbox row's id. */
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Where mails from the outbox go: a real SMTP server, or nowhere (they stay in the local mailbox). */
export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async deliver({ id: _id, ...mail }) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * The local adapter: the outbox row itself is the delivered mail, shown at /dev/mailbox, which renders the
 * documents a mail names when they are opened (they are functions of the data, modules/documents/).
 */
export function createOutboxTransport(): MailTransport {
  return { kind: 'outbox', deliver: async () => {}, close: () => {} };
}

export function createMailTransport(config: Config): MailTransport {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createOutboxTransport();
}
