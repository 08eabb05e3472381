import type es from './es.json';
import type help from './es-help.json';

/** Every text of the app, as es.json and es-help.json hold them. */
export type Texts = typeof es & typeof help;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** `send_one`, `send_other`… are also named `send`: `t('…send', { count })` picks the form. */
type Named<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base | K : K;

/** The keys of the strings inside `T`, each after `Prefix`. */
type StringKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${Named<K>}`
    : T[K] extends readonly unknown[]
      ? never
      : StringKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The keys of the lists and groups inside `T`: what `t(key, { returnObjects: true })` can return. */
type ObjectKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? `${Prefix}${K}`
      : `${Prefix}${K}` | ObjectKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The key of a text: a misspelt key, or one that names a group, is a type error. */
export type TextKey = StringKeys<Texts>;

/** The key of a list or a group of texts (`calendar.months`, `faq.sections`). */
export type ObjectKey = ObjectKeys<Texts>;

/** What is found at `K` in `T`: a plural's base key (`send` for `send_one`…) is a string. */
export type TextAt<K extends string, T = Texts> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextAt<Rest, T[Head]>
    : never
  : K extends keyof T
    ? T[K]
    : string;

/** The values a text's `{{name}}` take; `count` also picks the plural form. */
export type TextVars = { count?: number; [name: string]: unknown };

/** `t(key, vars)`: the text at `key` with its values in; with `returnObjects`, the list or group as it is. */
export interface TFunction {
  <K extends TextKey | ObjectKey>(key: K, options: TextVars & { returnObjects: true }): TextAt<K>;
  (key: TextKey, vars?: TextVars): string;
}
