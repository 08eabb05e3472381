/**
 * The demo catalogue Detalle loads on first start: Spanish categories with their
 * subcategories, the hobbies of the `intereses` picker, and a featured catalogue
 * of plausible products. Pure data; load-demo-data.ts puts it in the database
 * and product-image.ts draws the pictures.
 *
 * Shops are invented names, not real brands. Wording follows the market of each
 * product's currency where Spain and Latin America differ (jersey / suéter,
 * mando / control, pañalera...), and stays neutral everywhere else. That market is
 * the product's `region`: a person is shown their own region's catalogue.
 */
import { toMinor } from '@detalle/contract';
import type { Motif } from './product-image.js';

/** The currencies of the demo catalogue; their minor units come from the contract (`minorDigits`). */
export const demoCurrencies = ['EUR', 'MXN', 'COP', 'CLP', 'ARS', 'PEN', 'USD'] as const;
export type DemoCurrency = (typeof demoCurrencies)[number];

/**
 * The region (ISO 3166 country) whose catalogue a product belongs to, by its currency: Spain in euros, Mexico,
 * Colombia, Chile, Argentina and Peru in their pesos and soles, and Ecuador for dollars (the dollar products are
 * Ecuador's or neutral). catalogue/service.ts maps a person's country onto these; migration 0010 applies the same
 * rule to a catalogue loaded before regions existed.
 */
export const demoRegionOf: Record<DemoCurrency, string> = {
  EUR: 'ES',
  MXN: 'MX',
  COP: 'CO',
  CLP: 'CL',
  ARS: 'AR',
  PEN: 'PE',
  USD: 'EC',
};

export type DemoCategory = {
  slug: string;
  name: string;
  description: string;
  /** Hex, warm palette; the background of the category's product pictures. */
  colour: string;
  subcategories: { slug: string; name: string }[];
};

export type DemoHobby = { slug: string; hobbie: string };

export type DemoProduct = {
  /** Unique, kebab-case ASCII; also the picture's file name. */
  slug: string;
  name: string;
  description: string;
  /** Integer amount in the currency's ISO 4217 minor unit (the contract's `toMinor`). */
  priceMinor: number;
  currency: DemoCurrency;
  /** `demoRegionOf[currency]`. */
  region: string;
  shop: string;
  category: string;
  subCategory: string;
  standOut: boolean;
  motif: Motif;
};

export const demoCategories: DemoCategory[] = [
  {
    slug: 'hogar-y-cocina',
    name: 'Hogar y cocina',
    description: 'Menaje, café, vajilla, decoración y textiles para hacer de la casa un hogar.',
    colour: '#c8553d',
    subcategories: [
      { slug: 'menaje-de-cocina', name: 'Menaje de cocina' },
      { slug: 'cafe-y-te', name: 'Café y té' },
      { slug: 'vajilla-y-mesa', name: 'Vajilla y mesa' },
      { slug: 'decoracion', name: 'Decoración' },
      { slug: 'textil-hogar', name: 'Textil del hogar' },
    ],
  },
  {
    slug: 'tecnologia',
    name: 'Tecnología',
    description: 'Audio, fotografía, informática y aparatos que hacen la vida un poco más fácil.',
    colour: '#d9822b',
    subcategories: [
      { slug: 'audio', name: 'Audio' },
      { slug: 'fotografia', name: 'Fotografía' },
      { slug: 'telefonos-y-accesorios', name: 'Teléfonos y accesorios' },
      { slug: 'informatica', name: 'Informática' },
      { slug: 'hogar-conectado', name: 'Hogar conectado' },
    ],
  },
  {
    slug: 'libros',
    name: 'Libros',
    description: 'Novelas, ensayos, cuentos infantiles, recetarios y cómics para cada tipo de lector.',
    colour: '#a0522d',
    subcategories: [
      { slug: 'novela', name: 'Novela' },
      { slug: 'ensayo-y-divulgacion', name: 'Ensayo y divulgación' },
      { slug: 'infantil-y-juvenil', name: 'Infantil y juvenil' },
      { slug: 'cocina-y-viajes', name: 'Cocina y viajes' },
      { slug: 'comic-y-novela-grafica', name: 'Cómic y novela gráfica' },
    ],
  },
  {
    slug: 'moda-y-complementos',
    name: 'Moda y complementos',
    description: 'Ropa, calzado, bolsos, relojes y joyas, con mucho trabajo artesanal.',
    colour: '#b0413e',
    subcategories: [
      { slug: 'ropa', name: 'Ropa' },
      { slug: 'calzado', name: 'Calzado' },
      { slug: 'bolsos-y-mochilas', name: 'Bolsos y mochilas' },
      { slug: 'relojes-y-joyeria', name: 'Relojes y joyería' },
      { slug: 'complementos', name: 'Complementos' },
    ],
  },
  {
    slug: 'bebes-y-ninos',
    name: 'Bebés y niños',
    description: 'Lo que de verdad se usa en los primeros años: paseo, comidas, baño, ropa y habitación.',
    colour: '#e08e5f',
    subcategories: [
      { slug: 'paseo-y-viaje', name: 'Paseo y viaje' },
      { slug: 'alimentacion-infantil', name: 'Alimentación' },
      { slug: 'ropa-de-bebe', name: 'Ropa de bebé' },
      { slug: 'bano-y-cuidado', name: 'Baño y cuidado' },
      { slug: 'habitacion-infantil', name: 'Habitación infantil' },
    ],
  },
  {
    slug: 'juguetes-y-juegos',
    name: 'Juguetes y juegos',
    description: 'Juegos de mesa, construcciones, peluches y videojuegos para jugar a cualquier edad.',
    colour: '#e07a5f',
    subcategories: [
      { slug: 'juegos-de-mesa', name: 'Juegos de mesa' },
      { slug: 'construccion', name: 'Construcción' },
      { slug: 'munecos-y-peluches', name: 'Muñecos y peluches' },
      { slug: 'juguetes-educativos', name: 'Juguetes educativos' },
      { slug: 'videojuegos', name: 'Videojuegos' },
    ],
  },
  {
    slug: 'deporte-y-aire-libre',
    name: 'Deporte y aire libre',
    description: 'Para correr, pedalear, estirarse, subir montañas o jugar un partido con amigos.',
    colour: '#cf6f2e',
    subcategories: [
      { slug: 'running', name: 'Running' },
      { slug: 'ciclismo', name: 'Ciclismo' },
      { slug: 'yoga-y-fitness', name: 'Yoga y fitness' },
      { slug: 'montana-y-camping', name: 'Montaña y camping' },
      { slug: 'deportes-de-equipo', name: 'Fútbol y deportes de equipo' },
    ],
  },
  {
    slug: 'belleza-y-cuidado-personal',
    name: 'Belleza y cuidado personal',
    description: 'Maquillaje, cuidado de la piel y el cabello, perfumes y pequeños rituales de spa.',
    colour: '#c96b7a',
    subcategories: [
      { slug: 'maquillaje', name: 'Maquillaje' },
      { slug: 'cuidado-facial', name: 'Cuidado facial' },
      { slug: 'perfumes', name: 'Perfumes' },
      { slug: 'cabello', name: 'Cuidado del cabello' },
      { slug: 'bano-y-spa', name: 'Baño y spa' },
    ],
  },
  {
    slug: 'experiencias',
    name: 'Experiencias',
    description: 'Regalos que no ocupan sitio: catas, escapadas, talleres, aventuras y espectáculos.',
    colour: '#d9963f',
    subcategories: [
      { slug: 'gastronomia', name: 'Gastronomía' },
      { slug: 'escapadas', name: 'Escapadas' },
      { slug: 'talleres-y-cursos', name: 'Talleres y cursos' },
      { slug: 'bienestar', name: 'Bienestar' },
      { slug: 'aventura', name: 'Aventura' },
      { slug: 'espectaculos', name: 'Espectáculos' },
    ],
  },
  {
    slug: 'jardin-y-plantas',
    name: 'Jardín y plantas',
    description:
      'Plantas de interior, huertos urbanos y todo lo necesario para cuidar el balcón o el jardín.',
    colour: '#9a8a3c',
    subcategories: [
      { slug: 'plantas-de-interior', name: 'Plantas de interior' },
      { slug: 'huerto-urbano', name: 'Huerto urbano' },
      { slug: 'herramientas-de-jardin', name: 'Herramientas de jardín' },
      { slug: 'macetas-y-exterior', name: 'Macetas y exterior' },
    ],
  },
  {
    slug: 'mascotas',
    name: 'Mascotas',
    description: 'Camas, comederos, paseos y juguetes para perros y gatos muy queridos.',
    colour: '#b8733a',
    subcategories: [
      { slug: 'perros', name: 'Perros' },
      { slug: 'gatos', name: 'Gatos' },
      { slug: 'comederos-y-bebederos', name: 'Comederos y bebederos' },
      { slug: 'juguetes-para-mascotas', name: 'Juguetes para mascotas' },
    ],
  },
  {
    slug: 'musica-y-cine',
    name: 'Música y cine',
    description: 'Vinilos, instrumentos, cine en casa y accesorios para quien vive con banda sonora.',
    colour: '#9b3d4a',
    subcategories: [
      { slug: 'vinilos-y-cd', name: 'Vinilos y CD' },
      { slug: 'instrumentos', name: 'Instrumentos' },
      { slug: 'cine-y-series', name: 'Cine y series' },
      { slug: 'accesorios-musicales', name: 'Accesorios musicales' },
    ],
  },
];

/** The motif of each category's own picture (renderCategoryImage). */
export const demoCategoryMotifs: Record<string, Motif> = {
  'hogar-y-cocina': 'cup',
  tecnologia: 'headphones',
  libros: 'book',
  'moda-y-complementos': 'bag',
  'bebes-y-ninos': 'baby',
  'juguetes-y-juegos': 'toy',
  'deporte-y-aire-libre': 'bike',
  'belleza-y-cuidado-personal': 'lipstick',
  experiencias: 'ticket',
  'jardin-y-plantas': 'plant',
  mascotas: 'paw',
  'musica-y-cine': 'music',
};

