import { DEFAULT_SITES, type Site, type SiteLocale, siteLocale } from '@portal/api/rules/brand';
import type {
  Article,
  ArticleOptionGroup,
  MerchandiseChannel,
  MerchandiseChannelWithArticles,
} from '@portal/api/schemas/merchandise';

/**
 * The reference merchandise catalogue (account-portal §3 'Merchandise channel'): one sales channel per
 * brand site of `DEFAULT_SITES`, each offering the same articles with their option groups (cover type,
 * paper, print size, wrappers, frames, lay flat), titled in the channel's languages. A production
 * deployment points `services.merchandise` at the retailer's catalogue; this one only has to be
 * complete enough for the portal's screens and tests.
 */

type Language = 'en' | 'nl' | 'fr' | 'de' | 'it' | 'da' | 'sv' | 'nb' | 'es' | 'pt';
/** A text in every language a site of `DEFAULT_SITES` speaks. */
type Localized = Readonly<Record<Language, string>>;

function same(text: string): Localized {
  return {
    en: text,
    nl: text,
    fr: text,
    de: text,
    it: text,
    da: text,
    sv: text,
    nb: text,
    es: text,
    pt: text,
  };
}

interface CatalogueOption {
  readonly id: string;
  readonly title: Localized;
}

interface CatalogueOptionGroup {
  readonly id: string;
  readonly options: readonly CatalogueOption[];
}

const GIFT_WRAPPING: Localized = {
  en: 'Gift wrapping',
  nl: 'Cadeauverpakking',
  fr: 'Emballage cadeau',
  de: 'Geschenkverpackung',
  it: 'Confezione regalo',
  da: 'Gaveindpakning',
  sv: 'Presentinslagning',
  nb: 'Gaveinnpakning',
  es: 'Envoltorio de regalo',
  pt: 'Embrulho para presente',
};

const COVER_TYPE: CatalogueOptionGroup = {
  id: 'CoverType',
  options: [
    {
      id: 'HARDCOVER',
      title: {
        en: 'Hardcover',
        nl: 'Harde kaft',
        fr: 'Couverture rigide',
        de: 'Hardcover',
        it: 'Copertina rigida',
        da: 'Hårdt omslag',
        sv: 'Hårda pärmar',
        nb: 'Hardt omslag',
        es: 'Tapa dura',
        pt: 'Capa dura',
      },
    },
    {
      id: 'SOFTCOVER',
      title: {
        en: 'Softcover',
        nl: 'Zachte kaft',
        fr: 'Couverture souple',
        de: 'Softcover',
        it: 'Copertina morbida',
        da: 'Blødt omslag',
        sv: 'Mjuka pärmar',
        nb: 'Mykt omslag',
        es: 'Tapa blanda',
        pt: 'Capa mole',
      },
    },
    {
      id: 'LEATHER',
      title: {
        en: 'Leather cover',
        nl: 'Leren kaft',
        fr: 'Couverture en cuir',
        de: 'Ledereinband',
        it: 'Copertina in pelle',
        da: 'Læderomslag',
        sv: 'Läderpärmar',
        nb: 'Skinnomslag',
        es: 'Tapa de piel',
        pt: 'Capa de couro',
      },
    },
  ],
};

const PAPER: CatalogueOptionGroup = {
  id: 'Paper',
  options: [
    {
      id: 'MATTE',
      title: {
        en: 'Matte paper',
        nl: 'Mat papier',
        fr: 'Papier mat',
        de: 'Mattes Papier',
        it: 'Carta opaca',
        da: 'Mat papir',
        sv: 'Matt papper',
        nb: 'Matt papir',
        es: 'Papel mate',
        pt: 'Papel mate',
      },
    },
    {
      id: 'GLOSSY',
      title: {
        en: 'Glossy paper',
        nl: 'Glanzend papier',
        fr: 'Papier brillant',
        de: 'Glänzendes Papier',
        it: 'Carta lucida',
        da: 'Blankt papir',
        sv: 'Blankt papper',
        nb: 'Blankt papir',
        es: 'Papel brillante',
        pt: 'Papel brilhante',
      },
    },
    {
      id: 'PREMIUM',
      title: {
        en: 'Premium photo paper',
        nl: 'Premium fotopapier',
        fr: 'Papier photo premium',
        de: 'Premium-Fotopapier',
        it: 'Carta fotografica premium',
        da: 'Premium fotopapir',
        sv: 'Premium fotopapper',
        nb: 'Premium fotopapir',
        es: 'Papel fotográfico premium',
        pt: 'Papel fotográfico premium',
      },
    },
  ],
};

