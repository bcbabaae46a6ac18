import type { BrandId, Site } from '@portal/api/rules/brand';
import type { Language } from './site';

/**
 * How each brand's CMS pages look and speak: colours, type, wordmark and the marketing copy of the hero.
 * Page furniture (navigation, footer, newsletter) is shared and lives in `copy.ts`.
 *
 * Every text/background pair used by the pages meets WCAG AA (4.5:1): `ink` and `muted` on `surface`
 * and `tint`, `onPrimary` on `primary`, `onAccent` on `accent`, `onFooter` on `footer`, and `primary`
 * (links, prices) on `surface` and `tint`.
 */
export interface BrandPalette {
  primary: string;
  onPrimary: string;
  accent: string;
  onAccent: string;
  /** Page background. */
  surface: string;
  /** Light brand-coloured background of alternating bands. */
  tint: string;
  ink: string;
  muted: string;
  footer: string;
  onFooter: string;
}

export interface Wordmark {
  letterCase: 'lower' | 'upper' | 'as-is';
  weight: number;
  italic: boolean;
  letterSpacing: string;
}

export interface BrandCopy {
  tagline: string;
  heroTitle: string;
  heroText: string;
  heroAction: string;
  /** The product area the hero's action opens. */
  heroTarget: 'photo-books' | 'wall-art';
}

/** Corner style of buttons, fields and cards. */
export type BrandShape = 'pill' | 'rounded' | 'square';

export interface BrandPresentation {
  /** The brand's name without a site suffix such as "Business". */
  name: string;
  palette: BrandPalette;
  shape: BrandShape;
  fontFamily: string;
  headingFontFamily: string;
  wordmark: Wordmark;
  copy: Partial<Record<Language, BrandCopy>>;
  /** Copy of the brand's business (B2B) site, when it has one. */
  businessCopy?: Partial<Record<Language, BrandCopy>>;
}

const SYSTEM_SANS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const SERIF = 'Georgia, "Times New Roman", "Noto Serif", serif';
const ROUNDED = 'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", system-ui, sans-serif';
const GROTESK = '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", sans-serif';

