// The yardstick for bench/api.ts: bare Fastify with a pg pool and nothing else
// (no validation, no helmet, no compression, no logging).
//   BASELINE_QUERIES  optional JSON { name: [{ text, values }, …] }: GET /q/<name> runs those statements
//                     at once (as the API runs them) and answers their rows, for the API's own SQL.
import Fastify from 'fastify';
import pg from 'pg';

type Statement = { text: string; values: unknown[] };
const queries = JSON.parse(process.env.BASELINE_QUERIES ?? '{}') as Record<string, Statement[]>;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/db', async () => {
  const { rows } = await pool.query('select 1 as one');
  return { data: rows[0] };
});
app.get<{ Params: { name: string } }>('/q/:name', async (request, reply) => {
  const statements = queries[request.params.name];
  if (!statements) return reply.code(404).send({ error: 'no such query' });
  const results = await Promise.all(statements.map((s) => pool.query(s.text, s.values)));
  return { data: results.map((r) => r.rows) };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