function printSizes(...sizes: readonly string[]): CatalogueOptionGroup {
  return {
    id: 'PrintSize',
    options: sizes.map((size) => ({ id: size.replaceAll(' ', '').toUpperCase(), title: same(`${size} cm`) })),
  };
}

const WRAPPER: CatalogueOptionGroup = {
  id: 'Wrapper',
  options: [
    {
      id: 'NONE',
      title: {
        en: 'No gift wrapping',
        nl: 'Geen cadeauverpakking',
        fr: 'Sans emballage cadeau',
        de: 'Ohne Geschenkverpackung',
        it: 'Senza confezione regalo',
        da: 'Uden gaveindpakning',
        sv: 'Utan presentinslagning',
        nb: 'Uten gaveinnpakning',
        es: 'Sin envoltorio de regalo',
        pt: 'Sem embrulho para presente',
      },
    },
    { id: 'GIFT', title: GIFT_WRAPPING },
  ],
};

const FRAME: CatalogueOptionGroup = {
  id: 'Frame',
  options: [
    {
      id: 'NONE',
      title: {
        en: 'No frame',
        nl: 'Zonder lijst',
        fr: 'Sans cadre',
        de: 'Ohne Rahmen',
        it: 'Senza cornice',
        da: 'Uden ramme',
        sv: 'Utan ram',
        nb: 'Uten ramme',
        es: 'Sin marco',
        pt: 'Sem moldura',
      },
    },
    {
      id: 'BLACK_WOOD',
      title: {
        en: 'Black wooden frame',
        nl: 'Zwarte houten lijst',
        fr: 'Cadre en bois noir',
        de: 'Schwarzer Holzrahmen',
        it: 'Cornice in legno nera',
        da: 'Sort træramme',
        sv: 'Svart träram',
        nb: 'Svart treramme',
        es: 'Marco de madera negro',
        pt: 'Moldura de madeira preta',
      },
    },
    {
      id: 'WHITE_WOOD',
      title: {
        en: 'White wooden frame',
        nl: 'Witte houten lijst',
        fr: 'Cadre en bois blanc',
        de: 'Weißer Holzrahmen',
        it: 'Cornice in legno bianca',
        da: 'Hvid træramme',
        sv: 'Vit träram',
        nb: 'Hvit treramme',
        es: 'Marco de madera blanco',
        pt: 'Moldura de madeira branca',
      },
    },
    {
      id: 'ALUMINIUM',
      title: {
        en: 'Aluminium frame',
        nl: 'Aluminium lijst',
        fr: 'Cadre en aluminium',
        de: 'Aluminiumrahmen',
        it: 'Cornice in alluminio',
        da: 'Aluminiumsramme',
        sv: 'Aluminiumram',
        nb: 'Aluminiumsramme',
        es: 'Marco de aluminio',
        pt: 'Moldura de alumínio',
      },
    },
  ],
};

const LAY_FLAT: CatalogueOptionGroup = {
  id: 'LayFlat',
  options: [
    {
      id: 'STANDARD',
      title: {
        en: 'Standard binding',
        nl: 'Standaard binding',
        fr: 'Reliure standard',
        de: 'Standardbindung',
        it: 'Rilegatura standard',
        da: 'Standardindbinding',
        sv: 'Standardbindning',
        nb: 'Standard innbinding',
        es: 'Encuadernación estándar',
        pt: 'Encadernação padrão',
      },
    },
    {
      id: 'LAY_FLAT',
      title: {
        en: 'Lay-flat pages',
        nl: "Lay-flat pagina's",
        fr: 'Pages à plat',
        de: 'Flach liegende Seiten',
        it: 'Pagine lay-flat',
        da: 'Lay-flat sider',
        sv: 'Lay-flat sidor',
        nb: 'Lay-flat sider',
        es: 'Páginas lay-flat',
        pt: 'Páginas lay-flat',
      },
    },
  ],
};

/** The article types of the catalogue; a product's `article_type` is one of them. */
export const ARTICLE_TYPES = {
  photoBook: 'PhotoBook',
  calendar: 'Calendar',
  prints: 'Prints',
  wallDecor: 'WallDecor',
  mapPoster: 'MapPoster',
  wrapper: 'Wrapper',
  frame: 'Frame',
} as const;

interface CatalogueArticle {
  readonly id: string;
  readonly articleType: string;
  readonly title: Localized;
  /** Page size in millimetres; null for articles without pages. */
  readonly page: { readonly width: number; readonly height: number } | null;
  /** The shop's page for the article, relative to the channel's shop. */
  readonly shopPath: string;
  /** Hidden in business channels, which sell for resale and offer no gifts. */
  readonly consumerOnly: boolean;
  readonly optionGroups: readonly CatalogueOptionGroup[];
}

