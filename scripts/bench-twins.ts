// The payment providers' twins and MailDev in a process of their own, as the real services run elsewhere:
// the shop's figures (CPU per request, resident memory) are then the shop's alone, its e-mails sent over
// SMTP to another process as they would be in production. Prints the variables that point the shop at them.
import { readEnvironment } from '../src/app/server/environment';
import { startSandboxesBesideShop } from '../src/app/server/sandboxes';

const sandboxes = await startSandboxesBesideShop(readEnvironment(process.env));
process.stdout.write(`${JSON.stringify(sandboxes.urls)}\n`);
process.once('SIGTERM', () => {
  void sandboxes.close().finally(() => process.exit(0));
});