export const demoHobbies: DemoHobby[] = [
  { slug: 'cocina', hobbie: 'Cocina' },
  { slug: 'reposteria', hobbie: 'Repostería' },
  { slug: 'cafe', hobbie: 'Café' },
  { slug: 'vinos-y-catas', hobbie: 'Vinos y catas' },
  { slug: 'lectura', hobbie: 'Lectura' },
  { slug: 'escritura', hobbie: 'Escritura' },
  { slug: 'viajes', hobbie: 'Viajes' },
  { slug: 'fotografia', hobbie: 'Fotografía' },
  { slug: 'cine-y-series', hobbie: 'Cine y series' },
  { slug: 'musica', hobbie: 'Música' },
  { slug: 'baile', hobbie: 'Baile' },
  { slug: 'videojuegos', hobbie: 'Videojuegos' },
  { slug: 'juegos-de-mesa', hobbie: 'Juegos de mesa' },
  { slug: 'yoga', hobbie: 'Yoga' },
  { slug: 'meditacion', hobbie: 'Meditación' },
  { slug: 'correr', hobbie: 'Correr' },
  { slug: 'ciclismo', hobbie: 'Ciclismo' },
  { slug: 'senderismo', hobbie: 'Senderismo' },
  { slug: 'natacion', hobbie: 'Natación' },
  { slug: 'futbol', hobbie: 'Fútbol' },
  { slug: 'jardineria', hobbie: 'Jardinería' },
  { slug: 'manualidades', hobbie: 'Manualidades' },
  { slug: 'ceramica', hobbie: 'Cerámica' },
  { slug: 'dibujo-y-pintura', hobbie: 'Dibujo y pintura' },
  { slug: 'tejido', hobbie: 'Tejido y ganchillo' },
  { slug: 'bricolaje', hobbie: 'Bricolaje' },
  { slug: 'moda', hobbie: 'Moda' },
  { slug: 'belleza', hobbie: 'Belleza y cuidado personal' },
  { slug: 'tecnologia', hobbie: 'Tecnología' },
  { slug: 'mascotas', hobbie: 'Mascotas' },
  { slug: 'astronomia', hobbie: 'Astronomía' },
  { slug: 'idiomas', hobbie: 'Idiomas' },
];

/**
 * One product as written below. `price` is the shelf price in major units, as a
 * person reads it (34.9 EUR, 62_000 COP); it becomes priceMinor through
 * the contract's `toMinor` (ISO 4217: CLP has none, COP two though centavos go unused,
 * so 62.000 COP → 6200000). A trailing `true` marks the product as featured.
 */
type Row = [
  slug: string,
  name: string,
  description: string,
  price: number,
  currency: DemoCurrency,
  shop: string,
  motif: Motif,
  standOut?: boolean,
];

