import { fileURLToPath } from 'node:url';

/** The repository root: relative paths of the configuration are taken from here. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
export const webServerBuild = fileURLToPath(new URL('../../web/build/server/index.js', import.meta.url));
export const webClientBuild = fileURLToPath(new URL('../../web/build/client/', import.meta.url));
export const adminRoot = fileURLToPath(new URL('../../admin/', import.meta.url));
export const adminServerBuild = fileURLToPath(new URL('../../admin/build/server/index.js', import.meta.url));
export const adminClientBuild = fileURLToPath(new URL('../../admin/build/client/', import.meta.url));
