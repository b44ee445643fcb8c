import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface OutgoingMail {
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
    async deliver(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** The local adapter: the outbox row itself is the delivered mail, shown at /dev/mailbox. */
export function createOutboxTransport(): MailTransport {
  return { kind: 'outbox', deliver: async () => {}, close: () => {} };
}

export function createMailTransport(config: Config): MailTransport {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createOutboxTransport();
}
