import {
  type AnchorFactory,
  type BadgeFactory,
  type ButtonFactory,
  type CSSVariablesResolver,
  createTheme,
  type ExtendComponent,
  type FactoryPayload,
  type FileInputFactory,
  type MantineColorSchemeManager,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type ModalFactory,
  type SegmentedControlFactory,
  type ThemeIconFactory,
} from '@mantine/core';
import { modal } from '@/i18n/es.json';

/**
 * A component's theme defaults, type-checked as `Modal.extend({...})` would be (Mantine's `extend` returns
 * its input unchanged) but without importing the component: the theme is in every page's first code, and
 * `Modal.extend` there would bring the modal, its focus trap and scroll lock, to pages that never open one.
 */
function extend<Payload extends FactoryPayload>(input: ExtendComponent<Payload>): MantineThemeComponent {
  return input;
}

/**
 * Terracotta: warm like wrapping paper. Shade 7 carries white text at 4.9:1 and
 * reads at 4.8:1 as text on the light background; shade 4 is used for text on
 * the dark background (5.8:1).
 */
const coral: MantineColorsTuple = [
  '#fff1eb',
  '#ffe0d4',
  '#fcbfa8',
  '#f89d7b',
  '#f37f55',
  '#ee6b3c',
  '#dc5a2c',
  '#c04a21',
  '#9e3d1c',
  '#7d3119',
];

/**
 * Warm neutrals for borders and secondary text; shade 6 (dimmed text) is 6.1:1 on the light background
 * and 5.3:1 on the primary colour's light tint (an unread notification, a current item).
 */
const gray: MantineColorsTuple = [
  '#faf7f4',
  '#f2ede8',
  '#e6dfd8',
  '#d6ccc3',
  '#bcafa4',
  '#9d8f84',
  '#6b5e55',
  '#5f544b',
  '#4a413a',
  '#352e29',
];

/**
 * Mantine's dark palette drives dark mode: 7 is the page, 6 cards, 0 text (12:1)
 * and 2 dimmed text (5.4:1 on cards, 6.6:1 on the page).
 */
const dark: MantineColorsTuple = [
  '#ede6e0',
  '#cdc3bb',
  '#b3a89f',
  '#857970',
  '#5d524b',
  '#473e38',
  '#3a322d',
  '#2a2420',
  '#201b18',
  '#171310',
];

const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  primaryColor: 'coral',
  primaryShade: { light: 7, dark: 7 },
  colors: { coral, gray, dark },
  black: '#2b211c',
  white: '#ffffff',
  fontFamily: fontStack,
  // Rounded system faces where the platform has them (SF Pro Rounded on Apple), for a friendlier tone.
  headings: {
    fontFamily: `ui-rounded, 'SF Pro Rounded', ${fontStack}`,
    fontWeight: '700',
    // Slightly smaller than Mantine's defaults so Spanish titles (often long) fit a phone line.
    sizes: {
      h1: { fontSize: '2rem', lineHeight: '1.2' },
      h2: { fontSize: '1.5rem', lineHeight: '1.25' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
      h4: { fontSize: '1.125rem', lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  // Pill-shaped actions and labels; cards, inputs and modals keep `md`. Buttons and badges that
  // stay `md` say `radius="md"` themselves.
  components: {
    Button: extend<ButtonFactory>({ defaultProps: { radius: 'xl' } }),
    // Links in running text must not rely on colour alone (axe link-in-text-block: dimmed text around a
    // coral link is barely 1:1 apart in lightness), so they are always underlined.
    Anchor: extend<AnchorFactory>({ defaultProps: { underline: 'always' } }),
    Badge: extend<BadgeFactory>({ defaultProps: { radius: 'xl' } }),
    ThemeIcon: extend<ThemeIconFactory>({ defaultProps: { radius: 'xl' } }),
    SegmentedControl: extend<SegmentedControlFactory>({ defaultProps: { radius: 'xl' } }),
    // The ✕ of every dialog is announced by name, not as an unnamed button.
    Modal: extend<ModalFactory>({ defaultProps: { closeButtonProps: { 'aria-label': modal.close } } }),
    // A file field's placeholder is the text of its button ("Elige un archivo…"), not a hint inside a typed box:
    // it is read as text, so it gets the contrast of secondary text rather than the faint placeholder colour.
    FileInput: extend<FileInputFactory>({
      styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } },
    }),
  },
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  autoContrast: true,
});

/** A warm off-white page instead of pure white; dark mode keeps Mantine's mapping to `dark[7]`. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#fffbf8',
    // Hairlines between header, content and navigation: quieter than control borders.
    '--app-divider': 'var(--mantine-color-gray-3)',
    // Light badges, avatars and alerts put shade 9 on shade 1; for these hues that is under 4.5:1
    // (yellow 2.7, teal 4.3, green 3.8, orange 3.7), so their text gets a darker tone of the same hue.
    '--mantine-color-yellow-light-color': '#8a4b00',
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-green-light-color': '#1e6b30',
    '--mantine-color-orange-light-color': '#a33a0c',
  },
  dark: {
    '--app-divider': 'var(--mantine-color-dark-5)',
    '--mantine-color-anchor': 'var(--mantine-color-coral-4)',
  },
});

/**
 * Seed §2: the palette follows the system colour scheme and updates live. With
 * nothing stored, Mantine's `auto` listens to `prefers-color-scheme` changes;
 * this manager never persists a choice, so a stale stored value cannot pin it.
 */
export const systemColorSchemeManager: MantineColorSchemeManager = {
  get: () => 'auto',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};
