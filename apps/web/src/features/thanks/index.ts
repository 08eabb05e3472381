/** Thank-you notes: its page is `agradecimiento` (app/routes/page-modules.ts). */
export {};
