/**
 * `npm run vndb:local`: the local visual novel database on its own, for demos and manual checks of
 * the project form without the internet. Prints its address; point the API at it with
 * `VNDB_API_URL=<address>` (`npm start -- --test-mode` starts one by itself). Port: VNDB_LOCAL_PORT,
 * else a free one.
 */
import { onShutdownSignal } from '../start/shutdown';
import { LocalVndb } from './local-vndb';

const local = await LocalVndb.start({ port: Number(process.env['VNDB_LOCAL_PORT'] ?? 0) });
console.log(
  `Local visual novel database: ${local.url}   (VNDB_API_URL=${local.url}; Ctrl+C stops it)`,
);
onShutdownSignal(() => local.close());
