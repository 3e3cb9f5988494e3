// npm start: install what is missing, build the web app, then migrate, seed and serve the shop.
import { execSync, spawn } from 'node:child_process';
import { ensureNodeModules } from './ensure-deps.mjs';

ensureNodeModules();
console.log('Building the web app…');
execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const server = spawn(process.execPath, ['--import', 'tsx', 'src/shared/server/main.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
