// Entry of a render worker thread. A worker starts as a plain Node thread, which cannot load TypeScript by
// itself whether the server runs under tsx (npm start, the bench) or vitest: tsx's scoped import compiles the
// writers here, the same way in both.
import { tsImport } from 'tsx/esm/api';

const { serveRenderJobs } = await tsImport('./serveRenderJobs.ts', import.meta.url);
serveRenderJobs();
