import { setSpanishZodMessages } from '@detalle/contract';
import { z } from 'zod';

/**
 * Zod 4 compiles object parsers with `new Function` when it may. Our CSP (`script-src 'self'`, no
 * 'unsafe-eval') forbids that, and even Zod's probe for it reports a violation. Schemas read this flag
 * when they are created, so it must be set before any schema exists: this is the first step of the
 * app's code (`main.tsx`), and every schema is built later, when its code loads. Zod's own messages in
 * Spanish too. Only Zod's core comes with it, not its schema classes.
 * (This folder is in the package's `sideEffects`: without it, the bundler drops these calls.)
 */
z.config({ jitless: true });
setSpanishZodMessages();
