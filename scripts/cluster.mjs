// `npm run cluster`: the site as it runs at scale, on this machine. CLUSTER_SIZE (3) server
// processes on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL) behind nginx, with nginx-rtmp as the
// media node; see the README's "Running at scale". The work is in deploy/cluster/ (TypeScript,
// shared with the e2e suite), loaded here through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('../deploy/cluster/cluster-cli.ts', import.meta.url);