export const CATALOGUE_ARTICLES: readonly CatalogueArticle[] = [
  {
    id: 'PB-A4-LANDSCAPE',
    articleType: ARTICLE_TYPES.photoBook,
    title: {
      en: 'Photo book A4 landscape',
      nl: 'Fotoboek A4 liggend',
      fr: 'Livre photo A4 paysage',
      de: 'Fotobuch A4 quer',
      it: 'Fotolibro A4 orizzontale',
      da: 'Fotobog A4 liggende',
      sv: 'Fotobok A4 liggande',
      nb: 'Fotobok A4 liggende',
      es: 'Fotolibro A4 horizontal',
      pt: 'Fotolivro A4 horizontal',
    },
    page: { width: 297, height: 210 },
    shopPath: '/photo-books/a4-landscape',
    consumerOnly: false,
    optionGroups: [COVER_TYPE, PAPER, LAY_FLAT, WRAPPER],
  },
  {
    id: 'PB-SQUARE-30',
    articleType: ARTICLE_TYPES.photoBook,
    title: {
      en: 'Square photo book 30 x 30 cm',
      nl: 'Vierkant fotoboek 30 x 30 cm',
      fr: 'Livre photo carré 30 x 30 cm',
      de: 'Quadratisches Fotobuch 30 x 30 cm',
      it: 'Fotolibro quadrato 30 x 30 cm',
      da: 'Kvadratisk fotobog 30 x 30 cm',
      sv: 'Kvadratisk fotobok 30 x 30 cm',
      nb: 'Kvadratisk fotobok 30 x 30 cm',
      es: 'Fotolibro cuadrado 30 x 30 cm',
      pt: 'Fotolivro quadrado 30 x 30 cm',
    },
    page: { width: 300, height: 300 },
    shopPath: '/photo-books/square-30',
    consumerOnly: false,
    optionGroups: [COVER_TYPE, PAPER, LAY_FLAT, WRAPPER],
  },
  {
    id: 'CAL-A3-WALL',
    articleType: ARTICLE_TYPES.calendar,
    title: {
      en: 'Wall calendar A3',
      nl: 'Wandkalender A3',
      fr: 'Calendrier mural A3',
      de: 'Wandkalender A3',
      it: 'Calendario da parete A3',
      da: 'Vægkalender A3',
      sv: 'Väggkalender A3',
      nb: 'Veggkalender A3',
      es: 'Calendario de pared A3',
      pt: 'Calendário de parede A3',
    },
    page: { width: 297, height: 420 },
    shopPath: '/calendars/wall-a3',
    consumerOnly: false,
    optionGroups: [PAPER, WRAPPER],
  },
  {
    id: 'PRINTS-CLASSIC',
    articleType: ARTICLE_TYPES.prints,
    title: {
      en: 'Photo prints',
      nl: 'Fotoafdrukken',
      fr: 'Tirages photo',
      de: 'Fotoabzüge',
      it: 'Stampe fotografiche',
      da: 'Fotoaftryk',
      sv: 'Fotoutskrifter',
      nb: 'Fotoutskrifter',
      es: 'Copias fotográficas',
      pt: 'Impressões fotográficas',
    },
    page: { width: 150, height: 100 },
    shopPath: '/prints',
    consumerOnly: false,
    optionGroups: [printSizes('10 x 15', '13 x 18', '20 x 30'), PAPER],
  },
  {
    id: 'POSTER',
    articleType: ARTICLE_TYPES.wallDecor,
    title: {
      en: 'Poster',
      nl: 'Poster',
      fr: 'Poster',
      de: 'Poster',
      it: 'Poster',
      da: 'Plakat',
      sv: 'Poster',
      nb: 'Plakat',
      es: 'Póster',
      pt: 'Póster',
    },
    page: { width: 500, height: 700 },
    shopPath: '/wall-decor/posters',
    consumerOnly: false,
    optionGroups: [printSizes('30 x 40', '50 x 70'), PAPER, FRAME],
  },
  {
    id: 'CANVAS',
    articleType: ARTICLE_TYPES.wallDecor,
    title: {
      en: 'Canvas print',
      nl: 'Foto op canvas',
      fr: 'Toile photo',
      de: 'Leinwandbild',
      it: 'Stampa su tela',
      da: 'Lærredstryk',
      sv: 'Canvastavla',
      nb: 'Lerretstrykk',
      es: 'Lienzo fotográfico',
      pt: 'Tela fotográfica',
    },
    page: { width: 400, height: 300 },
    shopPath: '/wall-decor/canvas',
    consumerOnly: false,
    optionGroups: [printSizes('30 x 40', '50 x 70'), FRAME],
  },
  {
    id: 'MAP-POSTER',
    articleType: ARTICLE_TYPES.mapPoster,
    title: {
      en: 'Map poster',
      nl: 'Kaartposter',
      fr: 'Poster carte',
      de: 'Kartenposter',
      it: 'Poster mappa',
      da: 'Kortplakat',
      sv: 'Kartposter',
      nb: 'Kartplakat',
      es: 'Póster de mapa',
      pt: 'Póster de mapa',
    },
    page: { width: 300, height: 400 },
    shopPath: '/wall-decor/map-posters',
    consumerOnly: false,
    optionGroups: [printSizes('30 x 40', '50 x 70'), FRAME],
  },
  {
    id: 'GIFT-WRAPPER',
    articleType: ARTICLE_TYPES.wrapper,
    title: GIFT_WRAPPING,
    page: null,
    shopPath: '/gifts/wrapping',
    consumerOnly: true,
    optionGroups: [WRAPPER],
  },
  {
    id: 'PICTURE-FRAME',
    articleType: ARTICLE_TYPES.frame,
    title: {
      en: 'Picture frame',
      nl: 'Fotolijst',
      fr: 'Cadre photo',
      de: 'Bilderrahmen',
      it: 'Cornice',
      da: 'Billedramme',
      sv: 'Tavelram',
      nb: 'Bilderamme',
      es: 'Marco de fotos',
      pt: 'Moldura',
    },
    page: null,
    shopPath: '/wall-decor/frames',
    consumerOnly: false,
    optionGroups: [FRAME],
  },
];

