import { z } from 'zod';

/**
 * Zod compiles object schemas with `new Function` where it may, and probes for that once; under our
 * content security policy (no 'unsafe-eval', apps/api/src/web-security) the probe is reported as a
 * violation. Off before any schema is built: this module is the entry's first import.
 */
z.config({ jitless: true });
