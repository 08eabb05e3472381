import { z } from 'zod';

/**
 * Zod 4 compiles object parsers with `new Function` when it may. Our CSP
 * (`script-src 'self'`, no 'unsafe-eval') forbids that, and even Zod's probe for
 * it reports a violation. Schemas read this flag when they are created, so it
 * must be set before any schema exists: this module is its own <script> in
 * index.html, listed before the app. An import at the top of main.tsx is not
 * enough, because the bundler runs shared chunks (where the contract's schemas
 * live) before the entry's own code.
 */
z.config({ jitless: true });