/** The currency each site country sells in; every other country of the table sells in euros. */
const CURRENCY_BY_COUNTRY: Readonly<Partial<Record<Site['country'], string>>> = {
  GB: 'GBP',
  NO: 'NOK',
  SE: 'SEK',
  DK: 'DKK',
};

export interface CatalogueChannel extends MerchandiseChannel {
  readonly site: Site;
}

/** Every channel of the catalogue, one per site, in the table's order. */
export const CATALOGUE_CHANNELS: readonly CatalogueChannel[] = DEFAULT_SITES.map((site) => ({
  ID: site.channel,
  Vendor: { ID: site.brand, Locale: site.locales[0] },
  ShopUrl: `https://www.${site.hostNames[0]}`,
  Currency: { ID: CURRENCY_BY_COUNTRY[site.country] ?? 'EUR' },
  site,
}));

/** The channel with this exact code, or undefined. */
export function findChannel(code: string): CatalogueChannel | undefined {
  return CATALOGUE_CHANNELS.find((channel) => channel.ID === code);
}

/** Whether `vendorId` is the `Vendor.ID` of some channel. */
export function isVendorId(vendorId: string): boolean {
  return CATALOGUE_CHANNELS.some((channel) => channel.Vendor.ID === vendorId);
}

function languageOf(locale: SiteLocale): Language {
  // Every SiteLocale starts with one of the catalogue's languages; the record type checks the set.
  return locale.slice(0, 2) as Language;
}

/**
 * The channel with its articles titled in `locale`. [Note: Article titles in a locale the channel does
 * not offer] A locale the channel's site does not offer falls back to the site's default, as the portal
 * itself does (`siteLocale`), so a stale locale never empties the page.
 */
export function channelWithArticles(
  channel: CatalogueChannel,
  locale: string | null,
): MerchandiseChannelWithArticles {
  const language = languageOf(siteLocale(channel.site, locale));
  const { site, ...fields } = channel;
  return {
    ...fields,
    Articles: CATALOGUE_ARTICLES.map((article) => toArticle(article, channel, language)),
  };
}

function toArticle(article: CatalogueArticle, channel: CatalogueChannel, language: Language): Article {
  return {
    ID: article.id,
    ArticleType: article.articleType,
    Title: article.title[language],
    PageHeight: article.page?.height ?? null,
    PageWidth: article.page?.width ?? null,
    Visible: !(channel.site.b2b && article.consumerOnly),
    Links: [
      { Rel: 'shop', Href: `${channel.ShopUrl}${article.shopPath}` },
      { Rel: 'editor', Href: `${channel.ShopUrl}/editor?article=${encodeURIComponent(article.id)}` },
    ],
    OptionGroups: article.optionGroups.map(
      (group): ArticleOptionGroup => ({
        ID: group.id,
        Options: group.options.map((option) => ({ ID: option.id, Title: option.title[language] })),
      }),
    ),
  };
}

/** A page size in millimetres for a product of this article, or the A4 landscape book's by default. */
export function articlePageSize(articleId: string): { width: number; height: number } {
  const article = CATALOGUE_ARTICLES.find((candidate) => candidate.id === articleId);
  return article?.page ?? { width: 297, height: 210 };
}
