import { freePort } from '../../../shared/server/testing/free-port';
import { startMailDev } from '../providers';

/** An e-mail as MailDev's REST API lists it (`GET /api/email`). */
interface CaughtEmail {
  subject: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface TestMailDev {
  smtpUrl: string;
  smtpPort: number;
  /** Every e-mail caught so far, oldest first (MailDev's REST API). */
  emails(): Promise<CaughtEmail[]>;
  /** The e-mails to one address. */
  emailsTo(address: string): Promise<CaughtEmail[]>;
  close(): Promise<void>;
}

/** MailDev on free loopback ports (or the SMTP port given), read through its REST API as a person's inbox would be. */
export async function startTestMailDev(options: { smtpPort?: number } = {}): Promise<TestMailDev> {
  const smtpPort = options.smtpPort ?? (await freePort());
  const maildev = await startMailDev({ smtpPort, webPort: await freePort() });
  const api = maildev.inboxUrl.replace('//localhost:', '//127.0.0.1:');
  const emails = async () => {
    const res = await fetch(`${api}/api/email`);
    if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
    return (await res.json()) as CaughtEmail[];
  };
  return {
    smtpUrl: maildev.smtpUrl,
    smtpPort: Number(new URL(maildev.smtpUrl).port),
    emails,
    emailsTo: async (address) => (await emails()).filter((email) => email.to.some((to) => to.address === address)),
    close: () => maildev.close(),
  };
}
