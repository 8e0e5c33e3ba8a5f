// `npm run dev`: the API (restarting on change) and the Vite dev server with hot reload.
// The Vite server proxies /api, /plugin, /uploads and /ws to the API on PORT (8080).
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite', '--host', '--port', process.env.WEB_PORT ?? '5173'], {
    stdio: 'inherit',
    cwd: 'apps/web',
  }),
];

const stop = () => {
  for (const c of children) c.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', () => stop());
