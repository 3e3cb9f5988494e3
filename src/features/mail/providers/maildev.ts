import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** MailDev running beside the shop: its SMTP port for the shop, its web inbox (and REST API) for people and tests. */
export interface RunningMailDev {
  /** `smtp://127.0.0.1:<port>`: the shop's SMTP_URL. */
  smtpUrl: string;
  /** The web inbox; its REST API lists the caught e-mails at `/api/email`. */
  inboxUrl: string;
  close(): Promise<void>;
}

/** The port if it is free on the host, else one the system offers. */
function availablePort(preferred: number, host: string): Promise<number> {
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(port, host, () => {
        const { port: bound } = server.address() as net.AddressInfo;
        server.close(() => resolve(bound));
      });
    });
  return listen(preferred).catch(() => listen(0));
}

/**
 * Starts MailDev (npm `maildev`) on the host (loopback by default) at the given ports, or free ones when
 * they are taken, keeping its e-mails in `mailDirectory`, or else in a folder of its own that goes when it stops.
 */
export async function startMailDev(options: { smtpPort: number; webPort: number; host?: string; mailDirectory?: string }): Promise<RunningMailDev> {
  const host = options.host ?? '127.0.0.1';
  const smtpPort = await availablePort(options.smtpPort, host);
  const webPort = await availablePort(options.webPort, host);
  const ownDirectory = options.mailDirectory ? null : await mkdtemp(path.join(tmpdir(), 'shop-maildev-'));
  const mailDirectory = options.mailDirectory ?? ownDirectory!;
  await mkdir(mailDirectory, { recursive: true });
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: host, webIp: host, mailDirectory, silent: true, mcp: false });
  await quietly(() => maildev.start());
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    inboxUrl: `http://${host === '127.0.0.1' ? 'localhost' : host}:${webPort}`,
    close: async () => {
      await maildev.stop();
      if (ownDirectory) await rm(ownDirectory, { recursive: true, force: true });
    },
  };
}

/** MailDev announces itself on the console even when silent; the shop prints its own line instead. */
async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const info = console.info;
  console.info = () => {};
  try {
    return await run();
  } finally {
    console.info = info;
  }
}
