/** What other features' pages may use from `ongs` (scripts/check-boundaries.mjs). */
export { CharityPicker, type CharityPickerProps } from './components/CharityPicker';
