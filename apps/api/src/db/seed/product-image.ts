/**
 * Pictures for the demo catalogue, drawn by us: a self-contained SVG per product
 * (and per category) built from basic shapes. Nothing external is referenced:
 * no scripts, no links, no fonts, no embedded HTML. The only text is the product
 * name inside <title>, escaped, so screen readers can announce the picture.
 *
 * Every picture has a warm background derived from the category colour and a
 * flat illustration of its motif; a hash of the name shifts the hue a little,
 * picks the accent colour and scatters some confetti, so neighbouring cards in
 * a grid do not look identical.
 */

export const MOTIFS = [
  'gift',
  'cup',
  'pan',
  'lamp',
  'candle',
  'cushion',
  'book',
  'headphones',
  'camera',
  'phone',
  'laptop',
  'watch',
  'shirt',
  'shoe',
  'bag',
  'baby',
  'toy',
  'dice',
  'game',
  'ball',
  'bike',
  'lipstick',
  'bottle',
  'ticket',
  'plant',
  'paw',
  'music',
  'film',
] as const;

/** Which illustration a product's picture shows. */
export type Motif = (typeof MOTIFS)[number];

const SIZE = 480;
const SVG_NS = 'http://www.w3.org/2000/svg';
const FALLBACK_COLOUR = '#e0785a';

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => {
    switch (ch) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

/** 32-bit FNV-1a: small, stable across runs and platforms. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Hsl = { h: number; s: number; l: number };

/** Reads `#rgb` or `#rrggbb`; anything else falls back to the house coral. */
function parseColour(colour: string): Hsl {
  let hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour.trim())
    ? colour.trim().slice(1)
    : FALLBACK_COLOUR.slice(1);
  if (hex.length === 3) hex = [...hex].map((d) => d + d).join('');
  const r = Number.parseInt(hex.slice(0, 2), 16) / 255;
  const g = Number.parseInt(hex.slice(2, 4), 16) / 255;
  const b = Number.parseInt(hex.slice(4, 6), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** HSL (hue in degrees, s and l in 0..1) to `#rrggbb`. */
function hex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp(s, 0, 1);
  const lig = clamp(l, 0, 1);
  const c = (1 - Math.abs(2 * lig - 1)) * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lig - c / 2;
  const sectors: [number, number, number][] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ];
  const [r, g, b] = sectors[Math.floor(hue / 60)] ?? [c, 0, x];
  const to = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${to(r)}${to(g)}${to(b)}`;
}

type Palette = {
  bgTop: string;
  bgBottom: string;
  main: string;
  dark: string;
  ink: string;
  accent: string;
  light: string;
  leaf: string;
  leaf2: string;
};

const ACCENT_SHIFTS = [38, -34, 180, 150, 205] as const;

function paletteOf(base: Hsl, seed: number): Palette {
  const h = base.h + ((seed % 25) - 12);
  const s = clamp(base.s, 0.35, 0.8);
  const accentHue = h + (ACCENT_SHIFTS[(seed >>> 5) % ACCENT_SHIFTS.length] ?? 38);
  return {
    bgTop: hex(h + 8, s * 0.75, 0.94),
    bgBottom: hex(h - 6, s * 0.8, 0.84),
    main: hex(h, s, 0.56),
    dark: hex(h - 4, s * 0.85, 0.36),
    ink: hex(h - 8, 0.35, 0.2),
    accent: hex(accentHue, 0.58, 0.6),
    light: hex(h + 10, 0.7, 0.97),
    leaf: hex(100, 0.36, 0.4),
    leaf2: hex(82, 0.42, 0.5),
  };
}

/** The illustrations, drawn on a 480 × 480 canvas around (240, 260). */
const ART: Record<Motif, (c: Palette) => string> = {
  gift: (c) =>
    `<rect x="142" y="236" width="196" height="144" rx="10" fill="${c.main}"/>` +
    `<rect x="128" y="196" width="224" height="50" rx="10" fill="${c.dark}"/>` +
    `<rect x="226" y="196" width="28" height="184" fill="${c.accent}"/>` +
    `<path d="M240 196c-18-44-74-52-78-22-3 22 44 26 78 22zm0 0c18-44 74-52 78-22 3 22-44 26-78 22z" fill="${c.accent}"/>` +
    `<circle cx="240" cy="194" r="13" fill="${c.light}"/>`,
  cup: (c) =>
    `<path d="M204 184c-14-16 14-26 0-44m32 44c-14-16 14-26 0-44m32 44c-14-16 14-26 0-44" fill="none" stroke="${c.dark}" stroke-opacity=".35" stroke-width="8" stroke-linecap="round"/>` +
    `<ellipse cx="234" cy="374" rx="118" ry="16" fill="${c.dark}"/>` +
    `<path d="M300 234h20a36 36 0 0 1 0 72h-20" fill="none" stroke="${c.main}" stroke-width="18"/>` +
    `<path d="M156 204h152v110a52 52 0 0 1-52 52h-48a52 52 0 0 1-52-52z" fill="${c.main}"/>` +
    `<rect x="156" y="252" width="152" height="26" fill="${c.accent}"/>`,
  pan: (c) =>
    `<rect x="292" y="232" width="150" height="30" rx="15" fill="${c.accent}" transform="rotate(-22 292 247)"/>` +
    `<circle cx="214" cy="270" r="104" fill="${c.ink}"/>` +
    `<circle cx="214" cy="270" r="86" fill="${c.dark}"/>` +
    `<path d="M168 248c10-40 80-46 98-10 20 12 22 52-10 62-22 26-72 16-82-8-18-8-16-34-6-44z" fill="#fffaf0"/>` +
    `<circle cx="214" cy="266" r="24" fill="#f4b63f"/><circle cx="206" cy="258" r="7" fill="#fff3c4"/>`,
  lamp: (c) =>
    `<path d="M160 266l-36 100h232l-36-100z" fill="${c.light}" opacity=".45"/>` +
    `<ellipse cx="240" cy="372" rx="78" ry="16" fill="${c.dark}"/>` +
    `<rect x="232" y="262" width="16" height="112" fill="${c.ink}"/>` +
    `<path d="M186 150h108l44 116H142z" fill="${c.main}"/>` +
    `<path d="M142 262h196" stroke="${c.accent}" stroke-width="12"/>` +
    `<path d="M190 162h100" stroke="${c.accent}" stroke-width="8"/>`,
  candle: (c) =>
    `<path d="M240 128c28 32 32 62 0 76-32-14-28-44 0-76z" fill="#f4a23a"/>` +
    `<path d="M240 162c13 15 15 30 0 38-15-8-13-23 0-38z" fill="#ffe08a"/>` +
    `<path d="M240 226v-24" stroke="${c.ink}" stroke-width="5"/>` +
    `<rect x="168" y="222" width="144" height="156" rx="22" fill="${c.main}"/>` +
    `<ellipse cx="240" cy="230" rx="62" ry="10" fill="${c.dark}"/>` +
    `<rect x="186" y="276" width="108" height="62" rx="8" fill="${c.light}"/>` +
    `<circle cx="240" cy="307" r="15" fill="${c.accent}"/>`,
  cushion: (c) =>
    `<path d="M150 176q90-26 180 0q26 84 0 168q-90 26-180 0q-26-84 0-168z" fill="${c.main}"/>` +
    `<path d="M172 200q68-18 136 0q18 60 0 120q-68 18-136 0q-18-60 0-120z" fill="none" stroke="${c.light}" stroke-width="5" stroke-dasharray="12 9"/>` +
    `<path d="M240 222l38 38-38 38-38-38z" fill="${c.accent}"/><circle cx="240" cy="260" r="9" fill="${c.dark}"/>` +
    `<g fill="${c.accent}"><circle cx="150" cy="176" r="12"/><circle cx="330" cy="176" r="12"/><circle cx="150" cy="344" r="12"/><circle cx="330" cy="344" r="12"/></g>`,
  book: (c) =>
    `<rect x="136" y="318" width="214" height="52" rx="8" fill="${c.dark}"/>` +
    `<rect x="154" y="266" width="192" height="52" rx="8" fill="${c.accent}"/>` +
    `<rect x="126" y="214" width="204" height="52" rx="8" fill="${c.main}"/>` +
    `<path d="M166 214v52m124-52v52M176 318v52m140-52v52m-124-104v52m120-52v52" stroke="${c.light}" stroke-opacity=".75" stroke-width="7"/>` +
    `<path d="M250 266v46l10-8 10 8v-46z" fill="${c.light}"/>` +
    `<path d="M196 214c-6-34 14-58 44-62-4 30-18 52-44 62z" fill="${c.leaf2}"/>`,
  headphones: (c) =>
    `<path d="M156 300v-50a84 84 0 0 1 168 0v50" fill="none" stroke="${c.ink}" stroke-width="18" stroke-linecap="round"/>` +
    `<rect x="124" y="260" width="58" height="108" rx="26" fill="${c.main}"/>` +
    `<rect x="298" y="260" width="58" height="108" rx="26" fill="${c.main}"/>` +
    `<rect x="170" y="276" width="24" height="76" rx="11" fill="${c.dark}"/>` +
    `<rect x="286" y="276" width="24" height="76" rx="11" fill="${c.dark}"/>` +
    `<circle cx="150" cy="314" r="12" fill="${c.accent}"/><circle cx="330" cy="314" r="12" fill="${c.accent}"/>`,
  camera: (c) =>
    `<rect x="166" y="168" width="74" height="40" rx="8" fill="${c.dark}"/>` +
    `<rect x="124" y="196" width="232" height="166" rx="24" fill="${c.main}"/>` +
    `<rect x="124" y="226" width="232" height="22" fill="${c.dark}" opacity=".3"/>` +
    `<circle cx="240" cy="284" r="64" fill="${c.light}"/><circle cx="240" cy="284" r="50" fill="${c.ink}"/>` +
    `<circle cx="240" cy="284" r="28" fill="${c.accent}"/><circle cx="228" cy="272" r="8" fill="#fff" opacity=".7"/>` +
    `<rect x="306" y="210" width="32" height="18" rx="5" fill="${c.light}"/>`,
  phone: (c) =>
    `<rect x="174" y="128" width="132" height="250" rx="26" fill="${c.ink}"/>` +
    `<rect x="186" y="150" width="108" height="206" rx="12" fill="${c.accent}"/>` +
    `<rect x="222" y="137" width="36" height="6" rx="3" fill="${c.dark}"/>` +
    `<g fill="${c.light}" opacity=".85"><rect x="200" y="170" width="22" height="22" rx="6"/><rect x="229" y="170" width="22" height="22" rx="6"/><rect x="258" y="170" width="22" height="22" rx="6"/><rect x="200" y="201" width="22" height="22" rx="6"/><rect x="229" y="201" width="22" height="22" rx="6"/></g>` +
    `<rect x="200" y="300" width="80" height="40" rx="10" fill="${c.main}"/>`,
  laptop: (c) =>
    `<rect x="148" y="160" width="184" height="132" rx="12" fill="${c.ink}"/>` +
    `<rect x="160" y="172" width="160" height="108" rx="4" fill="${c.accent}"/>` +
    `<g fill="${c.light}" opacity=".85"><rect x="176" y="190" width="70" height="10" rx="5"/><rect x="176" y="210" width="110" height="10" rx="5"/><rect x="176" y="230" width="90" height="10" rx="5"/></g>` +
    `<path d="M108 300h264l-20 40H128z" fill="${c.main}"/>` +
    `<rect x="108" y="292" width="264" height="14" rx="7" fill="${c.dark}"/>` +
    `<rect x="212" y="312" width="56" height="10" rx="5" fill="${c.dark}" opacity=".4"/>`,
  watch: (c) =>
    `<rect x="206" y="118" width="68" height="254" rx="18" fill="${c.dark}"/>` +
    `<circle cx="240" cy="336" r="5" fill="${c.light}"/><circle cx="240" cy="354" r="5" fill="${c.light}"/>` +
    `<rect x="314" y="234" width="18" height="28" rx="4" fill="${c.accent}"/>` +
    `<circle cx="240" cy="248" r="80" fill="${c.accent}"/><circle cx="240" cy="248" r="64" fill="${c.light}"/>` +
    `<path d="M240 194v12m0 84v12m-54-54h12m84 0h12" stroke="${c.ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M240 248v-40m0 40l28 16" stroke="${c.ink}" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="240" cy="248" r="7" fill="${c.main}"/>`,
  shirt: (c) =>
    `<path d="M190 148l-72 40 28 60 36-16v148h116V232l36 16 28-60-72-40c-6 24-26 36-50 36s-44-12-50-36z" fill="${c.main}"/>` +
    `<rect x="182" y="292" width="116" height="20" fill="${c.accent}"/>` +
    `<rect x="254" y="224" width="28" height="30" rx="5" fill="${c.dark}" opacity=".35"/>` +
    `<path d="M190 148c6 24 26 36 50 36s44-12 50-36" fill="none" stroke="${c.dark}" stroke-width="8"/>`,
  shoe: (c) =>
    `<path d="M122 338V232q0-16 16-12l54 16q20 4 28-10l16-28q46 56 112 74 44 12 44 66z" fill="${c.main}"/>` +
    `<path d="M292 274q46 12 64 34 14 16 16 30h-60q-14-40-20-64z" fill="${c.accent}"/>` +
    `<path d="M232 220l18 14m-6-30l18 14m6-24l18 14" stroke="${c.light}" stroke-width="7" stroke-linecap="round"/>` +
    `<rect x="110" y="332" width="282" height="30" rx="14" fill="${c.light}"/>` +
    `<rect x="110" y="352" width="282" height="10" rx="5" fill="${c.dark}" opacity=".4"/>` +
    `<circle cx="146" cy="268" r="9" fill="${c.dark}" opacity=".5"/>`,
  bag: (c) =>
    `<path d="M194 226v-30a46 46 0 0 1 92 0v30" fill="none" stroke="${c.dark}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M150 216h180l24 158H126z" fill="${c.main}"/>` +
    `<path d="M146 216h188l-6 58q-88 28-176 0z" fill="${c.dark}" opacity=".35"/>` +
    `<rect x="222" y="262" width="36" height="28" rx="7" fill="${c.accent}"/>` +
    `<rect x="150" y="210" width="180" height="12" rx="6" fill="${c.dark}"/>`,
  baby: (c) =>
    `<path d="M196 148l-56 28 18 46 28-10v112l30 44h48l30-44V212l28 10 18-46-56-28c-6 22-22 32-44 32s-38-10-44-32z" fill="${c.main}"/>` +
    `<path d="M196 148c6 22 22 32 44 32s38-10 44-32" fill="none" stroke="${c.accent}" stroke-width="8"/>` +
    `<path d="M240 290c-22-14-32-28-23-40 6-8 18-6 23 4 5-10 17-12 23-4 9 12-1 26-23 40z" fill="${c.accent}"/>` +
    `<g fill="${c.light}"><circle cx="226" cy="354" r="5"/><circle cx="240" cy="354" r="5"/><circle cx="254" cy="354" r="5"/></g>`,
  toy: (c) =>
    `<g fill="${c.main}"><circle cx="184" cy="160" r="28"/><circle cx="296" cy="160" r="28"/><ellipse cx="240" cy="312" rx="74" ry="66"/></g>` +
    `<g fill="${c.dark}"><circle cx="184" cy="160" r="13"/><circle cx="296" cy="160" r="13"/><ellipse cx="176" cy="298" rx="20" ry="32"/><ellipse cx="304" cy="298" rx="20" ry="32"/><circle cx="200" cy="366" r="24"/><circle cx="280" cy="366" r="24"/></g>` +
    `<ellipse cx="240" cy="322" rx="40" ry="36" fill="${c.light}" opacity=".6"/>` +
    `<circle cx="240" cy="206" r="64" fill="${c.main}"/><ellipse cx="240" cy="226" rx="28" ry="21" fill="${c.light}"/>` +
    `<g fill="${c.ink}"><ellipse cx="240" cy="218" rx="10" ry="7"/><circle cx="216" cy="194" r="7"/><circle cx="264" cy="194" r="7"/></g>` +
    `<path d="M240 272l-24-13v26zm0 0l24-13v26z" fill="${c.accent}"/>`,
  dice: (c) =>
    `<g transform="rotate(-12 190 286)"><rect x="122" y="218" width="136" height="136" rx="26" fill="${c.main}"/>` +
    `<g fill="${c.light}"><circle cx="156" cy="252" r="11"/><circle cx="224" cy="252" r="11"/><circle cx="190" cy="286" r="11"/><circle cx="156" cy="320" r="11"/><circle cx="224" cy="320" r="11"/></g></g>` +
    `<g transform="rotate(14 302 214)"><rect x="242" y="154" width="120" height="120" rx="24" fill="${c.accent}"/>` +
    `<g fill="${c.ink}"><circle cx="272" cy="184" r="10"/><circle cx="302" cy="214" r="10"/><circle cx="332" cy="244" r="10"/></g></g>`,
  game: (c) =>
    `<path d="M170 206h140c40 0 62 30 70 80l8 50c4 30-30 42-50 20l-30-34H172l-30 34c-20 22-54 10-50-20l8-50c8-50 30-80 70-80z" fill="${c.main}"/>` +
    `<path d="M160 254h18v18h18v18h-18v18h-18v-18h-18v-18h18z" fill="${c.ink}"/>` +
    `<circle cx="314" cy="256" r="12" fill="${c.accent}"/><circle cx="340" cy="282" r="12" fill="${c.light}"/>` +
    `<circle cx="288" cy="282" r="12" fill="${c.light}"/><circle cx="314" cy="308" r="12" fill="${c.accent}"/>` +
    `<rect x="218" y="244" width="44" height="10" rx="5" fill="${c.dark}"/>`,
  ball: (c) =>
    `<circle cx="240" cy="262" r="110" fill="${c.accent}"/>` +
    `<path d="M240 152v220M130 262h220M168 180c44 32 44 132 0 164M312 180c-44 32-44 132 0 164" fill="none" stroke="${c.ink}" stroke-width="7"/>` +
    `<path d="M180 200a84 84 0 0 1 40-30" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="10" stroke-linecap="round"/>`,
  bike: (c) =>
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><circle cx="154" cy="310" r="60" stroke="${c.ink}" stroke-width="12"/><circle cx="326" cy="310" r="60" stroke="${c.ink}" stroke-width="12"/>` +
    `<path d="M154 310l58-92h92m-150 92h86l-28-92m92 0l-64 92m64-92l22 92" stroke="${c.main}" stroke-width="13"/>` +
    `<path d="M304 218l-6-30h28M192 208h40" stroke="${c.dark}" stroke-width="12"/></g>` +
    `<circle cx="240" cy="310" r="14" fill="${c.accent}"/><circle cx="154" cy="310" r="8" fill="${c.accent}"/><circle cx="326" cy="310" r="8" fill="${c.accent}"/>`,
  lipstick: (c) =>
    `<path d="M214 238v-80l52-30v110z" fill="${c.main}"/>` +
    `<rect x="204" y="230" width="72" height="48" rx="6" fill="#e9b45a"/>` +
    `<rect x="192" y="272" width="96" height="104" rx="12" fill="${c.dark}"/>` +
    `<rect x="206" y="286" width="12" height="74" rx="6" fill="#fff" opacity=".25"/>` +
    `<rect x="304" y="292" width="64" height="84" rx="12" fill="${c.dark}" opacity=".85"/>` +
    `<rect x="304" y="292" width="64" height="16" rx="6" fill="${c.accent}"/>`,
  bottle: (c) =>
    `<rect x="214" y="124" width="52" height="42" rx="8" fill="${c.dark}"/>` +
    `<rect x="224" y="160" width="32" height="26" fill="${c.light}"/>` +
    `<rect x="158" y="180" width="164" height="198" rx="42" fill="${c.main}"/>` +
    `<rect x="182" y="248" width="116" height="76" rx="10" fill="${c.light}"/>` +
    `<rect x="206" y="272" width="68" height="9" rx="4" fill="${c.accent}"/><rect x="220" y="292" width="40" height="9" rx="4" fill="${c.accent}" opacity=".6"/>` +
    `<rect x="176" y="198" width="14" height="40" rx="7" fill="#fff" opacity=".35"/>`,
  ticket: (c) =>
    `<g transform="rotate(-10 240 262)"><path d="M116 196h248v42a24 24 0 0 0 0 48v42H116v-42a24 24 0 0 0 0-48z" fill="${c.main}"/>` +
    `<path d="M296 206v112" stroke="${c.light}" stroke-width="5" stroke-dasharray="10 8"/>` +
    `<path d="M206 228l11 22 24 4-17 17 4 24-22-11-22 11 4-24-17-17 24-4z" fill="${c.accent}"/>` +
    `<rect x="316" y="236" width="24" height="52" rx="4" fill="${c.dark}" opacity=".35"/></g>`,
  plant: (c) =>
    `<ellipse cx="194" cy="196" rx="26" ry="64" transform="rotate(-38 194 196)" fill="${c.leaf2}"/>` +
    `<ellipse cx="286" cy="196" rx="26" ry="64" transform="rotate(38 286 196)" fill="${c.leaf2}"/>` +
    `<ellipse cx="240" cy="164" rx="30" ry="78" fill="${c.leaf}"/>` +
    `<path d="M240 110v130" stroke="${c.leaf2}" stroke-width="5"/>` +
    `<path d="M166 262h148l-22 116H188z" fill="${c.main}"/>` +
    `<rect x="154" y="244" width="172" height="34" rx="8" fill="${c.dark}"/>` +
    `<path d="M190 316h100" stroke="${c.accent}" stroke-width="10"/>`,
  paw: (c) =>
    `<path d="M240 246c-44 0-82 46-82 80 0 28 28 38 46 32 14-5 24-8 36-8s22 3 36 8c18 6 46-4 46-32 0-34-38-80-82-80z" fill="${c.main}"/>` +
    `<g fill="${c.dark}"><ellipse cx="168" cy="222" rx="24" ry="32" transform="rotate(-24 168 222)"/><ellipse cx="212" cy="170" rx="24" ry="33" transform="rotate(-8 212 170)"/>` +
    `<ellipse cx="268" cy="170" rx="24" ry="33" transform="rotate(8 268 170)"/><ellipse cx="312" cy="222" rx="24" ry="32" transform="rotate(24 312 222)"/></g>` +
    `<circle cx="352" cy="348" r="16" fill="${c.accent}"/>`,
  music: (c) =>
    `<path d="M193 172l142-34v36l-142 34z" fill="${c.ink}"/>` +
    `<rect x="193" y="180" width="14" height="152" fill="${c.ink}"/><rect x="321" y="150" width="14" height="152" fill="${c.ink}"/>` +
    `<ellipse cx="172" cy="334" rx="36" ry="27" transform="rotate(-20 172 334)" fill="${c.main}"/>` +
    `<ellipse cx="300" cy="304" rx="36" ry="27" transform="rotate(-20 300 304)" fill="${c.accent}"/>`,
  film: (c) =>
    `<g transform="rotate(-14 136 236)"><rect x="136" y="202" width="208" height="34" rx="6" fill="${c.ink}"/>` +
    `<path d="M164 202l-20 34h26l20-34zm52 0l-20 34h26l20-34zm52 0l-20 34h26l20-34zm52 0l-20 34h24v-34z" fill="${c.light}"/></g>` +
    `<rect x="136" y="238" width="208" height="140" rx="12" fill="${c.ink}"/>` +
    `<rect x="136" y="238" width="208" height="32" fill="${c.main}"/>` +
    `<path d="M164 238l-20 32h26l20-32zm52 0l-20 32h26l20-32zm52 0l-20 32h26l20-32zm52 0l-20 32h24v-32z" fill="${c.light}"/>` +
    `<path d="M162 306h156M162 340h96" stroke="${c.accent}" stroke-width="9" stroke-linecap="round"/>`,
};

