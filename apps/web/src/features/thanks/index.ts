/** Thank-you notes: its page is `agradecimiento` (app/routes/page-modules.ts); "Dar las gracias" for a receipt. */
export { ThankGiverButton } from './components/ThankGiverButton';
