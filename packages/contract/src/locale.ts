import { z } from 'zod';

// Zod's own messages in Spanish, for the API and the web app alike. Schemas add
// a precise message wherever the generic one would not tell the person what to do.
z.config(z.locales.es());