/** Confetti in a ring around the motif, placed from the hash. */
function confetti(seed: number, c: Palette): string {
  let out = '';
  let x = seed;
  for (let i = 0; i < 5; i++) {
    x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) >>> 0;
    const angle = (i * 72 + (x % 50)) * (Math.PI / 180);
    const radius = 190 + (x % 24);
    const cx = Math.round(240 + Math.cos(angle) * radius);
    const cy = Math.round(250 + Math.sin(angle) * radius * 0.92);
    const fill = i % 2 === 0 ? c.accent : c.main;
    const r = 6 + (x % 7);
    out +=
      i % 3 === 1
        ? `<rect x="${cx - r}" y="${cy - r / 2}" width="${r * 2}" height="${r}" rx="${Math.ceil(r / 2)}" fill="${fill}" opacity=".55" transform="rotate(${x % 180} ${cx} ${cy})"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity=".55"/>`;
  }
  return out;
}

function render(title: string, motif: Motif, colour: string, kind: 'product' | 'category'): string {
  const seed = hashOf(`${kind}:${title}`);
  const base = parseColour(colour);
  const c = paletteOf(base, seed);
  const draw = ART[motif] ?? ART.gift;
  const id = `g${seed.toString(36)}`;
  // Category pictures are bolder: a saturated background and a light plate.
  const stops =
    kind === 'category'
      ? [hex(base.h + 6, clamp(base.s, 0.35, 0.8), 0.62), hex(base.h - 8, clamp(base.s, 0.35, 0.8), 0.46)]
      : [c.bgTop, c.bgBottom];
  const plateX = 240 + ((seed >>> 9) % 31) - 15;
  const plate =
    kind === 'category'
      ? `<circle cx="240" cy="256" r="170" fill="${c.light}" opacity=".92"/>`
      : `<circle cx="${plateX}" cy="254" r="168" fill="#fff" opacity=".5"/>`;
  const tilt = ((seed >>> 14) % 9) - 4;
  return (
    `<svg xmlns="${SVG_NS}" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2=".4" y2="1">` +
    `<stop offset="0" stop-color="${stops[0]}"/><stop offset="1" stop-color="${stops[1]}"/></linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${id})"/>` +
    plate +
    confetti(seed, c) +
    `<ellipse cx="240" cy="392" rx="132" ry="14" fill="${c.ink}" opacity=".12"/>` +
    `<g transform="rotate(${tilt} 240 260)">${draw(c)}</g>` +
    '</svg>'
  );
}

/** The picture of one demo product: its category colour, its motif, its name as the accessible title. */
export function renderProductImage(product: { name: string; motif: Motif; colour: string }): string {
  return render(product.name, product.motif, product.colour, 'product');
}

/** The picture of a category: bolder background, the category's motif on a light plate. */
export function renderCategoryImage(category: { name: string; motif: Motif; colour: string }): string {
  return render(category.name, category.motif, category.colour, 'category');
}
