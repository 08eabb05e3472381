// Money's rules and its formatting live in the contract (`minorDigits`, `toMajor`, `formatMoney`), shared with the API.
export { formatMoney } from '@detalle/contract';
