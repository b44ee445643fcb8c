import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Storage } from '../storage';

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

/** Where the local adapter keeps attachment `index` of the delivered mail `mailId`. */
export function mailboxAttachmentKey(mailId: string, index: number): string {
  return `mailbox/${mailId.toLowerCase()}/${index}`;
}

/**
 * The local adapter: the outbox row itself is the delivered mail, shown at /dev/mailbox; the attachments it
 * was sent with (rendered at delivery) go to the storage, as a mail server would keep them.
 */
export function createOutboxTransport(storage: Storage): MailTransport {
  return {
    kind: 'outbox',
    async deliver(mail) {
      await Promise.all(
        mail.attachments.map((a, index) =>
          storage.put(mailboxAttachmentKey(mail.id, index), a.content, { contentType: a.contentType }),
        ),
      );
    },
    close: () => {},
  };
}

export function createMailTransport(config: Config, storage: Storage): MailTransport {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createOutboxTransport(storage);
}
