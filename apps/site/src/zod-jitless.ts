/**
 * Zod compiles object schemas with `new Function` where it may, and probes for that once; under our
 * content security policy (no 'unsafe-eval', apps/api/src/platform/web-security) the probe is reported as a
 * violation. Off before any schema is built: this module is the entry's first import.
 *
 * Set through the global that zod's `z.config()` writes (zod/v4/core/core.js keeps its config there,
 * so that copies of zod share it) rather than by importing zod: that import would pull zod's core
 * into the first visit's entry chunk, which needs no schema (3.8 KB gzipped over the /novels budget).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
