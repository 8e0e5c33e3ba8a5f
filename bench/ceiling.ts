import Fastify from 'fastify';
import pg from 'pg';

/**
 * The ceiling (DESIGN §8): a bare Fastify route doing one indexed PostgreSQL SELECT, with the same
 * pool size as the server and its statement prepared as the server's are. Run as its own process,
 * like the server, so both get the same treatment.
 */
const url = process.env.DATABASE_URL;
const port = Number(process.env.PORT ?? 0);
const maxId = Number(process.env.MAX_ID ?? 1);
if (!url) throw new Error('DATABASE_URL is required');

const pool = new pg.Pool({ connectionString: url, max: 20 });
const app = Fastify({ logger: false });

app.get('/ceiling', async () => {
  const id = 1 + Math.floor(Math.random() * maxId);
  // Prepared once per connection, as the server's pool prepares its statements (platform/db.ts).
  const r = await pool.query<{ id: string; nickname: string }>({
    name: 'ceiling',
    text: 'select id, nickname from users where id = $1',
    values: [id],
  });
  return { code: 0, msg: 'ok', data: r.rows[0] ?? null };
});

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await app.listen({ host: '127.0.0.1', port });
console.log('ceiling ready');
