import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfig } from './config.ts';
import { buildApp } from './app.ts';
import { migrateDatabase, openDatabase } from './platform/db.ts';
import { installJobSchema } from './platform/jobs.ts';
import { startEmbeddedPostgres, type EmbeddedDb } from './platform/embedded-pg.ts';
import { describeTool, mediaTools } from './platform/ffmpeg.ts';
import { seedDemo, DEMO_ACCOUNTS } from './seed/index.ts';

async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
  mkdirSync(config.dataDir, { recursive: true });
  let embedded: EmbeddedDb | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, console);
    url = embedded.url;
  }
  const database = openDatabase(url, config.pgPool, { prepare: config.pgPrepare });
  await migrateDatabase(database.db);
  await installJobSchema(url);
  const { app, platform, services } = await buildApp({ config, database });
  if (config.seedDemo) {
    const started = Date.now();
    await seedDemo(platform, services);
    app.log.info({ seconds: (Date.now() - started) / 1000 }, 'demo community ready');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  const tools = mediaTools(config.media);
  const lines = [
    '',
    `  Street-dance community is running: http://localhost:${port}`,
    `  API docs: http://localhost:${port}/openapi.json   data: ${join(config.dataDir)}`,
    `  ${describeTool('ffmpeg', tools.ffmpeg)}   ${describeTool('ffprobe', tools.ffprobe)}`,
    '  Demo accounts (mobile / password):',
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(22)} ${a.mobile} / ${a.password}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