export const BRANDS: Record<BrandId, BrandPresentation> = {
  lumora: {
    name: 'Lumora',
    shape: 'pill',
    palette: {
      primary: '#0b5c5f',
      onPrimary: '#ffffff',
      accent: '#f4b942',
      onAccent: '#1f1a0e',
      surface: '#ffffff',
      tint: '#e9f4f3',
      ink: '#142628',
      muted: '#47595b',
      footer: '#0a3537',
      onFooter: '#e3f0ef',
    },
    fontFamily: SYSTEM_SANS,
    headingFontFamily: SYSTEM_SANS,
    wordmark: { letterCase: 'lower', weight: 700, italic: false, letterSpacing: '0.01em' },
    copy: {
      nl: {
        tagline: 'Jouw mooiste momenten, prachtig bewaard.',
        heroTitle: "Maak van je foto's een fotoboek om te koesteren",
        heroText:
          "Kies een ontwerp, sleep je foto's erin en wij drukken je boek op premium papier. Binnen drie werkdagen in je brievenbus.",
        heroAction: 'Maak een fotoboek',
        heroTarget: 'photo-books',
      },
      fr: {
        tagline: 'Vos plus beaux moments, joliment conservés.',
        heroTitle: 'Transformez vos photos en un livre à chérir',
        heroText:
          'Choisissez un modèle, glissez-y vos photos et nous imprimons votre livre sur papier premium. Livré chez vous en trois jours ouvrables.',
        heroAction: 'Créer un livre photo',
        heroTarget: 'photo-books',
      },
      de: {
        tagline: 'Ihre schönsten Momente, wunderbar bewahrt.',
        heroTitle: 'Machen Sie aus Ihren Fotos ein Fotobuch zum Verlieben',
        heroText:
          'Design wählen, Fotos hineinziehen – wir drucken Ihr Buch auf Premiumpapier. In drei Werktagen bei Ihnen zu Hause.',
        heroAction: 'Fotobuch gestalten',
        heroTarget: 'photo-books',
      },
    },
  },
  printwell: {
    name: 'Printwell',
    shape: 'rounded',
    palette: {
      primary: '#2340b8',
      onPrimary: '#ffffff',
      accent: '#ffd166',
      onAccent: '#1a1a1a',
      surface: '#ffffff',
      tint: '#eef1fc',
      ink: '#131a33',
      muted: '#4a5170',
      footer: '#111b4a',
      onFooter: '#e6e9f7',
    },
    fontFamily: SYSTEM_SANS,
    headingFontFamily: SYSTEM_SANS,
    wordmark: { letterCase: 'as-is', weight: 800, italic: false, letterSpacing: '-0.02em' },
    copy: {
      en: {
        tagline: 'Printed well. Kept for ever.',
        heroTitle: 'Your photos deserve more than a phone screen',
        heroText:
          "Turn this year's best shots into a lay-flat photo book, crisp prints or a canvas for the living room. Printed in Britain and dispatched within 48 hours.",
        heroAction: 'Create a photo book',
        heroTarget: 'photo-books',
      },
    },
  },
  fjordfoto: {
    name: 'Fjordfoto',
    shape: 'rounded',
    palette: {
      primary: '#1b587a',
      onPrimary: '#ffffff',
      accent: '#93d5e9',
      onAccent: '#0b2533',
      surface: '#ffffff',
      tint: '#ebf4f8',
      ink: '#10232e',
      muted: '#45596a',
      footer: '#0c2c3e',
      onFooter: '#e2eef4',
    },
    fontFamily: SYSTEM_SANS,
    headingFontFamily: SYSTEM_SANS,
    wordmark: { letterCase: 'as-is', weight: 600, italic: false, letterSpacing: '0.04em' },
    copy: {
      nb: {
        tagline: 'Minner som varer, trykket med omtanke.',
        heroTitle: 'Fra mobilen til en fotobok du vil bla i igjen og igjen',
        heroText:
          'Lag en fotobok, en kalender eller et lerretsbilde på få minutter. Vi trykker i Norge og sender innen to virkedager.',
        heroAction: 'Lag en fotobok',
        heroTarget: 'photo-books',
      },
    },
  },
  cliche: {
    name: 'Cliché',
    shape: 'square',
    palette: {
      primary: '#7a1d38',
      onPrimary: '#ffffff',
      accent: '#ecd0b3',
      onAccent: '#3a0f1c',
      surface: '#fffdfb',
      tint: '#f8eeeb',
      ink: '#2a1419',
      muted: '#5e4a4f',
      footer: '#3a0e1b',
      onFooter: '#f6e7e9',
    },
    fontFamily: SYSTEM_SANS,
    headingFontFamily: SERIF,
    wordmark: { letterCase: 'as-is', weight: 400, italic: true, letterSpacing: '0.01em' },
    copy: {
      fr: {
        tagline: "L'art de garder l'instant.",
        heroTitle: 'Vos souvenirs méritent un bel écrin',
        heroText:
          "Livres photo à reliure cousue, tirages sur papier d'art et toiles tendues à la main\u00a0: créez en quelques minutes, nous imprimons avec soin à Lyon.",
        heroAction: 'Créer un livre photo',
        heroTarget: 'photo-books',
      },
    },
  },
  fotoklover: {
    name: 'Fotoklöver',
    shape: 'pill',
    palette: {
      primary: '#1b7336',
      onPrimary: '#ffffff',
      accent: '#f5d547',
      onAccent: '#1e2a10',
      surface: '#ffffff',
      tint: '#edf6ee',
      ink: '#13281a',
      muted: '#475a4c',
      footer: '#0e3a1d',
      onFooter: '#e4f1e7',
    },
    fontFamily: SYSTEM_SANS,
    headingFontFamily: ROUNDED,
    wordmark: { letterCase: 'as-is', weight: 700, italic: false, letterSpacing: '0' },
    copy: {
      sv: {
        tagline: 'Lyckan finns i bilderna.',
        heroTitle: 'Samla sommarens bästa bilder i en fotobok',
        heroText:
          'Välj en mall, lägg in dina bilder och låt oss sköta resten. Tryckt på svanenmärkt papper och levererat inom tre arbetsdagar.',
        heroAction: 'Skapa en fotobok',
        heroTarget: 'photo-books',
      },
    },
  },
  posterhaus: {
    name: 'PosterHaus',
    shape: 'square',
    palette: {
      primary: '#111111',
      onPrimary: '#ffffff',
      accent: '#ffb000',
      onAccent: '#111111',
      surface: '#ffffff',
      tint: '#f5f2ea',
      ink: '#111111',
      muted: '#4f4b44',
      footer: '#111111',
      onFooter: '#f2f2f2',
    },
    fontFamily: GROTESK,
    headingFontFamily: GROTESK,
    wordmark: { letterCase: 'upper', weight: 900, italic: false, letterSpacing: '0.06em' },
    copy: {
      de: {
        tagline: 'Große Bilder für Ihre Wände.',
        heroTitle: 'Ihr Foto als Poster, Leinwand oder Alu-Dibond',
        heroText:
          'Vom Handyfoto zum Wandbild in Galeriequalität: Format wählen, Rahmen aussuchen, fertig. Gedruckt in Leipzig, versandfertig in 24 Stunden.',
        heroAction: 'Wandbild gestalten',
        heroTarget: 'wall-art',
      },
    },
    businessCopy: {
      de: {
        tagline: 'Drucklösungen für Ihr Unternehmen.',
        heroTitle: 'Wandbilder und Fotoprodukte für Büro, Praxis und Laden',
        heroText:
          'Bestellen Sie auf Rechnung, verwalten Sie Ihre Aufträge zentral und erhalten Sie Staffelpreise ab zehn Stück. Ihr persönlicher Ansprechpartner hilft gern.',
        heroAction: 'Wandbild gestalten',
        heroTarget: 'wall-art',
      },
    },
  },
  snapbook: {
    name: 'Snapbook',
    shape: 'pill',
    palette: {
      primary: '#a3302a',
      onPrimary: '#ffffff',
      accent: '#ff7f6e',
      onAccent: '#2b0f0b',
      surface: '#ffffff',
      tint: '#fff0ec',
      ink: '#2b1714',
      muted: '#614845',
      footer: '#471a15',
      onFooter: '#fbe9e6',
    },
    fontFamily: SYSTEM_SANS,
    headingFontFamily: ROUNDED,
    wordmark: { letterCase: 'lower', weight: 800, italic: false, letterSpacing: '-0.01em' },
    copy: {
      en: {
        tagline: 'Little books of big moments.',
        heroTitle: 'Make a photo book in the time it takes to drink a coffee',
        heroText:
          "Pick your photos, we'll suggest a layout, and your book is on its way. Softcover, hardcover or lay-flat, from 20 to 200 pages.",
        heroAction: 'Create a photo book',
        heroTarget: 'photo-books',
      },
      fr: {
        tagline: 'Les petits livres des grands moments.',
        heroTitle: "Un livre photo le temps d'un café",
        heroText:
          'Choisissez vos photos, nous proposons la mise en page et votre livre est en route. Couverture souple, rigide ou à plat, de 20 à 200 pages.',
        heroAction: 'Créer un livre photo',
        heroTarget: 'photo-books',
      },
      it: {
        tagline: 'Piccoli libri di grandi momenti.',
        heroTitle: 'Un fotolibro nel tempo di un caffè',
        heroText:
          "Scegli le tue foto, noi ti proponiamo l'impaginazione e il tuo libro è già in viaggio. Copertina morbida, rigida o layflat, da 20 a 200 pagine.",
        heroAction: 'Crea un fotolibro',
        heroTarget: 'photo-books',
      },
      da: {
        tagline: 'Små bøger om store øjeblikke.',
        heroTitle: 'En fotobog på den tid, det tager at drikke en kop kaffe',
        heroText:
          'Vælg dine billeder, vi foreslår et layout, og din bog er på vej. Blødt omslag, hårdt omslag eller layflat, fra 20 til 200 sider.',
        heroAction: 'Lav en fotobog',
        heroTarget: 'photo-books',
      },
    },
  },
  recuerdo: {
    name: 'Recuerdo',
    shape: 'rounded',
    palette: {
      primary: '#a84300',
      onPrimary: '#ffffff',
      accent: '#ffb35c',
      onAccent: '#2e1600',
      surface: '#ffffff',
      tint: '#fff3e6',
      ink: '#2e1a0c',
      muted: '#5f4a3b',
      footer: '#4a2000',
      onFooter: '#fbeee2',
    },
    fontFamily: SYSTEM_SANS,
    headingFontFamily: SERIF,
    wordmark: { letterCase: 'as-is', weight: 700, italic: false, letterSpacing: '0.02em' },
    copy: {
      es: {
        tagline: 'Tus recuerdos, en buenas manos.',
        heroTitle: 'Convierte tus fotos en recuerdos que se pueden tocar',
        heroText:
          'Álbumes, copias y lienzos impresos con colores vivos y papel de calidad. Diséñalo en minutos y recíbelo en casa en 72 horas.',
        heroAction: 'Crea tu álbum',
        heroTarget: 'photo-books',
      },
      pt: {
        tagline: 'As tuas memórias, em boas mãos.',
        heroTitle: 'Transforma as tuas fotos em memórias que se podem tocar',
        heroText:
          'Álbuns, impressões e telas com cores vivas e papel de qualidade. Cria em minutos e recebe em casa em 72 horas.',
        heroAction: 'Cria o teu álbum',
        heroTarget: 'photo-books',
      },
    },
  },
};