/** category slug → subcategory slug → products. */
// biome-ignore format: one product per line reads best, like a table.
const CATALOGUE: Record<string, Record<string, Row[]>> = {
  'hogar-y-cocina': {
    'cafe-y-te': [
      ['cafetera-italiana-6-tazas', 'Cafetera italiana de aluminio 6 tazas', 'La clásica de fuego: café intenso en cinco minutos. Apta para gas y vitrocerámica.', 24.9, 'EUR', 'Casa Aurora', 'cup', true],
      ['molinillo-cafe-manual', 'Molinillo de café manual con muela cerámica', 'Molienda regulable, de fina para espresso a gruesa para cafetera de émbolo. Silencioso y fácil de limpiar.', 39, 'EUR', 'Tostadero del Sur', 'cup'],
      ['prensa-francesa-1l', 'Prensa francesa de vidrio de 1 litro', 'Vidrio de borosilicato y filtro de acero. Prepara café o infusiones para cuatro personas.', 549, 'MXN', 'Café Colibrí', 'cup'],
      ['cafe-especialidad-huila', 'Café de especialidad del Huila en grano, 500 g', 'Tueste medio con notas de panela y frutos rojos, cultivado por pequeños productores del sur de Colombia.', 62_000, 'COP', 'Tostadora La Ceiba', 'cup', true],
      ['set-matcha-tradicional', 'Set de matcha con cuenco, batidor de bambú y cuchara', 'Todo lo necesario para preparar matcha a la manera tradicional. Incluye 30 g de té de grado ceremonial.', 45, 'EUR', 'Hoja y Tetera', 'cup'],
      ['mate-calabaza-bombilla', 'Mate de calabaza forrado en cuero con bombilla', 'Curado y listo para usar, con bombilla de alpaca. Un clásico para compartir en la oficina o en la plaza.', 32_000, 'ARS', 'Almacén Pampa', 'cup'],
    ],
    'menaje-de-cocina': [
      ['sarten-antiadherente-28', 'Sartén antiadherente de 28 cm apta para inducción', 'Base gruesa que reparte bien el calor y recubrimiento sin PFOA. Sirve para gas, vitrocerámica e inducción.', 34.9, 'EUR', 'Casa Aurora', 'pan', true],
      ['olla-hierro-fundido', 'Olla de hierro fundido esmaltado de 24 cm', 'Ideal para guisos lentos, legumbres y pan casero. Pesa, pero dura toda la vida.', 89, 'EUR', 'La Alacena', 'pan', true],
      ['juego-cuchillos-tabla-olivo', 'Juego de tres cuchillos con tabla de olivo', 'Cuchillo de chef, santoku y mondador de acero inoxidable, con una tabla de olivo para cortar y servir.', 59.9, 'EUR', 'Fogón Nueve', 'gift'],
      ['molcajete-piedra-volcanica', 'Molcajete de piedra volcánica con tejolote', 'Tallado a mano en piedra volcánica. Perfecto para salsas y guacamole con textura de verdad.', 690, 'MXN', 'Mercado Mirasol', 'pan'],
      ['set-reposteria-principiantes', 'Set de repostería con molde desmontable y manga pastelera', 'Incluye molde de 22 cm, dos mangas, seis boquillas y espátula. Para quien empieza a hornear.', 749, 'MXN', 'Dulce Horno', 'gift'],
      ['comal-hierro-30', 'Comal de hierro de 30 cm', 'Calienta parejo y se cura con el uso. Sirve para tortillas, quesadillas, arepas y para asar chiles.', 459, 'MXN', 'Mercado Mirasol', 'pan'],
    ],
    'vajilla-y-mesa': [
      ['vajilla-gres-16-piezas', 'Vajilla de gres esmaltado de 16 piezas', 'Cuatro platos llanos, cuatro hondos, cuatro de postre y cuatro cuencos en tono arena. Apta para lavavajillas.', 79.9, 'EUR', 'Barro y Esmalte', 'cup', true],
      ['copas-vino-cristal', 'Juego de seis copas de vino de cristal fino', 'Cáliz amplio que ayuda a apreciar el aroma del vino. Ligeras y resistentes.', 36, 'EUR', 'La Alacena', 'bottle'],
      ['platon-talavera', 'Platón de talavera poblana pintado a mano', 'Cerámica de Puebla pintada a mano, para servir en la mesa o colgar en la pared.', 1290, 'MXN', 'Taller Azulejo', 'gift', true],
      ['tabla-quesos-acacia', 'Tabla de quesos de acacia con tres cuchillos', 'Tabla amplia con ranura para galletas y cuchillos para quesos blandos, semicurados y curados.', 32.5, 'EUR', 'Fogón Nueve', 'gift'],
      ['jarra-barro-negro', 'Jarra de barro negro de Oaxaca', 'Mantiene el agua fresca de forma natural. Hecha a mano en San Bartolo Coyotepec; cada pieza es distinta.', 420, 'MXN', 'Mercado Mirasol', 'bottle'],
    ],
    decoracion: [
      ['lampara-mesa-ceramica', 'Lámpara de mesa con base de cerámica', 'Pantalla de lino y base de cerámica en tono terracota. Luz cálida para el salón o la mesita de noche.', 64, 'EUR', 'Brisa Hogar', 'lamp', true],
      ['trio-velas-soja', 'Trío de velas de soja aromáticas', 'Aromas de higuera, azahar y cedro. Unas 40 horas de combustión cada una.', 27, 'EUR', 'Cera Viva', 'candle'],
      ['espejo-redondo-yute', 'Espejo redondo con marco de yute trenzado', 'Espejo de 50 cm con marco tejido a mano. Da calidez a la entrada o al dormitorio.', 899, 'MXN', 'Brisa Hogar', 'gift'],
      ['lamina-flores-silvestres', 'Lámina ilustrada de flores silvestres con marco', 'Impresión en papel de algodón de 30 × 40 cm, con marco de madera natural.', 38, 'EUR', 'Taller Índigo', 'plant'],
      ['vela-copal-vidrio-soplado', 'Vela de copal en vaso de vidrio soplado', 'Aroma a copal y vainilla en un vaso de vidrio soplado que después puedes reutilizar.', 380, 'MXN', 'Cera Viva', 'candle', true],
      ['difusor-varillas-higuera', 'Difusor de varillas con aroma a higuera', 'Perfuma una habitación durante unos dos meses, sin llama ni enchufe.', 22.9, 'EUR', 'Cera Viva', 'bottle'],
    ],
    'textil-hogar': [
      ['manta-lana-merino', 'Manta de lana merino para el sofá', 'Mide 130 × 170 cm, es suave y cálida y lleva flecos cortos. Se lava en programa de lana.', 95, 'EUR', 'Telar del Norte', 'cushion', true],
      ['sabanas-percal-150', 'Juego de sábanas de percal de 200 hilos para cama de 150', 'Algodón peinado, fresco en verano y agradable en invierno. Incluye sábana bajera, encimera y dos fundas.', 69, 'EUR', 'Telar del Norte', 'cushion'],
      ['mantel-lino-lavado', 'Mantel de lino lavado para seis comensales', 'Lino de tacto suave que no necesita plancha. Color arcilla.', 49, 'EUR', 'Casa Aurora', 'cushion'],
      ['fundas-cojin-bordadas', 'Par de fundas de cojín bordadas a mano', 'Bordado tradicional de flores sobre manta de algodón, de 45 × 45 cm. Hechas por artesanas de Chiapas.', 650, 'MXN', 'Taller Azulejo', 'cushion'],
      ['hamaca-san-jacinto', 'Hamaca de algodón tejida a mano', 'Tejida en telar por artesanos de San Jacinto, en los Montes de María. Soporta hasta 150 kg.', 280_000, 'COP', 'Tejidos del Caribe', 'cushion', true],
      ['toallas-rizo-algodon', 'Set de cuatro toallas de rizo de algodón', 'Dos de lavabo y dos de ducha, de gramaje alto y secado rápido.', 42, 'EUR', 'Telar del Norte', 'cushion'],
    ],
  },

  tecnologia: {
    audio: [
      ['auriculares-cancelacion-ruido', 'Auriculares inalámbricos con cancelación de ruido', 'Hasta 30 horas de batería y modo ambiente para oír lo que pasa alrededor. Plegables y con estuche.', 149, 'EUR', 'Sonora Audio', 'headphones', true],
      ['bocina-bluetooth-resistente', 'Bocina Bluetooth resistente al agua', 'Certificación IP67, 12 horas de autonomía y un sonido sorprendente para su tamaño. Perfecta para la playa.', 1299, 'MXN', 'Electro Lince', 'music', true],
      ['audifonos-deportivos', 'Audífonos deportivos inalámbricos con gancho', 'Se sujetan bien al correr y aguantan el sudor. El estuche de carga da 24 horas extra.', 899, 'MXN', 'Electro Lince', 'headphones'],
      ['radio-digital-madera', 'Radio digital DAB+ de madera con despertador', 'FM y DAB+, pantalla fácil de leer y un diseño de madera que queda bien en la cocina.', 79, 'EUR', 'Sonora Audio', 'music'],
    ],
    fotografia: [
      ['camara-instantanea', 'Cámara instantánea con 20 fotos incluidas', 'Revela cada foto en pocos minutos, sin aplicaciones ni cables. Con espejo frontal para selfis.', 99, 'EUR', 'Luz y Lente', 'camera', true],
      ['camara-deportiva-4k', 'Cámara deportiva 4K con carcasa sumergible', 'Graba en 4K y se sumerge hasta 30 metros con su carcasa. Incluye soportes para casco y bicicleta.', 2499, 'MXN', 'Luz y Lente', 'camera'],
      ['tripode-viaje-aluminio', 'Trípode de viaje de aluminio con rótula de bola', 'Pesa 1,2 kg, se pliega a 40 cm y aguanta cámaras réflex con un objetivo mediano.', 69.9, 'EUR', 'Luz y Lente', 'camera'],
      ['objetivo-50mm', 'Objetivo de 50 mm f/1.8', 'El clásico «cincuenta»: retratos con el fondo desenfocado y buenos resultados con poca luz.', 129, 'EUR', 'Foto Prisma', 'camera'],
      ['album-fotos-lino', 'Álbum de fotos de lino con 60 páginas', 'Para guardar en papel los recuerdos del año. Hojas separadas con papel cristal.', 27.5, 'EUR', 'Papelería Trazo', 'book'],
      ['carretes-pelicula-35mm', 'Pack de tres rollos de película en color de 35 mm', 'Película ISO 400 de 36 exposiciones, para volver a fotografiar sin prisas.', 179, 'PEN', 'Foto Prisma', 'camera'],
    ],
    'telefonos-y-accesorios': [
      ['base-carga-3-en-1', 'Base de carga inalámbrica 3 en 1', 'Carga a la vez el teléfono, el reloj y los auriculares. Incluye cable USB-C y adaptador.', 49.99, 'EUR', 'Electro Lince', 'phone'],
      ['bateria-externa-20000', 'Batería externa de 20 000 mAh con carga rápida', 'Dos cargas completas de un teléfono normal, con pantalla que indica el porcentaje restante.', 599, 'MXN', 'Electro Lince', 'phone'],
      ['funda-cartera-cuero', 'Funda tipo cartera de cuero para teléfono', 'Cuero de curtido vegetal con tres ranuras para tarjetas. Envejece bonito con el uso.', 34, 'EUR', 'Curtidos Roble', 'phone'],
      ['smartphone-128gb', 'Smartphone de gama media de 128 GB', 'Pantalla de 6,5 pulgadas, batería para todo el día y cámara de 50 MP. Desbloqueado, funciona con cualquier compañía.', 4999, 'MXN', 'Electro Lince', 'phone', true],
      ['estabilizador-telefono', 'Estabilizador de mano para teléfono', 'Videos fluidos al caminar, con seguimiento de rostro y trípode integrado.', 349, 'PEN', 'Foto Prisma', 'phone'],
    ],
    informatica: [
      ['teclado-mecanico-compacto', 'Teclado mecánico compacto retroiluminado', 'Formato 75 %, teclas intercambiables y conexión por cable o Bluetooth.', 89, 'EUR', 'Bit y Byte', 'laptop'],
      ['mouse-vertical-ergonomico', 'Mouse inalámbrico vertical ergonómico', 'Una postura de la mano más natural para quien pasa muchas horas frente a la computadora.', 549, 'MXN', 'Bit y Byte', 'laptop'],
      ['lector-libros-electronicos', 'Lector de libros electrónicos de 6 pulgadas', 'Pantalla de tinta electrónica sin reflejos, luz cálida regulable y semanas de batería.', 119, 'EUR', 'Bit y Byte', 'book', true],
      ['tableta-10-funda-teclado', 'Tableta de 10 pulgadas con funda teclado', 'Para ver series, tomar apuntes y hacer videollamadas. 64 GB ampliables con tarjeta microSD.', 3899, 'MXN', 'Electro Lince', 'laptop', true],
      ['disco-ssd-portatil-1tb', 'Disco SSD portátil de 1 TB', 'Rápido, pequeño y resistente a los golpes. Ideal para copias de seguridad y archivos de fotos.', 89.9, 'USD', 'Bit y Byte', 'laptop'],
      ['soporte-portatil-aluminio', 'Soporte elevador de aluminio para portátil', 'Plegable, con seis alturas: mejora la postura cuando trabajas desde casa.', 29.9, 'EUR', 'Bit y Byte', 'laptop'],
    ],
    'hogar-conectado': [
      ['bombillas-inteligentes', 'Pack de dos bombillas inteligentes de luz cálida', 'Se controlan desde el teléfono o por voz y permiten programar horarios. Rosca E27.', 24.99, 'EUR', 'Casa Clic', 'lamp'],
      ['enchufe-inteligente', 'Enchufe inteligente con medidor de consumo', 'Apaga a distancia lo que se quedó encendido y muestra cuánto gasta cada aparato.', 14.9, 'EUR', 'Casa Clic', 'phone'],
      ['bocina-inteligente', 'Bocina inteligente con asistente de voz', 'Pone música, responde preguntas y controla las luces de casa. Sonido claro en habitaciones pequeñas.', 1199, 'MXN', 'Casa Clic', 'music'],
      ['marco-fotos-digital', 'Marco de fotos digital de 10 pulgadas con wifi', 'La familia envía fotos desde el teléfono y aparecen solas en el marco. Un regalo ideal para los abuelos.', 89, 'EUR', 'Casa Clic', 'camera', true],
      ['timbre-camara-wifi', 'Timbre inteligente con cámara', 'Ves y hablas con quien llama a la puerta desde el teléfono, estés donde estés.', 349_900, 'COP', 'Casa Clic', 'camera'],
    ],
  },

  libros: {
    novela: [
      ['novela-niebla-en-el-puerto', 'Novela negra «Niebla en el puerto»', 'Una inspectora recién llegada a Valparaíso investiga la desaparición de un estibador. Tapa blanda, 384 páginas.', 18.9, 'EUR', 'Librería El Faro', 'book'],
      ['novela-historica-sevilla', 'Novela histórica sobre la Sevilla del siglo XVI', 'La vida de una familia de impresores en la ciudad que miraba a América. Tapa dura con mapa desplegable.', 22.5, 'EUR', 'Librería El Faro', 'book', true],
      ['estuche-clasicos-latinoamericanos', 'Estuche con cinco clásicos de la literatura latinoamericana', 'Ediciones de bolsillo con prólogos nuevos y notas, para leer en el transporte o en la playa.', 890, 'MXN', 'Librería Papiro', 'book', true],
      ['novela-cartas-desde-cartagena', 'Novela romántica «Cartas desde Cartagena»', 'Dos desconocidos se escriben durante todo un verano sin llegar a verse. Ligera, divertida y con mucho Caribe.', 59_000, 'COP', 'Librería Papiro', 'book'],
      ['quijote-edicion-ilustrada', 'Edición ilustrada de «Don Quijote de la Mancha»', 'La obra completa de Cervantes en tapa dura, con ilustraciones a color. Para regalar y conservar.', 39.9, 'EUR', 'Librería El Faro', 'book', true],
    ],
    'ensayo-y-divulgacion': [
      ['divulgacion-como-aprende-el-cerebro', 'Divulgación científica: cómo aprende el cerebro', 'Una neurocientífica explica con ejemplos cotidianos cómo formamos hábitos y recuerdos.', 19.9, 'EUR', 'Librería Papiro', 'book'],
      ['historia-cafe-america-latina', 'Historia del café en América Latina', 'De las haciendas coloniales a las cafeterías de especialidad, en un recorrido ameno con fotografías.', 449, 'MXN', 'Librería Papiro', 'book'],
      ['ensayo-arte-de-no-hacer-nada', 'Ensayo sobre el arte de no hacer nada', 'Un texto breve y provocador sobre el descanso, el ocio y la prisa. Se lee en una tarde.', 16, 'EUR', 'Librería El Faro', 'book'],
      ['atlas-aves-sudamerica', 'Atlas ilustrado de aves de Sudamérica', 'Más de 300 especies pintadas en acuarela, con mapas de distribución y descripción de sus cantos.', 32_990, 'CLP', 'Librería Austral', 'book', true],
    ],
    'infantil-y-juvenil': [
      ['album-la-luna-tiene-sueno', 'Álbum ilustrado «La luna tiene sueño»', 'Un cuento corto y rimado para leer en voz alta antes de apagar la luz. De 2 a 5 años.', 14.5, 'EUR', 'La Casa del Cuento', 'book', true],
      ['libro-desplegable-dinosaurios', 'Libro desplegable de dinosaurios', 'Cada página se abre en una escena en tres dimensiones. Para lectores curiosos a partir de 4 años.', 429, 'MXN', 'La Casa del Cuento', 'book'],
      ['trilogia-fantasia-juvenil', 'Trilogía juvenil de fantasía en estuche', 'Una historia de magia y amistad en tres tomos, para lectores a partir de 12 años.', 45, 'EUR', 'Librería El Faro', 'book'],
      ['libro-tela-texturas', 'Libro de tela con texturas para bebés', 'Páginas suaves que crujen, con espejo y texturas para descubrir con las manos. Se puede lavar.', 12.9, 'EUR', 'La Casa del Cuento', 'book'],
      ['cuentos-leyendas-andes', 'Cuentos y leyendas de los Andes para niños', 'Relatos tradicionales de Perú y Bolivia contados para niños de 6 a 10 años, con ilustraciones a color.', 59, 'PEN', 'Librería Austral', 'book'],
    ],
    'cocina-y-viajes': [
      ['recetario-cocina-mexicana', 'Recetario de cocina mexicana tradicional', 'Más de 150 recetas de mercados y cocinas familiares, de los moles a los tamales.', 589, 'MXN', 'Librería Papiro', 'book', true],
      ['guia-camino-santiago', 'Guía del Camino de Santiago con mapas por etapas', 'Etapas, albergues, perfiles de desnivel y consejos prácticos, en formato de bolsillo resistente.', 21.9, 'EUR', 'Librería El Faro', 'book'],
      ['cocina-peruana-en-casa', 'Cocina peruana en casa: ceviches, guisos y postres', 'Recetas claras con ingredientes fáciles de encontrar, explicadas paso a paso.', 89, 'PEN', 'Librería Austral', 'book'],
      ['cuaderno-viaje-rellenar', 'Cuaderno de viaje para rellenar', 'Páginas con mapas y listas para planificar, pegar entradas y apuntar recuerdos. Tapa de tela y cinta marcapáginas.', 17.5, 'EUR', 'Papelería Trazo', 'book'],
      ['panaderia-masa-madre', 'Libro de panadería casera con masa madre', 'Del primer pan de masa madre a las focaccias y los brioches, con fotos de cada paso.', 26, 'EUR', 'Librería El Faro', 'book'],
    ],
    'comic-y-novela-grafica': [
      ['novela-grafica-tres-generaciones', 'Novela gráfica sobre tres generaciones de una familia', 'Una historia emotiva sobre la memoria familiar, dibujada en blanco y negro. Tapa dura, 240 páginas.', 24, 'EUR', 'Viñeta Cómics', 'book', true],
      ['pack-iniciacion-manga', 'Pack de iniciación al manga: los tres primeros tomos', 'El comienzo de una serie de aventuras de piratas, en edición en español y sentido de lectura oriental.', 39_000, 'ARS', 'Viñeta Cómics', 'book'],
      ['recopilatorio-tiras-humor', 'Recopilatorio de tiras cómicas de humor', 'Cuatro años de tiras diarias en un solo volumen, para reírse en voz alta en el transporte público.', 349, 'MXN', 'Viñeta Cómics', 'book'],
      ['antologia-historieta-argentina', 'Antología de la historieta argentina', 'Una selección de autores clásicos y nuevos del cómic argentino, con textos que los sitúan en su época.', 42_000, 'ARS', 'Librería Papiro', 'book'],
    ],
  },

  'moda-y-complementos': {
    ropa: [
      ['jersey-lana-ochos', 'Jersey de lana con ochos', 'Punto grueso de lana y algodón, cálido y sin picor. Disponible en crudo, mostaza y verde oliva.', 59.95, 'EUR', 'Alma de Lino', 'shirt', true],
      ['camisa-lino-manga-larga', 'Camisa de lino de manga larga', 'Fresca y con caída natural, perfecta para el verano. Corte recto unisex.', 45, 'EUR', 'Alma de Lino', 'shirt'],
      ['playera-algodon-organico', 'Playera de algodón orgánico con bordado', 'Algodón orgánico suave y un pequeño colibrí bordado en el pecho.', 399, 'MXN', 'Tienda Nómada', 'shirt'],
      ['chamarra-mezclilla', 'Chamarra de mezclilla clásica', 'Mezclilla resistente con forro ligero. Combina con todo y mejora con los años.', 1190, 'MXN', 'Tienda Nómada', 'shirt', true],
      ['poncho-alpaca', 'Poncho de lana de alpaca', 'Tejido en Cusco con lana de alpaca, ligero y muy abrigador. Talla única.', 289, 'PEN', 'Andes Textil', 'shirt', true],
      ['pijama-franela-cuadros', 'Pijama de franela de cuadros', 'Pantalón y camisa de franela suave para las noches frías. Unisex.', 35, 'EUR', 'Alma de Lino', 'shirt'],
    ],
    calzado: [
      ['zapatillas-lona', 'Zapatillas de lona con suela de caucho', 'Cómodas para el día a día, de lona resistente. Se pueden lavar a mano.', 49.9, 'EUR', 'Paso Firme', 'shoe'],
      ['botines-piel-cremallera', 'Botines de piel con cremallera lateral', 'Piel engrasada y suela de goma antideslizante. Cómodos desde el primer día.', 89, 'EUR', 'Paso Firme', 'shoe', true],
      ['alpargatas-yute', 'Alpargatas de yute hechas a mano', 'Suela de yute cosida a mano y lona de algodón: el calzado del verano mediterráneo.', 29, 'EUR', 'Paso Firme', 'shoe'],
      ['huaraches-piel-tejida', 'Huaraches de piel tejida', 'Hechos a mano en Jalisco con piel curtida y suela de goma. Frescos y muy resistentes.', 790, 'MXN', 'Mercado Mirasol', 'shoe'],
      ['pantuflas-lana-oveja', 'Pantuflas de lana de oveja', 'Calientitas para el invierno del sur, con una suela que no resbala.', 24_990, 'CLP', 'Lanas del Sur', 'shoe'],
    ],
    'bolsos-y-mochilas': [
      ['mochila-cuero-portatil', 'Mochila de cuero con compartimento para portátil', 'Cuero de curtido vegetal, bolsillo acolchado para portátiles de 14 pulgadas y cierre de hebillas.', 119, 'EUR', 'Curtidos Roble', 'bag', true],
      ['bandolera-piel-pequena', 'Bolso bandolera pequeño de piel', 'Caben el teléfono, la cartera y las llaves. Correa ajustable.', 65, 'EUR', 'Curtidos Roble', 'bag'],
      ['bolsa-palma-tejida', 'Bolsa de palma tejida a mano', 'Tejida por artesanas de la Mixteca, ideal para ir al mercado o a la playa.', 480, 'MXN', 'Mercado Mirasol', 'bag'],
      ['mochila-wayuu', 'Mochila wayuu tejida a mano', 'Tejida por artesanas wayuu de La Guajira con diseños tradicionales. Cada una es única.', 185_000, 'COP', 'Tejidos del Caribe', 'bag', true],
      ['tarjetero-cuero-minimalista', 'Tarjetero de cuero minimalista', 'Delgado, para seis tarjetas y algunos billetes. Cabe en el bolsillo delantero.', 22, 'USD', 'Curtidos Roble', 'bag'],
    ],
    'relojes-y-joyeria': [
      ['reloj-analogico-cuero', 'Reloj analógico con correa de cuero', 'Esfera limpia de 38 mm, cristal de zafiro y resistencia al agua de 5 ATM.', 129, 'EUR', 'Hora Dorada', 'watch', true],
      ['reloj-inteligente-gps', 'Reloj inteligente con GPS y registro del sueño', 'Registra entrenamientos, pulso y sueño, y avisa de las notificaciones. Siete días de batería.', 2999, 'MXN', 'Electro Lince', 'watch', true],
      ['aretes-filigrana-mompox', 'Aretes de filigrana de plata de Mompox', 'Orfebrería tradicional de Santa Cruz de Mompox, ligera y delicada.', 240_000, 'COP', 'Orfebres del Río', 'gift'],
      ['collar-plata-inicial', 'Collar de plata con inicial grabada', 'Cadena de plata de ley de 45 cm con una pequeña medalla grabada con la letra que elijas.', 39, 'EUR', 'Hora Dorada', 'gift'],
      ['pulsera-hilo-rojo-plata', 'Pulsera de hilo rojo con dije de plata', 'Sencilla y simbólica, con cierre ajustable para cualquier muñeca.', 290, 'MXN', 'Hora Dorada', 'gift'],
    ],
    complementos: [
      ['bufanda-alpaca-bebe', 'Bufanda de alpaca tejida', 'Suave, abrigadora y sin picor. Tejida en Puno con lana de alpaca bebé.', 139, 'PEN', 'Andes Textil', 'shirt'],
      ['gafas-sol-polarizadas', 'Gafas de sol polarizadas de acetato', 'Montura de acetato color carey y lentes polarizadas con protección UV400.', 55, 'EUR', 'Mirada Clara', 'gift'],
      ['sombrero-paja-toquilla', 'Sombrero de paja toquilla', 'Tejido a mano en Montecristi, fresco y ligero. Incluye una caja para guardarlo.', 85, 'USD', 'Paja Fina', 'gift', true],
      ['gorro-merino-pompon', 'Gorro de lana merino con pompón', 'Punto suave y calentito, con pompón desmontable para poder lavarlo.', 19.9, 'EUR', 'Alma de Lino', 'shirt'],
    ],
  },

  'bebes-y-ninos': {
    'paseo-y-viaje': [
      ['silla-paseo-ligera', 'Silla de paseo ligera y plegable', 'Pesa 6 kg, se pliega con una mano y cabe en cualquier maletero. A partir de 6 meses.', 189, 'EUR', 'Pequeño Bosque', 'baby', true],
      ['mochila-portabebes-ergonomica', 'Mochila portabebés ergonómica', 'Mantiene la postura de ranita que recomiendan los fisioterapeutas. Para llevar al bebé delante o a la espalda.', 1690, 'MXN', 'Cuna de Lino', 'baby', true],
      ['fular-portabebes-elastico', 'Fular portabebés elástico', 'Tela de algodón suave para los primeros meses, con instrucciones ilustradas para anudarlo.', 39.9, 'EUR', 'Cuna de Lino', 'baby'],
      ['panalera-mochila-cambiador', 'Pañalera tipo mochila con cambiador', 'Muchos bolsillos, cambiador plegable y correas para colgarla de la carriola.', 899, 'MXN', 'Pequeño Bosque', 'bag'],
    ],
    'alimentacion-infantil': [
      ['vajilla-silicona-ventosa', 'Set de vajilla de silicona con ventosa', 'Plato, cuenco, vaso y cuchara de silicona alimentaria que no se vuelcan. Para empezar con los sólidos.', 29.9, 'EUR', 'Pequeño Bosque', 'cup'],
      ['trona-evolutiva-madera', 'Trona evolutiva de madera', 'Crece con el niño: de trona a silla de escritorio. Madera de haya con arnés de seguridad.', 149, 'EUR', 'Cuna de Lino', 'baby'],
      ['biberones-vidrio-anticolicos', 'Pack de tres biberones de vidrio anticólicos', 'Vidrio de borosilicato y tetinas de silicona con válvula que reduce los gases.', 459, 'MXN', 'Pequeño Bosque', 'bottle'],
      ['robot-papillas-vapor', 'Robot de cocina para papillas', 'Cuece al vapor y tritura en el mismo vaso: papillas caseras en 15 minutos.', 89, 'EUR', 'Pequeño Bosque', 'cup'],
    ],
    'ropa-de-bebe': [
      ['bodies-algodon-organico', 'Pack de cinco bodies de algodón orgánico', 'Algodón orgánico certificado y broches fáciles de abrir. Talla de 0 a 3 meses.', 32, 'EUR', 'Cuna de Lino', 'baby', true],
      ['mameluco-invierno-orejitas', 'Mameluco de invierno acolchado con orejitas', 'Relleno ligero y capucha con orejitas para los paseos de días fríos. De 6 a 12 meses.', 549, 'MXN', 'Pequeño Bosque', 'baby'],
      ['conjunto-alpaca-bebe', 'Conjunto tejido de alpaca para bebé', 'Chaleco, gorro y escarpines tejidos a mano con alpaca bebé, muy suave para su piel.', 159, 'PEN', 'Andes Textil', 'baby'],
      ['baberos-bandana', 'Pack de cuatro baberos bandana', 'Algodón por fuera, forro absorbente por dentro y dos broches para ajustarlos.', 16.9, 'EUR', 'Cuna de Lino', 'baby'],
    ],
    'bano-y-cuidado': [
      ['banera-plegable-termometro', 'Bañera plegable con termómetro', 'Se pliega y se guarda detrás de una puerta. El tapón cambia de color si el agua está demasiado caliente.', 45, 'EUR', 'Pequeño Bosque', 'baby'],
      ['toalla-capucha-muselina', 'Toalla con capucha de muselina', 'Cuatro capas de muselina de algodón, suave y de secado rápido.', 22, 'EUR', 'Cuna de Lino', 'cushion'],
      ['kit-cuidado-recien-nacido', 'Kit de cuidado para recién nacido', 'Cortaúñas, cepillo, peine y termómetro en un neceser, práctico para llevar de viaje.', 329, 'MXN', 'Pequeño Bosque', 'gift'],
      ['cosmetica-natural-bebe', 'Set de cosmética natural para bebé', 'Gel de baño, crema hidratante y aceite de masaje con ingredientes suaves y sin perfume.', 54_900, 'COP', 'Botica Alba', 'bottle'],
    ],
    'habitacion-infantil': [
      ['movil-cuna-fieltro', 'Móvil de cuna de fieltro con nubes y estrellas', 'Hecho a mano con fieltro de lana. Se cuelga sobre la cuna y se mueve con la brisa.', 34, 'EUR', 'Cuna de Lino', 'toy', true],
      ['lampara-quitamiedos', 'Lámpara quitamiedos recargable', 'Luz cálida y tenue con temporizador: se apaga sola cuando el peque ya duerme.', 24.9, 'EUR', 'Pequeño Bosque', 'lamp'],
      ['monitor-bebe-camara', 'Monitor de bebé con cámara y visión nocturna', 'Pantalla de 5 pulgadas, audio en los dos sentidos y 300 metros de alcance.', 1899, 'MXN', 'Electro Lince', 'camera', true],
      ['tapete-juego-acolchado', 'Tapete de juego acolchado reversible', 'Espuma suave sin tóxicos, de 180 × 120 cm: por una cara un mapa y por la otra un color liso.', 199_900, 'COP', 'Pequeño Bosque', 'cushion'],
    ],
  },

  'juguetes-y-juegos': {
    'juegos-de-mesa': [
      ['juego-estrategia-comercio', 'Juego de mesa de estrategia y comercio', 'Construye caminos y pueblos negociando con el resto de jugadores. De 3 a 4 personas, a partir de 10 años.', 39.95, 'EUR', 'Ludoteca Arce', 'dice', true],
      ['juego-cartas-familiar', 'Juego de cartas rápido para toda la familia', 'Partidas de 15 minutos, reglas que se explican en dos y muchas risas. De 2 a 6 jugadores.', 12.5, 'EUR', 'Ludoteca Arce', 'dice'],
      ['loteria-mexicana-ilustrada', 'Lotería mexicana ilustrada', 'Las 54 cartas de siempre con ilustraciones nuevas, tablas y fichas para jugar en familia.', 279, 'MXN', 'Juguetería Tiovivo', 'dice'],
      ['ajedrez-madera-plegable', 'Ajedrez de madera con tablero plegable', 'Piezas torneadas con contrapeso y un tablero que se cierra como una caja.', 45, 'EUR', 'Ludoteca Arce', 'dice'],
      ['juego-cooperativo-misterio', 'Juego cooperativo de misterio', 'Todos juntos contra el juego para resolver un caso en una mansión encantada. De 1 a 4 jugadores.', 699, 'MXN', 'Juguetería Tiovivo', 'dice'],
      ['domino-estuche-madera', 'Dominó profesional en estuche de madera', 'Fichas gruesas de tamaño de competición, para las tardes de dominó en familia.', 95_000, 'COP', 'Ludoteca Arce', 'dice'],
    ],
    construccion: [
      ['bloques-madera-100', 'Bloques de construcción de madera, 100 piezas', 'Madera de haya con pinturas al agua, para construir torres, casas y todo lo que se les ocurra.', 34.9, 'EUR', 'Juguetería Tiovivo', 'dice'],
      ['set-ladrillos-bomberos', 'Set de bloques para armar: estación de bomberos', 'Más de 500 piezas con figuras y camión, compatibles con las marcas de bloques más conocidas.', 899, 'MXN', 'Juguetería Tiovivo', 'dice', true],
      ['circuito-canicas-madera', 'Circuito de canicas de madera', 'Más de 80 piezas para montar un recorrido distinto cada vez. A partir de 4 años.', 49, 'EUR', 'Ludoteca Arce', 'ball'],
      ['piezas-magneticas-60', 'Piezas magnéticas de construcción, 60 piezas', 'Formas geométricas con imanes para construir en tres dimensiones. Muy resistentes.', 39_990, 'CLP', 'Juguetería Tiovivo', 'dice'],
    ],
    'munecos-y-peluches': [
      ['oso-peluche-organico', 'Oso de peluche de algodón orgánico', 'Relleno hipoalergénico y costuras reforzadas, apto desde el nacimiento. Mide 35 cm.', 29, 'EUR', 'Juguetería Tiovivo', 'toy', true],
      ['muneca-trapo-otomi', 'Muñeca de trapo otomí hecha a mano', 'Hecha por artesanas de Querétaro, con vestido bordado y trenzas de estambre.', 320, 'MXN', 'Mercado Mirasol', 'toy'],
      ['peluche-llama', 'Peluche de llama', 'Suave y abrazable, con una mantita tejida de colores. Mide 30 cm.', 69, 'PEN', 'Andes Textil', 'toy'],
      ['casa-munecas-madera', 'Casa de muñecas de madera con muebles', 'Tres plantas, escalera y 15 muebles para inventar historias durante horas.', 119, 'EUR', 'Ludoteca Arce', 'toy', true],
      ['titeres-mano-cuento', 'Set de cuatro títeres de mano', 'Los personajes de un cuento clásico para montar funciones en casa. A partir de 3 años.', 24.5, 'EUR', 'La Casa del Cuento', 'toy'],
    ],
    'juguetes-educativos': [
      ['kit-robotica-principiantes', 'Kit de robótica para principiantes', 'Monta un pequeño robot y prográmalo con bloques visuales desde la tableta. De 8 a 12 años.', 79.9, 'EUR', 'Ciencia Chispa', 'toy', true],
      ['microscopio-infantil', 'Microscopio infantil con 40 preparaciones', 'Hasta 1200 aumentos, luz LED y preparaciones listas para observar.', 749, 'MXN', 'Ciencia Chispa', 'camera'],
      ['tablero-actividades-montessori', 'Tablero de actividades Montessori', 'Cerrojos, cierres, engranajes y cordones para trabajar la motricidad fina.', 36, 'EUR', 'Juguetería Tiovivo', 'toy'],
      ['telescopio-principiantes', 'Telescopio refractor para principiantes', 'Para ver los cráteres de la Luna y los anillos de Saturno. Con trípode y dos oculares.', 2190, 'MXN', 'Ciencia Chispa', 'camera', true],
      ['kit-experimentos-quimica', 'Kit de experimentos de química divertida', 'Veinte experimentos seguros con instrucciones ilustradas: volcanes, cristales y slime.', 89_900, 'COP', 'Ciencia Chispa', 'bottle'],
    ],
    videojuegos: [
      ['mando-inalambrico-consola', 'Mando inalámbrico para consola y PC', 'Vibración, batería recargable y compatibilidad con las consolas más habituales y el ordenador.', 54.99, 'EUR', 'Pixel Arcade', 'game', true],
      ['consola-retro-200-juegos', 'Consola retro con 200 juegos clásicos', 'Se conecta a la tele por HDMI e incluye dos controles. Nostalgia para toda la familia.', 1099, 'MXN', 'Pixel Arcade', 'game', true],
      ['tarjeta-regalo-videojuegos', 'Tarjeta regalo para videojuegos de 50 dólares', 'Código para comprar juegos y contenido descargable en la tienda digital de la consola.', 50, 'USD', 'Pixel Arcade', 'game'],
      ['auriculares-gaming-microfono', 'Auriculares gaming con micrófono', 'Sonido envolvente y micrófono con cancelación de ruido para jugar en línea.', 59, 'EUR', 'Pixel Arcade', 'headphones'],
    ],
  },

  'deporte-y-aire-libre': {
    running: [
      ['zapatillas-running-amortiguacion', 'Zapatillas de running con amortiguación', 'Ligeras y con buena amortiguación para entrenamientos de media distancia.', 99.95, 'EUR', 'Cumbre Sport', 'shoe', true],
      ['tenis-trail-traccion', 'Tenis para trail con suela de tracción', 'Tacos que agarran en tierra y piedra, y puntera reforzada contra los golpes.', 1899, 'MXN', 'Ruta Norte', 'shoe'],
      ['cinturon-running-telefono', 'Cinturón de running para el teléfono', 'Elástico, sin rebotes y con espacio para las llaves y un gel.', 14.9, 'EUR', 'Cumbre Sport', 'bag'],
      ['reloj-gps-correr', 'Reloj GPS para correr', 'Mide ritmo, distancia y pulso, e incluye planes de entrenamiento para tu primera carrera de 10 km.', 189, 'EUR', 'Cumbre Sport', 'watch'],
      ['polera-tecnica-transpirable', 'Polera técnica transpirable', 'Tejido de secado rápido y costuras planas que no rozan, con detalles reflectantes.', 19_990, 'CLP', 'Cumbre Sport', 'shirt'],
    ],
    ciclismo: [
      ['bicicleta-urbana-cesta', 'Bicicleta urbana de paseo con cesta', 'Cuadro bajo, siete velocidades y guardabarros, para moverse por la ciudad sin sudar.', 429, 'EUR', 'Pedal Libre', 'bike', true],
      ['casco-urbano-luz', 'Casco de ciclismo urbano con luz trasera', 'Ventilado, ajustable y con una luz LED integrada para ver y ser visto.', 49.9, 'EUR', 'Pedal Libre', 'bike'],
      ['luces-led-bici', 'Juego de luces LED recargables para bici', 'Delantera y trasera, con carga por USB y varios modos de parpadeo.', 349, 'MXN', 'Pedal Libre', 'lamp'],
      ['bicicleta-montana-rin-29', 'Bicicleta de montaña rin 29', 'Cuadro de aluminio, suspensión delantera y frenos de disco hidráulicos.', 2_490_000, 'COP', 'Pedal Libre', 'bike', true],
      ['rodillo-entrenamiento', 'Rodillo de entrenamiento para bicicleta', 'Para seguir entrenando en casa los días de lluvia. Silencioso y plegable.', 139, 'EUR', 'Pedal Libre', 'bike'],
    ],
    'yoga-y-fitness': [
      ['esterilla-yoga-corcho', 'Esterilla de yoga de corcho natural', 'Superficie de corcho que no resbala ni con sudor, sobre una base de caucho natural.', 54, 'EUR', 'Respira Yoga', 'cushion', true],
      ['tapete-yoga-correa', 'Tapete de yoga antideslizante con correa', 'Grosor de 6 mm para proteger las rodillas y correa para llevarlo al estudio.', 499, 'MXN', 'Respira Yoga', 'cushion'],
      ['mancuernas-ajustables', 'Mancuernas ajustables de 2 a 20 kg', 'Cambias el peso girando un selector. Ocupan poco y sustituyen a un estante entero.', 219, 'EUR', 'Cumbre Sport', 'ball'],
      ['bandas-resistencia', 'Set de bandas elásticas de resistencia', 'Cinco niveles de resistencia, asas y anclaje de puerta para entrenar en casa o de viaje.', 399, 'MXN', 'Cumbre Sport', 'ball'],
      ['cojin-meditacion-trigo-sarraceno', 'Cojín de meditación de trigo sarraceno', 'Relleno de cascarilla que se adapta al cuerpo y funda de algodón lavable.', 39, 'EUR', 'Respira Yoga', 'cushion', true],
    ],
    'montana-y-camping': [
      ['mochila-trekking-40l', 'Mochila de trekking de 40 litros', 'Espalda ventilada, funda para la lluvia y acceso frontal. Ideal para travesías de dos o tres días.', 89, 'EUR', 'Ruta Norte', 'bag', true],
      ['saco-dormir-plumas', 'Saco de dormir de plumas para tres estaciones', 'Temperatura de confort de 2 °C y solo 900 g de peso, con bolsa de compresión.', 189_990, 'CLP', 'Ruta Norte', 'bag'],
      ['linterna-frontal-400', 'Linterna frontal recargable de 400 lúmenes', 'Luz blanca y roja, resistente a la lluvia y con batería para toda una noche.', 29.95, 'EUR', 'Ruta Norte', 'lamp'],
      ['termo-pico-cebador', 'Termo de acero de 1 litro con pico cebador', 'Pico cebador para el mate y agua caliente durante 24 horas. Aguanta golpes y caídas.', 45_000, 'ARS', 'Almacén Pampa', 'bottle', true],
      ['hornillo-gas-plegable', 'Hornillo de gas plegable para camping', 'Pesa 80 g y hierve medio litro de agua en tres minutos. Con estuche.', 39.9, 'EUR', 'Ruta Norte', 'pan'],
    ],
    'deportes-de-equipo': [
      ['balon-futbol-talla-5', 'Balón de fútbol cosido a mano, talla 5', 'Cubierta de poliuretano y cámara de butilo que mantiene la presión. Para césped y tierra.', 29.9, 'EUR', 'Cumbre Sport', 'ball', true],
      ['camiseta-futbol-retro', 'Camiseta de fútbol retro de algodón', 'Inspirada en las camisetas de los años setenta, sin escudos ni marcas.', 39, 'EUR', 'Tienda Nómada', 'shirt'],
      ['balon-basquetbol-exterior', 'Balón de básquetbol para exterior', 'Goma resistente con buen agarre, talla 7, para canchas de cemento.', 549, 'MXN', 'Cumbre Sport', 'ball'],
      ['guantes-portero', 'Guantes de portero con protección de dedos', 'Palma de látex con buen agarre y varillas que protegen los dedos en los despejes.', 34.95, 'EUR', 'Cumbre Sport', 'ball'],
      ['set-voley-playa', 'Set de vóley playa con red y balón', 'Red de 9,5 metros con postes y bolsa, para montar en la arena en cinco minutos.', 279, 'PEN', 'Cumbre Sport', 'ball'],
    ],
  },

  'belleza-y-cuidado-personal': {
    maquillaje: [
      ['barra-labios-mate', 'Barra de labios mate de larga duración', 'Color intenso que aguanta toda la jornada sin resecar. Tono terracota.', 16.95, 'EUR', 'Botica Alba', 'lipstick', true],
      ['labial-liquido-hialuronico', 'Labial líquido con ácido hialurónico', 'Acabado satinado que no se transfiere y mantiene los labios hidratados. Tono rosa palo.', 259, 'MXN', 'Rubor Estudio', 'lipstick'],
      ['paleta-sombras-tierra', 'Paleta de sombras de ojos en tonos tierra', 'Doce tonos mate y satinados que combinan entre sí, con espejo.', 24, 'EUR', 'Rubor Estudio', 'lipstick'],
      ['set-brochas-veganas', 'Set de brochas de maquillaje veganas', 'Ocho brochas de pelo sintético suave con estuche enrollable de algodón.', 34.5, 'EUR', 'Rubor Estudio', 'lipstick'],
      ['pestanina-volumen', 'Pestañina con efecto volumen', 'Fórmula resistente al agua y cepillo curvo que separa las pestañas.', 59_900, 'COP', 'Rubor Estudio', 'lipstick'],
    ],
    'cuidado-facial': [
      ['serum-vitamina-c', 'Sérum facial con vitamina C', 'Ilumina y unifica el tono de la piel. Frasco de 30 ml con cuentagotas.', 27.9, 'EUR', 'Botica Alba', 'bottle', true],
      ['crema-hidratante-aloe', 'Crema hidratante de aloe vera', 'Textura ligera que se absorbe rápido, para piel mixta y sensible.', 349, 'MXN', 'Jabonería Azahar', 'bottle'],
      ['protector-solar-facial-50', 'Protector solar facial SPF 50', 'Textura fluida que no deja rastro blanco, para usar a diario debajo del maquillaje.', 18.5, 'EUR', 'Botica Alba', 'bottle'],
      ['kit-rutina-facial-viaje', 'Kit de rutina facial de viaje', 'Limpiador, tónico y crema en tamaño de viaje, aptos para llevar en el equipaje de mano.', 69_900, 'COP', 'Botica Alba', 'bottle'],
    ],
    perfumes: [
      ['perfume-azahar-bergamota', 'Eau de parfum de azahar y bergamota, 50 ml', 'Fragancia fresca y luminosa con fondo de almizcle blanco, elaborada en pequeños lotes.', 58, 'EUR', 'Esencia Mediterránea', 'bottle', true],
      ['perfume-vetiver-cedro', 'Eau de parfum de vetiver y cedro, 100 ml', 'Amaderado y cálido, pensado para el otoño. Unisex.', 1450, 'MXN', 'Esencia Mediterránea', 'bottle', true],
      ['colonia-limon-lavanda', 'Agua de colonia de limón y lavanda, 200 ml', 'Para después de la ducha: fresca, ligera y para toda la familia.', 14.9, 'EUR', 'Jabonería Azahar', 'bottle'],
      ['perfume-solido-jazmin', 'Perfume sólido de jazmín en lata de viaje', 'Cera natural perfumada que cabe en cualquier bolsillo y no se derrama.', 22_000, 'ARS', 'Jabonería Azahar', 'candle'],
    ],
    cabello: [
      ['secador-ionico-plegable', 'Secador de pelo iónico plegable', 'Seca rápido sin encrespar, con difusor para rizos. Se pliega para llevarlo de viaje.', 49.9, 'EUR', 'Rubor Estudio', 'gift'],
      ['cepillo-bambu', 'Cepillo de bambú con púas de madera', 'Desenreda sin tirones y masajea el cuero cabelludo.', 14, 'EUR', 'Jabonería Azahar', 'gift'],
      ['champu-solido-romero', 'Champú sólido de romero', 'Equivale a tres botellas de champú líquido y no usa plástico. Para cabello normal a graso.', 9.5, 'EUR', 'Jabonería Azahar', 'gift'],
      ['aceite-argan-puntas', 'Aceite de argán para puntas secas', 'Unas gotas y el cabello queda suave y con brillo, sin sensación grasa.', 299, 'MXN', 'Botica Alba', 'bottle'],
      ['plancha-alaciadora-ceramica', 'Plancha alaciadora de cerámica', 'Calienta en 30 segundos, con temperatura regulable y apagado automático.', 799, 'MXN', 'Rubor Estudio', 'gift'],
    ],
    'bano-y-spa': [
      ['jabones-aceite-oliva', 'Set de jabones artesanales de aceite de oliva', 'Cuatro pastillas de lavanda, romero, miel y arcilla roja, elaboradas en frío.', 19.9, 'EUR', 'Jabonería Azahar', 'gift', true],
      ['sales-bano-eucalipto', 'Sales de baño de eucalipto y lavanda', 'Sales minerales con aceites esenciales para un baño largo y relajante.', 249, 'MXN', 'Jabonería Azahar', 'bottle'],
      ['albornoz-gofre', 'Albornoz de algodón tipo gofre', 'Ligero, absorbente y muy agradable en verano. Unisex.', 49, 'EUR', 'Telar del Norte', 'shirt'],
      ['kit-spa-en-casa', 'Kit de spa en casa con vela de masaje', 'Vela de masaje, dos mascarillas de arcilla y una cinta para el pelo, para una tarde de cuidado.', 32_990, 'CLP', 'Botica Alba', 'candle', true],
    ],
  },

  experiencias: {
    gastronomia: [
      ['cata-vinos-la-rioja', 'Cata de vinos para dos en una bodega de La Rioja', 'Visita guiada a la bodega y cata de cuatro vinos con productos de la zona.', 69, 'EUR', 'Planes con Alma', 'bottle', true],
      ['clase-cocina-oaxaquena', 'Clase de cocina oaxaqueña: moles y salsas', 'Tres horas en una cocina tradicional aprendiendo a tostar chiles y preparar mole. Se come lo que se cocina.', 1350, 'MXN', 'Planes con Alma', 'pan', true],
      ['recorrido-finca-cafetera', 'Recorrido por una finca del Eje Cafetero', 'Del grano a la taza: recolección, tostado y cata en una finca familiar del Quindío. Incluye almuerzo.', 180_000, 'COP', 'Escapadas Brújula', 'cup', true],
      ['cena-degustacion-siete-tiempos', 'Cena de degustación de siete tiempos para dos', 'Menú de temporada de cocina de autor, con maridaje opcional.', 3200, 'MXN', 'Mesa Compartida', 'pan'],
      ['clase-asado-parrilla', 'Clase de asado a la parrilla', 'Aprende a encender el fuego, elegir los cortes y manejar los tiempos de la parrilla. Con degustación.', 85_000, 'ARS', 'Almacén Pampa', 'pan'],
      ['cata-piscos-barranco', 'Cata de piscos en Barranco', 'Cinco piscos de distintas uvas, explicados por un sommelier y acompañados de piqueos.', 150, 'PEN', 'Escapadas Brújula', 'bottle'],
    ],
    escapadas: [
      ['noche-casa-rural-pirineo', 'Noche en una casa rural del Pirineo con desayuno', 'Una noche para dos en una casa de piedra restaurada, con desayuno casero.', 120, 'EUR', 'Escapadas Brújula', 'ticket', true],
      ['glamping-valle-elqui', 'Glamping con observación de estrellas en el Valle del Elqui', 'Una noche en domo para dos, con cena y una sesión de astronomía con telescopio.', 149_000, 'CLP', 'Escapadas Brújula', 'ticket', true],
      ['fin-semana-san-miguel', 'Fin de semana en San Miguel de Allende', 'Dos noches para dos en un hotel boutique del centro histórico, con desayuno incluido.', 6900, 'MXN', 'Escapadas Brújula', 'ticket'],
      ['excursion-valle-sagrado', 'Excursión de un día al Valle Sagrado', 'Pisac, Ollantaytambo y un almuerzo andino con guía local, saliendo desde Cusco.', 260, 'PEN', 'Escapadas Brújula', 'camera'],
    ],
    'talleres-y-cursos': [
      ['taller-ceramica-torno', 'Taller de cerámica en torno para principiantes', 'Cuatro sesiones para aprender a centrar el barro y tornear tus primeras piezas. Material y cocción incluidos.', 140, 'EUR', 'Taller Índigo', 'cup', true],
      ['curso-fotografia-callejera', 'Curso de fotografía callejera por el centro histórico', 'Un paseo de tres horas con un fotógrafo para aprender composición y luz, con cámara o con el teléfono.', 890, 'MXN', 'Foto Prisma', 'camera'],
      ['taller-encuadernacion', 'Taller de encuadernación artesanal', 'En una tarde coses y encuadernas tu propio cuaderno con tapas de tela.', 45, 'EUR', 'Papelería Trazo', 'book'],
      ['clases-salsa-cali', 'Clases de salsa caleña, cuatro sesiones', 'Los pasos básicos de la salsa al estilo de Cali con profesores de la ciudad. No hace falta ir en pareja.', 160_000, 'COP', 'Casa del Compás', 'music'],
      ['curso-cocteleria-casa', 'Curso de coctelería en casa', 'Dos horas con un bartender para aprender cinco cócteles clásicos. Incluye kit de utensilios.', 55, 'EUR', 'Mesa Compartida', 'bottle'],
    ],
    bienestar: [
      ['circuito-spa-masaje-dos', 'Circuito de spa y masaje para dos', 'Hora y media de circuito de aguas y un masaje relajante de 30 minutos por persona.', 99, 'EUR', 'Oasis Termal', 'candle', true],
      ['ceremonia-temazcal', 'Ceremonia de temazcal tradicional', 'Baño de vapor guiado con hierbas aromáticas y una infusión al terminar.', 950, 'MXN', 'Oasis Termal', 'candle'],
      ['bono-diez-clases-yoga', 'Bono de diez clases de yoga', 'Válido durante tres meses en cualquier horario y nivel. Esterillas incluidas.', 85, 'EUR', 'Respira Yoga', 'cushion'],
      ['dia-termas-cajon-maipo', 'Día de termas en el Cajón del Maipo', 'Piscinas termales al aire libre, almuerzo y traslado desde Santiago.', 65_000, 'CLP', 'Oasis Termal', 'ticket'],
    ],
    aventura: [
      ['globo-teotihuacan', 'Vuelo en globo al amanecer sobre Teotihuacán', 'Una hora de vuelo sobre las pirámides, con brindis y desayuno al aterrizar.', 3490, 'MXN', 'Escapadas Brújula', 'ticket', true],
      ['bautismo-buceo-cabo-gata', 'Bautismo de buceo en Cabo de Gata', 'Primera inmersión con instructor en aguas del Mediterráneo. No hace falta experiencia previa.', 75, 'EUR', 'Mar Adentro', 'ticket'],
      ['parapente-chicamocha', 'Vuelo en parapente sobre el cañón del Chicamocha', 'Veinte minutos de vuelo biplaza con piloto titulado, con fotos y video incluidos.', 200_000, 'COP', 'Cielo Abierto', 'ticket'],
      ['kayak-bahia-atardecer', 'Tour en kayak por la bahía al atardecer', 'Dos horas de remo tranquilo con guía, aptas para principiantes. Chaleco y equipo incluidos.', 49, 'USD', 'Mar Adentro', 'ticket'],
    ],
    espectaculos: [
      ['entradas-teatro-dos', 'Dos entradas para el teatro', 'Para una obra de la temporada, con butacas de platea.', 60, 'EUR', 'Taquilla Telón', 'ticket'],
      ['concierto-orquesta-sinfonica', 'Boletos para un concierto de orquesta sinfónica', 'Dos lugares para un programa de música clásica en un auditorio histórico.', 1200, 'MXN', 'Taquilla Telón', 'music'],
      ['cena-show-tango', 'Cena y espectáculo de tango en San Telmo', 'Una clase breve de tango, cena de tres platos y espectáculo en vivo.', 125_000, 'ARS', 'Taquilla Telón', 'music', true],
      ['flamenco-tablao-sevilla', 'Espectáculo de flamenco en un tablao de Sevilla', 'Una hora de cante, toque y baile en directo, con una bebida incluida.', 45, 'EUR', 'Taquilla Telón', 'music'],
    ],
  },

  'jardin-y-plantas': {
    'plantas-de-interior': [
      ['monstera-deliciosa', 'Monstera deliciosa en maceta de 17 cm', 'La planta de hojas perforadas que llena de verde cualquier rincón con luz indirecta.', 29.9, 'EUR', 'Vivero La Higuera', 'plant', true],
      ['poto-cesta-colgante', 'Poto en cesta colgante de fibra', 'Casi imposible de matar: crece rápido, aguanta poca luz y cuelga con gracia.', 16.5, 'EUR', 'Vivero La Higuera', 'plant'],
      ['suculentas-macetas-barro', 'Set de cinco suculentas en macetas de barro', 'Poco riego y mucho sol: un pequeño jardín para la ventana.', 289, 'MXN', 'Raíz Verde', 'plant', true],
      ['orquidea-blanca', 'Orquídea phalaenopsis blanca', 'Flores que duran semanas con cuidados sencillos. Con maceta de cerámica.', 89_000, 'COP', 'Jardín del Valle', 'plant'],
      ['bonsai-ficus', 'Bonsái de ficus de cinco años', 'Tronco ya formado y hojas pequeñas. Incluye una guía de poda y riego.', 39, 'EUR', 'Raíz Verde', 'plant'],
    ],
    'huerto-urbano': [
      ['kit-huerto-aromaticas', 'Kit de huerto de aromáticas para la ventana', 'Semillas de albahaca, cilantro, perejil y cebollino, con macetas y sustrato.', 19.95, 'EUR', 'Raíz Verde', 'plant', true],
      ['mesa-cultivo-madera', 'Mesa de cultivo de madera para balcón', 'Para cultivar tomates y lechugas a la altura de la cintura. 100 × 50 cm de madera tratada.', 79, 'EUR', 'Vivero La Higuera', 'plant'],
      ['compostera-lombrices', 'Compostera doméstica con lombrices', 'Convierte los restos de cocina en abono. Tres bandejas y una guía para empezar.', 1190, 'MXN', 'Raíz Verde', 'plant'],
      ['semillas-criollas', 'Colección de semillas criollas de hortalizas', 'Maíz de colores, frijol, calabaza y chile de pequeños productores locales.', 220, 'MXN', 'Mercado Mirasol', 'plant'],
    ],
    'herramientas-de-jardin': [
      ['herramientas-mango-fresno', 'Set de herramientas de jardín con mango de fresno', 'Pala, rastrillo y trasplantador de acero inoxidable, con bolsa de lona.', 34.9, 'EUR', 'Vivero La Higuera', 'plant'],
      ['tijeras-podar-bypass', 'Tijeras de podar de bypass', 'Corte limpio para ramas de hasta 2 cm, con bloqueo de seguridad.', 22, 'EUR', 'Vivero La Higuera', 'plant'],
      ['regadera-laton', 'Regadera de latón de 1,5 litros', 'Pico largo para regar las plantas de interior sin mojar las hojas.', 39, 'EUR', 'Brisa Hogar', 'bottle'],
      ['guantes-jardineria-cuero', 'Guantes de jardinería de cuero', 'Resistentes a las espinas y cómodos para trabajar durante horas.', 14_990, 'CLP', 'Jardín del Valle', 'plant'],
    ],
    'macetas-y-exterior': [
      ['maceta-barro-pintada', 'Maceta de barro pintada a mano', 'Barro cocido con motivos florales y plato a juego. 25 cm de diámetro.', 360, 'MXN', 'Taller Azulejo', 'plant'],
      ['guirnalda-luces-solar', 'Guirnalda de luces solar para exterior', 'Diez metros de bombillas cálidas que se encienden solas al anochecer.', 27.9, 'EUR', 'Brisa Hogar', 'lamp', true],
      ['comedero-pajaros-madera', 'Comedero para pájaros de madera', 'Atrae a los pájaros al balcón, con un tejadillo que protege las semillas de la lluvia.', 18, 'EUR', 'Raíz Verde', 'gift'],
      ['silla-colgante-macrame', 'Silla colgante de macramé', 'Tejida a mano en algodón, para colgar en la terraza o el porche. Soporta 120 kg.', 59.9, 'USD', 'Tejidos del Caribe', 'cushion'],
    ],
  },

  mascotas: {
    perros: [
      ['correa-collar-cuero', 'Correa y collar de cuero para perro', 'Cuero grueso con herrajes de latón, para perros medianos y grandes.', 39, 'EUR', 'Huellitas', 'paw', true],
      ['arnes-antitirones', 'Arnés acolchado antitirones', 'Anilla delantera que reduce los tirones, bandas reflectantes y cuatro puntos de ajuste.', 459, 'MXN', 'Huellitas', 'paw'],
      ['abrigo-impermeable-perro', 'Abrigo impermeable para perro', 'Forro polar y cierre de velcro para los paseos de invierno con lluvia.', 24.95, 'EUR', 'Bigotes y Colas', 'paw'],
      ['cama-ortopedica-perro', 'Cama ortopédica para perro grande', 'Espuma viscoelástica que alivia las articulaciones, con funda lavable.', 69, 'EUR', 'Huellitas', 'cushion', true],
      ['premios-pollo-camote', 'Premios deshidratados de pollo y camote', 'Sin conservantes ni colorantes, hechos con ingredientes aptos para consumo humano.', 189, 'MXN', 'Huellitas', 'paw'],
    ],
    gatos: [
      ['rascador-torre-hamaca', 'Rascador para gato con torre y hamaca', 'Tres alturas, postes de sisal y una hamaca para las siestas al sol.', 59.9, 'EUR', 'Bigotes y Colas', 'paw', true],
      ['fuente-agua-gatos', 'Fuente de agua para gatos con filtro', 'El agua en movimiento anima a los gatos a beber más. Muy silenciosa.', 599, 'MXN', 'Bigotes y Colas', 'bottle'],
      ['cueva-fieltro-gato', 'Cueva de fieltro de lana para gatos', 'Hecha a mano con lana de oveja: un escondite calentito que les encanta.', 45, 'EUR', 'Bigotes y Colas', 'cushion'],
      ['arenero-cubierto', 'Arenero cubierto con filtro de olores', 'Puerta abatible y bandeja extraíble para limpiarlo sin complicaciones.', 89_900, 'COP', 'Bigotes y Colas', 'paw'],
      ['kit-hierba-gatera', 'Kit para cultivar hierba gatera', 'Semillas, sustrato y maceta para que tu gato tenga su propia hierba en casa.', 6.9, 'EUR', 'Raíz Verde', 'plant'],
    ],
    'comederos-y-bebederos': [
      ['comedero-elevado-bambu', 'Comedero elevado doble de bambú', 'Dos cuencos de acero inoxidable a la altura justa para comer sin forzar el cuello.', 29, 'EUR', 'Huellitas', 'cup'],
      ['comedero-automatico', 'Comedero automático programable', 'Hasta cuatro raciones al día a horas fijas, y graba tu voz para llamarlo a comer.', 1290, 'MXN', 'Bigotes y Colas', 'cup', true],
      ['comedero-antiansiedad', 'Comedero antiansiedad para perros', 'Un laberinto que los obliga a comer despacio y evita atragantamientos.', 12.9, 'EUR', 'Huellitas', 'cup'],
      ['botella-agua-paseo-perro', 'Botella de agua para pasear al perro', 'Con bebedero plegable incorporado, para paseos largos y excursiones.', 15_990, 'CLP', 'Huellitas', 'bottle'],
    ],
    'juguetes-para-mascotas': [
      ['lanzador-pelotas', 'Lanzador de pelotas con tres pelotas', 'Lanza más lejos y evita agacharse a recoger la pelota babeada.', 16, 'EUR', 'Huellitas', 'ball'],
      ['juguete-inteligencia-perro', 'Juguete de inteligencia para perro', 'Esconde premios en compartimentos que tiene que descubrir. Tres niveles de dificultad.', 349, 'MXN', 'Huellitas', 'paw', true],
      ['cana-plumas-gato', 'Caña con plumas para gatos', 'Varilla flexible con plumas y cascabel para jugar a cazar.', 7.5, 'EUR', 'Bigotes y Colas', 'paw'],
      ['peluche-resistente-perro', 'Peluche resistente con sonido para perro', 'Costuras dobles y un silbato interior que suena al morderlo, para perros que lo rompen todo.', 19_500, 'ARS', 'Huellitas', 'toy'],
    ],
  },

  'musica-y-cine': {
    'vinilos-y-cd': [
      ['tocadiscos-maleta', 'Tocadiscos de maleta con altavoces', 'Reproduce vinilos a 33, 45 y 78 rpm, con Bluetooth y salida para auriculares.', 79, 'EUR', 'Discos Aguacero', 'music', true],
      ['vinilo-boleros-clasicos', 'Vinilo recopilatorio de boleros clásicos', 'Doble LP remasterizado con grandes boleros de los años cuarenta y cincuenta.', 690, 'MXN', 'Discos Aguacero', 'music'],
      ['vinilo-jazz-latino', 'Vinilo de jazz latino de los años sesenta', 'Reedición de 180 gramos con la portada original y notas del productor.', 32, 'EUR', 'Discos Aguacero', 'music'],
      ['vinilo-cumbias-colombianas', 'Vinilo de cumbias colombianas clásicas', 'Una selección de cumbias y porros de las grandes orquestas de la costa caribe.', 150_000, 'COP', 'Discos Aguacero', 'music'],
      ['mueble-vinilos-madera', 'Mueble de madera para vinilos', 'Guarda hasta 120 discos y sostiene el tocadiscos encima.', 119, 'EUR', 'Brisa Hogar', 'music'],
    ],
    instrumentos: [
      ['ukelele-soprano-funda', 'Ukelele soprano con funda', 'Caoba laminada y cuerdas de nailon, con afinador y un cuaderno de acordes para empezar.', 49.9, 'EUR', 'Casa del Compás', 'music', true],
      ['guitarra-clasica-estudio', 'Guitarra clásica para estudiantes', 'Tapa de cedro y cuerdas bajas, para aprender sin que duelan los dedos.', 149, 'EUR', 'Casa del Compás', 'music'],
      ['cajon-peruano', 'Cajón peruano de madera', 'Tapa de madera fina y cuerdas interiores para un sonido vivo. Hecho en Lima.', 390, 'PEN', 'Casa del Compás', 'music', true],
      ['teclado-electronico-61', 'Teclado electrónico de 61 teclas', 'Cuatrocientos sonidos, ritmos y un modo de aprendizaje con teclas iluminadas. Incluye atril.', 2590, 'MXN', 'Casa del Compás', 'music'],
      ['charango-estuche', 'Charango de madera con estuche', 'Instrumento andino de diez cuerdas, afinado y listo para tocar.', 129_990, 'CLP', 'Casa del Compás', 'music'],
      ['kalimba-17-notas', 'Kalimba de 17 notas', 'Fácil de aprender y de sonido dulce, con martillo de afinación y calcomanías con las notas.', 399, 'MXN', 'Casa del Compás', 'music'],
    ],
    'cine-y-series': [
      ['proyector-portatil', 'Proyector portátil para cine en casa', 'Proyecta hasta 100 pulgadas en cualquier pared, con altavoz integrado y wifi.', 249, 'EUR', 'Electro Lince', 'film', true],
      ['cine-oro-mexicano-dvd', 'Colección de cine mexicano de la época de oro en DVD', 'Diez películas restauradas, con subtítulos y un cuadernillo con notas.', 799, 'MXN', 'Videoclub Rebobina', 'film'],
      ['tarjeta-cine-dos', 'Tarjeta regalo de cine para dos', 'Dos entradas y dos combos de palomitas, válidos en salas de todo el país.', 320, 'MXN', 'Taquilla Telón', 'ticket', true],
      ['maquina-palomitas-aire', 'Máquina de palomitas de aire caliente', 'Palomitas sin aceite en tres minutos, para maratones de series en el sofá.', 29.9, 'EUR', 'Casa Aurora', 'film'],
      ['claqueta-madera-grabada', 'Claqueta de madera grabada con tu nombre', 'Decoración para cinéfilos, grabada con el nombre o la frase que elijas.', 24, 'EUR', 'Taller Índigo', 'film'],
    ],
    'accesorios-musicales': [
      ['afinador-pinza', 'Afinador cromático de pinza', 'Se engancha al clavijero y afina guitarra, bajo o ukelele en segundos.', 12.9, 'EUR', 'Casa del Compás', 'music'],
      ['atril-plegable', 'Atril plegable con funda', 'Ligero y estable, para ensayar en casa o llevarlo a clase.', 249, 'MXN', 'Casa del Compás', 'music'],
      ['auriculares-estudio', 'Auriculares de estudio cerrados', 'Sonido plano y buen aislamiento para grabar y mezclar en casa.', 89, 'EUR', 'Sonora Audio', 'headphones', true],
      ['microfono-usb-podcast', 'Micrófono USB para pódcast', 'Cardioide, con brazo de mesa y filtro antipop. Se conecta y funciona.', 1390, 'MXN', 'Sonora Audio', 'music'],
    ],
  },
};

const byCategory: DemoProduct[][] = Object.entries(CATALOGUE).map(([category, subs]) =>
  Object.entries(subs).flatMap(([subCategory, rows]) =>
    rows.map(([slug, name, description, price, currency, shop, motif, standOut]) => ({
      slug,
      name,
      description,
      priceMinor: toMinor(price, currency),
      currency,
      region: demoRegionOf[currency],
      shop,
      category,
      subCategory,
      standOut: standOut === true,
      motif,
    })),
  ),
);

/**
 * The products, dealt round-robin across categories: the loader makes the first
 * product the newest, so the default listing opens with a varied mix instead of
 * twenty pans in a row.
 */
export const demoProducts: DemoProduct[] = (() => {
  const out: DemoProduct[] = [];
  const longest = Math.max(...byCategory.map((list) => list.length));
  for (let i = 0; i < longest; i++) {
    for (const list of byCategory) {
      const product = list[i];
      if (product) out.push(product);
    }
  }
  return out;
})();
