// The machine's limit for the benchmark: a bare Fastify server with a GET hello and a POST JSON echo,
// run as its own process beside the shop so both meet the same load generator on the same cores.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.post('/echo', async (request) => request.body ?? {});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