/** The hero copy of a site in a language; a site's own languages always have copy. */
export function brandCopy(site: Site, language: Language): BrandCopy {
  const brand = BRANDS[site.brand];
  const copy = (site.b2b ? brand.businessCopy?.[language] : undefined) ?? brand.copy[language];
  if (copy === undefined) throw new Error(`No ${language} copy for ${site.displayName}`);
  return copy;
}

const RADII: Record<BrandShape, { control: string; card: string }> = {
  pill: { control: '999px', card: '20px' },
  rounded: { control: '10px', card: '14px' },
  square: { control: '2px', card: '4px' },
};

/**
 * The brand's colours, type and corners as CSS custom properties on the page. The embedded elements take their
 * own `--portal-*` theme from the brand; the page only sets its own `--brand-*` properties.
 */
export function applyBrandTheme(
  brand: BrandPresentation,
  root: HTMLElement = document.documentElement,
): void {
  const { palette } = brand;
  const radii = RADII[brand.shape];
  const properties: Record<string, string> = {
    '--brand-primary': palette.primary,
    '--brand-on-primary': palette.onPrimary,
    '--brand-accent': palette.accent,
    '--brand-on-accent': palette.onAccent,
    '--brand-surface': palette.surface,
    '--brand-tint': palette.tint,
    '--brand-ink': palette.ink,
    '--brand-muted': palette.muted,
    '--brand-footer': palette.footer,
    '--brand-on-footer': palette.onFooter,
    '--brand-font': brand.fontFamily,
    '--brand-heading-font': brand.headingFontFamily,
    '--brand-radius': radii.control,
    '--brand-card-radius': radii.card,
  };
  for (const [name, value] of Object.entries(properties)) root.style.setProperty(name, value);
}
