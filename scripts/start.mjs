// npm start: install what is missing, build the web app when its sources changed, then migrate, seed and
// serve the shop. Stop signals (Ctrl-C, SIGTERM) are passed to the server, which drains and exits.
import { spawn } from 'node:child_process';
import { ensureNodeModules } from './ensure-deps.mjs';
import { buildWebAppIfChanged } from './web-build.mjs';

ensureNodeModules();
// Loaded only now: the server build needs packages that the line above may just have installed.
const { buildServer, serverNodeArgs } = await import('./server-build.mjs');
if (process.env.SHOP_SKIP_WEB_BUILD !== '1') buildWebAppIfChanged();
// The server runs as plain JavaScript (about a second to bundle): no TypeScript loader in its processes.
if (process.env.SHOP_SKIP_SERVER_BUILD !== '1') await buildServer();

// The IPC channel lets the server notice if this launcher dies without passing a signal on.
const server = spawn(process.execPath, serverNodeArgs(), {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
});
const running = () => server.exitCode === null && server.signalCode === null;
let stopRequested = false;
const stop = (signal) => {
  stopRequested = true;
  if (running()) server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGTERM'));

// `npm start` runs this script through `sh -c`: npm passes SIGTERM to the shell, which dies without
// passing it on. A launcher whose parent is gone (re-parented) stops the server once, as if signalled.
const parent = process.ppid;
const watchParent = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watchParent);
  if (!stopRequested) stop('SIGTERM');
}, 200);
watchParent.unref();

server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
