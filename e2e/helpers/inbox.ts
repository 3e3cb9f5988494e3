import { expect } from '@playwright/test';

interface CaughtEmail {
  subject: string;
  to: { address: string }[];
  text: string;
  html: string;
}

/** MailDev's inbox beside the journeys' server (playwright.config.ts), through its REST API. */
const inboxApi = () => `http://127.0.0.1:${process.env.E2E_MAILDEV_WEB_PORT}/api/email`;

/** Waits for the shop's e-mail with this subject to reach the address (the outbox's worker sends within seconds). */
export async function emailTo(address: string, subject: string): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        const emails = (await (await fetch(inboxApi())).json()) as CaughtEmail[];
        found = emails.filter((email) => email.subject === subject && email.to.some((to) => to.address === address)).at(-1);
        return Boolean(found);
      },
      { timeout: 20_000, message: `an e-mail '${subject}' to ${address}` },
    )
    .toBe(true);
  return found!;
}
